/**
 * The fake GitHub checked against GitHub's own description of its API: the REST description of
 * api.github.com from @octokit/openapi (OpenAPI 3.0) and the webhook payloads from
 * @octokit/openapi-webhooks (OpenAPI 3.1).
 *
 * - `checkRequest` names the operation a request is, or what about it GitHub does not document
 *   (the method and path, a query parameter, a request body that fails the operation's schema).
 * - `checkResponse` says what about a response GitHub would never send for that operation (a
 *   status it does not list, a JSON body that fails the status's schema).
 * - `checkEventPayload` checks the event file the runner writes for a workflow. Events that are
 *   webhooks (pull_request, push, merge_group, workflow_run, workflow_dispatch...) are checked
 *   against the webhook schema for their action (`pull-request-labeled`, `push`). A `schedule` run
 *   is no webhook delivery: the runner writes `{schedule: "<cron>"}` and the description has
 *   nothing for it, so only that shape is checked (an object whose `schedule`, when present, is a
 *   string).
 *
 * The descriptions are read on first use (the REST one is 13 MB: about half a second) and each
 * schema is compiled once, when an operation first needs it. Refs stay refs: each schema is
 * compiled as a JSON pointer into the whole description, so `#/components/...` resolves in place.
 * OpenAPI 3.0's `nullable` is rewritten as a JSON Schema type union once, at load. Formats are
 * not checked (`date-time`, `uri`... are strings to us), and unknown keywords (`example`, `x-*`)
 * are ignored.
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { Ajv, type ValidateFunction } from 'ajv';
import { Ajv2020 } from 'ajv/dist/2020.js';

type Json = Record<string, unknown>;

export interface ContractRequest {
  method: string;
  /** The path as sent, still percent-encoded, without the query. */
  path: string;
  query?: Record<string, string>;
  body?: unknown;
}

export interface Operation {
  id: string;
  method: string;
  /** The path template, e.g. /repos/{owner}/{repo}/issues/{issue_number}. */
  template: string;
  /** JSON pointer of the operation in the description. */
  pointer: string;
  spec: Json;
}

export type RequestCheck = { operation: Operation; problems: string[] };

const REST_ID = 'https://api.github.com/openapi.json';
const WEBHOOKS_ID = 'https://api.github.com/openapi-webhooks.json';
/**
 * Statuses GitHub answers to any operation, listed or not: a bad token, a missing permission or a
 * rate limit, a resource that does not exist or that the token cannot see, a server error.
 */
const ANY_OPERATION_STATUSES = new Set([401, 403, 404, 429, 500, 502, 503]);
const METHODS = ['get', 'put', 'post', 'delete', 'patch', 'head', 'options'];

const require = createRequire(import.meta.url);

interface Route {
  method: string;
  segments: string[];
  literals: number;
  operation: Operation;
}

interface Rest {
  spec: Json;
  routes: Route[];
  ajv: Ajv;
}

let rest: Rest | undefined;
let webhooks: { spec: Json; ajv: Ajv2020 } | undefined;
const compiled = new Map<string, ValidateFunction>();

function readJson(name: string): Json {
  return JSON.parse(readFileSync(require.resolve(name), 'utf8')) as Json;
}

function loadRest(): Rest {
  if (rest) return rest;
  const spec = readJson('@octokit/openapi/generated/api.github.com.json');
  rewriteNullable(spec);
  spec.$id = REST_ID;
  const ajv = new Ajv({ strict: false, validateFormats: false, allErrors: true });
  ajv.addSchema(spec as never, REST_ID);
  const routes: Route[] = [];
  for (const [template, item] of Object.entries(spec.paths as Record<string, Json>)) {
    for (const method of METHODS) {
      const op = item[method] as Json | undefined;
      if (!op) continue;
      const segments = template.split('/').slice(1);
      routes.push({
        method: method.toUpperCase(),
        segments,
        literals: segments.filter((s) => !s.startsWith('{')).length,
        operation: {
          id: String(op.operationId),
          method: method.toUpperCase(),
          template,
          pointer: `#/paths/${escapePointer(template)}/${method}`,
          spec: op,
        },
      });
    }
  }
  // Where two templates match, the one with more literal segments is the operation GitHub means.
  routes.sort((a, b) => b.literals - a.literals);
  rest = { spec, routes, ajv };
  return rest;
}

