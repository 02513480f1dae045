"""The pre-commit hooks of `.pre-commit-hooks.yaml`, driven by the real pre-commit framework.

pre-commit builds cardc from this checkout (`language: swift`) into a private PRE_COMMIT_HOME
shared by the whole session, so every test below but the try-repo one reuses one build. The
configuration the tests install is the README's, taken from between its markers with only
`repo:` and `rev:` replaced, so the documented example is the one that runs.
"""
import os
import pathlib
import re
import shutil
import subprocess
import sys

import pytest
import yaml  # a dependency of pre-commit

PRE_COMMIT = [sys.executable, "-m", "pre_commit"]
BUILD_TIMEOUT = 1800  # seconds; the first hook run builds cardc in release mode

# Variables that would point git or pre-commit somewhere other than the scratch repository.
_SCRUBBED = ("GIT_DIR", "GIT_WORK_TREE", "GIT_INDEX_FILE", "GIT_OBJECT_DIRECTORY",
             "GIT_ALTERNATE_OBJECT_DIRECTORIES", "GIT_COMMON_DIR", "SKIP", "PRE_COMMIT_HOME",
             "PRE_COMMIT_CONFIG")

GOOD_SPEC = "glide.card.yaml"  # from examples/

# A sheet whose `open` segment (700 pt) is above iPhone SE's 667 pt container: no gesture can
# settle there. The diagnostic points at the height value on the marked line.
TALL_SPEC = """\
# open is taller than the smallest iPhone's container.
version: 1
name: TallSheet
kind: sheet
header: { height: 80, tap: toggle }
segments:
  - { name: closed, height: 80 }
  - { name: open, height: 700 }
initial: closed
thresholds: { upward: 40, downward: 40, velocity: 800 }
"""
TALL_LINE = TALL_SPEC.splitlines().index("  - { name: open, height: 700 }") + 1
TALL_COLUMN = TALL_SPEC.splitlines()[TALL_LINE - 1].index("700") + 1


def _env(home: pathlib.Path) -> dict:
    env = {k: v for k, v in os.environ.items() if k not in _SCRUBBED}
    env["PRE_COMMIT_HOME"] = str(home)
    env["PRE_COMMIT_COLOR"] = "never"
    return env


def _run(args, cwd, env, timeout=600) -> subprocess.CompletedProcess:
    return subprocess.run(args, cwd=cwd, env=env, stdout=subprocess.PIPE, stderr=subprocess.STDOUT,
                          text=True, timeout=timeout)


def _git(repo: pathlib.Path, *args, env=None) -> str:
    result = subprocess.run(["git", *args], cwd=repo, env=env, stdout=subprocess.PIPE,
                            stderr=subprocess.STDOUT, text=True)
    assert result.returncode == 0, f"git {' '.join(args)} failed:\n{result.stdout}"
    return result.stdout


def _scratch_repo(path: pathlib.Path) -> pathlib.Path:
    path.mkdir(parents=True)
    _git(path, "init", "-q")
    _git(path, "config", "user.email", "precommit-test@example.com")
    _git(path, "config", "user.name", "pre-commit test")
    _git(path, "config", "commit.gpgsign", "false")
    return path


@pytest.fixture(scope="session")
def hook_source(repo_root, tmp_path_factory):
    """(repository, rev) that pre-commit should install the hooks from: this checkout at HEAD,
    or, when it has uncommitted changes, a snapshot of its working tree (every file git does not
    ignore) committed in a clone, as `pre-commit try-repo` does for a dirty checkout."""
    status = _git(repo_root, "status", "--porcelain", "--untracked-files=normal")
    if not status.strip():
        return str(repo_root), _git(repo_root, "rev-parse", "HEAD").strip()
    shadow = tmp_path_factory.mktemp("hook-source") / "cardc"
    _git(repo_root, "clone", "-q", "--no-checkout", str(repo_root), str(shadow))
    snapshot = ["--git-dir", str(shadow / ".git"), "--work-tree", str(repo_root)]
    _git(repo_root, *snapshot, "add", "-A")
    _git(repo_root, *snapshot, "-c", "user.email=precommit-test@example.com", "-c",
         "user.name=pre-commit test", "commit", "-q", "--no-verify", "-m",
         "snapshot of the checkout with its uncommitted changes")
    return str(shadow), _git(shadow, "rev-parse", "HEAD").strip()


