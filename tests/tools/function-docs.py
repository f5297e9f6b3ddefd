#!/usr/bin/env python3
"""tests/tools/function-docs.py: writes engine/src/tools/function_docs.def, the one-paragraph
description of each function of the reference's library and of puppetlabs-stdlib that editors
show on hover (complete's documentation, docs/api.md), from the documentation in their Ruby
sources (Puppet 7's lib/puppet/functions and lib/puppet/parser/functions as Debian installs them,
and the stdlib module Debian ships, the version the page bundles). Both are Apache-2.0 licensed;
the paragraphs are quoted from them. Run by hand where the reference is installed (CI has no
reference: the output is checked in).

  tests/tools/function-docs.py > engine/src/tools/function_docs.def
"""
import glob, os, re, sys

PUPPET = "/usr/lib/ruby/vendor_ruby/puppet"
STDLIB = "/usr/share/puppet/modules.available/puppetlabs-stdlib/lib/puppet"
MAX_CHARS = 400


def first_paragraph(lines):
    """The first paragraph of documentation lines (comment markers and indentation gone): the
    text after @summary when there is one, else the first block of text."""
    lines = [l.strip() for l in lines]
    for i, l in enumerate(lines):
        if l.startswith("@summary"):
            lines = [l[len("@summary"):].strip()] + lines[i + 1:]
            break
    while lines and not lines[0]:
        lines.pop(0)
    out = []
    for l in lines:
        if not l or l.startswith("@") or l.startswith("```"):
            break
        out.append(l)
    text = " ".join(out)
    text = re.sub(r"\[([^\]]+)\]\([^)]*\)", r"\1", text)   # a markdown link's text alone
    text = re.sub(r"\s+", " ", text).strip()
    if len(text) > MAX_CHARS:
        cut = text.rfind(". ", 0, MAX_CHARS)
        text = text[:cut + 1] if cut > 0 else text[:MAX_CHARS].rstrip() + "…"
    return text


def api4_doc(source):
    """The comment block before Puppet::Functions.create_function."""
    head = source.split("Puppet::Functions.create_function", 1)[0]
    block = []
    for line in head.splitlines():
        if line.startswith("#"):
            block.append(line[1:])
        elif block and line.strip():
            block = []   # code between comments: only the block right above counts
    block = [l for l in block if "frozen_string_literal" not in l]
    return first_paragraph(block)


def api3_doc(source):
    """The :doc string of newfunction: a heredoc or a quoted string."""
    m = re.search(r"(?::doc\s*=>|\bdoc:)\s*<<[-~]?['\"]?(\w+)['\"]?[^\n]*\n(.*?)^\s*\1\b", source, re.S | re.M)
    if m:
        return first_paragraph(m.group(2).splitlines())
    m = re.search(r"(?::doc\s*=>|\bdoc:)\s*\"((?:[^\"\\]|\\.)*)\"", source, re.S)
    if m:
        return first_paragraph(m.group(1).replace('\\"', '"').splitlines())
    return ""


def name_of(path, base):
    rel = os.path.relpath(path, base)[:-3]
    return rel.replace(os.sep, "::")


def collect():
    docs = {}
    for root, api in ((PUPPET, 4), (STDLIB, 4), (PUPPET, 3), (STDLIB, 3)):
        base = os.path.join(root, "functions" if api == 4 else "parser/functions")
        for path in sorted(glob.glob(os.path.join(base, "**", "*.rb"), recursive=True)):
            name = name_of(path, base)
            if name in docs:
                continue   # the 4.x function wins over a 3.x one of the same name
            text = open(path, encoding="utf-8").read()
            doc = api4_doc(text) if api == 4 else api3_doc(text)
            if doc:
                docs[name] = doc
    return docs


def c_string(text):
    return '"' + text.replace("\\", "\\\\").replace('"', '\\"') + '"'


def main():
    docs = collect()
    print("/* function_docs.def: the one-paragraph description of each function of Puppet 7's library and")
    print(" * of puppetlabs-stdlib 8.5.0, quoted from their Ruby sources (Apache-2.0), in name order:")
    print(" * X(name, paragraph). Written by tests/tools/function-docs.py; do not edit. */")
    for name in sorted(docs):
        print(f"X({c_string(name)}, {c_string(docs[name])})")


if __name__ == "__main__":
    sys.exit(main())
