import type { Item } from '../slice/rows.js';

/** The outcome of grading one response. */
export interface Grade {
  correct: boolean;
  /** 0..1; every built-in grader gives 1 when correct and 0 otherwise. */
  score: number;
  /** What the grader read from the response (a letter, a number, a verdict), or null. */
  extracted: string | null;
  /** Why it was judged right or wrong, in a few words: `extracted "B" = answer "B"`. */
  reason: string;
  /** Loglikelihood grading only: the per-choice sums and both of lm-eval's verdicts. */
  loglikelihood?: { loglikelihoods: number[]; acc: boolean; acc_norm: boolean };
}

export interface Grader {
  /**
   * Synchronous for every grader but the LLM judge, which waits for its model: a run grades each
   * answer as it arrives, and a promise per item is a cost on every item.
   */
  grade(item: Item, response: string): Grade | Promise<Grade>;
  /** A canonical description (kind, options, rules version) that goes into the protocol id. */
  describe(): Record<string, unknown>;
}

/** Builds a Grade; score follows correctness. */
export function grade(correct: boolean, extracted: string | null, reason: string): Grade {
  return { correct, score: correct ? 1 : 0, extracted, reason };
}
