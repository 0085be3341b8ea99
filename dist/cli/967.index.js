export const id = 967;
export const ids = [967];
export const modules = {

/***/ 6814:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Du: () => (/* binding */ reasoningProblems),
/* harmony export */   Is: () => (/* binding */ openaiSampling),
/* harmony export */   Ot: () => (/* binding */ reasons),
/* harmony export */   Wu: () => (/* binding */ reasoningSchema),
/* harmony export */   g7: () => (/* binding */ JUDGE_MAX_TOKENS),
/* harmony export */   ir: () => (/* binding */ sentDecoding),
/* harmony export */   yf: () => (/* binding */ tokenLimitSchema)
/* harmony export */ });
/* unused harmony export usesResponses */
/* harmony import */ var zod__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(2311);

/**
 * Reasoning models: a model entry's `reasoning` and `token_limit`, the vendors' rules for them,
 * and what a request under them carries. The rules are checked when the config is read, so a run
 * never spends a request the vendor would refuse.
 */
const REASONING_EFFORTS = ['minimal', 'low', 'medium', 'high'];
const TOKEN_LIMITS = ['max_tokens', 'max_completion_tokens'];
/** The token limit of an llm_judge's requests (the plan's judge decoding). */
const JUDGE_MAX_TOKENS = 256;
/** OpenAI's Responses API refuses a max_output_tokens below this. */
const MIN_OUTPUT_TOKENS = 16;
/** Anthropic refuses a thinking budget below this many tokens. */
const MIN_THINKING_BUDGET = 1024;
const reasoningSchema = zod__WEBPACK_IMPORTED_MODULE_0__/* .strictObject */ .rej({
    effort: zod__WEBPACK_IMPORTED_MODULE_0__/* ["enum"] */ .k5n(REASONING_EFFORTS)
        .optional()
        .describe('provider openai: sent as reasoning_effort'),
    budget_tokens: zod__WEBPACK_IMPORTED_MODULE_0__/* .number */ .aig()
        .int()
        .positive()
        .optional()
        .describe(`provider anthropic: extended thinking, sent as thinking: {type: enabled, budget_tokens}; at least ${MIN_THINKING_BUDGET} and below decoding.max_tokens`),
})
    .describe("a reasoning model's setting, part of this slot's protocol: effort (openai) or budget_tokens (anthropic). Temperature and top_p are then not sent");
const tokenLimitSchema = zod__WEBPACK_IMPORTED_MODULE_0__/* ["enum"] */ .k5n(TOKEN_LIMITS)
    .describe('provider openai: the request parameter that carries decoding.max_tokens. Default: max_completion_tokens when reasoning is set, max_tokens otherwise');
/** Whether an entry's requests follow a reasoning model's rules (an effort or a thinking budget). */
function reasons(entry) {
    const r = entry.reasoning;
    return ((entry.provider === 'openai' && r?.effort !== undefined) ||
        (entry.provider === 'anthropic' && r?.budget_tokens !== undefined));
}
/** Whether an entry is asked through OpenAI's Responses API (`api: responses`). */
function usesResponses(entry) {
    return entry.provider === 'openai' && entry.api === 'responses';
}
/** The parameter name an openai entry's token limit is sent as. */
function tokenLimitOf(entry) {
    if (usesResponses(entry))
        return 'max_output_tokens';
    return entry.token_limit ?? (reasons(entry) ? 'max_completion_tokens' : 'max_tokens');
}
/**
 * The decoding an entry's requests carry, as the protocol records it: temperature and top_p null
 * when they are not sent (the provider's default applies), the reasoning setting, and the token
 * limit's parameter name (for a reasoning openai entry always; otherwise only when it is not
 * `max_tokens`, so writing the default out keeps the id, as `dedupe: false` does). An entry with
 * neither `reasoning` nor `token_limit` gets the decoding unchanged, so its protocol id is what it
 * was before either key existed.
 *
 * An `api: responses` entry records `api: "responses"` and its token limit `max_output_tokens`,
 * and a null seed (the Responses API takes none, so none is sent): its requests are shaped
 * differently from chat's, so it is never compared with a chat run of the same model.
 */
function sentDecoding(entry, decoding) {
    const responses = usesResponses(entry);
    if (entry.reasoning === undefined && entry.token_limit === undefined && !responses) {
        return decoding;
    }
    const out = { ...decoding };
    if (responses) {
        out.api = 'responses';
        out.seed = null;
    }
    if (reasons(entry)) {
        out.temperature = null;
        out.top_p = null;
        out.reasoning = { ...entry.reasoning };
    }
    if (entry.provider === 'openai') {
        const limit = tokenLimitOf(entry);
        if (limit !== 'max_tokens' || reasons(entry))
            out.token_limit = limit;
    }
    return out;
}
/**
 * The token-limit and sampling fields of an OpenAI request body for this entry: for the Responses
 * API, `reasoning: {effort}` and `max_output_tokens`.
 */
function openaiSampling(entry, decoding) {
    const out = {};
    if (reasons(entry)) {
        if (usesResponses(entry))
            out.reasoning = { effort: entry.reasoning.effort };
        else
            out.reasoning_effort = entry.reasoning.effort;
    }
    else {
        out.temperature = decoding.temperature;
        out.top_p = decoding.top_p;
    }
    out[tokenLimitOf(entry)] = decoding.max_tokens;
    return out;
}
/**
 * The vendors' rules for reasoning settings, over the config as written (`raw`): suite-level
 * decoding has defaults (temperature 0), and only a value the file sets is a conflict.
 */
function reasoningProblems(config, raw) {
    const maxTokens = config.decoding.max_tokens;
    const out = [];
    const written = (isRecord(raw) && isRecord(raw.decoding) ? raw.decoding : {});
    config.models.forEach((entry, i) => {
        const r = entry.reasoning;
        const at = (...rest) => ['models', i, ...rest];
        if (r?.effort !== undefined && entry.provider !== 'openai') {
            out.push({
                path: at('reasoning', 'effort'),
                text: `expected provider openai for reasoning.effort, found provider ${entry.provider} (effort is OpenAI's reasoning_effort${entry.provider === 'anthropic' ? '; for anthropic set reasoning.budget_tokens' : ''})`,
            });
        }
        if (r?.budget_tokens !== undefined && entry.provider !== 'anthropic') {
            out.push({
                path: at('reasoning', 'budget_tokens'),
                text: `expected provider anthropic for reasoning.budget_tokens, found provider ${entry.provider} (budget_tokens is Anthropic's extended-thinking budget${entry.provider === 'openai' ? '; for openai set reasoning.effort' : ''})`,
            });
        }
        if (r !== undefined && r.effort === undefined && r.budget_tokens === undefined) {
            out.push({
                path: at('reasoning'),
                text: 'expected effort (openai) or budget_tokens (anthropic), found neither',
            });
        }
        if (entry.token_limit !== undefined && entry.provider !== 'openai') {
            out.push({
                path: at('token_limit'),
                text: `expected provider openai for token_limit, found provider ${entry.provider} (only OpenAI-compatible endpoints name the token limit two ways)`,
            });
        }
        if (entry.api === 'responses' && entry.provider !== 'openai') {
            out.push({
                path: at('api'),
                text: `expected provider openai for api responses, found provider ${entry.provider} (the Responses API is OpenAI's)`,
            });
        }
        if (usesResponses(entry) && entry.token_limit !== undefined) {
            out.push({
                path: at('token_limit'),
                text: `expected no token_limit with api responses, found ${entry.token_limit} (the Responses API names its token limit max_output_tokens, and evalgate always sends it so; remove token_limit)`,
            });
        }
        // A judge is asked with its own decoding (no stop, JUDGE_MAX_TOKENS), not the suite's.
        const judge = config.grader.kind === 'llm_judge' && config.grader.judge === entry.id;
        if (usesResponses(entry) && !judge && maxTokens < MIN_OUTPUT_TOKENS) {
            out.push({
                path: ['decoding', 'max_tokens'],
                text: `expected at least ${MIN_OUTPUT_TOKENS} for model "${entry.id}" with api responses, found ${maxTokens} (the Responses API refuses a max_output_tokens below ${MIN_OUTPUT_TOKENS}; raise decoding.max_tokens)`,
            });
        }
        if (usesResponses(entry) && !judge && config.decoding.stop?.length) {
            out.push({
                path: ['decoding', 'stop'],
                text: `expected no stop for model "${entry.id}" with api responses, found ${JSON.stringify(config.decoding.stop)} (the Responses API takes no stop sequences; remove decoding.stop or use api chat)`,
            });
        }
        if (r?.budget_tokens !== undefined &&
            config.grader.kind === 'llm_judge' &&
            config.grader.judge === entry.id) {
            out.push({
                path: at('reasoning', 'budget_tokens'),
                text: `expected no thinking budget on the judge, found ${r.budget_tokens} (the judge answers within ${JUDGE_MAX_TOKENS} tokens, and a budget must be below the token limit)`,
            });
        }
        if (reasons(entry) && config.harness.output === 'loglikelihood') {
            out.push({
                path: at('reasoning'),
                text: 'expected no reasoning with harness.output loglikelihood, found one (a loglikelihood request scores the prompt and generates nothing to reason over)',
            });
        }
        if (entry.provider === 'openai' && r?.effort !== undefined) {
            for (const key of ['temperature', 'top_p']) {
                const value = written[key];
                if (value !== undefined && value !== 1) {
                    out.push({
                        path: ['decoding', key],
                        text: `expected ${key} 1 or absent for model "${entry.id}" with reasoning.effort, found ${String(value)} (OpenAI reasoning models accept only the default ${key}, so evalgate does not send it; remove decoding.${key})`,
                    });
                }
            }
        }
        if (entry.provider === 'anthropic' && r?.budget_tokens !== undefined) {
            const id = entry.id;
            if (r.budget_tokens < MIN_THINKING_BUDGET) {
                out.push({
                    path: at('reasoning', 'budget_tokens'),
                    text: `expected at least ${MIN_THINKING_BUDGET}, found ${r.budget_tokens} (Anthropic's smallest thinking budget)`,
                });
            }
            if (r.budget_tokens >= maxTokens) {
                out.push({
                    path: at('reasoning', 'budget_tokens'),
                    text: `expected a budget below decoding.max_tokens (${maxTokens}), found ${r.budget_tokens} (the thinking budget is part of max_tokens, so the answer needs room after it; raise decoding.max_tokens above ${r.budget_tokens})`,
                });
            }
            const temperature = written.temperature;
            if (temperature !== undefined && temperature !== 1) {
                out.push({
                    path: ['decoding', 'temperature'],
                    text: `expected temperature 1 or absent for model "${id}" with reasoning.budget_tokens, found ${String(temperature)} (Anthropic's extended thinking allows no other temperature, so evalgate does not send it; remove decoding.temperature)`,
                });
            }
            if (written.top_p !== undefined) {
                out.push({
                    path: ['decoding', 'top_p'],
                    text: `expected no top_p for model "${id}" with reasoning.budget_tokens, found ${String(written.top_p)} (Anthropic's extended thinking is sampled without top_p; remove decoding.top_p)`,
                });
            }
        }
    });
    return out;
}
function isRecord(value) {
    return value !== null && typeof value === 'object' && !Array.isArray(value);
}


/***/ }),

/***/ 7967:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Qe: () => (/* binding */ batchSettings),
/* harmony export */   Qn: () => (/* binding */ configSchema),
/* harmony export */   YB: () => (/* binding */ DATASET_FORMATS),
/* harmony export */   ft: () => (/* binding */ DURATION),
/* harmony export */   hU: () => (/* binding */ GATE_DEFAULTS)
/* harmony export */ });
/* unused harmony exports HARNESS_PRESETS, PROVIDERS */
/* harmony import */ var zod__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(2311);
/* harmony import */ var _loglikelihood_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(9903);
/* harmony import */ var _slot_path_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(9295);
/* harmony import */ var _reasoning_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(6814);
/* harmony import */ var _variables_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(8507);





/**
 * The evalgate.yml contract. Key names and meanings follow DESIGN.md; new keys may be added,
 * existing ones keep their names. The JSON Schema for editors is generated from these definitions
 * (`evalgate schema`), so descriptions here are what users see on hover.
 */
/** A seed: a non-negative integer of any size numpy accepts (YAML integers past 2^53 arrive as BigInt). */
const nonNegativeInteger = zod__WEBPACK_IMPORTED_MODULE_2__/* .union */ .KCZ([zod__WEBPACK_IMPORTED_MODULE_2__/* .number */ .aig().int().nonnegative(), zod__WEBPACK_IMPORTED_MODULE_2__/* .bigint */ .oad().nonnegative()]);
const fieldName = zod__WEBPACK_IMPORTED_MODULE_2__/* .string */ .YjP().min(1);
const DATASET_FORMATS = ['jsonl', 'json', 'csv', 'mmlu-csv', 'parquet'];
const fieldsSchema = zod__WEBPACK_IMPORTED_MODULE_2__/* .strictObject */ .rej({
    id: fieldName.optional().describe('column holding a stable row id; default: the row index'),
    question: fieldName.default('question').describe('column holding the question text'),
    choices: zod__WEBPACK_IMPORTED_MODULE_2__/* .union */ .KCZ([fieldName, zod__WEBPACK_IMPORTED_MODULE_2__/* .array */ .YOg(fieldName).min(2)])
        .default('choices')
        .describe('a list column, or a list of columns (one per choice, e.g. [A, B, C, D])'),
    answer: fieldName
        .default('answer')
        .describe('column holding the answer: a 0-based index or a letter A..J'),
    subject: fieldName
        .optional()
        .describe('column holding the subject, for per-subject and per-category scores and per-subject few-shot examples; default: a subject column when the rows have one (mmlu-csv: the file name)'),
})
    .describe('maps evalgate field names to the dataset columns');
