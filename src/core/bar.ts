import { canonicalJson } from './canonical.js';
import type { Config, ModelEntry } from './config/schema.js';
import { protocolDifferences } from './diff.js';
import type { Protocol } from './record.js';
import { clipPair } from './report/format.js';

/**
 * The bar: what a result is judged against (gate settings, the measurement program, the set of
 * model slots, the baselines). On a pull request the bar is the base commit's; the head only
 * says what to measure. These are the pure rules: what the bar is, what changed, and who may ask
 * for a freeze (core/approval.ts says what approves a change). Reading the sides is the adapters'.
 */
export interface BarSnapshot {
  suite: string;
  /** Gate settings with defaults applied. */
  gate: Config['gate'];
  /** The measurement program as configured: dataset, wash, slice, harness, grader, decoding, repeats. */
  program: Record<string, unknown>;
  /** The protocol this config measures under (the data files' content included, via hashes). */
  protocol: Protocol;
  protocolId: string;
  /** Ids of the slots that are measured (judges excluded), in config order. */
  slots: string[];
  /** Judge slots in full: the judge is part of the grader. */
  judges: Record<string, ModelEntry>;
  /**
   * What each measured slot points at (provider, model, endpoint, command...): what is measured,
   * not the bar, so changes are listed for reviewers and are left out of the digest.
   */
  targets: Record<string, Record<string, unknown>>;
  /** The suite's baseline files: repository path -> sha256 of the content. */
  baselines: Record<string, string>;
  /**
   * The files a judge entry names (its cassette, its command's program and the arguments that
   * name files of the checkout): repository path -> sha256. Part of the grader, so of the bar.
   */
  judgeFiles: Record<string, string>;
}

/**
 * What a measured slot points at, and how it is asked (reasoning, token limit: listed for
 * reviewers; its protocol records them for the gate).
 */
const TARGET_KEYS = [
  'provider',
  'model',
  'base_url',
  'api',
  'command',
  'cassette',
  'strategy',
  'headers',
  'api_key_env',
  'reasoning',
  'token_limit',
] as const;

export function barSnapshot(
  config: Config,
  measured: { protocol: Protocol; protocolId: string },
  baselines: Record<string, string>,
  judgeFiles: Record<string, string> = {},
): BarSnapshot {
  const judgeIds = new Set(config.grader.kind === 'llm_judge' ? [config.grader.judge] : []);
  const { dataset, wash, slice, harness, grader, decoding, repeats } = config;
  return {
    suite: config.suite,
    gate: config.gate,
    program: { dataset, wash, slice, harness, grader, decoding, repeats },
    protocol: measured.protocol,
    protocolId: measured.protocolId,
    slots: config.models.filter((m) => !judgeIds.has(m.id)).map((m) => m.id),
    judges: Object.fromEntries(
      config.models.filter((m) => judgeIds.has(m.id)).map((m) => [m.id, m]),
    ),
    targets: Object.fromEntries(
      config.models
        .filter((m) => !judgeIds.has(m.id))
        .map((m) => [m.id, Object.fromEntries(TARGET_KEYS.map((key) => [key, m[key]]))]),
    ),
    baselines,
    judgeFiles,
  };
}

/**
 * Whether the head's judge is the base's: the same entry naming files of the same content. Then
 * the judge runs from the base's files, so nothing the pull request changes (a file the judge's
 * program reads without naming it) reaches the grades.
 */
export function sameJudge(base: BarSnapshot, head: BarSnapshot): boolean {
  return (
    canonicalJson(base.judges) === canonicalJson(head.judges) &&
    canonicalJson(base.judgeFiles) === canonicalJson(head.judgeFiles)
  );
}

export type BarChangeKind =
  'suite' | 'gate' | 'program' | 'protocol' | 'slot' | 'judge' | 'baseline' | 'cache';

export interface BarChange {
  kind: BarChangeKind;
  /** What changed: a key path, a protocol part, a slot id or a file path. */
  what: string;
  /** Short text of the base's and the head's value; null where it is absent. */
  base: string | null;
  head: string | null;
  /** False for changes that cannot lower the bar (a new slot); they are listed, not failed. */
  blocking: boolean;
  note?: string;
}

/** A file of the pull request, as the pull-request files API lists it. */
export interface PullFile {
  filename: string;
  status: string;
  previous_filename?: string;
}

export interface BarDiffInput {
  /** Null when the base has no such suite config: everything at the head is new. */
  base: BarSnapshot | null;
  head: BarSnapshot;
  pullFiles: readonly PullFile[];
  /** Repository paths of the base's and the head's baseline folders (with a trailing `/`). */
  baselineFolders: readonly string[];
  /** Files under the response-cache folder at the head (never read in Action runs). */
  cacheFiles: readonly string[];
}

