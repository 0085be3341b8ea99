import * as core from '@actions/core';
import { main as cli } from '../cli/main.js';

/**
 * The Action's entry until the full adapter lands: builds and checks the pinned slice of the
 * configured suite, so a workflow step fails on a fingerprint mismatch.
 */
export async function run(): Promise<void> {
  const config = core.getInput('config') || 'evalgate.yml';
  let json = '';
  const code = await cli(['slice', '--config', config, '--json'], {
    stdout: (text) => (json += text),
    stderr: (text) => process.stderr.write(text),
  });
  if (code !== 0) {
    core.setFailed(`evalgate slice failed for ${config} (exit ${code})`);
    return;
  }
  const slice = JSON.parse(json) as { fingerprint: string; count: number };
  core.setOutput('fingerprint', slice.fingerprint);
  core.setOutput('count', String(slice.count));
  core.info(`slice ${slice.fingerprint}: ${slice.count} rows`);
}
