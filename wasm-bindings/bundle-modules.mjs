// bundle-modules.mjs: packages Debian's installed Puppet modules as bundles for the wasm engine
// and the page (`./build.sh modules`, docs/modules.md):
//
//   node wasm-bindings/bundle-modules.mjs OUTDIR [MODULE...]
//
// For each module (default: every module of MODULES below), read from the module directory
// $PUPPET_MODULES (default /usr/share/puppet/modules, where build.sh setup installs them), it
// writes OUTDIR/NAME.json, `{ name, files }`: the files a compile reads (metadata.json,
// hiera.yaml, data/, manifests/, functions/, types/, templates/, files/), keyed
// `NAME/relative/path` as `loadBundle(name, files)` takes them. The module's Ruby functions and
// types (lib/puppet/functions, lib/puppet/parser/functions, lib/puppet/type) are listed with an
// empty text: the engine looks only at their names (its C implementations stand for their
// code), so their bytes are not shipped. Specs, tasks, providers and facts are left out.
//
// It also writes OUTDIR/modules.json, the manifest the page reads: for each module its name, the
// Forge name and version from metadata.json, the Debian package and version it came from, the
// license (metadata.json's), the package's copyright file (Debian's /usr/share/doc/PACKAGE/
// copyright: the module's copyright holders and license terms), the bundle's file and size; and
// `licenses`, the full text of each license named (from /usr/share/common-licenses).
// A module that is not installed, or a file that cannot be read, stops the build with a message.
import { execFileSync } from 'node:child_process';
import { mkdir, readFile, readdir, realpath, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';

// The modules the engine supports (build.sh MODULE_PACKAGES), in dependency order.
export const MODULES = ['stdlib', 'translate', 'concat', 'inifile', 'ntp', 'apt', 'ssh', 'systemd',
  'postgresql', 'apache', 'mysql', 'firewall'];

const SHIPPED = ['manifests', 'functions', 'types', 'templates', 'files', 'data'];
const RUBY = ['lib/puppet/functions', 'lib/puppet/parser/functions', 'lib/puppet/type'];
const TOP_FILES = ['metadata.json', 'hiera.yaml'];
// SPDX names of metadata.json, and the files of Debian's common-licenses holding their texts
const LICENSE_FILES = { 'Apache-2.0': 'Apache-2.0', 'Apache License, Version 2.0': 'Apache-2.0' };

async function walk(dir) {
  const out = [];
  let entries;
  try {
    entries = await readdir(dir, { withFileTypes: true });
  } catch (err) {
    if (err.code === 'ENOENT') return out;
    throw err;
  }
  for (const e of entries.sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0))) {
    const full = path.join(dir, e.name);
    const info = await stat(full);   // follows links, as Puppet reads the tree
    if (info.isDirectory()) out.push(...await walk(full));
    else if (info.isFile()) out.push(full);
  }
  return out;
}

function dpkg(args) {
  return execFileSync('dpkg-query', args, { encoding: 'utf8' }).trim();
}

async function bundleModule(root, name) {
  const dir = path.join(root, name);
  const meta = JSON.parse(await readFile(path.join(dir, 'metadata.json'), 'utf8'));
  const files = {};
  for (const f of TOP_FILES) {
    const full = path.join(dir, f);
    if (await stat(full).catch(() => null)) files[`${name}/${f}`] = await readFile(full, 'utf8');
  }
  for (const sub of SHIPPED) {
    for (const full of await walk(path.join(dir, sub))) {
      files[`${name}/${path.relative(dir, full)}`] = await readFile(full, 'utf8');
    }
  }
  for (const sub of RUBY) {
    for (const full of await walk(path.join(dir, sub))) {
      if (full.endsWith('.rb')) files[`${name}/${path.relative(dir, full)}`] = '';
    }
  }
  // the Debian package that installed the module, its version and copyright file
  const real = await realpath(path.join(dir, 'metadata.json'));
  let pkg = null, pkgVersion = null, copyright = null;
  try {
    pkg = execFileSync('dpkg', ['-S', real], { encoding: 'utf8' }).split(':')[0].trim();
    pkgVersion = dpkg(['-W', '-f=${Version}', pkg]);
    copyright = await readFile(`/usr/share/doc/${pkg}/copyright`, 'utf8');
  } catch (err) {
    throw new Error(`${name}: no Debian package owns ${real} (${err.message.split('\n')[0]})`);
  }
  return { meta, files, pkg, pkgVersion, copyright };
}

async function main() {
  const [out, ...names] = process.argv.slice(2);
  if (!out) {
    console.error('usage: node wasm-bindings/bundle-modules.mjs OUTDIR [MODULE...]');
    process.exit(2);
  }
  const root = process.env.PUPPET_MODULES || '/usr/share/puppet/modules';
  await mkdir(out, { recursive: true });
  const manifest = { modules: [], licenses: {} };
  let total = 0;
  for (const name of names.length ? names : MODULES) {
    const { meta, files, pkg, pkgVersion, copyright } = await bundleModule(root, name);
    const text = JSON.stringify({ name, files });
    await writeFile(path.join(out, `${name}.json`), text);
    total += text.length;
    const license = LICENSE_FILES[meta.license] || meta.license;
    if (!manifest.licenses[license]) {
      const full = `/usr/share/common-licenses/${license}`;
      manifest.licenses[license] = await readFile(full, 'utf8').catch(() => {
        throw new Error(`${name}: no text for its license ${meta.license} (${full})`);
      });
    }
    manifest.modules.push({
      name,
      forge_name: meta.name,
      version: meta.version,
      summary: meta.summary || '',
      source: meta.source || '',
      dependencies: (meta.dependencies || []).map((d) => d.name),
      package: pkg,
      package_version: pkgVersion,
      license,
      copyright,
      bundle: `${name}.json`,
      files: Object.keys(files).length,
      bytes: Buffer.byteLength(text),
    });
  }
  await writeFile(path.join(out, 'modules.json'), JSON.stringify(manifest, null, 2) + '\n');
  console.log(`modules: ${manifest.modules.length} bundles in ${out}, ${(total / 1024).toFixed(0)} KiB` +
    ` (${manifest.modules.map((m) => `${m.name} ${m.version}`).join(', ')})`);
}

main().catch((err) => {
  console.error(`bundle-modules: ${err.message}`);
  process.exit(1);
});
