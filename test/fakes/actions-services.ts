/**
 * The services a GitHub Actions job talks to for caches and artifacts, as one real HTTP server on
 * 127.0.0.1, so tests run the real `@actions/cache` and `@actions/artifact` (in-process or inside
 * the Action's dist) instead of mocks. `fake.env()` gives the variables a runner sets.
 *
 * Protocols served, each as those libraries speak it:
 *
 *   POST /twirp/github.actions.results.api.v1.CacheService/{method}      cache service v2
 *        GetCacheEntryDownloadURL, CreateCacheEntry, FinalizeCacheEntryUpload
 *   POST /twirp/github.actions.results.api.v1.ArtifactService/{method}   artifact service v2
 *        CreateArtifact, FinalizeArtifact, ListArtifacts, GetSignedArtifactURL, DeleteArtifact
 *   GET  /_apis/artifactcache/cache?keys=a,b&version=v                   legacy cache service (v1,
 *   GET  /_apis/artifactcache/caches?key=k                                which @actions/cache still
 *   POST /_apis/artifactcache/caches            {key, version, cacheSize} speaks when
 *   PATCH /_apis/artifactcache/caches/{id}      Content-Range chunks      ACTIONS_CACHE_SERVICE_V2
 *   POST /_apis/artifactcache/caches/{id}       {size}                    is unset, and on GHES)
 *   PUT, GET, HEAD /fakeblob/{container}/{blob}?...&sig=                 Azure Blob Storage: Put Blob,
 *        Put Block (comp=block), Put Block List (comp=blocklist), Get Blob (with x-ms-range or
 *        Range), Get Blob Properties; the signed URLs the services hand out point here.
 *
 * What the real services do that matters to a caller, and this fake does too:
 * - A cache entry is found by key and version (the version hashes the paths and the compression
 *   method). Per scope the token can read (its `ac` claim, the current ref first), the primary key
 *   and then each restore key is tried: an exact match, else the newest entry the key prefixes.
 * - An entry is visible only once finalized (v2) or committed (v1). A key and version already
 *   reserved or saved in the scope the token writes to is refused: twirp `already_exists` (409)
 *   in v2, 409 in v1. `@actions/cache` then logs "Failed to save: Unable to reserve cache ..." and
 *   `saveCache` returns -1; it does not throw.
 * - The runtime token is a JWT; the artifact library reads the workflow run and job backend ids
 *   from its `scp` claim (`Actions.Results:<run>:<job>`). `env()` puts one in ACTIONS_RUNTIME_TOKEN
 *   (unsigned: the libraries never verify it), with the cache scopes in its `ac` claim as a
 *   runner's has them; the server decodes it and refuses calls without it (401).
 * - Artifacts belong to a workflow run: every job of the run lists them; a name is taken once per
 *   run (409 on a second CreateArtifact after finalize); only finalized artifacts are listed.
 * - Blob URLs are signed (HMAC over permissions, expiry and path); a wrong or missing signature
 *   gets 403 AuthenticationFailed, a read of a write-only URL 403 AuthorizationPermissionMismatch.
 * - For the public REST API (`startFakeGitHub({ artifacts })`, which lists, downloads, expires and
 *   deletes them as GitHub's artifact routes do): `artifactDownloadUrl(id)` is a signed read URL of
 *   a finalized artifact's zip (served with the content type it was uploaded with, application/zip
 *   for what @actions/artifact zips), `deleteArtifact(id)` removes it and its blob, and
 *   `expireArtifact(id)` moves its expiry to now. The twirp service itself does not check expiry.
 *
 * Every request lands in `calls`, with the operation named as above. `fail(operation, status)`
 * makes the next `times` requests of an operation (or of all, with "*") fail with `status` and
 * the error body of that protocol. Both libraries retry: twirp 5xx (and 429 for artifacts) up to
 * 5 times, 3 s apart and growing (the cache client gives up on a 429 at once); v1 and the blob
 * download via the cache library retry 502, 503 and 504 once after 5 s; @azure/storage-blob
 * retries 5xx with its own back-off. A 500 on GetBlob or a 429 on the cache methods fails fast.
 *
 * For the dist run as a child process, pass `env()` (plus RUNNER_TEMP and GITHUB_WORKSPACE) to an
 * async `spawn`: the server answers from the test's event loop, which `spawnSync` would block.
 *
 * Not served here: artifact downloads from other runs (the public REST API: github-server.ts
 * serves it from this fake's artifacts), and the Azure SDK's download path of @actions/cache,
 * which it takes only for hosts ending in .blob.core.windows.net; from 127.0.0.1 it downloads
 * with one plain GET.
 */