const datasetSchema = zod__WEBPACK_IMPORTED_MODULE_2__/* .strictObject */ .rej({
    path: zod__WEBPACK_IMPORTED_MODULE_2__/* .string */ .YjP()
        .min(1)
        .describe('the data file, or a glob whose files are read in sorted order, relative to the config file. Example: data/abstract_algebra_test.csv'),
    format: zod__WEBPACK_IMPORTED_MODULE_2__/* ["enum"] */ .k5n(DATASET_FORMATS)
        .optional()
        .describe('jsonl, json (an array of objects), csv (with a header row), parquet, or mmlu-csv (the original MMLU CSVs: no header, question,A,B,C,D,letter, the subject from the file name); default: inferred from the extension'),
    fields: fieldsSchema.default(fieldsSchema.parse({})),
});
const washSchema = zod__WEBPACK_IMPORTED_MODULE_2__/* .strictObject */ .rej({
    require: zod__WEBPACK_IMPORTED_MODULE_2__/* .array */ .YOg(fieldName)
        .default([])
        .describe('drop rows where any of these fields is missing or empty (an empty list counts)'),
    min_choices: zod__WEBPACK_IMPORTED_MODULE_2__/* .number */ .aig()
        .int()
        .nonnegative()
        .optional()
        .describe('drop rows with fewer choices than this, e.g. 4 for MMLU; default: no minimum'),
    answer_in_choices: zod__WEBPACK_IMPORTED_MODULE_2__/* .boolean */ .zMY()
        .default(false)
        .describe('drop rows whose answer does not point at one of their choices'),
    dedupe: zod__WEBPACK_IMPORTED_MODULE_2__/* .union */ .KCZ([fieldName, zod__WEBPACK_IMPORTED_MODULE_2__/* .literal */ .euz(false)])
        .optional()
        .describe('keep only the first row for each value of this field; false (the default when absent): no dedupe'),
    max_chars: zod__WEBPACK_IMPORTED_MODULE_2__/* .number */ .aig()
        .int()
        .positive()
        .optional()
        .describe('drop rows whose question plus choices exceed this many characters (code points); default: no limit'),
})
    .describe('declarative filters applied before shuffling; part of the protocol');
const sliceSchema = zod__WEBPACK_IMPORTED_MODULE_2__/* .strictObject */ .rej({
    seed: nonNegativeInteger
        .default(0)
        .describe('seed of the shuffle, which is numpy-compatible (any size numpy accepts), e.g. 20240909'),
    size: zod__WEBPACK_IMPORTED_MODULE_2__/* .number */ .aig()
        .int()
        .positive()
        .optional()
        .describe('rows to select after the shuffle; default: all washed rows'),
    fingerprint_fields: zod__WEBPACK_IMPORTED_MODULE_2__/* .array */ .YOg(fieldName)
        .min(1)
        .optional()
        .describe('the row fields the fingerprint hashes; default: [question, choices, answer], or [question, answer] for rows without choices'),
    fingerprint: zod__WEBPACK_IMPORTED_MODULE_2__/* .string */ .YjP()
        .regex(/^[0-9a-f]{64}$/, 'expected 64 lowercase hex characters')
        .optional()
        .describe('the sha256 the slice is pinned to: data that no longer gives it is an error naming both fingerprints and the likely cause. `evalgate slice --write` fills it in'),
});
const fewshotSchema = zod__WEBPACK_IMPORTED_MODULE_2__/* .strictObject */ .rej({
    k: zod__WEBPACK_IMPORTED_MODULE_2__/* .number */ .aig().int().nonnegative().default(0).describe('examples per item; 0 is zero-shot'),
    path: zod__WEBPACK_IMPORTED_MODULE_2__/* .string */ .YjP()
        .min(1)
        .optional()
        .describe('file or glob of the example rows, relative to the config file (e.g. the dev split); needed when k is above 0, and never a file dataset.path reads'),
    format: zod__WEBPACK_IMPORTED_MODULE_2__/* ["enum"] */ .k5n(DATASET_FORMATS)
        .optional()
        .describe("the examples' format, as dataset.format; inferred from the extension"),
    sampler: zod__WEBPACK_IMPORTED_MODULE_2__/* ["enum"] */ .k5n(['first_n', 'seeded'])
        .default('first_n')
        .describe("first_n: the first k rows (of the item's group); seeded: k rows of a seeded numpy-compatible permutation"),
    seed: nonNegativeInteger.optional().describe('seed of the `seeded` sampler; default: slice.seed'),
    template: zod__WEBPACK_IMPORTED_MODULE_2__/* .string */ .YjP()
        .optional()
        .describe('how each example is written; {{prompt}} is the item template rendered for the example, {{target}} its answer (the letter for multiple choice). Default: "{{prompt}} {{target}}\\n\\n"'),
    as_turns: zod__WEBPACK_IMPORTED_MODULE_2__/* .boolean */ .zMY()
        .default(false)
        .describe('chat mode only: send the examples as user/assistant turns instead of inline'),
    group_by: zod__WEBPACK_IMPORTED_MODULE_2__/* .union */ .KCZ([fieldName, zod__WEBPACK_IMPORTED_MODULE_2__/* .literal */ .euz(false)])
        .optional()
        .describe("take each item's examples from the few-shot rows with the same value of this field (e.g. subject); false: one block for every item. Default: subject for the mmlu presets, false otherwise"),
});
const HARNESS_PRESETS = [
    'mmlu',
    'mmlu@lm-eval-0.4.3',
    'mmlu-generative',
    'mmlu-generative@lm-eval-0.4.7',
    'mmlu-generative@lm-eval-0.4.3',
    'mmlu-simple-evals',
];
const harnessSchema = zod__WEBPACK_IMPORTED_MODULE_2__/* .strictObject */ .rej({
    preset: zod__WEBPACK_IMPORTED_MODULE_2__/* ["enum"] */ .k5n(HARNESS_PRESETS)
        .optional()
        .describe('a named prompt program. The mmlu presets give lm-evaluation-harness\'s MMLU prompts byte for byte for the versions they name (mmlu: 0.4.4 to 0.4.12, mmlu@lm-eval-0.4.3: 0.4.2 and 0.4.3; the mmlu-generative ones with their stop list and grader); mmlu-simple-evals asks for "Answer: $LETTER". Not together with harness.template'),
    template: zod__WEBPACK_IMPORTED_MODULE_2__/* .string */ .YjP()
        .optional()
        .describe('logic-less template over row fields ({{question}}, {{#choices}}{{letter}}. {{text}}\\n{{/choices}}); text before {{fewshot}} is written once, the rest is the item template'),
    system: zod__WEBPACK_IMPORTED_MODULE_2__/* .string */ .YjP().optional().describe('system message (chat) or text before the prompt'),
    mode: zod__WEBPACK_IMPORTED_MODULE_2__/* ["enum"] */ .k5n(['chat', 'completion'])
        .optional()
        .describe('chat: a system message and a user message; completion: one prompt text. Default: completion for the mmlu presets, chat otherwise'),
    fewshot: fewshotSchema
        .optional()
        .describe('examples written before each item; default: none (zero-shot)'),
    output: zod__WEBPACK_IMPORTED_MODULE_2__/* ["enum"] */ .k5n(['generate', 'loglikelihood'])
        .optional()
        .describe('generate (default): the model writes an answer and the grader reads it. loglikelihood: each choice is scored by the logprob of the prompt continued by it, as lm-evaluation-harness scores multiple choice (needs grader kind loglikelihood and an openai model with api: completions whose server returns prompt logprobs, e.g. vLLM)'),
    choice_target: zod__WEBPACK_IMPORTED_MODULE_2__/* ["enum"] */ .k5n(['letter', 'text'])
        .optional()
        .describe("loglikelihood only: what follows the prompt for each choice, and what the few-shot examples' answers are: its letter (default, as lm-eval MMLU) or its text"),
    target_delimiter: zod__WEBPACK_IMPORTED_MODULE_2__/* .string */ .YjP()
        .optional()
        .describe('loglikelihood only: written between the prompt and each choice target, and between each few-shot example and its answer; default " "'),
    max_length: zod__WEBPACK_IMPORTED_MODULE_2__/* .number */ .aig()
        .int()
        .positive()
        .optional()
        .describe("loglikelihood only: lm-eval's max_length, in the model's tokens. A choice whose prompt (context and continuation, as the server tokenizes it) is more than max_length + 1 tokens, which lm-eval would left-truncate, makes its item an error: evalgate sends text and cannot truncate tokens. Default: no limit"),
});
const graderSchema = zod__WEBPACK_IMPORTED_MODULE_2__/* .discriminatedUnion */ .gMt('kind', [
    zod__WEBPACK_IMPORTED_MODULE_2__/* .strictObject */ .rej({
        kind: zod__WEBPACK_IMPORTED_MODULE_2__/* .literal */ .euz('exact_match')
            .describe('right when the normalized response equals an answer, normalized the same way'),
        normalize: zod__WEBPACK_IMPORTED_MODULE_2__/* .array */ .YOg(zod__WEBPACK_IMPORTED_MODULE_2__/* ["enum"] */ .k5n([
            'strip',
            'lowercase',
            'collapse_whitespace',
            'strip_punctuation',
            'strip_articles',
            'first_line',
            'strip_ascii_punctuation',
        ]))
            .default(['strip'])
            .describe('applied in order to the response and to the answers. Example: [first_line, strip, lowercase]'),
        target: zod__WEBPACK_IMPORTED_MODULE_2__/* ["enum"] */ .k5n(['any', 'letter', 'text'])
            .default('any')
            .describe('what the response is compared with on multiple-choice rows: the letter, the choice text, or either'),
    }),
    zod__WEBPACK_IMPORTED_MODULE_2__/* .strictObject */ .rej({
        kind: zod__WEBPACK_IMPORTED_MODULE_2__/* .literal */ .euz('contains')
            .describe("right when the response contains the answer as whole words (on multiple-choice rows, the correct choice's text)"),
        case_sensitive: zod__WEBPACK_IMPORTED_MODULE_2__/* .boolean */ .zMY().default(false).describe('compare letter case too'),
    }),
    zod__WEBPACK_IMPORTED_MODULE_2__/* .strictObject */ .rej({
        kind: zod__WEBPACK_IMPORTED_MODULE_2__/* .literal */ .euz('regex')
            .describe("right when the pattern's group in its first match, stripped, equals the answer (letter or text)"),
        pattern: zod__WEBPACK_IMPORTED_MODULE_2__/* .string */ .YjP()
            .min(1)
            .describe('a JavaScript regular expression; a leading (?i), (?m) or (?s) is read as flags. Example: "(?i)answer: ([A-D])"'),
        group: zod__WEBPACK_IMPORTED_MODULE_2__/* .union */ .KCZ([zod__WEBPACK_IMPORTED_MODULE_2__/* .number */ .aig().int().nonnegative(), zod__WEBPACK_IMPORTED_MODULE_2__/* .string */ .YjP()])
            .default(1)
            .describe('the capturing group compared: its number, or the name of a (?<name>...) group'),
    }),
    zod__WEBPACK_IMPORTED_MODULE_2__/* .strictObject */ .rej({
        kind: zod__WEBPACK_IMPORTED_MODULE_2__/* .literal */ .euz('choice')
            .describe('right when the letter the response states as its answer ("B", "(B)", "Answer: B", "The answer is B.", a choice\'s text) is the correct one; the default grader'),
        match: zod__WEBPACK_IMPORTED_MODULE_2__/* ["enum"] */ .k5n(['first', 'last'])
            .default('first')
            .describe('which of several answer statements counts: the first or the last'),
    }),
    zod__WEBPACK_IMPORTED_MODULE_2__/* .strictObject */ .rej({
        kind: zod__WEBPACK_IMPORTED_MODULE_2__/* .literal */ .euz('numeric')
            .describe('right when the number the response states as its answer ("The answer is 42", "#### 42", \\boxed{42}, else its last number) equals the answer within tolerance'),
        tolerance: zod__WEBPACK_IMPORTED_MODULE_2__/* .number */ .aig()
            .nonnegative()
            .default(1e-6)
            .describe('the largest absolute difference still counted as equal'),
    }),
    zod__WEBPACK_IMPORTED_MODULE_2__/* .strictObject */ .rej({
        kind: zod__WEBPACK_IMPORTED_MODULE_2__/* .literal */ .euz('llm_judge')
            .describe('another model entry reads each response and answers correct or incorrect; the judge is part of the protocol'),
        judge: fieldName.describe('id of the model entry that judges (one of models[].id)'),
        prompt: zod__WEBPACK_IMPORTED_MODULE_2__/* .string */ .YjP()
            .min(1)
            .describe('the template sent to the judge as one user message, over {{question}}, {{answer}}, {{answer_letter}}, {{choices}} and {{response}}. The reply is read for a verdict: "VERDICT: correct", a JSON {"correct": true}, or a first word such as yes/no or correct/incorrect; anything else counts as wrong'),
    }),
    zod__WEBPACK_IMPORTED_MODULE_2__/* .strictObject */ .rej({
        kind: zod__WEBPACK_IMPORTED_MODULE_2__/* .literal */ .euz('loglikelihood')
            .describe('picks the choice the model finds most likely; needs harness.output: loglikelihood'),
        metric: zod__WEBPACK_IMPORTED_MODULE_2__/* ["enum"] */ .k5n(['acc', 'acc_norm'])
            .default('acc')
            .describe("acc: the choice with the largest loglikelihood; acc_norm: the largest loglikelihood per character of the choice target (lm-eval's names)"),
    }),
]);
const decodingSchema = zod__WEBPACK_IMPORTED_MODULE_2__/* .strictObject */ .rej({
    temperature: zod__WEBPACK_IMPORTED_MODULE_2__/* .number */ .aig()
        .min(0)
        .default(0)
        .describe('sampling temperature; not sent to a reasoning model'),
    top_p: zod__WEBPACK_IMPORTED_MODULE_2__/* .number */ .aig()
        .gt(0)
        .max(1)
        .default(1)
        .describe('nucleus sampling; not sent to a reasoning model'),
    max_tokens: zod__WEBPACK_IMPORTED_MODULE_2__/* .number */ .aig()
        .int()
        .positive()
        .default(16)
        .describe("the most tokens an answer may have, sent as the model entry's token_limit; a letter needs few, a reasoning model thousands (e.g. 4096)"),
    seed: nonNegativeInteger
        .optional()
        .describe('request seed, where the provider takes one; repeat r sends seed + r. Default: none sent'),
    stop: zod__WEBPACK_IMPORTED_MODULE_2__/* .array */ .YOg(zod__WEBPACK_IMPORTED_MODULE_2__/* .string */ .YjP())
        .optional()
        .describe('stop sequences; default: none, or the preset\'s (["</s>", "\\n"] for the mmlu-generative presets)'),
});
/** `6h`, `30m`, `90s`, `1d`, or a number of seconds. */
const DURATION = /^(\d+(?:\.\d+)?)(s|m|h|d)$/;
const batchSchema = zod__WEBPACK_IMPORTED_MODULE_2__/* .strictObject */ .rej({
    max_wait: zod__WEBPACK_IMPORTED_MODULE_2__/* .union */ .KCZ([
        zod__WEBPACK_IMPORTED_MODULE_2__/* .number */ .aig().positive(),
        zod__WEBPACK_IMPORTED_MODULE_2__/* .string */ .YjP()
            .regex(DURATION, 'expected a duration such as "6h", "30m", "90s" or a number of seconds'),
    ])
        .default('24h')
        .describe('how long a run polls the batch before it stops and reports the run incomplete (collect it later with `evalgate collect`): seconds, or a duration such as 90s, 30m, 6h, 1d'),
    poll_s: zod__WEBPACK_IMPORTED_MODULE_2__/* .number */ .aig().positive().default(30).describe('seconds between status polls'),
    fallback: zod__WEBPACK_IMPORTED_MODULE_2__/* ["enum"] */ .k5n(['none', 'sync'])
        .default('none')
        .describe('items the batch failed or expired on: none leaves them as item errors, sync sends them again as ordinary requests (at the full price)'),
    pull_requests: zod__WEBPACK_IMPORTED_MODULE_2__/* .boolean */ .zMY()
        .default(false)
        .describe('also batch pull-request runs (off unless set: a batch can take hours, a pull request wants its check now)'),
});
const PROVIDERS = ['openai', 'anthropic', 'command', 'replay', 'baseline'];
const modelShape = {
    id: fieldName.describe('stable key for this model slot; its baseline is stored under it. Example: vendor-a/model-x'),
    provider: zod__WEBPACK_IMPORTED_MODULE_2__/* ["enum"] */ .k5n(PROVIDERS)
        .describe('openai: any OpenAI-compatible endpoint (needs base_url and model); anthropic (needs model); command: a local program (needs command); replay: answers recorded with run --record (needs cassette); baseline: a floor to beat (needs strategy)'),
    model: zod__WEBPACK_IMPORTED_MODULE_2__/* .string */ .YjP()
        .min(1)
        .optional()
        .describe('the build under test, as the provider names it, e.g. model-x-2026-11-20; required for openai and anthropic; for replay, which recorded model id to answer as'),
    base_url: zod__WEBPACK_IMPORTED_MODULE_2__/* .url */ .OZ5()
        .optional()
        .describe('the API root: required for provider openai (e.g. https://api.openai.com/v1, or http://localhost:8000/v1 for vLLM); anthropic: default https://api.anthropic.com/v1'),
    api_key_env: zod__WEBPACK_IMPORTED_MODULE_2__/* .string */ .YjP()
        .regex(/^[A-Za-z_][A-Za-z0-9_]*$/, 'expected an environment variable name')
        .optional()
        .describe('the name of the environment variable holding the key, never the key itself, e.g. VENDOR_A_API_KEY; default ANTHROPIC_API_KEY for anthropic, none (no key sent) for openai'),
    headers: zod__WEBPACK_IMPORTED_MODULE_2__/* .record */ .g1P(zod__WEBPACK_IMPORTED_MODULE_2__/* .string */ .YjP(), zod__WEBPACK_IMPORTED_MODULE_2__/* .string */ .YjP())
        .optional()
        .describe('extra request headers; ${VAR} in a value is read from the environment and kept secret. Example: {OpenAI-Organization: "${VENDOR_A_ORG}"}'),
    api: zod__WEBPACK_IMPORTED_MODULE_2__/* ["enum"] */ .k5n(['chat', 'completions', 'messages', 'responses'])
        .optional()
        .describe('provider openai: chat (default, the chat completions endpoint), completions (the legacy completions endpoint) or responses (the Responses API: no seed is sent, and decoding.stop and token_limit are refused). messages names the one API of provider anthropic, which needs no api'),
    command: zod__WEBPACK_IMPORTED_MODULE_2__/* .array */ .YOg(zod__WEBPACK_IMPORTED_MODULE_2__/* .string */ .YjP())
        .min(1)
        .optional()
        .describe("provider command (required): the program and its arguments, run from the config's folder for each request; it reads one JSON document on stdin ({model, prompt, decoding, item, repeat}) and prints the answer on stdout. Example: [python3, run_model.py]"),
    cassette: zod__WEBPACK_IMPORTED_MODULE_2__/* .string */ .YjP()
        .min(1)
        .optional()
        .describe('provider replay (required): the JSONL file `evalgate run --record` wrote, relative to the config file'),
    strategy: zod__WEBPACK_IMPORTED_MODULE_2__/* ["enum"] */ .k5n(['random', 'first', 'longest'])
        .optional()
        .describe('provider baseline (required): random (a seeded guess, chance level), first (always the first choice) or longest (always the longest choice)'),
    claimed: zod__WEBPACK_IMPORTED_MODULE_2__/* .number */ .aig()
        .min(0)
        .max(100)
        .optional()
        .describe("the vendor's published score (0 to 100), shown beside the measured one and never gated on"),
    serving: zod__WEBPACK_IMPORTED_MODULE_2__/* .strictObject */ .rej({
        hardware: zod__WEBPACK_IMPORTED_MODULE_2__/* .string */ .YjP().min(1).optional().describe('what the endpoint runs on, e.g. A100-80G'),
        precision: zod__WEBPACK_IMPORTED_MODULE_2__/* .string */ .YjP().min(1).optional().describe("the weights' precision, e.g. bf16"),
        engine: zod__WEBPACK_IMPORTED_MODULE_2__/* .string */ .YjP().min(1).optional().describe('the serving engine, e.g. vLLM 0.9.2'),
        batch_size: zod__WEBPACK_IMPORTED_MODULE_2__/* .number */ .aig().int().positive().optional().describe('the serving batch size'),
    })
        .optional()
        .describe("what this entry's endpoint runs on, as its operators declare it: recorded in each run and shown on the protocol card; a change against the baseline's is named in the report (a property of the build, not of the protocol)"),
    reasoning: _reasoning_js__WEBPACK_IMPORTED_MODULE_1__/* .reasoningSchema */ .Wu.optional(),
    token_limit: _reasoning_js__WEBPACK_IMPORTED_MODULE_1__/* .tokenLimitSchema */ .yf.optional(),
    concurrency: zod__WEBPACK_IMPORTED_MODULE_2__/* .number */ .aig().int().positive().default(8).describe('requests in flight at once'),
    rpm: zod__WEBPACK_IMPORTED_MODULE_2__/* .number */ .aig().positive().optional().describe('requests per minute at most; default: no limit'),
    tpm: zod__WEBPACK_IMPORTED_MODULE_2__/* .number */ .aig()
        .positive()
        .optional()
        .describe('tokens per minute at most, as estimated before sending; default: no limit'),
    timeout_s: zod__WEBPACK_IMPORTED_MODULE_2__/* .number */ .aig()
        .positive()
        .default(60)
        .describe('seconds a request may take before it is retried'),
    max_retries: zod__WEBPACK_IMPORTED_MODULE_2__/* .number */ .aig()
        .int()
        .nonnegative()
        .default(5)
        .describe('retries after a 429, a 5xx, a timeout or a reset, with backoff and jitter, honouring Retry-After'),
    max_response_bytes: zod__WEBPACK_IMPORTED_MODULE_2__/* .number */ .aig()
        .int()
        .positive()
        .default(4 * 1024 * 1024)
        .describe('largest response body read; a larger one is an item error and the connection is dropped'),
    price: zod__WEBPACK_IMPORTED_MODULE_2__/* .strictObject */ .rej({
        input_per_mtok: zod__WEBPACK_IMPORTED_MODULE_2__/* .number */ .aig().nonnegative().describe('dollars per million input tokens, e.g. 3'),
        output_per_mtok: zod__WEBPACK_IMPORTED_MODULE_2__/* .number */ .aig()
            .nonnegative()
            .describe('dollars per million output tokens, e.g. 15'),
        batch_discount: zod__WEBPACK_IMPORTED_MODULE_2__/* .number */ .aig()
            .min(0)
            .max(1)
            .default(0.5)
            .describe('batch runs: the fraction taken off both prices (0.5: half price); ignored for a price given explicitly below'),
        batch_input_per_mtok: zod__WEBPACK_IMPORTED_MODULE_2__/* .number */ .aig()
            .nonnegative()
            .optional()
            .describe('batch runs: dollars per million input tokens; default: input_per_mtok less batch_discount'),
        batch_output_per_mtok: zod__WEBPACK_IMPORTED_MODULE_2__/* .number */ .aig()
            .nonnegative()
            .optional()
            .describe('batch runs: dollars per million output tokens; default: output_per_mtok less batch_discount'),
    })
        .optional()
        .describe('what the provider charges, for cost estimates and budget.max_usd. Example: {input_per_mtok: 3, output_per_mtok: 15}'),
    batch: zod__WEBPACK_IMPORTED_MODULE_2__/* .union */ .KCZ([zod__WEBPACK_IMPORTED_MODULE_2__/* .boolean */ .zMY(), batchSchema])
        .optional()
        .describe("send scheduled and dispatched runs (and CLI runs) through the provider's batch API (openai: Batch API, anthropic: Message Batches); true for the defaults, or the settings"),
};
/**
 * The keys each provider needs. The config's refinement enforces them with its own messages, and
 * the JSON Schema states them as one branch per provider, so an editor flags a missing one too.
 */
