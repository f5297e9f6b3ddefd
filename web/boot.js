// boot.js: starts loading the engine from the page's first moments. web/build.mjs puts it into
// index.html as an inline script (its hash in the page's Content-Security-Policy), so that it
// runs as the parser reaches it: before the first frame's style and layout and before app.js's
// module graph (CodeMirror) is evaluated, with no request of its own to wait for. The worker's
// start and the compiled module's hand-over to it each take a task of the page's thread, which
// then finds them before its long tasks rather than after. It imports nothing. Two things at once:
// - the engine's worker (puppet/worker.mjs) is created; a worker takes a while to start, its
//   script being one more request;
// - the page itself downloads puppet-web.wasm and compiles it as it comes
//   (WebAssembly.compileStreaming), and posts the module to the worker, which is named so that
//   it waits for it instead of downloading it (wasm-bindings/worker.mjs); null when it could not,
//   and the worker downloads it after all. The download's progress is reported as the worker
//   would report it, as messages of the worker.
// The worker client (puppet/client.mjs) adopts the worker in lib/engine.js getClient, with what
// the worker said meanwhile, kept here in order (a failure to start as its load-error message).
// Where the policy keeps this script from running (a host sending an older policy as a header),
// the client starts its own worker, later.
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
  WebAssembly.compileStreaming(fetch(new URL('puppet/puppet-web.wasm', document.baseURI)).then(counted))
    .then(post, () => post(null));
})();
