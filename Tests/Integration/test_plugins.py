"""cardc's SwiftPM plugins, used by a real consumer package built with `swift build`.

The consumer (Tests/Integration/ConsumerPackage, with the manifest taken from the README's
example) depends on a copy of this checkout by path, named `cardc` as the example's
`.product(..., package: "cardc")` requires. One consumer build folder serves the module's tests,
in order: a clean build, a build with nothing changed, an edited spec, a broken spec, then the
command plugins.
"""
import os
import pathlib
import re
import shutil
import subprocess
import time

import pytest

from conftest import REPO, readme_example

CONSUMER = REPO / "Tests" / "Integration" / "ConsumerPackage"
# The monorepo root's configuration: the defaults said out loud, until a test edits it.
MONOREPO_CONFIG = "access: public\n"
BUILD_TIMEOUT = 1800
# Edit-and-build cycles of the configuration test (issue 33, item 9: a miss seen in about 1 of
# 24 cycles); 24 cycles miss a 1-in-24 fault with probability (23/24)^24, about 36%, so CI runs 72
# (about 5%). CARDC_PLUGIN_EDIT_CYCLES sets another count.
EDIT_CYCLES = int(os.environ.get("CARDC_PLUGIN_EDIT_CYCLES", "72"))


def _files_of_checkout():
    """The checkout's files as git sees them (tracked, and untracked ones it does not ignore)."""
    out = subprocess.run(["git", "ls-files", "-z", "--cached", "--others", "--exclude-standard"], cwd=REPO,
                         check=True, capture_output=True).stdout
    return [p for p in out.decode().split("\0") if p and (REPO / p).is_file()]


def _swift(args, cwd, timeout=BUILD_TIMEOUT):
    return subprocess.run(["swift", *args], cwd=cwd, capture_output=True, text=True, timeout=timeout)


def _generated(consumer: pathlib.Path):
    """The plugin's output files, by name."""
    return {p.name: p for p in (consumer / ".build").rglob("GeneratedCards/*.swift")}


def _tree(folder: pathlib.Path):
    """Every file under the consumer's sources with its contents and modification time."""
    return {str(p.relative_to(folder)): (p.read_bytes(), p.stat().st_mtime_ns)
            for p in sorted(folder.rglob("*")) if p.is_file()}


@pytest.fixture(scope="module")
def consumer(tmp_path_factory):
    # The folder above the package is a repository with a `.cardc.yml` at its root, as in a
    # monorepo: cardc reads it for the package's specs, so the plugin declares it an input.
    root = tmp_path_factory.mktemp("plugins")
    subprocess.run(["git", "init", "-q", str(root)], check=True)
    (root / ".cardc.yml").write_text(MONOREPO_CONFIG)
    dependency = root / "cardc"
    for relative in _files_of_checkout():
        target = dependency / relative
        target.parent.mkdir(parents=True, exist_ok=True)
        shutil.copy2(REPO / relative, target)
    app = root / "app"
    shutil.copytree(CONSUMER, app)
    manifest = readme_example("plugin-package")
    line = '.package(url: "https://github.com/OWNER/cardc", revision: "COMMIT")'
    assert manifest.count(line) == 1, "the README's example changed its dependency line"
    (app / "Package.swift").write_text(manifest.replace(line, f'.package(path: "{dependency}")'))
    return app


@pytest.fixture(scope="module")
def clean_build(consumer):
    before = _tree(consumer / "Sources")
    started = time.monotonic()
    result = _swift(["build"], consumer)
    seconds = time.monotonic() - started
    assert result.returncode == 0, result.stdout + result.stderr
    return before, result, seconds


def run_app(consumer):
    return subprocess.run([str(consumer / ".build" / "debug" / "App")], capture_output=True, text=True, check=True).stdout


