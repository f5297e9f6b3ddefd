#!/usr/bin/env python3
"""Writes the expected files of parser cases from the reference Puppet (never from our parser).

usage: make-golden.py tests/parser/cases/NAME.pp...     writes NAME.ast (and NAME.warnings)
       make-golden.py tests/parser/errors/NAME.pp...    writes NAME.out

For a case, NAME.ast is `puppet parser dump --format pn --no-validate NAME.pp` laid out as
`puppet-eval --parse` prints it: a program of several statements is `(block` then one
statement per line, indented by two spaces, then `)`; the reference's own warnings (escapes)
go to NAME.warnings, without the file name. For an error case, NAME.out is the
`Error:` line of `puppet parser validate`, normalized as ../../../shared/tools/puppet-reference
normalizes `puppet apply`'s (the file name left out). When the
reference crashes or prints nothing for a case, no file is written and the case is reported:
its expectation must then be written by hand (docs/ast.md lists the known differences).
"""
import os
import re
import subprocess
import sys

ANSI = re.compile(r"\x1b\[[0-9;]*m")
HERE = os.path.dirname(os.path.abspath(__file__))


def split_top(inner):
    """Splits the elements of a PN list body at top level (outside strings and brackets)."""
    parts, depth, start, i, in_str = [], 0, 0, 0, False
    while i < len(inner):
        c = inner[i]
        if in_str:
            if c == "\\":
                i += 2
                continue
            if c == '"':
                in_str = False
        elif c == '"':
            in_str = True
        elif c in "([{":
            depth += 1
        elif c in ")]}":
            depth -= 1
        elif c == " " and depth == 0:
            parts.append(inner[start:i])
            start = i + 1
        i += 1
    parts.append(inner[start:])
    return [p for p in parts if p]


def layout(dump):
    if dump.startswith("(block ") and dump.endswith(")"):
        return "(block" + "".join("\n  " + p for p in split_top(dump[len("(block "):-1])) + ")\n"
    return dump + "\n"


def dump_case(path):
    proc = subprocess.run(["puppet", "parser", "dump", "--format", "pn", "--no-validate", path],
                          stdout=subprocess.PIPE, stderr=subprocess.STDOUT, text=True)
    lines = ANSI.sub("", proc.stdout).splitlines(True)
    text = "".join(l for l in lines if not l.startswith("Warning: "))
    warnings = [re.sub(r"\(file: [^,)]*, ", "(", l.rstrip("\n")) for l in lines if l.startswith("Warning: ")]
    prefix = "--- " + path
    if not text.startswith(prefix):
        return None, text.strip(), []
    return layout(text[len(prefix):].rstrip("\n")), None, warnings


def validate(paths):
    """{path: Error line} from one `puppet parser validate` run, normalized as puppet-reference
    normalizes `puppet apply`'s errors: "(file: F, line: L, column: C)" -> "(line: L, column: C)".
    A file whose error has no file name (the reference stopped) is left out."""
    proc = subprocess.run(["puppet", "parser", "validate"] + paths, stdout=subprocess.PIPE,
                          stderr=subprocess.STDOUT, text=True, errors="replace")
    found = {}
    for line in ANSI.sub("", proc.stdout).splitlines():
        m = re.match(r"^(Error: .*?) ?\(file: ([^,)]*)(?:, (line: \d+, column: \d+))?\)$", line)
        if not m:
            continue
        path = next((p for p in paths if os.path.abspath(p) == m.group(2)), None)
        if path and path not in found:
            found[path] = m.group(1) + (" (%s)" % m.group(3) if m.group(3) else "")
    if len(paths) == 1 and paths[0] not in found:
        for line in ANSI.sub("", proc.stdout).splitlines():
            if line.startswith("Error: ") and "Try 'puppet help" not in line:
                found[paths[0]] = line
                break
    return found


def main(argv):
    if not argv:
        print(__doc__.strip(), file=sys.stderr)
        return 2
    cases = [a for a in argv if os.sep + "cases" + os.sep in os.path.abspath(a)]
    errors = [a for a in argv if a not in cases]
    status = 0
    for path in cases:
        ast, problem, warnings = dump_case(path)
        if ast is None:
            print("NOT WRITTEN %s: %s" % (path, problem.splitlines()[0] if problem else "no output"))
            status = 1
            continue
        with open(path[:-3] + ".ast", "w", encoding="utf-8") as f:
            f.write(ast)
        if warnings:
            with open(path[:-3] + ".warnings", "w", encoding="utf-8") as f:
                f.write("".join(w + "\n" for w in warnings))
        elif os.path.exists(path[:-3] + ".warnings"):
            os.remove(path[:-3] + ".warnings")
    if errors:
        found = validate(errors)
        for path in errors:
            if path not in found:
                found.update(validate([path]))
            if path not in found:
                print("NOT WRITTEN %s: the reference reported no error" % path)
                status = 1
                continue
            with open(path[:-3] + ".out", "w", encoding="utf-8") as f:
                f.write(found[path] + "\n")
    return status


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
