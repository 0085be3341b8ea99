import type { Config } from '../config/schema.js';

type HarnessPreset = NonNullable<Config['harness']['preset']>;
type GraderConfig = Config['grader'];

interface Preset {
  /** In evalgate's template language; text before {{fewshot}} is written once per prompt. */
  template: string;
  /** Used when `harness.mode` is not set. */
  mode: 'chat' | 'completion';
  /** The runner and versions whose prompts this preset gives byte for byte, for card and record. */
  reproduces?: string;
  /** The row field few-shot examples are grouped by when `harness.fewshot.group_by` is not set. */
  groupBy?: string;
  /** Stop sequences sent when `decoding.stop` is not set. */
  stop?: readonly string[];
  /** The grader used when the config sets none. */
  grader?: GraderConfig;
}

// lm-evaluation-harness's MMLU task (tasks/mmlu): the description names the subject, each
// few-shot example is doc_to_text + " " + letter + "\n\n" from the subject's dev split (first_n),
// then doc_to_text of the item, where doc_to_text is
// "{question.strip()}\nA. {c0}\nB. {c1}\nC. {c2}\nD. {c3}\nAnswer:". lm-eval renders the
// description through Jinja, which up to 0.4.3 drops one trailing newline of its "\n\n" (0.4.4
// set keep_trailing_newline), so the two version ranges differ by that one byte.
const ITEM = '{{question | strip}}\n{{#choices}}{{letter}}. {{text}}\n{{/choices}}Answer:';
const ABOUT =
  'The following are multiple choice questions (with answers) about {{subject | underscores_to_spaces}}.';
const MMLU_SINCE_044 = `${ABOUT}\n\n{{fewshot}}${ITEM}`;
const MMLU_UNTIL_043 = `${ABOUT}\n{{fewshot}}${ITEM}`;

// The generative variant (mmlu_<subject>_generative) stops at "</s>" and "\n". From 0.4.8 its
// answer is the first line of the response, stripped, compared with the letter ignoring case and
// ASCII punctuation; before that the response had to equal the letter exactly.
const GENERATIVE_STOP = ['</s>', '\n'] as const;
const EXACT_LETTER: GraderConfig = { kind: 'exact_match', normalize: [], target: 'letter' };
const FILTERED_LETTER: GraderConfig = {
  kind: 'exact_match',
  normalize: ['first_line', 'strip', 'lowercase', 'strip_ascii_punctuation'],
  target: 'letter',
};

/**
 * Built-in prompts, written in the same template language as user templates so the protocol card
 * shows exactly what is sent. lm-eval sends its MMLU prompts as one completion string; in chat
 * mode the same text is the user message.
 */
export const PRESETS: Readonly<Record<HarnessPreset, Preset>> = {
  mmlu: {
    template: MMLU_SINCE_044,
    mode: 'completion',
    reproduces: 'lm-evaluation-harness 0.4.4 to 0.4.12, task mmlu_<subject>',
    groupBy: 'subject',
  },
  'mmlu@lm-eval-0.4.3': {
    template: MMLU_UNTIL_043,
    mode: 'completion',
    reproduces: 'lm-evaluation-harness 0.4.2 and 0.4.3, task mmlu_<subject>',
    groupBy: 'subject',
  },
  'mmlu-generative': {
    template: MMLU_SINCE_044,
    mode: 'completion',
    reproduces: 'lm-evaluation-harness 0.4.8 to 0.4.12, task mmlu_<subject>_generative',
    groupBy: 'subject',
    stop: GENERATIVE_STOP,
    grader: FILTERED_LETTER,
  },
  'mmlu-generative@lm-eval-0.4.7': {
    template: MMLU_SINCE_044,
    mode: 'completion',
    reproduces: 'lm-evaluation-harness 0.4.4 to 0.4.7, task mmlu_<subject>_generative',
    groupBy: 'subject',
    stop: GENERATIVE_STOP,
    grader: EXACT_LETTER,
  },
  'mmlu-generative@lm-eval-0.4.3': {
    template: MMLU_UNTIL_043,
    mode: 'completion',
    reproduces: 'lm-evaluation-harness 0.4.3, task mmlu_<subject>_generative',
    groupBy: 'subject',
    stop: GENERATIVE_STOP,
    grader: EXACT_LETTER,
  },
  /**
   * A zero-shot, think-then-answer prompt in the style of OpenAI simple-evals' multiple-choice
   * template (our wording). Pair it with grader `choice`, which reads the final `Answer: X` line.
   */
  'mmlu-simple-evals': {
    template:
      'Answer the following multiple choice question. Think step by step, then give your answer ' +
      'on the last line of your response, in the form "Answer: $LETTER" where LETTER is one of ' +
      '{{letters}}.\n\n' +
      '{{fewshot}}' +
      '{{question}}\n\n{{#choices}}{{letter}}) {{text}}{{^last}}\n{{/last}}{{/choices}}',
    mode: 'chat',
  },
};
