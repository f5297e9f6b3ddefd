// client.mjs: runs the engine in a Web Worker with a hard time limit.
//
//   const client = new PuppetClient({ timeoutMs: 10000 });
//   const result = await client.evaluate('notice(1+1)', { limits: { time_ms: 2000 } });
//   const types = await client.typeOf(code, { against: 'Integer' }, { channel: 'types' });
//
// Same methods and results as puppet.mjs (docs/api.md), returning promises, plus:
// - limits.time_ms (default: the constructor's timeoutMs): the engine stops a run itself after
//   that long, with an error of kind "limit"; a run still going HARD_STOP_GRACE_MS later is
//   stopped by terminating the worker, answered with the same words, and the next call starts
//   a fresh worker.
// - a worker whose wasm memory grew past recycleHeapBytes (RECYCLE_HEAP_BYTES, puppet.mjs) in a
//   call is terminated once it has answered, and the next call starts a fresh one: wasm memory
//   never shrinks, so one big run would otherwise keep hundreds of MB in the tab.
// - a `channel` (the optional last argument, { channel: 'name' }): a call supersedes the
//   unfinished call of the same channel, which is answered at once with an error of kind
//   "cancelled"; if that call is already running, it may go on until it has run as long as
//   the worker took to load, and is then stopped by terminating the worker (restarted on the
//   next call). A restart costs a load, so a short run (evaluate as you type) is cheaper to
//   let finish, and a long one never delays the new call by more than that.
// - a worker that fails once loaded (an uncaught error in it) answers its call at once, as an
//   internal error, instead of at the time limit; the next call starts a fresh worker.
// - a worker already started (the `worker` option: { worker, messages, startedAt }: created
//   with this client's workerUrl, an array its messages go into, in order, until the first call
//   takes it, and Date.now() at its creation) is the first worker, so that a page can start the
//   engine's load before this module has arrived (web/boot.js).
// - warmUp(runs) (default MODULE_WARM_UP): small runs made while the client is idle, so that the
//   worker compiles what a module's first run needs before the user asks for one: one at a
//   time, only when no call is queued or running, their answers dropped; a call sent during
//   one waits for the rest of that run only. A new worker (after a restart) makes them again.
// Calls are served one at a time, in order, and a call's clock starts when the worker is ready
// and the call is sent, not while it waits.
import { MODULE_WARM_UP, RECYCLE_HEAP_BYTES, failure, optionsText, thrownMessage } from './puppet.mjs';

const LOAD_TIMEOUT_MS = 60000;   // loading and compiling the module on a slow machine

/** How long after its time limit a run the engine did not stop is stopped with its worker. */
export const HARD_STOP_GRACE_MS = 1000;

// setTimeout's largest delay (2^31 - 1 ms, about 24.8 days), less the grace: a longer one fires
// at once, which would stop every run as soon as it starts
const MAX_TIMER_MS = 2 ** 31 - 1 - HARD_STOP_GRACE_MS;

// The engine's largest time limit (limits.h API_MAX_TIME_MS): the client's own timeoutMs is
// passed on no higher than that.
const ENGINE_MAX_TIME_MS = 600000;

export class PuppetClient {
  #workerUrl;
  #timeoutMs;
  #recycleHeapBytes;
  #worker = null;
  #ready = null;       // resolves when the current worker has loaded the engine
  #running = null;     // { id, timer, owner, end, shape, started } of the call being served
  #loadMs = 0;         // how long the current worker took to load: what a restart costs
  #nextId = 1;
  #queue = Promise.resolve();
  #channels = new Map();   // channel name -> the unfinished call's { cancel }
  #bundles = new Map();    // name -> loadBundle's arguments, for a new worker
  #started = null;         // the `worker` option until the first call takes it
  #loaded = false;         // the current worker has loaded the engine
  #calls = 0;              // calls made and not yet answered (the warm-up waits for none)
  #warm = null;            // warmUp's { runs, next, worker, sending, timer }
  #version = null;         // the versions the current worker sent with `ready` (if it did)

  /** Workers started so far (a restart after a timeout or a cancellation starts one more). */
  workersStarted = 0;

  /** Workers terminated because their memory grew past recycleHeapBytes. */
  workersRecycled = 0;

