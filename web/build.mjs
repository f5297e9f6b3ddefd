// build.mjs: bundles the page's scripts with esbuild into the output directory (called by
// `./build.sh web`; the static files and the engine are copied by build.sh).
//
//   node web/build.mjs OUTDIR
//
// Three entry points: boot.js (starts the playground's engine early), app.js (the playground)
// and embed.js (live examples in other pages). app.js and embed.js bundle CodeMirror from
// node_modules (nothing comes from a CDN); all keep the engine's client (./puppet/client.mjs)
// as a run-time import, so the worker and the wasm stay separate files.
import { build } from 'esbuild';
import { readFile, rm } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const here = path.dirname(fileURLToPath(import.meta.url));
const out = process.argv[2];
if (!out) {
  console.error('usage: node web/build.mjs OUTDIR');
  process.exit(2);
}

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

await rm(path.join(out, 'chunks'), { recursive: true, force: true });   // no stale chunks

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
  target: ['chrome105', 'firefox110', 'safari16'],
  external: ['./puppet/*'],
  legalComments: 'linked',
  metafile: true,
  logLevel: 'warning',
});

let total = 0;
for (const [file, info] of Object.entries(result.metafile.outputs)) total += info.bytes;
console.log(`web: bundled ${Object.keys(result.metafile.outputs).length} files, ${(total / 1024).toFixed(0)} KiB`);
