// insight.js: the editor understanding Puppet (docs/api.md, expression_types and complete):
// the type of any expression under the pointer and the answers of `# ^?` comments, both from the
// records of the last run (evaluate's expression_types); documentation on hover, completion and
// signature help from the engine's complete; formatting the code (formatCode). What it does not
// do: run code (the page runs it and hands the records over with setExpressionTypes).
import { StateEffect, StateField, RangeSetBuilder } from '@codemirror/state';
import {
  EditorView, Decoration, WidgetType, hoverTooltip, showTooltip, ViewPlugin, keymap,
} from '@codemirror/view';
import { autocompletion } from '@codemirror/autocomplete';
import { closeOwnTooltips } from './editor.js';

const VALUE_SHOWN_CHARS = 60;   // a longer value is cut in `# ^?` answers

// --- the records of the last run --------------------------------------------------------------

const setRecords = StateEffect.define();

// { source, expressions } of the last run, or null.
const recordsField = StateField.define({
  create: () => null,
  update(value, tr) {
    for (const e of tr.effects) if (e.is(setRecords)) return e.value;
    return value;
  },
});

/** Hands the expression records of a run of `source` (evaluate's expression_types) to the editor. */
export function setExpressionTypes(view, source, expressionTypes) {
  const value = expressionTypes ? { source, expressions: expressionTypes.expressions || [] } : null;
  view.dispatch({ effects: setRecords.of(value) });
}

// A token of the document an editor state holds: made with the state (a file opened, a project
// replaced) and kept by its transactions, so that an answer computed for one state can tell
// whether the editor still shows that document, however edited since, or another one.
const documentField = StateField.define({ create: () => ({}), update: (token) => token });

/**
 * Whether view still shows the document of state (the same file, edits or not): an answer that
 * comes after the editor switched to another file must not be given positions of the old one
 * (CodeMirror throws RangeError: Invalid position). Editors without this file's extensions
 * compare the text itself.
 */
export function sameDocument(view, state) {
  const now = view.state.field(documentField, false), then = state.field(documentField, false);
  return now && then ? now === then : view.state.doc === state.doc;
}

// The offset of a 1-based line and column in doc, or -1 outside it.
function offsetAt(doc, line, column) {
  if (line < 1 || line > doc.lines) return -1;
  const l = doc.line(line);
  return Math.min(l.to, l.from + column - 1);
}

// The records usable for the state's document: only those of a run of this very text.
function currentRecords(state) {
  const r = state.field(recordsField, false);
  if (!r || r.source !== state.doc.toString()) return null;
  return r.expressions;
}

/** The innermost record whose range holds the offset pos (end excluded), or null. */
export function recordAt(state, pos) {
  const expressions = currentRecords(state);
  if (!expressions) return null;
  let best = null;
  let bestSize = Infinity;
  for (const e of expressions) {
    const from = offsetAt(state.doc, e.line, e.column);
    const to = offsetAt(state.doc, e.end_line, e.end_column);
    if (from < 0 || to < 0 || pos < from || pos >= to) continue;
    if (to - from <= bestSize) {   // later records are parts of earlier ones: ties go to the part
      best = { ...e, from, to };
      bestSize = to - from;
    }
  }
  return best;
}

function recordText(r) {
  if (!r.ran) return 'never ran';
  const times = r.count > 1 ? ` (${r.count} values)` : '';
  return `${r.type}${r.value != null ? ` = ${r.value}` : ''}${times}`;
}

// --- hover --------------------------------------------------------------------------------------

function hoverDom(code, lines) {
  const dom = document.createElement('div');
  dom.className = 'cm-type-hover';
  const head = document.createElement('div');
  const name = document.createElement('code');
  name.textContent = code;
  head.append(name);
  if (lines.type) {
    const type = document.createElement('code');
    type.className = 'cm-type-hover-type';
    type.textContent = lines.type;
    head.append(' : ', type);
  }
  dom.append(head);
  if (lines.doc) {
    const doc = document.createElement('pre');
    doc.className = 'cm-doc-hover';
    doc.textContent = lines.doc;
    dom.append(doc);
  }
  return dom;
}

// The word (name, $variable or Type) at pos: { from, to, text } or null.
function wordAt(state, pos) {
  const line = state.doc.lineAt(pos);
  const re = /\$?(::)?[A-Za-z_]\w*(::[A-Za-z_]\w*)*/g;
  let m;
  while ((m = re.exec(line.text))) {
    const from = line.from + m.index;
    const to = from + m[0].length;
    if (pos >= from && pos <= to) return { from, to, text: m[0] };
  }
  return null;
}

function lineColumn(state, pos) {
  const line = state.doc.lineAt(pos);
  return { line: line.number, column: pos - line.from + 1 };
}

// The item of complete at the end of a word whose label is the word itself.
async function itemOf(complete, state, word, purpose) {
  const { line, column } = lineColumn(state, word.to);
  const answer = await complete(state.doc.toString(), line, column, purpose).catch(() => null);
  const items = answer && answer.items ? answer.items : [];
  const label = word.text.replace(/^\$/, '');
  return items.find((i) => i.label === label) || null;
}

