// modules.mjs: browser checks of the bundled modules in the playground: a snippet that uses none
// fetches none; `include ntp`, apache and an apache::vhost, postgresql::server (version 15 on
// Debian 12, plain on Rocky 8) and stdlib's functions load
// their bundles on first use (and only once) and give the reference's catalog; the Modules panel
// lists the bundles, shows one (version, license, README, classes with their parameters) and
// copies it into the project, where the copy shadows the bundle; the About dialog names each
// module's license. Expected logs and catalogs are the reference's: tests/browser/modules/*.pp
// compiled by tests/tools/reference-catalog with Debian's module path (/usr/share/puppet/modules)
// on engine/facts/debian-12.json, node playground.example.com (tests/browser/make-module-goldens).
import { readFileSync, existsSync } from 'node:fs';
import path from 'node:path';
import { ROOT, check, watch, shot, waitReady, settled, typeCode, typeAndRun, resetStatus, linkFragment } from './harness.mjs';

const CASES = path.join(ROOT, 'tests', 'browser', 'modules');
const INTERNAL = new Set(['Stage[main]', 'Class[Settings]', 'Class[main]']);
const FORWARD = new Set(['before', 'notify', 'require', 'subscribe']);

// A case's expected log and catalog; NAME.facts names its fact set when not debian-12.
function golden(name) {
  const read = (ext) => (existsSync(path.join(CASES, name + ext)) ? readFileSync(path.join(CASES, name + ext), 'utf8') : null);
  return {
    code: read('.pp'), out: read('.out') ?? '', catalog: read('.catalog.json') && JSON.parse(read('.catalog.json')),
  };
}

// The reference's catalog as the Catalog panel writes it: "Type[title] k=v; k=v" per resource
// (a string as it is, a reference list joined by ", ", anything else as JSON).
function expectedRows(catalog) {
  const refs = (v) => (Array.isArray(v) ? v : [v]).flat(Infinity).map(String).join(', ');
  return catalog.resources.filter((r) => !INTERNAL.has(`${r.type}[${r.title}]`)).map((r) => {
    const params = Object.entries(r.parameters || {}).map(([k, v]) =>
      `${k}=${FORWARD.has(k) ? refs(v) : typeof v === 'string' ? v : JSON.stringify(v)}`);
    return `${r.type}[${r.title}] ${params.join('; ')}`;
  });
}

const catalogRows = (page) => page.evaluate(() => [...document.querySelectorAll('#catalog .catalog-table tbody tr')].map((tr) => {
  // a value's text, less the " lookup" button a class parameter may have after it
  const valueText = (dd) => {
    const button = dd.querySelector('.explain');
    return button ? dd.textContent.slice(0, -(button.textContent.length + 1)) : dd.textContent;
  };
  const params = [...tr.querySelectorAll('.catalog-params dt')].map((dt) => `${dt.textContent}=${valueText(dt.nextElementSibling)}`);
  return `${tr.querySelector('th').textContent} ${params.join('; ')}`;
}));

