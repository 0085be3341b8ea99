import { describe, expect, it } from 'vitest';
import {
  approvalCode,
  approvalCodes,
  approveLine,
  barChangeSet,
  barParts,
  changeSetDigest,
  type Review,
} from '../../src/core/approval.js';
import { coveredChanges, reviewNotes, standingApprovals } from '../../src/core/decide.js';
import { barSnapshot } from '../../src/core/bar.js';
import { parseConfig } from '../../src/core/config/parse.js';
import type { Protocol } from '../../src/core/record.js';

const config = (extra = '') =>
  parseConfig(
    `
version: 1
suite: s
dataset: { path: d.jsonl }
models:
  - { id: vendor/model, provider: openai, base_url: "http://127.0.0.1:1/v1", model: m }
${extra}`,
    'evalgate.yml',
  ).config;

const protocol: Protocol = {
  harness: { name: 'evalgate', version: '0.1.0', protocol_version: 1 },
  dataset: { path: 'd.jsonl' },
  fingerprint: 'f'.repeat(64),
  slice: { seed: '0', size: 10, fingerprint_fields: ['question'] },
  wash: {},
  template: { name: 'custom', mode: 'chat', hash: 'T'.repeat(64), text: 'T' },
  fewshot: { k: 0, hash: '0'.repeat(64) },
  grader: { kind: 'choice' },
  decoding: { temperature: 0 },
  repeats: 1,
};

const BASELINE = '.evalgate/baselines/s/vendor/model.json';
const snap = (
  extra = '',
  baselines: Record<string, string> = { [BASELINE]: 'a'.repeat(64) },
  id = 'p1',
) => barSnapshot(config(extra), { protocol, protocolId: id }, baselines);

describe('the bar changes a head makes, and their code', () => {
  it('each changed part is named with the hash of its new value; an unchanged bar has none', () => {
    expect(barChangeSet(snap(), snap())).toEqual({});
    const raised = barChangeSet(snap(), snap('gate: { max_drop: 100 }'));
    expect(Object.keys(raised)).toEqual(['gate:max_drop']);
    const rebased = barChangeSet(snap(), snap('', { [BASELINE]: 'b'.repeat(64) }));
    // Both values are named: an approval of a -> b is not one of c -> b.
    expect(rebased).toEqual({ [`baseline:${BASELINE}`]: `${'a'.repeat(64)}>${'b'.repeat(64)}` });
    expect(barChangeSet(snap(), snap('', {}))).toEqual({
      [`baseline:${BASELINE}`]: `${'a'.repeat(64)}>-`,
    });
    const moved = snap('', { [BASELINE]: 'c'.repeat(64) });
    expect(
      changeSetDigest('s', barChangeSet(moved, snap('', { [BASELINE]: 'b'.repeat(64) }))),
    ).not.toBe(changeSetDigest('s', rebased));
    expect(Object.keys(barChangeSet(snap(), snap('', undefined, 'p2')))).toEqual(['protocol:']);
  });

  it('part names cannot collide: a judge id that spells another kind of part is its own part', () => {
    const judge = (id: string) =>
      barSnapshot(
        parseConfig(
          `
version: 1
suite: s
dataset: { path: d.jsonl }
grader: { kind: llm_judge, judge: "${id}", prompt: "ok? {{response}}" }
models:
  - { id: vendor/model, provider: openai, base_url: "http://127.0.0.1:1/v1", model: m }
  - { id: "${id}", provider: openai, base_url: "http://127.0.0.1:2/v1", model: j }
`,
          'evalgate.yml',
        ).config,
        { protocol, protocolId: 'p1' },
        {},
        { 'judge.mjs': '1'.repeat(64) },
      );
    const parts = [...barParts(judge('file judge.mjs')).keys()];
    expect(parts).toContain('judge:file judge.mjs');
    expect(parts).toContain('judge-file:judge.mjs');
  });

  it('a slot the head adds is what is measured, not the bar; a slot it drops is', () => {
    const two = `  - { id: vendor/other, provider: openai, base_url: "http://127.0.0.1:3/v1", model: n }`;
    expect(barChangeSet(snap(), snap(two))).toEqual({});
    expect(Object.keys(barChangeSet(snap(two), snap()))).toEqual(['slot:vendor/other']);
  });

  it('a new suite needs no approval until it has baselines; then all of it is in the code', () => {
    expect(barChangeSet(null, snap('', {}))).toEqual({});
    const parts = Object.keys(barChangeSet(null, snap()));
    expect(parts).toContain(`baseline:${BASELINE}`);
    expect(parts).toContain('gate:max_drop');
  });

  it('the code moves with every change and its value, and is the first 12 hex of the digest', () => {
    const base = snap();
    const digests = [
      snap('gate: { max_drop: 3 }'),
      snap('gate: { max_drop: 4 }'),
      snap('', { [BASELINE]: 'b'.repeat(64) }),
      snap('', undefined, 'p2'),
      snap('gate: { max_drop: 3 }', { [BASELINE]: 'b'.repeat(64) }),
    ].map((head) => changeSetDigest('s', barChangeSet(base, head)));
    expect(new Set(digests).size).toBe(5);
    expect(changeSetDigest('t', barChangeSet(base, snap('gate: { max_drop: 3 }')))).not.toBe(
      digests[0],
    );
    expect(approveLine(digests[0]!)).toBe(`evalgate approve ${digests[0]!.slice(0, 12)}`);
    expect(approvalCode(digests[0]!)).toHaveLength(12);
  });
});

