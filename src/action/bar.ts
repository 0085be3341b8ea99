import { access } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import {
  barBlocked,
  barSnapshot,
  diffBar,
  judgeLabel,
  labelApplication,
  measuredConfig,
  sameJudge,
  type BarChange,
  type BarSnapshot,
  type LabelDecision,
  type LabelEvent,
  type PullFile,
} from '../core/bar.js';
import type { RunRecord } from '../core/record.js';
import { barFiles, baselineDir, readSlotBaseline } from '../engine/baselines.js';
import { loadConfig, type LoadedConfig } from '../engine/config.js';
import { extractCommit } from '../engine/git-tree.js';
import { prepareSuite, type PreparedSuite } from '../engine/run.js';
import { permissionOf, reviewApproval, type ApprovalCheck, type CommitReader } from './approval.js';
import type { Review } from '../core/approval.js';
import { BarUnverifiable, barRead, type Flow } from './flow.js';

/** One side of the pull request, read and prepared. */
export interface BarSide {
  loaded: LoadedConfig;
  prepared: PreparedSuite;
  snapshot: BarSnapshot;
}

/** Everything the pull-request flow decides by, read before anything is measured or posted. */
export interface PullBar extends BarSides {
  /** The freeze label is on the pull request: who applied it and whether that counts. */
  label: { actor: string | null; decision: LabelDecision; event: LabelEvent | null } | null;
  /** Whether a maintainer's review approves the head's bar (read only when the bar is blocked). */
  approval: ApprovalCheck | null;
}

/**
 * The bar in force, read from the base commit, which the pull request cannot change: gate
 * settings, the measurement program and the baselines. For a new suite (no config at the base)
 * the program is the head's, and no baseline exists to judge by.
 */
export interface BarPlan {
  sha: string;
  /** Where the base commit's files were extracted. */
  root: string;
  /** The base's side; null for a new suite. */
  base: BarSide | null;
  /** The program measured and judged under, unless an approval puts the head's bar in force. */
  program: PreparedSuite;
  /** The bar's config with the head's builds: what runs unless the head's bar is approved. */
  measured: LoadedConfig;
  /** The config whose slots set the secrets a run needs: the base's (a new suite: the head's). */
  config: LoadedConfig;
}

/**
 * The pull request's head: the builds it asks to measure (its slots) and the bar it proposes,
 * which is in force only with an approval.
 */
export interface HeadSlots {
  /** Where the head's files are: the checkout, or the verdict job's copy of the head commit. */
  root: string;
  side: BarSide;
}

/** The two sides of a pull request read from git alone: what the measuring job needs. */
export interface PullSides {
  plan: BarPlan;
  head: HeadSlots;
}

/**
 * Null when this run is the one the freeze label's application started (so it may freeze),
 * else why it is not. `application` is the label's current application, if any.
 */
export type LabelRunRule = (
  application: LabelEvent | null,
  events: readonly LabelEvent[],
) => string | null | Promise<string | null>;

/** Whether a label's name is the freeze label's: GitHub compares label names without case. */
export function isFreezeLabel(name: string | null | undefined, freezeLabel: string): boolean {
  return name != null && name.toLowerCase() === freezeLabel.toLowerCase();
}

/** The freeze label or one naming a suite (`<freeze label>:<suite>`). */
export function isFreezeLabelOrSuite(name: string | null | undefined, freezeLabel: string) {
  return (
    name != null &&
    (isFreezeLabel(name, freezeLabel) ||
      name.toLowerCase().startsWith(`${freezeLabel.toLowerCase()}:`))
  );
}

/**
 * Whether this run freezes the suite: an allowed label's run; with several suites in the step the
 * plain freeze label freezes only the suites whose bar the head changes (a label naming a suite
 * freezes that one).
 */
export function freezesHere(flow: Pick<Flow, 'outcome' | 'inputs'>, bar: PullBar): boolean {
  if (bar.label?.decision.allowed !== true) return false;
  const plain = isFreezeLabel(bar.label.event?.label, flow.inputs.freezeLabel);
  return !(flow.outcome.freeze && plain && !bar.blocked);
}

