"""Every `--format` of the real cardc binary, read by a real parser of that format: SARIF
validated against the official OASIS 2.1.0 schema (shared/vendor), JUnit read by junitparser,
Checkstyle by the standard library's XML parser, JSON by json, and GitHub workflow commands by
a parser that follows the Actions runner's documented command syntax. The specs include file
names and values that try to break out of a record: every diagnostic must come back as exactly
one record with its file and line."""
import json
import os
import pathlib
import re
import subprocess
import unicodedata
import xml.etree.ElementTree as ET

import jsonschema
import junitparser
import pytest

from conftest import BAD_SHEET

FORMATS = ["text", "json", "sarif", "github", "checkstyle", "junit"]



# A value that tries to start a new line, a new command, and a terminal escape in every format.
HOSTILE_VALUE = """version: 1
name: Hostile
kind: sheet
segments:
  - { name: low, height: 100 }
  - { name: "x\\n::error file=forged.card.yaml,line=1::forged\\r\\e[2K,%0A", height: 2000 }
"""

GOOD = """version: 1
name: Good
kind: sheet
segments:
  - { name: low, height: 100 }
  - { name: high, height: 50% }
"""


def test_help_lists_every_format(cardc):
    """--help describes each format, and the formats it offers are exactly the ones tested here."""
    for command in ("lint", "generate"):
        out = subprocess.run([cardc, command, "--help"], capture_output=True, text=True, check=True).stdout
        flat = " ".join(out.split())
        for fmt in FORMATS:
            assert f"{fmt}: " in flat, f"{command} --help does not describe {fmt}"
        values = re.search(r"\(values: ([a-z, ]+);", flat)
        assert values, flat
        assert sorted(v.strip() for v in values.group(1).split(",")) == sorted(FORMATS)


@pytest.fixture(scope="module")
def workspace(tmp_path_factory):
    root = tmp_path_factory.mktemp("reports")
    specs = root / "specs"
    (specs / "odd, dir:%").mkdir(parents=True)
    (specs / "bad.card.yaml").write_text(BAD_SHEET)
    (specs / "good.card.yaml").write_text(GOOD)
    (specs / "hostile.card.yaml").write_text(HOSTILE_VALUE)
    # A folder name with a comma, colon and percent sign, and a file name with a line break.
    (specs / "odd, dir:%" / "bad.card.yaml").write_text(BAD_SHEET)
    (specs / "line\nbreak.card.yaml").write_text(BAD_SHEET)
    # Names that try to end a record or rewrite the terminal.
    for name in HOSTILE_NAMES:
        (specs / name).write_text(BAD_SHEET)
    return root


HOSTILE_NAMES = ["cr\rname.card.yaml", "esc\x1b[2Kname.card.yaml", "::error file=x::.card.yaml", "bell\x07,%0A.card.yaml"]


def run(cardc, workspace, fmt):
    proc = subprocess.run([cardc, "lint", "specs", "--format", fmt], cwd=workspace, capture_output=True)
    assert proc.returncode == 1, proc.stderr
    return proc.stdout.decode("utf-8")


def expected(cardc, workspace):
    """The diagnostics as JSON, the reference every other format is compared with."""
    return json.loads(run(cardc, workspace, "json"))


def keys(diagnostics):
    return sorted((d["file"], d["line"], d["column"], d["rule"]) for d in diagnostics)


def test_json_parses(cardc, workspace):
    diagnostics = expected(cardc, workspace)
    files = {d["file"] for d in diagnostics}
    assert files == {"specs/bad.card.yaml", "specs/hostile.card.yaml", "specs/odd, dir:%/bad.card.yaml",
                     "specs/line\nbreak.card.yaml"} | {f"specs/{name}" for name in HOSTILE_NAMES}
    assert all(d["severity"] in ("error", "warning", "note") for d in diagnostics)


