#!/usr/bin/env bash
# Rerunnable benchmark of `cardc lint` against a libyaml C scan. See Benchmarks/README.md.
#
#   bash Benchmarks/run.sh [--rounds K] [--startup-runs R] [--files N] [--stream-mb M]
#                          [--broken-files B] [--seed S]
#                          [--only files,stream,diagnostics,startup,linearity,capacity,onecore,preview]
#                          [--compare OTHER_CARDC] [--no-build] [--require-goals]
#
# Builds cardc (release) and the C scanner, generates the corpora when missing or when the
# options changed, then runs Benchmarks/bench.py. Everything generated goes under
# Benchmarks/.corpus (git-ignored); results land in Benchmarks/.corpus/results.json.
# With --require-goals the exit status is 3 when the run missed a goal (the table says which).
set -euo pipefail

here="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
repo="$(cd "$here/.." && pwd)"
work="$here/.corpus"
bin="$work/bin"

rounds=11 startup_runs=20 files=10000 stream_mb=8 broken=3000 seed=1 only="files,stream,diagnostics,startup,linearity,capacity,onecore,preview" build=1
require_goals=()
compare=()
while [ $# -gt 0 ]; do
    case "$1" in
        --rounds) rounds="$2"; shift 2 ;;
        --startup-runs) startup_runs="$2"; shift 2 ;;
        --files) files="$2"; shift 2 ;;
        --stream-mb) stream_mb="$2"; shift 2 ;;
        --broken-files) broken="$2"; shift 2 ;;
        --seed) seed="$2"; shift 2 ;;
        --only) only="$2"; shift 2 ;;
        --compare) compare=(--compare "$2"); shift 2 ;;
        --no-build) build=0; shift ;;
        --require-goals) require_goals=(--require-goals); shift ;;
        -h|--help) sed -n '2,12p' "$0" | sed 's/^# \{0,1\}//'; exit 0 ;;
        *) echo "run.sh: unknown option $1 (see --help)" >&2; exit 2 ;;
    esac
done

mkdir -p "$bin"

# Linking the Swift libraries statically is a Linux option (macOS has them in the system).
if [ "$(uname)" = Linux ]; then static_flag=--static-swift-stdlib; else static_flag=; fi

# 1. cardc, release. CARDC=/path/to/cardc overrides (with or without --no-build).
if [ -n "${CARDC:-}" ]; then
    cardc="$CARDC"
else
    if [ "$build" = 1 ]; then
        # As README.md says to install it: on Linux, the Swift libraries linked in, so that it
        # starts without loading them (docs/performance.md).
        echo "== building cardc (release${static_flag:+, $static_flag})"
        (cd "$repo" && swift build -c release --product cardc $static_flag)
    fi
    cardc="$(cd "$repo" && swift build -c release --show-bin-path)/cardc"
fi
[ -x "$cardc" ] || { echo "run.sh: no cardc binary at $cardc" >&2; exit 2; }

# 2. The C scanner and a hello-world Swift executable, rebuilt when their source is newer.
if [ ! -x "$bin/yaml_scan" ] || [ "$here/yaml_scan.c" -nt "$bin/yaml_scan" ]; then
    echo "== building yaml_scan"
    # shellcheck disable=SC2046
    cc -O2 -o "$bin/yaml_scan" "$here/yaml_scan.c" $(pkg-config --cflags --libs yaml-0.1)
fi
# The goal's baseline is the hello-world as swiftc builds it by default; the second is linked
# like cardc (-static-stdlib), for the comparison of like with like.
hello_static=()
if [ ! -x "$bin/hello" ] || { [ -n "$static_flag" ] && [ ! -x "$bin/hello-static" ]; }; then
    echo "== building hello-world Swift executables"
    printf 'print("Hello, world!")\n' > "$bin/hello.swift"
    swiftc -O "$bin/hello.swift" -o "$bin/hello"
    if [ -n "$static_flag" ]; then swiftc -O -static-stdlib "$bin/hello.swift" -o "$bin/hello-static"; fi
fi
[ -n "$static_flag" ] && [ -x "$bin/hello-static" ] && hello_static=(--hello-static "$bin/hello-static")

# 3. Corpora: regenerated when missing or made with other options or another generator.
gen_sum="$(cksum < "$here/make_corpus.py" | cut -d' ' -f1)"
corpus() { # DIR FILES STREAM_MB [BROKEN_FILES]
    local dir="$1" stamp="files=$2 stream_mb=$3 broken=${4:-0} seed=$seed gen=$gen_sum"
    if [ "$(cat "$dir/.stamp" 2>/dev/null)" != "$stamp" ]; then
        echo "== generating corpus in $dir ($2 files, $3 MB stream, ${4:-0} broken files)"
        rm -f "$dir/.stamp"
        python3 "$here/make_corpus.py" --files "$2" --stream-mb "$3" --broken "${4:-0}" --seed "$seed" --out "$dir" --force
        echo "$stamp" > "$dir/.stamp"
    fi
}
corpus "$work" "$files" "$stream_mb"
case ",$only," in
    *,linearity,*) corpus "$work/x2" "$((files * 2))" 0; x2=(--corpus2x "$work/x2") ;;
    *) x2=() ;;
esac
case ",$only," in
    *,diagnostics,*) corpus "$work/broken" 0 0 "$broken"; broken_dir=(--broken "$work/broken/broken") ;;
    *) broken_dir=() ;;
esac

# 4. Measure.
echo "== cardc: $cardc ($("$cardc" --version)); load: $(cut -d' ' -f1-3 /proc/loadavg 2>/dev/null || echo '?')"
python3 "$here/bench.py" --cardc "$cardc" --scan "$bin/yaml_scan" --hello "$bin/hello" "${hello_static[@]}" \
    --corpus "$work" "${x2[@]}" "${broken_dir[@]}" "${compare[@]}" --rounds "$rounds" --startup-runs "$startup_runs" --only "$only" \
    --json "$work/results.json" "${require_goals[@]}"
