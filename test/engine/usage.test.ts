import { readdir, readFile, writeFile } from 'node:fs/promises';
import http from 'node:http';
import path from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { isTokenCount } from '../../src/engine/providers/usage.js';
import { startAnthropicServer, type FakeServer } from '../fakes/model-server.js';
import { runCli } from '../helpers.js';
import { answering, readRecords, useFakeServers, writeSuite } from './suite-helpers.js';

const { openai } = useFakeServers();

/**
 * A relay in front of a fake endpoint that rewrites `usage` in its 200 answers while `hostile`
 * returns a rewrite for the request's question number (Q0003 -> 3): the fake model answers, and
 * a hostile server bills. The fakes report honest counts only, so the lie is told here.
 */
interface Relay {
  url: string;
  hostile: (n: number) => ((usage: Record<string, unknown>) => void) | undefined;
}

const relays: http.Server[] = [];
const anthropicServers: FakeServer[] = [];
afterEach(async () => {
  vi.unstubAllEnvs();
  await Promise.all(anthropicServers.splice(0).map((s) => s.close()));
  await Promise.all(
    relays.splice(0).map(
      (relay) =>
        new Promise<void>((resolve) => {
          relay.close(() => resolve());
          relay.closeAllConnections();
        }),
    ),
  );
});

const FORWARDED = ['content-type', 'authorization', 'x-api-key', 'anthropic-version'];

async function relayTo(target: FakeServer, hostile: Relay['hostile']): Promise<Relay> {
  const origin = new URL(target.url).origin;
  const relay: Relay = { url: '', hostile };
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const raw = Buffer.concat(chunks).toString('utf8');
      const headers: Record<string, string> = {};
      for (const [name, value] of Object.entries(req.headers)) {
        if (typeof value === 'string' && FORWARDED.includes(name)) {
          headers[name] = value;
        }
      }
      void fetch(`${origin}${req.url}`, { method: req.method!, headers, body: raw })
        .then(async (answer) => {
          let text = await answer.text();
          const n = Number(/Q(\d{4})/.exec(raw)?.[1] ?? NaN);
          const rewrite = relay.hostile(n);
          if (answer.status === 200 && rewrite) {
            const body = JSON.parse(text) as { usage: Record<string, unknown> };
            rewrite(body.usage);
            text = JSON.stringify(body);
          }
          res.writeHead(answer.status, { 'content-type': 'application/json' });
          res.end(text);
        })
        .catch(() => req.socket.destroy());
    });
  });
  relays.push(server);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', () => resolve()));
  relay.url = `http://127.0.0.1:${(server.address() as { port: number }).port}/v1`;
  return relay;
}

const honest = () => undefined;
const WARNING = 'expected a non-negative integer token count';

/** The lines of stderr that are a refused-usage warning. */
const usageWarnings = (stderr: string) => stderr.split('\n').filter((l) => l.includes(WARNING));