  /** warmUp's runs made so far (in every worker), and how long each took to be answered (ms). */
  warmUpTimes = [];

  /** Called as onProgress(loaded, total) while a worker downloads the module (total 0: unknown). */
  onProgress = null;

  constructor({
    timeoutMs = 10000, workerUrl = new URL('./worker.mjs', import.meta.url), onProgress = null,
    recycleHeapBytes = RECYCLE_HEAP_BYTES, worker = null,
  } = {}) {
    this.#timeoutMs = Number.isFinite(timeoutMs) && timeoutMs >= 0 ? Math.min(timeoutMs, MAX_TIMER_MS) : 10000;
    this.#recycleHeapBytes = recycleHeapBytes;
    this.#workerUrl = workerUrl;
    this.onProgress = onProgress;
    if (worker && worker.worker) {
      const at = Number(worker.startedAt);
      // its messages array goes on filling until the first call takes the worker: read then
      this.#started = { worker: worker.worker, messages: worker.messages || [], at: Number.isFinite(at) ? at : Date.now() };
    }
  }

  /** Runs source once in the worker; resolves to the result, never rejects. */
  evaluate(source, options = {}, control = {}) {
    return this.#run('evaluate', (opts) => [source, opts], options, control);
  }

  /** Resolves to the types of the program's value (puppet.mjs typeOf). */
  typeOf(source, options = {}, control = {}) {
    return this.#run('typeOf', (opts) => [source, opts], options, control);
  }

  /** Resolves to the program's value as String(value, format) (puppet.mjs format). */
  format(source, format = null, options = {}, control = {}) {
    return this.#run('format', (opts) => [source, format, opts], options, control);
  }

  /** Resolves to the source in the style guide's layout (puppet.mjs formatCode). */
  formatCode(source, options = {}, control = {}) {
    return this.#run('formatCode', (opts) => [source, opts], options, control);
  }

  /** Resolves to puppet-lint's style warnings of the source (puppet.mjs lint). */
  lint(source, options = {}, control = {}) {
    return this.#run('lint', (opts) => [source, opts], options, control);
  }

  /** Resolves to the outline of manifests, an object of paths and sources (puppet.mjs outline). */
  outline(files) {
    return this.#enqueue({ method: 'outline', args: [files] }, 'outline', this.#timeoutMs, {});
  }

  /** Resolves to the completions at line:column of source (puppet.mjs complete). */
  complete(source, line, column, options = {}, control = {}) {
    return this.#run('complete', (opts) => [source, line, column, opts], options, control);
  }

  /** Loads a module bundle into the worker (puppet.mjs loadBundle); a worker started later
   *  (after a timeout or a cancellation) loads it again before its first call. */
  loadBundle(name, files, options = {}) {
    this.#bundles.delete(name);
    this.#bundles.set(name, [name, files, options]);
    return this.#enqueue({ method: 'loadBundle', args: [name, files, options] }, 'evaluate', LOAD_TIMEOUT_MS, {});
  }

  /** Frees a bundle in the worker (puppet.mjs unloadBundle). */
  unloadBundle(name) {
    this.#bundles.delete(name);
    return this.#enqueue({ method: 'unloadBundle', args: [name] }, 'evaluate', this.#timeoutMs, {});
  }

  /** Resolves to the versions inside the module (those the worker sent when it was ready,
   *  without a call to it). */
  version() {
    return this.#enqueue({ method: 'version', args: [] }, 'evaluate', this.#timeoutMs, {});
  }

