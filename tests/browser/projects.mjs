// projects.mjs: browser checks of the playground's projects: a snippet shows no file list; New
// file (paths checked, a starter text, the file's language), Hiera data read by the program, the
// run's Hiera lookups explained, the file list (switching files keeps each one's text), rename
// and delete, the draft keeping every file across a reload, and a share link (#v2.) holding
// every file that opens the same project.
import { inflateSync } from 'node:zlib';
import { check, watch, shot, waitReady, settled, typeAndRun, lastRun, resetStatus } from './harness.mjs';

const listed = (page) => page.evaluate(() => {
  const nav = document.getElementById('files');
  return nav.hidden ? null : [...nav.querySelectorAll('.file')].map((b) => `${b.dataset.path}${b.getAttribute('aria-current') ? '*' : ''}`);
});

const editorText = (page) => page.evaluate(() => [...document.querySelectorAll('.cm-content .cm-line')].map((l) => l.textContent).join('\n'));

// New file… from the ⋯ menu, with the path typed in the dialog; resolves to the dialog's error
// text (empty when the file was made).
async function newFile(page, path) {
  await page.click('.menu summary');
  await page.click('#new-file');
  await page.fill('#file-path', path);
  await page.click('#file-ok');
  await page.waitForTimeout(100);
  const open = await page.evaluate(() => document.getElementById('file-dialog').open);
  const error = await page.textContent('#file-error');
  if (open) await page.click('#file-cancel');
  return open ? error : '';
}

// Replaces the text of the file on show by typing it.
async function typeFile(page, text) {
  await page.click('.cm-content');
  await page.keyboard.press('Control+A');
  await page.keyboard.press('Delete');
  await page.keyboard.insertText(text);
}

