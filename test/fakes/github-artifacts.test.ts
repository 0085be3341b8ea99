/**
 * The artifact routes of the fake GitHub, read live from the Actions services fake: what a job
 * uploads through @actions/artifact is what a later run lists, downloads and deletes through the
 * REST API, with octokit and with @actions/artifact's own `findBy` (public API) code path.
 *
 * @actions/github fixes its API URL from GITHUB_API_URL when it is first imported, and
 * @actions/artifact imports it: so this file imports @actions/artifact only once GITHUB_API_URL
 * points at one fake GitHub started for the whole file (`shared`), and checks that it took. The
 * octokit tests start their own fakes, as octokit takes its base URL per client.
 */
import type { DefaultArtifactClient as ArtifactClient } from '@actions/artifact';
import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { Octokit, RequestError } from 'octokit';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { tempDir } from '../helpers.js';
import {
  captureRunnerOutput,
  startActionsServices,
  type ActionsServices,
} from './actions-services.js';
import { checkResponse, findOperation, type Operation } from './github-contract.js';
import { startFakeGitHub, type FakeGitHub, type FakeUser } from './github-server.js';

const OWNER = 'octo';
const REPO = 'repo';
const TOKEN = 'ghs_artifacts';
const repo = { owner: OWNER, repo: REPO };
const ALICE: FakeUser = { login: 'alice', type: 'User' };
/** The nightly run that uploads, as the REST API and the services know it. */
const NIGHTLY = { id: 9001, backend: '44444444-4444-4444-8444-444444444444', sha: 'd'.repeat(40) };
/** A run the fake GitHub was not told about. */
const UNSEEDED_BACKEND = '55555555-5555-4555-8555-555555555555';

let DefaultArtifactClient: typeof ArtifactClient;
let shared: { services: ActionsServices; gh: FakeGitHub };
const originalApiUrl = process.env.GITHUB_API_URL;

beforeAll(async () => {
  const services = await startActionsServices();
  const gh = await startFakeGitHub({ ...repo, token: TOKEN, artifacts: services });
  shared = { services, gh };
  process.env.GITHUB_API_URL = gh.url;
  ({ DefaultArtifactClient } = await import('@actions/artifact'));
  const { defaults } = await import('@actions/github/lib/utils');
  // Were @actions/github loaded before, its requests would go to api.github.com.
  expect(defaults.baseUrl).toBe(gh.url);
});

afterAll(async () => {
  if (originalApiUrl === undefined) delete process.env.GITHUB_API_URL;
  else process.env.GITHUB_API_URL = originalApiUrl;
  await Promise.all([shared.gh.close(), shared.services.close()]);
});

const closers: { close(): Promise<void> }[] = [];
afterEach(async () => {
  vi.unstubAllEnvs();
  await Promise.all(closers.splice(0).map((c) => c.close()));
});

/** A fresh pair of fakes, linked, with the nightly run seeded; closed after the test. */
async function fakes(): Promise<{ services: ActionsServices; gh: FakeGitHub }> {
  const services = await startActionsServices();
  const gh = await startFakeGitHub({ ...repo, token: TOKEN, artifacts: services });
  closers.push(gh, services);
  seedNightly(gh);
  return { services, gh };
}

function seedNightly(gh: FakeGitHub): void {
  gh.state.runs.set(NIGHTLY.id, {
    event: 'schedule',
    triggering_actor: ALICE,
    status: 'completed',
    conclusion: 'success',
    head_sha: NIGHTLY.sha,
    backend_id: NIGHTLY.backend,
  });
}

function octokitFor(gh: FakeGitHub): Octokit {
  return new Octokit({
    auth: TOKEN,
    baseUrl: gh.url,
    throttle: { enabled: false },
    retry: { retryAfterBaseValue: 1 },
    log: { debug() {}, info() {}, warn() {}, error() {} },
  });
}

