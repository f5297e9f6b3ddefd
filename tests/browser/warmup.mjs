// warmup.mjs: browser checks of the warm-up runs the page's worker makes while idle (client.mjs
// warmUp, puppet.mjs MODULE_WARM_UP): the playground makes them after its first result, shows
// nothing of them, and a module's first run then finds its code compiled; they change no
// result (the same programs give the same answers, stats apart, on a client that made them and
// on one that did not, with the bundles loaded, and with a project whose module and Hiera
// names are the warm-up's own); a call made while one is in flight waits for that one only.
import { check, watch, waitReady, settled, typeAndRun } from './harness.mjs';

// Records the sources of the evaluate calls the page sends its worker (window.puppetSent).
function recordSent() {
  window.puppetSent = [];
  const Original = window.Worker;
  window.Worker = class extends Original {
    postMessage(message, ...rest) {
      if (message && message.method === 'evaluate') window.puppetSent.push(String(message.args[0]));
      return super.postMessage(message, ...rest);
    }
  };
}

async function playground(browser, base, problems) {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  const page = await context.newPage();
  watch(page, problems, 'warm-up');
  await page.addInitScript(recordSent);
  await page.goto(base);
  await waitReady(page);
  const log = await settled(page);
  const warm = await page.evaluate(async () => (await import('./puppet/puppet.mjs')).MODULE_WARM_UP.map((r) => r.source));
  await page.waitForFunction((n) => window.puppetSent.length >= n, warm.length + 1, { timeout: 30000 }).catch(() => {});
  const sent = await page.evaluate(() => window.puppetSent);
  const after = await page.evaluate(() => ({ log: document.getElementById('log').textContent, status: document.getElementById('status').textContent }));
  check('after its first result the page\'s worker makes the warm-up runs, and nothing of them shows',
    warm.length >= 3 && warm.every((s) => sent.includes(s)) && sent.indexOf(warm[0]) > 0 && after.log === log && /^Done/.test(after.status),
    JSON.stringify({ sent: sent.map((s) => s.slice(0, 40)), log, after }));
  await typeAndRun(page, 'include ntp', 60000);
  const shown = await page.evaluate(() => ({
    rows: document.querySelectorAll('#catalog .catalog-table tbody tr').length, status: document.getElementById('status').textContent,
  }));
  check('then `include ntp` loads its bundles and fills the catalog panel', shown.rows >= 7 && /^Done/.test(shown.status), JSON.stringify(shown));
  await context.close();
}

// Programs run on both clients: the three bench programs, the names the warm-up uses (its module,
// its Hiera keys, stdlib's and concat's types) from a project's own tree or from nowhere, templates.
const PROGRAMS = [
  ['include ntp\n', {}],
  ["class { 'postgresql::globals': version => '15' }\nclass { 'postgresql::server': }\n", {}],
  ["class { 'apache': default_vhost => false }\napache::vhost { 'www.example.com': port => 80, docroot => '/var/www/www' }\n", {}],
  ['include warm_up\n', {}],
  ["notice(lookup('warm_up::port', undef, undef, 'none'))\nnotice(defined('warm_up::quote'))\n", {}],
  ["include warm_up\nnotice(lookup('warm_up::port'))\nnotice(epp('warm_up/config.epp'))\n", {
    files: {
      'modules/warm_up/manifests/init.pp': "class warm_up { notice('the project\\'s own') }\n",
      'modules/warm_up/hiera.yaml': "---\nversion: 5\nhierarchy:\n  - name: 'common'\n    path: 'common.yaml'\n",
      'modules/warm_up/data/common.yaml': '---\nwarm_up::port: 8080\n',
      'modules/warm_up/templates/config.epp': 'port <%= lookup("warm_up::port") %>\n',
    },
  }],
  ["file_line { 'x': path => '/tmp/x', line => 'a' }\nconcat_fragment { 'f': target => 't', content => 'c' }\n", { bundles: [] }],
  ["file_line { 'x': path => '/tmp/x', line => 'a' }\nconcat { '/tmp/c': }\nconcat::fragment { 'f': target => '/tmp/c', content => 'c' }\n", {}],
  ["$h = { 'b' => 2, 'a' => 1 }\nnotice(inline_template('<%= @h.keys.sort.join(\",\") %>'))\nnotice(String($facts['os']['family']))\n", {}],
];

