#!/usr/bin/env bash
# Builds a self-contained release cardc and packages it (docs/plugins.md, "Releases"):
#
#   bash Scripts/release.sh OUTDIR
#
# writes, and never overwrites:
#   OUTDIR/cardc-VERSION-TRIPLE.tar.gz   the binary, in a folder of the same name
#   OUTDIR/cardc.artifactbundle.zip      the SE-0305 artifact bundle BinaryPlugins/ uses
#   OUTDIR/SHA256SUMS                    SHA-256 of both (`sha256sum -c SHA256SUMS`); the
#                                        bundle's is the checksum SwiftPM wants (the same
#                                        hex `swift package compute-checksum` prints)
#
# It builds the files of this checkout that git lists (tracked, and untracked ones it does not
# ignore) in a copy, into which it writes the commit (CardC.commit, `cardc --version`;
# `-dirty` when the checkout has changes), so the checkout itself is never touched.
#
# Linux: `--static-swift-stdlib`, and libyaml linked from libyaml.a (a private pkg-config file
#   points the `yaml-0.1` lookup at a folder holding only the static library), so the binary
#   needs neither a Swift toolchain nor libyaml; the script checks that with ldd.
# macOS: one universal variant (arm64 and x86_64). The Swift libraries are the system's.
#   Homebrew's libyaml is one architecture, so set LIBYAML_A to a universal libyaml.a (see
#   docs/plugins.md); the script checks it with lipo and the result with otool.
set -euo pipefail

fail() { echo "release.sh: error: $*" >&2; exit 1; }
trap 'status=$?; echo "release.sh: error: failed (exit $status) at line $LINENO: $BASH_COMMAND" >&2' ERR

[ "$#" -eq 1 ] || fail "usage: bash Scripts/release.sh OUTDIR"
# A folder's absolute path, in REPLY. `$(cd DIR && pwd)` alone would strip trailing line breaks
# of the name (`rel<LF>` would become `rel`, another folder); the `x` keeps them, and REPLY
# rather than a second `$(…)` around the call.
absolute() { local path; path=$(CDPATH="" cd -- "$1" && pwd && echo x) || fail "cannot enter $1"; REPLY=${path%$'\n'x}; }
SCRIPTS=$(dirname -- "$0" && echo x)
absolute "${SCRIPTS%$'\n'x}/.."
ROOT=$REPLY
mkdir -p -- "$1"
absolute "$1"
OUTDIR=$REPLY

# The version: the one line of CardC.swift that holds it.
CARDC_SWIFT=Sources/CardSupport/Support/CardC.swift
VERSION=$(sed -n 's/^    public static let version = "\([0-9A-Za-z.+-]*\)"$/\1/p' "$ROOT/$CARDC_SWIFT")
[ -n "$VERSION" ] && [ "$(printf '%s\n' "$VERSION" | wc -l)" -eq 1 ] || fail "no version line in $CARDC_SWIFT"
COMMIT_LINE='    public static let commit: String? = nil'
[ "$(grep -cxF "$COMMIT_LINE" "$ROOT/$CARDC_SWIFT")" -eq 1 ] || fail "no commit line in $CARDC_SWIFT"
COMMIT=$(git -C "$ROOT" rev-parse --short=12 HEAD) || fail "not a git checkout: $ROOT"
if [ -n "$(git -C "$ROOT" status --porcelain)" ]; then COMMIT="$COMMIT-dirty"; fi

case "$(uname -s)" in
    Linux) OS=linux; TRIPLES=("$(uname -m)-unknown-linux-gnu"); VARIANT=${TRIPLES[0]} ;;
    Darwin) OS=macos; TRIPLES=(arm64-apple-macosx x86_64-apple-macosx); VARIANT=universal-apple-macosx ;;
    *) fail "unsupported system: $(uname -s)" ;;
esac
NAME="cardc-$VERSION-$VARIANT"
TARBALL="$NAME.tar.gz"
BUNDLE="cardc.artifactbundle.zip"
SUMS="SHA256SUMS"
OUTPUTS=("$TARBALL" "$BUNDLE" "$SUMS")

# Refuse before any work: nothing of OUTDIR is replaced (a link counts as existing).
for output in "${OUTPUTS[@]}"; do
    if [ -e "$OUTDIR/$output" ] || [ -L "$OUTDIR/$output" ]; then
        fail "$OUTDIR/$output exists; remove it or choose another folder"
    fi
done
for tool in git swift tar zip; do command -v "$tool" >/dev/null || fail "$tool is not installed"; done
if command -v sha256sum >/dev/null; then sha256() { sha256sum "$@"; }
elif command -v shasum >/dev/null; then sha256() { shasum -a 256 "$@"; }
else fail "neither sha256sum nor shasum is installed"; fi

# Work: the copy and its build in a private temporary folder; the outputs staged in OUTDIR
# (same file system) and published by hard links, which fail rather than replace anything.
WORK=$(mktemp -d "${TMPDIR:-/tmp}/cardc-release.XXXXXX")
STAGE=$(mktemp -d "$OUTDIR/.cardc-release.XXXXXX")
cleanup() { rm -rf -- "$WORK" "$STAGE"; }
trap cleanup EXIT

echo "release.sh: cardc $VERSION (commit $COMMIT) for ${TRIPLES[*]}"
SRC="$WORK/cardc"
mkdir "$SRC"
(cd "$ROOT" && git ls-files -z --cached --others --exclude-standard) |
    (cd "$ROOT" && xargs -0 sh -c 'for f; do [ -f "$f" ] || [ -L "$f" ] && printf "%s\0" "$f"; done' sh) |
    (cd "$ROOT" && tar --null -T - -cf -) | (cd "$SRC" && tar -xf -)
