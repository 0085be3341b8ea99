import { parseDocument } from 'yaml';
import { describe, expect, it } from 'vitest';
import { pinFingerprint } from '../../../src/core/config/pin.js';

const FP = 'ab'.repeat(32);
const pin = (text: string) => pinFingerprint(text, parseDocument(text), FP);

describe('pinFingerprint', () => {
  it('replaces an existing value in place, keeping quotes and comments', () => {
    const text = `slice:\n  seed: 1 # why this seed\n  fingerprint: "${'0'.repeat(64)}" # pinned\n`;
    expect(pin(text)).toBe(`slice:\n  seed: 1 # why this seed\n  fingerprint: "${FP}" # pinned\n`);
  });

  it('adds the key at the end of a block mapping, keeping everything else byte for byte', () => {
    const text = `# top\nslice:\n    seed: 1   # odd indent\n    size: 10\n\n# next\ngate: { max_drop: 2 }\n`;
    expect(pin(text)).toBe(
      `# top\nslice:\n    seed: 1   # odd indent\n    size: 10\n    fingerprint: ${FP}\n\n# next\ngate: { max_drop: 2 }\n`,
    );
  });

  it('adds the key to a flow mapping', () => {
    expect(pin('slice: { seed: 1, size: 10 }\nrepeats: 1\n')).toBe(
      `slice: { seed: 1, size: 10, fingerprint: ${FP} }\nrepeats: 1\n`,
    );
  });

  it('adds a slice mapping when there is none', () => {
    expect(pin('version: 1\nsuite: x')).toBe(
      `version: 1\nsuite: x\nslice:\n  fingerprint: ${FP}\n`,
    );
  });

  it('handles a last entry whose value is a block list', () => {
    const text =
      'slice:\n  seed: 1\n  fingerprint_fields:\n    - question\n    - answer\nrepeats: 1\n';
    const out = pin(text);
    expect(parseDocument(out).toJS()).toEqual({
      slice: { seed: 1, fingerprint_fields: ['question', 'answer'], fingerprint: FP },
      repeats: 1,
    });
    expect(out.startsWith(text.slice(0, text.indexOf('repeats')))).toBe(true);
  });
});
