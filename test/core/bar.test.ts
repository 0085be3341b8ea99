import { describe, expect, it } from 'vitest';
import {
  approvalComment,
  barDigest,
  barSnapshot,
  checkApproval,
  diffBar,
  judgeLabel,
  approvalProvenance,
  onePerRun,
  labelApplication,
  measuredConfig,
  parseApproval,
  roleOf,
  type Approval,
  type RecordedApproval,
  type BarSnapshot,
} from '../../src/core/bar.js';
import { parseConfig } from '../../src/core/config/parse.js';
import type { Protocol } from '../../src/core/record.js';

const yaml = (extra = '') => `
version: 1
suite: s
dataset: { path: d.jsonl }
grader: { kind: llm_judge, judge: judge, prompt: "Is it right? {{response}}" }
models:
  - { id: vendor/model, provider: openai, base_url: "http://127.0.0.1:1/v1", model: m }
  - { id: judge, provider: openai, base_url: "http://127.0.0.1:2/v1", model: j }
${extra}`;

const config = (extra = '') => parseConfig(yaml(extra), 'evalgate.yml').config;

const protocol = (template = 'T'): Protocol => ({
  harness: { name: 'evalgate', version: '0.1.0', protocol_version: 1 },
  dataset: { path: 'd.jsonl' },
  fingerprint: 'f'.repeat(64),
  slice: { seed: '0', size: 10, fingerprint_fields: ['question'] },
  wash: {},
  template: {
    name: 'custom',
    mode: 'chat',
    hash: template.repeat(64).slice(0, 64),
    text: template,
  },
  fewshot: { k: 0, hash: '0'.repeat(64) },
  grader: { kind: 'choice' },
  decoding: { temperature: 0 },
  repeats: 1,
});

function snap(extra = '', options: { template?: string; baselines?: Record<string, string> } = {}) {
  const p = protocol(options.template);
  return barSnapshot(
    config(extra),
    { protocol: p, protocolId: `id-${options.template ?? 'T'}` },
    options.baselines ?? { '.evalgate/baselines/s/vendor/model.json': 'a'.repeat(64) },
  );
}

const diff = (
  base: BarSnapshot | null,
  head: BarSnapshot,
  pullFiles = [] as { filename: string; status: string; previous_filename?: string }[],
) =>
  diffBar({ base, head, pullFiles, baselineFolders: ['.evalgate/baselines/s/'], cacheFiles: [] });

describe('the bar diff', () => {
  it('an identical head changes nothing', () => {
    expect(diff(snap(), snap())).toEqual([]);
  });

  it('names each gate key with both values', () => {
    const changes = diff(snap(), snap('gate: { max_drop: 10, alpha: 0.001 }'));
    expect(changes.map((c) => [c.what, c.base, c.head, c.blocking])).toEqual([
      ['gate.max_drop', '2', '10', true],
      ['gate.alpha', '0.05', '0.001', true],
    ]);
  });

  it('names program keys and protocol parts', () => {
    const changes = diff(snap(), snap('slice: { size: 5 }', { template: 'U' }));
    expect(changes.map((c) => c.what)).toEqual(['slice.size', 'protocol: template']);
  });

  it('a removed slot blocks; a new slot is listed without blocking', () => {
    const renamed = snap().slots.map(() => 'vendor/model-2');
    const head = { ...snap(), slots: renamed };
    const changes = diff(snap(), head);
    expect(changes.map((c) => [c.what, c.blocking, c.note])).toEqual([
      ['slot vendor/model', true, 'removed or renamed'],
      ['slot vendor/model-2', false, 'new slot, measured without a baseline'],
    ]);
  });

  it('the judge is part of the bar, not of what is measured', () => {
    const head = snap();
    head.judges = { judge: { ...head.judges.judge!, model: 'lenient-judge' } };
    expect(diff(snap(), head).map((c) => c.what)).toEqual(['judge judge']);
    const measured = measuredConfig(config(), {
      ...config(),
      models: config().models.map((m) => ({ ...m, model: `${m.model}-new` })),
    });
    expect(measured.models.map((m) => [m.id, m.model])).toEqual([
      ['vendor/model', 'm-new'],
      ['judge', 'j'],
    ]);
  });

  it('baseline files added, changed and removed, and a rename out of the folder from the file list', () => {
    const base = snap('', {
      baselines: {
        '.evalgate/baselines/s/a.json': '1'.repeat(64),
        '.evalgate/baselines/s/b.json': '2'.repeat(64),
      },
    });
    const head = snap('', {
      baselines: {
        '.evalgate/baselines/s/a.json': '3'.repeat(64),
        '.evalgate/baselines/s/c.json': '4'.repeat(64),
      },
    });
    const changes = diff(base, head, [
      {
        filename: 'elsewhere/b.json',
        status: 'renamed',
        previous_filename: '.evalgate/baselines/s/b.json',
      },
    ]);
    expect(changes.map((c) => [c.what, c.note])).toEqual([
      ['.evalgate/baselines/s/a.json', 'changed'],
      ['.evalgate/baselines/s/b.json', 'removed'],
      ['.evalgate/baselines/s/c.json', 'added'],
      ['.evalgate/baselines/s/b.json', 'renamed to elsewhere/b.json'],
    ]);
    expect(changes.every((c) => c.blocking)).toBe(true);
  });

  it('a baseline file the API lists but the trees do not show still counts', () => {
    const changes = diff(snap(), snap(), [
      { filename: '.evalgate/baselines/s/vendor/model.json', status: 'modified' },
    ]);
    expect(changes).toMatchObject([
      { kind: 'baseline', blocking: true, note: 'modified in the pull request' },
    ]);
  });

  it('a new suite has no bar at the base: its slots are listed, its baseline files block', () => {
    const changes = diff(null, snap());
    expect(changes.map((c) => [c.what, c.blocking])).toEqual([
      ['slot vendor/model', false],
      ['.evalgate/baselines/s/vendor/model.json', true],
    ]);
  });
});

