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

describe('input cache-max-age', () => {
  const maxAge = (value: string) => {
    withInputs({ 'cache-max-age': value });
    return readInputs().cacheMaxAgeS;
  };

  it('takes durations, plain seconds and 0; 24h when unset', () => {
    expect(maxAge('')).toBe(86_400);
    expect(maxAge('24h')).toBe(86_400);
    expect(maxAge('90m')).toBe(5_400);
    expect(maxAge('3600s')).toBe(3_600);
    expect(maxAge('2d')).toBe(172_800);
    expect(maxAge('1.5h')).toBe(5_400);
    expect(maxAge('0')).toBe(0);
    expect(maxAge('3600')).toBe(3_600);
    expect(maxAge('24 h')).toBe(86_400);
  });

  it.each(['soon', '-5', '1e3', '24H', '2 4h', '24hs', 'h'])(
    'refuses %j, naming the input, what it expects and what it found',
    (value) => {
      expect(failure(() => maxAge(value)).message).toBe(
        `input "cache-max-age": expected a duration such as 24h, 90m, 3600s or 0, found "${value}"`,
      );
    },
  );
});
