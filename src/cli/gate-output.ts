import { signed, type ModelDiff } from '../core/diff.js';
import { logText } from '../core/text.js';
import { displayPath } from '../engine/config.js';
import { UsageError, type CliIO } from './io.js';

/** `--report -`: the whole markdown report on stdout instead of into a file. */
export const STDOUT = '-';

/**
 * `--report -` puts the report on stdout, which `--json` owns: the two cannot both be given.
 * Called before anything runs, so a contradiction costs no request.
 */
export function assertReportTarget(
  command: string,
  options: { json: boolean; report?: string | undefined },
): void {
  if (options.report === STDOUT && options.json) {
    throw new UsageError(
      `${command}: --report - prints the report on stdout, where --json prints its JSON document; give --report FILE to keep the report beside --json, or drop one of them`,
    );
  }
}

/**
 * What a gate prints when not --json: one line per model slot and where the report went; the
 * whole markdown report only with `--report -`.
 */
export function printOutcome(
  diffs: readonly ModelDiff[],
  markdown: string,
  options: { report?: string | undefined; junit?: string | undefined; sayWhere?: boolean },
  io: CliIO,
): void {
  if (options.report === STDOUT) {
    io.stdout(markdown);
    return;
  }
  for (const d of diffs) io.stdout(modelLine(d));
  if (options.sayWhere !== false) io.stdout(whereLines(options));
}

/** Where the report and the JUnit file went, one line each. */
export function whereLines(options: { report?: string | undefined; junit?: string | undefined }) {
  const report = options.report
    ? `report: ${displayPath(options.report)}\n`
    : 'report: not written (--report FILE writes it, --report - prints it)\n';
  const junit = options.junit ? `junit: ${displayPath(options.junit)}\n` : '';
  return report + junit;
}

function modelLine(d: ModelDiff): string {
  const delta = d.delta === null ? 'n/a' : `${signed(d.delta)} points`;
  const p = d.p_value === null ? 'n/a' : d.p_value.toPrecision(3);
  const drop =
    d.min_detectable_drop === null ? 'n/a' : `${d.min_detectable_drop.toFixed(1)} points`;
  return `${logText(d.model)}: ${d.verdict}, Δ ${delta}, p ${p}, detectable drop ${drop}\n`;
}