def test_sarif_validates_against_the_official_schema(cardc, workspace, shared_dir):
    schema = json.loads((shared_dir / "vendor" / "sarif-schema-2.1.0.json").read_text())
    log = json.loads(run(cardc, workspace, "sarif"))
    jsonschema.Draft4Validator.check_schema(schema)
    validator = jsonschema.Draft4Validator(schema, format_checker=jsonschema.FormatChecker())
    errors = sorted(validator.iter_errors(log), key=lambda e: list(e.path))
    assert not errors, "\n".join(f"{list(e.path)}: {e.message}" for e in errors[:10])

    run_ = log["runs"][0]
    rules = run_["tool"]["driver"]["rules"]
    ids = [r["id"] for r in rules]
    assert "unreachable-state" in ids and "stale-output" in ids
    for rule in rules:
        assert rule["shortDescription"]["text"] and rule["help"]["text"].startswith(rule["id"] + ":")
    base = run_["originalUriBaseIds"]["%SRCROOT%"]["uri"]
    assert base == workspace.resolve().as_uri() + "/"
    from urllib.parse import unquote
    reference = expected(cardc, workspace)
    got = []
    for result in run_["results"]:
        assert ids[result["ruleIndex"]] == result["ruleId"]
        loc = result["locations"][0]["physicalLocation"]
        assert loc["artifactLocation"]["uriBaseId"] == "%SRCROOT%"
        got.append((unquote(loc["artifactLocation"]["uri"]), loc["region"]["startLine"], loc["region"]["startColumn"],
                    result["ruleId"]))
    assert sorted(got) == keys(reference)


def test_sarif_with_no_findings_is_valid(cardc, workspace, shared_dir):
    schema = json.loads((shared_dir / "vendor" / "sarif-schema-2.1.0.json").read_text())
    proc = subprocess.run([cardc, "lint", "specs/good.card.yaml", "--format", "sarif"], cwd=workspace,
                          capture_output=True, text=True)
    assert proc.returncode == 0
    log = json.loads(proc.stdout)
    jsonschema.Draft4Validator(schema).validate(log)
    assert log["runs"][0]["results"] == []


def parse_github(line):
    """A workflow command the way the Actions runner reads `::name k=v,k=v::data` (the runner's
    ActionCommand parsing: properties split at ',', key and value at the first '=', then
    unescaped; data unescaped)."""
    m = re.fullmatch(r"::(\w+) ([^:]*)::(.*)", line)
    assert m, f"not a workflow command: {line!r}"

    def unescape(s, prop):
        s = s.replace("%0D", "\r").replace("%0A", "\n")
        if prop:
            s = s.replace("%3A", ":").replace("%2C", ",")
        return s.replace("%25", "%")

    props = {}
    for pair in m.group(2).split(","):
        k, _, v = pair.partition("=")
        props[k] = unescape(v, True)
    return m.group(1), props, unescape(m.group(3), False)


# Unicode's Default_Ignorable_Code_Point (DerivedCoreProperties.txt), as ranges.
DEFAULT_IGNORABLE = [(0xAD, 0xAD), (0x34F, 0x34F), (0x61C, 0x61C), (0x115F, 0x1160), (0x17B4, 0x17B5),
                     (0x180B, 0x180F), (0x200B, 0x200F), (0x202A, 0x202E), (0x2060, 0x206F), (0x3164, 0x3164),
                     (0xFE00, 0xFE0F), (0xFEFF, 0xFEFF), (0xFFA0, 0xFFA0), (0xFFF0, 0xFFF8),
                     (0x1BCA0, 0x1BCA3), (0x1D173, 0x1D17A), (0xE0000, 0xE0FFF)]


def is_hidden(c):
    """What a terminal does not show as itself: controls, format characters (Cf) and
    default-ignorable code points, an independent reading of the rule in docs/hardening.md."""
    o = ord(c)
    return o < 0x20 or 0x7F <= o < 0xA0 or unicodedata.category(c) == "Cf" \
        or any(low <= o <= high for low, high in DEFAULT_IGNORABLE)


def shown_in_log(s):
    """What the GitHub format writes for text: the job's log reads ANSI escapes, so hidden
    characters (but the line breaks the runner decodes) come out as `\\u{X}`."""
    return "".join("\\u{%X}" % ord(c) if is_hidden(c) and c not in "\r\n" else c for c in s)


