import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { copyExample, runCli } from '../helpers.js';

async function example() {
  const { dir, config } = await copyExample();
  const run = await runCli('run', '--config', config, '--json');
  expect(run.code).toBe(0);
  const files = (JSON.parse(run.stdout).runs as { path: string }[]).map((r) =>
    path.resolve(r.path),
  );
  return { dir, config, files };
}

describe('evalgate report', () => {
  it('renders stored runs as markdown with the protocol card and the checklist', async () => {
    const { config, files } = await example();
    const result = await runCli(
      'report',
      '--config',
      config,
      ...files.flatMap((f) => ['--run', f]),
    );
    expect(result.code).toBe(0);
    expect(result.stdout).toContain('## 🆕 evalgate mmlu-mini: no-baseline (the gate passes)');
    // No model sets `claimed`: no claimed columns; ids are code spans.
    expect(result.stdout).toContain('| `floor/longest-choice` | `baseline/longest` | 76.7 | – |');
    expect(result.stdout).toContain('<summary>Protocol card</summary>');
    expect(result.stdout).toContain('❌ results are stored, but no baseline gates');
  });

  it('writes JSON and a self-contained HTML file', async () => {
    const { dir, config, files } = await example();
    const json = await runCli('report', '--config', config, '--run', files[0]!, '--format', 'json');
    expect(JSON.parse(json.stdout)).toMatchObject({ verdict: 'no-baseline', failed: false });
    const out = path.join(dir, 'report.html');
    const html = await runCli(
      'report',
      '--config',
      config,
      '--run',
      files[0]!,
      '--format',
      'html',
      '--out',
      out,
    );
    expect(html.code).toBe(0);
    const text = await readFile(out, 'utf8');
    expect(text.startsWith('<!DOCTYPE html>') || text.startsWith('<!doctype html>')).toBe(true);
    expect(text).toContain('<svg');
  });

  it('rejects an unknown format', async () => {
    const { config, files } = await example();
    const result = await runCli(
      'report',
      '--config',
      config,
      '--run',
      files[0]!,
      '--format',
      'pdf',
    );
    expect(result.code).toBe(2);
    expect(result.stderr).toContain('--format: expected one of markdown, html, json, found "pdf"');
  });
});
