// details.mjs: browser checks of the playground's finish: what shows before the scripts have
// run (and that nothing moves when they have, and the engine is already loading), every log level in its colour and the log level
// setting, reduced motion, the catalog's lines as jumps and its references as text, and a large
// snippet full of non-ASCII text through a shared link, byte for byte.
import { readFileSync } from 'node:fs';
import { check, watch, shot, waitReady, settled, typeAndRun, typeCode, lastRun } from './harness.mjs';

// The colour a CSS variable of the page computes to, as getComputedStyle writes colours.
function cssColor(page, variable) {
  return page.evaluate((v) => {
    const probe = document.createElement('span');
    probe.style.color = `var(${v})`;
    document.body.append(probe);
    const color = getComputedStyle(probe).color;
    probe.remove();
    return color;
  }, variable);
}

async function editorText(page) {
  // the editor draws only the lines on screen: the whole text comes from "Download .pp"
  await page.click('.menu summary');
  const [download] = await Promise.all([page.waitForEvent('download', { timeout: 10000 }), page.click('#download')]);
  return readFileSync(await download.path(), 'utf8');
}

// Before app.js has run the editor's place says it is loading, and the toolbar does not move
// when the script fills the example picker.
async function beforeScripts(browser, base, problems) {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  let release;
  const gate = new Promise((resolve) => { release = resolve; });
  await context.route('**/app.js', async (route) => { await gate; route.continue(); });
  const page = await context.newPage();
  watch(page, problems, 'before scripts');
  let workerRequested = false;
  page.on('request', (r) => { if (r.url().endsWith('/puppet/worker.mjs')) workerRequested = true; });
  // a module script holds DOMContentLoaded back: wait for the markup, not for the event
  await page.goto(base, { waitUntil: 'commit' });
  await page.waitForSelector('#examples', { state: 'attached' });
  await page.waitForTimeout(300);   // the style sheet applied
  const place = () => page.evaluate(() => {
    const r = (id) => Math.round(document.getElementById(id).getBoundingClientRect().left);
    return { run: r('run'), examples: r('examples'), share: r('share') };
  });
  const early = await page.evaluate(() => document.getElementById('editor').textContent);
  const before = await place();
  // boot.js starts the engine's worker while app.js (and CodeMirror) are still on their way
  for (let waited = 0; waited < 15000 && !workerRequested; waited += 100) await page.waitForTimeout(100);
  const workerEarly = workerRequested;
  release();
  await waitReady(page);
  await settled(page);
  const after = await place();
  check('before the scripts run, the editor\'s place says it is loading', /Loading the editor/.test(early), JSON.stringify(early));
  check('the toolbar does not move when the script fills it', JSON.stringify(before) === JSON.stringify(after),
    JSON.stringify({ before, after }));
  check('the engine\'s worker starts loading before the editor\'s script has run', workerEarly);
  check('the loading note is gone once the editor is there',
    await page.locator('#editor .editor-loading').count() === 0 && await page.locator('#editor .cm-editor').count() === 1);
  await context.close();
}

// A first visit downloads the engine once, compressed, from the start (the page's preload,
// which the worker's request then finds in the HTTP cache), beside the editor's scripts.
async function firstVisit(browser, base, problems) {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  const answers = [];
  const pending = [];
  context.on('response', (r) => {
    const name = new URL(r.url()).pathname;
    if (!/puppet-web\.wasm$|chunk-.*\.js$/.test(name)) return;
    // a revalidated copy (a 304 from the server) reads as the cached 200, with no body bytes
    pending.push(r.request().sizes().then(({ responseBodySize }) => answers.push({
      name, bodyBytes: responseBodySize, encoding: r.headers()['content-encoding'] || null,
    })).catch(() => {}));
  });
  const page = await context.newPage();
  watch(page, problems, 'first visit');
  await page.goto(base);
  await waitReady(page);
  await settled(page);
  await Promise.all(pending);
  const wasm = answers.filter((a) => a.name.endsWith('.wasm'));
  const chunks = answers.filter((a) => a.name.endsWith('.js'));
  check('a first visit downloads the engine once, brotli-compressed, and the editor\'s chunks compressed too',
    wasm.filter((a) => a.bodyBytes > 0).length === 1 && wasm.every((a) => a.encoding === 'br') &&
    chunks.length > 0 && chunks.every((a) => a.encoding === 'br'), JSON.stringify(answers));
  await context.close();
}

// On a slow link the engine's download fills the progress bar and the status says how much has
// come (the worker reports it, the page knows the engine's uncompressed size from its build),
// instead of an indeterminate bar.
async function loadProgress(browser, base, problems) {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  const page = await context.newPage();
  watch(page, problems, 'load progress');
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false, latency: 50, downloadThroughput: 2 * 1024 * 1024, uploadThroughput: 1024 * 1024,
  });
  await page.addInitScript(() => {
    window.__loading = [];
    document.addEventListener('DOMContentLoaded', () => {
      const status = document.getElementById('status');
      const progress = document.getElementById('progress');
      new MutationObserver(() => window.__loading.push({ text: status.textContent, value: progress.position }))
        .observe(status, { childList: true, characterData: true, subtree: true });
    });
  });
  await page.goto(base);
  await waitReady(page);
  const seen = await page.evaluate(() => window.__loading);
  const counted = seen.filter((s) => /Loading the engine… \d+\.\d of \d+\.\d MB/.test(s.text));
  check('while the engine downloads, the bar fills and the status says how much has come',
    counted.length > 0 && counted.some((s) => s.value > 0 && s.value < 1), JSON.stringify(seen.slice(0, 6)));
  await context.close();
}

