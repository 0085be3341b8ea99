import { mkdir, readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import { parseConfig } from '../../core/config/parse.js';
import type { DatasetFormat } from '../../core/config/schema.js';
import { InputError } from '../../core/errors.js';
import {
  DEFAULT_SLICE_SIZE,
  INIT_PROVIDERS,
  renderConfig,
  type ConfigPlan,
  type InitModel,
  type InitProvider,
} from '../../core/init/config-text.js';
import {
  EXAMPLE_DATASET,
  EXAMPLE_ROWS,
  exampleDatasetText,
  nextCommands,
  splitCommand,
  suiteName,
  updateGitignore,
} from '../../core/init/files.js';
import { inferFields } from '../../core/init/infer.js';
import {
  renderWorkflows,
  workflowNextSteps,
  type WorkflowFile,
  type WorkflowForm,
} from '../../core/init/workflow-text.js';
import { buildSlice } from '../../core/slice/build.js';
import type { RowSource } from '../../core/slice/rows.js';
import { displayPath, ioReason, writeFileAtomic } from '../../engine/config.js';
import { readDataset, type LoadedDataset } from '../../engine/datasets/read.js';
import type { CliIO } from '../io.js';

export interface InitOptions {
  dataset?: string | undefined;
  provider?: string | undefined;
  'base-url'?: string | undefined;
  model?: string | undefined;
  'api-key-env'?: string | undefined;
  command?: string | undefined;
  dir?: string | undefined;
  force?: boolean | undefined;
  'single-job'?: boolean | undefined;
}

const CONFIG_FILE = 'evalgate.yml';
/**
 * Names the runner, GitHub or the Action's inputs use (case-insensitive, as Windows runners read
 * the environment), and GH_TOKEN: the config loader refuses the workflow's own tokens as a key.
 */
const RESERVED_ENV = /^(?:ACTIONS_|GITHUB_|INPUT_|RUNNER_|GH_TOKEN$)/i;
const DEFAULT_KEYS: Record<InitProvider, string | undefined> = {
  openai: 'OPENAI_API_KEY',
  anthropic: 'ANTHROPIC_API_KEY',
  command: undefined,
};

/**
 * `evalgate init`: writes a first evalgate.yml for a dataset and an endpoint (the field mapping
 * inferred from the dataset's rows), the .gitignore lines and the GitHub workflows (the two-job
 * recipe, or with --single-job the one-file form), into --dir.
 * Plans everything first and writes only when every file can be written: an existing file is
 * never overwritten without --force.
 */
export async function initCommand(values: InitOptions, io: CliIO): Promise<number> {
  const model = modelOptions(values);
  const dir = path.resolve(values.dir ?? '.');
  const dirInfo = await stat(dir).catch(() => undefined);
  if (dirInfo && !dirInfo.isDirectory()) {
    throw new InputError(`init: --dir ${displayPath(dir)}: expected a folder, found a file`);
  }

  const data = values.dataset === undefined ? exampleData() : await readData(values.dataset);
  const datasetPath =
    values.dataset === undefined
      ? EXAMPLE_DATASET
      : toPosix(path.relative(dir, path.resolve(values.dataset)));
  const inference = inferFields(data.rows, data.shown, (row) => data.sources[row]?.line ?? row + 1);

  const plan: ConfigPlan = {
    suite: values.dataset === undefined ? 'example' : suiteName(datasetPath),
    dataset: {
      path: datasetPath,
      ...(data.format === 'mmlu-csv' ? { format: 'mmlu-csv' } : {}),
      rows: data.rows.length,
      example: values.dataset === undefined,
    },
    inference,
    model,
  };
  // A first pass without slice.size counts the rows the wash rules leave and checks that every
  // one of them can be evaluated (naming the file and line of one that cannot).
  const washed = buildSlice(data, checkedConfig(renderConfig(plan))).items.length;
  if (washed === 0) {
    throw new InputError(`${data.shown}: no rows are left after the wash rules init writes`, [
      'every row lacks a question or an answer (or its choices)',
    ]);
  }
  const configText = renderConfig({
    ...plan,
    size: Math.min(DEFAULT_SLICE_SIZE, washed),
    dataset: { ...plan.dataset, washed },
  });
  checkedConfig(configText);
  const form: WorkflowForm = values['single-job'] ? 'single-job' : 'two-job';
  const workflows = renderWorkflows({ config: CONFIG_FILE, suite: plan.suite, model, form });

  const files = [
    { file: path.join(dir, CONFIG_FILE), text: configText },
    ...(values.dataset === undefined
      ? [{ file: path.join(dir, EXAMPLE_DATASET), text: exampleDatasetText() }]
      : []),
    ...workflows.map((w) => ({ file: path.join(dir, ...w.path.split('/')), text: w.text })),
  ];
  const existing = [];
  for (const { file } of files) if (await stat(file).catch(() => undefined)) existing.push(file);
  if (existing.length > 0 && !values.force) {
    const names = existing.map(displayPath);
    throw new InputError(
      `init: ${names.join(', ')} already exist${names.length === 1 ? 's' : ''}; expected no such file`,
      [`pass --force to overwrite ${names.length === 1 ? 'it' : 'them'}`],
    );
  }
  const gitignoreFile = path.join(dir, '.gitignore');
  const gitignore = updateGitignore(await readOptional(gitignoreFile));

  for (const { file, text } of files) await write(file, text);
  if (gitignore.text !== undefined) await write(gitignoreFile, gitignore.text);

  report(io, {
    data,
    datasetPath,
    inference,
    files,
    gitignore,
    gitignoreFile,
    dir,
    plan,
    washed,
    workflows,
    form,
  });
  return 0;
}

function modelOptions(values: InitOptions): InitModel {
  const provider = values.provider ?? 'openai';
  if (!(INIT_PROVIDERS as readonly string[]).includes(provider)) {
    throw new InputError(
      `init: --provider: expected one of ${INIT_PROVIDERS.join(', ')}, found ${JSON.stringify(provider)}`,
      [
        'other providers (replay, baseline) are written by hand: see the README, "Models and providers"',
      ],
    );
  }
  const p = provider as InitProvider;
  if (p === 'command') {
    if (values.command === undefined || values.command.trim() === '') {
      throw new InputError('init: --provider command: expected --command ARGV, found none', [
        'e.g. --command "python3 run_model.py": it gets each request as JSON on stdin and prints the answer',
      ]);
    }
    if (values['base-url'] !== undefined) {
      throw new InputError('init: --base-url: expected only with --provider openai or anthropic');
    }
  } else {
    if (values.command !== undefined) {
      throw new InputError(
        `init: --command: expected only with --provider command, found --provider ${p}`,
      );
    }
    if (values.model === undefined || values.model.trim() === '') {
      throw new InputError(`init: --provider ${p}: expected --model NAME, found none`, [
        'the model (build) to gate, as the endpoint names it, e.g. --model gpt-4o-mini',
      ]);
    }
  }
  const baseUrl = values['base-url'];
  if (baseUrl !== undefined && !/^https?:$/.test(safeUrl(baseUrl)?.protocol ?? '')) {
    throw new InputError(
      `init: --base-url: expected an http or https URL such as https://api.openai.com/v1, found ${JSON.stringify(baseUrl)}`,
    );
  }
  const apiKeyEnv = values['api-key-env'] ?? DEFAULT_KEYS[p];
  if (apiKeyEnv !== undefined) {
    if (!/^[A-Za-z_][A-Za-z0-9_]*$/.test(apiKeyEnv)) {
      throw new InputError(
        `init: --api-key-env: expected an environment variable name (letters, digits, _), found ${JSON.stringify(apiKeyEnv)}`,
      );
    }
    if (RESERVED_ENV.test(apiKeyEnv)) {
      throw new InputError(
        `init: --api-key-env: expected a variable of your own, not one starting with ACTIONS_, GITHUB_, INPUT_ or RUNNER_ (nor GH_TOKEN), found ${apiKeyEnv}`,
        [
          "the runner, GitHub and the Action's inputs use these names (ACTIONS_RUNTIME_TOKEN, GITHUB_TOKEN, INPUT_<input>, RUNNER_TEMP): a key passed under one would replace theirs, GitHub refuses secret names starting with GITHUB_, and evalgate never sends the workflow's own tokens to a model endpoint",
          `name the key after its vendor, e.g. --api-key-env ${DEFAULT_KEYS[p] ?? 'MY_MODEL_KEY'}`,
        ],
      );
    }
  }
  return {
    provider: p,
    ...(values.model === undefined ? {} : { model: values.model }),
    ...(baseUrl === undefined ? {} : { baseUrl }),
    ...(apiKeyEnv === undefined ? {} : { apiKeyEnv }),
    ...(p === 'command' ? { command: splitCommand(values.command!) } : {}),
  };
}

function safeUrl(text: string): URL | undefined {
  try {
    return new URL(text);
  } catch {
    return undefined;
  }
}

interface Data extends LoadedDataset {
  /** The dataset as the user named it, for messages. */
  shown: string;
  format: DatasetFormat | undefined;
}

function exampleData(): Data {
  const rows = EXAMPLE_ROWS.map((row) => ({ ...row, choices: [...row.choices] }));
  const sources: RowSource[] = rows.map((_, i) => ({ file: EXAMPLE_DATASET, line: i + 1 }));
  return { rows, sources, files: [EXAMPLE_DATASET], shown: EXAMPLE_DATASET, format: undefined };
}

/**
 * The dataset's rows through the readers `slice` uses. A .csv file whose header line is a
 * question with four choices and an answer letter is the original MMLU layout (no header):
 * it is read as mmlu-csv.
 */
async function readData(dataset: string): Promise<Data> {
  const read = (format?: DatasetFormat) =>
    readDataset({
      pattern: dataset,
      baseDir: process.cwd(),
      key: '--dataset',
      ...(format ? { format } : {}),
    });
  const csv = /\.csv$/i.test(dataset);
  try {
    const loaded = await read();
    const header = Object.keys(loaded.rows[0] ?? {});
    if (csv && header.length === 6 && /^[A-J]$/.test(header[5]!.trim())) {
      return { ...(await read('mmlu-csv')), shown: dataset, format: 'mmlu-csv' };
    }
    return { ...loaded, shown: dataset, format: undefined };
  } catch (error) {
    // Duplicate header names: likely a headerless MMLU file whose choices repeat.
    if (csv && error instanceof InputError && /distinct column names/.test(error.message)) {
      const mmlu = await read('mmlu-csv').catch(() => undefined);
      if (mmlu) return { ...mmlu, shown: dataset, format: 'mmlu-csv' };
    }
    throw error;
  }
}

function checkedConfig(text: string) {
  // What init renders is a program of its own making: a loader complaint is a bug in init, and
  // surfaces as one (exit 1, "internal error") rather than as the user's bad input.
  try {
    return parseConfig(text, CONFIG_FILE).config;
  } catch (error) {
    const details = error instanceof InputError ? ` ${error.details.join('; ')}` : '';
    throw new Error(
      `init wrote a config the loader refuses: ${(error as Error).message}${details}`,
      { cause: error },
    );
  }
}

async function readOptional(file: string): Promise<string | undefined> {
  try {
    return await readFile(file, 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
    throw new InputError(`${displayPath(file)}: cannot read it: ${ioReason(error)}`);
  }
}

async function write(file: string, text: string): Promise<void> {
  try {
    await mkdir(path.dirname(file), { recursive: true });
    await writeFileAtomic(file, text);
  } catch (error) {
    throw new InputError(`${displayPath(file)}: cannot write it: ${ioReason(error)}`);
  }
}

function toPosix(file: string): string {
  return file.split(path.sep).join('/');
}

function report(
  io: CliIO,
  r: {
    data: Data;
    datasetPath: string;
    inference: ReturnType<typeof inferFields>;
    files: { file: string }[];
    gitignore: ReturnType<typeof updateGitignore>;
    gitignoreFile: string;
    dir: string;
    plan: ConfigPlan;
    washed: number;
    workflows: WorkflowFile[];
    form: WorkflowForm;
  },
): void {
  const say = (text = '') => io.stderr(`${text}\n`);
  const kind = { choice: 'multiple choice', numeric: 'numeric answers', text: 'free text' }[
    r.inference.kind
  ];
  say(
    r.plan.dataset.example
      ? `evalgate init: no --dataset given: wrote 3 example questions to ${displayPath(path.join(r.dir, EXAMPLE_DATASET))}; replace them with your data`
      : `evalgate init: ${r.data.shown}: ${r.data.rows.length} rows${r.data.format ? ` (read as ${r.data.format})` : ''}, ${kind}`,
  );
  say('fields inferred from the first rows (edit dataset.fields if one is wrong):');
  const width = Math.max(...r.inference.notes.map((n) => n.field.length));
  for (const note of r.inference.notes)
    say(`  ${note.field.padEnd(width)} <- ${note.column}: ${note.why}`);
  say(
    `slice: ${Math.min(DEFAULT_SLICE_SIZE, r.washed)} of the ${r.washed} rows left after washing`,
  );
  if (r.datasetPath.startsWith('../') || path.isAbsolute(r.datasetPath)) {
    say(
      `evalgate: warning: the dataset is outside ${displayPath(r.dir)}: the Action reads data files only inside the repository; move it in before gating in CI`,
    );
  }
  say('wrote:');
  for (const { file } of r.files) say(`  ${displayPath(file)}`);
  if (r.gitignore.added.length > 0) {
    say(`  ${displayPath(r.gitignoreFile)}: added ${r.gitignore.added.join(' ')}`);
  } else {
    say(`  ${displayPath(r.gitignoreFile)}: already ignores what evalgate keeps local`);
  }
  if (r.gitignore.warning) say(`evalgate: warning: ${r.gitignore.warning}`);
  say();
  say('next:');
  const config = displayPath(path.join(r.dir, CONFIG_FILE));
  for (const command of nextCommands(config, r.plan.suite)) say(`  ${command}`);
  const steps = workflowNextSteps(r.workflows, {
    config: CONFIG_FILE,
    suite: r.plan.suite,
    form: r.form,
    secret: r.plan.model.apiKeyEnv,
  });
  for (const step of steps) say(`  ${step}`);
}