function loadWebhooks() {
  if (webhooks) return webhooks;
  const spec = readJson('@octokit/openapi-webhooks/generated/api.github.com.json');
  rewriteNullable(spec);
  spec.$id = WEBHOOKS_ID;
  const ajv = new Ajv2020({ strict: false, validateFormats: false, allErrors: true });
  ajv.addSchema(spec as never, WEBHOOKS_ID);
  webhooks = { spec, ajv };
  return webhooks;
}

/** OpenAPI 3.0's `nullable: true` as JSON Schema says it: null joins the type (and the enum). */
function rewriteNullable(node: unknown): void {
  if (Array.isArray(node)) {
    for (const item of node) rewriteNullable(item);
    return;
  }
  if (typeof node !== 'object' || node === null) return;
  const schema = node as Json;
  if (schema.nullable === true) {
    delete schema.nullable;
    if (typeof schema.type === 'string') {
      schema.type = [schema.type, 'null'];
      if (Array.isArray(schema.enum) && !schema.enum.includes(null)) schema.enum.push(null);
    } else if (schema.type === undefined) {
      const rest = { ...schema };
      for (const key of Object.keys(schema)) delete schema[key];
      schema.anyOf = [rest, { type: 'null' }];
      rewriteNullable(rest);
      return;
    }
  }
  for (const value of Object.values(schema)) rewriteNullable(value);
}