@pytest.fixture(scope="session")
def readme_config(repo_root, hook_source) -> str:
    """The README's `.pre-commit-config.yaml`, pointed at this checkout."""
    readme = (repo_root / "README.md").read_text()
    block = re.search(r"<!-- pre-commit-config: begin[^\n]*-->\n```yaml\n(.*?)```\n<!-- pre-commit-config: end -->",
                      readme, re.S)
    assert block, "README.md has no pre-commit-config block between its markers"
    text = block.group(1)
    repo, rev = hook_source
    text, repos = re.subn(r"(?m)^(\s*- repo:) .*$", lambda m: f"{m.group(1)} {repo}", text)
    text, revs = re.subn(r"(?m)^(\s*rev:) .*$", lambda m: f"{m.group(1)} {rev}", text)
    assert (repos, revs) == (1, 1), "the README example should name one repo and one rev"
    return text


@pytest.fixture(scope="session")
def generate_args(readme_config):
    """The README's args for cardc-generate-check: (spec paths, output folder)."""
    hooks = {h["id"]: h for h in yaml.safe_load(readme_config)["repos"][0]["hooks"]}
    assert set(hooks) == {"cardc-lint", "cardc-generate-check"}
    args = hooks["cardc-generate-check"]["args"]
    assert args.count("--output") == 1 and args.index("--output") == len(args) - 2
    return args[:-2], args[-1]


@pytest.fixture(scope="session")
def precommit_home(tmp_path_factory, readme_config):
    """A private pre-commit cache with the hooks installed: pre-commit builds cardc once here."""
    home = tmp_path_factory.mktemp("pre-commit-home")
    repo = _scratch_repo(tmp_path_factory.mktemp("install") / "repo")
    (repo / ".pre-commit-config.yaml").write_text(readme_config)
    result = _run([*PRE_COMMIT, "install-hooks"], repo, _env(home), timeout=BUILD_TIMEOUT)
    assert result.returncode == 0, f"pre-commit could not build the hooks:\n{result.stdout}"
    return home


def _generate(cardc, repo, specs, output):
    """`cardc generate` as the README says to run it: from the root, with the hook's args."""
    result = _run([cardc, "generate", specs, "--output", output], repo, env=None)
    assert result.returncode == 0, result.stdout


@pytest.fixture
def consumer(tmp_path, repo_root, readme_config, generate_args, precommit_home, cardc):
    """A repository that uses the README's configuration with the hooks installed, and
    glide.card.yaml in its spec folder with its Swift generated, nothing committed yet;
    returns (repo, env, spec folder, output folder)."""
    repo = _scratch_repo(tmp_path / "app")
    env = _env(precommit_home)
    specs, output = generate_args
    assert len(specs) == 1, "the test places specs in the README's one spec folder"
    spec_dir = repo / specs[0]
    spec_dir.mkdir(parents=True)
    (repo / ".pre-commit-config.yaml").write_text(readme_config)
    shutil.copy(repo_root / "examples" / GOOD_SPEC, spec_dir / GOOD_SPEC)
    _generate(cardc, repo, specs[0], output)
    assert (repo / output / "GlideCard.swift").is_file()
    result = _run([*PRE_COMMIT, "install"], repo, env)
    assert result.returncode == 0, result.stdout
    return repo, env, specs[0], output


def _commit(repo, env, *paths) -> subprocess.CompletedProcess:
    _git(repo, "add", "--", *paths, env=env)
    return _run(["git", "commit", "-q", "-m", "change"], repo, env)


def _head(repo) -> str:
    result = subprocess.run(["git", "rev-parse", "--verify", "-q", "HEAD"], cwd=repo,
                            stdout=subprocess.PIPE, text=True)
    return result.stdout.strip()


def _status(output: str, hook_name: str) -> str:
    """pre-commit's verdict line for a hook: Passed, Failed or (no files to check)Skipped."""
    match = re.search(rf"(?m)^{re.escape(hook_name)}\.+(.*)$", output)
    assert match, f"no result line for {hook_name!r} in:\n{output}"
    return match.group(1).strip()


LINT = "cardc lint"
CHECK = "cardc generated Swift is up to date"


