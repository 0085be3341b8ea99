import { diffRun, gateFails, overallVerdict } from '../../../src/core/diff.js';
import {
  aggregate,
  runRecordSchema,
  type ItemOutcome,
  type RunRecord,
} from '../../../src/core/record.js';
import type { ItemPayload } from '../../../src/core/report/html/items.js';
import type { ReportData } from '../../../src/core/report/types.js';

const GATE = {
  max_drop: 2,
  significance: 'report',
  alpha: 0.05,
  max_error_rate: 0.05,
  on_incomparable: 'fail',
  on_no_baseline: 'neutral',
} as const;

const N = 40;
/** One MMLU subject per category, item i in SUBJECTS[i % 4]. */
const SUBJECTS = ['abstract_algebra', 'philosophy', 'sociology', 'virology'];
export const HOSTILE = `<script>alert(1)</script> "double" 'single' & \`tick\` | pipe @mention`;

/** One validated run record: items q0..q39, one repeat; `null` outcomes are errored requests. */
function record(options: {
  model: string;
  build: string;
  startedAt: string;
  protocolId: string;
  templateHash: string;
  outcomes: (boolean | null)[];
}): RunRecord {
  const items: ItemOutcome[] = options.outcomes.map((correct, i) => ({
    id: `q${i}`,
    repeat: 0,
    correct,
    score: correct === null ? null : correct ? 1 : 0,
    extracted: correct === null ? null : i === 3 ? '<img src=x onerror=alert(2)>' : 'B',
    reason: correct === null ? 'request failed' : correct ? 'matched B' : 'expected C, got B',
    response_sha256: correct === null ? null : 'a'.repeat(64),
    latency_ms: 120 + i,
    tokens: { input: 80, output: 2 },
    cached: false,
    attempts: correct === null ? 3 : 1,
    error: correct === null ? 'HTTP 503 from provider after 3 attempts' : null,
    subject: SUBJECTS[i % SUBJECTS.length]!,
  }));
  return runRecordSchema.parse({
    schema_version: 1,
    run_id: `${options.startedAt.slice(0, 10)}-${options.model}`,
    suite: 'mmlu-mini',
    model: {
      id: options.model,
      provider: 'openai-compatible',
      requested: options.build,
      base_url: 'https://api.example.com/v1',
      build: { model: options.build, system_fingerprint: 'fp_1' },
      builds_seen: [{ model: options.build, system_fingerprint: 'fp_1', count: N }],
      claimed: 85,
    },
    protocol_id: options.protocolId,
    protocol: {
      harness: { name: 'evalgate', version: '0.1.0', protocol_version: 1 },
      dataset: { path: 'data/mmlu.jsonl', format: 'jsonl' },
      fingerprint: '0123456789abcdef'.repeat(4),
      slice: { seed: '7', size: N, fingerprint_fields: ['question', 'choices', 'answer'] },
      wash: { require: ['question'] },
      template: {
        name: 'mmlu',
        mode: 'chat',
        hash: options.templateHash,
        text: 'Q: {{question}}\nA:',
      },
      fewshot: { k: 0, hash: 'none' },
      grader: { kind: 'choice', match: 'first' },
      decoding: { temperature: 0, top_p: 1, max_tokens: 16 },
      repeats: 1,
    },
    items,
    aggregates: aggregate(items, 1, N),
    usage: { requests: N, cached: 0, input_tokens: 80 * N, output_tokens: 2 * N, cost_usd: 0.01 },
    incomplete: null,
    environment: {
      evalgate: '0.1.0',
      node: 'v20.20.2',
      os: 'linux',
      ci_run_url: null,
      git_sha: 'c0ffee',
      started_at: options.startedAt,
      ended_at: options.startedAt,
    },
  });
}

/**
 * Two models, three earlier runs each: model A regresses (3 flips right → wrong, 1 fixed, one
 * errored request); model B was re-measured under another template, so it is incomparable.
 */
export function reportData(): ReportData {
  const right = (i: number) => i % 5 !== 0;
  const dates = ['2026-10-01', '2026-10-15', '2026-11-01'];
  const history = dates.flatMap((date, d) => [
    record({
      model: 'vendor/model-a',
      build: `model-a-2026${d}`,
      startedAt: `${date}T10:00:00Z`,
      protocolId: 'p'.repeat(64),
      templateHash: 't1',
      outcomes: Array.from({ length: N }, (_, i) => right(i) && i !== 30 + d),
    }),
    record({
      model: 'vendor/model-b',
      build: `model-b-2026${d}`,
      startedAt: `${date}T10:05:00Z`,
      protocolId: 'p'.repeat(64),
      templateHash: 't1',
      outcomes: Array.from({ length: N }, (_, i) => i % 4 !== 0 || i === 8 * d),
    }),
  ]);
  const runs = [
    record({
      model: 'vendor/model-a',
      build: 'model-a-<b>new</b>',
      startedAt: '2026-11-20T10:00:00Z',
      protocolId: 'p'.repeat(64),
      templateHash: 't1',
      outcomes: Array.from({ length: N }, (_, i) =>
        i === 7 ? null : i === 5 ? true : right(i) && i !== 1 && i !== 2 && i !== 3,
      ),
    }),
    record({
      model: 'vendor/model-b',
      build: 'model-b-new',
      startedAt: '2026-11-20T10:05:00Z',
      protocolId: 'q'.repeat(64),
      templateHash: 't2',
      outcomes: Array.from({ length: N }, (_, i) => i % 4 !== 0),
    }),
  ];
  const baselines = {
    'vendor/model-a': history[4],
    'vendor/model-b': history[5],
  };
  const models = runs.map((run) =>
    diffRun(run, baselines[run.model.id as keyof typeof baselines], GATE),
  );
  const questions = Object.fromEntries(
    Array.from({ length: N }, (_, i) => [
      `q${i}`,
      i === 3 ? HOSTILE : `Which option is right for question ${i}?`,
    ]),
  );
  return {
    suite: 'mmlu-mini',
    verdict: overallVerdict(models),
    failed: gateFails(models, GATE),
    maxDrop: GATE.max_drop,
    models,
    runs,
    baselines,
    history,
    questions,
  };
}

/** The item payload of a page, as the page's script reads it. */
export function payloadOf(html: string): ItemPayload {
  const text = /<script type="application\/json" id="items-data">([^<]*)<\/script>/.exec(html)?.[1];
  if (text === undefined) throw new Error('no item payload in the page');
  return JSON.parse(text) as ItemPayload;
}
