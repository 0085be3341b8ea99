/**
 * The harness turns a slice item into the exact prompt sent to a model.
 *
 * Layout. `harness.template` (or a preset's template) is written in the language of
 * `template.ts`. A top-level `{{fewshot}}` splits it in two: the text before it is the header,
 * written once per prompt (e.g. MMLU's "The following are multiple choice questions..."); the text
 * after it is the item template, written for the item and for every few-shot example. Without
 * `{{fewshot}}` the header is empty and the few-shot block goes first. So the prompt text is
 *
 *   header(item) + fewshot block + item template(item)
 *
 * Few-shot block. Each example is `harness.fewshot.template` (default `{{prompt}} {{target}}\n\n`)
 * rendered over the example row plus `prompt` (the item template rendered for the example),
 * `target` (the answer letter for rows with choices, else the answer as text), `answer_text` (the
 * chosen choice's text, or the answer) and, for rows with choices, `answer_letter`. Under
 * `harness.output: loglikelihood` the examples are written as lm-eval writes them for the targets
 * scored: with `choice_target: text` the target is the choice's text, and the default template puts
 * `harness.target_delimiter` (`{{target_delimiter}}`) between prompt and target. These five
 * exist only for examples, so an item's own answer can never leak into its prompt through them.
 * Examples are the first k rows of the few-shot file (`sampler: first_n`) or the first k of
 * numpy's `default_rng(seed).permutation(n)` (`sampler: seeded`, seed defaulting to slice.seed).
 * With `fewshot.group_by` (default `subject` for the mmlu presets) the rows are first grouped by
 * that field and each item takes the k examples of its own group, picked the same way within the
 * group, as lm-eval takes each MMLU subject's examples from that subject's dev split; without it
 * the same block precedes every item. Nothing is excluded (the few-shot file should be a
 * different split). Few-shot rows go through the same `dataset.fields` mapping as the dataset.
 *
 * Variables. Templates see the row's fields under evalgate's names (question, choices, answer,
 * subject and any other column) and `letters` (e.g. "ABCD" for four choices).
 *
 * Modes. completion: one string, `harness.system` + "\n\n" + the prompt text when a system text is
 * set. chat: an optional system message, then the prompt text as one user message (examples
 * inline). With `fewshot.as_turns: true` (chat only) each example becomes a user turn (its item
 * prompt, with the header in front of the first one) and an assistant turn (its target), then the
 * item follows as the last user turn.
 */
import { createHash } from 'node:crypto';
import type { Config } from '../config/schema.js';
import { InputError } from '../errors.js';
import { numpyPermutation } from '../slice/permutation.js';
import { answerIndex, mapRow, show, type Item } from '../slice/rows.js';
import { PRESETS } from './presets.js';
import {
  compileTemplate,
  templateOf,
  valueText,
  type Template,
  type TemplateNode,
} from './template.js';
import type { ChatMessage, Prompt } from './types.js';

export interface Harness {
  /** The preset's name, or 'custom' for `harness.template`. */
  readonly name: string;
  readonly mode: 'chat' | 'completion';
  /** Every template that shapes the prompt (system, template, few-shot), for the protocol card. */
  readonly templateText: string;
  /** sha256 (hex) of a canonical JSON of mode, system, template and the few-shot layout. */
  readonly templateHash: string;
  /**
   * The rendered few-shot examples as they appear in a prompt ('' when k = 0): the one block, or
   * with `group_by` the block of the first group the slice uses.
   */
  readonly fewshotBlock: string;
  /**
   * sha256 (hex) of `fewshotBlock` when every item gets the same block; with several groups in
   * use, of the canonical JSON of [group, block] pairs, sorted.
   */
  readonly fewshotHash: string;
  /** The runner and versions the preset reproduces, when it says. */
  readonly reproduces: string | undefined;
  /** The row field few-shot examples are grouped by, or undefined for one block. */
  readonly groupBy: string | undefined;
  render(item: Item): Prompt;
}

const DEFAULT_FEWSHOT_TEMPLATE = '{{prompt}} {{target}}\n\n';
/** The default under loglikelihood scoring with a `harness.target_delimiter` other than " ". */
const DELIMITED_FEWSHOT_TEMPLATE = '{{prompt}}{{target_delimiter}}{{target}}\n\n';

const LETTERS = 'ABCDEFGHIJ';

interface Example {
  prompt: string;
  target: string;
}

