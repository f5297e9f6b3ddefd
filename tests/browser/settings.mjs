// settings.mjs: browser checks of the settings a run uses and of what a reload or a link
// brings back: a time limit past the browser's timer maximum (typed, from a link, after a
// reload), bad values in a link's settings (validated and clamped, never "Invalid options"),
// personal preferences (Vim mode, auto-run) that never travel in a link, a stopped program that
// is not run again on reload, and output shown as stale when it is not of the code on show
// (auto-run off, invalid facts).
import { inflateSync } from 'node:zlib';
import {
  check, watch, waitReady, settled, typeCode, typeAndRun, lastRun, resetStatus, linkFragment,
} from './harness.mjs';

// The JSON state of a `#v2.` link (what Share makes), read as the page would.
function linkState(url) {
  const m = /#v2\.([A-Za-z0-9_-]+)$/.exec(url);
  return m ? JSON.parse(inflateSync(Buffer.from(m[1], 'base64url')).toString('utf8')) : null;
}

async function freshPage(browser, problems, label, url) {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  const page = await context.newPage();
  watch(page, problems, label);
  await page.goto(url);
  await waitReady(page);
  return { context, page };
}

// A time limit above the browser's timer maximum (2^31 - 1 ms) made every run fail at once.
async function hugeTimeLimit(browser, base, problems) {
  const { context, page } = await freshPage(browser, problems, 'huge time limit', base);
  await settled(page);
  await page.click('#tab-settings');
  await page.fill('#timeout', '3000000000');
  await page.dispatchEvent('#timeout', 'change');
  await page.click('#tab-output');
  const log = await typeAndRun(page, "notice('within the limit')");
  const field = await page.inputValue('#timeout');
  check('a time limit typed above the timer maximum is clamped and runs still work',
    log === 'Notice: within the limit\n' && field === '60000', JSON.stringify({ log, field }));
  await page.waitForTimeout(800);   // the draft is saved 300 ms after a change
  await page.reload();
  await waitReady(page);
  const again = await settled(page);
  check('after a reload the clamped time limit still lets the code run',
    again === 'Notice: within the limit\n' && await page.inputValue('#timeout') === '60000', JSON.stringify(again));
  await context.close();

  const fromLink = await freshPage(browser, problems, 'huge time limit link',
    base + linkFragment(JSON.stringify({ v: 1, code: "notice('linked')", settings: { timeout: 1e12 } })));
  const linked = await settled(fromLink.page);
  check('a link whose time limit is 1e12 opens and runs, the limit clamped',
    linked === 'Notice: linked\n' && await fromLink.page.inputValue('#timeout') === '60000',
    JSON.stringify({ linked, field: await fromLink.page.inputValue('#timeout') }));
  await fromLink.context.close();
}

// Bad values in a link's settings are replaced by defaults or clamped: the fields show valid
// values and the code runs.
async function badLinkSettings(browser, base, problems) {
  const settings = {
    strict: '<img>', timeout: -5, log_level: 'loud', strict_variables: 'yes', node_name: { x: 1 },
    facts: 42, format: '%z<b>', custom_format: ['x'],
  };
  const { context, page } = await freshPage(browser, problems, 'bad link settings',
    base + linkFragment(JSON.stringify({ v: 1, code: "notice('fine')\n$x = 1\n$x", settings })));
  let log = await settled(page);
  // the clamped limit is 100 ms: on a loaded machine a fresh engine's run can take longer (and
  // a stopped run's worker is replaced by a fresh one), which is that limit working, not the
  // "Invalid options" of the bug; the field's value is then checked and the code run again
  // under a limit typed in the field
  const stopped = /^Evaluation took longer than 100 ms and was stopped$/.test(await page.textContent('#status'));
  const clampedField = await page.inputValue('#timeout');
  if (stopped) {
    const since = await lastRun(page);
    await page.click('#tab-settings');
    await page.fill('#timeout', '5000');
    await page.dispatchEvent('#timeout', 'change');
    await page.click('#tab-output');
    await page.click('#run');
    log = await settled(page, 20000, since);
  }
  const fields = await page.evaluate(() => ({
    strict: document.getElementById('strict').value, timeout: document.getElementById('timeout').value,
    level: document.getElementById('log-level').value, strictVariables: document.getElementById('strict-variables').checked,
    node: document.getElementById('node-name').value, format: document.getElementById('format').value,
    status: document.getElementById('status').textContent,
  }));
  check('a link with bad settings runs, its fields show valid values',
    log === 'Notice: fine\n' && clampedField === '100' && fields.timeout === (stopped ? '5000' : '100') && fields.strict === 'warning' && fields.level === 'notice' &&
    fields.strictVariables === true && fields.node === 'playground.example.com' && fields.format === '%p' &&
    fields.status === 'Done', JSON.stringify({ log, stopped, clampedField, ...fields }));
  await context.close();
}

