"""The JSON Schema agrees with the compiler, measured with a real validator.

Specs are loaded as editors load them (YAML 1.2, ruamel.yaml) and validated with `jsonschema`
against Schemas/card.schema.json:

- every spec cardc accepts (no diagnostic of an input rule) in a corpus of 2,000 generated valid
  specs plus the examples and the rule examples of docs/rules.md validates (zero false alarms);
- every structural mistake a schema can express, applied to valid specs, is rejected by cardc
  *and* by the schema. What a schema cannot express is listed in docs/format.md.
"""
import copy
import datetime
import io
import json
import pathlib
import random
import re
import subprocess

import jsonschema
import pytest
from ruamel.yaml import YAML

INPUT_RULES = {"yaml-syntax", "duplicate-key", "unknown-key", "missing-key", "invalid-value",
               "unknown-reference", "resource-limit"}
VALID_COUNT = 2000


def editor_load_all(text):
    """Documents as a YAML 1.2 editor reads them, as JSON values (keys are strings; timestamps,
    which JSON has not, are their text)."""
    def plain(value):
        if isinstance(value, dict):
            return {str(k).lower() if isinstance(k, bool) else str(k): plain(v) for k, v in value.items()}
        if isinstance(value, list):
            return [plain(v) for v in value]
        if isinstance(value, (datetime.date, datetime.datetime)):
            return value.isoformat()
        return value
    yaml = YAML(typ="safe", pure=True)
    yaml.version = (1, 2)
    return [plain(d) for d in yaml.load_all(text) if d is not None]


def dump(doc):
    out = io.StringIO()
    yaml = YAML()
    yaml.default_flow_style = None
    yaml.dump(doc, out)
    return out.getvalue()


# ---------------------------------------------------------------- valid specs


