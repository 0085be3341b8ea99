import { isMap, isPair, isScalar, isSeq, LineCounter, parseDocument, type Document } from 'yaml';
import type { z } from 'zod';
import { InputError } from '../errors.js';
import { closestName } from '../text.js';
import { checkRegexGrader } from '../grade/index.js';
import { PRESETS } from '../prompt/presets.js';
import { reasoningProblems } from './reasoning.js';
import { configSchema, type Config } from './schema.js';

export interface ParsedConfig {
  config: Config;
  /** The YAML document, kept so `slice --write` can edit it without losing comments. */
  document: Document;
  /** `file:line:col` of a key's value (the deepest part of the path the file has), for messages. */
  locate?: (path: readonly PathKey[]) => string;
}

type PathKey = string | number;

/**
 * Parses and validates evalgate.yml text. `file` is only used in messages.
 * Every problem becomes one line `file:line:col: key.path: expected ..., found ...`.
 */
export function parseConfig(text: string, file: string): ParsedConfig {
  const lineCounter = new LineCounter();
  // Integers as BigInt so seeds >= 2^53 survive; safe ones are turned back into numbers below.
  const document = parseDocument(text, { lineCounter, intAsBigInt: true, prettyErrors: false });
  const at = (offset: number | undefined): string => {
    if (offset === undefined) return file;
    const { line, col } = lineCounter.linePos(offset);
    return `${file}:${line}:${col}`;
  };
  if (document.errors.length > 0) {
    const lines = document.errors.map(
      (e) => `${at(e.pos[0])}: invalid YAML: ${firstLine(e.message)}`,
    );
    throw new InputError(`${file}: the config is not valid YAML`, lines);
  }
  const raw = narrowIntegers(toValue(document, file));
  if (raw === null || typeof raw !== 'object' || Array.isArray(raw)) {
    throw new InputError(
      // A string is not quoted: a file that is no config at all (a path that names the wrong
      // file) has its first line shown nowhere.
      `${file}: expected a mapping of config keys (version, suite, dataset, ...), found ${typeof raw === 'string' ? `text of ${raw.length} characters` : describeValue(raw)}`,
    );
  }
  const result = configSchema.safeParse(withPresetDefaults(raw));
  if (!result.success) {
    const located = result.error.issues.flatMap((issue) =>
      describeIssue(issue, raw).map(({ path, text: message, keyNode }) => {
        const offset = offsetOf(document, path, keyNode);
        return {
          offset: offset ?? -1,
          line: `${at(offset)}: ${formatPath(path) || '(top level)'}: ${message}`,
        };
      }),
    );
    // In file order, as an editor would list them.
    const lines = located.sort((a, b) => a.offset - b.offset).map((entry) => entry.line);
    const count = lines.length === 1 ? '1 problem' : `${lines.length} problems`;
    throw new InputError(`${file}: invalid config (${count})`, lines);
  }
  const locate = (path: readonly PathKey[]) => at(offsetOf(document, [...path]));
  const checks = loadChecks(result.data, raw);
  if (checks.length > 0) {
    const lines = checks.map((c) => `${locate(c.path)}: ${formatPath(c.path)}: ${c.text}`);
    const count = lines.length === 1 ? '1 problem' : `${lines.length} problems`;
    throw new InputError(`${file}: invalid config (${count})`, lines);
  }
  return { config: result.data, document, locate };
}

/** Most aliases a config may expand to; nested aliases grow exponentially (a "billion laughs"). */
const MAX_ALIAS_COUNT = 100;

/**
 * The document as plain values. `yaml` refuses a document whose aliases expand past
 * MAX_ALIAS_COUNT with a ReferenceError; that is bad input, so it becomes an InputError.
 */
function toValue(document: Document, file: string): unknown {
  try {
    return document.toJS({ maxAliasCount: MAX_ALIAS_COUNT });
  } catch (error) {
    if (error instanceof ReferenceError && /alias/i.test(error.message)) {
      throw new InputError(
        `${file}: the YAML aliases expand too far (nested aliases that multiply, as in a "billion laughs"; the limit is ${MAX_ALIAS_COUNT})`,
        ['write the repeated values out, or use fewer aliases'],
      );
    }
    throw error;
  }
}

