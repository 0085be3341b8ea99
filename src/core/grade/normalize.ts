import type { Config } from '../config/schema.js';
import { pythonStrip } from '../prompt/template.js';

export type Normalizer = Extract<Config['grader'], { kind: 'exact_match' }>['normalize'][number];

/**
 * Normalizers always run in this order, whatever order the config lists them in, so that
 * `[lowercase, strip]` and `[strip, lowercase]` are one protocol (describe() lists them in it).
 * Punctuation goes before articles so that "the," loses its article; whitespace goes last to
 * clean up what the others leave. `first_line` comes first and `strip_ascii_punctuation` after
 * `strip`, the order of lm-eval's generative MMLU filter and metric (so "A ." stays "a ").
 */
const ORDER: readonly Normalizer[] = [
  'first_line',
  'strip_punctuation',
  'strip_articles',
  'lowercase',
  'collapse_whitespace',
  'strip',
  'strip_ascii_punctuation',
];

// Python's string.punctuation, the set lm-eval's exact_match removes with ignore_punctuation.
const ASCII_PUNCTUATION = /[!-/:-@[-`{-~]/g;

const STEPS: Readonly<Record<Normalizer, (text: string) => string>> = {
  // Unicode punctuation and symbols: a superset of Python's string.punctuation, as SQuAD's
  // normalizer removes it. Note that "3.5" becomes "35".
  strip_punctuation: (text) => text.replace(/[\p{P}\p{S}]/gu, ''),
  // English articles, in any case, with the whitespace after them.
  strip_articles: (text) => text.replace(/\b(?:a|an|the)\b\s*/gi, ''),
  lowercase: (text) => text.toLowerCase(),
  collapse_whitespace: (text) => text.replace(/\s+/g, ' '),
  strip: pythonStrip,
  // The text before the first "\n", as lm-eval's "^(.*?)(?=\n|$)" filter keeps it.
  first_line: (text) => {
    const end = text.indexOf('\n');
    return end < 0 ? text : text.slice(0, end);
  },
  strip_ascii_punctuation: (text) => text.replace(ASCII_PUNCTUATION, ''),
};

export function canonicalNormalizers(list: readonly Normalizer[]): Normalizer[] {
  return ORDER.filter((step) => list.includes(step));
}

export function normalizer(list: readonly Normalizer[]): (text: string) => string {
  const steps = canonicalNormalizers(list).map((step) => STEPS[step]);
  return (text) => steps.reduce((acc, step) => step(acc), text);
}
