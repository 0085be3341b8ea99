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
  MMLU_RUN,
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

    it('f1 is refused, with samples or without, naming the metrics that can be gated', () => {
      // lm-eval reports f1 for the real bias run (0.657), aggregated over the whole run; per
      // sample it logs a (gold, pred) pair, not a right or wrong answer.
      const refused =
        'results.json: bias_classification: metric f1 is not a per-item correctness (lm-eval computes it over the whole run, not as a mean of right and wrong answers), so a gate cannot pair its items; choose one of acc, acc_norm with --metric';
      expect(thrown(() => importJson(readJson(FIXTURE.biasResults), [], { metric: 'f1' }))).toBe(
        refused,
      );
      const results = limitedBias(lines);
      expect(
        thrown(() =>
          importJson(results, [{ file: 's.jsonl', text: jsonl(lines) }], { metric: 'f1' }),
        ),
      ).toBe(refused);
      // An aggregation other than the mean, named in the task's metric_list, is refused too.
      const median = structuredClone(results) as Record<string, Record<string, Json>>;
      (median.configs!.bias_classification!.metric_list as Json[])[1]!.aggregation = 'median';
      expect(thrown(() => importJson(median, [], { metric: 'acc_norm' }))).toContain(
        'metric acc_norm is not a per-item correctness (lm-eval computes it with aggregation "median", not as a mean)',
      );
      // The default skips it: the first metric of metric_list that can be gated.
      expect(importJson(results)[0]!.protocol.grader).toMatchObject({ metric: 'acc' });
    });

    it('a task’s own metric: only with samples, and only when they are 0 or 1 per item', () => {
      const results = limitedBias(lines) as Record<string, Record<string, Json>>;
      const mean = lines.reduce((a, l) => a + (l.acc as number), 0) / lines.length;
      results.results!.bias_classification!['agree,none'] = mean;
      const own = lines.map((l) => ({ ...l, agree: l.acc }));
      expect(thrown(() => importJson(results, [], { metric: 'agree' }))).toBe(
        "results.json: bias_classification: metric agree is not one of lm-eval's per-item correctness metrics (acc, acc_norm, acc_mutual_info, acc_bytes, exact_match); pass the task's --samples file, which shows whether it is 0 or 1 per item, or choose one of acc, acc_norm with --metric",
      );
      const [record] = importJson(results, [{ file: 's.jsonl', text: jsonl(own) }], {
        metric: 'agree',
      });
      expect(record!.aggregates.score).toBeCloseTo(100 * mean, 9);
      const pairs = lines.map((l) => ({ ...l, agree: [l.acc, 1] }));
      expect(
        thrown(() =>
          importJson(results, [{ file: 's.jsonl', text: jsonl(pairs) }], { metric: 'agree' }),
        ),
      ).toContain('agree is [1,1], expected 0 or 1 per item');
    });

    it('a metric that is lower-is-better, or not reported', () => {
      const results = limitedBias(lines);
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

describe.skipIf(!HAS_LM_EVAL)(
  'an lm-eval group as one record: the v0.4.3 MMLU run lm-eval wrote',
  () => {
    const text = HAS_LM_EVAL ? readFileSync(MMLU_RUN.results, 'utf8') : '{}';
    const raw = JSON.parse(text) as {
      results: Record<string, Record<string, number>>;
      group_subtasks: Record<string, string[]>;
      'n-samples': Record<string, { effective: number }>;
      configs: Record<string, Json>;
    };
    const samples = MMLU_RUN.samples.map((file) => ({
      file,
      samples: parseLmEvalSamples(readFileSync(file, 'utf8'), file),
    }));
    const file = 'results_2026-12-01T18-46-17.085505.json';
    const importRun = (
      options: LmEvalImportOptions,
      withSamples = true,
      results: Json = raw as unknown as Json,
    ) => {
      const body = results === (raw as unknown) ? text : JSON.stringify(results);
      return importLmEval(
        parseLmEvalResults(body, file),
        file,
        withSamples ? samples : [],
        options,
        { ...CONTEXT, resultsText: body },
      );
    };
    const leaves = (group: string): string[] =>
      raw.group_subtasks[group]!.flatMap((t) => (t in raw.group_subtasks ? leaves(t) : [t]));
    const acc = (task: string) => raw.results[task]!['acc,none']!;
    const size = (task: string) => raw['n-samples'][task]!.effective;

    it('mmlu: the 14,080 items of its 57 subtasks, scored as lm-eval scores the group: the size-weighted (micro) mean', () => {
      expect(MMLU_RUN.samples).toHaveLength(57);
      const [record] = importRun({ tasks: ['mmlu'] });
      expect(runRecordSchema.parse(record)).toEqual(record);
      expect(record!.suite).toBe('mmlu');
      expect(record!.items).toHaveLength(14_080);
      expect(record!.aggregates.n).toBe(14_080);
      // lm-eval 0.4.3's group value, the record's score and the mean over the items agree.
      expect(record!.aggregates.score).toBeCloseTo(100 * acc('mmlu'), 9);
      expect(record!.aggregates.score).toBeCloseTo(25.085227272727273, 9);
      expect(record!.items.filter((i) => i.correct).length).toBe(3532);
      // Weighted by size, as lm-eval 0.4.3's aggregate_subtask_metrics does by default; the
      // unweighted mean of the 57 subtask scores is another number.
      const subtasks = leaves('mmlu');
      const micro = subtasks.reduce((a, t) => a + acc(t) * size(t), 0) / 14_080;
      const macro = subtasks.reduce((a, t) => a + acc(t), 0) / subtasks.length;
      expect(micro).toBeCloseTo(acc('mmlu'), 12);
      expect(100 * macro).toBeCloseTo(25.0997, 4);
      expect(record!.aggregates.stderr).toBeCloseTo(100 * raw.results.mmlu!['acc_stderr,none']!, 9);
      // Each category of the record is lm-eval's category group.
      for (const c of record!.aggregates.categories!) {
        expect(c.score, c.name).toBeCloseTo(100 * acc(`mmlu_${c.name}`), 9);
        expect(c.n).toBe(leaves(`mmlu_${c.name}`).reduce((a, t) => a + size(t), 0));
      }
      expect(record!.aggregates.subjects).toHaveLength(57);
      expect(record!.items[0]).toMatchObject({
        id: 'mmlu_abstract_algebra/0',
        subject: 'abstract_algebra',
      });
      // The group's protocol: its name and subtasks, the shared template and grader, per-subtask hashes.
      const { protocol } = record!;
      expect(protocol.lm_eval).toMatchObject({ task: 'mmlu', subtasks: [...subtasks].sort() });
      expect(protocol.template).toMatchObject({ name: 'mmlu', mode: 'multiple_choice' });
      expect(protocol.template.text).toBe(raw.configs.mmlu_anatomy!.doc_to_text);
      expect(protocol.dataset.path).toBe('hails/mmlu_no_train');
      expect(protocol.slice.size).toBe(14_080);
      expect(protocol.fewshot).toMatchObject({ k: 0, sampler: 'first_n', source: 'dev' });
      expect(protocol.grader).toMatchObject({
        metric: 'acc',
        filter: 'none',
        output_type: 'multiple_choice',
        group: 'the mean over the items of 57 subtasks (their scores weighted by size)',
      });
    });

    it.each(['mmlu_stem', 'mmlu_humanities', 'mmlu_social_sciences', 'mmlu_other'])(
      '%s: its subtasks’ items and lm-eval’s value',
      (group) => {
        const [record] = importRun({ tasks: [group] });
        const subtasks = leaves(group);
        expect(record!.suite).toBe(group);
        expect(record!.protocol.lm_eval!.subtasks).toEqual([...subtasks].sort());
        expect(record!.items).toHaveLength(subtasks.reduce((a, t) => a + size(t), 0));
        expect(record!.aggregates.score).toBeCloseTo(100 * acc(group), 9);
      },
    );

    it('without samples: the same score and protocol id, no items; with a subtask’s template changed, incomparable by template', () => {
      const [withItems] = importRun({ tasks: ['mmlu'] });
      const [bare] = importRun({ tasks: ['mmlu'] }, false);
      expect(bare!.items).toEqual([]);
      expect(bare!.aggregates.score).toBeCloseTo(100 * acc('mmlu'), 9);
      expect(bare!.aggregates.n).toBe(14_080);
      expect(bare!.protocol_id).toBe(withItems!.protocol_id);
      const changed = structuredClone(raw) as unknown as Record<string, Record<string, Json>>;
      changed.configs!.mmlu_anatomy!.description = 'Anatomy.\n\n';
      const [other] = importRun({ tasks: ['mmlu'] }, false, changed);
      expect(protocolDifferences(bare!.protocol, other!.protocol).map((d) => d.part)).toEqual([
        'template',
      ]);
      // A group is not its category: the subtasks differ, and so does the id.
      const [stem] = importRun({ tasks: ['mmlu_stem'] }, false);
      expect(protocolDifferences(bare!.protocol, stem!.protocol).map((d) => d.part)).toContain(
        'task',
      );
    });

    it('refused: samples of only some subtasks, a group not weighted by size, an unknown name', () => {
      expect(
        thrown(() =>
          importLmEval(
            parseLmEvalResults(text, file),
            file,
            samples.slice(1),
            { tasks: ['mmlu'] },
            {
              ...CONTEXT,
              resultsText: text,
            },
          ),
        ),
      ).toBe(
        'group mmlu: samples were given for 56 of its 57 subtasks; expected all or none (missing: mmlu_abstract_algebra)',
      );
      // As lm-eval writes a group with weight_by_size: false: the unweighted mean of the subtasks.
      const unweighted = structuredClone(raw);
      const subtasks = leaves('mmlu');
      unweighted.results.mmlu!['acc,none'] =
        subtasks.reduce((a, t) => a + acc(t), 0) / subtasks.length;
      expect(
        thrown(() => importRun({ tasks: ['mmlu'] }, false, unweighted as unknown as Json)),
      ).toMatch(
        /^results_2026-12-01T18-46-17\.085505\.json: results\.mmlu\["acc,none"\] is 0\.2509969713\d*, but its 57 subtasks weighted by size give 0\.2508522727\d* \(unweighted: 0\.2509969713\d*\): lm-eval did not aggregate this group as the mean over its items/,
      );
      expect(thrown(() => importRun({ tasks: ['mmlu_sciences'] }, false))).toMatch(
        /has no results for it; it has: mmlu_abstract_algebra, .*; and the groups: mmlu_stem, mmlu_other, mmlu_social_sciences, mmlu_humanities, mmlu$/,
      );
    });
  },
);
