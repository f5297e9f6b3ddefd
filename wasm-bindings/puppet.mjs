// puppet.mjs: the engine as a JavaScript object, in browsers (window or worker) and Node 20.
//
//   const puppet = await createPuppet();
//   const result = await puppet.evaluate('notice(1+1)', { log_level: 'info' });
//   // result: { ok, value, type, output: [{level, message, line, column}], warnings,
//   //           catalog, ast, error: {kind, message, line, column, end_line, end_column} | null,
//   //           stats: {parse_ms, eval_ms, steps, peak_bytes} }
//   const versions = await puppet.version();
//
// docs/wasm-api.md describes the options and the result. Each call is independent (a new run of
// the engine). A call never throws for a bad program or bad options: failures come back with
// ok: false. If the wasm instance itself traps (a bug or an exhausted stack), the answer says so
// and the next call runs on a fresh instance of the already compiled module.
//
// This module runs the engine on the calling thread, so it cannot stop a run that takes too
// long; client.mjs runs it in a Web Worker with a hard timeout (limits.time_ms).
//
// It sits beside the Emscripten outputs: puppet-web.mjs/.wasm in browsers (ES module), and
// puppet-node.cjs/.wasm in Node (this Emscripten's ES module output does not run in Node).

const IS_NODE = typeof process === 'object' && process !== null &&
    typeof process.versions === 'object' && typeof process.versions.node === 'string';

// Loads the Emscripten factory and compiles the wasm once.
async function loadEngine() {
  if (IS_NODE) {
    const { createRequire } = await import('node:module');
    const { readFile } = await import('node:fs/promises');
    const require = createRequire(import.meta.url);
    const factory = require('./puppet-node.cjs');
    const bytes = await readFile(new URL('./puppet-node.wasm', import.meta.url));
    return { factory, wasmModule: await WebAssembly.compile(bytes) };
  }
  const { default: factory } = await import('./puppet-web.mjs');
  const url = new URL('./puppet-web.wasm', import.meta.url);
  let wasmModule;
  try {
    wasmModule = await WebAssembly.compileStreaming(fetch(url));
  } catch (streamingFailure) {
    // A server without the application/wasm type: compile from the bytes instead.
    const response = await fetch(url);
    if (!response.ok) throw new Error(`cannot load ${url}: HTTP ${response.status}`);
    wasmModule = await WebAssembly.compile(await response.arrayBuffer());
  }
  return { factory, wasmModule };
}

// A fresh instance of the engine on the compiled module.
async function instantiate({ factory, wasmModule }) {
  const ignore = () => {};
  return factory({
    // The engine never prints; anything Emscripten itself would print is noise.
    print: ignore,
    printErr: ignore,
    onAbort: ignore,
    instantiateWasm(imports, receiveInstance) {
      WebAssembly.instantiate(wasmModule, imports).then((instance) => receiveInstance(instance, wasmModule));
      return {};
    },
  });
}

const encoder = new TextEncoder();

// Copies bytes into the wasm heap with a terminating NUL; returns the pointer (to be freed),
// or 0 when the heap is full.
function copyIn(module, bytes) {
  const ptr = module._malloc(bytes.length + 1);
  if (!ptr) return 0;
  module.HEAPU8.set(bytes, ptr);
  module.HEAPU8[ptr + bytes.length] = 0;
  return ptr;
}

// Calls an export that returns JSON text owned by the module; returns the parsed object.
function takeJson(module, ptr) {
  try {
    return JSON.parse(module.UTF8ToString(ptr));
  } finally {
    module._puppet_wasm_free(ptr);
  }
}

function failure(kind, message) {
  return {
    ok: false, value: null, type: null, output: [], warnings: [], catalog: null, ast: null,
    error: { kind, message, line: 0, column: 0, end_line: 0, end_column: 0 },
    stats: { parse_ms: 0, eval_ms: 0, steps: 0, peak_bytes: 0 },
  };
}

// What a trap of the wasm instance means for the caller. The stack comes first in memory
// (CMakeLists.txt), so an exhausted wasm stack leaves the stack pointer near or below 0; an
// exhausted JS stack is a RangeError. Anything else is a bug of the engine.
function trapFailure(module, err) {
  const sp = typeof module.stackSave === 'function' ? module.stackSave() | 0 : null;
  if (err instanceof RangeError || (sp !== null && sp < 65536)) {
    return failure('limit', 'Stack overflow: the program nests too deeply');
  }
  return failure('evaluation', `Internal error: the engine stopped (${err && err.message ? err.message : err})`);
}

/** Loads and instantiates the engine; resolves to { evaluate, version }. */
export async function createPuppet() {
  const engine = await loadEngine();
  let module = await instantiate(engine);
  let broken = false;

  async function call(body) {
    if (broken) {
      module = await instantiate(engine);
      broken = false;
    }
    try {
      return body(module);
    } catch (err) {
      broken = true;   // the instance's memory may be inconsistent after a trap
      return trapFailure(module, err);
    }
  }

  return {
    /** Runs source (a string, or UTF-8 bytes as a Uint8Array) once; options as in
     *  docs/wasm-api.md. Resolves to the result. */
    evaluate(source, options = {}) {
      if (typeof source !== 'string' && !(source instanceof Uint8Array)) {
        return Promise.resolve(failure('evaluation', 'Invalid call: the source must be a string or a Uint8Array'));
      }
      if (options && options.limits && options.limits.time_ms != null) {
        return Promise.resolve(failure('evaluation',
          'Invalid options: limits.time_ms needs the worker client (client.mjs); this module cannot interrupt a run'));
      }
      let optionsJson;
      try {
        optionsJson = JSON.stringify(options || {});
      } catch (err) {
        return Promise.resolve(failure('evaluation', `Invalid options: ${err.message}`));
      }
      return call((m) => {
        const sourceBytes = typeof source === 'string' ? encoder.encode(source) : source;
        const sourcePtr = copyIn(m, sourceBytes);
        const optionsPtr = sourcePtr ? copyIn(m, encoder.encode(optionsJson)) : 0;
        try {
          if (!optionsPtr) return failure('limit', 'Out of memory: the source does not fit');
          return takeJson(m, m._puppet_wasm_evaluate(sourcePtr, sourceBytes.length, optionsPtr));
        } finally {
          if (sourcePtr) m._free(sourcePtr);
          if (optionsPtr) m._free(optionsPtr);
        }
      });
    },

    /** Resolves to { engine, puppet, pcre2, utf8proc }: the versions inside the module. */
    version() {
      return call((m) => takeJson(m, m._puppet_wasm_version()));
    },
  };
}

function locationSuffix(line, column) {
  if (!line) return '';
  return column ? ` (line: ${line}, column: ${column})` : ` (line: ${line})`;
}

/**
 * The lines `puppet-eval` would print for a result (README.md, "Output contract"):
 * stdout: `Level: message` per log call (a message keeps its newlines but a last one);
 * stderr: `Warning: message (line: L, column: C)` per engine warning, then `Error: ...`.
 * Shared by the page and the conformance runner so both show exactly what the command shows.
 */
export function resultLines(result) {
  // a message that ends in a newline gets no second one (Ruby's puts)
  const stdout = (result.output || []).map((o) => `${o.level}: ${o.message.replace(/\n$/, '')}`);
  const stderr = (result.warnings || []).map((w) => `Warning: ${w.message}${locationSuffix(w.line, w.column)}`);
  if (!result.ok && result.error) {
    stderr.push(`Error: ${result.error.message}${locationSuffix(result.error.line, result.error.column)}`);
  }
  return { stdout, stderr };
}
