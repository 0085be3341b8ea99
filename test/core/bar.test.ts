import { describe, expect, it } from 'vitest';
import {
  barSnapshot,
  diffBar,
  measuredConfig,
  sameJudge,
  type BarSnapshot,
} from '../../src/core/bar.js';
import { judgeLabel, labelApplication, roleOf, targetRefusals } from '../../src/core/decide.js';
import { barChangeSet, changeSetDigest } from '../../src/core/approval.js';
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

  it("the judge's files are part of the bar: a changed, added or removed one blocks, naming it", () => {
    const base = {
      ...snap(),
      judgeFiles: { 'judge.mjs': '1'.repeat(64), 'rules.txt': '2'.repeat(64) },
    };
    const head = {
      ...snap(),
      judgeFiles: { 'judge.mjs': '3'.repeat(64), 'new.txt': '4'.repeat(64) },
    };
    const changes = diff(base, head);
    expect(changes.map((c) => [c.kind, c.what, c.base, c.head, c.blocking])).toEqual([
      [
        'judge',
        'judge file judge.mjs',
        `sha256 ${'1'.repeat(12)}`,
        `sha256 ${'3'.repeat(12)}`,
        true,
      ],
      ['judge', 'judge file rules.txt', `sha256 ${'2'.repeat(12)}`, null, true],
      ['judge', 'judge file new.txt', null, `sha256 ${'4'.repeat(12)}`, true],
    ]);
    expect(sameJudge(base, head)).toBe(false);
    expect(sameJudge(base, { ...head, judgeFiles: { ...base.judgeFiles } })).toBe(true);
    const other = snap();
    other.judges = { judge: { ...other.judges.judge!, model: 'lenient-judge' } };
    expect(sameJudge(snap(), other)).toBe(false);
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

  it('allows at or above the required permission', () => {
    const base = { label: 'evalgate:freeze', required: 'maintain' as const };
    expect(judgeLabel({ ...base, actor: 'm', role: 'maintain' })).toEqual({ allowed: true });
    expect(judgeLabel({ ...base, actor: 'm', role: 'admin' })).toEqual({ allowed: true });
    expect(judgeLabel({ ...base, actor: 'w', role: 'write' })).toMatchObject({ allowed: false });
    expect(judgeLabel({ ...base, actor: null, role: 'admin' })).toMatchObject({ allowed: false });
  });
});

describe('pull_request_target measures only what the base points at', () => {
  const base = snap();
  it('the same slots and endpoints run; a fork that moves an endpoint or adds a slot is refused', () => {
    expect(targetRefusals(base, snap(), true)).toEqual([]);
    const moved = {
      ...snap(),
      targets: {
        'vendor/model': {
          ...snap().targets['vendor/model'],
          base_url: 'https://attacker.invalid/v1',
        },
      },
    };
    expect(targetRefusals(base, moved, true)).toEqual([
      "slot vendor/model changes base_url in the fork's head",
    ]);
    // The same head from a branch of the repository: its author could push to main anyway.
    expect(targetRefusals(base, moved, false)).toEqual([]);
    const added = { ...snap(), targets: { ...snap().targets, 'new/one': { provider: 'openai' } } };
    expect(targetRefusals(base, added, true)).toEqual(["slot new/one is new in the fork's head"]);
  });

  it('a fork that changes how a slot reasons sends its keys nowhere new: not refused, but a change of the bar', () => {
    const reasoning = {
      ...snap(),
      targets: {
        'vendor/model': {
          ...snap().targets['vendor/model'],
          reasoning: { effort: 'high' },
          token_limit: 'max_completion_tokens',
        },
      },
    };
    expect(targetRefusals(base, reasoning, true)).toEqual([]);
    // How a slot is asked is part of its protocol: the change blocks without an approval, and
    // the approval's digest covers it.
    expect(diff(base, reasoning).map((c) => [c.kind, c.what, c.blocking])).toEqual([
      ['protocol', 'slot vendor/model.reasoning', true],
      ['protocol', 'slot vendor/model.token_limit', true],
    ]);
    const code = (head: typeof base) => changeSetDigest('s', barChangeSet(base, head));
    expect(Object.keys(barChangeSet(base, reasoning))).toEqual(['slot-asked:vendor/model']);
    const medium = structuredClone(reasoning);
    medium.targets['vendor/model']!.reasoning = { effort: 'medium' };
    expect(code(medium)).not.toBe(code(reasoning));
    // A change of its endpoint alone is what is measured, not the bar: no approval covers it.
    const moved = structuredClone(base);
    moved.targets['vendor/model']!.base_url = 'http://127.0.0.1:3/v1';
    expect(barChangeSet(base, moved)).toEqual({});
  });

  it('a command slot never runs there, from a fork or not', () => {
    const command = { ...snap(), targets: { 'cmd/x': { provider: 'command', command: ['./x'] } } };
    expect(targetRefusals(command, command, false)).toEqual([
      "slot cmd/x runs a command, whose program would come from the head's checkout",
    ]);
  });
});
