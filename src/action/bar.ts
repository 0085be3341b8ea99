import { access } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import {
  barBlocked,
  barSnapshot,
  checkApproval,
  diffBar,
  judgeLabel,
  labelledBy,
  measuredConfig,
  parseApproval,
  roleOf,
  type Approval,
  type ApprovalCheck,
  type BarChange,
  type BarSnapshot,
  type LabelDecision,
} from '../core/bar.js';
import { InputError } from '../core/errors.js';
import type { RunRecord } from '../core/record.js';
import { baselineDir, hashFiles, readSlotBaseline } from '../engine/baselines.js';
import { loadConfig, type LoadedConfig } from '../engine/config.js';
import { extractCommit } from '../engine/git-tree.js';
import { prepareSuite, type PreparedSuite } from '../engine/run.js';
import { scrub } from '../engine/secrets.js';
import type { Flow } from './flow.js';

/** A read the bar depends on failed: the check fails, it never passes on a guess. */
export class BarUnverifiable extends Error {
  override readonly name = 'BarUnverifiable';
}

/** Runs a read the bar needs; the port's own retries have run when it throws. */
async function barRead<T>(what: string, read: () => Promise<T>): Promise<T> {
  try {
    return await read();
  } catch (error) {
    if (error instanceof BarUnverifiable) throw error;
    throw new BarUnverifiable(`could not ${what}: ${describe(error)}`);
  }
}

function describe(error: unknown): string {
  const status = (error as { status?: number }).status;
  const text =
    error instanceof InputError
      ? [error.message, ...error.details].join('; ')
      : error instanceof Error
        ? error.message
        : String(error);
  const message = scrub(text);
  return status ? `HTTP ${status}: ${message}` : message;
}

/** One side of the pull request, read and prepared. */
export interface BarSide {
  loaded: LoadedConfig;
  prepared: PreparedSuite;
  snapshot: BarSnapshot;
}

/** Everything the pull-request flow decides by, read before anything is measured or posted. */
export interface PullBar {
  baseSha: string;
  head: BarSide;
  /** Null when the base commit has no such config: a new suite. */
  base: BarSide | null;
  /** The base's bar with the head's builds: what is measured unless the head's bar is approved. */
  measured: LoadedConfig;
  /** Baselines at the base of slots the head no longer has. */
  missing: RunRecord[];
  changes: BarChange[];
  blocked: boolean;
  /** The freeze label is on the pull request: who applied it and whether that counts. */
  label: { actor: string | null; decision: LabelDecision } | null;
  /** Whether a recorded approval covers the head's bar (read only when the bar is blocked). */
  approval: ApprovalCheck | null;
}

/**
 * Reads the bar of a pull request: the base commit's config, data and baselines, the head's, the
 * pull request's files, labels and approvals. Every read succeeds or the check fails closed.
 */
