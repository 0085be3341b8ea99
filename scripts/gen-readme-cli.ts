// Rewrites the command table of the README's "CLI" section from the CLI's command table:
// npx tsx scripts/gen-readme-cli.ts
import { readFile, writeFile } from 'node:fs/promises';
import { cliTableMarkdown, replaceCliTable } from '../src/cli/help.js';

const file = new URL('../README.md', import.meta.url);
const text = await readFile(file, 'utf8');
const next = replaceCliTable(text, cliTableMarkdown());
if (next === text) console.log('README.md: the CLI table is up to date');
else {
  await writeFile(file, next);
  console.log('README.md: the CLI table was rewritten');
}