def test_clean_build_compiles_the_generated_code_and_writes_nothing_into_the_sources(consumer, clean_build):
    before, result, seconds = clean_build
    output = run_app(consumer)
    assert "glide heights (centipoints): [8000, 29115, 58230]" in output
    assert 'glide states: ["closed", "compressed", "open"]' in output
    assert 'deck states: ["center", "left", "right"]' in output
    assert "deck samples: 6" in output
    assert _tree(consumer / "Sources") == before
    assert set(_generated(consumer)) == {"Cards__glide.card.yaml.swift", "Cards__decks__swipe-deck.card.yaml.swift"}
    print(f"clean build with the plugin: {seconds:.1f} s")


def test_a_build_with_nothing_changed_runs_no_cardc(consumer, clean_build):
    files = _generated(consumer)
    stamps = {name: (p.stat().st_mtime_ns, p.stat().st_ino) for name, p in files.items()}
    # The first build after a clean one: SwiftPM links its copy of the plugin's tool once more
    # (it does so for any executable a plugin uses), and a new tool reruns the commands; cardc
    # then finds every output up to date and touches none, so nothing is recompiled.
    settle = _swift(["build"], consumer)
    assert settle.returncode == 0, settle.stdout + settle.stderr
    assert "Compiling App" not in settle.stdout, settle.stdout
    assert {name: (p.stat().st_mtime_ns, p.stat().st_ino) for name, p in _generated(consumer).items()} == stamps
    # From then on, a build with nothing changed runs no cardc at all.
    for _ in range(2):
        result = _swift(["build"], consumer)
        assert result.returncode == 0, result.stdout + result.stderr
        assert "with cardc" not in result.stdout and "cardc:" not in result.stdout + result.stderr, result.stdout
        assert "Compiling App" not in result.stdout, result.stdout
    assert {name: (p.stat().st_mtime_ns, p.stat().st_ino) for name, p in _generated(consumer).items()} == stamps


def test_an_edited_spec_regenerates_only_its_own_file(consumer, clean_build):
    files = _generated(consumer)
    deck = files["Cards__decks__swipe-deck.card.yaml.swift"]
    glide = files["Cards__glide.card.yaml.swift"]
    deck_stamp = (deck.stat().st_mtime_ns, deck.stat().st_ino, deck.read_bytes())
    spec = consumer / "Sources" / "App" / "Cards" / "glide.card.yaml"
    spec.write_text(spec.read_text().replace("height: 45%", "height: 50%"))
    result = _swift(["build"], consumer)
    assert result.returncode == 0, result.stdout + result.stderr
    assert "glide.card.yaml with cardc" in result.stdout, result.stdout
    # Only glide's file is written. (The deck's command may run too when SwiftPM has just linked
    # its copy of the tool again, see docs/plugins.md; it then finds its file up to date.)
    assert (result.stdout + result.stderr).count("cardc: wrote 1 file") == 1, result.stdout
    assert "wrote 2 files" not in result.stdout + result.stderr
    assert (deck.stat().st_mtime_ns, deck.stat().st_ino, deck.read_bytes()) == deck_stamp
    assert b"fraction(0.5)" in glide.read_bytes()
    assert "glide heights (centipoints): [8000, 32350, 58230]" in run_app(consumer)


def test_an_error_in_a_spec_fails_the_build_at_the_spec_line(consumer, clean_build):
    spec = consumer / "Sources" / "App" / "Cards" / "glide.card.yaml"
    good = spec.read_text()
    lines = good.splitlines()
    number = next(i for i, line in enumerate(lines) if "name: open" in line) + 1
    broken = good.replace("height: 90%", "height: 2000")
    column = broken.splitlines()[number - 1].index("2000") + 1
    spec.write_text(broken)
    try:
        result = _swift(["build"], consumer)
        output = result.stdout + result.stderr
        assert result.returncode != 0
        # The form Xcode and editors show inline: the spec's absolute path, line and column.
        assert re.search(rf"^{re.escape(str(spec))}:{number}:{column}: error: .*\[unreachable-state\]$", output, re.M), output
    finally:
        spec.write_text(good)
    assert _swift(["build"], consumer).returncode == 0


