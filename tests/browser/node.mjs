// node.mjs: browser checks of the Node panel and of a whole project on a chosen node: the
// preset fact sets (the default one runs without the panel's facts being downloaded; another
// chosen; its facts shown, edited as JSON and as YAML, put back), invalid facts named in the
// status line and in Output, the fact set and the node name carried by a link; and the issue's
// end-to-end case: a two-module project with Hiera data on the RHEL 9 facts, built in the page,
// shared, opened in a fresh browser context, giving the same catalog. Expected values are the
// reference's (puppet apply with the same files and engine/facts/rhel-9.json: the log line and
// the catalog's resources below).
import { inflateSync } from 'node:zlib';
import { check, watch, shot, waitReady, settled, typeCode, typeAndRun, lastRun, resetStatus } from './harness.mjs';

const linkState = (url) => {
  const m = /#v2\.([A-Za-z0-9_-]+)$/.exec(url);
  return m ? JSON.parse(inflateSync(Buffer.from(m[1], 'base64url')).toString('utf8')) : null;
};

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

const state = (page) => page.evaluate(() => ({
  status: document.getElementById('status').textContent, kind: document.getElementById('status').dataset.kind,
  problems: document.getElementById('problems').textContent, stale: document.getElementById('panel-output').dataset.stale === 'true',
}));

// Waits for the run that a change of the Node panel scheduled (auto-run on).
async function rerun(page, since) {
  return settled(page, 20000, since);
}