/**
 * Compiles the prompt program. `fewshotRows` are the rows of `harness.fewshot.path` as read from
 * the file (the engine reads it); the core picks k of them (per group with `group_by`). `items`,
 * the slice, lets a missing or short group be reported before any request and keys the few-shot
 * hash to the groups in use. Bad templates, a k larger than the file (or the group) and examples
 * without a usable answer are InputErrors naming the key path.
 */
export function compileHarness(
  config: Config,
  fewshotRows: readonly Record<string, unknown>[],
  items?: readonly Item[],
): Harness {
  const harness = config.harness;
  const preset = harness.preset === undefined ? undefined : PRESETS[harness.preset];
  const templateKey = preset ? `harness.preset "${harness.preset}"` : 'harness.template';
  const source = preset?.template ?? harness.template;
  if (source === undefined) {
    throw new InputError('harness: expected harness.preset or harness.template, found neither', [
      'for multiple-choice suites, `preset: mmlu` reproduces lm-evaluation-harness',
      'or write a template such as "{{question}}\\n{{#choices}}{{letter}}. {{text}}\\n{{/choices}}Answer:"',
    ]);
  }
  const mode = harness.mode ?? preset?.mode ?? 'chat';
  const { header, body } = splitAtFewshot(compileTemplate(source, templateKey));
  const system =
    harness.system === undefined ? undefined : compileTemplate(harness.system, 'harness.system');

  const fewshot = harness.fewshot;
  const k = fewshot?.k ?? 0;
  const asTurns = k > 0 && (fewshot?.as_turns ?? false);
  if (asTurns && mode !== 'chat') {
    throw new InputError(`harness.fewshot.as_turns: expected harness.mode chat, found ${mode}`, [
      'a completion prompt is one string; remove as_turns or set harness.mode: chat',
    ]);
  }
  if (asTurns && fewshot?.template !== undefined) {
    throw new InputError(
      'harness.fewshot.template: not used when harness.fewshot.as_turns is true (each example is a user turn and an assistant turn)',
      ['remove one of the two keys'],
    );
  }
  // Under loglikelihood scoring the examples' answers are written as the choices are scored, as
  // lm-eval writes each example: doc_to_text, target_delimiter, the target (doc_to_target indexes
  // doc_to_choice, so with text choices it is the chosen choice's text), fewshot_delimiter.
  const loglikelihood = harness.output === 'loglikelihood';
  const choiceTarget = loglikelihood ? (harness.choice_target ?? 'letter') : 'letter';
  const targetDelimiter = loglikelihood ? (harness.target_delimiter ?? ' ') : ' ';
  const fewshotSource =
    fewshot?.template ??
    (targetDelimiter === ' ' ? DEFAULT_FEWSHOT_TEMPLATE : DELIMITED_FEWSHOT_TEMPLATE);
  const fewshotTemplate = compileTemplate(fewshotSource, 'harness.fewshot.template');

  const groupBy =
    k > 0
      ? fewshot?.group_by === false
        ? undefined
        : (fewshot?.group_by ?? preset?.groupBy)
      : undefined;
  const rendered = (picked: Picked[]): RenderedExample[] =>
    picked.map(({ row, index }) => {
      const where = `few-shot row ${index} (0-based) of harness.fewshot.path`;
      const context = { ...row, ...derived(row) };
      const answer = exampleAnswer(row, where, choiceTarget);
      const prompt = body.render(context, where);
      const text = fewshotTemplate.render(
        { ...context, ...answer, prompt, target_delimiter: targetDelimiter },
        where,
      );
      return { prompt, target: answer.target, text };
    });
  const groups = fewshotGroups(config, fewshotRows, k, groupBy, rendered);
  const used = usedGroups(groups, items, groupBy, k);
  const first = used[0] ?? groups.values().next().value;
  const fewshotBlock = first?.block ?? '';
  const fewshotHash =
    used.length > 1
      ? sha256(JSON.stringify(used.map((g): [string, string] => [g.key, g.block]).sort(byKey)))
      : sha256(fewshotBlock);
  const examplesOf = (item: Item): RenderedExample[] =>
    groupBy === undefined ? (first?.examples ?? []) : groupFor(groups, item, groupBy, k).examples;

  const canonical = JSON.stringify({
    mode,
    system: harness.system ?? null,
    template: source,
    fewshot_template: k > 0 && !asTurns ? fewshotSource : null,
    fewshot_as_turns: k > 0 ? asTurns : null,
  });
  const templateText = [
    ...(harness.system === undefined ? [] : [`--- harness.system ---\n${harness.system}`]),
    `--- ${templateKey} (${mode}) ---\n${source}`,
    ...(k === 0
      ? []
      : [
          asTurns
            ? `--- harness.fewshot (${k} examples as user/assistant turns) ---`
            : `--- harness.fewshot.template (${k} example${k === 1 ? '' : 's'}) ---\n${fewshotSource}`,
        ]),
  ].join('\n\n');

  return {
    name: harness.preset ?? 'custom',
    mode,
    templateText,
    templateHash: sha256(canonical),
    fewshotBlock,
    fewshotHash,
    reproduces: preset?.reproduces,
    groupBy,
    render(item: Item): Prompt {
      const where = `item ${JSON.stringify(item.id)}`;
      const context = { ...item.row, ...derived(item.row) };
      const head = header.render(context, where);
      const question = body.render(context, where);
      const systemText = system?.render(context, where);
      const examples = examplesOf(item);
      const fewshotBlock = examples.map((example) => example.text).join('');
      if (mode === 'completion') {
        const text = head + fewshotBlock + question;
        return { mode, text: systemText === undefined ? text : `${systemText}\n\n${text}` };
      }
      const messages: ChatMessage[] = [];
      if (systemText !== undefined) messages.push({ role: 'system', content: systemText });
      if (!asTurns) {
        messages.push({ role: 'user', content: head + fewshotBlock + question });
        return { mode, messages };
      }
      examples.forEach((turn, i) => {
        messages.push({ role: 'user', content: (i === 0 ? head : '') + turn.prompt });
        messages.push({ role: 'assistant', content: turn.target });
      });
      messages.push({ role: 'user', content: question });
      return { mode, messages };
    },
  };
}

