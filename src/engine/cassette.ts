import { createWriteStream, type WriteStream } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { canonicalJson, sha256Hex } from '../core/canonical.js';
import type { ModelEntry } from '../core/config/schema.js';
import { InputError } from '../core/errors.js';
import { ioReason } from './config.js';
import {
  ProviderError,
  type ModelCall,
  type ModelClient,
  type ModelReply,
} from './providers/types.js';
import { replyUsage } from './providers/usage.js';

/**
 * Cassettes record the answers of a run (`evalgate run --record FILE`) so that it can be repeated
 * offline and deterministically with `provider: replay`. Lines are JSON:
 * `{"model": <entry id>, "key", "id", "repeat", "reply"}`. The key is provider-neutral (prompt,
 * decoding, repeat, item id), so a replay matches whatever endpoint made the recording.
 */
export function cassetteKey(call: ModelCall): string {
  return sha256Hex(
    canonicalJson({
      prompt: call.prompt,
      decoding: call.decoding,
      repeat: call.repeat,
      id: call.item.id,
      ...(call.loglikelihood ? { loglikelihood: call.loglikelihood } : {}),
    }),
  );
}

const CASSETTE_USAGE = {
  input: 'reply.usage.input_tokens',
  output: 'reply.usage.output_tokens',
  reasoning: 'reply.usage.reasoning_tokens',
};

export interface CassetteRecorder {
  record(modelId: string, call: ModelCall, reply: ModelReply): void;
  close(): Promise<void>;
}

export function openRecorder(file: string): CassetteRecorder {
  let stream: WriteStream | undefined;
  return {
    record(modelId, call, reply) {
      stream ??= createWriteStream(file, { flags: 'a' });
      const line = {
        model: modelId,
        key: cassetteKey(call),
        id: call.item.id,
        repeat: call.repeat,
        // The counts were already set to 0 where refused; the refusal is this run's news only.
        reply: { ...reply, refusedUsage: undefined },
      };
      stream.write(`${JSON.stringify(line)}\n`);
    },
    close: () =>
      new Promise<void>((resolve, reject) => {
        if (!stream) return resolve();
        stream.end((error?: Error | null) => (error ? reject(error) : resolve()));
      }),
  };
}

/** A client that answers from a cassette; `model` in the entry picks one recorded model id. */
export async function replayClient(
  entry: ModelEntry,
  file: string,
  shownAs: string,
): Promise<ModelClient> {
  let text: string;
  try {
    text = await readFile(file, 'utf8');
  } catch (error) {
    throw new InputError(
      `models "${entry.id}": cannot read the cassette ${shownAs}: ${ioReason(error)}`,
    );
  }
  const replies = new Map<string, ModelReply>();
  const recordedModels = new Set<string>();
  const lines = text.split('\n');
  lines.forEach((line, i) => {
    if (!line.trim()) return;
    let parsed: { model?: unknown; key?: unknown; reply?: ModelReply };
    try {
      parsed = JSON.parse(line) as typeof parsed;
    } catch {
      // A torn last line (a recording killed mid-write) is skipped; anything else is corruption.
      if (i >= lines.length - 2) return;
      throw new InputError(
        `${shownAs}:${i + 1}: expected one JSON object per line in the cassette, found ${JSON.stringify(line.slice(0, 40))}`,
      );
    }
    if (
      typeof parsed.model !== 'string' ||
      typeof parsed.key !== 'string' ||
      typeof parsed.reply?.text !== 'string'
    ) {
      throw new InputError(
        `${shownAs}:${i + 1}: expected a cassette line with "model", "key" and "reply.text"`,
      );
    }
    recordedModels.add(parsed.model);
    if (entry.model === undefined || entry.model === parsed.model)
      replies.set(parsed.key, parsed.reply);
  });
  if (entry.model === undefined && recordedModels.size > 1) {
    throw new InputError(
      `models "${entry.id}": the cassette ${shownAs} holds several models (${[...recordedModels].join(', ')}); set "model" to the one to replay`,
    );
  }
  if (replies.size === 0) {
    throw new InputError(
      `models "${entry.id}": the cassette ${shownAs} has no answers${entry.model ? ` recorded for model "${entry.model}"` : ''}`,
    );
  }
  return {
    identity: {
      provider: 'replay',
      baseUrl: null,
      model: entry.model ?? [...recordedModels][0] ?? null,
    },
    requestBody: (call) => ({ key: cassetteKey(call) }),
    send: async (call) => {
      const reply = replies.get(cassetteKey(call));
      if (!reply) {
        throw new ProviderError(
          `model "${entry.id}": item ${JSON.stringify(call.item.id)} (repeat ${call.repeat}) is not in the cassette; the prompt, decoding or slice changed since it was recorded`,
          'item',
        );
      }
      // A cassette is a file anyone can edit: its counts pass the same rule as a server's.
      return { ...reply, refusedUsage: undefined, ...replyUsage({ reply }, CASSETTE_USAGE) };
    },
    close: () => undefined,
  };
}
