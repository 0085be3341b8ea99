/**
 * The mmlu presets against lm-evaluation-harness's own prompts: expected hashes come from
 * lm-eval's code run on the MMLU CSVs at each tag (scripts/gen_lm_eval_prompts.py, output in
 * test/fixtures/lm-eval-prompts/). For every preset, all 57 subjects, 0- and 5-shot: the prompts
 * evalgate builds have, subject by subject and row by row, the hashes lm-eval computes at every tag
 * the preset names, and differ from the tags it does not name where lm-eval's own prompts differ.
 * Then the prompts a fake completions server receives are exactly those prompts, with the
 * generative task's stop list.
 */
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { PRESETS } from '../../src/core/prompt/presets.js';
import { loadConfig } from '../../src/engine/config.js';
import { prepareSuite, type PreparedSuite } from '../../src/engine/run.js';
import { runCli, tempDir } from '../helpers.js';
import { EXPECTED, FEWSHOT_ROWS, ITEM } from '../fixtures/lm-eval-fewshot-text.js';
import { HAS_MMLU, MMLU_DIR } from '../shared-data.js';
import { useFakeServers } from './suite-helpers.js';

interface SubjectVector {
  n: number;
  digest: string;
  first: string[];
}
interface TagVectors {
  tag: string;
  lm_eval_version: string;
  variants: Record<
    string,
    { shots: Record<string, Record<string, SubjectVector>>; until?: string[] }
  >;
}

const FIXTURES = new URL('../fixtures/lm-eval-prompts/', import.meta.url);
const vectors = (tag: string): TagVectors =>
  JSON.parse(readFileSync(new URL(`${tag}.json`, FIXTURES), 'utf8')) as TagVectors;

const TAGS = [
  'v0.4.2',
  'v0.4.3',
  'v0.4.4',
  'v0.4.5',
  'v0.4.6',
  'v0.4.7',
  'v0.4.8',
  'v0.4.9',
  'v0.4.9.1',
  'v0.4.9.2',
  'v0.4.10',
  'v0.4.11',
  'v0.4.12',
];
const since = (first: string) => TAGS.slice(TAGS.indexOf(first));
const through = (last: string) => TAGS.slice(0, TAGS.indexOf(last) + 1);
const between = (first: string, last: string) =>
  since(first).filter((t) => through(last).includes(t));

/** Each preset, the lm-eval task variant it reproduces and the tags it claims. */
const CLAIMS: { preset: keyof typeof PRESETS; variant: string; tags: string[] }[] = [
  { preset: 'mmlu', variant: 'default', tags: since('v0.4.4') },
  { preset: 'mmlu@lm-eval-0.4.3', variant: 'default', tags: through('v0.4.3') },
  { preset: 'mmlu-generative', variant: 'generative', tags: since('v0.4.8') },
  {
    preset: 'mmlu-generative@lm-eval-0.4.7',
    variant: 'generative',
    tags: between('v0.4.4', 'v0.4.7'),
  },
  { preset: 'mmlu-generative@lm-eval-0.4.3', variant: 'generative', tags: ['v0.4.3'] },
];

const sha256 = (text: string) => createHash('sha256').update(text, 'utf8').digest('hex');
const dataset = (split: string) => path.resolve(MMLU_DIR, split, `*_${split}.csv`);

async function suite(preset: string, shots: number, models: unknown[] = []): Promise<string> {
  const dir = await tempDir();
  const file = path.join(dir, 'evalgate.yml');
  const config = {
    version: 1,
    suite: 'mmlu-parity',
    dataset: { path: dataset('test'), format: 'mmlu-csv' },
    slice: { seed: 0 },
    harness: {
      preset,
      ...(shots ? { fewshot: { k: shots, path: dataset('dev'), format: 'mmlu-csv' } } : {}),
    },
    models: models.length ? models : [{ id: 'floor', provider: 'baseline', strategy: 'first' }],
  };
  await writeFile(file, JSON.stringify(config));
  return file;
}

/** Prompt hashes per subject, in CSV row order (item ids are row indices over the sorted glob). */
function hashesBySubject(prepared: PreparedSuite): Map<string, string[]> {
  const calls = [...prepared.calls].sort((a, b) => Number(a.item.id) - Number(b.item.id));
  const out = new Map<string, string[]>();
  for (const call of calls) {
    if (call.prompt.mode !== 'completion') throw new Error('expected completion prompts');
    const subject = String(call.item.row.subject);
    const list = out.get(subject) ?? [];
    list.push(sha256(call.prompt.text));
    out.set(subject, list);
  }
  return out;
}

function mismatches(ours: Map<string, string[]>, theirs: Record<string, SubjectVector>): string[] {
  const bad: string[] = [];
  for (const [subject, expected] of Object.entries(theirs)) {
    const hashes = ours.get(subject) ?? [];
    if (hashes.length !== expected.n || sha256(hashes.join('\n')) !== expected.digest) {
      bad.push(subject);
    }
  }
  for (const subject of ours.keys()) if (!(subject in theirs)) bad.push(`${subject} (extra)`);
  return bad;
}

