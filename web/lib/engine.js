// engine.js: the page's and the embeds' access to the engine: one PuppetClient (the Web Worker
// with a hard timeout, puppet/client.mjs) behind evaluate, formatting and type information.
//
// Type information and formats other than %p come from the engine's `typeOf` / `format` entry
// points when the client has them (docs/api.md). With a client that only has `evaluate`,
// they are computed by the engine all the same, from the result's %p text used as source:
// `type($v, 'reduced')`, `String($v, '%#p')`, `$v =~ T` and `assert_type(T, $v)`. That works for
// every value whose %p text reads back as the same value (numbers, strings, arrays, hashes,
// types, regexps, undef, default) and says so plainly for the others.

let clientPromise = null;

/**
 * The shared client, created on first use: its first worker is the one the playground's boot.js
 * started (globalThis.puppetPlaygroundWorker), already loading the engine; elsewhere (embeds)
 * the worker and the wasm load from the first call.
 */
export function getClient(baseUrl) {
  if (!clientPromise) {
    const worker = globalThis.puppetPlaygroundWorker || null;
    globalThis.puppetPlaygroundWorker = undefined;   // one client takes it
    clientPromise = import(new URL('./puppet/client.mjs', baseUrl).href).then(
      ({ PuppetClient }) => new PuppetClient({ timeoutMs: 10000, worker }));
  }
  return clientPromise;
}

// The embeds' runs: a block's run must not wait behind another block's (a runaway example would
// hold every block of the page until its limit). A run goes to a client that serves no other
// run; while all are busy another worker is started, up to POOL_MAX; beyond, a run waits on the
// least busy one. A spare worker idle for POOL_IDLE_MS is stopped, its memory given back.
const POOL_MAX = 3;
const POOL_IDLE_MS = 30000;
const pool = [];   // { client, busy, idleTimer }; the first is the shared client (getClient)

/**
 * A client for one run that no other run of the page holds, if one can be had: resolves to
 * { client, release }; call release() once the run is answered. Rejects only when the
 * client's module cannot be loaded.
 */
export async function acquireClient(baseUrl) {
  const first = await getClient(baseUrl);
  const { PuppetClient } = await import(new URL('./puppet/client.mjs', baseUrl).href);
  // from here on synchronous: two runs never pick the same idle slot
  if (pool.length === 0) pool.push({ client: first, busy: 0, idleTimer: 0 });
  let slot = pool.find((s) => s.busy === 0);
  if (!slot && pool.length < POOL_MAX) {
    slot = { client: new PuppetClient({ timeoutMs: 10000 }), busy: 0, idleTimer: 0 };
    pool.push(slot);
  }
  slot ||= pool.reduce((a, b) => (b.busy < a.busy ? b : a));
  slot.busy++;
  clearTimeout(slot.idleTimer);
  let released = false;
  const release = () => {
    if (released) return;
    released = true;
    slot.busy--;
    if (slot.busy > 0 || slot === pool[0]) return;
    slot.idleTimer = setTimeout(() => {
      const at = pool.indexOf(slot);
      if (slot.busy > 0 || at < 1) return;
      pool.splice(at, 1);
      slot.client.terminate();
    }, POOL_IDLE_MS);
  };
  return { client: slot.client, release };
}

function quote(text) {
  return `'${String(text).replace(/\\/g, '\\\\').replace(/'/g, "\\'")}'`;
}

