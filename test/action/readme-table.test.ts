import { readFile } from 'node:fs/promises';
import { parse } from 'yaml';
import { describe, expect, it } from 'vitest';

interface ActionYml {
  inputs: Record<string, { description: string; default?: string }>;
  outputs: Record<string, { description: string }>;
}

/** Rows of the markdown table that follows `heading` in the README: first and second cell. */
function table(readme: string, heading: string): Map<string, string> {
  const start = readme.indexOf(`${heading}\n`);
  expect(start, `README has no "${heading}" section`).toBeGreaterThanOrEqual(0);
  const rows = new Map<string, string>();
  for (const line of readme.slice(start).split('\n').slice(1)) {
    if (line.startsWith('#')) break;
    const match = /^\| `([^`]+)` +\| ([^|]*?) +\|/.exec(line);
    if (match) rows.set(match[1]!, match[2]!.trim());
  }
  return rows;
}

describe('the README documents action.yml exactly', () => {
  it('lists every input with its default, and no other', async () => {
    const action = parse(await readFile('action.yml', 'utf8')) as ActionYml;
    const rows = table(await readFile('README.md', 'utf8'), '### Inputs');
    expect([...rows.keys()]).toEqual(Object.keys(action.inputs));
    for (const [name, input] of Object.entries(action.inputs)) {
      expect(rows.get(name), name).toBe(input.default ? `\`${input.default}\`` : '(empty)');
    }
  });

  it('lists every output, and no other', async () => {
    const action = parse(await readFile('action.yml', 'utf8')) as ActionYml;
    const rows = table(await readFile('README.md', 'utf8'), '### Outputs');
    expect([...rows.keys()]).toEqual(Object.keys(action.outputs));
  });
});
