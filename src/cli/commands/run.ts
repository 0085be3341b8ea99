import { batchPrice } from '../../core/batch.js';
import { reasons } from '../../core/config/reasoning.js';
import { batchSettings } from '../../core/config/schema.js';
import { missingVariables } from '../../core/config/variables.js';
import { cacheNote } from '../../core/report/cached.js';
import { parseShard, shardName } from '../../core/shard.js';
import { errorGroups, logText } from '../../core/text.js';
import { displayPath as shown, loadConfig } from '../../engine/config.js';
import {
  collectSuite,
  prepareSuite,
  runSuite,
  shardSuite,
  type ModelRun,
  type PreparedSuite,
  type WaitingBatch,
} from '../../engine/run.js';
import { calledEntries, missingText } from '../../engine/suite.js';
import { interruptible } from '../interrupt.js';
import { warnSliceSize, warnTo, type CliIO } from '../io.js';

export interface RunCommandOptions {
  config: string;
  model: string[];
  out?: string;
  'no-cache': boolean;
  record?: string;
  'dry-run': boolean;
  json: boolean;
  /** `I/N`: run only shard I of N of the slice and write a partial record. */
  shard?: string;
}

export async function runCommand(
  options: RunCommandOptions,
  io: CliIO,
  env: NodeJS.ProcessEnv,
): Promise<number> {
  const loaded = await loadConfig(options.config, warnTo(io));
  const whole = await prepareSuite(loaded, options.model, warnTo(io));
  warnSliceSize(io, whole.slice.items.length, loaded.config.gate);
  const prepared = options.shard
    ? shardSuite(whole, parseShard(options.shard, '--shard'), '--shard')
    : whole;
  if (options['dry-run']) return dryRun(prepared, options.json, io, env);

  return interruptible(
    io,
    { command: 'run', reuses: true, json: options.json },
    async (io, signal) => {
      const runs = await runSuite(prepared, {
        models: options.model,
        outDir: options.out,
        noCache: options['no-cache'],
        record: options.record,
        env,
        log: io.stderr,
        isTTY: io.isTTY ?? false,
        ...(signal ? { signal } : {}),
      });
      return reportRuns(runs, [], prepared, options.json, io);
    },
  );
}

/**
 * `evalgate collect`: the batches earlier runs submitted become run records; one still running
 * is named with its progress and exits 3, so a script can wait and try again.
 */
export async function collectCommand(
  options: { config: string; model: string[]; out?: string; json: boolean },
  io: CliIO,
  env: NodeJS.ProcessEnv,
): Promise<number> {
  const loaded = await loadConfig(options.config, warnTo(io));
  const prepared = await prepareSuite(loaded, options.model, warnTo(io));
  const { runs, waiting } = await collectSuite(prepared, {
    models: options.model,
    outDir: options.out,
    noCache: false,
    env,
    log: io.stderr,
    isTTY: io.isTTY ?? false,
  });
  for (const w of waiting) {
    io.stderr(
      `evalgate: ${logText(w.model)}: batch ${logText(w.batchId)} is still ${logText(w.status)} (${w.done}/${w.total} done); nothing recorded for it, collect again later\n`,
    );
  }
  const code = reportRuns(runs, waiting, prepared, options.json, io);
  return waiting.length > 0 ? 3 : code;
}

function reportRuns(
  runs: ModelRun[],
  waiting: WaitingBatch[],
  prepared: PreparedSuite,
  json: boolean,
  io: CliIO,
): number {
  const { loaded } = prepared;
  if (json) {
    const document = {
      runs: runs.map(({ record, path: file }) => ({
        model: record.model.id,
        build: record.model.build.model ?? record.model.requested,
        protocol_id: record.protocol_id,
        score: record.aggregates.score,
        std: record.aggregates.std,
        n: record.aggregates.n,
        errors: record.aggregates.errors,
        cached: record.usage.cached,
        ...(record.usage.reasoning_tokens === undefined
          ? {}
          : { reasoning_tokens: record.usage.reasoning_tokens }),
        incomplete: record.incomplete,
        ...(record.shard
          ? { shard: { index: record.shard.index, count: record.shard.count } }
          : {}),
        path: shown(file),
        ...(record.usage.batch ? { batch: record.usage.batch } : {}),
      })),
      ...(waiting.length ? { waiting } : {}),
    };
    io.stdout(`${JSON.stringify(document)}\n`);
  } else {
    const rows = runs.map(({ record, path: file }) => {
      const a = record.aggregates;
      const score =
        a.score === null
          ? 'n/a'
          : `${a.score.toFixed(1)}${record.protocol.repeats > 1 ? ` ± ${a.std.toFixed(1)}` : ''}`;
      return [
        logText(record.model.id),
        logText(record.model.build.model ?? record.model.requested ?? ''),
        score,
        String(a.n),
        String(a.errors),
        String(record.usage.cached),
        shown(file),
      ];
    });
    io.stdout(table(['model', 'build', 'score', 'n', 'errors', 'cached', 'record'], rows));
    const cached = cacheNote(runs.map((r) => r.record));
    if (cached) io.stdout(`${logText(cached)}\n`);
    // A reasoning slot has its own protocol: then each slot's is named.
    const ids = new Set(runs.map((r) => r.record.protocol_id));
    const protocols =
      ids.size <= 1
        ? `protocol ${runs[0]?.record.protocol_id.slice(0, 12) ?? ''}`
        : `protocols ${runs.map((r) => `${r.record.protocol_id.slice(0, 12)} (${logText(r.record.model.id)})`).join(', ')}`;
    io.stdout(`${protocols}, slice ${prepared.slice.fingerprint.slice(0, 12)}\n`);
    if (prepared.shard) {
      io.stdout(
        `${shardName(prepared.shard)}: ${prepared.shard.ids.length} of ${prepared.shard.slice_items} items; a partial record, to join with the other shards: evalgate merge --run FILE...\n`,
      );
    }
  }
  let failed = false;
  for (const { record } of runs) {
    const id = logText(record.model.id);
    if (record.incomplete) {
      failed = true;
      io.stderr(
        `evalgate: ${id}: the run is incomplete, ${record.incomplete.remaining} items not done: ${logText(record.incomplete.reason)}\n`,
      );
    }
    const { errors, error_rate: rate, n } = record.aggregates;
    if (errors === 0) continue;
    const groups = errorGroups(record.items.flatMap((i) => (i.error === null ? [] : [i.error])));
    const attempts = n * record.protocol.repeats;
    if (errors === attempts) {
      io.stderr(`evalgate: ${id}: all ${attempts} items failed: ${logText(groups[0]!.message)}\n`);
    } else {
      io.stderr(`evalgate: ${id}: ${errors} of ${attempts} items failed:\n`);
      for (const group of groups.slice(0, 5))
        io.stderr(`  ${group.count} × ${logText(group.message)}\n`);
      if (groups.length > 5) io.stderr(`  … and ${groups.length - 5} other causes\n`);
    }
    if (rate > loaded.config.gate.max_error_rate) {
      failed = true;
      io.stderr(
        `evalgate: ${id}: ${(rate * 100).toFixed(1)}% of the requests failed, above gate.max_error_rate ${(loaded.config.gate.max_error_rate * 100).toFixed(1)}%\n`,
      );
    }
  }
  return failed ? 1 : 0;
}