async function factSets(browser, base, problems) {
  const { context, page, requests } = await freshPage(browser, problems, 'node', base);
  await settled(page);
  const log = await typeAndRun(page, "notice($facts['os']['name'], $facts['os']['release']['major'])");
  check('a run gets the Debian 12 fact set by default', log === 'Notice: Debian 12\n', JSON.stringify(log));
  check('the fact sets\' texts are not downloaded before the Node panel shows them',
    !requests.some((u) => /factsetdata/.test(u)), requests.filter((u) => /chunks/.test(u)).join(' '));

  await page.click('#tab-node');
  await page.waitForFunction(() => document.getElementById('facts').value.includes('"bookworm"'), null, { timeout: 10000 }).catch(() => {});
  const shown = await page.evaluate(() => ({
    set: document.getElementById('fact-set').value, options: [...document.getElementById('fact-set').options].map((o) => o.value),
    text: document.getElementById('facts').value, state: document.getElementById('facts-state').textContent,
  }));
  check('the Node panel offers the six preset sets and shows the chosen one\'s facts',
    shown.set === 'debian-12' && JSON.stringify(shown.options) === '["debian-12","ubuntu-22.04","rhel-9","rocky-8","windows-2022","minimal"]' &&
    JSON.parse(shown.text).os.distro.codename === 'bookworm' && /preset facts of Debian 12/.test(shown.state),
    JSON.stringify({ ...shown, text: shown.text.slice(0, 80) }));

  let since = await lastRun(page);
  await page.selectOption('#fact-set', 'rhel-9');
  const rhel = await rerun(page, since);
  await page.waitForFunction(() => document.getElementById('facts').value.includes('RedHat'), null, { timeout: 10000 }).catch(() => {});
  check('choosing RHEL 9 runs the code on its facts and shows them',
    rhel === 'Notice: RedHat 9\n' && JSON.parse(await page.inputValue('#facts')).os.family === 'RedHat', JSON.stringify(rhel));
  await shot(page, 'node-panel');

  // edited as JSON: the user's own facts
  since = await lastRun(page);
  await page.fill('#facts', '{ "os": { "name": "Plan9", "release": { "major": "4" } } }');
  await page.dispatchEvent('#facts', 'change');
  const own = await rerun(page, since);
  check('edited facts are the user\'s own and runs use them',
    own === 'Notice: Plan9 4\n' && /Your own facts \(started from Red Hat/.test(await page.textContent('#facts-state')) &&
    await page.isVisible('#facts-reset'), JSON.stringify({ own, state: await page.textContent('#facts-state') }));

  // shown as YAML: the same facts, edited as YAML
  await page.check('input[name="facts-format"][value="yaml"]');
  await page.waitForFunction(() => /^os:\n/.test(document.getElementById('facts').value), null, { timeout: 10000 }).catch(() => {});
  const yaml = await page.inputValue('#facts');
  since = await lastRun(page);
  await page.fill('#facts', 'os:\n  name: Haiku\n  release:\n    major: "1"\n');
  await page.dispatchEvent('#facts', 'change');
  const fromYaml = await rerun(page, since);
  check('the facts shown as YAML, and YAML edits used', /^os:\n  name: Plan9\n  release:\n    major: "4"\n$/.test(yaml) &&
    fromYaml === 'Notice: Haiku 1\n', JSON.stringify({ yaml, fromYaml }));

  // invalid facts: said in the status line and in Output; the output marked stale
  await page.fill('#facts', 'os: [unclosed');
  await page.dispatchEvent('#facts', 'change');
  await page.click('#tab-output');
  await page.waitForTimeout(800);
  const bad = await state(page);
  check('invalid YAML facts are an error in the status line and in Output, the output marked stale',
    /^Facts: /.test(bad.status) && bad.kind === 'error' && /Facts: /.test(bad.problems) && bad.stale, JSON.stringify(bad));
  await page.click('#problems .input-error button');
  check('the error\'s button shows the facts', await page.evaluate(() => document.activeElement?.id) === 'facts');

  // back to the preset
  since = await lastRun(page);
  await page.click('#facts-reset');
  const back = await rerun(page, since);
  await page.waitForFunction(() => /^aio_agent_version:/m.test(document.getElementById('facts').value), null, { timeout: 10000 }).catch(() => {});
  check('"Back to the preset facts" runs on RHEL 9\'s facts again, shown as YAML', back === 'Notice: RedHat 9\n' &&
    /^os:$/m.test(await page.inputValue('#facts')) && !(await state(page)).stale, JSON.stringify(back));

  // a link carries the fact set and the node name, not the preset's facts
  await page.fill('#node-name', 'web01.example.net');
  await page.dispatchEvent('#node-name', 'change');
  await page.waitForTimeout(300);
  await page.click('#share');
  await page.waitForFunction(() => location.hash.startsWith('#v2.'), null, { timeout: 5000 }).catch(() => {});
  const link = linkState(page.url());
  check('a link holds the fact set and the node name (the preset\'s facts are named, not copied)',
    link && link.settings.fact_set === 'rhel-9' && link.settings.facts === null && link.settings.node_name === 'web01.example.net',
    JSON.stringify(link && link.settings));
  await context.close();
}

// The files of the end-to-end project, typed into the page.
const PROJECT = {
  'modules/base/manifests/init.pp': `class base (String $motd) {
  file { '/etc/motd':
    content => "\${motd}\\n",
  }
}
`,
  'modules/web/manifests/init.pp': `class web (String $package, Integer $port = 80) {
  include base
  package { $package:
    ensure => installed,
  }
  service { $package:
    ensure  => running,
    require => Package[$package],
  }
  notice("\${package} on \${facts['os']['name']} \${facts['os']['release']['major']}, port \${port}")
}
`,
  'data/os/RedHat.yaml': '---\nweb::package: httpd\n',
  'data/common.yaml': '---\nweb::package: apache2\nweb::port: 8080\nbase::motd: "Managed by Puppet on %{facts.networking.fqdn}"\n',
};

// The catalog panel's resources as "Type[title] k=v; k=v" lines.
const catalogRows = (page) => page.evaluate(() => [...document.querySelectorAll('#catalog .catalog-table tbody tr')].map((tr) => {
  const params = [...tr.querySelectorAll('.catalog-params dt')].map((dt) => `${dt.textContent}=${dt.nextElementSibling.firstChild.textContent}`);
  return `${tr.querySelector('th').textContent} ${params.join('; ')}`;
}));

async function newFile(page, path, text) {
  await page.click('.menu summary');
  await page.click('#new-file');
  await page.fill('#file-path', path);
  await page.click('#file-ok');
  await page.waitForFunction((p) => document.querySelector(`#files .file[aria-current="true"]`)?.dataset.path === p, path, { timeout: 5000 });
  await typeCode(page, text);
}

async function projectOnRhel(browser, base, problems) {
  const { context, page } = await freshPage(browser, problems, 'project on RHEL 9', base);
  await settled(page);
  await newFile(page, 'hiera.yaml', '---\nversion: 5\nhierarchy:\n  - name: "Per OS family"\n    path: "os/%{facts.os.family}.yaml"\n' +
    '  - name: "Common"\n    path: "common.yaml"\n');
  for (const [path, text] of Object.entries(PROJECT)) await newFile(page, path, text);
  await page.click('#tab-node');
  await page.selectOption('#fact-set', 'rhel-9');
  await page.click('#files .file[data-path="site.pp"]');
  await resetStatus(page);
  const log = await typeAndRun(page, 'include web\n');
  await page.click('#tab-catalog');
  const rows = await catalogRows(page);
  // the reference's catalog of these files on engine/facts/rhel-9.json (tests/tools/reference-catalog)
  const expected = [
    'Class[Web] package=httpd; port=8080',
    'Class[Base] motd=Managed by Puppet on playground.example.com',
    'File[/etc/motd] content=Managed by Puppet on playground.example.com\n',
    'Package[httpd] ensure=installed',
    'Service[httpd] ensure=running; require=Package[httpd]',
  ];
  check('a two-module project with Hiera data on the RHEL 9 facts compiles as the reference does',
    log === 'Notice: httpd on RedHat 9, port 8080\n' && JSON.stringify(rows) === JSON.stringify(expected), JSON.stringify({ log, rows }));
  await shot(page, 'project-rhel9-catalog');

  await page.click('#share');
  await page.waitForFunction(() => location.hash.startsWith('#v2.'), null, { timeout: 5000 }).catch(() => {});
  const link = page.url();
  await context.close();

  const opened = await freshPage(browser, problems, 'project opened', link);
  const openedLog = await settled(opened.page);
  await opened.page.click('#tab-catalog');
  const openedRows = await catalogRows(opened.page);
  const files = await opened.page.evaluate(() => [...document.querySelectorAll('#files .file')].map((b) => b.dataset.path));
  check('its link opens in a fresh browser context with every file, RHEL 9, and the same catalog',
    openedLog === log && JSON.stringify(openedRows) === JSON.stringify(rows) && await opened.page.inputValue('#fact-set') === 'rhel-9' &&
    JSON.stringify(files) === JSON.stringify(['site.pp', 'hiera.yaml', 'data/common.yaml', 'data/os/RedHat.yaml',
      'modules/base/manifests/init.pp', 'modules/web/manifests/init.pp']), JSON.stringify({ openedLog, openedRows, files }));
  await opened.context.close();
}

export async function nodeChecks(browser, base, problems) {
  await factSets(browser, base, problems);
  await projectOnRhel(browser, base, problems);
}
