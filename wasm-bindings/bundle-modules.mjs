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
// code), so their bytes are not shipped, and so are the providers modules add to built-in types
// (lib/puppet/provider/service/..., whose names the agent's provider check asks for). Specs,
// tasks, the other providers and facts are left out.
//
// It also writes OUTDIR/modules.json, the manifest the page reads: for each module its name, the
// Forge name and version from metadata.json, the Debian package and version it came from, the
// license (metadata.json's, as SPDX names it), the package's copyright file (Debian's /usr/share/doc/PACKAGE/
// copyright: the module's copyright holders and license terms), the bundle's file and size; and
// `licenses`, the full text of each license named (from /usr/share/common-licenses). For the
// page's modules browser and its loading on first use, each module also has `readme`, the
// opening of its README's description (the package's /usr/share/doc/PACKAGE/README.md, as
// plain paragraphs; empty when the package has none), and `provides`, the names outside its own namespace that it defines
// (stdlib's `pick`, concat's `concat_file`: Ruby functions and resource types), so that a run
// that cannot find such a name tells the page which bundle to load.
// A module that is not installed, or a file that cannot be read, stops the build with a message.
import { execFileSync } from 'node:child_process';
import { gunzipSync } from 'node:zlib';
import { mkdir, readFile, readdir, realpath, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';

// The modules the engine supports (build.sh MODULE_PACKAGES), in dependency order.
export const MODULES = ['stdlib', 'translate', 'concat', 'inifile', 'ntp', 'apt', 'ssh', 'systemd',
  'postgresql', 'apache', 'mysql', 'firewall', 'xinetd', 'haproxy', 'memcached', 'rsync', 'logrotate',
  'chrony', 'kmod', 'sysctl', 'tftp', 'vcsrepo', 'alternatives', 'archive', 'redis', 'mongodb', 'rabbitmq',
  'monit', 'openssl', 'staging', 'collectd', 'filebeat', 'zookeeper', 'etcd', 'ssh_keygen', 'corosync',
  'sssd',
  'wait_for', 'posix_acl', 'dns', 'datacat', 'mcollective', 'gitolite', 'tdc', 'powerdns', 'ipaclient', 'galera',
  'tea', 'quagga', 'archvsync', 'filemapper', 'openstacklib', 'etcddiscovery',
  'oslo', 'keystone',
  'heat', 'swift',
  'glance', 'nova', 'placement', 'cinder', 'neutron', 'horizon',
  'openstack_extras', 'vswitch', 'ovn', 'designate',
  'gnocchi', 'aodh', 'ceilometer', 'barbican', 'ironic', 'panko', 'octavia',
  'manila', 'magnum', 'mistral', 'cloudkitty', 'sahara', 'murano', 'congress', 'tempest', 'ceph'];

const SHIPPED = ['manifests', 'functions', 'types', 'templates', 'files', 'data'];
// (and the providers modules add to the built-in types that have providers: service
// pacemaker, swiftinit, which catalog_provider.c knows by name)
const RUBY = ['lib/puppet/functions', 'lib/puppet/parser/functions', 'lib/puppet/type',
  ...['exec', 'file', 'group', 'package', 'service', 'user'].map((t) => `lib/puppet/provider/${t}`)];
const TOP_FILES = ['metadata.json', 'hiera.yaml'];
// The SPDX names of metadata.json's licenses, and the files of Debian's common-licenses holding
// their texts (GPL-2.0 is GPL-2 there); a license without such a file has its text in the package's
// copyright file, which the manifest carries then
const LICENSE_NAMES = { 'Apache License, Version 2.0': 'Apache-2.0', 'Apache 2.0': 'Apache-2.0', GPLv2: 'GPL-2.0', Expat: 'MIT',
  'GPL-3+': 'GPL-3.0-or-later' };
const LICENSE_FILES = { 'Apache-2.0': 'Apache-2.0', 'GPL-2.0': 'GPL-2', 'GPL-3.0': 'GPL-3', 'GPL-3.0-or-later': 'GPL-3' };
// Modules packaged without a metadata.json (Puppet reads them all the same): their forge name
// and license (from the package's copyright file); the version is the package's upstream one.
const NO_METADATA = {
  logrotate: { name: 'rodjek-logrotate', license: 'Expat' },
  mongodb: { name: 'puppetlabs-mongodb', license: 'Apache-2.0' },
  filemapper: { name: 'adrienthebo-filemapper', license: 'Apache-2.0' },
};

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
  const metaFile = path.join(dir, NO_METADATA[name] ? 'manifests/init.pp' : 'metadata.json');
  const meta = NO_METADATA[name] ? { ...NO_METADATA[name] } : JSON.parse(await readFile(metaFile, 'utf8'));
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
  const real = await realpath(metaFile);
  let pkg = null, pkgVersion = null, copyright = null;
  try {
    pkg = execFileSync('dpkg', ['-S', real], { encoding: 'utf8' }).split(':')[0].trim();
    pkgVersion = dpkg(['-W', '-f=${Version}', pkg]);
    copyright = await readFile(`/usr/share/doc/${pkg}/copyright`, 'utf8');
  } catch (err) {
    throw new Error(`${name}: no Debian package owns ${real} (${err.message.split('\n')[0]})`);
  }
  if (meta.version === undefined) meta.version = pkgVersion.replace(/^\d+:/, '').replace(/[-+].*$/, '');
  return { meta, files, pkg, pkgVersion, copyright };
}

