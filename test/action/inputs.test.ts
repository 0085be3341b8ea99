import { afterEach, describe, expect, it, vi } from 'vitest';
import { InputError } from '../../src/core/errors.js';
import { effectiveMode, readInputs } from '../../src/action/inputs.js';

/** Sets the Action's inputs as the runner passes them: `INPUT_<NAME>` variables. */
function withInputs(inputs: Record<string, string>) {
  for (const [name, value] of Object.entries(inputs))
    vi.stubEnv(`INPUT_${name.toUpperCase()}`, value);
}

afterEach(() => vi.unstubAllEnvs());

function failure(fn: () => unknown): InputError {
  try {
    fn();
  } catch (error) {
    if (error instanceof InputError) return error;
    throw error;
  }
  throw new Error('expected an InputError');
}

describe('the mode of a run', () => {
  it('is the mode input unless a workflow_dispatch input mode names one', () => {
    withInputs({ mode: 'run' });
    const inputs = readInputs();
    expect(effectiveMode(inputs, {})).toBe('run');
    expect(effectiveMode(inputs, { mode: 'freeze' })).toBe('freeze');
    expect(effectiveMode(inputs, { mode: ' merge ' })).toBe('merge');
    // A dispatch form's empty field leaves the input's mode.
    expect(effectiveMode(inputs, { mode: '' })).toBe('run');
    expect(effectiveMode(inputs, { other: 'freeze' })).toBe('run');
  });

  it('refuses a dispatched mode outside the modes, naming the dispatch input', () => {
    withInputs({});
    const error = failure(() => effectiveMode(readInputs(), { mode: 'frieze' }));
    expect(error.message).toBe(
      'workflow_dispatch input "mode": expected one of "gate", "freeze", "run", "merge", "measure", "compare", found "frieze"',
    );
  });

  it('refuses a mode input outside the modes, naming the input', () => {
    withInputs({ mode: 'gates' });
    expect(failure(() => readInputs()).message).toBe(
      'input "mode": expected one of "gate", "freeze", "run", "merge", "measure", "compare", found "gates"',
    );
  });
});

describe('deprecated inputs', () => {
  it('cache-max-age, freeze-refuse-author and approvals-from are accepted with a warning naming what replaced them', () => {
    const written: string[] = [];
    vi.spyOn(process.stdout, 'write').mockImplementation((chunk) => {
      written.push(String(chunk));
      return true;
    });
    withInputs({
      'cache-max-age': '0',
      'freeze-refuse-author': 'true',
      'approvals-from': 'verdict-job',
    });
    const inputs = readInputs();
    vi.restoreAllMocks();
    expect(inputs).not.toHaveProperty('cacheMaxAgeS');
    const text = written.join('');
    expect(text).toContain(
      '::warning::evalgate: input "cache-max-age" is deprecated and ignored: pull-request runs read no cache now',
    );
    expect(text).toContain(
      'input "freeze-refuse-author" is deprecated and ignored: the freeze label approves nothing now',
    );
    expect(text).toContain(
      'input "approvals-from" is deprecated and ignored: approvals are maintainers',
    );
  });

  it('says nothing when they are not set', () => {
    const written: string[] = [];
    vi.spyOn(process.stdout, 'write').mockImplementation((chunk) => {
      written.push(String(chunk));
      return true;
    });
    readInputs();
    vi.restoreAllMocks();
    expect(written.join('')).not.toContain('deprecated');
  });
});
