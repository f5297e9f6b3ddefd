// insight.mjs: browser checks of the editor's understanding of Puppet (web/lib/insight.js): the
// type of a lambda parameter on hover and a `# ^?` answer (from the run's expression types), the
// same answer where a share link of it opens, completing `file { 'x': ens` to `ensure` (the
// engine's complete), the Format button, and a `# ^?` caret that formatting keeps under its
// expression.
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
  await context.close();
}
