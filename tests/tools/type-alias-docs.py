#!/usr/bin/env python3
"""tests/tools/type-alias-docs.py: writes engine/src/tools/module_type_aliases.def, the type
aliases that the modules the page bundles define in Puppet (types/*.pp: Stdlib::Port,
Systemd::Unit, ...), each with its definition and the one-paragraph description of its
documentation comment, that editors show on hover and in completion (complete's documentation,
docs/api.md). Read from Debian's puppet-module packages as installed under the reference's module
path (build.sh MODULE_PACKAGES, ./build.sh setup), the modules being those the page bundles
(wasm-bindings/bundle-modules.mjs MODULES); the modules are Apache-2.0 licensed and the
text is quoted from them. Run by hand where they are installed (CI may lack them: the output is
checked in).

  tests/tools/type-alias-docs.py [MODULEPATH] > engine/src/tools/module_type_aliases.def
"""
import glob, os, re, sys

MAX_CHARS = 300      # a longer definition (a big Struct) is cut, with "…"
MAX_PARAGRAPH = 400


def cut(text, limit):
    return text if len(text) <= limit else text[:limit].rstrip() + "…"


def read_alias(path):
    """(name, definition, paragraph) of a type alias file, or None when it holds none."""
    comments, code = [], []
    for line in open(path, encoding="utf-8").read().splitlines():
        stripped = line.strip()
        if not code and stripped.startswith("#"):
            comments.append(stripped[1:].strip())
        elif stripped.startswith("#"):
            continue   # a comment inside the definition (lint directives)
        elif stripped or code:
            code.append(re.sub(r"\s+#\s*lint:\S+\s*$", "", line))
    m = re.match(r"\s*type\s+([A-Z]\w*(?:::[A-Z]\w*)+)\s*=\s*(.*)", " ".join(code), re.S)
    if not m:
        return None
    definition = re.sub(r"\s+", " ", m.group(2)).strip()
    definition = re.sub(r"([\[{(])\s+", r"\1", definition)
    definition = re.sub(r",?\s+([\]})])", r"\1", definition)
    # the documentation: after @summary when there is one, else the first block of comments
    lines = [l for l in comments if not l.startswith("lint:")]
    for i, l in enumerate(lines):
        if l.startswith("@summary"):
            lines = [l[len("@summary"):].strip()] + lines[i + 1:]
            break
    paragraph = []
    for l in lines:
        if not l or l.startswith("@"):
            if paragraph:
                break
            continue
        paragraph.append(l)
    text = re.sub(r"\s+", " ", " ".join(paragraph)).strip()
    return m.group(1), cut(definition, MAX_CHARS), cut(text, MAX_PARAGRAPH)


def c_string(text):
    return '"' + text.replace("\\", "\\\\").replace('"', '\\"') + '"'


def bundled_modules():
    """The MODULES list of wasm-bindings/bundle-modules.mjs."""
    root = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "..")
    text = open(os.path.join(root, "wasm-bindings", "bundle-modules.mjs"), encoding="utf-8").read()
    return re.findall(r"'(\w+)'", re.search(r"export const MODULES = \[(.*?)\];", text, re.S).group(1))


def main():
    modulepath = sys.argv[1] if len(sys.argv) > 1 else "/usr/share/puppet/modules"
    rows = {}
    for module in sorted(bundled_modules()):
        for path in sorted(glob.glob(os.path.join(modulepath, module, "types", "**", "*.pp"), recursive=True)):
            alias = read_alias(path)
            if alias:
                rows.setdefault(alias[0], (module,) + alias)
    print("/* module_type_aliases.def: the type aliases that the bundled modules define in Puppet")
    print(" * (their types/ directory), quoted from Debian's puppet-module packages (Apache-2.0): X(module, name,")
    print(f" * definition, paragraph), the definition's blanks collapsed and cut at {MAX_CHARS} characters, the")
    print(" * paragraph the first of its documentation comment (after @summary), in name order. Written by")
    print(" * tests/tools/type-alias-docs.py; do not edit. */")
    for name in sorted(rows):
        module, name, definition, paragraph = rows[name]
        print(f"X({c_string(module)}, {c_string(name)}, {c_string(definition)}, {c_string(paragraph)})")


if __name__ == "__main__":
    sys.exit(main())
