/**
 * Bit-exact port of `numpy.random.default_rng(seed).permutation(n)`, which is what HuggingFace
 * `datasets.Dataset.shuffle(seed=S)` uses to order rows. evalgate must pick the very same rows as a
 * Python pipeline, so every step below mirrors numpy (>= 1.17 Generator API, checked against
 * numpy 2.4.6): SeedSequence -> PCG64 (XSL-RR 128/64) -> Fisher-Yates with masked rejection.
 * numpy is BSD-3-Clause licensed; the constants come from its SeedSequence and PCG64 sources.
 */
import { InputError } from '../errors.js';

/**
 * Largest supported `n`. Up to here every Fisher-Yates bound fits in 32 bits, so numpy only ever
 * takes its buffered 32-bit draw path, and the indices fit a Uint32Array.
 */
export const MAX_PERMUTATION_LENGTH = 2 ** 32;

/**
 * The indices 0..n-1 in the order numpy's `default_rng(seed).permutation(n)` returns them.
 *
 * `seed` is any non-negative integer numpy accepts, including seeds >= 2^64. Seeds above 2^53 - 1
 * must be passed as a bigint: as a number they would already have been rounded.
 * Throws InputError for a bad seed, RangeError for a bad `n`.
 */
export function numpyPermutation(seed: bigint | number, n: number): Uint32Array {
  if (!Number.isSafeInteger(n) || n < 0 || n > MAX_PERMUTATION_LENGTH) {
    throw new RangeError(
      `permutation length must be an integer from 0 to ${MAX_PERMUTATION_LENGTH}, got ${n}`,
    );
  }
  const out = new Uint32Array(n);
  for (let i = 0; i < n; i++) out[i] = i;
  const rng = new Pcg64(seedSequenceWords(checkSeed(seed), 8));
  for (let i = n - 1; i > 0; i--) {
    const j = rng.interval(i);
    const tmp = out[i]!;
    out[i] = out[j]!;
    out[j] = tmp;
  }
  return out;
}

function checkSeed(seed: bigint | number): bigint {
  if (typeof seed === 'bigint') {
    if (seed < 0n) throw new InputError(`slice.seed must be a non-negative integer, got ${seed}`);
    return seed;
  }
  if (typeof seed !== 'number' || !Number.isInteger(seed) || seed < 0) {
    throw new InputError(`slice.seed must be a non-negative integer, got ${String(seed)}`);
  }
  if (!Number.isSafeInteger(seed)) {
    throw new InputError(
      `slice.seed ${seed} is above 2^53 - 1 and may already have been rounded; ` +
        'write it as a bigint (or a quoted string in the config) so it stays exact',
    );
  }
  return BigInt(seed);
}

// --- SeedSequence (numpy/random/bit_generator.pyx), pool size 4, no spawn key ---------------

const INIT_A = 0x43b0d7e5;
const MULT_A = 0x931e8875;
const INIT_B = 0x8b51f9dd;
const MULT_B = 0x58f38ded;
const MIX_MULT_L = 0xca01f9dd;
const MIX_MULT_R = 0x4973f715;
const POOL_SIZE = 4;

/** `SeedSequence(seed).generate_state(count, np.uint32)`. */
function seedSequenceWords(seed: bigint, count: number): number[] {
  // numpy splits the seed into little-endian 32-bit words; 0 still contributes one word.
  const entropy: number[] = [];
  for (let x = seed; x > 0n; x >>= 32n) entropy.push(Number(x & 0xffffffffn));
  if (entropy.length === 0) entropy.push(0);

  // hashmix carries its multiplier from call to call, so call order is part of the algorithm.
  let hashConst = INIT_A;
  const hashmix = (value: number): number => {
    let v = (value ^ hashConst) >>> 0;
    hashConst = Math.imul(hashConst, MULT_A) >>> 0;
    v = Math.imul(v, hashConst) >>> 0;
    return (v ^ (v >>> 16)) >>> 0;
  };
  const mix = (x: number, y: number): number => {
    const r = (Math.imul(MIX_MULT_L, x) - Math.imul(MIX_MULT_R, y)) >>> 0;
    return (r ^ (r >>> 16)) >>> 0;
  };

  const pool: number[] = [];
  for (let i = 0; i < POOL_SIZE; i++) pool.push(hashmix(entropy[i] ?? 0));
  for (let src = 0; src < POOL_SIZE; src++) {
    for (let dst = 0; dst < POOL_SIZE; dst++) {
      if (src !== dst) pool[dst] = mix(pool[dst]!, hashmix(pool[src]!));
    }
  }
  for (let src = POOL_SIZE; src < entropy.length; src++) {
    for (let dst = 0; dst < POOL_SIZE; dst++) pool[dst] = mix(pool[dst]!, hashmix(entropy[src]!));
  }

  let outConst = INIT_B;
  const words: number[] = [];
  for (let i = 0; i < count; i++) {
    let v = (pool[i % POOL_SIZE]! ^ outConst) >>> 0;
    outConst = Math.imul(outConst, MULT_B) >>> 0;
    v = Math.imul(v, outConst) >>> 0;
    words.push((v ^ (v >>> 16)) >>> 0);
  }
  return words;
}

// --- PCG64 (numpy/random/src/pcg64), XSL-RR 128/64 output ------------------------------------

const M128 = (1n << 128n) - 1n;
const PCG_MULT = 0x2360ed051fc65da44385df649fccf645n;

/**
 * The 128-bit state lives in eight 16-bit limbs (little-endian) held in doubles. A 16x16-bit
 * product is < 2^32, so a column of eight products plus carry stays far below 2^53 and the
 * multiply-add is exact. BigInt would allocate on every draw and measured ~5x slower.
 */