describe.skipIf(!HAS_MMLU)('mmlu presets give lm-eval prompts byte for byte', () => {
  for (const claim of CLAIMS) {
    for (const shots of [0, 5]) {
      it(`${claim.preset}, ${shots}-shot: every subject matches lm-eval ${claim.tags.join(', ')}`, async () => {
        const prepared = await prepareSuite(await loadConfig(await suite(claim.preset, shots)), []);
        const ours = hashesBySubject(prepared);
        expect(ours.size).toBe(57);
        for (const tag of claim.tags) {
          const expected = vectors(tag).variants[claim.variant]?.shots[String(shots)];
          expect(expected, `${tag} has no ${claim.variant} task`).toBeDefined();
          expect(Object.keys(expected!)).toHaveLength(57);
          expect(mismatches(ours, expected!), `subjects differing from lm-eval ${tag}`).toEqual([]);
          for (const [subject, v] of Object.entries(expected!)) {
            expect(ours.get(subject)!.slice(0, v.first.length)).toEqual(v.first);
          }
        }
        // Tags outside the claim whose prompts differ from the claimed ones must not match.
        const claimed = vectors(claim.tags[0]!).variants[claim.variant]!.shots[String(shots)]!;
        for (const tag of TAGS.filter((t) => !claim.tags.includes(t))) {
          const other = vectors(tag).variants[claim.variant]?.shots[String(shots)];
          if (!other) continue;
          const same = Object.keys(claimed).every((s) => claimed[s]!.digest === other[s]?.digest);
          if (!same) expect(mismatches(ours, other).length, tag).toBeGreaterThan(0);
        }
      });
    }
  }
});

describe.skipIf(!HAS_MMLU)('the prompts sent are the prompts lm-eval hashes', () => {
  const fakes = useFakeServers();

  it.each([
    ['mmlu', 5],
    ['mmlu@lm-eval-0.4.3', 5],
    ['mmlu-generative', 0],
  ] as const)('%s, %i-shot: a completions server receives exactly them', async (preset, shots) => {
    const server = await fakes.openai({ answer: () => ' A' });
    const model = {
      id: 'local',
      provider: 'openai',
      api: 'completions',
      base_url: server.url,
      model: 'fake',
      concurrency: 64,
    };
    const file = await suite(preset, shots, [model]);
    const prepared = await prepareSuite(await loadConfig(file), []);
    const expected = [...hashesBySubject(prepared).values()].flat().sort();
    const run = await runCli('run', '--config', file, '--no-cache', '--json');
    expect(run.code, run.stderr).toBe(0);
    const sent = server.requests.map((r) => sha256(r.body.prompt as string)).sort();
    expect(sent).toHaveLength(14_080);
    expect(sent).toEqual(expected);
    const stops = new Set(server.requests.map((r) => JSON.stringify(r.body.stop ?? null)));
    const until = preset.startsWith('mmlu-generative')
      ? vectors('v0.4.12').variants.generative!.until!
      : null;
    expect([...stops]).toEqual([JSON.stringify(until)]);
    // The record names the harness and versions reproduced, and how few-shot rows were picked.
    const record = JSON.parse(await readFile(JSON.parse(run.stdout).runs[0].path, 'utf8'));
    expect(record.protocol.template.name).toBe(preset);
    expect(record.protocol.template.reproduces).toBe(PRESETS[preset].reproduces);
    expect(record.protocol.fewshot).toMatchObject(
      shots ? { k: shots, sampler: 'first_n', group_by: 'subject' } : { k: 0 },
    );
  });
});

describe('few-shot examples under loglikelihood scoring are written as lm-eval writes them', () => {
  // The expected strings are derived from lm-eval's source by hand (see the fixture's comment):
  // no lm-eval file in the fixtures has few-shot text targets.
  const jsonl = (rows: readonly object[]) => rows.map((r) => JSON.stringify(r)).join('\n');

  it.each(Object.keys(EXPECTED))('%s, 2-shot: context and continuations', async (name) => {
    const [choiceTarget, delimiter] = /^(\w+), target_delimiter "(.*)"$/.exec(name)!.slice(1);
    const dir = await tempDir();
    await writeFile(path.join(dir, 'test.jsonl'), jsonl([ITEM]));
    await writeFile(path.join(dir, 'dev.jsonl'), jsonl(FEWSHOT_ROWS));
    const file = path.join(dir, 'evalgate.yml');
    const config = {
      version: 1,
      suite: 'fewshot-text',
      dataset: { path: 'test.jsonl' },
      slice: { seed: 0 },
      harness: {
        preset: 'mmlu',
        output: 'loglikelihood',
        choice_target: choiceTarget,
        target_delimiter: delimiter,
        fewshot: { k: 2, path: 'dev.jsonl' },
      },
      grader: { kind: 'loglikelihood' },
      models: [{ id: 'floor', provider: 'baseline', strategy: 'first' }],
    };
    await writeFile(file, JSON.stringify(config));
    const prepared = await prepareSuite(await loadConfig(file), []);
    expect(prepared.calls).toHaveLength(1);
    const [call] = prepared.calls;
    expect({
      context: call!.loglikelihood!.context,
      continuations: call!.loglikelihood!.continuations,
    }).toEqual(EXPECTED[name]);
  });
});
