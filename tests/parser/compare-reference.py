#!/usr/bin/env python3
"""Compares our parser with the reference's on Puppet files (a development tool, not a suite).

usage: compare-reference.py PUPPET_EVAL FILE.pp...

For each file it runs `PUPPET_EVAL --parse FILE` and the reference's
`puppet parser dump --format pn --no-validate` (many files per call), and prints the files whose
dump or syntax error differs. Our dump puts a program's statements one per line and our errors
carry the `Could not parse for environment production: ` prefix of `puppet apply`; both are
normalized away before comparing. Needs the reference Puppet installed (see shared/tools).
Exit status: 0 when everything matches, 1 otherwise.
"""
import os
import re
import subprocess
import sys

ANSI = re.compile(r"\x1b\[[0-9;]*m")
PREFIX = "Could not parse for environment production: "


def reference(files):
    """Returns {file: text} with the reference's dump or 'Error: ...' line."""
    result = {}
    for i in range(0, len(files), 200):
        result.update(reference_chunk(files[i:i + 200]))
    return result


def reference_chunk(chunk):
    """One call of the reference on some files. When the reference crashes on one of them the
    whole call fails, so the chunk is split until the culprit is alone."""
    proc = subprocess.run(["puppet", "parser", "dump", "--format", "pn", "--no-validate"] + chunk,
                          stdout=subprocess.PIPE, stderr=subprocess.STDOUT, text=True,
                          errors="replace")
    text = ANSI.sub("", proc.stdout)
    if "Try 'puppet help parser dump'" in text:
        if len(chunk) == 1:
            first = text.splitlines()[0] if text else "Error: (crash)"
            return {chunk[0]: "CRASH " + first}
        half = len(chunk) // 2
        result = reference_chunk(chunk[:half])
        result.update(reference_chunk(chunk[half:]))
        return result
    result = {}
    current = None
    for f in chunk:   # the reference ends a dump without a line break
        text = re.sub(r"(?<!Error: )--- " + re.escape(f), lambda m: "\n" + m.group(0), text)
    for raw in text.splitlines():
        if not raw or raw.startswith("Warning: "):
            continue
        if raw.startswith("Error: --- "):
            current = raw[len("Error: --- "):]
            result[current] = None
        elif raw.startswith("--- "):
            # "--- file(dump..." : the dump follows the file name directly
            for f in chunk:
                if raw.startswith("--- " + f):
                    current = f
                    result[f] = raw[len("--- " + f):]
                    break
        elif raw.startswith("Error: ") and current is not None and result.get(current) is None:
            msg = re.sub(r" \(file: [^)]*\)$", "", raw)
            msg = re.sub(r"\(file: [^,)]*, ", "(", msg)
            result[current] = msg
        elif current is not None and result.get(current) is not None and not raw.startswith("Error:"):
            result[current] += "\n" + raw
    return result


def ours(binary, path):
    proc = subprocess.run([binary, "--parse", path], stdout=subprocess.PIPE, stderr=subprocess.PIPE,
                          text=True, errors="replace")
    out = proc.stdout.rstrip("\n")
    errors = [l for l in (out + "\n" + proc.stderr).splitlines() if l.startswith("Error: ")]
    if errors:   # puppet-eval prints the error on stderr
        return errors[0].replace(PREFIX, "", 1)
    return out.replace("\n  ", " ")


def main(argv):
    if len(argv) < 2:
        print(__doc__.strip(), file=sys.stderr)
        return 2
    binary, files = argv[0], argv[1:]
    ref = reference(files)
    failures = 0
    for f in files:
        mine = ours(binary, f)
        theirs = ref.get(f)
        if theirs is None:
            theirs = "(no reference output)"
        if mine != theirs:
            failures += 1
            print("DIFF %s\n  ours: %s\n  ref:  %s" % (f, mine[:2000], theirs[:2000]))
    print("%d same, %d different" % (len(files) - failures, failures))
    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