def test_try_repo_lints_good_and_unreachable_specs(tmp_path, repo_root, hook_source):
    """`pre-commit try-repo` against this checkout: the good spec yields no diagnostic, the
    spec with an unreachable state fails the hook with the rule, file and line named."""
    repo = _scratch_repo(tmp_path / "try")
    shutil.copy(repo_root / "examples" / GOOD_SPEC, repo / GOOD_SPEC)
    (repo / "specs").mkdir()
    (repo / "specs" / "tall.card.yaml").write_text(TALL_SPEC)
    (repo / "notes.yaml").write_text("not: a card spec\n")  # outside `files`: never linted
    _git(repo, "add", ".")
    source, rev = hook_source
    # try-repo builds in a throwaway store of its own, whatever PRE_COMMIT_HOME says.
    env = _env(tmp_path / "try-home")
    result = _run([*PRE_COMMIT, "try-repo", source, "cardc-lint", "--ref", rev, "--all-files"],
                  repo, env, timeout=BUILD_TIMEOUT)
    out = result.stdout
    assert result.returncode == 1, out
    assert _status(out, LINT) == "Failed", out
    assert "- exit code: 1" in out, out
    assert re.search(rf"(?m)^specs/tall\.card\.yaml:{TALL_LINE}:{TALL_COLUMN}: error: "
                     r"state 'open' can never be reached.*\[unreachable-state\]$", out), out
    assert GOOD_SPEC not in out, out
    assert "notes.yaml" not in out, out


def test_lint_hook_passes_a_good_spec_on_commit(consumer):
    repo, env, specs, _ = consumer
    result = _commit(repo, env, ".")
    assert result.returncode == 0, result.stdout
    assert _status(result.stdout, LINT) == "Passed", result.stdout
    assert _status(result.stdout, CHECK) == "Passed", result.stdout
    assert _head(repo), "the commit should have been made"


def test_lint_hook_blocks_a_commit_with_an_unreachable_state(consumer):
    repo, env, specs, _ = consumer
    (repo / specs / "tall.card.yaml").write_text(TALL_SPEC)
    result = _commit(repo, env, ".")
    out = result.stdout
    assert result.returncode == 1, out
    assert _status(out, LINT) == "Failed", out
    line = re.search(rf"(?m)^{re.escape(specs)}/tall\.card\.yaml:{TALL_LINE}:{TALL_COLUMN}: error: .*$", out)
    assert line and line.group(0).endswith("[unreachable-state]"), out
    assert f"{specs}/{GOOD_SPEC}:" not in out, out
    assert _head(repo) == "", "the commit should have been refused"


def test_hooks_skip_a_commit_without_specs_or_swift(consumer):
    repo, env, _, _ = consumer
    assert _commit(repo, env, ".").returncode == 0
    (repo / "README.md").write_text("an app\n")
    result = _commit(repo, env, "README.md")
    assert result.returncode == 0, result.stdout
    assert _status(result.stdout, LINT) == "(no files to check)Skipped", result.stdout
    assert _status(result.stdout, CHECK) == "(no files to check)Skipped", result.stdout


