import { createHash } from 'node:crypto';
import type { Dirent } from 'node:fs';
import { lstat, mkdir, readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { z } from 'zod';
import { InputError } from '../core/errors.js';
import { slotFile } from '../core/slot-path.js';
import { runRecordSchema, type RunRecord } from '../core/record.js';
import { assertWhole } from '../core/shard.js';
import { displayPath, ioReason, writeFileAtomic, type LoadedConfig } from './config.js';
import { judgeFileHashes } from './judge.js';
import { statePath } from './paths.js';

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

/** The suite's baseline folder, in the folder that holds the bar (beside the config, or the base's). */
export function baselineDir(loaded: LoadedConfig): string {
  return statePath(loaded.barDir, 'baselines', loaded.config.suite);
}

export function baselinePath(loaded: LoadedConfig, modelId: string): string {
  const file = slotFile(modelId);
  // The config schema refuses ids that cannot be encoded, so this only guards other callers.
  if (!file.ok) throw new InputError(`model id "${modelId}": ${file.why}`);
  return path.join(baselineDir(loaded), ...file.file.split('/'));
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
  assertWhole(result.data, shownAs, 'gate against');
  return result.data;
}

/**
 * The baseline of one model slot, checked to be that slot's: a file whose suite or model id
 * disagrees with where it lies (copied, moved, or hand-edited) is an error naming both.
 */
export async function readSlotBaseline(
  loaded: LoadedConfig,
  modelId: string,
): Promise<Baseline | undefined> {
  const file = baselinePath(loaded, modelId);
  const shown = displayPath(file);
  const baseline = await readBaseline(file, shown);
  if (!baseline) return undefined;
  if (baseline.suite !== loaded.config.suite || baseline.model.id !== modelId) {
    throw new InputError(
      `${shown}: this file is the baseline of suite "${loaded.config.suite}", model "${modelId}", but it holds a run of suite "${baseline.suite}", model "${baseline.model.id}"; freeze a run of this model instead of copying another's`,
    );
  }
  return baseline;
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

/**
 * Every file under `folder` (recursively), as `root`-relative paths with `/` and the sha256 of
 * their bytes. A folder that does not exist holds nothing; a symbolic link is refused (it could
 * point anywhere, or loop); any other failure is an error.
 */
/**
 * The files of a config's bar in the checkout `root`: its baselines and the files its judge
 * names, each as repository path -> sha256.
 */
export async function barFiles(
  loaded: LoadedConfig,
  root: string,
): Promise<{ baselines: Record<string, string>; judgeFiles: Record<string, string> }> {
  return {
    baselines: await hashFiles(root, baselineDir(loaded)),
    judgeFiles: await judgeFileHashes(loaded, root),
  };
}

export async function hashFiles(root: string, folder: string): Promise<Record<string, string>> {
  const out: Record<string, string> = {};
  const walk = async (dir: string): Promise<void> => {
    let entries: Dirent[];
    try {
      entries = await readdir(dir, { withFileTypes: true });
    } catch (error) {
      if (dir === folder && (error as NodeJS.ErrnoException).code === 'ENOENT') return;
      throw new InputError(`${dir}: cannot list the folder: ${ioReason(error)}`);
    }
    for (const entry of entries.sort((a, b) => a.name.localeCompare(b.name))) {
      const file = path.join(dir, entry.name);
      const key = path.relative(root, file).split(path.sep).join('/');
      if (entry.isSymbolicLink()) {
        throw new InputError(
          `${key}: expected a file or folder, found a symbolic link; baselines must be plain files`,
        );
      }
      if (entry.isDirectory()) await walk(file);
      else if (entry.isFile()) {
        try {
          out[key] = createHash('sha256')
            .update(await readFile(file))
            .digest('hex');
        } catch (error) {
          throw new InputError(`${file}: cannot read the file: ${ioReason(error)}`);
        }
      }
    }
  };
  const top = await lstat(folder).catch(() => null);
  if (top?.isSymbolicLink()) {
    throw new InputError(
      `${folder}: expected a folder, found a symbolic link; baselines must be plain files`,
    );
  }
  await walk(folder);
  return out;
}
