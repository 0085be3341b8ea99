import { sha256Hex } from './canonical.js';
import { InputError } from './errors.js';
import { subjectAggregates } from './groups/subjects.js';
import { aggregate, type ItemOutcome, type RunRecord } from './record.js';

/**
 * Shards: one run of a slice split across jobs. Shard I of N measures the slice positions p with
 * p mod N = I - 1 (round-robin over slice order), so which items a shard holds depends only on the
 * slice, never on timing. Each shard writes a partial record; `mergeShards` joins them into the
 * record an unsharded run would have written.
 */
export interface ShardSpec {
  /** 1-based. */
  index: number;
  count: number;
}

export type ShardPart = NonNullable<RunRecord['shard']>;

/** Parses `I/N` (`where` names the flag or input in errors). */
export function parseShard(text: string, where: string): ShardSpec {
  const match = /^\s*(\d+)\s*\/\s*(\d+)\s*$/.exec(text);
  const index = match ? Number(match[1]) : NaN;
  const count = match ? Number(match[2]) : NaN;
  if (!match || count < 1 || index < 1 || index > count) {
    throw new InputError(
      `${where}: expected I/N with 1 <= I <= N (this job's shard of N, e.g. 2/4), found ${JSON.stringify(text)}`,
    );
  }
  return { index, count };
}

/** The items of shard `spec`, in slice order. */
export function shardItems<T>(items: readonly T[], spec: ShardSpec): T[] {
  return items.filter((_, position) => position % spec.count === spec.index - 1);
}

export function shardName(shard: Pick<ShardPart, 'index' | 'count'>): string {
  return `shard ${shard.index}/${shard.count}`;
}

/** A partial record stands for part of a slice: freezing or gating it as a whole run is refused. */
export function assertWhole(record: RunRecord, where: string, doing: string): void {
  if (!record.shard) return;
  throw new InputError(
    `${where}: refusing to ${doing} a partial run record (${shardName(record.shard)} of suite "${record.suite}", protocol ${record.protocol_id.slice(0, 12)}, ${record.shard.ids.length} of ${record.shard.slice_items} items); join the shards first with \`evalgate merge --run FILE...\` and use the merged record`,
  );
}

export interface ShardFile {
  file: string;
  record: RunRecord;
}

/** Numeric and string ids stay distinct: 7 and "7" are different items. */
const keyOf = (id: string | number) => (typeof id === 'number' ? `#${id}` : `s${id}`);

/**
 * Joins the partial records of one run (one suite, protocol and build) into one run record.
 * Refuses a record that is not partial, a foreign shard (another suite or protocol), another
 * build, another shard count, a shard given twice, an item in two shards, and missing shards.
 */
export function mergeShards(files: readonly ShardFile[]): RunRecord {
  if (files.length === 0) throw new InputError('merge: expected at least one partial run record');
  const parts = files.map(({ file, record }) => {
    if (!record.shard) {
      throw new InputError(
        `${file}: not a partial run record (it has no "shard"); merge joins the records \`evalgate run --shard I/N\` writes`,
      );
    }
    return { file, record, shard: record.shard };
  });
  const ref = parts[0]!;
  for (const part of parts.slice(1)) checkSameRun(ref, part);

  const byIndex = new Map<number, (typeof parts)[number]>();
  for (const part of parts) {
    const twin = byIndex.get(part.shard.index);
    if (twin) {
      throw new InputError(
        `${shardName(part.shard)} is given twice: ${twin.file} and ${part.file}; pass each shard once`,
      );
    }
    byIndex.set(part.shard.index, part);
  }
  const count = ref.shard.count;
  const missing = Array.from({ length: count }, (_, i) => i + 1).filter((i) => !byIndex.has(i));
  if (missing.length) {
    const names = missing.map((i) => `${i}/${count}`);
    throw new InputError(
      `${missing.length === 1 ? `shard ${names[0]} is missing` : `shards ${names.join(', ')} are missing`}: a merged record must cover the whole slice; got ${[
        ...byIndex.keys(),
      ]
        .sort((a, b) => a - b)
        .map((i) => `${i}/${count}`)
        .join(', ')} (from ${files.map((f) => f.file).join(', ')})`,
    );
  }
  const ordered = [...byIndex.values()].sort((a, b) => a.shard.index - b.shard.index);

  // Slice position of each id: shard I's k-th item sits at position k * N + I - 1.
  const sliceItems = ref.shard.slice_items;
  const position = new Map<string, { at: number; file: string }>();
  for (const part of ordered) {
    const expected = Math.max(0, Math.ceil((sliceItems - (part.shard.index - 1)) / count));
    if (part.shard.ids.length !== expected) {
      throw new InputError(
        `${part.file}: ${shardName(part.shard)} of a ${sliceItems}-item slice holds ${expected} items, but the record lists ${part.shard.ids.length}`,
      );
    }
    part.shard.ids.forEach((id, k) => {
      const key = keyOf(id);
      const other = position.get(key);
      if (other) {
        throw new InputError(
          `${part.file}: item ${JSON.stringify(id)} is also in ${other.file}: the shards overlap`,
        );
      }
      position.set(key, { at: k * count + part.shard.index - 1, file: part.file });
    });
  }
  const items: { item: ItemOutcome; at: number }[] = [];
  for (const part of ordered) {
    for (const item of part.record.items) {
      const at = position.get(keyOf(item.id));
      if (!at || at.file !== part.file) {
        throw new InputError(
          `${part.file}: item ${JSON.stringify(item.id)} is not one of the ids of ${shardName(part.shard)}; the record is corrupt`,
        );
      }
      items.push({ item, at: at.at });
    }
  }
  // The unsharded order: repeat by repeat, each in slice order.
  items.sort((a, b) => a.item.repeat - b.item.repeat || a.at - b.at);
  const merged = items.map((i) => i.item);
  const repeats = ref.record.protocol.repeats;
  const records = ordered.map((p) => p.record);
  const earliest = [...records].sort((a, b) =>
    a.environment.started_at.localeCompare(b.environment.started_at),
  )[0]!;
  const whole: RunRecord = { ...ref.record };
  delete whole.shard;
  return {
    ...whole,
    run_id: mergedRunId(earliest.environment.started_at, records),
    model: { ...ref.record.model, ...mergedBuilds(records) },
    items: merged,
    aggregates: {
      ...aggregate(merged, repeats, sliceItems),
      ...subjectAggregates(merged, repeats),
    },
    usage: mergedUsage(records),
    incomplete: mergedIncomplete(records),
    environment: {
      ...earliest.environment,
      ended_at: records.map((r) => r.environment.ended_at).reduce((a, b) => (b > a ? b : a)),
    },
  };
}