import { createHash, createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';

const CACHE_SERVICE = 'github.actions.results.api.v1.CacheService';
const ARTIFACT_SERVICE = 'github.actions.results.api.v1.ArtifactService';
const BLOB_ROOT = 'fakeblob';

export interface ServiceCall {
  /** Which protocol the request spoke. */
  api: 'cache' | 'artifact' | 'cache-v1' | 'blob' | 'unknown';
  /**
   * The twirp method (CreateCacheEntry), the blob operation (PutBlob, PutBlock, PutBlockList,
   * GetBlob, GetBlobProperties) or the v1 one (getCacheEntry, listCaches, reserveCache,
   * uploadChunk, commitCache).
   */
  operation: string;
  method: string;
  /** The path without the query. */
  path: string;
  query: Record<string, string>;
  /** The JSON body of twirp and v1 calls; for bytes, their count and the range they went to. */
  body: unknown;
  /** The status the fake answered with. */
  status: number;
  /** The JSON the fake answered with (twirp and v1), undefined for bytes and empty replies. */
  response: unknown;
}

export interface CacheEntryView {
  id: number;
  protocol: 'v1' | 'v2';
  key: string;
  version: string;
  /** The ref the entry was written from, as the token's writable `ac` scope names it. */
  scope: string;
  size: number;
  /** Reserved, not yet finalized: no restore sees it. */
  pending: boolean;
  /** The archive as uploaded (tar, zstd- or gzip-compressed). */
  archive: Buffer;
}

export interface ArtifactView {
  id: number;
  name: string;
  runBackendId: string;
  jobBackendId: string;
  size: number;
  /** As FinalizeArtifact gave it: `sha256:<hex>`. */
  digest: string | undefined;
  pending: boolean;
  content: Buffer;
  contentType: string;
  createdAt: Date;
  /** As CreateArtifact gave it (`retentionDays`), or as `expireArtifact` set it; else none. */
  expiresAt: Date | undefined;
}

export interface TokenOptions {
  /** The workflow run's backend id; the same for every job of a run. */
  runBackendId?: string;
  jobBackendId?: string;
  /** The cache scopes, the first writable one is where saves go. Default: main, read-write. */
  scopes?: { scope: string; permission: 1 | 2 | 3 }[];
}

export interface ActionsEnvOptions extends TokenOptions {
  /** `v2` (github.com today, the default) or `v1` (the legacy service, as on GHES). */
  cacheService?: 'v1' | 'v2';
  /** Where @actions/cache writes its archives; unset, it falls back to /home/actions/temp. */
  runnerTemp?: string;
  /** GITHUB_REF; defaults to the first scope. */
  ref?: string;
}

interface Fault {
  operation: string;
  status: number;
  remaining: number;
  message: string | undefined;
}

export interface ActionsServices {
  /** http://127.0.0.1:<port>, no trailing slash. */
  url: string;
  calls: ServiceCall[];
  /** The variables a runner sets for these services, pointing here. */
  env(options?: ActionsEnvOptions): Record<string, string>;
  /** Every cache entry, reserved or finalized, oldest first. */
  cacheEntries(): CacheEntryView[];
  /** Every artifact, pending or finalized, oldest first. */
  artifacts(): ArtifactView[];
  /** A signed read URL of a finalized artifact's blob; undefined when there is no such artifact. */
  artifactDownloadUrl(id: number): string | undefined;
  /** Removes an artifact and its blob, as a REST delete does; false when there was none. */
  deleteArtifact(id: number): boolean;
  /** Moves an artifact's expiry to now (the REST API then shows it expired); false when absent. */
  expireArtifact(id: number): boolean;
  /** The next `times` requests of `operation` ("*": any) fail with `status`. */
  fail(operation: string, status: number, times?: number, message?: string): void;
  close(): Promise<void>;
}

const DEFAULT_RUN = '11111111-1111-4111-8111-111111111111';
const DEFAULT_JOB = '22222222-2222-4222-8222-222222222222';
const DEFAULT_SCOPES = [{ scope: 'refs/heads/main', permission: 3 as const }];

/** An unsigned JWT with the claims a runner's ACTIONS_RUNTIME_TOKEN carries. */
function runtimeToken(options: TokenOptions = {}): string {
  const run = options.runBackendId ?? DEFAULT_RUN;
  const job = options.jobBackendId ?? DEFAULT_JOB;
  const scopes = options.scopes ?? DEFAULT_SCOPES;
  const now = Math.floor(Date.now() / 1000);
  const claims = {
    scp: `Actions.GenericRead:00000000-0000-0000-0000-000000000000 Actions.Results:${run}:${job} Actions.UploadArtifacts:${run}:${job}`,
    ac: JSON.stringify(scopes.map((s) => ({ Scope: s.scope, Permission: s.permission }))),
    iss: 'fake-actions-services',
    aud: 'vso:fake',
    nbf: now - 60,
    exp: now + 6 * 3600,
  };
  const part = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
  return `${part({ typ: 'JWT', alg: 'none' })}.${part(claims)}.`;
}

interface Claims {
  runBackendId: string;
  jobBackendId: string;
  scopes: { scope: string; permission: number }[];
}

function decodeToken(authorization: string | undefined): Claims | undefined {
  const match = /^Bearer (\S+)$/.exec(authorization ?? '');
  const payload = match?.[1]!.split('.')[1];
  if (!payload) return undefined;
  try {
    const claims = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as {
      scp?: string;
      ac?: string;
    };
    const results = (claims.scp ?? '')
      .split(' ')
      .map((s) => s.split(':'))
      .find((parts) => parts[0] === 'Actions.Results' && parts.length === 3);
    if (!results) return undefined;
    const scopes = (JSON.parse(claims.ac ?? '[]') as { Scope: string; Permission: number }[]).map(
      (s) => ({ scope: s.Scope, permission: s.Permission }),
    );
    return { runBackendId: results[1]!, jobBackendId: results[2]!, scopes };
  } catch {
    return undefined;
  }
}

interface CacheEntry {
  id: number;
  protocol: 'v1' | 'v2';
  key: string;
  version: string;
  scope: string;
  blob: string;
  pending: boolean;
  /** v1 uploads arrive as ranges; v2 ones go to the blob store. */
  chunks: { start: number; data: Buffer }[];
  createdAt: Date;
  /** Finalize order: "newest" among prefix matches. */
  sequence: number;
}

interface Artifact {
  id: number;
  name: string;
  runBackendId: string;
  jobBackendId: string;
  blob: string;
  size: number;
  digest: string | undefined;
  pending: boolean;
  createdAt: Date;
  expiresAt: Date | undefined;
}

interface Blob {
  data: Buffer | undefined;
  contentType: string;
  blocks: Map<string, Buffer>;
  etag: string;
  lastModified: Date;
}

interface Reply {
  status: number;
  headers?: Record<string, string>;
  body?: Buffer | string;
}

class TwirpError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
  ) {
    super(message);
  }
}

