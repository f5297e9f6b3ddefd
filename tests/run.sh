#!/usr/bin/env bash
# tests/run.sh: runs the test suites and sums their counts (tests/README.md).
#
#   tests/run.sh [SUITE...]      default: every suite
#
# A suite is a directory tests/NAME/ holding an executable `run`: it is started from the
# repository root, may print anything, and ends with a line "N passed, N failed" (a word and a
# colon may stand before it); its exit status is non-zero when something failed. Suites run in
# the order below, then any other suite in name order, so a new suite needs no edit here.
# The builds are ./build.sh's business (`./build.sh test` builds, then calls this).
# The last line is the sum: "N passed, N failed"; the exit status is 1 when anything failed.
set -uo pipefail

here=$(cd "$(dirname "$0")" && pwd)
root=$(cd "$here/.." && pwd)
cd "$root" || exit 1
export PUPPET_ROOT="$root"
export PUPPET_BUILD="${PUPPET_BUILD:-$root/build}"

ORDER=(unit cli parser conformance wasm browser)

suites=()
if [ $# -gt 0 ]; then
    suites=("$@")
else
    for s in "${ORDER[@]}"; do
        [ -x "$here/$s/run" ] && suites+=("$s")
    done
    for dir in "$here"/*/; do
        s=$(basename "$dir")
        [ -x "$dir/run" ] || continue
        [[ " ${ORDER[*]} " == *" $s "* ]] && continue
        suites+=("$s")
    done
fi

total_passed=0 total_failed=0
summary=()
log=$(mktemp)
trap 'rm -f "$log"' EXIT
for s in "${suites[@]}"; do
    if [ ! -x "$here/$s/run" ]; then
        echo "no suite '$s' (tests/$s/run)"
        summary+=("$(printf '%-14s missing' "$s")")
        total_failed=$((total_failed + 1))
        continue
    fi
    echo "=== $s"
    start=$SECONDS
    "$here/$s/run" </dev/null 2>&1 | tee "$log"
    status=${PIPESTATUS[0]}
    line=$(grep -E '^([A-Za-z][A-Za-z0-9_-]*: )?[0-9]+ passed, [0-9]+ failed' "$log" | tail -n 1)
    if [[ $line =~ ([0-9]+)\ passed,\ ([0-9]+)\ failed ]]; then
        p=${BASH_REMATCH[1]} f=${BASH_REMATCH[2]}
        if [ "$status" -ne 0 ] && [ "$f" -eq 0 ]; then
            echo "$s: exit status $status although it counted no failure"
            f=1
        fi
    else
        echo "$s: exit status $status and no 'N passed, N failed' line"
        p=0 f=1
    fi
    total_passed=$((total_passed + p))
    total_failed=$((total_failed + f))
    summary+=("$(printf '%-14s %6d passed, %4d failed  (%d s)' "$s" "$p" "$f" $((SECONDS - start)))")
done

echo "=== summary"
printf '%s\n' "${summary[@]}"
echo "$total_passed passed, $total_failed failed"
[ "$total_failed" -eq 0 ]
