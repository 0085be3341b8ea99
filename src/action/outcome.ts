import * as core from '@actions/core';

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
}

/** The step's own outputs and failure: the sink of a step that runs one suite. */
export const STEP_OUTCOME: OutcomeSink = {
  output: (name, value) => core.setOutput(name, value),
  fail: (message) => core.setFailed(message),
};
