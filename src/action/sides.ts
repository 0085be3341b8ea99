import { access } from 'node:fs/promises';
import path from 'node:path';
import {
  barSnapshot,
  diffBar,
  measuredConfig,
  sameJudge,
  type BarChange,
  type BarSnapshot,
  type PullFile,
} from '../core/bar.js';
import { barBlocked } from '../core/decide.js';
import type { RunRecord } from '../core/record.js';
import { barFiles, baselineDir, readSlotBaseline } from '../engine/baselines.js';
import { loadConfig, type LoadedConfig } from '../engine/config.js';
import { extractCommit } from '../engine/git-tree.js';
import { prepareSuite, type PreparedSuite } from '../engine/run.js';
import { BarUnverifiable, barRead, type Flow } from './flow.js';
import { runnerTemp, statePath } from '../engine/paths.js';

/** Everything the pull-request flow decides by, read before anything is measured or posted. */
/*
 * The two sides of a pull request's bar, read with git only: the base commit's config, data and
 * baselines, the head's, and what changed between them.
 */

/** One side of the pull request, read and prepared. */
export interface BarSide {
  loaded: LoadedConfig;
  prepared: PreparedSuite;
  snapshot: BarSnapshot;
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
  const baseRoot = runnerTemp(env, `evalgate-base-${baseSha.slice(0, 12)}`);
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
  const cacheFolder = `${repoPath(headRoot, statePath(head.loaded.baseDir, 'cache'))}/`;
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
