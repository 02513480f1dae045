#!/usr/bin/env python3
"""What the CardGenerator plugin adds to a consumer's builds.

Builds the consumer package of Tests/Integration/ConsumerPackage two ways against a copy of this
checkout, alternating, and prints the medians:
  plugin  the README's manifest: specs in the target, CardGenerator generates them in the build;
  plain   the same app with the generated Swift committed as sources (what `cardc generate`
          wrote) and no plugin: it depends on CardEngine only;
  binary  with --bundle ZIP (an artifact bundle Scripts/release.sh wrote): the README's
          `binary-plugin-package` manifest, CardGenerator from BinaryPlugins/ on that bundle.
Each round times a clean build (`.build` removed; SwiftPM's shared caches kept, as on a
developer's machine after the first checkout), the first build after it with nothing changed
(where SwiftPM links its copy of a plugin's tool once more, docs/plugins.md), and then the
median of three more builds with nothing changed. Times are wall clock and CPU (user + system
of the build's processes); the load average is printed before and after, since other work on
the machine stretches both.

    python3 Benchmarks/plugin_build.py [--rounds 3] [--bundle OUTDIR/cardc.artifactbundle.zip]
"""
import argparse
import os
import resource
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


def build(app: pathlib.Path) -> tuple:
    """(wall, CPU) seconds of one `swift build`."""
    before = resource.getrusage(resource.RUSAGE_CHILDREN)
    started = time.monotonic()
    result = subprocess.run(["swift", "build"], cwd=app, capture_output=True, text=True)
    seconds = time.monotonic() - started
    after = resource.getrusage(resource.RUSAGE_CHILDREN)
    if result.returncode != 0:
        sys.exit(f"build of {app.name} failed:\n{result.stdout}{result.stderr}")
    return seconds, (after.ru_utime - before.ru_utime) + (after.ru_stime - before.ru_stime)


def load():
    return " ".join(f"{x:.2f}" for x in os.getloadavg())


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--rounds", type=int, default=3)
    parser.add_argument("--bundle", type=pathlib.Path, help="cardc.artifactbundle.zip: also time the binary plugins")
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

    apps = [("plugin", plugin), ("plain", plain)]
    if args.bundle:
        binary = root / "binary"
        shutil.copytree(consumer, binary)
        plugins = root / "cardc-plugins"
        subprocess.run(["bash", str(REPO / "Scripts" / "binary_plugins.sh"), str(plugins), "--bundle", str(args.bundle)],
                       check=True, capture_output=True)
        manifest = readme_example("binary-plugin-package")
        manifest = manifest.replace('.package(url: "https://github.com/OWNER/cardc-plugins", exact: "VERSION"),',
                                    f'.package(path: "{plugins}"),')
        assert "OWNER" not in manifest
        (binary / "Package.swift").write_text(manifest)
        apps.append(("binary", binary))

    kinds = ("clean", "first rebuild", "no change")
    times = {name: {kind: [] for kind in kinds} for name, _ in apps}
    print(f"load average before: {load()}")
    for r in range(args.rounds):
        for name, app in apps[r % len(apps):] + apps[:r % len(apps)]:
            shutil.rmtree(app / ".build", ignore_errors=True)
            times[name]["clean"].append(build(app))
            times[name]["first rebuild"].append(build(app))
            times[name]["no change"].append(sorted((build(app) for _ in range(3)), key=lambda t: t[0])[1])
    print(f"load average after: {load()}")
    print(f"{args.rounds} rounds, medians (seconds, wall / CPU):")
    for kind in kinds:
        cells = []
        for name, _ in apps:
            wall = statistics.median(t[0] for t in times[name][kind])
            cpu = statistics.median(t[1] for t in times[name][kind])
            cells.append(f"{name} {wall:6.2f} / {cpu:6.2f}")
        print(f"  {kind:13}  " + "   ".join(cells))
    shutil.rmtree(root)


if __name__ == "__main__":
    main()
