import { canonicalJson } from './canonical.js';
import type { Config } from './config/schema.js';
import { subjectGroups, type SubjectGroups } from './groups/subjects.js';
import type { ItemOutcome, Protocol, RunRecord, Serving } from './record.js';
import {
  bootstrapDelta,
  minDetectableDrop,
  minFlipsForSignificance,
  pairedMcNemar,
} from './stats.js';

export type Verdict =
  | 'pass'
  | 'regressed'
  | 'within-noise'
  | 'incomparable'
  | 'no-baseline'
  | 'errored'
  | 'frozen'
  /** The pull request changes the bar without an approved freeze. */
  | 'bar-changed'
  /** A slot with a baseline at the base is not measured by the pull request. */
  | 'missing';

export interface ProtocolDifference {
  part: string;
  old: unknown;
  new: unknown;
}

export interface ModelDiff {
  model: string;
  build: string | null;
  /** Answers of the run that came from the response cache instead of a request (absent: none measured). */
  cached?: number;
  verdict: Verdict;
  /** One sentence: why this verdict. */
  reason: string;
  score: number | null;
  std: number;
  baseline: number | null;
  baseline_build: string | null;
  /** score - baseline, in points. */
  delta: number | null;
  /** Seeded bootstrap 95% interval of delta, in points. */
  ci: { low: number; high: number } | null;
  /** Exact McNemar test on the items that flipped. */
  p_value: number | null;
  /**
   * The smallest drop, in points, that the exact McNemar test at gate.alpha detects with 80% power
   * on this slice (stats.ts, minDetectableDrop): with a comparable baseline, at the rate of flips
   * observed against it; otherwise at no flips, the most the slice could see. null when nothing
   * was measured, or when no drop reaches 80% power (fewer items than `min_flips`, or every item
   * flipped).
   */
  min_detectable_drop: number | null;
  /** The fewest one-way flips for which the exact McNemar test gives p < gate.alpha. */
  min_flips: number | null;
  flips: { regressed: (string | number)[]; fixed: (string | number)[] };
  /** Names of the protocol parts that differ from the baseline's. */
  differs: string[];
  differences: ProtocolDifference[];
  n: number;
  repeats: number;
  errors: number;
  error_rate: number;
  claimed: number | null;
  delta_vs_claimed: number | null;
  /**
   * The declared serving side (`models[].serving`) that differs from the baseline's, key by key
   * (`precision: bf16 → fp16`); absent when nothing differs or there is no baseline. A property
   * of the build, named beside the verdict; it does not make the run incomparable.
   */
  serving_changed?: string[];
  protocol_id: string;
  run_id: string;
  baseline_run_id: string | null;
  /** Per subject and per MMLU category, when the items span two subjects or more. */
  groups?: SubjectGroups;
  /**
   * false when the run or its baseline has no per-item outcomes (an import without samples):
   * then Δ comes from the aggregates alone and there is no p-value, interval or flips.
   */
  paired?: false;
}

/** What every report says of a comparison without per-item outcomes. */
export const NO_ITEM_DATA = 'no per-item data: paired statistics unavailable';

type Gate = Config['gate'];

/** The protocol parts users reason about, in the order a report lists them. */
const PARTS: [string, (p: Protocol) => unknown][] = [
  ['fingerprint', (p) => p.fingerprint],
  ['slice', (p) => p.slice],
  ['wash', (p) => p.wash],
  ['template', (p) => ({ mode: p.template.mode, hash: p.template.hash })],
  // Shown whole (source, sampler, grouping), compared as the id compares it: k and the hash.
  ['few-shot', (p) => p.fewshot],
  // A judge's endpoint, model and decoding: named on its own, so a swapped judge says so.
  ['grader', (p) => withoutJudge(p.grader)],
  ['judge', (p) => p.grader.judge ?? null],
  // A reasoning model's effort or thinking budget: named on its own, as users change it alone.
  ['decoding', (p) => withoutReasoning(p.decoding)],
  ['reasoning', (p) => p.decoding.reasoning ?? null],
  // The endpoint its requests go to, where it is not chat's or completions' (api: responses).
  ['api', (p) => p.decoding.api ?? null],
  ['repeats', (p) => p.repeats],
  ['prompts', (p) => p.prompts ?? null],
  ['output', (p) => p.output ?? 'generate'],
  ['harness protocol version', (p) => p.harness.protocol_version],
  // Imports: evalgate never equals lm-eval unless proven, and lm-eval tasks name their parts.
  ['runner', (p) => p.harness.name],
  [
    'task',
    (p) =>
      p.lm_eval
        ? {
            name: p.lm_eval.task,
            version: p.lm_eval.task_version,
            ...(p.lm_eval.subtasks ? { subtasks: p.lm_eval.subtasks } : {}),
          }
        : null,
  ],
  ['task hash', (p) => p.lm_eval?.task_hash ?? null],
  ['limit', (p) => p.lm_eval?.limit ?? null],
  ['task config', (p) => p.lm_eval?.config ?? null],
];

