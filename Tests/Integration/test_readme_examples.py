"""The README's copy-paste examples, run: the GitHub Actions job's lint step writes the SARIF file
its upload step names, and that file is valid SARIF with the spec's findings."""
import json
import os
import pathlib
import re
import shutil
import subprocess
import sys
from urllib.parse import unquote

import jsonschema
import yaml

from conftest import BAD_SHEET, readme_example




def test_github_actions_job_uploads_what_its_lint_step_writes(cardc, tmp_path, shared_dir):
    workflow = yaml.safe_load(readme_example("github-actions"))
    job = workflow["jobs"]["cardc"]
    assert job["permissions"]["security-events"] == "write"
    steps = job["steps"]
    build = next(s for s in steps if "swift build" in s.get("run", ""))
    lint = next(s for s in steps if "cardc lint" in s.get("run", ""))
    upload = next(s for s in steps if s.get("uses", "").startswith("github/codeql-action/upload-sarif"))
    assert steps.index(build) < steps.index(lint) < steps.index(upload)
    assert "libyaml-dev" in build["run"] and ".cardc/.build/release" in build["run"]
    # The upload must run when the lint step fails, which it does on errors.
    assert upload["if"].startswith("always()")

    (tmp_path / "Cards").mkdir()
    (tmp_path / "Cards" / "bad.card.yaml").write_text(BAD_SHEET)
    env = dict(os.environ, PATH=str(pathlib.Path(cardc).parent) + os.pathsep + os.environ["PATH"])
    # Actions runs `run:` with bash -e.
    proc = subprocess.run(["bash", "-e", "-c", lint["run"]], cwd=tmp_path, env=env, capture_output=True, text=True)
    assert proc.returncode == 1, proc.stderr

    sarif = json.loads((tmp_path / upload["with"]["sarif_file"]).read_text())
    schema = json.loads((shared_dir / "vendor" / "sarif-schema-2.1.0.json").read_text())
    jsonschema.Draft4Validator(schema).validate(sarif)
    results = sarif["runs"][0]["results"]
    locations = {(unquote(r["locations"][0]["physicalLocation"]["artifactLocation"]["uri"]), r["ruleId"]) for r in results}
    assert ("Cards/bad.card.yaml", "unreachable-state") in locations


def test_simulate_example_prints_what_the_readme_shows(cardc):
    block = readme_example("simulate")
    command, expected = block.split("\n", 1)
    assert command.startswith("$ cardc simulate ")
    args = command.split()[2:]
    proc = subprocess.run([cardc, *args], cwd=pathlib.Path(__file__).resolve().parents[2], capture_output=True, text=True)
    assert proc.returncode == 0, proc.stderr
    assert proc.stdout == expected


REPO = pathlib.Path(__file__).resolve().parents[2]


def _readme_section(title: str) -> str:
    """The README's text from the heading `title` to the next heading of its level or above."""
    text = (REPO / "README.md").read_text()
    level = title.split(" ", 1)[0]
    start = text.index("\n" + title + "\n")
    rest = text[start + 1:]
    ends = [m.start() for m in re.finditer(r"(?m)^#{1,%d} " % len(level), rest)][1:]
    return rest[:ends[0]] if ends else rest


def _synopsis() -> list:
    """The command lines the README's "Command line" section lists (its first indented block)."""
    section = _readme_section("## Command line")
    return [line.strip() for line in section.splitlines() if line.startswith("    cardc ")]


def test_every_flag_of_the_command_line_synopsis_is_one_cardc_accepts(cardc):
    lines = _synopsis()
    assert any(line.startswith("cardc lint ") and "[--quiet]" in line for line in lines)
    checked = 0
    for line in lines:
        words = line.split()
        sub = [] if words[1].startswith("--") else [words[1]]
        out = subprocess.run([cardc, *sub, "--help"], capture_output=True, text=True).stdout
        # --generate-completion-script is hidden from --help (argument-parser's); its own test runs it.
        for flag in set(re.findall(r"--[a-z][a-z-]*", line)) - {"--generate-completion-script"}:
            assert flag in out, f"`{line}`: cardc {' '.join(sub)} --help does not offer {flag}"
            checked += 1
    assert checked >= 20


