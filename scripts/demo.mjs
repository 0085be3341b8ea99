// The README's demo: gates two builds of one model slot on the bundled example, offline.
// Build A answers with the longest choice, build B with the first choice (the reference floors
// of the built-in `baseline` provider). A is frozen as the baseline, then B is gated: the gate
// catches the drop. Works on a copy of the example, so the repository stays as it is.
import { spawnSync } from 'node:child_process';
import { cpSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

const cli = path.resolve('dist/cli/index.js');
const work = mkdtempSync(path.join(tmpdir(), 'evalgate-demo-'));
cpSync('examples/mmlu-mini', work, {
  recursive: true,
  filter: (source) => !/[/\\]\.evalgate[/\\](runs|cache)/.test(source),
});
const config = path.join(work, 'evalgate.yml');

function evalgate(title, args, expected = 0) {
  console.log(`\n$ evalgate ${args.join(' ')}    # ${title}`);
  const result = spawnSync(process.execPath, [cli, ...args, '--config', config], {
    stdio: ['ignore', 'pipe', 'inherit'],
    encoding: 'utf8',
  });
  process.stdout.write(result.stdout);
  if (result.status !== expected) {
    console.error(`demo: expected exit ${expected}, got ${result.status}`);
    process.exit(1);
  }
  return result.stdout;
}

/** One model slot, "demo/candidate", whose build is the given floor strategy. */
function useBuild(strategy) {
  const text = readFileSync(config, 'utf8');
  const models = `models:\n  - id: demo/candidate\n    provider: baseline\n    strategy: ${strategy}\n`;
  writeFileSync(config, text.replace(/^models:\n(?:[ #].*\n|\n)*/m, `${models}\n`));
}

evalgate('the pinned slice still matches its fingerprint', ['slice']);
useBuild('longest');
const run = JSON.parse(evalgate('build A: always the longest choice', ['run', '--json']));
evalgate('freeze build A as the baseline', ['freeze', '--run', path.resolve(run.runs[0].path)]);
useBuild('first');
evalgate(
  'build B: always the first choice; the gate must catch the drop',
  ['gate', '--report', '-'],
  1,
);
console.log(`\nThe gate failed as it should (exit 1). Files of this demo: ${work}`);
console.log('To gate a real endpoint, give the model entry a provider, e.g.:');
console.log(
  '  - { id: vendor/model, provider: openai, base_url: https://api.example.com/v1, api_key_env: VENDOR_API_KEY, model: model-2026-11-20 }',
);
