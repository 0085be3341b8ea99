import { itemsToDetect, minDetectableDrop } from './stats.js';

/**
 * The warning `slice --write`, `run` and `gate` print when a slice of `size` items cannot see
 * `gate.max_drop` even in the best case (no item flipping back and forth between builds), so a
 * team learns it before anything is measured, not from a report after a regression slipped by.
 * The figures are stats.ts's exact ones: the smallest drop the exact McNemar test at gate.alpha
 * detects with 80% power on this many items, and the fewest items that detect gate.max_drop.
 * Undefined when the slice can see the threshold, or when the threshold is 0 (every drop fails).
 */
export function sliceSizeWarning(
  size: number,
  gate: { readonly max_drop: number; readonly alpha: number },
): string | undefined {
  const maxDrop = gate.max_drop;
  if (!(maxDrop > 0) || size < 1) return undefined;
  const mdd = minDetectableDrop({ n: size, alpha: gate.alpha });
  if (mdd <= maxDrop) return undefined;
  const needed = itemsToDetect(maxDrop, 0, gate.alpha);
  const points = `${maxDrop} point${maxDrop === 1 ? '' : 's'}`;
  const sees = Number.isFinite(mdd)
    ? `the smallest drop it detects with 80% power is ${mdd.toFixed(1)} points`
    : `no drop at all reaches 80% power on ${size} item${size === 1 ? '' : 's'}`;
  const fix = Number.isFinite(needed)
    ? `${needed} items would see ${points}`
    : `no slice of up to 1,000,000 items would see ${points}`;
  return `slice.size ${size}: a ${size}-item slice cannot see a drop of ${points} (gate.max_drop); ${sees} (exact McNemar test at gate.alpha ${gate.alpha}, no flips); ${fix}`;
}
