import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { startOpenAIServer, type FakeRequest, type FakeServer } from '../fakes/model-server.js';
import { runCli, tempDir, withoutSliceSizeWarning } from '../helpers.js';
import { readRecords } from './suite-helpers.js';

const servers: FakeServer[] = [];
afterEach(async () => {
  await Promise.all(servers.splice(0).map((s) => s.close()));
});

/** Free-text questions with reference answers, and what the fake model says to each. */
const QA = [
  {
    id: 'capital',
    question: 'What is the capital of France?',
    answer: 'Paris',
    says: 'The capital is Paris.',
  },
  { id: 'sum', question: 'What is 17 + 25?', answer: '42', says: 'Let me add: 17 + 25 = 42' },
  {
    id: 'price',
    question: 'A pen costs $1,200.50 per box; what is a box?',
    answer: '1200.5',
    says: 'It costs $1,200.50',
  },
  { id: 'article', question: 'Name the largest planet.', answer: 'Jupiter', says: 'the  JUPITER' },
  {
    id: 'wrong',
    question: 'What colour is a clear daytime sky?',
    answer: 'blue',
    says: 'Green, surely.',
  },
];

async function textSuite(
  grader: Record<string, unknown>,
  extraModels: Record<string, unknown>[] = [],
  rows = QA,
) {
  const server = await startOpenAIServer({
    answer: (request: FakeRequest) =>
      QA.find((q) => request.prompt.includes(q.question))?.says ?? '?',
    model: 'text-model',
  });
  servers.push(server);
  const dir = await tempDir();
  await writeFile(
    path.join(dir, 'qa.jsonl'),
    rows.map(({ id, question, answer }) => JSON.stringify({ id, question, answer })).join('\n'),
  );
  const config = path.join(dir, 'evalgate.yml');
  await writeFile(
    config,
    JSON.stringify({
      version: 1,
      suite: 'generated',
      dataset: { path: 'qa.jsonl', fields: { id: 'id' } },
      harness: { template: 'Question: {{question}}\nAnswer:' },
      grader,
      models: [
        { id: 'text', provider: 'openai', base_url: server.url, model: 'text-model' },
        ...extraModels,
      ],
    }),
  );
  const result = await runCli('run', '--config', config, '--model', 'text');
  expect(withoutSliceSizeWarning(result.stderr)).not.toContain('evalgate:');
  expect(result.code).toBe(0);
  const [record] = await readRecords(dir);
  return Object.fromEntries(record!.items.map((i) => [i.id, i]));
}

describe('graders through a real run', () => {
  it('exact_match with normalizers', async () => {
    const items = await textSuite({
      kind: 'exact_match',
      normalize: [
        'strip',
        'lowercase',
        'collapse_whitespace',
        'strip_punctuation',
        'strip_articles',
      ],
    });
    expect(items.article!.correct).toBe(true); // "the  JUPITER" -> "jupiter"
    expect(items.capital!.correct).toBe(false); // a sentence is not an exact match
    expect(items.wrong!.correct).toBe(false);
    expect(items.article!.reason).not.toBe('');
  });

  it('contains (lenient)', async () => {
    const items = await textSuite({ kind: 'contains' });
    expect(items.capital!.correct).toBe(true);
    expect(items.sum!.correct).toBe(true);
    expect(items.article!.correct).toBe(true);
    expect(items.wrong!.correct).toBe(false);
  });

  it('regex extracts a group and compares', async () => {
    const items = await textSuite({ kind: 'regex', pattern: '=\\s*(\\d+)' });
    expect(items.sum).toMatchObject({ correct: true, extracted: '42' });
    expect(items.capital).toMatchObject({ correct: false, extracted: null });
  });

  it('numeric with a tolerance reads the last number', async () => {
    const numbers = QA.filter((q) => /^[\d.]+$/.test(q.answer));
    const items = await textSuite({ kind: 'numeric', tolerance: 0.01 }, [], numbers);
    expect(items.sum).toMatchObject({ correct: true, extracted: '42' });
    expect(items.price!.correct).toBe(true);
  });

  it('a reference the grader cannot use stops the run before any request', async () => {
    const server = await startOpenAIServer({ answer: () => '1' });
    servers.push(server);
    const dir = await tempDir();
    await writeFile(
      path.join(dir, 'qa.jsonl'),
      JSON.stringify({ question: 'Sky colour?', answer: 'blue' }),
    );
    const config = path.join(dir, 'evalgate.yml');
    await writeFile(
      config,
      JSON.stringify({
        version: 1,
        suite: 's',
        dataset: { path: 'qa.jsonl' },
        harness: { template: '{{question}}' },
        grader: { kind: 'numeric' },
        models: [{ id: 'm', provider: 'openai', base_url: server.url, model: 'm' }],
      }),
    );
    const result = await runCli('run', '--config', config);
    expect(result.code).toBe(2);
    expect(result.stderr).toContain('grader numeric: expected a number in "answer", found "blue"');
    expect(server.stats.total).toBe(0);
  });

  it('llm_judge asks the judge model entry and parses its verdict', async () => {
    const judge = await startOpenAIServer({
      answer: (request) => {
        const text = request.body.messages.map((m: { content: string }) => m.content).join('\n');
        const reference = /Reference: (.*)/.exec(text)?.[1] ?? '';
        const response = /Response: (.*)/.exec(text)?.[1] ?? '';
        return response.toLowerCase().includes(reference.toLowerCase())
          ? 'The response matches.\nVERDICT: correct'
          : 'It does not match.\nVERDICT: incorrect';
      },
    });
    servers.push(judge);
    const items = await textSuite(
      {
        kind: 'llm_judge',
        judge: 'judge',
        prompt:
          'Question: {{question}}\nReference: {{answer}}\nResponse: {{response}}\nIs the response correct?',
      },
      [{ id: 'judge', provider: 'openai', base_url: judge.url, model: 'judge-model' }],
    );
    expect(items.capital!.correct).toBe(true);
    expect(items.sum!.correct).toBe(true);
    expect(items.wrong!.correct).toBe(false);
    expect(items.wrong!.reason).toMatch(/incorrect/);
    expect(judge.requests).toHaveLength(5);
  });
});

