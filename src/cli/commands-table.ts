/**
 * Every command of the CLI, as data: the help texts, the README's command table and the option
 * parsers are all derived from this one table, so what the help lists is what a command accepts.
 * Pure data on purpose: `--help`, `--version` and `slice` load it, and it must not pull in the
 * provider, GitHub or report code (nor name their endpoints).
 */

export interface OptionSpec {
  /** The long name, without the dashes. */
  readonly name: string;
  readonly type: 'string' | 'boolean';
  /** Given several times (or as `--name A B`), each value is kept. */
  readonly multiple?: boolean;
  /** What the value is, in the help: FILE, DIR, ID, NAME, ... */
  readonly value?: string;
  /** The value the parser fills in when the option is absent (string options only). */
  readonly default?: string;
  /** What happens without the option, in words, when no value stands in for it. */
  readonly unset?: string;
  /** The command refuses to run without it. */
  readonly required?: boolean;
  /** What the option does, and where its output goes: one or two sentences. */
  readonly meaning: string;
}

export interface ExitCodeSpec {
  readonly code: number;
  readonly meaning: string;
}

export interface CommandSpec {
  readonly name: string;
  /** A word the command requires after its name (`import lm-eval`), when it has one. */
  readonly format?: { readonly values: readonly string[] };
  /** One line, for the overview and the README. */
  readonly summary: string;
  /** How the command is called, without the leading `evalgate `. */
  readonly synopsis: string;
  /** Other forms of the command, each with what it does differently. */
  readonly variants?: readonly { readonly synopsis: string; readonly summary: string }[];
  readonly options: readonly OptionSpec[];
  readonly exitCodes: readonly ExitCodeSpec[];
}

const JSON_OPTION = {
  name: 'json',
  type: 'boolean',
  meaning:
    'Print one JSON document on stdout and nothing else there (an error as {"error": ...}); progress and warnings go to stderr.',
} as const satisfies OptionSpec;

/** gate's and diff's markdown report: to a file, or the whole of it on stdout. */
const REPORT_OPTION = {
  name: 'report',
  type: 'string',
  value: 'FILE|-',
  unset: 'no file',
  meaning: 'Write the markdown report to FILE; - prints it on stdout (not with --json).',
} as const satisfies OptionSpec;

const BAD_INPUT = 'bad input: usage, config, data or a file that cannot be read or written';
const OK = { code: 0, meaning: 'ok' } as const satisfies ExitCodeSpec;
const INTERRUPTED = {
  code: 130,
  meaning: 'interrupted by Ctrl-C (SIGINT)',
} as const satisfies ExitCodeSpec;

const CONFIG_ONE = {
  name: 'config',
  type: 'string',
  value: 'FILE',
  default: 'evalgate.yml',
  meaning: 'The suite config; the history and baselines live in .evalgate/ beside it.',
} as const satisfies OptionSpec;

const CONFIG_MANY = {
  name: 'config',
  type: 'string',
  multiple: true,
  value: 'FILE',
  default: 'evalgate.yml',
  meaning:
    "The suite config; give several (repeat it, or a glob such as 'suites/*.yml') to do each suite in turn, the exit code the worst of them.",
} as const satisfies OptionSpec;

const MODEL_FILTER = {
  name: 'model',
  type: 'string',
  multiple: true,
  value: 'ID',
  unset: 'every model entry',
  meaning: "Only the model entries with these ids (the config's models[].id).",
} as const satisfies OptionSpec;