def test_lint_cards_passes_good_specs_and_fails_on_errors(consumer, clean_build):
    ok = _swift(["package", "lint-cards"], consumer)
    assert ok.returncode == 0, ok.stdout + ok.stderr
    assert "cardc: 2 files, 2 cards: 0 errors" in ok.stdout + ok.stderr

    spec = consumer / "Sources" / "App" / "Cards" / "decks" / "swipe-deck.card.yaml"
    good = spec.read_text()
    spec.write_text(good + "thresholdz: 1\n")
    try:
        bad = _swift(["package", "lint-cards", "--format", "json"], consumer)
        assert bad.returncode != 0
        assert f'"file": "{spec}"' in bad.stdout and '"rule": "unknown-key"' in bad.stdout, bad.stdout
        only = _swift(["package", "lint-cards", "--target", "App"], consumer)
        assert only.returncode != 0 and f"{spec}:" in only.stdout
        unknown = _swift(["package", "lint-cards", "--target", "Nope"], consumer)
        assert unknown.returncode != 0 and "Nope" in unknown.stdout + unknown.stderr
    finally:
        spec.write_text(good)


def lint_cards_refusing_fix(consumer):
    """Runs `swift package lint-cards --fix` on a consumer whose deck spec has a misspelt key:
    the plugin must refuse with its one message and leave the spec's bytes as they were.
    Returns what was printed, for the caller's own checks."""
    spec = consumer / "Sources" / "App" / "Cards" / "decks" / "swipe-deck.card.yaml"
    good = spec.read_text()
    spec.write_text(good.replace("directions:", "directons:", 1))
    try:
        before = spec.read_bytes()
        refused = _swift(["package", "lint-cards", "--fix"], consumer)
        printed = refused.stdout + refused.stderr
        assert refused.returncode != 0
        assert "lint-cards does not fix specs: it only reads them" in printed, printed
        assert spec.read_bytes() == before
        return printed
    finally:
        spec.write_text(good)


def test_lint_cards_refuses_fix_and_leaves_the_specs_alone(consumer, clean_build):
    """`--fix` is refused by the plugin, before it runs its tool, as BinaryPlugins' lint-cards
    refuses it (test_binary_plugins.py): one message, the specs untouched."""
    printed = lint_cards_refusing_fix(consumer)
    # The plugin refused: its tool, which would refuse in words of its own, never ran.
    assert "--fix needs the full cardc" not in printed
    assert "cardc exited with status" not in printed


def test_generate_cards_writes_into_the_named_folder(consumer, clean_build):
    denied = _swift(["package", "generate-cards", "--output", "Generated"], consumer)
    # Without the permission SwiftPM refuses (it cannot ask: no terminal).
    assert denied.returncode != 0 and not (consumer / "Generated").exists()
    result = _swift(["package", "--allow-writing-to-package-directory", "generate-cards", "--output", "Generated"], consumer)
    assert result.returncode == 0, result.stdout + result.stderr
    written = sorted(p.name for p in (consumer / "Generated").iterdir())
    assert written == ["ExpenseDeck.swift", "GlideCard.swift"]
    assert (consumer / "Generated" / "GlideCard.swift").read_text().startswith("// Generated by cardc")
    check = _swift(["package", "--allow-writing-to-package-directory", "generate-cards", "--output", "Generated", "--check"], consumer)
    assert check.returncode == 0, check.stdout + check.stderr
    shutil.rmtree(consumer / "Generated")


