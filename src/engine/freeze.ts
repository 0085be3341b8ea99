import { protocolDifferences } from '../core/diff.js';
import { InputError } from '../core/errors.js';
import { slotProtocol } from '../core/protocol.js';
import type { RunRecord } from '../core/record.js';
import { assertWhole } from '../core/shard.js';
import { baselinePath, readSlotBaseline, writeBaseline } from './baselines.js';
import { displayPath, type LoadedConfig } from './config.js';
import type { PreparedSuite } from './run.js';

export interface Frozen {
  model: string;
  build: string | null;
  score: number | null;
  previous: { score: number | null; run_id: string; build: string | null } | null;
  /** Absolute path of the baseline file written. */
  file: string;
  path: string;
}

/**
 * Writes runs as the new baselines of their model entries. A run measured under another protocol
 * than the config defines now is refused: it would be a baseline nothing can be compared with.
 */
export async function freezeRecords(
  loaded: LoadedConfig,
  prepared: PreparedSuite,
  runs: readonly { file: string; record: RunRecord }[],
  frozenBy: { commit: string | null; note: string | null },
): Promise<Frozen[]> {
  for (const { file, record } of runs) {
    assertWhole(record, file, 'freeze');
    if (record.suite !== loaded.config.suite) {
      throw new InputError(
        `${file}: the run is of suite "${record.suite}", not "${loaded.config.suite}"`,
      );
    }
    const entry = loaded.config.models.find((m) => m.id === record.model.id);
    if (!entry) {
      throw new InputError(
        `${file}: model "${record.model.id}" is not a model entry of ${loaded.file}`,
      );
    }
    const slot = slotProtocol(prepared, entry);
    if (record.protocol_id !== slot.protocolId) {
      const parts = protocolDifferences(record.protocol, slot.protocol).map((d) => d.part);
      throw new InputError(
        `${file}: refusing to freeze: the run's protocol differs from the config's current protocol (${parts.join(', ') || 'protocol id'}); rerun with \`evalgate run\` and freeze that`,
      );
    }
    if (record.incomplete) {
      throw new InputError(
        `${file}: refusing to freeze an incomplete run (${record.incomplete.reason})`,
      );
    }
  }
  const frozen: Frozen[] = [];
  for (const { record } of runs) {
    const file = baselinePath(loaded, record.model.id);
    frozen.push(
      await freezeOne(file, record, await readSlotBaseline(loaded, record.model.id), frozenBy),
    );
  }
  return frozen;
}

/**
 * Writes `record` as the baseline at `file` and says what it replaced: the one writer of a frozen
 * baseline, for a suite's slots and for imported lm-eval results alike. A build is named as the
 * provider reported it, else as requested, for the new baseline and the previous one.
 */
export async function freezeOne(
  file: string,
  record: RunRecord,
  previous: RunRecord | undefined,
  frozenBy: { commit: string | null; note: string | null },
): Promise<Frozen> {
  await writeBaseline(file, record, {
    commit: frozenBy.commit ?? record.environment.git_sha,
    note: frozenBy.note,
    now: new Date(),
  });
  const build = (r: RunRecord) => r.model.build.model ?? r.model.requested;
  return {
    model: record.model.id,
    build: build(record),
    score: record.aggregates.score,
    previous: previous
      ? { score: previous.aggregates.score, run_id: previous.run_id, build: build(previous) }
      : null,
    file,
    path: displayPath(file),
  };
}
