// layout.mjs: browser checks that the page's text is never cut or broken where it should not
// be: the catalog table's words at 375 px, the status bar's status, timing and version, the
// example picker's titles, the supertype graph's type names and its accessible text; that one
// warning given twice at one place is listed once; and that typing over a selection of
// highlighted code (in the playground and in an embed) trips no Content-Security-Policy rule.
import { check, watch, shot, waitReady, settled, typeAndRun } from './harness.mjs';

// Words of the catalog table that the layout breaks across lines although they are narrower
// than half the table (a layout that gives a column its room never needs to).
function brokenWords() {
  const out = [];
  const canvas = document.createElement('canvas').getContext('2d');
  const table = document.querySelector('#catalog table');
  const room = table.clientWidth / 2;
  const walker = document.createTreeWalker(table, NodeFilter.SHOW_TEXT);
  for (let n = walker.nextNode(); n; n = walker.nextNode()) {
    const el = n.parentElement;
    const style = getComputedStyle(el);
    canvas.font = `${style.fontWeight} ${style.fontSize} ${style.fontFamily}`;
    const re = /\S+/g;
    let m;
    while ((m = re.exec(n.textContent))) {
      const range = document.createRange();
      range.setStart(n, m.index);
      range.setEnd(n, m.index + m[0].length);
      const lines = new Set([...range.getClientRects()].map((r) => Math.round(r.top))).size;
      if (lines > 1 && canvas.measureText(m[0]).width <= room) out.push(m[0]);
    }
  }
  // a resource's type and title are two elements of one word
  for (const th of document.querySelectorAll('#catalog tbody th')) {
    const range = document.createRange();
    range.selectNodeContents(th);
    const lines = new Set([...range.getClientRects()].map((r) => Math.round(r.top))).size;
    canvas.font = `${getComputedStyle(th).fontWeight} ${getComputedStyle(th).fontSize} ${getComputedStyle(th).fontFamily}`;
    if (lines > 1 && canvas.measureText(th.textContent).width <= room) out.push(th.textContent);
  }
  return out;
}

// The status bar's parts that are cut short (their text is wider than their box).
function cutStatus() {
  const bar = document.querySelector('.statusbar').getBoundingClientRect();
  return ['status', 'timing', 'version'].map((id) => document.getElementById(id))
    .filter((e) => e.textContent && (e.scrollWidth > e.clientWidth + 1 || e.getBoundingClientRect().right > bar.right + 1))
    .map((e) => `${e.id}: ${e.textContent}`);
}

async function catalogAndStatus(browser, base, problems) {
  const program = "file { '/var/www': ensure => directory, owner => 'www-data', mode => '0755' }\n" +
    "file { '/etc/nginx/sites-enabled/default.conf': content => 'server { listen 80; root /var/www; }', require => Package['nginx'] }\n" +
    "package { 'nginx': ensure => installed, before => File['/var/www'] }\n" +
    "service { 'nginx': ensure => running, enable => true, subscribe => Package['nginx'] }\n";
  for (const width of [375, 1000, 1280]) {
    const context = await browser.newContext({ viewport: { width, height: 800 }, isMobile: width < 800, hasTouch: width < 800 });
    const page = await context.newPage();
    watch(page, problems, `layout ${width}`);
    await page.goto(base);
    await waitReady(page);
    await settled(page);
    await typeAndRun(page, program);
    // every result tab is on screen, none cut (six of them at 375 px)
    const offTabs = await page.evaluate(() => [...document.querySelectorAll('.tabs [role=tab]')]
      .filter((t) => { const b = t.getBoundingClientRect(); return b.left < 0 || b.right > window.innerWidth || t.scrollWidth > t.clientWidth + 1; })
      .map((t) => t.textContent));
    check(`at ${width} px every result tab is shown whole`, offTabs.length === 0, JSON.stringify(offTabs));
    await page.click('#tab-catalog');
    const broken = await page.evaluate(brokenWords);
    check(`at ${width} px the catalog breaks no word that fits its cell`, broken.length === 0, JSON.stringify(broken));
    await shot(page, `layout-catalog-${width}`);
    const cutOk = await page.evaluate(cutStatus);
    await typeAndRun(page, "$h = { 'a' => 1 }\nnotice($h)\nnotice($nope)");
    const cutError = await page.evaluate(cutStatus);
    check(`at ${width} px the status bar cuts neither the status, the timing nor the version`,
      cutOk.length === 0 && cutError.length === 0, JSON.stringify({ cutOk, cutError }));
    // the example picker shows each title whole (its arrow takes about 24 px)
    const cutTitles = await page.evaluate(() => {
      const select = document.getElementById('examples');
      const style = getComputedStyle(select);
      const canvas = document.createElement('canvas').getContext('2d');
      canvas.font = `${style.fontWeight} ${style.fontSize} ${style.fontFamily}`;
      const room = select.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight) - 24;
      return [...select.options].filter((o) => canvas.measureText(o.textContent).width > room).map((o) => o.textContent);
    });
    check(`at ${width} px the example picker shows every title whole`, cutTitles.length === 0, JSON.stringify(cutTitles));
    await context.close();
  }
}

