import { createHash } from 'node:crypto';
import { z } from 'zod';
import type { RunRecord } from './record.js';

/**
 * The history index: one compact summary per stored run, kept beside the full records so trends,
 * `history` and the search for a previous run read a few hundred bytes per run instead of every
 * item of every run. A summary is derived from its record alone, so the index can always be
 * rebuilt from the records, and a summary that does not match its record is simply recomputed.
 */
export const SUMMARY_VERSION = 1;

export const runSummarySchema = z.object({
  summary_version: z.literal(SUMMARY_VERSION),
  run_id: z.string(),
  suite: z.string(),
  protocol_id: z.string(),
  replay_of: z.string().optional(),
  /** The run stopped before every item was done. */
  incomplete: z.boolean(),
  model: z.object({
    id: z.string(),
    provider: z.string(),
    requested: z.string().nullable(),
    build: z.object({ model: z.string().nullable(), system_fingerprint: z.string().nullable() }),
  }),
  aggregates: z.object({
    score: z.number().nullable(),
    std: z.number(),
    n: z.number().int().nonnegative(),
    errors: z.number().int().nonnegative(),
  }),
  environment: z.object({
    started_at: z.string(),
    git_sha: z.string().nullable(),
    ci_run_url: z.string().nullable(),
  }),
  /** sha256 of the per-item outcomes, so a replay is recognised without reading the records. */
  outcomes_sha256: z.string(),
});
export type RunSummary = z.infer<typeof runSummarySchema>;

/**
 * What a trend point or a history row needs of a run: a full record and a summary both have it,
 * so reports take either.
 */
export interface TrendRun {
  run_id: string;
  replay_of?: string | undefined;
  model: {
    id: string;
    requested: string | null;
    build: { model: string | null; system_fingerprint: string | null };
  };
  aggregates: { score: number | null; std: number; n: number; errors: number };
  environment: { started_at: string };
  protocol_id: string;
}

export function summarize(record: RunRecord): RunSummary {
  const { model, aggregates, environment } = record;
  return {
    summary_version: SUMMARY_VERSION,
    run_id: record.run_id,
    suite: record.suite,
    protocol_id: record.protocol_id,
    ...(record.replay_of === undefined ? {} : { replay_of: record.replay_of }),
    incomplete: record.incomplete !== null,
    model: {
      id: model.id,
      provider: model.provider,
      requested: model.requested,
      build: { model: model.build.model, system_fingerprint: model.build.system_fingerprint },
    },
    aggregates: {
      score: aggregates.score,
      std: aggregates.std,
      n: aggregates.n,
      errors: aggregates.errors,
    },
    environment: {
      started_at: environment.started_at,
      git_sha: environment.git_sha,
      ci_run_url: environment.ci_run_url,
    },
    outcomes_sha256: outcomesDigest(record),
  };
}

/**
 * sha256 over every item's identity and outcome (id, repeat, correct, extracted answer, response
 * hash), in a fixed order: equal exactly when two runs answered every item alike.
 */
export function outcomesDigest(record: RunRecord): string {
  const rows = record.items.map((item) =>
    JSON.stringify([
      String(item.id),
      item.repeat,
      item.correct,
      item.extracted,
      item.response_sha256,
    ]),
  );
  rows.sort();
  // One update: the same bytes as one per row (none for no rows), without a native call per item.
  const text = rows.length === 0 ? '' : `${rows.join('\n')}\n`;
  return createHash('sha256').update(text).digest('hex');
}