const TWIRP_CODES: Record<number, string> = {
  400: 'invalid_argument',
  401: 'unauthenticated',
  403: 'permission_denied',
  404: 'not_found',
  409: 'already_exists',
  412: 'failed_precondition',
  429: 'resource_exhausted',
  500: 'internal',
  503: 'unavailable',
};

function twirpReply(status: number, code: string, message: string): Reply {
  return json(status, { code, msg: message });
}

function json(status: number, value: unknown): Reply {
  return {
    status,
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(value),
  };
}

function blobError(status: number, code: string, message: string): Reply {
  return {
    status,
    headers: { 'content-type': 'application/xml', 'x-ms-error-code': code },
    body: `<?xml version="1.0" encoding="utf-8"?><Error><Code>${code}</Code><Message>${message}</Message></Error>`,
  };
}

function requiredString(body: Record<string, unknown>, field: string): string {
  const value = body[field];
  if (typeof value !== 'string' || value === '') {
    throw new TwirpError(400, 'invalid_argument', `${field}: required`);
  }
  return value;
}

export async function startActionsServices(): Promise<ActionsServices> {
  const calls: ServiceCall[] = [];
  const faults: Fault[] = [];
  const entries: CacheEntry[] = [];
  const artifacts: Artifact[] = [];
  const blobs = new Map<string, Blob>();
  const signingKey = randomBytes(32);
  let nextId = 1;
  let sequence = 0;
  let baseUrl = '';

  const signature = (path: string, permissions: string, expiry: string) =>
    createHmac('sha256', signingKey).update(`${permissions}\n${expiry}\n${path}`).digest('base64');

  const signedUrl = (container: string, name: string, permissions: 'r' | 'cw') => {
    const path = `/${BLOB_ROOT}/${container}/${name.split('/').map(encodeURIComponent).join('/')}`;
    const expiry = new Date(Date.now() + 3600_000).toISOString().replace(/\.\d+Z$/, 'Z');
    const query = new URLSearchParams({
      sv: '2024-11-04',
      se: expiry,
      sr: 'b',
      sp: permissions,
      sig: signature(path, permissions, expiry),
    });
    return `${baseUrl}${path}?${query}`;
  };

  const checkSignature = (path: string, query: URLSearchParams, needs: 'r' | 'w') => {
    const permissions = query.get('sp') ?? '';
    const expiry = query.get('se') ?? '';
    const given = Buffer.from(query.get('sig') ?? '', 'base64');
    const wanted = Buffer.from(signature(path, permissions, expiry), 'base64');
    if (given.length !== wanted.length || !timingSafeEqual(given, wanted)) {
      return blobError(
        403,
        'AuthenticationFailed',
        'Server failed to authenticate the request. Make sure the value of Authorization header is formed correctly including the signature.',
      );
    }
    if (Date.parse(expiry) < Date.now()) {
      return blobError(403, 'AuthenticationFailed', 'Signed expiry time has passed.');
    }
    const allowed = needs === 'r' ? permissions.includes('r') : /[cw]/.test(permissions);
    if (!allowed) {
      return blobError(
        403,
        'AuthorizationPermissionMismatch',
        'This request is not authorized to perform this operation using this permission.',
      );
    }
    return undefined;
  };

  // --- cache, both protocols -------------------------------------------------------------------

  const readableScopes = (claims: Claims) =>
    claims.scopes.filter((s) => s.permission & 1).map((s) => s.scope);
  const writableScope = (claims: Claims) => claims.scopes.find((s) => s.permission & 2)?.scope;

  const findEntry = (
    protocol: 'v1' | 'v2',
    keys: string[],
    version: string,
    scopes: string[],
  ): CacheEntry | undefined => {
    for (const scope of scopes) {
      const visible = entries.filter(
        (e) => e.protocol === protocol && !e.pending && e.version === version && e.scope === scope,
      );
      for (const key of keys) {
        const exact = visible.find((e) => e.key === key);
        if (exact) return exact;
        const prefixed = visible
          .filter((e) => e.key.startsWith(key))
          .sort((a, b) => b.sequence - a.sequence)[0];
        if (prefixed) return prefixed;
      }
    }
    return undefined;
  };

  const reserve = (protocol: 'v1' | 'v2', key: string, version: string, scope: string) => {
    const taken = entries.find(
      (e) => e.protocol === protocol && e.key === key && e.version === version && e.scope === scope,
    );
    if (taken) return undefined;
    const id = nextId++;
    const entry: CacheEntry = {
      id,
      protocol,
      key,
      version,
      scope,
      blob: `actions-cache/${id}`,
      pending: true,
      chunks: [],
      createdAt: new Date(),
      sequence: 0,
    };
    entries.push(entry);
    return entry;
  };

  const archiveOf = (entry: CacheEntry): Buffer => {
    if (entry.protocol === 'v2') return blobs.get(entry.blob)?.data ?? Buffer.alloc(0);
    return assemble(entry.chunks);
  };

  const cacheTwirp = (method: string, body: Record<string, unknown>, claims: Claims): Reply => {
    switch (method) {
      case 'GetCacheEntryDownloadURL': {
        const key = requiredString(body, 'key');
        const version = requiredString(body, 'version');
        const restoreKeys = Array.isArray(body.restore_keys) ? (body.restore_keys as string[]) : [];
        const hit = findEntry('v2', [key, ...restoreKeys], version, readableScopes(claims));
        if (!hit) return json(200, { ok: false, signed_download_url: '', matched_key: '' });
        const [container, name] = splitBlob(hit.blob);
        return json(200, {
          ok: true,
          signed_download_url: signedUrl(container, name, 'r'),
          matched_key: hit.key,
        });
      }
      case 'CreateCacheEntry': {
        const key = requiredString(body, 'key');
        const version = requiredString(body, 'version');
        const scope = writableScope(claims);
        if (!scope) {
          return json(200, {
            ok: false,
            message: 'cache write denied: the token has no writable cache scope',
          });
        }
        const entry = reserve('v2', key, version, scope);
        if (!entry) {
          throw new TwirpError(
            409,
            'already_exists',
            `cache entry with the same key, version, and scope already exists (key: ${key}, scope: ${scope})`,
          );
        }
        blobs.set(entry.blob, newBlob());
        const [container, name] = splitBlob(entry.blob);
        return json(200, { ok: true, signed_upload_url: signedUrl(container, name, 'cw') });
      }
      case 'FinalizeCacheEntryUpload': {
        const key = requiredString(body, 'key');
        const version = requiredString(body, 'version');
        const scope = writableScope(claims);
        const entry = entries.find(
          (e) =>
            e.protocol === 'v2' &&
            e.pending &&
            e.key === key &&
            e.version === version &&
            e.scope === scope,
        );
        if (!entry) throw new TwirpError(404, 'not_found', `no cache entry reserved for ${key}`);
        const uploaded = blobs.get(entry.blob)?.data;
        if (!uploaded) {
          throw new TwirpError(412, 'failed_precondition', `nothing was uploaded for ${key}`);
        }
        if (String(uploaded.length) !== String(body.size_bytes)) {
          throw new TwirpError(
            400,
            'invalid_argument',
            `size_bytes ${String(body.size_bytes)} does not match the ${uploaded.length} bytes uploaded`,
          );
        }
        entry.pending = false;
        entry.sequence = ++sequence;
        return json(200, { ok: true, entry_id: String(entry.id) });
      }
      default:
        throw new TwirpError(
          404,
          'bad_route',
          `no handler for path /twirp/${CACHE_SERVICE}/${method}`,
        );
    }
  };

  const v1Entry = (entry: CacheEntry) => ({
    cacheKey: entry.key,
    scope: entry.scope,
    cacheVersion: entry.version,
    creationTime: entry.createdAt.toISOString(),
    archiveLocation: signedUrl(...splitBlob(entry.blob), 'r'),
  });

  const v1Operation = (method: string, resource: string[]): string => {
    const [collection, id] = resource;
    if (resource.length === 1 && method === 'GET' && collection === 'cache') return 'getCacheEntry';
    if (resource.length === 1 && method === 'GET' && collection === 'caches') return 'listCaches';
    if (resource.length === 1 && method === 'POST' && collection === 'caches')
      return 'reserveCache';
    if (resource.length === 2 && collection === 'caches' && /^\d+$/.test(id!)) {
      if (method === 'PATCH') return 'uploadChunk';
      if (method === 'POST') return 'commitCache';
    }
    return `${method} ${resource.join('/')}`;
  };

  const cacheV1 = (
    operation: string,
    resource: string[],
    query: URLSearchParams,
    request: { json: unknown; raw: Buffer; headers: http.IncomingHttpHeaders },
    claims: Claims,
  ): Reply => {
    const body = (request.json ?? {}) as Record<string, unknown>;
    if (operation === 'getCacheEntry') {
      const keys = (query.get('keys') ?? '').split(',').filter(Boolean);
      const version = query.get('version') ?? '';
      if (keys.length === 0 || !version) {
        return json(400, { message: 'keys and version are required' });
      }
      const hit = findEntry('v1', keys, version, readableScopes(claims));
      if (!hit) return { status: 204 };
      return json(200, v1Entry(hit));
    }
    if (operation === 'listCaches') {
      const key = query.get('key') ?? '';
      const listed = entries.filter((e) => e.protocol === 'v1' && !e.pending && e.key === key);
      return json(200, { totalCount: listed.length, artifactCaches: listed.map(v1Entry) });
    }
    if (operation === 'reserveCache') {
      const key = typeof body.key === 'string' ? body.key : '';
      const version = typeof body.version === 'string' ? body.version : '';
      const scope = writableScope(claims);
      if (!key || !version) {
        return json(400, { message: 'key and version are required' });
      }
      if (!scope) {
        return json(403, { message: 'cache write denied: the token has no writable cache scope' });
      }
      const entry = reserve('v1', key, version, scope);
      if (!entry) {
        return json(409, {
          $id: '1',
          innerException: null,
          message: `Cache already exists. Scope: ${scope}, Key: ${key}, Version: ${version}`,
          typeName:
            'Microsoft.Azure.DevOps.PipelineCache.WebApi.ArtifactCacheAlreadyExistsException, Microsoft.Azure.DevOps.PipelineCache.WebApi',
          typeKey: 'ArtifactCacheAlreadyExistsException',
          errorCode: 0,
          eventId: 3000,
        });
      }
      return json(201, { cacheId: entry.id });
    }
    const id = Number(resource[1]);
    const entry = entries.find((e) => e.protocol === 'v1' && e.id === id);
    if (operation === 'uploadChunk') {
      if (!entry?.pending) {
        return json(404, { message: `no cache ${resource[1]} being uploaded` });
      }
      const range = /^bytes (\d+)-(\d+)\/\*$/.exec(String(request.headers['content-range'] ?? ''));
      if (!range || Number(range[2]) - Number(range[1]) + 1 !== request.raw.length) {
        return json(400, { message: 'Content-Range does not match the body' });
      }
      entry.chunks.push({ start: Number(range[1]), data: request.raw });
      return { status: 204 };
    }
    if (operation === 'commitCache') {
      if (!entry?.pending) {
        return json(404, { message: `no cache ${resource[1]} being uploaded` });
      }
      const size = assemble(entry.chunks).length;
      if (body.size !== size) {
        return json(400, {
          message: `Uploaded cache size of ${size} bytes does not match the expected size of ${String(body.size)} bytes.`,
        });
      }
      entry.pending = false;
      entry.sequence = ++sequence;
      // Committed, the archive is a blob like any other: archiveLocation is a signed URL to it.
      blobs.set(entry.blob, { ...newBlob(), data: assemble(entry.chunks) });
      return { status: 204 };
    }
    return json(404, { message: `no route ${resource.join('/')}` });
  };

  // --- artifacts -------------------------------------------------------------------------------

  const artifactJson = (a: Artifact) => ({
    workflow_run_backend_id: a.runBackendId,
    workflow_job_run_backend_id: a.jobBackendId,
    database_id: String(a.id),
    name: a.name,
    size: String(a.size),
    created_at: a.createdAt.toISOString(),
    ...(a.digest ? { digest: a.digest } : {}),
  });

  const artifactTwirp = (method: string, body: Record<string, unknown>, claims: Claims): Reply => {
    const run = requiredString(body, 'workflow_run_backend_id');
    const job = requiredString(body, 'workflow_job_run_backend_id');
    // Any job of the run reads its artifacts (the ids sent are the uploader's); only the job
    // itself creates and finalizes.
    const writes = method === 'CreateArtifact' || method === 'FinalizeArtifact';
    if (run !== claims.runBackendId || (writes && job !== claims.jobBackendId)) {
      throw new TwirpError(403, 'permission_denied', 'the token is not scoped to this job');
    }
    const finalized = (name: string) =>
      artifacts.find((a) => a.runBackendId === run && a.name === name && !a.pending);
    switch (method) {
      case 'CreateArtifact': {
        const name = requiredString(body, 'name');
        if (finalized(name)) {
          throw new TwirpError(
            409,
            'already_exists',
            `an artifact with this name already exists on the workflow run: ${name}`,
          );
        }
        const stale = artifacts.findIndex((a) => a.runBackendId === run && a.name === name);
        if (stale >= 0) artifacts.splice(stale, 1);
        const id = nextId++;
        const artifact: Artifact = {
          id,
          name,
          runBackendId: run,
          jobBackendId: job,
          blob: `actions-results/${run}/${job}/${name}.zip`,
          size: 0,
          digest: undefined,
          pending: true,
          createdAt: new Date(),
          expiresAt: parseTimestamp(body.expires_at),
        };
        artifacts.push(artifact);
        blobs.set(artifact.blob, newBlob());
        const [container, blobName] = splitBlob(artifact.blob);
        return json(200, { ok: true, signed_upload_url: signedUrl(container, blobName, 'cw') });
      }
      case 'FinalizeArtifact': {
        const name = requiredString(body, 'name');
        const artifact = artifacts.find(
          (a) => a.runBackendId === run && a.jobBackendId === job && a.name === name && a.pending,
        );
        if (!artifact) throw new TwirpError(404, 'not_found', `no artifact ${name} being uploaded`);
        const uploaded = blobs.get(artifact.blob)?.data;
        if (!uploaded) {
          throw new TwirpError(412, 'failed_precondition', `nothing was uploaded for ${name}`);
        }
        artifact.size = Number(body.size ?? 0);
        artifact.digest = typeof body.hash === 'string' ? body.hash : undefined;
        artifact.pending = false;
        return json(200, { ok: true, artifact_id: String(artifact.id) });
      }
      case 'ListArtifacts': {
        const nameFilter = typeof body.name_filter === 'string' ? body.name_filter : undefined;
        const idFilter = body.id_filter === undefined ? undefined : String(body.id_filter);
        const listed = artifacts.filter(
          (a) =>
            a.runBackendId === run &&
            !a.pending &&
            (nameFilter === undefined || a.name === nameFilter) &&
            (idFilter === undefined || String(a.id) === idFilter),
        );
        return json(200, { artifacts: listed.map(artifactJson) });
      }
      case 'GetSignedArtifactURL': {
        const name = requiredString(body, 'name');
        const artifact = finalized(name);
        if (!artifact) throw new TwirpError(404, 'not_found', `artifact not found: ${name}`);
        const [container, blobName] = splitBlob(artifact.blob);
        return json(200, { signed_url: signedUrl(container, blobName, 'r') });
      }
      case 'DeleteArtifact': {
        const name = requiredString(body, 'name');
        const artifact = finalized(name);
        if (!artifact) throw new TwirpError(404, 'not_found', `artifact not found: ${name}`);
        artifacts.splice(artifacts.indexOf(artifact), 1);
        blobs.delete(artifact.blob);
        return json(200, { ok: true, artifact_id: String(artifact.id) });
      }
      default:
        throw new TwirpError(
          404,
          'bad_route',
          `no handler for path /twirp/${ARTIFACT_SERVICE}/${method}`,
        );
    }
  };

  // --- blob storage ----------------------------------------------------------------------------

  const blobOperation = (method: string, query: URLSearchParams): string => {
    const comp = query.get('comp');
    if (method === 'PUT' && comp === 'block') return 'PutBlock';
    if (method === 'PUT' && comp === 'blocklist') return 'PutBlockList';
    if (method === 'PUT' && comp === null) return 'PutBlob';
    if (method === 'GET' && comp === null) return 'GetBlob';
    if (method === 'HEAD' && comp === null) return 'GetBlobProperties';
    return `${method}${comp ? `?comp=${comp}` : ''}`;
  };

  const blobStorage = (
    operation: string,
    name: string,
    request: { raw: Buffer; headers: http.IncomingHttpHeaders },
    query: URLSearchParams,
  ): [Reply, unknown] => {
    const blob = blobs.get(name);
    if (!blob) {
      return [blobError(404, 'BlobNotFound', 'The specified blob does not exist.'), undefined];
    }
    const written = (status = 201): Reply => {
      blob.etag = `"0x${randomBytes(8).toString('hex').toUpperCase()}"`;
      blob.lastModified = new Date();
      return { status, headers: blobHeaders(blob) };
    };
    const contentType = request.headers['x-ms-blob-content-type'];
    switch (operation) {
      case 'PutBlob': {
        if (request.headers['x-ms-blob-type'] !== 'BlockBlob') {
          return [blobError(400, 'InvalidHeaderValue', 'x-ms-blob-type must be BlockBlob'), {}];
        }
        blob.data = request.raw;
        blob.blocks.clear();
        if (typeof contentType === 'string') blob.contentType = contentType;
        return [written(), { bytes: request.raw.length }];
      }
      case 'PutBlock': {
        const blockId = query.get('blockid') ?? '';
        blob.blocks.set(blockId, request.raw);
        return [written(), { bytes: request.raw.length, blockId }];
      }
      case 'PutBlockList': {
        const ids = [
          ...request.raw.toString('utf8').matchAll(/<(Latest|Uncommitted)>([^<]*)<\/\1>/g),
        ].map((m) => m[2]!);
        const parts = ids.map((id) => blob.blocks.get(id));
        if (parts.some((p) => p === undefined)) {
          return [
            blobError(400, 'InvalidBlockList', 'The specified block list is invalid.'),
            { blocks: ids.length },
          ];
        }
        blob.data = Buffer.concat(parts as Buffer[]);
        blob.blocks.clear();
        if (typeof contentType === 'string') blob.contentType = contentType;
        return [written(), { blocks: ids.length, bytes: blob.data.length }];
      }
      case 'GetBlob':
      case 'GetBlobProperties': {
        if (!blob.data) {
          return [blobError(404, 'BlobNotFound', 'The specified blob does not exist.'), {}];
        }
        const headers = { ...blobHeaders(blob), 'accept-ranges': 'bytes' };
        const range = String(request.headers['x-ms-range'] ?? request.headers.range ?? '');
        const match = /^bytes=(\d+)-(\d*)$/.exec(range);
        if (operation === 'GetBlobProperties' || !match) {
          return [
            {
              status: 200,
              headers: { ...headers, 'content-length': String(blob.data.length) },
              body: operation === 'GetBlob' ? blob.data : undefined,
            },
            { bytes: blob.data.length },
          ];
        }
        const start = Number(match[1]);
        const end = Math.min(match[2] ? Number(match[2]) : Infinity, blob.data.length - 1);
        if (start >= blob.data.length || end < start) {
          return [
            blobError(416, 'InvalidRange', 'The range specified is invalid for the current size.'),
            { range },
          ];
        }
        const part = blob.data.subarray(start, end + 1);
        return [
          {
            status: 206,
            headers: {
              ...headers,
              'content-length': String(part.length),
              'content-range': `bytes ${start}-${end}/${blob.data.length}`,
            },
            body: part,
          },
          { bytes: part.length, range },
        ];
      }
      default:
        return [blobError(400, 'UnsupportedHttpVerb', `${operation} is not served here`), {}];
    }
  };

  // --- the server ------------------------------------------------------------------------------

  const faultReply = (call: ServiceCall, fault: Fault): Reply => {
    const message = fault.message ?? `injected fault: ${fault.status} on ${call.operation}`;
    if (call.api === 'blob') return blobError(fault.status, 'InternalError', message);
    if (call.api === 'cache-v1') return json(fault.status, { message });
    return twirpReply(fault.status, TWIRP_CODES[fault.status] ?? 'unknown', message);
  };

  const route = (
    method: string,
    target: URL,
    request: { raw: Buffer; json: unknown; headers: http.IncomingHttpHeaders },
    call: ServiceCall,
  ): Reply => {
    const segments = target.pathname.split('/').slice(1).map(decodeURIComponent);
    if (segments[0] === BLOB_ROOT) {
      call.api = 'blob';
      call.operation = blobOperation(method, target.searchParams);
      const fault = takeFault(faults, call.operation);
      if (fault) return faultReply(call, fault);
      const denied = checkSignature(
        target.pathname,
        target.searchParams,
        method === 'PUT' ? 'w' : 'r',
      );
      if (denied) return denied;
      const name = segments.slice(1).join('/');
      const [reply, summary] = blobStorage(call.operation, name, request, target.searchParams);
      call.body = summary;
      return reply;
    }
    if (
      segments[0] === 'twirp' &&
      (segments[1] === CACHE_SERVICE || segments[1] === ARTIFACT_SERVICE)
    ) {
      call.api = segments[1] === CACHE_SERVICE ? 'cache' : 'artifact';
      call.operation = segments[2] ?? '';
      const fault = takeFault(faults, call.operation);
      if (fault) return faultReply(call, fault);
      if (method !== 'POST') return twirpReply(404, 'bad_route', 'twirp methods are POST');
      const claims = decodeToken(request.headers.authorization);
      if (!claims) {
        return twirpReply(
          401,
          'unauthenticated',
          'a runtime token with an Actions.Results scope is required',
        );
      }
      if (typeof request.json !== 'object' || request.json === null) {
        return twirpReply(400, 'malformed', 'the body is not a JSON object');
      }
      const body = request.json as Record<string, unknown>;
      try {
        return call.api === 'cache'
          ? cacheTwirp(call.operation, body, claims)
          : artifactTwirp(call.operation, body, claims);
      } catch (error) {
        if (error instanceof TwirpError) return twirpReply(error.status, error.code, error.message);
        throw error;
      }
    }
    if (segments[0] === '_apis' && segments[1] === 'artifactcache') {
      call.api = 'cache-v1';
      const resource = segments.slice(2);
      call.operation = v1Operation(method, resource);
      const fault = takeFault(faults, call.operation);
      if (fault) return faultReply(call, fault);
      const claims = decodeToken(request.headers.authorization);
      if (!claims) return json(401, { message: 'a runtime token is required' });
      return cacheV1(call.operation, resource, target.searchParams, request, claims);
    }
    return json(404, { message: `not served here: ${method} ${target.pathname}` });
  };

  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const raw = Buffer.concat(chunks);
      const method = (req.method ?? 'GET').toUpperCase();
      const target = new URL(req.url ?? '/', baseUrl);
      const isJson = String(req.headers['content-type'] ?? '').includes('json');
      let parsed: unknown;
      if (isJson && raw.length > 0) {
        try {
          parsed = JSON.parse(raw.toString('utf8'));
        } catch {
          parsed = raw.toString('utf8');
        }
      }
      const call: ServiceCall = {
        api: 'unknown',
        operation: '',
        method,
        path: target.pathname,
        query: Object.fromEntries(target.searchParams),
        body: isJson ? parsed : raw.length > 0 ? { bytes: raw.length } : undefined,
        status: 0,
        response: undefined,
      };
      calls.push(call);
      let reply: Reply;
      try {
        reply = route(method, target, { raw, json: parsed, headers: req.headers }, call);
      } catch (error) {
        // A bug in the fake shows up as a 500 naming it, not as a hung request.
        reply = json(500, { code: 'internal', msg: `fake: ${(error as Error).message}` });
      }
      call.status = reply.status;
      if (reply.headers?.['content-type'] === 'application/json' && reply.body !== undefined) {
        call.response = JSON.parse(String(reply.body));
      }
      const headers: Record<string, string> = {
        'x-ms-request-id': `fake-${calls.length}`,
        'x-ms-version': '2024-11-04',
        date: new Date().toUTCString(),
        ...reply.headers,
      };
      const body = reply.body === undefined ? undefined : Buffer.from(reply.body);
      if (body && !headers['content-length']) headers['content-length'] = String(body.length);
      if (!body && !headers['content-length']) headers['content-length'] = '0';
      res.writeHead(reply.status, headers);
      res.end(method === 'HEAD' ? undefined : body);
    });
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => resolve());
  });
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  return {
    url: baseUrl,
    calls,
    env(options = {}) {
      const scopes = options.scopes ?? DEFAULT_SCOPES;
      const v2 = (options.cacheService ?? 'v2') === 'v2';
      return {
        ACTIONS_RUNTIME_TOKEN: runtimeToken(options),
        ACTIONS_RESULTS_URL: `${baseUrl}/`,
        ACTIONS_CACHE_URL: `${baseUrl}/`,
        // @actions/cache takes any non-empty value as "v2".
        ACTIONS_CACHE_SERVICE_V2: v2 ? 'True' : '',
        GITHUB_SERVER_URL: 'https://github.com',
        GITHUB_REF: options.ref ?? scopes[0]?.scope ?? 'refs/heads/main',
        GITHUB_REPOSITORY: 'octo/repo',
        ...(options.runnerTemp ? { RUNNER_TEMP: options.runnerTemp } : {}),
      };
    },
    cacheEntries() {
      return entries.map((e) => ({
        id: e.id,
        protocol: e.protocol,
        key: e.key,
        version: e.version,
        scope: e.scope,
        pending: e.pending,
        archive: archiveOf(e),
        size: archiveOf(e).length,
      }));
    },
    artifacts() {
      return artifacts.map((a) => {
        const blob = blobs.get(a.blob);
        return {
          id: a.id,
          name: a.name,
          runBackendId: a.runBackendId,
          jobBackendId: a.jobBackendId,
          size: a.size,
          digest: a.digest,
          pending: a.pending,
          content: blob?.data ?? Buffer.alloc(0),
          contentType: blob?.contentType ?? 'application/octet-stream',
          createdAt: a.createdAt,
          expiresAt: a.expiresAt,
        };
      });
    },
    artifactDownloadUrl(id) {
      const artifact = artifacts.find((a) => a.id === id && !a.pending);
      return artifact && signedUrl(...splitBlob(artifact.blob), 'r');
    },
    deleteArtifact(id) {
      const index = artifacts.findIndex((a) => a.id === id);
      if (index < 0) return false;
      blobs.delete(artifacts[index]!.blob);
      artifacts.splice(index, 1);
      return true;
    },
    expireArtifact(id) {
      const artifact = artifacts.find((a) => a.id === id);
      if (!artifact) return false;
      artifact.expiresAt = new Date();
      return true;
    },
    fail(operation, status, times = Infinity, message) {
      faults.push({ operation, status, remaining: times, message });
    },
    close() {
      return new Promise<void>((resolve, reject) => {
        server.closeAllConnections();
        server.close((error) => (error ? reject(error) : resolve()));
      });
    },
  };
}

