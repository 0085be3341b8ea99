import { readFile } from 'node:fs/promises';
import { InputError } from '../core/errors.js';
import { runRecordSchema, type RunRecord } from '../core/record.js';
import { ioReason } from './config.js';

/**
 * Reads and validates a run record. An unreadable or corrupt file is an error naming the path:
 * never an empty result, because a baseline silently read as "none" would let a regression pass.
 */
export async function readRunRecord(file: string): Promise<RunRecord> {
  let text: string;
  try {
    text = await readFile(file, 'utf8');
  } catch (error) {
    throw new InputError(`${file}: cannot read the run record: ${ioReason(error)}`);
  }
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch (error) {
    throw new InputError(`${file}: the run record is not valid JSON: ${(error as Error).message}`);
  }
  const version = (data as { schema_version?: unknown } | null)?.schema_version;
  if (version !== undefined && version !== 1) {
    throw new InputError(
      `${file}: run record schema_version ${JSON.stringify(version)} is not supported by this evalgate (expected 1); upgrade evalgate`,
    );
  }
  const result = runRecordSchema.safeParse(data);
  if (!result.success) {
    const issue = result.error.issues[0]!;
    const where = issue.path.map(String).join('.') || 'the top level';
    throw new InputError(`${file}: the run record is corrupt at ${where}: ${issue.message}`);
  }
  return result.data;
}