async function logLevels(page) {
  await page.click('#tab-settings');
  await page.selectOption('#log-level', 'debug');
  await page.click('#tab-output');
  const log = await typeAndRun(page, "debug('d')\ninfo('i')\nnotice('n')\nwarning('w')\nerr('e')\ncrit('c')\nalert('a')\nemerg('m')");
  const levels = log.split('\n').filter(Boolean).map((l) => l.slice(0, l.indexOf(':')));
  check('the log level setting shows debug and info lines', levels.join() === 'Debug,Info,Notice,Warning,Error,Critical,Alert,Emergency',
    JSON.stringify(log));
  const colours = await page.evaluate(() => Object.fromEntries([...document.querySelectorAll('#log .log-line')]
    .map((l) => [l.querySelector('.log-level').textContent, getComputedStyle(l.querySelector('.log-level')).color])));
  const err = await cssColor(page, '--err');
  const warn = await cssColor(page, '--warn');
  const muted = await cssColor(page, '--muted');
  check('error, critical, alert and emergency lines are in the error colour, warnings in theirs, notices apart',
    ['Error:', 'Critical:', 'Alert:', 'Emergency:'].every((l) => colours[l] === err) && colours['Warning:'] === warn &&
    colours['Info:'] === muted && colours['Notice:'] !== err && colours['Notice:'] !== warn, JSON.stringify({ colours, err, warn }));
  await shot(page, 'log-levels');
}

// A shared link keeps a large snippet of every kind of text exactly, and the settings with it.
async function largeUnicodeLink(page, context, problems) {
  const line = (i) => `$s${i} = 'é ñ ü ß — 中文 日本語 한국어 עברית العربية 🎉👩‍👩‍👧 é (e\u0301) \u200d \t tab'`;
  const lines = Array.from({ length: 400 }, (_, i) => line(i));
  const code = `# ${'≈'.repeat(50)}\n${lines.join('\n')}\nnotice($s399)\n`;
  const log = await typeAndRun(page, code, 30000);
  await page.click('#share');
  await page.waitForFunction(() => location.hash.startsWith('#v2.'), null, { timeout: 10000 }).catch(() => {});
  const link = page.url();
  const other = await context.newPage();
  watch(other, problems, 'large link');
  await other.goto(link);
  await waitReady(other);
  const opened = await settled(other, 30000);
  const text = await editorText(other);
  check(`a large snippet of non-ASCII text (${code.length} characters, link ${link.length}) round-trips exactly`,
    text === code, `${text.length} characters back; first difference at ${[...text].findIndex((c, i) => c !== [...code][i])}`);
  check('its output and the log level setting come with it', opened === log && await other.inputValue('#log-level') === 'debug',
    JSON.stringify({ opened: opened.slice(0, 80), level: await other.inputValue('#log-level') }));
  await other.close();
}

// Evaluate as you type keeps the status (the live region) quiet: a quick auto-run never says
// "Running…", and a result that leaves it as it was ("Done") does not set it again.
async function quietStatus(page) {
  await page.evaluate(() => {
    const status = document.getElementById('status');
    window.__said = [];
    new MutationObserver(() => window.__said.push(status.textContent))
      .observe(status, { childList: true, characterData: true, subtree: true });
  });
  const before = await page.textContent('#status');
  for (const text of ['notice(1)', 'notice(2)']) {
    const since = await lastRun(page);
    await typeCode(page, text);
    await page.waitForFunction((s) => {
      const { lastRun: l, shownRun, runPending } = document.body.dataset;
      return Number(shownRun) > s && l === shownRun && !runPending;
    }, since, { timeout: 20000 });
  }
  await page.waitForTimeout(500);
  const said = await page.evaluate(() => window.__said);
  check('quick auto-runs leave the status (a live region) quiet: no "Running…", "Done" not set again',
    before === 'Done' && said.length === 0, JSON.stringify({ before, said }));
}

// At 1000 px the status bar has no room for everything on one line: the status (where the
// error is) stays whole (layout.mjs checks that the timing and the version do too).
async function statusFirst(page) {
  await page.setViewportSize({ width: 1000, height: 600 });
  await typeAndRun(page, "$h = { 'a' => 1, 'a' => 2 }\nnotice($h)\nnotice($nope)");
  const status = await page.evaluate(() => {
    const s = document.getElementById('status');
    return { text: s.textContent, whole: s.scrollWidth <= s.clientWidth };
  });
  check('when the status bar is short of room, the error\'s status stays whole', status.text === 'Error at line 3, column 8' && status.whole,
    JSON.stringify(status));
  await page.setViewportSize({ width: 1280, height: 800 });
}