// Long type names in the supertype graph are shown whole, each inside its box, and the graph's
// accessible text says which type is a subtype of which in plain words.
async function supertypeGraph(browser, base, problems) {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  const page = await context.newPage();
  watch(page, problems, 'supertype graph');
  await page.goto(base);
  await waitReady(page);
  await settled(page);
  await typeAndRun(page, "{ 'administrators' => ['alice', 'bob'], 'developers_of_the_frontend' => ['carol', 'dave'], 'operations' => 'eve' }");
  await page.click('#tab-types');
  await page.waitForFunction(() => document.querySelectorAll('#lattice .lattice-node').length > 4, null, { timeout: 10000 })
    .catch(() => {});
  const graph = await page.evaluate(() => {
    const nodes = [...document.querySelectorAll('#lattice .lattice-node')].map((a) => {
      const text = a.querySelector('text');
      const rect = a.querySelector('rect');
      const box = text.getBBox();
      const r = { x: rect.x.baseVal.value, y: rect.y.baseVal.value, w: rect.width.baseVal.value, h: rect.height.baseVal.value };
      return {
        id: a.querySelector('title').textContent.replace(/: open its documentation$/, ''),
        text: [...text.querySelectorAll('tspan')].map((t) => t.textContent).join('') || text.textContent,
        inside: box.x >= r.x - 0.5 && box.y >= r.y - 0.5 && box.x + box.width <= r.x + r.w + 0.5 && box.y + box.height <= r.y + r.h + 0.5,
      };
    });
    return { nodes, label: document.querySelector('#lattice svg').getAttribute('aria-label') };
  });
  const cut = graph.nodes.filter((n) => n.text !== n.id || n.text.includes('…'));
  const outside = graph.nodes.filter((n) => !n.inside);
  check('the supertype graph shows long type names whole, inside their boxes',
    graph.nodes.length > 4 && graph.nodes.some((n) => n.id.length > 60) && cut.length === 0 && outside.length === 0,
    JSON.stringify({ cut, outside: outside.map((n) => n.id) }));
  check('the supertype graph\'s accessible text reads well (no "a Any")',
    !/\ba (Any|[AEIOU])/.test(graph.label) && /Collection is a subtype of Any/.test(graph.label), graph.label);
  await page.locator('#lattice').scrollIntoViewIfNeeded();
  await shot(page, 'layout-lattice');
  await context.close();
}

// Two `\e` in one string: the engine, as the reference, warns twice at the string's place; the
// page lists that warning once, saying how many times it was given.
async function repeatedWarning(browser, base, problems) {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  const page = await context.newPage();
  watch(page, problems, 'repeated warning');
  await page.goto(base);
  await waitReady(page);
  await settled(page);
  await typeAndRun(page, '$b = "\\e\\e"\nnotice($b)');
  const listed = await page.evaluate(() => ({
    items: [...document.querySelectorAll('#problems .problem.warning')].map((li) => li.textContent),
    marks: document.querySelectorAll('.cm-lint-marker-warning').length,
    status: document.getElementById('status').textContent,
  }));
  check('a warning given twice at one place is listed once, with its count',
    listed.items.length === 1 && /Unrecognized escape sequence '\\e'/.test(listed.items[0]) && /2 times/.test(listed.items[0]) &&
    listed.marks === 1 && listed.status === 'Done, 1 warning', JSON.stringify(listed));
  await context.close();
}

// Typing over a selection that spans highlighted tokens: the browser's own editing would add
// style attributes (which the page's CSP forbids); the editor must not let it.
async function typingOverSelection(browser, base, problems) {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  await context.addInitScript(() => {
    window.__csp = [];
    document.addEventListener('securitypolicyviolation', (e) => window.__csp.push(`${e.violatedDirective} ${e.blockedURI}`));
  });
  const page = await context.newPage();
  watch(page, problems, 'typing over a selection');
  await page.goto(base);
  await waitReady(page);
  await settled(page);
  await typeAndRun(page, "$x = 'text' # note\nnotice(\"${x} and 42\")");
  await page.click('.cm-content');
  for (const key of ['Control+A', 'y', 'Control+A', '(', 'Control+A', 'z']) await page.keyboard.press(key);
  await page.waitForTimeout(300);
  const playground = await page.evaluate(() => ({ csp: window.__csp, code: document.querySelector('.cm-content').textContent }));
  check('typing over a selection of highlighted code trips no CSP rule in the playground',
    playground.csp.length === 0 && playground.code === 'z', JSON.stringify(playground));

  await page.goto(`${base}embed-demo.html`);
  await page.waitForSelector('.pp-embed');
  const block = page.locator('.pp-embed').nth(1);
  await block.locator('.cm-content').click();
  for (const key of ['Control+A', 'q', 'Control+A', 'w']) await page.keyboard.press(key);
  await page.waitForTimeout(300);
  const embedded = await page.evaluate(() => ({ csp: window.__csp, code: document.querySelectorAll('.pp-embed .cm-content')[1].textContent }));
  check('typing over a selection of highlighted code trips no CSP rule in an embed',
    embedded.csp.length === 0 && embedded.code === 'w', JSON.stringify(embedded));
  await context.close();
}

export async function layoutChecks(browser, base, problems) {
  await catalogAndStatus(browser, base, problems);
  await supertypeGraph(browser, base, problems);
  await repeatedWarning(browser, base, problems);
  await typingOverSelection(browser, base, problems);
}
