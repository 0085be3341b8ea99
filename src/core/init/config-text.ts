/**
 * The evalgate.yml that `evalgate init` writes: every key the suite needs, with comments that say
 * what was inferred and what each part does. Written as text (not through a YAML serializer) so
 * the comments sit where a reader needs them; the command parses the result with the config
 * loader before writing it.
 */
import { GATE_DEFAULTS } from '../config/schema.js';
import { itemsToDetect, minDetectableDrop } from '../stats.js';
import type { Inference, InferredFields, SuiteKind } from './infer.js';

export const INIT_PROVIDERS = ['openai', 'anthropic', 'command'] as const;
export type InitProvider = (typeof INIT_PROVIDERS)[number];

export interface InitModel {
  provider: InitProvider;
  /** The build under test; optional for a command. */
  model?: string;
  baseUrl?: string;
  apiKeyEnv?: string;
  command?: string[];
}

interface DatasetSummary {
  /** The dataset path as the config writes it (relative to the config's folder). */
  path: string;
  /** Written only where the extension does not say it (mmlu-csv). */
  format?: string;
  /** Rows the file holds, and rows left after the wash rules init writes. */
  rows: number;
  washed?: number;
  /** True when init wrote the example file itself. */
  example: boolean;
}

export interface ConfigPlan {
  suite: string;
  dataset: DatasetSummary;
  inference: Inference;
  model: InitModel;
  /** slice.size; undefined leaves it out (a first pass that counts the washed rows). */
  size?: number;
}

/** The slice size init writes when the data has more washed rows. */
export const DEFAULT_SLICE_SIZE = 200;
const SLICE_SEED = 20240909;

/**
 * The model slot's id: stable across builds, so it names the provider and the first model (for a
 * command, its script: `python3 run_model.py --fast` is `local/run_model`).
 */
export function slotId(model: InitModel): string {
  const argv = model.command ?? [];
  const script = argv.slice(1).find((arg) => !arg.startsWith('-')) ?? argv[0];
  const name = model.model ?? script?.replace(/\.[A-Za-z0-9]+$/, '') ?? 'model';
  const base = name.split('/').pop() ?? name;
  const clean = base.replace(/[^A-Za-z0-9_.-]+/g, '-').replace(/^[.-]+|[.-]+$/g, '') || 'model';
  return `${model.provider === 'command' ? 'local' : model.provider}/${clean}`;
}

