// share.js: the playground's state in a URL fragment, so a link needs no server and never rots:
// `#v2.` + base64url of the zlib-compressed JSON (CompressionStream 'deflate'), holding every
// file of the project, the run's settings (the node's facts and name among them) and the engine
// version that made the link. Links of the first version (`#v1.`, a snippet's code) still open,
// as a project of site.pp alone.
import { MAIN, MAX_FILES, checkPath } from './project.js';

const PREFIXES = { 1: 'v1.', 2: 'v2.' };

// A link comes from anyone: these bound what opening one may cost. A shared state of more than
// 1 MiB (far beyond any snippet) is refused while it decompresses, so a zip bomb in the fragment
// never fills the tab's memory; its link, base64 of at most that, stays under 1.5 MiB (browsers
// keep URLs up to about 2 MB).
const MAX_LINK_CHARS = 1.5 * 1024 * 1024;
const MAX_STATE_BYTES = 1024 * 1024;

function toBase64Url(bytes) {
  let bin = '';
  for (let i = 0; i < bytes.length; i += 0x8000) bin += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
  return btoa(bin).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

function fromBase64Url(text) {
  if (!/^[A-Za-z0-9_-]*$/.test(text)) throw new Error('the link holds characters that base64url does not use');
  const b64 = text.replace(/-/g, '+').replace(/_/g, '/') + '==='.slice((text.length + 3) % 4);
  const bin = atob(b64);
  const bytes = new Uint8Array(bin.length);
  for (let i = 0; i < bin.length; i++) bytes[i] = bin.charCodeAt(i);
  return bytes;
}

// Pipes bytes through a (de)compression stream chunk by chunk; resolves to null as soon as the
// output passes `limit` bytes.
async function pipe(bytes, stream, limit = Infinity) {
  const reader = new Blob([bytes]).stream().pipeThrough(stream).getReader();
  const chunks = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.length;
    if (size > limit) {
      await reader.cancel();
      return null;
    }
    chunks.push(value);
  }
  const out = new Uint8Array(size);
  let at = 0;
  for (const chunk of chunks) {
    out.set(chunk, at);
    at += chunk.length;
  }
  return out;
}

const mebibytes = (n) => `${n / (1024 * 1024)} MiB`;

/**
 * The fragment (without '#') for a state: { v: 2, files: {path: text}, settings, engine }, or
 * { v: 1, code, settings } (what an older page made). Rejects with an Error saying why when the
 * state is too large for decodeState to accept.
 */
export async function encodeState(state) {
  const prefix = PREFIXES[state.v] || PREFIXES[2];
  const json = new TextEncoder().encode(JSON.stringify(state));
  if (json.length > MAX_STATE_BYTES) {
    throw new Error(`the code is too large to share: a link holds at most ${mebibytes(MAX_STATE_BYTES)}`);
  }
  const fragment = prefix + toBase64Url(await pipe(json, new CompressionStream('deflate')));
  if (fragment.length > MAX_LINK_CHARS) {
    throw new Error(`the code is too large to share: its link would pass ${mebibytes(MAX_LINK_CHARS)}`);
  }
  return fragment;
}

/**
 * Reads a fragment made by encodeState. Resolves to the state as { v, files: {path: text}
 * (site.pp always among them), settings, engine }, whatever the link's version, or rejects with
 * an Error whose message says what is wrong with the link (for the page to show).
 */
export async function decodeState(fragment) {
  const text = fragment.replace(/^#/, '');
  const version = Number(Object.keys(PREFIXES).find((v) => text.startsWith(PREFIXES[v])));
  if (!version) throw new Error(`this link is of an unknown version ("${text.slice(0, 8)}…")`);
  const PREFIX = PREFIXES[version];
  if (text.length > MAX_LINK_CHARS) {
    throw new Error(`the link is longer than the ${mebibytes(MAX_LINK_CHARS)} a shared link may be`);
  }
  let bytes;
  try {
    bytes = await pipe(fromBase64Url(text.slice(PREFIX.length)), new DecompressionStream('deflate'), MAX_STATE_BYTES);
  } catch (err) {
    throw new Error(`the link is damaged (it does not decompress: ${err.message || err}); it may have been cut short`);
  }
  if (bytes === null) {
    throw new Error(`the link holds more than the ${mebibytes(MAX_STATE_BYTES)} a shared snippet may be`);
  }
  let state;
  try {
    state = JSON.parse(new TextDecoder('utf-8', { fatal: true }).decode(bytes));
  } catch {
    throw new Error('the link is damaged (its content is not the playground\'s JSON)');
  }
  if (!state || typeof state !== 'object') throw new Error('the link holds no code');
  if (version === 1) {
    if (typeof state.code !== 'string') throw new Error('the link holds no code');
    return { v: 1, files: { [MAIN]: state.code }, settings: state.settings, engine: state.engine };
  }
  return { v: 2, files: checkedFiles(state.files), settings: state.settings, engine: state.engine };
}

// A link's files, each path one a project may hold and each text a string; rejects otherwise.
function checkedFiles(files) {
  if (!files || typeof files !== 'object' || Array.isArray(files)) throw new Error('the link holds no files');
  const entries = Object.entries(files);
  if (entries.length > MAX_FILES) throw new Error(`the link holds ${entries.length} files, more than the ${MAX_FILES} a project may have`);
  const out = {};
  for (const [path, text] of entries) {
    const c = checkPath(path);
    if (!c.ok || c.path !== path) throw new Error(`the link holds a file the playground cannot have ("${path.slice(0, 80)}": ${c.ok ? 'not written plainly' : c.reason})`);
    if (typeof text !== 'string') throw new Error(`the link's ${path} holds no text`);
    out[path] = text;
  }
  if (typeof out[MAIN] !== 'string') throw new Error(`the link holds no ${MAIN}`);
  return out;
}

/** True when the fragment is a shared state (as opposed to #example/<id> or nothing). */
export function isSharedFragment(fragment) {
  return /^#?v\d+\./.test(fragment);
}
