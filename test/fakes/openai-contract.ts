/**
 * evalgate's OpenAI requests and the fake OpenAI server's answers checked against OpenAI's own
 * description of its API: the component schemas of test/fixtures/openai-contract.json, a subset
 * of OpenAI's OpenAPI description derived by scripts/gen_openai_contract.mjs (the fixture records
 * which version and commit).
 *
 * - `checkOpenAIRequest(kind, body)`: what about a request body OpenAI's description does not
 *   allow.
 * - `checkOpenAIResponse(kind, body)`: what about a response body OpenAI would never send.
 *
 * Both return a list of problems, empty when the body is fine. The kinds, and the schemas they
 * are checked against (request / response):
 *
 * - `chat`: CreateChatCompletionRequest / CreateChatCompletionResponse (POST /v1/chat/completions)
 * - `completions`: CreateCompletionRequest / CreateCompletionResponse (POST /v1/completions)
 * - `responses`: CreateResponse / Response (POST /v1/responses)
 * - `batch-line`: BatchRequestInput / BatchRequestOutput, one line of a batch's input file or of
 *   its output or error file. A line's `body` is checked against the request schema of its `url`
 *   (an output line's `response.body`, when its status is 200, against the response schema of the
 *   `endpoint` option).
 * - `batch`: CreateBatchRequest / Batch (POST /v1/batches, GET /v1/batches/{id}).
 *
 * Beyond the schemas, one check of this module's own: a top-level field that the kind's schema
 * does not name is reported (OpenAI's schemas are allOf compositions that cannot say
 * `additionalProperties: false`, so a misspelt or invented parameter would pass them; the real
 * API refuses most). The schemas themselves are used as the description states them: nothing is
 * loosened, except the one documented exception in `UNNAMED_FIELDS`.
 *
 * Formats are not checked (`unixtime`, `uri`... are values to us) and unknown keywords are
 * ignored. Each schema is compiled once, when first needed; refs stay refs into the fixture.
 */
import { readFileSync } from 'node:fs';
import { Ajv2020, type ValidateFunction } from 'ajv/dist/2020.js';

type Json = Record<string, unknown>;

export type OpenAIKind = 'chat' | 'completions' | 'responses' | 'batch-line' | 'batch';

const SCHEMAS: Record<OpenAIKind, { request: string; response: string }> = {
  chat: { request: 'CreateChatCompletionRequest', response: 'CreateChatCompletionResponse' },
  completions: { request: 'CreateCompletionRequest', response: 'CreateCompletionResponse' },
  responses: { request: 'CreateResponse', response: 'Response' },
  'batch-line': { request: 'BatchRequestInput', response: 'BatchRequestOutput' },
  batch: { request: 'CreateBatchRequest', response: 'Batch' },
};

/** The kind whose request a batch line's `url` (a batch's `endpoint`) carries. */
const ENDPOINTS: Record<string, OpenAIKind> = {
  '/v1/chat/completions': 'chat',
  '/v1/completions': 'completions',
  '/v1/responses': 'responses',
};

/**
 * Fields a schema does not name that are nonetheless part of it. BatchRequestInput's properties
 * are `custom_id`, `method` and `url`; the request itself, `body`, is in its description's prose
 * and example only. (The body is then checked against its url's request schema.)
 */
const UNNAMED_FIELDS: Record<string, string[]> = { BatchRequestInput: ['body'] };

const FIXTURE_ID = 'https://evalgate.test/openai-contract.json';

interface Contract {
  ajv: Ajv2020;
  schemas: Record<string, Json>;
  sources: Json[];
}

let contract: Contract | undefined;
const compiled = new Map<string, ValidateFunction>();
const named = new Map<string, Set<string> | null>();

function load(): Contract {
  if (contract) return contract;
  const file = new URL('../fixtures/openai-contract.json', import.meta.url);
  const fixture = JSON.parse(readFileSync(file, 'utf8')) as {
    sources: Json[];
    components: { schemas: Record<string, Json> };
  };
  const ajv = new Ajv2020({ strict: false, validateFormats: false, allErrors: true });
  ajv.addSchema({ $id: FIXTURE_ID, components: fixture.components }, FIXTURE_ID);
  contract = { ajv, schemas: fixture.components.schemas, sources: fixture.sources };
  return contract;
}

