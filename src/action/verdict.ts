// Longer than 250 lines: the verdict job is one flow, from the measuring run it is handed to the
// status it sets; each of its reads (the run, its pull request, the head commit, the answers)
// refuses something of its own, in that order.
import * as core from '@actions/core';
import { readFile, rm } from 'node:fs/promises';
import path from 'node:path';
import { InputError } from '../core/errors.js';
import { logText } from '../core/text.js';
import {
  answersArtifactName,
  checkManifest,
  headBefore,
  labelRunRefusal,
  measuredPull,
  type AnswersManifest,
  type MeasuredRun,
} from '../core/measured.js';
import { extractCommit, fetchPullHead } from '../engine/git-tree.js';
import { downloadRunArtifact } from './artifact.js';
import { freezesHere, readPullBar, type LabelRunRule, type PullBar } from './bar.js';
import type { RunContext } from './context.js';
import { BarUnverifiable, barRead, errorText, type Flow } from './flow.js';
import { workflowFile, type GitHubPort } from './github.js';
import { INPUT, type ActionInputs } from './inputs.js';
import { gateStatus, setGateStatus } from './publish.js';
import { gradedProgram } from './graded.js';
import { confirmedStatus, judgePull, refuseSharedSkip, type PullOutcome } from './pull-request.js';
import { executeSuites } from './suites.js';
import { runnerTemp } from '../engine/paths.js';

/**
 * The verdict job of the two-job recipe: `workflow_run` after the measuring run of a pull request,
 * running from the default branch with the token that writes. It runs none of the pull request's
 * code: it finds the pull request, reads it and its head commit (as data) and the bar exactly as
 * the pull-request flow does, and grades the answers the measuring run uploaded, sending no
 * request. It then comments, sets the commit status `evalgate / <suite>` on the head (a
 * workflow_run check does not show on the pull request) and, on the freeze label's run, freezes.
 */
export async function verdictJob(
  inputs: ActionInputs,
  context: RunContext,
  github: GitHubPort | undefined,
  env: NodeJS.ProcessEnv,
): Promise<void> {
  const run = context.workflowRun!;
  if (!github) {
    throw new BarUnverifiable(
      "no github-token is set: the verdict job reads the pull request, its labels and reviews and the measuring run's artifact through the API (input github-token)",
    );
  }
  // The workflow_run trigger names workflows by name, which any workflow a pull request adds can
  // take: only runs of the measuring workflow's own file are graded.
  const measuring = workflowFile(inputs.measuringWorkflow);
  if (!measuring) {
    throw new InputError(
      `input "${INPUT.measuringWorkflow}": the verdict job needs the path of the measuring workflow file (e.g. .github/workflows/measure.yml), found nothing; only answers of runs of that file are graded. Nothing was graded`,
    );
  }
  if (workflowFile(run.path) !== measuring) {
    throw new InputError(
      `evalgate: workflow run ${run.id} ran ${logText(run.path ?? 'an unknown workflow file')}, not the measuring workflow ${logText(measuring)} (input "${INPUT.measuringWorkflow}"): a workflow of the same name is not the measuring one. Nothing was graded or written.`,
    );
  }
  if (run.conclusion === 'skipped') {
    core.notice(
      `evalgate: the measuring run ${run.id} was skipped (its job's if: condition), so there is nothing to grade; the status stays as the last graded run set it.`,
    );
    return;
  }
  const number = await findPull(github, context, run);
  const facts = await barRead(`read pull request #${number}`, () => github.pull(number));
  if (facts.state !== 'open') {
    throw new InputError(
      `evalgate: pull request #${number} is ${facts.state}; workflow run ${run.id} measured it while it was open, and a closed pull request is not judged. Nothing was written.`,
    );
  }
  if (facts.headSha !== run.headSha) {
    throw new InputError(
      `evalgate: pull request #${number} has moved on to ${facts.headSha.slice(0, 12)} since workflow run ${run.id} measured ${run.headSha.slice(0, 12)}; a newer run will judge it. Nothing was written.`,
    );
  }
  const root = runnerTemp(env, `evalgate-head-${facts.headSha.slice(0, 12)}`);
  await barRead(`fetch the head commit ${facts.headSha} of pull request #${number}`, async () => {
    await fetchPullHead({ repoDir: context.workspace, sha: facts.headSha, pull: number });
    await extractCommit({ repoDir: context.workspace, sha: facts.headSha, dest: root });
  });
  const pullContext: RunContext = {
    ...context,
    pull: {
      number,
      headRef: facts.headRef,
      headRepo: facts.headRepo,
      baseRepo: facts.baseRepo,
      fork: facts.headRepo !== facts.baseRepo,
      // From the API, never from the measuring run: the bar is the base's as GitHub says it.
      baseSha: facts.baseSha,
      baseRef: facts.baseRef,
      headSha: facts.headSha,
      author: facts.author,
      measured: { root, run },
    },
    // The run being judged was started by this user (the label's applier, for a freeze).
    triggeringActor: run.triggeringActor,
    action: null,
    label: null,
  };
  await executeSuites(inputs, pullContext, github, env, (i, c, g, e, o) =>
    verdictSuite({
      inputs: i,
      context: c,
      github: g,
      env: e,
      outcome: o,
      runOptions: {
        models: i.models,
        noCache: false,
        // The records say which commit was measured: the head, not the default branch's.
        env: { ...e, GITHUB_SHA: facts.headSha },
        log: (text) => process.stdout.write(text),
        isTTY: false,
        progressIntervalS: 10,
      },
    }),
  );
}