export function renderConfig(plan: ConfigPlan): string {
  const { inference, dataset, model } = plan;
  const kind = inference.kind;
  const out: string[] = [];
  const line = (text = '') => out.push(text);

  line('# evalgate.yml: one measurement program (data, slice, prompt, grader, decoding) and the');
  line('# models it gates. Written by `evalgate init`; edit it freely, then pin the slice with');
  line(
    '# `evalgate slice --write` and commit this file with .evalgate/ (baselines, slice manifest).',
  );
  line('# Editor completion: `evalgate schema > evalgate.schema.json` and, as the first line,');
  line('# `# yaml-language-server: $schema=evalgate.schema.json`.');
  line('version: 1');
  line(`suite: ${scalar(plan.suite)} # names the baselines folder, .evalgate/baselines/<suite>/`);
  line();

  if (dataset.example) {
    line(`# EXAMPLE DATA: ${dataset.path} holds 3 sample questions written by \`evalgate init\`.`);
    line('# Replace it with your own rows (or point dataset.path at your file) before gating.');
  }
  const shown = `${dataset.path}${dataset.format ? ` (${dataset.format})` : ''}`;
  line(
    `# ${shown}: ${dataset.rows} row${dataset.rows === 1 ? '' : 's'}. Columns inferred from the first rows:`,
  );
  const width = Math.max(...inference.notes.map((n) => n.field.length));
  for (const note of inference.notes) {
    const column = note.column === '(none)' ? '(none)' : note.column;
    line(`#   ${note.field.padEnd(width)} <- ${column}: ${note.why}`);
  }
  line('# A wrong guess? Edit dataset.fields (evalgate name: your column).');
  line('dataset:');
  line(`  path: ${scalar(dataset.path)}`);
  if (dataset.format) line(`  format: ${dataset.format}`);
  line(`  fields: ${fieldsText(inference.fields)}`);
  line();

  line('# Filters applied before the shuffle, in this order; they are part of the protocol.');
  line('wash:');
  if (kind === 'choice') {
    line('  require: [question, choices] # drop rows where one is missing or empty');
    line('  min_choices: 2');
    line('  answer_in_choices: true # drop rows whose answer points at no choice');
  } else {
    line('  require: [question, answer] # drop rows where one is missing or empty');
  }
  line('  dedupe: question # keep the first row of each question');
  line();

  line(
    '# The rows measured: the washed rows shuffled with `seed` (numpy default_rng(seed).permutation),',
  );
  line('# then the first `size` of them.');
  if (plan.size !== undefined) {
    if (dataset.washed !== undefined) {
      line(`# ${dataset.washed} row${dataset.washed === 1 ? '' : 's'} remain after washing.`);
    }
    line(`# ${detectableText(plan.size)}`);
  }
  line('slice:');
  line(`  seed: ${SLICE_SEED}`);
  if (plan.size !== undefined) line(`  size: ${plan.size}`);
  line(
    `  fingerprint_fields: [${kind === 'choice' ? 'question, choices, answer' : 'question, answer'}]`,
  );
  line(
    '  # fingerprint: filled in by `evalgate slice --write`; a change in the data then fails loudly',
  );
  line();

  line(
    '# The prompt each row becomes ({{question}}, {{#choices}}...{{/choices}}, any column by name).',
  );
  line('harness:');
  line('  mode: chat');
  line('  template: |-');
  for (const text of TEMPLATES[kind].split('\n')) line(text === '' ? '' : `    ${text}`);
  line();
  line(`# ${GRADER_NOTES[kind]}`);
  line(`grader: ${GRADERS[kind]}`);
  line('# Greedy decoding, so a rerun of the same build answers the same.');
  line(`decoding: { temperature: 0, max_tokens: ${MAX_TOKENS[kind]}, seed: ${SLICE_SEED} }`);
  line();

  out.push(...modelLines(model));
  line();
  line(
    `# The gate keeps its defaults: a model fails when its score drops ${GATE_DEFAULTS.max_drop} points or more below`,
  );
  line('# its baseline; the paired significance test is reported, not required. To change them:');
  line('# gate:');
  line(`#   max_drop: ${GATE_DEFAULTS.max_drop.toFixed(1)} # points`);
  line(`#   significance: ${GATE_DEFAULTS.significance} # or require: also p < alpha`);
  line(`#   alpha: ${GATE_DEFAULTS.alpha}`);
  line(
    `#   max_error_rate: ${GATE_DEFAULTS.max_error_rate} # more failed requests than this: errored`,
  );
  return `${out.join('\n')}\n`;
}

const TEMPLATES: Record<SuiteKind, string> = {
  choice: [
    '{{question}}',
    '',
    '{{#choices}}{{letter}}. {{text}}',
    '{{/choices}}',
    'Answer with the letter of the correct choice.',
  ].join('\n'),
  numeric: ['{{question}}', '', 'End your reply with "Answer: <number>".'].join('\n'),
  text: ['{{question}}', '', 'Reply with the answer only, on one line.'].join('\n'),
};

const GRADERS: Record<SuiteKind, string> = {
  choice: '{ kind: choice }',
  numeric: '{ kind: numeric, tolerance: 0.000001 }',
  text: '{ kind: exact_match, normalize: [first_line, strip_punctuation, strip_articles, lowercase, collapse_whitespace, strip] }',
};

const GRADER_NOTES: Record<SuiteKind, string> = {
  choice: 'Multiple choice: the choice grader reads the letter a response states as its answer.',
  numeric: 'Numeric answers: the numeric grader reads the number a response states as its answer.',
  text: 'Free text: the first line of the response, normalised, must equal the normalised answer.',
};

