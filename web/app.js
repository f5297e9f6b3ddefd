// app.js: the page's behaviour: run the textarea's code in the worker and show what
// `puppet-eval` would print. Output goes in as text nodes only (never HTML).
import { PuppetClient } from './puppet/client.mjs';
import { resultLines } from './puppet/puppet.mjs';

const client = new PuppetClient({ timeoutMs: 10000 });
const code = document.getElementById('code');
const run = document.getElementById('run');
const parseOnly = document.getElementById('parse');
const status = document.getElementById('status');
const output = document.getElementById('output');

function line(text, kind) {
  const span = document.createElement('span');
  span.className = kind;
  span.textContent = text + '\n';
  output.append(span);
}

async function evaluate() {
  run.disabled = true;
  status.textContent = 'Running…';
  const result = await client.evaluate(code.value, { mode: parseOnly.checked ? 'parse' : 'evaluate' });
  output.replaceChildren();
  const { stdout, stderr } = resultLines(result);
  for (const text of stdout) line(text, 'log-' + text.slice(0, text.indexOf(':')).toLowerCase());
  if (result.ok && result.ast) line(result.ast.replace(/\n$/, ''), 'ast');
  for (const text of stderr) line(text, text.startsWith('Error:') ? 'error' : 'warning');
  const { parse_ms: parseMs, eval_ms: evalMs, steps } = result.stats;
  status.textContent = `${result.ok ? 'Done' : 'Failed'} (parse ${parseMs.toFixed(1)} ms, eval ${evalMs.toFixed(1)} ms, ${steps} steps)`;
  run.disabled = false;
}

run.addEventListener('click', evaluate);
code.addEventListener('keydown', (event) => {
  if (event.key === 'Enter' && (event.ctrlKey || event.metaKey)) {
    event.preventDefault();
    if (!run.disabled) evaluate();
  }
});

client.version().then((v) => {
  if (v && v.engine) {
    document.getElementById('version').textContent = `engine ${v.engine}, Puppet ${v.puppet} semantics`;
    status.textContent = 'Ready';
    run.disabled = false;
  } else {
    status.textContent = `The engine could not be loaded: ${v && v.error ? v.error.message : 'unknown error'}`;
  }
});