const REQUIRED_BY_PROVIDER = {
    openai: ['base_url', 'model'],
    anthropic: ['model'],
    command: ['command'],
    replay: ['cassette'],
    baseline: ['strategy'],
};
/** The providers with a batch API: `batch` is refused on the others. */
const BATCH_PROVIDERS = new Set(['openai', 'anthropic']);
/**
 * The JSON Schema branches of a model entry, one per provider, discriminated by `provider`: what
 * the refinement checks per provider, so an editor flags it before the CLI does.
 */
function providerBranches() {
    return PROVIDERS.map((provider) => {
        const needs = REQUIRED_BY_PROVIDER[provider];
        const batch = BATCH_PROVIDERS.has(provider)
            ? {}
            : {
                batch: {
                    const: false,
                    description: `provider ${provider} has no batch API: leave batch out`,
                },
            };
        return {
            properties: {
                provider: {
                    const: provider,
                    description: `provider ${provider}: needs ${needs.join(' and ')}`,
                },
                ...batch,
            },
            required: ['provider', ...needs],
        };
    });
}
const modelSchema = zod__WEBPACK_IMPORTED_MODULE_2__/* .strictObject */ .rej(modelShape).meta({
    description: 'one model slot: an id (where its baseline is stored), a provider and the build under test',
    oneOf: providerBranches(),
});
const gateSchema = zod__WEBPACK_IMPORTED_MODULE_2__/* .strictObject */ .rej({
    max_drop: zod__WEBPACK_IMPORTED_MODULE_2__/* .number */ .aig()
        .nonnegative()
        .default(2)
        .describe('regressed when the score drops by this many points or more (a drop of exactly max_drop fails). Example: 1 for a slice large enough to see a one-point drop'),
    significance: zod__WEBPACK_IMPORTED_MODULE_2__/* ["enum"] */ .k5n(['report', 'require'])
        .default('report')
        .describe('report: the McNemar p-value is shown; require: a drop past max_drop also needs p < alpha, else the verdict is within-noise'),
    alpha: zod__WEBPACK_IMPORTED_MODULE_2__/* .number */ .aig()
        .gt(0)
        .lt(1)
        .default(0.05)
        .describe('significance level of the exact McNemar test and of the minimum detectable drop'),
    max_error_rate: zod__WEBPACK_IMPORTED_MODULE_2__/* .number */ .aig()
        .min(0)
        .max(1)
        .default(0.02)
        .describe('the largest fraction of items that may end in an error (after retries) before the verdict is errored; 0.02 is 2%'),
    on_incomparable: zod__WEBPACK_IMPORTED_MODULE_2__/* ["enum"] */ .k5n(['fail', 'neutral'])
        .default('fail')
        .describe("the verdict for a run measured under another protocol than its baseline's: fail or neutral"),
    on_no_baseline: zod__WEBPACK_IMPORTED_MODULE_2__/* ["enum"] */ .k5n(['neutral', 'fail'])
        .default('neutral')
        .describe('the verdict for a model slot with no frozen baseline yet: neutral or fail'),
});
/** The gate a config without `gate:` gets, and what commands without a config judge by. */
const GATE_DEFAULTS = Object.freeze(gateSchema.parse({}));
const budgetSchema = zod__WEBPACK_IMPORTED_MODULE_2__/* .strictObject */ .rej({
    max_usd: zod__WEBPACK_IMPORTED_MODULE_2__/* .number */ .aig()
        .positive()
        .optional()
        .describe('dollars one run may spend: it stops before it would go over, keeping the items done; needs a price on every openai and anthropic model'),
})
    .describe('a cost limit per run');
