"""cardc preview rendered by a real browser: headless Chromium (Debian's `chromium`) screenshots
index.html and every example's SVG, and the screenshots must not be blank; a card with findings
must show red; index.html shows every picture at its own size in a page narrower than it. With CARDC_SCREENSHOTS=DIR the screenshots are kept there to look at.

The PNGs are decoded with the standard library (zlib), so nothing else is needed."""
import html
import json
import os
import pathlib
import re
import shutil
import struct
import subprocess
import xml.etree.ElementTree as ET
import zlib

import pytest

REPO = pathlib.Path(__file__).resolve().parents[2]
CHROMIUM = shutil.which("chromium") or shutil.which("chromium-browser")

pytestmark = pytest.mark.skipif(CHROMIUM is None and not os.environ.get("CI"),
                                reason="Chromium is not installed (.ci/run installs it)")


def decode_png(data):
    """(width, height, rows of (r, g, b)) for an 8-bit RGB or RGBA PNG."""
    assert data[:8] == b"\x89PNG\r\n\x1a\n", "not a PNG"
    pos, idat, header = 8, b"", None
    while pos < len(data):
        length, kind = struct.unpack(">I4s", data[pos:pos + 8])
        body = data[pos + 8:pos + 8 + length]
        if kind == b"IHDR":
            header = struct.unpack(">IIBBBBB", body)
        elif kind == b"IDAT":
            idat += body
        pos += 12 + length
    width, height, depth, colour, _, _, interlace = header
    assert depth == 8 and colour in (2, 6) and interlace == 0, header
    channels = 3 if colour == 2 else 4
    raw = zlib.decompress(idat)
    stride = width * channels
    rows, previous = [], bytearray(stride)
    for y in range(height):
        kind = raw[y * (stride + 1)]
        line = bytearray(raw[y * (stride + 1) + 1:(y + 1) * (stride + 1)])
        for i in range(stride):
            left = line[i - channels] if i >= channels else 0
            up = previous[i]
            upper_left = previous[i - channels] if i >= channels else 0
            if kind == 1:
                line[i] = (line[i] + left) & 255
            elif kind == 2:
                line[i] = (line[i] + up) & 255
            elif kind == 3:
                line[i] = (line[i] + (left + up) // 2) & 255
            elif kind == 4:
                p = left + up - upper_left
                pa, pb, pc = abs(p - left), abs(p - up), abs(p - upper_left)
                line[i] = (line[i] + (left if pa <= pb and pa <= pc else up if pb <= pc else upper_left)) & 255
        rows.append([tuple(line[x * channels:x * channels + 3]) for x in range(width)])
        previous = line
    return width, height, rows


def looks(rows, step=3):
    """Shares of sampled pixels: not near the page's background, dark, and finding-red."""
    total = ink = dark = red = 0
    for row in rows[::step]:
        for (r, g, b) in row[::step]:
            total += 1
            if not (r > 235 and g > 235 and b > 235):
                ink += 1
            if r + g + b < 200:
                dark += 1
            if r > 170 and g < 70 and b < 70:
                red += 1
    return ink / total, dark / total, red / total


def screenshot(target, png, width, height):
    subprocess.run([CHROMIUM, "--headless", "--no-sandbox", "--disable-gpu", "--hide-scrollbars",
                    "--window-size=%d,%d" % (width, height), "--screenshot=%s" % png, target.as_uri()],
                   stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL, timeout=120, check=True)
    assert png.is_file(), "Chromium wrote no screenshot of %s" % target


@pytest.fixture(scope="module")
def previews(cardc, tmp_path_factory):
    assert CHROMIUM, "CI must have Chromium (.ci/run installs Debian's chromium)"
    out = tmp_path_factory.mktemp("preview")
    # A spec with findings joins the examples, so red must show somewhere.
    extra = tmp_path_factory.mktemp("specs")
    (extra / "troubled.card.yaml").write_text(
        "version: 1\nname: Troubled\nkind: sheet\nsegments:\n  - { name: closed, height: 80 }\n"
        "  - { name: open, height: 900 }\n")
    result = subprocess.run([cardc, "preview", str(REPO / "examples"), str(extra), "--output", str(out)],
                            capture_output=True, text=True)
    assert result.returncode == 1, result.stderr   # the troubled spec's findings are errors
    assert "drew" in result.stderr
    return out


def keep(png):
    folder = os.environ.get("CARDC_SCREENSHOTS")
    if folder:
        pathlib.Path(folder).mkdir(parents=True, exist_ok=True)
        shutil.copy(png, folder)


def test_every_picture_renders_with_ink_and_findings_in_red(previews, tmp_path):
    svgs = sorted(previews.glob("*.svg"))
    assert len(svgs) >= 8
    for svg in svgs:
        root = ET.parse(svg).getroot()
        width = min(int(float(root.get("width"))), 4000)
        height = min(int(float(root.get("height"))), 4000)
        png = tmp_path / (svg.stem + ".png")
        screenshot(svg, png, width, height)
        keep(png)
        _, _, rows = decode_png(png.read_bytes())
        ink, dark, red = looks(rows)
        assert ink > 0.05 and dark > 0.001, "%s looks blank: %.3f ink, %.4f dark" % (svg.name, ink, dark)
        has_findings = 'class="finding-text"' in svg.read_text()
        if has_findings:
            assert red > 0.0005, "%s has findings but no red shows (%.5f)" % (svg.name, red)


def test_the_index_renders_the_table_and_the_pictures(previews, tmp_path):
    png = tmp_path / "index.png"
    screenshot(previews / "index.html", png, 1400, 2400)
    keep(png)
    _, _, rows = decode_png(png.read_bytes())
    ink, dark, _ = looks(rows)
    assert ink > 0.05 and dark > 0.002, "index looks blank: %.3f ink" % ink
    # The pictures below the table draw: the lower half of the page has ink too.
    lower = rows[len(rows) // 2:]
    assert looks(lower)[0] > 0.05


def test_a_blank_page_is_told_apart(tmp_path):
    """The check itself: an empty page's screenshot fails it."""
    page = tmp_path / "blank.html"
    page.write_text("<!DOCTYPE html><html><body style='background:#fff'></body></html>")
    png = tmp_path / "blank.png"
    screenshot(page, png, 400, 300)
    _, _, rows = decode_png(png.read_bytes())
    ink, dark, red = looks(rows)
    assert ink < 0.01 and dark == 0 and red == 0


# Loads a copy of index.html in a 700 px frame (narrower than any picture of three phones),
# makes its lazy images load, and writes each image's natural and shown width into the page,
# which `--dump-dom` prints once the virtual time has run.
PROBE = """<!DOCTYPE html><html><body><iframe id="f" src="%s" style="width:700px;height:2000px"></iframe>
<script>
document.getElementById('f').onload = function () {
  var imgs = this.contentDocument.querySelectorAll('img'), pending = imgs.length, out = [];
  function measure(img) {
    out.push([img.getAttribute('src'), img.naturalWidth, img.getBoundingClientRect().width]);
    if (--pending === 0) document.body.setAttribute('data-widths', JSON.stringify(out));
  }
  imgs.forEach(function (img) {
    img.loading = 'eager';
    if (img.complete && img.naturalWidth) measure(img);
    else { img.onload = function () { measure(img); }; img.onerror = function () { measure(img); }; }
  });
};
</script></body></html>"""


def shown_widths(folder, page):
    """[(src, natural width, shown width)] of every picture of `page` in a 700 px frame."""
    probe = folder / "probe.html"
    probe.write_text(PROBE % page)
    dom = subprocess.run([CHROMIUM, "--headless", "--no-sandbox", "--disable-gpu", "--allow-file-access-from-files",
                          "--virtual-time-budget=15000", "--dump-dom", probe.as_uri()],
                         capture_output=True, text=True, timeout=120, check=True).stdout
    match = re.search(r'data-widths="([^"]*)"', dom)
    assert match, "the probe measured nothing"
    return json.loads(html.unescape(match.group(1)))


def test_the_index_shows_every_picture_unshrunk(previews, tmp_path):
    """Issue 26 item 8: in a page narrower than the pictures, each is shown at its own size
    (it scrolls in its box), so the smallest type, 10 px in the SVG, is 10 px on screen."""
    folder = tmp_path / "site"
    shutil.copytree(previews, folder)
    widths = shown_widths(folder, "index.html")
    assert len(widths) == len(list(previews.glob("*.svg")))
    assert any(natural > 700 for _, natural, _ in widths), "no picture is wider than the frame: the check proves nothing"
    for src, natural, shown in widths:
        assert natural > 0, "%s did not load" % src
        # The shown box is the picture and its 1 px border either side.
        assert shown >= natural, "%s is shown at %.0f of %d px: scale %.2f" % (src, shown, natural, shown / natural)
    # The check tells a shrinking index apart: with the old rule the wide pictures shrink.
    old = (folder / "index.html").read_text().replace("img{max-width:none;width:auto;", "img{max-width:100%;")
    (folder / "old.html").write_text(old)
    shrunk = shown_widths(folder, "old.html")
    assert min(shown / natural for _, natural, shown in shrunk) < 0.5
