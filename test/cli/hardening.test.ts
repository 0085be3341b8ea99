import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { answering, runAndFreeze, useFakeServers, writeSuite } from '../engine/suite-helpers.js';
import { runCli, tempDir } from '../helpers.js';

const fakes = useFakeServers();
const knowsAll = answering(() => true);

/** Lines of CLI output a runner would read as a workflow command. */
const commandLines = (text: string) => text.split(/\r|\n/).filter((line) => /^\s*::/.test(line));

function model(url: string, id = 'vendor/model') {
  return { id, provider: 'openai', base_url: url, model: 'model-x', max_retries: 0 };
}

describe('two configs naming one suite in one step', () => {
  it.each(['slice', 'run', 'gate'])(
    '%s --config a --config b: exit 2 before anything runs, naming both files and the suite',
    async (command) => {
      const server = await fakes.openai({ answer: knowsAll });
      const a = await writeSuite({ n: 20, models: [model(server.url)] });
      const b = await writeSuite({ n: 20, models: [model(server.url)] });
      const result = await runCli(command, '--config', a.config, '--config', b.config);
      expect(result.code, result.stderr).toBe(2);
      expect(result.stderr).toContain(
        `${a.config} and ${b.config} both name the suite "generated"`,
      );
      expect(result.stderr).toContain('nothing was run');
      expect(result.stdout).toBe('');
      expect(server.requests).toHaveLength(0);
    },
  );

  it('configs of distinct suites still run one after another', async () => {
    const server = await fakes.openai({ answer: knowsAll });
    const a = await writeSuite({ n: 20, models: [model(server.url)] });
    const b = await writeSuite({ n: 20, models: [model(server.url)], extra: { suite: 'other' } });
    const result = await runCli('slice', '--config', a.config, '--config', b.config);
    expect(result.code, result.stderr).toBe(0);
    expect(result.stdout).toContain(`=== ${b.config} ===`);
  });
});

describe('a billion-laughs config', () => {
  it('is a config error naming the file (aliases expand too far), never an internal error', async () => {
    const dir = await tempDir();
    const lines = ['version: 1', 'suite: laughs', `a0: &a0 [${Array(9).fill('"lol"').join(', ')}]`];
    for (let i = 1; i < 10; i++) {
      lines.push(
        `a${i}: &a${i} [${Array(9)
          .fill(`*a${i - 1}`)
          .join(', ')}]`,
      );
    }
    const config = path.join(dir, 'evalgate.yml');
    await writeFile(config, `${lines.join('\n')}\n`);
    const started = Date.now();
    for (const command of ['slice', 'run', 'gate']) {
      const result = await runCli(command, '--config', config);
      expect(result.code, result.stderr).toBe(2);
      expect(result.stderr).toContain(`${config}: the YAML aliases expand too far`);
      expect(result.stderr).not.toContain('internal error');
    }
    expect(Date.now() - started).toBeLessThan(10_000);
  });
});

describe('no CLI output line can start a workflow command', () => {
  const FORGED = 'x\n::error::forged';

  it('a slot id holding "\\n::error::forged" is refused or printed safely', async () => {
    const server = await fakes.openai({ answer: knowsAll });
    const { config } = await writeSuite({ n: 20, models: [model(server.url, FORGED)] });
    for (const args of [['slice'], ['run'], ['run', '--json'], ['gate'], ['gate', '--json']]) {
      const result = await runCli(...args, '--config', config);
      expect(commandLines(result.stdout), `${args.join(' ')} stdout`).toEqual([]);
      expect(commandLines(result.stderr), `${args.join(' ')} stderr`).toEqual([]);
    }
  });

  it('a server reporting the build "x\\n::error::forged": run and gate, text and --json', async () => {
    const good = await fakes.openai({ answer: knowsAll, model: 'model-x-1' });
    const { dir, config } = await writeSuite({ n: 40, models: [model(good.url)] });
    await runAndFreeze(config);

    const hostile = await fakes.openai({
      answer: answering((n) => n % 3 !== 0),
      model: FORGED,
      statusFor: (request) => (/Q0007/.test(request.prompt) ? 500 : undefined),
    });
    const edited = path.join(dir, 'hostile.yml');
    const { readFile } = await import('node:fs/promises');
    const parsed = JSON.parse(await readFile(config, 'utf8')) as Record<string, unknown>;
    parsed.models = [model(hostile.url)];
    await writeFile(edited, JSON.stringify(parsed));
    await mkdir(path.join(dir, '.evalgate'), { recursive: true });

    const outputs: string[] = [];
    for (const args of [['run'], ['run', '--json'], ['gate'], ['gate', '--json']]) {
      const result = await runCli(...args, '--config', edited);
      outputs.push(result.stdout, result.stderr);
      expect(commandLines(result.stdout), `${args.join(' ')} stdout`).toEqual([]);
      expect(commandLines(result.stderr), `${args.join(' ')} stderr`).toEqual([]);
    }
    // The forged build reached the output (so the check above saw it), made harmless.
    expect(outputs.join('\n')).toMatch(/:\u200b:error|error::forged/);
    expect(hostile.requests.length).toBeGreaterThan(0);
  });
});
