import type { ModelReply } from './types.js';

/**
 * Where a reply's token counts sit in what the provider sent: dotted paths from the top of the
 * body, which are also the names a warning gives (`usage.prompt_tokens`).
 */
export interface UsageFields {
  input: string;
  output: string;
  /** The part of the output spent reasoning, where the provider reports it. */
  reasoning?: string;
}

/**
 * A token count as a record can hold it: a non-negative safe integer. What a server reports is
 * untrusted: -1, 1.5, "12", 1e300 or 2^60 would make the record fail validation after the
 * answer was paid for (and cached), so anything else is refused here, for every provider.
 */
export function isTokenCount(value: unknown): value is number {
  return Number.isSafeInteger(value) && (value as number) >= 0;
}

/**
 * A reply's token counts, read from `body` at `fields`. An absent (or null) count is 0, and an
 * absent reasoning count is not reported, as before. A count `isTokenCount` refuses is counted
 * as 0 (a reasoning one as not reported) and the first such field is named in `refusedUsage`,
 * so that the run warns once and does not cache the reply; its text is still the answer.
 */
export function replyUsage(
  body: unknown,
  fields: UsageFields,
): Pick<ModelReply, 'usage' | 'refusedUsage'> {
  let refused: ModelReply['refusedUsage'];
  const read = (field: string): number | undefined => {
    const found = field
      .split('.')
      .reduce<unknown>(
        (at, key) =>
          at !== null && typeof at === 'object' ? (at as Record<string, unknown>)[key] : undefined,
        body,
      );
    if (found === undefined || found === null) return undefined;
    if (isTokenCount(found)) return found;
    refused ??= { field, found };
    return undefined;
  };
  const input_tokens = read(fields.input) ?? 0;
  const output_tokens = read(fields.output) ?? 0;
  const reasoning_tokens = fields.reasoning === undefined ? undefined : read(fields.reasoning);
  return {
    usage: {
      input_tokens,
      output_tokens,
      ...(reasoning_tokens === undefined ? {} : { reasoning_tokens }),
    },
    ...(refused ? { refusedUsage: refused } : {}),
  };
}
