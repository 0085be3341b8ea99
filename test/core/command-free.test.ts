import { describe, expect, it } from 'vitest';
import { commandFreeWriter, logText } from '../../src/core/text.js';

function written(...chunks: string[]): string {
  let out = '';
  const write = commandFreeWriter((text) => (out += text));
  for (const chunk of chunks) write(chunk);
  return out;
}

const commandLines = (text: string) => text.split(/\r|\n/).filter((line) => /^\s*::/.test(line));

describe('commandFreeWriter: no line of a stream starts a workflow command', () => {
  it.each([
    ['a leading ::', ['::error::forged\n']],
    ['a newline then :: inside one write', ['model x\n::error::forged\n']],
    ['blanks before ::', ['ok\n   ::warning::forged\n']],
    ['a carriage return then ::', ['50%\r::error::forged\n']],
    ['a line split over writes', ['done\n', '::error::forged\n']],
    ['the two colons in two writes', ['done\n', ' :', ':error::forged\n']],
    ['blanks, then :: in a later write', ['  ', '', '::error::forged\n']],
  ])('%s', (_, chunks) => {
    const out = written(...chunks);
    expect(commandLines(out)).toEqual([]);
    expect(out).toContain(':\u200b:');
  });

  it('leaves :: that does not begin a line, and JSON output, as written', () => {
    const json = `${JSON.stringify({ build: 'x\n::error::forged' })}\n`;
    expect(written('a ::b\n', json)).toBe(`a ::b\n${json}`);
  });

  it('logText keeps untrusted text on one line with no workflow command', () => {
    const text = logText('x\n::error::forged\r\n::set-output name=v::1');
    expect(text).not.toMatch(/[\r\n]/);
    expect(text).not.toContain('::');
  });
});
