"""Scripts/release.sh: a self-contained cardc, its tarball, the SE-0305 artifact bundle and their
SHA-256 sums (docs/plugins.md, "Releases"). One release build serves every test (the `release`
fixture of conftest.py); the refusals stop before building."""
import hashlib
import json
import os
import platform
import re
import stat
import subprocess
import sys
import tarfile
import zipfile

import pytest

from conftest import REPO

VERSION = re.search(r'public static let version = "([^"]+)"',
                    (REPO / "Sources" / "CardSupport" / "Support" / "CardC.swift").read_text()).group(1)
TRIPLE = f"{platform.machine()}-unknown-linux-gnu"
NAME = f"cardc-{VERSION}-{TRIPLE}"


def _commit():
    commit = subprocess.run(["git", "rev-parse", "--short=12", "HEAD"], cwd=REPO, check=True, capture_output=True,
                            text=True).stdout.strip()
    dirty = subprocess.run(["git", "status", "--porcelain"], cwd=REPO, check=True, capture_output=True, text=True).stdout
    return commit + ("-dirty" if dirty else "")


@pytest.fixture(scope="module")
def binary(release, tmp_path_factory):
    folder = tmp_path_factory.mktemp("unpacked")
    with tarfile.open(release / f"{NAME}.tar.gz") as tar:
        tar.extractall(folder, filter="data")
    return folder / NAME / "cardc"


def test_the_outputs_and_nothing_else(release):
    assert sorted(p.name for p in release.iterdir()) == sorted([f"{NAME}.tar.gz", "cardc.artifactbundle.zip", "SHA256SUMS"])


def test_the_binary_links_neither_libyaml_nor_swift_libraries(binary):
    libraries = subprocess.run(["ldd", str(binary)], capture_output=True, text=True).stdout
    assert libraries.strip(), "ldd printed nothing"
    assert not re.search(r"libyaml|libswift|libFoundation|lib_Foundation|libdispatch", libraries), libraries


def test_the_binary_lints_the_examples_in_an_empty_environment_as_the_debug_build_does(binary, cardc):
    released = subprocess.run(["env", "-i", str(binary), "lint", "examples"], cwd=REPO, capture_output=True, text=True)
    debug = subprocess.run([cardc, "lint", "examples"], cwd=REPO, capture_output=True, text=True)
    assert released.returncode == 0, released.stdout + released.stderr
    assert "cards: 0 errors" in released.stdout + released.stderr
    assert (released.returncode, released.stdout, released.stderr) == (debug.returncode, debug.stdout, debug.stderr)


def test_version_names_the_commit_and_a_development_build_says_so(binary, cardc):
    released = subprocess.run(["env", "-i", str(binary), "--version"], capture_output=True, text=True, check=True)
    assert released.stdout == f"{VERSION} (commit {_commit()})\n"
    debug = subprocess.run([cardc, "--version"], capture_output=True, text=True, check=True)
    assert debug.stdout == f"{VERSION} (development build)\n"


def test_the_tarball_holds_the_binary_in_a_folder_of_its_name(release):
    with tarfile.open(release / f"{NAME}.tar.gz") as tar:
        members = {m.name: m for m in tar.getmembers()}
    assert sorted(members) == [NAME, f"{NAME}/cardc"]
    assert members[NAME].isdir() and members[f"{NAME}/cardc"].isfile()
    assert members[f"{NAME}/cardc"].mode & 0o111 == 0o111


def test_the_bundle_is_an_se0305_artifact_bundle(release, binary):
    with zipfile.ZipFile(release / "cardc.artifactbundle.zip") as bundle:
        names = sorted(n for n in bundle.namelist() if not n.endswith("/"))
        info = json.loads(bundle.read("cardc.artifactbundle/info.json"))
        path = f"cardc.artifactbundle/{NAME}/bin/cardc"
        assert names == sorted(["cardc.artifactbundle/info.json", path])
        assert bundle.getinfo(path).external_attr >> 16 & 0o111 == 0o111
        assert bundle.read(path) == binary.read_bytes()
    assert info == {
        "schemaVersion": "1.0",
        "artifacts": {"cardc": {"version": VERSION, "type": "executable",
                                "variants": [{"path": f"{NAME}/bin/cardc", "supportedTriples": [TRIPLE]}]}},
    }


def test_the_sums_are_the_files_sums_and_the_bundles_is_swiftpms_checksum(release):
    lines = (release / "SHA256SUMS").read_text().splitlines()
    sums = dict(reversed(line.split("  ", 1)) for line in lines)
    assert sorted(sums) == sorted([f"{NAME}.tar.gz", "cardc.artifactbundle.zip"])
    for name, digest in sums.items():
        assert hashlib.sha256((release / name).read_bytes()).hexdigest() == digest, name
    assert subprocess.run(["sha256sum", "-c", "SHA256SUMS"], cwd=release, capture_output=True).returncode == 0
    computed = subprocess.run(["swift", "package", "compute-checksum", str(release / "cardc.artifactbundle.zip")],
                              cwd=release, capture_output=True, text=True, check=True).stdout.strip()
    assert computed == sums["cardc.artifactbundle.zip"]