/** Uploads `files` as artifact `name` from a job of the run `runBackendId`, as the Action does. */
async function upload(
  services: ActionsServices,
  runBackendId: string,
  name: string,
  files: Record<string, string>,
) {
  const root = await tempDir();
  for (const [file, text] of Object.entries(files)) {
    await mkdir(path.dirname(path.join(root, file)), { recursive: true });
    await writeFile(path.join(root, file), text);
  }
  for (const [key, value] of Object.entries(
    services.env({ runBackendId, runnerTemp: await tempDir() }),
  )) {
    vi.stubEnv(key, value);
  }
  const { result } = await captureRunnerOutput(() =>
    new DefaultArtifactClient().uploadArtifact(
      name,
      Object.keys(files).map((file) => path.join(root, file)),
      root,
    ),
  );
  return { id: result.id!, size: result.size!, digest: `sha256:${result.digest}` };
}

async function rejection(promise: Promise<unknown>): Promise<RequestError> {
  const error = await promise.then(
    () => undefined,
    (thrown: unknown) => thrown,
  );
  expect(error).toBeInstanceOf(RequestError);
  return error as RequestError;
}

describe('the artifact routes, read from the Actions services', () => {
  it('lists, gets and downloads what a job of a seeded run uploaded, in GitHub’s shape', async () => {
    const { services, gh } = await fakes();
    const report = await upload(services, NIGHTLY.backend, 'evalgate-report', {
      'report.md': '# report\n',
    });
    // Uploaded by a run the fake GitHub does not know: GitHub would not show it for this repo.
    await upload(services, UNSEEDED_BACKEND, 'elsewhere', { 'a.txt': 'a' });
    const octokit = octokitFor(gh);

    const { data: listed } = await octokit.rest.actions.listArtifactsForRepo(repo);
    expect(listed.total_count).toBe(1);
    expect(listed.artifacts[0]).toEqual({
      id: report.id,
      node_id: `AR_fake${report.id}`,
      name: 'evalgate-report',
      size_in_bytes: report.size,
      url: `${gh.url}/repos/octo/repo/actions/artifacts/${report.id}`,
      archive_download_url: `${gh.url}/repos/octo/repo/actions/artifacts/${report.id}/zip`,
      expired: false,
      created_at: expect.stringMatching(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\dZ$/),
      updated_at: expect.any(String),
      expires_at: expect.any(String),
      digest: report.digest,
      workflow_run: {
        id: NIGHTLY.id,
        repository_id: expect.any(Number),
        head_repository_id: expect.any(Number),
        head_branch: 'main',
        head_sha: NIGHTLY.sha,
      },
    });
    const { data: one } = await octokit.rest.actions.getArtifact({
      ...repo,
      artifact_id: report.id,
    });
    expect(one).toEqual(listed.artifacts[0]);
    const { data: ofRun } = await octokit.rest.actions.listWorkflowRunArtifacts({
      ...repo,
      run_id: NIGHTLY.id,
      name: 'evalgate-report',
    });
    expect(ofRun.artifacts.map((a) => a.id)).toEqual([report.id]);
    const unseeded = services.artifacts().find((a) => a.name === 'elsewhere')!;
    expect(
      (await rejection(octokit.rest.actions.getArtifact({ ...repo, artifact_id: unseeded.id })))
        .status,
    ).toBe(404);

    // As @actions/artifact asks: no redirect followed, a 302 to a signed blob URL.
    const redirect = await octokit.rest.actions.downloadArtifact({
      ...repo,
      artifact_id: report.id,
      archive_format: 'zip',
      request: { redirect: 'manual' },
    });
    expect(redirect.status).toBe(302);
    const location = redirect.headers.location!;
    expect(location.startsWith(`${services.url}/fakeblob/`)).toBe(true);
    expect(new URL(location).searchParams.get('sig')).toBeTruthy();
    // The blob store needs no token, as GitHub's signed URLs do not.
    const blob = await fetch(location);
    expect(blob.status).toBe(200);
    expect(blob.headers.get('content-type')).toBe('application/zip');
    const zip = Buffer.from(await blob.arrayBuffer());
    expect(zip.subarray(0, 2).toString()).toBe('PK');
    expect(zip.equals(services.artifacts().find((a) => a.id === report.id)!.content)).toBe(true);
    // A client that follows the redirect gets the same bytes.
    const followed = await octokit.rest.actions.downloadArtifact({
      ...repo,
      artifact_id: report.id,
      archive_format: 'zip',
    });
    expect(Buffer.from(followed.data as ArrayBuffer).equals(zip)).toBe(true);
    const tarball = await rejection(
      octokit.rest.actions.downloadArtifact({
        ...repo,
        artifact_id: report.id,
        archive_format: 'tar',
      }),
    );
    expect(tarball.status).toBe(404);
    expect(gh.contractProblems).toEqual([]);
  });

  it('lists only finalized artifacts, newest first, by name and page by page', async () => {
    const { services, gh } = await fakes();
    const first = await upload(services, NIGHTLY.backend, 'shard-0', { 'a.json': '{}' });
    const second = await upload(services, NIGHTLY.backend, 'shard-1', { 'b.json': '{}' });
    const third = await upload(services, NIGHTLY.backend, 'summary', { 'c.md': 'c' });
    // A job that died between upload and finalize leaves a pending artifact.
    services.fail('FinalizeArtifact', 400, 1);
    await expect(upload(services, NIGHTLY.backend, 'half', { 'd.md': 'd' })).rejects.toThrow(
      /FinalizeArtifact/,
    );
    expect(services.artifacts().find((a) => a.name === 'half')?.pending).toBe(true);
    const octokit = octokitFor(gh);

    const all = await octokit.paginate(octokit.rest.actions.listArtifactsForRepo, {
      ...repo,
      per_page: 2,
    });
    expect(all.map((a) => a.id)).toEqual([third.id, second.id, first.id]);
    const page = await octokit.rest.actions.listArtifactsForRepo({ ...repo, per_page: 2 });
    expect(page.data).toMatchObject({ total_count: 3, artifacts: [{ id: third.id }, {}] });
    expect(page.headers.link).toContain('rel="next"');
    const named = await octokit.rest.actions.listArtifactsForRepo({ ...repo, name: 'shard-1' });
    expect(named.data.artifacts.map((a) => a.id)).toEqual([second.id]);
    const oldestFirst = await octokit.rest.actions.listWorkflowRunArtifacts({
      ...repo,
      run_id: NIGHTLY.id,
      direction: 'asc',
    });
    expect(oldestFirst.data.artifacts.map((a) => a.id)).toEqual([first.id, second.id, third.id]);

    // A seeded run without artifacts lists none; a run GitHub does not know is a 404.
    gh.state.runs.set(9002, { event: 'push', triggering_actor: ALICE });
    const empty = await octokit.rest.actions.listWorkflowRunArtifacts({ ...repo, run_id: 9002 });
    expect(empty.data).toEqual({ total_count: 0, artifacts: [] });
    const unknown = await rejection(
      octokit.rest.actions.listWorkflowRunArtifacts({ ...repo, run_id: 1 }),
    );
    expect(unknown.status).toBe(404);
  });

  it('an expired artifact is listed as expired and its download is 410 Gone', async () => {
    const { services, gh } = await fakes();
    const report = await upload(services, NIGHTLY.backend, 'old-report', { 'r.md': 'r' });
    gh.expireArtifact(report.id);
    const octokit = octokitFor(gh);
    const { data } = await octokit.rest.actions.getArtifact({ ...repo, artifact_id: report.id });
    expect(data.expired).toBe(true);
    expect(Date.parse(data.expires_at!)).toBeLessThanOrEqual(Date.now());
    const gone = await rejection(
      octokit.rest.actions.downloadArtifact({
        ...repo,
        artifact_id: report.id,
        archive_format: 'zip',
        request: { redirect: 'manual' },
      }),
    );
    expect(gone.status).toBe(410);
    expect(gone.response?.data).toMatchObject({ message: 'Artifact has expired' });
    expect(() => gh.expireArtifact(424242)).toThrow(/no artifact 424242/);
  });

  it('a delete answers 204 and the artifact is gone from both fakes', async () => {
    const { services, gh } = await fakes();
    const report = await upload(services, NIGHTLY.backend, 'doomed', { 'r.md': 'r' });
    const octokit = octokitFor(gh);
    const deleted = await octokit.rest.actions.deleteArtifact({ ...repo, artifact_id: report.id });
    expect(deleted.status).toBe(204);
    expect(
      (await rejection(octokit.rest.actions.getArtifact({ ...repo, artifact_id: report.id })))
        .status,
    ).toBe(404);
    expect(services.artifacts()).toEqual([]);
    // The run's own jobs, through the twirp service, no longer see it either.
    const { result } = await captureRunnerOutput(() => new DefaultArtifactClient().listArtifacts());
    expect(result.artifacts).toEqual([]);
    const again = await rejection(
      octokit.rest.actions.deleteArtifact({ ...repo, artifact_id: report.id }),
    );
    expect(again.status).toBe(404);
  });

  it('without linked services there are no artifacts', async () => {
    const gh = await startFakeGitHub({ ...repo, token: TOKEN });
    closers.push(gh);
    seedNightly(gh);
    const octokit = octokitFor(gh);
    const { data } = await octokit.rest.actions.listArtifactsForRepo(repo);
    expect(data).toEqual({ total_count: 0, artifacts: [] });
    expect(
      (await rejection(octokit.rest.actions.getArtifact({ ...repo, artifact_id: 1 }))).status,
    ).toBe(404);
  });
});

