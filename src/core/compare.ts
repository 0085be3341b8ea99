import type { Config } from './config/schema.js';
import { InputError } from './errors.js';
import { protocolDifferences } from './diff.js';
import type { ItemOutcome, RunRecord } from './record.js';
import { holmAdjust, pairedMcNemar, Xoshiro128StarStar } from './stats.js';

/**
 * Choosing among candidates: several model entries measured on one slice under one measurement
 * program, compared pair by pair on the items all of them measured. Every pair gets its paired
 * difference, the exact McNemar p-value, the Holm-adjusted p over all pairs and a paired bootstrap
 * interval; the top group is the models no other model beats at `alpha` after Holm; letters show
 * which models cannot be told apart; cost and latency say what each one takes.
 */

/** How a candidate's requests are priced (the config's `models[].price`, per million tokens). */
export interface Price {
  input_per_mtok: number;
  output_per_mtok: number;
}

export interface CompareOptions {
  alpha: number;
  /** Per model id, the configured price; a model without one has no cost. */
  prices?: Readonly<Record<string, Price | undefined>>;
  /** Seed of the bootstrap: the same records give the same intervals. */
  seed?: number;
  resamples?: number;
}

export interface Interval {
  low: number;
  high: number;
}

export interface ComparedModel {
  model: string;
  build: string | null;
  /** On the common items, in points. */
  score: number;
  ci: Interval;
  claimed: number | null;
  delta_vs_claimed: number | null;
  cost_usd: number | null;
  latency_ms: { p50: number | null; p95: number | null };
  /** Letters shared by models that no test tells apart (a, b, ...). */
  group: string;
  rank: number;
  run_id: string;
  protocol_id: string;
}

export interface ComparedPair {
  a: string;
  b: string;
  /** score(a) - score(b) on the common items, in points. */
  delta: number;
  /** Items a got right and b wrong, and the reverse. */
  only_a: number;
  only_b: number;
  p_value: number;
  p_holm: number;
  ci: Interval;
}

export interface GroupLeader {
  name: string;
  category: string | null;
  n: number;
  leader: string;
  runner_up: string | null;
  delta: number | null;
  p_value: number | null;
  p_holm: number | null;
}

export interface Comparison {
  suite: string;
  protocol_id: string;
  alpha: number;
  /** Items every model measured (with a graded answer), the set all figures are computed on. */
  common_items: number;
  /** Per model, the items it measured that some other model did not. */
  excluded: { model: string; items: number }[];
  /** Best first. */
  models: ComparedModel[];
  pairs: ComparedPair[];
  top: string[];
  cheapest_top: string | null;
  subjects: GroupLeader[];
  categories: GroupLeader[];
}

const itemKey = (id: string | number) => (typeof id === 'number' ? `#${id}` : `s${id}`);

/** Per-item mean score over repeats (errored answers left out), with each item's subject. */
function perItem(items: readonly ItemOutcome[]) {
  const sums = new Map<string, { total: number; count: number; subject: string | null }>();
  for (const item of items) {
    if (item.score === null) continue;
    const key = itemKey(item.id);
    const entry = sums.get(key) ?? { total: 0, count: 0, subject: item.subject ?? null };
    entry.total += item.score;
    entry.count++;
    sums.set(key, entry);
  }
  return sums;
}

function percentile(sorted: readonly number[], q: number): number | null {
  if (!sorted.length) return null;
  const at = (sorted.length - 1) * q;
  const lo = Math.floor(at);
  const hi = Math.ceil(at);
  return sorted[lo]! + (sorted[hi]! - sorted[lo]!) * (at - lo);
}

const round = (x: number) => Math.round(x * 1e9) / 1e9;

/** The parts of a protocol that are how one candidate is asked (its decoding, reasoning, API). */
const SLOT_PARTS = new Set(['decoding', 'reasoning', 'api']);

