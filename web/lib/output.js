// output.js: the Output panel's parts drawn from a run's result: the list of errors and
// warnings (each with a button to its place) and the log, as text only. The run, the status
// line and the value are app.js's.

/** Log lines drawn at most: a program may print tens of thousands, which take seconds to lay out. */
export const LOG_MAX_LINES = 1000;

/** "line L, column C", "line L", "end of the code" or '' (no line). */
export function locationText(line, column, atEnd = false) {
  if (!line) return '';
  if (atEnd) return 'end of the code';
  return column ? `line ${line}, column ${column}` : `line ${line}`;
}

/**
 * An error or warning as a list item: its kind, its message, a button that calls
 * onJump(line, column) when it has a line, and an optional action { label, run } (e.g. to
 * raise a limit). atEnd: its place is the end of the code (the button puts the cursor after
 * the last character). file: the project's file it is in, when not the main manifest.
 */
export function problemItem(kind, message, line, column, onJump, action = null, atEnd = false, file = null) {
  const li = document.createElement('li');
  li.className = `problem ${kind}`;
  const label = document.createElement('span');
  label.className = 'problem-kind';
  label.textContent = kind === 'error' ? 'Error' : 'Warning';
  li.append(label, ' ');
  const text = document.createElement('span');
  text.className = 'problem-message';
  text.textContent = message;
  li.append(text);
  if (line && onJump) {
    const jump = document.createElement('button');
    jump.type = 'button';
    jump.className = 'jump';
    const where = `${file ? `${file}, ` : ''}${locationText(line, column, atEnd)}`;
    jump.textContent = where;
    jump.setAttribute('aria-label', `Go to ${where}`);
    jump.addEventListener('click', () => onJump(line, atEnd ? column + 1 : column));
    li.append(' ', jump);
  }
  if (action) {
    const button = document.createElement('button');
    button.type = 'button';
    button.className = 'problem-action';
    button.textContent = action.label;
    button.addEventListener('click', action.run);
    li.append(' ', button);
  }
  return li;
}

/**
 * Warnings with the same message at the same place, once each with their count: the engine,
 * as the reference, warns once per escape it does not know, all at the string's place.
 */
export function mergedWarnings(warnings) {
  const byKey = new Map();
  for (const w of warnings || []) {
    const key = `${w.line}:${w.column}:${w.message}`;
    const seen = byKey.get(key);
    if (seen) seen.count++;
    else byKey.set(key, { ...w, count: 1 });
  }
  return [...byKey.values()];
}

/** Draws a run's log lines (as puppet-eval prints them) into the log's <pre>, up to LOG_MAX_LINES. */
export function renderLog(log, output) {
  log.replaceChildren();
  for (const o of output.slice(0, LOG_MAX_LINES)) {
    const line = document.createElement('span');
    line.className = `log-line log-${o.level.toLowerCase()}`;
    const level = document.createElement('span');
    level.className = 'log-level';
    level.textContent = `${o.level}:`;
    line.append(level, ` ${o.message.replace(/\n$/, '')}\n`);
    log.append(line);
  }
  if (output.length > LOG_MAX_LINES) {
    const more = document.createElement('span');
    more.className = 'placeholder log-more';
    more.textContent = `… and ${(output.length - LOG_MAX_LINES).toLocaleString('en')} more lines (Download the log from ⋯ to see them all)`;
    log.append(more);
  }
  if (output.length === 0) {
    const none = document.createElement('span');
    none.className = 'muted';
    none.textContent = '(no log output)';
    log.append(none);
  }
}
