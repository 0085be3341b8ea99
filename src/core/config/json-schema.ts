import { z } from 'zod';
import { configSchema } from './schema.js';

/** The JSON Schema editors use for evalgate.yml, generated from the same zod definitions. */
export function configJsonSchema(): Record<string, unknown> {
  const schema = z.toJSONSchema(configSchema, {
    io: 'input',
    unrepresentable: 'any',
    override: ({ zodSchema, jsonSchema }) => typeIntegers(zodSchema, jsonSchema),
  });
  return {
    ...schema,
    title: 'evalgate suite config (evalgate.yml)',
  };
}

/**
 * A seed is a number or a BigInt in zod (YAML integers past 2^53 arrive as BigInt), which JSON
 * Schema cannot tell apart: both are one `integer`, without the safe-integer ceiling the number
 * branch carries, and with its lower bound.
 */
function typeIntegers(zodSchema: z.core.$ZodType, jsonSchema: z.core.JSONSchema.BaseSchema): void {
  const def = zodSchema._zod.def as { type: string; options?: z.core.$ZodType[] };
  if (def.type !== 'union' || !def.options?.some((o) => o._zod.def.type === 'bigint')) return;
  const integer = jsonSchema.anyOf?.find((branch) => branch.type === 'integer');
  if (!integer) return;
  delete jsonSchema.anyOf;
  jsonSchema.type = 'integer';
  if (integer.minimum !== undefined) jsonSchema.minimum = integer.minimum;
}
