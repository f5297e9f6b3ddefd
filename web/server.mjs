// server.mjs: a small static file server for the built page (build/web), used by
// `./build.sh serve` and by the browser test. Loopback only; GET and HEAD only.
//
//   node web/server.mjs DIR [PORT] [HOST]     (PORT 0 picks a free port)
//
// It sends each file with its type (application/wasm for .wasm, which streaming compilation
// requires) and the page's Content-Security-Policy as a header too, since a worker script gets
// its policy from its own response, not from the page's <meta>. Files are revalidated on every
// use (no-cache) by their ETag: an unchanged file is a 304, so a reload takes the browser's
// copy, and with it the compiled wasm code Chromium keeps beside a cached module.
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

/** Starts serving root; resolves to the listening http.Server. */
export function startServer(root, port = 8080, host = '127.0.0.1') {
  const base = path.resolve(root);
  const server = createServer(async (req, res) => {
    const send = (status, body, type = 'text/plain; charset=utf-8', etag = null) => {
      res.writeHead(status, {
        'Content-Type': type,
        'Content-Security-Policy': CONTENT_SECURITY_POLICY,
        'X-Content-Type-Options': 'nosniff',
        'Cache-Control': 'no-cache',
        ...(etag ? { ETag: etag } : {}),
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
      const etag = `"${info.size.toString(36)}-${Math.floor(info.mtimeMs).toString(36)}"`;
      const type = TYPES[path.extname(file)] || 'application/octet-stream';
      if (req.headers['if-none-match'] === etag) return send(304, null, type, etag);
      send(200, await readFile(file), type, etag);
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