describe('the artifact replies under the contract', () => {
  function operation(method: string, path: string): Operation {
    const found = findOperation(method, path);
    if (!found) throw new Error(`no operation for ${method} ${path}`);
    return found;
  }

  it('pass as the fake sends them, and fail once altered to a shape GitHub does not send', async () => {
    const { services, gh } = await fakes();
    const report = await upload(services, NIGHTLY.backend, 'evalgate-report', { 'r.md': 'r' });
    const get = async (tail: string) => {
      const response = await fetch(`${gh.url}/repos/${OWNER}/${REPO}${tail}`, {
        headers: { authorization: `token ${TOKEN}` },
        redirect: 'manual',
      });
      return {
        status: response.status,
        body: response.status === 302 ? undefined : await response.json(),
      };
    };
    const one = await get(`/actions/artifacts/${report.id}`);
    const list = await get('/actions/artifacts');
    const download = await get(`/actions/artifacts/${report.id}/zip`);
    const getArtifact = operation('GET', `/repos/${OWNER}/${REPO}/actions/artifacts/${report.id}`);
    const listArtifacts = operation('GET', `/repos/${OWNER}/${REPO}/actions/artifacts`);
    const downloadArtifact = operation(
      'GET',
      `/repos/${OWNER}/${REPO}/actions/artifacts/${report.id}/zip`,
    );
    expect(checkResponse(getArtifact, one.status, one.body)).toEqual([]);
    expect(checkResponse(listArtifacts, list.status, list.body)).toEqual([]);
    expect(checkResponse(downloadArtifact, download.status, download.body)).toEqual([]);
    expect(gh.contractProblems).toEqual([]);

    const artifact = one.body as Record<string, unknown>;
    // Without a field GitHub always sends; the size as the twirp service writes it (a string).
    const unexpiring = { ...artifact };
    delete unexpiring.expired;
    expect(checkResponse(getArtifact, 200, unexpiring)).toEqual([
      expect.stringContaining("200 response body: (root) must have required property 'expired'"),
    ]);
    expect(
      checkResponse(getArtifact, 200, { ...artifact, size_in_bytes: String(report.size) }),
    ).toEqual([expect.stringContaining('/size_in_bytes must be integer')]);
    expect(
      checkResponse(getArtifact, 200, { ...artifact, workflow_run: { id: String(NIGHTLY.id) } }),
    ).toEqual([expect.stringContaining('/workflow_run/id must be integer')]);
    // The list bare, without the {total_count, artifacts} wrapper.
    const bare = (list.body as { artifacts: unknown[] }).artifacts;
    expect(checkResponse(listArtifacts, 200, bare)).toEqual([
      expect.stringContaining('200 response body: (root) must be object'),
    ]);
    // The zip in the API's reply, instead of a redirect to the blob; a 404 for an expired one.
    expect(checkResponse(downloadArtifact, 200, undefined)).toEqual([
      expect.stringContaining('status 200 is not documented (documented: 302, 410)'),
    ]);
    expect(checkResponse(downloadArtifact, 410, { message: 1 })).toEqual([
      expect.stringContaining('410 response body: /message must be string'),
    ]);
  });
});

