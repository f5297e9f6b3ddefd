#!/usr/bin/env bash
# make-golden.sh CASE...: writes the expected outputs of environment cases (tests/env/cases/
# NAME.pp, or NAME.dir, a directory given as the main manifest) from the reference Puppet:
# NAME.out, and NAME.warnings / NAME.err when the reference has them (tests/README.md).
# Each case's NAME.args (--modulepath, --facts, --certname, --hiera_config,
# --no-strict-variables, paths relative to tests/env) is passed on; cases with the same
# arguments share one call of the reference tool (two run in parallel). The reference names
# files by absolute path: the directory tests/env/ is taken out of what it wrote, so that the
# expected outputs name files as the cases do (relative to tests/env).
# The reference tool is ../shared/tools/puppet-reference from the repository root, or
# $PUPPET_REFERENCE.
set -euo pipefail
root=$(cd "$(dirname "$0")/../.." && pwd)
here="$root/tests/env"
reference=${PUPPET_REFERENCE:-$root/../shared/tools/puppet-reference}
[ -x "$reference" ] || { echo "make-golden.sh: $reference not found (set PUPPET_REFERENCE)" >&2; exit 2; }
[ $# -gt 0 ] || { echo "usage: tests/env/make-golden.sh CASE.pp|CASE.dir..." >&2; exit 2; }

declare -A groups=()
for file in "$@"; do
    file=$(cd "$(dirname "$file")" && pwd)/$(basename "$file")
    case "$file" in
        "$here"/cases/*.pp | "$here"/cases/*.dir) ;;
        *) echo "make-golden.sh: $file is no case of tests/env/cases" >&2; exit 2 ;;
    esac
    [ -e "$file" ] || { echo "make-golden.sh: $file does not exist" >&2; exit 2; }
    base=${file%.pp}
    args=""
    [ -f "$base.args" ] && args=$(tr -s '[:space:]' ' ' < "$base.args" | sed 's/^ //; s/ $//')
    groups["with:$args"]+="${file#"$here"/}"$'\n'
done

cd "$here"
for key in "${!groups[@]}"; do
    args=${key#with:}
    mapfile -t files < <(printf '%s' "${groups[$key]}")
    # shellcheck disable=SC2086  # args is a list of options
    "$reference" --write $args "${files[@]}"
    for file in "${files[@]}"; do
        base=${file%.pp}
        for out in "$base.out" "$base.warnings"; do
            [ -f "$out" ] && sed -i "s|$here/||g" "$out"
        done
    done
done
