import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { InputError } from '../../core/errors.js';
import type { RunRecord } from '../../core/record.js';
import { junitXml } from '../../core/report/junit.js';
import { displayPath as shown } from '../../engine/config.js';
import { gateStoredRecords, importGateSettings } from '../../engine/gate-records.js';
import { writeRecord } from '../../engine/history.js';
import { importLmEvalFiles } from '../../engine/imports.js';
import { printOutcome, STDOUT } from '../gate-output.js';
import type { CliIO } from '../io.js';

export interface ImportOptions {
  /** The history and baselines live beside it (it need not exist for imports). */
  config: string;
  results?: string;
  samples: string[];
  out?: string;
  task: string[];
  metric?: string;
  filter?: string;
  model?: string;
  json: boolean;
}

/** `evalgate import lm-eval`: lm-evaluation-harness output as run records, one per task. */
export async function importCommand(
  options: ImportOptions,
  io: CliIO,
  env: NodeJS.ProcessEnv,
): Promise<number> {
  if (!options.results)
    throw new InputError(
      'evalgate import lm-eval: expected --results FILE (the results_<date>.json lm_eval wrote)',
    );
  const records = await importLmEvalFiles(
    options.results,
    options.samples,
    {
      tasks: options.task,
      ...(options.metric === undefined ? {} : { metric: options.metric }),
      ...(options.filter === undefined ? {} : { filter: options.filter }),
      ...(options.model === undefined ? {} : { model: options.model }),
    },
    env,
  );
  const written: { record: RunRecord; file: string }[] = [];
  for (const record of records)
    written.push({
      record,
      file: await writeRecord(record, { root: path.dirname(options.config), out: options.out }),
    });
  if (options.json) {
    const runs = written.map(({ record, file }) => ({
      suite: record.suite,
      model: record.model.id,
      build: record.model.build.model ?? record.model.requested,
      protocol_id: record.protocol_id,
      score: record.aggregates.score,
      stderr: record.aggregates.stderr ?? null,
      n: record.aggregates.n,
      items: record.items.length,
      errors: record.aggregates.errors,
      path: shown(file),
    }));
    io.stdout(`${JSON.stringify({ runs })}\n`);
  } else {
    for (const { record, file } of written) {
      const a = record.aggregates;
      const items = record.items.length
        ? `${record.items.length} items`
        : 'no samples: aggregate only, no paired statistics';
      io.stdout(
        `imported ${record.suite} / ${record.model.id}: ${a.score?.toFixed(1) ?? 'n/a'} (n ${a.n}, ${items}) -> ${shown(file)}\n`,
      );
    }
  }
  return 0;
}

export interface RecordsGateOptions {
  config: string;
  run: RunRecord[];
  baseline?: RunRecord;
  report?: string;
  junit?: string;
  json: boolean;
}

/** `gate --run` and `diff` of imported records: judged against committed baselines, no rerun. */
export async function gateRecordsCommand(options: RecordsGateOptions, io: CliIO): Promise<number> {
  const gate = await importGateSettings(options.config);
  const root = path.dirname(options.config);
  const result = await gateStoredRecords(root, options.run, gate, options.baseline);
  if (options.report && options.report !== STDOUT) await writeFile(options.report, result.markdown);
  if (options.junit) await writeFile(options.junit, junitXml(result.junit));
  if (options.json) {
    const suites = result.suites.map((s) => ({
      suite: s.suite,
      verdict: s.verdict,
      failed: s.failed,
      models: s.models,
    }));
    io.stdout(
      `${JSON.stringify({ verdict: result.verdict, failed: result.failed, models: result.diffs, suites })}\n`,
    );
  } else printOutcome(result.diffs, result.markdown, options, io);
  return result.failed ? 1 : 0;
}
