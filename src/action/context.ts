import { readFileSync } from 'node:fs';
import { InputError } from '../core/errors.js';
import type { MeasuredRun } from '../core/measured.js';

/** What the Action needs to know about the workflow run, read once from the runner's environment. */
export interface RunContext {
  eventName: string;
  owner: string;
  repo: string;
  apiUrl: string;
  serverUrl: string;
  workspace: string;
  sha: string | null;
  runUrl: string | null;
  /** The pull request, on pull_request events. */
  pull?: {
    number: number;
    headRef: string;
    headRepo: string;
    baseRepo: string;
    /** The head repository is a fork: no secrets, read-only token. */
    fork: boolean;
    /** The base commit: the bar is read from it. Null when the payload lacks it. */
    baseSha: string | null;
    /** The branch the pull request would merge into. */
    baseRef: string | null;
    headSha: string | null;
    /** Who opened the pull request. */
    author: string | null;
    /**
     * The verdict job: the head commit's files, fetched as data to `root` (never the workspace,
     * which holds the default branch), and the measuring run whose answers it grades.
     */
    measured?: { root: string; run: MeasuredRun };
  };
  /** pull_request_review: the review the event is about (submitted, dismissed). */
  review?: { id: number; state: string; login: string | null; commitId: string | null };
  /** merge_group: the queued group, read from `merge_group` in the payload. */
  mergeGroup?: {
    headSha: string;
    /** `refs/heads/gh-readonly-queue/<base>/pr-<n>-<sha>`: names the pull request it queues. */
    headRef: string;
    baseSha: string;
    baseRef: string;
  };
  /** workflow_run: the completed run the event names (the measuring run, after a pull request). */
  workflowRun?: MeasuredRun;
  /** The repository's default branch, from the payload's repository. */
  defaultBranch: string | null;
  /** This run's workflow file (`.github/workflows/x.yml`), from GITHUB_WORKFLOW_REF. */
  workflowPath: string | null;
  /** The inputs of a workflow_dispatch event, e.g. { mode: 'freeze' }. */
  dispatchInputs: Record<string, string>;
  /** This workflow run's id, and who started it (the labeller, the pusher, the dispatcher). */
  runId: string | null;
  triggeringActor: string | null;
  /** The event's `action` (`labeled`, `synchronize`...) and, for label events, the label's name. */
  action: string | null;
  label: string | null;
}

