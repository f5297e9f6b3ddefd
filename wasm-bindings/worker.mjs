// worker.mjs: the engine (puppet.mjs) inside a module Web Worker, for client.mjs.
//
// Protocol: the worker posts {type: 'ready'} once the engine is loaded, or
// {type: 'load-error', message} if it cannot be; then it answers each {id, method, source,
// options} (method 'evaluate' or 'version') with {id, result}, in order. It holds no timer:
// client.mjs stops a run that takes too long by terminating the whole worker.
import { createPuppet } from './puppet.mjs';

const ready = createPuppet();
ready.then(
  () => self.postMessage({ type: 'ready' }),
  (err) => self.postMessage({ type: 'load-error', message: String(err && err.message ? err.message : err) }),
);

self.onmessage = async ({ data }) => {
  const { id, method, source, options } = data;
  let result;
  try {
    const puppet = await ready;
    result = method === 'version' ? await puppet.version() : await puppet.evaluate(source, options);
  } catch (err) {
    result = {
      ok: false, value: null, type: null, output: [], warnings: [], catalog: null, ast: null,
      error: {
        kind: 'evaluation', message: `Internal error: ${err && err.message ? err.message : err}`,
        line: 0, column: 0, end_line: 0, end_column: 0,
      },
      stats: { parse_ms: 0, eval_ms: 0, steps: 0, peak_bytes: 0 },
    };
  }
  self.postMessage({ id, result });
};
