import type { Serving } from '../record.js';
import { clip } from './format.js';

/**
 * The protocol card's parts as short markdown sentences: what the grader reads, which rows the
 * wash drops, how the model decodes, where the few-shot examples come from. Records are untrusted
 * (imports, hand edits), so every value is escaped by the caller's `cell` and `code`; unknown keys
 * are listed by name and value rather than dropped.
 */
export interface Escape {
  cell: (text: string) => string;
  code: (text: string) => string;
}

type Part = Record<string, unknown>;

/** A number or boolean as itself; anything else as a clipped code span. */
function scalar(value: unknown, e: Escape): string {
  return typeof value === 'number' || typeof value === 'boolean'
    ? String(value)
    : e.code(clip(value));
}

function rest(part: Part, known: string[], e: Escape): string[] {
  return Object.entries(part)
    .filter(([key, value]) => !known.includes(key) && value !== undefined)
    .map(([key, value]) => `${e.cell(key)} ${scalar(value, e)}`);
}

const TARGET: Record<string, string> = {
  any: 'the answer letter or the choice text',
  letter: 'the answer letter',
  text: 'the choice text',
};

export function graderText(g: Part, e: Escape): string {
  const kind = typeof g.kind === 'string' ? g.kind : 'unknown';
  let rule: string;
  let known = ['kind', 'rules_version'];
  switch (kind) {
    case 'choice':
      rule = `reads the stated answer letter, the ${g.match === 'last' ? 'last' : 'first'} one stated`;
      known = [...known, 'match'];
      break;
    case 'exact_match': {
      const normalizers = Array.isArray(g.normalize) ? g.normalize.map(String) : [];
      const target = typeof g.target === 'string' ? g.target : 'any';
      rule = `the response, normalized by ${normalizers.length ? e.cell(normalizers.join(', ')) : 'nothing'}, must equal ${TARGET[target] ?? e.code(target)}`;
      known = [...known, 'normalize', 'target'];
      break;
    }
    case 'contains':
      rule = `the answer must appear in the response as whole words, ${g.case_sensitive === true ? 'case-sensitive' : 'ignoring case'}`;
      known = [...known, 'case_sensitive'];
      break;
    case 'regex':
      rule = `group ${scalar(g.group ?? 1, e)} of the pattern ${scalar(g.pattern, e)} must equal the answer`;
      known = [...known, 'pattern', 'group'];
      break;
    case 'numeric': {
      // Rules v2 read a stated answer ("The answer is 42", "#### 42") before the last number.
      const stated = typeof g.rules_version === 'number' && g.rules_version >= 2;
      const read = stated
        ? 'the number the response states as its answer (else its last number)'
        : 'the last number in the response';
      rule = `${read} must be within ${scalar(g.tolerance, e)} of the answer`;
      known = [...known, 'tolerance'];
      break;
    }
    case 'llm_judge':
      rule = `the model entry ${scalar(g.judge, e)} judges each response with the prompt ${scalar(g.prompt, e)}`;
      known = [...known, 'judge', 'prompt'];
      break;
    case 'loglikelihood':
      rule =
        g.metric === 'acc_norm'
          ? 'the choice with the largest loglikelihood per character wins (acc_norm)'
          : 'the choice with the largest loglikelihood wins (acc)';
      known = [...known, 'metric'];
      break;
    default:
      rule = 'rules not known to this version of evalgate';
  }
  const extra = rest(g, known, e);
  const version = g.rules_version === undefined ? [] : [`rules v${scalar(g.rules_version, e)}`];
  return [`${e.cell(kind)}: ${rule}`, ...extra, ...version].join(', ');
}

export function washText(w: Part, e: Escape): string {
  const drops: string[] = [];
  const required = Array.isArray(w.require) ? w.require.map(String) : [];
  if (required.length) drops.push(`missing ${e.cell(required.join(' or '))}`);
  if (w.min_choices !== undefined)
    drops.push(`with fewer than ${scalar(w.min_choices, e)} choices`);
  if (w.answer_in_choices === true) drops.push('whose answer points at no choice');
  if (w.max_chars !== undefined)
    drops.push(`whose question and choices exceed ${scalar(w.max_chars, e)} characters`);
  const parts = drops.length ? [`drops rows ${drops.join('; ')}`] : ['drops no rows'];
  if (w.dedupe === false) parts.push('no dedupe');
  else if (w.dedupe !== undefined) parts.push(`keeps the first row per ${scalar(w.dedupe, e)}`);
  const known = ['require', 'min_choices', 'answer_in_choices', 'max_chars', 'dedupe'];
  return [...parts, ...rest(w, known, e)].join('; ');
}

