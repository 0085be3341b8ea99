import type { ModelEntry } from '../core/config/schema.js';
import { headerVariables, keyVariable } from '../core/config/variables.js';
import { redact, secretForms } from '../core/redact.js';

/**
 * The secret values this process has read (API keys, header values taken from the environment,
 * the GitHub token), with the encodings servers echo them in. Everything evalgate prints or
 * writes that could carry one passes through `scrub`.
 */
const known = new Set<string>();
const listeners: ((value: string) => void)[] = [];

export function registerSecret(value: string): void {
  if (value.length < 4 || known.has(value)) return;
  for (const form of secretForms(value)) {
    known.add(form);
    for (const listener of listeners) listener(form);
  }
}

/** Calls `listener` for every secret form, known and future (the Action masks them in the log). */
export function onSecret(listener: (value: string) => void): void {
  listeners.push(listener);
  for (const value of known) listener(value);
}

export function scrub(text: string): string {
  return known.size ? redact(text, known) : text;
}

/**
 * Registers every key and `${VAR}` header value the model entries name, before the first request:
 * an answer from one endpoint that carries another entry's key must already be masked.
 */
export function registerModelSecrets(models: readonly ModelEntry[], env: NodeJS.ProcessEnv): void {
  for (const entry of models) {
    const names = [
      keyVariable(entry),
      ...Object.values(entry.headers ?? {}).flatMap(headerVariables),
    ];
    for (const name of names) {
      const value = name ? env[name] : undefined;
      if (value) registerSecret(value);
    }
  }
}