const configSchema = zod__WEBPACK_IMPORTED_MODULE_2__/* .strictObject */ .rej({
    version: zod__WEBPACK_IMPORTED_MODULE_2__/* .literal */ .euz(1).describe('the config format version: 1'),
    suite: zod__WEBPACK_IMPORTED_MODULE_2__/* .string */ .YjP()
        .regex(/^[A-Za-z0-9][A-Za-z0-9._-]*$/, 'expected letters, digits, ".", "_" or "-" (it names a folder)')
        .describe('the suite name; it names the folders of its baselines and runs (.evalgate/baselines/<suite>/). Example: mmlu-abstract-algebra'),
    dataset: datasetSchema.describe('the rows to evaluate'),
    wash: washSchema.default(washSchema.parse({})),
    slice: sliceSchema
        .default(sliceSchema.parse({}))
        .describe('which washed rows are evaluated: a seeded shuffle, then the first size rows, pinned by a fingerprint; part of the protocol'),
    harness: harnessSchema
        .default(harnessSchema.parse({}))
        .describe('how a row becomes a prompt: a preset or a template, system text, mode, few-shot examples and output mode; part of the protocol'),
    grader: graderSchema
        .default(graderSchema.parse({ kind: 'choice' }))
        .describe("how a response is judged right or wrong, chosen by kind; default: the preset's grader, else choice; part of the protocol"),
    decoding: decodingSchema
        .default(decodingSchema.parse({}))
        .describe('what every request is sent with; part of the protocol'),
    repeats: zod__WEBPACK_IMPORTED_MODULE_2__/* .number */ .aig()
        .int()
        .positive()
        .default(1)
        .describe('times each item is asked, with request seeds decoding.seed + r; scores are the mean over repeats'),
    models: zod__WEBPACK_IMPORTED_MODULE_2__/* .array */ .YOg(modelSchema)
        .default([])
        .describe('the model slots measured and gated, each against its own baseline'),
    gate: gateSchema
        .default(GATE_DEFAULTS)
        .describe('when a run fails the check against its baseline'),
    budget: budgetSchema.optional(),
})
    .superRefine((config, ctx) => {
    const seen = new Set();
    config.models.forEach((model, i) => {
        if (seen.has(model.id)) {
            ctx.addIssue({
                code: 'custom',
                path: ['models', i, 'id'],
                message: `expected a unique id, found "${model.id}" twice`,
            });
        }
        seen.add(model.id);
        const variables = [
            ...(model.api_key_env ? [['api_key_env', model.api_key_env]] : []),
            ...Object.entries(model.headers ?? {}).flatMap(([name, value]) => (0,_variables_js__WEBPACK_IMPORTED_MODULE_3__/* .headerVariables */ .D9)(value).map((variable) => ['headers', variable, name])),
        ];
        for (const [key, variable, header] of variables) {
            if (RUNNER_TOKENS.test(variable)) {
                ctx.addIssue({
                    code: 'custom',
                    path: ['models', i, key, ...(header ? [header] : [])],
                    message: `expected a variable that holds a model provider's key, not ${variable} (the workflow's own tokens are never sent to a model endpoint)`,
                });
            }
        }
        const file = (0,_slot_path_js__WEBPACK_IMPORTED_MODULE_4__/* .slotFile */ .zs)(model.id);
        if (!file.ok) {
            ctx.addIssue({
                code: 'custom',
                path: ['models', i, 'id'],
                message: `expected an id that can name its baseline file (${file.why})`,
            });
        }
        if (model.batch && !BATCH_PROVIDERS.has(model.provider)) {
            ctx.addIssue({
                code: 'custom',
                path: ['models', i, 'provider'],
                message: 'expected openai or anthropic with batch set (the providers with a batch API)',
            });
        }
        if (model.batch && model.provider === 'openai' && config.harness.output === 'loglikelihood') {
            ctx.addIssue({
                code: 'custom',
                path: ['models', i, 'batch'],
                message: 'expected harness.output generate: loglikelihood requests (echo with prompt logprobs) are not batched',
            });
        }
        for (const key of REQUIRED_BY_PROVIDER[model.provider]) {
            if (model[key] === undefined) {
                ctx.addIssue({
                    code: 'custom',
                    path: ['models', i, key],
                    message: `is required for provider "${model.provider}"`,
                });
            }
        }
    });
    const clash = (0,_slot_path_js__WEBPACK_IMPORTED_MODULE_4__/* .caseCollision */ .ze)(config.models.map((m) => m.id));
    if (clash) {
        ctx.addIssue({
            code: 'custom',
            path: ['models', config.models.findIndex((m) => m.id === clash[1]), 'id'],
            message: `expected ids that differ in more than letter case from "${clash[0]}" (on macOS and Windows their baseline files would be one file)`,
        });
    }
    for (const issue of (0,_loglikelihood_js__WEBPACK_IMPORTED_MODULE_0__/* .loglikelihoodIssues */ .ZB)(config))
        ctx.addIssue({ code: 'custom', ...issue });
    if (config.harness.preset && config.harness.template) {
        ctx.addIssue({
            code: 'custom',
            path: ['harness', 'template'],
            message: `expected either harness.preset or harness.template, found both`,
        });
    }
});
/** The runner's and the workflow's own credentials: never a model key, never a header. */
const RUNNER_TOKENS = /^(INPUT_|ACTIONS_|GITHUB_TOKEN$|GH_TOKEN$|GITHUB_PAT)/;
/** A model entry's batch settings with their defaults, or undefined when it does not batch. */
function batchSettings(entry) {
    if (entry.batch === undefined || entry.batch === false)
        return undefined;
    return entry.batch === true ? batchSchema.parse({}) : entry.batch;
}


/***/ }),

/***/ 9903:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   BH: () => (/* binding */ codePoints),
/* harmony export */   JV: () => (/* binding */ scoreChoices),
/* harmony export */   LU: () => (/* binding */ continuationLogprob),
/* harmony export */   SY: () => (/* binding */ choiceOptions),
/* harmony export */   ZB: () => (/* binding */ loglikelihoodIssues),
/* harmony export */   _W: () => (/* binding */ NO_PROMPT_LOGPROBS),
/* harmony export */   a2: () => (/* binding */ choiceTargets),
/* harmony export */   hr: () => (/* binding */ LoglikelihoodError),
/* harmony export */   rF: () => (/* binding */ goldIndex),
/* harmony export */   rq: () => (/* binding */ choiceRequest)
/* harmony export */ });
/* unused harmony export argmax */
/* harmony import */ var _prompt_presets_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(6986);
/* harmony import */ var _prompt_template_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(4398);
/* harmony import */ var _errors_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(4296);
/* harmony import */ var _slice_rows_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(3133);




const LETTERS = 'ABCDEFGHIJ';
function choiceOptions(config) {
    const { max_length: maxLength } = config.harness;
    return {
        choiceTarget: config.harness.choice_target ?? 'letter',
        targetDelimiter: config.harness.target_delimiter ?? ' ',
        ...(maxLength === undefined ? {} : { maxLength }),
    };
}
/** The choice targets of an item: letters, or the choices' texts. */
function choiceTargets(item, options) {
    const { choices } = item.row;
    const where = `item ${JSON.stringify(item.id)}`;
    if (!Array.isArray(choices) || choices.length < 2) {
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_2__/* .InputError */ .d(`${where}: harness.output loglikelihood: expected a list of at least 2 choices, found ${(0,_slice_rows_js__WEBPACK_IMPORTED_MODULE_3__/* .show */ .WU)(choices)}`);
    }
    if (options.choiceTarget === 'letter') {
        if (choices.length > LETTERS.length) {
            throw new _errors_js__WEBPACK_IMPORTED_MODULE_2__/* .InputError */ .d(`${where}: harness.choice_target letter: expected at most ${LETTERS.length} choices, found ${choices.length}`);
        }
        return [...LETTERS.slice(0, choices.length)];
    }
    return choices.map((choice, i) => {
        const text = (0,_prompt_template_js__WEBPACK_IMPORTED_MODULE_1__/* .valueText */ .Ru)(choice);
        if (text === undefined || text === '') {
            throw new _errors_js__WEBPACK_IMPORTED_MODULE_2__/* .InputError */ .d(`${where}: harness.choice_target text: expected choice ${i} to be text, found ${(0,_slice_rows_js__WEBPACK_IMPORTED_MODULE_3__/* .show */ .WU)(choice)}`);
        }
        return text;
    });
}
/** The request for one item whose prompt (the context) is `context`. */
function choiceRequest(item, context, options) {
    const targets = choiceTargets(item, options);
    const kept = (0,_prompt_template_js__WEBPACK_IMPORTED_MODULE_1__/* .pythonRstrip */ .VX)(context);
    const moved = context.slice(kept.length);
    if (kept === '') {
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_2__/* .InputError */ .d(`item ${JSON.stringify(item.id)}: harness.output loglikelihood: expected a prompt with text before the choices, found ${(0,_slice_rows_js__WEBPACK_IMPORTED_MODULE_3__/* .show */ .WU)(context)}`);
    }
    return {
        context: kept,
        continuations: targets.map((target) => moved + options.targetDelimiter + target),
        targetLengths: targets.map(codePoints),
        ...(options.maxLength === undefined ? {} : { maxLength: options.maxLength }),
    };
}
/** An item that cannot be scored; `fatal` when every item would fail the same way. */
class LoglikelihoodError extends Error {
    fatal;
    name = 'LoglikelihoodError';
    constructor(message, fatal = false) {
        super(message);
        this.fatal = fatal;
    }
}
const NO_PROMPT_LOGPROBS = 'loglikelihood scoring needs prompt logprobs: a legacy completions endpoint (/v1/completions) that honours echo: true with logprobs and reports text_offset, such as vLLM';
/**
 * The continuation's summed logprob and token count. `where` names the item and choice in errors.
 *
 * The tokens are checked against the prompt before any offset is trusted: the tokens before the
 * generated one must spell the prompt exactly (context + continuation), and each `text_offset`
 * must be the code points of the tokens before it. A server whose offsets count other units, or
 * whose tokens are byte pieces, raw vocabulary pieces or ids, is an error, never a sum of the
 * wrong tokens.
 */
function continuationLogprob(logprobs, context, continuation, where, maxLength) {
    const { tokens, token_logprobs: values, text_offset: offsets } = logprobs;
    const boundary = codePoints(context);
    const end = boundary + codePoints(continuation);
    // Without echo a server reports the generated token alone (at offset 0 or at the prompt's end).
    if (offsets.length < 2 ||
        offsets[0] > 0 ||
        offsets.reduce((a, b) => Math.max(a, b)) < boundary) {
        throw new LoglikelihoodError(`${where}: the server returned logprobs only for generated tokens (the prompt was not echoed); ${NO_PROMPT_LOGPROBS}`, true);
    }
    const promptTokens = tokens.length - 1;
    checkTokenTexts(tokens, context + continuation, where);
    checkOffsets(tokens, offsets, where);
    if (maxLength !== undefined)
        checkLength(promptTokens, maxLength, where);
    // Offsets are now the code points before each token, and the generated one starts at `end`.
    const start = offsets.findIndex((offset) => offset >= boundary);
    if (offsets[start] !== boundary) {
        const before = start - 1;
        throw new LoglikelihoodError(`${where}: no token starts where the continuation ${JSON.stringify(continuation)} does (character ${boundary}): token ${before} ${JSON.stringify(tokens[before])} at character ${offsets[before]} spans the boundary between context and continuation, so the continuation's logprob is undefined; change harness.target_delimiter or the template so the boundary falls between tokens`);
    }
    for (let i = 0; i < promptTokens; i++) {
        if (tokens[i] === '' && (offsets[i] === boundary || offsets[i] === end)) {
            throw new LoglikelihoodError(`${where}: token ${i} is empty and sits at character ${offsets[i]}, where the continuation ${offsets[i] === boundary ? 'starts' : 'ends'}, so it cannot be told whether it belongs to the continuation`);
        }
    }
    const spelled = tokens.slice(start, promptTokens).join('');
    if (spelled !== continuation) {
        throw new LoglikelihoodError(`${where}: expected the tokens from character ${boundary} to spell the continuation ${JSON.stringify(continuation)}, found ${JSON.stringify(spelled)}`);
    }
    let sum = 0;
    for (let i = start; i < promptTokens; i++) {
        const value = values[i];
        if (typeof value !== 'number' || !Number.isFinite(value)) {
            throw new LoglikelihoodError(`${where}: expected a logprob for continuation token ${i} ${JSON.stringify(tokens[i])}, found ${JSON.stringify(value ?? null)}`);
        }
        sum += value;
    }
    return { logprob: sum, tokens: promptTokens - start };
}
/**
 * lm-eval's hf model scores a context and continuation of T tokens on the input
 * `(context + continuation)[-(max_length + 1):][:-1]`: all of it but the last token while
 * T <= max_length + 1, and without the first T - max_length - 1 tokens of the context past that.
 * evalgate sends text, and the server scores every token of it; a prompt lm-eval would cut is
 * therefore an error, not a loglikelihood on more context than lm-eval's. Only the server's tokens
 * tell T, so this is checked on its answer (the tokens are already checked to spell the prompt).
 */
