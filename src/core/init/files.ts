/**
 * The small texts `evalgate init` writes beside the config: the .gitignore lines, the example
 * dataset, the next commands; and how its options become values (suite name, command argv).
 */
import { InputError } from '../errors.js';

/**
 * What evalgate writes beside a config that is never committed: the local run history, the
 * response cache, shard records and batch state. Baselines and slice manifests
 * (`.evalgate/baselines/`, `.evalgate/slices/`) are committed and so are not listed.
 */
const GITIGNORE_LINES = [
  '.evalgate/runs/',
  '.evalgate/cache/',
  '.evalgate/shards/',
  '.evalgate/batches/',
] as const;

const GITIGNORE_HEADER =
  '# evalgate: local runs, the response cache, shards and batch state (baselines and slices are committed)';

/** A .gitignore entry as written, without the spellings that mean the same folder. */
const entryKey = (line: string) =>
  line
    .trim()
    .replace(/^(\*\*\/|\/)/, '')
    .replace(/\/+$/, '');

interface GitignoreUpdate {
  /** The whole new text, or undefined when every line is there already. */
  text: string | undefined;
  added: string[];
  /** Set when the file ignores all of .evalgate/, which hides the baselines from git. */
  warning?: string;
}

/** Appends the GITIGNORE_LINES that `existing` lacks (undefined: no file yet); idempotent. */
export function updateGitignore(existing: string | undefined): GitignoreUpdate {
  const present = new Set((existing ?? '').split(/\r?\n/).map(entryKey));
  const added = GITIGNORE_LINES.filter((line) => !present.has(entryKey(line)));
  const warning =
    present.has('.evalgate') || present.has('.evalgate/*') || present.has('.evalgate/**')
      ? '.gitignore ignores all of .evalgate/, which holds the baselines and slice manifests that must be committed: ignore only the folders evalgate lists'
      : undefined;
  if (added.length === 0) return { text: undefined, added, ...(warning ? { warning } : {}) };
  const before = existing ?? '';
  const separator = before === '' ? '' : before.endsWith('\n') ? '\n' : '\n\n';
  return {
    text: `${before}${separator}${GITIGNORE_HEADER}\n${added.join('\n')}\n`,
    added,
    ...(warning ? { warning } : {}),
  };
}

/** Where init writes the example dataset when none is given, relative to the config's folder. */
export const EXAMPLE_DATASET = 'data/items.jsonl';

/** Three multiple-choice rows in the cais/mmlu layout, marked as examples by their ids. */
export const EXAMPLE_ROWS = [
  {
    id: 'example-1',
    subject: 'arithmetic',
    question: 'What is 12 multiplied by 12?',
    choices: ['124', '144', '132', '154'],
    answer: 1,
  },
  {
    id: 'example-2',
    subject: 'geography',
    question: 'Which of these is the largest ocean on Earth?',
    choices: ['Atlantic', 'Indian', 'Arctic', 'Pacific'],
    answer: 3,
  },
  {
    id: 'example-3',
    subject: 'chemistry',
    question: 'What is the chemical symbol of gold?',
    choices: ['Au', 'Ag', 'Gd', 'Go'],
    answer: 0,
  },
] as const;

export function exampleDatasetText(): string {
  return EXAMPLE_ROWS.map((row) => JSON.stringify(row)).join('\n') + '\n';
}

/** A suite name (it names a folder) from the dataset's file name: `abstract_algebra_test`. */
export function suiteName(datasetPath: string): string {
  const base = datasetPath.split(/[\\/]/).pop() ?? '';
  const stem = base.replace(/\.[^.]*$/, '').replace(/[*?[\]{}]/g, '');
  const clean = stem.replace(/[^A-Za-z0-9._-]+/g, '-').replace(/^[^A-Za-z0-9]+|[.-]+$/g, '');
  return clean === '' ? 'suite' : clean;
}

/**
 * `--command "python3 run_model.py --fast"` as argv: words split on whitespace, with '...' and
 * "..." grouping words and \ escaping the next character, as a shell would read it; nothing is
 * expanded.
 */
export function splitCommand(text: string): string[] {
  const words: string[] = [];
  let word = '';
  let inWord = false;
  let quote: '"' | "'" | undefined;
  for (let i = 0; i < text.length; i++) {
    const char = text[i]!;
    if (quote) {
      if (char === quote) quote = undefined;
      else if (char === '\\' && quote === '"' && i + 1 < text.length) word += text[++i];
      else word += char;
    } else if (char === '"' || char === "'") {
      quote = char;
      inWord = true;
    } else if (char === '\\' && i + 1 < text.length) {
      word += text[++i];
      inWord = true;
    } else if (/\s/.test(char)) {
      if (inWord) words.push(word);
      word = '';
      inWord = false;
    } else {
      word += char;
      inWord = true;
    }
  }
  if (quote) {
    throw new InputError(`--command: expected a closing ${quote} in ${JSON.stringify(text)}`);
  }
  if (inWord) words.push(word);
  return words;
}

/** The four commands that follow init, with the config path as the user will type it. */
export function nextCommands(config: string, suite: string): string[] {
  const flag = `--config ${config.includes(' ') ? JSON.stringify(config) : config}`;
  return [
    `evalgate slice ${flag} --write   # pin the slice's fingerprint into the config`,
    `evalgate run ${flag}             # measure each model; prints the run file`,
    `evalgate freeze ${flag} --run <that run file, under .evalgate/runs/${suite}/>   # accept it as the baseline`,
    `evalgate gate ${flag}            # rerun and compare: exit 1 when a score drops`,
  ];
}