/** Refuses records that cannot be compared: other suites, slices or measurement programs, partials. */
function checkComparable(records: readonly RunRecord[]): void {
  if (records.length < 2) {
    throw new InputError(
      `compare: expected the runs of at least two model entries, found ${records.length}`,
      ['run `evalgate run` for every model entry first, or pass their records with --run'],
    );
  }
  const first = records[0]!;
  const seen = new Set<string>();
  for (const record of records) {
    if (record.shard) {
      throw new InputError(
        `compare: the run ${record.run_id} of ${record.model.id} is a partial record (shard ${record.shard.index}/${record.shard.count}); merge the shards first (evalgate merge)`,
      );
    }
    if (seen.has(record.model.id)) {
      throw new InputError(
        `compare: two runs of model entry ${record.model.id}; give one run per model entry`,
      );
    }
    seen.add(record.model.id);
    if (record.suite !== first.suite) {
      throw new InputError(
        `compare: the runs belong to different suites: ${first.model.id} to ${first.suite}, ${record.model.id} to ${record.suite}`,
      );
    }
    const differs = protocolDifferences(first.protocol, record.protocol).filter(
      (d) => !SLOT_PARTS.has(d.part),
    );
    if (differs.length) {
      throw new InputError(
        `compare: ${record.model.id} was measured under another protocol than ${first.model.id} (${differs.map((d) => d.part).join(', ')} differ${differs.length === 1 ? 's' : ''}): scores under different protocols are not comparable`,
        differs.map(
          (d) =>
            `${d.part}: ${JSON.stringify(d.old)} (${first.model.id}) vs ${JSON.stringify(d.new)} (${record.model.id})`,
        ),
      );
    }
  }
}

/**
 * A draw from Binomial(n, p) by inversion, walking outward from the mode (about sqrt(n p (1-p))
 * steps), so a bootstrap over a few counts costs nothing next to one over items.
 */
function binomial(rng: Xoshiro128StarStar, n: number, p: number): number {
  if (n === 0 || p <= 0) return 0;
  if (p >= 1) return n;
  const q = 1 - p;
  const mode = Math.min(n, Math.floor((n + 1) * p));
  const pmfMode = Math.exp(
    logFactorial(n) -
      logFactorial(mode) -
      logFactorial(n - mode) +
      mode * Math.log(p) +
      (n - mode) * Math.log(q),
  );
  let u = (rng.nextUint32() + 0.5) / 4294967296;
  u -= pmfMode;
  if (u <= 0) return mode;
  let up = mode;
  let pUp = pmfMode;
  let down = mode;
  let pDown = pmfMode;
  const ratio = p / q;
  for (;;) {
    if (up < n) {
      pUp *= ((n - up) / (up + 1)) * ratio;
      up++;
      u -= pUp;
      if (u <= 0) return up;
    }
    if (down > 0) {
      pDown *= down / (n - down + 1) / ratio;
      down--;
      u -= pDown;
      if (u <= 0) return down;
    }
    // Rounding left a sliver of probability unassigned: the mode takes it.
    if (up >= n && down <= 0) return mode;
  }
}

const LOG_FACTORIALS: number[] = [0];
function logFactorial(n: number): number {
  for (let i = LOG_FACTORIALS.length; i <= n; i++)
    LOG_FACTORIALS[i] = LOG_FACTORIALS[i - 1]! + Math.log(i);
  return LOG_FACTORIALS[n]!;
}

/**
 * Paired bootstrap interval of Δ = (c - b) / n in points, where b items went right → wrong and c
 * wrong → right out of n. With one 0/1 answer per item, resampling n items with replacement draws
 * the four right/wrong cells from a multinomial with the observed proportions; only the two
 * discordant cells move Δ, so each resample is two binomial draws instead of n item draws.
 */
export function cellBootstrap(
  n: number,
  b: number,
  c: number,
  options: { seed?: number; resamples?: number; confidence?: number } = {},
): Interval {
  const resamples = options.resamples ?? 10_000;
  const confidence = options.confidence ?? 0.95;
  const rng = Xoshiro128StarStar.fromSeed(options.seed ?? 0);
  const deltas = new Float64Array(resamples);
  const pb = b / n;
  const pcGivenNotB = b === n ? 0 : c / (n - b);
  for (let r = 0; r < resamples; r++) {
    const nb = binomial(rng, n, pb);
    const nc = binomial(rng, n - nb, pcGivenNotB);
    deltas[r] = ((nc - nb) / n) * 100;
  }
  deltas.sort();
  const tail = (1 - confidence) / 2;
  const at = (q: number) => {
    const pos = (resamples - 1) * q;
    const lo = Math.floor(pos);
    const hi = Math.ceil(pos);
    return deltas[lo]! + (deltas[hi]! - deltas[lo]!) * (pos - lo);
  };
  return { low: round(at(tail)), high: round(at(1 - tail)) };
}

