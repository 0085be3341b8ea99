import { parseArgs, type ParseArgsConfig } from 'node:util';
import { InputError } from '../core/errors.js';
import { closestName } from '../core/text.js';
import { VERSION } from '../core/version.js';
import { scrub } from '../engine/secrets.js';
import {
  COMMAND_TABLE,
  commandSpec,
  type CommandName,
  type CommandSpec,
  type CommandValues,
} from './commands-table.js';
import { commandHelp, overviewHelp } from './help.js';
import { guardedIO, UsageError, type CliIO } from './io.js';

// Commands load when they run (dynamic import; the bundle keeps each in its own chunk), so
// `--help`, `--version` and `slice` never load the GitHub, provider, SQLite or report stacks.
const forEachConfig: typeof import('./multi.js').forEachConfig = async (...args) =>
  (await import('./multi.js')).forEachConfig(...args);

export const EXIT = { ok: 0, gateFailed: 1, badInput: 2, batchRunning: 3 } as const;

const COMMANDS: readonly string[] = COMMAND_TABLE.map((c) => c.name);

/** Runs one CLI invocation and returns its exit code; never throws. */
export async function main(argv: readonly string[], streams: CliIO): Promise<number> {
  const io = guardedIO(streams);
  const [command, ...rest] = argv;
  const wantsJson = rest.includes('--json');
  try {
    const spec = command === undefined ? undefined : commandSpec(command);
    if (spec && (rest.includes('--help') || rest.includes('-h'))) {
      io.stdout(commandHelp(spec));
      return EXIT.ok;
    }
    switch (command) {
      case undefined:
      case '-h':
      case '--help':
        io.stdout(overviewHelp(VERSION));
        return command === undefined ? EXIT.badInput : EXIT.ok;
      case 'help': {
        const topic = rest[0];
        if (topic === undefined || topic === '--help' || topic === '-h') {
          io.stdout(overviewHelp(VERSION));
          return EXIT.ok;
        }
        io.stdout(commandHelp(specOf(topic)));
        return EXIT.ok;
      }
      case '-v':
      case '--version':
        io.stdout(`${VERSION}\n`);
        return EXIT.ok;
    }
    return await dispatch(specOf(command).name as CommandName, rest, io);
  } catch (error) {
    return reportError(error, io, wantsJson);
  }
}

function specOf(command: string): CommandSpec {
  const spec = commandSpec(command);
  if (spec) return spec;
  const guess = closestName(command, COMMANDS);
  throw new UsageError(
    `unknown command "${command}"${guess ? ` (did you mean "${guess}"?)` : ''}; expected one of: ${COMMANDS.join(', ')}`,
  );
}

/** One case per command of the table: its options parsed, its module loaded when it runs. */
async function dispatch(command: CommandName, rest: string[], io: CliIO): Promise<number> {
  switch (command) {
    case 'slice': {
      const values = parse(command, rest);
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
      const values = parse(command, rest);
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
      const values = parse(command, rest);
      const { collectCommand } = await import('./commands/run.js');
      return await collectCommand(values, io, process.env);
    }
    case 'gate': {
      const values = parse(command, rest);
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
      const values = parse(command, rest);
      if (!values.run) throw new UsageError('diff: expected --run FILE');
      const { diffCommand } = await import('./commands/gate.js');
      return await diffCommand({ ...values, run: values.run }, io);
    }
    case 'freeze': {
      const values = parse(command, rest);
      const { freezeCommand } = await import('./commands/freeze.js');
      return await freezeCommand(values, io, process.env);
    }
    case 'history': {
      const values = parse(command, rest);
      const { historyCommand } = await import('./commands/history.js');
      return await historyCommand(values, io);
    }
    case 'export': {
      const values = parse(command, rest);
      const { exportCommand } = await import('./commands/history.js');
      return await exportCommand(values, io);
    }
    case 'report': {
      const { json, ...values } = parse(command, rest);
      if (json && values.out !== undefined) {
        throw new UsageError(
          'report: --json prints the report on stdout; to write it to a file, give --format json --out FILE',
        );
      }
      if (json && values.format !== undefined && values.format !== 'json') {
        throw new UsageError(`report: --json contradicts --format ${values.format}; give one`);
      }
      const format = values.format ?? (json ? 'json' : 'markdown');
      const { reportCommand } = await import('./commands/report.js');
      return await reportCommand({ ...values, format }, io);
    }
    case 'merge': {
      const values = parse(command, rest);
      const { mergeCommand } = await import('./commands/merge.js');
      return await mergeCommand(values, io);
    }
    case 'import': {
      const formats = commandSpec(command)!.format!.values;
      const [format, ...more] = rest;
      if (!format || !formats.includes(format)) {
        throw new UsageError(
          `import: expected the output format to import (${formats.join(', ')}), found ${format === undefined ? 'nothing' : JSON.stringify(format)}`,
        );
      }
      const values = parse(command, more);
      const { importCommand } = await import('./commands/import.js');
      return await importCommand(values, io, process.env);
    }
    case 'init': {
      const values = parse(command, rest);
      const { initCommand } = await import('./commands/init.js');
      return await initCommand(values, io);
    }
    case 'compare': {
      const values = parse(command, rest);
      const { compareCommand } = await import('./commands/compare.js');
      return await compareCommand(values, io, process.env);
    }
    case 'schema': {
      parse(command, rest);
      const { configJsonSchema } = await import('../core/config/json-schema.js');
      io.stdout(`${JSON.stringify(configJsonSchema(), null, 2)}\n`);
      return EXIT.ok;
    }
  }
}

/** The parser's options of a command, from its table entry: what the help lists is accepted. */
function parserOptions(spec: CommandSpec): NonNullable<ParseArgsConfig['options']> {
  return Object.fromEntries(
    spec.options.map((o) => [
      o.name,
      o.type === 'boolean'
        ? { type: 'boolean', default: false }
        : o.multiple
          ? { type: 'string', multiple: true, default: o.default === undefined ? [] : [o.default] }
          : { type: 'string', ...(o.default === undefined ? {} : { default: o.default }) },
    ]),
  );
}

function parse<N extends CommandName>(command: N, args: string[]): CommandValues<N> {
  return parseOptions(args, parserOptions(commandSpec(command)!), command) as CommandValues<N>;
}

function parseOptions(
  args: string[],
  options: NonNullable<ParseArgsConfig['options']>,
  command: string,
): Record<string, unknown> {
  try {
    return parseArgs({
      args: spreadValues(args, options),
      options,
      strict: true,
      allowPositionals: false,
    }).values;
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
