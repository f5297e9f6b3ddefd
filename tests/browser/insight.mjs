// insight.mjs: browser checks of the editor's understanding of Puppet (web/lib/insight.js): the
// type of a lambda parameter on hover and a `# ^?` answer (from the run's expression types), the
// same answer where a share link of it opens, completing `file { 'x': ens` to `ensure` (the
// engine's complete), the Format button, a `# ^?` caret that formatting keeps under its
// expression, and the documentation shown on hover of a resource attribute (the reference's
// own paragraph, lib/puppet/type/file/ensure.rb) and of a data type (its parameters as the
// specification's heading gives them, "Integer ([from, to])"), and signature help of a call and
// of a data type's parameters; and answers that come after the editor switched to another file
// (a completion, a format: the worker's answers held back until then) changing nothing there;
// the style warnings' toggle (puppet-lint's checks marked in the code, with their fixes).
// The types are the reference's: type(1) is Integer[1, 1], type(2) Integer[2, 2], and their
// common type Integer[1, 2].
import { check, watch, waitReady, settled, typeAndRun, typeCode } from './harness.mjs';

const editorText = (page) => page.evaluate(
  () => [...document.querySelectorAll('.cm-content .cm-line')].map((l) => l.textContent).join('\n'));

// the code alone, without the answers shown inline after `# ^?` comments
const codeText = (page) => page.evaluate(() => [...document.querySelectorAll('.cm-content .cm-line')].map((l) => {
  const copy = l.cloneNode(true);
  copy.querySelectorAll('.cm-query-answer').forEach((a) => a.remove());
  return copy.textContent;
}).join('\n'));

