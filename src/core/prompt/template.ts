/**
 * evalgate's prompt template language: a small, logic-less cousin of Mustache. A config never
 * executes code; a template can only look values up, and repeat or skip a span of text.
 *
 * Tags (whitespace inside a tag is ignored: `{{ question }}` = `{{question}}`):
 * - `{{name}}`, `{{a.b}}`, `{{choices.0}}`: the value at a dotted path (list items by 0-based index).
 *   `{{{name}}}` and `{{&name}}` are the same thing: prompts are plain text, nothing is ever
 *   HTML-escaped.
 * - `{{name | strip}}`: filters, applied left to right: `strip` (Python's `str.strip()`),
 *   `lower`, `upper`, `underscores_to_spaces`.
 * - `{{#name}}...{{/name}}`: a section. Over a list it repeats once per element; inside, the
 *   element's fields (for an object) and these helpers are visible: `index` (0-based), `number`
 *   (1-based), `letter` (A, B, ...), `first`, `last`, `text` and `.` (the element itself). So
 *   `{{#choices}}{{letter}}. {{text}}\n{{/choices}}` writes lettered choices. Over any other
 *   truthy value it renders once (an object's fields become visible); over a falsy one, never.
 * - `{{^name}}...{{/name}}`: an inverted section, rendered only when the value is falsy.
 * - `{{! comment }}`: dropped.
 *
 * Falsy means: missing, null, false, the empty string or the empty list. Zero is a value and so is
 * truthy (an answer index 0 must not vanish). Sections test presence and never fail, which is how
 * a template handles an optional field; an interpolation of a missing variable is an error.
 *
 * Values render as Python's `str()` would (the datasets come from Python, and so do the prompts
 * being reproduced): `1.0` stays `1.0`, booleans are `True`/`False`, null is `None`. A list of
 * plain values renders as lettered lines (`A. first\nB. second`); an object cannot be rendered.
 *
 * Text outside tags is copied byte for byte: there is no standalone-line trimming as in Mustache,
 * so a section tag on its own line leaves that line's newline in the output. There is no escape
 * for a literal `{{`; put such text in a row field.
 */
import { InputError } from '../errors.js';
import { PyFloat, pythonFloatRepr } from '../pyjson.js';
import { closestName } from '../text.js';

const FILTERS = {
  strip: pythonStrip,
  lower: (s: string) => s.toLowerCase(),
  upper: (s: string) => s.toUpperCase(),
  underscores_to_spaces: (s: string) => s.replaceAll('_', ' '),
} as const satisfies Record<string, (s: string) => string>;

type FilterName = keyof typeof FILTERS;

interface TextNode {
  type: 'text';
  text: string;
}
interface VariableNode {
  type: 'variable';
  path: readonly string[];
  filters: readonly FilterName[];
  tag: string;
  offset: number;
}
interface SectionNode {
  type: 'section';
  path: readonly string[];
  inverted: boolean;
  children: TemplateNode[];
  tag: string;
  offset: number;
}
export type TemplateNode = TextNode | VariableNode | SectionNode;

/** A parsed template. `key` is the config key path it came from, used in every message. */
export interface Template {
  readonly key: string;
  readonly source: string;
  readonly nodes: readonly TemplateNode[];
  /**
   * Renders against `context`. `where` says what is being rendered (e.g. `item 17`) for messages.
   * Throws InputError naming `key` and the variable when a variable is missing.
   */
  render(context: Readonly<Record<string, unknown>>, where?: string): string;
}

/** Parses `source`; syntax errors are InputErrors naming `key`, the line and the column. */
export function compileTemplate(source: string, key: string): Template {
  const nodes = parse(source, key);
  return templateOf(key, source, nodes);
}

/** A template over some of another template's nodes (the harness splits at `{{fewshot}}`). */
export function templateOf(key: string, source: string, nodes: readonly TemplateNode[]): Template {
  return {
    key,
    source,
    nodes,
    render: (context, where) => {
      const out: string[] = [];
      renderNodes(nodes, [context], out, { key, source, where });
      return out.join('');
    },
  };
}

