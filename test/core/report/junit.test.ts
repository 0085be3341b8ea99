import { XMLParser, XMLValidator } from 'fast-xml-parser';
import { describe, expect, it } from 'vitest';
import { diffRun, gateFails } from '../../../src/core/diff.js';
import type { RunRecord } from '../../../src/core/record.js';
import { junitXml, xmlText, type JunitSuite } from '../../../src/core/report/junit.js';
import { GATE, record } from './report-fixtures.js';

const HOSTILE = [
  '"><script>alert(1)</script>',
  "a'b&c<d>e",
  ']]></failure><failure message="x">',
  'ctrl\u0000\u0001\u001b[31mred\u0007',
  'lone \ud800 surrogate \ufffe',
  'line\nbreak\r\ttab',
];

function withSubjects(run: RunRecord, subjects: string[]): RunRecord {
  return {
    ...run,
    items: run.items.map((item, i) => ({ ...item, subject: subjects[i % subjects.length]! })),
  };
}

const fails = (d: Parameters<JunitSuite['fails']>[0]) => gateFails([d], GATE);

function parse(xml: string) {
  expect(XMLValidator.validate(xml)).toBe(true);
  return new XMLParser({
    htmlEntities: true,
    ignoreAttributes: false,
    attributeNamePrefix: '',
    isArray: (name) => ['testsuite', 'testcase'].includes(name),
  }).parse(xml) as {
    testsuites: {
      tests: string;
      failures: string;
      testsuite: {
        name: string;
        tests: string;
        failures: string;
        testcase: {
          classname: string;
          name: string;
          failure?: { type: string; message: string };
          skipped?: { message: string };
        }[];
      }[];
    };
  };
}

describe('JUnit XML', () => {
  it('one testsuite per suite, one testcase per model; failures carry the verdict and reason', () => {
    const base = record({ build: 'b1', n: 50, right: (i) => i < 40 });
    const worse = record({ build: 'b2', n: 50, right: (i) => i < 30 });
    const same = record({ model: 'vendor/other', build: 'b1', n: 50, right: (i) => i < 40 });
    const fresh = record({ model: 'vendor/new', build: 'b1', n: 50, right: (i) => i < 40 });
    const models = [
      diffRun(worse, base, GATE),
      diffRun(same, base, GATE),
      diffRun(fresh, undefined, GATE),
    ];
    const xml = junitXml([
      { suite: 'demo', models, fails },
      { suite: 'second', models: [diffRun(same, base, GATE)], fails },
    ]);
    const doc = parse(xml);
    expect(doc.testsuites.tests).toBe('4');
    expect(doc.testsuites.failures).toBe('1');
    const [demo, second] = doc.testsuites.testsuite;
    expect(demo!.name).toBe('demo');
    expect(second!.name).toBe('second');
    expect(demo!.testcase.map((c) => [c.classname, c.name])).toEqual([
      ['demo', 'vendor/model'],
      ['demo', 'vendor/other'],
      ['demo', 'vendor/new'],
    ]);
    const failed = demo!.testcase[0]!.failure!;
    expect(failed.type).toBe('regressed');
    expect(failed.message).toBe(`regressed: ${models[0]!.reason}`);
    expect(demo!.testcase[1]!.failure).toBeUndefined();
    expect(demo!.testcase[2]!.skipped!.message).toContain('no-baseline');
  });

  it('a case per subject where the diff has subject groups; the subjects that lost most fail with a regression', () => {
    const subjects = ['anatomy', 'astronomy'];
    const base = withSubjects(record({ build: 'b1', n: 60, right: () => true }), subjects);
    // Every anatomy item (even index) goes wrong: the model regresses, anatomy carries the drop.
    const worse = withSubjects(record({ build: 'b2', n: 60, right: (i) => i % 2 === 1 }), subjects);
    const diff = diffRun(worse, base, GATE);
    expect(diff.groups?.subjects.map((s) => s.name)).toEqual(subjects);
    const doc = parse(junitXml([{ suite: 'mmlu', models: [diff], fails }]));
    const cases = doc.testsuites.testsuite[0]!.testcase;
    expect(cases.map((c) => [c.classname, c.name])).toEqual([
      ['mmlu', 'vendor/model'],
      ['mmlu.vendor/model', 'anatomy'],
      ['mmlu.vendor/model', 'astronomy'],
    ]);
    expect(cases[1]!.failure!.type).toBe('regressed');
    expect(cases[2]!.failure).toBeUndefined();
  });

  it('hostile ids, reasons and subjects stay text: well-formed, and read back as written', () => {
    const base = withSubjects(record({ build: 'b1', n: 20, right: () => true }), HOSTILE);
    for (const hostile of HOSTILE) {
      const run = {
        ...record({ model: hostile, build: hostile, n: 20, right: () => false }),
        suite: hostile,
      };
      const diff = {
        ...diffRun(
          withSubjects(run, HOSTILE),
          { ...base, model: { ...base.model, id: hostile } },
          GATE,
        ),
        reason: hostile,
      };
      const xml = junitXml([{ suite: hostile, models: [diff], fails }]);
      expect(xml).not.toContain('<script>');
      const doc = parse(xml);
      const suite = doc.testsuites.testsuite[0]!;
      const clean = hostile.replace(
        // eslint-disable-next-line no-control-regex -- the characters XML 1.0 cannot hold
        /[\u0000-\u0008\u000b\u000c\u000e-\u001f\ud800\ufffe]/g,
        '\ufffd',
      );
      expect(suite.name).toBe(clean);
      expect(suite.testcase[0]!.name).toBe(clean);
      expect(suite.testcase[0]!.failure!.message).toBe(`regressed: ${clean}`);
      expect(suite.testcase.length).toBe(1 + HOSTILE.length);
    }
  });

  it('xmlText escapes the five markup characters and keeps ordinary text', () => {
    expect(xmlText(`<a href="x">'&'</a>`)).toBe(
      '&lt;a href=&quot;x&quot;&gt;&apos;&amp;&apos;&lt;/a&gt;',
    );
    expect(xmlText('mmlu Δ −2.0 ✅')).toBe('mmlu Δ −2.0 ✅');
  });
});