async function catalogLines(page) {
  await typeAndRun(page, "package { 'nginx': ensure => installed }\n\nservice { 'nginx':\n  require => Package['nginx'],\n}\n" +
    "file { '/etc/motd': content => 'hi', notify => [Service['nginx']] }");
  await page.click('#tab-catalog');
  const params = await page.evaluate(() => Object.fromEntries([...document.querySelectorAll('#catalog dt')]
    .map((dt) => [dt.textContent, dt.nextElementSibling.textContent])));
  check('the catalog writes relationship references as references, not JSON',
    params.require === 'Package[nginx]' && params.notify === 'Service[nginx]', JSON.stringify(params));
  await page.click('#catalog tbody tr:nth-child(2) .jump', { timeout: 5000 }).catch(() => {});
  const cursor = await page.evaluate(() => {
    const sel = window.getSelection();
    const node = sel.anchorNode && (sel.anchorNode.nodeType === 1 ? sel.anchorNode : sel.anchorNode.parentElement);
    const line = node && node.closest('.cm-line');
    return { line: [...document.querySelectorAll('.cm-content .cm-line')].indexOf(line) + 1,
      focused: document.activeElement.classList.contains('cm-content') };
  });
  check('a resource\'s line in the catalog moves the cursor to it', cursor.line === 3 && cursor.focused, JSON.stringify(cursor));
  await page.click('#tab-output');
}

async function reducedMotion(browser, base, problems) {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 }, reducedMotion: 'reduce' });
  const page = await context.newPage();
  watch(page, problems, 'reduced motion');
  await page.goto(base);
  await waitReady(page);
  await settled(page);
  await page.click('.cm-content');
  const motion = await page.evaluate(() => ({
    switch: getComputedStyle(document.getElementById('auto'), '::after').transitionDuration,
    cursor: getComputedStyle(document.querySelector('.cm-cursorLayer')).animationName,
  }));
  check('with reduced motion the switch does not slide and the cursor does not blink',
    motion.switch === '0s' && motion.cursor === 'none', JSON.stringify(motion));
  await context.close();
}

// At 375 px a type form's label stands above its type (the type gets the panel's width), and a
// resource with a short title keeps it on one line.
async function narrowPanels(browser, base, problems) {
  const context = await browser.newContext({ viewport: { width: 375, height: 740 }, isMobile: true, hasTouch: true });
  const page = await context.newPage();
  watch(page, problems, 'narrow panels');
  await page.goto(base);
  await waitReady(page);
  await settled(page);
  await typeAndRun(page, "package { 'nginx': ensure => installed }\nservice { 'nginx': require => Package['nginx'] }\n" +
    "$v = { 'alice' => { 'uid' => 1001, 'groups' => ['admin', 'dev'] } }\n$v");
  await page.click('#tab-types');
  await page.waitForFunction(() => document.getElementById('type-detailed').textContent.includes('alice'), null, { timeout: 10000 })
    .catch(() => {});
  const form = await page.evaluate(() => {
    const label = document.querySelector('.type-form .panel-title').getBoundingClientRect();
    const code = document.getElementById('type-detailed').getBoundingClientRect();
    return { labelBottom: Math.round(label.bottom), codeTop: Math.round(code.top), codeWidth: Math.round(code.width) };
  });
  check('at 375 px a type form\'s label is above its type, which has the panel\'s width',
    form.labelBottom <= form.codeTop + 1 && form.codeWidth >= 300, JSON.stringify(form));
  await shot(page, 'narrow-types');
  await page.click('#tab-catalog');
  const lines = await page.evaluate(() => [...document.querySelectorAll('#catalog tbody th')].map((th) => {
    const range = document.createRange();
    range.selectNodeContents(th);
    return new Set([...range.getClientRects()].map((r) => Math.round(r.top))).size;
  }));
  check('at 375 px a resource\'s short name stays on one line', lines.length === 2 && lines.every((n) => n === 1), JSON.stringify(lines));
  await shot(page, 'narrow-catalog');
  await context.close();
}

// Without JavaScript the page says what it needs instead of "Loading the editor…" forever.
async function withoutScript(browser, base) {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 }, javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto(base);
  const said = await page.locator('noscript .banner').textContent({ timeout: 5000 }).catch(() => null);
  const shown = await page.locator('noscript .banner').isVisible().catch(() => false);
  check('without JavaScript the page says it needs it', shown && /JavaScript/.test(said || ''), String(said));
  await context.close();
}

export async function details(browser, base, problems) {
  await withoutScript(browser, base);
  await beforeScripts(browser, base, problems);
  await firstVisit(browser, base, problems);
  await loadProgress(browser, base, problems);
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  const page = await context.newPage();
  watch(page, problems, 'details');
  await page.goto(base);
  await waitReady(page);
  await settled(page);
  await logLevels(page);
  await quietStatus(page);
  await statusFirst(page);
  await catalogLines(page);
  await largeUnicodeLink(page, context, problems);
  await context.close();
  await reducedMotion(browser, base, problems);
  await narrowPanels(browser, base, problems);
}
