// worker.mjs: the engine (puppet.mjs) inside a module Web Worker, for client.mjs.
//
// Protocol: the worker posts {type: 'progress', loaded, total} while the module downloads
// (total 0 when unknown), then {type: 'ready', version} once the engine is loaded (version:
// what the 'version' method answers), or
// {type: 'load-error', message} if it cannot be; then it answers each {id, method, args}
// (method 'evaluate', 'typeOf', 'format', 'formatCode', 'lint', 'outline', 'complete',
// 'loadBundle', 'unloadBundle' or 'version', args as puppet.mjs takes them) with
// {id, result, heapBytes}, in order, heapBytes being the wasm memory's size after the call (for
// client.mjs's recycling). Once loaded, before any call, it makes puppet.mjs's WARM_UP run (its
// answer dropped), so that the first call finds the common path compiled. It holds no timer:
// the engine stops a run at its time limit, and client.mjs one that would not stop by
// terminating the whole worker.
//
// A worker named MODULE_POSTED_NAME (`new Worker(url, { type: 'module', name })`) does not
// download the module: its creator compiles it (web/boot.js, from the page's first moments,
// while this worker still starts) and posts {type: 'module', module} before any call, module
// being the WebAssembly.Module, or null when it could not, which makes the worker download it
// after all; the progress messages are then the creator's.
import { createPuppet, failure, WARM_UP } from './puppet.mjs';

// The name of a worker whose module its creator posts (web/boot.js says it as a literal).
const MODULE_POSTED_NAME = 'puppet-engine (module posted)';

const METHODS = new Set(['evaluate', 'typeOf', 'format', 'formatCode', 'lint', 'outline', 'complete', 'loadBundle', 'unloadBundle', 'version']);

// the module's download, for the page's progress bar: at most one message every 50 ms
let lastProgress = 0;
let receiveModule = null;
const wasmModule = self.name === MODULE_POSTED_NAME ? new Promise((resolve) => { receiveModule = resolve; }) : null;
const ready = createPuppet({
  onProgress(loaded, total) {
    const now = Date.now();
    if (now - lastProgress < 50 && loaded !== total) return;
    lastProgress = now;
    self.postMessage({ type: 'progress', loaded, total });
  },
  wasmModule,
});
ready.then(
  async (puppet) => {
    // the versions come with `ready`: client.mjs answers version() from them, so that a page's
    // first call after the load does not wait for the warm-up below
    const version = await puppet.version();
    self.postMessage({ type: 'ready', version });
    puppet.evaluate(WARM_UP.source, WARM_UP.options);   // before any call (puppet.mjs WARM_UP)
  },
  (err) => self.postMessage({ type: 'load-error', message: String(err && err.message ? err.message : err) }),
);

self.onmessage = async ({ data }) => {
  if (data && data.type === 'module') {
    if (receiveModule) receiveModule(data.module instanceof WebAssembly.Module ? data.module : null);
    receiveModule = null;
    return;
  }
  const { id, method, args } = data;
  const shape = ['version', 'loadBundle', 'unloadBundle'].includes(method) ? 'evaluate' : method;
  let result;
  let heapBytes = 0;
  try {
    if (!METHODS.has(method)) throw new Error(`unknown method ${method}`);
    const puppet = await ready;
    result = await puppet[method](...(args || []));
    heapBytes = puppet.heapBytes();
  } catch (err) {
    result = failure('evaluation', `Internal error: ${err && err.message ? err.message : err}`,
      METHODS.has(shape) ? shape : 'evaluate');
  }
  self.postMessage({ id, result, heapBytes });
};
