/**
 * The journeys a team walks with each grader, through the committed CLI bundle (`node
 * <bin.evalgate> ...`, as users run it) against fake model endpoints on 127.0.0.1, in a real git
 * repository per suite:
 *
 *   1. write a dataset and a config, pin the slice with `slice --write`, commit them;
 *   2. `run` build A, `freeze --run` that record as the baseline, commit it;
 *   3. `gate` build A again: pass;
 *   4. the endpoint now serves a worse build B under the same model name: `gate` fails, regressed;
 *   5. one protocol part changes (template, decoding, a grader option, the judge's model): `gate`
 *      fails, incomparable, naming that part.
 *
 * Builds are deterministic: a build gets an item right or wrong by the item's number alone
 * (`RIGHT`), so "the same build" answers byte for byte the same, and B's flips are known ids.
 * Every gate passes `--no-cache`: B is served behind the same URL and model name, so its requests
 * are byte-identical to A's and the response cache (keyed by provider, URL, model and request)
 * would replay A's answers. The fake reports the serving build in the reply's `model` field, so the
 * gate's JSON shows which build was measured, and the request counts show it was asked anew.
 *
 * The journeys run concurrently (each has its own servers and folder); the steps of one journey
 * run in order, and a step after a failed one fails at once, naming the step that broke the walk.
 */
import { execFile } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdtemp, readFile, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parse, stringify } from 'yaml';
import {
  startOpenAIServer,
  wordTokens,
  type FakeRequest,
  type FakeServer,
  type PromptTokens,
} from '../fakes/model-server.js';

const exec = promisify(execFile);

const pkg = JSON.parse(await readFile('package.json', 'utf8')) as { bin: { evalgate: string } };
const BUNDLE = path.resolve(pkg.bin.evalgate);

const KEY = 'sk-journey-test';
/** What the CLI sees: no GITHUB_* of a CI runner that runs these tests, only the model key. */
const CLI_ENV: NodeJS.ProcessEnv = {
  PATH: process.env.PATH,
  HOME: process.env.HOME,
  ...(process.env.TMPDIR ? { TMPDIR: process.env.TMPDIR } : {}),
  JOURNEY_KEY: KEY,
};

interface CliResult {
  code: number;
  stdout: string;
  stderr: string;
}

async function evalgate(cwd: string, ...args: string[]): Promise<CliResult> {
  try {
    const { stdout, stderr } = await exec(process.execPath, [BUNDLE, ...args], {
      cwd,
      env: CLI_ENV,
    });
    return { code: 0, stdout, stderr };
  } catch (error) {
    const e = error as { code: number; stdout: string; stderr: string };
    return { code: e.code, stdout: e.stdout, stderr: e.stderr };
  }
}

async function git(cwd: string, ...args: string[]): Promise<string> {
  const who = { NAME: 'Journey', EMAIL: 'journey@example.invalid' };
  const { stdout } = await exec('git', args, {
    cwd,
    env: {
      ...CLI_ENV,
      GIT_AUTHOR_NAME: who.NAME,
      GIT_AUTHOR_EMAIL: who.EMAIL,
      GIT_COMMITTER_NAME: who.NAME,
      GIT_COMMITTER_EMAIL: who.EMAIL,
    },
  });
  return stdout.trim();
}

// ---------------------------------------------------------------------------------------------
// The builds, the items and the slot.

type Build = 'build-a' | 'build-b';

/** 48 items: small enough for CI, large enough that B's drop is significant (p ≈ 1e-4). */
const N = 48;

/** Whether a build gets item i right: A misses every 8th item, B also every 3rd. */
const RIGHT: Record<Build, (i: number) => boolean> = {
  'build-a': (i) => i % 8 !== 0,
  'build-b': (i) => i % 8 !== 0 && i % 3 !== 0,
};
const indices = Array.from({ length: N }, (_, i) => i);
const countRight = (build: Build) => indices.filter(RIGHT[build]).length;
const SCORE_A = (100 * countRight('build-a')) / N; // 87.5
const SCORE_B = (100 * countRight('build-b')) / N; // 58.3