/**
 * The names a template looks up at its top level (outside any section), including section names.
 * Inside a section a name may belong to the element, so only top-level names can be checked
 * against a closed set of variables before rendering.
 */
export function topLevelNames(nodes: readonly TemplateNode[]): { name: string; tag: string }[] {
  const names: { name: string; tag: string }[] = [];
  for (const node of nodes) {
    if (node.type !== 'text' && node.path[0] !== '.') {
      names.push({ name: node.path[0] as string, tag: node.tag });
    }
  }
  return names;
}

// --- parsing -----------------------------------------------------------------------------------

const SEGMENT = /^[^\s{}|.]+$/;

function parse(source: string, key: string): TemplateNode[] {
  const root: TemplateNode[] = [];
  const open: SectionNode[] = [];
  let siblings = root;
  let pos = 0;
  const fail = (offset: number, message: string): never => {
    throw new InputError(`${key}: ${at(source, offset)}: ${message}`);
  };
  while (pos < source.length) {
    const start = source.indexOf('{{', pos);
    if (start < 0) {
      siblings.push({ type: 'text', text: source.slice(pos) });
      break;
    }
    if (start > pos) siblings.push({ type: 'text', text: source.slice(pos, start) });
    const triple = source.startsWith('{{{', start);
    const closer = triple ? '}}}' : '}}';
    const contentStart = start + closer.length;
    const end = source.indexOf(closer, contentStart);
    if (end < 0) {
      fail(
        start,
        `expected "${closer}" to close the tag ${quote(source.slice(start, start + 20))}`,
      );
    }
    const tag = source.slice(start, end + closer.length);
    const content = source.slice(contentStart, end).trim();
    pos = end + closer.length;
    if (content.includes('{') || content.includes('}')) {
      fail(start, `expected a name inside ${quote(tag)}, found braces (tags do not nest)`);
    }
    const sigil = triple ? '' : content.charAt(0);
    if (sigil === '!') continue;
    if (sigil === '#' || sigil === '^') {
      const { path, filters } = parseName(content.slice(1), tag, start, fail);
      if (filters.length > 0) fail(start, `filters apply to {{name}} tags, not to ${quote(tag)}`);
      const section: SectionNode = {
        type: 'section',
        path,
        inverted: sigil === '^',
        children: [],
        tag,
        offset: start,
      };
      siblings.push(section);
      open.push(section);
      siblings = section.children;
      continue;
    }
    if (sigil === '/') {
      const { path } = parseName(content.slice(1), tag, start, fail);
      const section = open.pop();
      if (section === undefined) {
        fail(start, `found ${quote(tag)} but no section is open`);
      } else if (section.path.join('.') !== path.join('.')) {
        fail(
          start,
          `expected {{/${section.path.join('.')}}} to close ${quote(section.tag)} (${at(source, section.offset)}), found ${quote(tag)}`,
        );
      }
      siblings = open.length > 0 ? (open[open.length - 1] as SectionNode).children : root;
      continue;
    }
    const name = sigil === '&' ? content.slice(1) : content;
    const { path, filters } = parseName(name, tag, start, fail);
    siblings.push({ type: 'variable', path, filters, tag, offset: start });
  }
  const unclosed = open.pop();
  if (unclosed !== undefined) {
    fail(
      unclosed.offset,
      `expected {{/${unclosed.path.join('.')}}} to close ${quote(unclosed.tag)}, found the end of the template`,
    );
  }
  return root;
}