function checkLength(promptTokens, maxLength, where) {
    if (promptTokens <= maxLength + 1)
        return;
    throw new LoglikelihoodError(`${where}: the prompt is ${promptTokens} tokens as the server tokenized it (context and continuation), more than harness.max_length + 1 = ${maxLength + 1}: lm-eval would cut its first ${promptTokens - maxLength - 1} tokens ((context + continuation)[-(max_length + 1):][:-1]) and score the continuation on less context; evalgate sends text and cannot cut tokens, so the item is an error rather than another loglikelihood (raise harness.max_length to the model's context length, or use fewer few-shot examples)`);
}
/** The tokens before the generated one must spell the prompt, character for character. */
function checkTokenTexts(tokens, prompt, where) {
    const promptTokens = tokens.length - 1;
    let at = 0; // UTF-16 position in the prompt
    for (let i = 0; i < promptTokens; i++) {
        const token = tokens[i];
        if (prompt.startsWith(token, at)) {
            at += token.length;
            continue;
        }
        const there = [...prompt.slice(at)].slice(0, Math.max(codePoints(token), 8)).join('');
        throw new LoglikelihoodError(`${where}: the token texts the server returned do not reproduce the prompt sent: token ${i} ${JSON.stringify(token)} at character ${codePoints(prompt.slice(0, at))}, where the prompt has ${JSON.stringify(there)}${tokenHint(tokens, prompt)}`);
    }
    if (at !== prompt.length) {
        throw new LoglikelihoodError(`${where}: the token texts the server returned do not reproduce the prompt sent: the tokens before the generated one end at character ${codePoints(prompt.slice(0, at))}, the prompt has ${codePoints(prompt)} (${JSON.stringify(prompt.slice(at, at + 16))} is missing)${tokenHint(tokens, prompt)}`);
    }
}
/** Why tokens may not spell the prompt, when the tokens show it; '' otherwise. */
function tokenHint(tokens, prompt) {
    const hints = [];
    if (tokens.some((t) => t.includes('\uFFFD') || t.startsWith('bytes:'))) {
        hints.push('some tokens are byte-fallback pieces ("\uFFFD" or "bytes:\\x.."), parts of a character\'s UTF-8 bytes rather than text; evalgate needs every token\'s decoded text and does not rebuild characters from bytes');
    }
    if (tokens.some((t) => /^token_id:\d+$/.test(t))) {
        hints.push('the tokens are token ids ("token_id:N"), as vLLM sends them with --return-tokens-as-token-ids; turn that setting off');
    }
    if (tokens.some((t) => /[\u2581\u0120]/.test(t)) && !/[\u2581\u0120]/.test(prompt)) {
        hints.push('the tokens are raw vocabulary pieces ("\u2581" or "\u0120" for a space) rather than decoded text');
    }
    if (tokens.length > 2 && tokens.slice(1, -1).join('') === prompt) {
        hints.push(`token 0 ${JSON.stringify(tokens[0])} is not part of the prompt (a start-of-sequence token the server added)`);
    }
    return hints.map((hint) => `; ${hint}`).join('');
}
/** Each text_offset must be the code points of the tokens before it, as Python's len counts. */
function checkOffsets(tokens, offsets, where) {
    const utf8 = new TextEncoder();
    let points = 0;
    let bytes = 0;
    let units = 0;
    let bad;
    let inBytes = true;
    let inUnits = true;
    tokens.forEach((token, i) => {
        if (offsets[i] !== points)
            bad ??= { i, expected: points };
        inBytes &&= offsets[i] === bytes;
        inUnits &&= offsets[i] === units;
        points += codePoints(token);
        bytes += utf8.encode(token).length;
        units += token.length;
    });
    if (bad === undefined)
        return;
    const unit = inBytes ? 'UTF-8 bytes' : inUnits ? 'UTF-16 code units' : undefined;
    throw new LoglikelihoodError(`${where}: expected text_offset[${bad.i}] to be ${bad.expected} (the characters, i.e. code points, of the tokens before it), found ${JSON.stringify(offsets[bad.i])}; ${unit ? `the server counts offsets in ${unit}, not characters` : "the server's text_offset does not count characters of the prompt"}, so the continuation's tokens cannot be found`);
}
/** numpy's argmax: the first index of the largest value. */
function argmax(values) {
    let best = 0;
    for (let i = 1; i < values.length; i++)
        if (values[i] > values[best])
            best = i;
    return best;
}
/** lm-eval's `process_results` for multiple choice: acc and acc_norm of one item. */
function scoreChoices(loglikelihoods, targetLengths, gold) {
    const pred = argmax(loglikelihoods);
    const predNorm = argmax(loglikelihoods.map((ll, i) => ll / targetLengths[i]));
    return { gold, pred, predNorm, acc: pred === gold, accNorm: predNorm === gold };
}
/** The gold index of an item's answer, or an error naming the item. */
function goldIndex(item, choiceCount) {
    const gold = (0,_slice_rows_js__WEBPACK_IMPORTED_MODULE_3__/* .answerIndex */ .lw)(item.row.answer, choiceCount);
    if (gold === undefined) {
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_2__/* .InputError */ .d(`item ${JSON.stringify(item.id)}: expected "answer" to be a choice index or letter, found ${(0,_slice_rows_js__WEBPACK_IMPORTED_MODULE_3__/* .show */ .WU)(item.row.answer)}`);
    }
    return gold;
}
/** Python's len(): code points, not UTF-16 units. */
function codePoints(text) {
    let n = text.length;
    for (let i = 0; i < text.length; i++) {
        const unit = text.charCodeAt(i);
        // A high surrogate followed by a low one is one code point.
        if (unit >= 0xd800 && unit <= 0xdbff) {
            const next = text.charCodeAt(i + 1);
            if (next >= 0xdc00 && next <= 0xdfff) {
                n--;
                i++;
            }
        }
    }
    return n;
}
/**
 * The config problems of a loglikelihood suite, as key paths and messages for the schema's
 * refinement. The config parser appends ", found <value>" where the key has a value.
 */
function loglikelihoodIssues(config) {
    const { harness, grader } = config;
    const issues = [];
    if (harness.output !== 'loglikelihood') {
        if (grader.kind === 'loglikelihood') {
            issues.push({
                path: ['harness', 'output'],
                message: `expected "loglikelihood" for grader kind loglikelihood (it scores the choices by their logprobs)${harness.output === undefined ? ', found nothing (generate)' : ''}`,
            });
        }
        for (const key of ['choice_target', 'target_delimiter', 'max_length']) {
            if (harness[key] !== undefined) {
                issues.push({
                    path: ['harness', key],
                    message: 'expected no value unless harness.output is loglikelihood',
                });
            }
        }
        return issues;
    }
    if (grader.kind !== 'loglikelihood') {
        issues.push({
            path: ['grader', 'kind'],
            message: 'expected "loglikelihood" with harness.output loglikelihood',
        });
    }
    const mode = harness.mode ?? (harness.preset ? _prompt_presets_js__WEBPACK_IMPORTED_MODULE_0__/* .PRESETS */ .f[harness.preset].mode : 'chat');
    if (mode !== 'completion') {
        issues.push({
            path: ['harness', 'mode'],
            message: `expected "completion" with harness.output loglikelihood (the choices continue one prompt string)${harness.mode === undefined ? `, found the default "${mode}"` : ''}`,
        });
    }
    config.models.forEach((model, i) => {
        if (model.provider === 'openai') {
            if (model.api !== 'completions') {
                issues.push({
                    path: ['models', i, 'api'],
                    message: `expected "completions" with harness.output loglikelihood (prompt logprobs come from the legacy completions endpoint)${model.api === undefined ? ', found nothing (chat)' : ''}`,
                });
            }
        }
        else if (model.provider !== 'replay' && model.provider !== 'baseline') {
            issues.push({
                path: ['models', i, 'provider'],
                message: 'expected "openai" (with api: completions), "replay" or "baseline" with harness.output loglikelihood',
            });
        }
    });
    return issues;
}


/***/ }),

/***/ 6986:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   f: () => (/* binding */ PRESETS)
/* harmony export */ });
// lm-evaluation-harness's MMLU task (tasks/mmlu): the description names the subject, each
// few-shot example is doc_to_text + " " + letter + "\n\n" from the subject's dev split (first_n),
// then doc_to_text of the item, where doc_to_text is
// "{question.strip()}\nA. {c0}\nB. {c1}\nC. {c2}\nD. {c3}\nAnswer:". lm-eval renders the
// description through Jinja, which up to 0.4.3 drops one trailing newline of its "\n\n" (0.4.4
// set keep_trailing_newline), so the two version ranges differ by that one byte.
const ITEM = '{{question | strip}}\n{{#choices}}{{letter}}. {{text}}\n{{/choices}}Answer:';
const ABOUT = 'The following are multiple choice questions (with answers) about {{subject | underscores_to_spaces}}.';
const MMLU_SINCE_044 = `${ABOUT}\n\n{{fewshot}}${ITEM}`;
const MMLU_UNTIL_043 = `${ABOUT}\n{{fewshot}}${ITEM}`;
// The generative variant (mmlu_<subject>_generative) stops at "</s>" and "\n". From 0.4.8 its
// answer is the first line of the response, stripped, compared with the letter ignoring case and
// ASCII punctuation; before that the response had to equal the letter exactly.
const GENERATIVE_STOP = ['</s>', '\n'];
const EXACT_LETTER = { kind: 'exact_match', normalize: [], target: 'letter' };
const FILTERED_LETTER = {
    kind: 'exact_match',
    normalize: ['first_line', 'strip', 'lowercase', 'strip_ascii_punctuation'],
    target: 'letter',
};
/**
 * Built-in prompts, written in the same template language as user templates so the protocol card
 * shows exactly what is sent. lm-eval sends its MMLU prompts as one completion string; in chat
 * mode the same text is the user message.
 */
const PRESETS = {
    mmlu: {
        template: MMLU_SINCE_044,
        mode: 'completion',
        reproduces: 'lm-evaluation-harness 0.4.4 to 0.4.12, task mmlu_<subject>',
        groupBy: 'subject',
    },
    'mmlu@lm-eval-0.4.3': {
        template: MMLU_UNTIL_043,
        mode: 'completion',
        reproduces: 'lm-evaluation-harness 0.4.2 and 0.4.3, task mmlu_<subject>',
        groupBy: 'subject',
    },
    'mmlu-generative': {
        template: MMLU_SINCE_044,
        mode: 'completion',
        reproduces: 'lm-evaluation-harness 0.4.8 to 0.4.12, task mmlu_<subject>_generative',
        groupBy: 'subject',
        stop: GENERATIVE_STOP,
        grader: FILTERED_LETTER,
    },
    'mmlu-generative@lm-eval-0.4.7': {
        template: MMLU_SINCE_044,
        mode: 'completion',
        reproduces: 'lm-evaluation-harness 0.4.4 to 0.4.7, task mmlu_<subject>_generative',
        groupBy: 'subject',
        stop: GENERATIVE_STOP,
        grader: EXACT_LETTER,
    },
    'mmlu-generative@lm-eval-0.4.3': {
        template: MMLU_UNTIL_043,
        mode: 'completion',
        reproduces: 'lm-evaluation-harness 0.4.3, task mmlu_<subject>_generative',
        groupBy: 'subject',
        stop: GENERATIVE_STOP,
        grader: EXACT_LETTER,
    },
    /**
     * A zero-shot, think-then-answer prompt in the style of OpenAI simple-evals' multiple-choice
     * template (our wording). Pair it with grader `choice`, which reads the final `Answer: X` line.
     */
    'mmlu-simple-evals': {
        template: 'Answer the following multiple choice question. Think step by step, then give your answer ' +
            'on the last line of your response, in the form "Answer: $LETTER" where LETTER is one of ' +
            '{{letters}}.\n\n' +
            '{{fewshot}}' +
            '{{question}}\n\n{{#choices}}{{letter}}) {{text}}{{^last}}\n{{/last}}{{/choices}}',
        mode: 'chat',
    },
};


/***/ }),

/***/ 4398:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Gq: () => (/* binding */ compileTemplate),
/* harmony export */   Ru: () => (/* binding */ valueText),
/* harmony export */   VX: () => (/* binding */ pythonRstrip),
/* harmony export */   kW: () => (/* binding */ templateOf),
/* harmony export */   pn: () => (/* binding */ pythonStrip),
/* harmony export */   s8: () => (/* binding */ topLevelNames)
/* harmony export */ });
/* harmony import */ var _errors_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(4296);
/* harmony import */ var _pyjson_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(254);
/* harmony import */ var _text_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(2020);
/**
 * evalgate's prompt template language: a small, logic-less cousin of Mustache. A config never
 * executes code; a template can only look values up, and repeat or skip a span of text.
 *
 * Tags (whitespace inside a tag is ignored: `{{ question }}` = `{{question}}`):
 * - `{{name}}`, `{{a.b}}`, `{{choices.0}}`: the value at a dotted path (list items by 0-based index).
 *   `{{{name}}}` and `{{&name}}` are the same thing: prompts are plain text, nothing is ever
 *   HTML-escaped.
 * - `{{name | strip}}`: filters, applied left to right: `strip` (Python's `str.strip()`),
 *   `lower`, `upper`, `underscores_to_spaces`.
 * - `{{#name}}...{{/name}}`: a section. Over a list it repeats once per element; inside, the
 *   element's fields (for an object) and these helpers are visible: `index` (0-based), `number`
 *   (1-based), `letter` (A, B, ...), `first`, `last`, `text` and `.` (the element itself). So
 *   `{{#choices}}{{letter}}. {{text}}\n{{/choices}}` writes lettered choices. Over any other
 *   truthy value it renders once (an object's fields become visible); over a falsy one, never.
 * - `{{^name}}...{{/name}}`: an inverted section, rendered only when the value is falsy.
 * - `{{! comment }}`: dropped.
 *
 * Falsy means: missing, null, false, the empty string or the empty list. Zero is a value and so is
 * truthy (an answer index 0 must not vanish). Sections test presence and never fail, which is how
 * a template handles an optional field; an interpolation of a missing variable is an error.
 *
 * Values render as Python's `str()` would (the datasets come from Python, and so do the prompts
 * being reproduced): `1.0` stays `1.0`, booleans are `True`/`False`, null is `None`. A list of
 * plain values renders as lettered lines (`A. first\nB. second`); an object cannot be rendered.
 *
 * Text outside tags is copied byte for byte: there is no standalone-line trimming as in Mustache,
 * so a section tag on its own line leaves that line's newline in the output. There is no escape
 * for a literal `{{`; put such text in a row field.
 */