class SpecMaker:
    def __init__(self, seed):
        self.r = random.Random(seed)

    def points(self, low, high):
        value = self.r.uniform(low, high)
        return self.r.choice([round(value), round(value, 1), float(round(value)), round(value, 2)])

    def percent(self, low, high):
        n = self.r.randint(low, high)
        return self.r.choice([f"{n}%", f"{n}.5%", f"+{n}%", f"{n}.%", f"{n/10}e1%"])

    def length(self, low, high, plow, phigh):
        return self.points(low, high) if self.r.random() < 0.5 else self.percent(plow, phigh)

    def identifier(self, upper=False):
        first = self.r.choice("ABCDEFGHKLMNPQRSTVWXYZ" if upper else "abcdefghklmnpqrstvwxyz")
        return first + "".join(self.r.choice("abcdefghijklmnopqrstuvwxyz0123456789_") for _ in range(self.r.randint(2, 9)))

    def common(self, kind):
        spec = {"version": 1, "name": self.r.choice([self.identifier(True), "Yes", "On", "No", "Off", "Card_" + self.identifier()]),
                "kind": kind}
        if self.r.random() < 0.4:
            devices = self.r.sample(["iphone-se", "iphone-15", "iphone-15-pro-max", "ipad-11"], self.r.randint(1, 3))
            if self.r.random() < 0.3:
                devices.append({"name": self.identifier(), "width": self.points(300, 500), "height": self.points(700, 1000),
                                "safeArea": {"top": self.points(0, 60), "bottom": self.points(0, 34)}})
            spec["devices"] = devices
        if self.r.random() < 0.3:
            spec["appearance"] = {"cornerRadius": self.points(0, 30), "shadow": {"opacity": round(self.r.random(), 2), "radius": self.points(0, 20)}}
        if self.r.random() < 0.3:
            spec["animation"] = {"duration": round(self.r.uniform(0, 1), 2), "damping": round(self.r.uniform(0.1, 2), 2)}
        if self.r.random() < 0.4:
            self.models(spec)
        return spec

    def models(self, spec):
        types = ["String", "Int", "Double", "Bool", "Color", "Image", "URL", "Date", "String?", "[String]", "[Int]?", "[ Double ]"]
        samples = {"String": "text", "Int": 3, "Double": 2.5, "Bool": True, "Color": "#A0B0C0", "Image": "icon",
                   "URL": "https://example.com/a", "Date": "2024-05-01", "String?": None, "[String]": ["a", "b"], "[Int]?": [1],
                   "[ Double ]": [1.5]}
        fields = {}
        for name in self.r.sample(["title", "class", "default", "amount", "note", "tags", "self", "description", "count"], self.r.randint(1, 5)):
            fields[name] = self.r.choice(types)
        model = self.r.choice(["Item", "Entry", "Quote", "Model_" + self.identifier()])
        spec["models"] = {model: fields}
        if self.r.random() < 0.7:
            spec["samples"] = {model: [{k: samples[t] for k, t in fields.items() if samples[t] is not None}]}

    def labels(self, spec, states):
        """Sometimes a label for some of the card's states: any scalar is text to cardc."""
        if self.r.random() < 0.3:
            words = ["Open", "Half height", "Card", "3", 2.5, True, "Ünïcode ✓", "say \"hi\""]
            spec["labels"] = {s: self.r.choice(words) for s in self.r.sample(states, self.r.randint(1, len(states)))}

    def sheet(self):
        spec = self.common("sheet")
        count = self.r.randint(2, 5)
        names = self.r.sample(["low", "middle", "high", "full", "peek", "True", "yes", "on", "half", "tip", "class"], count)
        heights = sorted(self.r.sample(range(60, 560, 20), count))
        spec["segments"] = [{"name": n, "height": h if self.r.random() < 0.7 else f"{round(h / 6)}%"} for n, h in zip(names, heights)]
        if self.r.random() < 0.5:
            spec["initial"] = self.r.choice(names)
        if self.r.random() < 0.4:
            spec["header"] = {"height": self.points(0, 50), "tap": self.r.choice(["none", "toggle", "cycle"])}
        if self.r.random() < 0.5:
            spec["thresholds"] = {"upward": self.percent(5, 30), "downward": self.length(1, 10, 5, 30), "velocity": self.points(100, 2000)}
        if self.r.random() < 0.3:
            spec["dim"] = {"alpha": round(self.r.random(), 2), "from": names[0], "to": names[-1]}
        if self.r.random() < 0.3:
            spec["scroll"] = {"enabledIn": [names[-1]]}
        if self.r.random() < 0.3:
            spec["insets"] = {"top": self.points(0, 20), "leading": self.points(0, 20), "trailing": self.points(0, 20)}
        self.labels(spec, names)
        return spec

    def stack(self):
        spec = self.common("stack")
        spec.update({"cardHeight": self.points(80, 200), "offset": self.points(20, 60),
                     "height": {"collapsed": self.points(200, 300), "expanded": self.points(500, 600)}})
        if self.r.random() < 0.5:
            spec["spacing"] = {"leading": self.points(0, 20), "trailing": self.points(0, 20), "vertical": self.points(0, 10)}
        if self.r.random() < 0.5:
            spec["thresholds"] = {"upward": self.points(5, 40), "downward": self.points(5, 40)}
        if self.r.random() < 0.5:
            spec["initial"] = self.r.choice(["collapsed", "expanded"])
        if self.r.random() < 0.5:
            spec["cards"] = self.r.randint(1, 5)
        self.labels(spec, ["collapsed", "expanded"])
        return spec

    def deck(self):
        spec = self.common("deck")
        spec["size"] = {"width": self.points(200, 330), "height": self.points(300, 450)}
        if self.r.random() < 0.5:
            spec["visible"] = self.r.randint(1, 5)
        if self.r.random() < 0.5:
            spec["insets"] = {"horizontal": self.points(0, 8), "vertical": self.points(0, 8)}
        if self.r.random() < 0.5:
            spec["directions"] = self.r.sample(["left", "right", "up", "down"], self.r.randint(1, 4))
        if self.r.random() < 0.5:
            spec["thresholds"] = {"left": self.length(20, 100, 10, 45), "right": self.length(20, 100, 10, 45), "velocity": self.points(300, 1500)}
        if self.r.random() < 0.4:
            spec["exit"] = {"distance": self.points(100, 300), "drop": self.points(-50, 100), "duration": round(self.r.uniform(0, 1), 2)}
        self.labels(spec, ["center"] + spec.get("directions", ["left", "right"]))
        return spec

    def carousel(self):
        spec = self.common("carousel")
        spec["expandDistance"] = self.points(100, 400)
        if self.r.random() < 0.5:
            spec["insets"] = {"top": self.points(0, 40), "leading": self.points(0, 40), "trailing": self.points(0, 40), "bottom": self.points(0, 40)}
        if self.r.random() < 0.5:
            spec["peek"] = self.points(0, 20)
            spec["spacing"] = self.points(0, 20)
        if self.r.random() < 0.5:
            spec["thresholds"] = {"expand": self.length(10, 90, 10, 90)}
        self.labels(spec, ["collapsed", "expanded"])
        return spec

    def any(self):
        return getattr(self, self.r.choice(["sheet", "stack", "deck", "carousel"]))()


