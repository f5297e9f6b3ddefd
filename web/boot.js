// boot.js: starts loading the engine the moment this small classic script has arrived
// (index.html loads it `async`: it neither waits for the document to be parsed nor for app.js's
// module graph, and holds nothing back), so that the engine downloads and compiles while app.js
// (with CodeMirror) downloads and starts. It imports nothing (a module script would wait for its
// imports). Two things at once:
// - the engine's worker (puppet/worker.mjs) is created; a worker takes a while to start, its
//   script being one more request;
// - the page itself compiles puppet-web.wasm as it downloads (WebAssembly.compileStreaming,
//   from the request index.html's preload made), and posts the module to the worker, which is
//   named so that it waits for it instead of downloading it (wasm-bindings/worker.mjs); null
//   when it could not, and the worker downloads it after all. The download's progress is
//   reported as the worker would report it, as messages of the worker.
// The worker client (puppet/client.mjs) adopts the worker in lib/engine.js getClient, with what
// the worker said meanwhile, kept here in order (a failure to start as its load-error message).
(() => {
  // wasm-bindings/worker.mjs MODULE_POSTED_NAME
  const MODULE_POSTED_NAME = 'puppet-engine (module posted)';
  let worker;
  try {
    worker = new Worker(new URL('puppet/worker.mjs', document.baseURI), { type: 'module', name: MODULE_POSTED_NAME });
  } catch {
    return;   // no module workers here: the client starts its own and says why it cannot
  }
  const startedAt = Date.now();
  const messages = [];
  worker.onmessage = ({ data }) => messages.push(data);
  worker.onerror = (event) => {
    event.preventDefault();
    messages.push({ type: 'load-error', message: event.message || 'the worker failed to start' });
  };
  globalThis.puppetPlaygroundWorker = { worker, messages, startedAt };

  // the download's progress, as the worker's own messages say it: at most one every 50 ms
  let last = 0;
  const progress = (loaded, total) => {
    const now = Date.now();
    if (now - last < 50 && loaded !== total) return;
    last = now;
    worker.dispatchEvent(new MessageEvent('message', { data: { type: 'progress', loaded, total } }));
  };
  // the response with its body counted as it streams through; total 0 when the length is not
  // the decoded size (a compressed response) or not said
  const counted = (response) => {
    if (!response.ok || !response.body || typeof TransformStream !== 'function') return response;
    const total = response.headers.get('Content-Encoding') ? 0 : Number(response.headers.get('Content-Length')) || 0;
    let loaded = 0;
    const counter = new TransformStream({
      transform(chunk, controller) {
        loaded += chunk.byteLength;
        progress(loaded, total);
        controller.enqueue(chunk);
      },
    });
    return new Response(response.body.pipeThrough(counter), { status: response.status, headers: response.headers });
  };
  const post = (module) => worker.postMessage({ type: 'module', module });
  if (typeof WebAssembly !== 'object' || typeof WebAssembly.compileStreaming !== 'function') {
    post(null);
    return;
  }
  // credentials as the preload's (crossorigin, same origin), so that this request takes its answer
  WebAssembly.compileStreaming(fetch(new URL('puppet/puppet-web.wasm', document.baseURI)).then(counted))
    .then(post, () => post(null));
})();
