#!/usr/bin/env bash
# Makes the package a consumer uses for cardc's plugins on the prebuilt binary (docs/plugins.md,
# "Releases"): a copy of BinaryPlugins/ with its links resolved, whose `binaryTarget` names
#
#   bash Scripts/binary_plugins.sh DEST --url URL --checksum SHA256   a released bundle (publish)
#   bash Scripts/binary_plugins.sh DEST --bundle cardc.artifactbundle.zip   a local bundle, copied
#                                                   into DEST and named by path (tests)
#
# DEST must not exist: nothing is overwritten.
set -euo pipefail

fail() { echo "binary_plugins.sh: error: $*" >&2; exit 1; }
usage="usage: bash Scripts/binary_plugins.sh DEST (--url URL --checksum SHA256 | --bundle ZIP)"
[ "$#" -eq 3 ] || [ "$#" -eq 5 ] || fail "$usage"
ROOT=$(cd "$(dirname "$0")/.." && pwd)
DEST=$1
shift
URL="" CHECKSUM="" BUNDLE=""
while [ "$#" -gt 0 ]; do
    case "$1" in
        --url) URL=$2 ;;
        --checksum) CHECKSUM=$2 ;;
        --bundle) BUNDLE=$2 ;;
        *) fail "$usage" ;;
    esac
    shift 2
done
if [ -n "$BUNDLE" ]; then
    [ -z "$URL$CHECKSUM" ] || fail "$usage"
    [ -f "$BUNDLE" ] || fail "no bundle at $BUNDLE"
    TARGET='.binaryTarget(name: "cardc", path: "cardc.artifactbundle.zip"),'
else
    [ -n "$URL" ] && [ -n "$CHECKSUM" ] || fail "$usage"
    [[ "$URL" =~ ^https://[^\"\\[:space:]]+\.artifactbundle\.zip$ ]] || fail "not an https URL of an .artifactbundle.zip: $URL"
    [[ "$CHECKSUM" =~ ^[0-9a-f]{64}$ ]] || fail "not a SHA-256 in hex: $CHECKSUM"
    TARGET=".binaryTarget(name: \"cardc\", url: \"$URL\", checksum: \"$CHECKSUM\"),"
fi
if [ -e "$DEST" ] || [ -L "$DEST" ]; then fail "$DEST exists"; fi

# The one line the published manifest changes; anything else would be drift.
PLACEHOLDER='        .binaryTarget(name: "cardc", url: "https://github.com/OWNER/cardc/releases/download/VERSION/cardc.artifactbundle.zip", checksum: "CHECKSUM"),'
MANIFEST="$ROOT/BinaryPlugins/Package.swift"
[ "$(grep -cxF "$PLACEHOLDER" "$MANIFEST")" -eq 1 ] || fail "no binaryTarget placeholder line in $MANIFEST"

STAGE=$(mktemp -d "$(dirname "$DEST")/.binary-plugins.XXXXXX")
trap 'rm -rf -- "$STAGE"' EXIT
# -L: the plugin sources are links into Plugins/; the copy holds the files themselves.
cp -RL "$ROOT/BinaryPlugins" "$STAGE/package"
if find "$STAGE/package" -type l | grep -q .; then fail "a link in BinaryPlugins/ did not resolve"; fi
awk -v placeholder="$PLACEHOLDER" -v line="        $TARGET" '$0 == placeholder { print line; next } { print }' \
    "$MANIFEST" > "$STAGE/package/Package.swift"
if [ -n "$BUNDLE" ]; then cp "$BUNDLE" "$STAGE/package/cardc.artifactbundle.zip"; fi
# A rename to a name checked free above; -n and the checks below catch one made since.
mv -n -- "$STAGE/package" "$DEST"
[ ! -e "$STAGE/package" ] && [ -f "$DEST/Package.swift" ] && [ ! -L "$DEST" ] || fail "$DEST appeared while writing; not replaced"
echo "binary_plugins.sh: wrote $DEST"