def test_generate_check_fails_on_stale_or_missing_output(consumer, repo_root, cardc):
    repo, env, specs, output = consumer
    result = _commit(repo, env, ".")
    assert result.returncode == 0, result.stdout
    assert _status(result.stdout, CHECK) == "Passed", result.stdout
    committed = _head(repo)

    # The spec changes and only the spec is staged: its Swift is stale.
    spec = repo / specs / GOOD_SPEC
    text = spec.read_text()
    assert "height: 45%" in text
    spec.write_text(text.replace("height: 45%", "height: 50%"))
    result = _commit(repo, env, str(spec.relative_to(repo)))
    out = result.stdout
    assert result.returncode == 1, out
    assert _status(out, LINT) == "Passed", out
    assert _status(out, CHECK) == "Failed", out
    assert f"cardc: out of date: {output}/GlideCard.swift" in out, out
    assert _head(repo) == committed

    # Regenerated and staged with the spec: up to date again.
    _generate(cardc, repo, specs, output)
    result = _commit(repo, env, ".")
    assert result.returncode == 0, result.stdout
    assert _status(result.stdout, CHECK) == "Passed", result.stdout
    assert _head(repo) != committed
    committed = _head(repo)

    # A new spec whose Swift was never generated: the file is missing.
    shutil.copy(repo_root / "examples" / "card-demo.card.yaml", repo / specs / "card-demo.card.yaml")
    result = _commit(repo, env, ".")
    out = result.stdout
    assert result.returncode == 1, out
    assert _status(out, CHECK) == "Failed", out
    assert f"cardc: missing: {output}/CardDemo.swift" in out, out
    assert f"{output}/GlideCard.swift" not in out, out
    _git(repo, "reset", "-q", env=env)
    (repo / specs / "card-demo.card.yaml").unlink()

    # A hand edit of the generated file alone triggers the check, which refuses it.
    swift = repo / output / "GlideCard.swift"
    swift.write_text(swift.read_text().replace("public enum GlideCard", "public enum GlideCardEdited"))
    result = _commit(repo, env, str(swift.relative_to(repo)))
    out = result.stdout
    assert result.returncode == 1, out
    assert _status(out, LINT) == "(no files to check)Skipped", out
    assert _status(out, CHECK) == "Failed", out
    assert f"cardc: edited by hand: {output}/GlideCard.swift" in out, out
    assert f"cardc: out of date: {output}/GlideCard.swift" not in out, out
    assert _head(repo) == committed
    _git(repo, "checkout", "-q", "--", str(swift.relative_to(repo)), env=env)

    # A renamed card leaves its old file behind: the check names the orphan (and the missing
    # new file) until `cardc generate --prune` tidies the folder.
    spec = next((repo / specs).glob("glide.card.yaml"))
    spec.write_text(spec.read_text().replace("name: GlideCard", "name: GlideSheet"))
    result = _commit(repo, env, ".")
    out = result.stdout
    assert result.returncode == 1, out
    assert f"cardc: orphaned: {output}/GlideCard.swift" in out, out
    assert f"cardc: missing: {output}/GlideSheet.swift" in out, out
    assert _head(repo) == committed


# Issue 23, item 2: staged file names are never options. pre-commit runs `entry + args + file
# names`; the hooks' entries end with `--`, so whatever a file is called, cardc lints it.

# Disables every checker rule: what a file named `--config=...` would smuggle in as an option.
OFF_CONFIG = "disabledRules: [unreachable-state, segment-bounds, segment-order, threshold-unit]\n"

# Only a warning (threshold-unit: a ratio where a percentage was meant).
WARN_SPEC = """\
version: 1
name: Warned
kind: deck
size: { width: 300, height: 400 }
thresholds: { left: 0.35, right: 35%, velocity: 1100 }
"""


def _config_with(readme_config: str, lint_hook: str) -> str:
    """The README's configuration with its cardc-lint entry replaced by `lint_hook` (YAML lines
    at the hooks' indentation)."""
    text, count = re.subn(r"(?m)^(\s*)- id: cardc-lint\n",
                          lambda m: "".join(m.group(1) + line + "\n" for line in lint_hook.splitlines()), readme_config)
    assert count == 1, readme_config
    return text


def test_a_staged_file_named_like_an_option_is_linted_not_obeyed(consumer):
    """The issue's attack: `--config=x/off.card.yaml` (a folder `--config=x` holding a spec)
    beside `x/off.card.yaml`, a link to a configuration that disables every rule (pre-commit's
    `types: [file]` does not pass the link itself). Before, cardc read the name as `--config`
    and the commit of a spec with an error passed."""
    repo, env, specs, _ = consumer
    (repo / "off.yml").write_text(OFF_CONFIG)
    (repo / "x").mkdir()
    (repo / "x" / "off.card.yaml").symlink_to("../off.yml")
    (repo / "--config=x").mkdir()
    (repo / "--config=x" / "off.card.yaml").write_text((repo / specs / GOOD_SPEC).read_text())
    (repo / specs / "tall.card.yaml").write_text(TALL_SPEC)
    result = _commit(repo, env, ".")
    out = result.stdout
    assert result.returncode == 1, out
    assert _status(out, LINT) == "Failed", out
    assert re.search(rf"(?m)^{re.escape(specs)}/tall\.card\.yaml:{TALL_LINE}:{TALL_COLUMN}: error: .*\[unreachable-state\]$", out), out
    assert _head(repo) == ""


