// build.mjs: the web build's own steps, after build.sh has copied the static files (.html,
// .css, .svg) into the output directory (called by `./build.sh web`):
//
//   node web/build.mjs OUTDIR WASMDIR
//
// 1. Bundles the page's scripts with esbuild: boot.js (starts the playground's engine early),
//    app.js (the playground) and embed.js (live examples in other pages). app.js and embed.js
//    bundle CodeMirror from node_modules (nothing comes from a CDN); all keep the engine's
//    client (./puppet/client.mjs) as a run-time import, so the worker and the wasm stay
//    separate files.
// 2. Puts the engine into OUTDIR/puppet: client.mjs, puppet.mjs, the Emscripten glue and the
//    wasm as built in WASMDIR, and worker.mjs bundled with puppet.mjs and the glue (one request
//    for the worker instead of three in turn).
// 3. Lists app.js's chunks as <link rel="modulepreload"> in index.html (where it says
//    <!-- app.js chunks -->), so that they download beside app.js rather than after it, and puts
//    the bundled boot.js into it as an inline script (where it says <!-- boot.js -->), its hash
//    added to the page's Content-Security-Policy.
// 4. Precompresses every text file and the wasm: FILE.br (brotli) and FILE.gz (gzip) beside
//    FILE, for web/server.mjs or any static host that serves such files (docs/hosting.md).
import { build } from 'esbuild';
import { createHash } from 'node:crypto';
import { copyFile, mkdir, readdir, readFile, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import zlib from 'node:zlib';

const here = path.dirname(fileURLToPath(import.meta.url));
const [out, wasmDir] = process.argv.slice(2);
if (!out || !wasmDir) {
  console.error('usage: node web/build.mjs OUTDIR WASMDIR');
  process.exit(2);
}
const TARGET = ['chrome105', 'firefox110', 'safari16'];

// CodeMirror's styles (style-mod) go into a <style> element in a document, which a
// Content-Security-Policy without 'unsafe-inline' blocks; in a shadow root they go into a
// constructed stylesheet (adoptedStyleSheets), which CSP allows. This makes style-mod take the
// constructed-stylesheet path for documents too (every browser the page targets has it).
const STYLE_MOD_TEST = 'if (!root.head && root.adoptedStyleSheets && win.CSSStyleSheet) {';
const adoptedStyles = {
  name: 'style-mod-adopted',
  setup(b) {
    b.onLoad({ filter: /style-mod[\\/]src[\\/]style-mod\.js$/ }, async (args) => {
      const text = await readFile(args.path, 'utf8');
      if (!text.includes(STYLE_MOD_TEST)) throw new Error(`${args.path}: the expected test is gone; update web/build.mjs`);
      return { contents: text.replace(STYLE_MOD_TEST, 'if (root.adoptedStyleSheets && win.CSSStyleSheet) {'), loader: 'js' };
    });
  },
};

async function bundlePage() {
  await rm(path.join(out, 'chunks'), { recursive: true, force: true });   // no stale chunks
  // the engine's size, for the progress bar when the server sends it compressed (no usable length)
  const wasmBytes = (await stat(path.join(wasmDir, 'puppet-web.wasm'))).size;
  // the bundled modules' names and dependencies (a few hundred bytes), so that a run missing
  // `ntp` fetches its bundles at once, without waiting for modules/modules.json (lib/modules.js);
  // as JSON text: an object defined here would become a chunk of its own
  const manifest = JSON.parse(await readFile(path.join(out, 'modules', 'modules.json'), 'utf8').catch(() => '{"modules":[]}'));
  const moduleDeps = Object.fromEntries(manifest.modules.map((m) => [m.name, (m.dependencies || []).map((d) => String(d).split(/[/-]/).pop())]));
  const result = await build({
    plugins: [adoptedStyles],
    entryPoints: [path.join(here, 'boot.js'), path.join(here, 'app.js'), path.join(here, 'embed.js')],
    outdir: out,
    bundle: true,
    format: 'esm',
    // Shared code and the Vim bindings (loaded on demand) go into chunks/. The engine's files
    // are found from each entry's own URL (import.meta.url there), never from a chunk's.
    splitting: true,
    chunkNames: 'chunks/[name]-[hash]',
    minify: true,
    sourcemap: false,
    target: TARGET,
    external: ['./puppet/*'],
    define: { PUPPET_WASM_BYTES: String(wasmBytes), PUPPET_BUNDLED_MODULES: JSON.stringify(JSON.stringify(moduleDeps)) },
    legalComments: 'linked',
    metafile: true,
    logLevel: 'warning',
  });
  return result.metafile;
}

async function engine() {
  const dir = path.join(out, 'puppet');
  await mkdir(dir, { recursive: true });
  for (const name of ['client.mjs', 'puppet.mjs', 'puppet-web.mjs', 'puppet-web.wasm']) {
    await copyFile(path.join(wasmDir, name), path.join(dir, name));
  }
  // Node's built-ins are imported only when puppet.mjs runs under Node: never in a worker.
  const result = await build({
    entryPoints: [path.join(wasmDir, 'worker.mjs')],
    outfile: path.join(dir, 'worker.mjs'),
    bundle: true,
    format: 'esm',
    platform: 'browser',
    external: ['node:*'],
    minify: true,
    target: TARGET,
    legalComments: 'eof',
    metafile: true,
    logLevel: 'warning',
  });
  return result.metafile;
}

async function preloadChunks(metafile) {
  const entry = Object.entries(metafile.outputs).find(([, o]) => o.entryPoint && o.entryPoint.endsWith('app.js'));
  if (!entry) throw new Error('app.js is not among the bundles');
  const chunks = entry[1].imports.filter((i) => i.kind === 'import-statement' && !i.external).map((i) => path.relative(out, i.path));
  // from the source, so that building again finds the marker
  const html = await readFile(path.join(here, 'index.html'), 'utf8');
  const file = path.join(out, 'index.html');
  const marker = '<!-- app.js chunks -->';
  if (!html.includes(marker)) throw new Error(`index.html has no "${marker}" marker`);
  const links = chunks.map((c) => `<link rel="modulepreload" href="${c.split(path.sep).join('/')}">`).join('\n  ');
  await writeFile(file, await inlineBoot(html.replace(marker, links)));
  return chunks.length;
}

// boot.js goes into index.html as an inline script (where it says <!-- boot.js -->), so that it
// runs as the parser reaches it, with no request to wait for and before the first frame's style
// and layout; its hash goes into the page's Content-Security-Policy (script-src), which allows
// that script alone. The bundled boot.js file is then dropped.
async function inlineBoot(html) {
  const marker = '<!-- boot.js -->';
  if (!html.includes(marker)) throw new Error(`index.html has no "${marker}" marker`);
  const code = (await readFile(path.join(out, 'boot.js'), 'utf8')).trim();
  if (/<\/script/i.test(code)) throw new Error('boot.js holds "</script": it cannot be inlined');
  await rm(path.join(out, 'boot.js'));
  const hash = `'sha256-${createHash('sha256').update(code).digest('base64')}'`;
  const csp = /(<meta http-equiv="Content-Security-Policy"\s+content="[^"]*script-src 'self')/;
  if (!csp.test(html)) throw new Error('index.html\'s policy has no "script-src \'self\'"');
  return html.replace(csp, `$1 ${hash}`).replace(marker, `<script>${code}</script>`);
}

