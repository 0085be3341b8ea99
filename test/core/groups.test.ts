import { describe, expect, it } from 'vitest';
import { diffRun } from '../../src/core/diff.js';
import { MMLU_CATEGORIES, mmluCategory } from '../../src/core/groups/mmlu-subjects.js';
import { subjectAggregates } from '../../src/core/groups/subjects.js';
import { aggregate, type RunRecord } from '../../src/core/record.js';
import { holmAdjust, pairedMcNemar } from '../../src/core/stats.js';
import { GATE, record } from './report/report-fixtures.js';

describe('holmAdjust', () => {
  it('matches a hand computation, in the input order', () => {
    // Sorted: 0.005·4 = 0.02, 0.01·3 = 0.03, 0.03·2 = 0.06, 0.04·1 = 0.04 → raised to 0.06.
    const adjusted = holmAdjust([0.01, 0.04, 0.03, 0.005]);
    [0.03, 0.06, 0.06, 0.02].forEach((p, i) => expect(adjusted[i]).toBeCloseTo(p, 15));
  });

  it('caps at 1, keeps ties equal, and an empty family stays empty', () => {
    expect(holmAdjust([0.5, 0.6])).toEqual([1, 1]);
    expect(holmAdjust([0.02, 0.02, 0.5])).toEqual([0.06, 0.06, 0.5]);
    expect(holmAdjust([0.2])).toEqual([0.2]);
    expect(holmAdjust([])).toEqual([]);
    expect(() => holmAdjust([0.1, 1.5])).toThrow('p-value 1 must be in [0, 1], got 1.5');
  });
});

describe('the MMLU subject table', () => {
  it("has lm-eval's 57 subjects: 19 STEM, 13 humanities, 12 social sciences, 13 other", () => {
    const counts = Object.fromEntries(MMLU_CATEGORIES.map((c) => [c, 0]));
    for (const subject of SUBJECTS) counts[mmluCategory(subject)!]!++;
    expect(counts).toEqual({ stem: 19, humanities: 13, social_sciences: 12, other: 13 });
  });

  it('puts the subjects lm-eval puts where a guess would go wrong', () => {
    expect(mmluCategory('formal_logic')).toBe('humanities');
    expect(mmluCategory('econometrics')).toBe('social_sciences');
    expect(mmluCategory('college_medicine')).toBe('other');
    expect(mmluCategory('computer_security')).toBe('stem');
    expect(mmluCategory('human_sexuality')).toBe('social_sciences');
    expect(mmluCategory('chemistry')).toBeNull();
  });
});

/** Items q0..q(n-1); subject by index, right when `right(i)`. */
function withSubjects(
  build: string,
  n: number,
  right: (i: number) => boolean,
  subject: (i: number) => string,
): RunRecord {
  const r = record({ build, n, right, day: build === 'base' ? 1 : 2 });
  r.items = r.items.map((item, i) => ({ ...item, subject: subject(i) }));
  return r;
}