ODD_NAMES = ["-", "--fix", "--format=json", "--strict", "--config=off.yml", "--help", "--version", "--show-config", "-h"]


def test_every_odd_name_pre_commit_passes_is_a_file_to_lint(consumer, readme_config):
    """With a `files:` that admits them, files named `-`, `--help`, `--config=off.yml`... each
    holding a spec with an error, are each linted and reported at their name. (Before: `--help`
    printed the help and passed, `-` read standard input, `--config=off.yml` disabled the rules.)"""
    repo, env, specs, _ = consumer
    config = _config_with(readme_config, "- id: cardc-lint\n  files: ^(-.*|.*\\.card\\.ya?ml)$\n")
    (repo / ".pre-commit-config.yaml").write_text(config)
    (repo / "off.yml").write_text(OFF_CONFIG)
    for name in ODD_NAMES:
        (repo / name).write_text(TALL_SPEC)
    result = _commit(repo, env, ".")
    out = result.stdout
    assert result.returncode == 1, out
    assert _status(out, LINT) == "Failed", out
    for name in ODD_NAMES:
        shown = "./-" if name == "-" else name
        assert re.search(rf"(?m)^{re.escape(shown)}:{TALL_LINE}:{TALL_COLUMN}: error: .*\[unreachable-state\]$", out), (name, out)
    assert "USAGE" not in out and "OVERVIEW" not in out, out
    assert _head(repo) == ""


def test_options_in_args_fail_loudly_and_the_strict_hook_fails_on_warnings(consumer, readme_config):
    """`args:` come after the entry's `--`: a user's `args: [--strict]` is a file name that does
    not exist, so the hook fails with exit 2 and a note saying where options go, rather than
    passing without them; the cardc-lint-strict hook is how to ask for --strict."""
    repo, env, specs, _ = consumer
    # Outside the generated folder's specs, so that only the lint hooks judge it.
    spec = repo / "other" / "warned.card.yaml"
    spec.parent.mkdir()
    spec.write_text(WARN_SPEC)
    result = _commit(repo, env, ".")
    assert result.returncode == 0, result.stdout  # a warning passes the plain hook
    assert _status(result.stdout, LINT) == "Passed", result.stdout

    (repo / ".pre-commit-config.yaml").write_text(_config_with(readme_config, "- id: cardc-lint\n  args: [--strict]\n"))
    spec.write_text(WARN_SPEC + "# touched\n")
    result = _commit(repo, env, ".")
    out = result.stdout
    assert result.returncode == 1, out
    assert _status(out, LINT) == "Failed", out
    assert "- exit code: 2" in out, out
    assert "--strict:1:1: error: cannot read this file" in out, out
    assert "cardc: note: '--strict' came after '--'" in out, out

    (repo / ".pre-commit-config.yaml").write_text(_config_with(readme_config, "- id: cardc-lint-strict\n"))
    spec.write_text(WARN_SPEC + "# touched again\n")
    result = _commit(repo, env, ".")
    out = result.stdout
    assert result.returncode == 1, out
    assert _status(out, "cardc lint --strict") == "Failed", out
    assert re.search(r"(?m)^other/warned\.card\.yaml:\d+:\d+: error: .*\[threshold-unit\]$", out), out


def test_everything_after_double_dash_is_a_path_for_lint_generate_and_preview(tmp_path, repo_root, cardc):
    """`cardc lint -- -odd.card.yaml` lints that file; generate and preview take their specs
    after `--` the same way; `-` after `--` is the file named `-`, not standard input."""
    shutil.copy(repo_root / "examples" / GOOD_SPEC, tmp_path / "-odd.card.yaml")
    (tmp_path / "--strict.card.yaml").write_text(TALL_SPEC)
    (tmp_path / "-").write_text(TALL_SPEC)
    lint = _run([cardc, "lint", "--", "-odd.card.yaml", "--strict.card.yaml", "-"], tmp_path, env=None)
    assert lint.returncode == 1, lint.stdout
    assert re.search(rf"(?m)^--strict\.card\.yaml:{TALL_LINE}:{TALL_COLUMN}: error: ", lint.stdout), lint.stdout
    assert re.search(rf"(?m)^\./-:{TALL_LINE}:{TALL_COLUMN}: error: ", lint.stdout), lint.stdout
    assert "cardc: 3 files, 3 cards: 4 errors" in lint.stdout, lint.stdout
    generate = _run([cardc, "generate", "--output", "out", "--", "-odd.card.yaml"], tmp_path, env=None)
    assert generate.returncode == 0, generate.stdout
    assert (tmp_path / "out" / "GlideCard.swift").is_file()
    preview = _run([cardc, "preview", "--output", "pictures", "--", "-odd.card.yaml"], tmp_path, env=None)
    assert preview.returncode == 0, preview.stdout
    assert (tmp_path / "pictures" / "GlideCard.svg").is_file()
    # Without `--` the name is an option cardc does not know: an error, never a silent pass.
    unknown = _run([cardc, "lint", "-odd.card.yaml"], tmp_path, env=None)
    assert unknown.returncode == 2, unknown.stdout