def test_existing_outputs_are_refused_before_any_build(release):
    before = {p.name: p.read_bytes() for p in release.iterdir()}
    again = subprocess.run(["bash", str(REPO / "Scripts" / "release.sh"), str(release)], cwd=REPO,
                           capture_output=True, text=True, timeout=60)
    assert again.returncode != 0
    assert f"{release}/{NAME}.tar.gz exists" in again.stderr, again.stderr
    assert {p.name: p.read_bytes() for p in release.iterdir()} == before


def test_a_link_in_the_way_is_refused_and_its_target_untouched(tmp_path):
    victim = tmp_path / "victim"
    victim.write_text("keep\n")
    out = tmp_path / "out"
    out.mkdir()
    os.symlink(victim, out / "SHA256SUMS")
    dangling = tmp_path / "out2"
    dangling.mkdir()
    os.symlink(tmp_path / "nowhere", dangling / "cardc.artifactbundle.zip")
    for folder, name in ((out, "SHA256SUMS"), (dangling, "cardc.artifactbundle.zip")):
        result = subprocess.run(["bash", str(REPO / "Scripts" / "release.sh"), str(folder)], cwd=REPO,
                                capture_output=True, text=True, timeout=60)
        assert result.returncode != 0 and f"{folder}/{name} exists" in result.stderr, result.stderr
        assert sorted(p.name for p in folder.iterdir()) == [name]
    assert victim.read_text() == "keep\n"
    assert not (tmp_path / "nowhere").exists()


def test_bad_arguments_fail_loudly(tmp_path):
    result = subprocess.run(["bash", str(REPO / "Scripts" / "release.sh")], cwd=REPO, capture_output=True, text=True)
    assert result.returncode != 0 and "usage: bash Scripts/release.sh OUTDIR" in result.stderr


def test_a_failure_says_why_and_leaves_the_folder_as_it_was(tmp_path):
    out = tmp_path / "out"
    out.mkdir()
    (out / "mine.txt").write_text("keep\n")
    result = subprocess.run(["bash", str(REPO / "Scripts" / "release.sh"), str(out)], cwd=REPO,
                            env={**os.environ, "LIBYAML_A": str(tmp_path / "no-libyaml.a")},
                            capture_output=True, text=True, timeout=300)
    assert result.returncode != 0
    assert f"release.sh: error: no static libyaml at {tmp_path / 'no-libyaml.a'}" in result.stderr, result.stderr
    # No staging folder, no half-written output.
    assert sorted(p.name for p in out.iterdir()) == ["mine.txt"]


def test_a_folder_name_ending_in_a_line_break_is_the_folder_used(tmp_path):
    """`$(cd DIR && pwd)` strips trailing line breaks: `rel<LF>` must not be checked and
    published as `rel`, another folder than asked. Both hold an output here, so the refusal
    names the folder the script took, before any build."""
    for name in ("rel", "rel\n"):
        (tmp_path / name).mkdir()
        (tmp_path / name / "SHA256SUMS").write_text("keep\n")
    result = subprocess.run(["bash", str(REPO / "Scripts" / "release.sh"), str(tmp_path / "rel\n")], cwd=REPO,
                            capture_output=True, text=True, timeout=60)
    assert result.returncode != 0
    assert f"{tmp_path}/rel\n/SHA256SUMS exists" in result.stderr, result.stderr
    assert sorted(p.name for p in tmp_path.iterdir()) == ["rel", "rel\n"]
    assert [p.name for p in (tmp_path / "rel").iterdir()] == ["SHA256SUMS"]


def _mac_bundle(path, version=VERSION, variant_path=None, triples=None, entry=None, drop=(),
                mode=stat.S_IFREG | 0o755):
    """A bundle as release.sh writes on a Mac (the binary a stand-in: no Mac here); the
    keywords spoil it as a hostile or broken bundle would be."""
    name = f"cardc-{version}-universal-apple-macosx"
    variant = {"path": variant_path or f"{name}/bin/cardc",
               "supportedTriples": triples if triples is not None else ["arm64-apple-macosx", "x86_64-apple-macosx"]}
    artifact = {"version": version, "type": "executable", "variants": [variant]}
    for key in drop:
        artifact.pop(key)
    info = {"schemaVersion": "1.0", "artifacts": {"cardc": artifact}}
    with zipfile.ZipFile(path, "w") as bundle:
        bundle.writestr("cardc.artifactbundle/info.json", json.dumps(info))
        binary = zipfile.ZipInfo(entry or f"cardc.artifactbundle/{name}/bin/cardc")
        binary.external_attr = mode << 16
        bundle.writestr(binary, b"../../../../etc/passwd" if stat.S_ISLNK(mode) else b"mach-o stand-in")


