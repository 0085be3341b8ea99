import { readFile, rm } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { COMMAND_TABLE, type CommandSpec } from '../../src/cli/commands-table.js';
import { cliTableMarkdown, readmeCliTable } from '../../src/cli/help.js';
import { runCli, tempDir } from '../helpers.js';
import { writeSuite } from '../engine/suite-helpers.js';

const COMMANDS: readonly CommandSpec[] = COMMAND_TABLE;

/** The words that start a command: `gate`, `import lm-eval`. */
const prefix = (c: CommandSpec) => [c.name, ...(c.format ? [c.format.values[0]!] : [])];

/** The long options a help text lists in its Options block, --help aside. */
function listedOptions(help: string): string[] {
  const block = help.slice(help.indexOf('\nOptions:\n'), help.indexOf('\nExit codes:\n'));
  return [...block.matchAll(/^ {2}(--[a-z-]+)/gm)].map((m) => m[1]!).filter((o) => o !== '--help');
}

/** A value a user might give an option, by the value name its help shows. */
const PLAUSIBLE: Record<string, string> = {
  FILE: 'missing.json',
  'FILE|-': 'report.md',
  DIR: 'out',
  ID: 'a',
  NAME: 'x',
  TEXT: 'why',
  'I/N': '1/2',
  URL: 'https://models.example/v1',
  VAR: 'SOME_KEY',
  ARGV: 'echo',
  'openai|anthropic|command': 'openai',
  'markdown|html|json': 'markdown',
};

/** Runs the CLI in a fresh empty folder, so nothing a command writes lands in the repository. */
async function inTempDir(...argv: string[]) {
  const dir = await tempDir();
  const back = process.cwd();
  process.chdir(dir);
  try {
    return await runCli(...argv);
  } finally {
    process.chdir(back);
    await rm(dir, { recursive: true, force: true });
  }
}

describe('each command’s help tells the truth', () => {
  it.each(COMMANDS.map((c) => [c.name, c] as const))(
    '%s: every option its help lists is accepted',
    async (_name, command) => {
      const help = (await runCli(command.name, '--help')).stdout;
      const listed = listedOptions(help);
      expect(listed).toEqual(command.options.map((o) => `--${o.name}`));
      for (const option of command.options) {
        const value = option.type === 'string' ? [PLAUSIBLE[option.value!]!] : [];
        expect(value, `a plausible value for ${option.value}`).not.toContain(undefined);
        const result = await inTempDir(...prefix(command), `--${option.name}`, ...value);
        expect(result.stderr, `${command.name} --${option.name}`).not.toContain('unknown option');
        expect(result.stderr).not.toContain('internal error');
      }
    },
  );

  it.each(COMMANDS.map((c) => [c.name, c] as const))(
    '%s: no option of another command is accepted',
    async (_name, command) => {
      const own = new Set(command.options.map((o) => o.name));
      const others = new Set(
        COMMANDS.flatMap((c) => c.options.map((o) => o.name)).filter((n) => !own.has(n)),
      );
      for (const name of others) {
        const result = await inTempDir(...prefix(command), `--${name}`);
        expect(result.code, `${command.name} --${name}`).toBe(2);
        expect(result.stderr).toContain(`${command.name}: unknown option --${name}`);
      }
    },
  );

  it.each(COMMANDS.map((c) => [c.name, c] as const))(
    '%s: each option says what it does and its default, and the exit codes are its own',
    async (_name, command) => {
      const help = (await runCli(command.name, '--help')).stdout;
      const viaHelp = (await runCli('help', command.name)).stdout;
      expect(viaHelp).toBe(help);
      expect(help).toContain(`evalgate ${prefix(command).join(' ')}`);
      const options = help.slice(help.indexOf('\nOptions:\n'), help.indexOf('\nExit codes:\n'));
      // One entry per option: from its label to the next label.
      const entries = options.split(/\n(?= {2}-)/).slice(1);
      for (const entry of entries.filter((e) => !e.includes('--help'))) {
        expect(entry.replace(/\s+/g, ' '), entry).toMatch(/ (Default: .+|Required)\.$/);
      }
      const exits = help.slice(help.indexOf('\nExit codes:\n'));
      for (const exit of command.exitCodes)
        expect(exits).toMatch(new RegExp(`\\n {2}${exit.code} `));
      expect(exits).toMatch(/\n {2}2 /);
      if (command.name !== 'collect') expect(exits).not.toMatch(/\n {2}3 /);
      if (['run', 'gate'].includes(command.name)) expect(exits).toMatch(/\n {2}130 /);
    },
  );

  it('--help lists every command with its summary, the global options and every exit code', async () => {
    const result = await runCli('--help');
    expect(result.code).toBe(0);
    for (const command of COMMANDS) {
      expect(result.stdout).toMatch(
        new RegExp(`\\n {2}${prefix(command).join(' ')} +${command.summary.split(' ')[0]}`),
      );
    }
    expect(result.stdout).toContain('-v, --version');
    for (const code of [0, 1, 2, 3, 130])
      expect(result.stdout).toMatch(new RegExp(`\\n {2}${code} `));
    expect((await runCli('help')).stdout).toBe(result.stdout);
  });

  it('help of a command that does not exist is a usage error naming the nearest', async () => {
    const result = await runCli('help', 'gaet');
    expect(result.code).toBe(2);
    expect(result.stderr).toContain('unknown command "gaet" (did you mean "gate"?)');
  });
});

describe('report --json', () => {
  const dirs: string[] = [];
  afterAll(() => Promise.all(dirs.map((d) => rm(d, { recursive: true, force: true }))));

  it('prints what --format json prints, and refuses --out and another --format', async () => {
    const { dir, config } = await writeSuite({
      n: 6,
      models: [{ id: 'a', provider: 'baseline', strategy: 'first' }],
    });
    dirs.push(dir);
    const run = await runCli('run', '--config', config, '--json');
    expect(run.code, run.stderr).toBe(0);
    const file = path.resolve(
      (JSON.parse(run.stdout) as { runs: { path: string }[] }).runs[0]!.path,
    );
    const json = await runCli('report', '--config', config, '--run', file, '--json');
    const format = await runCli('report', '--config', config, '--run', file, '--format', 'json');
    expect(json.code, json.stderr).toBe(0);
    expect(json.stdout).toBe(format.stdout);
    expect(JSON.parse(json.stdout)).toHaveProperty('verdict');

    const out = await runCli('report', '--run', file, '--json', '--out', path.join(dir, 'r.json'));
    expect(out.code).toBe(2);
    expect(out.stderr).toContain('report: --json prints the report on stdout');
    expect(JSON.parse(out.stdout)).toHaveProperty('error');
    const html = await runCli('report', '--run', file, '--json', '--format', 'html');
    expect(html.code).toBe(2);
    expect(html.stderr).toContain('report: --json contradicts --format html');
  });
});

describe('the README', () => {
  it('holds the command table the CLI’s table generates (npx tsx scripts/gen-readme-cli.ts)', async () => {
    const readme = await readFile('README.md', 'utf8');
    // Compared as prettier could have aligned it: runs of spaces and of dashes do not matter.
    const normal = (table: string) =>
      table
        .split('\n')
        .map((line) => line.replace(/-{3,}/g, '---').replace(/\s+/g, ' ').trim())
        .filter(Boolean)
        .join('\n');
    expect(normal(readmeCliTable(readme))).toBe(normal(cliTableMarkdown()));
  });
});