const FILTERS = {
    strip: pythonStrip,
    lower: (s) => s.toLowerCase(),
    upper: (s) => s.toUpperCase(),
    underscores_to_spaces: (s) => s.replaceAll('_', ' '),
};
/** Parses `source`; syntax errors are InputErrors naming `key`, the line and the column. */
function compileTemplate(source, key) {
    const nodes = parse(source, key);
    return templateOf(key, source, nodes);
}
/** A template over some of another template's nodes (the harness splits at `{{fewshot}}`). */
function templateOf(key, source, nodes) {
    return {
        key,
        source,
        nodes,
        render: (context, where) => {
            const out = [];
            renderNodes(nodes, [context], out, { key, source, where });
            return out.join('');
        },
    };
}
/**
 * The names a template looks up at its top level (outside any section), including section names.
 * Inside a section a name may belong to the element, so only top-level names can be checked
 * against a closed set of variables before rendering.
 */
function topLevelNames(nodes) {
    const names = [];
    for (const node of nodes) {
        if (node.type !== 'text' && node.path[0] !== '.') {
            names.push({ name: node.path[0], tag: node.tag });
        }
    }
    return names;
}
// --- parsing -----------------------------------------------------------------------------------
const SEGMENT = /^[^\s{}|.]+$/;
function parse(source, key) {
    const root = [];
    const open = [];
    let siblings = root;
    let pos = 0;
    const fail = (offset, message) => {
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_0__/* .InputError */ .d(`${key}: ${at(source, offset)}: ${message}`);
    };
    while (pos < source.length) {
        const start = source.indexOf('{{', pos);
        if (start < 0) {
            siblings.push({ type: 'text', text: source.slice(pos) });
            break;
        }
        if (start > pos)
            siblings.push({ type: 'text', text: source.slice(pos, start) });
        const triple = source.startsWith('{{{', start);
        const closer = triple ? '}}}' : '}}';
        const contentStart = start + closer.length;
        const end = source.indexOf(closer, contentStart);
        if (end < 0) {
            fail(start, `expected "${closer}" to close the tag ${quote(source.slice(start, start + 20))}`);
        }
        const tag = source.slice(start, end + closer.length);
        const content = source.slice(contentStart, end).trim();
        pos = end + closer.length;
        if (content.includes('{') || content.includes('}')) {
            fail(start, `expected a name inside ${quote(tag)}, found braces (tags do not nest)`);
        }
        const sigil = triple ? '' : content.charAt(0);
        if (sigil === '!')
            continue;
        if (sigil === '#' || sigil === '^') {
            const { path, filters } = parseName(content.slice(1), tag, start, fail);
            if (filters.length > 0)
                fail(start, `filters apply to {{name}} tags, not to ${quote(tag)}`);
            const section = {
                type: 'section',
                path,
                inverted: sigil === '^',
                children: [],
                tag,
                offset: start,
            };
            siblings.push(section);
            open.push(section);
            siblings = section.children;
            continue;
        }
        if (sigil === '/') {
            const { path } = parseName(content.slice(1), tag, start, fail);
            const section = open.pop();
            if (section === undefined) {
                fail(start, `found ${quote(tag)} but no section is open`);
            }
            else if (section.path.join('.') !== path.join('.')) {
                fail(start, `expected {{/${section.path.join('.')}}} to close ${quote(section.tag)} (${at(source, section.offset)}), found ${quote(tag)}`);
            }
            siblings = open.length > 0 ? open[open.length - 1].children : root;
            continue;
        }
        const name = sigil === '&' ? content.slice(1) : content;
        const { path, filters } = parseName(name, tag, start, fail);
        siblings.push({ type: 'variable', path, filters, tag, offset: start });
    }
    const unclosed = open.pop();
    if (unclosed !== undefined) {
        fail(unclosed.offset, `expected {{/${unclosed.path.join('.')}}} to close ${quote(unclosed.tag)}, found the end of the template`);
    }
    return root;
}
function parseName(text, tag, offset, fail) {
    const [name = '', ...filterTexts] = text.split('|').map((part) => part.trim());
    if (name === '')
        fail(offset, `expected a variable name in ${quote(tag)}`);
    const path = name === '.' ? ['.'] : name.split('.');
    if (path.some((segment) => segment !== '.' && !SEGMENT.test(segment))) {
        fail(offset, `expected a name or a dotted path such as choices.0 in ${quote(tag)}, found ${quote(name)}`);
    }
    const known = Object.keys(FILTERS);
    const filters = filterTexts.map((filter) => {
        if (!Object.hasOwn(FILTERS, filter)) {
            const guess = (0,_text_js__WEBPACK_IMPORTED_MODULE_2__/* .closestName */ .Nf)(filter, known);
            fail(offset, `unknown filter ${quote(filter)} in ${quote(tag)}; expected one of ${known.join(', ')}${guess ? ` (did you mean "${guess}"?)` : ''}`);
        }
        return filter;
    });
    return { path, filters };
}
function at(source, offset) {
    const before = source.slice(0, offset);
    const line = before.split('\n').length;
    const col = offset - before.lastIndexOf('\n');
    return `line ${line}, column ${col}`;
}
function quote(text) {
    return JSON.stringify(text);
}
const LETTERS = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ';
function renderNodes(nodes, frames, out, site) {
    for (const node of nodes) {
        if (node.type === 'text') {
            out.push(node.text);
        }
        else if (node.type === 'variable') {
            const found = lookup(node.path, frames);
            if (!found.ok)
                throw missingVariable(node, found.missing, frames, site);
            let text = valueText(found.value);
            if (text === undefined) {
                throw new _errors_js__WEBPACK_IMPORTED_MODULE_0__/* .InputError */ .d(`${site.key}: ${node.tag} is ${describeValue(found.value)}; expected text, a number or a list of them${whereText(site)}`, sectionHint(node));
            }
            for (const filter of node.filters)
                text = FILTERS[filter](text);
            out.push(text);
        }
        else {
            const found = lookup(node.path, frames);
            const value = found.ok ? found.value : undefined;
            const truthy = isTruthy(value);
            if (node.inverted) {
                if (!truthy)
                    renderNodes(node.children, frames, out, site);
            }
            else if (Array.isArray(value)) {
                value.forEach((element, index) => {
                    frames.push(elementFrame(element, index, value.length));
                    renderNodes(node.children, frames, out, site);
                    frames.pop();
                });
            }
            else if (truthy) {
                frames.push(isPlainObject(value) ? value : { '.': value });
                renderNodes(node.children, frames, out, site);
                frames.pop();
            }
        }
    }
}
function elementFrame(element, index, length) {
    const helpers = {
        index,
        number: index + 1,
        first: index === 0,
        last: index === length - 1,
        text: element,
        '.': element,
    };
    if (index < LETTERS.length)
        helpers.letter = LETTERS[index];
    return isPlainObject(element) ? { ...helpers, ...element } : helpers;
}
function lookup(path, frames) {
    const [head, ...rest] = path;
    let value;
    let found = false;
    for (let i = frames.length - 1; i >= 0 && !found; i--) {
        const frame = frames[i];
        // A key holding undefined is treated as absent, as JSON would have it.
        if (Object.hasOwn(frame, head) && frame[head] !== undefined) {
            value = frame[head];
            found = true;
        }
    }
    if (!found)
        return { ok: false, missing: head };
    for (let i = 0; i < rest.length; i++) {
        const segment = rest[i];
        if (Array.isArray(value) && /^\d+$/.test(segment) && Number(segment) < value.length) {
            value = value[Number(segment)];
        }
        else if (isPlainObject(value) && Object.hasOwn(value, segment)) {
            value = value[segment];
        }
        else {
            value = undefined;
        }
        if (value === undefined) {
            return { ok: false, missing: [head, ...rest.slice(0, i + 1)].join('.') };
        }
    }
    return { ok: true, value };
}
function missingVariable(node, missing, frames, site) {
    const visible = [...new Set(frames.flatMap((frame) => Object.keys(frame)))].filter((name) => name !== '.');
    const details = [];
    if (node.path[0] === '.') {
        details.push('{{.}} is the current element and only exists inside a section');
    }
    else if (!missing.includes('.')) {
        const guess = (0,_text_js__WEBPACK_IMPORTED_MODULE_2__/* .closestName */ .Nf)(missing, visible);
        if (guess !== undefined)
            details.push(`did you mean {{${guess}}}?`);
        details.push(`the variables here are: ${visible.join(', ') || '(none)'}`);
    }
    return new _errors_js__WEBPACK_IMPORTED_MODULE_0__/* .InputError */ .d(`${site.key}: unknown variable "${missing}" in ${node.tag} (${at(site.source, node.offset)})${whereText(site)}`, details);
}
function whereText(site) {
    return site.where === undefined ? '' : `, rendering ${site.where}`;
}
function sectionHint(node) {
    const name = node.path.join('.');
    return [`to go through its fields, use a section: {{#${name}}}...{{/${name}}}`];
}
function isTruthy(value) {
    if (value === undefined || value === null || value === false || value === '')
        return false;
    return !(Array.isArray(value) && value.length === 0);
}
function isPlainObject(value) {
    if (typeof value !== 'object' || value === null || Array.isArray(value))
        return false;
    const proto = Object.getPrototypeOf(value);
    return proto === Object.prototype || proto === null;
}
function describeValue(value) {
    if (Array.isArray(value))
        return 'a list that holds more than plain values';
    if (value instanceof Uint8Array)
        return 'bytes';
    if (value instanceof Date)
        return 'a date';
    return 'an object';
}
/**
 * A value as prompt text, following Python's `str()`; a list of plain values becomes lettered
 * lines (`A. x\nB. y`). Undefined when the value has no text form (objects, nested lists, bytes).
 */
function valueText(value) {
    if (typeof value === 'string')
        return value;
    if (typeof value === 'number') {
        if (Number.isInteger(value)) {
            return Number.isSafeInteger(value) ? String(value) : BigInt(value).toString();
        }
        return pythonFloatText(value);
    }
    if (typeof value === 'bigint')
        return value.toString();
    if (value instanceof _pyjson_js__WEBPACK_IMPORTED_MODULE_1__/* .PyFloat */ .g$)
        return pythonFloatText(value.value);
    if (typeof value === 'boolean')
        return value ? 'True' : 'False';
    if (value === null)
        return 'None';
    if (Array.isArray(value) && value.length <= LETTERS.length) {
        const lines = [];
        for (const [i, element] of value.entries()) {
            const text = Array.isArray(element) ? undefined : valueText(element);
            if (text === undefined)
                return undefined;
            lines.push(`${LETTERS[i]}. ${text}`);
        }
        return lines.join('\n');
    }
    return undefined;
}
function pythonFloatText(x) {
    if (Number.isNaN(x))
        return 'nan';
    if (!Number.isFinite(x))
        return x > 0 ? 'inf' : '-inf';
    return (0,_pyjson_js__WEBPACK_IMPORTED_MODULE_1__/* .pythonFloatRepr */ .Eb)(x);
}
// Python's str.isspace() characters; JavaScript's trim() differs (it strips U+FEFF, and keeps
// U+001C..U+001F and U+0085).
const PY_SPACE = '\\t\\n\\v\\f\\r\\x1c-\\x20\\x85\\xa0\\u1680\\u2000-\\u200a\\u2028\\u2029\\u202f\\u205f\\u3000';
const PY_STRIP = new RegExp(`^[${PY_SPACE}]+|[${PY_SPACE}]+$`, 'g');
const PY_RSTRIP = new RegExp(`[${PY_SPACE}]+$`);
/** Python's `str.rstrip()` with no argument. */
function pythonRstrip(text) {
    return text.replace(PY_RSTRIP, '');
}
/** Python's `str.strip()` with no argument. */
function pythonStrip(text) {
    return text.replace(PY_STRIP, '');
}


/***/ }),

/***/ 254:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Eb: () => (/* binding */ pythonFloatRepr),
/* harmony export */   MT: () => (/* binding */ pythonJsonDumps),
/* harmony export */   S6: () => (/* binding */ parsePythonJson),
/* harmony export */   g$: () => (/* binding */ PyFloat),
/* harmony export */   q3: () => (/* binding */ JsonSyntaxError)
/* harmony export */ });
/* harmony import */ var _errors_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(4296);
/**
 * Python-compatible JSON: `pythonJsonDumps` reproduces `json.dumps(value, ensure_ascii=False)` byte
 * for byte, and `parsePythonJson` reads JSON into a value model that keeps the int/float
 * distinction Python makes, so a value read here and dumped again matches what Python would write.
 *
 * Value model:
 * - `number` with an integral value is a Python int; any other `number` is a Python float;
 * - `bigint` is a Python int (used beyond ±2^53);
 * - `PyFloat` is an explicit Python float (integral floats such as `1.0` or `2e3`, NaN, ±Infinity);
 * - strings, booleans, null, arrays and plain objects map to str, bool, None, list and dict.
 *
 * Strings are UTF-16 in JavaScript; a surrogate pair is one astral code point in Python, and a
 * lone surrogate is a lone surrogate in both. `json.dumps(..., ensure_ascii=False)` keeps lone
 * surrogates as they are (no `\ud800` escape), so `pythonJsonDumps` does too; it is the later
 * `.encode("utf-8")` that fails in Python (see `sliceFingerprint`).
 *
 * Object key order: JavaScript lists integer-like keys ("0", "17") before other keys, whatever
 * the insertion order, while Python dicts keep insertion order. `parsePythonJson` remembers the
 * source order of objects that have such keys and `pythonJsonDumps` writes them in that order;
 * objects built by other code are written in `Object.keys` order.
 */