/** The commands, in the order the help and the README list them. */
export const COMMAND_TABLE = [
  {
    name: 'init',
    summary: 'write a first evalgate.yml, the .gitignore lines and the GitHub workflows',
    synopsis:
      'init [--dataset FILE] [--provider openai|anthropic|command] [--model NAME] [--base-url URL] [--api-key-env VAR] [--command ARGV] [--single-job] [--dir DIR] [--force]',
    options: [
      {
        name: 'dataset',
        type: 'string',
        value: 'FILE',
        unset: 'an example dataset of 3 rows, written to data/items.jsonl',
        meaning:
          'The dataset to gate on (.jsonl .json .csv .parquet); its fields are inferred from its rows.',
      },
      {
        name: 'provider',
        type: 'string',
        value: 'openai|anthropic|command',
        default: 'openai',
        meaning:
          'The kind of endpoint of the model entry: any OpenAI-compatible API, Anthropic, or a local command.',
      },
      {
        name: 'model',
        type: 'string',
        value: 'NAME',
        unset: 'none; required with openai and anthropic',
        meaning: 'The model (build) to gate, as the endpoint names it, e.g. gpt-4o-mini.',
      },
      {
        name: 'base-url',
        type: 'string',
        value: 'URL',
        unset: "the vendor's public endpoint",
        meaning: 'The http or https URL of the endpoint (openai and anthropic only).',
      },
      {
        name: 'api-key-env',
        type: 'string',
        value: 'VAR',
        unset: 'OPENAI_API_KEY or ANTHROPIC_API_KEY, by --provider',
        meaning:
          'The environment variable (and repository secret) that holds the key; the key itself is never written. Not a name starting with ACTIONS_, GITHUB_, INPUT_ or RUNNER_.',
      },
      {
        name: 'command',
        type: 'string',
        value: 'ARGV',
        unset: 'none; required with --provider command',
        meaning:
          'The command that answers each request (JSON on its stdin, the answer on its stdout), e.g. "python3 run_model.py".',
      },
      {
        name: 'single-job',
        type: 'boolean',
        meaning:
          'Write the one-job form, .github/workflows/evalgate.yml, instead of the two-job recipe (evalgate-measure.yml and evalgate-verdict.yml): safe only where no pull request brings code that runs in the job, such as a command slot.',
      },
      {
        name: 'dir',
        type: 'string',
        value: 'DIR',
        unset: 'the current folder',
        meaning:
          'The folder to write evalgate.yml, .gitignore and the workflows (.github/workflows/) into.',
      },
      {
        name: 'force',
        type: 'boolean',
        meaning: 'Overwrite files that already exist; without it init refuses and writes nothing.',
      },
    ],
    exitCodes: [
      { code: 0, meaning: 'the files were written' },
      { code: 2, meaning: `${BAD_INPUT}, or a file exists and --force was not given` },
    ],
  },
  {
    name: 'slice',
    summary: 'build the pinned slice; check or pin its fingerprint',
    synopsis: 'slice [--config FILE]... [--write] [--json]',
    options: [
      CONFIG_MANY,
      {
        name: 'write',
        type: 'boolean',
        meaning:
          "Pin the slice's fingerprint in the config (slice.fingerprint) and write its manifest to .evalgate/slices/<suite>.json; without it the pinned fingerprint is only checked.",
      },
      JSON_OPTION,
    ],
    exitCodes: [
      { code: 0, meaning: 'the slice matches its pinned fingerprint (or was pinned with --write)' },
      { code: 2, meaning: `${BAD_INPUT}, or the slice does not match its pinned fingerprint` },
    ],
  },
  {
    name: 'run',
    summary: 'rerun the slice against each model entry; one run record per entry',
    synopsis:
      'run [--config FILE]... [--model ID]... [--out DIR] [--no-cache] [--record FILE] [--dry-run] [--json]',
    variants: [
      {
        synopsis: 'run --shard I/N [--config FILE] [--model ID]... [--out DIR] [--json]',
        summary: 'run part I of N of the slice only (round-robin) and write a partial record',
      },
    ],
    options: [
      CONFIG_MANY,
      MODEL_FILTER,
      {
        name: 'out',
        type: 'string',
        value: 'DIR',
        unset: 'the history only, .evalgate/runs/<suite>/ beside the config',
        meaning:
          'Also write a copy of each run record into DIR; a partial record (--shard) goes only there, or without --out to .evalgate/shards/<suite>/.',
      },
      {
        name: 'no-cache',
        type: 'boolean',
        meaning:
          'Neither read nor write the response cache (.evalgate/cache beside the config); without it cached answers stand in for requests.',
      },
      {
        name: 'record',
        type: 'string',
        value: 'FILE',
        unset: 'nothing is recorded',
        meaning:
          'Append every answer to FILE as a cassette (JSON lines), for a model entry with provider: replay to answer from later.',
      },
      {
        name: 'dry-run',
        type: 'boolean',
        meaning:
          'Call no model: print the requests, tokens and cost a run would have, and name every missing key.',
      },
      {
        name: 'shard',
        type: 'string',
        value: 'I/N',
        unset: 'the whole slice',
        meaning:
          'Run only part I of N of the slice (round-robin over slice order) and write a partial record, to join with evalgate merge.',
      },
      JSON_OPTION,
    ],
    exitCodes: [
      { code: 0, meaning: 'every model entry was measured' },
      {
        code: 1,
        meaning: 'a run stopped early, or its errors exceed gate.max_error_rate (printed by cause)',
      },
      {
        code: 2,
        meaning: `${BAD_INPUT}; a fingerprint mismatch; missing credentials (with --dry-run too); a fatal provider answer such as 401 or 404`,
      },
      INTERRUPTED,
    ],
  },
  {
    name: 'collect',
    summary: 'collect the batches earlier runs submitted into run records',
    synopsis: 'collect [--config FILE] [--model ID]... [--out DIR] [--json]',
    options: [
      CONFIG_ONE,
      MODEL_FILTER,
      {
        name: 'out',
        type: 'string',
        value: 'DIR',
        unset: 'the history only, .evalgate/runs/<suite>/ beside the config',
        meaning: 'Also write a copy of each run record into DIR.',
      },
      JSON_OPTION,
    ],
    exitCodes: [
      { code: 0, meaning: 'every batch had ended and is recorded' },
      {
        code: 1,
        meaning: 'a collected run is incomplete, or its errors exceed gate.max_error_rate',
      },
      { code: 2, meaning: `${BAD_INPUT}; missing credentials` },
      {
        code: 3,
        meaning: 'a batch is still running: nothing was recorded for it, collect again later',
      },
    ],
  },
  {
    name: 'diff',
    summary: 'compare a stored run with its baseline',
    synopsis:
      'diff --run FILE [--config FILE] [--baseline FILE] [--report FILE|-] [--junit FILE] [--json]',
    options: [
      {
        name: 'run',
        type: 'string',
        value: 'FILE',
        required: true,
        meaning: 'The run record to judge (written by run, collect, merge or import).',
      },
      CONFIG_ONE,
      {
        name: 'baseline',
        type: 'string',
        value: 'FILE',
        unset: "the model entry's committed baseline, .evalgate/baselines/<suite>/<model>.json",
        meaning: 'Compare with this run record instead.',
      },
      REPORT_OPTION,
      {
        name: 'junit',
        type: 'string',
        value: 'FILE',
        unset: 'no file',
        meaning: 'Write JUnit XML to FILE: one test case per model (and per subject).',
      },
      JSON_OPTION,
    ],
    exitCodes: [
      { code: 0, meaning: 'the gate passed' },
      { code: 1, meaning: 'the gate failed: regressed, incomparable or errored' },
      { code: 2, meaning: BAD_INPUT },
    ],
  },
  {
    name: 'gate',
    summary: 'run, compare with the committed baselines and report; measures anew',
    synopsis:
      'gate [--config FILE]... [--model ID]... [--report FILE|-] [--junit FILE] [--cache] [--json]',
    variants: [
      {
        synopsis: 'gate --run FILE... [--config FILE] [--report FILE|-] [--junit FILE] [--json]',
        summary: 'gate imported records against their baselines, no rerun',
      },
    ],
    options: [
      CONFIG_MANY,
      {
        ...MODEL_FILTER,
        meaning:
          "Measure only the model entries with these ids (the config's models[].id); ignored with --run.",
      },
      {
        name: 'run',
        type: 'string',
        multiple: true,
        value: 'FILE',
        unset: 'measure the model entries',
        meaning:
          'Gate these imported records (evalgate import) against their baselines, without rerunning; --config lends only its gate: settings.',
      },
      REPORT_OPTION,
      {
        name: 'junit',
        type: 'string',
        value: 'FILE',
        unset: 'no file',
        meaning: 'Write JUnit XML to FILE: one test case per suite and model (and per subject).',
      },
      {
        name: 'cache',
        type: 'boolean',
        meaning:
          'Let answers from the response cache (.evalgate/cache beside the config) stand in for requests; without it every item is measured anew.',
      },
      {
        name: 'no-cache',
        type: 'boolean',
        meaning:
          'What gate does anyway (measure anew); accepted for older scripts, refused together with --cache.',
      },
      JSON_OPTION,
    ],
    exitCodes: [
      { code: 0, meaning: 'the gate passed' },
      {
        code: 1,
        meaning:
          'the gate failed: regressed, incomparable or errored (errors above gate.max_error_rate)',
      },
      {
        code: 2,
        meaning: `${BAD_INPUT}; a fingerprint mismatch; missing credentials; a fatal provider answer such as 401 or 404`,
      },
      INTERRUPTED,
    ],
  },
  {
    name: 'freeze',
    summary: 'write runs as the new baselines',
    synopsis: 'freeze --run FILE... [--config FILE] [--note TEXT] [--json]',
    options: [
      {
        name: 'run',
        type: 'string',
        multiple: true,
        value: 'FILE',
        required: true,
        meaning:
          "The run records to accept; each becomes its model entry's baseline, .evalgate/baselines/<suite>/<model>.json beside the config.",
      },
      {
        ...CONFIG_ONE,
        meaning:
          "The suite config; a run measured under another protocol than it defines now is refused. Imported records need none: their baselines go beside this file's path.",
      },
      {
        name: 'note',
        type: 'string',
        value: 'TEXT',
        unset: 'no note',
        meaning: 'Why the bar moves, kept in each baseline beside the commit it was frozen at.',
      },
      JSON_OPTION,
    ],
    exitCodes: [
      { code: 0, meaning: 'the baselines were written' },
      {
        code: 2,
        meaning: `${BAD_INPUT}, or a run that cannot be a baseline (partial, incomplete, another protocol)`,
      },
    ],
  },
  {
    name: 'history',
    summary: 'past scores by build, from the local history',
    synopsis: 'history [--config FILE] [--model ID]... [--json]',
    options: [
      {
        ...CONFIG_ONE,
        meaning: 'The suite config; its history is .evalgate/runs/<suite>/ beside it.',
      },
      MODEL_FILTER,
      JSON_OPTION,
    ],
    exitCodes: [OK, { code: 2, meaning: BAD_INPUT }],
  },
  {
    name: 'export',
    summary: 'the history as SQLite: tables eval_runs and eval_items, view eval_subjects',
    synopsis: 'export --sqlite FILE [--config FILE | --history DIR] [--json]',
    options: [
      {
        name: 'sqlite',
        type: 'string',
        value: 'FILE',
        required: true,
        meaning:
          'The SQLite database to write (replaced if it exists), with every run of every suite.',
      },
      {
        ...CONFIG_ONE,
        meaning: 'The history read is .evalgate/runs/ beside this config.',
      },
      {
        name: 'history',
        type: 'string',
        value: 'DIR',
        unset: '.evalgate/runs/ beside --config',
        meaning: 'Read the history from this folder instead (one subfolder per suite).',
      },
      JSON_OPTION,
    ],
    exitCodes: [OK, { code: 2, meaning: BAD_INPUT }],
  },
  {
    name: 'report',
    summary: 'render stored runs, with their baselines and trends',
    synopsis:
      'report --run FILE... [--config FILE] [--format markdown|html|json] [--out FILE] [--json]',
    options: [
      {
        name: 'run',
        type: 'string',
        multiple: true,
        value: 'FILE',
        required: true,
        meaning: 'The run records to render.',
      },
      {
        name: 'config',
        type: 'string',
        value: 'FILE',
        unset: 'evalgate.yml when it exists, else the runs alone',
        meaning:
          'The suite config whose baselines, history and slice the report compares with and quotes.',
      },
      {
        name: 'format',
        type: 'string',
        value: 'markdown|html|json',
        unset: 'markdown, or json with --json',
        meaning: 'The kind of report.',
      },
      {
        name: 'out',
        type: 'string',
        value: 'FILE',
        unset: 'stdout',
        meaning: 'Write the report to FILE.',
      },
      {
        name: 'json',
        type: 'boolean',
        meaning:
          'The same as --format json, printed on stdout (not with --out); an error is printed as {"error": ...} too.',
      },
    ],
    exitCodes: [
      { code: 0, meaning: 'the report was written, whatever the verdict' },
      { code: 2, meaning: BAD_INPUT },
    ],
  },
  {
    name: 'merge',
    summary: 'join the partial records of run --shard into one run record',
    synopsis: 'merge --run FILE... [--out DIR] [--json]',
    options: [
      {
        name: 'run',
        type: 'string',
        multiple: true,
        value: 'FILE',
        required: true,
        meaning: 'The partial records, one per shard, of one protocol and build.',
      },
      {
        name: 'out',
        type: 'string',
        value: 'DIR',
        unset: 'the history only, .evalgate/runs/<suite>/ of the current folder',
        meaning: 'Also write a copy of the merged record into DIR.',
      },
      JSON_OPTION,
    ],
    exitCodes: [
      { code: 0, meaning: 'the merged run is complete' },
      { code: 1, meaning: 'the merged run is incomplete (a shard stopped early)' },
      {
        code: 2,
        meaning: `${BAD_INPUT}; gaps, overlaps, a missing shard or one of another run`,
      },
    ],
  },
  {
    name: 'import',
    format: { values: ['lm-eval'] },
    summary: 'lm-evaluation-harness output as run records, one per task or group',
    synopsis:
      'import lm-eval --results FILE [--samples FILE...] [--task NAME]... [--metric NAME] [--filter NAME] [--model ID] [--out DIR] [--config FILE] [--json]',
    options: [
      {
        name: 'results',
        type: 'string',
        value: 'FILE',
        required: true,
        meaning: 'The results_<date>.json lm_eval wrote.',
      },
      {
        name: 'samples',
        type: 'string',
        multiple: true,
        value: 'FILE',
        unset: 'no samples, so aggregate scores only and no paired statistics',
        meaning:
          'The samples_<task>_<date>.jsonl files of the same run (--log_samples), for per-item outcomes.',
      },
      {
        name: 'task',
        type: 'string',
        multiple: true,
        value: 'NAME',
        unset: 'every task, and no group',
        meaning: 'Import only these tasks or groups (a group, such as mmlu, as one record).',
      },
      {
        name: 'metric',
        type: 'string',
        value: 'NAME',
        unset: "the first of the task's metric_list that can be gated",
        meaning: 'The per-item metric to gate, such as acc or exact_match.',
      },
      {
        name: 'filter',
        type: 'string',
        value: 'NAME',
        unset: 'the first filter the results report',
        meaning: 'The filter whose values to gate, such as flexible-extract.',
      },
      {
        name: 'model',
        type: 'string',
        value: 'ID',
        unset: "model_args' pretrained (or model, engine, ...), else lm-eval's model type",
        meaning: 'The model slot id of the records.',
      },
      {
        name: 'out',
        type: 'string',
        value: 'DIR',
        unset: 'the history only, .evalgate/runs/<task>/ beside --config',
        meaning: 'Also write a copy of each record into DIR.',
      },
      {
        ...CONFIG_ONE,
        meaning: 'The records go to the history beside it; it need not exist.',
      },
      JSON_OPTION,
    ],
    exitCodes: [
      { code: 0, meaning: 'the records were written' },
      {
        code: 2,
        meaning: `${BAD_INPUT}; a metric that cannot be gated; samples that do not match the results`,
      },
    ],
  },
  {
    name: 'compare',
    summary: 'rank the models measured on one slice, with paired statistics, cost and latency',
    synopsis:
      'compare [--config FILE] [--run FILE...] [--model ID]... [--report FILE] [--format markdown|html|json] [--json]',
    options: [
      CONFIG_ONE,
      {
        name: 'run',
        type: 'string',
        multiple: true,
        value: 'FILE',
        unset: "each model entry's latest run in the history",
        meaning: 'Compare these run records of the suite.',
      },
      MODEL_FILTER,
      {
        name: 'report',
        type: 'string',
        value: 'FILE',
        unset: 'no file',
        meaning: 'Write the comparison report to FILE, in --format.',
      },
      {
        name: 'format',
        type: 'string',
        value: 'markdown|html|json',
        default: 'markdown',
        meaning: 'The kind of report --report writes.',
      },
      JSON_OPTION,
    ],
    exitCodes: [OK, { code: 2, meaning: BAD_INPUT }],
  },
  {
    name: 'schema',
    summary: 'print the JSON Schema of evalgate.yml',
    synopsis: 'schema',
    options: [],
    exitCodes: [OK, { code: 2, meaning: 'usage: schema takes no options' }],
  },
] as const satisfies readonly CommandSpec[];

