// editor.js: the CodeMirror 6 editor of the page and of embeds: the Puppet mode, line numbers,
// bracket matching, undo history, search, and diagnostics (lint marks) set from run results.
import {
  EditorState, Compartment, Prec, Transaction, StateEffect, StateField, Text,
} from '@codemirror/state';
import {
  EditorView, keymap, lineNumbers, highlightActiveLine, highlightActiveLineGutter,
  drawSelection, highlightSpecialChars, rectangularSelection, dropCursor, hoverTooltip,
  showTooltip, ViewPlugin, closeHoverTooltips,
} from '@codemirror/view';
import {
  history, defaultKeymap, historyKeymap, indentWithTab,
} from '@codemirror/commands';
import {
  bracketMatching, indentOnInput, syntaxHighlighting, HighlightStyle, foldGutter, foldKeymap,
} from '@codemirror/language';
import { searchKeymap, highlightSelectionMatches } from '@codemirror/search';
import { closeBrackets, closeBracketsKeymap, closeCompletion } from '@codemirror/autocomplete';
import { setDiagnostics, lintGutter, lintKeymap } from '@codemirror/lint';
import { tags as t } from '@lezer/highlight';
import { puppetLanguage } from './puppet-mode.js';

// Colours come from CSS variables (style.css), so the light and dark themes share one style.
const puppetHighlight = HighlightStyle.define([
  { tag: t.keyword, class: 'tok-keyword' },
  { tag: t.operatorKeyword, class: 'tok-keyword' },
  { tag: [t.atom, t.bool], class: 'tok-atom' },
  { tag: t.number, class: 'tok-number' },
  { tag: t.string, class: 'tok-string' },
  { tag: t.special(t.string), class: 'tok-heredoc' },
  { tag: t.escape, class: 'tok-escape' },
  { tag: t.regexp, class: 'tok-regexp' },
  { tag: t.variableName, class: 'tok-variable' },
  { tag: t.special(t.variableName), class: 'tok-variable' },
  { tag: t.local(t.variableName), class: 'tok-name' },
  { tag: t.function(t.variableName), class: 'tok-function' },
  { tag: t.typeName, class: 'tok-type' },
  { tag: t.className, class: 'tok-class' },
  { tag: t.propertyName, class: 'tok-property' },
  { tag: [t.lineComment, t.blockComment], class: 'tok-comment' },
  { tag: t.meta, class: 'tok-meta' },
  { tag: t.definitionOperator, class: 'tok-arrow' },
  { tag: t.operator, class: 'tok-operator' },
  { tag: t.invalid, class: 'tok-invalid' },
]);

const baseTheme = EditorView.theme({
  '&': { height: '100%' },
  '.cm-scroller': { fontFamily: 'var(--mono)', lineHeight: '1.5' },
});

// A tooltip's content: `code : Type`, as text.
function typeTooltip(code, type) {
  const dom = document.createElement('div');
  dom.className = 'cm-type-hover';
  const name = document.createElement('code');
  name.textContent = code;
  const typeText = document.createElement('code');
  typeText.className = 'cm-type-hover-type';
  typeText.textContent = type;
  dom.append(name, ' : ', typeText);
  return dom;
}

/**
 * Type on hover: over a `$variable`, asks typeOfVariable(name, doc) (a promise of the type's
 * text, or null when the engine cannot tell) and shows the answer as text.
 */
export function variableTypeHover(typeOfVariable) {
  return hoverTooltip(async (view, pos) => {
    const line = view.state.doc.lineAt(pos);
    const re = /\$(::)?[a-z_]\w*(::[a-z_]\w*)*/g;
    let m;
    while ((m = re.exec(line.text))) {
      const from = line.from + m.index, to = from + m[0].length;
      if (pos < from || pos > to) continue;
      const { doc } = view.state;
      const answer = await typeOfVariable(m[0], doc.toString());
      // not for a document replaced meanwhile (another file opened): its positions are not ours
      if (!answer || view.state.doc !== doc) return null;
      return { pos: from, end: to, above: true, create: () => ({ dom: typeTooltip(m[0], answer) }) };
    }
    return null;
  }, { hoverTime: 400 });
}

