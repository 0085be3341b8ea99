/**
 * `evalgate compare` as a team choosing a model uses it: four builds behind one endpoint, right on
 * 80%, 79%, 65% and 50% of a 400-item slice, each on its own random items (independent across
 * builds). Every pair's McNemar p and Holm-adjusted p are checked against an exact computation
 * written here from the run records; the top group is the two builds no test tells apart.
 */
import { createHash } from 'node:crypto';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { chromium } from 'playwright-core';
import { afterAll, describe, expect, it } from 'vitest';
import { parse, stringify } from 'yaml';
import { startOpenAIServer, type FakeServer } from '../fakes/model-server.js';
import { runCli, tempDir } from '../helpers.js';
import { CHROMIUM, HAS_CHROMIUM } from '../shared-data.js';

const N = 400;
const LETTERS = 'ABCD';
const RATES: Record<string, number> = { m80: 0.8, m79: 0.79, m65: 0.65, m50: 0.5 };

const item = (i: number) => {
  const answer = (i * 7) % 4;
  const choices = [0, 1, 2, 3].map((k) => `option ${i}-${k}`);
  return { id: `q${i}`, question: `Q${String(i).padStart(3, '0')}. Which one?`, choices, answer };
};

/** The items a build gets right: exactly rate × N of them, picked by a hash of its name. */
function rightSet(model: string): Set<number> {
  const order = Array.from({ length: N }, (_, i) => i).sort((a, b) => {
    const h = (i: number) => createHash('sha256').update(`${model}/${i}`).digest('hex');
    return h(a) < h(b) ? -1 : 1;
  });
  return new Set(order.slice(0, Math.round(RATES[model]! * N)));
}

/** Exact two-sided McNemar p from the discordant counts, in exact integer arithmetic. */
function exactMcNemar(b: number, c: number): number {
  const n = b + c;
  if (n === 0) return 1;
  let term = 1n;
  let tail = 1n;
  const k = Math.min(b, c);
  for (let i = 1; i <= k; i++) {
    term = (term * BigInt(n - i + 1)) / BigInt(i);
    tail += term;
  }
  // 2 * tail / 2^n, to 17 significant digits.
  const scale = 10n ** 30n;
  const p = Number((2n * tail * scale) / 2n ** BigInt(n)) / 1e30;
  return Math.min(1, p);
}

function holm(ps: number[]): number[] {
  const idx = ps.map((_, i) => i).sort((a, b) => ps[a]! - ps[b]!);
  const out: number[] = new Array(ps.length);
  let max = 0;
  idx.forEach((i, rank) => {
    max = Math.max(max, Math.min(1, (ps.length - rank) * ps[i]!));
    out[i] = max;
  });
  return out;
}

const servers: FakeServer[] = [];
afterAll(async () => {
  await Promise.all(servers.map((s) => s.close()));
});

async function suite() {
  const dir = await tempDir('evalgate-compare-');
  await mkdir(path.join(dir, 'data'));
  await writeFile(
    path.join(dir, 'data', 'items.jsonl'),
    Array.from({ length: N }, (_, i) => JSON.stringify(item(i))).join('\n') + '\n',
  );
  const right = Object.fromEntries(Object.keys(RATES).map((m) => [m, rightSet(m)]));
  const server = await startOpenAIServer({
    apiKey: 'sk-compare',
    answer: (request) => {
      const i = Number(/\bQ(\d{3})\./.exec(request.prompt)?.[1]);
      const correct = item(i).answer;
      const model = String(request.body.model);
      return `Answer: ${LETTERS[right[model]!.has(i) ? correct : (correct + 1) % 4]}`;
    },
  });
  servers.push(server);
  process.env.COMPARE_KEY = 'sk-compare';
  const init = await runCli(
    'init',
    '--dir',
    dir,
    '--dataset',
    path.join(dir, 'data', 'items.jsonl'),
    '--base-url',
    server.url,
    '--model',
    'm80',
    '--api-key-env',
    'COMPARE_KEY',
  );
  expect(init.code, init.stderr).toBe(0);
  const config = path.join(dir, 'evalgate.yml');
  const doc = parse(await readFile(config, 'utf8'));
  const base = doc.models[0];
  doc.slice.size = N;
  doc.models = Object.keys(RATES).map((model, i) => ({
    ...base,
    id: `vendor/${model}`,
    model,
    price: { input_per_mtok: 1 + i, output_per_mtok: 2 + i },
  }));
  await writeFile(config, stringify(doc));
  expect((await runCli('slice', '--config', config, '--write')).code).toBe(0);
  const run = await runCli('run', '--config', config, '--json');
  expect(run.code, run.stderr).toBe(0);
  return { dir, config, runs: JSON.parse(run.stdout).runs as { model: string; path: string }[] };
}

