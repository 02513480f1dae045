#!/usr/bin/env bash
# A PNG of a preview SVG, scaled to WIDTH pixels, by headless Chromium (Debian: apt-get install
# chromium). Made docs/preview-glide.png:
#   swift run cardc preview examples/glide.card.yaml --output /tmp/preview
#   bash Scripts/preview_png.sh /tmp/preview/GlideCard.svg docs/preview-glide.png 1400
set -euo pipefail
svg=$(cd "$(dirname "$1")" && pwd)/$(basename "$1")
png=$2
width=${3:-1400}
# The SVG's own size, from its root element; the picture keeps its proportions.
read -r w h < <(python3 - "$svg" <<'PY'
import sys, xml.etree.ElementTree as ET
root = ET.parse(sys.argv[1]).getroot()
print(root.get("width"), root.get("height"))
PY
)
height=$(python3 -c "print(int(float('$h') * $width / float('$w')) + 1)")
page=$(mktemp -d)
trap 'rm -rf "$page"' EXIT
printf '<html><body style="margin:0"><img src="file://%s" style="width:%spx;display:block"></body></html>' "$svg" "$width" > "$page/page.html"
chromium --headless --no-sandbox --disable-gpu --hide-scrollbars --allow-file-access-from-files \
    --window-size="$width,$height" --screenshot="$(pwd)/$png" "file://$page/page.html" 2>/dev/null
ls -l "$png"
