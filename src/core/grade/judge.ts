/**
 * LLM-as-judge grading. `grader.prompt` is a template (see prompt/template.ts) over a closed set
 * of variables, checked when the grader is created:
 * - `{{question}}`: the item's question;
 * - `{{answer}}`: the reference answer as text (the correct choice's text for multiple-choice
 *   rows; several accepted answers are joined with " | ");
 * - `{{answer_letter}}`: the correct letter (multiple-choice rows only);
 * - `{{choices}}`: the choices as lettered lines ("A. ...\nB. ..."), or a section over them;
 * - `{{response}}`: the response being graded.
 * The rendered text is sent as one user message. The verdict is read by `parseVerdict`.
 */
import type { Config } from '../config/schema.js';
import { InputError } from '../errors.js';
import { compileTemplate, topLevelNames } from '../prompt/template.js';
import type { Prompt } from '../prompt/types.js';
import { closestName } from '../text.js';
import { cut, references } from './references.js';
import { grade, type Grader } from './types.js';

export type JudgeFn = (prompt: Prompt) => Promise<string>;

type JudgeConfig = Extract<Config['grader'], { kind: 'llm_judge' }>;

const VARIABLES = ['question', 'answer', 'answer_letter', 'choices', 'response'];

export function judgeGrader(config: JudgeConfig, judge: JudgeFn | undefined): Grader {
  if (judge === undefined) {
    throw new Error(
      `grader llm_judge needs a judge function (a client for model entry "${config.judge}"); none was given`,
    );
  }
  const template = compileTemplate(config.prompt, 'grader.prompt');
  for (const { name, tag } of topLevelNames(template.nodes)) {
    if (!VARIABLES.includes(name)) {
      const guess = closestName(name, VARIABLES);
      throw new InputError(
        `grader.prompt: unknown variable "${name}" in ${tag}; expected one of ${VARIABLES.join(', ')}`,
        guess === undefined ? [] : [`did you mean {{${guess}}}?`],
      );
    }
  }
  return {
    async grade(item, response) {
      const refs = references(item, 'llm_judge');
      const context: Record<string, unknown> = {
        question: item.row.question,
        answer: refs.texts.length > 0 ? refs.texts.join(' | ') : refs.letters.join(' | '),
        choices: Array.isArray(item.row.choices) ? item.row.choices : [],
        response,
      };
      if (refs.letters.length > 0) context.answer_letter = refs.letters.join(' | ');
      const content = template.render(context, `item ${JSON.stringify(item.id)}`);
      const reply = await judge({ mode: 'chat', messages: [{ role: 'user', content }] });
      const verdict = parseVerdict(reply);
      if (verdict === undefined) {
        return grade(false, null, `judge verdict unclear: ${JSON.stringify(cut(reply, 80))}`);
      }
      return grade(verdict.correct, verdict.word, `judge said "${verdict.word}"`);
    },
    describe: () => ({
      kind: 'llm_judge',
      judge: config.judge,
      prompt: config.prompt,
      rules_version: 1,
    }),
  };
}

export interface Verdict {
  correct: boolean;
  /** The verdict as the judge wrote it, lowercased: "correct", "incorrect", "yes"... */
  word: string;
}

const POSITIVE = ['correct', 'right', 'yes', 'true', 'pass'];
const NEGATIVE = ['incorrect', 'wrong', 'no', 'false', 'fail', 'not correct'];
// Longest first, so that "incorrect" is never read as "correct" nor "not correct" as "not".
const WORDS = [...NEGATIVE, ...POSITIVE].sort((a, b) => b.length - a.length).join('|');

const LABELLED = new RegExp(
  `\\b(?:verdict|grade|judgement|judgment)\\s*[:=]\\s*["'(\\[]?(${WORDS.replace(' ', '\\s+')})\\b`,
  'gi',
);
const LEADING = new RegExp(`^[\\s"'(\\[#>-]*(${WORDS.replace(' ', '\\s+')})\\b`, 'i');

/**
 * Reads a judge's verdict, in this order:
 * 1. the last labelled line: "VERDICT: correct" (also "Grade:", "Judgement:");
 * 2. a JSON object anywhere (fenced or not) with `correct`/`is_correct` (boolean) or `verdict`;
 * 3. the first word: yes/no, correct/incorrect, right/wrong, true/false, pass/fail.
 * Anything else is unclear (undefined), which the grader scores as incorrect.
 */
export function parseVerdict(reply: string): Verdict | undefined {
  const text = reply.replace(/[*`_]/g, '');
  const labelled = [...text.matchAll(LABELLED)].pop();
  if (labelled) return verdictOf(labelled[1] as string);
  const json = jsonVerdict(reply);
  if (json) return json;
  const leading = LEADING.exec(text);
  return leading ? verdictOf(leading[1] as string) : undefined;
}

function verdictOf(word: string): Verdict | undefined {
  const normalized = word.toLowerCase().replace(/\s+/g, ' ');
  if (POSITIVE.includes(normalized)) return { correct: true, word: normalized };
  if (NEGATIVE.includes(normalized)) return { correct: false, word: normalized };
  return undefined;
}

function jsonVerdict(reply: string): Verdict | undefined {
  const start = reply.indexOf('{');
  const end = reply.lastIndexOf('}');
  if (start < 0 || end <= start) return undefined;
  let value: unknown;
  try {
    value = JSON.parse(reply.slice(start, end + 1));
  } catch {
    return undefined;
  }
  if (typeof value !== 'object' || value === null) return undefined;
  const record = value as Record<string, unknown>;
  for (const key of ['correct', 'is_correct']) {
    const flag = record[key];
    if (typeof flag === 'boolean') return { correct: flag, word: `${key}: ${flag}` };
  }
  return typeof record.verdict === 'string' ? verdictOf(record.verdict.trim()) : undefined;
}
