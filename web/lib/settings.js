// settings.js: the playground's settings and their documented ranges. Two kinds:
// - a run's settings (strict mode, log level, strict_variables, node name, fact set and facts, time limit,
//   result format): they travel in a shared link and are kept with the draft;
// - personal preferences (Vim mode, auto-run, theme, layout): kept in this browser only, never
//   put in a link, never taken from one.
// Whatever comes from a link or from storage comes from outside: cleanRunSettings validates
// each value and clamps numbers to their range, so that a bad value never reaches a field or
// the engine (where it would blank the field or fail every run with "Invalid options"). No DOM
// here; app.js puts the values into the fields.
import { DEFAULT_FACT_SET, isFactSet } from './factsets.js';

/** The time limit of a run, in ms: the Settings field's range (well under the browser's timer maximum). */
export const TIME_LIMIT = Object.freeze({ min: 100, max: 60000, default: 5000 });
export const NODE_NAME_MAX = 255;
export const CUSTOM_FORMAT_MAX = 100;

// The facts field's text before the preset fact sets: a draft or link holding it unchanged means
// the default set (it was the default, never the user's choice).
const LEGACY_DEFAULT_FACTS = '{"os":{"family":"Debian","release":{"major":"12"}},"networking":{"fqdn":"playground.example.com"}}';
const FACTS_FORMATS = ['json', 'yaml'];

export const RUN_DEFAULTS = Object.freeze({
  strict: 'warning', log_level: 'notice', strict_variables: true, node_name: 'playground.example.com',
  fact_set: DEFAULT_FACT_SET, facts: null, facts_format: 'json', timeout: TIME_LIMIT.default, format: '%p', custom_format: '%#x',
});

const CHOICES = {
  strict: ['warning', 'error', 'off'],
  log_level: ['debug', 'info', 'notice', 'warning', 'err'],
  format: ['%p', '%#p', '%s', 'custom'],
};

/** The keys of the personal preferences: never in a link. */
export const PERSONAL = Object.freeze(['vim', 'auto', 'theme', 'layout']);

/** A time limit from any value: a number clamped to TIME_LIMIT, anything else its default. */
export function clampTimeout(value) {
  const n = typeof value === 'string' && value.trim() !== '' ? Number(value) : value;
  if (typeof n !== 'number' || !Number.isFinite(n)) return TIME_LIMIT.default;
  return Math.min(TIME_LIMIT.max, Math.max(TIME_LIMIT.min, Math.round(n)));
}

// A one-line name without control characters, at most NODE_NAME_MAX characters; null if none.
function cleanNodeName(value) {
  if (typeof value !== 'string') return null;
  // eslint-disable-next-line no-control-regex
  const name = value.replace(/[\u0000-\u001f\u007f]/g, '').trim().slice(0, NODE_NAME_MAX);
  return name || null;
}

/**
 * A run's settings read from outside (a link, storage): each known key whose value is valid,
 * numbers clamped to their range; a key whose value is invalid gets its default. Keys absent
 * from raw stay absent (the field keeps what it has); unknown keys and the personal
 * preferences are dropped. Never throws.
 */
export function cleanRunSettings(raw) {
  const out = {};
  if (!raw || typeof raw !== 'object' || Array.isArray(raw)) return out;
  const has = (k) => Object.prototype.hasOwnProperty.call(raw, k);
  for (const [key, choices] of Object.entries(CHOICES)) {
    if (has(key)) out[key] = choices.includes(raw[key]) ? raw[key] : RUN_DEFAULTS[key];
  }
  if (has('strict_variables')) {
    out.strict_variables = typeof raw.strict_variables === 'boolean' ? raw.strict_variables : RUN_DEFAULTS.strict_variables;
  }
  if (has('node_name')) out.node_name = cleanNodeName(raw.node_name) ?? RUN_DEFAULTS.node_name;
  if (has('fact_set')) out.fact_set = isFactSet(raw.fact_set) ? raw.fact_set : DEFAULT_FACT_SET;
  if (has('facts_format')) out.facts_format = FACTS_FORMATS.includes(raw.facts_format) ? raw.facts_format : 'json';
  if (has('facts')) {
    // the user's facts: the text as written (read when a run starts), or an object written out;
    // null (or anything else): the fact set's own
    if (typeof raw.facts === 'string') out.facts = raw.facts.replace(/\s+/g, '') === LEGACY_DEFAULT_FACTS ? null : raw.facts;
    else if (raw.facts && typeof raw.facts === 'object' && !Array.isArray(raw.facts)) {
      out.facts = JSON.stringify(raw.facts, null, 2);
      out.facts_format = 'json';
    } else out.facts = null;
  }
  if (has('timeout')) out.timeout = clampTimeout(raw.timeout);
  if (has('custom_format')) {
    out.custom_format = typeof raw.custom_format === 'string' && raw.custom_format.length <= CUSTOM_FORMAT_MAX
      ? raw.custom_format : RUN_DEFAULTS.custom_format;
  }
  return out;
}

/** Personal preferences read from storage: {vim, auto} with booleans only. */
export function cleanPreferences(raw) {
  const out = {};
  if (!raw || typeof raw !== 'object') return out;
  if (typeof raw.vim === 'boolean') out.vim = raw.vim;
  if (typeof raw.auto === 'boolean') out.auto = raw.auto;
  if (typeof raw.format_on_share === 'boolean') out.format_on_share = raw.format_on_share;
  if (typeof raw.lint === 'boolean') out.lint = raw.lint;
  return out;
}
