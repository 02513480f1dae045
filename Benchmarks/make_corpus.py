#!/usr/bin/env python3
"""Deterministic benchmark corpus for `cardc lint`.

Writes into OUT (default Benchmarks/.corpus):

  files/dNNN/<kind>NNNNNN.card.yaml   N small valid specs (default 10,000), 100 per folder,
                                      each about 300-600 bytes, one card per file
  stream.card.yaml                    one multi-document stream (`---` separated) of about
                                      M MB (default 8) built from the same kind of documents
  broken/dNNN/<kind>NNNNNN.card.yaml  with --broken N: N specs like those of files/, each with
                                      mistakes that make 61 diagnostics (121 lines of output):
                                      what memory and time come to when there is much to report
  corpus.json                         what was generated (parameters, counts, bytes)

Everything derives from --seed through random.Random; nothing depends on the clock, the
host or the order of directory listings, so the same options give byte-identical output.

Only keys from the spec format (DESIGN.md, examples/*.card.yaml) are used, with values
chosen to be valid and checker-clean on every built-in device profile: sheet segments fit
the smallest usable height, thresholds are well inside each gap, stack heights fit an
iPhone SE, carousel peek = leading inset - spacing. Card names are unique valid Swift type
names across the whole corpus (so across every document of the stream); model names are
unique too and never equal their card's name.
"""

import argparse
import json
import os
import random
import shutil
import sys

KINDS = ("sheet", "stack", "deck", "carousel")
FILES_PER_DIR = 100
MIN_BYTES, MAX_BYTES = 300, 600

# Plain words that resolve to strings (not null/bool/number) under cardc's scalar rules.
WORDS = ["Hamburger", "Puppy", "Panda", "Subway", "Robot", "Harbor", "Lantern", "Meadow",
         "Comet", "Maple", "Orbit", "Pebble", "Quartz", "Saffron", "Tundra", "Violet",
         "Willow", "Zephyr", "Atlas", "Bramble", "Cobalt", "Dune", "Ember", "Fjord"]
LOWER = [w.lower() for w in WORDS]
DEVICE_SETS = [
    "[iphone-se, iphone-15, iphone-15-pro-max]",
    "[iphone-se, iphone-15]",
    "[iphone-15, iphone-15-pro-max, ipad-11]",
    "[iphone-15-pro-max]",
]


def hex_color(r):
    return '"#%02X%02X%02X"' % (r.randrange(256), r.randrange(256), r.randrange(256))


# A field: (name, type as written, sample generator). Generators return YAML flow text.
def _fields():
    return [
        ("title", "String", lambda r: r.choice(WORDS)),
        ("caption", "String", lambda r: "%s %s" % (r.choice(WORDS), r.choice(LOWER))),
        ("amount", "Double", lambda r: "%d.%d" % (r.randrange(1, 200), r.randrange(10))),
        ("count", "Int", lambda r: str(r.randrange(0, 500))),
        ("done", "Bool", lambda r: r.choice(["true", "false"])),
        ("color", "Color", hex_color),
        ("image", "Image", lambda r: r.choice(LOWER)),
        ("note", "String?", lambda r: r.choice(["~", r.choice(WORDS)])),
        ("rating", "Double?", lambda r: r.choice(["~", "%d.5" % r.randrange(1, 5)])),
        ("tags", '"[String]"', lambda r: "[%s]" % ", ".join(r.sample(LOWER, r.randrange(0, 3)))),
        ("link", "URL", lambda r: "https://example.com/items/%d" % r.randrange(1, 10000)),
        ("released", "Date", lambda r: "2024-%02d-%02d" % (r.randrange(1, 13), r.randrange(1, 29))),
    ]


FIELDS = _fields()


class Namer:
    """Unique Swift type names: Kind + running number."""

    def __init__(self, prefix):
        self.prefix = prefix

    def card(self, kind, n):
        return "%s%s%06d" % (self.prefix, kind.capitalize(), n)


