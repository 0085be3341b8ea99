import { logText } from '../core/text.js';

/**
 * Progress of a long run: a live line on a terminal, one plain line every few seconds in CI logs
 * (done/total, rate, errors, ETA), always on stderr so `--json` output stays clean.
 */
export interface Progress {
  tick(errored: boolean): void;
  /** Sets the counts outright, as a batch's status reports them (`request_counts`). */
  update(done: number, errors: number): void;
  done(): void;
}

export interface ProgressOptions {
  write: (text: string) => void;
  isTTY: boolean;
  label: string;
  total: number;
  /** Seconds between lines when not on a terminal. */
  intervalS?: number;
  now?: () => number;
}

export function createProgress(options: ProgressOptions): Progress {
  // The label is a model id from the config: one log line, never a workflow command.
  const label = logText(options.label);
  const now = options.now ?? (() => performance.now());
  const started = now();
  const interval = (options.isTTY ? 0.1 : (options.intervalS ?? 5)) * 1000;
  let done = 0;
  let errors = 0;
  let lastShown = started;

  const line = (): string => {
    const seconds = Math.max((now() - started) / 1000, 1e-9);
    const rate = done / seconds;
    const left = options.total - done;
    const eta = rate > 0 ? `${formatSeconds(left / rate)}` : '?';
    const percent = options.total ? Math.floor((100 * done) / options.total) : 100;
    const bar = options.isTTY ? `${renderBar(percent)} ` : '';
    return `${label} ${bar}${done}/${options.total} (${percent}%) ${rate.toFixed(rate < 10 ? 1 : 0)} items/s, ${errors} error${errors === 1 ? '' : 's'}, ETA ${eta}`;
  };

  const show = () => {
    const t = now();
    if (t - lastShown >= interval && done < options.total) {
      lastShown = t;
      options.write(options.isTTY ? `\r\u001b[2K${line()}` : `${line()}\n`);
    }
  };

  return {
    tick(errored) {
      done++;
      if (errored) errors++;
      show();
    },
    update(doneNow, errorsNow) {
      done = doneNow;
      errors = errorsNow;
      show();
    },
    done() {
      const elapsed = formatSeconds((now() - started) / 1000);
      const summary = `${line().replace(/, ETA .*$/, '')}, ${elapsed}`;
      options.write(options.isTTY ? `\r\u001b[2K${summary}\n` : `${summary}\n`);
    },
  };
}

function renderBar(percent: number): string {
  const width = 24;
  const filled = Math.round((percent / 100) * width);
  return `[${'#'.repeat(filled)}${'.'.repeat(width - filled)}]`;
}

function formatSeconds(seconds: number): string {
  if (!Number.isFinite(seconds)) return '?';
  if (seconds < 60) return `${seconds.toFixed(seconds < 10 ? 1 : 0)}s`;
  const minutes = Math.floor(seconds / 60);
  return `${minutes}m${String(Math.round(seconds % 60)).padStart(2, '0')}s`;
}