// The opening paragraphs of a README in Markdown: those under its description heading (else the
// first ones), as plain text: links, emphasis and code marks dropped, at most about 700 bytes.
export function readmeExcerpt(markdown) {
  const lines = markdown.replace(/\r/g, '').split('\n');
  let start = lines.findIndex((l) => /^#+\s.*description/i.test(l));
  if (start < 0) start = lines.findIndex((l) => /^#+\s/.test(l));
  const paragraphs = [];
  let current = [];
  let fenced = false;
  for (const line of lines.slice(start + 1)) {
    if (/^```/.test(line)) { fenced = !fenced; continue; }
    if (fenced) continue;
    if (/^#+\s/.test(line) && paragraphs.length + (current.length ? 1 : 0) > 0) break;
    if (/^#+\s|^\s*[-*]?\s*\[.*\]\(#|^<|^\s*$/.test(line)) {   // headings, a contents list, HTML, blanks
      if (current.length) paragraphs.push(current.join(' '));
      current = [];
      continue;
    }
    current.push(line.trim());
  }
  if (current.length) paragraphs.push(current.join(' '));
  const plain = paragraphs.map((p) => p.replace(/!?\[([^\]]*)\](\([^)]*\)|\[[^\]]*\])/g, '$1').replace(/[`*]/g, '').replace(/\s+/g, ' ').trim())
    .filter(Boolean);
  const out = [];
  let size = 0;
  for (const p of plain) {
    if (size > 0 && size + p.length > 700) break;
    out.push(p.length > 700 ? `${p.slice(0, 697)}...` : p);
    size += p.length;
  }
  return out.join('\n\n');
}

async function readme(pkg) {
  for (const name of ['README.md', 'README.md.gz']) {
    const full = `/usr/share/doc/${pkg}/${name}`;
    const bytes = await readFile(full).catch(() => null);
    if (bytes) return readmeExcerpt((name.endsWith('.gz') ? gunzipSync(bytes) : bytes).toString('utf8'));
  }
  return '';
}

// The names a module's Ruby code defines outside its namespace: functions (lib/puppet/functions,
// a folder per namespace; lib/puppet/parser/functions) and resource types (lib/puppet/type).
function provides(name, files) {
  const functions = [], types = [];
  for (const p of Object.keys(files)) {
    let m = /^[^/]+\/lib\/puppet\/(?:parser\/)?functions\/(.+)\.rb$/.exec(p);
    if (m) {
      const fn = m[1].split('/').join('::');
      if (!fn.startsWith(`${name}::`)) functions.push(fn);
      continue;
    }
    m = /^[^/]+\/lib\/puppet\/type\/([^/]+)\.rb$/.exec(p);
    if (m) types.push(m[1]);   // never namespaced: `postgresql_psql`, `concat_file`
  }
  return { functions: [...new Set(functions)].sort(), types: [...new Set(types)].sort() };
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
    const license = LICENSE_NAMES[meta.license] || meta.license;
    if (!manifest.licenses[license]) {
      const full = `/usr/share/common-licenses/${LICENSE_FILES[license] || license}`;
      manifest.licenses[license] = await readFile(full, 'utf8').catch(() => {
        if (LICENSE_FILES[license] === undefined && copyright.includes(`License: ${meta.license}`)) return copyright;
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
      readme: await readme(pkg),
      provides: provides(name, files),
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
