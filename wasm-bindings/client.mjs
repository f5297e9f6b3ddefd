// client.mjs: runs the engine in a Web Worker with a hard time limit.
//
//   const client = new PuppetClient({ timeoutMs: 10000 });
//   const result = await client.evaluate('notice(1+1)', { limits: { time_ms: 2000 } });
//
// Same results as puppet.mjs (docs/wasm-api.md), plus limits.time_ms: a run still going after
// that long is stopped by terminating the worker, and answered with an error of kind "limit";
// the next call starts a fresh worker. The engine's own step limit usually ends runaway
// programs first; the timeout is the guarantee. Calls are served one at a time, in order, and
// a call's clock starts when the worker is ready and the call is sent, not while it waits.

const LOAD_TIMEOUT_MS = 60000;   // loading and compiling the module on a slow machine

function failure(kind, message) {
  return {
    ok: false, value: null, type: null, output: [], warnings: [], catalog: null, ast: null,
    error: { kind, message, line: 0, column: 0, end_line: 0, end_column: 0 },
    stats: { parse_ms: 0, eval_ms: 0, steps: 0, peak_bytes: 0 },
  };
}

export class PuppetClient {
  #workerUrl;
  #timeoutMs;
  #worker = null;
  #ready = null;       // resolves when the current worker has loaded the engine
  #pending = null;     // { id, resolve, timer } of the call being served
  #nextId = 1;
  #queue = Promise.resolve();

  /** Workers started so far (a restart after a timeout starts one more). */
  workersStarted = 0;

  constructor({ timeoutMs = 10000, workerUrl = new URL('./worker.mjs', import.meta.url) } = {}) {
    this.#timeoutMs = timeoutMs;
    this.#workerUrl = workerUrl;
  }

  /** Runs source once in the worker; resolves to the result, never rejects. */
  evaluate(source, options = {}) {
    const { limits, ...rest } = options || {};
    let timeout = this.#timeoutMs;
    const forwarded = { ...rest };
    if (limits) {
      const { time_ms: timeMs, ...engineLimits } = limits;
      if (timeMs != null) timeout = timeMs;
      forwarded.limits = engineLimits;
    }
    return this.#enqueue({ method: 'evaluate', source, options: forwarded }, timeout);
  }

  /** Resolves to the versions inside the module. */
  version() {
    return this.#enqueue({ method: 'version' }, this.#timeoutMs);
  }

  /** Stops the worker; a later call starts a new one. */
  terminate() {
    if (this.#worker) this.#worker.terminate();
    this.#worker = null;
    this.#ready = null;
  }

  #enqueue(message, timeout) {
    const run = () => this.#send(message, timeout);
    const answer = this.#queue.then(run, run);
    this.#queue = answer.catch(() => {});
    return answer;
  }

  #start() {
    const worker = new Worker(this.#workerUrl, { type: 'module' });
    this.workersStarted++;
    this.#worker = worker;
    this.#ready = new Promise((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error('the engine took too long to load')), LOAD_TIMEOUT_MS);
      worker.onmessage = ({ data }) => {
        if (data.type === 'ready') {
          clearTimeout(timer);
          worker.onmessage = ({ data: answer }) => this.#answer(answer);
          resolve();
        } else if (data.type === 'load-error') {
          clearTimeout(timer);
          reject(new Error(data.message));
        }
      };
      worker.onerror = (event) => {
        clearTimeout(timer);
        event.preventDefault();
        reject(new Error(event.message || 'the worker failed to start'));
      };
    });
  }

  #answer({ id, result }) {
    const pending = this.#pending;
    if (!pending || pending.id !== id) return;   // an answer from before a restart
    clearTimeout(pending.timer);
    this.#pending = null;
    pending.resolve(result);
  }

  async #send(message, timeout) {
    if (!this.#worker) this.#start();
    try {
      await this.#ready;
    } catch (err) {
      this.terminate();   // the next call tries a fresh worker
      return failure('evaluation', `The engine could not be loaded: ${err.message}`);
    }
    return new Promise((resolve) => {
      const id = this.#nextId++;
      const timer = setTimeout(() => {
        this.#pending = null;
        this.terminate();
        resolve(failure('limit', `Evaluation took longer than ${timeout} ms and was stopped`));
      }, timeout);
      this.#pending = { id, resolve, timer };
      this.#worker.postMessage({ id, ...message });
    });
  }
}