/** Providers whose requests are billed: a budget over them needs their prices. */
const BILLED = new Set(['openai', 'anthropic']);

/**
 * Checks over a valid config that no one key's schema can make: each one problem on its key.
 * `raw` is the document as written, for the rules about what the file sets (not its defaults).
 */
function loadChecks(config: Config, raw: unknown): Located[] {
  const out: Located[] = reasoningProblems(config, raw);
  const budget = config.budget?.max_usd;
  if (budget !== undefined) {
    const unpriced = config.models.filter((m) => BILLED.has(m.provider) && !m.price);
    if (unpriced.length > 0) {
      const names = unpriced.map((m) => `"${m.id}"`).join(', ');
      out.push({
        path: ['budget', 'max_usd'],
        text: `expected a price on every billed model, found none on ${names}: the budget of $${budget} cannot be enforced without one; add price: { input_per_mtok, output_per_mtok } to ${unpriced.length === 1 ? 'it' : 'them'} (dollars per million tokens), or remove budget`,
      });
    }
  }
  const grader = config.grader;
  if (grader.kind === 'regex') {
    try {
      checkRegexGrader(grader.pattern, grader.group);
    } catch (error) {
      if (!(error instanceof InputError)) throw error;
      const [key, ...rest] = error.message.split(': ');
      out.push({
        path: ['grader', key === 'grader.group' ? 'group' : 'pattern'],
        text: rest.join(': '),
      });
    }
  }
  return out;
}

/**
 * A preset's grader and stop sequences apply where the config sets none (`preset:
 * mmlu-generative` grades as lm-eval does without a `grader:` block); a key the config sets wins.
 */
function withPresetDefaults(raw: object): object {
  const config = raw as Record<string, unknown>;
  const harness = config.harness as Record<string, unknown> | undefined;
  const name = isRecord(harness) ? harness.preset : undefined;
  const preset =
    typeof name === 'string' && Object.hasOwn(PRESETS, name)
      ? PRESETS[name as keyof typeof PRESETS]
      : undefined;
  if (!preset) return raw;
  const out: Record<string, unknown> = { ...config };
  if (preset.grader && out.grader === undefined) out.grader = { ...preset.grader };
  const decoding = out.decoding;
  if (preset.stop && (decoding === undefined || (isRecord(decoding) && !('stop' in decoding)))) {
    out.decoding = { ...(decoding ?? {}), stop: [...preset.stop] };
  }
  return out;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return value !== null && typeof value === 'object' && !Array.isArray(value);
}

interface Located {
  path: PathKey[];
  text: string;
  /** Point at the key itself (unknown keys) rather than at its value. */
  keyNode?: boolean;
}

