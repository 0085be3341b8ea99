import {
  COMMAND_TABLE,
  EXIT_CODES,
  type CommandSpec,
  type ExitCodeSpec,
  type OptionSpec,
} from './commands-table.js';

const WIDTH = 100;
const COMMANDS: readonly CommandSpec[] = COMMAND_TABLE;

/** How a command is typed: `import lm-eval`, `gate`. */
export function invocation(command: CommandSpec): string {
  return command.format ? `${command.name} ${command.format.values.join('|')}` : command.name;
}

/** `--run FILE...`, `--json`: an option as its help line names it. */
export function optionLabel(option: OptionSpec): string {
  const value = option.value ? ` ${option.value}${option.multiple ? '...' : ''}` : '';
  return `--${option.name}${value}`;
}

/** What the option is when it is not given, or that it must be. */
function defaultText(option: OptionSpec): string {
  if (option.required) return 'Required.';
  const value = option.default ?? option.unset ?? (option.type === 'boolean' ? 'off' : undefined);
  return value === undefined ? '' : `Default: ${value}.`;
}

/** `evalgate --help`: every command with its summary, the global options and the exit codes. */
export function overviewHelp(version: string): string {
  const names = COMMANDS.map(invocation);
  const width = Math.max(...names.map((n) => n.length)) + 2;
  const commands = COMMANDS.map((c, i) => columns('  ', names[i]!.padEnd(width), c.summary));
  return [
    `evalgate ${version}: a regression gate for LLM evaluations`,
    '',
    'Usage:',
    '  evalgate <command> [options]',
    "  evalgate <command> --help      that command's options, their defaults and its exit codes",
    '  evalgate help <command>        the same',
    '',
    'Commands:',
    ...commands,
    '',
    'A first gate:',
    '  evalgate init --dataset FILE --model NAME',
    '  evalgate slice --config FILE --write',
    '  evalgate run --config FILE',
    '  evalgate freeze --config FILE --run FILE...',
    '  evalgate gate --config FILE',
    '',
    'Global options:',
    ...optionLines([
      ['-h, --help', 'Show this help, or with a command its own.'],
      ['-v, --version', 'Print the version.'],
    ]),
    '',
    'Exit codes:',
    ...exitLines(EXIT_CODES),
    '',
  ].join('\n');
}

/** `evalgate <command> --help`: its usage, its options with meaning and default, its exit codes. */
export function commandHelp(command: CommandSpec): string {
  const usage = [command.synopsis, ...(command.variants ?? []).map((v) => v.synopsis)];
  const options = command.options.map((o): [string, string] => [
    optionLabel(o),
    [o.meaning, defaultText(o)].filter(Boolean).join(' '),
  ]);
  return [
    `evalgate ${invocation(command)}: ${command.summary}`,
    '',
    'Usage:',
    ...usage.flatMap((line) => synopsisLines(line)),
    '',
    'Options:',
    ...optionLines([...options, ['-h, --help', 'Show this help.']]),
    '',
    'Exit codes:',
    ...exitLines(command.exitCodes),
    '',
  ].join('\n');
}

/**
 * The README's table of commands, aligned the way prettier formats a markdown table, so the
 * README can hold it verbatim and a test can compare the two.
 */
export function cliTableMarkdown(): string {
  const rows: [string, string][] = COMMANDS.flatMap((c) => [
    [c.synopsis, c.summary] as [string, string],
    ...(c.variants ?? []).map((v): [string, string] => [v.synopsis, v.summary]),
  ]).map(([synopsis, summary]) => [`\`evalgate ${synopsis}\``.replaceAll('|', '\\|'), summary]);
  const header: [string, string] = ['command', 'what it does'];
  const widths = [0, 1].map((i) => Math.max(3, ...[header, ...rows].map((r) => r[i]!.length)));
  const line = (cells: readonly string[]) =>
    `| ${cells.map((cell, i) => cell.padEnd(widths[i]!)).join(' | ')} |`;
  return [
    line(header),
    line(widths.map((w) => '-'.repeat(w))),
    ...rows.map((r) => line(r)),
    '',
  ].join('\n');
}

/** A synopsis, wrapped between its bracketed groups, continuation lines indented under it. */
function synopsisLines(synopsis: string): string[] {
  const words = synopsis.match(/\[[^\]]*\](?:\.\.\.)?|\S+/g) ?? [];
  const head = `  evalgate ${words.slice(0, synopsis.startsWith('import ') ? 2 : 1).join(' ')} `;
  const rest = words.slice(synopsis.startsWith('import ') ? 2 : 1);
  return wrap(rest, head, ' '.repeat(head.length));
}

function optionLines(rows: readonly (readonly [string, string])[]): string[] {
  const width = Math.min(24, Math.max(...rows.map(([label]) => label.length)) + 2);
  return rows.flatMap(([label, text]) =>
    label.length + 2 > width
      ? [`  ${label}`, ...wrap(text.split(' '), `  ${' '.repeat(width)}`)]
      : columns('  ', label.padEnd(width), text),
  );
}

function exitLines(codes: readonly ExitCodeSpec[]): string[] {
  return codes.flatMap((c) => columns('  ', String(c.code).padEnd(5), c.meaning));
}

/** A label, then its text wrapped to the width, later lines indented to the text's column. */
function columns(indent: string, label: string, text: string): string[] {
  const first = `${indent}${label}`;
  return wrap(text.split(' '), first, ' '.repeat(first.length));
}

function wrap(words: readonly string[], first: string, next = first): string[] {
  const lines: string[] = [];
  let line = first;
  let empty = true;
  for (const word of words) {
    if (!empty && line.length + 1 + word.length > WIDTH) {
      lines.push(line);
      line = next + word;
    } else {
      line += (empty ? '' : ' ') + word;
    }
    empty = false;
  }
  lines.push(line);
  return lines.map((l) => l.trimEnd());
}

const TABLE_START = '<!-- cli-table:start -->';
const TABLE_END = '<!-- cli-table:end -->';

/** The README's command table: the text between its markers. */
export function readmeCliTable(readme: string): string {
  const start = readme.indexOf(TABLE_START);
  const end = readme.indexOf(TABLE_END);
  if (start < 0 || end < start) {
    throw new Error(`README.md: expected the markers ${TABLE_START} and ${TABLE_END}`);
  }
  return readme.slice(start + TABLE_START.length, end).trim();
}

/** The README with `table` between its markers. */
export function replaceCliTable(readme: string, table: string): string {
  const current = readmeCliTable(readme);
  const start = readme.indexOf(TABLE_START) + TABLE_START.length;
  const end = readme.indexOf(TABLE_END);
  return current === table.trim()
    ? readme
    : `${readme.slice(0, start)}\n\n${table.trim()}\n\n${readme.slice(end)}`;
}
