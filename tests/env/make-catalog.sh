#!/usr/bin/env bash
# make-catalog.sh CASE.pp...: writes the catalog the reference compiles for environment cases,
# NAME.catalog.json beside each case (tests/README.md, "Environment cases"), with
# tests/tools/reference-catalog (the reference's puppet apply, compiled and never applied) and
# the case's NAME.args. The catalog is normalized as the catalog suite's goldens are (resources
# with type, title, tags, file as a base name, line, exported, parameters; edges; classes).
# A case whose compilation fails gets no catalog (and an old one is removed). Cases with the
# same arguments share one call of the tool. The log lines are not written: make-golden.sh
# writes them with puppet-reference (which, unlike this tool, compiles with --noop).
set -euo pipefail
root=$(cd "$(dirname "$0")/../.." && pwd)
here="$root/tests/env"
[ $# -gt 0 ] || { echo "usage: tests/env/make-catalog.sh CASE.pp..." >&2; exit 2; }

declare -A groups=()
for file in "$@"; do
    file=$(cd "$(dirname "$file")" && pwd)/$(basename "$file")
    case "$file" in
        "$here"/cases/*.pp) ;;
        *) echo "make-catalog.sh: $file is no case of tests/env/cases (NAME.pp)" >&2; exit 2 ;;
    esac
    [ -e "$file" ] || { echo "make-catalog.sh: $file does not exist" >&2; exit 2; }
    base=${file%.pp}
    args=""
    [ -f "$base.args" ] && args=$(tr -s '[:space:]' ' ' < "$base.args" | sed 's/^ //; s/ $//')
    groups["with:$args"]+="${file#"$here"/}"$'\n'
done

cd "$here"
for key in "${!groups[@]}"; do
    args=${key#with:}
    mapfile -t files < <(printf '%s' "${groups[$key]}")
    # one "==> FILE" header per case (the tool prints them for more than one file)
    # shellcheck disable=SC2086  # args is a list of options
    "$root/tests/tools/reference-catalog" $args "${files[@]}" "${files[0]}" 2>/dev/null | python3 -c '
import json, os, sys
text = sys.stdin.read()
parts = text.split("\n==> ") if text.startswith("==> ") else []
parts[0:1] = [parts[0][4:]] if parts else []
seen = set()
for part in parts:
    name, _, body = part.partition("\n")
    if name in seen:
        continue   # the first case given twice, so that the tool always prints headers
    seen.add(name)
    lines = body.split("\n")
    catalog = None
    for start in [i for i, l in enumerate(lines) if l == "{"][::-1]:
        try:
            catalog = json.loads("\n".join(lines[start:]))
            break
        except ValueError:
            pass
    target = name[:-3] + ".catalog.json"
    if catalog is None:
        if os.path.exists(target):
            os.remove(target)
        print("%s: no catalog (the compilation failed)" % name)
        continue
    with open(target, "w") as f:
        f.write(json.dumps(catalog, indent=2, ensure_ascii=False) + "\n")
    print("%s: %d resources" % (target, len(catalog["resources"])))
'
done
