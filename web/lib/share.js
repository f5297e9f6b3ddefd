// share.js: the editor state in a URL fragment, so a link needs no server and never rots:
// `#v1.` + base64url of the zlib-compressed JSON (CompressionStream 'deflate'), holding the code,
// the settings and the engine version that made the link.

const PREFIX = 'v1.';

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
 * The fragment (without '#') for a state {code, settings, engine}. Rejects with an Error saying
 * why when the state is too large for decodeState to accept.
 */
export async function encodeState(state) {
  const json = new TextEncoder().encode(JSON.stringify(state));
  if (json.length > MAX_STATE_BYTES) {
    throw new Error(`the code is too large to share: a link holds at most ${mebibytes(MAX_STATE_BYTES)}`);
  }
  const fragment = PREFIX + toBase64Url(await pipe(json, new CompressionStream('deflate')));
  if (fragment.length > MAX_LINK_CHARS) {
    throw new Error(`the code is too large to share: its link would pass ${mebibytes(MAX_LINK_CHARS)}`);
  }
  return fragment;
}

/**
 * Reads a fragment made by encodeState. Resolves to the state, or rejects with an Error whose
 * message says what is wrong with the link (for the page to show).
 */
export async function decodeState(fragment) {
  const text = fragment.replace(/^#/, '');
  if (!text.startsWith(PREFIX)) throw new Error(`this link is of an unknown version ("${text.slice(0, 8)}…")`);
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
  if (!state || typeof state !== 'object' || typeof state.code !== 'string') {
    throw new Error('the link holds no code');
  }
  return state;
}

/** True when the fragment is a shared state (as opposed to #example/<id> or nothing). */
export function isSharedFragment(fragment) {
  return /^#?v\d+\./.test(fragment);
}