describe('the LLM judge on cached answers', () => {
  it("grades them within the judge entry's concurrency, never all at once", async () => {
    let inFlight = 0;
    let peak = 0;
    const LATENCY_MS = 30;
    const judge = await startOpenAIServer({
      latencyMs: LATENCY_MS,
      answer: () => {
        inFlight++;
        peak = Math.max(peak, inFlight);
        setTimeout(() => inFlight--, LATENCY_MS);
        return 'VERDICT: correct';
      },
    });
    const model = await startOpenAIServer({ answer: () => 'Paris', model: 'text-model' });
    servers.push(judge, model);
    const dir = await tempDir();
    const rows = Array.from({ length: 8 }, (_, i) => ({
      id: `q${i}`,
      question: `Q${i}?`,
      answer: 'Paris',
    }));
    await writeFile(path.join(dir, 'qa.jsonl'), rows.map((r) => JSON.stringify(r)).join('\n'));
    const config = path.join(dir, 'evalgate.yml');
    await writeFile(
      config,
      JSON.stringify({
        version: 1,
        suite: 'generated',
        dataset: { path: 'qa.jsonl', fields: { id: 'id' } },
        harness: { template: 'Question: {{question}}\nAnswer:' },
        grader: { kind: 'llm_judge', judge: 'judge', prompt: 'Q: {{question}}\nR: {{response}}' },
        models: [
          { id: 'text', provider: 'openai', base_url: model.url, model: 'text-model' },
          {
            id: 'judge',
            provider: 'openai',
            base_url: judge.url,
            model: 'judge-model',
            concurrency: 2,
          },
        ],
      }),
    );
    expect((await runCli('run', '--config', config, '--model', 'text')).code).toBe(0);
    expect(peak).toBe(2);
    const sent = model.requests.length;
    peak = 0;
    expect((await runCli('run', '--config', config, '--model', 'text')).code).toBe(0);
    expect(model.requests).toHaveLength(sent); // every answer came from the cache
    expect(judge.requests).toHaveLength(16);
    expect(peak).toBe(2);
    const records = await readRecords(dir);
    expect(records.at(-1)!.items.every((i) => i.cached && i.correct === true)).toBe(true);
  });
});

describe('a judge that fails', () => {
  it('keeps each answer and errors the item: grading failed, with the judge’s reason', async () => {
    const judge = await startOpenAIServer({
      answer: () => 'VERDICT: correct',
      statusFor: () => 400,
    });
    servers.push(judge);
    const model = await startOpenAIServer({ answer: () => 'Paris', model: 'text-model' });
    servers.push(model);
    const dir = await tempDir();
    const rows = Array.from({ length: 3 }, (_, i) => ({
      id: `q${i}`,
      question: `Q${i}?`,
      answer: 'Paris',
    }));
    await writeFile(path.join(dir, 'qa.jsonl'), rows.map((r) => JSON.stringify(r)).join('\n'));
    const config = path.join(dir, 'evalgate.yml');
    await writeFile(
      config,
      JSON.stringify({
        version: 1,
        suite: 'generated',
        dataset: { path: 'qa.jsonl', fields: { id: 'id' } },
        harness: { template: 'Question: {{question}}\nAnswer:' },
        grader: { kind: 'llm_judge', judge: 'judge', prompt: 'Q: {{question}}\nR: {{response}}' },
        models: [
          { id: 'text', provider: 'openai', base_url: model.url, model: 'text-model' },
          { id: 'judge', provider: 'openai', base_url: judge.url, model: 'judge-model' },
        ],
      }),
    );
    const result = await runCli('run', '--config', config, '--model', 'text');
    expect(result.code).toBe(1);
    expect(result.stderr).toContain('all 3 items failed: grading failed:');
    const [record] = await readRecords(dir);
    expect(record!.items).toHaveLength(3);
    for (const item of record!.items) {
      expect(item).toMatchObject({ correct: null, reason: 'grading failed', attempts: 1 });
      expect(item.error).toMatch(/^grading failed: .*HTTP 400/);
      expect(item.response_sha256).not.toBeNull();
    }
  });
});
