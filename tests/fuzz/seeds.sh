#!/usr/bin/env bash
# tests/fuzz/seeds.sh TARGET DIR: writes the seed corpus of a fuzz target into DIR, taken from
# the project's tests (tests/fuzz/fuzz calls it when a corpus is empty).
#   parse, eval: every program of tests/conformance and tests/parser (cases and errors);
#   type:        the type strings of tests/unit/type_test.c, in pairs "A\nB", and each with a
#                literal value of the conformance cases as B;
#   format:      the format strings of String(v, '...') and sprintf('...') in the conformance
#                cases, each behind the two selector bytes of fuzz_format.c (value, mode),
#                spread over the values and modes;
#   yaml:        the YAML files of tests/hiera.
set -euo pipefail
here=$(cd "$(dirname "$0")" && pwd)
root=$(cd "$here/../.." && pwd)
target=$1 dir=$2
mkdir -p "$dir"

case "$target" in
parse|eval)
    # one cp for all: names that repeat (many areas have a basic.pp) get numbered backups
    find "$root/tests/conformance" "$root/tests/parser/cases" "$root/tests/parser/errors" \
        -name '*.pp' -size -64k -print0 | xargs -0 cp --backup=numbered -t "$dir"
    ;;
type)
    grep -o '"[A-Z][A-Za-z]*\(\[[^"]*\]\)\?"' "$root/tests/unit/type_test.c" | tr -d '"' |
        sed 's/\\\\/\\/g' | grep -v % | sort -u > "$dir/.types"
    values=('1' '-5' '3.5' "'abc'" '[1, "a", [true]]' '{"a" => 1, 2 => [undef]}' 'undef' 'default'
            '/re+/' 'Integer[1, 2]' '[]' '{}' '9223372036854775807' 'true')
    n=0 prev=Any
    while IFS= read -r t; do
        n=$((n + 1))
        printf '%s\n%s' "$t" "$prev" > "$dir/seed-$n"
        printf '%s\n%s' "$t" "${values[$((n % ${#values[@]}))]}" > "$dir/seed-v$n"
        prev=$t
    done < "$dir/.types"
    rm -f "$dir/.types"
    ;;
format)
    n=0
    while IFS= read -r f; do
        n=$((n + 1))
        # the two selector bytes: a value (29 in fuzz_format.c) and a mode (7)
        printf "\\$(printf '%03o' $((n % 29)))\\$(printf '%03o' $((n % 7)))%s" "$f" > "$dir/seed-$n"
    done < <( (grep -rhoE "String\([^()]*, *'[^']*'\)" "$root/tests/conformance" | sed -E "s/.*, *'([^']*)'\)$/\1/"
               grep -rhoE "sprintf\('[^']*'" "$root/tests/conformance" | sed -E "s/^sprintf\('//; s/'$//") |
             sort -u)
    ;;
yaml)
    # the YAML files of the Hiera suite (data and hiera.yaml files alike)
    find "$root/tests/hiera/cases" -name '*.yaml' -size -64k -print0 | xargs -0 cp --backup=numbered -t "$dir"
    ;;
*)
    echo "seeds.sh: no target '$target'" >&2
    exit 1
    ;;
esac
