import * as core from '@actions/core';
import type { BarSnapshot } from '../core/bar.js';
import type { LoadedConfig } from '../engine/config.js';
import type { PreparedSuite } from '../engine/run.js';

/**
 * Where a flow's outputs and failure go, carried on its `Flow`. One suite: straight to the step
 * (`STEP_OUTCOME`). Several suites in one step: each suite's are collected, so one suite's failure
 * never stops or hides another, and the step gets one overall verdict at the end.
 */
export interface OutcomeSink {
  output(name: string, value: string): void;
  fail(message: string): void;
  /**
   * Set in combined comment mode: the suite's report goes into one comment instead of its own;
   * `fit(budget)` gives the report cut to that many characters.
   */
  comment?: (suite: string, fit: (budget: number) => string, failed: boolean) => void;
  /**
   * Set when a freeze label's run has several suites: a suite's frozen baselines are handed
   * here, and the step commits them all in one commit once every suite has run.
   */
  freeze?: (part: FrozenSuite) => void;
}

/** The step's own outputs and failure: the sink of a step that runs one suite. */
export const STEP_OUTCOME: OutcomeSink = {
  output: (name, value) => core.setOutput(name, value),
  fail: (message) => core.setFailed(message),
};

/** What a label freeze of one suite measured and wrote, before it is committed. */
export interface FrozenSuite {
  /** The head's suite, and the base's (the status context the branch protection requires). */
  suite: string;
  required: string;
  files: { path: string; content: string }[];
  message: string;
  table: string;
  prepared: PreparedSuite;
  loaded: LoadedConfig;
  /** Where the head's files are (the checkout, or the verdict job's copy of the head commit). */
  root: string;
  /** The base's bar, for the approve line of the commit the freeze makes. */
  base: BarSnapshot | null;
  actor: string;
  /** The label that asked for it: the freeze label, or `<freeze label>:<suite>`. */
  label: string;
}