// Kinds of complete's items whose documentation a hover shows before the type of the
// expression around them: a resource attribute or type is no expression of its own (its
// resource expression is), and a data type's description says more than Type[T].
const DOCUMENTED_FIRST = new Set(['attribute', 'resource', 'type']);

/**
 * Hover: over a resource attribute, a resource type or a data type, its documentation from
 * complete(source, line, column, purpose) (a promise of the completions, or null); else over an
 * expression of the last run, its type (and small value, and how many values); else over a
 * function, its documentation; else fallback(variable, source) for `$variables` (a promise of a
 * type's text, or null).
 */
export function insightHover({ complete, fallback = null }) {
  return hoverTooltip(async (view, pos) => {
    const { state } = view;
    const record = recordAt(state, pos);
    const word = wordAt(state, pos);
    const item = word && !word.text.startsWith('$') ? await itemOf(complete, state, word, 'docs') : null;
    if (view.state.doc !== state.doc) return null;
    const docs = item ? {
      pos: word.from, end: word.to, above: true,
      create: () => ({ dom: hoverDom(item.detail || word.text, { doc: item.documentation }) }),
    } : null;
    if (docs && DOCUMENTED_FIRST.has(item.kind)) return docs;
    if (record) {
      const code = state.sliceDoc(record.from, Math.min(record.to, record.from + 60)).split('\n')[0];
      return {
        pos: record.from, end: record.to, above: true,
        create: () => ({ dom: hoverDom(code, { type: recordText(record) }) }),
      };
    }
    if (docs) return docs;
    if (!word || !word.text.startsWith('$') || !fallback) return null;
    const type = await fallback(word.text, state.doc.toString());
    if (!type || view.state.doc !== state.doc) return null;
    return { pos: word.from, end: word.to, above: true, create: () => ({ dom: hoverDom(word.text, { type }) }) };
  }, { hoverTime: 300 });
}

// --- `# ^?` answers -----------------------------------------------------------------------------

class AnswerWidget extends WidgetType {
  constructor(text) {
    super();
    this.text = text;
  }

  eq(other) { return other.text === this.text; }

  toDOM() {
    const span = document.createElement('span');
    span.className = 'cm-query-answer';
    span.textContent = this.text;
    return span;
  }
}

const QUERY = /^(\s*)#(\s*)\^\?/;

function shortText(r) {
  if (!r) return 'no expression there';
  if (!r.ran) return 'never ran';
  let value = r.value != null ? ` = ${r.value}` : '';
  if (value.length > VALUE_SHOWN_CHARS) value = `${value.slice(0, VALUE_SHOWN_CHARS)}…`;
  return `${r.type}${value}${r.count > 1 ? ` (${r.count} values)` : ''}`;
}

/** The `# ^?` queries of a state and their answers: [{ line, column, text }]. */
export function queryAnswers(state) {
  if (!currentRecords(state)) return [];
  const answers = [];
  for (let n = 2; n <= state.doc.lines; n++) {
    const line = state.doc.line(n);
    const m = QUERY.exec(line.text);
    if (!m) continue;
    const column = line.text.indexOf('^') + 1;
    const above = state.doc.line(n - 1);
    if (column > above.length + 1) {
      answers.push({ line: n, column, text: 'no expression there', at: line.to });
      continue;
    }
    const r = recordAt(state, above.from + column - 1);
    answers.push({ line: n, column, text: shortText(r), at: line.to });
  }
  return answers;
}

function answerDecorations(state) {
  const builder = new RangeSetBuilder();
  for (const a of queryAnswers(state)) {
    builder.add(a.at, a.at, Decoration.widget({ widget: new AnswerWidget(a.text), side: 1 }));
  }
  return builder.finish();
}

const answersField = StateField.define({
  create: (state) => answerDecorations(state),
  update(value, tr) {
    if (tr.docChanged || tr.effects.some((e) => e.is(setRecords))) return answerDecorations(tr.state);
    return value;
  },
  provide: (field) => EditorView.decorations.from(field),
});

// --- completion and signature help ----------------------------------------------------------

const KIND_TYPES = {
  keyword: 'keyword', function: 'function', class: 'class', define: 'class', resource: 'type', type: 'type',
  attribute: 'property', variable: 'variable', key: 'property',
};