def test_github_commands_one_per_diagnostic(cardc, workspace):
    out = run(cardc, workspace, "github")
    lines = out.splitlines()
    reference = expected(cardc, workspace)
    # Each diagnostic is one command, followed by one `::notice` per note at its place and rule.
    assert len(lines) == len(reference) + sum(len(d.get("notes", [])) for d in reference)
    got = []
    notes = []
    for line in lines:
        command, props, message = parse_github(line)
        assert command in ("error", "warning", "notice")
        assert set(props) == {"file", "line", "col", "title"}
        key = (props["file"], int(props["line"]), int(props["col"]), props["title"])
        if command == "notice" and got and got[-1] == key:
            notes[-1].append(message)
            continue
        got.append(key)
        notes.append([])
    assert sorted(got) == sorted((shown_in_log(f), l, c, r) for f, l, c, r in keys(reference))
    assert sorted(notes) == sorted([shown_in_log(n) for n in d.get("notes", [])] for d in reference)
    assert not any(ord(c) == 0x1B for c in out), "an escape reached the job's log"
    assert any(notes), "the workspace has no diagnostic with a note"
    # The forged command inside the hostile value is data, not a command of its own.
    assert not any(line.startswith("::error file=forged") for line in lines)
    assert any("::error file=forged.card.yaml,line=1::forged" in parse_github(l)[2] for l in lines)


def test_checkstyle_parses(cardc, workspace):
    root = ET.fromstring(run(cardc, workspace, "checkstyle").encode("utf-8"))
    assert root.tag == "checkstyle"
    got = []
    for f in root.findall("file"):
        for e in f.findall("error"):
            assert e.get("severity") in ("error", "warning", "info")
            assert e.get("source").startswith("cardc.")
            got.append((f.get("name"), int(e.get("line")), int(e.get("column")), e.get("source")[len("cardc."):]))
    # XML cannot hold ESC or BEL even as references: they arrive written as \\u{…}.
    xml_safe = [(f.replace("\x1b", "\\u{1B}").replace("\x07", "\\u{7}"), *rest) for f, *rest in keys(expected(cardc, workspace))]
    assert sorted(got) == sorted(xml_safe)


def test_junit_has_one_case_per_spec(cardc, workspace, tmp_path):
    report = tmp_path / "junit.xml"
    report.write_text(run(cardc, workspace, "junit"))
    xml = junitparser.JUnitXml.fromfile(str(report))
    cases = {}
    for suite in xml:
        for case in suite:
            cases[case.name] = case
    # XML cannot hold ESC or BEL: they arrive written as \\u{…}.
    assert set(cases) == {"specs/bad.card.yaml", "specs/good.card.yaml", "specs/hostile.card.yaml",
                          "specs/odd, dir:%/bad.card.yaml", "specs/line\nbreak.card.yaml", "specs/cr\rname.card.yaml",
                          "specs/esc\\u{1B}[2Kname.card.yaml", "specs/::error file=x::.card.yaml", "specs/bell\\u{7},%0A.card.yaml"}
    assert cases["specs/good.card.yaml"].is_passed
    for name, rule in (("specs/bad.card.yaml", "unreachable-state"), ("specs/odd, dir:%/bad.card.yaml", "unreachable-state"),
                       ("specs/hostile.card.yaml", "invalid-value")):
        case = cases[name]
        assert not case.is_passed
        failure = case.result[0]
        assert isinstance(failure, junitparser.Failure)
        assert f"{name}:6:" in failure.text and f"[{rule}]" in failure.text


def test_formats_agree_on_a_clean_run(cardc, workspace):
    for fmt in FORMATS:
        proc = subprocess.run([cardc, "lint", "specs/good.card.yaml", "--format", fmt], cwd=workspace,
                              capture_output=True, text=True)
        assert proc.returncode == 0, (fmt, proc.stderr)
        if fmt in ("text", "github"):
            assert proc.stdout == ""
        elif fmt in ("json",):
            assert json.loads(proc.stdout) == []
        elif fmt in ("checkstyle", "junit"):
            ET.fromstring(proc.stdout.encode())


