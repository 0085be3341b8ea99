import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { diffRun, NO_ITEM_DATA, protocolDifferences } from '../../src/core/diff.js';
import { InputError } from '../../src/core/errors.js';
import { parseLmEvalResults, parseLmEvalSamples } from '../../src/core/import/lm-eval-input.js';
import {
  importLmEval,
  subjectOfTask,
  type LmEvalImportOptions,
} from '../../src/core/import/lm-eval.js';
import { runRecordSchema, type RunRecord } from '../../src/core/record.js';
import { HAS_LM_EVAL } from '../shared-data.js';
import {
  FIXTURE,
  flipped,
  jsonl,
  limitedBias,
  readJson,
  readLines,
  withFilterKeys,
  type Json,
} from './lm-eval-fixtures.js';

const GATE = {
  max_drop: 2,
  significance: 'report' as const,
  alpha: 0.05,
  max_error_rate: 0.02,
  on_incomparable: 'fail' as const,
  on_no_baseline: 'neutral' as const,
};

const CONTEXT = {
  now: new Date('2026-01-01T00:00:00Z'),
  environment: { evalgate: 'test', node: 'v20', os: 'test', ci_run_url: null, git_sha: null },
};

function importJson(
  results: Json,
  samples: { file: string; text: string }[] = [],
  options: LmEvalImportOptions = {},
  file = 'results.json',
): RunRecord[] {
  const text = JSON.stringify(results);
  return importLmEval(
    parseLmEvalResults(text, file),
    file,
    samples.map((s) => ({ file: s.file, samples: parseLmEvalSamples(s.text, s.file) })),
    options,
    { ...CONTEXT, resultsText: text },
  );
}

const SAMPLES_NAME = 'samples_bias_classification_2024-06-17T10-13-52.012431.jsonl';

function thrown(fn: () => unknown): string {
  try {
    fn();
  } catch (error) {
    expect(error).toBeInstanceOf(InputError);
    return (error as Error).message;
  }
  throw new Error('expected an InputError');
}