def test_every_subcommand_of_the_synopsis_is_listed_by_help(cardc):
    """`cardc --help` names every subcommand the README's synopsis shows (`init` among them)."""
    listed = subprocess.run([cardc, "--help"], capture_output=True, text=True).stdout
    subcommands = {line.split()[1] for line in _synopsis() if not line.split()[1].startswith("-")}
    assert "init" in subcommands
    for sub in subcommands:
        assert re.search(rf"^  {re.escape(sub)} ", listed, re.M), f"cardc --help does not list {sub}"


def test_init_writes_a_spec_that_lints_clean_and_never_overwrites(cardc, tmp_path):
    """The README's `cardc init`: standard output without FILE, FILE created once, then refused."""
    spec = tmp_path / "map-sheet.card.yaml"
    printed = subprocess.run([cardc, "init", "sheet"], capture_output=True, text=True)
    assert printed.returncode == 0 and "kind: sheet" in printed.stdout
    first = subprocess.run([cardc, "init", "sheet", str(spec)], capture_output=True, text=True)
    assert first.returncode == 0 and "name: MapSheet" in spec.read_text()
    lint = subprocess.run([cardc, "lint", str(spec)], capture_output=True, text=True)
    assert lint.returncode == 0 and lint.stdout == "", lint.stdout
    spec.write_text("mine\n")
    again = subprocess.run([cardc, "init", "stack", str(spec)], capture_output=True, text=True)
    assert again.returncode == 2 and "refusing to overwrite" in again.stderr and spec.read_text() == "mine\n"
    wrong = subprocess.run([cardc, "init", "stak"], capture_output=True, text=True)
    assert wrong.returncode == 2 and "did you mean 'stack'?" in wrong.stderr


def test_quiet_leaves_out_the_summary_line_and_nothing_else(cardc, tmp_path):
    (tmp_path / "bad.card.yaml").write_text(BAD_SHEET)
    spec = REPO / "examples" / "glide.card.yaml"
    runs = {
        "lint": (["lint", str(tmp_path / "bad.card.yaml")], 1),
        "generate": (["generate", str(spec), "--output", str(tmp_path / "gen")], 0),
        "preview": (["preview", str(spec), "--output", str(tmp_path / "pre")], 0),
    }
    for name, (args, status) in runs.items():
        loud = subprocess.run([cardc, *args], capture_output=True, text=True)
        quiet = subprocess.run([cardc, *args, "--quiet"], capture_output=True, text=True)
        assert (loud.returncode, quiet.returncode) == (status, status), (name, loud.stderr, quiet.stderr)
        assert quiet.stdout == loud.stdout, name
        assert loud.stderr.startswith("cardc: ") and loud.stderr.count("\n") == 1, (name, loud.stderr)
        assert quiet.stderr == "", (name, quiet.stderr)
    # Diagnostics are printed as ever.
    assert ": error: " in subprocess.run([cardc, "lint", "-q", str(tmp_path / "bad.card.yaml")], capture_output=True, text=True).stdout


def test_completion_scripts_name_every_subcommand(cardc):
    section = _readme_section("## Command line")
    assert "cardc --generate-completion-script bash|zsh|fish" in section
    subcommands = ["lint", "generate", "preview", "simulate", "lsp", "explain", "rules", "schema"]
    for shell in ("bash", "zsh", "fish"):
        proc = subprocess.run([cardc, "--generate-completion-script", shell], capture_output=True, text=True)
        assert proc.returncode == 0, proc.stderr
        assert "cardc" in proc.stdout
        for sub in subcommands:
            assert re.search(r"\b%s\b" % sub, proc.stdout), f"{shell} completion lacks {sub}"
        assert re.search(r"\bquiet\b", proc.stdout) and re.search(r"\bformat\b", proc.stdout)


