#!/usr/bin/env python3
"""What hostile inputs cost `cardc lint`, against a valid file of the same size.

    python3 Benchmarks/hostile.py                  # builds cardc (release), about 2 min of runs
    python3 Benchmarks/hostile.py --cardc PATH     # times that binary
    python3 Benchmarks/hostile.py --sizes 4        # only the 4 MB files

Each class below is written at about 4 MB and at the largest size the default file-size limit
allows (16 MiB less a little), next to a valid stream of the same size (make_corpus.py's
documents). Each file is linted with `--max-diagnostics 1` and with the default cap (200);
every run's peak resident set and elapsed time come from /usr/bin/time -v. The table gives,
per class, the worst case over sizes and caps: peak RSS in MB, and time and RSS as multiples
of the valid file's of that size. docs/performance.md ("Hostile inputs against a valid file")
holds a run. Files go to Benchmarks/.corpus/hostile (git-ignored), made once per size.

Classes (all within the limits: under 16 MiB, depth and alias limits untouched):

  unknown-keys      one spec, then one mapping of distinct keys the format lacks, none near
                    a known key (each error carries the known-keys note)
  near-miss-keys    the same, each key a known key with one to three letters changed (each
                    error carries a did-you-mean)
  labels-no-state   a sheet whose `labels` name states it does not have (each a did-you-mean
                    over the states and a note listing them)
  repeated-keys     one mapping that names the same key again and again (duplicate-key)
  broken-documents  a stream of documents, each with one unknown key
  bad-devices       one spec whose `devices` lists unknown profile names
"""

import argparse
import os
import random
import re
import subprocess
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)
import make_corpus  # noqa: E402

MIB = 1 << 20
SIZES = {"4": 4_000_000, "max": 16 * MIB - 64 * 1024}
HEAD = "version: 1\nname: Hostile\nkind: sheet\nsegments: [{ name: low, height: 100 }, { name: high, height: 400 }]\n"
# Known keys of a sheet spec, for near misses (longer names allow more letters changed).
KNOWN = ["orientations", "appearance", "animation", "thresholds", "segments", "devices", "samples", "models",
         "labels", "header", "version", "initialState"]
# The longest, where up to three letters changed is still a did-you-mean (enough distinct keys
# for the largest file).
LONG = ["orientations", "appearance", "animation", "thresholds", "initialState"]


def fill(path, size, head, line):
    """Writes `head`, then `line(i)` for i = 0, 1, ... until the file is `size` bytes."""
    total = 0
    with open(path, "w", encoding="utf-8", newline="\n") as f:
        f.write(head)
        total += len(head.encode())
        i = 0
        while True:
            text = line(i)
            n = len(text.encode())
            if total + n > size:
                break
            f.write(text)
            total += n
            i += 1
    return i


def unknown_keys(path, size):
    return fill(path, size, HEAD, lambda i: "qz%07dx: 1\n" % i)


def near_miss_keys(path, size):
    r = random.Random(1)
    seen = set()

    def line(_):
        while True:
            base = r.choice(LONG)
            chars = list(base)
            for _ in range(r.choice((1, 2, 3))):
                chars[r.randrange(len(chars))] = r.choice("abcdefghijklmnopqrstuvwxyz")
            key = "".join(chars)
            if key not in seen and key not in KNOWN:
                seen.add(key)
                return key + ": 1\n"
    return fill(path, size, HEAD, line)


def labels_no_state(path, size):
    return fill(path, size, HEAD + "labels:\n", lambda i: "  state%07d: A label\n" % i)


def repeated_keys(path, size):
    return fill(path, size, HEAD + "labels:\n  low: A label\n", lambda i: "  low: Again\n")


def broken_documents(path, size):
    doc = HEAD + "extra: 1\n"
    return fill(path, size, "", lambda i: ("---\n" if i else "") + doc.replace("Hostile", "Hostile%d" % i))


def bad_devices(path, size):
    return fill(path, size, HEAD + "devices:\n", lambda i: "  - phone%07d\n" % i)


CLASSES = [("unknown-keys", unknown_keys), ("near-miss-keys", near_miss_keys), ("labels-no-state", labels_no_state),
           ("repeated-keys", repeated_keys), ("broken-documents", broken_documents), ("bad-devices", bad_devices)]