describe('approvals', () => {
  const head = snap('gate: { max_drop: 5 }');
  const approval: Approval = {
    v: 1,
    suite: 's',
    bar: barDigest(head),
    baselines: head.baselines,
    by: 'maintainer',
    pull: 7,
    run_id: '100',
    via: 'label',
    event_id: 55,
  };
  const written = (a: Approval, at = '2026-12-01T08:00:10Z'): RecordedApproval => ({
    approval: a,
    created_at: at,
    updated_at: at,
  });

  it('round-trip through the comment, which starts with the record', () => {
    const body = approvalComment(approval);
    expect(body.startsWith('<!-- evalgate:approval ')).toBe(true);
    expect(parseApproval(body)).toEqual(approval);
  });

  it('only a body that starts with a well-formed record counts', () => {
    const body = approvalComment(approval);
    expect(parseApproval(`quoted:\n${body}`)).toBeNull();
    expect(parseApproval(` ${body}`)).toBeNull();
    expect(parseApproval(body.replace(/approval (\S)/, 'approval !$1'))).toBeNull();
    const wrong = Buffer.from(JSON.stringify({ ...approval, bar: 'not-hex' })).toString(
      'base64url',
    );
    expect(parseApproval(`<!-- evalgate:approval ${wrong} -->`)).toBeNull();
  });

  it('cover exactly the approved bar of this pull request and suite', async () => {
    expect(await checkApproval(head, [written(approval)], 7)).toEqual({ approved: true, approval });
    expect(await checkApproval(head, [written(approval)], 8)).toMatchObject({
      approved: false,
      reason: 'no approval is recorded on this pull request',
    });
    const edited = {
      ...head,
      baselines: { '.evalgate/baselines/s/vendor/model.json': 'b'.repeat(64) },
    };
    expect(await checkApproval(edited, [written(approval)], 7)).toEqual({
      approved: false,
      reason:
        'the bar changed after the last approval by maintainer: .evalgate/baselines/s/vendor/model.json differs from what was approved',
      edited: ['.evalgate/baselines/s/vendor/model.json'],
    });
    const retuned = snap('gate: { max_drop: 6 }');
    expect(await checkApproval(retuned, [written(approval)], 7)).toMatchObject({
      approved: false,
      reason: 'the bar changed after the last approval by maintainer (config or data)',
    });
  });

  it('a matching record counts only when its provenance holds', async () => {
    const refused = await checkApproval(
      head,
      [written(approval)],
      7,
      async () => 'run 100 was started by author',
    );
    expect(refused).toEqual({
      approved: false,
      reason:
        'a record approves this bar, but it does not hold (maintainer: run 100 was started by author)',
      edited: [],
    });
  });

  it('provenance: the run named was started by the approver, right after their label event', () => {
    const at = '2026-12-01T08:00:00Z';
    const labelled = {
      id: 55,
      event: 'labeled',
      actor: 'maintainer',
      label: 'evalgate:freeze',
      created_at: at,
    };
    const run = {
      event: 'pull_request',
      triggering_actor: 'maintainer',
      created_at: '2026-12-01T08:00:05Z',
      updated_at: '2026-12-01T08:03:00Z',
      run_attempt: 1,
    };
    const check = (r: typeof run | null, events = [labelled], a = written(approval)) =>
      approvalProvenance(a, r, events, 'evalgate:freeze');
    expect(check(run)).toBeNull();
    expect(check({ ...run, run_attempt: 2 })).toContain('was run again (attempt 2)');
    expect(
      check(run, [labelled], { ...written(approval), updated_at: '2026-12-01T09:00:00Z' }),
    ).toBe('the record was edited after it was written');
    // Written by a later run (head code of the author's, naming the maintainer's finished run).
    expect(check(run, [labelled], written(approval, '2026-12-01T09:30:00Z'))).toBe(
      'the record was not written while workflow run 100 ran',
    );
    expect(check(null)).toBe('workflow run 100 does not exist');
    expect(check({ ...run, triggering_actor: 'author' })).toBe(
      'workflow run 100 was started by author, not by maintainer',
    );
    expect(check({ ...run, event: 'push' })).toContain('started by a push event');
    expect(check(run, [])).toContain('no "evalgate:freeze" label event 55 by maintainer');
    expect(check(run, [{ ...labelled, actor: 'author' }])).toContain(
      'no "evalgate:freeze" label event 55',
    );
    const late = { ...run, created_at: '2026-12-02T08:00:00Z', updated_at: '2026-12-02T08:05:00Z' };
    expect(check(late, [labelled], written(approval, '2026-12-02T08:01:00Z'))).toContain(
      'did not start right after',
    );
    const dispatch = written({ ...approval, via: 'dispatch' as const, event_id: null });
    expect(check({ ...run, event: 'workflow_dispatch' }, [], dispatch)).toBeNull();
    expect(check(run, [], dispatch)).toContain('not a dispatch');
  });

  it('one record per run: a run id that two records name is void', () => {
    const later = written({ ...approval, bar: 'f'.repeat(64) });
    const other = written({ ...approval, run_id: '101' });
    expect(onePerRun([written(approval), later, other])).toEqual([other]);
  });

  it('the digest moves with every part of the bar', () => {
    const digests = new Set([
      barDigest(snap()),
      barDigest(snap('gate: { max_drop: 3 }')),
      barDigest(snap('', { template: 'U' })),
      barDigest({ ...snap(), slots: [] }),
      barDigest({ ...snap(), suite: 't' }),
      barDigest(snap('', { baselines: {} })),
    ]);
    expect(digests.size).toBe(6);
    expect(barDigest({ ...snap(), slots: [...snap().slots].reverse() })).toBe(barDigest(snap()));
  });
});

