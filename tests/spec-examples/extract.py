#!/usr/bin/env python3
"""Extracts the code examples of the language specification into files.

usage: extract.py [SPEC_DIR] [OUT_DIR]
    (defaults: ../../../shared/spec relative to this script, and examples/ beside it)

Every fenced block (``` or ~~~) and every indented block (four spaces or a tab, after a blank
line) of each spec/*.md becomes OUT_DIR/<document>-<line>.pp, where <line> is the line of the
block's first line in the document; the block is dedented and written as is. Blocks that are
not meant as valid Puppet (grammar rules, outputs, deliberate errors) are listed with the
reason in not-puppet.txt beside this script; run.sh checks that every other example parses.
Re-running the script rewrites OUT_DIR from scratch, so the checked-in files always match the
spec documents.
"""
import os
import re
import sys


def blocks(lines):
    """Yields (first line number, [lines]) for each code block."""
    i = 0
    n = len(lines)
    while i < n:
        line = lines[i]
        fence = re.match(r"^\s*(```|~~~)", line)
        if fence:
            marker = fence.group(1)
            start = i + 1
            body = []
            i += 1
            while i < n and not lines[i].strip().startswith(marker):
                body.append(lines[i])
                i += 1
            i += 1
            yield start + 1, body
            continue
        indented = re.match(r"^( {4}|\t)", line) and line.strip()
        if indented and (i == 0 or not lines[i - 1].strip()):
            start = i
            body = []
            while i < n and (re.match(r"^( {4}|\t)", lines[i]) or not lines[i].strip()):
                body.append(lines[i])
                i += 1
            while body and not body[-1].strip():
                body.pop()
            yield start + 1, body
            continue
        i += 1


def dedent(body):
    expanded = [l.replace("\t", "    ") for l in body]
    widths = [len(l) - len(l.lstrip(" ")) for l in expanded if l.strip()]
    cut = min(widths) if widths else 0
    return [l[cut:].rstrip() for l in expanded]


def main(argv):
    here = os.path.dirname(os.path.abspath(__file__))
    spec = argv[0] if argv else os.path.join(here, "..", "..", "..", "shared", "spec")
    out = argv[1] if len(argv) > 1 else os.path.join(here, "examples")
    os.makedirs(out, exist_ok=True)
    for f in os.listdir(out):
        if f.endswith(".pp"):
            os.remove(os.path.join(out, f))
    count = 0
    for doc in sorted(os.listdir(spec)):
        if not doc.endswith(".md") or doc == "README.md":
            continue
        with open(os.path.join(spec, doc), encoding="utf-8") as fh:
            lines = fh.read().split("\n")
        for start, body in blocks(lines):
            text = "\n".join(dedent(body)).strip("\n")
            if not text.strip():
                continue
            name = "%s-%04d.pp" % (doc[:-3], start)
            with open(os.path.join(out, name), "w", encoding="utf-8") as fh:
                fh.write(text + "\n")
            count += 1
    print("%d examples written to %s" % (count, out))
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