const SLOT = 'acme/assistant';
const SLOT_FILE = path.join('acme', 'assistant.json');

interface Item {
  id: string;
  question: string;
  /** The reference: text, or the correct choice's index. */
  answer: string | number;
  choices?: string[];
}

const itemId = (i: number) => `item-${String(i).padStart(2, '0')}`;
/** The ids build B gets wrong that build A gets right, in id order. */
const FLIPPED = indices.filter((i) => RIGHT['build-a'](i) && !RIGHT['build-b'](i)).map(itemId);

/** Every question starts with its number ("Q07."), so a fake finds the item in any prompt. */
const tag = (i: number) => `Q${String(i).padStart(2, '0')}.`;
function itemIndex(prompt: string): number | undefined {
  const match = /\bQ(\d{2})\./.exec(prompt);
  return match ? Number(match[1]) : undefined;
}

const WORDS = (
  'amber basil cedar delta ember fable garnet harbor indigo jasper kettle lantern ' +
  'meadow nectar orchid pepper quartz raven saffron timber umber velvet willow yarrow ' +
  'anchor bramble copper dune falcon glacier hazel island juniper kelp lotus marble ' +
  'nutmeg onyx pebble quill ripple sable thistle urchin violet walnut zephyr cobalt'
).split(' ');
const LETTERS = 'ABCD';

function items(make: (i: number) => Omit<Item, 'id'>): Item[] {
  return indices.map((i) => ({ id: itemId(i), ...make(i) }));
}

const reverse = (word: string) => [...word].reverse().join('');

/** A multiple-choice item: which of four numbers is the largest (at a position set by i). */
function largestOfFour(i: number): Omit<Item, 'id'> {
  const answer = (i * 3) % 4;
  const choices = [0, 1, 2, 3].map((k) => String(10 + i + (k === answer ? 50 : k)));
  return { question: `${tag(i)} Which number is the largest?`, choices, answer };
}

// ---------------------------------------------------------------------------------------------
// The fake endpoints each journey's slot (and judge) talk to.

interface Served {
  /** The endpoint of the slot under test; its request count shows what a gate measured. */
  model: FakeServer;
  servers: FakeServer[];
  /** The suite's model entries: the slot first. */
  models: Record<string, unknown>[];
}

const slotEntry = (server: FakeServer, extra: Record<string, unknown> = {}) => ({
  id: SLOT,
  provider: 'openai',
  base_url: server.url,
  api_key_env: 'JOURNEY_KEY',
  model: 'assistant',
  max_retries: 0,
  concurrency: 8,
  ...extra,
});

type Serve = (all: Item[], serving: () => Build) => Promise<Served>;

/**
 * A chat endpoint whose serving build replies to each item right or wrong as `RIGHT` says, and
 * names itself in the reply's `model`.
 */
function generating(reply: (item: Item, right: boolean) => string): Serve {
  return async (all, serving) => {
    const model = await startOpenAIServer({
      apiKey: KEY,
      model: () => serving(),
      answer: (request: FakeRequest) => {
        const i = itemIndex(request.prompt);
        return i === undefined ? 'I do not know.' : reply(all[i]!, RIGHT[serving()](i));
      },
    });
    return { model, servers: [model], models: [slotEntry(model)] };
  };
}

// ---------------------------------------------------------------------------------------------
// One journey per grader kind.

interface ProtocolChange {
  /** The step's title: what the team changed. */
  what: string;
  edit(config: Config): void;
  /** What `differs` must say about it. */
  expectDiffers(model: GateModel): void;
}