def lint_results(cardc, folder):
    """Each file's set of input rules cardc reported."""
    run = subprocess.run([cardc, "lint", "--format", "json", str(folder)], capture_output=True, text=True)
    assert run.returncode in (0, 1), run.stderr
    found = {}
    for d in json.loads(run.stdout):
        if d["rule"] in INPUT_RULES:
            found.setdefault(pathlib.Path(d["file"]).name, set()).add(d["rule"])
    return found


@pytest.fixture(scope="module")
def validator(repo_root):
    schema = json.loads((repo_root / "Schemas" / "card.schema.json").read_text())
    jsonschema.Draft7Validator.check_schema(schema)
    return jsonschema.Draft7Validator(schema)


def schema_errors(validator, text):
    return [e.message for doc in editor_load_all(text) for e in validator.iter_errors(doc)]


def test_every_spec_cardc_accepts_validates(cardc, repo_root, validator, tmp_path):
    maker = SpecMaker(20261124)
    for i in range(VALID_COUNT):
        (tmp_path / f"gen-{i:04}.card.yaml").write_text(dump(maker.any()))
    for i, p in enumerate(sorted(repo_root.glob("examples/**/*.card.y*ml"))):
        (tmp_path / f"example-{i}-{p.name}").write_text(p.read_text())
    rules = (repo_root / "docs" / "rules.md").read_text()
    for i, block in enumerate(re.findall(r"```yaml\n(.*?)```", rules, re.S)):
        (tmp_path / f"rule-example-{i}.card.yaml").write_text(block)
    rejected = lint_results(cardc, tmp_path)
    accepted = [p for p in sorted(tmp_path.iterdir()) if p.name not in rejected]
    generated_accepted = [p for p in accepted if p.name.startswith("gen-")]
    # The corpus is meant to be valid: nearly all of it must pass cardc too.
    assert len(generated_accepted) >= VALID_COUNT * 0.98, sorted(rejected.items())[:5]
    false_alarms = {p.name: errors for p in accepted if (errors := schema_errors(validator, p.read_text()))}
    print(f"schema agreement: {len(accepted)} specs cardc accepts, {len(false_alarms)} false alarms")
    assert not false_alarms, list(false_alarms.items())[:5]


# ---------------------------------------------------------------- structural mistakes


def set_path(spec, path, value):
    node = spec
    for key in path[:-1]:
        node = node.setdefault(key, {})
    node[path[-1]] = value


def delete(key):
    def apply(spec):
        spec.pop(key, None)
    return apply


def put(path, value):
    return lambda spec: set_path(spec, path, value)


def rename_first_model(name):
    def apply(spec):
        spec["models"] = {name: {"title": "String"}}
        spec.pop("samples", None)
    return apply