export async function insightChecks(browser, base, problems) {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  const page = await context.newPage();
  watch(page, problems, 'insight');
  await page.goto(base);
  await waitReady(page);
  await settled(page);

  // the caret of line 2 is under the `$x` of line 1 (column 14)
  const code = '[1, 2].each |$x| { notice($x) }\n#            ^?';
  const log = await typeAndRun(page, code);
  check('a program with a `# ^?` query runs', log === 'Notice: 1\nNotice: 2\n', JSON.stringify(log));

  const answer = await page.waitForSelector('.cm-query-answer', { timeout: 10000 }).then((e) => e.textContent()).catch(() => null);
  check('a `# ^?` query is answered inline with the type of the parameter above its caret',
    answer === 'Integer[1, 2] (2 values)', JSON.stringify(answer));

  // the query travels in a share link as the comment it is, and is answered where it opens
  await page.click('#share');
  await page.waitForFunction(() => location.hash.startsWith('#v2.'), null, { timeout: 5000 }).catch(() => {});
  const shared = await context.newPage();
  watch(shared, problems, 'insight shared');
  await shared.goto(page.url());
  await waitReady(shared);
  await settled(shared);
  const sharedAnswer = await shared.waitForSelector('.cm-query-answer', { timeout: 10000 }).then((e) => e.textContent()).catch(() => null);
  const sharedCode = await codeText(shared);
  check('a `# ^?` query in a share link is answered where the link opens',
    sharedAnswer === 'Integer[1, 2] (2 values)' && sharedCode.trimEnd() === code, JSON.stringify({ sharedAnswer, sharedCode }));
  await shared.close();

  await page.mouse.move(5, 5);
  await page.locator('.cm-line').first().locator('.tok-variable').first().hover();
  const hover = await page.waitForSelector('.cm-tooltip-hover .cm-type-hover', { timeout: 10000 })
    .then((e) => e.textContent()).catch(() => null);
  check('hovering a lambda parameter shows its type', hover === '$x : Integer[1, 2] (2 values)', JSON.stringify(hover));
  await page.mouse.move(5, 5);

  // completion: typed for real, so that the editor sees keystrokes
  await typeCode(page, "file { 'x': en");
  await page.keyboard.type('s');
  const option = await page.waitForSelector('.cm-tooltip-autocomplete li', { timeout: 10000 })
    .then((e) => e.textContent()).catch(() => null);
  check('typing `file { \'x\': ens` offers ensure', option !== null && option.startsWith('ensure'), JSON.stringify(option));
  const info = await page.waitForSelector('.cm-tooltip-autocomplete .cm-completionInfo', { timeout: 10000 })
    .then((e) => e.textContent()).catch(() => null);
  check('the ensure item carries the reference\'s paragraph about it',
    info !== null && info.startsWith('Whether the file should exist'), JSON.stringify(info));
  await page.keyboard.press('Enter');
  const completed = await editorText(page);
  check('accepting the completion writes ensure', completed === "file { 'x': ensure", JSON.stringify(completed));

  // the Format button lays the code out in the style guide's layout
  await typeAndRun(page, "file{'x':ensure=>present,mode=>'0644'}");
  await page.click('#format-code');
  const formatted = "file { 'x':\n  ensure => present,\n  mode   => '0644',\n}";
  const done = await page.waitForFunction((want) => {
    const text = [...document.querySelectorAll('.cm-content .cm-line')].map((l) => l.textContent).join('\n');
    return text.trimEnd() === want;
  }, formatted, { timeout: 10000 }).then(() => true).catch(() => false);
  check('the Format button formats the code', done, JSON.stringify(await editorText(page)));

  // formatting respaces the line above a `# ^?` query: the caret moves with its expression
  await typeAndRun(page, '[1,2].each |$x| {notice($x)}\n#           ^?');
  await page.click('#format-code');
  const realigned = '[1, 2].each |$x| { notice($x) }\n#            ^?';
  const moved = await page.waitForFunction((want) => {
    const text = [...document.querySelectorAll('.cm-content .cm-line')].map((l) => l.textContent).join('\n');
    return text.trimEnd() === want;
  }, realigned, { timeout: 10000 }).then(() => true).catch(() => false);
  const formattedText = await editorText(page);
  await settled(page);
  const after = await page.waitForFunction(() => {
    const a = document.querySelector('.cm-query-answer');
    return a && a.textContent !== 'no expression there' ? a.textContent : null;
  }, null, { timeout: 10000 }).then((h) => h.jsonValue()).catch(() => null);
  check('formatting keeps a `# ^?` caret under its expression, and it is answered',
    moved && after === 'Integer[1, 2] (2 values)', JSON.stringify({ formattedText, after }));

  // documentation on hover, also over a resource expression that ran (whose type the rest of it
  // shows): hovering `ensure`, `file` and `Integer`
  await typeAndRun(page, "file { '/tmp/x':\n  ensure => file,\n}\nnotice(1 =~ Integer)");
  const hoverWord = async (line, word) => {
    await page.mouse.move(5, 5);
    await page.waitForSelector('.cm-tooltip-hover', { state: 'detached', timeout: 5000 }).catch(() => {});
    const box = await page.evaluate(([n, w]) => {
      const el = document.querySelectorAll('.cm-content .cm-line')[n];
      const walker = document.createTreeWalker(el, NodeFilter.SHOW_TEXT);
      for (let t = walker.nextNode(); t; t = walker.nextNode()) {
        const at = t.textContent.indexOf(w);
        if (at < 0) continue;
        const range = document.createRange();
        range.setStart(t, at + 1);
        range.setEnd(t, at + 2);
        const r = range.getBoundingClientRect();
        return { x: r.left + r.width / 2, y: r.top + r.height / 2 };
      }
      return null;
    }, [line, word]);
    if (!box) return null;
    await page.mouse.move(box.x, box.y);
    return page.waitForSelector('.cm-tooltip-hover .cm-type-hover', { timeout: 10000 })
      .then((e) => e.evaluate((d) => [...d.children].map((c) => c.textContent))).catch(() => null);
  };
  const ensureDoc = await hoverWord(1, 'ensure');
  check('hovering `ensure` in a file resource shows what it is and the reference\'s paragraph about it',
    ensureDoc !== null && ensureDoc[0] === 'property of file' &&
    ensureDoc[1] === 'Whether the file should exist, and if so what kind of file it should be. ' +
      'Possible values are `present`, `absent`, `file`, `directory`, and `link`.', JSON.stringify(ensureDoc));
  // lib/puppet/type/file.rb's @doc, first paragraph; the namevar (Puppet::Type.type(:file).key_attributes)
  const fileDoc = await hoverWord(0, 'file');
  check('hovering `file` shows the resource type\'s paragraph and its namevar',
    fileDoc !== null && fileDoc[0] === 'resource type (title: path)' &&
    fileDoc[1].startsWith('Manages files, including their content, ownership, and permissions.\n\nNamevar: path'),
    JSON.stringify(fileDoc));
  const integerDoc = await hoverWord(3, 'Integer');
  check('hovering `Integer` shows its parameters and its description',
    integerDoc !== null && integerDoc[0] === 'Integer[from, to]' && integerDoc[1].startsWith('Integer[from, to]\n\nWhole numbers'),
    JSON.stringify(integerDoc));
  await page.mouse.move(5, 5);

  // signature help: a function's signatures while typing its arguments, a data type's parameters
  // while typing them (the specification's "Integer ([from, to])")
  const signature = async (typed, key) => {
    await typeCode(page, typed);
    await page.keyboard.type(key);
    return page.waitForSelector('.cm-tooltip.cm-type-hover',
      { timeout: 10000 }).then((e) => e.evaluate((d) => [...d.children].map((c) => c.textContent))).catch(() => null);
  };
  const callSignature = await signature('notice', '(');
  check('typing `notice(` shows its signature', callSignature !== null && callSignature[0] === 'notice' &&
    callSignature[1] === 'notice(Any *$values)', JSON.stringify(callSignature));
  const typeSignature = await signature('$x = 1 =~ Integer', '[');
  check('typing `Integer[` shows its parameters', typeSignature !== null && typeSignature[0] === 'Integer' &&
    typeSignature[1] === 'Integer[from, to]', JSON.stringify(typeSignature));
  await context.close();
  await lateAnswers(browser, base, problems);
  await lintToggle(browser, base, problems);
}