async function sameResults(browser, base, problems) {
  const context = await browser.newContext();
  const page = await context.newPage();
  watch(page, problems, 'warm-up results');
  await page.goto(`${base}embed-demo.html`);
  const answer = await page.evaluate(async (programs) => {
    const { PuppetClient } = await import('./puppet/client.mjs');
    const { MODULE_WARM_UP } = await import('./puppet/puppet.mjs');
    const manifest = await (await fetch('modules/modules.json')).json();
    const wanted = ['stdlib', 'concat', 'ntp', 'postgresql', 'apache'];
    const bundles = {};
    for (const name of wanted) bundles[name] = (await (await fetch(`modules/${name}.json`)).json()).files;
    const waitFor = async (test) => {
      for (let i = 0; i < 600 && !test(); i++) await new Promise((r) => setTimeout(r, 50));
      return test();
    };
    const warmed = new PuppetClient({ timeoutMs: 60000 });
    const plain = new PuppetClient({ timeoutMs: 60000 });
    const options = { value: true, catalog: true, expression_types: true, strict_variables: true, fact_set: 'debian-12' };
    await warmed.version();
    warmed.warmUp();
    const warmedAll = await waitFor(() => warmed.warmUpTimes.length === MODULE_WARM_UP.length);
    for (const name of wanted) {
      await warmed.loadBundle(name, bundles[name]);
      await plain.loadBundle(name, bundles[name]);
    }
    const strip = (r) => JSON.stringify({ ...r, stats: null });
    const differ = [];
    let resources = 0;
    for (const [source, extra] of programs) {
      const a = await warmed.evaluate(source, { ...options, ...extra });
      const b = await plain.evaluate(source, { ...options, ...extra });
      resources += a.catalog ? a.catalog.resources.length : 0;
      if (strip(a) !== strip(b)) differ.push({ source: source.slice(0, 40), warmed: strip(a).slice(0, 300), plain: strip(b).slice(0, 300) });
    }
    // a call made while a warm-up run is in flight waits for that run only
    const busy = new PuppetClient({ timeoutMs: 60000 });
    await busy.version();
    busy.warmUp();
    await new Promise((r) => setTimeout(r, 1));   // a warm-up run is sent
    const doneAtCall = busy.warmUpTimes.length;
    const started = performance.now();
    const call = await busy.evaluate("notice('now')");
    const waited = performance.now() - started;
    const doneBefore = busy.warmUpTimes.length;
    const busyAll = await waitFor(() => busy.warmUpTimes.length === MODULE_WARM_UP.length);
    for (const c of [warmed, plain, busy]) c.terminate();
    return {
      warmedAll, differ, resources, count: programs.length, modules: manifest.modules.length,
      call: call.output.map((o) => o.message), waited: Math.round(waited), doneAtCall, doneBefore, busyAll, times: busy.warmUpTimes,
    };
  }, PROGRAMS);
  check('the warm-up changes no result: the same programs (bundled modules, the warm-up\'s own names in a project) answer the same with and without it',
    answer.warmedAll && answer.differ.length === 0 && answer.resources > 250, JSON.stringify(answer));
  check('a call made during the warm-up waits for the run in flight only, and the warm-up goes on after it',
    answer.call.join() === 'now' && answer.doneBefore <= answer.doneAtCall + 1 && answer.busyAll, JSON.stringify(answer));
  await context.close();
}

export async function warmUpChecks(browser, base, problems) {
  await playground(browser, base, problems);
  await sameResults(browser, base, problems);
}
