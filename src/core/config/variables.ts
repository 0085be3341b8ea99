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
