// page.mjs: the browser tests of the playground page and of embed.js. Serves build/web
// (web/server.mjs) on a free loopback port and drives Debian's Chromium headless through
// playwright-core. Checks: the page loads the engine, typing evaluates, errors are marked at
// their location (the end of the code for "end of input"), type on hover and of the selection,
// the type panel shows the forms (laid out), a tree and the supertype graph, the assignability
// explorer, share links round-trip, corrupt and hostile ones (markup, a zip bomb, an overlong
// link) are reported or shown as text, the CSP blocks inline script, a runaway program is
// stopped by the timeout and the page stays responsive, the example picker from the keyboard,
// the draft against links and examples, AA contrast in both themes, the embed demo page (and
// blocks that fail or run away beside others), a 375 px viewport, and no CSP violation or
// console error anywhere; embeds.mjs, details.mjs and recovery.mjs add theirs. Screenshots of
// the main states go to $PUPPET_BUILD/browser-shots/. Prints one line per check and "page: N passed, N failed".
import { existsSync, mkdirSync, readFileSync } from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { chromium } from 'playwright-core';
import { startServer } from '../../web/server.mjs';
import {
  WEB, SHOTS, CHROMIUM, CHROMIUM_FLAGS, check, counts, watch, shot, waitReady, typeCode, settled, resetStatus,
  typeAndRun, lastRun, linkFragment, wanted,
} from './harness.mjs';
import { details } from './details.mjs';
import { embedBlocks } from './embeds.mjs';
import { recovery } from './recovery.mjs';
import { settingsChecks } from './settings.mjs';
import { layoutChecks } from './layout.mjs';
import { embedOptions } from './embedoptions.mjs';
import { projects } from './projects.mjs';
import { nodeChecks } from './node.mjs';
import { modulesChecks } from './modules.mjs';
import { insightChecks } from './insight.mjs';
import { warmUpChecks } from './warmup.mjs';

// Chromium takes time in proportion to a URL's length (about 16 µs a byte on a loaded
// machine), so the megabyte links get longer than the default 30 s to load.
const HUGE_LINK_LOAD = { timeout: 120000 };

