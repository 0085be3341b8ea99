import { z } from 'zod';
import { configSchema } from './schema.js';

/** The JSON Schema editors use for evalgate.yml, generated from the same zod definitions. */
export function configJsonSchema(): Record<string, unknown> {
  const schema = z.toJSONSchema(configSchema, { io: 'input', unrepresentable: 'any' });
  return {
    ...schema,
    title: 'evalgate suite config (evalgate.yml)',
  };
}