function checkSameRun(
  ref: ShardFile & { shard: ShardPart },
  part: ShardFile & { shard: ShardPart },
): void {
  const a = ref.record;
  const b = part.record;
  if (a.suite !== b.suite || a.protocol_id !== b.protocol_id) {
    throw new InputError(
      `${part.file}: foreign shard: it is ${shardName(part.shard)} of suite "${b.suite}", protocol ${b.protocol_id.slice(0, 12)}, but ${ref.file} is of suite "${a.suite}", protocol ${a.protocol_id.slice(0, 12)}; merge only the shards of one run`,
    );
  }
  const build = (r: RunRecord) =>
    `model "${r.model.id}" (provider ${r.model.provider}, requested ${JSON.stringify(r.model.requested)})`;
  if (build(a) !== build(b)) {
    throw new InputError(
      `${part.file}: ${build(b)}, but ${ref.file} has ${build(a)}: the shards of one run measure one build; merge each model's shards on their own`,
    );
  }
  if (a.shard!.count !== b.shard!.count || a.shard!.slice_items !== b.shard!.slice_items) {
    throw new InputError(
      `${part.file}: ${shardName(part.shard)} of ${part.shard.slice_items} items, but ${ref.file} is ${shardName(ref.shard)} of ${ref.shard.slice_items} items: the shards of one run share N and the slice`,
    );
  }
}

function mergedBuilds(records: readonly RunRecord[]) {
  const counts = new Map<
    string,
    { model: string | null; system_fingerprint: string | null; count: number }
  >();
  for (const record of records) {
    for (const seen of record.model.builds_seen) {
      const key = `${seen.model}\u0000${seen.system_fingerprint}`;
      const known = counts.get(key);
      if (known) known.count += seen.count;
      else counts.set(key, { ...seen });
    }
  }
  const buildsSeen = [...counts.values()].sort((a, b) => b.count - a.count);
  const top = buildsSeen[0];
  return {
    build: { model: top?.model ?? null, system_fingerprint: top?.system_fingerprint ?? null },
    builds_seen: buildsSeen,
  };
}

function mergedUsage(records: readonly RunRecord[]): RunRecord['usage'] {
  const sum = (pick: (u: RunRecord['usage']) => number) =>
    records.reduce((total, r) => total + pick(r.usage), 0);
  const costs = records.map((r) => r.usage.cost_usd).filter((c): c is number => c !== null);
  const reasoning = records.some((r) => r.usage.reasoning_tokens !== undefined);
  return {
    requests: sum((u) => u.requests),
    cached: sum((u) => u.cached),
    input_tokens: sum((u) => u.input_tokens),
    output_tokens: sum((u) => u.output_tokens),
    ...(reasoning ? { reasoning_tokens: sum((u) => u.reasoning_tokens ?? 0) } : {}),
    cost_usd: costs.length ? Math.round(costs.reduce((a, b) => a + b, 0) * 1e6) / 1e6 : null,
  };
}

function mergedIncomplete(records: readonly RunRecord[]): RunRecord['incomplete'] {
  const stopped = records.filter((r) => r.incomplete);
  if (stopped.length === 0) return null;
  return {
    reason: stopped.map((r) => `${shardName(r.shard!)}: ${r.incomplete!.reason}`).join('; '),
    remaining: stopped.reduce((total, r) => total + r.incomplete!.remaining, 0),
  };
}

/**
 * Sorts with the earliest shard's start; the suffix comes from the shards' run ids, so merging the
 * same shards twice gives the same record (and the history stores it once).
 */
function mergedRunId(startedAt: string, records: readonly RunRecord[]): string {
  const stamp = startedAt.replace(/[-:.]/g, '');
  const suffix = sha256Hex(
    records
      .map((r) => r.run_id)
      .sort()
      .join('\n'),
  ).slice(0, 6);
  return `${stamp}-${suffix}`;
}