const MULT_LIMBS = toLimbs(PCG_MULT);
const M0 = MULT_LIMBS[0]!;
const M1 = MULT_LIMBS[1]!;
const M2 = MULT_LIMBS[2]!;
const M3 = MULT_LIMBS[3]!;
const M4 = MULT_LIMBS[4]!;
const M5 = MULT_LIMBS[5]!;
const M6 = MULT_LIMBS[6]!;
const M7 = MULT_LIMBS[7]!;

function toLimbs(x: bigint): Float64Array {
  const limbs = new Float64Array(8);
  for (let i = 0; i < 8; i++) limbs[i] = Number((x >> BigInt(16 * i)) & 0xffffn);
  return limbs;
}

class Pcg64 {
  private readonly s: Float64Array;
  private readonly inc: Float64Array;
  private hasBuffered = false;
  private buffered = 0;

  /** `words` is SeedSequence's 8 uint32 outputs, seeded the way numpy's PCG64 does it. */
  constructor(words: readonly number[]) {
    // Paired into uint64s, then initstate = u64[0] << 64 | u64[1]; initseq = u64[2] << 64 | u64[3].
    const u64 = (k: number) => (BigInt(words[2 * k + 1]!) << 32n) | BigInt(words[2 * k]!);
    const initState = (u64(0) << 64n) | u64(1);
    const initSeq = (u64(2) << 64n) | u64(3);
    const inc = ((initSeq << 1n) | 1n) & M128;
    // pcg_setseq_128_srandom_r: step from 0, add initstate, step again. Runs once: BigInt is fine.
    let state = inc;
    state = (state + initState) & M128;
    state = (state * PCG_MULT + inc) & M128;
    this.s = toLimbs(state);
    this.inc = toLimbs(inc);
  }

  /**
   * state = state * PCG_MULT + inc (mod 2^128). Column k adds every s[i] * M[k - i]; products
   * landing at column 8 or above are dropped by the modulus. Unrolled: ~1.6x faster than loops.
   * `a & 0xffff` is exact because ToInt32 wraps mod 2^32; Math.floor(a / 65536) is exact because
   * a < 2^53 and the divisor is a power of two.
   */
  private step(): void {
    const s = this.s;
    const c = this.inc;
    const s0 = s[0]!;
    const s1 = s[1]!;
    const s2 = s[2]!;
    const s3 = s[3]!;
    const s4 = s[4]!;
    const s5 = s[5]!;
    const s6 = s[6]!;
    const s7 = s[7]!;
    let a = c[0]! + s0 * M0;
    s[0] = a & 0xffff;
    a = Math.floor(a / 65536) + c[1]! + s0 * M1 + s1 * M0;
    s[1] = a & 0xffff;
    a = Math.floor(a / 65536) + c[2]! + s0 * M2 + s1 * M1 + s2 * M0;
    s[2] = a & 0xffff;
    a = Math.floor(a / 65536) + c[3]! + s0 * M3 + s1 * M2 + s2 * M1 + s3 * M0;
    s[3] = a & 0xffff;
    a = Math.floor(a / 65536) + c[4]! + s0 * M4 + s1 * M3 + s2 * M2 + s3 * M1 + s4 * M0;
    s[4] = a & 0xffff;
    a = Math.floor(a / 65536) + c[5]! + s0 * M5 + s1 * M4 + s2 * M3 + s3 * M2 + s4 * M1 + s5 * M0;
    s[5] = a & 0xffff;
    a = Math.floor(a / 65536) + c[6]! + s0 * M6 + s1 * M5 + s2 * M4 + s3 * M3 + s4 * M2;
    a += s5 * M1 + s6 * M0;
    s[6] = a & 0xffff;
    a = Math.floor(a / 65536) + c[7]! + s0 * M7 + s1 * M6 + s2 * M5 + s3 * M4 + s4 * M3;
    a += s5 * M2 + s6 * M1 + s7 * M0;
    s[7] = a & 0xffff;
  }

  /**
   * numpy's next_uint32 for PCG64: advance, take the 64-bit XSL-RR output (xor the state's two
   * halves, rotate right by its top 6 bits), return the low 32 bits now and the high 32 next call.
   */
  private next32(): number {
    if (this.hasBuffered) {
      this.hasBuffered = false;
      return this.buffered;
    }
    this.step();
    const s = this.s;
    let lo = ((s[0]! | (s[1]! << 16)) ^ (s[4]! | (s[5]! << 16))) >>> 0;
    let hi = ((s[2]! | (s[3]! << 16)) ^ (s[6]! | (s[7]! << 16))) >>> 0;
    let rot = s[7]! >>> 10;
    if (rot >= 32) {
      const t = lo;
      lo = hi;
      hi = t;
      rot -= 32;
    }
    if (rot !== 0) {
      const rotatedLo = ((lo >>> rot) | (hi << (32 - rot))) >>> 0;
      hi = ((hi >>> rot) | (lo << (32 - rot))) >>> 0;
      lo = rotatedLo;
    }
    this.hasBuffered = true;
    this.buffered = hi;
    return lo;
  }

  /**
   * numpy's random_interval(max) for max < 2^32: uniform in [0, max] by drawing masked 32-bit
   * values and rejecting those above max (not Lemire's method, which numpy uses elsewhere).
   */
  interval(max: number): number {
    if (max === 0) return 0;
    const mask = 0xffffffff >>> Math.clz32(max);
    let v: number;
    do v = (this.next32() & mask) >>> 0;
    while (v > max);
    return v;
  }
}