// Style warnings: off by default; the Settings toggle marks puppet-lint's checks in the code
// (puppet-lint's message for `mode => 644` is "unquoted file mode", its fix quotes the mode),
// the mark's Fix writes that fix, and turning the toggle off takes the marks away.
async function lintToggle(browser, base, problems) {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  const page = await context.newPage();
  watch(page, problems, 'insight lint');
  await page.goto(base);
  await waitReady(page);
  await settled(page);
  const marks = () => page.evaluate(() => [...document.querySelectorAll('.cm-lintRange-warning')].map((m) => m.textContent));
  await typeAndRun(page, "file { '/tmp/x':\n  mode => 644,\n}\n");
  await page.waitForTimeout(600);   // a lint would have answered by now
  const off = await marks();
  await page.click('#tab-settings');
  await page.check('#lint');
  const on = await page.waitForFunction(() => {
    const m = [...document.querySelectorAll('.cm-lintRange-warning')].map((e) => e.textContent);
    return m.length ? m : null;
  }, null, { timeout: 10000 }).then((h) => h.jsonValue()).catch(() => null);
  check('style warnings are off by default, and the Settings toggle marks `mode => 644`',
    off.length === 0 && JSON.stringify(on) === '["644"]', JSON.stringify({ off, on }));

  const mark = await page.$('.cm-lintRange-warning');
  const box = mark ? await mark.boundingBox() : null;
  if (box) await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
  const message = await page.waitForSelector('.cm-tooltip-lint .cm-diagnostic', { timeout: 10000 })
    .then((e) => e.textContent()).catch(() => null);
  check('a style warning says puppet-lint\'s message and offers its fix',
    message !== null && message.includes('unquoted file mode') && message.includes('Fix'), JSON.stringify(message));
  await page.click('.cm-tooltip-lint .cm-diagnosticAction').catch(() => {});
  const fixed = await page.waitForFunction(() => {
    const text = [...document.querySelectorAll('.cm-content .cm-line')].map((l) => l.textContent).join('\n');
    return text.includes("mode => '644'") ? text : null;
  }, null, { timeout: 10000 }).then((h) => h.jsonValue()).catch(() => null);
  const cleared = await page.waitForFunction(() => document.querySelectorAll('.cm-lintRange-warning').length === 0,
    null, { timeout: 10000 }).then(() => true).catch(() => false);
  check('its Fix quotes the mode, and the warning goes', fixed !== null && cleared, JSON.stringify({ fixed, cleared }));

  await typeCode(page, 'notice("x")\n');
  await page.waitForSelector('.cm-lintRange-warning', { timeout: 10000 }).catch(() => {});
  await page.uncheck('#lint');
  const gone = await page.waitForFunction(() => document.querySelectorAll('.cm-lintRange-warning').length === 0,
    null, { timeout: 10000 }).then(() => true).catch(() => false);
  check('turning style warnings off takes their marks away', gone);
  await context.close();
}

// The worker's answers to calls of the given methods, held in the page until released: a slow
// engine made deterministic. window.heldAnswers() counts them, window.releaseAnswers() delivers
// them in order; only calls made while window.holdAnswers(true) are held.
function holdAnswers(methods) {
  const held = [], ids = new Set();
  let holding = false;
  window.holdAnswers = (on) => { holding = on; };
  window.heldAnswers = () => held.length;
  window.releaseAnswers = () => {
    holding = false;
    for (const deliver of held.splice(0)) deliver();
  };
  const post = Worker.prototype.postMessage;
  Worker.prototype.postMessage = function postHeld(message, ...rest) {
    if (holding && message && methods.includes(message.method)) ids.add(message.id);
    return post.call(this, message, ...rest);
  };
  const slot = Object.getOwnPropertyDescriptor(Worker.prototype, 'onmessage');
  Object.defineProperty(Worker.prototype, 'onmessage', {
    configurable: true,
    enumerable: slot.enumerable,
    get() { return slot.get.call(this); },
    set(handler) {
      const worker = this;
      slot.set.call(this, typeof handler !== 'function' ? handler : (event) => {
        const id = event.data && event.data.id;
        if (!ids.has(id)) return handler.call(worker, event);
        ids.delete(id);
        held.push(() => handler.call(worker, event));
        return undefined;
      });
    },
  });
}

