import * as cache from '@actions/cache';
import * as core from '@actions/core';

/**
 * The response cache persisted between workflow runs with the Actions cache. Keys never hold
 * secrets: suite and protocol id only. An unavailable cache service is a warning, never a failure.
 */
export async function restoreResponses(
  dir: string,
  suite: string,
  protocolId: string,
  runId: string,
): Promise<void> {
  if (!cache.isFeatureAvailable()) {
    core.warning(
      'evalgate: the Actions cache service is not available here; responses are not reused between runs',
    );
    return;
  }
  try {
    const prefix = `evalgate-${suite}-${protocolId.slice(0, 16)}-`;
    // This workflow run's own save first (a re-run attempt resumes from it), else the newest: its
    // answers stand in only where the run's cache policy allows, its batch states are named.
    const hit = await cache.restoreCache([dir], `${prefix}${Date.now()}`, [
      `${prefix}${runId}-`,
      prefix,
    ]);
    core.info(
      hit ? `evalgate: response cache restored from ${hit}` : 'evalgate: no response cache yet',
    );
  } catch (error) {
    core.warning(`evalgate: could not restore the response cache: ${(error as Error).message}`);
  }
}

export async function saveResponses(
  dir: string,
  suite: string,
  protocolId: string,
  runId: string,
): Promise<void> {
  if (!cache.isFeatureAvailable()) return;
  try {
    await cache.saveCache([dir], `evalgate-${suite}-${protocolId.slice(0, 16)}-${runId}`);
  } catch (error) {
    core.warning(`evalgate: could not save the response cache: ${(error as Error).message}`);
  }
}
