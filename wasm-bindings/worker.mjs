// worker.mjs: the engine (puppet.mjs) inside a module Web Worker, for client.mjs.
//
// Protocol: the worker posts {type: 'progress', loaded, total} while the module downloads
// (total 0 when unknown), then {type: 'ready'} once the engine is loaded, or
// {type: 'load-error', message} if it cannot be; then it answers each {id, method, args}
// (method 'evaluate', 'typeOf', 'format', 'formatCode', 'lint', 'outline', 'complete',
// 'loadBundle', 'unloadBundle' or 'version', args as puppet.mjs takes them) with
// {id, result, heapBytes}, in order, heapBytes being the wasm memory's size after the call (for
// client.mjs's recycling). It holds no timer: the engine stops a run at its time limit, and
// client.mjs one that would not stop by terminating the whole worker.
import { createPuppet, failure } from './puppet.mjs';

const METHODS = new Set(['evaluate', 'typeOf', 'format', 'formatCode', 'lint', 'outline', 'complete', 'loadBundle', 'unloadBundle', 'version']);

// the module's download, for the page's progress bar: at most one message every 50 ms
let lastProgress = 0;
const ready = createPuppet({
  onProgress(loaded, total) {
    const now = Date.now();
    if (now - lastProgress < 50 && loaded !== total) return;
    lastProgress = now;
    self.postMessage({ type: 'progress', loaded, total });
  },
});
ready.then(
  () => self.postMessage({ type: 'ready' }),
  (err) => self.postMessage({ type: 'load-error', message: String(err && err.message ? err.message : err) }),
);

self.onmessage = async ({ data }) => {
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
