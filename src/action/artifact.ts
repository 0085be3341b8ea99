import { DefaultArtifactClient } from '@actions/artifact';
import * as core from '@actions/core';
import path from 'node:path';
import { InputError } from '../core/errors.js';

/** The one artifact client of a run (it reads the runtime token and service URL when it calls). */
let shared: DefaultArtifactClient | undefined;
const artifactClient = (): DefaultArtifactClient => (shared ??= new DefaultArtifactClient());

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
    const { id } = await artifactClient().uploadArtifact(name, files, root, {
      retentionDays: 30,
    });
    core.info(`evalgate: uploaded the reports as artifact ${name}${id ? ` (id ${id})` : ''}`);
  } catch (error) {
    core.warning(`evalgate: could not upload the report artifact: ${(error as Error).message}`);
  }
}

/** The artifact name of one shard's partial records; the merge job finds them by this prefix. */
export function shardArtifactName(suite: string, index?: number, count?: number): string {
  const prefix = `evalgate-shard-${suite}-`;
  return index === undefined ? prefix : `${prefix}${index}-of-${count}`;
}

/** Uploads a shard's partial records where the service is available; a failure is a warning. */
export async function uploadShard(
  name: string,
  files: string[],
  root: string,
  env: NodeJS.ProcessEnv,
): Promise<void> {
  if (!env.ACTIONS_RUNTIME_TOKEN) {
    core.info(
      `evalgate: no artifact service here; upload ${root} yourself (actions/upload-artifact) for the merge job`,
    );
    return;
  }
  try {
    const { id } = await artifactClient().uploadArtifact(name, files, root, {
      retentionDays: 7,
    });
    core.info(
      `evalgate: uploaded the partial records as artifact ${name}${id ? ` (id ${id})` : ''}`,
    );
  } catch (error) {
    core.warning(`evalgate: could not upload the shard artifact: ${(error as Error).message}`);
  }
}

/**
 * Downloads this workflow run's shard artifacts of a suite into `dest`; returns the folders they
 * went to. Without the service, or on a failure, it warns and returns none (the merge then finds
 * no shards and says so).
 */
export async function downloadShards(
  suite: string,
  dest: string,
  env: NodeJS.ProcessEnv,
): Promise<string[]> {
  if (!env.ACTIONS_RUNTIME_TOKEN) return [];
  try {
    const client = artifactClient();
    const { artifacts } = await client.listArtifacts({ latest: true });
    const wanted = artifacts.filter((a) => a.name.startsWith(shardArtifactName(suite)));
    const folders: string[] = [];
    for (const artifact of wanted) {
      const folder = path.join(dest, artifact.name);
      await client.downloadArtifact(artifact.id, { path: folder });
      folders.push(folder);
    }
    core.info(`evalgate: downloaded ${folders.length} shard artifacts of ${suite}`);
    return folders;
  } catch (error) {
    core.warning(`evalgate: could not download the shard artifacts: ${(error as Error).message}`);
    return [];
  }
}

/**
 * Uploads the measuring job's answers and manifest (`files` under `root`). Unlike the reports,
 * they are the verdict job's only input: without the artifact service, or on a failure, the
 * measuring job fails.
 */
export async function uploadAnswers(
  name: string,
  files: string[],
  root: string,
  env: NodeJS.ProcessEnv,
): Promise<void> {
  if (!env.ACTIONS_RUNTIME_TOKEN) {
    throw new InputError(
      `mode measure: no artifact service here (ACTIONS_RUNTIME_TOKEN is not set), so the answers cannot reach the verdict job; run it in a GitHub Actions job`,
    );
  }
  try {
    const { id } = await artifactClient().uploadArtifact(name, files, root, {
      retentionDays: 7,
    });
    core.info(`evalgate: uploaded the answers as artifact ${name}${id ? ` (id ${id})` : ''}`);
  } catch (error) {
    throw new InputError(
      `mode measure: could not upload the answers as artifact ${name}: ${(error as Error).message}; the verdict job cannot grade without them`,
    );
  }
}

/**
 * Downloads the artifact `name` of another workflow run of this repository into `dest`, through
 * the REST API (the token needs `actions: read`). Every failure is an error: nothing is graded
 * without the answers.
 */
export async function downloadRunArtifact(options: {
  name: string;
  runId: string;
  owner: string;
  repo: string;
  token: string;
  dest: string;
}): Promise<void> {
  const findBy = {
    token: options.token,
    workflowRunId: Number(options.runId),
    repositoryOwner: options.owner,
    repositoryName: options.repo,
  };
  const client = artifactClient();
  const { artifact } = await client.getArtifact(options.name, { findBy });
  await client.downloadArtifact(artifact.id, { path: options.dest, findBy });
  core.info(
    `evalgate: downloaded artifact ${options.name} (id ${artifact.id}) of workflow run ${options.runId}`,
  );
}
