import { readFile } from 'node:fs/promises';
import { describe, expect, it } from 'vitest';
import { configJsonSchema } from '../../../src/core/config/json-schema.js';
import { VERSION } from '../../../src/core/version.js';

describe('generated artefacts stay in step with the source', () => {
  it('schema/evalgate.schema.json is what `evalgate schema` generates (run `npm run schema`)', async () => {
    const committed = JSON.parse(await readFile('schema/evalgate.schema.json', 'utf8')) as unknown;
    expect(committed).toEqual(configJsonSchema());
  });

  it('the schema describes the contract keys', () => {
    const schema = configJsonSchema() as {
      properties: Record<string, unknown>;
      required: string[];
    };
    expect(Object.keys(schema.properties)).toEqual(
      expect.arrayContaining([
        'version',
        'suite',
        'dataset',
        'wash',
        'slice',
        'harness',
        'grader',
        'decoding',
        'repeats',
        'models',
        'gate',
      ]),
    );
    expect(schema.required).toEqual(['version', 'suite', 'dataset']);
  });

  it('VERSION matches package.json', async () => {
    const pkg = JSON.parse(await readFile('package.json', 'utf8')) as { version: string };
    expect(VERSION).toBe(pkg.version);
  });
});