export async function readPullBar(flow: Flow): Promise<PullBar> {
  const { inputs, context, github, env } = flow;
  const pull = context.pull!;
  if (!github) {
    throw new BarUnverifiable(
      'no github-token is set: on pull requests the labels, files and approvals the bar depends on are read through the API (input github-token)',
    );
  }
  if (!pull.baseSha) {
    throw new BarUnverifiable('the event payload has no pull_request.base.sha');
  }
  const baseSha = pull.baseSha;
  const baseRoot = path.join(
    env.RUNNER_TEMP ?? os.tmpdir(),
    `evalgate-base-${baseSha.slice(0, 12)}`,
  );
  await barRead(`check out the base commit ${baseSha}`, () =>
    extractCommit({ repoDir: context.workspace, sha: baseSha, dest: baseRoot }),
  );

  const headFile = path.resolve(context.workspace, inputs.config);
  const headLoaded = await loadConfig(headFile);
  const head = await side(headLoaded, context.workspace);

  const baseFile = path.join(baseRoot, inputs.config);
  const base = (await exists(baseFile))
    ? await barRead(`read the bar from ${inputs.config} at the base commit`, async () =>
        side(await loadConfig(baseFile), baseRoot),
      )
    : null;

  const folders = [head, base].flatMap((s) =>
    s ? [`${repoPath(s === head ? context.workspace : baseRoot, baselineDir(s.loaded))}/`] : [],
  );
  const pullFiles = await barRead('list the files of the pull request', () =>
    github.pullFiles(pull.number),
  );
  const cacheFolder = `${repoPath(context.workspace, path.join(headLoaded.baseDir, '.evalgate', 'cache'))}/`;
  const cacheFiles = pullFiles
    .filter((f) => f.status !== 'removed' && f.filename.startsWith(cacheFolder))
    .map((f) => f.filename);
  const changes = diffBar({
    base: base?.snapshot ?? null,
    head: head.snapshot,
    pullFiles,
    baselineFolders: folders,
    cacheFiles,
  });
  const blocked = barBlocked(changes);

  const labels = await barRead('read the labels of the pull request', () =>
    github.labels(pull.number),
  );
  let label: PullBar['label'] = null;
  if (labels.some((l) => l.toLowerCase() === inputs.freezeLabel.toLowerCase())) {
    const events = await barRead('read who applied the freeze label (issue events)', () =>
      github.labelEvents(pull.number),
    );
    const actor = labelledBy(events, inputs.freezeLabel);
    const role = actor
      ? await barRead(`read the repository permission of ${actor}`, () => permissionOf(flow, actor))
      : 'none';
    const decision = judgeLabel({
      label: inputs.freezeLabel,
      actor,
      role,
      required: inputs.freezePermission,
      author: pull.author,
      refuseAuthor: inputs.freezeRefuseAuthor,
    });
    label = { actor, decision };
  }

  let approval: ApprovalCheck | null = null;
  if (blocked && !label) {
    const bodies = await barRead(`read the approvals recorded by ${inputs.botLogin}`, () =>
      github.commentsBy(pull.number, inputs.botLogin),
    );
    const approvals = bodies.map(parseApproval).filter((a): a is Approval => a !== null);
    approval = checkApproval(head.snapshot, approvals, pull.number);
  }

  const measured: LoadedConfig = base
    ? {
        config: measuredConfig(base.loaded.config, headLoaded.config),
        document: base.loaded.document,
        file: `${inputs.config} at the base commit ${baseSha.slice(0, 12)}`,
        baseDir: base.loaded.baseDir,
        modelDir: headLoaded.baseDir,
      }
    : { ...headLoaded, barDir: path.dirname(baseFile) };
  const missing: RunRecord[] = [];
  for (const id of base?.snapshot.slots ?? []) {
    if (head.snapshot.slots.includes(id)) continue;
    const baseline = await readSlotBaseline(base!.loaded, id);
    if (baseline) missing.push(baseline);
  }
  return { baseSha, head, base, measured, missing, changes, blocked, label, approval };
}

/** A config with its protocol and the snapshot of its bar, files hashed relative to `root`. */
export async function side(loaded: LoadedConfig, root: string): Promise<BarSide> {
  const prepared = await prepareSuite(loaded, []);
  const baselines = await hashFiles(root, baselineDir(loaded));
  return { loaded, prepared, snapshot: barSnapshot(loaded.config, prepared, baselines) };
}

async function permissionOf(flow: Flow, login: string) {
  try {
    return roleOf(await flow.github!.permission(login));
  } catch (error) {
    // Not a collaborator (or not a user): no permission, which is an answer, not a failure.
    if ((error as { status?: number }).status === 404) return 'none' as const;
    throw error;
  }
}

export function repoPath(root: string, file: string): string {
  return path.relative(root, file).split(path.sep).join('/');
}

async function exists(file: string): Promise<boolean> {
  return access(file).then(
    () => true,
    () => false,
  );
}