  /** Makes runs (each { source, options }, as evaluate takes them; default MODULE_WARM_UP) in
   *  the worker while the client is idle, one at a time, from now on and again in each worker
   *  started later; their answers are dropped. A call made meanwhile waits for the run in
   *  flight only, and the next run waits until no call is left. warmUp(null) stops them. */
  warmUp(runs = MODULE_WARM_UP) {
    if (this.#warm) clearTimeout(this.#warm.timer);
    this.#warm = Array.isArray(runs) && runs.length ? { runs, next: 0, worker: null, sending: false, timer: 0 } : null;
    this.#idle();
  }

  // The client has no call left: the next warm-up run goes after a task, so that a call the
  // caller makes on an answer (the next of a series) comes first.
  #idle() {
    const warm = this.#warm;
    if (!warm || this.#calls > 0 || warm.sending) return;
    clearTimeout(warm.timer);
    warm.timer = setTimeout(() => this.#warmStep(warm), 0);
  }

  #warmStep(warm) {
    if (this.#warm !== warm || this.#calls > 0 || warm.sending || this.#running || !this.#worker || !this.#loaded) return;
    if (warm.worker !== this.#worker) {   // a new worker compiles everything again
      warm.worker = this.#worker;
      warm.next = 0;
    }
    if (warm.next >= warm.runs.length) return;
    const { source, options } = warm.runs[warm.next++];
    warm.sending = true;
    const started = Date.now();
    this.#run('evaluate', (opts) => [source, opts], options, { warmUp: true }).then(() => {
      this.warmUpTimes.push(Date.now() - started);
      warm.sending = false;
      this.#idle();
    });
  }

