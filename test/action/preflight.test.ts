import { readFileSync } from 'node:fs';
import path from 'node:path';
import { parse } from 'yaml';
import { describe, expect, it } from 'vitest';
import { DEFAULTS, INPUT, input } from '../../src/action/names.js';
import { preflight } from '../../src/action/preflight.js';
import { actionFixtures, dispatchPayload, runAction, workspace } from '../e2e/action-harness.js';
import { tempDir } from '../helpers.js';

const fx = actionFixtures();

describe("the entry's check before any flow loads", () => {
  it('says word for word what the full run says for a config it cannot read', async () => {
    const a = await fx.build('build-a', 80);
    const ws = await workspace(10, a);
    for (const config of ['missing.yml', 'sub/none.yaml']) {
      const inputs = { ...fx.inputs(await fx.github()), config };
      const env = Object.fromEntries(
        Object.entries(inputs).map(([k, v]) => [`INPUT_${k.toUpperCase()}`, v]),
      );
      const early = preflight({ ...env, GITHUB_WORKSPACE: ws.dir }, ws.dir);
      expect(early).not.toBeNull();
      // The full run, in-process, past the entry's check.
      const full = await runAction({
        workspace: ws.dir,
        event: 'workflow_dispatch',
        payload: dispatchPayload({}),
        inputs: { ...inputs, 'github-token': '' },
        pastPreflight: true,
      });
      expect(full.code).toBe(1);
      expect(full.stdout.endsWith(early!)).toBe(true);
    }
  });

  it('leaves a readable config, several configs, globs and lm-eval results to the flows', async () => {
    const dir = await tempDir('evalgate-preflight-');
    const at = (inputs: Record<string, string>) =>
      preflight(
        Object.fromEntries(Object.entries(inputs).map(([k, v]) => [`INPUT_${k.toUpperCase()}`, v])),
        dir,
      );
    expect(at({ config: 'a.yml, b.yml' })).toBeNull();
    expect(at({ config: 'suites/*/evalgate.yml' })).toBeNull();
    expect(at({ config: 'missing.yml', results: 'out/*.json' })).toBeNull();
    expect(at({ config: '.' })).toBeNull();
    // The verdict job reads the config from the graded head's commit, not from its checkout.
    expect(
      preflight({ GITHUB_EVENT_NAME: 'workflow_run', INPUT_CONFIG: 'new.yml' }, dir),
    ).toBeNull();
    expect(at({})).toContain('evalgate.yml: cannot read the config file: no such file');
  });
});

describe('inputs the runner does not pass', () => {
  it("take action.yml's defaults, each declared once (the data branch's included)", () => {
    const declared = parse(readFileSync(path.resolve('action.yml'), 'utf8')).inputs as Record<
      string,
      { default?: string }
    >;
    const expected = Object.fromEntries(
      Object.entries(declared)
        .filter(([name, spec]) => spec.default && name !== INPUT.token)
        .map(([name, spec]) => [name, spec.default]),
    );
    expect(DEFAULTS).toEqual(expected);
    expect(input({}, INPUT.dataBranch)).toBe('evalgate-data');
    // An input the workflow sets empty stays empty: `data-branch: ''` turns the branch off.
    expect(input({ 'INPUT_DATA-BRANCH': '' }, INPUT.dataBranch)).toBe('');
    expect(input({ INPUT_MODE: ' run ' }, INPUT.mode)).toBe('run');
  });
});
