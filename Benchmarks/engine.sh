#!/usr/bin/env bash
# Rerunnable benchmark of CardEngine's runtime: time and heap allocations per event handled and
# per frame sampled, for each kind, against a baseline measured in the same run (see
# Benchmarks/README.md, "The runtime"). Linux (glibc): allocations are counted by interposing
# malloc.
#
#   bash Benchmarks/engine.sh [--operations N] [--require-goals | --require-no-allocations]
#
# With --require-goals the exit status is 3 when an operation took over 5 µs or allocated;
# with --require-no-allocations, only when one allocated (what .ci/run holds).
set -euo pipefail
here="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
repo="$(cd "$here/.." && pwd)"
out="$here/.corpus/engine"
operations=200000 args=()
while [ $# -gt 0 ]; do
    case "$1" in
        --operations) operations="$2"; shift 2 ;;
        --require-goals|--require-no-allocations) args+=("$1"); shift ;;
        -h|--help) sed -n '2,10p' "$0" | sed 's/^# \{0,1\}//'; exit 0 ;;
        *) echo "engine.sh: unknown option $1 (see --help)" >&2; exit 2 ;;
    esac
done
mkdir -p "$out"
cc -O2 -c "$here/engine/count_allocations.c" -o "$out/count_allocations.o"
# CardEngine as its own optimised module (whole module, as an app's release build compiles a
# package dependency), and the benchmark as another module that imports it: the typed wrappers
# are measured as an app calls them, across the module boundary.
mapfile -t sources < <(find "$repo/Sources/CardEngine" -name '*.swift' | sort)
echo "== building CardEngine, CardHost and the engine benchmark (swiftc -O -wmo)"
(cd "$out" && swiftc -O -wmo -parse-as-library -module-name CardEngine -package-name cardc -swift-version 6 \
    -emit-module -emit-module-path "$out/CardEngine.swiftmodule" -emit-library -static -o "$out/libCardEngine.a" "${sources[@]}")
# CardHost the same way, over CardEngine: the benchmark measures its placement (the scene) too.
mapfile -t hostSources < <(find "$repo/Sources/CardHost" -name '*.swift' | sort)
(cd "$out" && swiftc -O -wmo -parse-as-library -module-name CardHost -package-name cardc -swift-version 6 -I "$out" \
    -emit-module -emit-module-path "$out/CardHost.swiftmodule" -emit-library -static -o "$out/libCardHost.a" "${hostSources[@]}")
swiftc -O -wmo -module-name EngineBenchmark -package-name cardc -swift-version 6 -I "$out" -L "$out" -lCardHost -lCardEngine \
    "$here/engine/main.swift" "$out/count_allocations.o" -o "$out/engine-bench"
echo "== running ($operations operations a measurement, fastest of 7 rounds, one core)"
if command -v taskset >/dev/null; then pin=(taskset -c 0); else pin=(); fi
"${pin[@]}" "$out/engine-bench" "$operations" "${args[@]}"