  /** Stops the worker; a later call starts a new one. */
  terminate() {
    if (this.#started) this.#started.worker.terminate();
    this.#started = null;
    if (this.#worker) this.#worker.terminate();
    this.#worker = null;
    this.#ready = null;
    this.#loaded = false;
  }

  // The options go to the engine as plain data (read once here, so that a getter or a Proxy
  // fails this call, not the worker), with limits.time_ms set to the call's time limit.
  #run(method, args, options, control) {
    let forwarded;
    let timeout = this.#timeoutMs;
    try {
      forwarded = options == null ? {} : JSON.parse(optionsText(options));
      if (forwarded !== null && typeof forwarded === 'object' && !Array.isArray(forwarded)) {
        const limits = forwarded.limits;
        const ours = Math.max(1, Math.min(timeout, ENGINE_MAX_TIME_MS));
        if (limits == null) {
          forwarded.limits = { time_ms: ours };
        } else if (typeof limits === 'object' && !Array.isArray(limits)) {
          // 0 or null: the client's timeoutMs; anything else not a positive number is the
          // engine's to refuse (with the allowed range), under the client's timeout meanwhile
          if (typeof limits.time_ms === 'number' && limits.time_ms > 0 && limits.time_ms <= MAX_TIMER_MS) {
            timeout = limits.time_ms;
          } else if (limits.time_ms == null || limits.time_ms === 0) {
            limits.time_ms = ours;
          }
        }
      }
    } catch (err) {
      return Promise.resolve(failure('evaluation', `Invalid options: ${thrownMessage(err)}`, method));
    }
    return this.#enqueue({ method, args: args(forwarded) }, method, timeout, control);
  }

  #enqueue(message, shape, timeout, control) {
    let channel;
    let warmUp = false;
    try {
      channel = control ? control.channel : undefined;
      warmUp = Boolean(control && control.warmUp === true);
    } catch {
      channel = undefined;
    }
    let settled = false;
    let resolveCall;
    const answer = new Promise((resolve) => { resolveCall = resolve; });
    if (!warmUp) this.#calls++;
    const finish = (result) => {
      if (settled) return false;
      settled = true;
      if (channel != null && this.#channels.get(channel) === entry) this.#channels.delete(channel);
      resolveCall(result);
      if (!warmUp) {
        this.#calls--;
        this.#idle();
      }
      return true;
    };
    const entry = {
      cancel: () => {
        const cancelled = failure('cancelled', 'Superseded by a newer request', shape);
        const running = this.#running;
        if (running && running.owner === finish) {
          // answered now; the worker is stopped only once the run has cost as much as a restart
          finish(cancelled);
          clearTimeout(running.timer);
          const stop = () => {
            if (this.#running !== running) return;   // it finished: the worker stays
            this.#running = null;
            this.terminate();
            running.end(cancelled);
          };
          const left = this.#loadMs - (Date.now() - running.started);
          if (left > 0) running.timer = setTimeout(stop, left);
          else stop();
        } else {
          finish(cancelled);   // still queued: its turn will find it settled and skip it
        }
      },
    };
    if (channel != null) {
      const older = this.#channels.get(channel);
      this.#channels.set(channel, entry);
      if (older) older.cancel();
    }
    const run = () => (settled ? undefined : this.#send(message, shape, timeout, finish));
    this.#queue = this.#queue.then(run, run).catch(() => {});
    return answer;
  }

  #start() {
    // a worker started before this client (the `worker` option), taken once
    const started = this.#started;
    this.#started = null;
    const worker = started ? started.worker : new Worker(this.#workerUrl, { type: 'module' });
    // the bundles loaded so far go first: messages are served in order, after the load
    for (const args of this.#bundles.values()) worker.postMessage({ id: 0, method: 'loadBundle', args });
    const startedAt = started ? started.at : Date.now();   // a restart costs the whole load
    this.workersStarted++;
    this.#worker = worker;
    this.#version = null;
    this.#ready = new Promise((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error('the engine took too long to load')), LOAD_TIMEOUT_MS);
      worker.onmessage = ({ data }) => {
        if (data.type === 'ready') {
          clearTimeout(timer);
          this.#version = data.version && typeof data.version === 'object' ? data.version : null;
          this.#loadMs = Date.now() - startedAt;
          this.#loaded = true;
          worker.onmessage = ({ data: answer }) => this.#answer(answer);
          // a worker that fails once loaded (an error thrown outside a call's try, an answer
          // that cannot be read) would otherwise leave its call waiting for the time limit
          worker.onerror = (event) => {
            event.preventDefault();
            this.#crashed(worker, event.message || 'it stopped with an error');
          };
          worker.onmessageerror = () => this.#crashed(worker, 'its answer could not be read');
          resolve();
        } else if (data.type === 'progress') {
          if (this.onProgress) this.onProgress(data.loaded, data.total);
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
    // what the started worker said before it was taken, in order, as if it came now (a message
    // after `ready` goes to the handler that `ready` installed)
    if (started) for (const data of started.messages.splice(0)) worker.onmessage({ data });
  }

  // The worker failed after loading: the call it serves is answered now, the worker is dropped
  // and the next call starts a fresh one.
  #crashed(worker, why) {
    if (this.#worker !== worker) return;   // an old worker's last words
    const running = this.#running;
    this.#running = null;
    this.terminate();
    if (running) {
      clearTimeout(running.timer);
      running.end(failure('evaluation', `Internal error: the engine's worker failed (${why}); the next run starts a new one`, running.shape));
    }
  }

  #answer({ id, result, heapBytes }) {
    const running = this.#running;
    if (!running || running.id !== id) return;   // an answer from before a restart
    clearTimeout(running.timer);
    this.#running = null;
    if (heapBytes > this.#recycleHeapBytes) {
      this.terminate();   // its memory never shrinks: the next call starts a fresh worker
      this.workersRecycled++;
    }
    running.end(result);
  }

  // Sends one call and waits for its answer, its timeout or its cancellation.
  async #send(message, shape, timeout, finish) {
    if (!this.#worker) this.#start();
    try {
      await this.#ready;
    } catch (err) {
      this.terminate();   // the next call tries a fresh worker
      finish(failure('evaluation', `The engine could not be loaded: ${err.message}`, shape));
      return;
    }
    // answered from what the worker said with `ready`: not queued behind its warm-up
    if (message.method === 'version' && this.#version) {
      finish(structuredClone(this.#version));
      return;
    }
    await new Promise((done) => {
      const id = this.#nextId++;
      const end = (result) => {
        finish(result);
        done();
        this.#idle();   // a cancelled call's run ended after its answer
      };
      // the engine stops the run at `timeout` itself; this is for one it would not stop
      const timer = setTimeout(() => {
        this.#running = null;
        this.terminate();
        end(failure('limit', `Evaluation took longer than ${timeout} ms and was stopped`, shape));
      }, timeout + HARD_STOP_GRACE_MS);
      this.#running = { id, timer, owner: finish, end, shape, started: Date.now() };
      try {
        this.#worker.postMessage({ id, ...message });
      } catch (err) {   // what cannot be sent (a Proxy source, a function in the options)
        clearTimeout(timer);
        this.#running = null;
        end(failure('evaluation', `Invalid call: ${thrownMessage(err)}`, shape));
      }
    });
  }
}