/** The decoding without the parts named on their own (reasoning, api). */
function withoutReasoning(decoding: Protocol['decoding']): Protocol['decoding'] {
  if (!('reasoning' in decoding) && !('api' in decoding)) return decoding;
  return Object.fromEntries(
    Object.entries(decoding).filter(([key]) => key !== 'reasoning' && key !== 'api'),
  );
}

function withoutJudge(grader: Protocol['grader']): Protocol['grader'] {
  if (!('judge' in grader) || typeof grader.judge !== 'object') return grader;
  return Object.fromEntries(Object.entries(grader).filter(([key]) => key !== 'judge'));
}

const SHAPES_PROMPTS = new Set(['fingerprint', 'slice', 'wash', 'template', 'few-shot']);

function fewshotKey(value: unknown): string {
  const { k, hash } = value as Protocol['fewshot'];
  return canonicalJson({ k, hash });
}

export function protocolDifferences(baseline: Protocol, run: Protocol): ProtocolDifference[] {
  const out: ProtocolDifference[] = [];
  for (const [part, pick] of PARTS) {
    const a = pick(baseline);
    const b = pick(run);
    const key = part === 'few-shot' ? fewshotKey : canonicalJson;
    if (key(a) !== key(b)) out.push({ part, old: a, new: b });
  }
  // The prompts follow from the parts that shape them; listed alone they name what those do not
  // cover (a row field the templates read outside the fingerprint, such as a subject).
  const shaping = out.some((d) => SHAPES_PROMPTS.has(d.part));
  return shaping ? out.filter((d) => d.part !== 'prompts') : out;
}

/**
 * When the grader part differs only in its `rules_version`, the config did not change: this
 * evalgate reads responses by newer rules than the one that graded the baseline. Says so, and how
 * to freeze a baseline graded by the new rules; '' otherwise.
 */
function rulesChangeNote(differences: readonly ProtocolDifference[]): string {
  const grader = differences.find((d) => d.part === 'grader');
  if (grader === undefined || !isObject(grader.old) || !isObject(grader.new)) return '';
  const { rules_version: from, ...before } = grader.old;
  const { rules_version: to, ...after } = grader.new;
  if (from === to || canonicalJson(before) !== canonicalJson(after)) return '';
  const version = (v: unknown) => (v === undefined ? 'no version' : `version ${String(v)}`);
  const kind = typeof after.kind === 'string' ? `${after.kind} ` : '';
  return `; the ${kind}grader's rules changed from ${version(from)} to ${version(to)} (this evalgate reads responses differently from the one that graded the baseline), so freeze a new baseline: rerun \`evalgate run\`, then \`evalgate freeze --config FILE --run RUN\` with the new run record, or in the Action apply the freeze label to the pull request`;
}

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** Per-item mean score over repeats; errored attempts are left out, all-errored items are absent. */
function perItem(items: readonly ItemOutcome[]): Map<string, number> {
  const sums = new Map<string, { total: number; count: number }>();
  for (const item of items) {
    if (item.score === null) continue;
    const key = typeof item.id === 'number' ? `#${item.id}` : `s${item.id}`;
    const entry = sums.get(key) ?? { total: 0, count: 0 };
    entry.total += item.score;
    entry.count++;
    sums.set(key, entry);
  }
  return new Map([...sums].map(([key, { total, count }]) => [key, total / count]));
}

function idOf(key: string): string | number {
  return key.startsWith('#') ? Number(key.slice(1)) : key.slice(1);
}

const round = (x: number) => Math.round(x * 1e9) / 1e9;

const SERVING_KEYS = ['hardware', 'precision', 'engine', 'batch_size'] as const;

/** Each declared serving key whose value differs from the baseline's ("not declared" for none). */
export function servingChanged(
  run: Serving | undefined,
  baseline: Serving | undefined,
  hasBaseline: boolean,
): { serving_changed?: string[] } {
  if (!hasBaseline) return {};
  const shown = (v: string | number | undefined) => (v === undefined ? 'not declared' : String(v));
  const changed = SERVING_KEYS.filter((k) => run?.[k] !== baseline?.[k]).map(
    (k) => `${k}: ${shown(baseline?.[k])} → ${shown(run?.[k])}`,
  );
  return changed.length ? { serving_changed: changed } : {};
}

