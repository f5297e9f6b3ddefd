// embedoptions.mjs: browser checks of the documentation embeds' options (docs/embed.md): hidden
// setup lines (not shown, run, locations counted in the shown lines, an error in them said
// so), strict mode, strict_variables, the log level and the time limit per block, the parts a
// block shows (value, type, catalog), its height, bad options named in the block, project
// blocks (a tab per file, every file in the run, edits taken), "Open in playground" with the
// hidden lines, and blocks isolated from one another.
import { inflateSync } from 'node:zlib';
import { check, watch, shot } from './harness.mjs';

// Adds blocks to the demo page (upgradeAll) from [{ html }] and returns their ids in order.
async function addBlocks(page, htmls) {
  return page.evaluate(async (list) => {
    const { upgradeAll } = await import('./embed.js');
    const host = document.createElement('section');
    host.id = `added-${document.querySelectorAll('section[id^=added-]').length}`;
    host.innerHTML = list.join('\n');   // the test's own markup, not the engine's output
    document.querySelector('main').append(host);
    return upgradeAll(host).map((b) => b.id);
  }, htmls);
}

// Runs a block and resolves to { status, output, note, lines (shown in the editor) }.
async function runBlock(page, id) {
  await page.click(`#${id} .pp-run`);
  await page.waitForFunction((i) => {
    const b = document.getElementById(i);
    return !b.querySelector('.pp-output').hidden && !b.querySelector('.pp-run').disabled;
  }, id, { timeout: 30000 }).catch(() => {});
  return page.evaluate((i) => {
    const b = document.getElementById(i);
    return {
      status: b.querySelector('.pp-status').textContent, output: b.querySelector('.pp-output').textContent,
      note: b.querySelector('.pp-note')?.textContent ?? null,
      lines: [...b.querySelectorAll('.cm-line')].map((l) => l.textContent),
      mark: b.querySelector('.cm-lintRange-error')?.textContent ?? null,
      markLine: (() => {
        const m = b.querySelector('.cm-lintRange-error');
        return m ? [...b.querySelectorAll('.cm-line')].indexOf(m.closest('.cm-line')) + 1 : 0;
      })(),
      jump: b.querySelector('.pp-jump')?.textContent ?? null,
    };
  }, id);
}

const esc = (text) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/"/g, '&quot;');
const pre = (code, attrs = '') => `<pre class="puppet-play" ${attrs}>${esc(code)}</pre>`;