export async function projects(browser, base, problems) {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  const page = await context.newPage();
  watch(page, problems, 'projects');
  await page.goto(base);
  await waitReady(page);
  await settled(page);
  check('a snippet shows no file list', await listed(page) === null);

  const refused = await newFile(page, 'etc/passwd');
  const refusedModule = await newFile(page, 'modules/My-Mod/manifests/init.pp');
  check('New file refuses a path a project cannot hold, saying why',
    /a project holds site\.pp/.test(refused) && /not a module name Puppet accepts/.test(refusedModule), JSON.stringify({ refused, refusedModule }));

  check('New file makes a Hiera config with a starter text', await newFile(page, 'hiera.yaml') === '');
  const hiera = await editorText(page);
  await newFile(page, 'data/common.yaml');
  await typeFile(page, '---\ngreeting: hello from data\nlist:\n  - a\n  - b');
  await page.waitForFunction(() => document.querySelector('.cm-content .tok-property'), null, { timeout: 10000 }).catch(() => {});
  const yamlKey = await page.evaluate(() => document.querySelector('.cm-content .tok-property')?.textContent ?? null);
  await newFile(page, 'modules/motd/manifests/init.pp');
  const starter = await editorText(page);
  const files = await listed(page);
  check('the file list shows the files, the one on show marked; a module manifest starts as its class',
    JSON.stringify(files) === JSON.stringify(['site.pp', 'hiera.yaml', 'data/common.yaml', 'modules/motd/manifests/init.pp*']) &&
    starter === 'class motd {\n}\n'.replace(/\n$/, '\n') && /^---\nversion: 5\nhierarchy:/.test(hiera),
    JSON.stringify({ files, starter, hiera: hiera.slice(0, 40) }));
  check('a YAML file is highlighted as YAML', yamlKey === 'greeting', String(yamlKey));

  // the program reads the data: site.pp edited, the run takes every file
  await page.click('#files .file[data-path="site.pp"]');
  const since = await lastRun(page);
  await resetStatus(page);
  await typeFile(page, "notice(lookup('greeting'))\nnotice(lookup('list'))");
  const log = await settled(page, 20000, since);
  check('the program reads the project\'s Hiera data', log === 'Notice: hello from data\nNotice: [a, b]\n', JSON.stringify(log));
  // the run's lookups are listed under the result, each explained as puppet lookup --explain does
  const keys = await page.evaluate(() => [...document.querySelectorAll('#lookup-list .lookup-key')].map((b) => b.textContent));
  await page.click('#lookup-list .lookup-key');
  await page.waitForFunction(() => !/^Explaining/.test(document.getElementById('lookup-text').textContent), null, { timeout: 20000 })
    .catch(() => {});
  const explained = await page.evaluate(() => ({
    open: document.getElementById('lookup-dialog').open, title: document.getElementById('lookup-title').textContent,
    text: document.getElementById('lookup-text').textContent,
  }));
  await shot(page, 'lookup-explained');
  await page.click('#lookup-close');
  check('the run\'s lookups are listed and one is explained: the level that answered, its value',
    JSON.stringify(keys) === '["greeting","list"]' && explained.open && explained.title === 'Lookup of greeting' &&
    /^Searching for "greeting"/.test(explained.text) && /Hierarchy entry "Common"/.test(explained.text) &&
    /Found key: "greeting" value: "hello from data"/.test(explained.text), JSON.stringify({ keys, explained }));
  // the same explanation on hover over the lookup call in the code
  const at = await page.evaluate(() => {
    const line = document.querySelector('.cm-content .cm-line');
    const walker = document.createTreeWalker(line, NodeFilter.SHOW_TEXT);
    let offset = line.textContent.indexOf('greeting'), node;
    while ((node = walker.nextNode()) && offset >= node.textContent.length) offset -= node.textContent.length;
    const range = document.createRange();
    range.setStart(node, offset);
    range.setEnd(node, offset + 1);
    const box = range.getBoundingClientRect();
    return { x: box.x + box.width / 2, y: box.y + box.height / 2 };
  });
  await page.mouse.move(at.x, at.y);
  await page.waitForSelector('.cm-lookup-hover', { timeout: 15000 }).catch(() => {});
  const hovered = await page.evaluate(() => ({
    head: document.querySelector('.cm-lookup-hover code')?.textContent, text: document.querySelector('.cm-lookup-text')?.textContent,
  }));
  check('hovering a lookup call in the code shows its explanation (the same text)',
    hovered.head === "lookup('greeting')" && hovered.text === explained.text, JSON.stringify(hovered));
  await page.mouse.move(0, 0);
  await page.click('#files .file[data-path="data/common.yaml"]');
  const kept = await editorText(page);
  check('switching files keeps each one\'s text', kept === '---\ngreeting: hello from data\nlist:\n  - a\n  - b', JSON.stringify(kept));
  await shot(page, 'project');

  // rename, then delete
  await page.click('#files .file[data-path="modules/motd/manifests/init.pp"]');
  await page.click('#files .files-foot button:nth-child(1)');
  await page.fill('#file-path', 'modules/motd/manifests/config.pp');
  await page.click('#file-ok');
  await page.waitForTimeout(200);
  const renamed = await listed(page);
  page.once('dialog', (d) => d.accept());
  await page.click('#files .files-foot button:nth-child(2)');
  await page.waitForTimeout(200);
  const deleted = await listed(page);
  check('a file is renamed and deleted from the list',
    JSON.stringify(renamed) === JSON.stringify(['site.pp', 'hiera.yaml', 'data/common.yaml', 'modules/motd/manifests/config.pp*']) &&
    JSON.stringify(deleted) === JSON.stringify(['site.pp*', 'hiera.yaml', 'data/common.yaml']), JSON.stringify({ renamed, deleted }));

  // the draft keeps every file across a reload
  await page.waitForTimeout(800);
  await page.reload();
  await waitReady(page);
  const reloaded = await settled(page);
  check('a reload brings the whole project back from the draft',
    JSON.stringify(await listed(page)) === JSON.stringify(['site.pp*', 'hiera.yaml', 'data/common.yaml']) &&
    reloaded === 'Notice: hello from data\nNotice: [a, b]\n', JSON.stringify({ files: await listed(page), reloaded }));

  // a share link holds every file and opens the same project elsewhere
  await page.click('#share');
  await page.waitForFunction(() => location.hash.startsWith('#v2.'), null, { timeout: 5000 }).catch(() => {});
  const link = page.url();
  const m = /#v2\.([A-Za-z0-9_-]+)$/.exec(link);
  const state = m ? JSON.parse(inflateSync(Buffer.from(m[1], 'base64url')).toString('utf8')) : null;
  check('a shared link (#v2.) holds every file of the project',
    state && JSON.stringify(Object.keys(state.files).sort()) === JSON.stringify(['data/common.yaml', 'hiera.yaml', 'site.pp']),
    JSON.stringify(state && Object.keys(state.files)));
  const other = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  const opened = await other.newPage();
  watch(opened, problems, 'opened project');
  await opened.goto(link);
  await waitReady(opened);
  const openedLog = await settled(opened);
  check('the link opens the same project in a fresh browser and gives the same output',
    JSON.stringify(await listed(opened)) === JSON.stringify(['site.pp*', 'hiera.yaml', 'data/common.yaml']) &&
    openedLog === 'Notice: hello from data\nNotice: [a, b]\n', JSON.stringify({ files: await listed(opened), openedLog }));
  await other.close();

  // back to a snippet: deleting the last other files hides the list
  for (const path of ['data/common.yaml', 'hiera.yaml']) {
    await page.click(`#files .file[data-path="${path}"]`);
    page.once('dialog', (d) => d.accept());
    await page.click('#files .files-foot button:nth-child(2)');
    await page.waitForTimeout(150);
  }
  const snippet = await typeAndRun(page, "notice('one file')");
  check('with site.pp alone again the list goes', await listed(page) === null && snippet === 'Notice: one file\n',
    JSON.stringify({ files: await listed(page), snippet }));
  await context.close();
}
