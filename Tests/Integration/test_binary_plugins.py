"""cardc's plugins on the prebuilt binary (BinaryPlugins/), used by a real consumer package.

The consumer (Tests/Integration/ConsumerPackage, with the README's `binary-plugin-package`
manifest) depends on the package `Scripts/binary_plugins.sh` makes from BinaryPlugins/ with the
bundle `Scripts/release.sh` built (the `release` fixture, shared with test_release.py), named
`cardc-plugins` as a published copy is; CardEngine comes from it too. Its build must compile no
cardc (nor anything that needs libyaml).
"""
import shutil
import subprocess

import pytest

from conftest import REPO, readme_example
from test_plugins import BUILD_TIMEOUT, CONSUMER, _generated, _swift, lint_cards_refusing_fix, run_app

PLUGINS_LINE = '.package(url: "https://github.com/OWNER/cardc-plugins", exact: "VERSION"),'


@pytest.fixture(scope="module")
def consumer(release, tmp_path_factory):
    root = tmp_path_factory.mktemp("binary-plugins")
    subprocess.run(["git", "init", "-q", str(root)], check=True)
    plugins = root / "cardc-plugins"
    subprocess.run(["bash", str(REPO / "Scripts" / "binary_plugins.sh"), str(plugins),
                    "--bundle", str(release / "cardc.artifactbundle.zip")], check=True, capture_output=True)
    app = root / "app"
    shutil.copytree(CONSUMER, app)
    manifest = readme_example("binary-plugin-package")
    assert manifest.count(PLUGINS_LINE) == 1, "the README's example changed its dependency line"
    (app / "Package.swift").write_text(manifest.replace(PLUGINS_LINE, f'.package(path: "{plugins}"),'))
    return app


@pytest.fixture(scope="module")
def clean_build(consumer):
    result = _swift(["build"], consumer, timeout=BUILD_TIMEOUT)
    assert result.returncode == 0, result.stdout + result.stderr
    return result


def test_the_published_copy_holds_files_not_links_and_the_bundle_by_path(consumer):
    plugins = consumer.parent / "cardc-plugins"
    assert not [p for p in plugins.rglob("*") if p.is_symlink()]
    manifest = (plugins / "Package.swift").read_text()
    assert manifest.count('.binaryTarget(name: "cardc", path: "cardc.artifactbundle.zip"),') == 1
    assert "OWNER" not in manifest and "CHECKSUM" not in manifest
    assert (plugins / "Plugins" / "CardGenerator" / "CardGenerator.swift").read_bytes() == \
        (REPO / "Plugins" / "CardGenerator" / "CardGenerator.swift").read_bytes()


def test_the_build_plugin_generates_code_that_compiles_and_runs_without_building_cardc(consumer, clean_build):
    output = run_app(consumer)
    assert "glide heights (centipoints): [8000, 29115, 58230]" in output
    assert 'deck states: ["center", "left", "right"]' in output
    assert set(_generated(consumer)) == {"Cards__glide.card.yaml.swift", "Cards__decks__swipe-deck.card.yaml.swift"}
    # The modules built: the app and CardEngine, nothing of the compiler (no CardReader, so no
    # libyaml), and no other package fetched (no swift-argument-parser).
    built = {p.name.removesuffix(".build") for p in (consumer / ".build").rglob("*.build") if p.is_dir()}
    assert {"App", "CardEngine"} <= built, sorted(built)
    assert not built & {"cardc", "CardReader", "CardCommands", "CardSupport", "ArgumentParser"}, sorted(built)
    assert not (consumer / ".build" / "checkouts").exists() or not any((consumer / ".build" / "checkouts").iterdir())
    assert "Compiling cardc" not in clean_build.stdout and "Linking cardc" not in clean_build.stdout, clean_build.stdout


def test_the_first_build_after_the_clean_one_runs_no_cardc(consumer, clean_build):
    """The source package's quirk (SwiftPM links its copy of the plugin's tool again, and the
    new tool reruns every command, docs/plugins.md) has no cause here: nothing is linked."""
    stamps = {name: p.stat().st_mtime_ns for name, p in _generated(consumer).items()}
    result = _swift(["build"], consumer)
    assert result.returncode == 0, result.stdout + result.stderr
    # (SwiftPM may compile the plugins' own scripts again; that is not cardc.)
    assert "with cardc" not in result.stdout and "Compiling App" not in result.stdout, result.stdout
    assert "Linking" not in result.stdout, result.stdout
    assert {name: p.stat().st_mtime_ns for name, p in _generated(consumer).items()} == stamps


def test_lint_cards_runs_the_bundles_cardc(consumer, clean_build):
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
    finally:
        spec.write_text(good)


def test_lint_cards_refuses_fix_as_the_source_plugin_does(consumer, clean_build):
    """The bundle's cardc has a fixer, but lint-cards refuses `--fix` as the source package's
    does (test_plugins.py): it may not write into the package. The specs are left alone."""
    lint_cards_refusing_fix(consumer)


def test_generate_cards_writes_into_the_named_folder(consumer, clean_build):
    result = _swift(["package", "--allow-writing-to-package-directory", "generate-cards", "--output", "Generated"], consumer)
    assert result.returncode == 0, result.stdout + result.stderr
    assert sorted(p.name for p in (consumer / "Generated").iterdir()) == ["ExpenseDeck.swift", "GlideCard.swift"]
    generated = (consumer / "Generated" / "GlideCard.swift").read_text()
    assert generated.startswith("// Generated by cardc") and "enum GlideCard" in generated
    check = _swift(["package", "--allow-writing-to-package-directory", "generate-cards", "--output", "Generated", "--check"], consumer)
    assert check.returncode == 0, check.stdout + check.stderr
    shutil.rmtree(consumer / "Generated")