def valid(path, size):
    """A stream of make_corpus.py's valid documents of `size` bytes or just over."""
    make_corpus.write_stream(path, size / 1_000_000, random.Random(1), make_corpus.Namer("V"))


def measure(cardc, path, cap):
    """(seconds, peak RSS in MB, exit status) of `cardc lint` on `path`."""
    args = ["/usr/bin/time", "-v", cardc, "lint"] + (["--max-diagnostics", str(cap)] if cap else []) + ["--", path]
    p = subprocess.run(args, stdout=subprocess.DEVNULL, stderr=subprocess.PIPE, text=True)
    rss = int(re.search(r"Maximum resident set size \(kbytes\): (\d+)", p.stderr).group(1)) / 1024
    wall = re.search(r"Elapsed \(wall clock\) time \(h:mm:ss or m:ss\): (?:(\d+):)?(\d+):([\d.]+)", p.stderr)
    seconds = int(wall.group(1) or 0) * 3600 + int(wall.group(2)) * 60 + float(wall.group(3))
    status = int(re.search(r"Exit status: (\d+)", p.stderr).group(1))
    return seconds, rss, status


def best(cardc, path, cap, rounds):
    """The fastest of `rounds` runs, and the largest peak of them."""
    runs = [measure(cardc, path, cap) for _ in range(rounds)]
    return min(r[0] for r in runs), max(r[1] for r in runs), runs[0][2]


def main():
    p = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    p.add_argument("--cardc", help="the cardc to time (default: build the release one)")
    p.add_argument("--sizes", default="4,max", help="comma-separated of: 4, max (default both)")
    p.add_argument("--rounds", type=int, default=3, help="runs per file and cap; the fastest counts (default 3)")
    p.add_argument("--out", default=os.path.join(HERE, ".corpus", "hostile"))
    a = p.parse_args()
    if not os.path.exists("/usr/bin/time"):
        sys.exit("hostile.py: needs GNU time at /usr/bin/time (apt-get install time)")
    cardc = a.cardc
    if not cardc:
        root = os.path.dirname(HERE)
        print("hostile.py: building cardc (swift build -c release --static-swift-stdlib)", file=sys.stderr)
        subprocess.run(["swift", "build", "--package-path", root, "-c", "release", "--static-swift-stdlib", "--product", "cardc",
                        "--scratch-path", os.path.join(root, ".build-instructions")], check=True, stdout=sys.stderr)
        cardc = os.path.join(root, ".build-instructions", "release", "cardc")
    os.makedirs(a.out, exist_ok=True)
    worst = {}
    print("%-17s %-5s %5s %9s %8s %7s %8s %7s %s" % ("class", "size", "cap", "bytes", "seconds", "x valid", "RSS MB", "x valid", "exit"))
    for size_name in a.sizes.split(","):
        size = SIZES[size_name]
        valid_path = os.path.join(a.out, "valid-%s.card.yaml" % size_name)
        if not os.path.exists(valid_path):
            valid(valid_path, size)
        base = {cap: best(cardc, valid_path, cap, a.rounds) for cap in (1, None)}
        for cap in (1, None):
            t, m, s = base[cap]
            print("%-17s %-5s %5s %9d %8.2f %7s %8.1f %7s %d" % ("valid", size_name, cap or 200, os.path.getsize(valid_path), t, "1.00",
                                                                  m, "1.00", s))
        for name, make in CLASSES:
            path = os.path.join(a.out, "%s-%s.card.yaml" % (name, size_name))
            if not os.path.exists(path):
                make(path, size)
            for cap in (1, None):
                t, m, s = best(cardc, path, cap, a.rounds)
                vt, vm, _ = base[cap]
                row = (t / vt, m / vm, m)
                print("%-17s %-5s %5s %9d %8.2f %7.2f %8.1f %7.2f %d" % (name, size_name, cap or 200, os.path.getsize(path), t, row[0],
                                                                         m, row[1], s))
                w = worst.get(name, (0, 0, 0))
                worst[name] = (max(w[0], row[0]), max(w[1], row[1]), max(w[2], row[2]))
    print("\nworst case per class (over sizes and caps): time and peak RSS as multiples of the valid file's, peak RSS in MB")
    for name, (t, m, rss) in worst.items():
        print("%-17s time %5.2fx  RSS %5.2fx  %6.1f MB" % (name, t, m, rss))


if __name__ == "__main__":
    main()