/** An explicit Python float, for values a plain `number` would model as an int (`1.0`, NaN...). */
class PyFloat {
    value;
    constructor(value) {
        this.value = value;
    }
}
/** Source key order of parsed objects whose integer-like keys JavaScript would reorder. */
const parsedKeyOrder = new WeakMap();
// ---------------------------------------------------------------------------------------------
// dumps
const STRING_ESCAPES = Array.from({ length: 0x20 }, (_, code) => `\\u${code.toString(16).padStart(4, '0')}`);
const SHORT_ESCAPES = {
    '"': '\\"',
    '\\': '\\\\',
    '\b': '\\b',
    '\f': '\\f',
    '\n': '\\n',
    '\r': '\\r',
    '\t': '\\t',
};
// eslint-disable-next-line no-control-regex
const NEEDS_ESCAPE = /["\\\u0000-\u001f]/;
// eslint-disable-next-line no-control-regex
const NEEDS_ESCAPE_ALL = /["\\\u0000-\u001f]/g;
function escapeChar(ch) {
    return SHORT_ESCAPES[ch] ?? STRING_ESCAPES[ch.charCodeAt(0)];
}
/** A JSON string literal as Python's `json.dumps(s, ensure_ascii=False)` writes it. */
function dumpString(s) {
    return NEEDS_ESCAPE.test(s) ? `"${s.replace(NEEDS_ESCAPE_ALL, escapeChar)}"` : `"${s}"`;
}
/** Python's `repr(float)` (and so `json.dumps` of a float), for any double. */
function pythonFloatRepr(x) {
    if (Number.isNaN(x))
        return 'NaN';
    if (x === Infinity)
        return 'Infinity';
    if (x === -Infinity)
        return '-Infinity';
    if (x === 0)
        return Object.is(x, -0) ? '-0.0' : '0.0';
    const sign = x < 0 ? '-' : '';
    // Number#toString yields the shortest digit string that round-trips (closest one on ties),
    // which is what Python's repr uses too; only the layout differs.
    const js = String(Math.abs(x));
    const e = js.indexOf('e');
    const mantissa = e < 0 ? js : js.slice(0, e);
    const dot = mantissa.indexOf('.');
    const intPart = dot < 0 ? mantissa : mantissa.slice(0, dot);
    const fracPart = dot < 0 ? '' : mantissa.slice(dot + 1);
    let digits = intPart + fracPart;
    let pointPos = intPart.length + (e < 0 ? 0 : Number(js.slice(e + 1)));
    let lead = 0;
    while (digits.charCodeAt(lead) === 0x30)
        lead++;
    digits = digits.slice(lead);
    pointPos -= lead;
    digits = digits.replace(/0+$/, '');
    const exponent = pointPos - 1;
    if (exponent < -4 || exponent >= 16) {
        const m = digits.length > 1 ? `${digits[0]}.${digits.slice(1)}` : digits;
        const abs = Math.abs(exponent);
        return `${sign}${m}e${exponent < 0 ? '-' : '+'}${abs < 10 ? '0' : ''}${abs}`;
    }
    if (pointPos <= 0)
        return `${sign}0.${'0'.repeat(-pointPos)}${digits}`;
    if (pointPos >= digits.length)
        return `${sign}${digits}${'0'.repeat(pointPos - digits.length)}.0`;
    return `${sign}${digits.slice(0, pointPos)}.${digits.slice(pointPos)}`;
}
function dumpNumber(x) {
    if (!Number.isInteger(x))
        return pythonFloatRepr(x);
    // A Python int: exact decimal digits, never an exponent, and no sign on zero.
    return Number.isSafeInteger(x) ? String(x) : BigInt(x).toString();
}
function describeType(value) {
    if (value === undefined)
        return 'undefined';
    if (typeof value === 'function')
        return 'a function';
    if (typeof value === 'symbol')
        return 'a symbol';
    if (value instanceof PyFloat)
        return `PyFloat(${typeof value.value})`;
    if (typeof value === 'object' && value !== null) {
        const name = Object.getPrototypeOf(value)
            ?.constructor?.name;
        return typeof name === 'string' && name !== '' ? `a ${name}` : 'an object';
    }
    return typeof value;
}
function isPlainObject(value) {
    const proto = Object.getPrototypeOf(value);
    return proto === Object.prototype || proto === null;
}
const IDENTIFIER = /^[A-Za-z_$][\w$]*$/;
function formatPath(path) {
    let out = '$';
    for (const seg of path) {
        if (typeof seg === 'number')
            out += `[${seg}]`;
        else
            out += IDENTIFIER.test(seg) ? `.${seg}` : `[${JSON.stringify(seg)}]`;
    }
    return out;
}
function keysInOrder(obj) {
    const keys = Object.keys(obj);
    const recorded = parsedKeyOrder.get(obj);
    if (recorded === undefined)
        return keys;
    if (recorded.length === keys.length && recorded.every((k) => Object.hasOwn(obj, k))) {
        return recorded;
    }
    // The object changed since parsing: keep surviving keys in source order, then new ones.
    const known = new Set(recorded);
    return [...recorded.filter((k) => Object.hasOwn(obj, k)), ...keys.filter((k) => !known.has(k))];
}
class Dumper {
    path = [];
    open = new Set();
    dump(value) {
        switch (typeof value) {
            case 'string':
                return dumpString(value);
            case 'number':
                return dumpNumber(value);
            case 'bigint':
                return value.toString();
            case 'boolean':
                return value ? 'true' : 'false';
            case 'object':
                if (value === null)
                    return 'null';
                if (value instanceof PyFloat) {
                    if (typeof value.value !== 'number')
                        return this.fail(value);
                    return pythonFloatRepr(value.value);
                }
                if (Array.isArray(value))
                    return this.dumpArray(value);
                if (isPlainObject(value))
                    return this.dumpObject(value);
                return this.fail(value);
            default:
                return this.fail(value);
        }
    }
    enter(container) {
        if (this.open.has(container)) {
            throw new TypeError(`cannot serialize a circular reference at ${formatPath(this.path)} (Python's json.dumps raises "Circular reference detected")`);
        }
        this.open.add(container);
    }
    dumpArray(arr) {
        this.enter(arr);
        const parts = [];
        for (let i = 0; i < arr.length; i++) {
            this.path.push(i);
            parts.push(this.dump(arr[i]));
            this.path.pop();
        }
        this.open.delete(arr);
        return `[${parts.join(', ')}]`;
    }
    dumpObject(obj) {
        this.enter(obj);
        const parts = [];
        for (const key of keysInOrder(obj)) {
            this.path.push(key);
            parts.push(`${dumpString(key)}: ${this.dump(obj[key])}`);
            this.path.pop();
        }
        this.open.delete(obj);
        return `{${parts.join(', ')}}`;
    }
    fail(value) {
        throw new TypeError(`cannot serialize ${describeType(value)} at ${formatPath(this.path)}: Python's json.dumps has no representation for it`);
    }
}
/**
 * Exactly Python 3's `json.dumps(value, ensure_ascii=False)`: separators `", "` and `": "`, keys
 * in insertion order, floats as `repr(float)`, NaN/Infinity as `NaN`/`Infinity`. Throws a
 * TypeError naming the path (`$.choices[2]`) for values Python could not dump: undefined,
 * functions, symbols, class instances such as Map or Date, and circular references.
 */
function pythonJsonDumps(value) {
    return new Dumper().dump(value);
}
// ---------------------------------------------------------------------------------------------
// parse
/** A JSON syntax error; `line` and `column` (1-based, column in code points) locate it. */
class JsonSyntaxError extends _errors_js__WEBPACK_IMPORTED_MODULE_0__/* .InputError */ .d {
    reason;
    line;
    column;
    found;
    offset;
    constructor(
    /** What was expected, e.g. `expected ',' or '}' after object value`. */
    reason, line, column, 
    /** What was there instead, e.g. `'x'` or `end of input`. */
    found, 
    /** UTF-16 offset into the parsed text. */
    offset) {
        super(`${reason} at line ${line}, column ${column}, found ${found}`);
        this.reason = reason;
        this.line = line;
        this.column = column;
        this.found = found;
        this.offset = offset;
    }
}
/** Python's json (C scanner) fails around 1000 levels; stop there rather than overflow the stack. */
const MAX_DEPTH = 1000;
const WORD_CHAR = /[A-Za-z0-9_]/;
function isDigit(c) {
    return c >= 0x30 && c <= 0x39;
}
function isArrayIndexKey(key) {
    const c = key.charCodeAt(0);
    if (!isDigit(c))
        return false;
    if (c === 0x30)
        return key.length === 1;
    if (key.length > 10)
        return false;
    for (let i = 1; i < key.length; i++)
        if (!isDigit(key.charCodeAt(i)))
            return false;
    return Number(key) < 4294967295;
}
function setKey(obj, key, value) {
    if (key === '__proto__') {
        Object.defineProperty(obj, key, {
            value,
            writable: true,
            enumerable: true,
            configurable: true,
        });
    }
    else {
        obj[key] = value;
    }
}
class Parser {
    text;
    pos = 0;
    depth = 0;
    constructor(text) {
        this.text = text;
    }
    parseDocument() {
        this.skipWhitespace();
        const value = this.parseValue('expected a JSON value');
        this.skipWhitespace();
        if (this.pos < this.text.length)
            this.fail('expected end of input after the JSON value');
        return value;
    }
    skipWhitespace() {
        const text = this.text;
        let pos = this.pos;
        for (;;) {
            const c = text.charCodeAt(pos);
            if (c === 0x20 || c === 0x0a || c === 0x0d || c === 0x09)
                pos++;
            else
                break;
        }
        this.pos = pos;
    }
    parseValue(expected) {
        const c = this.text.charCodeAt(this.pos);
        switch (c) {
            case 0x22: // "
                return this.parseString();
            case 0x7b: // {
                return this.parseObject();
            case 0x5b: // [
                return this.parseArray();
            case 0x74: // t
                return this.parseLiteral('true', true, expected);
            case 0x66: // f
                return this.parseLiteral('false', false, expected);
            case 0x6e: // n
                return this.parseLiteral('null', null, expected);
            case 0x4e: // N
                return this.parseLiteral('NaN', new PyFloat(NaN), expected);
            case 0x49: // I
                return this.parseLiteral('Infinity', new PyFloat(Infinity), expected);
            default:
                if (c === 0x2d || isDigit(c))
                    return this.parseNumber();
                return this.fail(expected);
        }
    }
    parseLiteral(word, value, expected) {
        if (!this.text.startsWith(word, this.pos))
            this.fail(expected);
        this.pos += word.length;
        return value;
    }
    parseNumber() {
        const text = this.text;
        const start = this.pos;
        let pos = start;
        if (text.charCodeAt(pos) === 0x2d) {
            pos++;
            if (text.startsWith('Infinity', pos)) {
                this.pos = pos + 8;
                return new PyFloat(-Infinity);
            }
        }
        let c = text.charCodeAt(pos);
        if (c === 0x30) {
            pos++;
            if (isDigit(text.charCodeAt(pos))) {
                this.pos = pos;
                this.fail('expected no digit after a leading 0 (leading zeros are not allowed)');
            }
        }
        else if (isDigit(c)) {
            do
                pos++;
            while (isDigit(text.charCodeAt(pos)));
        }
        else {
            this.pos = pos;
            this.fail("expected a digit or 'Infinity' after '-'");
        }
        const intEnd = pos;
        let isFloat = false;
        c = text.charCodeAt(pos);
        if (c === 0x2e) {
            pos++;
            if (!isDigit(text.charCodeAt(pos))) {
                this.pos = pos;
                this.fail("expected a digit after '.' in a number");
            }
            do
                pos++;
            while (isDigit(text.charCodeAt(pos)));
            isFloat = true;
            c = text.charCodeAt(pos);
        }
        if (c === 0x65 || c === 0x45) {
            pos++;
            c = text.charCodeAt(pos);
            if (c === 0x2b || c === 0x2d)
                pos++;
            if (!isDigit(text.charCodeAt(pos))) {
                this.pos = pos;
                this.fail('expected a digit in the exponent of a number');
            }
            do
                pos++;
            while (isDigit(text.charCodeAt(pos)));
            isFloat = true;
        }
        this.pos = pos;
        const literal = text.slice(start, pos);
        if (isFloat) {
            // Number() rounds correctly, like Python's float(); 1e400 becomes inf in both.
            const x = Number(literal);
            return Number.isInteger(x) || !Number.isFinite(x) ? new PyFloat(x) : x;
        }
        if (intEnd - start <= 16) {
            const n = Number(literal);
            if (Number.isSafeInteger(n))
                return n === 0 ? 0 : n;
        }
        const big = BigInt(literal);
        return big <= BigInt(Number.MAX_SAFE_INTEGER) && big >= BigInt(Number.MIN_SAFE_INTEGER)
            ? Number(big)
            : big;
    }
    parseString() {
        const text = this.text;
        const open = this.pos;
        let pos = open + 1;
        let chunkStart = pos;
        let out = '';
        for (;;) {
            const c = text.charCodeAt(pos);
            if (c === 0x22) {
                this.pos = pos + 1;
                return out + text.slice(chunkStart, pos);
            }
            if (c === 0x5c) {
                out += text.slice(chunkStart, pos);
                out += this.parseEscape(pos);
                pos = this.pos;
                chunkStart = pos;
            }
            else if (c < 0x20) {
                this.pos = pos;
                this.fail("expected '\"' or a character other than a control character in a string");
            }
            else if (Number.isNaN(c)) {
                this.pos = pos;
                const where = this.locate(open);
                this.fail(`expected '"' to close the string that starts at line ${where.line}, column ${where.column}`);
            }
            else {
                pos++;
            }
        }
    }
    /** Reads the escape at `pos` (the backslash); leaves `this.pos` after it. */
    parseEscape(pos) {
        const text = this.text;
        const c = text.charCodeAt(pos + 1);
        this.pos = pos + 2;
        switch (c) {
            case 0x22:
                return '"';
            case 0x5c:
                return '\\';
            case 0x2f:
                return '/';
            case 0x62:
                return '\b';
            case 0x66:
                return '\f';
            case 0x6e:
                return '\n';
            case 0x72:
                return '\r';
            case 0x74:
                return '\t';
            case 0x75: {
                const hex = text.slice(pos + 2, pos + 6);
                if (!/^[0-9a-fA-F]{4}$/.test(hex)) {
                    let bad = pos + 2;
                    while (bad < pos + 6 && /[0-9a-fA-F]/.test(text[bad] ?? ''))
                        bad++;
                    this.pos = bad;
                    this.fail("expected 4 hex digits after '\\u' in a string");
                }
                this.pos = pos + 6;
                // Surrogate pairs written as two escapes join up by themselves in UTF-16, as in Python.
                return String.fromCharCode(parseInt(hex, 16));
            }
            default:
                this.pos = pos + 1;
                return this.fail(`expected one of '"\\/bfnrtu' after '\\' in a string`);
        }
    }
    parseArray() {
        this.enter();
        this.pos++;
        const arr = [];
        this.skipWhitespace();
        if (this.text.charCodeAt(this.pos) === 0x5d) {
            this.pos++;
            this.depth--;
            return arr;
        }
        for (;;) {
            this.skipWhitespace();
            arr.push(this.parseValue(arr.length === 0 ? "expected a JSON value or ']'" : "expected a JSON value after ','"));
            this.skipWhitespace();
            const c = this.text.charCodeAt(this.pos);
            if (c === 0x2c) {
                this.pos++;
            }
            else if (c === 0x5d) {
                this.pos++;
                this.depth--;
                return arr;
            }
            else {
                this.fail("expected ',' or ']' after array element");
            }
        }
    }
    parseObject() {
        this.enter();
        this.pos++;
        const obj = {};
        let order;
        this.skipWhitespace();
        if (this.text.charCodeAt(this.pos) === 0x7d) {
            this.pos++;
            this.depth--;
            return obj;
        }
        let first = true;
        for (;;) {
            this.skipWhitespace();
            if (this.text.charCodeAt(this.pos) !== 0x22) {
                this.fail(first
                    ? "expected '\"' to start a property name or '}'"
                    : "expected '\"' to start a property name after ','");
            }
            first = false;
            const key = this.parseString();
            this.skipWhitespace();
            if (this.text.charCodeAt(this.pos) !== 0x3a)
                this.fail("expected ':' after property name");
            this.pos++;
            this.skipWhitespace();
            const value = this.parseValue("expected a JSON value after ':'");
            if (order !== undefined) {
                if (!Object.hasOwn(obj, key))
                    order.push(key);
            }
            else if (isArrayIndexKey(key)) {
                // Keys so far hold no integer-like key, so Object.keys still lists them in source order.
                order = Object.keys(obj);
                if (!Object.hasOwn(obj, key))
                    order.push(key);
            }
            // Duplicate keys: the last value wins and the first position stays, as in a Python dict.
            setKey(obj, key, value);
            this.skipWhitespace();
            const c = this.text.charCodeAt(this.pos);
            if (c === 0x2c) {
                this.pos++;
            }
            else if (c === 0x7d) {
                this.pos++;
                this.depth--;
                if (order !== undefined)
                    parsedKeyOrder.set(obj, order);
                return obj;
            }
            else {
                this.fail("expected ',' or '}' after object value");
            }
        }
    }
    enter() {
        if (++this.depth > MAX_DEPTH) {
            this.fail(`expected at most ${MAX_DEPTH} nested arrays/objects`);
        }
    }
    locate(offset) {
        const text = this.text;
        let line = 1;
        let lineStart = 0;
        for (let i = text.indexOf('\n'); i !== -1 && i < offset; i = text.indexOf('\n', i + 1)) {
            line++;
            lineStart = i + 1;
        }
        let column = 1;
        for (let i = lineStart; i < offset; i++) {
            const c = text.charCodeAt(i);
            // A surrogate pair is one character (code point), as Python counts columns.
            if (c >= 0xd800 && c <= 0xdbff) {
                const d = text.charCodeAt(i + 1);
                if (d >= 0xdc00 && d <= 0xdfff && i + 1 < offset)
                    i++;
            }
            column++;
        }
        return { line, column };
    }
    describeFound() {
        const text = this.text;
        const pos = this.pos;
        if (pos >= text.length)
            return 'end of input';
        const cp = text.codePointAt(pos);
        if (cp === 0xfeff)
            return "U+FEFF (a byte order mark; decode the file as 'utf-8-sig')";
        if (WORD_CHAR.test(text[pos])) {
            let end = pos + 1;
            while (end < text.length && end - pos < 20 && WORD_CHAR.test(text[end]))
                end++;
            return `'${text.slice(pos, end)}'`;
        }
        const ch = String.fromCodePoint(cp);
        if (cp < 0x20 || cp === 0x7f || /\s/u.test(ch) || (cp >= 0xd800 && cp <= 0xdfff)) {
            return `U+${cp.toString(16).toUpperCase().padStart(4, '0')}`;
        }
        return `'${ch}'`;
    }
    fail(expected) {
        const { line, column } = this.locate(this.pos);
        throw new JsonSyntaxError(expected, line, column, this.describeFound(), this.pos);
    }
}
/**
 * Parses JSON text the way Python's `json.loads` accepts it (including `NaN`, `Infinity` and
 * `-Infinity`; duplicate keys: last value wins) into the value model above: integer literals
 * become numbers, or bigints beyond ±(2^53 - 1); literals with a fraction or exponent become
 * numbers, or PyFloat when the value is integral or infinite. Throws JsonSyntaxError.
 */
function parsePythonJson(text) {
    return new Parser(text).parseDocument();
}


/***/ }),