export function readContext(env: NodeJS.ProcessEnv): RunContext {
  const [owner = '', repo = ''] = (env.GITHUB_REPOSITORY ?? '/').split('/');
  const eventName = env.GITHUB_EVENT_NAME ?? '';
  let payload: Record<string, unknown> = {};
  if (env.GITHUB_EVENT_PATH) {
    try {
      payload = JSON.parse(readFileSync(env.GITHUB_EVENT_PATH, 'utf8')) as Record<string, unknown>;
    } catch (error) {
      throw new InputError(
        `GITHUB_EVENT_PATH ${env.GITHUB_EVENT_PATH}: cannot read the event payload: ${(error as Error).message}`,
      );
    }
  }
  const serverUrl = env.GITHUB_SERVER_URL ?? 'https://github.com';
  const context: RunContext = {
    eventName,
    owner,
    repo,
    apiUrl: env.GITHUB_API_URL ?? 'https://api.github.com',
    serverUrl,
    workspace: env.GITHUB_WORKSPACE ?? process.cwd(),
    sha: env.GITHUB_SHA ?? null,
    runUrl: env.GITHUB_RUN_ID
      ? `${serverUrl}/${owner}/${repo}/actions/runs/${env.GITHUB_RUN_ID}`
      : null,
    defaultBranch: defaultBranchOf(payload),
    workflowPath: workflowPathOf(env.GITHUB_WORKFLOW_REF, `${owner}/${repo}/`),
    dispatchInputs: {},
    runId: env.GITHUB_RUN_ID ?? null,
    triggeringActor: env.GITHUB_TRIGGERING_ACTOR ?? env.GITHUB_ACTOR ?? null,
    action: typeof payload.action === 'string' ? payload.action : null,
    label:
      typeof (payload.label as { name?: unknown } | undefined)?.name === 'string'
        ? (payload.label as { name: string }).name
        : null,
  };
  const pr = payload.pull_request as
    | {
        number: number;
        head: { ref: string; sha?: string; repo?: { full_name: string; fork?: boolean } | null };
        base: { sha?: string; ref?: string; repo: { full_name: string } };
        user?: { login?: string } | null;
      }
    | undefined;
  if (pr && PULL_EVENTS.includes(eventName)) {
    const headRepo = pr.head.repo?.full_name ?? '';
    const baseRepo = pr.base.repo.full_name;
    context.pull = {
      number: pr.number,
      headRef: pr.head.ref,
      headRepo,
      baseRepo,
      fork: headRepo !== baseRepo,
      baseSha: pr.base.sha ?? null,
      baseRef: pr.base.ref ?? null,
      headSha: pr.head.sha ?? null,
      author: pr.user?.login ?? null,
    };
  }
  const review = payload.review as
    | { id?: unknown; state?: unknown; user?: { login?: unknown } | null; commit_id?: unknown }
    | undefined;
  if (eventName === 'pull_request_review' && review && typeof review.id === 'number') {
    context.review = {
      id: review.id,
      state: typeof review.state === 'string' ? review.state.toUpperCase() : '',
      login: typeof review.user?.login === 'string' ? review.user.login : null,
      commitId: typeof review.commit_id === 'string' ? review.commit_id : null,
    };
  }
  const group = payload.merge_group as
    { head_sha?: unknown; head_ref?: unknown; base_sha?: unknown; base_ref?: unknown } | undefined;
  if (eventName === 'merge_group' && group) {
    const text = (v: unknown) => (typeof v === 'string' ? v : '');
    context.mergeGroup = {
      headSha: text(group.head_sha),
      headRef: text(group.head_ref),
      baseSha: text(group.base_sha),
      baseRef: text(group.base_ref),
    };
  }
  if (eventName === 'workflow_run' && payload.workflow_run) {
    context.workflowRun = measuredRun(payload.workflow_run as WorkflowRunPayload);
  }
  const inputs = payload.inputs as Record<string, unknown> | undefined;
  if (inputs) {
    for (const [key, value] of Object.entries(inputs)) context.dispatchInputs[key] = String(value);
  }
  return context;
}

/** The events whose payload carries the pull request the run is for. */
const PULL_EVENTS = ['pull_request', 'pull_request_target', 'pull_request_review'];

function defaultBranchOf(payload: Record<string, unknown>): string | null {
  const branch = (payload.repository as { default_branch?: unknown } | undefined)?.default_branch;
  return typeof branch === 'string' && branch !== '' ? branch : null;
}

/** `owner/repo/.github/workflows/x.yml@refs/heads/main` -> `.github/workflows/x.yml`. */
function workflowPathOf(ref: string | undefined, repoPrefix: string): string | null {
  if (!ref?.startsWith(repoPrefix)) return null;
  const at = ref.lastIndexOf('@');
  const file = ref.slice(repoPrefix.length, at < 0 ? undefined : at);
  return file === '' ? null : file;
}

interface WorkflowRunPayload {
  id: number;
  run_attempt?: number;
  event: string;
  head_sha: string;
  head_branch?: string | null;
  head_repository?: { full_name?: string } | null;
  pull_requests?: { number: number; head?: { sha?: string } }[];
  path?: string;
  triggering_actor?: { login?: string } | null;
  created_at: string;
  conclusion?: string | null;
  html_url?: string;
}

function measuredRun(run: WorkflowRunPayload): MeasuredRun {
  return {
    id: String(run.id),
    attempt: run.run_attempt ?? 1,
    event: run.event,
    headSha: run.head_sha,
    headBranch: run.head_branch ?? null,
    headRepo: run.head_repository?.full_name ?? null,
    pulls: (run.pull_requests ?? []).map((p) => ({
      number: p.number,
      headSha: p.head?.sha ?? null,
    })),
    // Never the run's original actor in its place: after a re-run they differ.
    triggeringActor: run.triggering_actor?.login ?? null,
    createdAt: run.created_at,
    conclusion: run.conclusion ?? null,
    url: run.html_url ?? null,
    path: run.path ?? null,
  };
}