/** The comparison of the given runs, one per model entry, of one suite and protocol. */
export function compareRuns(records: readonly RunRecord[], options: CompareOptions): Comparison {
  checkComparable(records);
  const maps = records.map((r) => perItem(r.items));
  // The items all of them measured: the only set on which every pair is paired alike.
  const common = [...maps[0]!.keys()].filter((key) => maps.every((m) => m.has(key)));
  if (!common.length) {
    throw new InputError('compare: the runs have no graded item in common; nothing to compare');
  }
  const commonSet = new Set(common);
  const n = common.length;
  const seed = options.seed ?? 0;
  const resamples = options.resamples ?? 10_000;
  // Right (1) or not per model and common item; a mean over repeats counts as right from 0.5 up,
  // as diff counts flips.
  const right = maps.map((m) => {
    const row = new Uint8Array(n);
    common.forEach((key, i) => (row[i] = m.get(key)!.total / m.get(key)!.count >= 0.5 ? 1 : 0));
    return row;
  });
  const means = maps.map((m) => {
    let sum = 0;
    for (const key of common) sum += m.get(key)!.total / m.get(key)!.count;
    return (sum / n) * 100;
  });

  const models = records.map((record, i) => {
    const items = record.items.filter((it) => commonSet.has(itemKey(it.id)));
    const price = options.prices?.[record.model.id];
    let cost: number | null = record.usage.cost_usd;
    if (price) {
      let input = 0;
      let output = 0;
      for (const it of record.items) {
        input += it.tokens.input;
        output += it.tokens.output;
      }
      cost = round((input * price.input_per_mtok + output * price.output_per_mtok) / 1e6);
    }
    // Latency of answers measured in this run only: a cached answer's time is not this build's.
    const latencies = items
      .filter((it) => !it.cached && it.error === null)
      .map((it) => it.latency_ms)
      .sort((x, y) => x - y);
    const k = right[i]!.reduce((s, v) => s + v, 0);
    return {
      model: record.model.id,
      build: record.model.build.model ?? record.model.requested,
      score: round(means[i]!),
      // The score's own interval: the bootstrap of one model's proportion, from its counts.
      ci: cellBootstrap(n, n - k, 0, { seed, resamples }),
      claimed: record.model.claimed,
      delta_vs_claimed:
        record.model.claimed === null ? null : round(means[i]! - record.model.claimed),
      cost_usd: cost,
      latency_ms: { p50: percentile(latencies, 0.5), p95: percentile(latencies, 0.95) },
      group: '',
      rank: 0,
      run_id: record.run_id,
      protocol_id: record.protocol_id,
    } satisfies ComparedModel;
  });
  // One model's interval, as points around its score: shift the interval of Δ = score - 100.
  for (const m of models) m.ci = { low: round(100 + m.ci.low), high: round(100 + m.ci.high) };

  const raw: Omit<ComparedPair, 'p_holm'>[] = [];
  for (let i = 0; i < records.length; i++) {
    for (let j = i + 1; j < records.length; j++) {
      let onlyA = 0;
      let onlyB = 0;
      for (let t = 0; t < n; t++) {
        if (right[i]![t]! > right[j]![t]!) onlyA++;
        else if (right[i]![t]! < right[j]![t]!) onlyB++;
      }
      const ci = cellBootstrap(n, onlyB, onlyA, { seed, resamples });
      raw.push({
        a: models[i]!.model,
        b: models[j]!.model,
        delta: round(means[i]! - means[j]!),
        only_a: onlyA,
        only_b: onlyB,
        p_value: pairedMcNemar(onlyA, onlyB).pValue,
        ci,
      });
    }
  }
  const holm = holmAdjust(raw.map((p) => p.p_value));
  const pairs: ComparedPair[] = raw.map((p, i) => ({ ...p, p_holm: holm[i]! }));
  const differs = (a: string, b: string) => {
    const pair = pairs.find((p) => (p.a === a && p.b === b) || (p.a === b && p.b === a))!;
    return pair.p_holm < options.alpha;
  };
  const beats = (winner: string, loser: string) => {
    const pair = pairs.find(
      (p) => (p.a === winner && p.b === loser) || (p.a === loser && p.b === winner),
    )!;
    const winnerAhead = pair.a === winner ? pair.delta > 0 : pair.delta < 0;
    return winnerAhead && pair.p_holm < options.alpha;
  };

  models.sort((x, y) => y.score - x.score || x.model.localeCompare(y.model));
  models.forEach((m, i) => (m.rank = i + 1));
  // Letters: each maximal run of neighbours (best first) that no test tells apart gets one.
  const ranges: [number, number][] = [];
  for (let start = 0; start < models.length; start++) {
    let end = start;
    while (
      end + 1 < models.length &&
      models.slice(start, end + 1).every((m) => !differs(m.model, models[end + 1]!.model))
    )
      end++;
    if (!ranges.some(([s, e]) => s <= start && end <= e)) ranges.push([start, end]);
  }
  ranges.forEach(([s, e], r) => {
    const letter = letterOf(r);
    for (let i = s; i <= e; i++) models[i]!.group += letter;
  });

  const top = models
    .filter((m) => !models.some((o) => o.model !== m.model && beats(o.model, m.model)))
    .map((m) => m.model);
  const priced = models.filter((m) => top.includes(m.model) && m.cost_usd !== null);
  const cheapest = priced.sort((x, y) => x.cost_usd! - y.cost_usd! || y.score - x.score)[0];

  const groupsOf = (kind: 'subjects' | 'categories') =>
    leaders(records, maps, common, kind, options.alpha);
  const excluded = records
    .map((r, i) => ({ model: r.model.id, items: maps[i]!.size - n }))
    .filter((e) => e.items > 0);
  return {
    suite: records[0]!.suite,
    protocol_id: records[0]!.protocol_id,
    alpha: options.alpha,
    common_items: n,
    excluded,
    models,
    pairs,
    top,
    cheapest_top: cheapest?.model ?? null,
    subjects: groupsOf('subjects'),
    categories: groupsOf('categories'),
  };
}