function describeIssue(issue: z.core.$ZodIssue, raw: unknown): Located[] {
  const path = issue.path.filter((p): p is PathKey => typeof p !== 'symbol');
  const found = valueAt(raw, path);
  const foundText = describeValue(found);
  switch (issue.code) {
    case 'unrecognized_keys':
      return issue.keys.map((key) => {
        const allowed = allowedKeys(path, raw);
        const guess = closestName(key, allowed);
        const hint = guess ? ` (did you mean "${guess}"?)` : '';
        return {
          path: [...path, key],
          keyNode: true,
          text: `unknown key${hint}; expected one of: ${allowed.join(', ')}`,
        };
      });
    case 'invalid_type':
      if (found === undefined) {
        return [{ path, text: `missing; expected ${typeName(issue.expected)}` }];
      }
      return [{ path, text: `expected ${typeName(issue.expected)}, found ${foundText}` }];
    case 'invalid_value': {
      const options = issue.values.map((v) => JSON.stringify(v));
      const guess =
        typeof found === 'string' ? closestName(found, issue.values.map(String)) : undefined;
      const hint = guess ? ` (did you mean "${guess}"?)` : '';
      const expected = options.length === 1 ? options[0] : `one of ${options.join(', ')}`;
      return [{ path, text: `expected ${expected}, found ${foundText}${hint}` }];
    }
    case 'invalid_union': {
      const discriminated = issue as { discriminator?: string; options?: unknown[] };
      if (discriminated.discriminator && discriminated.options) {
        const values = discriminated.options.map(String);
        const options = values.map((v) => JSON.stringify(v)).join(', ');
        const guess = typeof found === 'string' ? closestName(found, values) : undefined;
        const hint = guess ? ` (did you mean "${guess}"?)` : '';
        const what = found === undefined ? 'nothing' : foundText;
        return [{ path, text: `expected one of ${options}, found ${what}${hint}` }];
      }
      // A value of the right kind for one branch (a mapping where `true` or a mapping is
      // allowed) is judged by that branch alone: its own problems say more than "expected ...".
      const matched = issue.errors.filter(
        (branch) => branch.length > 0 && branch.every((b) => b.path.length > 0),
      );
      if (matched.length === 1) {
        return matched[0]!.flatMap((b) =>
          describeIssue({ ...b, path: [...issue.path, ...b.path] } as z.core.$ZodIssue, raw),
        );
      }
      const expected = new Set(
        issue.errors.flatMap((branch) =>
          branch.filter((b) => b.path.length === 0).map((b) => expectedOf(b)),
        ),
      );
      return [{ path, text: `expected ${[...expected].join(' or ')}, found ${foundText}` }];
    }
    case 'too_small':
    case 'too_big':
      return [{ path, text: `expected ${boundText(issue)}, found ${foundText}` }];
    case 'invalid_format':
      return [{ path, text: `${formatExpectation(issue)}, found ${foundText}` }];
    default:
      return [
        { path, text: `${issue.message}${found === undefined ? '' : `, found ${foundText}`}` },
      ];
  }
}

function expectedOf(issue: z.core.$ZodIssue): string {
  if (issue.code === 'invalid_type') return typeName(issue.expected);
  if (issue.code === 'too_small' || issue.code === 'too_big') return boundText(issue);
  return issue.message;
}

function formatExpectation(issue: z.core.$ZodIssueInvalidStringFormat): string {
  if (issue.message.startsWith('expected')) return issue.message;
  if (issue.format === 'url') return 'expected a URL such as https://api.example.com/v1';
  return `expected a ${issue.format}`;
}

function boundText(issue: z.core.$ZodIssueTooSmall | z.core.$ZodIssueTooBig): string {
  const small = issue.code === 'too_small';
  const bound = small ? issue.minimum : issue.maximum;
  const inclusive = issue.inclusive !== false;
  switch (issue.origin) {
    case 'string':
      return small && Number(bound) === 1
        ? 'a non-empty string'
        : `a string of ${small ? 'at least' : 'at most'} ${bound} characters`;
    case 'array':
      return `a list of ${small ? 'at least' : 'at most'} ${bound} item${Number(bound) === 1 ? '' : 's'}`;
    default: {
      const op = small ? (inclusive ? '>=' : '>') : inclusive ? '<=' : '<';
      return `a number ${op} ${bound}`;
    }
  }
}

const TYPE_NAMES: Record<string, string> = {
  number: 'a number',
  int: 'an integer',
  bigint: 'an integer',
  string: 'a string',
  boolean: 'true or false',
  array: 'a list',
  object: 'a mapping',
  record: 'a mapping',
};

function typeName(expected: string): string {
  return TYPE_NAMES[expected] ?? expected;
}

export function describeValue(value: unknown): string {
  if (value === undefined) return 'nothing';
  if (value === null) return 'null (an empty value)';
  if (typeof value === 'string')
    return `"${value.length > 60 ? `${value.slice(0, 57)}...` : value}"`;
  if (typeof value === 'number' || typeof value === 'bigint' || typeof value === 'boolean') {
    return String(value);
  }
  if (Array.isArray(value)) return `a list of ${value.length}`;
  return 'a mapping';
}

