#!/usr/bin/env python3
"""Differential fuzzing of our parser against the reference (a development tool, not a suite).

usage: fuzz-reference.py PUPPET_EVAL COUNT SEED_FILE.pp... [--seed N] [--keep DIR]

Makes COUNT mutants of the seed manifests (a token deleted, duplicated, swapped with its
neighbour, or a token inserted), then runs compare-reference.py on them: the dumps and the
syntax errors (message, line and column) must be the same. Mutants that differ are kept in
DIR (default: a temporary directory) for turning into test cases.
"""
import os
import random
import re
import subprocess
import sys
import tempfile

TOKEN = re.compile(r"""'(?:[^'\\]|\\.)*'|"(?:[^"\\]|\\.)*"|\$?[A-Za-z_:][\w:-]*|\d+(?:\.\d+)?|
                       <<\||\|>>|<\||\|>|=>|\+>|->|~>|<-|<~|==|!=|=~|!~|<=|>=|<<|>>|@@|\+=|-=|
                       \s+|.""", re.X | re.S)
VOCAB = ["{", "}", "(", ")", "[", "]", " [", ",", ";", "=>", "=", ":", "|", ".", "$x", "1", "'a'",
         '"s${x}"', "if", "else", "elsif", "case", "default", "File", "file", "->", "+", "-", "*",
         "!", "?", "@", "@@", "<|", "|>", "class", "define", "node", "function", "type", "in",
         "and", "or", "undef", "true", "/r/", "\n", "\n(", "+>", "* =>", "notice", "$y =", "::x"]


def mutate(text, rnd):
    if rnd.random() < 0.25 and text:
        # a character-level change, for the lexer
        i = rnd.randrange(len(text))
        c = rnd.choice("{}[]()$\"'@|<>=-+*/%!?:;,.~#\n \\\t0xe9aZ_")
        op = rnd.randrange(3)
        if op == 0:
            return text[:i] + text[i + 1:]
        if op == 1:
            return text[:i] + c + text[i:]
        return text[:i] + c + text[i + 1:]
    toks = [t for t in TOKEN.findall(text)]
    if not toks:
        return text
    i = rnd.randrange(len(toks))
    op = rnd.randrange(4)
    if op == 0:
        del toks[i]
    elif op == 1:
        toks.insert(i, toks[i])
    elif op == 2 and i + 1 < len(toks):
        toks[i], toks[i + 1] = toks[i + 1], toks[i]
    else:
        toks.insert(i, rnd.choice(VOCAB) + rnd.choice(["", " "]))
    return "".join(toks)


def main(argv):
    seed = 1
    keep = None
    args = []
    it = iter(argv)
    for a in it:
        if a == "--seed":
            seed = int(next(it))
        elif a == "--keep":
            keep = next(it)
        else:
            args.append(a)
    if len(args) < 3:
        print(__doc__.strip(), file=sys.stderr)
        return 2
    binary, count, seeds = args[0], int(args[1]), args[2:]
    rnd = random.Random(seed)
    texts = [open(s, encoding="utf-8").read() for s in seeds]
    out = keep or tempfile.mkdtemp(prefix="fuzz-")
    os.makedirs(out, exist_ok=True)
    files = []
    for n in range(count):
        t = rnd.choice(texts)
        for _ in range(rnd.randrange(1, 3)):
            t = mutate(t, rnd)
        path = os.path.join(out, "m%05d.pp" % n)
        with open(path, "w", encoding="utf-8") as f:
            f.write(t)
        files.append(path)
    here = os.path.dirname(os.path.abspath(__file__))
    proc = subprocess.run([sys.executable, os.path.join(here, "compare-reference.py"), binary] + files)
    print("mutants in", out)
    return proc.returncode


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
