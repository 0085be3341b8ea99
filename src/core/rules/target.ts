import { canonicalJson } from '../canonical.js';
import type { BarSnapshot } from '../bar.js';

/** What a `pull_request_target` run refuses to measure. Imported only by `core/decide.ts`. */

/** Target keys that say how a slot is asked, not where its keys are sent. */
const HOW_ASKED = new Set(['reasoning', 'token_limit']);

/**
 * Why a `pull_request_target` run must not measure the head, or an empty list. That event runs
 * with the base repository's secrets and a writing token while the head is checked out, so:
 * no `command` slot runs (its program resolves in the head's checkout), and a fork's head may not
 * send the keys anywhere the base does not (a new slot, or another endpoint, header or key
 * variable for an existing one).
 */
export function targetRefusals(
  base: BarSnapshot | null,
  head: BarSnapshot,
  fork: boolean,
): string[] {
  const problems: string[] = [];
  for (const [id, target] of Object.entries(head.targets)) {
    if (target.provider === 'command') {
      problems.push(`slot ${id} runs a command, whose program would come from the head's checkout`);
      continue;
    }
    if (!fork) continue;
    const before = base?.targets[id];
    if (!before) problems.push(`slot ${id} is new in the fork's head`);
    else {
      // How the slot is asked sends the keys nowhere new; the slot's protocol records it.
      const keys = Object.keys({ ...before, ...target }).filter(
        (k) =>
          !HOW_ASKED.has(k) &&
          canonicalJson(before[k] ?? null) !== canonicalJson(target[k] ?? null),
      );
      if (keys.length > 0)
        problems.push(`slot ${id} changes ${keys.join(', ')} in the fork's head`);
    }
  }
  return problems;
}
