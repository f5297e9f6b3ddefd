// recovery.mjs: browser checks that the playground comes back after its engine fails: a worker
// that dies once loaded answers its call at once (not at the time limit) and the next keystroke
// runs on a fresh worker; a program that exhausts the wasm stack leaves the next run working;
// Stop ends a runaway program at once.
import { check, waitReady, settled, typeAndRun, typeCode } from './harness.mjs';

// The engine's worker, with one addition in front: a run of code holding CRASH_ME swallows the
// answer and throws outside any call, as a worker that fails on its own would.
const CRASHING_PRELUDE = `
self.addEventListener('message', ({ data }) => {
  if (String(data && data.args && data.args[0]).includes('CRASH_ME')) {
    self.postMessage = () => {};
    setTimeout(() => { throw new Error('simulated crash'); });
  }
});
`;

export async function recovery(browser, base) {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  // this page's worker fails on purpose (its uncaught error is expected): not watched
  await context.route('**/puppet/worker.mjs', async (route) => {
    const response = await route.fetch();
    route.fulfill({ response, body: CRASHING_PRELUDE + await response.text() });
  });
  const page = await context.newPage();
  await page.goto(base);
  await waitReady(page);
  await settled(page);

  const started = Date.now();
  await typeAndRun(page, "notice('CRASH_ME')", 30000);
  const elapsed = Date.now() - started;
  const crashed = await page.evaluate(() => ({
    status: document.getElementById('status').textContent,
    problem: document.getElementById('problems').textContent,
  }));
  check('a worker that fails once loaded is reported at once, not at the time limit (5 s)',
    elapsed < 4000 && /the engine's worker failed \(.*simulated crash/.test(crashed.problem), JSON.stringify({ elapsed, ...crashed }));
  const log = await typeAndRun(page, "notice('back')", 30000);
  check('after the worker failed, the next keystroke runs on a fresh worker', log === 'Notice: back\n', JSON.stringify(log));

  // The wasm stack exhausted (a trap of the instance): the next run gets a fresh instance.
  await typeAndRun(page, 'function f($n) { f($n + 1) }\nf(1)');
  const overflow = await page.textContent('#status');
  const after = await typeAndRun(page, "notice('after the overflow')");
  check('a stack overflow is a limit error and the next keystroke runs',
    /Stack overflow/.test(overflow) && after === 'Notice: after the overflow\n', JSON.stringify({ overflow, after }));

  // Stop, beside Run while a run goes on, ends it at once (the time limit is 5 s); the panels
  // say it was stopped, and the next keystroke runs.
  await typeCode(page, 'Integer[1, 100000000000].each |$i| { }');
  await page.waitForSelector('#stop:not([hidden])', { timeout: 10000 }).catch(() => {});
  const stopAt = Date.now();
  await page.click('#stop', { timeout: 5000 }).catch(() => {});
  await page.waitForFunction(() => /^Stopped/.test(document.getElementById('status').textContent), null, { timeout: 20000 })
    .catch(() => {});
  const stopped = await page.evaluate(() => ({
    status: document.getElementById('status').textContent, log: document.getElementById('log').textContent,
    stopHidden: document.getElementById('stop').hidden, focus: document.activeElement.id,
  }));
  const stoppedIn = Date.now() - stopAt;
  const next = await typeAndRun(page, "notice('after stop')", 30000);
  check('Stop ends a run at once, says so in the panels, and the next keystroke runs', stoppedIn < 2000 &&
    /^Stopped/.test(stopped.status) && stopped.log === '(stopped before it finished)' && stopped.stopHidden &&
    stopped.focus === 'run' && next === 'Notice: after stop\n', JSON.stringify({ stoppedIn, ...stopped, next }));
  await context.close();
}