// Vim mode and auto-run are the user's own: a link neither carries nor changes them.
async function personalPreferences(browser, base, problems) {
  const { context, page } = await freshPage(browser, problems, 'preferences', base);
  await settled(page);
  await page.click('#tab-settings');
  await page.check('#vim');
  await page.waitForSelector('.cm-vimMode, .cm-fat-cursor', { timeout: 10000 }).catch(() => {});
  await page.click('#tab-output');
  await page.uncheck('#auto');
  await page.click('#share');
  await page.waitForFunction(() => location.hash.startsWith('#v2.'), null, { timeout: 5000 }).catch(() => {});
  const state = linkState(page.url());
  check('a shared link holds no personal preferences (Vim mode, auto-run, theme, layout)',
    state && state.settings && !['vim', 'auto', 'theme', 'layout'].some((k) => k in state.settings),
    JSON.stringify(state && state.settings));

  // A link from a sender who had Vim on and auto-run off, opened by someone with the defaults.
  const sender = linkFragment(JSON.stringify({
    v: 1, code: "notice('from the sender')", settings: { vim: true, auto: false, theme: 'dark', layout: 'stacked' },
  }));
  const other = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  const recipient = await other.newPage();
  watch(recipient, problems, 'recipient');
  await recipient.goto(base + sender);
  await waitReady(recipient);
  await settled(recipient);
  const prefs = () => recipient.evaluate(() => ({
    vim: document.getElementById('vim').checked, auto: document.getElementById('auto').checked,
    vimMode: !!document.querySelector('.cm-vimMode, .cm-fat-cursor'), theme: document.documentElement.dataset.theme ?? null,
  }));
  const opened = await prefs();
  await recipient.click('.cm-content');
  await recipient.keyboard.press('End');
  await recipient.keyboard.insertText(' # mine');   // the code becomes the recipient's draft
  await recipient.waitForTimeout(800);
  await recipient.goto(base);
  await waitReady(recipient);
  await settled(recipient);
  const reloaded = await prefs();
  const want = JSON.stringify({ vim: false, auto: true, vimMode: false, theme: null });
  check('a link does not carry the sender\'s Vim mode, auto-run or theme to the recipient, nor into their draft',
    JSON.stringify(opened) === want && JSON.stringify(reloaded) === want, JSON.stringify({ opened, reloaded }));

  // The sender's own preferences stay theirs when they open a link made with other ones.
  await page.goto(base + linkFragment(JSON.stringify({ v: 1, code: "notice('x')", settings: { vim: false, auto: true } })));
  await waitReady(page);
  const own = await page.evaluate(() => ({ vim: document.getElementById('vim').checked, auto: document.getElementById('auto').checked }));
  check('opening a link keeps the user\'s own Vim mode and auto-run', own.vim === true && own.auto === false, JSON.stringify(own));
  await other.close();
  await context.close();
}

