#!/usr/bin/env bash
# Instructions `cardc lint` executes on one core (valgrind callgrind), on the same corpora for
# each binary given: repeatable whatever the machine's load, unlike the timings of run.sh.
# The one-core ratios of docs/performance.md ("Issue 24") compare these counts. The same run
# first counts libyaml's bare event scan of the same bytes (yaml_scan.c, built here with
# `cc -O2`), the floor, and prints each cardc count as a ratio to it (issue 37).
#
#   bash Benchmarks/instructions.sh                          # cardc as README.md installs it
#   bash Benchmarks/instructions.sh CARDC [OTHER_CARDC ...]  # the binaries given
#
# Without a binary, the script first builds cardc the way README.md installs it
# (`swift build -c release --static-swift-stdlib`, in .build-instructions) and counts that: the
# issue 37 goal (at most 1.5x the scan on both workloads) is judged on it. Corpus:
# Benchmarks/.corpus/instructions (1,000 files and a 2 MB stream, seed 1), made on first use by
# make_corpus.py. Compare builds linked alike (both dynamic or both --static-swift-stdlib):
# static linking skips about 6 M instructions of start-up (the loader's relocations against
# the Swift libraries).
set -euo pipefail
here="$(cd "$(dirname "$0")" && pwd)"
corpus="$here/.corpus/instructions"
command -v valgrind >/dev/null || { echo "instructions.sh: needs valgrind (apt-get install valgrind)" >&2; exit 2; }
if [ $# -eq 0 ]; then
  root="$(cd "$here/.." && pwd)"
  echo "instructions.sh: building cardc as README.md installs it (swift build -c release --static-swift-stdlib)" >&2
  swift build --package-path "$root" -c release --static-swift-stdlib --product cardc --scratch-path "$root/.build-instructions" >&2
  set -- "$root/.build-instructions/release/cardc"
fi
# Made again when make_corpus.py has changed since (a corpus the checker judges otherwise
# measures something else).
if [ ! -f "$corpus/stream.card.yaml" ] || [ "$here/make_corpus.py" -nt "$corpus/stream.card.yaml" ]; then
  python3 "$here/make_corpus.py" --files 1000 --stream-mb 2 --out "$corpus" --force >/dev/null
fi
for binary in "$@"; do
  [ -x "$binary" ] || { echo "instructions.sh: $binary is not an executable" >&2; exit 2; }
done
out="$(mktemp)"
scan="$(mktemp)"
trap 'rm -f "$out" "$scan"' EXIT
# shellcheck disable=SC2046
cc -O2 -o "$scan" "$here/yaml_scan.c" $(pkg-config --cflags --libs yaml-0.1)
# Instructions of one run under callgrind: COMMAND... -> the summary count.
count() {
  taskset -c 0 valgrind --tool=callgrind --callgrind-out-file="$out" "$@" >/dev/null 2>&1 || true
  grep -E '^summary:' "$out" | head -1 | awk '{print $2}'
}
declare -A floor
printf '%-8s %14s %7s  %s\n' workload instructions ratio program
for input in "$corpus/files" "$corpus/stream.card.yaml"; do
  name="$(basename "$input" .card.yaml)"
  floor[$name]="$(count "$scan" "$input")"
  printf '%-8s %14s %7s  %s\n' "$name" "${floor[$name]}" 1.00x "libyaml scan (yaml_scan.c)"
done
for binary in "$@"; do
  for input in "$corpus/files" "$corpus/stream.card.yaml"; do
    name="$(basename "$input" .card.yaml)"
    n="$(count "$binary" lint -- "$input")"
    printf '%-8s %14s %7s  %s\n' "$name" "$n" "$(awk -v a="$n" -v b="${floor[$name]}" 'BEGIN { printf "%.2fx", a / b }')" "$binary"
  done
done
