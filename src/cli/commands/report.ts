import { access, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { GATE_DEFAULTS } from '../../core/config/schema.js';
import { diffRun, gateFails, overallVerdict } from '../../core/diff.js';
import { InputError } from '../../core/errors.js';
import type { RunSummary } from '../../core/summary.js';
import type { RunRecord } from '../../core/record.js';
import { assertWhole } from '../../core/shard.js';
import { htmlReport } from '../../core/report/html.js';
import { gateMarkdown } from '../../core/report/markdown.js';
import type { ReportData } from '../../core/report/types.js';
import { readSlotBaseline } from '../../engine/baselines.js';
import { displayPath, loadConfig } from '../../engine/config.js';
import { gateStoredRecords, importGateSettings } from '../../engine/gate-records.js';
import { isImported } from '../../engine/imports.js';
import { readRunRecord } from '../../engine/records.js';
import { loadSlice } from '../../engine/slice.js';
import { localStore } from '../../engine/store/local.js';
import type { CliIO } from '../io.js';
import { statePath } from '../../engine/paths.js';

export interface ReportOptions {
  run: string[];
  config?: string;
  format: string;
  out?: string;
}

const FORMATS = ['markdown', 'html', 'json'] as const;

/**
 * Renders stored runs. With a config (`--config`, or evalgate.yml when present) the runs are
 * compared with its committed baselines, the history gives the trend and the slice the question
 * texts; without one the report shows the runs alone.
 */
export async function reportCommand(options: ReportOptions, io: CliIO): Promise<number> {
  if (!(FORMATS as readonly string[]).includes(options.format)) {
    throw new InputError(
      `--format: expected one of ${FORMATS.join(', ')}, found "${options.format}"`,
    );
  }
  if (options.run.length === 0)
    throw new InputError('evalgate report: expected at least one --run FILE');
  const runs: RunRecord[] = [];
  for (const file of options.run) {
    const run = await readRunRecord(file);
    assertWhole(run, file, 'report');
    runs.push(run);
  }
  if (runs.some(isImported)) return importedReport(runs, options, io);

  const configFile =
    options.config ?? ((await exists('evalgate.yml')) ? 'evalgate.yml' : undefined);
  const loaded = configFile ? await loadConfig(configFile) : undefined;
  const gate = loaded?.config.gate ?? GATE_DEFAULTS;
  const baselines: Record<string, RunRecord | undefined> = {};
  let history: RunSummary[] = [];
  let questions: Record<string, string> = {};
  if (loaded) {
    for (const run of runs) {
      baselines[run.model.id] = await readSlotBaseline(loaded, run.model.id);
    }
    const ids = new Set(runs.map((r) => r.run_id));
    const store = localStore(statePath(loaded.baseDir, 'runs'));
    history = (await store.summaries(loaded.config.suite))
      .map((e) => e.summary)
      .filter((r) => !ids.has(r.run_id));
    const slice = await loadSlice(loaded);
    questions = Object.fromEntries(
      slice.items.map((i) => [String(i.id), String(i.row.question ?? '')]),
    );
  }
  const models = runs.map((run) => diffRun(run, baselines[run.model.id], gate));
  const data: ReportData = {
    suite: loaded?.config.suite ?? runs[0]!.suite,
    verdict: overallVerdict(models),
    failed: gateFails(models, gate),
    maxDrop: gate.max_drop,
    alpha: gate.alpha,
    models,
    runs,
    baselines,
    history,
    questions,
  };
  const text =
    options.format === 'html'
      ? htmlReport(data)
      : options.format === 'json'
        ? `${JSON.stringify({ verdict: data.verdict, failed: data.failed, models })}\n`
        : gateMarkdown(data);
  if (options.out) {
    await writeFile(options.out, text);
    io.stderr(`wrote the ${options.format} report to ${displayPath(options.out)}\n`);
  } else {
    io.stdout(text);
  }
  return 0;
}

/** Imported records: compared with the baselines frozen from imports, one report per suite. */
async function importedReport(runs: RunRecord[], options: ReportOptions, io: CliIO) {
  if (!runs.every(isImported)) {
    throw new InputError(
      'evalgate report: expected either imported records or runs evalgate measured, found both; report them separately',
    );
  }
  const config = options.config ?? 'evalgate.yml';
  const result = await gateStoredRecords(
    path.dirname(config),
    runs,
    await importGateSettings(config),
  );
  if (options.format === 'html' && result.suites.length > 1) {
    throw new InputError(
      `--format html: renders one suite, found ${result.suites.length} (${result.suites.map((s) => s.suite).join(', ')}); report each suite's records separately`,
    );
  }
  const text =
    options.format === 'html'
      ? htmlReport(result.suites[0]!)
      : options.format === 'json'
        ? `${JSON.stringify({ verdict: result.verdict, failed: result.failed, models: result.diffs })}\n`
        : result.markdown;
  if (options.out) {
    await writeFile(options.out, text);
    io.stderr(`wrote the ${options.format} report to ${displayPath(options.out)}\n`);
  } else io.stdout(text);
  return 0;
}

async function exists(file: string): Promise<boolean> {
  try {
    await access(file);
    return true;
  } catch {
    return false;
  }
}
