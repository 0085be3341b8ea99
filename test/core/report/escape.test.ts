import { describe, expect, it } from 'vitest';
import { cell, code } from '../../../src/core/report/markdown.js';
import { logText } from '../../../src/core/text.js';

const HOSTILE = [
  '<img src=x onerror=alert(1)>',
  '![x](https://example.test/t.png)',
  '[click](https://example.test/)',
  '@someone',
  '</details>',
  '<!-- evalgate:comment suite=x -->',
  'line\n::error::injected',
  'line\r\n::set-output name=verdict::pass',
  'see www.example.test or https://example.test/x',
];

describe('one door per target for untrusted text', () => {
  it.each(HOSTILE)('markdown cell: %j is inert', (text) => {
    const out = cell(text);
    expect(out).not.toMatch(/[\r\n]/);
    expect(out).not.toContain('<');
    expect(out).not.toMatch(/(^|[^\\])[[\]]/); // every bracket escaped: no link, no image
    expect(out).not.toMatch(/@[A-Za-z]/);
    expect(out).not.toMatch(/https?:\/\//);
    expect(out).not.toMatch(/\bwww\.[a-z]/);
  });

  it.each(HOSTILE)('code span: %j stays one span and shows no tag or mention', (text) => {
    const out = code(text);
    expect(out.startsWith('`') && out.endsWith('`')).toBe(true);
    expect(out.slice(1, -1)).not.toContain('`');
    expect(out).not.toMatch(/[\r\n]/);
    expect(out).not.toMatch(/<[!/A-Za-z]/);
    expect(out).not.toMatch(/@[A-Za-z]/);
    expect(out).not.toMatch(/(^|[^\\])\|/);
  });

  it.each(HOSTILE)('log line: %j cannot start a workflow command', (text) => {
    const out = logText(text);
    expect(out).not.toMatch(/[\r\n]/);
    expect(out).not.toContain('::');
  });
});