function escapePointer(part: string): string {
  return part.replace(/~/g, '~0').replace(/\//g, '~1');
}

function validator(ajv: Ajv | Ajv2020, id: string, pointer: string): ValidateFunction {
  const key = `${id}${pointer}`;
  let validate = compiled.get(key);
  if (!validate) {
    validate = ajv.compile({ $ref: key });
    compiled.set(key, validate);
  }
  return validate;
}

/** Follows a `$ref` of the description (responses, parameters), returning the object and its pointer. */
function deref(spec: Json, value: Json, pointer: string): { value: Json; pointer: string } {
  let current = value;
  let where = pointer;
  for (let hops = 0; typeof current.$ref === 'string' && hops < 10; hops++) {
    where = current.$ref;
    current = resolvePointer(spec, where);
  }
  return { value: current, pointer: where };
}

function resolvePointer(spec: Json, pointer: string): Json {
  let node: unknown = spec;
  for (const raw of pointer.replace(/^#\//, '').split('/')) {
    const part = raw.replace(/~1/g, '/').replace(/~0/g, '~');
    node = (node as Json | undefined)?.[part];
  }
  if (typeof node !== 'object' || node === null)
    throw new Error(`no ${pointer} in the description`);
  return node as Json;
}

function describeErrors(validate: ValidateFunction, limit = 8): string {
  const errors = validate.errors ?? [];
  const lines = errors
    .slice(0, limit)
    .map((e) => `${e.instancePath || '(root)'} ${e.message ?? ''}${paramsNote(e.params)}`.trim());
  if (errors.length > limit) lines.push(`... and ${errors.length - limit} more`);
  return lines.join('; ');
}

function paramsNote(params: Record<string, unknown>): string {
  if ('allowedValues' in params) return ` (${JSON.stringify(params.allowedValues)})`;
  return '';
}

/** The operation a method and path are, or undefined when GitHub documents no such thing. */
export function findOperation(method: string, path: string): Operation | undefined {
  const { routes } = loadRest();
  const segments = path.split('/').slice(1);
  const upper = method.toUpperCase();
  for (const route of routes) {
    if (route.method !== upper || route.segments.length !== segments.length) continue;
    const matched = route.segments.every((part, i) => part.startsWith('{') || part === segments[i]);
    if (matched) return route.operation;
  }
  return undefined;
}

export function checkRequest(request: ContractRequest): RequestCheck | { problems: string[] } {
  const { spec, ajv } = loadRest();
  const name = `${request.method.toUpperCase()} ${request.path}`;
  const operation = findOperation(request.method, request.path);
  if (!operation) return { problems: [`${name}: no such operation in GitHub's REST API`] };
  const problems: string[] = [];
  const parameters = [
    ...((resolvePointer(spec, `#/paths/${escapePointer(operation.template)}`).parameters as
      Json[] | undefined) ?? []),
    ...((operation.spec.parameters as Json[] | undefined) ?? []),
  ].map((p) => deref(spec, p, '').value);
  const documented = new Set(parameters.filter((p) => p.in === 'query').map((p) => p.name));
  for (const key of Object.keys(request.query ?? {})) {
    if (!documented.has(key)) {
      problems.push(`${name} (${operation.id}): query parameter "${key}" is not documented`);
    }
  }
  const requestBody = operation.spec.requestBody as Json | undefined;
  if (requestBody) {
    const { value: body, pointer } = deref(spec, requestBody, `${operation.pointer}/requestBody`);
    const content = body.content as Record<string, Json> | undefined;
    if (request.body === undefined) {
      if (body.required === true) {
        problems.push(`${name} (${operation.id}): the request body is required`);
      }
    } else if (content?.['application/json']?.schema) {
      const validate = validator(ajv, REST_ID, `${pointer}/content/application~1json/schema`);
      if (!validate(request.body)) {
        problems.push(`${name} (${operation.id}): request body: ${describeErrors(validate)}`);
      }
    }
  } else if (request.body !== undefined && request.method.toUpperCase() !== 'GET') {
    problems.push(`${name} (${operation.id}): takes no request body`);
  }
  return { operation, problems };
}

export function checkResponse(operation: Operation, status: number, body: unknown): string[] {
  const { spec, ajv } = loadRest();
  const name = `${operation.method} ${operation.template} (${operation.id})`;
  const responses = operation.spec.responses as Record<string, Json>;
  const key = [String(status), `${String(status)[0]}XX`, 'default'].find((k) => responses[k]);
  if (!key) {
    if (ANY_OPERATION_STATUSES.has(status)) return [];
    const listed = Object.keys(responses).join(', ');
    return [`${name}: status ${status} is not documented (documented: ${listed})`];
  }
  const { value: response, pointer } = deref(
    spec,
    responses[key]!,
    `${operation.pointer}/responses/${key}`,
  );
  const content = response.content as Record<string, Json> | undefined;
  const json = content?.['application/json'];
  if (!json?.schema) {
    return body === undefined ? [] : [`${name}: status ${status} has no body in the description`];
  }
  const validate = validator(ajv, REST_ID, `${pointer}/content/application~1json/schema`);
  if (validate(body)) return [];
  return [`${name}: ${status} response body: ${describeErrors(validate)}`];
}

/**
 * The webhook schema for `eventName` (pull_request, merge_group...) and `action` (opened...), as
 * the description names them: `pull-request-opened`, `push`.
 */
function webhookKey(eventName: string, action: unknown): string | undefined {
  const { spec } = loadWebhooks();
  const hooks = spec.webhooks as Record<string, Json>;
  // pull_request_target delivers the pull_request payload (run in the base's context).
  const event = eventName === 'pull_request_target' ? 'pull_request' : eventName;
  const base = event.replace(/_/g, '-');
  if (typeof action === 'string') {
    const withAction = `${base}-${action.replace(/_/g, '-')}`;
    if (hooks[withAction]) return withAction;
  }
  return hooks[base] ? base : undefined;
}

export function checkEventPayload(eventName: string, payload: unknown): string[] {
  if (typeof payload !== 'object' || payload === null || Array.isArray(payload)) {
    return [`${eventName} event: the payload is not a JSON object`];
  }
  const action = (payload as Json).action;
  if (eventName === 'schedule') {
    // Not a webhook: the runner writes {schedule: "<cron>"} and little else.
    const cron = (payload as Json).schedule;
    return cron === undefined || typeof cron === 'string'
      ? []
      : [`schedule event: "schedule" is ${JSON.stringify(cron)}, not a cron string`];
  }
  const key = webhookKey(eventName, action);
  const label = `${eventName}${typeof action === 'string' ? `.${action}` : ''} event`;
  if (!key) return [`${label}: no such webhook in GitHub's description`];
  const { spec, ajv } = loadWebhooks();
  const post = (spec.webhooks as Record<string, Json>)[key]!.post as Json;
  const { pointer } = deref(
    spec,
    post.requestBody as Json,
    `#/webhooks/${escapePointer(key)}/post/requestBody`,
  );
  const validate = validator(ajv, WEBHOOKS_ID, `${pointer}/content/application~1json/schema`);
  if (validate(payload)) return [];
  return [`${label} payload: ${describeErrors(validate)}`];
}