function splitAtFewshot(template: Template): { header: Template; body: Template } {
  const { key, source, nodes } = template;
  const isFewshot = (node: TemplateNode) =>
    node.type !== 'text' && node.path[0] === 'fewshot' && node.path.length === 1;
  const at = nodes.findIndex((node) => isFewshot(node) && node.type === 'variable');
  const uses = countFewshot(nodes, isFewshot);
  const node = nodes[at];
  if (uses > 1 || (uses === 1 && (node?.type !== 'variable' || node.filters.length > 0))) {
    throw new InputError(
      `${key}: expected {{fewshot}} at most once, outside sections and without filters`,
      ['{{fewshot}} marks where the few-shot block goes: the text before it is written once'],
    );
  }
  if (at < 0) return { header: templateOf(key, source, []), body: template };
  return {
    header: templateOf(key, source, nodes.slice(0, at)),
    body: templateOf(key, source, nodes.slice(at + 1)),
  };
}

function countFewshot(
  nodes: readonly TemplateNode[],
  isFewshot: (node: TemplateNode) => boolean,
): number {
  let count = 0;
  for (const node of nodes) {
    if (isFewshot(node)) count++;
    if (node.type === 'section') count += countFewshot(node.children, isFewshot);
  }
  return count;
}

interface Picked {
  row: Record<string, unknown>;
  index: number;
}

interface RenderedExample extends Example {
  text: string;
}

interface FewshotGroup {
  key: string;
  /** Few-shot rows with this key. */
  size: number;
  /** False when the group has fewer than k rows (an error for the items that need it). */
  enough: boolean;
  /** Rendered on first use: a group no item of the slice needs is never rendered. */
  readonly examples: RenderedExample[];
  readonly block: string;
}

/** Few-shot rows by group (one group, key '', without `group_by`), each with its k examples. */
function fewshotGroups(
  config: Config,
  rows: readonly Record<string, unknown>[],
  k: number,
  groupBy: string | undefined,
  render: (picked: Picked[]) => RenderedExample[],
): Map<string, FewshotGroup> {
  const groups = new Map<string, FewshotGroup>();
  if (k === 0) return groups;
  const fewshot = config.harness.fewshot;
  if (rows.length < k) {
    throw new InputError(
      `harness.fewshot.k: expected at most the ${rows.length} rows of harness.fewshot.path, found ${k}`,
      fewshot?.path === undefined
        ? ['set harness.fewshot.path to a file of examples (e.g. the dev split)']
        : [],
    );
  }
  const members = new Map<string, Picked[]>();
  rows.forEach((source, index) => {
    const row = mapRow(source, config.dataset.fields);
    const key = groupBy === undefined ? '' : groupKey(row[groupBy]);
    if (key === undefined) {
      throw new InputError(
        `harness.fewshot.group_by: few-shot row ${index} (0-based) of harness.fewshot.path has no "${groupBy}" to group by, found ${show(row[groupBy as string])}`,
        ['set harness.fewshot.group_by: false to use one block of examples for every item'],
      );
    }
    const list = members.get(key) ?? [];
    list.push({ row, index });
    members.set(key, list);
  });
  for (const [key, list] of members) {
    let picked: Picked[] = [];
    if (list.length >= k) {
      const order =
        fewshot?.sampler === 'seeded'
          ? Array.from(
              numpyPermutation(fewshot.seed ?? config.slice.seed, list.length).subarray(0, k),
            )
          : Array.from({ length: k }, (_, i) => i);
      picked = order.map((i) => list[i] as Picked);
    }
    let rendered: RenderedExample[] | undefined;
    const examples = () => (rendered ??= render(picked));
    groups.set(key, {
      key,
      size: list.length,
      enough: list.length >= k,
      get examples() {
        return examples();
      },
      get block() {
        return examples()
          .map((e) => e.text)
          .join('');
      },
    });
  }
  return groups;
}

