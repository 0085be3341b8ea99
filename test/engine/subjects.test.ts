import { execFile } from 'node:child_process';
import { readdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SubjectGroups } from '../../src/core/groups/subjects.js';
import type { RunRecord } from '../../src/core/record.js';
import { fitMarkdown } from '../../src/core/report/markdown.js';
import { loadConfig } from '../../src/engine/config.js';
import { runGate } from '../../src/engine/gate.js';
import { loadSlice } from '../../src/engine/slice.js';
import { startOpenAIServer, type FakeRequest, type FakeServer } from '../fakes/model-server.js';
import { runCli, tempDir } from '../helpers.js';
import { HAS_MMLU, HAS_SQLITE3, MMLU_DIR } from '../shared-data.js';

const exec = promisify(execFile);
// Both builds serve the whole file: the tests below read one gate's results.
const servers: FakeServer[] = [];
afterAll(async () => {
  await Promise.all(servers.splice(0).map((s) => s.close()));
});
async function openai(options: Parameters<typeof startOpenAIServer>[0]) {
  const server = await startOpenAIServer(options);
  servers.push(server);
  return server;
}

// 342 rows of the MMLU test split, seed 3: every one of the 57 subjects is in it (1 to 37 rows).
const FINGERPRINT = 'e307673dd1b21d4273436c5854a64480550fdc79290d45609625227ddb05a972';
/** Build B gets these subjects wrong throughout... */
const BROKEN = [
  'professional_law',
  'high_school_mathematics',
  'elementary_mathematics',
  'college_mathematics',
  'high_school_physics',
];
/** ...and these right throughout. */
const FIXED = ['marketing', 'high_school_psychology'];

interface Truth {
  letter: string;
  position: number;
  subject: string;
}

async function writeMmluSuite() {
  const dir = await tempDir('evalgate-subjects-');
  const config = path.join(dir, 'evalgate.yml');
  const suite = {
    version: 1,
    suite: 'mmlu-57',
    dataset: { path: `${path.resolve(MMLU_DIR)}/test/*.csv`, format: 'mmlu-csv' },
    slice: { seed: 3, size: 342, fingerprint: FINGERPRINT },
    harness: { preset: 'mmlu' },
    grader: { kind: 'choice' },
    decoding: { temperature: 0, max_tokens: 4 },
    models: [
      {
        id: 'vendor/model',
        provider: 'openai',
        base_url: 'http://127.0.0.1:9/v1',
        model: 'model-x',
      },
    ],
  };
  await writeFile(config, JSON.stringify(suite, null, 2));
  // What each prompt asks, keyed as the mmlu preset writes it: the subject line, then the question.
  const truth = new Map<string, Truth>();
  const slice = await loadSlice(await loadConfig(config));
  slice.items.forEach((item, position) => {
    const { question, subject, answer } = item.row as {
      question: string;
      subject: string;
      answer: number;
    };
    const header = `The following are multiple choice questions (with answers) about ${subject.replace(/_/g, ' ')}.`;
    truth.set(`${header}\n\n${question.trim()}`, { letter: 'ABCD'[answer]!, position, subject });
  });
  return { dir, config, truth };
}

const knowsA = (t: Truth) => (t.position * 37) % 100 < 75;
const knowsB = (t: Truth) =>
  !BROKEN.includes(t.subject) && (FIXED.includes(t.subject) || knowsA(t));

function answerer(truth: Map<string, Truth>, knows: (t: Truth) => boolean) {
  return (request: FakeRequest) => {
    const t = truth.get(request.prompt.slice(0, request.prompt.lastIndexOf('\nA. ')));
    if (!t) return 'no idea';
    return knows(t) ? t.letter : 'ABCD'[('ABCD'.indexOf(t.letter) + 1) % 4]!;
  };
}

/** From the section's title to the collapsed table of every subject. */
function groupSection(markdown: string): string {
  const start = markdown.indexOf('**vendor/model by MMLU category.**');
  const end = markdown.indexOf('<details>\n<summary>vendor/model: all 57 subjects');
  expect(start).toBeGreaterThan(0);
  expect(end).toBeGreaterThan(start);
  return markdown.slice(start, end);
}

/** Points the suite's one model entry at another endpoint (a new build of the same slot). */
async function pointAt(config: string, url: string) {
  const text = JSON.parse(await readFile(config, 'utf8'));
  text.models[0].base_url = url;
  await writeFile(config, JSON.stringify(text, null, 2));
}

