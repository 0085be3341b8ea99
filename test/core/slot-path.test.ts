import { describe, expect, it } from 'vitest';
import { caseCollision, slotFile, slotOfFile } from '../../src/core/slot-path.js';

const fileOf = (id: string) => {
  const result = slotFile(id);
  if (!result.ok) throw new Error(result.why);
  return result.file;
};

describe('slot ids name baseline files reversibly', () => {
  it('keeps the names users already have', () => {
    expect(fileOf('vendor/model')).toBe('vendor/model.json');
    expect(fileOf('vendor-a/model-x.v2_1')).toBe('vendor-a/model-x.v2_1.json');
    expect(fileOf('floor/first')).toBe('floor/first.json');
  });

  it.each([
    ['a b', 'a_b'],
    ['../x', '_/x'],
    ['a/b', 'a//b'],
    ['./x', 'x'],
    ['x.', 'x'],
    ['a%20b', 'a b'],
    ['/a', 'a'],
    ['a/', 'a'],
    ['a/b/c', 'a/b%2Fc'],
  ])('"%s" and "%s" get separate files', (one, other) => {
    expect(fileOf(one)).not.toBe(fileOf(other));
    expect(slotOfFile(fileOf(one))).toBe(one);
    expect(slotOfFile(fileOf(other))).toBe(other);
  });

  it('never climbs out of the folder', () => {
    for (const id of ['..', '../..', 'a/../../b', '.', './.', '...']) {
      const file = fileOf(id);
      expect(file.split('/').some((part) => part === '..' || part === '.')).toBe(false);
      expect(file.startsWith('/')).toBe(false);
    }
    expect(fileOf('..')).toBe('%2E%2E.json');
  });

  it('round-trips and never maps two ids to one file (20,000 random ids)', () => {
    const alphabet = ['a', 'B', '0', '-', '_', '.', '/', ' ', '%', 'é', '日', '🙂', ':', '\\', '*'];
    let state = 12345;
    const random = () => {
      state = (state * 1103515245 + 12345) % 2 ** 31;
      return state / 2 ** 31;
    };
    const seen = new Map<string, string>();
    for (let i = 0; i < 20_000; i++) {
      const length = 1 + Math.floor(random() * 8);
      const id = Array.from(
        { length },
        () => alphabet[Math.floor(random() * alphabet.length)],
      ).join('');
      const file = fileOf(id);
      expect(slotOfFile(file)).toBe(id);
      const other = seen.get(file);
      if (other !== undefined) expect(other).toBe(id);
      seen.set(file, id);
    }
  });

  it('accepts only canonical file names back', () => {
    expect(slotOfFile('a%2Db.json')).toBeNull(); // `-` is never escaped
    expect(slotOfFile('a%2fb.json')).toBeNull(); // lowercase hex is never written
    expect(slotOfFile('a.txt')).toBeNull();
    expect(slotOfFile('%E0%A4.json')).toBeNull(); // not UTF-8
  });

  it('refuses ids that cannot name a file', () => {
    expect(slotFile('')).toMatchObject({ ok: false });
    expect(slotFile('a\nb')).toEqual({ ok: false, why: 'control characters cannot name a file' });
    expect(slotFile('x'.repeat(300))).toMatchObject({ ok: false });
  });

  it('finds ids that a case-insensitive file system would put in one file', () => {
    expect(caseCollision(['Vendor/Model', 'vendor/model'])).toEqual([
      'Vendor/Model',
      'vendor/model',
    ]);
    expect(caseCollision(['vendor/a', 'Vendor/b'])).toBeNull();
  });
});