/** On pull_request: the run of the `labeled` action for this label, started by its applier. */
export function pullRequestLabelRun(flow: Flow): LabelRunRule {
  const { inputs, context } = flow;
  return (application) => {
    const actor = application?.actor ?? null;
    // Only the run the label's application started freezes: any other run (a push while the
    // label is on) was started by someone else, whose code would be frozen under that approval.
    const thisRun =
      context.action === 'labeled' &&
      application?.label != null &&
      isFreezeLabel(context.label, application.label) &&
      actor !== null &&
      context.triggeringActor?.toLowerCase() === actor.toLowerCase();
    return thisRun
      ? null
      : `the "${inputs.freezeLabel}" label is on this pull request, but this run was started by ${context.triggeringActor ?? 'someone'}'s ${context.action ?? context.eventName}, not by the label; only the run that applying the label starts freezes (remove the label and apply it again)`;
  };
}

/**
 * Reads the bar of a pull request: the base commit's config, data and baselines, the head's (in
 * `headRoot`), the pull request's files, labels and approvals. Every read succeeds or the check
 * fails closed. `labelRun` says whether this run is the one the freeze label started.
 */
export async function readPullBar(
  flow: Flow,
  headRoot: string,
  labelRun: LabelRunRule,
  /** The reviews to judge by, when the caller read them already (a review's run). */
  reviews?: readonly Review[],
): Promise<PullBar> {
  const { inputs, context, github } = flow;
  const pull = context.pull!;
  if (!github) {
    throw new BarUnverifiable(
      'no github-token is set: on pull requests the labels, files and approvals the bar depends on are read through the API (input github-token)',
    );
  }
  if (!pull.baseSha) {
    throw new BarUnverifiable('the event payload has no pull_request.base.sha');
  }
  const pullFiles = await barRead('list the files of the pull request', () =>
    github.pullFiles(pull.number),
  );
  const sides = await readSides(flow, pull.baseSha, headRoot, pullFiles);
  const { blocked } = sides;
  const labels = await barRead('read the labels of the pull request', () =>
    github.labels(pull.number),
  );
  let label: PullBar['label'] = null;
  let labelNote: string | null = null;
  // The freeze label, or `<freeze label>:<suite>` naming this suite (the base's name), which
  // wins where both are on.
  const suiteLabel = `${inputs.freezeLabel}:${sides.plan.config.config.suite}`;
  const named = [suiteLabel, inputs.freezeLabel].find((name) =>
    labels.some((l) => l.toLowerCase() === name.toLowerCase()),
  );
  const events = await barRead('read the label events of the pull request', () =>
    github.labelEvents(pull.number),
  );
  if (named) {
    const application = labelApplication(events, named);
    const actor = application?.actor ?? null;
    labelNote = await labelRun(application, events);
    if (labelNote === null) {
      const role = await barRead(`read the repository permission of ${actor}`, () =>
        permissionOf(flow, actor!),
      );
      const decision = judgeLabel({
        label: named,
        actor,
        role,
        required: inputs.freezePermission,
      });
      label = { actor, decision, event: application };
    }
  }

  let approval: ApprovalCheck | null = null;
  if (blocked && !label) {
    approval = await reviewApproval(flow, approvalSides(flow, sides), pull.number, reviews);
    if (labelNote && !approval.approved)
      approval = { ...approval, reason: `${approval.reason}; ${labelNote}` };
  }

  return { ...sides, label, approval };
}

/** What a review approval of the head's bar is judged by: both sides and how to read a commit. */
export function approvalSides(flow: Flow, sides: BarSides) {
  return {
    base: sides.plan.base?.snapshot ?? null,
    head: sides.head.side.snapshot,
    baseSha: flow.context.pull!.baseSha!,
    readCommit: commitReader(flow),
  };
}

/** Reads the bar of a commit extracted to a folder, against a merge base, with git only. */
export function commitReader(flow: Flow): CommitReader {
  return async (mergeBase, root) => {
    const sides = await readGitSides(flow, mergeBase, root);
    return { base: sides.plan.base?.snapshot ?? null, head: sides.head.side.snapshot };
  };
}

/** The two sides of a bar and what changed between them: what every judging flow decides by. */
export interface BarSides extends PullSides {
  /** Baselines at the base of slots the head no longer has. */
  missing: RunRecord[];
  changes: BarChange[];
  blocked: boolean;
}

/**
 * The base commit's config, data and baselines and the head's, and the config the head's builds
 * are measured under, read with git only (no API call: the measuring job's token may be
 * read-only or absent). `headRoot` is where the head's files are: the checkout on pull_request,
 * a copy of the fetched head commit in the verdict job.
 */
export async function readPullSides(flow: Flow, headRoot: string): Promise<PullSides> {
  const baseSha = flow.context.pull!.baseSha;
  if (!baseSha) throw new BarUnverifiable('the event payload has no pull_request.base.sha');
  return readGitSides(flow, baseSha, headRoot);
}

