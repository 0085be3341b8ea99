/**
 * One racing writer for git-race.test.ts, run as its own process:
 *   node --import tsx append-child.ts <repoDir> <label> <count>
 * It prints READY, waits for a line on stdin (the starting gun), appends <count> records, and
 * prints one JSON line per retry and a final DONE line.
 */
import { once } from 'node:events';
import { gitDataBranchStore } from '../../../src/engine/store/git.js';
import { makeRecord } from './history-fixtures.js';

const [repoDir, label, count] = process.argv.slice(2);
const store = gitDataBranchStore({
  repoDir: repoDir!,
  // Each writer streams its appends back to back, so the one that loses a race keeps losing
  // until the other is done, then wins: it needed up to 6 attempts on an idle 2-core machine.
  // CI jobs append a few records each; this headroom is for a loaded test machine.
  maxAttempts: 12,
  debug: (message) => {
    if (message.startsWith('retry'))
      process.stdout.write(`${JSON.stringify({ retry: message })}\n`);
  },
});
process.stdout.write('READY\n');
await once(process.stdin, 'data');
for (let i = 0; i < Number(count); i++) {
  await store.append(
    makeRecord({
      suite: 'race',
      modelId: `${label}/model`,
      runId: `${label}-${String(i).padStart(2, '0')}`,
      startedAt: new Date(Date.UTC(2026, 10, 20, 0, 0, i)).toISOString(),
    }),
  );
}
process.stdout.write('DONE\n');
process.stdin.destroy();
