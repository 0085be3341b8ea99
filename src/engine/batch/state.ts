import { mkdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { z } from 'zod';
import { InputError } from '../../core/errors.js';
import { slotFile } from '../../core/slot-path.js';
import { ioReason, writeFileAtomic } from '../config.js';

/**
 * A submitted batch, remembered so that no run pays for the same requests twice: a run killed
 * while it waits (or a timed-out workflow, whose Actions cache carries this file) finds the
 * batch here and collects it instead of submitting again. One file per suite and model slot,
 * `<dir>/<suite>/<slot file>`; it names the protocol and the digest of the exact request set,
 * and a run whose requests differ in any way never reuses it.
 */
const stateSchema = z.object({
  schema_version: z.literal(1),
  suite: z.string(),
  model: z.string(),
  provider: z.string(),
  base_url: z.string().nullable(),
  protocol_id: z.string(),
  request_digest: z.string(),
  batch_id: z.string(),
  requests: z.number().int().nonnegative(),
  submitted_at: z.string(),
  /** The workflow run that submitted it (absent: a local run, or an earlier evalgate). */
  run: z.string().nullable().optional(),
  /** Set once the batch ended and its results were read; `complete`: every request answered. */
  ended: z.object({ status: z.string(), at: z.string(), complete: z.boolean() }).nullable(),
});
export type BatchState = z.infer<typeof stateSchema>;

export function batchStatePath(dir: string, suite: string, modelId: string): string {
  const file = slotFile(modelId);
  // The config schema refuses ids that cannot name a file, so this holds for every loaded entry.
  if (!file.ok) throw new InputError(`model "${modelId}": ${file.why}`);
  return path.join(dir, suite, ...file.file.split('/'));
}

/** The state file, or undefined when there is none; a corrupt one is an error with its path. */
export async function readBatchState(file: string): Promise<BatchState | undefined> {
  let text: string;
  try {
    text = await readFile(file, 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
    throw new InputError(`cannot read the batch state ${file}: ${ioReason(error)}`);
  }
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    parsed = undefined;
  }
  const result = stateSchema.safeParse(parsed);
  if (!result.success) {
    throw new InputError(
      `${file}: expected an evalgate batch state (schema_version 1, batch_id, request_digest), found something else; delete it to submit a new batch (the batch it named is then not collected)`,
    );
  }
  return result.data;
}

export async function writeBatchState(file: string, state: BatchState): Promise<void> {
  await mkdir(path.dirname(file), { recursive: true });
  await writeFileAtomic(file, `${JSON.stringify(state, null, 2)}\n`);
}
