// Writes test/fixtures/openai-contract.json: the component schemas of OpenAI's OpenAPI
// description (openai/openai-openapi) that evalgate's requests and the fake OpenAI server's
// answers are checked against (test/fakes/openai-contract.ts), and nothing else. Run by hand when
// the description changes, never from the tests:
//
//   node scripts/gen_openai_contract.mjs <openapi.yaml> [--commit <sha>]
//     [--batch-lines <older openapi.yaml> --batch-lines-commit <sha>]
//
// The roots are the chat completions, completions and Responses API request and response bodies
// and the batch object; every schema they reach through `$ref` is kept, under its own name, so
// `#/components/schemas/...` pointers resolve within the fixture. The generated description
// carries no schema for a line of a batch's input or output file; `--batch-lines` takes
// `BatchRequestInput` and `BatchRequestOutput` (and what they reach) from a description that
// does, such as the last manually maintained one (branch manual_spec).
//
// Kept: the validation keywords. Dropped: prose and examples (`description`, `example`,
// `examples`, `title`, `x-*` extensions), which checking does not need. OpenAPI 3.0's
// `nullable: true` (which the 3.1 description still uses here and there) is rewritten as a JSON
// Schema type union, so the fixture is plain JSON Schema 2020-12.
import { createHash } from 'node:crypto';
import { readFileSync, writeFileSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { parse } from 'yaml';

const ROOTS = [
  'CreateChatCompletionRequest',
  'CreateChatCompletionResponse',
  'CreateCompletionRequest',
  'CreateCompletionResponse',
  'CreateResponse',
  'Response',
  'CreateBatchRequest',
  'Batch',
];
const BATCH_LINE_ROOTS = ['BatchRequestInput', 'BatchRequestOutput'];
const OUT = 'test/fixtures/openai-contract.json';

/** Keywords whose value is one schema. */
const ONE = [
  'items',
  'additionalProperties',
  'not',
  'if',
  'then',
  'else',
  'contains',
  'propertyNames',
  'unevaluatedProperties',
  'unevaluatedItems',
  'additionalItems',
];
/** Keywords whose value is a list of schemas. */
const LIST = ['allOf', 'anyOf', 'oneOf', 'prefixItems'];
/** Keywords whose value maps names to schemas. */
const MAP = ['properties', 'patternProperties', 'dependentSchemas', '$defs'];
/** Prose and examples: not needed to check a body. */
const DROP = new Set(['description', 'example', 'examples', 'title', '$comment']);

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: {
    commit: { type: 'string' },
    'batch-lines': { type: 'string' },
    'batch-lines-commit': { type: 'string' },
  },
});
if (positionals.length !== 1) {
  console.error(
    'usage: node scripts/gen_openai_contract.mjs <openapi.yaml> [--commit <sha>] [--batch-lines <openapi.yaml> --batch-lines-commit <sha>]',
  );
  process.exit(2);
}

function load(file) {
  const text = readFileSync(file, 'utf8');
  const spec = parse(text, { maxAliasCount: -1 });
  return {
    spec,
    source: {
      openapi: spec.openapi,
      info_version: spec.info?.version,
      sha256: createHash('sha256').update(text).digest('hex'),
    },
  };
}

/** A schema with prose dropped and `nullable` rewritten; records the names it refers to. */
function clean(node, refs) {
  if (Array.isArray(node)) return node.map((item) => clean(item, refs));
  if (typeof node !== 'object' || node === null) return node;
  const out = {};
  for (const [key, value] of Object.entries(node)) {
    if (DROP.has(key) || key.startsWith('x-') || key === 'nullable') continue;
    if (key === '$ref') {
      const match = /^#\/components\/schemas\/(.+)$/.exec(value);
      if (!match) throw new Error(`a $ref outside the component schemas: ${value}`);
      refs.add(match[1]);
      out.$ref = value;
    } else if (ONE.includes(key)) {
      out[key] = typeof value === 'object' ? clean(value, refs) : value;
    } else if (LIST.includes(key)) {
      out[key] = value.map((item) => clean(item, refs));
    } else if (MAP.includes(key)) {
      out[key] = Object.fromEntries(
        Object.entries(value).map(([name, schema]) => [name, clean(schema, refs)]),
      );
    } else if (key === 'discriminator') {
      for (const target of Object.values(value.mapping ?? {})) {
        const match = /^#\/components\/schemas\/(.+)$/.exec(target);
        if (match) refs.add(match[1]);
      }
      out[key] = value;
    } else {
      // enum, const, default, required, type, format, bounds...: values, not schemas.
      out[key] = value;
    }
  }
  return node.nullable === true ? nullable(out) : out;
}

/** OpenAPI 3.0's `nullable: true` as JSON Schema says it: null joins the type (and the enum). */
function nullable(schema) {
  if (typeof schema.type === 'string' || Array.isArray(schema.type)) {
    const types = [schema.type].flat();
    const out = { ...schema, type: types.includes('null') ? types : [...types, 'null'] };
    if (Array.isArray(out.enum) && !out.enum.includes(null)) out.enum = [...out.enum, null];
    return out;
  }
  return { anyOf: [schema, { type: 'null' }] };
}

/** The named schemas and every schema they reach through `$ref`, cleaned. */
function closure(spec, roots) {
  const all = spec.components?.schemas ?? {};
  const out = {};
  const queue = [...roots];
  while (queue.length > 0) {
    const name = queue.shift();
    if (name in out) continue;
    if (!(name in all)) throw new Error(`no components.schemas.${name} in the description`);
    const refs = new Set();
    out[name] = clean(all[name], refs);
    for (const ref of refs) if (!(ref in out)) queue.push(ref);
  }
  return out;
}

function sorted(schemas) {
  return Object.fromEntries(
    Object.keys(schemas)
      .sort()
      .map((name) => [name, schemas[name]]),
  );
}

const main = load(positionals[0]);
const schemas = closure(
  main.spec,
  ROOTS.filter((name) => name in main.spec.components.schemas),
);
const missing = ROOTS.filter((name) => !(name in schemas));
const sources = [{ ...main.source, commit: values.commit ?? null, roots: ROOTS }];

if (values['batch-lines']) {
  const older = load(values['batch-lines']);
  const lines = closure(older.spec, BATCH_LINE_ROOTS);
  for (const [name, schema] of Object.entries(lines)) {
    if (name in schemas && JSON.stringify(schemas[name]) !== JSON.stringify(schema)) {
      throw new Error(`${name} differs between the two descriptions; the fixture can hold one`);
    }
    schemas[name] = schema;
  }
  sources.push({
    ...older.source,
    commit: values['batch-lines-commit'] ?? null,
    roots: BATCH_LINE_ROOTS,
    schemas: Object.keys(lines).sort(),
  });
}

const fixture = {
  derived_from:
    "A subset of OpenAI's OpenAPI description (openai/openai-openapi), derived by scripts/gen_openai_contract.mjs: the component schemas reachable from the roots below, with descriptions, examples and x- extensions dropped and OpenAPI 3.0 nullable rewritten as JSON Schema type unions. Do not edit by hand; rerun the script.",
  sources,
  missing_roots: missing,
  components: { schemas: sorted(schemas) },
};
writeFileSync(OUT, `${JSON.stringify(fixture, null, 1)}\n`);
console.log(
  `${OUT}: ${Object.keys(schemas).length} schemas, ${Buffer.byteLength(JSON.stringify(fixture))} bytes${missing.length ? `; not in the description: ${missing.join(', ')}` : ''}`,
);
