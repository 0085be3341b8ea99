import { parseArgs, type ParseArgsConfig } from 'node:util';
import { InputError } from '../core/errors.js';
import { closestName } from '../core/text.js';
import { VERSION } from '../core/version.js';
import { scrub } from '../engine/secrets.js';
import { guardedIO, UsageError, type CliIO } from './io.js';

// Commands load when they run (dynamic import; the bundle keeps each in its own chunk), so
// `--help`, `--version` and `slice` never load the GitHub, provider, SQLite or report stacks.
const forEachConfig: typeof import('./multi.js').forEachConfig = async (...args) =>
  (await import('./multi.js')).forEachConfig(...args);

export const EXIT = { ok: 0, gateFailed: 1, badInput: 2, batchRunning: 3 } as const;

const COMMANDS = [
  'slice',
  'run',
  'collect',
  'gate',
  'diff',
  'freeze',
  'history',
  'export',
  'report',
  'import',
  'schema',
  'merge',
  'init',
];

const USAGE = `evalgate ${VERSION}: a regression gate for LLM evaluations

Usage:
  evalgate slice --config FILE... [--write] [--json]
                                                    build the pinned slice; --write pins its fingerprint
  evalgate run --config FILE... [--model ID]... [--out DIR] [--no-cache] [--record FILE] [--dry-run] [--json]
              [--shard I/N]
                                                    rerun the slice against each model entry
                                                    (--shard: only part I of N, round-robin, as a partial record)
  evalgate collect --config FILE [--model ID]... [--out DIR] [--json]
                                                    collect the batches a run submitted (models with batch) into run records
  evalgate diff --config FILE --run FILE [--baseline FILE] [--report FILE] [--junit FILE] [--json]
                                                    compare a stored run with its baseline
  evalgate gate --config FILE... [--model ID]... [--report FILE] [--junit FILE] [--cache] [--json]
                                                    run, compare with the committed baselines, report;
                                                    measures anew unless --cache lets cached answers stand in;
                                                    --run FILE...: gate imported records, no rerun
  evalgate freeze --config FILE --run FILE... [--note TEXT] [--json]
                                                    write runs as the new baselines
  evalgate history --config FILE [--model ID]... [--json]
                                                    past scores by build, from the local history
  evalgate export --sqlite FILE [--config FILE | --history DIR] [--json]
                                                    write the history to SQLite (eval_runs, eval_items)
  evalgate report --run FILE... [--config FILE] [--format markdown|html|json] [--out FILE]
                                                    render stored runs (with baselines and trends)
  evalgate import lm-eval --results FILE [--samples FILE...] [--task NAME]... [--metric NAME]
                 [--filter NAME] [--model ID] [--out DIR] [--config FILE] [--json]
                                                    lm-evaluation-harness output as run records, one per task or group
  evalgate schema                                   print the JSON Schema of evalgate.yml
  evalgate merge --run FILE... [--out DIR] [--json]
                                                    join the partial records of run --shard into one run
  evalgate init [--dataset FILE] [--provider openai|anthropic|command] [--model NAME] [--base-url URL]
               [--api-key-env VAR] [--command ARGV] [--dir DIR] [--force]
                                                    write a first evalgate.yml (fields inferred from the dataset;
                                                    3 example rows without one), .gitignore lines and a workflow

Options:
  --config FILE   the suite config (default: evalgate.yml); slice, run and gate take several
                  (--config a.yml --config b.yml, or a glob such as 'suites/*.yml')
  --json          print one JSON document on stdout
  -h, --help      show this help
  -v, --version   print the version

Exit codes: 0 ok, 1 gate failed, 2 bad input (usage, config, data, fingerprint mismatch),
3 (collect) a batch is still running: nothing was recorded for it, collect again later.
`;

