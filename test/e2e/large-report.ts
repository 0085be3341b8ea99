import { diffRun, gateFails, overallVerdict } from '../../src/core/diff.js';
import { mmluCategory, MMLU_SUBJECTS } from '../../src/core/groups/mmlu-subjects.js';
import { aggregate, type ItemOutcome, type RunRecord } from '../../src/core/record.js';
import type { ReportData } from '../../src/core/report/types.js';

/**
 * A report the size of a whole MMLU run: 14,080 items (numeric ids, as `mmlu-csv` rows have), the
 * 57 subjects in file order, three models measured against baselines they differ from on a few
 * percent of the items (so both kinds of flip occur), a few errored requests, questions of MMLU's
 * length (about 270 characters on average, some of several thousand), and a history of compact
 * summaries with several runs on the same days. Deterministic; used by the Chromium test and by
 * bench/html-report.js.
 */
export const LARGE = { items: 14_080, models: ['vendor/alpha', 'vendor/beta', 'vendor/gamma'] };

const GATE = {
  max_drop: 2,
  significance: 'report' as const,
  alpha: 0.05,
  max_error_rate: 0.02,
  on_incomparable: 'fail' as const,
  on_no_baseline: 'neutral' as const,
};
const LETTERS = ['A', 'B', 'C', 'D'];
const WORDS =
  'which of the following statements best describes a function group ring field theorem patient court law market value energy the most likely cause'.split(
    ' ',
  );

/** Item i's subject: the subjects in blocks, in the order their files sort. */
export function subjectOfItem(i: number): string {
  return [...MMLU_SUBJECTS].sort()[Math.floor((i * MMLU_SUBJECTS.length) / LARGE.items)]!;
}

export function largeReport(): ReportData {
  const random = mulberry32(20261201);
  const answers = Array.from({ length: LARGE.items }, () => Math.floor(random() * 4));
  const questions: Record<string, string> = {};
  for (let i = 0; i < LARGE.items; i++) {
    const length = Math.min(4000, 60 + Math.floor(-Math.log(1 - random()) * 210));
    const words: string[] = [];
    for (let n = 0; n < length; n += 7) words.push(WORDS[Math.floor(random() * WORDS.length)]!);
    questions[String(i)] = `${i}: ${words.join(' ')}`.slice(0, length);
  }
  questions['5'] = '<script>alert(1)</script> </script><img src=x onerror=alert(2)> & @here';

  const runs: RunRecord[] = [];
  const baselines: Record<string, RunRecord> = {};
  LARGE.models.forEach((model, m) => {
    const skill = 0.72 - 0.05 * m;
    const base = Array.from({ length: LARGE.items }, () => random() < skill);
    const now = base.map((ok) => (random() < 0.04 ? !ok : ok));
    const errors = new Set(Array.from({ length: 6 + m }, () => Math.floor(random() * LARGE.items)));
    baselines[model] = record(model, `${model}-2026-10`, '2026-10-31T08:00:00Z', base, answers);
    runs.push(record(model, `${model}-2026-12`, '2026-12-01T08:00:00Z', now, answers, errors));
  });
  const models = runs.map((run) => diffRun(run, baselines[run.model.id], GATE));
  return {
    suite: 'mmlu-all',
    verdict: overallVerdict(models),
    failed: gateFails(models, GATE),
    maxDrop: GATE.max_drop,
    models,
    runs,
    baselines,
    history: compactHistory(),
    questions,
  };
}

/**
 * 24 earlier gates of the three models: one a day, and on three days four gates within an hour.
 * Only the fields a compact history summary keeps, so the chart can rely on no others.
 */
export function compactHistory(): RunRecord[] {
  const history: unknown[] = [];
  for (let g = 0; g < 24; g++) {
    const sameDay = g >= 12;
    const day = sameDay ? 20 + Math.floor((g - 12) / 4) : 1 + g;
    const date = `2026-11-${String(day).padStart(2, '0')}`;
    const minute = sameDay ? ((g - 12) % 4) * 15 : 0;
    LARGE.models.forEach((model, m) => {
      history.push({
        run_id: `g${g}-${model}`,
        model: { id: model, requested: `${model}-latest`, build: { model: `${model}-b${g}` } },
        environment: { started_at: `${date}T09:${String(minute + m).padStart(2, '0')}:00Z` },
        aggregates: { score: 60 + ((g * 7 + m * 11) % 20) },
        ...(g === 5 ? { replay_of: `g4-${model}` } : {}),
      });
    });
  }
  return history as RunRecord[];
}

function record(
  model: string,
  build: string,
  startedAt: string,
  right: boolean[],
  answers: number[],
  errors = new Set<number>(),
): RunRecord {
  const items: ItemOutcome[] = right.map((ok, i) => {
    const errored = errors.has(i);
    const answer = LETTERS[answers[i]!]!;
    const got = ok ? answer : LETTERS[(answers[i]! + 1 + (i % 3)) % 4]!;
    return {
      id: i,
      repeat: 0,
      correct: errored ? null : ok,
      score: errored ? null : ok ? 1 : 0,
      extracted: errored ? null : got,
      reason: errored
        ? 'request failed'
        : `extracted "${got}" ${ok ? '=' : '≠'} answer "${answer}"`,
      response_sha256: null,
      latency_ms: 50,
      tokens: { input: 160, output: 1 },
      cached: false,
      attempts: errored ? 3 : 1,
      error: errored ? `model "${build}": HTTP 503 after 3 attempts` : null,
      subject: subjectOfItem(i),
    };
  });
  const subjects = [...new Set(items.map((item) => item.subject!))];
  if (subjects.some((s) => mmluCategory(s) === null)) throw new Error('not an MMLU subject');
  return {
    schema_version: 1,
    run_id: `${startedAt}-${model}`,
    suite: 'mmlu-all',
    model: {
      id: model,
      provider: 'openai',
      requested: build,
      base_url: 'https://api.vendor.example/v1',
      build: { model: build, system_fingerprint: 'fp_1' },
      builds_seen: [{ model: build, system_fingerprint: 'fp_1', count: items.length }],
      claimed: null,
    },
    protocol_id: 'p'.repeat(64),
    protocol: {
      harness: { name: 'evalgate', version: '0.1.0', protocol_version: 1 },
      dataset: { path: 'mmlu/test/*.csv', format: 'mmlu-csv' },
      fingerprint: 'f'.repeat(64),
      slice: {
        seed: '7',
        size: items.length,
        fingerprint_fields: ['question', 'choices', 'answer'],
      },
      wash: { require: ['question'] },
      template: { name: 'mmlu', mode: 'chat', hash: 'h'.repeat(64), text: '{{question}}' },
      fewshot: { k: 0, hash: '0'.repeat(64) },
      grader: { kind: 'choice', match: 'first', rules_version: 1 },
      decoding: { temperature: 0, top_p: 1, max_tokens: 16, seed: null, stop: null },
      repeats: 1,
      prompts: 'p'.repeat(64),
    },
    items,
    aggregates: aggregate(items, 1, items.length),
    usage: { requests: items.length, cached: 0, input_tokens: 0, output_tokens: 0, cost_usd: null },
    incomplete: null,
    environment: {
      evalgate: '0.1.0',
      node: 'v20.20.2',
      os: 'linux',
      ci_run_url: null,
      git_sha: 'a'.repeat(40),
      started_at: startedAt,
      ended_at: startedAt,
    },
  };
}

/** A small seeded generator (mulberry32), so the report is the same on every run. */
function mulberry32(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}