/**
 * The pull request the measuring run was for: GitHub lists it in `workflow_run.pull_requests`,
 * except for a fork's, where it is found among the open pull requests of the run's head
 * repository and branch. Either way it must be exactly one whose head is the measured commit.
 */
async function findPull(github: GitHubPort, context: RunContext, run: MeasuredRun) {
  let candidates = run.pulls;
  let source = 'workflow_run.pull_requests';
  if (candidates.length === 0) {
    const [owner, repo] = (run.headRepo ?? '').split('/');
    if (!owner || !repo || !run.headBranch) {
      throw new InputError(
        `evalgate: workflow run ${run.id} lists no pull request and names no head repository and branch to find it by; nothing was judged`,
      );
    }
    candidates = await barRead(`list the open pull requests of ${owner}:${run.headBranch}`, () =>
      github.openPullsByHead(owner, run.headBranch!),
    );
    source = `the open pull requests of ${context.owner}/${context.repo}`;
  }
  const found = measuredPull(run, candidates, source);
  if ('error' in found) throw new InputError(`evalgate: ${found.error}; nothing was judged`);
  return found.number;
}

/** One suite: the bar, the artifact and its manifest, then the pull-request judgement and status. */
async function verdictSuite(flow: Flow): Promise<void> {
  const { inputs, context, env } = flow;
  const pull = context.pull!;
  const run = pull.measured!.run;
  const labelRun: LabelRunRule = async (application, events) => {
    // The head when the label was applied, from GitHub's runs of the measuring workflow.
    const runs = application
      ? await barRead(`list the runs of ${pull.headRef}`, () =>
          flow.github!.pullRequestRuns(pull.headRef),
        )
      : [];
    const mine = runs.filter(
      (r) =>
        r.path === workflowFile(inputs.measuringWorkflow) &&
        (r.pulls.length === 0 || r.pulls.includes(pull.number)),
    );
    return labelRunRefusal({
      label: application?.label ?? inputs.freezeLabel,
      application,
      events,
      run,
      headAtLabel: application ? headBefore(mine, application.created_at) : null,
    });
  };
  // The check a branch protection requires is the base's suite's: a head that renames the suite
  // fails that check, it does not start another. Unknown until the bar is read.
  let suite: string | null = null;
  let outcome: PullOutcome;
  let bar: PullBar;
  try {
    bar = await readPullBar(flow, pull.measured!.root, labelRun);
    suite = bar.plan.config.config.suite;
    const manifest = await measuredAnswers(flow, bar, run);
    const answers = {
      dir: path.join(answersRoot(env, bar), 'answers'),
      run: { runId: run.id, attempt: run.attempt },
    };
    outcome = await judgePull({ ...flow, answers }, bar, {
      // Only a fork's run lacks secrets; what a manifest of another run says is not believed.
      missingSecrets: pull.fork ? manifest.missing_secrets : [],
      secretsClaimedByRun: true,
      runsNoPullCode: true,
      footer: `\n_Graded by the verdict job from the answers of the measuring run ${run.id}${run.url ? ` ([log](${run.url}))` : ''}, artifact \`${answersArtifactName(bar.head.side.loaded.config.suite)}\`: this job sent no request and ran none of the pull request's code._\n`,
    });
  } catch (error) {
    if (suite !== null) {
      const named = suite;
      await setGateStatus(
        flow,
        pull.headSha!,
        named,
        { state: 'error', description: `cannot judge: ${errorText(error)}` },
        true,
      ).catch((statusError: unknown) => core.warning(`evalgate: ${errorText(statusError)}`));
    }
    throw error;
  }
  if (outcome.kind === 'frozen') return; // the freeze set the status on the commit it pushed
  if (outcome.kind === 'skipped') {
    // A skip graded nothing: it sets no status, and fails where another pull request shares the head.
    await refuseSharedSkip(flow, pull.headSha!);
    return;
  }
  const { state, description } = await confirmedStatus(
    flow,
    bar,
    gateStatus(outcome.result, inputs),
  );
  await setGateStatus(
    flow,
    pull.headSha!,
    suite,
    { state, description: `${description} (graded from the measuring run's answers)` },
    true,
  );
}