describe('which reviews approve', () => {
  const code = 'abcdef012345';
  let id = 0;
  const review = (
    login: string,
    state: string,
    body = `LGTM\n\nevalgate approve ${code}`,
    over: Partial<Review> = {},
  ): Review => ({
    id: ++id,
    login,
    userType: 'User',
    state,
    commitId: 'c'.repeat(40),
    body,
    ...over,
  });

  it('reads the code on a line of its own or inline, never a longer hex or another word', () => {
    expect(approvalCodes(`evalgate approve ${code}`)).toEqual([code]);
    expect(approvalCodes(`Fine. evalgate approve ${code}.`)).toEqual([code]);
    expect(approvalCodes(`evalgate approve ${code}ff`)).toEqual([]);
    expect(approvalCodes(`notevalgate approve ${code}`)).toEqual([]);
    expect(approvalCodes(`evalgate approve ${code.toUpperCase()}`)).toEqual([]);
  });

  it("a reviewer's latest decision counts; comments in between change nothing", () => {
    expect(standingApprovals([review('m', 'APPROVED')])).toHaveLength(1);
    expect(
      standingApprovals([review('m', 'APPROVED'), review('m', 'COMMENTED', 'nit')]),
    ).toHaveLength(1);
  });

  it('a later request for changes revokes, also after the author dismissed it; a dismissal revokes', () => {
    expect(
      standingApprovals([review('m', 'APPROVED'), review('m', 'CHANGES_REQUESTED', 'no')]),
    ).toEqual([]);
    expect(standingApprovals([review('m', 'APPROVED'), review('M', 'DISMISSED', 'no')])).toEqual(
      [],
    );
    expect(standingApprovals([review('m', 'DISMISSED')])).toEqual([]);
  });

  it('a routine approval without the line, a bot, or a review without a commit approves nothing', () => {
    expect(standingApprovals([review('m', 'APPROVED', 'LGTM')])).toEqual([]);
    expect(
      standingApprovals([
        review('github-actions[bot]', 'APPROVED', undefined, { userType: 'Bot' }),
      ]),
    ).toEqual([]);
    expect(standingApprovals([review('m', 'APPROVED', undefined, { commitId: null })])).toEqual([]);
  });

  it('says why each reviewer approves nothing', () => {
    const notes = reviewNotes(
      [
        review('a', 'APPROVED', 'LGTM'),
        review('b', 'CHANGES_REQUESTED', 'no'),
        review('github-actions[bot]', 'APPROVED', undefined, { userType: 'Bot' }),
      ],
      code,
    );
    expect(notes).toEqual([
      'github-actions[bot] is a Bot account, and only people approve',
      "b's latest review is changes requested",
      `a's approving review has no line \`evalgate approve ${code}\``,
    ]);
  });
});

describe('a merge group: every changed part approved by one of its pull requests', () => {
  const a = { [`baseline:${BASELINE}`]: `-${'>'}${'1'.repeat(64)}` };
  const b = { 'baseline:.evalgate/baselines/s/other.json': `-${'>'}${'2'.repeat(64)}` };
  it('two pull requests with approved changes to different baselines: covered', () => {
    const cover = coveredChanges({ ...a, ...b }, [
      { pull: 1, by: 'm', changes: a },
      { pull: 2, by: 'n', changes: b },
    ]);
    expect(cover).toMatchObject({ covered: true, uncovered: [], conflicts: [] });
    expect(cover.by).toEqual(['m (#1)', 'n (#2)']);
  });

  it('a part no approval covers, a value other than the approved one, two members differing: not covered', () => {
    expect(coveredChanges({ ...a, ...b }, [{ pull: 1, by: 'm', changes: a }]).uncovered).toEqual([
      'baseline:.evalgate/baselines/s/other.json',
    ]);
    expect(
      coveredChanges({ [`baseline ${BASELINE}`]: '3'.repeat(64) }, [
        { pull: 1, by: 'm', changes: a },
      ]).covered,
    ).toBe(false);
    const conflict = coveredChanges(a, [
      { pull: 1, by: 'm', changes: a },
      { pull: 2, by: 'n', changes: { [`baseline:${BASELINE}`]: '-' + '>' + '4'.repeat(64) } },
    ]);
    expect(conflict.conflicts).toEqual([`baseline:${BASELINE} (#1, #2)`]);
    expect(conflict.covered).toBe(false);
  });
});