export function diffRun(run: RunRecord, baseline: RunRecord | undefined, gate: Gate): ModelDiff {
  const a = run.aggregates;
  const claimed = run.model.claimed;
  const common = {
    model: run.model.id,
    build: run.model.build.model ?? run.model.requested,
    score: a.score,
    std: a.std,
    n: a.n,
    repeats: run.protocol.repeats,
    errors: a.errors,
    error_rate: a.error_rate,
    claimed,
    delta_vs_claimed: claimed !== null && a.score !== null ? round(a.score - claimed) : null,
    protocol_id: run.protocol_id,
    run_id: run.run_id,
    min_flips: minFlipsForSignificance(gate.alpha),
    cached: run.usage.cached,
    ...servingChanged(run.model.serving, baseline?.model.serving, baseline !== undefined),
  };
  const scoresOnly = () => withGroups(subjectGroups(run, undefined, undefined));
  const empty = {
    baseline: null,
    baseline_build: null,
    delta: null,
    ci: null,
    p_value: null,
    flips: { regressed: [], fixed: [] },
    differs: [],
    differences: [],
    baseline_run_id: null,
  };
  const floor = a.score !== null ? finite(minDetectableDrop({ n: a.n, alpha: gate.alpha })) : null;

  if (run.incomplete || a.error_rate > gate.max_error_rate || a.score === null) {
    const why = run.incomplete
      ? `the run is incomplete (${run.incomplete.remaining} items not done): ${run.incomplete.reason}`
      : `${a.errors} of ${a.n * run.protocol.repeats} requests errored (${pct(a.error_rate)}, above gate.max_error_rate ${pct(gate.max_error_rate)})`;
    return {
      ...common,
      ...empty,
      ...baselineInfo(baseline),
      ...scoresOnly(),
      verdict: 'errored',
      reason: why,
      min_detectable_drop: floor,
    };
  }
  if (!baseline) {
    return {
      ...common,
      ...empty,
      ...scoresOnly(),
      verdict: 'no-baseline',
      reason:
        'no baseline is frozen for this model entry yet; `evalgate freeze --config <config>` after a run makes one (in a workflow: the freeze label, or a dispatched freeze)',
      min_detectable_drop: floor,
    };
  }
  if (baseline.protocol_id !== run.protocol_id) {
    const differences = protocolDifferences(baseline.protocol, run.protocol);
    const differs = differences.map((d) => d.part);
    return {
      ...common,
      ...empty,
      ...baselineInfo(baseline),
      differs,
      differences,
      ...scoresOnly(),
      verdict: 'incomparable',
      reason: `the protocol differs from the baseline's (${differs.join(', ') || 'protocol id'}): scores under different protocols are not comparable${baseline.protocol.prompts === undefined ? '; the baseline comes from an earlier evalgate that did not record a digest of its prompts, so freeze it again once' : ''}${rulesChangeNote(differences)}`,
      min_detectable_drop: floor,
    };
  }

  const before = perItem(baseline.items);
  const after = perItem(run.items);
  const pairs: [number, number][] = [];
  const regressed: (string | number)[] = [];
  const fixed: (string | number)[] = [];
  for (const [key, old] of before) {
    const now = after.get(key);
    if (now === undefined) continue;
    pairs.push([old, now]);
    const wasRight = old >= 0.5;
    const isRight = now >= 0.5;
    if (wasRight && !isRight) regressed.push(idOf(key));
    else if (!wasRight && isRight) fixed.push(idOf(key));
  }
  const delta = round(a.score - baseline.aggregates.score!);
  const unpaired = run.items.length === 0 || baseline.items.length === 0;
  const pValue = unpaired ? NaN : pairedMcNemar(regressed.length, fixed.length).pValue;
  const ci = pairs.length ? bootstrapDelta(pairs, { seed: 0 }) : null;
  const mdd = finite(
    minDetectableDrop({
      n: pairs.length || a.n,
      discordantRate: pairs.length ? (regressed.length + fixed.length) / pairs.length : 0,
      alpha: gate.alpha,
    }),
  );
  let verdict: Verdict = 'pass';
  let reason = `Δ ${signed(delta)} is above the ${signed(-gate.max_drop)}-point threshold`;
  if (delta <= -gate.max_drop) {
    if (gate.significance === 'require' && !(pValue < gate.alpha)) {
      verdict = 'within-noise';
      reason = unpaired
        ? `Δ ${signed(delta)} reaches the threshold, but without per-item data no paired test can show it below alpha ${gate.alpha}`
        : `Δ ${signed(delta)} reaches the threshold, but McNemar p = ${pValue.toPrecision(3)} is not below alpha ${gate.alpha}`;
    } else {
      verdict = 'regressed';
      reason = `Δ ${signed(delta)} reaches the ${signed(-gate.max_drop)}-point threshold`;
    }
  }
  return {
    ...common,
    ...baselineInfo(baseline),
    delta,
    ci: ci ? { low: ci.low, high: ci.high } : null,
    p_value: unpaired ? null : pValue,
    min_detectable_drop: mdd,
    flips: { regressed: sortIds(regressed), fixed: sortIds(fixed) },
    differs: [],
    differences: [],
    ...withGroups(subjectGroups(run, baseline, { before, after, regressed, fixed })),
    verdict,
    reason: unpaired ? `${reason}; ${NO_ITEM_DATA}` : reason,
    ...(unpaired ? { paired: false as const } : {}),
  };
}

