import * as core from '@actions/core';

/**
 * Where a flow's outputs and failure go. One suite: straight to the step (`core`). Several
 * suites in one step: each suite's are collected, so one suite's failure never stops or hides
 * another, and the step gets one overall verdict at the end.
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

const STEP: OutcomeSink = {
  output: (name, value) => core.setOutput(name, value),
  fail: (message) => core.setFailed(message),
};

let sink: OutcomeSink = STEP;

export function setOutput(name: string, value: string): void {
  sink.output(name, value);
}

export function setFailed(message: string): void {
  sink.fail(message);
}

/** The collecting sink's comment hook, when the step posts one combined comment. */
export function combinedComment(): OutcomeSink['comment'] {
  return sink.comment;
}

/** Runs `fn` with its outputs and failure sent to `collect` instead of the step. */
export async function collecting<T>(collect: OutcomeSink, fn: () => Promise<T>): Promise<T> {
  const previous = sink;
  sink = collect;
  try {
    return await fn();
  } finally {
    sink = previous;
  }
}
