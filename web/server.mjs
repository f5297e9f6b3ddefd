// server.mjs: a small static file server for the built page (build/web), used by
// `./build.sh serve` and by the browser test. Loopback only; GET and HEAD only.
//
//   node web/server.mjs DIR [PORT] [HOST]     (PORT 0 picks a free port)
//
// It sends each file with its type (application/wasm for .wasm, which streaming compilation
// requires) and the page's Content-Security-Policy as a header too, since a worker script gets
// its policy from its own response, not from the page's <meta> (for a page, with the hashes of
// its inline scripts, as its <meta> has them). Files are revalidated on every use (no-cache) by
// their ETag: an unchanged file is a 304, so a reload takes the browser's copy, and with it the
// compiled wasm code Chromium keeps beside a cached module.
// A file precompressed by the web build (FILE.br, FILE.gz beside FILE, not older than it) is
// sent instead when the request accepts its encoding (brotli first), with Content-Encoding,
// Vary: Accept-Encoding and its own ETag; Content-Length is then the compressed size, as any
// static host sends it (the page knows the engine's uncompressed size from its build).
import { createHash } from 'node:crypto';
import { createServer } from 'node:http';
import { readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

const TYPES = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.wasm': 'application/wasm',
  '.json': 'application/json',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.ico': 'image/x-icon',
  '.txt': 'text/plain; charset=utf-8',
};

export const CONTENT_SECURITY_POLICY = [
  "default-src 'none'", "script-src 'self' 'wasm-unsafe-eval'", "worker-src 'self'",
  "connect-src 'self'", "style-src 'self'", "img-src 'self'", "base-uri 'none'",
  "form-action 'none'", "frame-ancestors 'none'",
].join('; ');

const ENCODINGS = [['br', '.br'], ['gzip', '.gz']];

// The policy for a file: a page's inline scripts (index.html holds boot.js inline, its hash in
// the page's own <meta> policy: web/build.mjs) are allowed by their hashes, as in that <meta>;
// both policies apply, so the header must allow them too.
async function policyFor(file) {
  if (path.extname(file) !== '.html') return CONTENT_SECURITY_POLICY;
  const html = await readFile(file, 'utf8');
  const hashes = [...html.matchAll(/<script>([\s\S]*?)<\/script>/g)]
    .map(([, code]) => `'sha256-${createHash('sha256').update(code).digest('base64')}'`);
  return hashes.length ? CONTENT_SECURITY_POLICY.replace("script-src 'self'", `script-src 'self' ${hashes.join(' ')}`) : CONTENT_SECURITY_POLICY;
}

// The encodings an Accept-Encoding header accepts (a q of 0 refuses one; * accepts the rest).
function acceptedEncodings(header) {
  const accepted = new Set();
  const refused = new Set();
  let any = false;
  for (const part of String(header || '').split(',')) {
    const [name, ...params] = part.trim().toLowerCase().split(';').map((x) => x.trim());
    if (!name) continue;
    const q = params.find((p) => p.startsWith('q='));
    const ok = !q || Number(q.slice(2)) > 0;
    if (name === '*') any = ok;
    else (ok ? accepted : refused).add(name);
  }
  return (encoding) => accepted.has(encoding) || (any && !refused.has(encoding));
}

// The variant of file to send for an Accept-Encoding header: { file, info, encoding } with
// encoding null for the file itself.
async function variant(file, info, acceptEncoding) {
  const accepts = acceptedEncodings(acceptEncoding);
  for (const [encoding, ext] of ENCODINGS) {
    if (!accepts(encoding)) continue;
    const packed = await stat(file + ext).catch(() => null);
    // one older than its file is stale (the file was rebuilt without it): not sent
    if (packed && packed.isFile() && packed.mtimeMs >= info.mtimeMs) return { file: file + ext, info: packed, encoding };
  }
  return { file, info, encoding: null };
}

/** Starts serving root; resolves to the listening http.Server. */
export function startServer(root, port = 8080, host = '127.0.0.1') {
  const base = path.resolve(root);
  const server = createServer(async (req, res) => {
    const send = (status, body, type = 'text/plain; charset=utf-8', etag = null, encoding = undefined, policy = CONTENT_SECURITY_POLICY) => {
      res.writeHead(status, {
        'Content-Type': type,
        'Content-Security-Policy': policy,
        'X-Content-Type-Options': 'nosniff',
        'Cache-Control': 'no-cache',
        ...(etag ? { ETag: etag } : {}),
        // a file that has precompressed variants: caches keep one answer per encoding
        ...(encoding !== undefined ? { Vary: 'Accept-Encoding' } : {}),
        ...(encoding ? { 'Content-Encoding': encoding } : {}),
        // as static hosts do: the page's progress bar reads the engine's size from it
        ...(status === 304 ? {} : { 'Content-Length': Buffer.byteLength(body) }),
      });
      res.end(req.method === 'HEAD' || status === 304 ? undefined : body);
    };
    if (req.method !== 'GET' && req.method !== 'HEAD') return send(405, 'method not allowed\n');
    let pathname;
    try {
      pathname = decodeURIComponent(new URL(req.url, 'http://localhost').pathname);
    } catch {
      return send(400, 'bad request\n');
    }
    let file = path.resolve(base, '.' + pathname);
    if (file !== base && !file.startsWith(base + path.sep)) return send(404, 'not found\n');
    try {
      let info = await stat(file);
      if (info.isDirectory()) {
        file = path.join(file, 'index.html');
        info = await stat(file);
      }
      const type = TYPES[path.extname(file)] || 'application/octet-stream';
      const hasVariants = (await Promise.all(ENCODINGS.map(([, ext]) => stat(file + ext).catch(() => null)))).some(Boolean);
      const chosen = await variant(file, info, req.headers['accept-encoding']);
      const etag = `"${chosen.info.size.toString(36)}-${Math.floor(chosen.info.mtimeMs).toString(36)}${chosen.encoding ? `-${chosen.encoding}` : ''}"`;
      const encoding = hasVariants ? chosen.encoding : undefined;
      const policy = await policyFor(file);
      if (req.headers['if-none-match'] === etag) return send(304, null, type, etag, encoding, policy);
      send(200, await readFile(chosen.file), type, etag, encoding, policy);
    } catch {
      send(404, 'not found\n');
    }
  });
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(Number(port), host, () => resolve(server));
  });
}

if (process.argv[1] && import.meta.url === pathToFileURL(path.resolve(process.argv[1])).href) {
  const [root, port = '8080', host = '127.0.0.1'] = process.argv.slice(2);
  if (!root) {
    console.error('usage: node web/server.mjs DIR [PORT] [HOST]');
    process.exit(2);
  }
  const server = await startServer(root, port, host);
  const { port: actual } = server.address();
  console.log(`serving ${path.resolve(root)} at http://${host}:${actual}/`);
}