function valueAt(root: unknown, path: PathKey[]): unknown {
  let node: unknown = root;
  for (const key of path) {
    if (node === null || typeof node !== 'object') return undefined;
    node = (node as Record<PathKey, unknown>)[key];
  }
  return node;
}

export function formatPath(path: readonly PathKey[]): string {
  let out = '';
  for (const key of path) {
    out += typeof key === 'number' ? `[${key}]` : out ? `.${key}` : key;
  }
  return out;
}

/** Source offset of the deepest node on `path` that exists in the document. */
function offsetOf(
  document: Document,
  path: readonly PathKey[],
  keyNode = false,
): number | undefined {
  let node: unknown = document.contents;
  let offset = rangeStart(node);
  for (const key of path) {
    if (isMap(node)) {
      const pair = node.items.find((p) => isPair(p) && isScalar(p.key) && p.key.value === key);
      if (!pair) return offset;
      offset = keyNode || pair.value === null ? rangeStart(pair.key) : rangeStart(pair.value);
      node = pair.value;
    } else if (isSeq(node) && typeof key === 'number') {
      node = node.items[key];
      offset = rangeStart(node) ?? offset;
    } else {
      return offset;
    }
  }
  return offset;
}

function rangeStart(node: unknown): number | undefined {
  const range = (node as { range?: [number, number, number] } | null)?.range;
  return range?.[0];
}

/** The keys a strict object at `path` accepts, read from the schema itself. */
function allowedKeys(path: PathKey[], raw: unknown): string[] {
  let schema = configSchema as unknown as z.core.$ZodType;
  for (let i = 0; i <= path.length; i++) {
    schema = unwrap(schema, valueAt(raw, path.slice(0, i)));
    if (i === path.length) break;
    const def = schema._zod.def as {
      type: string;
      shape?: Record<string, z.core.$ZodType>;
      element?: z.core.$ZodType;
    };
    const key = path[i]!;
    if (def.type === 'object' && typeof key === 'string' && def.shape?.[key])
      schema = def.shape[key];
    else if (def.type === 'array' && typeof key === 'number' && def.element) schema = def.element;
    else return [];
  }
  const def = schema._zod.def as { type: string; shape?: Record<string, unknown> };
  return def.type === 'object' && def.shape ? Object.keys(def.shape) : [];
}

function unwrap(schema: z.core.$ZodType, value: unknown): z.core.$ZodType {
  for (;;) {
    const def = schema._zod.def as {
      type: string;
      innerType?: z.core.$ZodType;
      in?: z.core.$ZodType;
      options?: z.core.$ZodType[];
      discriminator?: string;
    };
    if (def.innerType) schema = def.innerType;
    else if (def.type === 'pipe' && def.in) schema = def.in;
    else if (def.type === 'union' && def.options && def.discriminator) {
      const tag = (value as Record<string, unknown> | undefined)?.[def.discriminator];
      const match = def.options.find((option) => {
        const shape = (option._zod.def as { shape?: Record<string, z.core.$ZodType> }).shape;
        const literal = shape?.[def.discriminator!]?._zod.def as { values?: unknown[] } | undefined;
        return literal?.values?.includes(tag);
      });
      if (!match) return schema;
      schema = match;
    } else return schema;
  }
}

/** YAML integers arrive as BigInt; keep BigInt only where a number would lose digits. */
function narrowIntegers(value: unknown): unknown {
  if (typeof value === 'bigint') {
    return value >= BigInt(Number.MIN_SAFE_INTEGER) && value <= BigInt(Number.MAX_SAFE_INTEGER)
      ? Number(value)
      : value;
  }
  if (Array.isArray(value)) return value.map(narrowIntegers);
  if (value !== null && typeof value === 'object') {
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, narrowIntegers(v)]));
  }
  return value;
}

function firstLine(message: string): string {
  return message.split('\n')[0] ?? message;
}
