import { pinFingerprint } from '../../core/config/pin.js';
import { sliceManifest } from '../../core/slice/build.js';
import type { WashReport } from '../../core/slice/wash.js';
import { displayPath, loadConfig, readText, writeFileAtomic } from '../../engine/config.js';
import { manifestSource } from '../../engine/slice-manifest.js';
import { assertPinned, loadSlice, sliceFromData, writeManifest } from '../../engine/slice.js';
import { warnSliceSize, warnTo, type CliIO } from '../io.js';

export interface SliceOptions {
  config: string;
  write: boolean;
  json: boolean;
}

export async function sliceCommand(options: SliceOptions, io: CliIO): Promise<number> {
  const loaded = await loadConfig(options.config, warnTo(io));
  // --write always reads the whole dataset: the manifest it writes must come from the data.
  const fromData = options.write ? await sliceFromData(loaded) : undefined;
  const slice = fromData?.slice ?? (await loadSlice(loaded, warnTo(io)));
  const pinned = loaded.config.slice.fingerprint;
  const matches = pinned === slice.fingerprint;

  if (!options.write) await assertPinned(loaded, slice);

  if (options.write) {
    if (!matches) {
      const text = await readText(loaded.file, 'config');
      await writeFileAtomic(loaded.file, pinFingerprint(text, loaded.document, slice.fingerprint));
    }
    const manifestFile = displayPath(
      await writeManifest(
        loaded,
        sliceManifest(slice, loaded.config, await manifestSource(loaded, fromData!.dataset, slice)),
      ),
    );
    io.stderr(
      matches
        ? `slice.fingerprint already pinned to ${slice.fingerprint}; manifest ${manifestFile} refreshed\n`
        : `pinned slice.fingerprint ${slice.fingerprint} in ${loaded.file}` +
            `${pinned ? ` (was ${pinned})` : ''}; manifest written to ${manifestFile}\n`,
    );
    warnSliceSize(io, slice.items.length, loaded.config.gate);
  }

  const ids = slice.items.map((item) => item.id);
  if (options.json) {
    const document = {
      suite: slice.suite,
      fingerprint: slice.fingerprint,
      count: ids.length,
      ids,
      wash: slice.wash,
    };
    io.stdout(`${JSON.stringify(document)}\n`);
    return 0;
  }
  const status = options.write
    ? 'pinned'
    : pinned === undefined
      ? 'not pinned yet (run with --write)'
      : 'matches the pinned value';
  io.stdout(
    [
      `suite        ${slice.suite}`,
      `rows         ${ids.length} selected of ${slice.wash.washed} washed (${slice.wash.source} in the dataset)`,
      `wash         ${describeWash(slice.wash)}`,
      `fingerprint  ${slice.fingerprint} (${status})`,
      `first ids    ${ids
        .slice(0, 10)
        .map((id) => JSON.stringify(id))
        .join(', ')}${ids.length > 10 ? ', ...' : ''}`,
      '',
    ].join('\n'),
  );
  return 0;
}

function describeWash(report: WashReport): string {
  const parts = Object.entries(report.dropped)
    .filter(([, count]) => count > 0)
    .map(([rule, count]) => `${rule} dropped ${count}`);
  return parts.length ? parts.join(', ') : 'nothing dropped';
}
