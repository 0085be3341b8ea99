import type { ModelEntry } from './schema.js';

/** `${NAME}` in a header value: taken from the environment when the request is built. */
export const HEADER_VARIABLE = /\$\{([A-Za-z_][A-Za-z0-9_]*)\}/g;

/** The environment variable holding a model entry's key, if it sends one. */
export function keyVariable(
  entry: Pick<ModelEntry, 'provider' | 'api_key_env'>,
): string | undefined {
  return entry.api_key_env ?? (entry.provider === 'anthropic' ? 'ANTHROPIC_API_KEY' : undefined);
}

/** The variables a header value names, in order. */
export function headerVariables(value: string): string[] {
  return [...value.matchAll(HEADER_VARIABLE)].map((m) => m[1]!);
}

/** An environment variable a model entry needs that is not set, and where the config names it. */
export interface MissingVariable {
  model: string;
  variable: string;
  /** The config key that names it: `api_key_env` or `headers.<name>`. */
  key: string;
}

/**
 * Every variable the entries need (keys and header variables) that `env` lacks, so that a run
 * can refuse before its first request instead of after spending on the entries before.
 */
export function missingVariables(
  entries: readonly Pick<ModelEntry, 'id' | 'provider' | 'api_key_env' | 'headers'>[],
  env: Readonly<Record<string, string | undefined>>,
): MissingVariable[] {
  const out: MissingVariable[] = [];
  for (const entry of entries) {
    if (entry.provider !== 'openai' && entry.provider !== 'anthropic') continue;
    const key = keyVariable(entry);
    if (key !== undefined && !env[key])
      out.push({ model: entry.id, variable: key, key: 'api_key_env' });
    for (const [name, value] of Object.entries(entry.headers ?? {})) {
      for (const variable of headerVariables(value)) {
        if (env[variable] === undefined) {
          out.push({ model: entry.id, variable, key: `headers.${name}` });
        }
      }
    }
  }
  return out;
}
