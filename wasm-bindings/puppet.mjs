// puppet.mjs: the engine as a JavaScript object, in browsers (window or worker) and Node 20.
//
//   const puppet = await createPuppet();   // or createPuppet({ onProgress(loaded, total) {} })
//   const result = await puppet.evaluate('notice(1+1)', { log_level: 'info' });
//   // result: { ok, value, type, output: [{level, message, line, column}], warnings,
//   //           catalog, ast, error: {kind, message, line, column, end_line, end_column} | null,
//   //           stats: {parse_ms, eval_ms, steps, peak_bytes} }
//   const types = await puppet.typeOf('[1, "a"]', { against: 'Array[Integer]' });
//   // types: { ok, value, types: {detailed, reduced, generalized: {name, text, params}},
//   //          supertypes: [text...], against: {type, instance, mismatch} | null, ... }
//   const text = await puppet.format('[1, 2]', '%(a');   // text.value === '(1, 2)'
//   const versions = await puppet.version();
//
// docs/api.md describes the options and the results; puppet.d.ts declares them. Each
// call is independent (a new run of the engine). A call never throws for a bad program or bad
// options: failures come back with ok: false. If the wasm instance itself traps (a bug or an
// exhausted stack), the answer says so and the next call runs on a fresh instance of the
// already compiled module.
//
// This module runs the engine on the calling thread: a run stops itself at its time limit
// (limits.time_ms, 10 s by default), its steps and its memory; client.mjs runs it in a Web
// Worker, with a hard stop besides.
//
// It sits beside the Emscripten outputs: puppet-web.mjs/.wasm in browsers (ES module), and
// puppet-node.cjs/.wasm in Node (this Emscripten's ES module output does not run in Node).

const IS_NODE = typeof process === 'object' && process !== null &&
    typeof process.versions === 'object' && typeof process.versions.node === 'string';

// Loads the Emscripten factory and compiles the wasm once; onProgress(loaded, total) follows
// the module's download in browsers. wasmModule: the module compiled elsewhere (the page, for
// its worker), or a promise of it, or of null to load it here after all.
async function loadEngine(onProgress, wasmModule) {
  if (IS_NODE) {
    const { createRequire } = await import('node:module');
    const { readFile } = await import('node:fs/promises');
    const require = createRequire(import.meta.url);
    const factory = require('./puppet-node.cjs');
    const given = await wasmModule;
    if (given) return { factory, wasmModule: given };
    const bytes = await readFile(new URL('./puppet-node.wasm', import.meta.url));
    return { factory, wasmModule: await WebAssembly.compile(bytes) };
  }
  // The module downloads and compiles while the glue loads: two requests at once, not in turn.
  const url = new URL('./puppet-web.wasm', import.meta.url);
  const compiling = wasmModule ? Promise.resolve(wasmModule).then((m) => m || compileWasm(url, onProgress))
    : compileWasm(url, onProgress);
  const { default: factory } = await import('./puppet-web.mjs');
  return { factory, wasmModule: await compiling };
}

async function compileWasm(url, onProgress) {
  try {
    return await WebAssembly.compileStreaming(fetch(url).then((response) => counted(response, onProgress)));
  } catch (streamingFailure) {
    // A server without the application/wasm type: compile from the bytes instead.
    const response = await fetch(url);
    if (!response.ok) throw new Error(`cannot load ${url}: HTTP ${response.status}`);
    return WebAssembly.compile(await response.arrayBuffer());
  }
}

// The response, its body counted as it streams through (for a progress bar): total is the
// Content-Length, or 0 when the server does not say (or sends it compressed, when the count of
// decoded bytes would pass it).
function counted(response, onProgress) {
  if (!onProgress || !response.ok || !response.body) return response;
  const length = Number(response.headers.get('Content-Length')) || 0;
  const total = response.headers.get('Content-Encoding') ? 0 : length;
  let loaded = 0;
  const counter = new TransformStream({
    transform(chunk, controller) {
      loaded += chunk.byteLength;
      onProgress(loaded, total);
      controller.enqueue(chunk);
    },
  });
  return new Response(response.body.pipeThrough(counter), { status: response.status, headers: response.headers });
}