// a lookup by name with a quoted key (lib/lookups.js reads the same calls for the Output panel)
const LOOKUP_CALL = /\b(lookup|hiera|hiera_array|hiera_hash|hiera_include)\s*\(\s*\[?\s*(?:'([^'\\\n]+)'|"([^"\\$\n]+)")/g;

/**
 * A lookup's explanation on hover: over `lookup('key')` (or a hiera* call), its name or its key,
 * asks explain(key) (a promise of the text of `puppet lookup --explain`, or null when there is
 * no run to explain it after) and shows it; "Open" calls open(key) (the whole explanation).
 */
export function lookupHover(explain, open) {
  return hoverTooltip(async (view, pos) => {
    const line = view.state.doc.lineAt(pos);
    for (const m of line.text.matchAll(LOOKUP_CALL)) {
      const from = line.from + m.index, to = from + m[0].length + 1;
      if (pos < from || pos > to) continue;
      const key = m[2] ?? m[3];
      const { doc } = view.state;
      const text = await explain(key);
      if (text == null || view.state.doc !== doc) return null;   // see variableTypeHover
      return {
        pos: from, end: to, above: true,
        create: () => {
          const dom = document.createElement('div');
          dom.className = 'cm-type-hover cm-lookup-hover';
          const head = document.createElement('div');
          const name = document.createElement('code');
          name.textContent = `${m[1]}('${key}')`;
          const button = document.createElement('button');
          button.type = 'button';
          button.className = 'cm-lookup-open';
          button.textContent = 'Open';
          button.addEventListener('click', () => open(key));
          head.append(name, ' ', button);
          const body = document.createElement('pre');
          body.className = 'cm-lookup-text';
          body.textContent = text;
          dom.append(head, body);
          return { dom };
        },
      };
    }
    return null;
  }, { hoverTime: 400 });
}

const SELECTION_MAX = 2000;    // characters: a longer selection is not asked about
const SELECTION_REST_MS = 400;  // the selection rests this long before its type is asked for

const setSelectionType = StateEffect.define();

/** Closes the tooltips of the page's own fields (the selection's type, signature help). */
export const closeOwnTooltips = StateEffect.define();

// The tooltip with the selection's type; gone as soon as the selection or the code changes.
const selectionTypeField = StateField.define({
  create: () => null,
  update(tooltip, tr) {
    for (const e of tr.effects) if (e.is(setSelectionType)) return e.value;
    if (tr.effects.some((e) => e.is(closeOwnTooltips))) return null;
    return tr.docChanged || tr.selection ? null : tooltip;
  },
  provide: (field) => showTooltip.from(field),
});

/**
 * Closes every tooltip on show (hover, completion, the selection's type, signature help), before
 * the view takes another state (another file): CodeMirror keeps the measures asked for before
 * EditorView.setState, and the old tooltip plugin's measure would read its tooltips' positions in
 * the new, maybe shorter, document (RangeError: Invalid position); and a state kept for later
 * would bring back a hover the pointer has long left.
 */
export function closeTooltips(view) {
  if (!view.dom.querySelector('.cm-tooltip')) return;   // a dispatch costs a layout
  view.dispatch({ effects: [closeOwnTooltips.of(null), closeHoverTooltips] });
  closeCompletion(view);
}

/**
 * Type of the selection: when one non-empty selection rests for a moment, asks
 * typeOfExpression(text, doc) (a promise of the type's text, or null when the engine cannot
 * tell) and shows the answer under the selection.
 */
export function selectionType(typeOfExpression) {
  const asker = ViewPlugin.fromClass(class {
    constructor(view) {
      this.view = view;
      this.timer = 0;
      this.asked = 0;   // only the newest question's answer is shown
    }

    update(update) {
      if (!update.selectionSet && !update.docChanged) return;
      clearTimeout(this.timer);
      const ask = ++this.asked;
      const { ranges, main } = update.state.selection;
      if (ranges.length !== 1 || main.empty || main.to - main.from > SELECTION_MAX) return;
      const text = update.state.sliceDoc(main.from, main.to).trim();
      if (!text) return;
      this.timer = setTimeout(async () => {
        const answer = await typeOfExpression(text, this.view.state.doc.toString()).catch(() => null);
        if (ask !== this.asked || !answer || this.view.state.doc !== update.state.doc) return;
        const shown = text.length > 60 || text.includes('\n') ? `${text.split('\n')[0].slice(0, 40)}…` : text;
        const tooltip = { pos: main.from, end: main.to, above: false, create: () => ({ dom: typeTooltip(shown, answer) }) };
        this.view.dispatch({ effects: setSelectionType.of(tooltip) });
      }, SELECTION_REST_MS);
    }

    destroy() {
      clearTimeout(this.timer);
      this.asked++;
    }
  });
  return [selectionTypeField, asker];
}

// Typing over a selection: Chromium's own editing, replacing a selection that spans highlighted
// tokens, adds style attributes to keep the first token's look, which a Content-Security-Policy
// without 'unsafe-inline' refuses and reports (style-src-attr). The editor makes that change
// itself instead, through the input handlers (closeBrackets wraps a selection in brackets) and
// as typing would (the "input.type" event, which undo groups as usual).
const typeOverSelection = EditorView.domEventHandlers({
  beforeinput(event, view) {
    if (event.inputType !== 'insertText' || event.data == null || view.composing) return false;
    const { state } = view;
    if (state.selection.ranges.every((r) => r.empty)) return false;
    event.preventDefault();
    if (state.readOnly) return true;
    const text = event.data;
    const { from, to } = state.selection.main;
    const insert = () => view.state.update(view.state.replaceSelection(text), { userEvent: 'input.type', scrollIntoView: true });
    if (!state.facet(EditorView.inputHandler).some((handler) => handler(view, from, to, text, insert))) view.dispatch(insert());
    return true;
  },
});

/**
 * The one place where an editor's extensions are assembled (the playground's and the embeds'):
 * extra ones (keymaps, listeners, hovers) are appended; language is the file's mode (Puppet by
 * default; lib/languages.js picks one by file name). readOnly
 * keeps the code from being edited (it can still be selected and copied); tabIndents binds Tab
 * to indentation (then Escape, Tab leaves the editor), which an embed in a page does not, so
 * that Tab moves through the page as everywhere else.
 */
export function puppetExtensions({
  lineNumbersOn = true, label = 'Puppet code', extra = [], readOnly = false, tabIndents = true, language = puppetLanguage,
} = {}) {
  return [
    readOnly ? EditorState.readOnly.of(true) : [],
    lineNumbersOn ? [lineNumbers(), foldGutter(), lintGutter()] : [],
    highlightActiveLineGutter(),
    highlightSpecialChars(),
    history(),
    drawSelection(),
    dropCursor(),
    EditorState.allowMultipleSelections.of(true),
    indentOnInput(),
    syntaxHighlighting(puppetHighlight),
    bracketMatching(),
    closeBrackets(),
    rectangularSelection(),
    typeOverSelection,
    highlightActiveLine(),
    highlightSelectionMatches(),
    languageSlot.of(language),
    baseTheme,
    EditorView.contentAttributes.of({ 'aria-label': label, spellcheck: 'false', autocapitalize: 'off' }),
    extra,
    keymap.of([
      ...closeBracketsKeymap, ...defaultKeymap, ...searchKeymap, ...historyKeymap,
      ...foldKeymap, ...lintKeymap, ...(tabIndents ? [indentWithTab] : []),
    ]),
  ];
}

/** An editor state holding doc, with puppetExtensions(options). */
export function editorState(doc, options = {}) {
  return EditorState.create({ doc, extensions: puppetExtensions(options) });
}

/** Creates an editor holding doc inside parent. */
export function createEditor(parent, doc, options = {}) {
  return new EditorView({ parent, state: editorState(doc, options) });
}

/** The document offset of a 1-based line and column (clamped into the document). */
export function offsetOf(doc, line, column) {
  if (!line || line < 1) return 0;
  if (line > doc.lines) return doc.length;
  const l = doc.line(line);
  return Math.min(l.to, l.from + Math.max(0, (column || 1) - 1));
}

/**
 * Where a run's error is in the code: {line, column, atEnd}, or null when it has no place there
 * (a run stopped at the time limit). A syntax error "at end of input" comes without a location,
 * as in the reference; its place is the end of the code's last non-blank line (atEnd).
 */
export function errorPlace(doc, error) {
  if (!error) return null;
  if (error.line) return { line: error.line, column: error.column, atEnd: false };
  if (error.kind !== 'syntax' || !/at end of input$/.test(error.message)) return null;
  const text = doc.toString().replace(/\s+$/, '');
  if (!text) return { line: 1, column: 1, atEnd: true };
  const line = doc.lineAt(text.length);
  return { line: line.number, column: text.length - line.from, atEnd: true };
}

/**
 * Shows a run's error and warnings as diagnostics. A location of 0 is unknown (a run stopped at
 * the time limit, some library errors): such a message gets no mark, since any place in the
 * code would point at the wrong thing; the page lists it all the same. An error without an end
 * marks the token-sized rest of its word.
 */
export function showDiagnostics(view, result, extra = []) {
  const doc = view.state.doc;
  const diagnostics = [];
  const add = (severity, message, line, column, endLine, endColumn) => {
    if (!line) return;
    const from = offsetOf(doc, line, column);
    let to = endLine ? offsetOf(doc, endLine, endColumn) : from;
    if (to <= from) {
      const rest = doc.sliceString(from, Math.min(doc.length, from + 80));
      const m = /^(\$?[\w:]+|\S)/.exec(rest);
      to = from + (m ? m[0].length : 0);
    }
    diagnostics.push({ from, to: Math.max(from, Math.min(to, doc.length)), severity, message, source: 'puppet' });
  };
  for (const w of result.warnings || []) add('warning', w.message, w.line, w.column, 0, 0);
  const place = result.ok ? null : errorPlace(doc, result.error);
  if (place) {
    const e = result.error;
    // at the end of input: the last character, so that the mark is visible
    if (place.atEnd) add('error', e.message, place.line, place.column, place.line, place.column + 1);
    else add('error', e.message, e.line, e.column, e.end_line, e.end_column);
  }
  diagnostics.push(...extra);
  view.dispatch(setDiagnostics(view.state, diagnostics));
  return diagnostics;
}

/**
 * lint's warnings (docs/api.md, "lint") of the text in doc as diagnostics, each with its fix as
 * an action: "Fix" writes a replacement, "Format" calls format() (the formatter complies with
 * the check). The marks name puppet-lint's check, as puppet-lint prints it.
 */
export function lintDiagnostics(doc, warnings, format) {
  return (warnings || []).map((w) => {
    const from = offsetOf(doc, w.line, w.column);
    const to = Math.max(from, offsetOf(doc, w.end_line, w.end_column));
    const actions = [];
    if (w.fix === 'format' && format) actions.push({ name: 'Format', apply: () => format() });
    else if (w.fix && typeof w.fix === 'object') {
      const fix = w.fix;
      actions.push({
        name: 'Fix',
        apply: (view) => {
          if (view.state.doc !== doc) return;   // edited since: the next lint says again
          const at = offsetOf(doc, fix.line, fix.column), end = Math.max(at, offsetOf(doc, fix.end_line, fix.end_column));
          view.dispatch({ changes: { from: at, to: end, insert: fix.text }, userEvent: 'input.lint' });
        },
      });
    }
    return { from, to, severity: 'warning', source: `puppet-lint ${w.check}`, message: w.message, actions };
  });
}

/** Puts the cursor at line/column, scrolls there and focuses the editor. */
export function jumpTo(view, line, column) {
  const pos = offsetOf(view.state.doc, line, column);
  view.dispatch({ selection: { anchor: pos }, scrollIntoView: true });
  view.focus();
}

const languageSlot = new Compartment();

/** Gives the editor's current file another language mode (one loaded late: lib/languages.js). */
export function setLanguage(view, language) {
  view.dispatch({ effects: languageSlot.reconfigure(language) });
}

const keyBindings = new Compartment();

/** The compartment of optional key bindings (Vim): Prec.highest, so they come before the defaults. */
export function keyBindingsSlot() {
  return Prec.highest(keyBindings.of([]));
}

/** Turns the Vim bindings on or off; they are loaded (a separate chunk) on first use. */
export async function setVim(view, on) {
  let ext = [];
  if (on) {
    const { vim } = await import('./vim.js');
    ext = vim();
  }
  view.dispatch({ effects: keyBindings.reconfigure(ext) });
}

export { EditorView, EditorState, Compartment, Transaction, Text, keymap };