const COMPRESSED = /\.(html|css|js|mjs|svg|wasm|json|txt)$/;

async function* files(dir) {
  for (const e of await readdir(dir, { withFileTypes: true })) {
    const p = path.join(dir, e.name);
    if (e.isDirectory()) yield* files(p);
    else yield p;
  }
}

async function precompress() {
  const brotli = promisify(zlib.brotliCompress);
  const gzip = promisify(zlib.gzip);
  let raw = 0, br = 0, gz = 0;
  for await (const file of files(out)) {
    if (/\.(br|gz)$/.test(file)) {
      if (!(await stat(file.replace(/\.(br|gz)$/, '')).catch(() => null))) await rm(file);   // its file is gone
      continue;
    }
    if (!COMPRESSED.test(file)) continue;
    const bytes = await readFile(file);
    const variants = [
      ['.br', await brotli(bytes, {
        params: {
          [zlib.constants.BROTLI_PARAM_QUALITY]: 11,
          [zlib.constants.BROTLI_PARAM_SIZE_HINT]: bytes.length,
          [zlib.constants.BROTLI_PARAM_MODE]: file.endsWith('.wasm') ? zlib.constants.BROTLI_MODE_GENERIC : zlib.constants.BROTLI_MODE_TEXT,
        },
      })],
      ['.gz', await gzip(bytes, { level: 9 })],
    ];
    raw += bytes.length;
    for (const [ext, packed] of variants) {
      // a variant no smaller than the file is left out: the server then sends the file
      if (packed.length < bytes.length) await writeFile(file + ext, packed);
      else await rm(file + ext, { force: true });
      if (ext === '.br') br += Math.min(packed.length, bytes.length);
      else gz += Math.min(packed.length, bytes.length);
    }
  }
  return { raw, br, gz };
}

const page = await bundlePage();
const worker = await engine();
const preloaded = await preloadChunks(page);
const sizes = await precompress();
const kib = (n) => `${(n / 1024).toFixed(0)} KiB`;
const bundled = [...Object.values(page.outputs), ...Object.values(worker.outputs)].reduce((s, o) => s + o.bytes, 0);
console.log(`web: bundled ${Object.keys(page.outputs).length + 1} files, ${kib(bundled)} (${preloaded} chunks preloaded); ` +
  `all files ${kib(sizes.raw)}, brotli ${kib(sizes.br)}, gzip ${kib(sizes.gz)}`);