/** The groups key only when there are groups, so one-subject suites print what they always did. */
function withGroups(groups: SubjectGroups | undefined): { groups?: SubjectGroups } {
  return groups ? { groups } : {};
}

/** A slot that has a baseline at the base but that the pull request does not measure. */
export function missingDiff(baseline: RunRecord): ModelDiff {
  const info = baselineInfo(baseline);
  return {
    model: baseline.model.id,
    build: null,
    verdict: 'missing',
    reason:
      'this slot has a baseline at the base commit but is not measured here (removed or renamed); a pull request cannot drop a gated slot without an approved freeze',
    score: null,
    std: 0,
    ...info,
    delta: null,
    ci: null,
    p_value: null,
    min_detectable_drop: null,
    min_flips: null,
    flips: { regressed: [], fixed: [] },
    differs: [],
    differences: [],
    n: 0,
    repeats: baseline.protocol.repeats,
    errors: 0,
    error_rate: 0,
    claimed: null,
    delta_vs_claimed: null,
    protocol_id: baseline.protocol_id,
    run_id: '',
  };
}

/** Infinity (no drop can be significant on this slice) is reported as null beside `min_flips`. */
function finite(value: number): number | null {
  return Number.isFinite(value) ? value : null;
}

function baselineInfo(baseline: RunRecord | undefined) {
  return {
    baseline: baseline?.aggregates.score ?? null,
    baseline_build: baseline ? (baseline.model.build.model ?? baseline.model.requested) : null,
    baseline_run_id: baseline?.run_id ?? null,
  };
}

function sortIds(ids: (string | number)[]): (string | number)[] {
  return ids.sort((x, y) =>
    typeof x === 'number' && typeof y === 'number' ? x - y : String(x).localeCompare(String(y)),
  );
}

/** Worst first: the overall verdict is the worst of the models'. */
const SEVERITY: Verdict[] = [
  'bar-changed',
  'missing',
  'regressed',
  'errored',
  'incomparable',
  'within-noise',
  'no-baseline',
  'frozen',
  'pass',
];

export function overallVerdict(diffs: readonly { verdict: Verdict }[]): Verdict {
  let worst: Verdict = 'pass';
  for (const d of diffs)
    if (SEVERITY.indexOf(d.verdict) < SEVERITY.indexOf(worst)) worst = d.verdict;
  return worst;
}

/** Whether the check fails: regressed and errored always; incomparable and no-baseline by config. */
export function gateFails(diffs: readonly { verdict: Verdict }[], gate: Gate): boolean {
  return diffs.some(
    (d) =>
      d.verdict === 'regressed' ||
      d.verdict === 'errored' ||
      d.verdict === 'missing' ||
      d.verdict === 'bar-changed' ||
      (d.verdict === 'incomparable' && gate.on_incomparable === 'fail') ||
      (d.verdict === 'no-baseline' && gate.on_no_baseline === 'fail'),
  );
}

export function signed(x: number): string {
  const text = Math.abs(x) < 0.05 ? '0.0' : Math.abs(x).toFixed(1);
  return x < 0 && text !== '0.0' ? `-${text}` : `+${text}`;
}

function pct(x: number): string {
  return `${(x * 100).toFixed(1)}%`;
}
