// bundle-bench.mjs: what a module bundle costs and saves in wasm (docs/performance.md,
// "Module bundles"). Makes a bundle of 100 files (10 modules of 10 files: classes with
// resources, a define, functions, a type alias, a template), loads it once, then times
//   - `include mod0` (its 10 files loaded from the bundle: copies of trees parsed at load),
//   - the same code inline: the module's files in the program, then `include mod0`,
//   - `include` of every module (all 100 files),
// each the median of RUNS runs of the whole call (JSON in, run, JSON out), and checks that the
// bundled and inline runs print the same lines. V8 compiles the wasm code in tiers (a quick
// baseline first, optimized code later, in the background), so the first calls of an instance
// are slower whatever they run: every program is run WARMUP times untimed first, and the timed
// runs of the programs compared alternate, so that no program is timed on older code than the
// other.
//
//   node tests/env/bundle-bench.mjs [RUNS] [WARMUP]
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const HERE = path.dirname(fileURLToPath(import.meta.url));
const BUILD = process.env.PUPPET_BUILD || path.resolve(HERE, '../../build');
const RUNS = Number(process.argv[2]) || 101;
const WARMUP = Number(process.argv[3]) || 50;

// The files of module m, paths relative to the bundle's directory.
function moduleFiles(m) {
  const files = {};
  const name = `mod${m}`;
  const parts = [];
  for (let c = 0; c < 4; c++) {
    parts.push(`${name}::part${c}`);
    files[`${name}/manifests/part${c}.pp`] = `class ${name}::part${c}(Integer $count = ${c + 3}) {
  $items = Integer[1, $count].map |$i| { "${name}-${c}-\${i}" }
  $items.each |$item| {
    notify { "\${item}": message => ${name}::label($item, $count) }
  }
  ${name}::thing { "${name}-thing-${c}": size => $count }
  if $count > 4 { notice("part ${c} of ${name}: \${count} items") }
}
`;
  }
  files[`${name}/manifests/init.pp`] = `class ${name}(${name[0].toUpperCase() + name.slice(1)}::Size $size = 5) {
${parts.map((p) => `  include ${p}`).join('\n')}
  notice(epp('${name}/motd.epp', { 'size' => $size }))
}
`;
  files[`${name}/manifests/thing.pp`] = `define ${name}::thing(${name[0].toUpperCase() + name.slice(1)}::Size $size) {
  $doubled = ${name}::double($size)
  file { "/tmp/\${title}": content => "size \${doubled}\\n", mode => '0644' }
}
`;
  files[`${name}/functions/label.pp`] = `function ${name}::label(String $item, Integer $n) >> String {
  "\${item} of \${n} (\${${name}::double($n)})"
}
`;
  files[`${name}/functions/double.pp`] = `function ${name}::double(Integer $n) >> Integer { $n * 2 }
`;
  files[`${name}/types/size.pp`] = `type ${name[0].toUpperCase() + name.slice(1)}::Size = Integer[1, 100]
`;
  files[`${name}/templates/motd.epp`] = `<%- | Integer $size | -%>
${name} has <%= $size %> parts
`;
  return files;
}

const median = (xs) => xs.slice().sort((a, b) => a - b)[Math.floor(xs.length / 2)];

// Times the programs (source, options pairs), each run WARMUP times untimed and then RUNS
// times, alternating; gives for each the median whole call and the medians of the engine's
// parse and evaluation times.
async function timeAll(puppet, programs) {
  const samples = programs.map(() => ({ times: [], parses: [], evals: [] }));
  const results = [];
  for (let i = 0; i < WARMUP + RUNS; i++) {
    for (let p = 0; p < programs.length; p++) {
      const [source, options] = programs[p];
      const start = performance.now();
      const result = await puppet.evaluate(source, options);
      const ms = performance.now() - start;
      if (!result.ok) throw new Error(`run failed: ${result.error.message}`);
      results[p] = result;
      if (i < WARMUP) continue;
      samples[p].times.push(ms);
      samples[p].parses.push(result.stats.parse_ms);
      samples[p].evals.push(result.stats.eval_ms);
    }
  }
  return samples.map((s, p) => ({
    ms: median(s.times), parse: median(s.parses), eval: median(s.evals), output: results[p].output,
  }));
}

async function main() {
  const { createPuppet } = await import(pathToFileURL(path.join(BUILD, 'wasm', 'puppet.mjs')).href);
  const puppet = await createPuppet();
  const files = {};
  for (let m = 0; m < 10; m++) Object.assign(files, moduleFiles(m));
  const count = Object.keys(files).length;

  const start = performance.now();
  const loaded = await puppet.loadBundle('bench', files);
  const loadCall = performance.now() - start;
  if (!loaded.ok) throw new Error(loaded.error);

  const options = { facts: null };
  // inline: the modules' manifests in the program (templates still come from the bundle)
  const inlineOf = (ms) => ms.map((m) => Object.entries(moduleFiles(m)).filter(([p]) => p.endsWith('.pp'))
    .map(([, t]) => t).join('\n')).join('\n') + '\n' + ms.map((m) => `include mod${m}`).join('\n') + '\n';
  const every = Array.from({ length: 10 }, (_, m) => m);
  const [bundled, inline, all, allInline, none] = await timeAll(puppet, [
    ['include mod0', options],
    [inlineOf([0]), options],
    [every.map((m) => `include mod${m}`).join('\n'), options],
    [inlineOf(every), options],
    ['notice(1)', options],
  ]);
  const same = JSON.stringify(bundled.output.map((o) => o.message)) === JSON.stringify(inline.output.map((o) => o.message)) &&
    JSON.stringify(all.output.map((o) => o.message)) === JSON.stringify(allInline.output.map((o) => o.message));

  console.log(`bundle: ${count} files, ${loaded.parsed} manifests parsed; load ${loaded.load_ms.toFixed(2)} ms in the engine, ${loadCall.toFixed(2)} ms the whole call`);
  console.log(`include mod0 (10 files from the bundle): ${bundled.ms.toFixed(3)} ms (parse ${bundled.parse} ms, eval ${bundled.eval} ms)`);
  console.log(`the same code inline:                    ${inline.ms.toFixed(3)} ms (parse ${inline.parse} ms, eval ${inline.eval} ms)`);
  console.log(`include of all 10 modules (100 files):   ${all.ms.toFixed(3)} ms (parse ${all.parse} ms, eval ${all.eval} ms)`);
  console.log(`the same code inline:                    ${allInline.ms.toFixed(3)} ms (parse ${allInline.parse} ms, eval ${allInline.eval} ms)`);
  console.log(`notice(1) with the bundle loaded:        ${none.ms.toFixed(3)} ms`);
  console.log(`runs: ${RUNS} timed after ${WARMUP} untimed, alternating; bundled and inline output the same: ${same}`);
  if (!same) process.exitCode = 1;
}

main().catch((err) => {
  console.error(err.stack || String(err));
  process.exitCode = 1;
});
