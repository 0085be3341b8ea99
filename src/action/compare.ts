import * as core from '@actions/core';
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { compareRuns, pricesOf } from '../core/compare.js';
import { compareHtml } from '../core/report/compare-html.js';
import { compareJson, compareMarkdown } from '../core/report/compare-markdown.js';
import type { LoadedConfig } from '../engine/config.js';
import { prepareSuite, runSuite } from '../engine/run.js';
import { uploadReport } from './artifact.js';
import { withResponseCache, type Flow } from './flow.js';
import { OUTPUT } from './inputs.js';
import { capBody, sideChannel, upsertComment } from './publish.js';
import { appendHistory } from './scheduled.js';
import { runnerTemp } from '../engine/paths.js';

/** The marker of a suite's comparison comment: its own, never the gate report's. */
export const compareMarker = (suite: string) => `<!-- evalgate:compare suite=${suite} -->`;

/**
 * mode: compare — measure every model entry of the checked-out config and publish how they rank
 * on its slice (paired tests, the top group, cost and latency): the job summary, a comment on the
 * pull request under its own marker, the markdown, HTML and JSON files. Nothing is gated or
 * frozen; the step fails only when the comparison cannot be made.
 */
export async function compareMode(flow: Flow, loaded: LoadedConfig): Promise<void> {
  const { inputs, context, github, env, outcome } = flow;
  const suite = loaded.config.suite;
  const prepared = await prepareSuite(loaded, inputs.models);
  const runs = await withResponseCache(flow, suite, prepared.protocolId, (options) =>
    runSuite(prepared, options),
  );
  await appendHistory(
    flow,
    runs.map((r) => r.record),
  );
  const comparison = compareRuns(
    runs.map((r) => r.record),
    { alpha: loaded.config.gate.alpha, prices: pricesOf(loaded.config) },
  );
  const footer = context.runUrl ? `\n[Workflow run](${context.runUrl})\n` : '';
  const markdown = `${compareMarkdown(comparison)}${footer}`;

  const dir = runnerTemp(env, 'evalgate');
  await mkdir(dir, { recursive: true });
  const report = path.join(dir, `${suite}-compare.md`);
  const html = path.join(dir, `${suite}-compare.html`);
  const json = path.join(dir, `${suite}-compare.json`);
  await writeFile(report, markdown);
  await writeFile(html, compareHtml(comparison));
  await writeFile(json, `${JSON.stringify(compareJson(comparison))}\n`);
  await uploadReport(
    `evalgate-${suite}-compare-${env.GITHUB_RUN_ATTEMPT ?? '1'}`,
    [report, html],
    env,
  );

  await sideChannel('write the job summary', () => core.summary.addRaw(markdown).write());
  let commentUrl: string | undefined;
  if (context.pull && github) {
    commentUrl = await sideChannel('post the comparison comment', () =>
      upsertComment(
        github,
        inputs,
        context.pull!.number,
        suite,
        capBody(markdown),
        false,
        compareMarker(suite),
      ),
    );
  }
  outcome.output(OUTPUT.verdict, 'compared');
  outcome.output(OUTPUT.maxDrop, '0');
  outcome.output(OUTPUT.reportPath, report);
  outcome.output(OUTPUT.resultsJson, json);
  outcome.output(OUTPUT.commentUrl, commentUrl ?? '');
  outcome.output(OUTPUT.baselineChanged, 'false');
}
