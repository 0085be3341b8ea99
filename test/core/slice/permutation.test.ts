import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { InputError } from '../../../src/core/errors.js';
import { numpyPermutation } from '../../../src/core/slice/permutation.js';

// Written by scripts/gen_permutation_vectors.py from numpy itself; see that script for the format.
interface Case {
  seed: number | string; // decimal string when >= 2^53
  n: number;
  permutation?: number[];
  head?: number[];
  tail?: number[];
  sha256?: string;
}
const fixture = JSON.parse(
  readFileSync(new URL('../../fixtures/numpy-permutation.json', import.meta.url), 'utf8'),
) as { numpy: string; cases: Case[] };

/** Same definition as the generator: sha256 hex of the decimal indices joined by ','. */
function digest(perm: Uint32Array): string {
  return createHash('sha256').update(perm.join(','), 'ascii').digest('hex');
}

const seedOf = (c: Case): bigint | number => (typeof c.seed === 'string' ? BigInt(c.seed) : c.seed);

describe(`numpyPermutation matches numpy ${fixture.numpy} default_rng(seed).permutation(n)`, () => {
  it('has a broad fixture', () => {
    expect(fixture.cases.length).toBeGreaterThan(150);
    expect(fixture.cases.some((c) => typeof c.seed === 'string')).toBe(true);
  });

  it.each(fixture.cases.map((c) => [String(c.seed), c.n, c] as const))(
    'seed %s, n %i',
    (_label, n, c) => {
      const perm = numpyPermutation(seedOf(c), n);
      expect(perm).toBeInstanceOf(Uint32Array);
      expect(perm.length).toBe(n);
      if (c.permutation) {
        expect(Array.from(perm)).toEqual(c.permutation);
      } else {
        expect(Array.from(perm.subarray(0, c.head!.length))).toEqual(c.head);
        expect(Array.from(perm.subarray(n - c.tail!.length))).toEqual(c.tail);
        expect(digest(perm)).toBe(c.sha256);
      }
    },
  );

  it('reproduces default_rng(42).permutation(100)[:12]', () => {
    expect(Array.from(numpyPermutation(42, 100).subarray(0, 12))).toEqual([
      59, 21, 56, 18, 33, 42, 50, 27, 92, 71, 2, 25,
    ]);
  });

  it('treats number and bigint seeds alike', () => {
    expect(numpyPermutation(1234n, 500)).toEqual(numpyPermutation(1234, 500));
    expect(numpyPermutation(0n, 50)).toEqual(numpyPermutation(0, 50));
  });
});

describe('numpyPermutation input checks', () => {
  it.each([
    [-1, 'slice.seed must be a non-negative integer, got -1'],
    [-1n, 'slice.seed must be a non-negative integer, got -1'],
    [1.5, 'slice.seed must be a non-negative integer, got 1.5'],
    [Number.NaN, 'slice.seed must be a non-negative integer, got NaN'],
    [Number.POSITIVE_INFINITY, 'slice.seed must be a non-negative integer, got Infinity'],
  ])('rejects seed %s', (seed, message) => {
    expect(() => numpyPermutation(seed, 10)).toThrow(InputError);
    expect(() => numpyPermutation(seed, 10)).toThrow(message);
  });

  it('rejects seeds above 2^53 - 1 given as numbers, which may already be rounded', () => {
    expect(() => numpyPermutation(2 ** 64, 10)).toThrow(/above 2\^53 - 1.*bigint/);
    expect(() => numpyPermutation(2n ** 64n, 10)).not.toThrow();
  });

  it('rejects a bad length', () => {
    expect(() => numpyPermutation(1, -1)).toThrow(RangeError);
    expect(() => numpyPermutation(1, 2.5)).toThrow(/permutation length must be an integer/);
    expect(() => numpyPermutation(1, 2 ** 32 + 1)).toThrow(RangeError);
  });
});
