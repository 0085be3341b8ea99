import { mkdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { z } from 'zod';
import { InputError } from '../core/errors.js';
import { runRecordSchema, type RunRecord } from '../core/record.js';
import { ioReason, writeFileAtomic, type LoadedConfig } from './config.js';

/**
 * Baselines: run records frozen on purpose, committed at
 * `.evalgate/baselines/<suite>/<model-id>.json` beside the config, reviewed like code.
 */
export const baselineSchema = runRecordSchema.extend({
  baseline: z.object({
    frozen_at: z.string(),
    frozen_from: z.object({ run_id: z.string(), commit: z.string().nullable() }),
    note: z.string().nullable(),
  }),
});
export type Baseline = z.infer<typeof baselineSchema>;

export function baselinePath(loaded: LoadedConfig, modelId: string): string {
  // Model ids such as "vendor/model" become folders, as written in the design.
  const safe = modelId
    .split('/')
    .map((part) => part.replace(/[^A-Za-z0-9._-]+/g, '_').replace(/^\.+$/, '_'))
    .join(path.sep);
  return path.join(loaded.baseDir, '.evalgate', 'baselines', loaded.config.suite, `${safe}.json`);
}

/** The committed baseline, undefined when none exists; a corrupt file is an error, never "none". */
export async function readBaseline(file: string, shownAs = file): Promise<Baseline | undefined> {
  let text: string;
  try {
    text = await readFile(file, 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
    throw new InputError(`${shownAs}: cannot read the baseline: ${ioReason(error)}`);
  }
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch (error) {
    throw new InputError(`${shownAs}: the baseline is not valid JSON: ${(error as Error).message}`);
  }
  const result = baselineSchema.safeParse(data);
  if (!result.success) {
    const issue = result.error.issues[0]!;
    throw new InputError(
      `${shownAs}: the baseline is corrupt at ${issue.path.map(String).join('.') || 'the top level'}: ${issue.message}; restore it from git or freeze a new one`,
    );
  }
  return result.data;
}

export async function writeBaseline(
  file: string,
  record: RunRecord,
  frozen: { commit: string | null; note: string | null; now: Date },
): Promise<Baseline> {
  const baseline: Baseline = {
    ...record,
    baseline: {
      frozen_at: frozen.now.toISOString(),
      frozen_from: { run_id: record.run_id, commit: frozen.commit },
      note: frozen.note,
    },
  };
  await mkdir(path.dirname(file), { recursive: true });
  await writeFileAtomic(file, `${JSON.stringify(baseline, null, 1)}\n`);
  return baseline;
}
