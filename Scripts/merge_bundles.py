#!/usr/bin/env python3
"""Merges the artifact bundles Scripts/release.sh wrote on different systems (Linux, macOS)
into one bundle with every variant, for one release asset (docs/plugins.md, "Releases"):

    python3 Scripts/merge_bundles.py OUT.zip linux/cardc.artifactbundle.zip mac/cardc.artifactbundle.zip

Each input must be a `cardc.artifactbundle` of one version; no triple may be in two of them.
OUT.zip must not exist (it is written beside, then linked into place, never replaced). Prints
its SHA-256, the checksum SwiftPM wants.
"""
import hashlib
import json
import os
import stat
import sys
import tempfile
import zipfile

ROOT = "cardc.artifactbundle/"


def fail(message):
    sys.exit(f"merge_bundles.py: error: {message}")


def read(path):
    try:
        with zipfile.ZipFile(path) as bundle:
            for info in bundle.infolist():
                kind = entry_kind(info)
                if kind is None:
                    fail(f"{path}: the entry {info.filename!r} is neither a regular file nor a folder")
            entries = [(info, bundle.read(info)) for info in bundle.infolist() if entry_kind(info) == "file"]
    except (OSError, zipfile.BadZipFile) as error:
        fail(f"{path}: cannot read it as a zip file ({error})")
    files = {info.filename: (info, data) for info, data in entries}
    for name in files:
        # Every entry inside the bundle's folder, none leading out of it once unzipped.
        if not name.startswith(ROOT) or not safe_path(name):
            fail(f"{path}: the entry {name!r} is not a path inside {ROOT.rstrip('/')}")
    if ROOT + "info.json" not in files:
        fail(f"{path} is not a {ROOT.rstrip('/')} (info.json at its root)")
    try:
        info = json.loads(files.pop(ROOT + "info.json")[1])
    except ValueError as error:
        fail(f"{path}: info.json is not JSON ({error})")
    if not isinstance(info, dict) or info.get("schemaVersion") != "1.0" or not isinstance(info.get("artifacts"), dict) \
            or set(info["artifacts"]) != {"cardc"}:
        fail(f"{path}: not schemaVersion 1.0 with the one artifact cardc")
    artifact = info["artifacts"]["cardc"]
    if not isinstance(artifact, dict) or artifact.get("type") != "executable":
        fail(f"{path}: cardc is not of type executable")
    if not isinstance(artifact.get("version"), str) or not artifact["version"]:
        fail(f"{path}: cardc has no version")
    variants = artifact.get("variants")
    if not isinstance(variants, list) or not variants:
        fail(f"{path}: cardc has no variants")
    for variant in variants:
        triples = variant.get("supportedTriples") if isinstance(variant, dict) else None
        if not isinstance(triples, list) or not triples or not all(isinstance(t, str) and t for t in triples):
            fail(f"{path}: a variant's supportedTriples is not a list of triples")
        executable = variant.get("path")
        # The variant's executable must be a file of this bundle, else a broken variant ships.
        if not isinstance(executable, str) or not safe_path(executable) or ROOT + executable not in files:
            fail(f"{path}: the variant path {executable!r} is no file of the bundle")
    return artifact, files


def entry_kind(info):
    """"file" or "folder", by the entry's Unix mode bits where it has them (the high 16 bits of
    its external attributes); None for anything else: a symbolic link would pass every name
    check and point out of the bundle once unzipped, and a device or pipe is no bundle's part.
    An entry with no file type in its mode (written on a system that keeps none, or by
    Python's `writestr`, which sets permissions only) is judged by its name."""
    mode = info.external_attr >> 16
    if stat.S_IFMT(mode) == 0:
        return "folder" if info.is_dir() else "file"
    if stat.S_ISDIR(mode) and info.is_dir():
        return "folder"
    if stat.S_ISREG(mode) and not info.is_dir():
        return "file"
    return None


def safe_path(name):
    """A relative path with no `..`, `.` or empty part (nothing that leaves its folder)."""
    parts = name.split("/")
    return not name.startswith("/") and "\\" not in name and all(part not in ("", ".", "..") for part in parts)


def main(arguments):
    if len(arguments) < 3:
        fail("usage: python3 Scripts/merge_bundles.py OUT.zip BUNDLE.zip BUNDLE.zip...")
    out, inputs = arguments[0], arguments[1:]
    if os.path.lexists(out):
        fail(f"{out} exists; remove it or choose another name")
    version, variants, files, triples = None, [], {}, set()
    for path in inputs:
        artifact, contents = read(path)
        if version not in (None, artifact["version"]):
            fail(f"{path} is version {artifact['version']}, not {version}")
        version = artifact["version"]
        for variant in artifact["variants"]:
            repeated = triples & set(variant["supportedTriples"])
            if repeated:
                fail(f"{path}: {', '.join(sorted(repeated))} is in another bundle too")
            triples |= set(variant["supportedTriples"])
            variants.append(variant)
        for name, entry in contents.items():
            if name in files:
                fail(f"{path}: {name} is in another bundle too")
            files[name] = entry
    info = {"schemaVersion": "1.0", "artifacts": {"cardc": {"version": version, "type": "executable", "variants": variants}}}
    folder = os.path.dirname(os.path.abspath(out))
    with tempfile.NamedTemporaryFile(dir=folder, prefix=".merge-bundles.", suffix=".zip", delete=False) as staged:
        try:
            with zipfile.ZipFile(staged, "w", zipfile.ZIP_DEFLATED) as bundle:
                bundle.writestr(ROOT + "info.json", json.dumps(info, indent=4) + "\n")
                for name in sorted(files):
                    entry, data = files[name]
                    bundle.writestr(entry, data, zipfile.ZIP_DEFLATED)
            staged.close()
            try:
                os.link(staged.name, out)
            except FileExistsError:
                fail(f"{out} appeared while writing; not replaced")
        finally:
            os.unlink(staged.name)
    with open(out, "rb") as merged:
        print(f"{hashlib.sha256(merged.read()).hexdigest()}  {os.path.basename(out)}")


if __name__ == "__main__":
    main(sys.argv[1:])