def models_block(r, card_name):
    """`models` and `samples` for one card: one or two models, 1-3 samples each."""
    base = card_name
    main = base + "Item"
    lines = ["models:"]
    fields = r.sample(FIELDS, r.randrange(2, 4))
    nested = r.random() < 0.3
    owner = base + "Owner"
    decl = ", ".join("%s: %s" % (f[0], f[1]) for f in fields)
    if nested:
        decl += ", owner: %s" % owner
    lines.append("  %s: { %s }" % (main, decl))
    if nested:
        lines.append("  %s: { name: String, age: Int }" % owner)
    lines.append("samples:")
    lines.append("  %s:" % main)
    for _ in range(r.randrange(1, 3)):
        parts = []
        for name, _type, gen in fields:
            if _type.endswith("?") and r.random() < 0.3:
                continue  # optional fields may be left out
            parts.append("%s: %s" % (name, gen(r)))
        if nested:
            parts.append("owner: { name: %s, age: %d }" % (r.choice(WORDS), r.randrange(18, 90)))
        lines.append("    - { %s }" % ", ".join(parts))
    return lines


def common_tail(r):
    lines = []
    if r.random() < 0.6:
        if r.random() < 0.4:
            lines.append("appearance: { cornerRadius: %d, shadow: { opacity: 0.%d, radius: %d } }"
                         % (r.randrange(8, 20), r.randrange(2, 9), r.randrange(2, 8)))
        else:
            lines.append("appearance: { cornerRadius: %d }" % r.randrange(8, 20))
    if r.random() < 0.6:
        lines.append("animation: { duration: 0.%d, damping: %s }"
                     % (r.randrange(2, 9), r.choice(["1", "1.0", "0.9", "0.8"])))
    return lines


def sheet(r):
    header = r.randrange(60, 97)
    layouts = [
        [("closed", "%d" % header), ("open", "%d%%" % r.randrange(85, 93))],
        [("closed", "%d" % header), ("compressed", "%d%%" % r.randrange(40, 56)), ("open", "%d%%" % r.randrange(85, 93))],
        [("peek", "%d" % header), ("half", "%d%%" % r.randrange(45, 56)), ("full", "%d%%" % r.randrange(86, 93))],
        [("mini", "%d" % header), ("low", "%d%%" % r.randrange(36, 41)), ("high", "%d%%" % r.randrange(60, 66)),
         ("full", "%d%%" % r.randrange(86, 93))],
    ]
    segs = r.choice(layouts)
    lines = []
    if r.random() < 0.3:
        lines.append("devices: " + r.choice(DEVICE_SETS))
    lines.append("header: { height: %d, tap: %s }" % (header, r.choice(["none", "toggle", "cycle"])))
    lines.append("segments:")
    for name, h in segs:
        lines.append("  - { name: %s, height: %s }" % (name, h))
    lines.append("initial: %s" % segs[0][0])
    if r.random() < 0.5:
        up, down = "%d" % r.randrange(20, 51), "%d" % r.randrange(20, 51)
    else:
        up, down = "%d%%" % r.randrange(25, 51), "%d%%" % r.randrange(25, 51)
    lines.append("thresholds: { upward: %s, downward: %s, velocity: %d }" % (up, down, r.randrange(5, 12) * 100))
    if r.random() < 0.5:
        lines.append("dim: { alpha: 0.%d, from: %s, to: %s }" % (r.randrange(2, 7), segs[0][0], segs[1][0]))
    if r.random() < 0.5:
        lines.append("scroll: { enabledIn: [%s] }" % segs[-1][0])
    if r.random() < 0.3:
        lines.append("insets: { top: 0, leading: %d, trailing: %d }" % ((r.randrange(0, 3) * 8,) * 2))
    return lines