interface Journey {
  kind: string;
  /** What the suite measures, as its describe reads. */
  title: string;
  suite: string;
  items: Item[];
  /** The suite's harness, grader and decoding. */
  program: Record<string, unknown>;
  serve: Serve;
  change: ProtocolChange;
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Config = Record<string, any>;

interface GateModel {
  model: string;
  build: string;
  verdict: string;
  score: number | null;
  baseline: number | null;
  delta: number | null;
  p_value: number | null;
  flips: { regressed: string[]; fixed: string[] };
  differs: string[];
  differences?: { part: string; old: unknown; new: unknown }[];
}

interface RunJson {
  model: string;
  build: string;
  score: number;
  n: number;
  errors: number;
  path: string;
}

interface GateJson {
  verdict: string;
  failed: boolean;
  models: GateModel[];
}

const exactly =
  (...parts: string[]) =>
  (model: GateModel) =>
    expect(model.differs).toEqual(parts);

const CHOICE_TEMPLATE = '{{question}}\n{{#choices}}{{letter}}. {{text}}\n{{/choices}}Answer:';

const journeys: Journey[] = [
  {
    kind: 'exact_match',
    title: 'spell a word backwards',
    suite: 'reverse-words',
    items: items((i) => ({
      question: `${tag(i)} Write the word "${WORDS[i]}" backwards.`,
      answer: reverse(WORDS[i]!),
    })),
    program: {
      harness: { template: 'Question: {{question}}\nAnswer:' },
      grader: { kind: 'exact_match', normalize: ['strip'] },
      decoding: { temperature: 0, max_tokens: 16, seed: 11 },
    },
    // Right: the reversed word with the whitespace `strip` removes; wrong: the word as given.
    serve: generating((item, right) =>
      right ? ` ${item.answer}\n` : reverse(String(item.answer)),
    ),
    change: {
      what: 'normalizing case too (a grader option)',
      edit: (c) => (c.grader.normalize = ['strip', 'lowercase']),
      expectDiffers: exactly('grader'),
    },
  },
  {
    kind: 'contains',
    title: 'use a word in a sentence',
    suite: 'use-a-word',
    items: items((i) => ({
      question: `${tag(i)} Use the word "${WORDS[i]}" in a sentence.`,
      answer: WORDS[i]!,
    })),
    program: {
      harness: { template: 'Question: {{question}}\nAnswer:' },
      grader: { kind: 'contains' },
      decoding: { temperature: 0, max_tokens: 32, seed: 11 },
    },
    serve: generating((item, right) =>
      right
        ? `The ${String(item.answer).toUpperCase()} one was on the shelf.`
        : 'I would rather not.',
    ),
    change: {
      what: 'a reworded prompt template',
      edit: (c) => (c.harness.template = '{{question}}\nReply with one sentence.'),
      expectDiffers: exactly('template'),
    },
  },
  {
    kind: 'regex',
    title: 'add two numbers, ending with "Answer: N"',
    suite: 'sums',
    items: items((i) => ({
      question: `${tag(i)} What is ${i + 12} + ${3 * i + 5}? End with "Answer: <number>".`,
      answer: String(4 * i + 17),
    })),
    program: {
      harness: { template: '{{question}}' },
      grader: { kind: 'regex', pattern: 'Answer:\\s*(\\d+)' },
      decoding: { temperature: 0, max_tokens: 32, seed: 11 },
    },
    serve: generating((item, right) => {
      const sum = right ? item.answer : Number(item.answer) + 10;
      return `Adding the two gives ${sum}.\nAnswer: ${sum}`;
    }),
    change: {
      what: 'a pattern that also reads negative numbers (a grader option)',
      edit: (c) => (c.grader.pattern = 'Answer:\\s*(-?\\d+)'),
      expectDiffers: exactly('grader'),
    },
  },
  {
    kind: 'choice',
    title: 'pick the largest of four numbers',
    suite: 'largest-number',
    items: items(largestOfFour),
    program: {
      harness: { template: CHOICE_TEMPLATE },
      grader: { kind: 'choice' },
      decoding: { temperature: 0, max_tokens: 8, seed: 11 },
    },
    serve: generating((item, right) => {
      const correct = item.answer as number;
      return `Answer: ${LETTERS[right ? correct : (correct + 1) % 4]}`;
    }),
    change: {
      what: 'a larger decoding.max_tokens',
      edit: (c) => (c.decoding.max_tokens = 16),
      expectDiffers: exactly('decoding'),
    },
  },
  {
    kind: 'numeric',
    title: 'count pens in boxes',
    suite: 'pens',
    items: items((i) => ({
      question: `${tag(i)} A box holds ${i + 2} pens. How many pens are in 3 boxes?`,
      answer: String(3 * (i + 2)),
    })),
    program: {
      harness: { template: 'Question: {{question}}\nAnswer:' },
      grader: { kind: 'numeric', tolerance: 0.01 },
      decoding: { temperature: 0, max_tokens: 32, seed: 11 },
    },
    serve: generating(
      (item, right) => `3 boxes hold ${right ? item.answer : Number(item.answer) + 2} pens in all.`,
    ),
    change: {
      what: 'a looser numeric tolerance (a grader option)',
      edit: (c) => (c.grader.tolerance = 0.5),
      expectDiffers: exactly('grader'),
    },
  },
  {
    kind: 'llm_judge',
    title: 'multiply two numbers, graded by a judge model',
    suite: 'products',
    items: items((i) => ({
      question: `${tag(i)} What is ${i + 3} times 7?`,
      answer: String(7 * (i + 3)),
    })),
    program: {
      harness: { template: 'Question: {{question}}\nAnswer:' },
      grader: {
        kind: 'llm_judge',
        judge: 'judge',
        prompt:
          'Question: {{question}}\nReference: {{answer}}\nResponse: {{response}}\n' +
          'Does the response give the reference answer? End with "VERDICT: correct" or "VERDICT: incorrect".',
      },
      decoding: { temperature: 0, max_tokens: 32, seed: 11 },
    },
    async serve(all, serving) {
      const assistant = await generating(
        (item, right) => `It is ${right ? item.answer : Number(item.answer) + 1}.`,
      )(all, serving);
      // The judge reads the reference and the response from its prompt and compares the numbers.
      const judge = await startOpenAIServer({
        apiKey: KEY,
        model: 'judge-build',
        answer: (request) => {
          const reference = /^Reference: (.*)$/m.exec(request.prompt)?.[1];
          const response = /^Response: (.*)$/m.exec(request.prompt)?.[1] ?? '';
          const numbers: string[] = response.match(/\d+/g) ?? [];
          return reference !== undefined && numbers.includes(reference)
            ? 'The response gives the reference number.\nVERDICT: correct'
            : 'The response gives another number.\nVERDICT: incorrect';
        },
      });
      return {
        model: assistant.model,
        servers: [...assistant.servers, judge],
        models: [
          ...assistant.models,
          {
            id: 'judge',
            provider: 'openai',
            base_url: judge.url,
            api_key_env: 'JOURNEY_KEY',
            model: 'judge-model-1',
            max_retries: 0,
          },
        ],
      };
    },
    change: {
      what: "another judge model (the judge entry's model)",
      edit: (c) => (c.models.find((m: Config) => m.id === 'judge').model = 'judge-model-2'),
      expectDiffers(model) {
        // The judge is part of the grader's identity: named as the grader or as the judge.
        expect(model.differs.length).toBeGreaterThan(0);
        expect(model.differs.filter((p) => p !== 'grader' && p !== 'judge')).toEqual([]);
        const named = (model.differences ?? []).filter((d) => model.differs.includes(d.part));
        expect(JSON.stringify(named.map((d) => d.old))).toContain('judge-model-1');
        expect(JSON.stringify(named.map((d) => d.new))).toContain('judge-model-2');
      },
    },
  },
  {
    kind: 'loglikelihood',
    title: 'score each choice by its logprob',
    suite: 'largest-number-loglik',
    items: items(largestOfFour),
    program: {
      harness: { template: CHOICE_TEMPLATE, mode: 'completion', output: 'loglikelihood' },
      grader: { kind: 'loglikelihood', metric: 'acc' },
      decoding: { temperature: 0, max_tokens: 1, seed: 11 },
    },
    async serve(all, serving) {
      // Each item is one completions request listing its four prompts ("...Answer: B"), with
      // echo and logprobs. The serving build puts the most probability on the letter it
      // believes: the right one where `RIGHT` says so, the next one otherwise.
      const logprobs = (prompt: string): PromptTokens | undefined => {
        const i = itemIndex(prompt);
        if (i === undefined) return undefined;
        const correct = all[i]!.answer as number;
        const believed = LETTERS[RIGHT[serving()](i) ? correct : (correct + 1) % 4];
        const tokens = wordTokens(prompt);
        const last = tokens.length - 1;
        return {
          tokens,
          token_logprobs: tokens.map((token, k) =>
            k === 0 ? null : k < last ? -1 : token.trim() === believed ? -0.25 : -4,
          ),
        };
      };
      const model = await startOpenAIServer({
        apiKey: KEY,
        model: () => serving(),
        answer: () => ' the',
        promptLogprobs: logprobs,
      });
      return { model, servers: [model], models: [slotEntry(model, { api: 'completions' })] };
    },
    change: {
      what: 'acc_norm instead of acc (a grader option)',
      edit: (c) => (c.grader.metric = 'acc_norm'),
      expectDiffers: exactly('grader'),
    },
  },
];

// ---------------------------------------------------------------------------------------------
// The walk.

/**
 * Registers a journey's steps as tests that run in order; once one fails, the later ones fail at
 * once, naming it, rather than failing again on the state it left behind.
 */
function steps() {
  let broken: string | undefined;
  return (name: string, body: () => Promise<void>) =>
    it.sequential(name, async () => {
      if (broken !== undefined) throw new Error(`not walked: the step "${broken}" failed`);
      try {
        await body();
      } catch (error) {
        broken = name;
        throw error;
      }
    });
}

function walk(journey: Journey) {
  describe(`${journey.kind}: ${journey.title}`, () => {
    let build: Build = 'build-a';
    let served: Served;
    let dir: string;
    const step = steps();

    beforeAll(async () => {
      served = await journey.serve(journey.items, () => build);
      dir = await mkdtemp(path.join(tmpdir(), `evalgate-journey-${journey.kind}-`));
    });
    afterAll(async () => {
      await Promise.all((served?.servers ?? []).map((s) => s.close()));
    });

    const configFile = () => path.join(dir, 'evalgate.yml');
    const readConfig = async () => parse(await readFile(configFile(), 'utf8')) as Config;
    const gate = async (expectedCode: number, what: string) => {
      const asked = served.model.requests.length;
      const result = await evalgate(
        dir,
        'gate',
        '--config',
        'evalgate.yml',
        '--no-cache',
        '--json',
      );
      expect(result.code, `${what}: gate's exit code; stderr:\n${result.stderr}`).toBe(
        expectedCode,
      );
      // Measured, not replayed: every item was asked again.
      expect(served.model.requests.length - asked, `${what}: requests to the slot`).toBe(N);
      const json = JSON.parse(result.stdout) as GateJson;
      expect(json.models.map((m) => m.model)).toEqual([SLOT]);
      return { json, model: json.models[0]! };
    };

    step(`slice --write pins the ${N}-item slice`, async () => {
      await writeFile(
        path.join(dir, 'items.jsonl'),
        journey.items.map((item) => `${JSON.stringify(item)}\n`).join(''),
      );
      const config = {
        version: 1,
        suite: journey.suite,
        dataset: { path: 'items.jsonl', fields: { id: 'id' } },
        slice: { seed: 20240909 },
        ...journey.program,
        models: served.models,
        gate: { max_drop: 2, significance: 'require', alpha: 0.05 },
      };
      await writeFile(configFile(), stringify(config));
      const pinned = await evalgate(dir, 'slice', '--config', 'evalgate.yml', '--write', '--json');
      expect(pinned.code, pinned.stderr).toBe(0);
      const slice = JSON.parse(pinned.stdout) as { fingerprint: string; count: number };
      expect(slice.count).toBe(N);
      expect(slice.fingerprint).toMatch(/^[0-9a-f]{64}$/);
      expect((await readConfig()).slice.fingerprint).toBe(slice.fingerprint);

      await writeFile(path.join(dir, '.gitignore'), '.evalgate/runs/\n.evalgate/cache/\n');
      await git(dir, 'init', '-q', '-b', 'main');
      await git(dir, 'add', '-A');
      await git(dir, 'commit', '-q', '-m', `suite ${journey.suite}`);
    });

    step('run measures build A; freeze --run makes its record the baseline', async () => {
      const run = await evalgate(dir, 'run', '--config', 'evalgate.yml', '--json');
      expect(run.code, run.stderr).toBe(0);
      const { runs } = JSON.parse(run.stdout) as { runs: RunJson[] };
      // The judge is no slot of its own: one record, for the slot under test.
      expect(runs.map((r) => r.model)).toEqual([SLOT]);
      const measured = runs[0]!;
      expect(measured).toMatchObject({ model: SLOT, build: 'build-a', n: N, errors: 0 });
      expect(measured.score).toBeCloseTo(SCORE_A, 9);
      expect(served.model.requests).toHaveLength(N);

      const recordFile = path.resolve(dir, measured.path);
      const record = JSON.parse(await readFile(recordFile, 'utf8')) as {
        suite: string;
        environment: { git_sha: string | null };
        items: { id: string; correct: boolean | null }[];
      };
      expect(record.suite).toBe(journey.suite);
      expect(record.environment.git_sha).toBe(await git(dir, 'rev-parse', 'HEAD'));
      expect(
        record.items
          .filter((item) => item.correct === false)
          .map((item) => item.id)
          .sort(),
      ).toEqual(indices.filter((i) => !RIGHT['build-a'](i)).map(itemId));

      const freeze = await evalgate(
        dir,
        'freeze',
        '--config',
        'evalgate.yml',
        '--run',
        recordFile,
        '--json',
      );
      expect(freeze.code, freeze.stderr).toBe(0);
      const frozen = JSON.parse(freeze.stdout) as {
        verdict: string;
        frozen: { model: string; score: number }[];
      };
      expect(frozen.verdict).toBe('frozen');
      expect(frozen.frozen).toMatchObject([{ model: SLOT }]);
      expect(frozen.frozen[0]!.score).toBeCloseTo(SCORE_A, 9);
      const baseline = path.join(dir, '.evalgate', 'baselines', journey.suite, SLOT_FILE);
      expect(existsSync(baseline), baseline).toBe(true);
      await git(dir, 'add', '-A');
      await git(dir, 'commit', '-q', '-m', 'freeze build A');
    });

    step('gate of the same build A passes', async () => {
      const { json, model } = await gate(0, 'build A again');
      expect(json).toMatchObject({ verdict: 'pass', failed: false });
      expect(model).toMatchObject({ verdict: 'pass', build: 'build-a', delta: 0 });
      expect(model.score).toBeCloseTo(SCORE_A, 9);
      expect(model.flips).toEqual({ regressed: [], fixed: [] });
    });

    step('gate of a worse build behind the same endpoint fails as regressed', async () => {
      build = 'build-b';
      try {
        const { json, model } = await gate(1, 'build B');
        expect(json).toMatchObject({ verdict: 'regressed', failed: true });
        expect(model).toMatchObject({ verdict: 'regressed', build: 'build-b' });
        expect(model.score).toBeCloseTo(SCORE_B, 9);
        expect(model.baseline).toBeCloseTo(SCORE_A, 9);
        expect(model.delta).toBeCloseTo(SCORE_B - SCORE_A, 9);
        expect(model.delta!).toBeLessThanOrEqual(-2);
        expect([...model.flips.regressed].sort()).toEqual(FLIPPED);
        expect(model.flips.fixed).toEqual([]);
        expect(model.p_value!).toBeLessThan(0.05);
      } finally {
        build = 'build-a';
      }
    });

    step(`gate after ${journey.change.what} fails as incomparable`, async () => {
      const config = await readConfig();
      journey.change.edit(config);
      await writeFile(configFile(), stringify(config));
      const { json, model } = await gate(1, journey.change.what);
      expect(json).toMatchObject({ verdict: 'incomparable', failed: true });
      expect(model).toMatchObject({ verdict: 'incomparable', build: 'build-a' });
      journey.change.expectDiffers(model);
    });
  });
}

// Concurrent: the journeys run side by side (their describes inherit it); each journey's steps are
// `it.sequential`, so they run one after another.
describe('journeys through the committed CLI, one per grader kind', { concurrent: true }, () => {
  for (const journey of journeys) walk(journey);
});
