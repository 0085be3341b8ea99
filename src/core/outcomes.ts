/**
 * The grading stage: answers become per-item outcomes. Pure but for an LLM judge, which the
 * grader calls; its grades run a bounded number at a time.
 */
import { sha256Hex } from './canonical.js';
import type { Grade, Grader } from './grade/types.js';
import type { ModelCall } from './plan.js';
import type { ItemOutcome } from './record.js';
import { itemSubject } from './slice/rows.js';

/** What the grading stage needs of an answer (the answers stage's `Answer`). */
export type GradableAnswer =
  | {
      ok: true;
      reply: {
        text: string;
        usage: { input_tokens: number; output_tokens: number; reasoning_tokens?: number };
      };
      latencyMs: number;
      attempts: number;
      cached?: unknown;
    }
  | { ok: false; error: string; attempts: number };

export interface GradeOptions {
  /** Scrubs secrets from text a grader or judge produced before it enters a record. */
  clean: (text: string) => string;
  /**
   * For a grader that waits on a model (the LLM judge): how many grades may be in flight at
   * once. Its grades are started by the stage, never all at once. Undefined for the others.
   */
  concurrency?: number;
  /** Called once per graded answer (a judge's progress). */
  onGraded?: () => void;
}

type Graded = Pick<ItemOutcome, 'correct' | 'score' | 'extracted' | 'reason'> & {
  loglikelihood?: Grade['loglikelihood'];
};

/**
 * The grading stage as answers arrive: a synchronous grader grades each answer when it is added
 * (so no answer text is kept past its grade), a judge's grades wait for `done` and run there a
 * bounded number at a time.
 */
export interface Grading {
  add(index: number, answer: GradableAnswer): void;
  /** Outcomes in call order; calls without an answer (not done) have none. */
  done(): Promise<ItemOutcome[]>;
}

export function startGrading(
  calls: readonly ModelCall[],
  grader: Grader,
  options: GradeOptions,
): Grading {
  const outcomes: (ItemOutcome | undefined)[] = new Array(calls.length);
  const deferred: [number, GradableAnswer & { ok: true }][] = [];
  const pending: Promise<void>[] = [];
  return {
    add(index, answer) {
      const call = calls[index]!;
      if (!answer.ok) {
        outcomes[index] = failedOutcome(call, answer.attempts, answer.error);
        return;
      }
      if (options.concurrency !== undefined) {
        deferred.push([index, answer]);
        return;
      }
      const graded = gradeOne(call, answer, grader, options);
      if (graded instanceof Promise) {
        pending.push(graded.then((outcome) => void (outcomes[index] = outcome)));
      } else outcomes[index] = graded;
    },
    async done() {
      let next = 0;
      const lane = async () => {
        while (next < deferred.length) {
          const [index, answer] = deferred[next++]!;
          outcomes[index] = await gradeOne(calls[index]!, answer, grader, options);
        }
      };
      const lanes = Math.max(1, Math.min(options.concurrency ?? 1, deferred.length));
      if (deferred.length > 0) await Promise.all(Array.from({ length: lanes }, lane));
      await Promise.all(pending);
      return outcomes.filter((o): o is ItemOutcome => o !== undefined);
    },
  };
}

/** One answer graded; a promise only when the grader returns one. */
function gradeOne(
  call: ModelCall,
  answer: GradableAnswer & { ok: true },
  grader: Grader,
  options: GradeOptions,
): ItemOutcome | Promise<ItemOutcome> {
  const failed = (error: unknown) => {
    options.onGraded?.();
    return answeredOutcome(call, answer, ...gradingFailed(error, options.clean));
  };
  let grade: Grade | Promise<Grade>;
  try {
    grade = grader.grade(call.item, answer.reply.text);
  } catch (error) {
    return failed(error);
  }
  if (!(grade instanceof Promise)) return answeredOutcome(call, answer, grade, null, options.clean);
  return grade.then((graded) => {
    options.onGraded?.();
    return answeredOutcome(call, answer, graded, null, options.clean);
  }, failed);
}

/**
 * Only the judge (its own endpoint) or an answer that is not loglikelihoods (a cassette recorded
 * in generate mode) fails here; the answer is kept, the item errors.
 */
function gradingFailed(
  error: unknown,
  clean: (text: string) => string,
): [Graded, string, (text: string) => string] {
  return [
    { correct: null, score: null, extracted: null, reason: 'grading failed' },
    clean(`grading failed: ${(error as Error).message}`),
    clean,
  ];
}

function answeredOutcome(
  call: ModelCall,
  answer: GradableAnswer & { ok: true },
  grade: Graded,
  error: string | null,
  clean: (text: string) => string,
): ItemOutcome {
  return {
    id: call.item.id,
    repeat: call.repeat,
    correct: grade.correct,
    score: grade.score,
    extracted: grade.extracted,
    reason: clean(grade.reason),
    response_sha256: sha256Hex(answer.reply.text),
    latency_ms: answer.latencyMs,
    tokens: tokensOf(answer.reply.usage),
    cached: answer.cached !== undefined,
    attempts: answer.attempts,
    error,
    ...grade.loglikelihood,
    subject: itemSubject(call.item),
  };
}

/** An answer's tokens; `reasoning` only where the provider counted them (part of `output`). */
function tokensOf(usage: {
  input_tokens: number;
  output_tokens: number;
  reasoning_tokens?: number;
}): ItemOutcome['tokens'] {
  const tokens: ItemOutcome['tokens'] = { input: usage.input_tokens, output: usage.output_tokens };
  if (usage.reasoning_tokens !== undefined) tokens.reasoning = usage.reasoning_tokens;
  return tokens;
}

function failedOutcome(call: ModelCall, attempts: number, message: string): ItemOutcome {
  return {
    id: call.item.id,
    repeat: call.repeat,
    correct: null,
    score: null,
    extracted: null,
    reason: 'request failed',
    response_sha256: null,
    latency_ms: 0,
    tokens: { input: 0, output: 0 },
    cached: false,
    attempts,
    error: message,
    subject: itemSubject(call.item),
  };
}
