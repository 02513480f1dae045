#!/usr/bin/env bash
# Runs the whole test suite under a sanitizer, in its own build directory.
#   bash Tests/Sanitizers/run.sh address|thread
set -euo pipefail
cd "$(dirname "$0")/../.."
sanitizer="${1:?usage: run.sh address|thread}"
export LSAN_OPTIONS="suppressions=$PWD/Tests/Sanitizers/lsan.supp:print_suppressions=0"
export TSAN_OPTIONS="halt_on_error=1"
swift test --sanitize="$sanitizer" --scratch-path ".build-$sanitizer"
