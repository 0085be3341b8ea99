/**
 * Which cached answers may stand in for a measurement. A cache saves money on resumes; it must
 * never hide a measurement: a nightly exists to see a model
 * name drift, so it never answers from another workflow run's cache.
 */

/** Which run measured a cached answer, and when. */
export interface CacheOrigin {
  /** ISO time the answer was received. */
  at: string;
  /** The workflow run id, or null for a local run. */
  run: string | null;
  /** The workflow run attempt, when in a workflow. */
  attempt: number | null;
  /** A run of the repository's own branches (never a pull request's run). */
  trusted: boolean;
}

/** Who writes the answers of this run, and which stored answers it may take instead of asking. */
export interface CachePolicy {
  writer: Omit<CacheOrigin, 'at'>;
  /** Whether a stored answer may stand in for a request. */
  reuse: (origin: CacheOrigin | null) => boolean;
  /** Whether this run's answers are saved for later runs. */
  save: boolean;
  /** Said in logs and reports: what the run was allowed to reuse. */
  rule: string;
  /**
   * Which providers' answers the cache keeps: `paid` (the default) only OpenAI's and Anthropic's,
   * whose answers depend on nothing but the request; `every` also floors, replays and commands,
   * whose answers the measuring job hands to a verdict job that may not produce them itself.
   */
  keeps?: 'paid' | 'every';
  /**
   * False: nothing is sent. Every call is answered by a stored answer (of any provider), and a
   * call none stands in for is an item error saying `unanswered`. Default: requests are sent.
   */
  requests?: boolean;
  unanswered?: string;
}

/** Providers whose answers depend on the request alone (a command's depend on its files too). */
const PAID = new Set(['openai', 'anthropic']);

/** Whether the run keeps this provider's answers in the cache (stored, or read back). */
export function cachesProvider(policy: CachePolicy, provider: string): boolean {
  return PAID.has(provider) || policy.keeps === 'every' || policy.requests === false;
}

/**
 * Whether a stored answer stands in for this provider's call: `reuse` decides for the paid
 * providers; a floor's, replay's or command's stored answer stands in only where nothing may be
 * sent (a command's answer depends on code the cache key cannot see).
 */
export function standsIn(
  policy: CachePolicy,
  provider: string,
  origin: CacheOrigin | null,
): boolean {
  if (policy.requests === false) return policy.reuse(origin);
  return PAID.has(provider) && policy.reuse(origin);
}