const RUN_OPTIONS = {
  config: { type: 'string', multiple: true, default: ['evalgate.yml'] },
  model: { type: 'string', multiple: true, default: [] },
  out: { type: 'string' },
  'no-cache': { type: 'boolean', default: false },
  record: { type: 'string' },
  'dry-run': { type: 'boolean', default: false },
  json: { type: 'boolean', default: false },
  shard: { type: 'string' },
} satisfies ParseArgsConfig['options'];

const MERGE_OPTIONS = {
  run: { type: 'string', multiple: true, default: [] },
  out: { type: 'string' },
  json: { type: 'boolean', default: false },
} satisfies ParseArgsConfig['options'];

const COLLECT_OPTIONS = {
  config: { type: 'string', default: 'evalgate.yml' },
  model: { type: 'string', multiple: true, default: [] },
  out: { type: 'string' },
  json: { type: 'boolean', default: false },
} satisfies ParseArgsConfig['options'];

const GATE_OPTIONS = {
  config: { type: 'string', multiple: true, default: ['evalgate.yml'] },
  model: { type: 'string', multiple: true, default: [] },
  run: { type: 'string', multiple: true, default: [] },
  report: { type: 'string' },
  junit: { type: 'string' },
  cache: { type: 'boolean', default: false },
  'no-cache': { type: 'boolean', default: false },
  json: { type: 'boolean', default: false },
} satisfies ParseArgsConfig['options'];

const DIFF_OPTIONS = {
  config: { type: 'string', default: 'evalgate.yml' },
  run: { type: 'string' },
  baseline: { type: 'string' },
  report: { type: 'string' },
  junit: { type: 'string' },
  json: { type: 'boolean', default: false },
} satisfies ParseArgsConfig['options'];

const IMPORT_OPTIONS = {
  config: { type: 'string', default: 'evalgate.yml' },
  results: { type: 'string' },
  samples: { type: 'string', multiple: true, default: [] },
  task: { type: 'string', multiple: true, default: [] },
  metric: { type: 'string' },
  filter: { type: 'string' },
  model: { type: 'string' },
  out: { type: 'string' },
  json: { type: 'boolean', default: false },
} satisfies ParseArgsConfig['options'];

const IMPORT_FORMATS = ['lm-eval'];

const FREEZE_OPTIONS = {
  config: { type: 'string', default: 'evalgate.yml' },
  run: { type: 'string', multiple: true, default: [] },
  note: { type: 'string' },
  json: { type: 'boolean', default: false },
} satisfies ParseArgsConfig['options'];

const HISTORY_OPTIONS = {
  config: { type: 'string', default: 'evalgate.yml' },
  model: { type: 'string', multiple: true, default: [] },
  json: { type: 'boolean', default: false },
} satisfies ParseArgsConfig['options'];

const EXPORT_OPTIONS = {
  config: { type: 'string', default: 'evalgate.yml' },
  history: { type: 'string' },
  sqlite: { type: 'string' },
  json: { type: 'boolean', default: false },
} satisfies ParseArgsConfig['options'];

const REPORT_OPTIONS = {
  run: { type: 'string', multiple: true, default: [] },
  config: { type: 'string' },
  format: { type: 'string', default: 'markdown' },
  out: { type: 'string' },
} satisfies ParseArgsConfig['options'];

const SLICE_OPTIONS = {
  config: { type: 'string', multiple: true, default: ['evalgate.yml'] },
  write: { type: 'boolean', default: false },
  json: { type: 'boolean', default: false },
} satisfies ParseArgsConfig['options'];

const INIT_OPTIONS = {
  dataset: { type: 'string' },
  provider: { type: 'string', default: 'openai' },
  'base-url': { type: 'string' },
  model: { type: 'string' },
  'api-key-env': { type: 'string' },
  command: { type: 'string' },
  dir: { type: 'string', default: '.' },
  force: { type: 'boolean', default: false },
} satisfies ParseArgsConfig['options'];