function letterOf(index: number): string {
  let s = '';
  let i = index;
  do {
    s = String.fromCharCode(97 + (i % 26)) + s;
    i = Math.floor(i / 26) - 1;
  } while (i >= 0);
  return s;
}

/**
 * Per subject (or MMLU category): the model with the best score on that group's common items,
 * the runner-up, and the McNemar test between them, Holm-adjusted over the groups.
 */
function leaders(
  records: readonly RunRecord[],
  maps: ReturnType<typeof perItem>[],
  common: readonly string[],
  kind: 'subjects' | 'categories',
  alpha: number,
): GroupLeader[] {
  void alpha;
  const groups = records[0]!.aggregates[kind];
  if (!groups || groups.length < 2) return [];
  const categoryOf = new Map(
    (records[0]!.aggregates.subjects ?? []).map((s) => [s.name, s.category] as const),
  );
  const members = new Map<string, string[]>();
  for (const key of common) {
    const subject = maps[0]!.get(key)!.subject;
    if (subject === null) continue;
    const name = kind === 'subjects' ? subject : categoryOf.get(subject);
    if (!name) continue;
    const list = members.get(name) ?? [];
    list.push(key);
    members.set(name, list);
  }
  const out: Omit<GroupLeader, 'p_holm'>[] = [];
  for (const group of groups) {
    const keys = members.get(group.name);
    if (!keys?.length) continue;
    const scores = maps.map((m) =>
      keys.reduce((s, key) => s + (m.get(key)!.total / m.get(key)!.count >= 0.5 ? 1 : 0), 0),
    );
    const order = records
      .map((_, i) => i)
      .sort(
        (x, y) =>
          scores[y]! - scores[x]! || records[x]!.model.id.localeCompare(records[y]!.model.id),
      );
    const [lead, second] = [order[0]!, order[1]];
    let onlyLead = 0;
    let onlySecond = 0;
    if (second !== undefined) {
      for (const key of keys) {
        const a = maps[lead]!.get(key)!;
        const b = maps[second]!.get(key)!;
        const ra = a.total / a.count >= 0.5;
        const rb = b.total / b.count >= 0.5;
        if (ra && !rb) onlyLead++;
        else if (!ra && rb) onlySecond++;
      }
    }
    out.push({
      name: group.name,
      category: kind === 'subjects' ? (group.category ?? null) : null,
      n: keys.length,
      leader: records[lead]!.model.id,
      runner_up: second === undefined ? null : records[second]!.model.id,
      delta:
        second === undefined
          ? null
          : round(((scores[lead]! - scores[second]!) / keys.length) * 100),
      p_value: second === undefined ? null : pairedMcNemar(onlyLead, onlySecond).pValue,
    });
  }
  const tested = out.filter((g) => g.p_value !== null);
  const adjusted = holmAdjust(tested.map((g) => g.p_value!));
  return out.map((g) => ({
    ...g,
    p_holm: g.p_value === null ? null : adjusted[tested.indexOf(g)]!,
  }));
}

/** The model entries a comparison ranks: every measured slot, the judge excepted. */
export function candidates(config: Config): Config['models'] {
  const judge = config.grader.kind === 'llm_judge' ? config.grader.judge : undefined;
  return config.models.filter((m) => m.id !== judge);
}

/** Each model entry's configured price, by id. */
export function pricesOf(config: Config): Record<string, Price | undefined> {
  return Object.fromEntries(config.models.map((m) => [m.id, m.price]));
}