def test_specs_whose_escaped_paths_once_collided_both_build(consumer, clean_build):
    """Issue 23, item 10: `Cards/x_/a.card.yaml` and `Cards/x/_a.card.yaml` both became
    `Cards_x___a.card.yaml.swift`, and SwiftPM stopped with "multiple producers"."""
    cards = consumer / "Sources" / "App" / "Cards"
    sheet = "version: 1\nname: {}\nkind: sheet\nsegments:\n  - {{ name: low, height: 100 }}\n  - {{ name: high, height: 50% }}\n"
    made = [cards / "x_" / "a.card.yaml", cards / "x" / "_a.card.yaml"]
    for path, name in zip(made, ["CollideA", "CollideB"]):
        path.parent.mkdir()
        path.write_text(sheet.format(name))
    try:
        result = _swift(["build"], consumer)
        assert result.returncode == 0, result.stdout + result.stderr
        generated = _generated(consumer)
        assert {"Cards__x_u__a.card.yaml.swift", "Cards__x___ua.card.yaml.swift"} <= set(generated), sorted(generated)
        assert b"enum CollideA" in generated["Cards__x_u__a.card.yaml.swift"].read_bytes()
        assert b"enum CollideB" in generated["Cards__x___ua.card.yaml.swift"].read_bytes()
    finally:
        for path in made:
            shutil.rmtree(path.parent)
    assert _swift(["build"], consumer).returncode == 0


def test_a_configuration_above_the_package_is_an_input(consumer, clean_build):
    """Issue 23, item 10: the repository root's `.cardc.yml`, above the package, is read by
    cardc; editing it must regenerate the specs (before, most edits left stale code)."""
    config = consumer.parent / ".cardc.yml"
    glide = _generated(consumer)["Cards__glide.card.yaml.swift"]
    assert b"public enum GlideCard" in glide.read_bytes()
    try:
        for access, expected in [("internal", b"internal enum GlideCard"), ("public", b"public enum GlideCard"),
                                 ("internal", b"internal enum GlideCard")]:
            config.write_text(f"access: {access}\n")
            result = _swift(["build"], consumer)
            assert result.returncode == 0, result.stdout + result.stderr
            assert expected in glide.read_bytes(), (access, result.stdout)
    finally:
        config.write_text(MONOREPO_CONFIG)


def _deck_devices(consumer):
    line = next(l for l in run_app(consumer).splitlines() if l.startswith("deck devices:"))
    return line.removeprefix("deck devices: ")


def test_every_configuration_edit_reaches_the_app(consumer, clean_build):
    """Issue 33, item 9: edits of the monorepo root's `.cardc.yml`, each written as soon as the
    previous build ended, and a configuration created (then removed) in the package's folder
    above the target, which SwiftPM's cached plan did not hold: every build must run the app
    with the devices just written (the deck's spec names none)."""
    root_config = consumer.parent / ".cardc.yml"
    package_config = consumer / ".cardc.yml"
    devices = ["iphone-15-pro-max", "iphone-15", "iphone-se"]
    started = time.monotonic()
    try:
        for cycle in range(EDIT_CYCLES):
            if cycle == EDIT_CYCLES // 2:
                # Nearer than the root's, in a folder of the lookup that is outside the target's
                # folder: SwiftPM does not plan again, so the plugin is not asked again.
                package_config.write_text("devices: [ipad-11]\n")
                result = _swift(["build"], consumer)
                assert result.returncode == 0, result.stdout + result.stderr
                assert _deck_devices(consumer) == '["ipad-11"]', result.stdout
                package_config.unlink()
            device = devices[cycle % len(devices)]
            root_config.write_text(f"access: public\ndevices: [{device}]\n")
            result = _swift(["build"], consumer)
            assert result.returncode == 0, result.stdout + result.stderr
            assert _deck_devices(consumer) == f'["{device}"]', (cycle, device, result.stdout)
    finally:
        package_config.unlink(missing_ok=True)
        root_config.write_text(MONOREPO_CONFIG)
    print(f"{EDIT_CYCLES} configuration edit-build cycles: {time.monotonic() - started:.1f} s")
