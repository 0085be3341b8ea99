/** What is sent to a model for one item: a chat conversation or one completion string. */
export interface ChatMessage {
  role: 'system' | 'user' | 'assistant';
  content: string;
}

export type Prompt =
  { mode: 'chat'; messages: ChatMessage[] } | { mode: 'completion'; text: string };

/** Decoding parameters sent with every request; part of the protocol. */
export interface Decoding {
  temperature: number;
  top_p: number;
  max_tokens: number;
  /** Per-request seed: decoding.seed + repeat index, when decoding.seed is set. */
  seed?: number;
  stop?: string[];
}
