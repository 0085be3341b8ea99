/**
 * Graders: from a response to a Grade. Every grader's `describe()` carries a `rules_version`,
 * bumped whenever evalgate changes how that grader reads responses, so that a change in grading
 * rules changes the protocol id instead of silently moving scores.
 *
 * References (see references.ts): the row's `answer` as text; a list means any element counts.
 * For rows with choices and an answer that points into them (an index or a letter), the
 * references are the answer letter and the choice's text.
 */
import type { Config } from '../config/schema.js';
import { InputError } from '../errors.js';
import { pythonStrip } from '../prompt/template.js';
import { PyFloat } from '../pyjson.js';
import { answerIndex, show } from '../slice/rows.js';
import { extractChoice } from './choice.js';
import type { ChoiceOptions } from '../loglikelihood.js';
import { judgeGrader, type JudgeFn } from './judge.js';
import { loglikelihoodGrader } from './loglikelihood.js';
import { canonicalNormalizers, normalizer } from './normalize.js';
import { extractNumber } from './numeric.js';
import { cut, itemName, references, showAnswers } from './references.js';
import { grade, type Grader } from './types.js';

export type { Grade, Grader } from './types.js';

type GraderConfig = Config['grader'];
type Of<K extends GraderConfig['kind']> = Extract<GraderConfig, { kind: K }>;

export interface GraderOptions {
  /** Sends a prompt to the judge model and returns its reply; required for `llm_judge`. */
  judge?: JudgeFn;
  /** The choice targets of `harness.output: loglikelihood`; required for `loglikelihood`. */
  choices?: ChoiceOptions;
}

export function createGrader(config: GraderConfig, options: GraderOptions = {}): Grader {
  switch (config.kind) {
    case 'exact_match':
      return exactMatch(config);
    case 'contains':
      return contains(config);
    case 'regex':
      return regex(config);
    case 'choice':
      return choice(config);
    case 'numeric':
      return numeric(config);
    case 'llm_judge':
      return judgeGrader(config, options.judge);
    case 'loglikelihood':
      if (!options.choices) throw new Error('grader loglikelihood needs the choice options');
      return loglikelihoodGrader(config, options.choices);
  }
}

/** The normalized response equals a normalized reference. */
function exactMatch(config: Of<'exact_match'>): Grader {
  const normalize = normalizer(config.normalize);
  return {
    grade(item, response) {
      const refs = references(item, 'exact_match');
      const targets =
        config.target === 'letter' && refs.letters.length > 0
          ? refs.letters
          : config.target === 'text'
            ? refs.texts
            : [...refs.letters, ...refs.texts];
      const extracted = normalize(response);
      return compareText(extracted, targets, normalize);
    },
    describe: () => ({
      kind: 'exact_match',
      normalize: canonicalNormalizers(config.normalize),
      // Listed only when set, so the protocol of existing exact_match suites is unchanged.
      ...(config.target === 'any' ? {} : { target: config.target }),
      rules_version: 1,
    }),
  };
}

function compareText(
  extracted: string,
  targets: readonly string[],
  normalize: (text: string) => string,
) {
  const hit = targets.find((target) => normalize(target) === extracted);
  return hit === undefined
    ? grade(false, extracted, `extracted ${quote(extracted)} ≠ answer ${showAnswers(targets)}`)
    : grade(true, extracted, `extracted ${quote(extracted)} = answer ${quote(hit)}`);
}

/**
 * Lenient: a reference occurs in the response as whole words ("4" is not found in "14"), after
 * collapsing whitespace and, unless case_sensitive, lowercasing both. For multiple-choice rows only
 * the choice's text is looked for: a letter such as "B" would be found in almost any response.
 */
function contains(config: Of<'contains'>): Grader {
  const normalize = (text: string) => {
    const collapsed = pythonStrip(text.replace(/\s+/g, ' '));
    return config.case_sensitive ? collapsed : collapsed.toLowerCase();
  };
  return {
    grade(item, response) {
      const refs = references(item, 'contains');
      const targets = refs.texts.length > 0 ? refs.texts : refs.letters;
      const haystack = normalize(response);
      const hit = targets.find((target) => containsWords(haystack, normalize(target)));
      return hit === undefined
        ? grade(false, null, `answer ${showAnswers(targets)} not found in the response`)
        : grade(true, hit, `answer ${quote(hit)} found in the response`);
    },
    describe: () => ({ kind: 'contains', case_sensitive: config.case_sensitive, rules_version: 1 }),
  };
}

function containsWords(text: string, needle: string): boolean {
  if (needle === '') return false;
  const wordChar = /[\p{L}\p{N}]/u;
  const startsWord = wordChar.test(needle[0] as string);
  const endsWord = wordChar.test(needle[needle.length - 1] as string);
  for (let at = text.indexOf(needle); at >= 0; at = text.indexOf(needle, at + 1)) {
    const before = text[at - 1];
    const after = text[at + needle.length];
    if (startsWord && before !== undefined && wordChar.test(before)) continue;
    if (endsWord && after !== undefined && wordChar.test(after)) continue;
    return true;
  }
  return false;
}

/**
 * `pattern` is a JavaScript regular expression; a leading Python-style inline flag group such as
 * `(?i)` or `(?ms)` is accepted and turned into flags. The `group` (a number, or a name for
 * `(?<name>...)`) of the first match is compared with the references after `strip`.
 */
