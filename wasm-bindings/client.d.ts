// client.d.ts: TypeScript declarations of client.mjs (docs/api.md, "In a worker").
import type {
  BundleAnswer, CompleteResult, EvaluateOptions, OutlineAnswer, EvaluateResult, Format,
  FormatCodeResult, FormatResult, LintResult, RunOptions, TypeOfOptions, TypeOfResult, Versions,
} from './puppet.js';

/** The optional last argument of a call: a call supersedes the unfinished call of its channel. */
export interface CallControl {
  channel?: string;
}

/** How long after its time limit a run the engine did not stop is stopped with its worker. */
export const HARD_STOP_GRACE_MS: number;

export class PuppetClient {
  constructor(options?: {
    timeoutMs?: number; workerUrl?: URL | string; onProgress?: ((loaded: number, total: number) => void) | null;
    /** The wasm memory past which a worker is replaced after a call (default RECYCLE_HEAP_BYTES). */
    recycleHeapBytes?: number;
    /** A worker of workerUrl started before the client, the array its messages go into until the
     *  first call takes it, and the Date.now() of its start: the client's first worker. */
    worker?: { worker: Worker; messages: unknown[]; startedAt?: number } | null;
  });
  /** Called while a worker downloads the module (total 0: unknown); may be set at any time. */
  onProgress: ((loaded: number, total: number) => void) | null;
  /** Workers started so far (a restart after a timeout or a cancellation starts one more). */
  workersStarted: number;
  /** Workers terminated because their memory grew past recycleHeapBytes. */
  workersRecycled: number;
  /** warmUp's runs made so far, each as the milliseconds it took to be answered. */
  warmUpTimes: number[];
  /** Runs these (default MODULE_WARM_UP) while no call is queued, one at a time, in this worker
   *  and every later one, their answers dropped; null stops them. */
  warmUp(runs?: ReadonlyArray<{ source: string | Uint8Array; options?: EvaluateOptions }> | null): void;
  evaluate(source: string | Uint8Array, options?: EvaluateOptions, control?: CallControl): Promise<EvaluateResult>;
  typeOf(source: string | Uint8Array, options?: TypeOfOptions, control?: CallControl): Promise<TypeOfResult>;
  format(source: string | Uint8Array, format?: Format, options?: RunOptions, control?: CallControl): Promise<FormatResult>;
  formatCode(source: string | Uint8Array, options?: RunOptions, control?: CallControl): Promise<FormatCodeResult>;
  lint(source: string | Uint8Array, options?: RunOptions, control?: CallControl): Promise<LintResult>;
  /** The outline of manifests (paths to Puppet source): their definitions and parameters. */
  outline(files: Record<string, string>): Promise<OutlineAnswer>;
  complete(source: string | Uint8Array, line: number, column: number, options?: RunOptions,
    control?: CallControl): Promise<CompleteResult>;
  /** Loads a module bundle into the worker (and into every later worker). */
  loadBundle(name: string, files: Record<string, string>, options?: { directory?: string }): Promise<BundleAnswer>;
  unloadBundle(name: string): Promise<{ ok: true } | { ok: false; error: string }>;
  version(): Promise<Versions>;
  terminate(): void;
}