function completionSource(complete) {
  return async (context) => {
    const { state, pos } = context;
    const before = state.sliceDoc(Math.max(0, pos - 1), pos);
    if (!context.explicit && !/[\w$'"]/.test(before)) return null;
    const { line, column } = lineColumn(state, pos);
    const answer = await complete(state.doc.toString(), line, column, 'complete').catch(() => null);
    // an answer for another file (the editor switched meanwhile) is dropped: its place is in the
    // old text, and CodeMirror would show it in the new one
    if (!answer || !answer.items || !answer.items.length || context.aborted) return null;
    if (context.view && !sameDocument(context.view, state)) return null;
    const from = offsetAt(state.doc, answer.line, answer.column) + (answer.prefix.startsWith('$') ? 1 : 0);
    return {
      from: Math.min(from, pos),
      options: answer.items.map((i) => ({
        label: i.label, type: KIND_TYPES[i.kind] || 'text', detail: i.detail || undefined,
        info: i.documentation || undefined,
      })),
      validFor: /^[\w:]*$/,
    };
  };
}

const setSignature = StateEffect.define();

const signatureField = StateField.define({
  create: () => null,
  update(tooltip, tr) {
    for (const e of tr.effects) if (e.is(setSignature)) return e.value;
    if (tr.effects.some((e) => e.is(closeOwnTooltips))) return null;
    return tooltip && tr.docChanged ? { ...tooltip, pos: tr.changes.mapPos(tooltip.pos) } : tooltip;
  },
  provide: (field) => showTooltip.from(field),
});

// The call whose arguments the cursor is in, or the data type whose parameters it is in
// (`Integer[`): { name: {from, to, text} } or null.
function callAround(state, pos) {
  const start = Math.max(0, pos - 2000);
  const text = state.sliceDoc(start, pos);
  let depth = 0;
  for (let i = text.length - 1; i >= 0; i--) {
    const c = text[i];
    if (c === ')' || c === ']' || c === '}') depth++;
    else if (c === '(' || c === '[' || c === '{') {
      if (depth === 0) {
        if (c === '{') return null;
        const m = (c === '(' ? /([a-z][\w]*(::[a-z]\w*)*)\s*$/ : /(?<![$\w])([A-Z]\w*(::[A-Z]\w*)*)$/).exec(text.slice(0, i));
        if (!m) return null;
        const to = start + i - (text.slice(0, i).length - m.index - m[1].length);
        return { name: { from: to - m[1].length, to, text: m[1] } };
      }
      depth--;
    }
  }
  return null;
}

function signatureHelp(complete) {
  return ViewPlugin.fromClass(class {
    constructor(view) {
      this.view = view;
      this.asked = 0;
      this.shownFor = null;
    }

    update(update) {
      if (!update.docChanged && !update.selectionSet) return;
      const { state } = update;
      const { main } = state.selection;
      const call = main.empty ? callAround(state, main.head) : null;
      const key = call ? `${call.name.from}:${call.name.text}` : null;
      if (key === this.shownFor) return;
      this.shownFor = key;
      const ask = ++this.asked;
      if (!call) {
        queueMicrotask(() => {
          if (ask !== this.asked || !this.view.state.field(signatureField, false)) return;
          this.view.dispatch({ effects: setSignature.of(null) });
        });
        return;
      }
      itemOf(complete, state, call.name, 'signature').then((item) => {
        // an answer for another text (the editor switched to another file meanwhile) is dropped
        if (ask !== this.asked || this.view.state.doc !== state.doc) return;
        // a function's signatures, or a data type's parameters (`Integer[from, to]`)
        const signature = !item ? null
          : item.kind === 'function' && item.documentation ? item.documentation.split('\n\n')[0]
            : item.kind === 'type' && item.detail && item.detail.startsWith(`${call.name.text}[`) ? item.detail : null;
        const tooltip = signature ? {
          pos: call.name.from, above: true,
          create: () => ({ dom: hoverDom(call.name.text, { doc: signature }) }),
        } : null;
        this.view.dispatch({ effects: setSignature.of(tooltip) });
      });
    }

    destroy() { this.asked++; }
  });
}

// --- formatting -------------------------------------------------------------------------------

/**
 * Replaces the editor's code by formatCode's layout of it (an undoable edit, as typing is), its
 * `# ^?` queries still pointing at their expressions (the formatter moves their carets);
 * resolves to { ok: true } or { ok: false, message } (the code does not parse).
 */
export async function formatEditor(view, formatCode) {
  const { state } = view;
  const source = state.doc.toString();
  const r = await formatCode(source);
  if (!r || !r.ok || typeof r.text !== 'string') {
    return { ok: false, message: r && r.error ? r.error.message : 'the code could not be formatted' };
  }
  // another file on show (even one with the same text) or the code edited meanwhile
  if (!sameDocument(view, state) || view.state.doc.toString() !== source) return { ok: false, message: 'the code changed meanwhile' };
  if (r.text !== source) {
    view.dispatch({ changes: { from: 0, to: source.length, insert: r.text }, userEvent: 'input.format' });
  }
  return { ok: true };
}

/**
 * The editor's extensions of this file: hover, `# ^?` answers, completion and signature help
 * (complete(source, line, column, purpose) resolves to complete's `completions`, or null;
 * purpose names the asker: a newer question of the same purpose may supersede an older one), and
 * Shift+Alt+F calling onFormat().
 */
export function insightExtensions({ complete, fallback = null, onFormat = null }) {
  return [
    documentField,
    recordsField,
    answersField,
    insightHover({ complete, fallback }),
    autocompletion({ override: [completionSource(complete)], activateOnTyping: true }),
    signatureField,
    signatureHelp(complete),
    onFormat ? keymap.of([{ key: 'Shift-Alt-f', run: () => { onFormat(); return true; } }]) : [],
  ];
}