def test_text_has_one_line_per_diagnostic_and_no_control_characters(cardc, workspace):
    out = run(cardc, workspace, "text")
    reference = expected(cardc, workspace)
    notes = sum(len(d.get("notes", [])) for d in reference)
    lines = out.split("\n")
    assert lines[-1] == ""
    assert len(lines) - 1 == len(reference) + notes
    pattern = re.compile(r"^(.+):(\d+):(\d+): (error|warning|note): (.*)$")
    for line in lines[:-1]:
        assert pattern.match(line), line
        assert not any(c in line for c in "\r\x1b\x07"), repr(line)
    assert "specs/esc\\u{1B}[2Kname.card.yaml:6:" in out
    # A line break in a name is shown as one, never as a space: `cr name` would be another file.
    assert "specs/cr\\u{D}name.card.yaml:6:" in out
    assert "specs/line\\u{A}break.card.yaml:6:" in out


# Characters a terminal draws as nothing: a name holding one reads as another file's name.
INVISIBLE = ["\u200b", "\u200c", "\u200d", "\u2060", "\u00ad", "\u180e", "\ufe0f", "\u3164", "\U000e0041"]


def test_invisible_characters_in_file_names_are_shown_in_every_format(cardc, tmp_path):
    """`a<U+200B>.card.yaml` must not read as `a.card.yaml`: every format shows each invisible
    character escaped, never raw, and JSON's escape reads back as the name itself."""
    specs = tmp_path / "specs"
    specs.mkdir()
    names = {f"a{c}.card.yaml" for c in INVISIBLE}
    for name in names:
        (specs / name).write_text(BAD_SHEET)
    for fmt in FORMATS:
        proc = subprocess.run([cardc, "lint", "specs", "--format", fmt], cwd=tmp_path, capture_output=True)
        assert proc.returncode == 1, proc.stderr
        out = proc.stdout.decode("utf-8")
        for c in INVISIBLE:
            assert c not in out, (fmt, f"U+{ord(c):04X}")
        if fmt == "json":
            assert {d["file"] for d in json.loads(out)} == {f"specs/{n}" for n in names}
        if fmt in ("text", "github", "checkstyle", "junit"):
            for c in INVISIBLE:
                assert f"specs/a\\u{{{ord(c):X}}}.card.yaml" in out, (fmt, f"U+{ord(c):04X}")
    # Standard error names files the same way (a summary, `cannot read`).
    proc = subprocess.run([cardc, "lint", f"specs/missing\u200b.card.yaml"], cwd=tmp_path, capture_output=True)
    assert proc.returncode == 2 and "\u200b" not in proc.stderr.decode() and "missing\\u{200B}" in proc.stderr.decode()
    assert all(is_hidden(c) for c in INVISIBLE) and not any(is_hidden(c) for c in "aé漢\u00a0👍")


MISSPELT = """version: 1
name: My-Card
kind: sheet
segments: [{ name: low, height: 100 }, { name: open, height: 300 }]
initial: opened
heder: { height: 20 }
"""

ON_FOUR_DEVICES = """version: 1
name: Scroll
kind: sheet
devices: [iphone-se, iphone-15]
orientations: [portrait, landscape]
segments: [{ name: low, height: 100 }, { name: open, height: 300 }]
scroll: { enabledIn: [low] }
"""