// The process-wide handlers Emscripten's Node glue installs for each instance (to rethrow
// uncaught exceptions and abort on unhandled rejections, which Node does by itself): left in
// place they would keep every instance ever made alive, and one is made after each trap.
const GLUE_EVENTS = ['uncaughtException', 'unhandledRejection'];

// A fresh instance of the engine on the compiled module.
async function instantiate({ factory, wasmModule }) {
  const ignore = () => {};
  const before = IS_NODE ? GLUE_EVENTS.map((event) => process.listeners(event)) : null;
  try {
    return await createInstance(factory, wasmModule, ignore);
  } finally {
    if (IS_NODE) {
      GLUE_EVENTS.forEach((event, i) => {
        for (const listener of process.listeners(event)) {
          if (!before[i].includes(listener)) process.removeListener(event, listener);
        }
      });
    }
  }
}

function createInstance(factory, wasmModule, ignore) {
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

// The members of a failed answer per entry point, beside output, warnings, error and stats.
const FAILED_MEMBERS = {
  evaluate: () => ({ value: null, type: null, catalog: null, ast: null, lookup_explanation: null, expression_types: null }),
  typeOf: () => ({ value: null, types: null, supertypes: null, against: null }),
  format: () => ({ value: null }),
  formatCode: () => ({ text: null }),
  lint: () => ({ lint: null }),
  outline: () => ({ files: null }),
  complete: () => ({ completions: null }),
};

/** An answer with ok: false in the shape of `method`'s answers (docs/api.md). */
export function failure(kind, message, method = 'evaluate', origin = 'program') {
  const error = { kind, message, line: 0, column: 0, end_line: 0, end_column: 0 };
  if (method === 'typeOf' || method === 'format') error.origin = origin;
  return {
    ok: false, ...FAILED_MEMBERS[method](), output: [], warnings: [], error,
    stats: { parse_ms: 0, eval_ms: 0, steps: 0, peak_bytes: 0 },
  };
}

// What a trap of the wasm instance means for the caller. The stack comes first in memory
// (CMakeLists.txt), so an exhausted wasm stack leaves the stack pointer near or below 0; an
// exhausted JS stack is a RangeError. Anything else is a bug of the engine.
function trapFailure(module, err, method) {
  const sp = typeof module.stackSave === 'function' ? module.stackSave() | 0 : null;
  if (err instanceof RangeError || (sp !== null && sp < 65536)) {
    return failure('limit', 'Stack overflow: the program nests too deeply', method);
  }
  return failure('evaluation', `Internal error: the engine stopped (${err && err.message ? err.message : err})`, method);
}

// The message of anything thrown, which may itself be anything (a getter may throw a string).
export function thrownMessage(err) {
  try {
    return err && typeof err.message === 'string' ? err.message : String(err);
  } catch {
    return 'an object that cannot be read';
  }
}

// The options as JSON text. A limit JSON cannot hold (NaN, Infinity) goes as a string, so that
// the engine refuses it with the allowed range instead of JSON turning it into null, the default.
// Throws what reading the options throws (a getter, a Proxy, a BigInt).
export function optionsText(options) {
  const top = options || {};
  return JSON.stringify(top, function replace(key, value) {
    if (this !== top || key !== 'limits' || value === null || typeof value !== 'object' || Array.isArray(value)) {
      return value;
    }
    const limits = {};
    for (const [name, limit] of Object.entries(value)) {
      limits[name] = typeof limit === 'number' && !Number.isFinite(limit) ? String(limit) : limit;
    }
    return limits;
  });
}

// Checks the arguments every run takes; returns the source's bytes and the options as JSON
// text, or a failed answer. Reads each argument once and never throws, whatever it is given
// (a getter that throws, a Proxy, a BigInt): docs/api.md.
function checkRun(method, source, options) {
  let sourceBytes;
  try {
    if (typeof source === 'string') {
      sourceBytes = encoder.encode(source);
    } else if (ArrayBuffer.isView(source) && source instanceof Uint8Array) {
      // a subclass may override what the copy reads (length): its bytes, copied by the
      // constructor from the array's own slots
      sourceBytes = Object.getPrototypeOf(source) === Uint8Array.prototype ? source : new Uint8Array(source);
    } else {
      return { refused: failure('evaluation', 'Invalid call: the source must be a string or a Uint8Array', method) };
    }
  } catch (err) {
    return { refused: failure('evaluation', `Invalid call: the source cannot be read (${thrownMessage(err)})`, method) };
  }
  try {
    if (options !== undefined && options !== null && (typeof options !== 'object' || Array.isArray(options))) {
      return { refused: failure('evaluation', 'Invalid options: not an object', method) };
    }
    return { sourceBytes, optionsJson: optionsText(options) };
  } catch (err) {
    return { refused: failure('evaluation', `Invalid options: ${thrownMessage(err)}`, method) };
  }
}

/** A small run that worker.mjs makes once the engine is loaded, before its first call, its
 *  answer dropped: an instance's first run is slow (tens of ms in a browser, against well under
 *  1 ms for the next), since V8 compiles each wasm function at its first call and the engine
 *  parses its default fact set once per process. This run does that work for the common path
 *  of a run (options and facts, a variable, an array, a lambda, interpolation, arithmetic, a
 *  hash, its value and type, the catalog, the answer's JSON) while the page is usually still
 *  busy starting its editor; a call sent meanwhile waits for it, and then pays only what the
 *  run did beyond the work the call needs itself. It must run without an error (api.test.mjs). */
export const WARM_UP = Object.freeze({
  source: "$a = ['x']\n$a.each |$i, $v| { notice(\"${v} ${$i + 1}\") }\n$h = { 'a' => $a, 'n' => $a.size }\n$h\n",
  options: Object.freeze({ value: true, catalog: true, expression_types: true }),
});

// The warm-up module's files (MODULE_WARM_UP): a module as the packaged ones are written
// (data in Hiera with a hierarchy on facts, a params class, contained classes, a define, a type
// alias, a function, an EPP and an ERB template), and the names of stdlib's and concat's Ruby
// types (the engine knows them by the module that has lib/puppet/type/NAME.rb) with concat's
// defines reduced to a line each.
const WARM_UP_FILES = Object.freeze({
  'modules/warm_up/hiera.yaml': "---\nversion: 5\ndefaults:\n  datadir: data\n  data_hash: yaml_data\n" +
    "hierarchy:\n  - name: 'family'\n    path: '%{facts.os.family}-family.yaml'\n  - name: 'common'\n    path: 'common.yaml'\n",
  'modules/warm_up/data/common.yaml': "---\nwarm_up::servers:\n  - 'a.example.com'\n  - 'b.example.com'\n" +
    "warm_up::port: 123\nwarm_up::options:\n  iburst: true\n  minpoll: 4\nwarm_up::mode: \"%{facts.os.family}\"\n",
  'modules/warm_up/data/Debian-family.yaml': "---\nwarm_up::package: 'warm-up'\n",
  'modules/warm_up/types/port.pp': 'type Warm_up::Port = Integer[1, 65535]\n',
  'modules/warm_up/functions/quote.pp': "function warm_up::quote(Variant[String, Integer] $v) >> String { \"'${v}'\" }\n",
  'modules/warm_up/manifests/init.pp': `class warm_up (
  Array[String[1]] $servers,
  Warm_up::Port $port,
  Hash[String, Variant[Boolean, Integer]] $options,
  String $package = 'warm',
  Optional[String] $mode = undef,
  Boolean $enable = true,
  Enum['running', 'stopped'] $ensure = 'running',
) inherits warm_up::params {
  $quoted = $servers.map |$s| { warm_up::quote($s) }
  $extra = lookup('warm_up::extra', Optional[Hash], 'deep', {})
  contain warm_up::config
  contain warm_up::service
  Class['warm_up::config'] ~> Class['warm_up::service']
  warm_up::entry { $servers: port => $port }
}
`,
  'modules/warm_up/manifests/params.pp': `class warm_up::params {
  case $facts['os']['family'] {
    'Debian': { $config = '/etc/warm-up.conf' }
    default: { $config = '/etc/warm_up.conf' }
  }
}
`,
  'modules/warm_up/manifests/config.pp': `class warm_up::config {
  File { owner => 0, group => 0 }
  package { $warm_up::package: ensure => installed }
  -> file { $warm_up::config:
    ensure  => file,
    mode    => '0644',
    content => epp('warm_up/config.epp', { 'servers' => $warm_up::quoted, 'port' => $warm_up::port }),
  }
  file { "\${warm_up::config}.d":
    ensure  => directory,
    content => template('warm_up/config.erb'),
    require => File[$warm_up::config],
  }
  file_line { 'warm_up': path => $warm_up::config, line => 'x = 1', match => '^x' }
  concat { '/etc/warm-up.list': ensure => present }
  concat::fragment { 'warm_up': target => '/etc/warm-up.list', content => "a\\n", order => '01' }
}
`,
  'modules/warm_up/manifests/service.pp': `class warm_up::service {
  service { 'warm-up': ensure => $warm_up::ensure, enable => true }
  exec { 'warm-up': command => '/bin/true', refreshonly => true, subscribe => Service['warm-up'] }
  File <| tag == 'warm_up' |>
}
`,
  'modules/warm_up/manifests/entry.pp': `define warm_up::entry (Integer $port, Optional[String] $comment = undef) {
  @file { "/tmp/\${title}": ensure => absent, tag => ['warm_up', "\${title}:\${port}"] }
}
`,
  'modules/warm_up/templates/config.epp': `<%- | Array $servers, Integer $port | -%>
# <%= $facts['networking']['fqdn'] %>
<% $servers.each |$s| { -%>
server <%= $s %> port <%= $port %><% if $port > 100 { %> high<% } %>
<% } -%>
`,
  'modules/warm_up/templates/config.erb': `# <%= @fqdn %> <%= scope['warm_up::port'] %>
<% Array(scope['warm_up::servers']).each do |s| -%>
server <%= s %><%= " iburst" if scope['warm_up::enable'] %>
<% end -%>
<%= scope['warm_up::options'].keys.sort.map { |k| "#{k}=#{scope['warm_up::options'][k]}" }.join(", ") %>
`,
  'modules/stdlib/lib/puppet/type/file_line.rb': '',
  'modules/stdlib/lib/puppet/type/anchor.rb': '',
  'modules/concat/lib/puppet/type/concat_file.rb': '',
  'modules/concat/lib/puppet/type/concat_fragment.rb': '',
  'modules/concat/manifests/init.pp':
    "define concat (String $ensure = 'present') { concat_file { $title: ensure => $ensure, path => $title } }\n",
  'modules/concat/manifests/fragment.pp': "define concat::fragment (String $target, String $content, String $order) {\n" +
    '  concat_fragment { $name: target => $target, content => $content, order => $order }\n}\n',
});

/** Small runs that client.mjs's warmUp makes while the page waits for the user (after its
 *  first result, when no call is queued, one at a time, their answers dropped): they reach what
 *  a module's first run reaches beyond WARM_UP's (loading a module's classes, functions and
 *  types, Hiera's data, EPP and ERB templates, the types modules define in Ruby, relationships,
 *  collectors), so that V8 has compiled that code before `include ntp` needs it: a module's
 *  first run then costs about what its next run costs. Each sees its own module tree (files)
 *  and no bundle, and keeps nothing: a later run's result is what it would be without them. A
 *  call sent during one waits for the rest of that run. Each must run without an error or
 *  warning (tests/wasm/api.test.mjs). */
const warmUpRun = (source) => Object.freeze({
  source,
  options: Object.freeze({ value: true, catalog: true, expression_types: true, files: WARM_UP_FILES, bundles: Object.freeze([]) }),
});
export const MODULE_WARM_UP = Object.freeze([
  warmUpRun('notice(warm_up::quote(1))\n'),
  warmUpRun("notice(lookup('warm_up::port'))\n"),
  warmUpRun("notice(epp('warm_up/config.epp', { 'servers' => ['a'], 'port' => 1 }))\n"),
  warmUpRun("$h = { 'b' => 2, 'a' => 1 }\nnotice(inline_template('<% @h.keys.sort.each do |k| -%><%= k %>=<%= @h[k] %> <% end -%>'))\n"),
  warmUpRun("class { 'warm_up': }\n"),
]);

/** The wasm memory past which an instance is replaced after a call (docs/api.md): wasm memory
 *  never shrinks, so one big run would otherwise pin what it grew to for good. */
export const RECYCLE_HEAP_BYTES = 128 * 1024 * 1024;

/** Loads and instantiates the engine; resolves to { evaluate, typeOf, format, formatCode,
 *  lint, outline, complete, loadBundle, unloadBundle, version, memory }. recycleHeapBytes: the
 *  memory past which the instance is replaced by a fresh one after a call (the loaded bundles
 *  are loaded into it). wasmModule: the WebAssembly.Module of this place's engine file
 *  (puppet-web.wasm in browsers, puppet-node.wasm in Node) compiled elsewhere, or a promise of
 *  one, used instead of loading it (a promise of null: loaded after all). Rejects when the
 *  module cannot be loaded. */
export async function createPuppet({ onProgress = null, recycleHeapBytes = RECYCLE_HEAP_BYTES, wasmModule = null } = {}) {
  const engine = await loadEngine(onProgress, wasmModule);
  let module = await instantiate(engine);
  let broken = false;
  // the bundles loaded so far, in load order: a fresh instance (after a trap or a recycle) loads
  // them again
  const bundles = new Map();   // name -> { filesJson, directory }

  // Calls puppet_wasm_bundle_load on m; resolves to its answer.
  function loadInto(m, name, filesJson, directory) {
    const texts = [name, filesJson, directory].map((t) => encoder.encode(t));
    const pointers = [];
    try {
      for (const bytes of texts) {
        const ptr = copyIn(m, bytes);
        if (!ptr) return { ok: false, error: 'Out of memory: the bundle does not fit' };
        pointers.push(ptr);
      }
      return takeJson(m, m._puppet_wasm_bundle_load(...pointers));
    } finally {
      for (const ptr of pointers) m._free(ptr);
    }
  }

  async function call(method, body) {
    if (broken) {
      module = await instantiate(engine);
      broken = false;
      for (const [name, { filesJson, directory }] of bundles) loadInto(module, name, filesJson, directory);
    }
    try {
      return body(module);
    } catch (err) {
      broken = true;   // the instance's memory may be inconsistent after a trap
      return trapFailure(module, err, method);
    } finally {
      // a run that grew the memory past the threshold: the next call gets a fresh instance
      if (!broken && module.HEAPU8 && module.HEAPU8.length > recycleHeapBytes) broken = true;
    }
  }

  // Runs an entry point on the source's bytes and C strings (options JSON, the format JSON):
  // copies them into the heap, calls, frees them, and parses the answer.
  function run(method, sourceBytes, texts, invoke) {
    return call(method, (m) => {
      const pointers = [];
      try {
        for (const bytes of [sourceBytes, ...texts.map((t) => encoder.encode(t))]) {
          const ptr = copyIn(m, bytes);
          if (!ptr) return failure('limit', 'Out of memory: the source does not fit', method);
          pointers.push(ptr);
        }
        return takeJson(m, invoke(m, pointers[0], sourceBytes.length, ...pointers.slice(1)));
      } finally {
        for (const ptr of pointers) m._free(ptr);   // after a trap too: the instance is dropped anyway
      }
    });
  }

  // A method's body, answered as a failure if it throws before the engine runs (the engine's
  // own traps are call()'s): no method throws or rejects.
  function guarded(method, body) {
    try {
      return body();
    } catch (err) {
      return Promise.resolve(failure('evaluation', `Invalid call: ${thrownMessage(err)}`, method));
    }
  }

  return {
    /** Runs source (a string, or UTF-8 bytes as a Uint8Array) once; options as in
     *  docs/api.md. Resolves to the result. */
    evaluate(source, options = {}) {
      return guarded('evaluate', () => {
        const { refused, sourceBytes, optionsJson } = checkRun('evaluate', source, options);
        if (refused) return Promise.resolve(refused);
        return run('evaluate', sourceBytes, [optionsJson],
          (m, src, len, opts) => m._puppet_wasm_evaluate(src, len, opts));
      });
    },

    /** Runs source and resolves to the types of its value: the three modes as trees, the
     *  supertype chain, and with options.against (a type as text) the instance check. */
    typeOf(source, options = {}) {
      return guarded('typeOf', () => {
        const { refused, sourceBytes, optionsJson } = checkRun('typeOf', source, options);
        if (refused) return Promise.resolve(refused);
        return run('typeOf', sourceBytes, [optionsJson],
          (m, src, len, opts) => m._puppet_wasm_type_of(src, len, opts));
      });
    },

    /** Runs source and resolves to its value converted as String(value, format) does;
     *  format is a format string ('%x'), Puppet source of a format hash ("{Integer => '%x'}"),
     *  an object mapping type texts to formats ({ Integer: '%x' }), or null for the defaults. */
    format(source, format = null, options = {}) {
      return guarded('format', () => {
        const { refused, sourceBytes, optionsJson } = checkRun('format', source, options);
        if (refused) return Promise.resolve(refused);
        let formatJson;
        try {
          if (format !== null && typeof format !== 'string' && (typeof format !== 'object' || Array.isArray(format))) {
            return Promise.resolve(failure('evaluation',
              'Invalid format: a format string, a format map (an object) or null', 'format', 'format'));
          }
          formatJson = JSON.stringify(format);
        } catch (err) {
          return Promise.resolve(failure('evaluation', `Invalid format: ${thrownMessage(err)}`, 'format', 'format'));
        }
        return run('format', sourceBytes, [formatJson, optionsJson],
          (m, src, len, fmt, opts) => m._puppet_wasm_format(src, len, fmt, opts));
      });
    },

    /** Resolves to the source laid out in the Puppet style guide's layout (text), or to the
     *  source's syntax error; nothing runs. options: the limits of a run (memory). */
    formatCode(source, options = {}) {
      return guarded('formatCode', () => {
        const { refused, sourceBytes, optionsJson } = checkRun('formatCode', source, options);
        if (refused) return Promise.resolve(refused);
        return run('formatCode', sourceBytes, [optionsJson],
          (m, src, len, opts) => m._puppet_wasm_format_code(src, len, opts));
      });
    },

    /** Resolves to puppet-lint's style warnings of the source (lint), or to its syntax error;
     *  nothing runs. options: the limits of a run (memory). */
    lint(source, options = {}) {
      return guarded('lint', () => {
        const { refused, sourceBytes, optionsJson } = checkRun('lint', source, options);
        if (refused) return Promise.resolve(refused);
        return run('lint', sourceBytes, [optionsJson],
          (m, src, len, opts) => m._puppet_wasm_lint(src, len, opts));
      });
    },

    /** Resolves to the outline of manifests (outline.c): files maps paths to Puppet source;
     *  the answer is { ok: true, files: { path: { ok, definitions } or { ok: false, error } } },
     *  each definition { kind, name, line, parent, params: [{ name, type, default }] } with the
     *  type and default as written. Nothing runs. */
    outline(files) {
      if (typeof files !== 'object' || files === null || Array.isArray(files)) {
        return Promise.resolve({ ok: false, error: 'outline(files): an object of paths and Puppet source' });
      }
      return call('outline', (m) => {
        const answers = {};
        for (const [path, text] of Object.entries(files)) {
          const bytes = encoder.encode(String(text));
          const ptr = copyIn(m, bytes);
          if (!ptr) {
            answers[path] = { ok: false, error: { message: 'Out of memory: the source does not fit', line: 0, column: 0 } };
            continue;
          }
          try {
            answers[path] = takeJson(m, m._puppet_wasm_outline(ptr, bytes.length));
          } finally {
            m._free(ptr);
          }
        }
        return { ok: true, files: answers };
      });
    },

    /** Resolves to what may be written at line:column (1-based, the column in characters,
     *  just past the text typed) of source, which need not parse: { completions: { prefix,
     *  line, column, items: [{ kind, label, detail, documentation }] } }; nothing runs.
     *  options: the facts ($facts keys) and the limits of a run. */
    complete(source, line, column, options = {}) {
      return guarded('complete', () => {
        const { refused, sourceBytes, optionsJson } = checkRun('complete', source, options);
        if (refused) return Promise.resolve(refused);
        if (!Number.isInteger(line) || !Number.isInteger(column) || line < 1 || column < 1) {
          return Promise.resolve(failure('evaluation', 'Invalid call: line and column are integers from 1', 'complete'));
        }
        return run('complete', sourceBytes, [optionsJson],
          (m, src, len, opts) => m._puppet_wasm_complete(src, len, line, column, opts));
      });
    },

    /** Loads a module bundle once for this instance: files maps paths relative to the
     *  bundle's directory ("stdlib/manifests/init.pp") to texts; its manifests are parsed now,
     *  and every later call sees its modules after its own module path (options.bundles
     *  chooses). options.directory: its module path entry (default "bundles/<name>"). A name
     *  loaded again is replaced. Resolves to { ok, name, directory, files, parsed, load_ms }
     *  or { ok: false, error }. */
    loadBundle(name, files, { directory = '' } = {}) {
      if (typeof name !== 'string' || !name || typeof files !== 'object' || files === null || Array.isArray(files)) {
        return Promise.resolve({ ok: false, error: 'loadBundle(name, files): a name and an object of paths and texts' });
      }
      let filesJson;
      try {
        filesJson = JSON.stringify(files);
      } catch (err) {
        return Promise.resolve({ ok: false, error: `Invalid files: ${err.message}` });
      }
      return call('evaluate', (m) => {
        const answer = loadInto(m, name, filesJson, String(directory || ''));
        if (answer.ok) {
          bundles.delete(name);
          bundles.set(name, { filesJson, directory: String(directory || '') });
        }
        return answer;
      });
    },

    /** Frees a bundle; resolves to { ok } or { ok: false, error }. */
    unloadBundle(name) {
      return call('evaluate', (m) => {
        const ptr = copyIn(m, encoder.encode(String(name)));
        if (!ptr) return { ok: false, error: 'Out of memory' };
        try {
          const answer = takeJson(m, m._puppet_wasm_bundle_unload(ptr));
          if (answer.ok) bundles.delete(name);
          return answer;
        } finally {
          m._free(ptr);
        }
      });
    },

    /** Resolves to { engine, puppet, pcre2, utf8proc, emscripten }: the versions inside the module. */
    version() {
      return call('evaluate', (m) => takeJson(m, m._puppet_wasm_version()));
    },

    /** Resolves to { used_bytes, heap_bytes }: malloc'ed bytes in use and the wasm memory's
     *  size (a diagnostic: used_bytes returns to its level after every call). */
    memory() {
      return call('evaluate', (m) => takeJson(m, m._puppet_wasm_memory()));
    },

    /** The size of the wasm memory of the instance the last call ran on, at once and without
     *  a call (that instance may be replaced before the next one: worker.mjs reports it). */
    heapBytes() {
      return module.HEAPU8 ? module.HEAPU8.length : 0;
    },
  };
}

function locationSuffix(line, column, file) {
  if (!line) return '';
  const where = file ? `file: ${file}, ` : '';
  return column ? ` (${where}line: ${line}, column: ${column})` : ` (${where}line: ${line})`;
}

// A warning's or error's message with its location, without the blanks that end a line (as
// puppet-eval prints it: the reference's log lines are compared without them). A location in
// a file of the environment (a module's manifest) names the file first, as the command does.
function locatedMessage(level, message, line, column, file) {
  let text = message.replace(/[ \t]+\n/g, '\n');
  if (!line) text = text.replace(/[ \t]+$/, '');
  return `${level}: ${text}${locationSuffix(line, column, file)}`;
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
  const stderr = (result.warnings || []).map((w) => locatedMessage('Warning', w.message, w.line, w.column, w.file));
  if (!result.ok && result.error) {
    stderr.push(locatedMessage('Error', result.error.message, result.error.line, result.error.column,
      result.error.file));
  }
  return { stdout, stderr };
}
