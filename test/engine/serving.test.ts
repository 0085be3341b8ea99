/**
 * A model entry's declared serving side (`models[].serving`): recorded in each run, shown on the
 * protocol card of the markdown and the HTML report, and a change against the baseline's named
 * beside the verdict without making the run incomparable.
 */
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { startOpenAIServer, type FakeServer } from '../fakes/model-server.js';
import { runCli } from '../helpers.js';
import { answering, readRecords, runAndFreeze, writeSuite } from './suite-helpers.js';
import { editConfig } from '../e2e/action-harness.js';

const servers: FakeServer[] = [];
afterEach(async () => {
  await Promise.all(servers.splice(0).map((s) => s.close()));
});

const SERVING = { hardware: 'A100-80G', precision: 'bf16', engine: 'vLLM 0.9.2', batch_size: 8 };

describe('the serving side of a build', () => {
  it('is recorded, shown on the protocol card, and a precision change is named beside the verdict', async () => {
    const server = await startOpenAIServer({
      answer: answering((n) => n % 5 !== 0),
      model: 'served-build',
    });
    servers.push(server);
    const { dir, config } = await writeSuite({
      n: 40,
      models: [
        {
          id: 'vendor/model',
          provider: 'openai',
          base_url: server.url,
          model: 'model-x',
          max_retries: 0,
          serving: SERVING,
        },
      ],
    });
    await runAndFreeze(config);
    const [frozen] = await readRecords(dir);
    expect(frozen!.model.serving).toEqual(SERVING);

    await editConfig(config, (c) => (c.models[0].serving.precision = 'fp16'));
    const report = path.join(dir, 'report.md');
    const gate = await runCli('gate', '--config', config, '--json', '--report', report);
    expect(gate.code, gate.stderr).toBe(0);
    const result = JSON.parse(gate.stdout);
    const [model] = result.models;
    // The same protocol: the scores are compared, and the change is named, not hidden.
    expect(model.verdict).toBe('pass');
    expect(model.serving_changed).toEqual(['precision: bf16 → fp16']);
    const markdown = await readFile(report, 'utf8');
    expect(markdown).toContain(
      '- hardware and precision: A100-80G, fp16, engine vLLM 0.9.2, batch size 8 (declared in the config)',
    );
    expect(markdown).toContain(
      '  - serving changed against the baseline: precision: bf16 → fp16 (a property of the build, not of the protocol',
    );

    const latest = (await readRecords(dir)).at(-1)!;
    expect(latest.model.serving).toEqual({ ...SERVING, precision: 'fp16' });
    const html = path.join(dir, 'report.html');
    const rendered = await runCli(
      'report',
      '--config',
      config,
      '--run',
      path.join(dir, '.evalgate', 'runs', 'generated', `${latest.run_id}-vendor_model.json`),
      '--format',
      'html',
      '--out',
      html,
    );
    expect(rendered.code, rendered.stderr).toBe(0);
    const page = await readFile(html, 'utf8');
    expect(page).toContain('<h2>Protocol card</h2>');
    expect(page).toContain(
      '<dt>hardware and precision</dt><dd>A100-80G, fp16, engine vLLM 0.9.2, batch size 8 (declared in the config)</dd>',
    );
  });

  it('an entry without serving says it is not reported, and a baseline without one compares as before', async () => {
    const server = await startOpenAIServer({ answer: answering(() => true), model: 'b' });
    servers.push(server);
    const { config, dir } = await writeSuite({
      n: 20,
      models: [
        {
          id: 'vendor/model',
          provider: 'openai',
          base_url: server.url,
          model: 'm',
          max_retries: 0,
        },
      ],
    });
    await runAndFreeze(config);
    const report = path.join(dir, 'report.md');
    const gate = await runCli('gate', '--config', config, '--json', '--report', report);
    expect(gate.code, gate.stderr).toBe(0);
    expect(JSON.parse(gate.stdout).models[0].serving_changed).toBeUndefined();
    expect(await readFile(report, 'utf8')).toContain(
      '- hardware and precision: not reported by the provider (a model entry declares it under serving)',
    );
  });

  it('a serving key of the wrong type is a config error naming it', async () => {
    const { config } = await writeSuite({
      n: 5,
      models: [
        {
          id: 'vendor/model',
          provider: 'openai',
          base_url: 'http://127.0.0.1:9/v1',
          model: 'm',
          serving: { batch_size: 'eight' },
        },
      ],
    });
    const result = await runCli('run', '--config', config);
    expect(result.code).toBe(2);
    expect(result.stderr).toContain(
      'models[0].serving.batch_size: expected a number, found "eight"',
    );
  });
});