/** The usage lines of one command, taken from the overall usage text. */
function commandHelp(command: string): string | undefined {
  const lines = USAGE.split('\n');
  const start = lines.findIndex(
    (l) => l.startsWith(`  evalgate ${command} `) || l === `  evalgate ${command}`,
  );
  if (start < 0) return undefined;
  const own = [lines[start]!];
  for (const line of lines.slice(start + 1)) {
    if (!/^ {10,}/.test(line)) break;
    own.push(line);
  }
  const options = lines.slice(lines.indexOf('Options:'));
  return `Usage:\n${own.join('\n')}\n\n${options.join('\n')}`;
}

/** Runs one CLI invocation and returns its exit code; never throws. */
export async function main(argv: readonly string[], streams: CliIO): Promise<number> {
  const io = guardedIO(streams);
  const [command, ...rest] = argv;
  const wantsJson = rest.includes('--json');
  try {
    const help = command ? commandHelp(command) : undefined;
    if (help && (rest.includes('--help') || rest.includes('-h'))) {
      io.stdout(help);
      return EXIT.ok;
    }
    switch (command) {
      case undefined:
      case '-h':
      case '--help':
      case 'help':
        io.stdout(USAGE);
        return command === undefined ? EXIT.badInput : EXIT.ok;
      case '-v':
      case '--version':
        io.stdout(`${VERSION}\n`);
        return EXIT.ok;
      case 'slice': {
        const { values } = parse(rest, SLICE_OPTIONS, command);
        return await forEachConfig(
          command,
          values.config,
          values,
          io,
          async (config, out) =>
            (await import('./commands/slice.js')).sliceCommand({ ...values, config }, out),
          reportError,
        );
      }
      case 'run': {
        const { values } = parse(rest, RUN_OPTIONS, command);
        return await forEachConfig(
          command,
          values.config,
          values,
          io,
          async (config, out) =>
            (await import('./commands/run.js')).runCommand({ ...values, config }, out, process.env),
          reportError,
        );
      }
      case 'collect': {
        const { values } = parse(rest, COLLECT_OPTIONS, command);
        const { collectCommand } = await import('./commands/run.js');
        return await collectCommand(values, io, process.env);
      }
      case 'gate': {
        const { values } = parse(rest, GATE_OPTIONS, command);
        // --run gates imported records; the config (one) only lends its gate settings.
        const { gateCommand } = await import('./commands/gate.js');
        if (values.run.length) {
          return await gateCommand({ ...values, config: values.config[0]! }, io, process.env);
        }
        return await forEachConfig(
          command,
          values.config,
          values,
          io,
          (config, out, files) => gateCommand({ ...values, config, ...files }, out, process.env),
          reportError,
        );
      }
      case 'diff': {
        const { values } = parse(rest, DIFF_OPTIONS, command);
        if (!values.run) throw new UsageError('diff: expected --run FILE');
        const { diffCommand } = await import('./commands/gate.js');
        return await diffCommand({ ...values, run: values.run }, io);
      }
      case 'freeze': {
        const { values } = parse(rest, FREEZE_OPTIONS, command);
        const { freezeCommand } = await import('./commands/freeze.js');
        return await freezeCommand(values, io, process.env);
      }
      case 'history': {
        const { values } = parse(rest, HISTORY_OPTIONS, command);
        const { historyCommand } = await import('./commands/history.js');
        return await historyCommand(values, io);
      }
      case 'export': {
        const { values } = parse(rest, EXPORT_OPTIONS, command);
        const { exportCommand } = await import('./commands/history.js');
        return await exportCommand(values, io);
      }
      case 'report': {
        const { values } = parse(rest, REPORT_OPTIONS, command);
        const { reportCommand } = await import('./commands/report.js');
        return await reportCommand(values, io);
      }
      case 'merge': {
        const { values } = parse(rest, MERGE_OPTIONS, command);
        const { mergeCommand } = await import('./commands/merge.js');
        return await mergeCommand(values, io);
      }
      case 'import': {
        const [format, ...more] = rest;
        if (!format || !IMPORT_FORMATS.includes(format)) {
          throw new UsageError(
            `import: expected the output format to import (${IMPORT_FORMATS.join(', ')}), found ${format === undefined ? 'nothing' : JSON.stringify(format)}`,
          );
        }
        const { values } = parse(more, IMPORT_OPTIONS, command);
        const { importCommand } = await import('./commands/import.js');
        return await importCommand(values, io, process.env);
      }
      case 'init': {
        const { values } = parse(rest, INIT_OPTIONS, command);
        const { initCommand } = await import('./commands/init.js');
        return await initCommand(values, io);
      }
      case 'schema': {
        parse(rest, {}, command);
        const { configJsonSchema } = await import('../core/config/json-schema.js');
        io.stdout(`${JSON.stringify(configJsonSchema(), null, 2)}\n`);
        return EXIT.ok;
      }
      default:
        throw new UsageError(
          `unknown command "${command}"${closestName(command, COMMANDS) ? ` (did you mean "${closestName(command, COMMANDS)}"?)` : ''}; expected one of: ${COMMANDS.join(', ')}`,
        );
    }
  } catch (error) {
    return reportError(error, io, wantsJson);
  }
}

