import type { BarChange } from '../bar.js';

/** When the bar fails the check. Imported only by `core/decide.ts`. */

/** Whether the bar fails the check: a change that needs an approval and has none. */
export function barFailsCheck(bar: { blocked: boolean; approvedBy: string | null }): boolean {
  return bar.blocked && bar.approvedBy === null;
}

/** Whether the changes need an approval to pass. */
export function barBlocked(changes: readonly BarChange[]): boolean {
  return changes.some((c) => c.blocking);
}
