#!/usr/bin/env python3
"""What the CardGenerator plugin adds to a consumer's builds.

Builds the consumer package of Tests/Integration/ConsumerPackage two ways against a copy of this
checkout, alternating, and prints the medians:
  plugin  the README's manifest: specs in the target, CardGenerator generates them in the build;
  plain   the same app with the generated Swift committed as sources (what `cardc generate`
          wrote) and no plugin: it depends on CardEngine only.
Each round times a clean build (`.build` removed; SwiftPM's shared caches kept, as on a
developer's machine after the first checkout), the first build after it with nothing changed
(where SwiftPM links its copy of a plugin's tool once more, docs/plugins.md), and then the
median of three more builds with nothing changed.

    python3 Benchmarks/plugin_build.py [--rounds 3]
"""
import argparse
import pathlib
import shutil
import statistics
import subprocess
import sys
import tempfile
import time

REPO = pathlib.Path(__file__).resolve().parents[1]
sys.path.insert(0, str(REPO / "Tests" / "Integration"))
from conftest import readme_example  # noqa: E402

LINE = '.package(url: "https://github.com/OWNER/cardc", revision: "COMMIT")'


def copy_checkout(dest: pathlib.Path):
    files = subprocess.run(["git", "ls-files", "-z", "--cached", "--others", "--exclude-standard"], cwd=REPO,
                           check=True, capture_output=True).stdout.decode().split("\0")
    for relative in filter(None, files):
        source = REPO / relative
        if source.is_file():
            target = dest / relative
            target.parent.mkdir(parents=True, exist_ok=True)
            shutil.copy2(source, target)


def build(app: pathlib.Path) -> float:
    started = time.monotonic()
    result = subprocess.run(["swift", "build"], cwd=app, capture_output=True, text=True)
    seconds = time.monotonic() - started
    if result.returncode != 0:
        sys.exit(f"build of {app.name} failed:\n{result.stdout}{result.stderr}")
    return seconds


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--rounds", type=int, default=3)
    args = parser.parse_args()
    root = pathlib.Path(tempfile.mkdtemp(prefix="cardc-plugin-build-"))
    dependency = root / "cardc"
    copy_checkout(dependency)
    consumer = REPO / "Tests" / "Integration" / "ConsumerPackage"

    plugin = root / "plugin"
    shutil.copytree(consumer, plugin)
    (plugin / "Package.swift").write_text(readme_example("plugin-package").replace(LINE, f'.package(path: "{dependency}")'))

    plain = root / "plain"
    shutil.copytree(consumer, plain)
    shutil.rmtree(plain / "Sources" / "App" / "Cards")
    subprocess.run([str(REPO / ".build" / "debug" / "cardc"), "generate", str(consumer / "Sources" / "App" / "Cards"),
                    "--output", str(plain / "Sources" / "App" / "Generated")], check=True, capture_output=True)
    manifest = readme_example("plugin-package").replace(LINE, f'.package(path: "{dependency}")')
    manifest = manifest.replace(',\n            plugins: [.plugin(name: "CardGenerator", package: "cardc")]', "")
    assert "plugins:" not in manifest
    (plain / "Package.swift").write_text(manifest)

    kinds = ("clean", "first rebuild", "no change")
    times = {name: {kind: [] for kind in kinds} for name in ("plugin", "plain")}
    for r in range(args.rounds):
        for name, app in (("plugin", plugin), ("plain", plain)) if r % 2 == 0 else (("plain", plain), ("plugin", plugin)):
            shutil.rmtree(app / ".build", ignore_errors=True)
            times[name]["clean"].append(build(app))
            times[name]["first rebuild"].append(build(app))
            times[name]["no change"].append(statistics.median(build(app) for _ in range(3)))
    print(f"{args.rounds} rounds, medians (seconds):")
    for kind in kinds:
        p, q = statistics.median(times["plugin"][kind]), statistics.median(times["plain"][kind])
        print(f"  {kind:13}  plugin {p:6.2f}   plain {q:6.2f}   plugin adds {p - q:+6.2f}")
    shutil.rmtree(root)


if __name__ == "__main__":
    main()
