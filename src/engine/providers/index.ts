import path from 'node:path';
import type { ModelEntry } from '../../core/config/schema.js';
import { HEADER_VARIABLE, keyVariable } from '../../core/config/variables.js';
import { InputError } from '../../core/errors.js';
import { replayClient } from '../cassette.js';
import { createHttpClient } from '../http.js';
import { registerSecret } from '../secrets.js';
import { anthropicClient } from './anthropic.js';
import { baselineClient } from './baseline.js';
import { commandClient, commandRequests } from './command.js';
import { openaiClient } from './openai.js';
import { ProviderError, type ModelClient } from './types.js';

export interface ClientContext {
  env: NodeJS.ProcessEnv;
  /** The config file's folder: cassettes and commands resolve against it. */
  baseDir: string;
  /** Seed for the random-guess floor. */
  seed: string;
  /**
   * False: the run sends nothing (its answers are stored ones), so the client only names its
   * calls: no key is read, no command is checked or run, and `send` refuses.
   */
  sends?: boolean;
}

/**
 * Builds the client for a model entry. Keys are read from the environment here and nowhere else;
 * their values are registered as secrets so that no message, record or cache entry carries them.
 */
export async function createClient(
  entry: ModelEntry,
  context: ClientContext,
): Promise<ModelClient> {
  if (context.sends === false) return namingOnly(entry, context);
  switch (entry.provider) {
    case 'baseline':
      return baselineClient(entry, context.seed);
    case 'command':
      return commandClient(entry, context.baseDir, context.env);
    case 'replay': {
      const file = path.resolve(context.baseDir, entry.cassette!);
      return replayClient(entry, file, entry.cassette!);
    }
    case 'openai':
    case 'anthropic': {
      const http = createHttpClient({ maxSockets: entry.concurrency });
      const { headers, keyHint } = endpointHeaders(entry, context.env);
      return entry.provider === 'anthropic'
        ? anthropicClient(entry, headers, http, keyHint)
        : openaiClient(entry, headers, http, keyHint);
    }
  }
}

/** A client that names its calls as the sending one does and refuses to send any of them. */
async function namingOnly(entry: ModelEntry, context: ClientContext): Promise<ModelClient> {
  let named: Pick<ModelClient, 'identity' | 'requestBody'>;
  let close = () => undefined as void;
  switch (entry.provider) {
    case 'command':
      named = commandRequests(entry);
      break;
    case 'openai':
    case 'anthropic': {
      // The request body carries no key; the headers (where the key goes) are never built.
      const http = createHttpClient({ maxSockets: 1 });
      const make = entry.provider === 'anthropic' ? anthropicClient : openaiClient;
      named = make(entry, {}, http, '');
      close = () => http.close();
      break;
    }
    default: {
      // Floors and replays compute or read their answers; they are named by the same client.
      const client = await createClient(entry, { ...context, sends: true });
      named = client;
      close = () => client.close();
    }
  }
  return {
    identity: named.identity,
    requestBody: (call) => named.requestBody(call),
    send: () =>
      Promise.reject(new ProviderError(`model "${entry.id}": this run sends no request`, 'item')),
    close,
  };
}

/**
 * The headers every request to an openai or anthropic endpoint carries (its key among them),
 * for the synchronous clients and the batch clients alike, and the hint a refused key gives.
 */
export function endpointHeaders(
  entry: ModelEntry,
  env: NodeJS.ProcessEnv,
): { headers: Record<string, string>; keyHint: string } {
  const envName = keyVariable(entry);
  const headers = expandHeaders(entry, env);
  let keyHint = 'this endpoint is called without a key (set api_key_env to send one)';
  if (envName !== undefined) {
    const key = env[envName];
    if (!key) {
      throw new InputError(
        `model "${entry.id}": the environment variable ${envName} (api_key_env) is not set; export it, or pass it from a repository secret in the workflow`,
      );
    }
    registerSecret(key);
    keyHint = `check the key in the environment variable ${envName}`;
    if (entry.provider === 'anthropic') headers['x-api-key'] = key;
    else headers.authorization = `Bearer ${key}`;
  }
  return { headers, keyHint };
}

/** Extra headers; `${NAME}` in a value is taken from the environment and treated as a secret. */
function expandHeaders(entry: ModelEntry, env: NodeJS.ProcessEnv): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [name, value] of Object.entries(entry.headers ?? {})) {
    out[name.toLowerCase()] = value.replace(HEADER_VARIABLE, (_, variable: string) => {
      const found = env[variable];
      if (found === undefined) {
        throw new InputError(
          `model "${entry.id}": headers.${name} uses \${${variable}}, but that environment variable is not set`,
        );
      }
      registerSecret(found);
      return found;
    });
  }
  return out;
}