describe('token counts a server reports that are none', () => {
  it.each([
    ['prompt_tokens', -1, '-1'],
    ['prompt_tokens', 1.5, '1.5'],
    ['prompt_tokens', '12', '"12"'],
    // JavaScript prints 2^60 (1152921504606846976) by its shortest round-trip form.
    ['prompt_tokens', 2 ** 60, '1152921504606847000'],
    ['completion_tokens', 1e300, '1e+300'],
  ])(
    'usage.%s %j: counted as 0, one warning, not cached, and an honest rerun heals it',
    async (field, value, shown) => {
      const server = await openai({ answer: answering(() => true) });
      // Three of the six replies lie; the others are honest and cached as usual.
      const lies = (n: number) => n % 2 === 1;
      const relay = await relayTo(server, (n) =>
        lies(n) ? (usage) => void (usage[field] = value) : undefined,
      );
      const { dir, config } = await writeSuite({
        n: 6,
        models: [{ id: 'm', provider: 'openai', base_url: relay.url, model: 'm' }],
      });

      const first = await runCli('run', '--config', config);
      expect(first.code, first.stderr).toBe(0);
      expect(server.requests).toHaveLength(6);
      // One warning for the run, not one per reply, naming the slot, the field and the value.
      expect(usageWarnings(first.stderr)).toEqual([
        `evalgate: warning: model "m": usage.${field}: expected a non-negative integer token count, found ${shown}; counted as 0 (3 replies had such counts; they are not cached, so a rerun asks again)`,
      ]);
      const [record] = await readRecords(dir);
      expect(record!.items).toHaveLength(6);
      expect(record!.items.every((i) => i.error === null && i.correct === true)).toBe(true);
      const side = field === 'prompt_tokens' ? 'input' : 'output';
      for (const item of record!.items) {
        const n = Number(String(item.id).slice(1));
        if (lies(n)) expect(item.tokens[side], String(item.id)).toBe(0);
        else expect(item.tokens[side], String(item.id)).toBeGreaterThan(0);
        // The other count of a lying reply is still read.
        expect(item.tokens[side === 'input' ? 'output' : 'input']).toBeGreaterThan(0);
      }
      const total = record!.items.reduce((sum, i) => sum + i.tokens[side], 0);
      expect(record!.usage[`${side}_tokens`]).toBe(total);

      // The lying replies were not cached: a second run asks for exactly those again.
      const second = await runCli('run', '--config', config);
      expect(second.code, second.stderr).toBe(0);
      expect(server.requests).toHaveLength(9);
      expect(
        server.requests
          .slice(6)
          .map((r) => Number(/Q(\d{4})/.exec(r.prompt)![1]))
          .sort(),
      ).toEqual([1, 3, 5]);
      expect(usageWarnings(second.stderr)).toHaveLength(1);

      // The server turns honest: the rerun asks those three again and is clean.
      relay.hostile = honest;
      const third = await runCli('run', '--config', config);
      expect(third.code, third.stderr).toBe(0);
      expect(server.requests).toHaveLength(12);
      expect(usageWarnings(third.stderr)).toEqual([]);
      const healed = (await readRecords(dir)).at(-1)!;
      expect(healed.items.every((i) => i.tokens[side] > 0)).toBe(true);

      // The control: honest replies are cached, so a fourth run sends nothing.
      const fourth = await runCli('run', '--config', config);
      expect(fourth.code, fourth.stderr).toBe(0);
      expect(server.requests).toHaveLength(12);
    },
  );

  it('the control: honest counts give no warning and are all cached', async () => {
    const server = await openai({ answer: answering(() => true) });
    const relay = await relayTo(server, honest);
    const { config } = await writeSuite({
      n: 4,
      models: [{ id: 'm', provider: 'openai', base_url: relay.url, model: 'm' }],
    });
    const first = await runCli('run', '--config', config);
    expect(first.code, first.stderr).toBe(0);
    expect(usageWarnings(first.stderr)).toEqual([]);
    await runCli('run', '--config', config);
    expect(server.requests).toHaveLength(4);
  });

  it('Anthropic: a refused usage.output_tokens is named, and a key it echoes is masked', async () => {
    const key = 'sk-ant-secret-0123456789';
    const server = await startAnthropicServer({ answer: answering(() => true), apiKey: key });
    anthropicServers.push(server);
    vi.stubEnv('ANTHROPIC_TEST_KEY', key);
    const relay = await relayTo(server, (n) =>
      n === 2 ? (usage) => void (usage.output_tokens = `${key} tokens`) : undefined,
    );
    const { dir, config } = await writeSuite({
      n: 4,
      models: [
        {
          id: 'claude',
          provider: 'anthropic',
          base_url: relay.url,
          model: 'claude-x',
          api_key_env: 'ANTHROPIC_TEST_KEY',
        },
      ],
    });
    const first = await runCli('run', '--config', config);
    expect(first.code, first.stderr).toBe(0);
    expect(first.stderr).not.toContain(key);
    const warnings = usageWarnings(first.stderr);
    expect(warnings).toHaveLength(1);
    expect(warnings[0]).toMatch(
      /^evalgate: warning: model "claude": usage\.output_tokens: expected a non-negative integer token count, found "[^"]* tokens"; counted as 0 \(this reply is not cached, so a rerun asks again\)$/,
    );
    const [record] = await readRecords(dir);
    expect(record!.items.find((i) => i.id === 'q0002')!.tokens.output).toBe(0);
    expect(record!.items.every((i) => i.error === null)).toBe(true);

    await runCli('run', '--config', config);
    expect(server.requests).toHaveLength(5); // the lying reply only, asked again
  });

  it('a cache from an evalgate that kept such counts is skipped, not served', async () => {
    const server = await openai({ answer: answering(() => true) });
    const { dir, config } = await writeSuite({
      n: 4,
      models: [{ id: 'm', provider: 'openai', base_url: server.url, model: 'm' }],
    });
    expect((await runCli('run', '--config', config)).code).toBe(0);
    // Each cached answer now holds what an earlier evalgate stored unchecked.
    const cacheDir = path.join(dir, '.evalgate', 'cache');
    for (const name of await readdir(cacheDir)) {
      const file = path.join(cacheDir, name);
      const lines = (await readFile(file, 'utf8')).split('\n').filter(Boolean);
      const poisoned = lines.map((line) => {
        const entry = JSON.parse(line) as { r: { usage: Record<string, unknown> } };
        entry.r.usage.input_tokens = -1;
        return JSON.stringify(entry);
      });
      await writeFile(file, `${poisoned.join('\n')}\n`);
    }
    const rerun = await runCli('run', '--config', config);
    expect(rerun.code, rerun.stderr).toBe(0);
    expect(rerun.stderr).toContain('skipped 4 unreadable entries');
    expect(server.requests).toHaveLength(8);
    const latest = (await readRecords(dir)).at(-1)!;
    expect(latest.items.every((i) => i.tokens.input > 0 && !i.cached)).toBe(true);
  });
});

describe('isTokenCount', () => {
  it('takes non-negative safe integers only', () => {
    for (const n of [0, 1, 4096, Number.MAX_SAFE_INTEGER])
      expect(isTokenCount(n), `${n}`).toBe(true);
    for (const v of [-1, 1.5, '12', 2 ** 53, 2 ** 60, 1e300, Infinity, NaN, null, true, [3]]) {
      expect(isTokenCount(v), JSON.stringify(v)).toBe(false);
    }
  });
});
