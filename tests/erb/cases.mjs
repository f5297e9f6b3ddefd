// cases.mjs: the cases of the erb suite, made from the installed templates (see README.md).
//
//   node tests/erb/cases.mjs OUTDIR          writes every case, ready to run, under OUTDIR
//   node tests/erb/cases.mjs OUTDIR --golden  the same, then runs the reference on them and
//                                             writes its .out/.warnings/.err beside the cases
//
// A case tests/erb/cases/<module>/<path>.pp names its template on its first line
// (`# template: apache/templates/vhost.conf.erb`, under /usr/share/puppet/modules) and renders it
// with `inline_template($erb_template)`: here that variable becomes the template's text, as a
// single-quoted Puppet string, so that the module's files never enter the repository.
import { copyFileSync, existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const HERE = path.dirname(fileURLToPath(import.meta.url));
const ROOT = path.resolve(HERE, '../..');
const MODULES = '/usr/share/puppet/modules';
const CASES = path.join(HERE, 'cases');

function findCases(dir, rel = '') {
  const found = [];
  for (const entry of readdirSync(dir, { withFileTypes: true }).sort((a, b) => a.name.localeCompare(b.name))) {
    const relPath = rel ? `${rel}/${entry.name}` : entry.name;
    if (entry.isDirectory()) found.push(...findCases(path.join(dir, entry.name), relPath));
    else if (entry.name.endsWith('.pp')) found.push(relPath);
  }
  return found;
}

// Puppet's single-quoted string: only \\ and \' are escapes.
const quoted = (text) => "'" + text.replace(/\\/g, '\\\\').replace(/'/g, "\\'") + "'";

function manifest(rel) {
  const text = readFileSync(path.join(CASES, rel), 'utf8');
  const m = /^# template: (\S+)$/m.exec(text);
  if (!m) throw new Error(`${rel}: no "# template: <path>" line`);
  const file = path.join(MODULES, m[1]);
  if (!existsSync(file)) {
    throw new Error(`${rel}: ${file} is not installed (./build.sh setup installs the module packages)`);
  }
  const template = readFileSync(file, 'utf8');
  return text.split('$erb_template').join(quoted(template));
}

function main(argv) {
  const out = argv[0];
  if (!out) throw new Error('usage: cases.mjs OUTDIR [--golden]');
  const rels = findCases(CASES);
  for (const rel of rels) {
    const target = path.join(out, 'erb', rel);
    mkdirSync(path.dirname(target), { recursive: true });
    writeFileSync(target, manifest(rel));
    for (const ext of ['.out', '.warnings', '.err']) {
      const from = path.join(CASES, rel.slice(0, -3) + ext);
      if (existsSync(from)) copyFileSync(from, target.slice(0, -3) + ext);
    }
    // the reference rendered it with the module packages on its module path (nested templates,
    // the modules' functions): so does the engine
    writeFileSync(target.slice(0, -3) + '.args', `--modulepath ${MODULES}\n`);
  }
  const known = path.join(HERE, 'known-failures.txt');
  writeFileSync(path.join(out, 'known-failures.txt'), existsSync(known) ? readFileSync(known) : '');
  if (argv.includes('--golden')) {
    const reference = process.env.PUPPET_REFERENCE || path.join(ROOT, '../shared/tools/puppet-reference');
    const files = rels.filter((r) => argv.length < 3 || argv.slice(2).some((f) => r.includes(f)))
      .map((r) => path.join(out, 'erb', r));
    const r = spawnSync(reference, ['--write', '--modulepath', MODULES, '--facts', path.join(HERE, 'no-facts.json'),
      '--certname', 'playground.example.com', ...files], { stdio: 'inherit' });
    if (r.status !== 0) throw new Error('the reference failed');
    for (const file of files) {
      const rel = path.relative(path.join(out, 'erb'), file);
      for (const ext of ['.out', '.warnings', '.err']) {
        const from = file.slice(0, -3) + ext;
        const to = path.join(CASES, rel.slice(0, -3) + ext);
        if (existsSync(from)) copyFileSync(from, to);
        else if (existsSync(to)) writeFileSync(to, ''), spawnSync('rm', ['-f', to]);
      }
    }
  }
}

main(process.argv.slice(2));
