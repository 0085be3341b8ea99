import { RunInterrupted } from '../engine/run-options.js';
import { displayPath } from '../engine/config.js';
import { logText } from '../core/text.js';
import type { CliIO } from './io.js';

/** The exit code of a run stopped by Ctrl-C (128 + SIGINT), as shells report it. */
export const EXIT_INTERRUPTED = 130;

/** How the interrupted command resumes: `run` reuses cached answers; `gate` only with --cache. */
export interface Resume {
  command: 'run' | 'gate';
  reuses: boolean;
  /** `--json`: stdout gets the error document every failed command prints there. */
  json: boolean;
}

/**
 * Runs `work` with an abort signal that Ctrl-C fires (when the entry gives one). Interrupted, it
 * ends an open progress line, says what was kept and how to resume, and exits 130. A second
 * Ctrl-C exits at once (the entry's handler).
 */
export async function interruptible(
  io: CliIO,
  resume: Resume,
  work: (io: CliIO, signal: AbortSignal | undefined) => Promise<number>,
): Promise<number> {
  const interrupt = io.interrupts?.();
  if (!interrupt) return work(io, undefined);
  let lineOpen = false;
  const tracked: CliIO = {
    ...io,
    stderr: (text) => {
      if (text) lineOpen = !text.endsWith('\n');
      io.stderr(text);
    },
  };
  try {
    return await work(tracked, interrupt.signal);
  } catch (error) {
    if (!interrupt.signal.aborted) throw error;
    if (lineOpen) io.stderr('\n');
    const text = interruptedText(error instanceof RunInterrupted ? error : undefined, resume);
    io.stderr(text);
    if (resume.json) {
      const [message, ...details] = text
        .trimEnd()
        .replace(/^evalgate: /, '')
        .split('\n');
      io.stdout(
        `${JSON.stringify({ error: { message, details, exit_code: EXIT_INTERRUPTED } })}\n`,
      );
    }
    return EXIT_INTERRUPTED;
  } finally {
    interrupt.release();
  }
}

function interruptedText(stop: RunInterrupted | undefined, resume: Resume): string {
  const lines = [
    `evalgate: interrupted${stop?.model ? ` while measuring ${logText(stop.model)}` : ''}: no record was written for ${stop?.model ? 'it' : 'the interrupted slot'}, nothing was frozen${resume.command === 'gate' ? ' and nothing was gated' : ''}.`,
  ];
  if (stop && stop.cacheDir === null) {
    lines.push(
      'Nothing was kept: --no-cache saves no answer, so a rerun asks every question again.',
    );
  } else {
    const where = stop?.cacheDir ? ` (${displayPath(stop.cacheDir)})` : '';
    lines.push(
      resume.reuses
        ? `The answers received so far are in the response cache${where}: run the same command again to resume from them; only the rest is asked.`
        : `The answers received so far are in the response cache${where}; \`evalgate gate\` measures every answer anew, so add --cache (or use \`evalgate run\`) to resume from them and ask only the rest.`,
    );
    const uncached = stop?.uncached ?? [];
    if (uncached.length) {
      lines.push(
        `Not cached, asked again from the start: ${uncached.map((s) => `${logText(s.id)} (${logText(s.provider)})`).join(', ')}; the response cache keeps only the answers of openai and anthropic slots (a command's answers depend on its files, which the cache key cannot see).`,
      );
    }
  }
  if (stop?.written.length) {
    lines.push(
      `Slots measured before the interrupt were recorded: ${stop.written.map(displayPath).join(', ')}.`,
    );
  }
  return `${lines.join('\n')}\n`;
}
