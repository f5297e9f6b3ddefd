// puppet-mode.js: the Puppet language for CodeMirror 6, as a stream tokenizer (StreamLanguage).
//
// It follows the engine's lexer (engine/src/lexer.c, lexer_string.c) where highlighting can
// tell: keywords, `$variables` (also `$::qualified::names`), capitalized type names
// (`Type[...]`), names called as functions, attribute names before `=>`, numbers, single- and
// double-quoted strings with `$x` / `${expr}` interpolation, heredocs `@("END"/tn)` whose body
// starts on the next line and ends at `|-  END`, `#` and `/* */` comments, and regex literals,
// which (as the reference's regexp_acceptable?) only start where a value cannot end, so that
// `$a / 2 / 3` stays a division.
import { StreamLanguage } from '@codemirror/language';

const KEYWORDS = new Set([
  'case', 'class', 'default', 'define', 'if', 'elsif', 'else', 'inherits', 'node', 'and', 'or',
  'in', 'unless', 'function', 'type', 'attr', 'private',
]);
const ATOMS = new Set(['true', 'false', 'undef']);

// Operators, longest first, so `<<|` is not read as `<<` then `|`.
const OPERATORS = [
  '<<|', '|>>', '<|', '|>', '=>', '+>', '==', '!=', '=~', '!~', '<=', '>=', '<<', '>>', '->', '~>',
  '<-', '<~', '+=', '-=', '::', '=', '<', '>', '+', '-', '*', '/', '%', '!', '?', ':', '|', '@', '.',
];

// After these token kinds a value has just ended, so '/' divides (lexer.c regex_acceptable).
const VALUE_END = new Set(['name', 'type', 'number', 'string', 'variable', 'regex', 'atom', ')', ']']);

function startState() {
  return {
    stack: [],          // open string contexts: {kind: 'dq'|'sq'|'heredoc', ...} or {kind: 'interp', depth}
    pending: [],        // heredocs announced on this line: their bodies start on the next line
    comment: false,     // inside /* */
    last: null,         // kind of the last significant token (regex vs division)
  };
}

function copyState(s) {
  return {
    stack: s.stack.map((c) => ({ ...c })),
    pending: s.pending.map((h) => ({ ...h })),
    comment: s.comment,
    last: s.last,
  };
}

