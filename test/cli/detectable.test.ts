import { readdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { runCli, tempDir } from '../helpers.js';

/**
 * A suite of `rows` generated questions, a `size`-item slice of them and one built-in floor model
 * (always the first choice), so that it runs offline; returns the config path.
 */
async function suite(rows: number, size: number, gate: Record<string, unknown> = {}) {
  const dir = await tempDir();
  const lines = Array.from({ length: rows }, (_, i) =>
    JSON.stringify({
      id: `q${i}`,
      question: `Question ${i}: which option is right?`,
      choices: ['alpha', 'beta', 'gamma', 'delta'],
      answer: (i * 7) % 4,
    }),
  );
  await writeFile(path.join(dir, 'items.jsonl'), `${lines.join('\n')}\n`);
  const config = path.join(dir, 'evalgate.yml');
  await writeFile(
    config,
    JSON.stringify({
      version: 1,
      suite: 'detectable',
      dataset: { path: 'items.jsonl', fields: { id: 'id' } },
      slice: { seed: 11, size },
      harness: { template: '{{question}}\n{{#choices}}{{letter}}. {{text}}\n{{/choices}}Answer:' },
      grader: { kind: 'choice' },
      models: [{ id: 'floor/first', provider: 'baseline', strategy: 'first' }],
      gate,
    }),
  );
  return { dir, config };
}

const SIXTY_ITEMS =
  'evalgate: warning: slice.size 60: a 60-item slice cannot see a drop of 2 points (gate.max_drop); ' +
  'the smallest drop it detects with 80% power is 12.9 points (exact McNemar test at gate.alpha 0.05, no flips); ' +
  '394 items would see 2 points\n';

describe('a slice says what it can see before anything is measured', () => {
  it('slice --write of 60 items under max_drop 2 warns on stderr with the size that would see it', async () => {
    const { config } = await suite(80, 60);
    const result = await runCli('slice', '--config', config, '--write', '--json');
    expect(result.code).toBe(0);
    expect(result.stderr).toContain(SIXTY_ITEMS);
    // --json keeps stdout to one JSON document.
    expect(JSON.parse(result.stdout)).toMatchObject({ suite: 'detectable', count: 60 });
    expect(result.stdout).not.toContain('warning');
  });

  it('stays quiet when the slice sees the threshold, or the threshold is that coarse', async () => {
    const large = await suite(420, 400);
    const seen = await runCli('slice', '--config', large.config, '--write');
    expect(seen.code).toBe(0);
    expect(seen.stderr).not.toContain('warning');
    const coarse = await suite(80, 60, { max_drop: 15 });
    const quiet = await runCli('slice', '--config', coarse.config, '--write');
    expect(quiet.stderr).not.toContain('warning');
  });

  it('names gate.alpha: a stricter alpha needs a larger slice', async () => {
    const { config } = await suite(80, 60, { alpha: 0.01 });
    const result = await runCli('slice', '--config', config, '--write');
    expect(result.stderr).toMatch(
      /slice\.size 60: .* is 16\.\d points \(exact McNemar test at gate\.alpha 0\.01, no flips\); 511 items would see 2 points/,
    );
  });

  it('run and gate warn too, on stderr only', async () => {
    const { config } = await suite(80, 60);
    expect((await runCli('slice', '--config', config, '--write')).code).toBe(0);
    const run = await runCli('run', '--config', config, '--json');
    expect(run.code).toBe(0);
    expect(run.stderr).toContain(SIXTY_ITEMS);
    expect(JSON.parse(run.stdout)).toHaveProperty('runs');
    const gate = await runCli('gate', '--config', config, '--json');
    expect(gate.stderr).toContain(SIXTY_ITEMS);
    expect(JSON.parse(gate.stdout)).toHaveProperty('verdict', 'no-baseline');
  });
});

describe('diff of two identical 100-item runs', () => {
  it('reports the exact detectable drop (7.8 points) and the 394 items that would see 2 points', async () => {
    const { dir, config } = await suite(100, 100);
    expect((await runCli('slice', '--config', config, '--write')).code).toBe(0);
    const out = path.join(dir, 'runs');
    expect((await runCli('run', '--config', config, '--out', out)).code).toBe(0);
    expect((await runCli('run', '--config', config, '--out', out)).code).toBe(0);
    const files = (await readdir(out, { recursive: true }))
      .filter((f) => f.endsWith('.json'))
      .sort()
      .map((f) => path.join(out, f));
    expect(files).toHaveLength(2);

    const args = ['diff', '--config', config, '--run', files[1]!, '--baseline', files[0]!];
    const json = await runCli(...args, '--json');
    expect(json.code).toBe(0);
    const model = (
      JSON.parse(json.stdout) as {
        models: { verdict: string; delta: number; min_detectable_drop: number; flips: object }[];
      }
    ).models[0]!;
    expect(model).toMatchObject({ verdict: 'pass', delta: 0, flips: { regressed: [], fixed: [] } });
    expect(model.min_detectable_drop).toBeCloseTo(7.79, 2);

    // The line on stdout names the detectable drop; the whole report says what it means.
    const line = await runCli(...args);
    expect(line.stdout).toContain('detectable drop 7.8 points');
    const text = await runCli(...args, '--report', '-');
    expect(text.stdout).toContain(
      'with 100 items this slice cannot reliably detect a drop smaller than 7.8 points (80% power); the 2.0-point threshold is below what it can see: at this rate of flips (0 of 100 items) a slice of 394 items would see it',
    );
  });
});