describe.skipIf(!HAS_MMLU)('a 57-subject MMLU run, per subject and category', () => {
  let dir: string;
  let config: string;
  let truth: Map<string, Truth>;
  let comment: string;
  let m: { delta: number; groups: SubjectGroups };

  beforeAll(async () => {
    ({ dir, config, truth } = await writeMmluSuite());
    const a = await openai({ answer: answerer(truth, knowsA), model: 'build-a' });
    await pointAt(config, a.url);
    const run = await runCli('run', '--config', config, '--json');
    expect(run.code, run.stderr).toBe(0);
    const runFile = path.resolve(JSON.parse(run.stdout).runs[0].path);
    expect((await runCli('freeze', '--config', config, '--run', runFile)).code).toBe(0);

    const b = await openai({ answer: answerer(truth, knowsB), model: 'build-b' });
    await pointAt(config, b.url);
    const reportFile = path.join(dir, 'comment.md');
    const gate = await runCli('gate', '--config', config, '--json', '--report', reportFile);
    expect(gate.code, gate.stderr).toBe(1);
    m = JSON.parse(gate.stdout).models[0];
    comment = await readFile(reportFile, 'utf8');
  }, 60_000);

  it('gate --json: every subject and category, the top drops as the answers imply', () => {
    expect(m.delta).toBeLessThan(-2);
    // What the answers imply, counted here independently of the diff.
    const net = new Map<string, number>();
    for (const t of truth.values())
      net.set(t.subject, (net.get(t.subject) ?? 0) + Number(knowsB(t)) - Number(knowsA(t)));
    expect(net.size).toBe(57);
    const expectedTop = [...net]
      .filter(([, v]) => v < 0)
      .sort((x, y) => x[1] - y[1] || x[0].localeCompare(y[0]))
      .slice(0, 5)
      .map(([s]) => s);
    expect(m.groups.top_drops).toEqual(expectedTop);
    expect(m.groups.subjects).toHaveLength(57);
    expect(m.groups.categories!.map((c) => c.name)).toEqual([
      'stem',
      'humanities',
      'social_sciences',
      'other',
    ]);
    expect(m.groups.categories!.reduce((s, c) => s + c.n, 0)).toBe(342);
    for (const s of m.groups.subjects) {
      expect(s.flips.fixed.length - s.flips.regressed.length, s.name).toBe(net.get(s.name));
      expect(s.p_holm!).toBeGreaterThanOrEqual(s.p_value!);
    }
    expect(m.groups.group_aggregate).toBeCloseTo(m.groups.micro!, 9);
  });

  it('the comment shows the category table and the subjects behind the drop', () => {
    expect(groupSection(comment)).toMatchSnapshot();
    // The flip lists name each item's subject.
    expect(comment).toMatch(/\n\| \d+ \| professional_law \| /);
  });

  it('the PR comment, cut to GitHub’s limit, keeps both tables', async () => {
    const result = await runGate(await loadConfig(config), {
      models: [],
      noCache: true,
      env: {},
      log: () => {},
      isTTY: false,
    });
    expect(groupSection(fitMarkdown(result.report, 65_000))).toBe(groupSection(comment));
  });

  it('the run record keeps each item’s subject and the per-subject block', async () => {
    const [record] = (await readRecords(dir)).filter((r) => r.model.build.model === 'build-b');
    expect(record!.items.every((i) => typeof i.subject === 'string')).toBe(true);
    expect(record!.aggregates.subjects).toHaveLength(57);
    expect(record!.aggregates.categories?.map((c) => c.n)).toEqual(
      m.groups.categories!.map((c) => c.n),
    );
  });

  it.skipIf(!HAS_SQLITE3)(
    'SQLite: a subject column per item and the eval_subjects view',
    async () => {
      const db = path.join(dir, 'history.sqlite');
      expect((await runCli('export', '--sqlite', db, '--config', config)).code).toBe(0);
      const query = async (sql: string) => (await exec('sqlite3', [db, sql])).stdout;
      const b =
        "(SELECT run_id FROM eval_runs WHERE build = 'build-b' ORDER BY created_at LIMIT 1)";
      expect(
        await query(
          `SELECT count(DISTINCT subject), count(DISTINCT category), sum(subject IS NULL) FROM eval_items WHERE run_id = ${b};`,
        ),
      ).toBe('57|4|0\n');
      const [record] = (await readRecords(dir)).filter((r) => r.model.build.model === 'build-b');
      const row = (name: string) => record!.aggregates.subjects!.find((s) => s.name === name)!;
      expect(
        await query(
          `SELECT model, category, n, correct, errors, round(score, 1) FROM eval_subjects WHERE run_id = ${b} AND subject = 'professional_law';`,
        ),
      ).toBe(`vendor/model|humanities|${row('professional_law').n}|0|0|0.0\n`);
      const social = await query(
        `SELECT subject, n, score FROM eval_subjects WHERE run_id = ${b} AND category = 'social_sciences' ORDER BY subject;`,
      );
      const expected = record!.aggregates.subjects!.filter((s) => s.category === 'social_sciences');
      const rows = social
        .trim()
        .split('\n')
        .map((line) => line.split('|'));
      expect(rows.map(([name, n]) => [name, Number(n)])).toEqual(
        expected.map((s) => [s.name, s.n]),
      );
      rows.forEach(([, , score], i) => expect(Number(score)).toBeCloseTo(expected[i]!.score!, 9));
    },
  );
});

async function readRecords(dir: string): Promise<RunRecord[]> {
  const folder = path.join(dir, '.evalgate', 'runs', 'mmlu-57');
  return Promise.all(
    (await readdir(folder))
      .sort()
      .map(
        async (name) => JSON.parse(await readFile(path.join(folder, name), 'utf8')) as RunRecord,
      ),
  );
}