function takeFault(faults: Fault[], operation: string): Fault | undefined {
  // Latest rule first, so a test can override an earlier one.
  const fault = [...faults]
    .reverse()
    .find((f) => f.remaining > 0 && (f.operation === '*' || f.operation === operation));
  if (fault) fault.remaining--;
  return fault;
}

function newBlob(): Blob {
  return {
    data: undefined,
    contentType: 'application/octet-stream',
    blocks: new Map(),
    etag: '"0x0"',
    lastModified: new Date(),
  };
}

function blobHeaders(blob: Blob): Record<string, string> {
  return {
    etag: blob.etag,
    'last-modified': blob.lastModified.toUTCString(),
    'x-ms-request-server-encrypted': 'true',
    'x-ms-blob-type': 'BlockBlob',
    'content-type': blob.contentType,
    ...(blob.data ? { 'content-md5': createHash('md5').update(blob.data).digest('base64') } : {}),
  };
}

/** A twirp Timestamp in its JSON form (RFC 3339), or undefined when absent or unreadable. */
function parseTimestamp(value: unknown): Date | undefined {
  if (typeof value !== 'string') return undefined;
  const parsed = new Date(value);
  return Number.isNaN(parsed.getTime()) ? undefined : parsed;
}

function splitBlob(path: string): [string, string] {
  const slash = path.indexOf('/');
  return [path.slice(0, slash), path.slice(slash + 1)];
}

/** The v1 chunks in offset order; they may arrive in any order from concurrent uploads. */
function assemble(chunks: { start: number; data: Buffer }[]): Buffer {
  return Buffer.concat([...chunks].sort((a, b) => a.start - b.start).map((c) => c.data));
}

/**
 * Runs `work` and returns what it wrote to stdout, line by line: @actions/core, which both
 * libraries log through, writes workflow commands (`::warning::...`) and plain info lines there.
 */
export async function captureRunnerOutput<T>(
  work: () => Promise<T>,
): Promise<{ result: T; lines: string[] }> {
  const write = process.stdout.write.bind(process.stdout);
  let text = '';
  process.stdout.write = ((chunk: string | Uint8Array) => {
    text += typeof chunk === 'string' ? chunk : Buffer.from(chunk).toString('utf8');
    return true;
  }) as typeof process.stdout.write;
  try {
    const result = await work();
    return { result, lines: text.split('\n').filter(Boolean) };
  } finally {
    process.stdout.write = write;
  }
}
