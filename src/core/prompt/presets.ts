import type { Config } from '../config/schema.js';

type HarnessPreset = NonNullable<Config['harness']['preset']>;

interface Preset {
  /** In evalgate's template language; text before {{fewshot}} is written once per prompt. */
  template: string;
  /** Used when `harness.mode` is not set. */
  mode: 'chat' | 'completion';
}

/**
 * Built-in prompts, written in the same template language as user templates so the protocol card
 * shows exactly what is sent.
 */
export const PRESETS: Readonly<Record<HarnessPreset, Preset>> = {
  /**
   * lm-evaluation-harness's default MMLU prompt (tasks/mmlu/default), byte for byte: the
   * description, then each example as doc_to_text + " " + letter + "\n\n", then doc_to_text, where
   * doc_to_text = "{question.strip()}\nA. {c0}\nB. {c1}\nC. {c2}\nD. {c3}\nAnswer:". lm-eval sends
   * it as one completion string; in chat mode the same text is the user message.
   */
  mmlu: {
    template:
      'The following are multiple choice questions (with answers) about {{subject | underscores_to_spaces}}.\n\n' +
      '{{fewshot}}' +
      '{{question | strip}}\n{{#choices}}{{letter}}. {{text}}\n{{/choices}}Answer:',
    mode: 'completion',
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