/** Every difference between the head's bar and the base's, each named with both values. */
export function diffBar(input: BarDiffInput): BarChange[] {
  const { base, head } = input;
  const changes: BarChange[] = [];
  const change = (
    kind: BarChangeKind,
    what: string,
    a: unknown,
    b: unknown,
    blocking = true,
    note?: string,
  ) => {
    const [base, head] = showPair(a, b);
    changes.push({ kind, what, base, head, blocking, ...(note ? { note } : {}) });
  };

  if (base) {
    if (base.suite !== head.suite)
      change('suite', 'suite', base.suite, head.suite, true, 'the baselines folder moves with it');
    for (const [key, a, b] of leafDiff(base.gate, head.gate, 'gate')) change('gate', key, a, b);
    for (const [key, a, b] of leafDiff(base.program, head.program, ''))
      change('program', key, a, b);
    for (const d of protocolDifferences(base.protocol, head.protocol))
      change('protocol', `protocol: ${d.part}`, d.old, d.new);
    const headSlots = new Set(head.slots);
    for (const id of base.slots)
      if (!headSlots.has(id))
        change('slot', `slot ${id}`, 'measured', null, true, 'removed or renamed');
    for (const id of head.slots) {
      const a = base.targets[id];
      const b = head.targets[id];
      if (!a || !b) continue;
      for (const [key, was, now] of leafDiff(a, b, `slot ${id}`)) {
        // How the slot is asked is part of its protocol: a change moves the bar, like any part.
        const asked = key.startsWith(`slot ${id}.reasoning`) || key === `slot ${id}.token_limit`;
        if (asked) change('protocol', key, was, now, true, "part of this slot's protocol");
        else change('slot', key, was, now, false, 'what is measured: review it like code');
      }
    }
    for (const id of head.slots)
      if (!base.slots.includes(id))
        change(
          'slot',
          `slot ${id}`,
          null,
          'measured',
          false,
          'new slot, measured without a baseline',
        );
    for (const id of new Set([...Object.keys(base.judges), ...Object.keys(head.judges)])) {
      const a = base.judges[id];
      const b = head.judges[id];
      if (canonicalJson(a ?? null) !== canonicalJson(b ?? null))
        change('judge', `judge ${id}`, a ?? null, b ?? null);
    }
    for (const file of new Set([
      ...Object.keys(base.judgeFiles),
      ...Object.keys(head.judgeFiles),
    ])) {
      const a = base.judgeFiles[file];
      const b = head.judgeFiles[file];
      if (a === b) continue;
      change(
        'judge',
        `judge file ${file}`,
        a === undefined ? null : `sha256 ${a.slice(0, 12)}`,
        b === undefined ? null : `sha256 ${b.slice(0, 12)}`,
        true,
        "the judge's program or recorded answers: it grades every response",
      );
    }
  } else {
    for (const id of head.slots)
      change('slot', `slot ${id}`, null, 'measured', false, 'new suite: no bar at the base');
  }

  const baseFiles = base?.baselines ?? {};
  for (const file of new Set([...Object.keys(baseFiles), ...Object.keys(head.baselines)])) {
    const a = baseFiles[file];
    const b = head.baselines[file];
    if (a === b) continue;
    const note = a === undefined ? 'added' : b === undefined ? 'removed' : 'changed';
    change(
      'baseline',
      file,
      a === undefined ? null : `sha256 ${a.slice(0, 12)}`,
      b === undefined ? null : `sha256 ${b.slice(0, 12)}`,
      true,
      note,
    );
  }
  // The file list catches what the trees alone cannot name: a rename out of the folder.
  const listed = new Set(changes.filter((c) => c.kind === 'baseline').map((c) => c.what));
  const inFolder = (file: string | undefined) =>
    file !== undefined && input.baselineFolders.some((folder) => file.startsWith(folder));
  for (const file of input.pullFiles) {
    const from = file.previous_filename;
    if (
      from !== undefined &&
      from !== file.filename &&
      (inFolder(from) || inFolder(file.filename))
    ) {
      change('baseline', from, 'here', file.filename, true, `renamed to ${file.filename}`);
    } else if (inFolder(file.filename) && !listed.has(file.filename)) {
      change('baseline', file.filename, null, null, true, `${file.status} in the pull request`);
    }
  }
  for (const file of input.cacheFiles)
    change(
      'cache',
      file,
      null,
      'committed',
      false,
      'response cache files are never read in Action runs; a cache in the repository could plant answers for local runs',
    );
  return changes;
}

function showPair(a: unknown, b: unknown): [string | null, string | null] {
  const plain = (v: unknown) => (typeof v === 'bigint' ? v.toString() : v);
  const [x, y] = clipPair(plain(a), plain(b));
  return [a === null || a === undefined ? null : x, b === null || b === undefined ? null : y];
}

/** [key path, base value, head value] for each leaf that differs; arrays count as leaves. */
function leafDiff(a: unknown, b: unknown, at: string): [string, unknown, unknown][] {
  const isObject = (v: unknown): v is Record<string, unknown> =>
    v !== null && typeof v === 'object' && !Array.isArray(v);
  if (isObject(a) && isObject(b)) {
    const out: [string, unknown, unknown][] = [];
    for (const key of new Set([...Object.keys(a), ...Object.keys(b)])) {
      out.push(...leafDiff(a[key], b[key], at ? `${at}.${key}` : key));
    }
    return out;
  }
  return canonicalJson(a ?? null) === canonicalJson(b ?? null) ? [] : [[at, a, b]];
}

// --- what is measured -------------------------------------------------------------------------

/**
 * The config a pull request is measured under: the base's whole bar, with the head's slots as
 * the builds to measure (existing slots keep their ids; new ones come in without a baseline).
 * Judges come from the base: the judge is part of the grader, not of what is measured.
 */
export function measuredConfig(base: Config, head: Config): Config {
  const judgeIds = new Set(base.grader.kind === 'llm_judge' ? [base.grader.judge] : []);
  const judges = base.models.filter((m) => judgeIds.has(m.id));
  const measured = head.models.filter((m) => !judgeIds.has(m.id));
  return { ...base, models: [...measured, ...judges] };
}