SECRET = "AWS_SECRET_ACCESS_KEY=wJalrXUtnFEMI-K7MDENG-bPxRfiCYSECRET"


def test_without_a_repository_links_stay_in_the_working_directory(tmp_path, cardc):
    """Item 3 outside any repository: the working directory is the root. A spec or
    `.cardc.yml` linked to a file outside it is refused unread, in every format; a link that
    stays inside it is followed."""
    (tmp_path / "secret.env").write_text(SECRET + "\n")
    work = tmp_path / "work"
    (work / "specs").mkdir(parents=True)
    assert not any((p / ".git").exists() for p in [work, *work.parents])
    (work / "specs" / "leak.card.yaml").symlink_to(tmp_path / "secret.env")
    (work / "sheet.yaml").write_text(TALL_SPEC)
    (work / "specs" / "inside.card.yaml").symlink_to("../sheet.yaml")
    for fmt in ["text", "json", "sarif", "github", "checkstyle", "junit"]:
        result = _run([cardc, "lint", "--format", fmt, "specs"], work, env=None)
        assert result.returncode == 2, result.stdout
        assert "wJalrXUtnFEMI" not in result.stdout and "AWS_SECRET" not in result.stdout, result.stdout
        assert "unreadable-file" in result.stdout, result.stdout
        assert "unreachable-state" in result.stdout, result.stdout  # the inside link was read
    text = _run([cardc, "lint", "specs"], work, env=None).stdout
    assert f"leads outside the working directory ({work.resolve()})" in text or \
           f"leads outside the working directory ({work})" in text, text
    (work / "specs" / "leak.card.yaml").unlink()
    (work / ".cardc.yml").symlink_to(tmp_path / "secret.env")
    result = _run([cardc, "lint", "--format", "sarif", "specs"], work, env=None)
    assert result.returncode == 2 and "wJalrXUtnFEMI" not in result.stdout, result.stdout
    assert ".cardc.yml" in result.stdout and "unreadable-file" in result.stdout, result.stdout


# --- Hooks on an installed cardc (`language: system`) -------------------------------------------

SYSTEM_SUFFIX = "-system"
# What a `-system` hook may change of its `language: swift` namesake: one fact, one place.
SYSTEM_MAY_DIFFER = {"id", "language", "name"}


def test_system_hooks_are_the_swift_hooks_on_an_installed_cardc(repo_root):
    """Each `language: swift` hook has a `-system` twin that differs only in id, language (and
    name, if ever): a change to one hook's entry or files that misses its twin fails here."""
    hooks = yaml.safe_load((repo_root / ".pre-commit-hooks.yaml").read_text())
    swift = {h["id"]: h for h in hooks if h["language"] == "swift"}
    system = {h["id"]: h for h in hooks if h["language"] == "system"}
    assert len(swift) + len(system) == len(hooks), "every hook is either built (swift) or installed (system)"
    assert set(system) == {i + SYSTEM_SUFFIX for i in swift}, (sorted(swift), sorted(system))
    for hook_id, hook in swift.items():
        twin = system[hook_id + SYSTEM_SUFFIX]
        keys = (set(hook) | set(twin)) - SYSTEM_MAY_DIFFER
        drift = {k: (hook.get(k), twin.get(k)) for k in keys if hook.get(k) != twin.get(k)}
        assert not drift, f"{hook_id} and its -system twin differ in {drift}"