def test_github_notes_are_notices_at_their_diagnostic(cardc, tmp_path):
    assert "each note after it as a `::notice`" in (REPO / "README.md").read_text()
    # An unknown device: an error with a note that lists the built-in profiles.
    (tmp_path / "bad.card.yaml").write_text(BAD_SHEET.replace("kind: sheet\n", "kind: sheet\ndevices: [iphone-sx]\n"))
    out = subprocess.run([cardc, "lint", "bad.card.yaml", "--format", "github"], cwd=tmp_path,
                         capture_output=True, text=True).stdout.splitlines()
    assert out[0].startswith("::error file=bad.card.yaml,line=4,col=")
    head = out[0][len("::error "):out[0].index("::", 2)]
    notices = [line for line in out[1:] if line.startswith("::notice ")]
    assert notices and all(line.startswith(f"::notice {head}::") for line in notices), out
    assert all("%0A" not in line for line in out)


def _git(*args) -> str:
    return subprocess.run(["git", *args], cwd=REPO, capture_output=True, text=True, check=True).stdout


def test_the_readme_pins_what_exists(tmp_path):
    """No release is tagged yet: the README's pre-commit `rev:` and SwiftPM dependency name a
    commit (a placeholder to replace), never a tag that does not exist; with a real commit
    filled in, pre-commit and SwiftPM accept them."""
    text = (REPO / "README.md").read_text()
    tags = set(_git("tag", "--list").split())
    for tag in re.findall(r'rev: (v?\d[\w.]*)|from: "(\d[\w.]*)"', text):
        named = tag[0] or tag[1]
        assert named in tags or f"v{named}" in tags, f"the README names the tag {named}, which does not exist"
    head = _git("rev-parse", "HEAD").strip()

    block = re.search(r"<!-- pre-commit-config: begin[^\n]*-->\n```yaml\n(.*?)```", text, re.S).group(1)
    config = yaml.safe_load(block)
    rev = config["repos"][0]["rev"]
    assert rev == "COMMIT" or rev in tags, rev
    (tmp_path / ".pre-commit-config.yaml").write_text(block.replace("rev: COMMIT", f"rev: {head}"))
    proc = subprocess.run([sys.executable, "-m", "pre_commit", "validate-config", ".pre-commit-config.yaml"],
                          cwd=tmp_path, capture_output=True, text=True)
    assert proc.returncode == 0, proc.stdout + proc.stderr

    manifest = readme_example("plugin-package")
    assert 'revision: "COMMIT"' in manifest or any(f'from: "{t.lstrip("v")}"' in manifest for t in tags)
    package = tmp_path / "app"
    (package / "Sources" / "App").mkdir(parents=True)
    (package / "Sources" / "App" / "main.swift").write_text("")
    (package / "Package.swift").write_text(manifest.replace('revision: "COMMIT"', f'revision: "{head}"'))
    proc = subprocess.run(["swift", "package", "dump-package"], cwd=package, capture_output=True, text=True)
    assert proc.returncode == 0, proc.stderr
    dependency = json.loads(proc.stdout)["dependencies"][0]["sourceControl"][0]
    assert dependency["requirement"] == {"revision": [head]}


def test_install_and_timing_claims_point_to_a_benchmark():
    """The pre-commit and plugin sections give no time that no benchmark reproduces; the plugin's
    cost is left to the benchmark that measures it, which exists."""
    for title in ("## pre-commit", "## SwiftPM plugins"):
        section = _readme_section(title)
        assert not re.search(r"\b\d+(\.\d+)?(-\d+(\.\d+)?)? ?(s|ms|seconds)\b", section), title
    plugins = _readme_section("## SwiftPM plugins")
    assert "python3 Benchmarks/plugin_build.py" in plugins and "idle machine" in plugins
    assert (REPO / "Benchmarks" / "plugin_build.py").is_file()


def _indented_commands(section: str) -> list:
    return [line.strip() for line in section.splitlines() if line.startswith("    ") and line.strip()]


