#!/usr/bin/env bash
# Instructions `cardc lint` executes on one core (valgrind callgrind), on the same corpora for
# each binary given: repeatable whatever the machine's load, unlike the timings of run.sh.
# The one-core ratios of docs/performance.md ("Issue 24") compare these counts.
#
#   bash Benchmarks/instructions.sh CARDC [OTHER_CARDC ...]
#
# Corpus: Benchmarks/.corpus/instructions (1,000 files and a 2 MB stream, seed 1), made on first
# use by make_corpus.py. Compare builds linked alike (both dynamic or both
# --static-swift-stdlib): static linking skips about 7 M instructions of start-up.
set -euo pipefail
here="$(cd "$(dirname "$0")" && pwd)"
corpus="$here/.corpus/instructions"
command -v valgrind >/dev/null || { echo "instructions.sh: needs valgrind (apt-get install valgrind)" >&2; exit 2; }
[ $# -ge 1 ] || { echo "usage: bash Benchmarks/instructions.sh CARDC [OTHER_CARDC ...]" >&2; exit 2; }
if [ ! -f "$corpus/stream.card.yaml" ]; then
  python3 "$here/make_corpus.py" --files 1000 --stream-mb 2 --out "$corpus" >/dev/null
fi
out="$(mktemp)"
trap 'rm -f "$out"' EXIT
printf '%-8s %14s  %s\n' workload instructions cardc
for binary in "$@"; do
  [ -x "$binary" ] || { echo "instructions.sh: $binary is not an executable" >&2; exit 2; }
  for input in "$corpus/files" "$corpus/stream.card.yaml"; do
    taskset -c 0 valgrind --tool=callgrind --callgrind-out-file="$out" "$binary" lint -- "$input" >/dev/null 2>&1 || true
    count="$(grep -E '^summary:' "$out" | head -1 | awk '{print $2}')"
    printf '%-8s %14s  %s\n' "$(basename "$input" .card.yaml)" "$count" "$binary"
  done
done