def test_bundles_of_two_systems_merge_into_one_with_every_variant(release, tmp_path):
    merge = [sys.executable, str(REPO / "Scripts" / "merge_bundles.py")]
    linux = release / "cardc.artifactbundle.zip"
    _mac_bundle(tmp_path / "mac.zip")
    out = tmp_path / "cardc.artifactbundle.zip"
    result = subprocess.run(merge + [str(out), str(linux), str(tmp_path / "mac.zip")], capture_output=True, text=True)
    assert result.returncode == 0, result.stderr
    assert result.stdout == f"{hashlib.sha256(out.read_bytes()).hexdigest()}  cardc.artifactbundle.zip\n"
    with zipfile.ZipFile(out) as merged, zipfile.ZipFile(linux) as original:
        info = json.loads(merged.read("cardc.artifactbundle/info.json"))
        linux_path = f"cardc.artifactbundle/{NAME}/bin/cardc"
        assert merged.read(linux_path) == original.read(linux_path)
        assert merged.getinfo(linux_path).external_attr >> 16 & 0o111 == 0o111
    assert info["artifacts"]["cardc"]["version"] == VERSION
    assert [v["supportedTriples"] for v in info["artifacts"]["cardc"]["variants"]] == \
        [[TRIPLE], ["arm64-apple-macosx", "x86_64-apple-macosx"]]
    # Refused: an existing output, a triple twice, two versions.
    again = subprocess.run(merge + [str(out), str(linux), str(tmp_path / "mac.zip")], capture_output=True, text=True)
    assert again.returncode != 0 and "exists" in again.stderr
    twice = subprocess.run(merge + [str(tmp_path / "twice.zip"), str(linux), str(linux)], capture_output=True, text=True)
    assert twice.returncode != 0 and f"{TRIPLE} is in another bundle too" in twice.stderr
    _mac_bundle(tmp_path / "old.zip", version="0.0.1")
    old = subprocess.run(merge + [str(tmp_path / "mixed.zip"), str(linux), str(tmp_path / "old.zip")], capture_output=True, text=True)
    assert old.returncode != 0 and "is version 0.0.1" in old.stderr
    assert sorted(p.name for p in tmp_path.iterdir()) == ["cardc.artifactbundle.zip", "mac.zip", "old.zip"]


def test_a_broken_or_hostile_bundle_is_refused_with_a_reason(tmp_path):
    """merge_bundles.py reads bundles built elsewhere: an entry or variant path leading out of
    the bundle, an entry that is a symbolic link or a pipe, a variant whose executable is missing, triples that are not a list, a bundle
    without a version and a file that is no zip are each refused by name, never merged, never a
    traceback."""
    merge = [sys.executable, str(REPO / "Scripts" / "merge_bundles.py")]
    good = tmp_path / "good.zip"
    _mac_bundle(good, version=VERSION)
    cases = {
        "escape.zip": (dict(entry="cardc.artifactbundle/../../../evil/bin/cardc"), "is not a path inside"),
        "variant.zip": (dict(variant_path="../../../evil/bin/cardc"), "is no file of the bundle"),
        "missing.zip": (dict(variant_path="nothere/bin/cardc"), "is no file of the bundle"),
        "string.zip": (dict(triples="x86_64-unknown-linux-gnu"), "is not a list of triples"),
        "noversion.zip": (dict(drop=("version",)), "has no version"),
        # The variant's executable as a symbolic link out of the bundle, and as a pipe: the
        # names pass every check, the mode bits do not.
        "link.zip": (dict(mode=stat.S_IFLNK | 0o777), "is neither a regular file nor a folder"),
        "fifo.zip": (dict(mode=stat.S_IFIFO | 0o644), "is neither a regular file nor a folder"),
    }
    for name, (spoil, reason) in cases.items():
        _mac_bundle(tmp_path / name, **spoil)
    (tmp_path / "text.zip").write_text("not a zip\n")
    cases["text.zip"] = (None, "cannot read it as a zip file")
    for name, (_, reason) in cases.items():
        out = tmp_path / f"out-{name}"
        result = subprocess.run(merge + [str(out), str(tmp_path / name), str(good)], capture_output=True, text=True)
        assert result.returncode == 1 and reason in result.stderr and "Traceback" not in result.stderr, (name, result.stderr)
        assert not out.exists()