# The commit: the one place a binary learns it (`cardc --version`).
sed "s/^$COMMIT_LINE\$/    public static let commit: String? = \"$COMMIT\"/" "$ROOT/$CARDC_SWIFT" > "$SRC/$CARDC_SWIFT"
grep -qxF "    public static let commit: String? = \"$COMMIT\"" "$SRC/$CARDC_SWIFT" || fail "could not write the commit"

# libyaml, static: a pkg-config file of our own for `yaml-0.1` whose library folder holds only
# libyaml.a, so both its `-lyaml` and the module map's `link "yaml"` find the static library.
LIBDIR="$WORK/libyaml"
mkdir -p "$LIBDIR/lib" "$LIBDIR/pkgconfig"
if [ -n "${LIBYAML_A:-}" ]; then
    STATIC_YAML=$LIBYAML_A
elif [ "$OS" = linux ]; then
    command -v pkg-config >/dev/null || fail "pkg-config is not installed"
    STATIC_YAML="$(pkg-config --variable=libdir yaml-0.1)/libyaml.a"
else
    fail "set LIBYAML_A to a universal (arm64 and x86_64) libyaml.a; see docs/plugins.md"
fi
[ -f "$STATIC_YAML" ] || fail "no static libyaml at $STATIC_YAML (apt-get install libyaml-dev)"
if [ "$OS" = macos ]; then
    for arch in arm64 x86_64; do
        lipo "$STATIC_YAML" -verify_arch "$arch" || fail "$STATIC_YAML has no $arch slice"
    done
fi
cp "$STATIC_YAML" "$LIBDIR/lib/libyaml.a"
YAML_CFLAGS=$(pkg-config --cflags yaml-0.1 2>/dev/null || true)
cat > "$LIBDIR/pkgconfig/yaml-0.1.pc" <<PC
Name: LibYAML
Description: libyaml, linked statically into the release cardc
Version: 0.2.5
Cflags: $YAML_CFLAGS
Libs: -L$LIBDIR/lib -lyaml
PC

BUILD=(swift build --package-path "$SRC" -c release --product cardc)
if [ "$OS" = linux ]; then
    BUILD+=(--static-swift-stdlib -Xlinker -s)
else
    BUILD+=(--arch arm64 --arch x86_64)
fi
echo "release.sh: ${BUILD[*]}"
PKG_CONFIG_PATH="$LIBDIR/pkgconfig" "${BUILD[@]}" >&2
BINARY=$("${BUILD[@]}" --show-bin-path)/cardc
[ -x "$BINARY" ] || fail "the build made no $BINARY"

# Self-contained, or no release.
if [ "$OS" = linux ]; then
    LIBS=$(ldd "$BINARY" || true)
    if printf '%s\n' "$LIBS" | grep -E 'libyaml|libswift|libFoundation|lib_Foundation|libdispatch|libBlocksRuntime' >&2; then
        fail "$BINARY links the libraries above dynamically"
    fi
else
    if otool -L "$BINARY" | grep -E 'libyaml|/opt/homebrew|/usr/local' >&2; then
        fail "$BINARY links the libraries above dynamically"
    fi
fi
VERSION_OUT=$(env -i "$BINARY" --version)
[ "$VERSION_OUT" = "$VERSION (commit $COMMIT)" ] || fail "cardc --version says '$VERSION_OUT'"

# The tarball: NAME/cardc.
mkdir "$WORK/tar" "$WORK/tar/$NAME"
cp "$BINARY" "$WORK/tar/$NAME/cardc"
(cd "$WORK/tar" && tar -czf "$STAGE/$TARBALL" "$NAME")

# The artifact bundle (SE-0305): info.json and one variant per triple the binary runs on.
BUNDLE_DIR="$WORK/bundle/cardc.artifactbundle"
mkdir -p "$BUNDLE_DIR/$NAME/bin"
cp "$BINARY" "$BUNDLE_DIR/$NAME/bin/cardc"
TRIPLES_JSON=$(printf '"%s", ' "${TRIPLES[@]}")
cat > "$BUNDLE_DIR/info.json" <<JSON
{
    "schemaVersion": "1.0",
    "artifacts": {
        "cardc": {
            "version": "$VERSION",
            "type": "executable",
            "variants": [
                {
                    "path": "$NAME/bin/cardc",
                    "supportedTriples": [${TRIPLES_JSON%, }]
                }
            ]
        }
    }
}
JSON
(cd "$WORK/bundle" && zip -q -X -r "$STAGE/$BUNDLE" cardc.artifactbundle)

(cd "$STAGE" && sha256 "$TARBALL" "$BUNDLE" > "$SUMS")

# Publish: `ln` makes each name or fails when it exists (even as a dangling link); on a failure
# the names this run made are removed again, so OUTDIR holds all three or none of them.
published=()
for output in "${OUTPUTS[@]}"; do
    if ! ln -- "$STAGE/$output" "$OUTDIR/$output"; then
        for done_output in "${published[@]}"; do rm -f -- "$OUTDIR/$done_output"; done
        fail "could not write $OUTDIR/$output"
    fi
    published+=("$output")
done
cat "$OUTDIR/$SUMS"
echo "release.sh: wrote $OUTDIR/$TARBALL, $OUTDIR/$BUNDLE and $OUTDIR/$SUMS"
