/**
 * The protocol id covers what is sent, not only what it is made from: a data edit that keeps the
 * slice fingerprint (the fields it covers are unchanged) but changes prompts, such as swapping two
 * rows' subjects (their headers and, per subject, their few-shot examples), changes the id, and
 * the incomparable report names the prompts.
 */
import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { diffRun, protocolDifferences } from '../../src/core/diff.js';
import { loadConfig } from '../../src/engine/config.js';
import { prepareSuite } from '../../src/engine/run.js';
import { tempDir } from '../helpers.js';

const rows = (subjects: string[]) =>
  subjects
    .map((subject, i) =>
      JSON.stringify({
        id: `q${i}`,
        question: `Q${i}?`,
        choices: ['a', 'b', 'c', 'd'],
        answer: i % 4,
        subject,
      }),
    )
    .join('\n');

async function suite(dir: string, subjects: string[]) {
  await writeFile(path.join(dir, 'items.jsonl'), rows(subjects));
  await writeFile(path.join(dir, 'dev.jsonl'), rows(['anatomy', 'virology']));
  const config = {
    version: 1,
    suite: 's',
    dataset: { path: 'items.jsonl', fields: { id: 'id' } },
    harness: { preset: 'mmlu', fewshot: { k: 1, path: 'dev.jsonl' } },
    models: [{ id: 'floor', provider: 'baseline', strategy: 'first' }],
  };
  await writeFile(path.join(dir, 'evalgate.yml'), JSON.stringify(config));
  return prepareSuite(await loadConfig(path.join(dir, 'evalgate.yml')), []);
}

describe('the protocol id covers the prompts', () => {
  it('swapping two rows’ subjects keeps the fingerprint but changes the id, naming the prompts', async () => {
    const dir = await tempDir();
    const before = await suite(dir, ['anatomy', 'virology', 'anatomy']);
    const after = await suite(dir, ['virology', 'anatomy', 'anatomy']);
    expect(after.slice.fingerprint).toBe(before.slice.fingerprint);
    expect(after.protocol.fewshot.hash).toBe(before.protocol.fewshot.hash);
    expect(after.protocol.prompts).not.toBe(before.protocol.prompts);
    expect(after.protocolId).not.toBe(before.protocolId);
    expect(protocolDifferences(before.protocol, after.protocol).map((d) => d.part)).toEqual([
      'prompts',
    ]);
  });

  it('the same data and config give the same id', async () => {
    const dir = await tempDir();
    const a = await suite(dir, ['anatomy', 'virology']);
    const b = await suite(dir, ['anatomy', 'virology']);
    expect(b.protocolId).toBe(a.protocolId);
    expect(a.protocol.prompts).toMatch(/^[0-9a-f]{64}$/);
  });
});

describe('a baseline from before prompt digests', () => {
  it('is incomparable with a note to freeze it again once', async () => {
    const { record, GATE } = await import('../core/report/report-fixtures.js');
    const run = record({ build: 'b', n: 10, right: () => true, day: 2 });
    const old = record({ build: 'a', n: 10, right: () => true, day: 1 });
    delete (old.protocol as { prompts?: string }).prompts;
    old.protocol_id = 'f'.repeat(64);
    const diff = diffRun(run, old, GATE);
    expect(diff.verdict).toBe('incomparable');
    expect(diff.differs).toEqual(['prompts']);
    expect(diff.reason).toContain(
      'the baseline comes from an earlier evalgate that did not record a digest of its prompts, so freeze it again once',
    );
  });
});