// The `$name`, `$::a::b` or `${...}` part inside an interpolating string.
function interpolation(stream, state) {
  if (stream.match(/^\$\{/)) {
    state.stack.push({ kind: 'interp', depth: 0 });
    state.last = null;
    return 'meta';
  }
  if (stream.match(/^\$(::)?[a-z_]\w*(::[a-z_]\w*)*/) || stream.match(/^\$[0-9]+/)) return 'variableName.special';
  return null;
}

// Reads the body of an open string context up to the end of the line, an interpolation or
// the closing quote.
function stringBody(stream, state, ctx) {
  if (ctx.kind === 'heredoc') {
    if (stream.sol()) {
      const end = stream.match(new RegExp(`^\\s*\\|?\\s*-?\\s*${escapeRegExp(ctx.tag)}\\s*$`));
      if (end) {
        state.stack.pop();
        state.last = 'string';
        return 'string.special';
      }
    }
    if (ctx.interpolate) {
      const tok = interpolation(stream, state);
      if (tok) return tok;
      if (stream.match(/^\\./)) return 'escape';
      while (!stream.eol() && !stream.match(/^(?=\$(\{|::|[a-z_0-9])|\\)/, false)) stream.next();
      if (stream.pos === stream.start) stream.next();
      return 'string';
    }
    stream.skipToEnd();
    return 'string';
  }
  if (ctx.kind === 'sq') {
    while (!stream.eol()) {
      const ch = stream.next();
      if (ch === '\\') stream.next();
      else if (ch === "'") {
        state.stack.pop();
        state.last = 'string';
        break;
      }
    }
    return 'string';
  }
  // double-quoted
  const tok = interpolation(stream, state);
  if (tok) return tok;
  if (stream.match(/^\\(u\{[0-9a-fA-F]+\}|u[0-9a-fA-F]{4}|.)/)) return 'escape';
  if (stream.eat('"')) {
    state.stack.pop();
    state.last = 'string';
    return 'string';
  }
  while (!stream.eol() && !stream.match(/^(?=["\\]|\$(\{|::|[a-z_0-9]))/, false)) stream.next();
  if (stream.pos === stream.start) stream.next();
  return 'string';
}

function escapeRegExp(text) {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

function token(stream, state) {
  // A heredoc announced on the previous line starts here.
  if (stream.sol() && state.pending.length && !(state.stack.length && state.stack.at(-1).kind === 'heredoc')) {
    state.stack.push(state.pending.shift());
  }
  const ctx = state.stack.at(-1);
  if (ctx && ctx.kind !== 'interp') return stringBody(stream, state, ctx);

  if (state.comment) {
    if (stream.skipTo('*/')) {
      stream.match('*/');
      state.comment = false;
    } else stream.skipToEnd();
    return 'blockComment';
  }
  if (stream.eatSpace()) return null;
  if (stream.match('/*')) {
    state.comment = true;
    return 'blockComment';
  }
  if (stream.eat('#')) {
    stream.skipToEnd();
    return 'lineComment';
  }

  const ch = stream.peek();
  // Heredoc tag: @(END), @("END"), @(END:json/tsn)
  if (ch === '@') {
    const m = stream.match(/^@\(\s*("?)([^:/\r\n)"]+)\1\s*(:\s*[a-z][a-zA-Z0-9_+]*)?\s*(\/[tsrnuL$]*)?\s*\)/);
    if (m) {
      state.pending.push({ kind: 'heredoc', tag: m[2].trim(), interpolate: m[1] === '"' });
      state.last = 'string';
      return 'string.special';
    }
  }
  if (ch === '"') {
    stream.next();
    state.stack.push({ kind: 'dq' });
    return 'string';
  }
  if (ch === "'") {
    stream.next();
    state.stack.push({ kind: 'sq' });
    return stringBody(stream, state, state.stack.at(-1));
  }
  if (ch === '$') {
    if (stream.match(/^\$(::)?[a-z_]\w*(::[a-z_]\w*)*/) || stream.match(/^\$[0-9]+/)) {
      state.last = 'variable';
      return 'variableName';
    }
  }
  if (/[0-9]/.test(ch)) {
    stream.match(/^(0[xX][0-9a-fA-F]+|\d+(\.\d+)?([eE][-+]?\d+)?)/) || stream.next();
    state.last = 'number';
    return 'number';
  }
  if (ch === '/' && !VALUE_END.has(state.last)) {
    const m = stream.match(/^\/(?:[^/\\\n]|\\.)*\//);
    if (m) {
      state.last = 'regex';
      return 'regexp';
    }
  }
  if (stream.match(/^(::)?[A-Z]\w*(::[A-Z]\w*)*/)) {
    state.last = 'type';
    return 'typeName';
  }
  const word = stream.match(/^(::)?[a-z_]\w*(::[a-z_]\w*)*/);
  if (word) {
    const text = word[0];
    const firstInInterpolation = ctx && ctx.kind === 'interp' && ctx.depth === 0 && state.last === null;
    if (KEYWORDS.has(text)) {
      state.last = text === 'default' ? 'atom' : 'keyword';
      return text === 'default' ? 'atom' : (text === 'and' || text === 'or' || text === 'in') ? 'operatorKeyword' : 'keyword';
    }
    state.last = ATOMS.has(text) ? 'atom' : 'name';
    if (ATOMS.has(text)) return 'atom';
    // "${name}", "${name['key']}", "${name.fn}": a leading bare word names a variable
    if (firstInInterpolation && !KEYWORDS.has(text) && stream.match(/^\s*[}\[.]/, false)) return 'variableName';
    if (stream.match(/^\s*=>/, false) || stream.match(/^\s*\+>/, false)) return 'propertyName';
    if (stream.match(/^\s*\(/, false)) return 'variableName.function';
    if (stream.match(/^\s*\{/, false)) return 'className';
    return 'variableName.local';
  }
  if (ch === '{') {
    stream.next();
    if (ctx && ctx.kind === 'interp') ctx.depth++;
    state.last = '{';
    return 'brace';
  }
  if (ch === '}') {
    stream.next();
    if (ctx && ctx.kind === 'interp') {
      if (ctx.depth === 0) {
        state.stack.pop();
        return 'meta';
      }
      ctx.depth--;
    }
    state.last = '}';
    return 'brace';
  }
  if ('()[],;'.includes(ch)) {
    stream.next();
    state.last = ch;
    return ch === '(' || ch === ')' ? 'paren' : ch === '[' || ch === ']' ? 'squareBracket' : 'punctuation';
  }
  for (const op of OPERATORS) {
    if (stream.match(op)) {
      state.last = op;
      return op === '=>' || op === '+>' || op === '->' || op === '~>' || op === '<-' || op === '<~'
        ? 'definitionOperator' : 'operator';
    }
  }
  stream.next();
  state.last = null;
  return 'invalid';
}

/** The tokenizer as a stream parser: puppetLanguage's, and the code inside EPP tags (languages.js). */
export const puppetStreamParser = {
  name: 'puppet',
  startState,
  copyState,
  token,
  blankLine(state) {
    // An empty line inside a heredoc is part of its body; one right after the tag opens it.
    if (state.pending.length && !(state.stack.length && state.stack.at(-1).kind === 'heredoc')) {
      state.stack.push(state.pending.shift());
    }
  },
  languageData: {
    commentTokens: { line: '#', block: { open: '/*', close: '*/' } },
    closeBrackets: { brackets: ['(', '[', '{', "'", '"'] },
    indentOnInput: /^\s*[}\]]$/,
  },
};

export const puppetLanguage = StreamLanguage.define(puppetStreamParser);

/** Tokens of one source text as [text, style] pairs: for tests and the embed's static view. */
export function tokenize(text) {
  const state = startState();
  const out = [];
  const lines = text.split('\n');
  for (const line of lines) {
    if (line.length === 0) {
      if (state.pending.length && !(state.stack.length && state.stack.at(-1).kind === 'heredoc')) {
        state.stack.push(state.pending.shift());
      }
      continue;
    }
    const stream = new MiniStream(line);
    while (!stream.eol()) {
      stream.start = stream.pos;
      const style = token(stream, state);
      if (stream.pos === stream.start) stream.pos++;   // never loop
      out.push([line.slice(stream.start, stream.pos), style]);
    }
  }
  return out;
}

// Enough of CodeMirror's StringStream for token() outside an editor.
class MiniStream {
  constructor(string) { this.string = string; this.pos = 0; this.start = 0; }
  sol() { return this.pos === 0; }
  eol() { return this.pos >= this.string.length; }
  peek() { return this.string.charAt(this.pos) || undefined; }
  next() { if (this.pos < this.string.length) return this.string.charAt(this.pos++); return undefined; }
  eat(match) {
    const ch = this.string.charAt(this.pos);
    const ok = typeof match === 'string' ? ch === match : ch && (match instanceof RegExp ? match.test(ch) : match(ch));
    if (ok) { this.pos++; return ch; }
    return undefined;
  }
  eatSpace() { const start = this.pos; while (/[\s\u00a0]/.test(this.string.charAt(this.pos)) && this.pos < this.string.length) this.pos++; return this.pos > start; }
  skipToEnd() { this.pos = this.string.length; }
  skipTo(ch) { const found = this.string.indexOf(ch, this.pos); if (found > -1) { this.pos = found; return true; } return false; }
  match(pattern, consume = true) {
    if (typeof pattern === 'string') {
      if (this.string.substr(this.pos, pattern.length) === pattern) {
        if (consume !== false) this.pos += pattern.length;
        return true;
      }
      return null;
    }
    const m = this.string.slice(this.pos).match(pattern);
    if (m && m.index > 0) return null;
    if (m && consume !== false) this.pos += m[0].length;
    return m;
  }
  current() { return this.string.slice(this.start, this.pos); }
}