describe.skipIf(!HAS_LM_EVAL)('lm-eval results as run records', () => {
  const lines = HAS_LM_EVAL ? readLines(FIXTURE.biasSamples) : [];

  it('a results file without samples: the score and stderr, no items, a valid record', () => {
    const [record] = importJson(readJson(FIXTURE.mmluResults));
    expect(runRecordSchema.parse(record)).toEqual(record);
    expect(record!.suite).toBe('mmlu_abstract_algebra');
    expect(record!.items).toEqual([]);
    expect(record!.aggregates.score).toBeCloseTo(34, 9);
    expect(record!.aggregates.stderr).toBeCloseTo(4.760952285695234, 9);
    expect(record!.aggregates.n).toBe(100);
    expect(record!.protocol.harness.name).toBe('lm-eval');
    expect(record!.protocol.lm_eval!.task_version).toBe(1);
    expect(record!.protocol.fewshot.k).toBe(0);
    expect(record!.protocol.grader).toMatchObject({ metric: 'acc', filter: 'none' });
    expect(record!.model.build.system_fingerprint).toBe('c5ebcd40d208330abc697524c919956e692655cf');
  });

  it.each([
    ['JSON lines without filter/metrics (before 0.4.7)', (l: Json[]) => jsonl(l)],
    ['JSON lines with filter/metrics (0.4.7 on)', (l: Json[]) => jsonl(withFilterKeys(l))],
    ['one indented JSON array (0.4.2 and earlier)', (l: Json[]) => JSON.stringify(l, null, 2)],
  ])('per-item outcomes by doc_id from %s', (_name, write) => {
    const [record] = importJson(limitedBias(lines), [{ file: SAMPLES_NAME, text: write(lines) }]);
    expect(record!.items.map((i) => [i.id, i.correct])).toEqual(
      lines.map((l) => [l.doc_id, l.acc === 1]),
    );
    expect(record!.items[0]!.acc_norm).toBe(lines[0]!.acc_norm === 1);
    expect(record!.aggregates.score).toBeCloseTo(
      (100 * lines.filter((l) => l.acc === 1).length) / lines.length,
      9,
    );
  });

  it('a task with two filters: lines without filter keys are each filter’s in order; --filter picks one', () => {
    // lm-eval logs every document under the first filter, then every document under the second.
    const second = flipped(lines, [0, 1]);
    const results = limitedBias(lines) as Record<string, Record<string, Json>>;
    const mean = (ls: Json[]) => ls.reduce((a, l) => a + (l.acc as number), 0) / ls.length;
    results.results!.bias_classification!['acc,strict'] = mean(second);
    results.task_hashes = {};
    const both = [...lines, ...second];
    const [first] = importJson(results, [{ file: SAMPLES_NAME, text: jsonl(both) }]);
    expect(first!.items.map((i) => i.correct)).toEqual(lines.map((l) => l.acc === 1));
    expect(first!.protocol.grader).toMatchObject({ filter: 'none' });
    const [strict] = importJson(results, [{ file: SAMPLES_NAME, text: jsonl(both) }], {
      filter: 'strict',
    });
    expect(strict!.items.map((i) => i.correct)).toEqual(second.map((l) => l.acc === 1));
    expect(strict!.protocol_id).not.toBe(first!.protocol_id);
    // 0.4.7+ lines name their filter, in any order.
    const named = [
      ...second.map((l) => ({ ...l, filter: 'strict' })),
      ...lines.map((l) => ({ ...l, filter: 'none' })),
    ];
    const [again] = importJson(results, [{ file: SAMPLES_NAME, text: jsonl(named) }], {
      filter: 'strict',
    });
    expect(again!.items).toEqual(strict!.items);
    expect(thrown(() => importJson(results, [], { filter: 'flexible' }))).toBe(
      '--filter flexible: results.json reports bias_classification acc under the filters none, strict',
    );
  });

  it('two imports whose task configs differ get different protocol ids and name the parts', () => {
    const base = limitedBias(lines);
    const changed = structuredClone(base);
    const config = (changed.configs as Record<string, Json>).bias_classification!;
    config.doc_to_text = `${config.doc_to_text as string} `;
    config.num_fewshot = 5;
    (changed['n-shot'] as Json).bias_classification = 5;
    config.metric_list = [{ metric: 'acc', aggregation: 'mean', higher_is_better: true }];
    const [a] = importJson(base);
    const [b] = importJson(changed);
    expect(a!.protocol_id).not.toBe(b!.protocol_id);
    expect(protocolDifferences(a!.protocol, b!.protocol).map((d) => d.part)).toEqual([
      'template',
      'few-shot',
      'grader',
    ]);
    const diff = diffRun(b!, a!, GATE);
    expect(diff.verdict).toBe('incomparable');
    expect(diff.reason).toContain('template, few-shot, grader');
  });

  it('a task version, a task hash or a config key no part covers also make them incomparable', () => {
    const base = limitedBias(lines);
    const other = structuredClone(base);
    (other.versions as Json).bias_classification = 1;
    (other.task_hashes as Json).bias_classification = 'f'.repeat(64);
    (other.configs as Record<string, Json>).bias_classification!.new_key = true;
    const [a] = importJson(base);
    const [b] = importJson(other);
    expect(protocolDifferences(a!.protocol, b!.protocol).map((d) => d.part)).toEqual([
      'task',
      'task hash',
      'task config',
    ]);
  });

  it('the same config gives the same protocol id, whatever the model and score', () => {
    const other = limitedBias(flipped(lines, [0]));
    (other.config as Json).model_args = 'pretrained=someone/else';
    const [a] = importJson(limitedBias(lines));
    const [b] = importJson(other);
    expect(b!.protocol_id).toBe(a!.protocol_id);
    expect(b!.model.id).toBe('someone/else');
  });

  it('without per-item data: Δ from the aggregates, no p-value, and `require` cannot confirm a drop', () => {
    const [base] = importJson(readJson(FIXTURE.mmluResults));
    const lower = readJson(FIXTURE.mmluResults) as Record<string, Record<string, Json>>;
    lower.results!.mmlu_abstract_algebra!['acc,none'] = 0.3;
    const [head] = importJson(lower);
    const reported = diffRun(head!, base!, GATE);
    expect(reported).toMatchObject({
      verdict: 'regressed',
      p_value: null,
      ci: null,
      paired: false,
    });
    expect(reported.reason).toBe('Δ -4.0 reaches the -2.0-point threshold; ' + NO_ITEM_DATA);
    const required = diffRun(head!, base!, { ...GATE, significance: 'require' });
    expect(required.verdict).toBe('within-noise');
    expect(required.reason).toContain('without per-item data no paired test');
    // An item-less run against a baseline with items is unpaired too.
    const [withItems] = importJson(limitedBias(lines), [
      { file: SAMPLES_NAME, text: jsonl(lines) },
    ]);
    const [aggregateOnly] = importJson(limitedBias(lines));
    expect(diffRun(aggregateOnly!, withItems!, GATE)).toMatchObject({
      verdict: 'pass',
      paired: false,
      p_value: null,
    });
    expect(diffRun(withItems!, withItems!, GATE).paired).toBeUndefined();
  });

  it('credentials in model_args never reach the record', () => {
    const results = readJson(FIXTURE.mmluResults);
    (results.config as Json).model_args =
      'pretrained=org/m,api_key=sk-live-0123456789,auth_token=tok-9876543210,base_url=https://user:pw-1234@host.example/v1';
    const text = JSON.stringify(importJson(results));
    for (const secret of ['sk-live-0123456789', 'tok-9876543210', 'pw-1234'])
      expect(text).not.toContain(secret);
    expect(text).toContain('https://***@host.example/v1');
  });

  it('mmlu_<subject> tasks set the items’ subject; other tasks none', () => {
    expect(subjectOfTask('mmlu_abstract_algebra')).toBe('abstract_algebra');
    expect(subjectOfTask('mmlu_philosophy_generative')).toBe('philosophy');
    expect(subjectOfTask('mmlu_high_school_us_history')).toBe('high_school_us_history');
    expect(subjectOfTask('bias_classification')).toBeNull();
    const sample = readFileSync(FIXTURE.philosophySample, 'utf8');
    const results = readJson(FIXTURE.mmluResults) as Record<string, Record<string, Json>>;
    // The philosophy sample under a one-document run of mmlu_philosophy_generative.
    const task = 'mmlu_philosophy_generative';
    const generative = {
      ...results,
      results: { [task]: { 'exact_match,none': 0 } },
      configs: {
        [task]: {
          ...results.configs!.mmlu_abstract_algebra,
          task,
          output_type: 'generate_until',
          metric_list: [{ metric: 'exact_match' }],
        },
      },
      'n-samples': { [task]: { original: 311, effective: 1 } },
    };
    const parsed = JSON.parse(sample) as Json;
    const text = jsonl([{ ...parsed, doc_id: 0 }]);
    const [record] = importJson(generative, [{ file: 'samples.jsonl', text }]);
    expect(record!.items[0]).toMatchObject({
      id: 0,
      correct: false,
      subject: 'philosophy',
      extracted: ' B',
    });
  });

  describe('bad input names the file and the key', () => {
    it('not lm-eval JSON', () => {
      expect(thrown(() => parseLmEvalResults('not json', 'r.json'))).toMatch(
        /^r\.json: expected an lm-eval results JSON file/,
      );
      expect(thrown(() => parseLmEvalResults('{"suite": "x"}', 'r.json'))).toContain(
        'found an object with keys "suite"',
      );
      expect(thrown(() => parseLmEvalResults('{"results": {}}', 'r.json'))).toContain('at configs');
    });

    it('a task the results do not have', () => {
      expect(
        thrown(() => importJson(readJson(FIXTURE.mmluResults), [], { tasks: ['mmlu_anatomy'] })),
      ).toBe(
        '--task mmlu_anatomy: results.json has no results for it; it has: mmlu_abstract_algebra',
      );
    });

    it('samples of another task: by name, and by content (the real philosophy sample)', () => {
      const results = readJson(FIXTURE.mmluResults);
      expect(
        thrown(() =>
          importJson(results, [
            { file: 'samples_mmlu_anatomy_2025-01-21T00-40-09.5.jsonl', text: jsonl(lines) },
          ]),
        ),
      ).toContain('these are samples of task mmlu_anatomy, which results.json has no results for');
      const philosophy = readFileSync(FIXTURE.philosophySample, 'utf8');
      expect(thrown(() => importJson(results, [{ file: 'p.jsonl', text: philosophy }]))).toContain(
        'a document of subject philosophy, but task mmlu_abstract_algebra is subject abstract_algebra',
      );
      expect(
        thrown(() =>
          importJson(readJson(FIXTURE.biasResults), [{ file: 'p.jsonl', text: philosophy }]),
        ),
      ).toContain('expected the per-item metric acc, found exact_match');
    });

    it('doc_id gaps: the real first-five samples under the 609-document results, and a hole', () => {
      const real = readFileSync(FIXTURE.biasSamples, 'utf8');
      expect(
        thrown(() => importJson(readJson(FIXTURE.biasResults), [{ file: 's.jsonl', text: real }])),
      ).toContain(
        's.jsonl: expected one sample per document of bias_classification under filter none (609, from n-samples.effective), found 5; missing doc_id 5, 6, 7',
      );
      const hole = limitedBias(lines);
      const without = lines.filter((l) => l.doc_id !== 2);
      expect(thrown(() => importJson(hole, [{ file: 's.jsonl', text: jsonl(without) }]))).toContain(
        'found 4; missing doc_id 2',
      );
      expect(
        thrown(() =>
          importJson({ ...hole, task_hashes: {} }, [
            { file: 's.jsonl', text: jsonl([...lines, lines[0]!]) },
          ]),
        ),
      ).toContain('doc_id 0 appears 2 times, but bias_classification has 1 filter(s)');
    });

    it('samples that do not hash to task_hashes, or do not give the reported score', () => {
      const results = limitedBias(lines);
      const forged = lines.map((l, i) => (i === 1 ? { ...l, doc_hash: '0'.repeat(64) } : l));
      expect(
        thrown(() => importJson(results, [{ file: 's.jsonl', text: jsonl(forged) }])),
      ).toContain('but task_hashes.bias_classification is');
      expect(
        thrown(() => importJson(results, [{ file: 's.jsonl', text: jsonl(flipped(lines, [1])) }])),
      ).toContain('they are not samples of the same run');
    });

    it('a metric that is not a per-item 0/1, or lower-is-better', () => {
      const results = limitedBias(lines);
      expect(
        thrown(() =>
          importJson(results, [{ file: 's.jsonl', text: jsonl(lines) }], { metric: 'f1' }),
        ),
      ).toContain('f1 is [1,1], expected 0 or 1 per item');
      (results.higher_is_better as Record<string, Json>).bias_classification!.acc = false;
      expect(thrown(() => importJson(results))).toContain('metric acc is lower-is-better');
      expect(
        thrown(() => importJson(readJson(FIXTURE.mmluResults), [], { metric: 'bleu' })),
      ).toContain('expected metric "bleu", found acc; choose one with --metric');
    });

    it('a samples line that is not JSON names the line', () => {
      expect(
        thrown(() => parseLmEvalSamples('{"doc_id": 0, "doc": {}}\n{oops\n', 's.jsonl')),
      ).toMatch(/^s\.jsonl:2: expected one JSON sample per line/);
      expect(thrown(() => parseLmEvalSamples('{"doc": {}}\n', 's.jsonl'))).toMatch(
        /^s\.jsonl:1: not an lm-eval sample at doc_id/,
      );
    });
  });
});
