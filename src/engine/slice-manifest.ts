import { createHash } from 'node:crypto';
import type { Slice, SliceManifest } from '../core/slice/build.js';
import {
  REREADABLE_FORMATS,
  rebuildSlice,
  sliceConfigKey,
  type ManifestSource,
  type RereadRow,
} from '../core/slice/manifest-source.js';
import type { LoadedConfig } from './config.js';
import { readMmluCsvRowAt } from './datasets/csv.js';
import { readJsonlRowAt } from './datasets/json.js';
import { datasetFiles, fileFormat, readBytes, type LoadedDataset } from './datasets/read.js';
import { decodeUtf8 } from './datasets/text.js';

/** What `slice --write` records of the data: each file's size and hash, each selected row's place. */
export async function manifestSource(
  loaded: LoadedConfig,
  dataset: LoadedDataset,
  slice: Slice,
): Promise<ManifestSource | undefined> {
  const { config, baseDir } = loaded;
  const first = dataset.files[0];
  if (!first || !REREADABLE_FORMATS.includes(fileFormat(first, config.dataset.format))) {
    return undefined;
  }
  const rows = new Map<string, number>();
  for (const source of dataset.sources) rows.set(source.file, (rows.get(source.file) ?? 0) + 1);
  const fileIndex = new Map(dataset.files.map((file, i) => [file, i]));
  const items: ManifestSource['items'] = [];
  for (const item of slice.items) {
    const source = dataset.sources[item.index];
    if (source?.offset === undefined) return undefined;
    items.push({
      file: fileIndex.get(source.file)!,
      index: item.index,
      line: source.line,
      offset: source.offset,
    });
  }
  const contents = await readAll(baseDir, dataset.files);
  const files = dataset.files.map((file, i) => ({
    path: file,
    size: contents[i]!.length,
    sha256: sha256(contents[i]!),
    rows: rows.get(file) ?? 0,
  }));
  return { config_key: sliceConfigKey(config), files, items };
}

/**
 * The pinned slice re-read from the rows the manifest points at, or undefined (after one line
 * through `warn` saying why, where the manifest is stale or does not hold up) when the whole
 * dataset has to be read. Never trusts the manifest for content: the files must hash as
 * recorded, the rows come from the files, and they must give the pinned fingerprint.
 */
export async function sliceFromManifest(
  loaded: LoadedConfig,
  manifest: SliceManifest | undefined,
  shown: string,
  warn: (message: string) => void,
): Promise<Slice | undefined> {
  const { config, baseDir } = loaded;
  const pinned = config.slice.fingerprint;
  const source = manifest?.source;
  if (!manifest || !source || pinned === undefined || manifest.fingerprint !== pinned) {
    return undefined;
  }
  const stale = (why: string) => {
    warn(`slice manifest ${shown} is stale: ${why}; reading the whole dataset`);
    return undefined;
  };
  if (source.config_key !== sliceConfigKey(config)) {
    return stale('it was written for other dataset, wash or slice settings');
  }

  const files = await datasetFiles(config.dataset.path, baseDir, 'dataset.path', loaded.readRoot);
  const format = fileFormat(files[0]!, config.dataset.format);
  if (!REREADABLE_FORMATS.includes(format)) return undefined;
  const recorded = new Set(source.files.map((f) => f.path));
  const added = files.find((file) => !recorded.has(file));
  if (added !== undefined) return stale(`${added} is new`);
  const present = new Set(files);
  const removed = source.files.find((f) => !present.has(f.path));
  if (removed) return stale(`${removed.path} is gone`);
  if (source.files.length !== files.length)
    return stale('the data files are listed more than once');
  if (files.some((file, i) => source.files[i]?.path !== file)) {
    return stale('the data files are listed in another order');
  }

  const texts: string[] = [];
  const contents = await readAll(
    baseDir,
    source.files.map((f) => f.path),
  );
  for (const [i, file] of source.files.entries()) {
    const bytes = contents[i]!;
    if (bytes.length !== file.size) {
      return stale(`${file.path} changed (${file.size} bytes then, ${bytes.length} now)`);
    }
    if (sha256(bytes) !== file.sha256) {
      return stale(`${file.path} changed (same size, other content)`);
    }
    if (source.items.some((item) => item.file === i)) texts[i] = decodeUtf8(bytes, file.path);
  }

  const doesNotHold = (why: string) => {
    warn(`slice manifest ${shown} does not match the data (${why}); reading the whole dataset`);
    return undefined;
  };
  try {
    const firstRow: number[] = [];
    let rowCount = 0;
    for (const file of source.files) {
      firstRow.push(rowCount);
      rowCount += file.rows;
    }
    const rows: RereadRow[] = source.items.map((item, position) => {
      const file = source.files[item.file];
      const text = texts[item.file];
      const from = firstRow[item.file]!;
      if (!file || text === undefined || item.index < from || item.index >= from + file.rows) {
        throw new Error(`slice position ${position} points outside its file`);
      }
      const raw =
        format === 'jsonl'
          ? readJsonlRowAt(text, item.offset)
          : readMmluCsvRowAt(text, item.offset, item.line, file.path);
      if (!raw) throw new Error(`slice position ${position} points at no record`);
      return { raw, index: item.index };
    });
    if (rows.length !== manifest.ids.length) throw new Error('the item count differs');
    const slice = rebuildSlice(config, manifest, rows);
    if (slice.fingerprint !== pinned) {
      throw new Error('its rows do not give the pinned fingerprint');
    }
    return slice;
  } catch (error) {
    return doesNotHold((error as Error).message);
  }
}

const READS_IN_FLIGHT = 16;

/** The files' bytes, read a few at a time (a glob may name thousands of shards). */
async function readAll(baseDir: string, files: string[]): Promise<Uint8Array[]> {
  const out: Uint8Array[] = new Array(files.length);
  let next = 0;
  const worker = async () => {
    while (next < files.length) {
      const i = next++;
      out[i] = await readBytes(baseDir, files[i]!);
    }
  };
  await Promise.all(Array.from({ length: Math.min(READS_IN_FLIGHT, files.length) }, worker));
  return out;
}

function sha256(bytes: Uint8Array): string {
  return createHash('sha256').update(bytes).digest('hex');
}
