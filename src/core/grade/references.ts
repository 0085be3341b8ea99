import { InputError } from '../errors.js';
import { valueText } from '../prompt/template.js';
import { answerIndex, show, type Item } from '../slice/rows.js';

const LETTERS = 'ABCDEFGHIJ';

/** What a response may match, read from the item's `answer` (and `choices`). */
export interface References {
  /** Answer letters, for rows whose answer points at one of their choices. */
  letters: string[];
  /**
   * Answer texts: the pointed-at choice's text for multiple-choice rows, otherwise the answer
   * itself as text (each element when the answer is a list: any of them counts).
   */
  texts: string[];
}

/**
 * For a row with choices and an answer that points into them (an index or a letter), the
 * references are the letter and the choice text, not the raw index: "1" is ambiguous between
 * 0-based and 1-based counting, so a response "1" must not pass for choice B.
 */
export function references(item: Item, kind: string): References {
  const { answer, choices } = item.row;
  const answers = Array.isArray(answer) ? answer : [answer];
  const letters = new Set<string>();
  const texts = new Set<string>();
  for (const value of answers) {
    const index = Array.isArray(choices) ? answerIndex(value, choices.length) : undefined;
    if (index !== undefined) {
      letters.add(LETTERS[index] as string);
      const text = valueText((choices as unknown[])[index]);
      if (text !== undefined && text !== '') texts.add(text);
      continue;
    }
    const text = value === undefined || Array.isArray(value) ? undefined : valueText(value);
    if (text === undefined || text === '') {
      throw new InputError(
        `${itemName(item)}: grader ${kind}: expected an answer (text, a number or a list of them) in "answer", found ${show(answer)}`,
      );
    }
    texts.add(text);
  }
  if (letters.size === 0 && texts.size === 0) {
    throw new InputError(
      `${itemName(item)}: grader ${kind}: expected an answer in "answer", found an empty list`,
    );
  }
  return { letters: [...letters], texts: [...texts] };
}

export function itemName(item: Item): string {
  return `item ${JSON.stringify(item.id)}`;
}

/** `"a"` or `any of "a", "b"`, for reasons. */
export function showAnswers(answers: readonly string[]): string {
  const quoted = answers.map((a) => JSON.stringify(cut(a)));
  return quoted.length === 1 ? (quoted[0] as string) : `any of ${quoted.join(', ')}`;
}

export function cut(text: string, max = 60): string {
  const line = text.replace(/\s+/g, ' ').trim();
  return line.length > max ? `${line.slice(0, max - 3)}...` : line;
}