def test_quick_start_is_two_commands_and_later_sections_say_what_cardc_is():
    """Issue 36, item 5: the Quick start stays the two commands; it says that later sections'
    `cardc` is the same program as `swift run cardc`, once on PATH, and points at Install."""
    quick = _readme_section("## Quick start")
    assert _indented_commands(quick) == ["swift run cardc lint examples", "swift test"], quick
    assert "the sections below write\n`cardc ...`, the same program once it is on your PATH ([Install](#install))" in quick
    # Every later command runs cardc either from the checkout or from PATH, never another way.
    later = (REPO / "README.md").read_text().split("## Install", 1)[1]
    for line in _indented_commands(later):
        if line.startswith("swift run"):
            assert line.startswith("swift run cardc "), line
    # Every binary folder the README names is one `swift build` makes.
    for folder in set(re.findall(r"\.build/([\w-]+)(?:/cardc\b|\"|:)", (REPO / "README.md").read_text())):
        assert folder in ("debug", "release"), folder


def test_install_says_where_swift_build_puts_cardc(tmp_path):
    """The folders the Install section names are the ones `swift build --show-bin-path` prints."""
    install = _readme_section("## Install")
    for words in (".build/debug/cardc", ".build/release/cardc", "swift build --show-bin-path", "~/.local/bin"):
        assert words in install, words
    shown = {}
    for config in ("debug", "release"):
        proc = subprocess.run(["swift", "build", "-c", config, "--show-bin-path"], cwd=REPO, capture_output=True, text=True)
        assert proc.returncode == 0, proc.stderr
        shown[config] = pathlib.Path(proc.stdout.strip())
        assert shown[config].name == config and REPO / ".build" in shown[config].parents, shown[config]
    # SwiftPM links .build/debug (and .build/release once built) to the folders it prints.
    assert (REPO / ".build" / "debug").resolve() == shown["debug"].resolve()
    if (REPO / ".build" / "release").exists():
        assert (REPO / ".build" / "release").resolve() == shown["release"].resolve()


def test_install_without_root_puts_cardc_on_path(cardc, tmp_path):
    """The README's install-user steps, run by bash with HOME a scratch folder: `cardc` is then
    found on PATH in ~/.local/bin, and runs. The release build is the Install section's command
    (not run here: this checkout's debug cardc stands in its place at .build/release/cardc)."""
    block = readme_example("install-user")
    lines = [line for line in block.splitlines() if line.strip()]
    assert lines[0] == "swift build -c release --static-swift-stdlib"
    checkout = tmp_path / "cardc"
    (checkout / ".build" / "release").mkdir(parents=True)
    shutil.copy(cardc, checkout / ".build" / "release" / "cardc")
    home = tmp_path / "home"
    home.mkdir()
    path = os.pathsep.join(p for p in os.environ["PATH"].split(os.pathsep) if p and not (pathlib.Path(p) / "cardc").exists())
    script = "\n".join(lines[1:]) + "\ncommand -v cardc\n"
    proc = subprocess.run(["bash", "-e", "-c", script], cwd=checkout, env=dict(os.environ, HOME=str(home), PATH=path),
                          capture_output=True, text=True)
    assert proc.returncode == 0, proc.stderr
    version = subprocess.run([cardc, "--version"], capture_output=True, text=True).stdout
    assert proc.stdout == version + str(home / ".local" / "bin" / "cardc") + "\n", proc.stdout
    assert (home / ".local" / "bin" / "cardc").is_file()


def test_quick_start_says_what_swift_test_prints_before_its_results():
    """Issue 36, item 13: `swift test` prints XCTest's `Executed 0 tests` twice (its runner, with
    no XCTest tests) before Swift Testing's results; the Quick start says so, and that
    `--disable-xctest` leaves them out. Run on the build `swift test` made (`.ci/run` runs it
    first): XCTest's part alone, then Swift Testing's alone on one suite."""
    quick = _readme_section("## Quick start")
    assert "prints XCTest's `Executed 0 tests` twice" in quick and "`swift test\n--disable-xctest` leaves them out" in quick
    xctest = subprocess.run(["swift", "test", "--skip-build", "--disable-swift-testing"], cwd=REPO, capture_output=True, text=True)
    assert xctest.returncode == 0, xctest.stdout + xctest.stderr
    assert (xctest.stdout + xctest.stderr).count("Executed 0 tests") == 2, xctest.stdout
    quiet = subprocess.run(["swift", "test", "--skip-build", "--disable-xctest", "--filter", "RuleRegistryTests"], cwd=REPO,
                           capture_output=True, text=True)
    assert quiet.returncode == 0, quiet.stdout + quiet.stderr
    assert "Executed" not in quiet.stdout + quiet.stderr
    assert re.search(r"Test run with [1-9]\d* tests? in \d+ suites? passed", quiet.stdout + quiet.stderr), quiet.stdout