export async function readGitSides(
  flow: Flow,
  baseSha: string,
  headRoot: string,
): Promise<PullSides> {
  const { inputs, env } = flow;
  const baseRoot = path.join(
    env.RUNNER_TEMP ?? os.tmpdir(),
    `evalgate-base-${baseSha.slice(0, 12)}`,
  );
  await barRead(`check out the base commit ${baseSha}`, () =>
    extractCommit({ repoDir: flow.context.workspace, sha: baseSha, dest: baseRoot }),
  );

  // The config's place in the repository, whether the input names it relative or absolute.
  const configPath = path.relative(
    flow.context.workspace,
    path.resolve(flow.context.workspace, inputs.config),
  );
  const headFile = path.join(headRoot, configPath);
  const headLoaded = { ...(await loadConfig(headFile)), readRoot: headRoot };
  const headSide = await side(headLoaded, headRoot);

  const baseFile = path.join(baseRoot, configPath);
  const base = (await exists(baseFile))
    ? await barRead(`read the bar from ${inputs.config} at the base commit`, async () =>
        side({ ...(await loadConfig(baseFile)), readRoot: baseRoot }, baseRoot),
      )
    : null;
  const head = judgedFromBase(headSide, base);

  const measured: LoadedConfig = base
    ? {
        config: measuredConfig(base.loaded.config, headLoaded.config),
        document: base.loaded.document,
        ...(base.loaded.locate ? { locate: base.loaded.locate } : {}),
        file: `${inputs.config} at the base commit ${baseSha.slice(0, 12)}`,
        baseDir: base.loaded.baseDir,
        modelDir: headLoaded.baseDir,
        barDir: base.loaded.baseDir,
        readRoot: baseRoot,
      }
    : { ...headLoaded, barDir: path.dirname(baseFile) };
  const plan: BarPlan = {
    sha: baseSha,
    root: baseRoot,
    base,
    program: (base ?? head).prepared,
    measured,
    config: base?.loaded ?? headLoaded,
  };
  return { plan, head: { root: headRoot, side: head } };
}

/**
 * Reads both sides (see readPullSides) and what changed between them given the changed files.
 * Every read succeeds or the check fails closed.
 */
export async function readSides(
  flow: Flow,
  baseSha: string,
  headRoot: string,
  pullFiles: readonly PullFile[],
): Promise<BarSides> {
  const sides = await readGitSides(flow, baseSha, headRoot);
  const head = sides.head.side;
  const { base, root: baseRoot } = sides.plan;
  const folders = [head, base].flatMap((s) =>
    s ? [`${repoPath(s === head ? headRoot : baseRoot, baselineDir(s.loaded))}/`] : [],
  );
  const cacheFolder = `${repoPath(headRoot, path.join(head.loaded.baseDir, '.evalgate', 'cache'))}/`;
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
  const missing: RunRecord[] = [];
  for (const id of base?.snapshot.slots ?? []) {
    if (head.snapshot.slots.includes(id)) continue;
    const baseline = await readSlotBaseline(base!.loaded, id);
    if (baseline) missing.push(baseline);
  }
  return { ...sides, missing, changes, blocked: barBlocked(changes) };
}

/** A config with its protocol and the snapshot of its bar, files hashed relative to `root`. */
export async function side(loaded: LoadedConfig, root: string): Promise<BarSide> {
  const prepared = await prepareSuite(loaded, []);
  const { baselines, judgeFiles } = await barFiles(loaded, root);
  return {
    loaded,
    prepared,
    snapshot: barSnapshot(loaded.config, prepared, baselines, judgeFiles),
  };
}

/**
 * The head's side with its judge run from the base's files when the head keeps the base's judge:
 * under the head's approved program, a file the judge reads without naming it stays the base's.
 */
function judgedFromBase(head: BarSide, base: BarSide | null): BarSide {
  if (!base || Object.keys(head.snapshot.judges).length === 0) return head;
  if (!sameJudge(base.snapshot, head.snapshot)) return head;
  const loaded = { ...head.loaded, judgeDir: base.loaded.baseDir };
  return { ...head, loaded, prepared: { ...head.prepared, loaded } };
}

function repoPath(root: string, file: string): string {
  return path.relative(root, file).split(path.sep).join('/');
}

async function exists(file: string): Promise<boolean> {
  return access(file).then(
    () => true,
    () => false,
  );
}