const MAX_TOKENS: Record<SuiteKind, number> = { choice: 16, numeric: 512, text: 64 };

function modelLines(model: InitModel): string[] {
  const lines = [
    '# The model slots gated. `id` names the slot and its baseline: keep it when `model` moves to a',
    '# new build, so the new build is judged against the old one.',
  ];
  const id = slotId(model);
  if (model.provider === 'command') {
    lines.push(
      '# A command gets one JSON document on stdin ({"model", "prompt", "decoding", "item", "repeat"})',
      '# and prints the answer on stdout; relative paths are relative to this file.',
      'models:',
      `  - id: ${scalar(id)}`,
      '    provider: command',
      `    command: [${(model.command ?? []).map((arg) => JSON.stringify(arg)).join(', ')}]`,
    );
    if (model.model) lines.push(`    model: ${scalar(model.model)} # recorded as the build`);
    if (model.apiKeyEnv) lines.push(`    api_key_env: ${model.apiKeyEnv}`);
    return lines;
  }
  lines.push(
    '# The key is read from the environment variable named by api_key_env, never written here;',
    '# in the workflow it comes from the repository secret of the same name.',
    'models:',
    `  - id: ${scalar(id)}`,
  );
  if (model.provider === 'openai') {
    lines.push(
      '    provider: openai # any OpenAI-compatible endpoint: OpenAI, vLLM, Ollama, OpenRouter, ...',
      `    base_url: ${scalar(model.baseUrl ?? 'https://api.openai.com/v1')}`,
    );
  } else {
    lines.push('    provider: anthropic');
    if (model.baseUrl) lines.push(`    base_url: ${scalar(model.baseUrl)}`);
  }
  lines.push(
    `    api_key_env: ${model.apiKeyEnv}`,
    `    model: ${scalar(model.model ?? '')} # the build under test`,
  );
  return lines;
}

function fieldsText(fields: InferredFields): string {
  const parts: string[] = [];
  if (fields.id !== undefined) parts.push(`id: ${scalar(fields.id)}`);
  parts.push(`question: ${scalar(fields.question)}`);
  if (fields.choices !== undefined) {
    parts.push(
      `choices: ${Array.isArray(fields.choices) ? `[${fields.choices.map(scalar).join(', ')}]` : scalar(fields.choices)}`,
    );
  }
  parts.push(`answer: ${scalar(fields.answer)}`);
  if (fields.subject !== undefined) parts.push(`subject: ${scalar(fields.subject)}`);
  return `{ ${parts.join(', ')} }`;
}

/** What a slice of `size` items can see, in the figures `slice --write` prints. */
function detectableText(size: number): string {
  const { max_drop: maxDrop, alpha } = GATE_DEFAULTS;
  const mdd = minDetectableDrop({ n: size, alpha });
  const needed = itemsToDetect(maxDrop, 0, alpha);
  const sees = Number.isFinite(mdd)
    ? `On ${size} items the gate detects drops of ${mdd.toFixed(1)} points or more with 80% power`
    : `On ${size} item${size === 1 ? '' : 's'} no drop reaches 80% power`;
  const enough = Number.isFinite(needed)
    ? `; a ${maxDrop}-point drop needs about ${needed} items.`
    : '.';
  return `${sees}${enough}`;
}

/**
 * A YAML scalar that reads back as `text` in block and flow context: plain when it is a simple
 * word or URL that YAML cannot take for a number, boolean, null or syntax; else double-quoted
 * (JSON's string syntax is YAML's double-quoted scalar).
 */
export function scalar(text: string): string {
  const plain =
    /^[A-Za-z_][A-Za-z0-9_./@%+~=-]*(?::\/\/[A-Za-z0-9_./:@%+~=-]*)?$/.test(text) &&
    !/^(?:true|false|null|yes|no|on|off|y|n|~)$/i.test(text);
  return plain ? text : JSON.stringify(text);
}