describe('who may approve', () => {
  it('reads the fine-grained role, else the legacy permission', () => {
    expect(roleOf({ permission: 'write', role_name: 'maintain' })).toBe('maintain');
    expect(roleOf({ permission: 'admin', role_name: 'custom-release-role' })).toBe('admin');
    expect(roleOf({ permission: 'none' })).toBe('none');
  });

  it('takes the application that put the label on: the last labeled or unlabeled event of the name', () => {
    const e = (id: number, event: string, actor: string, label: string) => ({
      id,
      event,
      actor,
      label,
      created_at: '',
    });
    const events = [
      e(1, 'labeled', 'a', 'evalgate:freeze'),
      e(2, 'unlabeled', 'a', 'evalgate:freeze'),
      e(3, 'labeled', 'b', 'Evalgate:Freeze'),
      e(4, 'labeled', 'c', 'other'),
    ];
    expect(labelApplication(events, 'evalgate:freeze')?.actor).toBe('b');
    expect(labelApplication(events.slice(0, 2), 'evalgate:freeze')).toBeNull();
    expect(labelApplication([], 'evalgate:freeze')).toBeNull();
  });

  it('allows at or above the required permission; can refuse the author', () => {
    const base = {
      label: 'evalgate:freeze',
      required: 'maintain' as const,
      author: 'octocat',
      refuseAuthor: false,
    };
    expect(judgeLabel({ ...base, actor: 'm', role: 'maintain' })).toEqual({ allowed: true });
    expect(judgeLabel({ ...base, actor: 'm', role: 'admin' })).toEqual({ allowed: true });
    expect(judgeLabel({ ...base, actor: 'w', role: 'write' })).toMatchObject({ allowed: false });
    expect(judgeLabel({ ...base, actor: null, role: 'admin' })).toMatchObject({ allowed: false });
    expect(
      judgeLabel({ ...base, actor: 'octocat', role: 'admin', refuseAuthor: true }),
    ).toMatchObject({ allowed: false });
  });
});
