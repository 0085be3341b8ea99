import type { Config } from '../config/schema.js';
import {
  choiceTargets,
  codePoints,
  goldIndex,
  scoreChoices,
  type ChoiceOptions,
} from '../loglikelihood.js';
import type { Item } from '../slice/rows.js';
import type { Grade, Grader } from './types.js';

type LoglikelihoodConfig = Extract<Config['grader'], { kind: 'loglikelihood' }>;

const LETTERS = 'ABCDEFGHIJ';

/**
 * Grades the per-choice loglikelihoods a provider returns (as a JSON list, the response text of
 * `harness.output: loglikelihood`) with lm-eval's acc or acc_norm; both are kept on the grade.
 */
export function loglikelihoodGrader(config: LoglikelihoodConfig, options: ChoiceOptions): Grader {
  return {
    grade(item: Item, response: string): Grade {
      const targets = choiceTargets(item, options);
      const gold = goldIndex(item, targets.length);
      const lls = parseLoglikelihoods(response, targets.length, item);
      const score = scoreChoices(lls, targets.map(codePoints), gold);
      const pred = config.metric === 'acc' ? score.pred : score.predNorm;
      const correct = pred === gold;
      const shown = (i: number) => `"${LETTERS[i]}" (${lls[i]})`;
      return {
        correct,
        score: correct ? 1 : 0,
        extracted: LETTERS[pred]!,
        reason: `${config.metric}: ${shown(pred)} ${correct ? '=' : '≠'} answer ${shown(gold)}`,
        loglikelihood: { loglikelihoods: lls, acc: score.acc, acc_norm: score.accNorm },
      };
    },
    describe: () => ({
      kind: 'loglikelihood',
      metric: config.metric,
      choice_target: options.choiceTarget,
      target_delimiter: options.targetDelimiter,
      // Absent without a limit, so the ids of suites without one stay what they were.
      ...(options.maxLength === undefined ? {} : { max_length: options.maxLength }),
      rules_version: 1,
    }),
  };
}

function parseLoglikelihoods(response: string, count: number, item: Item): number[] {
  let parsed: unknown;
  try {
    parsed = JSON.parse(response);
  } catch {
    parsed = undefined;
  }
  if (
    !Array.isArray(parsed) ||
    parsed.length !== count ||
    !parsed.every((x) => typeof x === 'number' && Number.isFinite(x))
  ) {
    throw new Error(
      `item ${JSON.stringify(item.id)}: expected the loglikelihoods of its ${count} choices (a JSON list of numbers), found ${JSON.stringify(response.slice(0, 60))}; the answer was not made with harness.output loglikelihood`,
    );
  }
  return parsed as number[];
}
