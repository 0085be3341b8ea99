import type { LmEvalResults } from './lm-eval-input.js';

/** model_args names whose values are credentials: never copied into a record. */
const SECRET_NAME = /key|token|secret|passw|auth|credential|bearer|cookie/i;

/**
 * `model_args` as an object with credentials replaced by `***` (lm-eval accepts
 * `api_key=...`-style args, and a string can carry anything). URL values lose their user info.
 */
export function scrubbedModelArgs(
  value: LmEvalResults['config']['model_args'],
): Record<string, unknown> {
  const args: Record<string, unknown> = {};
  if (typeof value === 'string') {
    for (const part of value.split(',')) {
      if (part.trim() === '') continue;
      const at = part.indexOf('=');
      if (at < 0) args[part.trim()] = true;
      else args[part.slice(0, at).trim()] = part.slice(at + 1).trim();
    }
  } else if (value) Object.assign(args, value);
  for (const [name, v] of Object.entries(args)) {
    if (SECRET_NAME.test(name)) args[name] = '***';
    else if (typeof v === 'string')
      args[name] = v.replace(/^([a-z][a-z0-9+.-]*:\/\/)[^/@\s]*@/i, '$1***@');
  }
  return args;
}

/** The model the results are of: the args' model name when there is one, else lm-eval's model type. */
export function modelIdentity(results: LmEvalResults, args: Record<string, unknown>) {
  const named = ['pretrained', 'model', 'model_name', 'engine', 'peft', 'base_name']
    .map((key) => args[key])
    .find((v): v is string => typeof v === 'string' && v !== '' && v !== '***');
  const name = named ?? results.config.model;
  const revision = typeof args.revision === 'string' ? args.revision : null;
  return {
    id: name,
    provider: `lm-eval/${results.config.model}`,
    requested: revision ? `${name}@${revision}` : name,
    base_url: typeof args.base_url === 'string' ? args.base_url : null,
    build: { model: name, system_fingerprint: results.config.model_sha ?? null },
  };
}