@pytest.fixture(scope="session")
def readme_system_config(repo_root, hook_source) -> str:
    """The README's `.pre-commit-config.yaml` for an installed cardc, pointed at this checkout."""
    readme = (repo_root / "README.md").read_text()
    block = re.search(r"<!-- pre-commit-config-system: begin[^\n]*-->\n```yaml\n(.*?)```\n<!-- pre-commit-config-system: end -->",
                      readme, re.S)
    assert block, "README.md has no pre-commit-config-system block between its markers"
    repo, rev = hook_source
    text, repos = re.subn(r"(?m)^(\s*- repo:) .*$", lambda m: f"{m.group(1)} {repo}", block.group(1))
    text, revs = re.subn(r"(?m)^(\s*rev:) .*$", lambda m: f"{m.group(1)} {rev}", text)
    assert (repos, revs) == (1, 1), "the README example should name one repo and one rev"
    hooks = {h["id"] for h in yaml.safe_load(text)["repos"][0]["hooks"]}
    assert hooks == {"cardc-lint-system", "cardc-generate-check-system"}, hooks
    return text


def _path_without_cardc() -> str:
    """PATH less every folder that holds a cardc, so that only the one a test adds is found."""
    return os.pathsep.join(p for p in os.environ.get("PATH", "").split(os.pathsep) if p and not (pathlib.Path(p) / "cardc").exists())


def test_system_hooks_run_the_cardc_on_path_and_build_nothing(tmp_path, repo_root, readme_system_config, cardc):
    """The README's system configuration with this checkout's cardc on PATH: installing builds
    nothing, a good spec commits, an unreachable state and stale Swift are refused exactly as
    by the swift hooks (the stale message names the command to run); with no cardc on PATH the
    hooks fail, saying so, rather than pass."""
    home = tmp_path / "home"
    repo = _scratch_repo(tmp_path / "app")
    env = _env(home)
    env["PATH"] = str(pathlib.Path(cardc).parent) + os.pathsep + _path_without_cardc()
    hooks = {h["id"]: h for h in yaml.safe_load(readme_system_config)["repos"][0]["hooks"]}
    args = hooks["cardc-generate-check-system"]["args"]
    specs, output = args[0], args[-1]
    (repo / specs).mkdir(parents=True)
    (repo / ".pre-commit-config.yaml").write_text(readme_system_config)
    shutil.copy(repo_root / "examples" / GOOD_SPEC, repo / specs / GOOD_SPEC)
    _generate(cardc, repo, specs, output)
    result = _run([*PRE_COMMIT, "install", "--install-hooks"], repo, env)
    assert result.returncode == 0, result.stdout
    assert not list(home.rglob(".build")), "a system hook should build nothing"

    result = _commit(repo, env, ".")
    assert result.returncode == 0, result.stdout
    assert _status(result.stdout, LINT) == "Passed", result.stdout
    assert _status(result.stdout, CHECK) == "Passed", result.stdout
    committed = _head(repo)

    (repo / specs / "tall.card.yaml").write_text(TALL_SPEC)
    result = _commit(repo, env, ".")
    out = result.stdout
    assert result.returncode == 1, out
    assert _status(out, LINT) == "Failed", out
    assert re.search(rf"(?m)^{re.escape(specs)}/tall\.card\.yaml:{TALL_LINE}:{TALL_COLUMN}: error: .*\[unreachable-state\]$", out), out
    assert _head(repo) == committed
    _git(repo, "reset", "-q", env=env)
    (repo / specs / "tall.card.yaml").unlink()

    spec = repo / specs / GOOD_SPEC
    spec.write_text(spec.read_text().replace("height: 45%", "height: 50%"))
    result = _commit(repo, env, str(spec.relative_to(repo)))
    out = result.stdout
    assert result.returncode == 1, out
    assert _status(out, CHECK) == "Failed", out
    assert f"cardc: out of date: {output}/GlideCard.swift" in out, out
    assert f"cardc: run `cardc generate {specs} --output {output}` to update them" in out, out
    assert _head(repo) == committed

    env["PATH"] = _path_without_cardc()
    result = _run([*PRE_COMMIT, "run", "--all-files"], repo, env)
    assert result.returncode == 1, result.stdout
    assert _status(result.stdout, LINT) == "Failed", result.stdout
    assert "Executable `cardc` not found" in result.stdout, result.stdout