describe('@actions/artifact downloading from another run through the REST API (findBy)', () => {
  it('getArtifact and downloadArtifact find and unzip what the nightly run uploaded', async () => {
    const { services, gh } = shared;
    seedNightly(gh);
    const report = await upload(services, NIGHTLY.backend, 'evalgate-baseline', {
      'baseline.json': '{"score":80}\n',
      'records/run.jsonl': '{"id":1}\n',
    });
    const before = gh.calls.length;
    // A pull request's run, later: another backend id, so only the REST API can reach the files.
    for (const [key, value] of Object.entries(
      services.env({ runBackendId: UNSEEDED_BACKEND, runnerTemp: await tempDir() }),
    )) {
      vi.stubEnv(key, value);
    }
    const findBy = {
      token: TOKEN,
      workflowRunId: NIGHTLY.id,
      repositoryOwner: OWNER,
      repositoryName: REPO,
    };
    const client = new DefaultArtifactClient();
    const { result: found } = await captureRunnerOutput(() =>
      client.getArtifact('evalgate-baseline', { findBy }),
    );
    expect(found.artifact).toMatchObject({
      id: report.id,
      name: 'evalgate-baseline',
      size: report.size,
      digest: report.digest,
    });
    const dest = path.join(await tempDir(), 'baseline');
    const { result: downloaded } = await captureRunnerOutput(() =>
      client.downloadArtifact(report.id, { path: dest, findBy, expectedHash: report.digest }),
    );
    expect(downloaded).toEqual({ downloadPath: dest, digestMismatch: false });
    expect(await readFile(path.join(dest, 'baseline.json'), 'utf8')).toBe('{"score":80}\n');
    expect(await readFile(path.join(dest, 'records', 'run.jsonl'), 'utf8')).toBe('{"id":1}\n');
    expect(gh.calls.slice(before).map((c) => `${c.method} ${c.path}`)).toEqual([
      `GET /repos/octo/repo/actions/runs/${NIGHTLY.id}/artifacts`,
      `GET /repos/octo/repo/actions/artifacts/${report.id}/zip`,
    ]);
    expect(gh.calls.at(-2)!.query).toEqual({ name: 'evalgate-baseline' });
    expect(gh.contractProblems).toEqual([]);

    // A name the run never uploaded: the library's own "not found".
    await expect(
      captureRunnerOutput(() => client.getArtifact('absent', { findBy })),
    ).rejects.toThrow(/Artifact not found for name: absent/);
    await rm(dest, { recursive: true });
  });

  it('an expired artifact: downloadArtifact fails on the 410', async () => {
    const { services, gh } = shared;
    seedNightly(gh);
    const report = await upload(services, NIGHTLY.backend, 'evalgate-expired', { 'a.md': 'a' });
    gh.expireArtifact(report.id);
    const findBy = {
      token: TOKEN,
      workflowRunId: NIGHTLY.id,
      repositoryOwner: OWNER,
      repositoryName: REPO,
    };
    const dest = path.join(await tempDir(), 'x');
    await expect(
      captureRunnerOutput(() =>
        new DefaultArtifactClient().downloadArtifact(report.id, { path: dest, findBy }),
      ),
    ).rejects.toThrow(/Artifact has expired/);
  });
});
