#!/usr/bin/env bash
# Builds the libFuzzer target over read -> decode -> check -> generate and runs it.
#   bash Tests/Fuzz/run.sh [SECONDS] [extra libFuzzer flags...]
# Seed corpus: the examples, every rule example from docs/rules.md, and Tests/Fuzz/seeds.
# Crashes and hangs land in Tests/Fuzz/.work/artifacts; each one found becomes a regression test.
# Afterwards a random sample of the corpus (ROUNDTRIP_SAMPLE files, default all) takes the
# compile-and-compare round trip: every file that lints clean is generated, compiled in one
# module under -warnings-as-errors, run, and its samples compared with the spec
# (GeneratedCodeRoundTripTests/corpusSampleRoundTrips).
set -euo pipefail
cd "$(dirname "$0")/../.."
seconds="${1:-60}"
shift || true
work=Tests/Fuzz/.work
mkdir -p "$work/build" "$work/corpus" "$work/artifacts"

flags=(-O -g -sanitize=fuzzer,address -parse-as-library -swift-version 6 -package-name cardc)
swiftc "${flags[@]}" -wmo -module-name CardEngine -emit-module -emit-module-path "$work/build/CardEngine.swiftmodule" \
    -emit-object -o "$work/build/CardEngine.o" $(find Sources/CardEngine -name '*.swift' | sort)
# The compiler's targets in layer order (Package.swift), each a module of its own as in SwiftPM
# (not CardCommandLine, which needs ArgumentParser and holds only flags, nor the host layers
# CardHost, CardUIKit and CardSwiftUI, which apps link and the compiler never runs).
objects=("$work/build/CardEngine.o")
# Only targets under Sources/: the test-support targets (Tests/, Plugins/Shared) are not the compiler.
for module in $(sed -n 's/^ *\.target(name: "\(Card[A-Za-z]*\)".*/\1/p' Package.swift | grep -v -e '^CardEngine$' -e '^CardCommandLine$' -e '^CardHost$' -e '^CardUIKit$' -e '^CardSwiftUI$'); do
    [ -d "Sources/$module" ] || continue
    swiftc "${flags[@]}" -wmo -module-name "$module" -I "$work/build" -I Sources/CYAML \
        -emit-module -emit-module-path "$work/build/$module.swiftmodule" \
        -emit-object -o "$work/build/$module.o" $(find "Sources/$module" -name '*.swift' | sort)
    objects+=("$work/build/$module.o")
done
swiftc "${flags[@]}" -I "$work/build" -I Sources/CYAML Tests/Fuzz/FuzzEntry.swift \
    "${objects[@]}" -lyaml -o "$work/fuzz-cardc"

# Seed corpus.
find examples -name '*.card.y*ml' -exec cp {} "$work/corpus/" \;
cp Tests/Fuzz/seeds/* "$work/corpus/" 2>/dev/null || true
python3 - "$work/corpus" <<'PY'
import re, sys, pathlib
text = pathlib.Path("docs/rules.md").read_text()
for i, block in enumerate(re.findall(r"```yaml\n(.*?)```", text, re.S)):
    pathlib.Path(sys.argv[1], f"rule-example-{i}.card.yaml").write_text(block)
PY

# The sanitizer suite's suppressions: one-time allocations of static initializers
# (CardFormat's description) that live for the process and are not leaks.
export LSAN_OPTIONS="suppressions=$PWD/Tests/Sanitizers/lsan.supp:print_suppressions=0"
"$work/fuzz-cardc" "$work/corpus" -max_total_time="$seconds" -timeout=5 -rss_limit_mb=2048 -max_len=65536 \
    -artifact_prefix="$work/artifacts/" -print_final_stats=1 "$@"

sample="$work/roundtrip-sample"
rm -rf "$sample"
mkdir -p "$sample"
python3 - "$work/corpus" "$sample" "${ROUNDTRIP_SAMPLE:-1000000}" <<'PY'
import pathlib, random, shutil, sys
files = sorted(p for p in pathlib.Path(sys.argv[1]).iterdir() if p.is_file())
for i, p in enumerate(random.Random(7).sample(files, min(len(files), int(sys.argv[3])))):
    shutil.copy(p, pathlib.Path(sys.argv[2], f"corpus-{i}.card.yaml"))
PY
CARDC_BUILD_TESTS=1 CARDC_ROUNDTRIP_CORPUS="$PWD/$sample" swift test --filter GeneratedCodeRoundTripTests/corpusSampleRoundTrips 2>&1 | grep -E "round trip:|✔|✘|error" | head -40