export function decodingText(d: Part, e: Escape): string {
  const parts: string[] = [];
  if (d.echo === true) parts.push('scores the prompt and each choice (echo, no sampling)');
  if (d.api === 'responses') parts.push('asked through the Responses API');
  const reasoning = d.reasoning as Part | null | undefined;
  if (reasoning !== null && typeof reasoning === 'object') parts.push(reasoningText(reasoning, e));
  // null: a reasoning model's request leaves it out, so the provider's default applies.
  for (const key of ['temperature', 'top_p'] as const) {
    if (d[key] === null) parts.push(`${key}: not sent (provider default)`);
    else if (d[key] !== undefined) parts.push(`${key} ${scalar(d[key], e)}`);
  }
  if (d.max_tokens !== undefined) {
    const limit = d.token_limit === undefined ? '' : ` (sent as ${scalar(d.token_limit, e)})`;
    parts.push(`at most ${scalar(d.max_tokens, e)} token${d.max_tokens === 1 ? '' : 's'}${limit}`);
  }
  if (d.logprobs !== undefined) parts.push(`logprobs ${scalar(d.logprobs, e)}`);
  if ('seed' in d) {
    const digits = typeof d.seed === 'string' && /^\d+$/.test(d.seed);
    parts.push(d.seed === null ? 'no seed' : `seed ${digits ? d.seed : scalar(d.seed, e)}`);
  }
  if ('stop' in d) {
    const stops = Array.isArray(d.stop) ? d.stop : [];
    parts.push(
      // As JSON strings, so that a newline or a space in a stop sequence stays visible.
      stops.length
        ? `stops at ${stops.map((s) => e.code(clip(JSON.stringify(s)))).join(', ')}`
        : 'no stop sequence',
    );
  }
  const known = [
    'echo',
    'api',
    'reasoning',
    'temperature',
    'top_p',
    'max_tokens',
    'token_limit',
    'logprobs',
    'seed',
    'stop',
  ];
  return [...parts, ...rest(d, known, e)].join(', ');
}

function reasoningText(r: Part, e: Escape): string {
  const parts: string[] = [];
  if (r.effort !== undefined) parts.push(`reasoning effort ${scalar(r.effort, e)}`);
  if (r.budget_tokens !== undefined)
    parts.push(`thinking budget ${scalar(r.budget_tokens, e)} tokens`);
  return [...parts, ...rest(r, ['effort', 'budget_tokens'], e)].join(', ') || 'reasoning';
}

/**
 * The raw protocol parts as JSON, one part a line, that stays inert in a comment: `<`, `>`, `&`,
 * `@` and backticks are written as \u escapes (still the same JSON).
 */
export function rawJson(parts: Record<string, unknown>): string {
  const lines = Object.entries(parts).map(
    ([key, value]) => `  ${JSON.stringify(key)}: ${JSON.stringify(value)}`,
  );
  return `{\n${lines.join(',\n')}\n}`.replace(
    /[<>@`&]/g,
    (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`,
  );
}

/** The declared serving side, as the protocol card states it. */
export function servingText(serving: Serving | undefined): string {
  if (!serving || Object.keys(serving).length === 0) {
    return 'not reported by the provider (a model entry declares it under serving)';
  }
  const parts = [
    serving.hardware,
    serving.precision,
    serving.engine && `engine ${serving.engine}`,
    serving.batch_size !== undefined && `batch size ${serving.batch_size}`,
  ].filter((p): p is string => typeof p === 'string' && p !== '');
  return `${parts.join(', ')} (declared in the config)`;
}

/** A serving change against the baseline: a property of the build, named beside the verdict. */
export function servingChangeNote(changes: readonly string[]): string {
  return `serving changed against the baseline: ${changes.join('; ')} (a property of the build, not of the protocol: the scores are compared as they are)`;
}