function regex(config: Of<'regex'>): Grader {
  const pattern = compilePattern(config.pattern);
  checkGroup(pattern, config.group);
  return {
    grade(item, response) {
      const refs = references(item, 'regex');
      const targets = [...refs.letters, ...refs.texts];
      const match = pattern.exec(response);
      if (match === null) return grade(false, null, 'pattern did not match');
      const value =
        typeof config.group === 'number' ? match[config.group] : match.groups?.[config.group];
      if (value === undefined) {
        return grade(false, null, `pattern matched but group ${config.group} did not`);
      }
      return compareText(pythonStrip(value), targets, pythonStrip);
    },
    describe: () => ({
      kind: 'regex',
      pattern: config.pattern,
      group: config.group,
      rules_version: 1,
    }),
  };
}

/**
 * A regex grader's pattern and group as the grader will use them; an InputError (message
 * `grader.pattern: ...` or `grader.group: ...`) when the pattern does not compile or lacks the group.
 */
export function checkRegexGrader(source: string, group: number | string): void {
  checkGroup(compilePattern(source), group);
}

function compilePattern(source: string): RegExp {
  const inline = /^\(\?([a-zA-Z]+)\)/.exec(source);
  const flags = inline?.[1] ?? '';
  const bad = [...flags].find((flag) => !'ims'.includes(flag));
  if (bad !== undefined) {
    throw new InputError(
      `grader.pattern: unsupported inline flag "${bad}" in ${quote(source)}; expected i, m or s`,
    );
  }
  try {
    return new RegExp(source.slice(inline?.[0].length ?? 0), [...new Set(flags)].join(''));
  } catch (error) {
    throw new InputError(
      `grader.pattern: expected a regular expression, found ${quote(source)}: ${(error as Error).message}`,
    );
  }
}

function checkGroup(pattern: RegExp, group: number | string): void {
  // An empty alternative makes every pattern match '', which reveals its groups.
  const probe = new RegExp(`${pattern.source}|`, pattern.flags).exec('') as RegExpExecArray;
  const count = probe.length - 1;
  if (typeof group === 'number' && group > count) {
    throw new InputError(
      `grader.group: expected 0..${count} (the pattern has ${count} capturing group${count === 1 ? '' : 's'}), found ${group}`,
    );
  }
  const names = Object.keys(probe.groups ?? {});
  if (typeof group === 'string' && !names.includes(group)) {
    throw new InputError(
      `grader.group: expected a group name of the pattern (${names.join(', ') || 'it has none'}), found ${quote(group)}`,
    );
  }
}

/** See choice.ts for how a letter is read. Correct when it is the row's answer. */
function choice(config: Of<'choice'>): Grader {
  return {
    grade(item, response) {
      const { choices, answer } = item.row;
      if (!Array.isArray(choices) || choices.length === 0) {
        throw new InputError(
          `${itemName(item)}: grader choice: expected a list in "choices", found ${show(choices)}`,
        );
      }
      const expected = answerIndex(answer, choices.length);
      if (expected === undefined) {
        throw new InputError(
          `${itemName(item)}: grader choice: expected "answer" to be a choice index or letter, found ${show(answer)}`,
        );
      }
      const texts = choices.map((c) => (typeof c === 'string' ? c : String(c)));
      const letters = 'ABCDEFGHIJ';
      const target = letters[expected] as string;
      const pick = extractChoice(response, texts, config.match);
      if (pick === undefined) return grade(false, null, 'no choice letter found');
      if (pick.index === undefined) {
        return grade(
          false,
          pick.letter,
          `extracted "${pick.letter}", which is not among A..${letters[choices.length - 1]}`,
        );
      }
      const correct = pick.index === expected;
      return grade(
        correct,
        pick.letter,
        `extracted "${pick.letter}" (${pick.rule}) ${correct ? '=' : '≠'} answer "${target}"`,
      );
    },
    describe: () => ({ kind: 'choice', match: config.match, rules_version: 3 }),
  };
}

/**
 * The number the response gives as its answer (see numeric.ts) against the answer, within
 * `tolerance` (absolute). An answer that is text is read the same way, so GSM8K's
 * "...\n#### 72" means 72.
 */
function numeric(config: Of<'numeric'>): Grader {
  return {
    grade(item, response) {
      const { answer } = item.row;
      const answers = Array.isArray(answer) ? answer : [answer];
      const targets = answers.map((value) => {
        const number = numberOf(value);
        if (number === undefined) {
          throw new InputError(
            `${itemName(item)}: grader numeric: expected a number in "answer", found ${show(answer)}`,
          );
        }
        return number;
      });
      const found = extractNumber(response);
      if (found === undefined) return grade(false, null, 'no number found');
      const extracted = String(found.value);
      const hit = targets.find((t) => Math.abs(found.value - t) <= config.tolerance);
      const shown = targets.length === 1 ? String(targets[0]) : `any of ${targets.join(', ')}`;
      const read = `extracted ${extracted} (${found.rule})`;
      return hit === undefined
        ? grade(false, extracted, `${read} ≠ answer ${shown}`)
        : grade(true, extracted, `${read} = answer ${hit}`);
    },
    describe: () => ({ kind: 'numeric', tolerance: config.tolerance, rules_version: 2 }),
  };
}

function numberOf(value: unknown): number | undefined {
  if (typeof value === 'number') return value;
  if (typeof value === 'bigint') return Number(value);
  if (value instanceof PyFloat) return value.value;
  return typeof value === 'string' ? extractNumber(value)?.value : undefined;
}

function quote(text: string): string {
  return JSON.stringify(cut(text));
}