function parseName(
  text: string,
  tag: string,
  offset: number,
  fail: (offset: number, message: string) => never,
): { path: string[]; filters: FilterName[] } {
  const [name = '', ...filterTexts] = text.split('|').map((part) => part.trim());
  if (name === '') fail(offset, `expected a variable name in ${quote(tag)}`);
  const path = name === '.' ? ['.'] : name.split('.');
  if (path.some((segment) => segment !== '.' && !SEGMENT.test(segment))) {
    fail(
      offset,
      `expected a name or a dotted path such as choices.0 in ${quote(tag)}, found ${quote(name)}`,
    );
  }
  const known = Object.keys(FILTERS);
  const filters = filterTexts.map((filter) => {
    if (!Object.hasOwn(FILTERS, filter)) {
      const guess = closestName(filter, known);
      fail(
        offset,
        `unknown filter ${quote(filter)} in ${quote(tag)}; expected one of ${known.join(', ')}${guess ? ` (did you mean "${guess}"?)` : ''}`,
      );
    }
    return filter as FilterName;
  });
  return { path, filters };
}

function at(source: string, offset: number): string {
  const before = source.slice(0, offset);
  const line = before.split('\n').length;
  const col = offset - before.lastIndexOf('\n');
  return `line ${line}, column ${col}`;
}

function quote(text: string): string {
  return JSON.stringify(text);
}

// --- rendering ---------------------------------------------------------------------------------

type Frame = Readonly<Record<string, unknown>>;

interface RenderSite {
  key: string;
  source: string;
  where: string | undefined;
}

const LETTERS = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ';

function renderNodes(
  nodes: readonly TemplateNode[],
  frames: Frame[],
  out: string[],
  site: RenderSite,
): void {
  for (const node of nodes) {
    if (node.type === 'text') {
      out.push(node.text);
    } else if (node.type === 'variable') {
      const found = lookup(node.path, frames);
      if (!found.ok) throw missingVariable(node, found.missing, frames, site);
      let text = valueText(found.value);
      if (text === undefined) {
        throw new InputError(
          `${site.key}: ${node.tag} is ${describeValue(found.value)}; expected text, a number or a list of them${whereText(site)}`,
          sectionHint(node),
        );
      }
      for (const filter of node.filters) text = FILTERS[filter](text);
      out.push(text);
    } else {
      const found = lookup(node.path, frames);
      const value = found.ok ? found.value : undefined;
      const truthy = isTruthy(value);
      if (node.inverted) {
        if (!truthy) renderNodes(node.children, frames, out, site);
      } else if (Array.isArray(value)) {
        value.forEach((element, index) => {
          frames.push(elementFrame(element, index, value.length));
          renderNodes(node.children, frames, out, site);
          frames.pop();
        });
      } else if (truthy) {
        frames.push(isPlainObject(value) ? value : { '.': value });
        renderNodes(node.children, frames, out, site);
        frames.pop();
      }
    }
  }
}

function elementFrame(element: unknown, index: number, length: number): Frame {
  const helpers: Record<string, unknown> = {
    index,
    number: index + 1,
    first: index === 0,
    last: index === length - 1,
    text: element,
    '.': element,
  };
  if (index < LETTERS.length) helpers.letter = LETTERS[index];
  return isPlainObject(element) ? { ...helpers, ...element } : helpers;
}

type Lookup = { ok: true; value: unknown } | { ok: false; missing: string };

function lookup(path: readonly string[], frames: readonly Frame[]): Lookup {
  const [head, ...rest] = path as [string, ...string[]];
  let value: unknown;
  let found = false;
  for (let i = frames.length - 1; i >= 0 && !found; i--) {
    const frame = frames[i] as Frame;
    // A key holding undefined is treated as absent, as JSON would have it.
    if (Object.hasOwn(frame, head) && frame[head] !== undefined) {
      value = frame[head];
      found = true;
    }
  }
  if (!found) return { ok: false, missing: head };
  for (let i = 0; i < rest.length; i++) {
    const segment = rest[i] as string;
    if (Array.isArray(value) && /^\d+$/.test(segment) && Number(segment) < value.length) {
      value = value[Number(segment)];
    } else if (isPlainObject(value) && Object.hasOwn(value, segment)) {
      value = value[segment];
    } else {
      value = undefined;
    }
    if (value === undefined) {
      return { ok: false, missing: [head, ...rest.slice(0, i + 1)].join('.') };
    }
  }
  return { ok: true, value };
}