/**
 * Downloads the measuring run's answers and checks its manifest: the suite, pull request, head
 * commit and run it names must be the ones GitHub names, and it must hold the program this job
 * grades under. Any mismatch or failure: nothing is graded.
 */
async function measuredAnswers(
  flow: Flow,
  bar: PullBar,
  run: MeasuredRun,
): Promise<AnswersManifest> {
  const { inputs, context, env } = flow;
  const pull = context.pull!;
  const suite = bar.head.side.loaded.config.suite;
  if (run.conclusion !== 'success') {
    throw new InputError(
      `the measuring run ${run.id} concluded ${run.conclusion ?? 'without a conclusion'}, so its answers are not graded; see that run's log, fix the cause and push again (or re-run it)`,
    );
  }
  const name = answersArtifactName(suite);
  const dest = answersRoot(env, bar);
  await rm(dest, { recursive: true, force: true });
  try {
    await downloadRunArtifact({
      name,
      runId: run.id,
      owner: context.owner,
      repo: context.repo,
      token: inputs.token,
      dest,
    });
  } catch (error) {
    throw new InputError(
      `could not download the artifact ${name} of the measuring run ${run.id}: ${errorText(error)}. The verdict job needs \`permissions: actions: read\`, and the measuring job must run \`mode: measure\` with the same config`,
    );
  }
  let raw: unknown;
  try {
    raw = JSON.parse(await readFile(path.join(dest, 'manifest.json'), 'utf8'));
  } catch (error) {
    throw new InputError(`the artifact ${name} has no readable manifest.json: ${errorText(error)}`);
  }
  const checked = checkManifest(raw, {
    suite,
    pull: pull.number,
    headSha: pull.headSha!,
    runId: run.id,
  });
  if ('error' in checked) {
    throw new InputError(
      `the artifact ${name} of workflow run ${run.id} is not this pull request's answers: ${checked.error}; nothing was graded`,
    );
  }
  const { manifest } = checked;
  if (manifest.missing_secrets.length > 0) return manifest;
  // The program graded under: the head's own for a freeze label's run, else as the gate decides.
  const needed = freezesHere(flow, bar)
    ? bar.head.side.prepared.protocolId
    : gradedProgram(bar, inputs.models).prepared.protocolId;
  if (!manifest.protocol_ids.includes(needed)) {
    throw new InputError(
      `the measuring run ${run.id} measured under protocol ${logText(manifest.protocol_ids.map((p) => p.slice(0, 12)).join(', ')) || '(none)'}, not ${needed.slice(0, 12)}, the one this job grades under (its base was ${logText(manifest.base_sha.slice(0, 12))}, the pull request's is ${bar.plan.sha.slice(0, 12)}); re-run the measuring workflow`,
    );
  }
  return manifest;
}

function answersRoot(env: NodeJS.ProcessEnv, bar: PullBar): string {
  return runnerTemp(env, 'evalgate-measured', bar.head.side.loaded.config.suite);
}
