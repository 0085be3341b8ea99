import { describe, expect, it } from 'vitest';
import { htmlReport } from '../../../src/core/report/html.js';
import { scriptJson } from '../../../src/core/report/html/escape.js';
import {
  FLIPS,
  itemPayload,
  OUTCOMES,
  type ItemPayload,
} from '../../../src/core/report/html/items.js';
import type { ReportData } from '../../../src/core/report/types.js';
import { HOSTILE, payloadOf, reportData } from './html-fixtures.js';

/** Every cell of the item table as the payload's layout defines it, decoded independently. */
function decode(p: ItemPayload) {
  return p.runs.flatMap((run) =>
    [...run.state].map((c, j) => {
      const state = c.charCodeAt(0) - 48;
      const item = run.item[j]!;
      return {
        model: run.model,
        id: p.ids[item],
        subject: p.subjects ? (p.strings[p.subjects[item]!] ?? '') : null,
        repeat: run.repeat ? run.repeat[j] : 0,
        outcome: OUTCOMES[Math.floor(state / 3)],
        flip: FLIPS[state % 3],
        extracted: p.strings[run.extracted[j]!],
        reason: p.strings[run.reason[j]!],
        question: p.questions ? p.questions[item] : null,
      };
    }),
  );
}

/** The same cells straight from the report data. */
function expected(data: ReportData, withSubjects: boolean, withQuestions: boolean) {
  return data.runs.flatMap((run, i) => {
    const flips = data.models[i]?.flips ?? { regressed: [], fixed: [] };
    const has = (list: (string | number)[], id: string | number) => list.some((x) => x === id);
    return run.items.map((item) => ({
      model: run.model.id,
      id: item.id,
      subject: withSubjects ? (item.subject ?? '') : null,
      repeat: item.repeat,
      outcome:
        item.error !== null || item.correct === null ? 'error' : item.correct ? 'correct' : 'wrong',
      flip: has(flips.regressed, item.id)
        ? 'right → wrong'
        : has(flips.fixed, item.id)
          ? 'wrong → right'
          : '',
      extracted: item.extracted ?? '',
      reason: item.error ?? item.reason,
      question: withQuestions
        ? (data.questions[String(item.id)] ?? '').replace(/\s+/g, ' ').trim()
        : null,
    }));
  });
}

describe('the item payload', () => {
  it('round-trips every field the table shows, for every row of every run', () => {
    const data = reportData();
    const payload = itemPayload(data);
    expect(decode(payload)).toEqual(expected(data, true, true));
    expect(payload.ids).toHaveLength(40);
    expect(payload.clip).toBe(1000);
  });

  it('keeps 7 and "7" apart, repeats, and a run without a flip list', () => {
    const data = reportData();
    const run = data.runs[0]!;
    run.items = [
      { ...run.items[0]!, id: 7, repeat: 0 },
      { ...run.items[1]!, id: '7', repeat: 0 },
      { ...run.items[2]!, id: 7, repeat: 1, extracted: null, subject: run.items[0]!.subject },
    ];
    data.models = [data.models[0]!];
    data.models[0]!.flips = { regressed: ['7'], fixed: [7] };
    data.questions = { '7': 'the same text for both, as questions are keyed by text id' };
    const payload = itemPayload(data);
    expect(payload.ids.slice(0, 3)).toEqual([7, '7', 'q0']);
    expect(payload.ids).toHaveLength(42);
    expect(payload.runs[0]!.repeat).toEqual([0, 0, 1]);
    expect(payload.runs[1]!.repeat).toBeNull();
    expect(decode(payload)).toEqual(expected(data, true, true));
    expect(
      decode(payload)
        .slice(0, 3)
        .map((r) => r.flip),
    ).toEqual(['wrong → right', 'right → wrong', 'wrong → right']);
  });

  it('has no subject column for one subject and no question column without questions', () => {
    const data = reportData();
    for (const run of data.runs) for (const item of run.items) item.subject = 'virology';
    data.questions = {};
    const payload = itemPayload(data);
    expect(payload.subjects).toBeNull();
    expect(payload.questions).toBeNull();
    expect(decode(payload)).toEqual(expected(data, false, false));
    const html = htmlReport(data);
    expect(html).toContain('<th>item</th><th>repeat</th>');
    expect(html).not.toContain('<th>question</th>');
    expect(html).not.toContain('data-filter="subject"');
  });

  it('clips question excerpts to fit a budget when there are many', () => {
    const data = reportData();
    const long = 'x'.repeat(2000);
    const questions = (n: number) =>
      Object.fromEntries(Array.from({ length: n }, (_, i) => [`q${i}`, long]));
    data.questions = questions(40);
    expect(itemPayload(data).clip).toBe(1000);
    expect(itemPayload(data).questions![0]).toBe(`${'x'.repeat(999)}…`);
    const many = 14_080;
    data.runs[0]!.items = Array.from({ length: many }, (_, i) => ({
      ...data.runs[0]!.items[0]!,
      id: `q${i}`,
    }));
    data.questions = questions(many);
    const payload = itemPayload(data);
    expect(payload.clip).toBe(140);
    expect(payload.questions!.every((q) => q.length === 140 && q.endsWith('…'))).toBe(true);
    // The budget is in bytes: 14,080 questions of 100 three-byte characters do not fit 140 either.
    data.questions = Object.fromEntries(
      Array.from({ length: many }, (_, i) => [`q${i}`, '問'.repeat(100)]),
    );
    expect(itemPayload(data).clip).toBe(140);
    data.questions = Object.fromEntries(
      Array.from({ length: many }, (_, i) => [`q${i}`, 'q'.repeat(100)]),
    );
    expect(itemPayload(data).clip).toBe(1000);
  });
});

describe('hostile text in the payload', () => {
  const hostile = [
    HOSTILE,
    '</script><script>alert(1)</script>',
    '<!-- <script>',
    '</SCRIPT >',
    ']]></style>',
    'a\u2028b\u2029c',
    '"\\"\'\n\t',
  ];

  it.each(hostile)('%j cannot end the script element and reads back exactly', (text) => {
    const json = scriptJson({ text, list: [text] });
    expect(json).not.toMatch(/[<>&`|@\u2028\u2029]/);
    expect(JSON.parse(json)).toEqual({ text, list: [text] });
  });

  it('reads back the hostile question, extracted answer and build from the page', () => {
    const data = reportData();
    const html = htmlReport(data);
    const payload = payloadOf(html);
    expect(payload.questions![3]).toBe(HOSTILE);
    expect(payload.strings).toContain('<img src=x onerror=alert(2)>');
    const start = html.indexOf('id="items-data">') + 'id="items-data">'.length;
    const text = html.slice(start, html.indexOf('</script>', start));
    expect(text).not.toMatch(/[<>&]/);
    expect(JSON.parse(text)).toEqual(itemPayload(data));
  });
});