def test_mistyped_command_line_words_get_a_did_you_mean(cardc):
    """Issue 36, item 6, through the executable: a mistyped subcommand, option value, rule, device
    or state gets the did-you-mean and the choices in one sentence, and exit 2 (a usage error)."""
    glide = str(REPO / "examples" / "glide.card.yaml")
    cases = [
        (["lnit", "examples"], "did you mean 'lint'? cardc takes one of lint, generate, preview, simulate, init, lsp, explain, rules or schema"),
        (["lint", "--format", "jsn", "examples"], "did you mean 'json'? --format takes one of text, json, sarif, github, checkstyle or junit"),
        (["explain", "unreachable-sate"], "did you mean 'unreachable-state'? explain takes one of "),
        (["simulate", glide, "--device", "iphone15", "--tap"], "did you mean 'iphone-15'? --device takes one of iphone-se, iphone-15, iphone-15-pro-max or ipad-11"),
        (["simulate", glide, "--from", "opn", "--tap"], "did you mean 'open'? --from takes one of closed, compressed or open"),
        (["simulate", glide, "--orientation", "portrat", "--tap"], "did you mean 'portrait'? --orientation takes one of portrait or landscape"),
    ]
    for args, expected in cases:
        proc = subprocess.run([cardc, *args], cwd=REPO, capture_output=True, text=True)
        assert proc.returncode == 2, (args, proc.stderr)
        assert expected in proc.stderr, (args, proc.stderr)
        assert proc.stdout == "", (args, proc.stdout)


def test_hostile_command_line_words_are_echoed_on_one_bounded_line(cardc, tmp_path):
    """A word the command line echoes back (a mistyped subcommand, an option's value the parser
    quotes, a rule, a device, a kind, init's FILE) reaches the terminal as the text format shows
    user text: no line break or escape sequence of it raw, and a 100 KB word cut, not printed
    whole; init's suggested command is that file name shell-quoted, one line."""
    glide = str(REPO / "examples" / "glide.card.yaml")
    forged = "x\nerror: forged\x1b[31m"
    huge = "l" * 100_000
    cases = [
        [forged], [huge],
        ["lint", "--format", forged, "examples"], ["lint", "--format", huge, "examples"],
        ["explain", forged], ["explain", huge],
        ["simulate", glide, "--device", forged, "--tap"], ["simulate", glide, "--from", huge, "--tap"],
        ["init", forged], ["init", huge],
    ]
    for args in cases:
        proc = subprocess.run([cardc, *args], cwd=tmp_path, capture_output=True, text=True)
        assert proc.returncode == 2, (args[:3], proc.stderr[:300])
        assert "\x1b" not in proc.stderr and "\nerror: forged" not in proc.stderr, (args[:3], proc.stderr[:300])
        assert len(proc.stderr) < 8_000, (args[:3], len(proc.stderr))
    name = "evil\nerror: forged\x1b[31m.card.yaml"
    proc = subprocess.run([cardc, "init", "sheet", name], cwd=tmp_path, capture_output=True, text=True)
    assert proc.returncode == 0, proc.stderr
    assert (tmp_path / name).is_file()
    assert proc.stderr.count("\n") == 1 and "\x1b" not in proc.stderr, proc.stderr
    command = proc.stderr.split("check it with `", 1)[1].rsplit("`", 1)[0]
    words = subprocess.run(["bash", "-c", "printf '%s\\0' " + command], capture_output=True).stdout.split(b"\0")[:-1]
    assert words == [b"cardc", b"lint", name.encode()], (command, words)
