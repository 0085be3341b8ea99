import { diffRun, gateFails, overallVerdict, type ModelDiff } from '../../../src/core/diff.js';
import { aggregate, type ItemOutcome, type RunRecord } from '../../../src/core/record.js';
import type { ReportData } from '../../../src/core/report/types.js';

const GATE = {
  max_drop: 2,
  significance: 'report' as const,
  alpha: 0.05,
  max_error_rate: 0.02,
  on_incomparable: 'fail' as const,
  on_no_baseline: 'neutral' as const,
};

/** A deterministic run record: `n` items, item i right when `right(i)`. */
export function record(options: {
  model?: string;
  build: string;
  n: number;
  right: (i: number) => boolean;
  day?: number;
  template?: string;
  claimed?: number | null;
  errors?: number[];
}): RunRecord {
  const items: ItemOutcome[] = Array.from({ length: options.n }, (_, i) => {
    const errored = options.errors?.includes(i) ?? false;
    const ok = options.right(i);
    return {
      id: `q${i}`,
      repeat: 0,
      correct: errored ? null : ok,
      score: errored ? null : ok ? 1 : 0,
      extracted: errored ? null : ok ? 'A' : 'B',
      reason: errored
        ? 'request failed'
        : ok
          ? 'extracted "A" = answer "A"'
          : 'extracted "B" ≠ answer "A"',
      response_sha256: errored ? null : 'e'.repeat(64),
      latency_ms: 10,
      tokens: { input: 10, output: 1 },
      cached: false,
      attempts: 1,
      error: errored ? 'model "m": HTTP 503' : null,
    };
  });
  const day = String(options.day ?? 1).padStart(2, '0');
  return {
    schema_version: 1,
    run_id: `202611${day}T000000000Z-${options.build}`,
    suite: 'demo',
    model: {
      id: options.model ?? 'vendor/model',
      provider: 'openai',
      requested: 'model-x',
      base_url: 'https://api.vendor.example/v1',
      build: { model: options.build, system_fingerprint: 'fp_1' },
      builds_seen: [{ model: options.build, system_fingerprint: 'fp_1', count: options.n }],
      claimed: options.claimed === undefined ? 84.5 : options.claimed,
    },
    protocol_id: options.template ? `t${'1'.repeat(63)}` : 'p'.repeat(64),
    protocol: {
      harness: { name: 'evalgate', version: '0.1.0', protocol_version: 1 },
      dataset: { path: 'data/items.jsonl' },
      fingerprint: 'f'.repeat(64),
      slice: { seed: '7', size: options.n, fingerprint_fields: ['question', 'choices', 'answer'] },
      wash: { require: ['question'] },
      template: {
        name: 'custom',
        mode: 'chat',
        hash: options.template ?? 'h'.repeat(64),
        text: '{{question}}\nAnswer:',
      },
      fewshot: { k: 0, hash: '0'.repeat(64) },
      grader: { kind: 'choice', match: 'first', rules_version: 1 },
      decoding: { temperature: 0, top_p: 1, max_tokens: 16, seed: null, stop: null },
      repeats: 1,
      prompts: 'p'.repeat(64),
    },
    items,
    aggregates: aggregate(items, 1, options.n),
    usage: {
      requests: options.n,
      cached: 0,
      input_tokens: 10 * options.n,
      output_tokens: options.n,
      cost_usd: null,
    },
    incomplete: null,
    environment: {
      evalgate: '0.1.0',
      node: 'v20.20.2',
      os: 'linux',
      ci_run_url: null,
      git_sha: 'a'.repeat(40),
      started_at: `2026-11-${day}T00:00:00.000Z`,
      ended_at: `2026-11-${day}T00:01:00.000Z`,
    },
  };
}

export function report(
  runs: RunRecord[],
  baselines: (RunRecord | undefined)[],
  overrides: Partial<ReportData> = {},
  history: RunRecord[] = [],
): ReportData {
  const models: ModelDiff[] = runs.map((run, i) => diffRun(run, baselines[i], GATE));
  const verdict = overallVerdict(models);
  return {
    suite: 'demo',
    verdict,
    failed: gateFails(models, GATE),
    maxDrop: 2,
    models,
    runs,
    baselines: Object.fromEntries(runs.map((r, i) => [r.model.id, baselines[i]])),
    history,
    questions: Object.fromEntries(
      runs[0]!.items.map((item) => [String(item.id), `Question ${item.id}: which option?`]),
    ),
    ...overrides,
  };
}

export { GATE };
