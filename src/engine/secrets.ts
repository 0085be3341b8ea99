import { redact } from '../core/redact.js';

/**
 * The secret values this process has read (API keys, header values taken from the environment).
 * Everything evalgate prints or writes that could carry one passes through `scrub`.
 */
const known = new Set<string>();

export function registerSecret(value: string): void {
  if (value.length >= 4) known.add(value);
}

export function scrub(text: string): string {
  return known.size ? redact(text, known) : text;
}
