/** The candidate closest to `name` by edit distance, when it is close enough to be a typo. */
export function closestName(name: string, candidates: readonly string[]): string | undefined {
  let best: string | undefined;
  let bestDistance = Infinity;
  for (const candidate of candidates) {
    const d = editDistance(name.toLowerCase(), candidate.toLowerCase());
    if (d < bestDistance) {
      best = candidate;
      bestDistance = d;
    }
  }
  const limit = Math.max(1, Math.floor(name.length / 3));
  return bestDistance <= limit ? best : undefined;
}

/** Edit distance where swapping two neighbouring letters counts as one edit (a common typo). */
function editDistance(a: string, b: string): number {
  let before: number[] = [];
  let previous = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    const current = [i];
    for (let j = 1; j <= b.length; j++) {
      const substitution = previous[j - 1]! + (a[i - 1] === b[j - 1] ? 0 : 1);
      let best = Math.min(previous[j]! + 1, current[j - 1]! + 1, substitution);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) {
        best = Math.min(best, before[j - 2]! + 1);
      }
      current.push(best);
    }
    before = previous;
    previous = current;
  }
  return previous[b.length]!;
}

/**
 * Untrusted text on one log line (progress, CLI messages, Actions logs): no line breaks, no
 * control characters, and nothing a runner reads as a workflow command (`::error::`, `##[`).
 */
export function logText(text: string): string {
  return text
    .replace(/[\r\n\u2028\u2029]+/g, ' ')
    .replace(/\p{Cc}/gu, '?')
    .replace(/::/g, ':\u200b:')
    .replace(/##\[/g, '#\u200b#[');
}

/**
 * The writer of a whole stream (the CLI's stdout and stderr, as a runner logs them): whatever is
 * written, no line begins with `::` (after blanks), so no text can start a workflow command, even
 * one split over two writes. The second colon of such a line gets a zero-width space before it,
 * as `logText` does. Only the bytes at a line's head change; JSON output never begins a line so.
 */
export function commandFreeWriter(write: (text: string) => void): (text: string) => void {
  // The current line so far while it could still become a command (blanks and at most one
  // colon), else null.
  let head: string | null = '';
  return (text) => {
    if (text === '') return;
    const prefix = head ?? 'x';
    const guarded = (prefix + text).replace(/(^|[\r\n])([^\S\r\n]*):(?=:)/g, '$1$2:\u200b');
    const last = /[^\r\n]*$/.exec(guarded)![0];
    head = /^[^\S\r\n]*:?$/.test(last) ? last : null;
    write(guarded.slice(prefix.length));
  };
}

/** Item errors grouped by message, most frequent first (the message's digits do not split groups). */
export function errorGroups(errors: readonly string[]): { count: number; message: string }[] {
  const groups = new Map<string, { count: number; message: string }>();
  for (const message of errors) {
    const key = message.replace(/\d+/g, '#');
    const group = groups.get(key);
    if (group) group.count++;
    else groups.set(key, { count: 1, message });
  }
  return [...groups.values()].sort((a, b) => b.count - a.count);
}