def stack(r):
    collapsed = r.randrange(15, 26) * 10
    expanded = r.randrange(42, 58) * 10
    offset = r.randrange(30, 51)
    lines = [
        "cardHeight: %d" % collapsed,
        "offset: %d" % offset,
        "spacing: { leading: %d, trailing: %d, vertical: %d }" % ((r.randrange(1, 3) * 8,) * 2 + (8,)),
        "height: { collapsed: %d, expanded: %d }" % (collapsed, expanded),
        "thresholds: { upward: %d, downward: %d }" % (r.randrange(15, 41), r.randrange(15, 41)),
        "initial: %s" % r.choice(["collapsed", "collapsed", "expanded"]),
        # Every card must start above the collapsed height (the hidden-cards rule):
        # vertical (8) + offset * (cards - 1) < collapsed; and end within the expanded height
        # (hidden-stack-cards; cardHeight is the collapsed height): (8 + collapsed) * (cards - 1)
        # + collapsed <= expanded.
        "cards: %d" % min(r.randrange(3, 7), (collapsed - 9) // offset + 1,
                          (expanded - collapsed) // (8 + collapsed) + 1),
    ]
    return lines


def deck(r):
    directions = r.choice([["left", "right"], ["left", "right"], ["left", "right", "up"]])
    if r.random() < 0.5:
        t = ["left: %d%%" % r.randrange(25, 41), "right: %d%%" % r.randrange(25, 41)]
    else:
        t = ["left: %d" % r.randrange(90, 151), "right: %d" % r.randrange(90, 151)]
    if "up" in directions:
        t.append("up: %d%%" % r.randrange(25, 41))
    t.append("velocity: %d" % (r.randrange(8, 13) * 100))
    inset = r.randrange(8, 13)
    return [
        "size: { width: %d, height: %d }" % (r.randrange(28, 34) * 10, r.randrange(38, 45) * 10),
        "visible: %d" % r.randrange(2, 5),
        "insets: { horizontal: %d, vertical: %d }" % (inset, inset),
        "directions: [%s]" % ", ".join(directions),
        "thresholds: { %s }" % ", ".join(t),
        "exit: { distance: %d, drop: %d, duration: 0.%d }" % (r.randrange(15, 26) * 10, r.randrange(50, 91), r.randrange(2, 4)),
    ]


def carousel(r):
    leading = r.randrange(20, 29)
    spacing = r.randrange(6, 11)
    return [
        "insets: { top: %d, leading: %d, trailing: %d, bottom: %d }" % (r.randrange(100, 141), leading, leading, r.randrange(60, 91)),
        "peek: %d" % (leading - spacing),
        "spacing: %d" % spacing,
        "expandDistance: %d" % (r.randrange(15, 26) * 10),
        "thresholds: { expand: %d%% }" % r.randrange(40, 61),
    ]


BODY = {"sheet": sheet, "stack": stack, "deck": deck, "carousel": carousel}


def document(r, kind, name):
    """One valid card document of 300-600 bytes, without a leading `---`."""
    for _attempt in range(50):
        lines = ["# generated %s card" % kind,
                 "version: 1", "name: %s" % name, "kind: %s" % kind]
        lines += BODY[kind](r)
        lines += common_tail(r)
        if r.random() < 0.6:
            lines += models_block(r, name)
        text = "\n".join(lines) + "\n"
        if len(text) < MIN_BYTES:
            # Small bodies (carousel, stack) get the optional common keys to reach the floor.
            extra = ["appearance: { cornerRadius: %d }" % r.randrange(8, 20),
                     "animation: { duration: 0.3, damping: 1 }"]
            for e in extra:
                if len(text) >= MIN_BYTES:
                    break
                key = e.split(":")[0]
                if not any(l.startswith(key + ":") for l in lines):
                    lines.insert(4, e)
                    text = "\n".join(lines) + "\n"
        if MIN_BYTES <= len(text) <= MAX_BYTES:
            return text
    raise RuntimeError("could not size a %s document for %s" % (kind, name))


def write_files(root, count, r, namer, tail=lambda i: ""):
    """`count` documents, one per file, 100 per folder; `tail(i)` is appended to the i-th."""
    total = 0
    per_kind = dict.fromkeys(KINDS, 0)
    for i in range(count):
        kind = KINDS[i % len(KINDS)]
        name = namer.card(kind, i)
        text = document(r, kind, name) + tail(i)
        folder = os.path.join(root, "d%03d" % (i // FILES_PER_DIR))
        if i % FILES_PER_DIR == 0:
            os.makedirs(folder, exist_ok=True)
        with open(os.path.join(folder, "%s%06d.card.yaml" % (kind, i)), "w", encoding="utf-8", newline="\n") as f:
            f.write(text)
        total += len(text)
        per_kind[kind] += 1
    return total, per_kind


BROKEN_UNKNOWN_KEYS = 60


def write_broken(root, count, r, namer):
    """Valid YAML, wrong specs: each a valid document with 60 keys the format does not have
    (an error and a note listing the known keys each) and its name written twice (an error)."""
    unknown = "".join("extra%02d: %d\n" % (k, k) for k in range(BROKEN_UNKNOWN_KEYS))
    total, _ = write_files(root, count, r, namer, tail=lambda i: unknown + "name: Again%d\n" % i)
    return total


def write_stream(path, megabytes, r, namer):
    target = int(megabytes * 1_000_000)
    total = 0
    docs = 0
    with open(path, "w", encoding="utf-8", newline="\n") as f:
        f.write("# One multi-document stream, generated by Benchmarks/make_corpus.py\n")
        while total < target:
            kind = KINDS[docs % len(KINDS)]
            text = ("---\n" if docs else "") + document(r, kind, namer.card(kind, docs))
            f.write(text)
            total += len(text)
            docs += 1
    return os.path.getsize(path), docs


def main(argv=None):
    here = os.path.dirname(os.path.abspath(__file__))
    p = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    p.add_argument("--files", type=int, default=10_000, help="number of small spec files (default 10000; 0 = none)")
    p.add_argument("--stream-mb", type=float, default=8, help="size of stream.card.yaml in MB (default 8; 0 = none)")
    p.add_argument("--out", default=os.path.join(here, ".corpus"), help="output directory (default Benchmarks/.corpus)")
    p.add_argument("--broken", type=int, default=0, help="number of broken spec files in broken/ (default 0 = none)")
    p.add_argument("--seed", type=int, default=1, help="seed (default 1)")
    p.add_argument("--force", action="store_true", help="replace existing files/ and stream.card.yaml")
    a = p.parse_args(argv)

    os.makedirs(a.out, exist_ok=True)
    info = {"seed": a.seed, "files": a.files, "stream_mb": a.stream_mb, "broken": a.broken}
    files_dir = os.path.join(a.out, "files")
    stream = os.path.join(a.out, "stream.card.yaml")
    broken_dir = os.path.join(a.out, "broken")
    for target in (files_dir, stream, broken_dir):
        if os.path.exists(target):
            if not a.force:
                sys.exit("make_corpus: %s exists; pass --force to replace it" % target)
            shutil.rmtree(target) if os.path.isdir(target) else os.remove(target)

    if a.files > 0:
        # Separate generators per part, so each part depends only on the seed and its size.
        total, per_kind = write_files(files_dir, a.files, random.Random("files-%d" % a.seed), Namer("F"))
        info.update(files_bytes=total, files_per_kind=per_kind, files_dirs=(a.files + FILES_PER_DIR - 1) // FILES_PER_DIR)
        print("make_corpus: %d files in %s (%.2f MB, %d per folder)" % (a.files, files_dir, total / 1e6, FILES_PER_DIR))
    if a.stream_mb > 0:
        size, docs = write_stream(stream, a.stream_mb, random.Random("stream-%d" % a.seed), Namer("S"))
        info.update(stream_bytes=size, stream_documents=docs)
        print("make_corpus: %s (%.2f MB, %d documents)" % (stream, size / 1e6, docs))
    if a.broken > 0:
        total = write_broken(broken_dir, a.broken, random.Random("broken-%d" % a.seed), Namer("B"))
        info.update(broken_bytes=total)
        print("make_corpus: %d broken files in %s (%.2f MB)" % (a.broken, broken_dir, total / 1e6))
    with open(os.path.join(a.out, "corpus.json"), "w") as f:
        json.dump(info, f, indent=2, sort_keys=True)
        f.write("\n")


if __name__ == "__main__":
    main()