def test_suggestions_are_sarif_fixes_and_devices_are_objects(cardc, tmp_path, shared_dir):
    """Each did-you-mean is a SARIF fix (valid against the schema) and a JSON suggestion; the
    devices a finding occurs on are objects with a name and an orientation in both."""
    (tmp_path / "m.card.yaml").write_text(MISSPELT)
    (tmp_path / "s.card.yaml").write_text(ON_FOUR_DEVICES)
    def lint(fmt):
        proc = subprocess.run([cardc, "lint", "m.card.yaml", "s.card.yaml", "--format", fmt], cwd=tmp_path, capture_output=True)
        assert proc.returncode == 1, proc.stderr
        return json.loads(proc.stdout.decode("utf-8"))
    schema = json.loads((shared_dir / "vendor" / "sarif-schema-2.1.0.json").read_text())
    log = lint("sarif")
    validator = jsonschema.Draft4Validator(schema, format_checker=jsonschema.FormatChecker())
    errors = sorted(validator.iter_errors(log), key=lambda e: list(e.path))
    assert not errors, "\n".join(f"{list(e.path)}: {e.message}" for e in errors[:10])
    results = log["runs"][0]["results"]
    inserted = sorted(r["fixes"][0]["artifactChanges"][0]["replacements"][0]["insertedContent"]["text"]
                      for r in results if "fixes" in r)
    assert inserted == ["MyCard", "header", "open"]
    # A name with a blank may be a plain scalar folded from two lines (`My` and, in a flow
    # collection, `Card` at the start of the next): its extent is not known, so no SARIF fix.
    (tmp_path / "m.card.yaml").write_text(MISSPELT.replace("My-Card", "My Card"))
    blank = next(r for r in lint("sarif")["runs"][0]["results"] if "'My Card'" in r["message"]["text"])
    assert "fixes" not in blank, blank
    (tmp_path / "m.card.yaml").write_text(MISSPELT)
    scroll = next(r for r in results if r["ruleId"] == "scroll-state")
    assert scroll["properties"]["devices"] == [
        {"name": "iphone-se", "orientation": "portrait"}, {"name": "iphone-se", "orientation": "landscape"},
        {"name": "iphone-15", "orientation": "portrait"}, {"name": "iphone-15", "orientation": "landscape"}]
    diagnostics = lint("json")
    assert sorted(s["with"] for d in diagnostics for s in d.get("suggestions", [])) == ["MyCard", "header", "open"]
    assert next(d for d in diagnostics if d["rule"] == "scroll-state")["devices"] == scroll["properties"]["devices"]


UNIT_AND_SYNONYM = """\
version: 1
name: Deck
kind: deck
size: { width: 300, height: 120pt }
directions: [left, "top"]
"""


def test_a_values_and_a_synonyms_did_you_mean_are_sarif_fixes(cardc, tmp_path, shared_dir):
    """`120pt` -> `120` (a value's did-you-mean) and `top` -> `up` (a synonym of a choice, quoted:
    replaced inside its quotes) are SARIF fixes valid against the schema; applied, they write
    what `lint --fix` writes. Written with an anchor, the synonym gets no SARIF fix."""
    spec = tmp_path / "d.card.yaml"
    spec.write_text(UNIT_AND_SYNONYM)
    proc = subprocess.run([cardc, "lint", "d.card.yaml", "--format", "sarif"], cwd=tmp_path, capture_output=True)
    assert proc.returncode == 1, proc.stderr
    log = json.loads(proc.stdout.decode("utf-8"))
    schema = json.loads((shared_dir / "vendor" / "sarif-schema-2.1.0.json").read_text())
    validator = jsonschema.Draft4Validator(schema, format_checker=jsonschema.FormatChecker())
    errors = sorted(validator.iter_errors(log), key=lambda e: list(e.path))
    assert not errors, "\n".join(f"{list(e.path)}: {e.message}" for e in errors[:10])
    results = log["runs"][0]["results"]
    assert len(results) == 2 and all("fixes" in r for r in results), results
    lines = UNIT_AND_SYNONYM.split("\n")
    # Right to left within a line, so that an earlier edit moves no later one.
    replacements = [r["fixes"][0]["artifactChanges"][0]["replacements"][0] for r in results]
    for replacement in sorted(replacements, key=lambda x: (x["deletedRegion"]["startLine"], -x["deletedRegion"]["startColumn"])):
        region = replacement["deletedRegion"]
        assert region["endLine"] == region["startLine"]
        line = region["startLine"] - 1
        text = lines[line]
        lines[line] = text[:region["startColumn"] - 1] + replacement["insertedContent"]["text"] + text[region["endColumn"] - 1:]
    fixed = subprocess.run([cardc, "lint", "--fix", "d.card.yaml"], cwd=tmp_path, capture_output=True)
    assert fixed.returncode == 0, fixed.stdout + fixed.stderr
    assert "\n".join(lines) == spec.read_text()
    assert "height: 120 }" in spec.read_text() and '[left, "up"]' in spec.read_text()
    spec.write_text(UNIT_AND_SYNONYM.replace('"top"', "&a top"))
    anchored = subprocess.run([cardc, "lint", "d.card.yaml", "--format", "sarif"], cwd=tmp_path, capture_output=True)
    results = json.loads(anchored.stdout.decode("utf-8"))["runs"][0]["results"]
    assert [("fixes" in r) for r in results] == [True, False], results