export type CommandName = (typeof COMMAND_TABLE)[number]['name'];

type OptionValue<O> = O extends { type: 'boolean' }
  ? boolean
  : O extends { multiple: true }
    ? string[]
    : O extends { default: string }
      ? string
      : string | undefined;

/** The values the parser gives a command: each option of its table entry, typed. */
export type CommandValues<N extends CommandName> = {
  [
    O in Extract<(typeof COMMAND_TABLE)[number], { name: N }>['options'][number] as O['name']
  ]: OptionValue<O>;
};

/** The table entry of a command, or undefined for a name that is none. */
export function commandSpec(name: string): CommandSpec | undefined {
  return (COMMAND_TABLE as readonly CommandSpec[]).find((c) => c.name === name);
}

/** The exit codes every command shares, for the overview. */
export const EXIT_CODES: readonly ExitCodeSpec[] = [
  { code: 0, meaning: 'ok, or the gate passed' },
  {
    code: 1,
    meaning:
      'the gate failed (gate, diff: regressed, incomparable, errored); a run stopped early or errored above gate.max_error_rate (run, collect, merge); an internal error (EVALGATE_DEBUG=1 prints its stack)',
  },
  {
    code: 2,
    meaning:
      'bad input: usage, config, data, fingerprint mismatch, missing credentials, a fatal provider answer such as 401 or 404',
  },
  {
    code: 3,
    meaning: 'collect: a batch is still running; nothing was recorded for it, collect again later',
  },
  { code: 130, meaning: 'interrupted by Ctrl-C (run, gate)' },
];
