import type { ModelDiff } from '../diff.js';

/** One suite's verdicts, and which of them fail the check (the gate settings decide). */
export interface JunitSuite {
  suite: string;
  models: readonly ModelDiff[];
  fails: (diff: ModelDiff) => boolean;
}

/**
 * JUnit XML for the CI tools that read it: one testsuite per suite, one testcase per model
 * (classname the suite, name the model id) and, where the diff has subject groups, one per
 * subject (classname `<suite>.<model>`). A failing verdict is a `<failure>` whose type is the
 * verdict and whose message is the reason; a subject fails only when its model regressed and the
 * subject is among those that lost the most. Every piece of text is escaped through `xmlText`.
 */
export function junitXml(suites: readonly JunitSuite[]): string {
  const blocks = suites.map(suiteXml);
  const tests = blocks.reduce((a, b) => a + b.tests, 0);
  const failures = blocks.reduce((a, b) => a + b.failures, 0);
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    `<testsuites name="evalgate" tests="${tests}" failures="${failures}">`,
    ...blocks.map((b) => b.xml),
    '</testsuites>',
    '',
  ].join('\n');
}

interface Case {
  classname: string;
  name: string;
  failure?: { type: string; message: string; body: string };
  skipped?: string;
  out: string;
}

function suiteXml(suite: JunitSuite) {
  const cases: Case[] = [];
  for (const m of suite.models) {
    const summary = modelSummary(m);
    cases.push({
      classname: suite.suite,
      name: m.model,
      ...(suite.fails(m)
        ? { failure: { type: m.verdict, message: `${m.verdict}: ${m.reason}`, body: summary } }
        : m.verdict === 'no-baseline'
          ? { skipped: `${m.verdict}: ${m.reason}` }
          : {}),
      out: `${m.verdict}: ${m.reason}\n${summary}`,
    });
    for (const s of m.groups?.subjects ?? []) {
      const lost = m.verdict === 'regressed' && m.groups!.top_drops.includes(s.name);
      const line = `subject ${s.name}: score ${num(s.score)}, baseline ${num(s.baseline)}, Δ ${num(s.delta)}, Holm p ${num(s.p_holm)}`;
      cases.push({
        classname: `${suite.suite}.${m.model}`,
        name: s.name,
        ...(lost
          ? {
              failure: {
                type: 'regressed',
                message: `regressed: ${s.name} is among the subjects that lost the most (contribution ${num(s.contribution)} points)`,
                body: line,
              },
            }
          : {}),
        out: line,
      });
    }
  }
  const failures = cases.filter((c) => c.failure).length;
  const skipped = cases.filter((c) => c.skipped).length;
  const xml = [
    `  <testsuite name="${xmlText(suite.suite)}" tests="${cases.length}" failures="${failures}" errors="0" skipped="${skipped}">`,
    ...cases.map(caseXml),
    '  </testsuite>',
  ].join('\n');
  return { xml, tests: cases.length, failures };
}

function caseXml(c: Case): string {
  const open = `    <testcase classname="${xmlText(c.classname)}" name="${xmlText(c.name)}">`;
  const inner: string[] = [];
  if (c.failure) {
    inner.push(
      `      <failure type="${xmlText(c.failure.type)}" message="${xmlText(c.failure.message)}">${xmlText(c.failure.body)}</failure>`,
    );
  }
  if (c.skipped) inner.push(`      <skipped message="${xmlText(c.skipped)}"/>`);
  inner.push(`      <system-out>${xmlText(c.out)}</system-out>`);
  return [open, ...inner, '    </testcase>'].join('\n');
}

function modelSummary(m: ModelDiff): string {
  return [
    `build ${m.build ?? 'n/a'}; score ${num(m.score)}; baseline ${num(m.baseline)}; Δ ${num(m.delta)}; p ${num(m.p_value)}; n ${m.n}`,
    ...m.differences.map((d) => `differs: ${d.part}`),
  ].join('\n');
}

function num(x: number | null): string {
  return x === null ? 'n/a' : Number(x.toPrecision(6)).toString();
}

/**
 * The one door for text into JUnit XML (attributes and element text alike): the five markup
 * characters as entities, and characters XML 1.0 cannot hold (controls, lone surrogates, U+FFFE/F)
 * replaced by U+FFFD, so a hostile model id or reason can neither break out nor make the file
 * unreadable.
 */
export function xmlText(text: string): string {
  return text
    .replace(/[^\t\n\r\u0020-\uD7FF\uE000-\uFFFD\u{10000}-\u{10FFFF}]/gu, '\uFFFD')
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&apos;')
    .replace(/\r/g, '&#13;')
    .replace(/\n/g, '&#10;')
    .replace(/\t/g, '&#9;');
}

/**
 * Several documents `junitXml` wrote (one per suite of a multi-suite gate) as one: their
 * testsuites in order under one `<testsuites>` with the counts summed.
 */
export function combineJunit(documents: readonly string[]): string {
  let tests = 0;
  let failures = 0;
  const blocks: string[] = [];
  for (const doc of documents) {
    const open = /<testsuites name="evalgate" tests="(\d+)" failures="(\d+)">\n/.exec(doc);
    const close = doc.lastIndexOf('</testsuites>');
    if (!open || close < 0) continue;
    tests += Number(open[1]);
    failures += Number(open[2]);
    blocks.push(doc.slice(open.index + open[0].length, close).replace(/\n$/, ''));
  }
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    `<testsuites name="evalgate" tests="${tests}" failures="${failures}">`,
    ...blocks.filter(Boolean),
    '</testsuites>',
    '',
  ].join('\n');
}
