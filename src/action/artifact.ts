import { DefaultArtifactClient } from '@actions/artifact';
import * as core from '@actions/core';
import path from 'node:path';

/**
 * Uploads the report files as a workflow artifact where the artifact service is available (a
 * hosted or self-hosted runner sets ACTIONS_RUNTIME_TOKEN); elsewhere, and on any failure, it is
 * a note or a warning: the report files stay on disk and the verdict does not change.
 */
export async function uploadReport(
  name: string,
  files: string[],
  env: NodeJS.ProcessEnv,
): Promise<void> {
  if (!env.ACTIONS_RUNTIME_TOKEN) {
    core.info(`evalgate: no artifact service here; the reports are at ${files.join(', ')}`);
    return;
  }
  try {
    const root = path.dirname(files[0]!);
    const { id } = await new DefaultArtifactClient().uploadArtifact(name, files, root, {
      retentionDays: 30,
    });
    core.info(`evalgate: uploaded the reports as artifact ${name}${id ? ` (id ${id})` : ''}`);
  } catch (error) {
    core.warning(`evalgate: could not upload the report artifact: ${(error as Error).message}`);
  }
}