function parse<T extends NonNullable<ParseArgsConfig['options']>>(
  args: string[],
  options: T,
  command: string,
) {
  try {
    return parseArgs({
      args: spreadValues(args, options),
      options,
      strict: true,
      allowPositionals: false,
    });
  } catch (error) {
    const message = (error as Error).message.replace(/\. To specify.*$/s, '');
    const unknown = /^Unknown option '(-{1,2}[^']+)'/.exec(message)?.[1];
    if (unknown) {
      const names = Object.keys(options).map((name) => `--${name}`);
      const guess = closestName(unknown, [...names, '--help']);
      throw new UsageError(
        `${command}: unknown option ${unknown}${guess ? ` (did you mean ${guess}?)` : ''}; expected one of: ${names.join(', ')}`,
      );
    }
    throw new UsageError(`${command}: ${message}`);
  }
}

/**
 * `--run A B` as the help writes it (`--run FILE...`): the words after an option that takes many
 * values, up to the next option, are each another value of it.
 */
function spreadValues(args: string[], options: NonNullable<ParseArgsConfig['options']>): string[] {
  const out: string[] = [];
  let repeating: string | undefined;
  for (let i = 0; i < args.length; i++) {
    const arg = args[i]!;
    if (arg.startsWith('-')) {
      const name = arg.replace(/^--/, '').split('=')[0]!;
      const option = options[name];
      repeating = option?.type === 'string' && option.multiple ? arg.split('=')[0] : undefined;
      out.push(arg);
      if (repeating && !arg.includes('=') && i + 1 < args.length) out.push(args[++i]!);
    } else if (repeating) {
      out.push(repeating, arg);
    } else {
      out.push(arg);
    }
  }
  return out;
}

function reportError(error: unknown, io: CliIO, json: boolean): number {
  let message: string;
  let details: readonly string[] = [];
  let code: number = EXIT.badInput;
  if (error instanceof InputError) {
    message = error.message;
    details = error.details;
  } else if (error instanceof UsageError) {
    const command = /^(\w+):/.exec(error.message)?.[1];
    const help =
      command && COMMANDS.includes(command) ? `evalgate ${command} --help` : 'evalgate --help';
    message = `${error.message}\nRun \`${help}\` for usage.`;
  } else {
    // A bug or an environment fault, not the user's input: say so, still without a stack trace
    // unless asked for one.
    code = EXIT.gateFailed;
    message = `internal error: ${error instanceof Error ? error.message : String(error)}`;
    if (process.env.EVALGATE_DEBUG && error instanceof Error && error.stack)
      details = [error.stack];
  }
  message = scrub(message);
  details = details.map(scrub);
  io.stderr(`evalgate: ${message}\n${details.map((line) => `  ${line}\n`).join('')}`);
  if (json) io.stdout(`${JSON.stringify({ error: { message, details, exit_code: code } })}\n`);
  return code;
}
