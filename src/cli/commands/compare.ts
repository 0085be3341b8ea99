import { writeFile } from 'node:fs/promises';
import { candidates, compareRuns, pricesOf } from '../../core/compare.js';
import { InputError } from '../../core/errors.js';
import type { RunRecord } from '../../core/record.js';
import { compareHtml } from '../../core/report/compare-html.js';
import { compareJson, compareLines, compareMarkdown } from '../../core/report/compare-markdown.js';
import { assertWhole } from '../../core/shard.js';
import { displayPath, loadConfig } from '../../engine/config.js';
import { readRunRecord } from '../../engine/records.js';
import { localStore } from '../../engine/store/local.js';
import type { CliIO } from '../io.js';
import { statePath } from '../../engine/paths.js';

export interface CompareOptions {
  config: string;
  run: string[];
  model: string[];
  report?: string;
  format: string;
  json: boolean;
}

const FORMATS = ['markdown', 'html', 'json'] as const;

/**
 * `evalgate compare`: ranks the latest run of each model entry of the config (or the given
 * records) on the suite's slice. Prints a short ranking, or the JSON document with --json;
 * `--report FILE` writes the report in --format.
 */
export async function compareCommand(
  options: CompareOptions,
  io: CliIO,
  _env: NodeJS.ProcessEnv,
): Promise<number> {
  if (!(FORMATS as readonly string[]).includes(options.format)) {
    throw new InputError(
      `compare: --format: expected one of ${FORMATS.join(', ')}, found "${options.format}"`,
    );
  }
  const loaded = await loadConfig(options.config);
  const { config } = loaded;
  const wanted = candidates(config)
    .map((m) => m.id)
    .filter((id) => options.model.length === 0 || options.model.includes(id));
  for (const id of options.model) {
    if (!config.models.some((m) => m.id === id)) {
      throw new InputError(
        `compare: --model ${id}: no model entry of ${displayPath(options.config)} has that id (found ${config.models.map((m) => m.id).join(', ')})`,
      );
    }
  }
  let records: RunRecord[] = [];
  if (options.run.length) {
    for (const file of options.run) {
      const record = await readRunRecord(file);
      assertWhole(record, file, 'compare');
      if (options.model.length === 0 || options.model.includes(record.model.id))
        records.push(record);
    }
  } else {
    const store = localStore(statePath(loaded.baseDir, 'runs'));
    const entries = await store.summaries(config.suite);
    const missing: string[] = [];
    for (const id of wanted) {
      const last = entries.filter((e) => e.summary.model.id === id).at(-1);
      if (!last) missing.push(id);
      else records.push(await store.read(last));
    }
    if (missing.length) {
      throw new InputError(
        `compare: no run of ${missing.join(', ')} in ${displayPath(statePath(loaded.baseDir, 'runs', config.suite))}`,
        ['measure them first: evalgate run --config FILE'],
      );
    }
  }
  records = records.filter((r) => r.suite === config.suite || options.run.length > 0);
  const fingerprint = config.slice.fingerprint;
  for (const record of records) {
    if (record.suite !== config.suite) {
      throw new InputError(
        `compare: the run ${record.run_id} of ${record.model.id} is of suite ${record.suite}, not ${config.suite}`,
      );
    }
    if (fingerprint && record.protocol.fingerprint !== fingerprint) {
      throw new InputError(
        `compare: the run ${record.run_id} of ${record.model.id} was measured on another slice (fingerprint ${record.protocol.fingerprint.slice(0, 12)}, the config pins ${fingerprint.slice(0, 12)})`,
      );
    }
  }
  const comparison = compareRuns(records, { alpha: config.gate.alpha, prices: pricesOf(config) });
  if (options.report) {
    const text =
      options.format === 'html'
        ? compareHtml(comparison)
        : options.format === 'json'
          ? `${JSON.stringify(compareJson(comparison), null, 2)}\n`
          : compareMarkdown(comparison);
    await writeFile(options.report, text);
  }
  if (options.json) io.stdout(`${JSON.stringify(compareJson(comparison))}\n`);
  else {
    io.stdout(compareLines(comparison));
    if (options.report) io.stdout(`report: ${options.report}\n`);
  }
  return 0;
}