/** Trimmed, as reports group items by subject; blank is no group. */
function groupKey(value: unknown): string | undefined {
  if (typeof value === 'string' && value.trim() !== '') return value.trim();
  if (typeof value === 'number' && Number.isFinite(value)) return String(value);
  return undefined;
}

/** The item's group, or an InputError naming it when it has no few-shot rows or fewer than k. */
function groupFor(
  groups: ReadonlyMap<string, FewshotGroup>,
  item: Item,
  groupBy: string,
  k: number,
): FewshotGroup {
  const key = groupKey(item.row[groupBy]);
  const group = key === undefined ? undefined : groups.get(key);
  if (key === undefined) {
    throw new InputError(
      `harness.fewshot.group_by: item ${JSON.stringify(item.id)} has no "${groupBy}" to pick its few-shot examples by, found ${show(item.row[groupBy])}`,
      ['set harness.fewshot.group_by: false to use one block of examples for every item'],
    );
  }
  if (!group || !group.enough) {
    throw new InputError(
      `harness.fewshot.k: ${groupBy} "${key}" has ${group?.size ?? 0} few-shot row${group?.size === 1 ? '' : 's'} in harness.fewshot.path, expected at least ${k} (each item's examples come from rows of its own ${groupBy}: harness.fewshot.group_by)`,
      [
        `add rows of ${groupBy} "${key}" to the few-shot file, lower harness.fewshot.k, or set harness.fewshot.group_by: false`,
      ],
    );
  }
  return group;
}

/** The groups the slice uses, checked, in first-use order (all groups when items are unknown). */
function usedGroups(
  groups: ReadonlyMap<string, FewshotGroup>,
  items: readonly Item[] | undefined,
  groupBy: string | undefined,
  k: number,
): FewshotGroup[] {
  if (groups.size === 0) return [];
  if (groupBy === undefined || items === undefined) return [...groups.values()];
  const used = new Map<string, FewshotGroup>();
  for (const item of items) {
    const group = groupFor(groups, item, groupBy, k);
    used.set(group.key, group);
  }
  return [...used.values()];
}

function byKey(a: [string, string], b: [string, string]): number {
  return a[0] < b[0] ? -1 : a[0] > b[0] ? 1 : 0;
}

/** Variables computed from a row, visible to every template. */
function derived(row: Record<string, unknown>): Record<string, unknown> {
  const { choices } = row;
  return Array.isArray(choices) && choices.length <= LETTERS.length
    ? { letters: LETTERS.slice(0, choices.length) }
    : {};
}

interface ExampleAnswer {
  target: string;
  answer_text: string;
  answer_letter?: string;
}

function exampleAnswer(
  row: Record<string, unknown>,
  where: string,
  choiceTarget: 'letter' | 'text',
): ExampleAnswer {
  const { choices, answer } = row;
  if (Array.isArray(choices)) {
    const index = answerIndex(answer, choices.length);
    const text = index === undefined ? undefined : valueText(choices[index]);
    if (index === undefined || text === undefined) {
      throw new InputError(
        `${where}: expected "answer" to point at one of its ${choices.length} choices (an index or a letter), found ${show(answer)}`,
      );
    }
    const letter = LETTERS[index] as string;
    return {
      target: choiceTarget === 'text' ? text : letter,
      answer_letter: letter,
      answer_text: text,
    };
  }
  const text = answer === undefined ? undefined : valueText(answer);
  if (text === undefined) {
    throw new InputError(`${where}: expected an answer in "answer", found ${show(answer)}`);
  }
  return { target: text, answer_text: text };
}

function sha256(text: string): string {
  return createHash('sha256').update(text, 'utf8').digest('hex');
}
