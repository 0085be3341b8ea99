import {
  judgeLabel,
  labelApplication,
  type LabelDecision,
  type LabelEvent,
} from '../core/decide.js';
import { permissionOf, reviewApproval, type ApprovalCheck, type CommitReader } from './approval.js';
import type { Review } from '../core/approval.js';
import { BarUnverifiable, barRead, type Flow } from './flow.js';
import { readGitSides, readSides, type BarSides } from './sides.js';

/** Everything the pull-request flow decides by, read before anything is measured or posted. */
export interface PullBar extends BarSides {
  /** The freeze label is on the pull request: who applied it and whether that counts. */
  label: { actor: string | null; decision: LabelDecision; event: LabelEvent | null } | null;
  /** Whether a maintainer's review approves the head's bar (read only when the bar is blocked). */
  approval: ApprovalCheck | null;
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