# (class, kind, mutation): each must be an input error to cardc and a schema error.
MUTATIONS = [
    ("unknown key", None, put(["colour"], "red")),
    ("unknown nested key", "sheet", put(["thresholds", "upwards"], 10)),
    ("unknown nested key", "deck", put(["exit", "speed"], 10)),
    ("misplaced key", "sheet", put(["peek"], 10)),
    ("misplaced key", "deck", put(["segments"], [{"name": "a", "height": 1}, {"name": "b", "height": 2}])),
    ("misplaced key", "carousel", put(["cardHeight"], 100)),
    ("missing required key", "sheet", delete("segments")),
    ("missing required key", "stack", delete("cardHeight")),
    ("missing required key", "deck", delete("size")),
    ("missing required key", "carousel", delete("expandDistance")),
    ("missing required key", None, delete("name")),
    ("missing required key", None, delete("version")),
    ("missing required key", "stack", put(["height"], {"collapsed": 100})),
    ("wrong type", "sheet", put(["thresholds", "velocity"], "fast")),
    ("wrong type", "deck", put(["size"], [320, 420])),
    ("wrong type", "stack", put(["spacing"], 10)),
    ("wrong type", None, put(["appearance", "cornerRadius"], "round")),
    ("wrong type", None, put(["devices"], "iphone-se")),
    ("wrong type", "carousel", put(["peek"], True)),
    ("wrong unit", "sheet", put(["thresholds", "velocity"], "50%")),
    ("wrong unit", "carousel", put(["peek"], "10%")),
    ("wrong unit", None, put(["appearance", "cornerRadius"], "10%")),
    ("wrong unit", "stack", put(["cardHeight"], "40%")),
    ("wrong unit", "sheet", put(["thresholds", "upward"], "40px")),
    ("wrong enum", None, put(["kind"], "drawer")),
    ("wrong enum", "sheet", put(["header"], {"tap": "double"})),
    ("wrong enum", "deck", put(["directions"], ["left", "sideways"])),
    ("wrong enum", None, put(["devices"], ["iphone-99"])),
    ("wrong enum", "stack", put(["initial"], "open")),
    ("out of range", "deck", put(["visible"], 0)),
    ("out of range", "deck", put(["visible"], 101)),
    ("out of range", "stack", put(["cards"], 0)),
    ("out of range", "stack", put(["cards"], 10001)),
    ("out of range", None, put(["appearance", "shadow"], {"opacity": 1.5})),
    ("out of range", None, put(["animation", "damping"], 0)),
    ("out of range", None, put(["animation", "duration"], -1)),
    ("out of range", "carousel", put(["expandDistance"], 0)),
    ("out of range", "stack", put(["offset"], -5)),
    ("out of range", "sheet", put(["segments"], [{"name": "only", "height": 100}])),
    ("out of range", "sheet", put(["segments"], [{"name": f"s{i}", "height": i + 1} for i in range(65)])),
    ("out of range", None, put(["devices"], [])),
    ("out of range", None, put(["devices"], [{"name": "flat", "width": 400, "height": 0}])),
    ("out of range", None, put(["version"], 2)),
    ("out of range", "sheet", put(["dim"], {"alpha": -0.5})),
    ("name pattern", None, put(["name"], "my-card")),
    ("name pattern", None, put(["name"], "1Card")),
    ("name pattern", "sheet", put(["segments"], [{"name": "2nd", "height": 100}, {"name": "top", "height": 300}])),
    ("name pattern", None, rename_first_model("my model")),
    ("name pattern", None, put(["models"], {"Item": {"a-b": "String"}})),
    ("name pattern", None, put(["models"], {"Item": {"__x": "String"}})),
    ("field type", None, put(["models"], {"Item": {"title": "Map<String>"}})),
    ("field type", None, put(["models"], {"Item": {"title": "String!"}})),
    ("keyword or reserved name", None, put(["name"], "class")),
    ("keyword or reserved name", None, put(["name"], "Set")),
    ("keyword or reserved name", None, put(["name"], "SheetLayout")),
    ("keyword or reserved name", None, rename_first_model("CodingKeys")),
    ("keyword or reserved name", None, rename_first_model("samples")),
    ("keyword or reserved name", None, rename_first_model("State")),
    ("keyword or reserved name", None, put(["models"], {"Item": {"hashValue": "Int"}})),
    ("keyword or reserved name", None, put(["models"], {"Item": {"URL": "String"}})),
    ("keyword or reserved name", "sheet", put(["segments"], [{"name": "allCases", "height": 100}, {"name": "top", "height": 300}])),
    ("wrong enum", "stack", put(["labels"], {"collapsd": "Few"})),
    ("wrong enum", "carousel", put(["labels"], {"open": "Page"})),
    ("wrong enum", "deck", put(["labels"], {"middle": "Card"})),
    ("name pattern", "sheet", put(["labels"], {"not-a-state": "Open"})),
    ("wrong type", "stack", put(["labels"], {"expanded": ["All", "cards"]})),
    ("wrong type", "deck", put(["labels"], {"center": None})),
    ("wrong type", None, put(["labels"], ["Open"])),
    ("empty label", "carousel", put(["labels"], {"expanded": ""})),
    ("empty label", "stack", put(["labels"], {"collapsed": "  \n"})),
    ("duplicate list item", "deck", put(["directions"], ["left", "left"])),
    ("duplicate list item", None, put(["devices"], ["iphone-se", "iphone-se"])),
]