/***/ 3133:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Lw: () => (/* binding */ RowError),
/* harmony export */   WU: () => (/* binding */ show),
/* harmony export */   XG: () => (/* binding */ itemId),
/* harmony export */   f3: () => (/* binding */ checkRow),
/* harmony export */   fS: () => (/* binding */ mapRow),
/* harmony export */   hQ: () => (/* binding */ columnsShown),
/* harmony export */   lw: () => (/* binding */ answerIndex),
/* harmony export */   yb: () => (/* binding */ itemSubject)
/* harmony export */ });
/* harmony import */ var _pyjson_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(254);

/** The row's subject (`dataset.fields.subject`, or an mmlu-csv file's name), null without one. */
function itemSubject(item) {
    const subject = item.row.subject;
    return typeof subject === 'string' && subject.trim() !== '' ? subject : null;
}
/**
 * Puts the configured columns under evalgate's names. Other columns pass through unchanged, so
 * with the default mapping the row is exactly the source row (what the Python pipeline sees).
 */
function mapRow(source, fields) {
    const row = { ...source };
    const rename = (name, column) => {
        if (column !== undefined && column !== name && column in source)
            row[name] = source[column];
    };
    rename('question', fields.question);
    rename('answer', fields.answer);
    rename('subject', fields.subject);
    if (Array.isArray(fields.choices)) {
        row.choices = fields.choices.map((column) => source[column]);
    }
    else {
        rename('choices', fields.choices);
    }
    return row;
}
function itemId(source, index, fields) {
    if (fields.id === undefined)
        return index;
    const value = source[fields.id];
    if (typeof value === 'string' || (typeof value === 'number' && Number.isSafeInteger(value))) {
        return value;
    }
    if (typeof value === 'bigint')
        return value.toString();
    throw new RowError(`expected an id (a string or an integer) in column "${fields.id}", found ${show(value)}`);
}
const LETTERS = 'ABCDEFGHIJ';
/** The 0-based choice index an answer points at, or undefined when it is not a valid pointer. */
function answerIndex(answer, choiceCount) {
    let index;
    if (typeof answer === 'number' && Number.isInteger(answer))
        index = answer;
    else if (answer instanceof _pyjson_js__WEBPACK_IMPORTED_MODULE_0__/* .PyFloat */ .g$ && Number.isInteger(answer.value))
        index = answer.value;
    else if (typeof answer === 'string') {
        const letter = answer.trim().toUpperCase();
        if (/^[A-J]$/.test(letter))
            index = LETTERS.indexOf(letter);
        else if (/^\d+$/.test(letter))
            index = Number(letter);
    }
    return index !== undefined && index >= 0 && index < choiceCount ? index : undefined;
}
/** A row that the wash rules kept but that evalgate cannot use; the caller adds file and line. */
class RowError extends Error {
}
/**
 * Checks that a kept row can be evaluated. Multiple-choice suites (grader `choice`, or rows with
 * choices) need a list of choices and an answer pointing into it.
 */
function checkRow(row, multipleChoice) {
    const { question, choices, answer } = row;
    if (typeof question !== 'string' || question.trim() === '') {
        throw new RowError(`expected a non-empty string in "question", found ${show(question)}`);
    }
    if (!multipleChoice) {
        if (answer === undefined || answer === null) {
            throw new RowError(`expected an answer in "answer", found ${show(answer)}`);
        }
        return;
    }
    if (!Array.isArray(choices) || choices.length === 0) {
        throw new RowError(`expected a non-empty list in "choices", found ${show(choices)}`);
    }
    if (choices.length > LETTERS.length) {
        throw new RowError(`expected at most ${LETTERS.length} choices, found ${choices.length}`);
    }
    const bad = choices.findIndex((c) => typeof c !== 'string' && typeof c !== 'number');
    if (bad >= 0) {
        throw new RowError(`expected text in choices[${bad}], found ${show(choices[bad])}`);
    }
    if (answerIndex(answer, choices.length) === undefined) {
        throw new RowError(`expected "answer" to be a choice index 0..${choices.length - 1} or a letter A..${LETTERS[choices.length - 1]}, found ${show(answer)}` +
            ' (add `answer_in_choices: true` under wash to drop such rows)');
    }
}
function show(value) {
    if (value === undefined)
        return 'nothing (the field is missing)';
    if (value === null)
        return 'null';
    if (typeof value === 'string')
        return value === '' ? 'an empty string' : JSON.stringify(cut(value));
    if (value instanceof _pyjson_js__WEBPACK_IMPORTED_MODULE_0__/* .PyFloat */ .g$)
        return String(value.value);
    if (Array.isArray(value))
        return value.length === 0 ? 'an empty list' : `a list of ${value.length}`;
    if (typeof value === 'object')
        return 'an object';
    return String(value);
}
function cut(text) {
    return text.length > 60 ? `${text.slice(0, 57)}...` : text;
}
/** The columns the rows have, as an error that names a missing one lists them (20 at most). */
function columnsShown(rows) {
    const present = new Set();
    for (const row of rows)
        for (const name of Object.keys(row))
            present.add(name);
    const names = [...present];
    return names.slice(0, 20).join(', ') + (names.length > 20 ? `, ... (${names.length})` : '');
}


/***/ }),

/***/ 9295:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   ze: () => (/* binding */ caseCollision),
/* harmony export */   zs: () => (/* binding */ slotFile)
/* harmony export */ });
/* unused harmony export slotOfFile */
/**
 * Model slot ids name baseline files (`.evalgate/baselines/<suite>/<encoded id>.json`). The
 * encoding is reversible, so two different ids can never share a file: a file can only ever
 * belong to the one id it decodes to.
 *
 * - `/` separates folders, as users expect for ids such as `vendor/model`;
 * - letters, digits, `_`, `-`, and `.` inside a segment stay as they are;
 * - every other character, a `.` at the start or end of a segment, and `%` itself become
 *   `%XX` per UTF-8 byte (so `.` and `..` can never climb out of the folder);
 * - an id with an empty segment (`a//b`, `/a`, `a/`) is written as one flat name with each `/`
 *   as `%2F`, so it cannot land on the id without the empty segment.
 */
/** The longest file or folder name most file systems accept, in bytes. */
const MAX_SEGMENT_BYTES = 250;
const PLAIN = /^[A-Za-z0-9_.-]$/;
function encodeSegment(segment) {
    let out = '';
    const chars = [...segment];
    chars.forEach((char, i) => {
        const edgeDot = char === '.' && (i === 0 || i === chars.length - 1);
        if (PLAIN.test(char) && !edgeDot)
            out += char;
        else
            for (const byte of new TextEncoder().encode(char))
                out += `%${hex(byte)}`;
    });
    return out;
}
function hex(byte) {
    return byte.toString(16).toUpperCase().padStart(2, '0');
}
/**
 * The baseline file of a slot, relative to the suite's baseline folder, with `/` separators;
 * or an error sentence when the id cannot name a file.
 */
function slotFile(id) {
    if (id.length === 0)
        return { ok: false, why: 'an empty id names no file' };
    if (/\p{Cc}/u.test(id))
        return { ok: false, why: 'control characters cannot name a file' };
    const segments = id.split('/');
    const encoded = segments.some((s) => s === '')
        ? [encodeSegment(id)]
        : segments.map(encodeSegment);
    encoded[encoded.length - 1] += '.json';
    const long = encoded.find((s) => new TextEncoder().encode(s).length > MAX_SEGMENT_BYTES);
    if (long !== undefined) {
        return {
            ok: false,
            why: `a part of it becomes a file name of more than ${MAX_SEGMENT_BYTES} bytes (${long.slice(0, 40)}…)`,
        };
    }
    return { ok: true, file: encoded.join('/') };
}
/** The slot id a baseline file name stands for (the inverse of slotFile), or null. */
function slotOfFile(file) {
    if (!file.endsWith('.json'))
        return null;
    const parts = file.slice(0, -'.json'.length).split('/');
    try {
        const id = parts.map((p) => decodeURIComponent(p)).join('/');
        const back = slotFile(id);
        // Only canonical names decode: `a%2Db.json` is not the file of `a-b`.
        return back.ok && back.file === file ? id : null;
    }
    catch {
        return null;
    }
}
/** Two slot files that a case-insensitive file system (macOS, Windows) would take as one. */
function caseCollision(ids) {
    const seen = new Map();
    for (const id of ids) {
        const file = slotFile(id);
        if (!file.ok)
            continue;
        const key = file.file.toLowerCase();
        const other = seen.get(key);
        if (other !== undefined && other !== id)
            return [other, id];
        seen.set(key, id);
    }
    return null;
}


/***/ })

};
