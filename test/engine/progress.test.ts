import { describe, expect, it } from 'vitest';
import { createProgress } from '../../src/engine/progress.js';

describe('progress', () => {
  it('off a terminal: one plain line per interval with done/total, rate, errors and ETA', () => {
    let t = 0;
    const lines: string[] = [];
    const progress = createProgress({
      write: (text) => lines.push(text),
      isTTY: false,
      label: 'model-x',
      total: 100,
      intervalS: 5,
      now: () => t,
    });
    for (let i = 0; i < 100; i++) {
      t += 100; // 10 items/s
      progress.tick(i % 10 === 0);
    }
    progress.done();
    expect(lines[0]).toBe('model-x 50/100 (50%) 10 items/s, 5 errors, ETA 5.0s\n');
    expect(lines).toHaveLength(2);
    expect(lines[1]).toBe('model-x 100/100 (100%) 10 items/s, 10 errors, 10s\n');
  });

  it('a batch sets the counts it reports, once per interval', () => {
    let t = 0;
    const lines: string[] = [];
    const progress = createProgress({
      write: (text) => lines.push(text),
      isTTY: false,
      label: 'm batch',
      total: 1000,
      intervalS: 5,
      now: () => t,
    });
    t = 1000;
    progress.update(0, 0); // within the first interval: nothing shown
    t = 10_000;
    progress.update(400, 3);
    t = 12_000;
    progress.update(500, 3); // too soon after the last line
    t = 20_000;
    progress.update(1000, 7);
    progress.done();
    expect(lines).toEqual([
      'm batch 400/1000 (40%) 40 items/s, 3 errors, ETA 15s\n',
      'm batch 1000/1000 (100%) 50 items/s, 7 errors, 20s\n',
    ]);
  });

  it('on a terminal: redraws one line with a bar', () => {
    let t = 0;
    const out: string[] = [];
    const progress = createProgress({
      write: (s) => out.push(s),
      isTTY: true,
      label: 'm',
      total: 4,
      now: () => t,
    });
    for (let i = 0; i < 4; i++) {
      t += 200;
      progress.tick(false);
    }
    progress.done();
    const clear = '\r\u001b[2K';
    expect(out[0]!.startsWith(`${clear}m [${'#'.repeat(6)}${'.'.repeat(18)}] 1/4 (25%)`)).toBe(
      true,
    );
    expect(out.at(-1)!.startsWith(`${clear}m [${'#'.repeat(24)}] 4/4 (100%)`)).toBe(true);
    expect(out.at(-1)!.endsWith('\n')).toBe(true);
  });
});