describe('per-subject and per-category diff', () => {
  // 40 items: q0-9 abstract_algebra (STEM), q10-19 anatomy (STEM), q20-29 philosophy
  // (humanities), q30-39 virology (other).
  const SUBJ = ['abstract_algebra', 'anatomy', 'philosophy', 'virology'];
  const subjectOf = (i: number) => SUBJ[Math.floor(i / 10)]!;
  const base = withSubjects('base', 40, (i) => i % 10 < 8, subjectOf);
  // Abstract algebra loses 5 (q0-4), anatomy loses 1 (q10) and gains 1 (q18), philosophy gains 2
  // (q28, q29), virology is unchanged.
  const lost = new Set([0, 1, 2, 3, 4, 10]);
  const gained = new Set([18, 28, 29]);
  const run = withSubjects(
    'new',
    40,
    (i) => !lost.has(i) && (i % 10 < 8 || gained.has(i)),
    subjectOf,
  );
  const diff = diffRun(run, base, GATE);
  const groups = diff.groups!;

  it('scores, Δ and flips per subject', () => {
    expect(diff.delta).toBeCloseTo(-7.5, 9);
    const row = (name: string) => groups.subjects.find((s) => s.name === name)!;
    expect(row('abstract_algebra')).toMatchObject({
      category: 'stem',
      n: 10,
      score: 30,
      baseline: 80,
      delta: -50,
      flips: { regressed: ['q0', 'q1', 'q2', 'q3', 'q4'], fixed: [] },
    });
    expect(row('anatomy')).toMatchObject({
      score: 80,
      delta: 0,
      flips: { regressed: ['q10'], fixed: ['q18'] },
    });
    expect(row('philosophy')).toMatchObject({ score: 100, delta: 20 });
    expect(row('virology')).toMatchObject({ delta: 0, p_value: 1 });
    expect(groups.subjects.map((s) => s.name)).toEqual(SUBJ);
  });

  it('McNemar per group, Holm across the groups of a level', () => {
    const p = groups.subjects.map((s) => s.p_value!);
    expect(p).toEqual([
      pairedMcNemar(5, 0).pValue,
      pairedMcNemar(1, 1).pValue,
      pairedMcNemar(0, 2).pValue,
      1,
    ]);
    // 0.0625·4 = 0.25; 0.5·3 = 1.5 → 1; then 1, 1.
    expect(groups.subjects.map((s) => s.p_holm)).toEqual([0.25, 1, 1, 1]);
    const cats = groups.categories!;
    expect(cats.map((c) => c.name)).toEqual(['stem', 'humanities', 'other']);
    expect(cats[0]).toMatchObject({
      n: 20,
      score: 55,
      baseline: 80,
      delta: -25,
      flips: { regressed: ['q0', 'q1', 'q10', 'q2', 'q3', 'q4'], fixed: ['q18'] },
    });
    expect(cats[0]!.p_value).toBe(pairedMcNemar(6, 1).pValue);
    expect(cats[0]!.p_holm).toBeCloseTo(Math.min(1, 3 * pairedMcNemar(6, 1).pValue), 15);
  });

  it('contributions add up to Δ; the top drops are the subjects that lost on net', () => {
    const total = groups.subjects.reduce((a, s) => a + s.contribution!, 0);
    expect(total).toBeCloseTo(diff.delta!, 9);
    expect(groups.subjects[0]!.contribution).toBeCloseTo((-5 / 40) * 100, 9);
    expect(groups.top_drops).toEqual(['abstract_algebra']);
  });

  it("the micro average is the run's score and lm-eval's size-weighted group score", () => {
    expect(groups.micro).toBe(run.aggregates.score);
    expect(groups.group_aggregate).toBeCloseTo(groups.micro!, 9);
    expect(groups.macro).toBeCloseTo((30 + 80 + 100 + 80) / 4, 9);
  });

  it('no categories when a subject is not one of MMLU’s; no groups for one subject', () => {
    const mixed = withSubjects(
      'new',
      20,
      () => true,
      (i) => (i < 10 ? 'anatomy' : 'cooking'),
    );
    expect(diffRun(mixed, undefined, GATE).groups).toMatchObject({
      categories: null,
      subjects: [
        { name: 'anatomy', category: 'stem', score: 100, delta: null, p_value: null },
        { name: 'cooking', category: null },
      ],
    });
    const one = withSubjects(
      'new',
      20,
      () => true,
      () => 'anatomy',
    );
    expect(diffRun(one, undefined, GATE)).not.toHaveProperty('groups');
    expect(
      diffRun(record({ build: 'x', n: 5, right: () => true }), undefined, GATE),
    ).not.toHaveProperty('groups');
  });

  it('an old baseline without subjects is grouped by the run’s subjects', () => {
    const old = record({ build: 'base', n: 40, right: (i) => i % 10 < 8, day: 1 });
    expect(diffRun(run, old, GATE).groups).toEqual(groups);
  });
});

describe('subjectAggregates: the record block', () => {
  it('per subject and per category, errors left out of the score', () => {
    const r = withSubjects(
      'new',
      20,
      (i) => i % 2 === 0,
      (i) => (i < 10 ? 'anatomy' : 'sociology'),
    );
    r.items[1] = { ...r.items[1]!, correct: null, score: null, error: 'HTTP 503' };
    expect(subjectAggregates(r.items, 1)).toEqual({
      subjects: [
        { name: 'anatomy', category: 'stem', n: 10, score: (5 / 9) * 100, errors: 1 },
        { name: 'sociology', category: 'social_sciences', n: 10, score: 50, errors: 0 },
      ],
      categories: [
        { name: 'stem', category: 'stem', n: 10, score: (5 / 9) * 100, errors: 1 },
        { name: 'social_sciences', category: 'social_sciences', n: 10, score: 50, errors: 0 },
      ],
    });
    expect(
      subjectAggregates(record({ build: 'x', n: 4, right: () => true }).items, 1),
    ).toBeUndefined();
    expect(aggregate(r.items, 1, 20)).not.toHaveProperty('subjects');
  });
});

const SUBJECTS =
  `abstract_algebra anatomy astronomy business_ethics clinical_knowledge college_biology
college_chemistry college_computer_science college_mathematics college_medicine college_physics
computer_security conceptual_physics econometrics electrical_engineering elementary_mathematics
formal_logic global_facts high_school_biology high_school_chemistry high_school_computer_science
high_school_european_history high_school_geography high_school_government_and_politics
high_school_macroeconomics high_school_mathematics high_school_microeconomics high_school_physics
high_school_psychology high_school_statistics high_school_us_history high_school_world_history
human_aging human_sexuality international_law jurisprudence logical_fallacies machine_learning
management marketing medical_genetics miscellaneous moral_disputes moral_scenarios nutrition
philosophy prehistory professional_accounting professional_law professional_medicine
professional_psychology public_relations security_studies sociology us_foreign_policy virology
world_religions`.split(/\s+/);
