// embedoptions.js: what a documentation block asks for (docs/embed.md): its options from data-
// attributes, its hidden setup lines, and its files when it is a project. No DOM beyond reading
// the block's attributes and text; embed.js builds the block from what these return. Every
// option is validated here: a bad value is reported (embed.js shows it in the block) and
// replaced by its default, never passed to the engine.

/** The result parts a block can show (data-show); `log` alone by default. */
export const PANELS = ['log', 'value', 'type', 'catalog'];
const STRICT = ['warning', 'error', 'off'];
const LOG_LEVELS = ['debug', 'info', 'notice', 'warning', 'err'];
const TIME_LIMIT = { min: 100, max: 60000, default: 5000 };

/** Lines that start with this (after optional blanks) run but are not shown. */
export const HIDDEN_PREFIX = '#~';

// A CSS length a block's editor may be given; a bare number is a count of lines.
function height(value) {
  if (value == null || value === '') return { value: null };
  const text = value.trim();
  if (/^\d+(\.\d+)?$/.test(text)) {
    const lines = Math.min(200, Math.max(1, Number(text)));
    return { value: `calc(${lines} * 1.5em + 1rem)` };   // the editor's line height, its padding
  }
  if (/^\d+(\.\d+)?(px|em|rem|lh|vh)$/.test(text)) return { value: text };
  return { value: null, problem: `data-height="${value}" is neither a number of lines nor a length (px, em, rem, lh, vh)` };
}

/**
 * The options of a block element: { expect, readOnly, strict, strictVariables, logLevel, facts,
 * factSet, node, show (a Set of PANELS), height, timeMs, problems: [text] }. facts is an object
 * (data-facts holding JSON) or null; factSet a preset's name (data-facts holding a word), one
 * of factSets (the engine's preset fact sets).
 */
export function readOptions(el, factSets = []) {
  const d = el.dataset;
  const problems = [];
  const choice = (name, value, allowed, fallback) => {
    if (value === undefined) return fallback;
    if (allowed.includes(value)) return value;
    problems.push(`data-${name}="${value}" is not one of ${allowed.join(', ')}`);
    return fallback;
  };
  const options = {
    expect: d.expect,
    readOnly: d.readonly !== undefined && d.readonly !== 'false',
    strict: choice('strict', d.strict, STRICT, 'warning'),
    logLevel: choice('log-level', d.logLevel, LOG_LEVELS, 'notice'),
    strictVariables: choice('strict-variables', d.strictVariables, ['true', 'false'], 'true') === 'true',
    facts: null,
    factSet: null,
    node: null,
    show: new Set(['log']),
    height: null,
    timeMs: TIME_LIMIT.default,
    problems,
  };
  if (d.facts !== undefined) {
    const text = d.facts.trim();
    if (/^[a-z][a-z0-9_.-]*$/i.test(text)) {
      if (factSets.includes(text)) options.factSet = text;
      else if (factSets.length) problems.push(`data-facts="${text}" is no preset fact set (${factSets.join(', ')})`);
      else problems.push(`data-facts="${text}": this engine has no preset fact sets; give the facts as a JSON object`);
    } else {
      try {
        const facts = JSON.parse(text);
        if (!facts || typeof facts !== 'object' || Array.isArray(facts)) throw new Error('not a JSON object');
        options.facts = facts;
      } catch (err) {
        problems.push(`data-facts is neither a fact set's name nor a JSON object (${err.message})`);
      }
    }
  }
  if (d.node !== undefined) {
    // eslint-disable-next-line no-control-regex
    const node = d.node.replace(/[\u0000-\u001f\u007f]/g, '').trim().slice(0, 255);
    if (node) options.node = node;
    else problems.push('data-node is empty');
  }
  if (d.show !== undefined) {
    const asked = d.show.split(/[\s,]+/).filter(Boolean);
    const unknown = asked.filter((p) => !PANELS.includes(p));
    if (unknown.length) problems.push(`data-show names ${unknown.join(', ')}: the parts are ${PANELS.join(', ')}`);
    const known = asked.filter((p) => PANELS.includes(p));
    if (known.length) options.show = new Set(known);
  }
  const h = height(d.height);
  options.height = h.value;
  if (h.problem) problems.push(h.problem);
  if (d.timeLimit !== undefined) {
    const n = Number(d.timeLimit);
    if (Number.isFinite(n) && d.timeLimit.trim() !== '') options.timeMs = Math.min(TIME_LIMIT.max, Math.max(TIME_LIMIT.min, Math.round(n)));
    else problems.push(`data-time-limit="${d.timeLimit}" is not a number of milliseconds`);
  }
  return options;
}

