"""corpus.py: what the module corpus's runner and make-golden share: a case's options.

A case tests/modules/cases/MODULE/NAME.pp may have NAME.args, whitespace-separated options:
`--fact-set NAME` (a preset of engine/facts/, default debian-12) and `--strict-variables`
(module catalogs compile with strict variables off, Puppet 7's default, unless this is given).
`--more-facts FILE.json` (a JSON object of facts, beside the case) gives facts over the fact
set's: a module's own fact that the preset node lacks, such as mysql's mysql_version.
`--file PATH` names a file the manifest reads, relative to the repository root: both read it
from the disk natively, the runner puts it in the wasm run's tree.
An unknown option is an error, so that a case never runs with options one side ignores.
`--fact-set` may be given several times: the manifest then also runs on each further fact set
FS, a variant of the case whose expectations are NAME@FS.out (.err, .warnings, .catalog.json)
beside the first fact set's NAME.out.
"""
import os

DEFAULT_FACT_SET = "debian-12"


def case_options(path):
    base = path[:-3] if path.endswith(".pp") else path
    opts = {"fact_set": DEFAULT_FACT_SET, "more_fact_sets": [], "strict_variables": False, "more_facts": None,
            "files": []}
    fact_sets = []
    if os.path.exists(base + ".args"):
        with open(base + ".args") as f:
            words = f.read().split()
        i = 0
        while i < len(words):
            if words[i] == "--fact-set" and i + 1 < len(words):
                fact_sets.append(words[i + 1])
                i += 2
            elif words[i] == "--more-facts" and i + 1 < len(words):
                opts["more_facts"] = os.path.join(os.path.dirname(path), words[i + 1])
                i += 2
            elif words[i] == "--file" and i + 1 < len(words):
                opts["files"].append(words[i + 1])
                i += 2
            elif words[i] == "--strict-variables":
                opts["strict_variables"] = True
                i += 1
            else:
                raise ValueError("%s.args: unknown option %r" % (base, words[i]))
    if fact_sets:
        opts["fact_set"], opts["more_fact_sets"] = fact_sets[0], fact_sets[1:]
    return opts