/** Where the fixture's schemas come from: the description's version and commit. */
export function openAIContractSources(): Json[] {
  return load().sources;
}

function validator(name: string): ValidateFunction {
  let validate = compiled.get(name);
  if (!validate) {
    const { ajv, schemas } = load();
    if (!schemas[name]) throw new Error(`no ${name} in the OpenAI contract fixture`);
    validate = ajv.compile({ $ref: `${FIXTURE_ID}#/components/schemas/${name}` });
    compiled.set(name, validate);
  }
  return validate;
}

/**
 * The top-level field names a schema declares (through $ref, allOf, anyOf and oneOf), or null
 * when it takes any field (additionalProperties or patternProperties of its own).
 */
function declaredFields(name: string): Set<string> | null {
  if (named.has(name)) return named.get(name)!;
  const { schemas } = load();
  const fields = new Set<string>(UNNAMED_FIELDS[name]);
  let open = false;
  const seen = new Set<Json>();
  const walk = (schema: Json | undefined) => {
    if (!schema || seen.has(schema)) return;
    seen.add(schema);
    if (typeof schema.$ref === 'string') {
      walk(schemas[schema.$ref.replace('#/components/schemas/', '')]);
    }
    for (const key of Object.keys((schema.properties as Json | undefined) ?? {})) fields.add(key);
    if (schema.patternProperties !== undefined) open = true;
    if (schema.additionalProperties !== undefined && schema.additionalProperties !== false) {
      open = true;
    }
    for (const list of ['allOf', 'anyOf', 'oneOf'] as const) {
      for (const part of (schema[list] as Json[] | undefined) ?? []) walk(part);
    }
  };
  walk(schemas[name]);
  const result = open ? null : fields;
  named.set(name, result);
  return result;
}

function problemsOf(label: string, name: string, body: unknown, at = ''): string[] {
  const validate = validator(name);
  const problems: string[] = [];
  if (!validate(body)) {
    for (const error of validate.errors ?? []) {
      const where = `${at}${error.instancePath}` || '(root)';
      const allowed =
        'allowedValues' in error.params ? ` (${JSON.stringify(error.params.allowedValues)})` : '';
      problems.push(`${label} (${name}): ${where} ${error.message ?? ''}${allowed}`.trim());
    }
  }
  const fields = declaredFields(name);
  if (fields && typeof body === 'object' && body !== null && !Array.isArray(body)) {
    for (const key of Object.keys(body)) {
      if (!fields.has(key)) {
        problems.push(`${label} (${name}): ${at}/${key} is not a field of ${name}`);
      }
    }
  }
  return [...new Set(problems)];
}

function isObject(value: unknown): value is Json {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

export function checkOpenAIRequest(kind: OpenAIKind, body: unknown): string[] {
  const label = `${kind} request`;
  const problems = problemsOf(label, SCHEMAS[kind].request, body);
  if (kind === 'batch-line' && isObject(body)) {
    const inner = typeof body.url === 'string' ? ENDPOINTS[body.url] : undefined;
    if (inner === undefined) {
      problems.push(`${label}: /url ${JSON.stringify(body.url)} is no endpoint checked here`);
    } else if (body.body === undefined) {
      problems.push(`${label}: /body is missing (the request ${body.url} is sent)`);
    } else {
      problems.push(...problemsOf(label, SCHEMAS[inner].request, body.body, '/body'));
    }
  }
  return problems;
}

export function checkOpenAIResponse(
  kind: OpenAIKind,
  body: unknown,
  options: { endpoint?: string } = {},
): string[] {
  const label = `${kind} response`;
  const problems = problemsOf(label, SCHEMAS[kind].response, body);
  if (kind === 'batch-line' && options.endpoint !== undefined && isObject(body)) {
    const inner = ENDPOINTS[options.endpoint];
    if (inner === undefined) throw new Error(`no response schema for ${options.endpoint}`);
    const response = body.response;
    if (isObject(response) && response.status_code === 200) {
      problems.push(...problemsOf(label, SCHEMAS[inner].response, response.body, '/response/body'));
    }
  }
  return problems;
}