// A value text that is known not to read back as source.
function readsBack(valueText) {
  return typeof valueText === 'string' && !/^(Sensitive \[value redacted\]|#<|<)/.test(valueText) &&
    !/^\w+\(/.test(valueText) && !/^[0-9]{4}-[0-9]{2}-[0-9]{2}T/.test(valueText);
}

/** The result's value formatted with a format string; resolves to {ok, text} or {ok: false, message}. */
export async function formatValue(client, source, result, format, options) {
  if (format === '%p') return { ok: true, text: result.value ?? '' };
  if (typeof client.format === 'function') {
    const { value, catalog, ...formatOptions } = options;
    const r = await client.format(source, format, formatOptions, { channel: 'format' });
    if (r && r.ok) return { ok: true, text: r.value ?? r.text ?? r.result ?? '' };
    return { ok: false, message: r && r.error ? r.error.message : 'format failed' };
  }
  if (!readsBack(result.value)) {
    return { ok: false, message: `this value cannot be reformatted here (its %p text does not read back as a value)` };
  }
  const r = await client.evaluate(`notice(String(${result.value}, ${quote(format)}))`, { limits: options.limits });
  if (r.ok && r.output.length) return { ok: true, text: r.output[0].message };
  return { ok: false, message: r.error ? r.error.message : 'format failed' };
}

/**
 * Type information of a run's value: resolves to
 * {ok, detailed, reduced, generalized, tree, supertypes, against: {type, instance, mismatch} | null,
 *  via: 'type_of' | 'value'} or {ok: false, message}.
 */
export async function typeInfo(client, source, result, options, againstText) {
  if (typeof client.typeOf === 'function') {
    const opts = { ...options };
    delete opts.value;
    delete opts.catalog;
    if (againstText) opts.against = againstText;
    let r = await client.typeOf(source, opts, { channel: 'types' });
    let againstError = null;
    if (r && !r.ok && againstText && r.error && r.error.origin === 'against') {
      // the explored type is wrong, not the program: show the types and the type's error
      againstError = r.error.message;
      delete opts.against;
      r = await client.typeOf(source, opts, { channel: 'types' });
    }
    if (!r || !r.ok) return { ok: false, message: r && r.error ? r.error.message : 'type_of failed', error: r && r.error };
    const info = normalizeTypeOf(r, againstText);
    if (againstError) info.against = { type: againstText, instance: null, mismatch: null, error: againstError };
    return info;
  }
  if (!result.ok || result.type == null) return { ok: false, message: 'the program has no value' };
  const base = { ok: true, detailed: result.type, reduced: null, generalized: null, tree: null, supertypes: null, against: null, via: 'value' };
  if (!readsBack(result.value)) {
    base.note = 'The reduced and generalized forms need a value whose %p text reads back as source.';
    return base;
  }
  const lines = [`$v = ${result.value}`, "notice(type($v, 'reduced'))", "notice(type($v, 'generalized'))"];
  const r = await client.evaluate(lines.join('\n'), { limits: options.limits });
  if (r.ok && r.output.length === 2) {
    base.reduced = r.output[0].message;
    base.generalized = r.output[1].message;
  } else {
    base.note = r.error ? `The other forms could not be computed: ${r.error.message}` : '';
  }
  if (againstText && againstText.trim()) base.against = await checkAgainst(client, result.value, againstText.trim(), options);
  return base;
}

async function checkAgainst(client, valueText, typeText, options) {
  const code = `$v = ${valueText}\n$t = ${typeText}\nunless $t =~ Type { fail("'\${t}' is no type") }\nnotice($v =~ $t)\nassert_type($t, $v)`;
  const r = await client.evaluate(code, { limits: options.limits });
  const answer = r.output.find((o) => o.level === 'Notice');
  if (answer && answer.message === 'true') return { type: typeText, instance: true, mismatch: null };
  if (answer && answer.message === 'false') {
    const message = r.error ? r.error.message.replace(/^Evaluation Error: /, '') : null;
    return { type: typeText, instance: false, mismatch: message };
  }
  return { type: typeText, instance: null, mismatch: null, error: r.error ? r.error.message.replace(/^Evaluation Error: /, '') : 'not a type' };
}

// The type_of answer in the shape above, whatever optional parts it leaves out.
function normalizeTypeOf(r, againstText) {
  const pick = (...names) => {
    for (const n of names) {
      const parts = n.split('.');
      let v = r;
      for (const p of parts) v = v == null ? undefined : v[p];
      if (v != null) return v;
    }
    return null;
  };
  const detailed = pick('detailed', 'types.detailed', 'type.detailed', 'text.detailed');
  const against = pick('against');
  return {
    ok: true,
    detailed: typeof detailed === 'object' && detailed ? detailed.text : detailed,
    reduced: textOf(pick('reduced', 'types.reduced', 'type.reduced', 'text.reduced')),
    generalized: textOf(pick('generalized', 'types.generalized', 'type.generalized', 'text.generalized')),
    tree: typeof detailed === 'object' && detailed && detailed.name ? detailed : pick('tree', 'types.tree'),
    supertypes: pick('supertypes', 'chain', 'supertype_chain'),
    against: againstText && against ? {
      type: against.type ?? againstText,
      instance: against.instance ?? against.ok ?? against.matches ?? null,
      mismatch: against.mismatch ?? against.message ?? null,
    } : null,
    via: 'type_of',
  };
}

function textOf(v) {
  return v && typeof v === 'object' ? v.text : v;
}

/**
 * The detailed type of an expression (a top-scope variable, a selection) evaluated after the
 * program, or null when the engine cannot tell (a variable of an inner scope, a failing
 * program). The program runs again with the expression appended as its last one; when its
 * former last expression then becomes a "has no effect" error, that expression (up to the end
 * of its line) is left out.
 */
export async function expressionType(client, source, expression, options) {
  const opts = { strict: options.strict, strict_variables: true, node_name: options.node_name, facts: options.facts, limits: options.limits };
  const ask = async (text) => {
    if (typeof client.typeOf === 'function') {
      const r = await client.typeOf(`${text}\n${expression}`, opts, { channel: 'hover' });
      const detailed = r && r.ok && r.types ? r.types.detailed : null;
      return { r, type: detailed ? (detailed.text ?? detailed) : null };
    }
    const r = await client.evaluate(`${text}\nnotice(type(${expression}))`, opts, { channel: 'hover' });
    const last = r.ok && r.output.length ? r.output[r.output.length - 1].message : null;
    return { r, type: last };
  };
  let { r, type } = await ask(source);
  if (!type && r && r.error && /has no effect/.test(r.error.message) && r.error.line > 0) {
    const lines = source.split('\n');
    const l = r.error.line - 1;
    if (l < lines.length) {
      lines[l] = lines[l].slice(0, Math.max(0, r.error.column - 1));
      ({ type } = await ask(lines.join('\n')));
    }
  }
  return type;
}
