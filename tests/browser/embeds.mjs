// embeds.mjs: browser checks of embed.js beyond page.mjs's: a read-only block (runs, cannot be
// edited, says so to assistive technology), the keyboard (Tab leaves a block instead of
// indenting, Ctrl+Enter runs it), the demo page's runaway block beside a working one, Stop, and
// the colours of the output's levels.
import { check, watch, shot } from './harness.mjs';

export async function embedBlocks(browser, base, problems) {
  const context = await browser.newContext({ viewport: { width: 900, height: 900 } });
  const page = await context.newPage();
  watch(page, problems, 'embed blocks');
  await page.goto(`${base}embed-demo.html`);
  await page.waitForSelector('.pp-embed');

  // Read-only: typing changes nothing, the label and aria-readonly say why, Run works.
  const readOnly = page.locator('.pp-embed', { hasText: 'not privileged' });
  const before = await readOnly.locator('.cm-content').textContent();
  await readOnly.locator('.cm-content').click();
  await page.keyboard.press('End');
  await page.keyboard.insertText('xyz');
  await page.keyboard.press('Backspace');
  const content = await readOnly.locator('.cm-content').evaluate((c) => ({
    text: c.textContent, label: c.getAttribute('aria-label'), readonly: c.getAttribute('aria-readonly'),
  }));
  const tag = await readOnly.locator('.pp-tag').textContent({ timeout: 2000 }).catch(() => null);
  check('a data-readonly block cannot be edited and says it is read-only (to the eye too)',
    content.text === before && /read-only/.test(content.label) && content.readonly === 'true' && tag === 'read-only',
    JSON.stringify({ ...content, tag }));
  await readOnly.locator('.pp-run').click();
  await page.waitForFunction(() => [...document.querySelectorAll('.pp-embed')]
    .some((b) => b.textContent.includes('not privileged') && b.dataset.check), null, { timeout: 60000 }).catch(() => {});
  const colours = await readOnly.evaluate((box) => {
    const colour = (sel) => { const e = box.querySelector(sel); return e ? getComputedStyle(e).color : null; };
    return { check: box.dataset.check, warning: colour('.pp-warning'), notice: colour('.pp-notice') };
  });
  check('a read-only block runs, its warning in the warning colour', colours.check === 'pass' && colours.warning &&
    colours.warning !== colours.notice, JSON.stringify(colours));

  // Keyboard: Tab from a block's code goes to its Run button (no trap, no indentation), and
  // Ctrl+Enter there runs the block.
  const first = page.locator('.pp-embed').first();
  const code = await first.locator('.cm-content').textContent();
  await first.locator('.cm-content').click();
  await page.keyboard.press('Home');
  await page.keyboard.press('Tab');
  const afterTab = await page.evaluate(() => ({
    focus: document.activeElement.className, text: document.querySelector('.pp-embed .cm-content').textContent,
  }));
  check('Tab leaves an embedded editor for its Run button, without indenting',
    afterTab.focus === 'pp-run' && afterTab.text === code, JSON.stringify(afterTab));
  await page.keyboard.press('Shift+Tab');
  await page.keyboard.press('Control+Enter');
  await page.waitForFunction(() => !document.querySelector('.pp-embed .pp-output').hidden, null, { timeout: 60000 });
  check('Ctrl+Enter in an embedded editor runs it', (await first.locator('.pp-output').textContent()) === 'Notice: 7\n',
    await first.locator('.pp-output').textContent());

  // While the demo's runaway block runs, another block answers at once: it does not wait for
  // the runaway to reach its limit (5 s).
  const runaway = page.locator('.pp-embed', { hasText: '100000000000' });
  await runaway.locator('.pp-run').click();
  await runaway.locator('.pp-stop').waitFor({ state: 'visible', timeout: 5000 }).catch(() => {});
  await page.waitForTimeout(300);
  await first.locator('.pp-output').evaluate((o) => { o.textContent = ''; });
  const asked = Date.now();
  await first.locator('.pp-run').click();
  await page.waitForFunction(() => document.querySelector('.pp-embed .pp-output').textContent === 'Notice: 7\n', null, { timeout: 30000 })
    .catch(() => {});
  const answeredIn = Date.now() - asked;
  const meanwhile = await runaway.evaluate((b) => b.querySelector('.pp-status').textContent);
  check('a runaway block does not hold the others: another block answers while it still runs',
    answeredIn < 3000 && meanwhile === 'Running…' && (await first.locator('.pp-output').textContent()) === 'Notice: 7\n',
    JSON.stringify({ answeredIn, meanwhile }));
  await runaway.locator('.pp-stop').click({ timeout: 5000 }).catch(() => {});
  await page.waitForFunction(() => [...document.querySelectorAll('.pp-run')].every((b) => !b.disabled), null, { timeout: 30000 })
    .catch(() => {});

  // The demo's runaway block is stopped at a limit while a block run after it still answers.
  await runaway.locator('.pp-run').click();
  await first.locator('.pp-run').click();
  await page.waitForFunction(() => [...document.querySelectorAll('.pp-run')].every((b) => !b.disabled), null, { timeout: 60000 })
    .catch(() => {});
  const stopped = await runaway.evaluate((b) => `${b.querySelector('.pp-status').textContent} | ${b.querySelector('.pp-output').textContent}`);
  check('the demo\'s runaway block is stopped at a limit and the next block still runs',
    /^Stopped \| Error: Evaluation (took longer than 5000 ms|stopped: the step limit was reached)/.test(stopped) &&
    (await first.locator('.pp-output').textContent()) === 'Notice: 7\n', stopped);

  // Stop ends a running block at once (not at the limit), leaves the focus in the block, and
  // the engine is free for the next block.
  await runaway.locator('.pp-run').click();
  await runaway.locator('.pp-stop').waitFor({ state: 'visible', timeout: 5000 }).catch(() => {});
  await page.waitForTimeout(300);
  const stopAt = Date.now();
  await runaway.locator('.pp-stop').click({ timeout: 5000 }).catch(() => {});
  await page.waitForFunction(() => {
    const box = [...document.querySelectorAll('.pp-embed')].find((b) => b.textContent.includes('100000000000'));
    return !box.querySelector('.pp-run').disabled;
  }, null, { timeout: 30000 }).catch(() => {});
  const stoppedIn = Date.now() - stopAt;
  const afterStop = await runaway.evaluate((b) => ({
    status: b.querySelector('.pp-status').textContent, output: b.querySelector('.pp-output').textContent,
    stopShown: !b.querySelector('.pp-stop').hidden, focus: document.activeElement.className,
  }));
  await first.locator('.pp-run').click();
  await page.waitForFunction(() => !document.querySelector('.pp-embed .pp-run').disabled, null, { timeout: 30000 }).catch(() => {});
  check('Stop ends a running block at once, keeps the focus in it, and the next block runs', stoppedIn < 2000 &&
    afterStop.status === 'Stopped' && /^Stopped before it finished/.test(afterStop.output) && !afterStop.stopShown &&
    afterStop.focus === 'pp-run' && (await first.locator('.pp-output').textContent()) === 'Notice: 7\n',
    JSON.stringify({ stoppedIn, ...afterStop }));

  // Error-level lines (err, crit, alert, emerg) all in the error colour.
  const levels = await page.evaluate(async () => {
    const { upgradeAll } = await import('./embed.js');
    const pre = document.createElement('pre');
    pre.className = 'puppet-play';
    pre.textContent = "err('e')\ncrit('c')\nalert('a')\nemerg('m')";
    document.querySelector('main').append(pre);
    const [box] = upgradeAll(document.querySelector('main'));
    box.id = 'levels';
    box.querySelector('.pp-run').click();
    return true;
  });
  await page.waitForFunction(() => document.querySelectorAll('#levels .pp-line').length === 4, null, { timeout: 30000 }).catch(() => {});
  const lineColours = await page.evaluate(() => [...document.querySelectorAll('#levels .pp-line')].map((l) => getComputedStyle(l).color));
  const errColour = await page.evaluate(() => {
    const e = document.querySelector('.pp-embed .pp-error');
    return e ? getComputedStyle(e).color : null;
  });
  check('an embed shows error, critical, alert and emergency lines in the error colour',
    levels && lineColours.length === 4 && errColour && lineColours.every((c) => c === errColour), JSON.stringify({ lineColours, errColour }));
  await shot(page, 'embed-blocks');
  await context.close();
}
