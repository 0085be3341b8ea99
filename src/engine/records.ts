import { readFile } from 'node:fs/promises';
import { InputError } from '../core/errors.js';
import type { RunRecord } from '../core/record.js';
import { ioReason } from './config.js';
import { parseRunRecord } from './store/record-files.js';

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
  return parseRunRecord(text, file);
}