export async function embedOptions(browser, base, problems) {
  const context = await browser.newContext({ viewport: { width: 900, height: 900 } });
  const page = await context.newPage();
  watch(page, problems, 'embed options');
  await page.goto(`${base}embed-demo.html`);
  await page.waitForSelector('.pp-embed');

  // Hidden lines: not shown, run; an error in the shown code is located in the shown lines.
  const [hidden, hiddenError, setupError] = await addBlocks(page, [
    pre("#~ $groups = { 'alice' => ['admin'] }\n#~ $user = 'alice'\nnotice($groups[$user])\n#~ notice('after')"),
    pre("#~ $a = 1\n#~ $b = 2\nnotice($a)\nnotice($nope)"),
    pre("#~ $a = $missing\nnotice('shown')"),
  ]);
  let r = await runBlock(page, hidden);
  const tag = await page.textContent(`#${hidden} .pp-tag`);
  check('hidden setup lines run but are not shown, and the block says how many there are',
    JSON.stringify(r.lines) === JSON.stringify(['notice($groups[$user])']) && r.output === 'Notice: [admin]\nNotice: after\n' &&
    tag === '+3 hidden lines', JSON.stringify({ ...r, tag }));
  r = await runBlock(page, hiddenError);
  check('an error in the shown code is located in the shown lines (output, mark, button)',
    /\(line: 2, column: 8\)$/m.test(r.output) && r.mark === '$nope' && r.markLine === 2 && r.jump === 'Go to line 2, column 8',
    JSON.stringify(r));
  r = await runBlock(page, setupError);
  check('an error in the hidden lines says so, with no location and no mark',
    /Unknown variable: 'missing'.* \(in the example's hidden setup\)$/m.test(r.output) && !/line:/.test(r.output) && r.mark === null,
    JSON.stringify(r));

  // Per-block settings: strict mode, strict_variables, the log level, the time limit.
  const [strictError, lenient, debug, quick] = await addBlocks(page, [
    pre("notice('2' + 1)", 'data-strict="error"'),
    pre('notice("[${nope}]")', 'data-strict-variables="false"'),
    pre("debug('d')\ninfo('i')\nnotice('n')", 'data-log-level="debug"'),
    pre('Integer[1, 100000000000].each |$i| { }', 'data-time-limit="400"'),
  ]);
  r = await runBlock(page, strictError);
  check('data-strict="error" makes a strict warning an error', /^Error: .*automatically coerced/m.test(r.output), JSON.stringify(r));
  r = await runBlock(page, lenient);
  check('data-strict-variables="false" makes an unknown variable undef with a warning',
    /^Notice: \[\]$/m.test(r.output) && /^Warning: Unknown variable: 'nope'/m.test(r.output), JSON.stringify(r));
  r = await runBlock(page, debug);
  check('data-log-level="debug" shows debug and info lines', r.output === 'Debug: d\nInfo: i\nNotice: n\n', JSON.stringify(r));
  const started = Date.now();
  r = await runBlock(page, quick);
  check('data-time-limit stops a runaway block at that limit', Date.now() - started < 4000 &&
    /took longer than 400 ms|step limit/.test(r.output), JSON.stringify({ ms: Date.now() - started, ...r }));

  // The parts shown, the height, and bad options named in the block.
  const [parts, valueOnly, bad] = await addBlocks(page, [
    pre("file { '/tmp/a': ensure => file }\nnotice('x')\n[1, 'b']", 'data-show="value,type,catalog" data-height="6"'),
    pre("notice('hidden log')\n42", 'data-show="value"'),
    pre("notice('still runs')", 'data-strict="loud" data-show="log,graph" data-height="tall" data-facts="{nope"'),
  ]);
  r = await runBlock(page, parts);
  const size = await page.evaluate((i) => {
    const b = document.getElementById(i);
    const line = b.querySelector('.cm-line').getBoundingClientRect().height;
    return { host: b.querySelector('.pp-editor').getBoundingClientRect().height, line };
  }, parts);
  check('data-show="value,type,catalog" shows the value, its type and the resources, not the log',
    r.output === "⇒ [1, 'b']  :: Tuple[Integer[1, 1], String]\nFile[/tmp/a] ensure => file", JSON.stringify(r));
  check('data-height="6" gives the editor six lines of height', Math.abs(size.host - (6 * size.line + 16)) <= 2, JSON.stringify(size));
  r = await runBlock(page, valueOnly);
  check('data-show="value" shows the value without the log', r.output === '⇒ 42\n', JSON.stringify(r));
  r = await runBlock(page, bad);
  check('bad options are named in the block, which runs with the defaults',
    /data-strict="loud"/.test(r.note || '') && /graph/.test(r.note || '') && /data-height="tall"/.test(r.note || '') &&
    /data-facts/.test(r.note || '') && r.output === 'Notice: still runs\n', JSON.stringify(r));

  // A project: a tab per file, every file in the run, edits taken.
  const [project] = await addBlocks(page, [`<div class="puppet-play">
<pre data-file="site.pp">notice(lookup('greeting'))</pre>
<pre data-file="hiera.yaml">---
version: 5
hierarchy:
  - name: common
    path: common.yaml</pre>
<pre data-file="data/common.yaml">---
greeting: hello</pre>
</div>`]);
  r = await runBlock(page, project);
  const tabs = await page.evaluate((i) => [...document.querySelectorAll(`#${i} [role=tab]`)].map((t) => `${t.textContent}:${t.getAttribute('aria-selected')}`), project);
  check('a project block has a tab per file, site.pp shown, and runs with its files',
    JSON.stringify(tabs) === JSON.stringify(['site.pp:true', 'hiera.yaml:false', 'data/common.yaml:false']) && r.output === 'Notice: hello\n',
    JSON.stringify({ tabs, ...r }));
  await page.click(`#${project} [role=tab]:nth-child(3)`);
  // YAML's mode comes in a chunk of its own, loaded once a block has a YAML file
  await page.waitForFunction((i) => document.querySelector(`#${i} .cm-content .tok-property`), project, { timeout: 10000 }).catch(() => {});
  const yamlKey = await page.evaluate((i) => document.querySelector(`#${i} .cm-content .tok-property`)?.textContent ?? null, project);
  check('a project\'s YAML file is highlighted in its language', yamlKey === 'greeting', String(yamlKey));
  await page.click(`#${project} .cm-content`);
  await page.keyboard.press('Control+End');
  await page.keyboard.press('Shift+Home');
  await page.keyboard.insertText('greeting: edited');
  await page.keyboard.press('ArrowLeft');   // the focus stays in the editor
  await page.focus(`#${project} [role=tab][aria-selected=true]`);
  await page.keyboard.press('ArrowLeft');
  await page.keyboard.press('ArrowLeft');
  const back = await page.evaluate((i) => ({
    selected: document.querySelector(`#${i} [role=tab][aria-selected=true]`).textContent,
    code: document.querySelector(`#${i} .cm-content`).textContent,
  }), project);
  r = await runBlock(page, project);
  check('a project\'s tabs switch files from the keyboard, keep their edits, and a run takes them',
    back.selected === 'site.pp' && back.code === "notice(lookup('greeting'))" && r.output === 'Notice: edited\n', JSON.stringify({ back, ...r }));
  await shot(page, 'embed-options');

  // Each block's run is its own: a class or a variable of one is unknown to another.
  const [one, two, three] = await addBlocks(page, [
    pre("class only_here { notice('one') }\ninclude only_here\n$shared = 1"),
    pre("class only_here { notice('two') }\ninclude only_here"),
    pre('notice($shared)'),
  ]);
  const outputs = [];
  for (const id of [one, two, three]) outputs.push((await runBlock(page, id)).output);
  check('blocks are isolated: the same class in two blocks, a variable of one unknown to another',
    outputs[0] === 'Notice: one\n' && outputs[1] === 'Notice: two\n' && /Unknown variable: 'shared'/.test(outputs[2]), JSON.stringify(outputs));

  // "Open in playground" opens the whole program, hidden lines included, with the settings.
  const [withSetup] = await addBlocks(page, [pre("#~ $who = 'world'\nnotice(\"hello ${who}\")", 'data-strict="error"')]);
  const [opened] = await Promise.all([
    context.waitForEvent('page', { timeout: 10000 }),
    page.click(`#${withSetup} .pp-open`),
  ]).catch(() => [null]);
  let state = null;
  if (opened) {
    await opened.waitForLoadState('domcontentloaded').catch(() => {});
    const m = /#v1\.([A-Za-z0-9_-]+)$/.exec(opened.url());
    state = m ? JSON.parse(inflateSync(Buffer.from(m[1], 'base64url')).toString('utf8')) : null;
    await opened.close();
  }
  check('Open in playground carries the whole program (hidden lines included) and the block\'s settings',
    state && state.code === "$who = 'world'\nnotice(\"hello ${who}\")" && state.settings.strict === 'error', JSON.stringify(state));
  await context.close();
}
