import { sliceSizeWarning } from '../core/detectable.js';
import { commandFreeWriter } from '../core/text.js';

/** Where a command writes. Tests pass buffers; the CLI entry passes the process streams. */
export interface CliIO {
  stdout: (text: string) => void;
  stderr: (text: string) => void;
  /** Whether stderr is a terminal (live progress bar) or a log (a line every few seconds). */
  isTTY?: boolean;
  /**
   * Ctrl-C for the span of a run: the signal aborts on the first SIGINT (a second one exits at
   * once); `release` hands SIGINT back when the run ends. Absent in-process (tests).
   */
  interrupts?: () => { signal: AbortSignal; release: () => void };
}

/**
 * The one door of everything the CLI prints: both streams through `commandFreeWriter`, so no
 * slot id, build, model name or error body a command prints can start a workflow command in a
 * runner's log, whichever command path printed it.
 */
export function guardedIO(io: CliIO): CliIO {
  return {
    stdout: commandFreeWriter(io.stdout),
    stderr: commandFreeWriter(io.stderr),
    ...(io.isTTY === undefined ? {} : { isTTY: io.isTTY }),
    ...(io.interrupts ? { interrupts: io.interrupts } : {}),
  };
}

/** Thrown for wrong flags or arguments; exit code 2 with the usage of the command. */
export class UsageError extends Error {
  override readonly name = 'UsageError';
}

/**
 * The warning of `sliceSizeWarning` for a slice of `size` items under this gate, on stderr (never
 * stdout, which carries `--json`), when the slice cannot see gate.max_drop.
 */
export function warnSliceSize(
  io: CliIO,
  size: number,
  gate: { readonly max_drop: number; readonly alpha: number },
): void {
  const warning = sliceSizeWarning(size, gate);
  if (warning) warnTo(io)(warning);
}

/** Config warnings of a command, on its stderr. */
export function warnTo(io: CliIO): (message: string) => void {
  return (message) => io.stderr(`evalgate: warning: ${message}\n`);
}
