import type { ModelCall } from '../core/plan.js';
import { createClient } from './providers/index.js';
import type { ModelClient } from './providers/types.js';
import { entryDir, type PreparedSuite } from './suite.js';

/**
 * The judge of an `llm_judge` suite as the grader calls it: the plan's judge entry, asked with
 * the plan's judge decoding, retried on retryable faults with backoff.
 */
export async function judgeFunction(prepared: PreparedSuite, env: NodeJS.ProcessEnv) {
  const { entry, decoding } = prepared.judge!;
  const client: ModelClient = await createClient(entry, {
    env,
    baseDir: entryDir(prepared, entry),
    seed: prepared.loaded.config.slice.seed.toString(),
  });
  return async (prompt: ModelCall['prompt']) => {
    let last: unknown;
    for (let attempt = 0; attempt <= entry.max_retries; attempt++) {
      try {
        const call: ModelCall = {
          item: { id: 'judge', index: -1, row: {} },
          repeat: 0,
          prompt,
          decoding,
        };
        return (await client.send(call, new AbortController().signal)).text;
      } catch (error) {
        last = error;
        if ((error as { disposition?: string }).disposition === 'fatal') break;
        await new Promise((resolve) => setTimeout(resolve, 250 * 2 ** attempt));
      }
    }
    throw last;
  };
}
