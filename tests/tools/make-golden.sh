#!/usr/bin/env bash
# make-golden.sh FILE.pp...: writes the expected outputs of conformance cases from the
# reference Puppet: FILE.out, and FILE.warnings / FILE.err when the reference has them
# (tests/README.md). Each case's FILE.args (--strict, --verbose) is passed on, so files are
# grouped by their .args and each group is one call of puppet-reference (two run in parallel).
# The reference tool is ../shared/tools/puppet-reference from the repository root, or
# $PUPPET_REFERENCE.
set -euo pipefail
root=$(cd "$(dirname "$0")/../.." && pwd)
reference=${PUPPET_REFERENCE:-$root/../shared/tools/puppet-reference}
[ -x "$reference" ] || { echo "make-golden.sh: $reference not found (set PUPPET_REFERENCE)" >&2; exit 2; }
[ $# -gt 0 ] || { echo "usage: tests/tools/make-golden.sh FILE.pp..." >&2; exit 2; }

declare -A groups=()
for file in "$@"; do
    case "$file" in
        *.pp) ;;
        *) echo "make-golden.sh: $file is not a .pp file" >&2; exit 2 ;;
    esac
    [ -f "$file" ] || { echo "make-golden.sh: $file does not exist" >&2; exit 2; }
    args=""
    if [ -f "${file%.pp}.args" ]; then
        args=$(tr -s '[:space:]' ' ' < "${file%.pp}.args" | sed 's/^ //; s/ $//')
        for a in $args; do
            case "$a" in
                --strict|--verbose) ;;
                *) echo "make-golden.sh: ${file%.pp}.args: unsupported option $a" >&2; exit 2 ;;
            esac
        done
    fi
    # keyed with a prefix: bash refuses an empty associative-array key (no options)
    groups["with:$args"]+="$file"$'\n'
done

for key in "${!groups[@]}"; do
    args=${key#with:}
    mapfile -t files < <(printf '%s' "${groups[$key]}")
    # shellcheck disable=SC2086  # args is a list of options
    "$reference" --write $args "${files[@]}"
done