/**
 * What a run would send and cost, without calling any model. Every environment variable a real
 * run would miss (keys and header variables of every entry it calls, the judge included) is
 * named, and then the dry run exits 2 as the run would, before its first request.
 */
function dryRun(prepared: PreparedSuite, json: boolean, io: CliIO, env: NodeJS.ProcessEnv): number {
  const { config } = prepared.loaded;
  const missing = missingVariables(calledEntries(prepared), env);
  for (const m of missing) {
    io.stderr(`evalgate: ${missingText(m)}: a run would stop before its first request\n`);
  }
  const inputTokens = prepared.calls.reduce((sum, call) => {
    const chars =
      call.prompt.mode === 'completion'
        ? call.prompt.text.length
        : call.prompt.messages.reduce((a, m) => a + m.content.length, 0);
    return sum + Math.ceil(chars / 4);
  }, 0);
  const outputTokens = prepared.calls.length * config.decoding.max_tokens;
  const models = prepared.candidates.map((entry) => {
    const free = entry.provider === 'baseline' || entry.provider === 'replay';
    // The CLI batches an entry whenever it sets batch (see README, "Batch APIs").
    const batch = batchSettings(entry) !== undefined;
    const price = entry.price && batch ? batchPrice(entry.price) : entry.price;
    return {
      model: entry.id,
      provider: entry.provider,
      // null: not known in advance. They count as output, which is bounded by the token limit.
      ...(reasons(entry) ? { reasoning_tokens: null } : {}),
      requests: free || batch ? 0 : prepared.calls.length,
      batch_requests: batch ? prepared.calls.length : 0,
      input_tokens: inputTokens,
      output_tokens: outputTokens,
      cost_usd: price
        ? Math.round(
            ((inputTokens * price.input_per_mtok + outputTokens * price.output_per_mtok) / 1e6) *
              1e4,
          ) / 1e4
        : null,
    };
  });
  if (json) {
    io.stdout(
      `${JSON.stringify({ dry_run: true, items: prepared.shard?.ids.length ?? prepared.slice.items.length, repeats: config.repeats, models, missing })}\n`,
    );
    return missing.length > 0 ? 2 : 0;
  }
  io.stdout(
    table(
      [
        'model',
        'provider',
        'requests',
        'batch requests',
        'input tokens (est.)',
        'output tokens (max)',
        'cost (est.)',
      ],
      models.map((m) => [
        m.model,
        m.provider,
        String(m.requests),
        String(m.batch_requests),
        String(m.input_tokens),
        String(m.output_tokens),
        m.cost_usd === null
          ? 'no price set'
          : `$${m.cost_usd.toFixed(4)}${m.batch_requests ? ' (batch price)' : ''}`,
      ]),
    ),
  );
  const reasoning = models.filter((m) => 'reasoning_tokens' in m).map((m) => m.model);
  if (reasoning.length > 0) {
    io.stdout(
      `reasoning tokens are not known in advance: for ${reasoning.map(logText).join(', ')} the output tokens (and cost) use the token limit, decoding.max_tokens, as their upper bound\n`,
    );
  }
  io.stdout(
    `dry run: no model was called (${prepared.shard?.ids.length ?? prepared.slice.items.length} items x ${config.repeats} repeats; input tokens estimated as characters / 4)\n`,
  );
  return missing.length > 0 ? 2 : 0;
}

function table(header: string[], rows: string[][]): string {
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => r[i]!.length)));
  const line = (cells: string[]) =>
    cells
      .map((c, i) => c.padEnd(widths[i]!))
      .join('  ')
      .trimEnd();
  return `${[line(header), ...rows.map(line)].join('\n')}\n`;
}