// A program stopped with Stop is not run again when the page reloads.
async function stoppedNotRerun(browser, base, problems) {
  const { context, page } = await freshPage(browser, problems, 'stopped reload', base);
  await settled(page);
  const runaway = 'Integer[1, 100000000000].each |$i| { }';
  await typeCode(page, runaway);
  await page.waitForSelector('#stop:not([hidden])', { timeout: 10000 }).catch(() => {});
  await page.click('#stop', { timeout: 5000 }).catch(() => {});
  await page.waitForFunction(() => /^Stopped/.test(document.getElementById('status').textContent), null, { timeout: 20000 })
    .catch(() => {});
  await page.waitForTimeout(800);   // the draft is saved 300 ms after the stop
  // each run the page starts is counted, however early after the reload
  await page.addInitScript(() => {
    window.__runs = 0;
    new MutationObserver(() => { if (document.body && document.body.dataset.lastRun) window.__runs++; })
      .observe(document, { attributes: true, subtree: true, attributeFilter: ['data-last-run'] });
  });
  // app.js held back a moment: the engine (started by boot.js) is ready as soon as the code is
  // restored, as on a fast reload, so that a run the restore scheduled would go
  await context.route('**/app.js', async (route) => { await new Promise((r) => setTimeout(r, 1500)); route.continue(); });
  await page.reload();
  await waitReady(page);
  await page.waitForTimeout(2000);   // longer than the auto-run's debounce after the code was restored
  const after = await page.evaluate(() => ({
    runs: window.__runs, lastRun: document.body.dataset.lastRun ?? null, status: document.getElementById('status').textContent,
    code: document.querySelector('.cm-content').textContent,
  }));
  check('a program stopped with Stop is not run again on reload', after.runs === 0 && after.lastRun === null &&
    /did not finish/.test(after.status) && after.code === runaway, JSON.stringify(after));
  await context.close();
}

// Output that is not of the code on show says so: auto-run off and the code edited, or facts
// that are no JSON object (the run cannot start).
async function staleOutput(browser, base, problems) {
  const { context, page } = await freshPage(browser, problems, 'stale output', base);
  await settled(page);
  const state = () => page.evaluate(() => ({
    status: document.getElementById('status').textContent, kind: document.getElementById('status').dataset.kind,
    stale: document.getElementById('panel-output').dataset.stale === 'true',
    note: (() => { const n = document.getElementById('stale-note'); return n && !n.hidden && n.offsetParent ? n.textContent : null; })(),
    problems: document.getElementById('problems').textContent,
  }));
  await page.uncheck('#auto');
  await typeCode(page, 'notice(1)');
  await resetStatus(page);
  let since = await lastRun(page);
  await page.click('#run');
  await settled(page, 20000, since);
  const fresh = await state();
  await typeCode(page, 'notice(2)');
  await page.waitForTimeout(600);
  const edited = await state();
  check('with auto-run off, edited code marks the output as stale (status and Output)',
    fresh.status === 'Done' && !fresh.stale && fresh.note === null &&
    edited.status !== 'Done' && edited.kind === 'warn' && edited.stale && /earlier version of the code/.test(edited.note || ''),
    JSON.stringify({ fresh, edited }));
  since = await lastRun(page);
  await resetStatus(page);
  await page.click('#run');
  const log = await settled(page, 20000, since);
  const rerun = await state();
  check('running again clears the stale mark', log === 'Notice: 2\n' && rerun.status === 'Done' && !rerun.stale && rerun.note === null,
    JSON.stringify({ log, rerun }));

  // Invalid facts, auto-run on: the error is where the user looks (Output, status line).
  await page.check('#auto');
  await settled(page);
  await page.click('#tab-node');
  await page.fill('#facts', '{ "os": ');
  await page.dispatchEvent('#facts', 'change');
  await page.click('#tab-output');
  await page.waitForTimeout(800);
  const bad = await state();
  check('invalid facts are an error in the status line and the Output panel, the output marked stale',
    /^Facts/.test(bad.status) && bad.kind === 'error' && /Facts/.test(bad.problems) && bad.stale && bad.note !== null,
    JSON.stringify(bad));
  await page.click('#tab-node');
  since = await lastRun(page);
  await page.fill('#facts', '{ "os": { "family": "RedHat" } }');
  await page.dispatchEvent('#facts', 'change');
  await page.click('#tab-output');
  await typeCode(page, 'notice($facts[os][family])');
  const fixed = await settled(page, 20000, since);
  const good = await state();
  check('valid facts again: the run goes and the stale mark goes', fixed === 'Notice: RedHat\n' && !good.stale && good.status === 'Done',
    JSON.stringify({ fixed, good }));
  await context.close();
}

export async function settingsChecks(browser, base, problems) {
  await hugeTimeLimit(browser, base, problems);
  await badLinkSettings(browser, base, problems);
  await personalPreferences(browser, base, problems);
  await stoppedNotRerun(browser, base, problems);
  await staleOutput(browser, base, problems);
}
