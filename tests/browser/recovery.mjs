// recovery.mjs: browser checks that the playground comes back after its engine fails: a worker
// that dies once loaded answers its call at once (not at the time limit) and the next keystroke
// runs on a fresh worker; a program that exhausts the wasm stack leaves the next run working.
import { check, waitReady, settled, typeAndRun } from './harness.mjs';

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
  await context.close();
}