describe('evalgate compare', () => {
  // One measured suite for both tests: the second only reads its records and writes copies.
  let measured: Promise<Awaited<ReturnType<typeof suite>>> | undefined;
  const shared = () => (measured ??= suite());

  it('four builds at 80, 79, 65 and 50%: exact paired p-values, Holm, the top group, cost, the cheapest in it', async () => {
    const { dir, config, runs } = await shared();
    const result = await runCli('compare', '--config', config, '--json');
    expect(result.code, result.stderr).toBe(0);
    const out = JSON.parse(result.stdout);
    expect(out.models.map((m: { model: string; score: number }) => [m.model, m.score])).toEqual([
      ['vendor/m80', 80],
      ['vendor/m79', 79],
      ['vendor/m65', 65],
      ['vendor/m50', 50],
    ]);
    // The independent computation, from the records themselves.
    const records = await Promise.all(
      runs.map(async (r) => JSON.parse(await readFile(r.path, 'utf8'))),
    );
    const rightOf = new Map(
      records.map((rec) => [
        rec.model.id,
        new Map(rec.items.map((it: { id: string; correct: boolean }) => [it.id, it.correct])),
      ]),
    );
    const expected = out.pairs.map((p: { a: string; b: string }) => {
      const a = rightOf.get(p.a)!;
      const b = rightOf.get(p.b)!;
      let onlyA = 0;
      let onlyB = 0;
      for (const [id, right] of a) {
        if (right && !b.get(id)) onlyA++;
        else if (!right && b.get(id)) onlyB++;
      }
      return exactMcNemar(onlyA, onlyB);
    });
    expect(out.pairs).toHaveLength(6);
    const adjusted = holm(expected);
    out.pairs.forEach((p: { p_value: number; p_holm: number }, i: number) => {
      expect(p.p_value).toBeCloseTo(expected[i]!, 12);
      expect(Math.abs(p.p_value - expected[i]!) / expected[i]!).toBeLessThan(1e-9);
      expect(Math.abs(p.p_holm - adjusted[i]!) / adjusted[i]!).toBeLessThan(1e-9);
    });
    expect(out.top).toEqual(['vendor/m80', 'vendor/m79']);
    for (const m of out.models) expect(m.cost_usd).toBeGreaterThan(0);
    expect(out.cheapest_top).toBe('vendor/m80');
    expect(out.models[0].group).toBe(out.models[1].group.slice(0, 1));
    expect(out.models[2].group).not.toContain(out.models[0].group);
    expect(out.common_items).toBe(N);

    const md = path.join(dir, 'compare.md');
    expect(
      (await runCli('compare', '--config', config, '--report', md, '--format', 'markdown')).code,
    ).toBe(0);
    const text = await readFile(md, 'utf8');
    expect(text).toContain('Top group');
    expect(text).toContain('**vendor/m80**, **vendor/m79**');
    expect(text).toContain('Cheapest in it: **vendor/m80**');
    expect(text).toContain(`Compared on the ${N} items every model measured`);

    const html = path.join(dir, 'compare.html');
    expect(
      (await runCli('compare', '--config', config, '--report', html, '--format', 'html')).code,
    ).toBe(0);
    if (HAS_CHROMIUM) {
      const browser = await chromium.launch({
        executablePath: CHROMIUM,
        args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking'],
      });
      try {
        const page = await browser.newPage();
        const errors: string[] = [];
        page.on('console', (m) => {
          if (m.type() === 'error') errors.push(m.text());
        });
        page.on('pageerror', (e) => errors.push(e.message));
        await page.goto(`file://${html}`);
        expect(await page.locator('#matrix tr').count()).toBe(5);
        expect(await page.locator('#ranking tr.top').count()).toBe(2);
        expect(await page.locator('#top').textContent()).toContain('vendor/m80, vendor/m79');
        expect(errors).toEqual([]);
      } finally {
        await browser.close();
      }
    } else {
      console.log('compare.test.ts: the Chromium check of the HTML page was skipped: no Chromium');
    }
  });

  it('refuses a record of another protocol, naming the difference; compares on the items all measured', async () => {
    const { dir, config, runs } = await shared();
    const other = JSON.parse(await readFile(runs[1]!.path, 'utf8'));
    other.protocol.template.hash = 'f'.repeat(64);
    other.protocol_id = 'another';
    const file = path.join(dir, 'other.json');
    await writeFile(file, JSON.stringify(other));
    const refused = await runCli('compare', '--config', config, '--run', runs[0]!.path, file);
    expect(refused.code).toBe(2);
    expect(refused.stderr).toContain('was measured under another protocol');
    expect(refused.stderr).toContain('template differs');

    // One build measured 20 items fewer: all of them are compared on the 380 both measured.
    const fewer = JSON.parse(await readFile(runs[2]!.path, 'utf8'));
    fewer.items = fewer.items.slice(20);
    const partial = path.join(dir, 'fewer.json');
    await writeFile(partial, JSON.stringify(fewer));
    const both = await runCli(
      'compare',
      '--config',
      config,
      '--json',
      '--run',
      runs[0]!.path,
      partial,
    );
    expect(both.code, both.stderr).toBe(0);
    const out = JSON.parse(both.stdout);
    expect(out.common_items).toBe(N - 20);
    expect(out.excluded).toEqual([{ model: 'vendor/m80', items: 20 }]);
    const md = await runCli('compare', '--config', config, '--run', runs[0]!.path, partial);
    expect(md.stdout).toContain(`on ${N - 20} common items`);
  });
});
