// share.js: the editor state in a URL fragment, so a link needs no server and never rots:
// `#v1.` + base64url of the zlib-compressed JSON (CompressionStream 'deflate'), holding the code,
// the settings and the engine version that made the link.

const PREFIX = 'v1.';

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

async function pipe(bytes, stream) {
  const out = new Blob([bytes]).stream().pipeThrough(stream);
  return new Uint8Array(await new Response(out).arrayBuffer());
}

/** The fragment (without '#') for a state {code, settings, engine}. */
export async function encodeState(state) {
  const json = new TextEncoder().encode(JSON.stringify(state));
  return PREFIX + toBase64Url(await pipe(json, new CompressionStream('deflate')));
}

/**
 * Reads a fragment made by encodeState. Resolves to the state, or rejects with an Error whose
 * message says what is wrong with the link (for the page to show).
 */
export async function decodeState(fragment) {
  const text = fragment.replace(/^#/, '');
  if (!text.startsWith(PREFIX)) throw new Error(`this link is of an unknown version ("${text.slice(0, 8)}…")`);
  let bytes;
  try {
    bytes = await pipe(fromBase64Url(text.slice(PREFIX.length)), new DecompressionStream('deflate'));
  } catch (err) {
    throw new Error(`the link is damaged (it does not decompress: ${err.message || err}); it may have been cut short`);
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