const isHidden = (line) => line.trimStart().startsWith(HIDDEN_PREFIX);
// The line without its marker: "#~ x" and "#~x" are "x", "#~" alone an empty line.
const unhide = (line) => line.trimStart().slice(HIDDEN_PREFIX.length).replace(/^ /, '');

/**
 * A block's text split into the hidden setup before the shown code (prelude), the shown code,
 * and the hidden lines after it (postlude): the program that runs is prelude + code +
 * postlude. Only leading and trailing hidden lines hide: one between shown lines stays as it
 * is (a comment), so that editing the shown code never moves a hidden line.
 */
export function splitHidden(text) {
  const lines = text.split('\n');
  let start = 0;
  while (start < lines.length && isHidden(lines[start])) start++;
  let end = lines.length;
  while (end > start && isHidden(lines[end - 1])) end--;
  return {
    prelude: lines.slice(0, start).map(unhide),
    code: lines.slice(start, end).join('\n'),
    postlude: lines.slice(end).map(unhide),
  };
}

/** The program a block runs: its hidden lines around its code. */
export function fullProgram({ prelude, postlude }, code) {
  return [...prelude, code, ...postlude].join('\n');
}

/**
 * A run's result with its locations moved from the whole program to the shown code: a location
 * in the hidden lines loses its line (0: nothing is marked) and its message says where it is.
 * A location in another file than the main manifest (`file` names it) is left as it is.
 */
export function shownResult(result, { prelude, postlude }, code, main = null) {
  if (!prelude.length && !postlude.length) return result;
  const shown = code.split('\n').length;
  const move = (item) => {
    if (!item || !item.line || (item.file && item.file !== main)) return item;
    const line = item.line - prelude.length;
    if (line >= 1 && line <= shown) {
      return { ...item, line, ...(item.end_line ? { end_line: Math.min(shown, item.end_line - prelude.length) } : {}) };
    }
    return { ...item, line: 0, column: 0, end_line: 0, end_column: 0, message: `${item.message} (in the example's hidden setup)` };
  };
  return {
    ...result,
    error: result.error ? move(result.error) : result.error,
    warnings: (result.warnings || []).map(move),
    output: (result.output || []).map((o) => (o.line ? { ...o, line: Math.max(0, o.line - prelude.length) } : o)),
  };
}

/** The main manifest of a project block: site.pp, else the first .pp file given. */
export const MAIN_FILE = 'site.pp';

// A file's path as a project block may name it: relative, no `..`, no empty parts.
function cleanPath(p) {
  const parts = String(p || '').replace(/\\/g, '/').split('/').filter((x) => x && x !== '.');
  if (!parts.length || parts.includes('..')) return null;
  return parts.join('/');
}

/**
 * The files of a project block (an element holding `pre[data-file]` children): { files: [{path,
 * text}] in the order given, main: the main manifest's path, problems }, or null when el holds
 * no such children (a one-file block).
 */
export function readProject(el) {
  const pres = [...el.querySelectorAll(':scope > pre[data-file]')];
  if (!pres.length) return null;
  const problems = [];
  const files = [];
  for (const pre of pres) {
    const path = cleanPath(pre.dataset.file);
    if (!path) {
      problems.push(`data-file="${pre.dataset.file}" is not a relative path`);
      continue;
    }
    if (files.some((f) => f.path === path)) {
      problems.push(`${path} is given twice`);
      continue;
    }
    files.push({ path, text: pre.textContent.replace(/^\n/, '').replace(/\s+$/, '') });
  }
  const main = files.find((f) => f.path === MAIN_FILE) || files.find((f) => f.path.endsWith('.pp'));
  if (!main) problems.push(`a project needs ${MAIN_FILE} (or another .pp file) to run`);
  return { files, main: main ? main.path : null, problems };
}
