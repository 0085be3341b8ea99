import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { washText } from '../../src/core/report/protocol-text.js';
import { loadConfig } from '../../src/engine/config.js';
import { prepareSuite } from '../../src/engine/run.js';
import { copyExample, runCli, tempDir } from '../helpers.js';

/** Four rows, the first and third with the same question. */
const ROWS = ['a', 'b', 'a', 'c'].map((q, i) =>
  JSON.stringify({ id: `q${i}`, question: `Q ${q}?`, choices: ['x', 'y'], answer: i % 2 }),
);

async function suite(extra: Record<string, unknown> = {}, rows = ROWS): Promise<string> {
  const dir = await tempDir();
  await writeFile(path.join(dir, 'items.jsonl'), rows.join('\n'));
  const config = {
    version: 1,
    suite: 's',
    dataset: { path: 'items.jsonl', fields: { id: 'id' } },
    slice: { seed: 3 },
    harness: { template: '{{question}}\n{{#choices}}{{letter}}. {{text}}\n{{/choices}}Answer:' },
    grader: { kind: 'choice' },
    models: [{ id: 'floor', provider: 'baseline', strategy: 'first' }],
    ...extra,
  };
  const file = path.join(dir, 'evalgate.yml');
  await writeFile(file, JSON.stringify(config));
  return file;
}

const prepared = async (config: string) => prepareSuite(await loadConfig(config), []);

describe('wash.dedupe', () => {
  it('naming a field no row has is an error naming the key, the field and the fields rows have', async () => {
    const config = await suite({ wash: { dedupe: 'prompt' } });
    const result = await runCli('slice', '--config', config);
    expect(result.code).toBe(2);
    expect(result.stdout).toBe('');
    expect(result.stderr).toContain(
      'wash.dedupe: expected a field of the rows, found "prompt", which no row has (rows have: id, question, choices, answer); name one of those, or set dedupe: false for no dedupe',
    );
  });

  it('false switches dedupe off, like no key (the default), and says so on the protocol card', async () => {
    const off = await prepared(await suite({ wash: { dedupe: false } }));
    const absent = await prepared(await suite());
    const on = await prepared(await suite({ wash: { dedupe: 'question' } }));
    expect(off.slice.items.map((i) => i.id)).toEqual(absent.slice.items.map((i) => i.id));
    expect(off.slice.items).toHaveLength(4);
    expect(on.slice.items).toHaveLength(3);
    expect(off.slice.wash.dropped.dedupe).toBe(0);
    // Recorded in the protocol, but hashed like the default: writing it out keeps baselines comparable.
    expect(off.protocol.wash).toMatchObject({ dedupe: false });
    expect(off.protocolId).toBe(absent.protocolId);
    expect(on.protocolId).not.toBe(absent.protocolId);
    const plain = { cell: (text: string) => text, code: (text: string) => text };
    expect(washText(off.protocol.wash, plain)).toBe('drops no rows; no dedupe');
  });

  it('the schema takes a field name or false, nothing else', async () => {
    const result = await runCli('slice', '--config', await suite({ wash: { dedupe: true } }));
    expect(result.code).toBe(2);
    expect(result.stderr).toContain('wash.dedupe');
  });
});

describe('protocol ids of existing configs do not change', () => {
  // Computed with evalgate before `dedupe: false` was accepted, then once more when the choice
  // grader's rules moved to version 3 (which changes every choice suite's id, on purpose): the
  // wash rules' new option must not move them.
  it('the bundled example (dedupe: question)', async () => {
    const { config } = await copyExample();
    expect((await prepared(config)).protocolId).toBe(
      'fbc13a89fdd6ba40cf6126a29c217cc4f1119ef7f49e55a9e45e5ca22b53e2a6',
    );
  });

  it.each([
    ['no wash key', {}, 'a19cc5e27666afc9f226698e66026e69a3afe297964e7c62766e54eb0cd89570'],
    [
      'dedupe: question',
      { wash: { dedupe: 'question' } },
      '110aab73fd1ff770bd6a66add0e7b490bdd81b1a4f9e5503a0438642bb120713',
    ],
    [
      'require: [question]',
      { wash: { require: ['question'] } },
      '2886ab0e6f003bfebc64e23f1ca92fee1e25ee1cca0f66b097de7f773474b3b5',
    ],
  ])('a generated suite with %s', async (_name, extra, id) => {
    expect((await prepared(await suite(extra))).protocolId).toBe(id);
  });
});

describe('a slice larger than what washing leaves', () => {
  it('says how many rows the dataset has, what each rule dropped and how many are left', async () => {
    const rows = [
      ...ROWS,
      JSON.stringify({ id: 'q4', question: 'Q d?', choices: [], answer: 0 }),
      JSON.stringify({ id: 'q5', question: 'Q e?', choices: ['x'], answer: 0 }),
    ];
    const config = await suite(
      {
        wash: { require: ['question', 'choices'], min_choices: 2, dedupe: 'question' },
        slice: { seed: 3, size: 5 },
      },
      rows,
    );
    const result = await runCli('slice', '--config', config);
    expect(result.code).toBe(2);
    expect(result.stderr).toContain(
      'slice.size: expected at most 3 (the rows left after washing), found 5: the dataset has 6 rows; wash.require dropped 1, wash.min_choices dropped 1, wash.dedupe dropped 1; 3 left',
    );
  });
});
