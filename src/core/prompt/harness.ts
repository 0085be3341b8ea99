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
 * chosen choice's text, or the answer) and, for rows with choices, `answer_letter`. These four
 * exist only for examples, so an item's own answer can never leak into its prompt through them.
 * Examples are the first k rows of the few-shot file (`sampler: first_n`) or the first k of
 * numpy's `default_rng(seed).permutation(n)` (`sampler: seeded`, seed defaulting to slice.seed);
 * the same block precedes every item, and nothing is excluded (the few-shot file should be a
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
  /** The rendered few-shot examples, as they appear in every prompt ('' when k = 0). */
  readonly fewshotBlock: string;
  /** sha256 (hex) of `fewshotBlock`. */
  readonly fewshotHash: string;
  render(item: Item): Prompt;
}

const DEFAULT_FEWSHOT_TEMPLATE = '{{prompt}} {{target}}\n\n';

const LETTERS = 'ABCDEFGHIJ';

interface Example {
  prompt: string;
  target: string;
}

/**
 * Compiles the prompt program. `fewshotRows` are the rows of `harness.fewshot.path` as read from
 * the file (the engine reads it); the core picks k of them. Bad templates, a k larger than the
 * file and examples without a usable answer are InputErrors naming the key path.
 */
export function compileHarness(
  config: Config,
  fewshotRows: readonly Record<string, unknown>[],
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
  const fewshotSource = fewshot?.template ?? DEFAULT_FEWSHOT_TEMPLATE;
  const fewshotTemplate = compileTemplate(fewshotSource, 'harness.fewshot.template');

  const examples = selectExamples(config, fewshotRows, k).map(({ row, index }) => {
    const where = `few-shot row ${index} (0-based) of harness.fewshot.path`;
    const context = { ...row, ...derived(row) };
    const answer = exampleAnswer(row, where);
    const prompt = body.render(context, where);
    const text = fewshotTemplate.render({ ...context, ...answer, prompt }, where);
    return { prompt, target: answer.target, text };
  });
  const fewshotBlock = examples.map((example) => example.text).join('');
  const turns: Example[] = asTurns ? examples : [];

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
    fewshotHash: sha256(fewshotBlock),
    render(item: Item): Prompt {
      const where = `item ${JSON.stringify(item.id)}`;
      const context = { ...item.row, ...derived(item.row) };
      const head = header.render(context, where);
      const question = body.render(context, where);
      const systemText = system?.render(context, where);
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
      turns.forEach((turn, i) => {
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

function selectExamples(
  config: Config,
  rows: readonly Record<string, unknown>[],
  k: number,
): { row: Record<string, unknown>; index: number }[] {
  if (k === 0) return [];
  const fewshot = config.harness.fewshot;
  if (rows.length < k) {
    throw new InputError(
      `harness.fewshot.k: expected at most the ${rows.length} rows of harness.fewshot.path, found ${k}`,
      fewshot?.path === undefined
        ? ['set harness.fewshot.path to a file of examples (e.g. the dev split)']
        : [],
    );
  }
  let indices: number[];
  if (fewshot?.sampler === 'seeded') {
    const seed = fewshot.seed ?? config.slice.seed;
    indices = Array.from(numpyPermutation(seed, rows.length).subarray(0, k));
  } else {
    indices = Array.from({ length: k }, (_, i) => i);
  }
  return indices.map((index) => ({
    row: mapRow(rows[index] as Record<string, unknown>, config.dataset.fields),
    index,
  }));
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

function exampleAnswer(row: Record<string, unknown>, where: string): ExampleAnswer {
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
    return { target: letter, answer_letter: letter, answer_text: text };
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