def test_every_expressible_mistake_is_rejected_by_both(cardc, validator, tmp_path):
    maker = SpecMaker(7)
    cases = {}
    for i, (what, kind, mutate) in enumerate(MUTATIONS):
        for j in range(8):
            spec = copy.deepcopy(getattr(maker, kind)() if kind else maker.any())
            mutate(spec)
            name = f"m{i:03}-{j}.card.yaml"
            (tmp_path / name).write_text(dump(spec))
            cases[name] = what
    rejected = lint_results(cardc, tmp_path)
    not_a_mistake = sorted(name for name in cases if name not in rejected)
    assert not not_a_mistake, f"cardc accepts these mutations, so they test nothing: {not_a_mistake[:5]}"
    missed = sorted((name, cases[name]) for name in cases if not schema_errors(validator, (tmp_path / name).read_text()))
    classes = sorted(set(cases.values()))
    print(f"schema agreement: {len(cases)} mutated specs in {len(classes)} classes, {len(missed)} accepted by the schema")
    assert not missed, missed[:10]


def test_configuration_schema_agrees(cardc, repo_root, tmp_path):
    schema = json.loads((repo_root / "Schemas" / "cardc-config.schema.json").read_text())
    jsonschema.Draft7Validator.check_schema(schema)
    validator = jsonschema.Draft7Validator(schema)
    spec = (repo_root / "examples" / "glide.card.yaml").read_text()
    configurations = {
        "disabledRules: [scroll-state]\naccess: internal\n": True,
        "severity: { scroll-state: error, threshold-unit: off }\ndevices: [iphone-se, { name: tall, width: 400, height: 900 }]\n": True,
        "access: open\n": False,
        "disabledRules: [no-such-rule]\n": False,
        "severity: { scroll-state: loud }\n": False,
        "colour: red\n": False,
    }
    for i, (text, valid) in enumerate(configurations.items()):
        folder = tmp_path / f"c{i}"
        folder.mkdir()
        (folder / ".cardc.yml").write_text(text)
        (folder / "glide.card.yaml").write_text(spec)
        run = subprocess.run([cardc, "lint", str(folder)], capture_output=True, text=True)
        cardc_accepts = run.returncode == 0 and ".cardc.yml" not in run.stdout + run.stderr
        schema_accepts = not list(validator.iter_errors(editor_load_all(text)[0]))
        assert cardc_accepts == valid, (text, run.stdout, run.stderr)
        assert schema_accepts == valid, text