// Answers that come after the editor switched to another file: a completion asked at the end of a
// long site.pp and answered once a short file is on show has no place there (its position is past
// the short file's end: CodeMirror threw RangeError: Invalid position), and a format of site.pp
// answered then must not rewrite the other file, even one with the same text.
async function lateAnswers(browser, base, problems) {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  await context.addInitScript(holdAnswers, ['complete', 'formatCode']);
  const page = await context.newPage();
  const seen = [];
  watch(page, seen, 'insight late answers');
  await page.goto(base);
  await waitReady(page);
  await settled(page);
  const newFile = async (path) => {
    await page.click('.menu summary');
    await page.click('#new-file');
    await page.fill('#file-path', path);
    await page.click('#file-ok');
    await page.waitForFunction((p) => document.querySelector(`#files .file[data-path="${p}"][aria-current]`), path, { timeout: 10000 });
  };
  const show = async (path) => {
    await page.click(`#files .file[data-path="${path}"]`);
    await page.waitForFunction((p) => document.querySelector(`#files .file[data-path="${p}"][aria-current]`), path, { timeout: 10000 });
  };
  await newFile('modules/short/manifests/init.pp');
  await typeCode(page, 'class short { }');
  await show('site.pp');
  await typeAndRun(page, "$greeting = 'hello, world'\nnotice($greeting)\n");

  // a completion asked at the end of site.pp (offset 45), answered once the short file shows
  await page.keyboard.press('Control+End');
  await page.evaluate(() => window.holdAnswers(true));
  await page.keyboard.type('upc');
  const asked = await page.waitForFunction(() => window.heldAnswers() > 0, null, { timeout: 10000 }).then(() => true).catch(() => false);
  await show('modules/short/manifests/init.pp');
  await page.evaluate(() => window.releaseAnswers());
  await page.waitForTimeout(500);   // the completion's plumbing: a debounce of CodeMirror's
  const popup = await page.evaluate(() => document.querySelector('.cm-tooltip-autocomplete') !== null);
  const thrown = seen.filter((p) => /RangeError|Invalid position/.test(p));
  check('a completion answered after the editor switched to a shorter file is dropped',
    asked && !popup && thrown.length === 0, JSON.stringify({ asked, popup, thrown }));

  // a tooltip on show when the editor switches to a shorter file: CodeMirror keeps a measure the
  // old tooltip plugin asked for across the switch, and it read the tooltip's position in the new
  // document (RangeError: Invalid position, seen in a full run once in four, on a loaded machine
  // whose frames came late)
  await show('site.pp');
  await page.keyboard.press('Control+End');
  await page.keyboard.press('Escape');
  await page.keyboard.press('Enter');
  await page.keyboard.type('notice(');
  const signature = await page.waitForSelector('.cm-tooltip', { timeout: 10000 }).then(() => true).catch(() => false);
  const typedText = await editorText(page);
  // an edit moves the tooltip (its plugin asks for a measure at the next frame), and the file
  // changes in the same task, before that frame
  await page.evaluate(() => {
    document.querySelector('.cm-content').dispatchEvent(new KeyboardEvent('keydown', { key: 'Enter', keyCode: 13, bubbles: true }));
    document.querySelector('#files .file[data-path="modules/short/manifests/init.pp"]').click();
  });
  await page.waitForTimeout(300);
  const switchThrown = seen.filter((p) => /RangeError|Invalid position/.test(p));
  const leftOver = await page.evaluate(() => document.querySelector('.cm-tooltip') !== null);
  check('a tooltip on show when the editor switches to a shorter file is closed, and nothing throws',
    signature && switchThrown.length === 0 && !leftOver, JSON.stringify({ signature, typedText, switchThrown, leftOver }));

  // a format asked in site.pp, answered once a file with the same text shows
  await show('site.pp');
  await typeCode(page, "file{'x':ensure=>present}");
  await newFile('modules/same/manifests/init.pp');
  await typeCode(page, "file{'x':ensure=>present}");
  await show('site.pp');
  await page.evaluate(() => window.holdAnswers(true));
  await page.click('#format-code');
  const formatAsked = await page.waitForFunction(() => window.heldAnswers() > 0, null, { timeout: 10000 }).then(() => true).catch(() => false);
  await show('modules/same/manifests/init.pp');
  await page.evaluate(() => window.releaseAnswers());
  await page.waitForTimeout(500);
  const other = await editorText(page);
  await show('site.pp');
  const site = await editorText(page);
  check('a format answered after the editor switched to another file changes neither file',
    formatAsked && other === "file{'x':ensure=>present}" && site === "file{'x':ensure=>present}", JSON.stringify({ formatAsked, other, site }));
  problems.push(...seen);
  await context.close();
}
