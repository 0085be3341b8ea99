import { readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { overallVerdict, type Verdict } from '../core/diff.js';
import { combineJunit } from '../core/report/junit.js';
import { assertOneConfigPerSuite, expandConfigs } from '../engine/config-files.js';
import { assertReportTarget, STDOUT, whereLines } from './gate-output.js';
import { EXIT_INTERRUPTED } from './interrupt.js';
import type { CliIO } from './io.js';

/** The commands that take several configs (`--config` repeated, or a glob). */
export type MultiCommand = 'slice' | 'run' | 'gate';

interface SuiteOutcome {
  config: string;
  code: number;
  stdout: string;
  stderr: string;
  report?: string;
  junit?: string;
}

/**
 * Runs one command once per config file, each with its own buffered output, so one suite's bad
 * input or failure never hides another's report. One config behaves exactly as before. Several:
 * text outputs follow each other under a heading per config; `--json` prints one document
 * (`slice`: {"suites": [...]}, `run`: {"runs": [...each with its suite]}, `gate`: {"verdict",
 * "failed", "suites": [{"config", "suite", "verdict", "failed", "models"}]}); `--report FILE`
 * holds every suite's report. The exit code is the worst: 2 (some suite's input was bad) over 1
 * (some gate failed) over 0.
 */
export async function forEachConfig(
  command: MultiCommand,
  patterns: readonly string[],
  options: { json: boolean; report?: string; junit?: string },
  io: CliIO,
  once: (
    config: string,
    io: CliIO,
    files: { report?: string; junit?: string; sayWhere?: boolean },
  ) => Promise<number>,
  reportError: (error: unknown, io: CliIO, json: boolean) => number,
): Promise<number> {
  const files = await expandConfigs(patterns, process.cwd());
  if (files.length === 1) {
    return once(files[0]!, io, {
      ...(options.report ? { report: options.report } : {}),
      ...(options.junit ? { junit: options.junit } : {}),
    });
  }

  await assertOneConfigPerSuite(files, process.cwd(), '--config');
  // `--report -`: each suite prints its own report under its heading; no file to combine.
  const reportToStdout = options.report === STDOUT;
  if (command === 'gate') assertReportTarget(command, options);
  const outcomes: SuiteOutcome[] = [];
  for (const [i, config] of files.entries()) {
    const out: string[] = [];
    const err: string[] = [];
    const buffered: CliIO = {
      stdout: (text) => out.push(text),
      stderr: (text) => {
        err.push(text);
        io.stderr(text);
      },
      ...(io.isTTY === undefined ? {} : { isTTY: io.isTTY }),
      ...(io.interrupts ? { interrupts: io.interrupts } : {}),
    };
    const temp = (kind: string) => path.join(os.tmpdir(), `evalgate-${kind}-${process.pid}-${i}`);
    const report = reportToStdout ? STDOUT : options.report ? temp('report.md') : undefined;
    const junit = options.junit ? temp('junit.xml') : undefined;
    let code: number;
    try {
      code = await once(config, buffered, {
        ...(report ? { report } : {}),
        ...(junit ? { junit } : {}),
        sayWhere: false,
      });
    } catch (error) {
      code = reportError(error, buffered, options.json);
    }
    // Ctrl-C: the suites after this one do not start.
    const interrupted = code === EXIT_INTERRUPTED;
    outcomes.push({
      config,
      code,
      stdout: out.join(''),
      stderr: err.join(''),
      ...(report && !reportToStdout ? { report } : {}),
      ...(junit ? { junit } : {}),
    });
    if (interrupted) break;
  }

  if (options.report && !reportToStdout) {
    const parts = await Promise.all(
      outcomes.map(async (o) => (o.report ? await readFile(o.report, 'utf8').catch(() => '') : '')),
    );
    await writeFile(options.report, parts.filter(Boolean).join('\n\n---\n\n'));
    await Promise.all(outcomes.map((o) => (o.report ? rm(o.report, { force: true }) : undefined)));
  }
  if (options.junit) {
    const docs = await Promise.all(
      outcomes.map(async (o) => (o.junit ? await readFile(o.junit, 'utf8').catch(() => '') : '')),
    );
    await writeFile(options.junit, combineJunit(docs));
    await Promise.all(outcomes.map((o) => (o.junit ? rm(o.junit, { force: true }) : undefined)));
  }
  if (options.json) io.stdout(`${JSON.stringify(combined(command, outcomes))}\n`);
  else {
    for (const o of outcomes) io.stdout(`\n=== ${o.config} ===\n${o.stdout}`);
    if (command === 'gate' && !reportToStdout) io.stdout(`\n${whereLines(options)}`);
  }
  const codes = outcomes.map((o) => o.code);
  if (codes.includes(EXIT_INTERRUPTED)) return EXIT_INTERRUPTED;
  return codes.includes(2) ? 2 : codes.some((c) => c !== 0) ? 1 : 0;
}

function combined(command: MultiCommand, outcomes: SuiteOutcome[]): unknown {
  const documents = outcomes.map((o) => ({ config: o.config, code: o.code, doc: parse(o.stdout) }));
  if (command === 'run') {
    return {
      runs: documents.flatMap(({ doc }) =>
        Array.isArray(doc.runs)
          ? doc.runs.map((r: Record<string, unknown>) => ({ suite: doc.suite ?? null, ...r }))
          : [],
      ),
      suites: documents.map(suiteEntry),
    };
  }
  if (command === 'slice') return { suites: documents.map(suiteEntry) };
  const suites = documents.map(suiteEntry);
  const verdicts = suites.map((s) => (s as { verdict?: unknown }).verdict);
  const verdict: Verdict | 'errored' = verdicts.every((v) => typeof v === 'string')
    ? overallVerdict(verdicts.map((v) => ({ verdict: v as Verdict })))
    : 'errored';
  return { verdict, failed: outcomes.some((o) => o.code !== 0), suites };
}

function suiteEntry(entry: {
  config: string;
  code: number;
  doc: Record<string, unknown>;
}): Record<string, unknown> {
  return { config: entry.config, exit_code: entry.code, ...entry.doc };
}

function parse(text: string): Record<string, unknown> {
  try {
    const value: unknown = JSON.parse(text);
    return value !== null && typeof value === 'object' ? (value as Record<string, unknown>) : {};
  } catch {
    return {};
  }
}