async function mainPage(browser, base, problems) {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  const page = await context.newPage();
  watch(page, problems, 'page');
  await page.addInitScript(() => {
    window.__csp = [];
    document.addEventListener('securitypolicyviolation', (e) => window.__csp.push(`${e.violatedDirective} ${e.blockedURI}`));
  });
  const t0 = Date.now();
  await page.goto(base, { waitUntil: 'domcontentloaded' });
  // While the engine loads (seconds), the empty panels say what will appear, with no bare labels.
  const loading = await page.evaluate(() => ({
    ready: document.body.dataset.ready === 'true',
    log: document.getElementById('log').textContent,
    typeHidden: document.querySelector('.value-type').hidden,
  }));
  check('while loading, the log says what will appear and no bare "type" label shows',
    loading.ready || (/appears here once the engine has loaded/.test(loading.log) && loading.typeHidden), JSON.stringify(loading));
  await waitReady(page);
  const interactiveMs = Date.now() - t0;
  await settled(page);
  const firstResultMs = Date.now() - t0;
  const version = await page.textContent('#version');
  check('the page loads the engine in its worker', /engine \d+\.\d+\.\d+/.test(version), version);
  console.log(`# time to interactive ${interactiveMs} ms, to the first result ${firstResultMs} ms`);
  await shot(page, 'welcome');

  // Typing evaluates (auto-run), without pressing Run.
  let log = await typeAndRun(page, "$x = [1, 2, 3].map |$v| { $v * 10 }\nnotice($x)\nwarning('careful')\n$x");
  check('typing evaluates the code', log === 'Notice: [10, 20, 30]\nWarning: careful\n', JSON.stringify(log));
  check('the log styles its levels',
    await page.locator('#log .log-warning .log-level').count() === 1 && await page.locator('#log .log-notice').count() === 1);
  const value = await page.textContent('#value');
  check('the result value is shown in %p', value === '[10, 20, 30]', JSON.stringify(value));
  check('the result type is shown', await page.textContent('#value-type') === 'Tuple[Integer[10, 10], Integer[20, 20], Integer[30, 30]]',
    await page.textContent('#value-type'));

  // The format selector re-formats the value through the engine (%#p indents hashes).
  await typeAndRun(page, "{ 'a' => 1 }");
  await page.selectOption('#format', '%#p');
  await page.waitForFunction(() => document.getElementById('value').textContent.includes('\n'), null, { timeout: 10000 })
    .catch(() => {});
  const indented = await page.textContent('#value');
  check('the %#p format indents the value', indented === "{\n  'a' => 1\n}", JSON.stringify(indented));
  await page.selectOption('#format', 'custom');
  await typeAndRun(page, '255');
  await page.fill('#custom-format', '%#x');
  await page.waitForFunction(() => document.getElementById('value').textContent === '0xff', null, { timeout: 10000 })
    .catch(() => {});
  check('a custom format is applied', await page.textContent('#value') === '0xff', await page.textContent('#value'));
  await page.selectOption('#format', '%p');

  // Run with Ctrl+Enter while the editor is not focused, with auto-run off.
  await page.uncheck('#auto');
  await page.click('#tab-output');
  const before = await page.textContent('#value');
  await typeCode(page, 'notice(6 * 7)');
  await page.focus('#tab-output');
  await resetStatus(page);
  await page.waitForTimeout(600);
  check('with auto-run off typing does not run', await page.textContent('#value') === before);
  let since = await lastRun(page);
  await page.keyboard.press('Control+Enter');
  log = await settled(page, 20000, since);
  check('Ctrl+Enter runs with the editor unfocused', log === 'Notice: 42\n', JSON.stringify(log));
  await page.check('#auto');

  // An error is marked at its location, and its button jumps there.
  await typeAndRun(page, "$a = 1\n$b = [1, 2]\nnotice($a + $nope)\n");
  const problem = await page.textContent('#problems');
  check('an error is listed with its location', /Unknown variable: 'nope'.*line 3, column 13/.test(problem), problem);
  const mark = await page.evaluate(() => {
    const m = document.querySelector('.cm-lintRange-error');
    if (!m) return null;
    const line = m.closest('.cm-line');
    const lines = [...document.querySelectorAll('.cm-content .cm-line')];
    return { text: m.textContent, line: lines.indexOf(line) + 1 };
  });
  check('the editor marks the error at line 3 on $nope', mark && mark.line === 3 && mark.text === '$nope', JSON.stringify(mark));
  check('the gutter shows an error marker', await page.locator('.cm-lint-marker-error').count() === 1);
  const said = await page.textContent('#status');
  check('the status (a live region) says where the error is', said === 'Error at line 3, column 13', said);
  await shot(page, 'error');
  await page.click('#problems .jump');
  const cursor = await page.evaluate(() => {
    const sel = window.getSelection();
    const line = sel.anchorNode && (sel.anchorNode.nodeType === 1 ? sel.anchorNode : sel.anchorNode.parentElement).closest('.cm-line');
    const lines = [...document.querySelectorAll('.cm-content .cm-line')];
    return { line: lines.indexOf(line) + 1, focused: document.activeElement.classList.contains('cm-content') };
  });
  check('the error\'s location button moves the cursor there', cursor.line === 3 && cursor.focused, JSON.stringify(cursor));

  // Type on hover: over a top-scope variable, its detailed type and its (small) value.
  await typeAndRun(page, "$list = [1, 'two']\n$list");
  const variable = page.locator('.cm-content .cm-line').first().locator('.tok-variable').first();
  await variable.hover();
  await page.waitForSelector('.cm-type-hover', { timeout: 10000 }).catch(() => {});
  const hover = await page.locator('.cm-type-hover').textContent().catch(() => null);
  check('hovering a variable shows its type', hover === "$list : Tuple[Integer[1, 1], String] = [1, 'two']", String(hover));
  await page.mouse.move(0, 0);

  // The selection's type: the selected expression, evaluated after the program, under it.
  await typeAndRun(page, "$list = [1, 'two']\n$list.length");
  await page.locator('.cm-content .cm-line').nth(1).click();
  await page.mouse.move(0, 0);
  await page.keyboard.press('Home');
  await page.keyboard.press('Shift+End');
  await page.waitForSelector('.cm-tooltip.cm-type-hover', { timeout: 10000 }).catch(() => {});
  const selected = await page.locator('.cm-tooltip.cm-type-hover').textContent().catch(() => null);
  check('selecting an expression shows its type', selected === '$list.length : Integer[2, 2]', String(selected));
  await page.keyboard.press('End');
  await page.waitForTimeout(200);
  check('the selection\'s type goes with the selection', await page.locator('.cm-tooltip.cm-type-hover').count() === 0);

  // A syntax error.
  await typeAndRun(page, 'notice(1))');
  const syntax = await page.textContent('#problems');
  check('a syntax error is shown with its location', /Syntax error at '\)'.*line 1, column 10/.test(syntax), syntax);

  // "Syntax error at end of input" has no location (as in the reference): its place is the end
  // of the code, marked on the last character, with a button that puts the cursor after it.
  await typeAndRun(page, "$a = {\n  'x' => [1, 2]\n\n");
  const atEnd = await page.evaluate(() => ({
    jump: document.querySelector('#problems .jump')?.textContent ?? null,
    mark: document.querySelector('.cm-lintRange-error')?.textContent ?? null,
    status: document.getElementById('status').textContent,
  }));
  check('a syntax error at the end of input marks the end of the code', atEnd.jump === 'end of the code' &&
    atEnd.mark === ']' && atEnd.status === 'Syntax error at end of the code', JSON.stringify(atEnd));
  await page.click('#problems .jump');
  const endCursor = await page.evaluate(() => {
    const sel = window.getSelection();
    const line = sel.anchorNode && (sel.anchorNode.nodeType === 1 ? sel.anchorNode : sel.anchorNode.parentElement).closest('.cm-line');
    return { line: [...document.querySelectorAll('.cm-content .cm-line')].indexOf(line) + 1, text: line?.textContent };
  });
  check('its button puts the cursor on the last line of code', endCursor.line === 2, JSON.stringify(endCursor));

  // The type panel.
  await typeAndRun(page, "{ 'a' => [1, 2], 'b' => 'text' }.filter |$k, $v| { true }");
  await page.click('#tab-types');
  await page.waitForFunction(() => document.getElementById('type-reduced').textContent.length > 2, null, { timeout: 10000 })
    .catch(() => {});
  const forms = await page.evaluate(() => ['detailed', 'reduced', 'generalized'].map((k) => document.getElementById(`type-${k}`).textContent));
  check('the type panel shows the detailed, reduced and generalized forms',
    /^Hash\[Enum\['a', 'b'\]|^Struct\[/.test(forms[0]) && forms[1].startsWith('Hash[') && forms[2].startsWith('Hash['),
    JSON.stringify(forms));
  const tree = await page.evaluate(() => [...document.querySelectorAll('#type-tree .tree-name')].map((n) => n.textContent));
  check('the type tree shows the nested types', tree[0] && ['Integer', 'String'].every((n) => tree.includes(n)) &&
    tree.some((n) => n === 'Tuple' || n === 'Array'), JSON.stringify(tree));
  const keys = await page.evaluate(() => [...document.querySelectorAll('#type-tree .tree-key')].map((n) => n.textContent.trim()));
  check('the type tree names what a bound or a key is', ['from', 'to', "'a' =>", "'b' =>"].every((k) => keys.includes(k)),
    JSON.stringify(keys));
  const keyLine = await page.evaluate(() => {
    const key = [...document.querySelectorAll('#type-tree .tree-key')].find((k) => k.textContent.trim() === "'a' =>");
    return { inSummary: !!(key && key.closest('summary')), hashLevel: document.getElementById('type-tree').textContent.includes('{…}') };
  });
  check('a Struct member\'s key is on the line of its type, with no level for the hash',
    keyLine.inSummary && !keyLine.hashLevel, JSON.stringify(keyLine));
  const lattice = await page.evaluate(() => [...document.querySelectorAll('#lattice .lattice-node text')].map((n) => n.textContent));
  check('the supertype graph reaches Any through Collection and Iterable',
    lattice.includes('Any') && lattice.includes('Collection') && lattice.includes('Iterable'), JSON.stringify(lattice));
  const collapse = await page.evaluate(() => {
    const d = document.querySelector('#type-tree details');
    if (!d) return null;
    d.querySelector('summary').click();
    return d.open;
  });
  check('a tree node collapses', collapse === false, String(collapse));
  const treeRoles = await page.evaluate(() => ({
    aria: document.querySelectorAll('#type-tree [role], #type-tree[role=tree]').length,
    disclosures: document.querySelectorAll('#type-tree details > summary').length,
  }));
  check('the type tree is native lists and disclosures (no ARIA tree without its arrow keys)',
    treeRoles.aria === 0 && treeRoles.disclosures > 0, JSON.stringify(treeRoles));
  await page.fill('#against', 'Hash[String, Array[Integer]]');
  await page.waitForFunction(() => /No|Yes/.test(document.getElementById('against-result').textContent), null, { timeout: 10000 })
    .catch(() => {});
  const against = await page.textContent('#against-result');
  check('the assignability explorer explains a mismatch', /^✗ No: .*expects/.test(against), against);
  await page.fill('#against', 'Hash[String, Data]');
  await page.waitForFunction(() => /Yes/.test(document.getElementById('against-result').textContent), null, { timeout: 10000 })
    .catch(() => {});
  check('the assignability explorer accepts an instance', /^✓ Yes/.test(await page.textContent('#against-result')),
    await page.textContent('#against-result'));
  await page.evaluate(() => { document.getElementById('panel-types').scrollTop = 0; });
  await shot(page, 'types');

  // Nested data: an open node's children spell out its type, so only a closed node shows the
  // whole text; the supertype graph's labels stay distinct where two steps differ deep inside.
  await typeAndRun(page, "{ 'alice' => { 'uid' => 1001, 'groups' => ['admin', 'dev'], 'shell' => '/bin/zsh' } }");
  await page.waitForFunction(() => document.getElementById('type-detailed').textContent.includes('alice'), null, { timeout: 10000 })
    .catch(() => {});
  const nested = await page.evaluate(() => {
    const shown = () => [...document.querySelectorAll('#type-tree .tree-text')].filter((t) => t.offsetParent !== null).length;
    const open = shown();
    document.querySelector('#type-tree details').open = false;
    const closed = shown();
    const labels = [...document.querySelectorAll('#lattice .lattice-node text')].map((n) => n.textContent);
    return { open, closed, labels };
  });
  const layout = await page.textContent('#type-detailed');
  check('a nested type is laid out one part a line', layout === [
    'Struct[{', "  'alice' => Struct[{", "    'uid' => Integer[1001, 1001],", "    'groups' => Tuple[String, String],",
    "    'shell' => String", '  }]', '}]'].join('\n'), JSON.stringify(layout));
  check('the type tree shows a node\'s whole text only when it is closed', nested.open === 0 && nested.closed === 1,
    JSON.stringify(nested));
  check('the supertype graph\'s labels are distinct', nested.labels.length >= 6 && new Set(nested.labels).size === nested.labels.length,
    JSON.stringify(nested.labels));

  // Scalars have the documented lattice: Integer under Numeric and, through ScalarData, Data.
  await typeAndRun(page, '42');
  await page.waitForFunction(() => [...document.querySelectorAll('#lattice .lattice-node text')].some((n) => n.textContent === 'Integer[42, 42]'),
    null, { timeout: 10000 }).catch(() => {});
  const scalar = await page.evaluate(() => [...document.querySelectorAll('#lattice .lattice-node text')].map((n) => n.textContent));
  check('Integer\'s supertypes form a graph (Numeric, ScalarData, Scalar, Data, Any)',
    ['Integer[42, 42]', 'Integer', 'Numeric', 'ScalarData', 'Scalar', 'Data', 'Any'].every((n) => scalar.includes(n)), JSON.stringify(scalar));
  // A failed program has no value: the panel says so instead of showing empty sections.
  await typeAndRun(page, 'notice($nope)');
  await page.waitForFunction(() => /no value/.test(document.getElementById('type-note').textContent), null, { timeout: 10000 })
    .catch(() => {});
  const failedTypes = await page.evaluate(() => ({
    note: document.getElementById('type-note').textContent, detailsHidden: document.getElementById('type-details').hidden,
  }));
  check('the type panel of a failed program says why and shows no empty sections',
    /has no value.*Unknown variable: 'nope'/.test(failedTypes.note) && failedTypes.detailsHidden, JSON.stringify(failedTypes));
  await page.click('#tab-output');

  // The catalog panel: resources as a table, relationships as a graph.
  await typeAndRun(page, "package { 'nginx': ensure => installed }\nservice { 'nginx': require => Package['nginx'] }\nfile { '/etc/motd': content => 'hi' }\nFile['/etc/motd'] ~> Service['nginx']");
  await page.click('#tab-catalog');
  const rows = await page.evaluate(() => [...document.querySelectorAll('#catalog tbody th')].map((n) => n.textContent));
  check('the catalog panel lists the resources',
    JSON.stringify(rows) === JSON.stringify(['Package[nginx]', 'Service[nginx]', 'File[/etc/motd]']), JSON.stringify(rows));
  const graph = await page.getAttribute('#catalog svg', 'aria-label').catch(() => null);
  check('the catalog panel draws the relationships',
    graph === 'Relationships: Package[nginx] -> Service[nginx], File[/etc/motd] ~> Service[nginx]' ||
    graph === 'Relationships: File[/etc/motd] ~> Service[nginx], Package[nginx] -> Service[nginx]', String(graph));
  await shot(page, 'catalog');
  await page.click('#tab-output');

  // Share: the link holds the code and opens it in a fresh page.
  const code = "# shared\n$msg = 'héllo ✓'\nnotice($msg)\n";
  await typeAndRun(page, code);
  await page.click('#share');
  await page.waitForFunction(() => location.hash.startsWith('#v2.'), null, { timeout: 5000 }).catch(() => {});
  const link = page.url();
  check('Share puts a #v2. link in the address bar', /#v2\.[A-Za-z0-9_-]+$/.test(link), link);
  const note = await page.evaluate(() => { const n = document.getElementById('share-note'); return n.hidden ? null : n.textContent; });
  check('Share says what it did next to the button', /^Link (copied|in the address bar)/.test(note || ''), String(note));
  // a different draft in this browser: opening the link must not silently replace it
  await typeCode(page, 'notice("my draft")');
  await page.waitForTimeout(800);
  const other = await context.newPage();
  watch(other, problems, 'shared');
  await other.goto(link);
  await waitReady(other);
  const opened = await settled(other);
  const openedCode = await other.evaluate(() => [...document.querySelectorAll('.cm-content .cm-line')].map((l) => l.textContent).join('\n'));
  check('a share link round-trips the code and runs it',
    openedCode === code.replace(/\n$/, '\n') || openedCode === code.slice(0, -1) + '\n', JSON.stringify(openedCode));
  check('the shared code\'s output', opened === 'Notice: héllo ✓\n', JSON.stringify(opened));
  check('opening a link keeps the local draft (offers to restore it)',
    !(await other.isHidden('#banner')) && (await other.textContent('#banner-action')).includes('draft'),
    await other.textContent('#banner-text'));
  await other.close();

  // A corrupt link gives a message, never a broken page.
  const corrupt = await context.newPage();
  watch(corrupt, problems, 'corrupt');
  await corrupt.goto(`${base}#v1.AAAA${'x'.repeat(20)}`);
  await waitReady(corrupt);
  const message = await corrupt.textContent('#banner-text');
  check('a corrupt link is reported clearly', /could not be opened: the link is damaged/.test(message), message);
  check('the page still works after a corrupt link', !(await corrupt.isDisabled('#run')));
  await shot(corrupt, 'corrupt-link');
  await corrupt.close();
  await hostileLinks(context, base, problems);

  // A runaway program is stopped by the hard timeout, the worker is replaced, the page responds.
  await page.click('#tab-settings');
  await page.fill('#timeout', '1000');
  await page.dispatchEvent('#timeout', 'change');
  await page.click('#tab-output');
  const t1 = Date.now();
  await typeAndRun(page, 'Integer[1, 100000000000].each |$i| { }', 30000);
  const stopped = await page.textContent('#status');
  check('a runaway program is stopped by the time limit', /took longer than 1000 ms|limit|stopped/i.test(stopped) && Date.now() - t1 < 20000, stopped);
  // the engine stops the run itself at its time limit, where it was: that place is marked
  check('a stop at the time limit marks where the run was stopped', await page.locator('.cm-lintRange-error').count() === 1);
  const stopTiming = await page.textContent('#timing');
  check('a stop at the time limit shows how long it ran, not zero figures', /^stopped after \d+ ms$/.test(stopTiming), stopTiming);
  await shot(page, 'timeout');
  await page.click('#problems .problem-action', { timeout: 5000 }).catch(() => {});
  const limitField = await page.evaluate(() => ({ focused: document.activeElement.id, shown: !document.getElementById('panel-settings').hidden }));
  check('the time limit error\'s button opens the time limit setting', limitField.focused === 'timeout' && limitField.shown,
    JSON.stringify(limitField));
  // back to a roomy limit: the machine running the tests may be loaded
  await page.fill('#timeout', '8000');
  await page.dispatchEvent('#timeout', 'change');
  await page.click('#tab-output');
  log = await typeAndRun(page, 'notice("still alive")');
  check('after the timeout the next run works', log === 'Notice: still alive\n', JSON.stringify(log));

  // A long log is drawn up to 1,000 lines (a program may print tens of thousands, which would
  // take the page seconds to lay out), says how many more there are, and downloads whole.
  await typeAndRun(page, 'Integer[1, 3000].each |$i| { notice($i) }');
  const longLog = await page.evaluate(() => ({
    lines: document.querySelectorAll('#log .log-line').length,
    more: document.querySelector('#log .log-more')?.textContent ?? null,
  }));
  check('a long log shows 1,000 lines and says how many more', longLog.lines === 1000 && /2,000 more lines/.test(longLog.more || ''),
    JSON.stringify(longLog));
  await page.click('.menu summary');
  const logFile = await Promise.all([page.waitForEvent('download', { timeout: 10000 }), page.click('#download-log', { timeout: 5000 })])
    .then(([download]) => download.path()).then((p) => readFileSync(p, 'utf8')).catch((e) => e.message);
  const logLines = logFile.split('\n');
  check('Download the log saves every line', logLines.length === 3001 && logLines[0] === 'Notice: 1' && logLines[2999] === 'Notice: 3000',
    `${logLines.length} lines: ${logFile.slice(0, 80)}`);

  // A newer result is never overwritten by an older one: start a slow run, then a fast one.
  await page.uncheck('#auto');
  await typeCode(page, 'Integer[1, 300000].each |$i| { } notice("slow")');
  await page.click('#run');
  await typeCode(page, 'notice("fast")');
  await resetStatus(page);
  since = await lastRun(page);
  await page.click('#run');
  log = await settled(page, 30000, since);
  await page.waitForTimeout(500);
  log = await page.textContent('#log');
  check('a stale result never overwrites a newer one', log === 'Notice: fast\n', JSON.stringify(log));
  await page.check('#auto');

  // Vim key bindings, loaded on demand: in normal mode `x` deletes a character.
  await page.click('#tab-settings');
  await page.check('#vim');
  await page.waitForSelector('.cm-vimMode, .cm-fat-cursor', { timeout: 10000 }).catch(() => {});
  await page.click('#tab-output');
  await page.click('.cm-content');
  await page.keyboard.press('Escape');
  await page.keyboard.press('0');
  await page.keyboard.press('x');
  const afterX = await page.evaluate(() => document.querySelector('.cm-content .cm-line').textContent);
  check('the Vim bindings load on demand and work', afterX === 'otice("fast")', JSON.stringify(afterX));
  await page.click('#tab-settings');
  await page.uncheck('#vim');
  await page.click('#tab-output');

  // The worker client itself: a run past time_ms ends with the engine's own limit error (with
  // the place it stopped at), and the worker, which stopped cleanly, serves the next call.
  const client = await page.evaluate(async () => {
    const { PuppetClient } = await import('./puppet/client.mjs');
    const c = new PuppetClient();
    const slow = await c.evaluate('Integer[1, 100000000].each |$i| { }', { limits: { time_ms: 200 } });
    const after = await c.evaluate('notice(3)');
    c.terminate();
    return { slow: slow.error, after: after.output, workers: c.workersStarted };
  });
  check('a run past time_ms ends with a located limit error and the same worker serves the next call',
    client.slow && client.slow.kind === 'limit' && /200 ms/.test(client.slow.message) && client.slow.line === 1 &&
    client.after[0]?.message === '3' && client.workers === 1, JSON.stringify(client));

  const unlabeled = await page.evaluate(() => [...document.querySelectorAll('button, select, input, textarea, [role=tab]')]
    .filter((e) => !e.closest('[hidden]') && !(e.labels && e.labels.length) && !e.getAttribute('aria-label') && !e.textContent.trim())
    .map((e) => e.id || e.outerHTML.slice(0, 60)));
  check('every control has a label', unlabeled.length === 0, JSON.stringify(unlabeled));

  // The ⋯ menu closes as menus do: Escape (focus back on its button) and a click elsewhere.
  await page.click('.menu summary');
  const menuOpened = await page.evaluate(() => document.querySelector('.menu').open);
  await page.keyboard.press('Escape');
  const afterEscape = await page.evaluate(() => ({ open: document.querySelector('.menu').open, focus: document.activeElement.tagName }));
  await page.click('.menu summary');
  await page.click('#version');
  const afterOutside = await page.evaluate(() => document.querySelector('.menu').open);
  check('the ⋯ menu closes on Escape and on a click elsewhere',
    menuOpened && !afterEscape.open && afterEscape.focus === 'SUMMARY' && !afterOutside,
    JSON.stringify({ menuOpened, afterEscape, afterOutside }));

  // Help overlay and theme switch.
  await page.click('#help');
  check('the help overlay lists the shortcuts', await page.isVisible('#help-dialog') && (await page.textContent('#help-dialog')).includes('Ctrl'));
  await page.keyboard.press('Escape');
  await page.click('#theme');
  await page.click('#theme');
  const dark = await page.evaluate(() => document.documentElement.dataset.theme);
  await shot(page, 'dark');
  check('the theme switch sets a manual dark theme', dark === 'dark', String(dark));

  const csp = await page.evaluate(() => window.__csp);
  check('no CSP violations on the page', csp.length === 0, csp.join('; '));
  await context.close();
  return { interactiveMs, firstResultMs };
}

// Links from anyone: markup in the code stays text, a zip bomb and an overlong link are refused
// with a message, and the page's CSP stops script that is not the page's own.
async function hostileLinks(context, base, problems) {
  const markup = `notice('<img src=x onerror="window.__pwned = 1">')\n# <script>window.__pwned = 1</script>`;
  const page = await context.newPage();
  watch(page, problems, 'markup link');
  await page.goto(base + linkFragment(JSON.stringify({ v: 1, code: markup, settings: {} })));
  await waitReady(page);
  const log = await settled(page);
  const shown = await page.evaluate(() => [...document.querySelectorAll('.cm-content .cm-line')].map((l) => l.textContent).join('\n'));
  check('markup in a shared link is shown as text in the editor', shown === markup, JSON.stringify(shown));
  check('markup in the output is shown as text', log === 'Notice: <img src=x onerror="window.__pwned = 1">\n' &&
    await page.locator('#log img, .cm-content img, .cm-content script').count() === 0, JSON.stringify(log));
  check('markup in a shared link runs no script', await page.evaluate(() => window.__pwned === undefined));
  await page.close();

  // 64 MiB of spaces in a JSON string deflate to 64 KiB: the page must stop inflating at its limit.
  const bomb = await context.newPage();
  watch(bomb, problems, 'zip bomb');
  const started = Date.now();
  await bomb.goto(base + linkFragment(`{"v":1,"code":"${' '.repeat(64 * 1024 * 1024)}"}`), HUGE_LINK_LOAD);
  await waitReady(bomb);
  const bombMessage = await bomb.textContent('#banner-text');
  check('a zip bomb link is refused with a message', /could not be opened: the link holds more than the 1 MiB/.test(bombMessage), bombMessage);
  console.log(`# zip bomb refused in ${Date.now() - started} ms`);
  check('the page still works after a zip bomb link', !(await bomb.isDisabled('#run')));
  await bomb.close();

  const long = await context.newPage();
  watch(long, problems, 'long link');
  await long.goto(`${base}#v1.${'A'.repeat(1.6 * 1024 * 1024)}`, HUGE_LINK_LOAD);
  await waitReady(long);
  const longMessage = await long.textContent('#banner-text');
  check('an overlong link is refused with a message', /could not be opened: the link is longer than/.test(longMessage), longMessage);
  await long.close();

  // Script injected into the page (as a flaw in the page might let markup through) is blocked by
  // the CSP: no 'unsafe-inline'. Its violation report is expected here, so this page is not watched.
  const csp = await context.newPage();
  await csp.goto(base);
  await waitReady(csp);
  const blocked = await csp.evaluate(() => new Promise((resolve) => {
    document.addEventListener('securitypolicyviolation', (e) => resolve(e.violatedDirective), { once: true });
    const script = document.createElement('script');
    script.textContent = 'window.__inline = 1';
    document.body.append(script);
    setTimeout(() => resolve(window.__inline === 1 ? 'ran' : 'no report'), 2000);
  }));
  check('the CSP blocks inline script', /^script-src/.test(blocked) && await csp.evaluate(() => window.__inline === undefined), blocked);
  await csp.close();
}

// An engine that cannot load (here its wasm is missing) is reported once, with a way to retry.
// This browser prefers a dark colour scheme: the page follows it without the manual switch.
async function engineMissing(browser, base) {
  const context = await browser.newContext({ viewport: { width: 1280, height: 600 }, colorScheme: 'dark' });
  await context.route('**/*.wasm', (route) => route.fulfill({ status: 404, body: 'not found' }));
  const page = await context.newPage();
  await page.goto(base);
  await page.waitForFunction(() => /could not be loaded/.test(document.getElementById('status').textContent), null, { timeout: 60000 })
    .catch(() => {});
  const said = await page.evaluate(() => ({
    status: document.getElementById('status').textContent,
    banner: document.getElementById('banner').hidden ? null : document.getElementById('banner-action').textContent,
  }));
  check('an engine that cannot load is reported once, with a retry',
    /^The engine could not be loaded: .*404/.test(said.status) && (said.status.match(/could not be loaded/g) || []).length === 1 &&
    said.banner === 'Try again', JSON.stringify(said));
  const background = await page.evaluate(() => getComputedStyle(document.body).backgroundColor);
  check('the page follows a dark system colour scheme', background === 'rgb(13, 17, 23)', background);
  await shot(page, 'engine-missing-dark');
  await context.close();
}

async function narrow(browser, base, problems) {
  const context = await browser.newContext({ viewport: { width: 375, height: 740 }, isMobile: true, hasTouch: true });
  const page = await context.newPage();
  watch(page, problems, 'narrow');
  await page.goto(`${base}#example/types-match`);
  await waitReady(page);
  await settled(page);
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  check('at 375 px nothing overflows sideways', overflow <= 0, `${overflow} px too wide`);
  const visible = await page.evaluate(() => ['run', 'share', 'editor', 'log'].every((id) => {
    const r = document.getElementById(id).getBoundingClientRect();
    return r.width > 0 && r.height > 0 && r.right <= window.innerWidth + 1;
  }));
  check('at 375 px the editor, Run, Share and the log are on screen', visible);
  check('#example/<id> opens a named example', (await page.textContent('#log')).includes('is a natural number'));
  // Keyboard: the first Tab reaches the skip link, which puts the focus into the editor.
  await page.keyboard.press('Tab');
  const first = await page.evaluate(() => document.activeElement.className);
  await page.keyboard.press('Enter');
  const inEditor = await page.evaluate(() => document.activeElement.classList.contains('cm-content'));
  check('the skip link is the first stop and focuses the editor', first === 'skip' && inEditor, `${first} ${inEditor}`);
  await shot(page, 'narrow-375');
  await context.close();
}

// The example picker works from the keyboard, and the code on show is the user's draft once
// edited: the address loses the example's fragment (so a reload shows the edit), while opening
// a link or an example leaves the stored draft alone.
async function examplesAndDraft(browser, base, problems) {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  const page = await context.newPage();
  watch(page, problems, 'examples');
  await page.goto(base);
  await waitReady(page);
  await settled(page);
  // With no draft stored yet, a setting changed before any edit is kept.
  await page.click('#tab-settings');
  await page.selectOption('#strict', 'error');
  await page.waitForTimeout(800);   // saved 300 ms after the change
  await page.reload();
  await waitReady(page);
  await settled(page);
  check('a setting changed before any edit survives a reload', await page.inputValue('#strict') === 'error');
  await page.click('#tab-settings');
  await page.selectOption('#strict', 'warning');
  await page.click('#tab-output');
  await settled(page);

  const firstLine = () => page.evaluate(() => document.querySelector('.cm-content .cm-line').textContent);
  const welcome = await firstLine();
  await page.focus('#examples');
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('ArrowDown');
  await page.waitForFunction((w) => document.querySelector('.cm-content .cm-line').textContent !== w, welcome, { timeout: 5000 })
    .catch(() => {});
  const picked = await page.evaluate(() => ({ value: document.getElementById('examples').value, hash: location.hash }));
  const second = await firstLine();
  check('arrow keys step through the examples', picked.value === 'types-inference' &&
    picked.hash === '#example/types-inference' && second !== welcome, JSON.stringify({ ...picked, second }));

  await page.click('.cm-content');
  await page.keyboard.press('Control+Home');
  await page.keyboard.insertText('notice("my edit")\n');
  await page.waitForTimeout(800);   // the draft is saved 300 ms after the edit
  const edited = await page.evaluate(() => ({ value: document.getElementById('examples').value, hash: location.hash }));
  check('an edit drops the example from the address and the picker', edited.value === '' && edited.hash === '',
    JSON.stringify(edited));
  await page.reload();
  await waitReady(page);
  const log = await settled(page);
  check('a reload after editing an example keeps the edit', /Notice: my edit/.test(log), JSON.stringify(log));

  const draftBefore = await page.evaluate(() => JSON.parse(localStorage.getItem('puppet-playground.draft')).files['site.pp']);
  await page.goto(`${base}#example/welcome`);
  await waitReady(page);
  await settled(page);
  await page.waitForTimeout(800);
  const after = await page.evaluate(() => ({
    draft: JSON.parse(localStorage.getItem('puppet-playground.draft')).files['site.pp'],
    banner: document.getElementById('banner').hidden ? null : document.getElementById('banner-action').textContent,
  }));
  check('opening an example keeps the stored draft and offers it back', after.draft === draftBefore &&
    after.banner === 'Restore my draft', JSON.stringify({ banner: after.banner, same: after.draft === draftBefore }));
  await page.click('#banner-action');
  check('the draft comes back', (await page.evaluate(() => document.querySelector('.cm-content').textContent)).includes('my edit'));
  await context.close();
}

// WCAG AA contrast of every visible piece of text (4.5:1, 3:1 for large text), against the
// background it is drawn on (translucent layers blended down to an opaque one).
function lowContrastText() {
  const rgba = (c) => {
    const m = /rgba?\(([^)]+)\)/.exec(c);
    if (!m) return null;
    const [r, g, b, a = 1] = m[1].split(',').map(Number);
    return { r, g, b, a };
  };
  const luminance = ({ r, g, b }) => {
    const f = (v) => { v /= 255; return v <= 0.03928 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4; };
    return 0.2126 * f(r) + 0.7152 * f(g) + 0.0722 * f(b);
  };
  const over = (top, below) => ({
    r: top.r * top.a + below.r * (1 - top.a), g: top.g * top.a + below.g * (1 - top.a), b: top.b * top.a + below.b * (1 - top.a),
  });
  const background = (el) => {
    const layers = [];
    for (let e = el; e; e = e.parentElement) {
      const c = rgba(getComputedStyle(e).backgroundColor);
      if (c && c.a > 0) layers.push(c);
      if (c && c.a >= 1) break;
    }
    let color = { r: 255, g: 255, b: 255 };
    for (const layer of layers.reverse()) color = over(layer, color);
    return color;
  };
  const low = [];
  const seen = new Set();
  const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
  for (let n = walker.nextNode(); n; n = walker.nextNode()) {
    const el = n.parentElement;
    if (!n.textContent.trim() || seen.has(el)) continue;
    seen.add(el);
    const box = el.getBoundingClientRect();
    const style = getComputedStyle(el);
    if (!box.width || !box.height || style.visibility === 'hidden' || el.closest('[hidden], [aria-hidden=true]')) continue;
    const bg = background(el);
    const fg = over(rgba(style.color), bg);
    const [hi, lo] = [luminance(fg), luminance(bg)].sort((a, b) => b - a);
    const ratio = (hi + 0.05) / (lo + 0.05);
    const size = parseFloat(style.fontSize);
    const large = size >= 24 || (Number(style.fontWeight) >= 700 && size >= 18.66);
    if (ratio < (large ? 3 : 4.5)) low.push(`${ratio.toFixed(2)} "${n.textContent.trim().slice(0, 30)}" (${el.className || el.tagName})`);
  }
  return low;
}

// Contrast in both themes: the page with an error, a warning and the search panel open.
async function contrast(browser, base, problems) {
  for (const colorScheme of ['light', 'dark']) {
    const context = await browser.newContext({ viewport: { width: 1280, height: 800 }, colorScheme });
    const page = await context.newPage();
    watch(page, problems, `contrast ${colorScheme}`);
    await page.goto(base);
    await waitReady(page);
    await settled(page);
    await typeAndRun(page, "warning('careful')\nnotice($nope)");
    await page.click('.cm-content');
    await page.keyboard.press('Control+f');
    await page.waitForSelector('.cm-search');
    const low = await page.evaluate(lowContrastText);
    await shot(page, `contrast-${colorScheme}`);
    check(`all text has AA contrast in the ${colorScheme} theme (search panel open)`, low.length === 0, low.join('; '));
    await context.close();
  }
}

async function embed(browser, base, problems) {
  const context = await browser.newContext({ viewport: { width: 900, height: 900 } });
  const page = await context.newPage();
  watch(page, problems, 'embed');
  const requests = [];
  page.on('request', (r) => requests.push(r.url()));
  await page.goto(`${base}embed-demo.html`);
  await page.waitForSelector('.pp-embed');
  const blocks = await page.locator('.pp-embed').count();
  check('embed.js turns the demo page\'s blocks into live editors', blocks >= 4 && await page.locator('.pp-embed .cm-editor').count() === blocks,
    String(blocks));
  check('the wasm is not loaded before the first run', !requests.some((u) => u.endsWith('.wasm')));
  const expectBlocks = await page.locator('.pp-embed[data-expect]').count();
  for (let i = 0; i < expectBlocks; i++) {
    await page.locator('.pp-embed[data-expect] .pp-run').nth(i).click();
    await page.waitForFunction((n) => document.querySelectorAll('.pp-embed[data-check]').length > n, i, { timeout: 30000 });
  }
  const checks = await page.evaluate(() => [...document.querySelectorAll('.pp-embed[data-expect]')].map((b) => b.dataset.check));
  check('every data-expect block of the demo gives its expected output', checks.length >= 3 && checks.every((c) => c === 'pass'),
    JSON.stringify(checks));
  const errorMark = await page.locator('.pp-embed').nth(3).locator('.cm-lintRange-error').textContent().catch(() => null);
  check('an embed underlines its error in the example', errorMark === '$nope', String(errorMark));
  await page.locator('.pp-embed').nth(3).locator('.pp-jump').click({ timeout: 5000 }).catch(() => {});
  const embedCursor = await page.evaluate(() => {
    const box = document.querySelectorAll('.pp-embed')[3];
    const sel = window.getSelection();
    return { focused: box.contains(document.activeElement) && document.activeElement.classList.contains('cm-content'), offset: sel.anchorOffset,
      text: sel.anchorNode ? sel.anchorNode.textContent : null };
  });
  check('an embed\'s error location button moves the cursor there', embedCursor.focused &&
    ((embedCursor.text === '$nope' && embedCursor.offset === 0) || (embedCursor.text === 'notice(' && embedCursor.offset === 7)),
    JSON.stringify(embedCursor));
  // The demo page styles its own `pre` blocks (padding, rounded corners): that must not reach
  // an embed's output; and embed.css styles nothing outside its blocks.
  const output = await page.locator('.pp-embed .pp-output').first().evaluate((e) => getComputedStyle(e).borderRadius);
  check('the host page\'s pre style does not reach the embed output', output === '0px', output);
  const unscoped = await page.evaluate(() => {
    const sheet = [...document.styleSheets].find((s) => s.href && s.href.endsWith('/embed.css'));
    const out = [];
    const walk = (rules) => {
      for (const r of rules) {
        if (r.cssRules && !r.selectorText) walk(r.cssRules);
        // a theme condition on the host's root may come first (:root[data-theme=dark] .pp-embed)
        else if (r.selectorText) {
          out.push(...r.selectorText.split(',').map((x) => x.trim().replace(/^:root(\[data-theme="?\w+"?\]|:not\(\[data-theme="?\w+"?\]\)) /, ''))
            .filter((x) => !x.startsWith('.pp-')));
        }
      }
    };
    if (sheet) walk(sheet.cssRules);
    return sheet ? out : ['embed.css not found'];
  });
  check('embed.css only styles inside the blocks (.pp-)', unscoped.length === 0, JSON.stringify(unscoped));
  const activeLine = await page.locator('.pp-embed').first().locator('.cm-activeLine')
    .evaluate((e) => getComputedStyle(e).backgroundColor).catch(() => 'none');
  check('an unfocused embed highlights no line', activeLine === 'rgba(0, 0, 0, 0)', activeLine);
  const workers = requests.filter((u) => u.endsWith('worker.mjs')).length;
  check('all blocks share one worker', workers === 1, `${workers} worker loads`);
  // Editing a block and pressing Type shows the value and its type as text.
  const third = page.locator('.pp-embed').nth(2);
  await third.locator('.cm-content').click();
  await page.keyboard.press('Control+A');
  await page.keyboard.press('Delete');
  await page.keyboard.insertText("['<b>x</b>']");
  await third.locator('.pp-type').click();
  await page.waitForFunction(() => document.querySelectorAll('.pp-embed')[2].querySelector('.pp-value'), null, { timeout: 10000 });
  const typed = await third.locator('.pp-output').textContent();
  check('Type shows the value and its type, as text', typed.includes("['<b>x</b>']") && /:: (Tuple|Array)\[String/.test(typed) &&
    await third.locator('.pp-output b').count() === 0, JSON.stringify(typed));
  await shot(page, 'embed-demo');

  // A host page's theme switch (data-theme on its <html>, as Docusaurus sets it) wins over the
  // system colour scheme (light here).
  const themed = await page.evaluate(() => {
    const surface = () => getComputedStyle(document.querySelector('.pp-embed')).backgroundColor;
    document.documentElement.dataset.theme = 'dark';
    const dark = surface();
    delete document.documentElement.dataset.theme;
    return { dark, light: surface() };
  });
  check('embeds follow the host page\'s data-theme', themed.dark === 'rgb(22, 27, 34)' && themed.light === 'rgb(255, 255, 255)',
    JSON.stringify(themed));

  // Blocks added later (upgradeAll) are independent: one that runs away is stopped at a limit
  // (the time limit, or the step limit first on a fast quiet machine), one that fails shows its
  // error, and the others still give their own results.
  const added = await page.evaluate(async () => {
    const { upgradeAll } = await import('./embed.js');
    const host = document.createElement('section');
    host.id = 'added';
    for (const code of ['Integer[1, 100000000000].each |$i| { }', 'notice(1', '$x = 5\nnotice($x)', 'notice($x)']) {
      const pre = document.createElement('pre');
      pre.className = 'puppet-play';
      pre.textContent = code;
      host.append(pre);
    }
    document.body.append(host);
    return upgradeAll(host).length;
  });
  const addedBoxes = page.locator('#added .pp-embed');
  for (let i = 0; i < added; i++) await addedBoxes.nth(i).locator('.pp-run').click();
  await page.waitForFunction(() => [...document.querySelectorAll('#added .pp-run')].every((b) => !b.disabled), null, { timeout: 60000 })
    .catch(() => {});
  const results = await page.evaluate(() => [...document.querySelectorAll('#added .pp-embed')]
    .map((b) => `${b.querySelector('.pp-status').textContent} | ${b.querySelector('.pp-output').textContent}`));
  check('embedded blocks are independent: a runaway and a failure beside working blocks', added === 4 &&
    /^Stopped \| Error: Evaluation (took longer than 5000 ms|stopped: the step limit was reached)/.test(results[0]) &&
    results[1] === 'Failed | Error: Could not parse for environment production: Syntax error at end of input\nGo to the end of the code' &&
    results[2] === ' | Notice: 5\n' && /^Failed \| Error: Evaluation Error: Unknown variable: 'x'/.test(results[3]), JSON.stringify(results));
  await context.close();
}

// The server revalidates by ETag: an unchanged engine is a 304, not 1.7 MB again; it sends the
// web build's precompressed files to a client that accepts their encoding.
async function serverChecks(base) {
  const wasm = `${base}puppet/puppet-web.wasm`;
  const first = await fetch(wasm);
  await first.arrayBuffer();
  const again = await fetch(wasm, { headers: { 'If-None-Match': first.headers.get('etag') || '' } });
  check('the server answers an unchanged file with 304 (ETag)', first.status === 200 && again.status === 304 &&
    first.headers.get('cache-control') === 'no-cache', `${first.status} ${again.status} ${first.headers.get('etag')}`);
  const plain = readFileSync(path.join(WEB, 'puppet/puppet-web.wasm'));
  // node's fetch decompresses: the raw answer is read with http.get
  const raw = (file, acceptEncoding) => new Promise((resolve, reject) => {
    http.get(`${base}${file}`, { headers: acceptEncoding ? { 'Accept-Encoding': acceptEncoding } : {} }, (res) => {
      const chunks = [];
      res.on('data', (c) => chunks.push(c));
      res.on('end', () => resolve({ headers: res.headers, body: Buffer.concat(chunks) }));
    }).on('error', reject);
  });
  const br = await raw('puppet/puppet-web.wasm', 'gzip, deflate, br');
  const gz = await raw('puppet/puppet-web.wasm', 'gzip');
  const none = await raw('puppet/puppet-web.wasm', '');
  const summary = (r) => `${r.headers['content-encoding'] || 'identity'} ${r.headers['content-length']} ${r.headers.etag}`;
  check('the server sends the precompressed engine: brotli, gzip or none as accepted, each whole, with Vary and its own ETag',
    br.headers['content-encoding'] === 'br' && brotliDecompressSync(br.body).equals(plain) &&
    gz.headers['content-encoding'] === 'gzip' && gunzipSync(gz.body).equals(plain) &&
    !none.headers['content-encoding'] && none.body.equals(plain) &&
    Number(br.headers['content-length']) === br.body.length && br.body.length < plain.length / 3 &&
    [br, gz, none].every((r) => r.headers.vary === 'Accept-Encoding') && new Set([br, gz, none].map((r) => r.headers.etag)).size === 3,
    [br, gz, none].map(summary).join('; '));
}

async function main() {
  if (!existsSync(path.join(WEB, 'index.html'))) throw new Error(`${WEB} is not built: ./build.sh web`);
  mkdirSync(SHOTS, { recursive: true });
  const server = await startServer(WEB, 0);
  const base = `http://127.0.0.1:${server.address().port}/`;
  const browser = await chromium.launch({ executablePath: CHROMIUM, headless: true, args: CHROMIUM_FLAGS });
  const problems = [];
  try {
    const groups = {
      server: () => serverChecks(base),
      main: () => mainPage(browser, base, problems),
      narrow: () => narrow(browser, base, problems),
      examples: () => examplesAndDraft(browser, base, problems),
      contrast: () => contrast(browser, base, problems),
      missing: () => engineMissing(browser, base),
      embed: () => embed(browser, base, problems),
      embeds: () => embedBlocks(browser, base, problems),
      embedoptions: () => embedOptions(browser, base, problems),
      details: () => details(browser, base, problems),
      recovery: () => recovery(browser, base),
      settings: () => settingsChecks(browser, base, problems),
      layout: () => layoutChecks(browser, base, problems),
      projects: () => projects(browser, base, problems),
      node: () => nodeChecks(browser, base, problems),
      modules: () => modulesChecks(browser, base, problems),
      insight: () => insightChecks(browser, base, problems),
      warmup: () => warmUpChecks(browser, base, problems),
    };
    for (const [name, run] of Object.entries(groups)) if (wanted(name)) await run();
    check('no console errors, page errors or CSP violations', problems.length === 0, problems.join('; '));
  } finally {
    await browser.close();
    server.close();
  }
}

main().catch((err) => {
  check('the page tests ran', false, err.stack || err.message);
}).finally(() => {
  const { passed, failed } = counts();
  console.log(`page: ${passed} passed, ${failed} failed`);
  process.exitCode = failed ? 1 : 0;
});