const bundleRequests = (requests) => requests.filter((u) => /\/modules\/[a-z_]+\.json$/.test(u) && !/\/modules\.json$/.test(u)).map((u) => u.replace(/.*\/modules\//, ''));

async function freshPage(browser, problems, label, url) {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  const page = await context.newPage();
  watch(page, problems, label);
  const requests = [];
  page.on('request', (r) => requests.push(r.url()));
  await page.goto(url);
  await waitReady(page);
  return { context, page, requests };
}

// The first difference between two row lists, for a failure's detail.
function firstDiff(expected, actual) {
  for (let i = 0; i < Math.max(expected.length, actual.length); i++) {
    if (expected[i] !== actual[i]) {
      const e = String(expected[i]).split('; '), a = String(actual[i]).split('; ');
      const j = e.findIndex((part, k) => part !== a[k]);
      return `row ${i} (${String(expected[i]).split(' ')[0]}), part ${j}: expected ${JSON.stringify(e[j])}, got ${JSON.stringify(a[j])}`;
    }
  }
  return '';
}

async function runCase(page, name) {
  const g = golden(name);
  const log = await typeAndRun(page, g.code, 60000);
  await page.click('#tab-catalog');
  const rows = await catalogRows(page);
  await page.click('#tab-output');
  const status = `${await page.textContent('#status')} ${await page.textContent('#problems')}`;
  const want = expectedRows(g.catalog);
  // the Log panel says "(no log output)" when the run logged nothing
  return { log, rows, want, status, ok: log === (g.out || '(no log output)') && JSON.stringify(rows) === JSON.stringify(want) };
}

async function loading(browser, base, problems) {
  const { context, page, requests } = await freshPage(browser, problems, 'modules', base);
  await settled(page);
  await typeAndRun(page, "notice('no module here')\n");
  check('a snippet that uses no module fetches no bundle (nor the modules\' list)',
    !requests.some((u) => /\/modules\//.test(u)), JSON.stringify(bundleRequests(requests)));

  const ntp = await runCase(page, 'include_ntp');
  // (a name in a module's namespace needs no modules.json: the page knows the modules' names
  // and dependencies)
  check('`include ntp` loads ntp and stdlib on first use and shows the reference\'s catalog (debian-12)',
    ntp.ok && JSON.stringify(bundleRequests(requests).sort()) === '["ntp.json","stdlib.json"]' && /^Done/.test(ntp.status) &&
    !requests.some((u) => /\/modules\/modules\.json$/.test(u)),
    `${firstDiff(ntp.want, ntp.rows)} log=${JSON.stringify(ntp.log)} status=${ntp.status} bundles=${bundleRequests(requests)}`);
  await shot(page, 'modules-include-ntp');

  // kept across runs: the same and other code using ntp fetch and load nothing again
  const before = bundleRequests(requests).length;
  await typeAndRun(page, "include ntp\nnotice($ntp::servers[0])\n");
  const again = await runCase(page, 'include_ntp');
  check('the loaded modules are kept across runs (no second download or load)',
    again.ok && bundleRequests(requests).length === before, `${bundleRequests(requests)}`);

  const pg = await runCase(page, 'postgresql_server_15');
  check('`class { \'postgresql::server\': }` (version 15) loads postgresql, apt and concat and gives the reference\'s catalog',
    pg.ok && ['postgresql.json', 'apt.json', 'concat.json'].every((b) => bundleRequests(requests).includes(b)),
    `${firstDiff(pg.want, pg.rows)} log=${JSON.stringify(pg.log)} status=${pg.status}`);

  const apache = await runCase(page, 'apache_vhost');
  check('apache with an apache::vhost gives the reference\'s catalog (203 resources)', apache.ok,
    `${firstDiff(apache.want, apache.rows)} log=${JSON.stringify(apache.log)} status=${apache.status}`);

  const std = await runCase(page, 'stdlib_functions');
  check('stdlib\'s functions, types and file_line give the reference\'s log and catalog', std.ok,
    `${firstDiff(std.want, std.rows)} log=${JSON.stringify(std.log)} status=${std.status}`);

  // the reference's error for postgresql::server without a version on Debian 12
  await resetStatus(page);
  const pgErr = golden('postgresql_server');
  await typeAndRun(page, pgErr.code, 60000);
  const problemsText = await page.textContent('#problems');
  const wantError = /^Error: (.*) \(line: (\d+), column: (\d+)\)$/m.exec(pgErr.out);
  check('postgresql::server on Debian 12 fails as in the reference ("No preferred version ...", line 231 of globals.pp)',
    wantError && problemsText.includes(wantError[1]) && problemsText.includes(`line ${wantError[2]}`) &&
    problemsText.includes('postgresql/manifests/globals.pp (bundled module postgresql)'), problemsText);
  // its place is in a bundled module's file, not the project's: the button opens that module's page
  await page.click('#problems .problem.error .jump');
  await page.waitForSelector('#modules .module-definition[data-name="postgresql::globals"]', { timeout: 20000 }).catch(() => {});
  const opened = await page.evaluate(() => ({
    tab: document.querySelector('.tabs [aria-selected="true"]')?.id, title: document.querySelector('#modules .module-title')?.textContent,
  }));
  check('the error\'s place in a bundled module opens that module in the Modules panel',
    opened.tab === 'tab-modules' && /^postgresql /.test(opened.title || ''), JSON.stringify(opened));
  await page.click('#tab-output');

  // a name no bundle provides is the run's own error, nothing is fetched for it
  const count = bundleRequests(requests).length;
  await typeAndRun(page, 'include no_such_module\n');
  check('a class that no bundle provides stays the run\'s error ("Could not find class"), with no download',
    /Could not find class ::no_such_module/.test(await page.textContent('#problems')) && bundleRequests(requests).length === count);

  // the plain declaration on a node whose OS the module knows (Rocky 8, chosen in the Node panel)
  await page.click('#tab-node');
  await page.selectOption('#fact-set', 'rocky-8');
  await page.click('.cm-content');
  const rocky = await runCase(page, 'postgresql_server_rocky8');
  check('`class { \'postgresql::server\': }` on Rocky 8 fills the catalog as the reference\'s (the OS\'s postgresql-server package)', rocky.ok,
    `${firstDiff(rocky.want, rocky.rows)} log=${JSON.stringify(rocky.log)} status=${rocky.status}`);
  await context.close();
}

async function browserPanel(browser, base, problems) {
  const { context, page, requests } = await freshPage(browser, problems, 'modules panel', base);
  await settled(page);
  await page.click('#tab-modules');
  await page.waitForSelector('#modules .module-open', { timeout: 10000 });
  const manifest = JSON.parse(readFileSync(path.join(ROOT, 'build', 'web', 'modules', 'modules.json'), 'utf8'));
  const listed = await page.$$eval('#modules .module-open', (bs) => bs.map((b) => b.dataset.module));
  check('the Modules panel lists every bundled module', JSON.stringify(listed) === JSON.stringify(manifest.modules.map((m) => m.name)),
    JSON.stringify(listed));

  await page.click('#modules .module-open[data-module="ntp"]');
  await page.waitForSelector('#modules .module-definition', { timeout: 20000 });
  const shown = await page.evaluate(() => ({
    text: document.getElementById('modules').textContent,
    license: document.querySelector('#modules .module-license')?.textContent,
    classes: [...document.querySelectorAll('#modules .module-definition')].map((d) => d.dataset.name),
    servers: [...document.querySelectorAll('#modules .module-definition[data-name="ntp"] tbody tr')]
      .map((tr) => [...tr.children].map((c) => c.textContent).join(' | ')).find((r) => r.startsWith('$servers ')),
  }));
  // ntp's own init.pp (Debian's puppet-module-puppetlabs-ntp 7.2.0) declares `Array[String] $servers,`
  // with no default (it comes from the module's Hiera data)
  check('a module\'s page: version, license, README excerpt, its classes with their parameters\' types and defaults',
    shown.license === 'Apache-2.0' && shown.text.includes('7.2.0') && shown.text.includes('installs, configures, and manages the NTP service') &&
    shown.classes.includes('ntp') && shown.classes.includes('ntp::config') && shown.servers === '$servers | Array[String] | required, or from Hiera',
    JSON.stringify({ ...shown, text: shown.text.slice(0, 300) }));
  check('opening a module loads it (and stdlib) into the worker for the next run', ['ntp.json', 'stdlib.json'].every((b) => bundleRequests(requests).includes(b)),
    JSON.stringify(bundleRequests(requests)));
  await shot(page, 'modules-panel-ntp');
  // back to the list, then a module with a defined type: concat's fragment.pp declares
  // `String $target,` with no default (a define's parameters never come from Hiera)
  await page.click('#modules .module-back');
  await page.click('#modules .module-open[data-module="concat"]');
  await page.waitForSelector('#modules .module-definition[data-name="concat::fragment"]', { timeout: 20000 }).catch(() => {});
  const target = await page.evaluate(() => [...document.querySelectorAll('#modules .module-definition[data-name="concat::fragment"] tbody tr')]
    .map((tr) => [...tr.children].map((c) => c.textContent).join(' | ')).find((r) => r.startsWith('$target ')));
  check('the list leads to another module; a define\'s parameter without a default is required',
    target === '$target | String | required', String(target));
  await page.click('#modules .module-back');
  await page.click('#modules .module-open[data-module="ntp"]');
  await page.waitForSelector('#modules .module-definition', { timeout: 20000 });

  // copy into the project: the copy shadows the bundle
  page.on('dialog', (d) => d.accept());
  await page.click('#modules .module-copy');
  await page.waitForSelector('#files .file[data-path="modules/ntp/manifests/init.pp"]', { timeout: 10000 });
  const filesNow = await page.$$eval('#files .file', (bs) => bs.map((b) => b.dataset.path));
  check('"Copy into my project" adds the module\'s files under modules/ntp/ and opens its init.pp',
    filesNow.includes('modules/ntp/manifests/config.pp') && filesNow.includes('modules/ntp/templates/ntp.conf.epp') &&
    await page.evaluate(() => document.querySelector('#files .file[aria-current="true"]')?.dataset.path) === 'modules/ntp/manifests/init.pp',
    JSON.stringify(filesNow.slice(0, 8)));
  // a function the bundle does not have, added to the copy
  await page.click('.menu summary');
  await page.click('#new-file');
  await page.fill('#file-path', 'modules/ntp/functions/copy_marker.pp');
  await page.click('#file-ok');
  await page.waitForFunction(() => document.querySelector('#files .file[aria-current="true"]')?.dataset.path === 'modules/ntp/functions/copy_marker.pp');
  await typeCode(page, "function ntp::copy_marker() {\n  'from my copy'\n}\n");
  await page.click('#files .file[data-path="site.pp"]');
  await resetStatus(page);
  const log = await typeAndRun(page, 'include ntp\nnotice(ntp::copy_marker())\n', 60000);
  await page.click('#tab-catalog');
  const rows = await catalogRows(page);
  check('the project\'s copy of ntp comes before the bundle (its new function runs, the catalog is the same)',
    log === 'Notice: from my copy\n' && JSON.stringify(rows) === JSON.stringify(expectedRows(golden('include_ntp').catalog)),
    JSON.stringify({ log, rows: rows.slice(0, 2) }));

  // the About dialog: every module's license
  await page.click('.menu summary');
  await page.click('#about');
  await page.waitForSelector('#about-modules .about-modules tbody tr', { timeout: 10000 });
  const about = await page.evaluate(() => ({
    rows: [...document.querySelectorAll('#about-modules tbody tr')].map((tr) => [tr.dataset.module, tr.querySelector('.about-license').textContent]),
    texts: [...document.querySelectorAll('#about-modules .about-license-text pre')].map((p) => p.textContent),
    copyright: document.querySelector('#about-modules .about-copyright')?.textContent || '',
  }));
  check('the About dialog names each bundled module with its license, copyright and the license\'s text',
    JSON.stringify(about.rows) === JSON.stringify(manifest.modules.map((m) => [m.name, m.license])) &&
    about.texts.length >= 1 && about.texts.every((t) => /Apache License|GNU GENERAL PUBLIC LICENSE|Permission is hereby granted/.test(t)) &&
    /Copyright: .*Puppet/.test(about.copyright),
    JSON.stringify({ rows: about.rows, texts: about.texts.map((t) => t.length) }));
  await shot(page, 'modules-about');
  await page.click('#about-close');
  await context.close();
}

// Documentation embeds: a block names a preset fact set (data-facts="rhel-9"), and a block using
// a bundled module loads it on its first run.
async function embeds(browser, base, problems) {
  const context = await browser.newContext({ viewport: { width: 900, height: 900 } });
  const page = await context.newPage();
  watch(page, problems, 'modules embeds');
  const requests = [];
  page.on('request', (r) => requests.push(r.url()));
  await page.goto(`${base}embed-demo.html`);
  await page.waitForSelector('.pp-embed');
  const esc = (text) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/"/g, '&quot;');
  const ids = await page.evaluate(async (list) => {
    const { upgradeAll } = await import('./embed.js');
    const host = document.createElement('section');
    host.innerHTML = list.join('\n');   // the test's own markup
    document.querySelector('main').append(host);
    return upgradeAll(host).map((b) => b.id);
  }, [
    `<pre class="puppet-play" data-facts="rhel-9">${esc("notice(\"${$facts['os']['family']} ${$os['release']['major']}\")")}</pre>`,
    `<pre class="puppet-play">${esc("notice($facts['os']['name'])")}</pre>`,
    `<pre class="puppet-play" data-show="catalog">${esc(golden('include_ntp').code)}</pre>`,
  ]);
  const runBlock = async (id) => {
    await page.click(`#${id} .pp-run`);
    await page.waitForFunction((i) => {
      const b = document.getElementById(i);
      return !b.querySelector('.pp-output').hidden && !b.querySelector('.pp-run').disabled;
    }, id, { timeout: 60000 }).catch(() => {});
    return page.evaluate((i) => document.getElementById(i).querySelector('.pp-output').textContent, id);
  };
  const rhel = await runBlock(ids[0]);
  const plain = await runBlock(ids[1]);
  check('an embed block names a preset fact set (data-facts="rhel-9"); without one it has the playground\'s (Debian 12)',
    rhel.trim() === 'Notice: RedHat 9' && plain.trim() === 'Notice: Debian', JSON.stringify({ rhel, plain }));
  // "Open in playground" carries the fact set: the playground opens the link on RHEL 9
  const [opened] = await Promise.all([
    context.waitForEvent('page', { timeout: 10000 }),
    page.click(`#${ids[0]} .pp-open`),
  ]).catch(() => [null]);
  let openedOn = null;
  if (opened) {
    await waitReady(opened).catch(() => {});
    openedOn = { factSet: await opened.inputValue('#fact-set').catch(() => null), log: await settled(opened).catch(() => null) };
    await opened.close();
  }
  check('"Open in playground" of a block on rhel-9 opens the playground on the RHEL 9 facts',
    openedOn && openedOn.factSet === 'rhel-9' && openedOn.log === 'Notice: RedHat 9\n', JSON.stringify(openedOn));
  const before = bundleRequests(requests).length;
  const ntp = await runBlock(ids[2]);
  const want = golden('include_ntp').catalog.resources.map((r) => `${r.type}[${r.title}]`).filter((r) => !INTERNAL.has(r));
  check('an embed block using `include ntp` loads ntp and stdlib on its first run and shows the reference\'s resources',
    before === 0 && JSON.stringify(bundleRequests(requests).sort()) === '["ntp.json","stdlib.json"]' && want.every((r) => ntp.includes(r)),
    JSON.stringify({ bundles: bundleRequests(requests), ntp: ntp.slice(0, 300) }));
  await context.close();
}

// A shared link whose code names a bundled module: its bundles download while the engine loads
// (the engine's download is held here until they are asked for), not after a first run failed.
async function prefetch(browser, base, problems) {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  const page = await context.newPage();
  watch(page, problems, 'modules prefetch');
  const requests = [];
  page.on('request', (r) => requests.push(r.url()));
  let held = true;
  await context.route('**/puppet/puppet-web.wasm', async (route) => {
    for (let waited = 0; bundleRequests(requests).length < 2 && waited < 10000; waited += 50) await new Promise((r) => setTimeout(r, 50));
    held = bundleRequests(requests).length >= 2;
    route.continue();
  });
  await page.goto(base + linkFragment(JSON.stringify({ v: 1, code: 'include ntp\n', settings: {} })));
  await waitReady(page);
  await page.waitForFunction(() => /^Done/.test(document.getElementById('status').textContent), null, { timeout: 30000 }).catch(() => {});
  const status = await page.textContent('#status');
  check('a link\'s `include ntp`: ntp and stdlib download while the engine still loads, and the run is done',
    held && JSON.stringify(bundleRequests(requests).sort()) === '["ntp.json","stdlib.json"]' && /^Done/.test(status),
    JSON.stringify({ held, bundles: bundleRequests(requests), status }));
  await context.close();
}

export async function modulesChecks(browser, base, problems) {
  await loading(browser, base, problems);
  await prefetch(browser, base, problems);
  await browserPanel(browser, base, problems);
  await embeds(browser, base, problems);
}
