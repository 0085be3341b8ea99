import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

/** The messages the project's eslint config gives `text` as the file `filePath`. */
async function lint(filePath: string, text: string): Promise<string[]> {
  const [result] = await new ESLint().lintText(text, { filePath });
  return result!.messages.map((m) => `${m.ruleId}: ${m.message}`);
}

describe('only core/decide.ts imports the trust rules', () => {
  const importing = (from: string) =>
    `import { judgeLabel } from '${from}';\nexport const rule = judgeLabel;\n`;

  it.each([
    ['src/action/bar.ts', '../core/rules/who-may.js'],
    ['src/engine/gate.ts', '../core/rules/bar-check.js'],
    ['src/cli/commands/gate.ts', '../../core/rules/cache-policy.js'],
    ['src/core/approval.ts', './rules/approvals.js'],
    ['src/core/report/markdown.ts', '../rules/bar-check.js'],
  ])('%s importing %s is an error', async (file, from) => {
    expect(await lint(file, importing(from))).toEqual([
      expect.stringContaining(
        'only src/core/decide.ts imports core/rules/: import the rule from core/decide.js.',
      ),
    ]);
  });

  it('core/decide.ts may, and everyone may import core/decide.ts', async () => {
    expect(await lint('src/core/decide.ts', importing('./rules/who-may.js'))).toEqual([]);
    expect(await lint('src/action/bar.ts', importing('../core/decide.js'))).toEqual([]);
  });
});