function missingVariable(
  node: VariableNode,
  missing: string,
  frames: readonly Frame[],
  site: RenderSite,
): InputError {
  const visible = [...new Set(frames.flatMap((frame) => Object.keys(frame)))].filter(
    (name) => name !== '.',
  );
  const details: string[] = [];
  if (node.path[0] === '.') {
    details.push('{{.}} is the current element and only exists inside a section');
  } else if (!missing.includes('.')) {
    const guess = closestName(missing, visible);
    if (guess !== undefined) details.push(`did you mean {{${guess}}}?`);
    details.push(`the variables here are: ${visible.join(', ') || '(none)'}`);
  }
  return new InputError(
    `${site.key}: unknown variable "${missing}" in ${node.tag} (${at(site.source, node.offset)})${whereText(site)}`,
    details,
  );
}

function whereText(site: RenderSite): string {
  return site.where === undefined ? '' : `, rendering ${site.where}`;
}

function sectionHint(node: VariableNode): string[] {
  const name = node.path.join('.');
  return [`to go through its fields, use a section: {{#${name}}}...{{/${name}}}`];
}

function isTruthy(value: unknown): boolean {
  if (value === undefined || value === null || value === false || value === '') return false;
  return !(Array.isArray(value) && value.length === 0);
}

function isPlainObject(value: unknown): value is Record<string, unknown> {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return false;
  const proto = Object.getPrototypeOf(value) as unknown;
  return proto === Object.prototype || proto === null;
}

function describeValue(value: unknown): string {
  if (Array.isArray(value)) return 'a list that holds more than plain values';
  if (value instanceof Uint8Array) return 'bytes';
  if (value instanceof Date) return 'a date';
  return 'an object';
}

/**
 * A value as prompt text, following Python's `str()`; a list of plain values becomes lettered
 * lines (`A. x\nB. y`). Undefined when the value has no text form (objects, nested lists, bytes).
 */
export function valueText(value: unknown): string | undefined {
  if (typeof value === 'string') return value;
  if (typeof value === 'number') {
    if (Number.isInteger(value)) {
      return Number.isSafeInteger(value) ? String(value) : BigInt(value).toString();
    }
    return pythonFloatText(value);
  }
  if (typeof value === 'bigint') return value.toString();
  if (value instanceof PyFloat) return pythonFloatText(value.value);
  if (typeof value === 'boolean') return value ? 'True' : 'False';
  if (value === null) return 'None';
  if (Array.isArray(value) && value.length <= LETTERS.length) {
    const lines: string[] = [];
    for (const [i, element] of value.entries()) {
      const text = Array.isArray(element) ? undefined : valueText(element);
      if (text === undefined) return undefined;
      lines.push(`${LETTERS[i]}. ${text}`);
    }
    return lines.join('\n');
  }
  return undefined;
}

function pythonFloatText(x: number): string {
  if (Number.isNaN(x)) return 'nan';
  if (!Number.isFinite(x)) return x > 0 ? 'inf' : '-inf';
  return pythonFloatRepr(x);
}

// Python's str.isspace() characters; JavaScript's trim() differs (it strips U+FEFF, and keeps
// U+001C..U+001F and U+0085).
const PY_SPACE =
  '\\t\\n\\v\\f\\r\\x1c-\\x20\\x85\\xa0\\u1680\\u2000-\\u200a\\u2028\\u2029\\u202f\\u205f\\u3000';
const PY_STRIP = new RegExp(`^[${PY_SPACE}]+|[${PY_SPACE}]+$`, 'g');

const PY_RSTRIP = new RegExp(`[${PY_SPACE}]+$`);

/** Python's `str.rstrip()` with no argument. */
export function pythonRstrip(text: string): string {
  return text.replace(PY_RSTRIP, '');
}

/** Python's `str.strip()` with no argument. */
export function pythonStrip(text: string): string {
  return text.replace(PY_STRIP, '');
}
