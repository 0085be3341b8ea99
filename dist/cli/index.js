#!/usr/bin/env node
import { createRequire as __WEBPACK_EXTERNAL_createRequire } from "module";
/******/ var __webpack_modules__ = ({

/***/ 486:
/***/ ((module, __unused_webpack___webpack_exports__, __nccwpck_require__) => {

__nccwpck_require__.a(module, async (__webpack_handle_async_dependencies__, __webpack_async_result__) => { try {
/* harmony import */ var node_module__WEBPACK_IMPORTED_MODULE_0__ = __nccwpck_require__(8995);
/* harmony import */ var node_module__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__nccwpck_require__.n(node_module__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var _main_js__WEBPACK_IMPORTED_MODULE_1__ = __nccwpck_require__(4298);


// Node 22.1 and later can keep the compiled code of the command chunks between runs (in the
// system's temp folder; NODE_DISABLE_COMPILE_CACHE turns it off). Node 20 has no such cache.
// Not on CI: a self-hosted runner's temp folder outlives its jobs, so a pull request's job could
// leave compiled code there for a later job on the default branch to run.
if (!process.env.CI && !process.env.GITHUB_ACTIONS) {
    node_module__WEBPACK_IMPORTED_MODULE_0___default().enableCompileCache?.();
}
// A reader that stops early (`evalgate slice --json | head`) closes the pipe: that ends the
// output, it is not an error worth a stack trace.
for (const stream of [process.stdout, process.stderr]) {
    stream.on('error', (error) => {
        if (error.code === 'EPIPE')
            process.exit(process.exitCode ?? 0);
        throw error;
    });
}
// Ctrl-C during a run stops it cleanly (the command says what was kept and exits 130); a second
// Ctrl-C exits at once. Outside a run, SIGINT keeps its default.
function interrupts() {
    const controller = new AbortController();
    const onSigint = () => {
        if (controller.signal.aborted)
            process.exit(130);
        controller.abort();
    };
    process.on('SIGINT', onSigint);
    return {
        signal: controller.signal,
        // Once interrupted, the handler stays until exit, so the second Ctrl-C still exits at once.
        release: () => {
            if (!controller.signal.aborted)
                process.off('SIGINT', onSigint);
        },
    };
}
process.exitCode = await (0,_main_js__WEBPACK_IMPORTED_MODULE_1__/* .main */ .i)(process.argv.slice(2), {
    stdout: (text) => process.stdout.write(text),
    stderr: (text) => process.stderr.write(text),
    isTTY: process.stderr.isTTY === true,
    interrupts,
});

__webpack_async_result__();
} catch(e) { __webpack_async_result__(e); } }, 1);

/***/ }),

/***/ 3097:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {


// EXPORTS
__nccwpck_require__.d(__webpack_exports__, {
  eb: () => (/* binding */ UsageError),
  RF: () => (/* binding */ guardedIO),
  ct: () => (/* binding */ warnSliceSize),
  Yf: () => (/* binding */ warnTo)
});

// EXTERNAL MODULE: ./src/core/stats.ts
var stats = __nccwpck_require__(8796);
;// CONCATENATED MODULE: ./src/core/detectable.ts

/**
 * The warning `slice --write`, `run` and `gate` print when a slice of `size` items cannot see
 * `gate.max_drop` even in the best case (no item flipping back and forth between builds), so a
 * team learns it before anything is measured, not from a report after a regression slipped by.
 * The figures are stats.ts's exact ones: the smallest drop the exact McNemar test at gate.alpha
 * detects with 80% power on this many items, and the fewest items that detect gate.max_drop.
 * Undefined when the slice can see the threshold, or when the threshold is 0 (every drop fails).
 */
function sliceSizeWarning(size, gate) {
    const maxDrop = gate.max_drop;
    if (!(maxDrop > 0) || size < 1)
        return undefined;
    const mdd = (0,stats/* minDetectableDrop */.V4)({ n: size, alpha: gate.alpha });
    if (mdd <= maxDrop)
        return undefined;
    const needed = (0,stats/* itemsToDetect */.xO)(maxDrop, 0, gate.alpha);
    const points = `${maxDrop} point${maxDrop === 1 ? '' : 's'}`;
    const sees = Number.isFinite(mdd)
        ? `the smallest drop it detects with 80% power is ${mdd.toFixed(1)} points`
        : `no drop at all reaches 80% power on ${size} item${size === 1 ? '' : 's'}`;
    const fix = Number.isFinite(needed)
        ? `${needed} items would see ${points}`
        : `no slice of up to 1,000,000 items would see ${points}`;
    return `slice.size ${size}: a ${size}-item slice cannot see a drop of ${points} (gate.max_drop); ${sees} (exact McNemar test at gate.alpha ${gate.alpha}, no flips); ${fix}`;
}

// EXTERNAL MODULE: ./src/core/text.ts
var core_text = __nccwpck_require__(2020);
;// CONCATENATED MODULE: ./src/cli/io.ts


/**
 * The one door of everything the CLI prints: both streams through `commandFreeWriter`, so no
 * slot id, build, model name or error body a command prints can start a workflow command in a
 * runner's log, whichever command path printed it.
 */
function guardedIO(io) {
    return {
        stdout: (0,core_text/* commandFreeWriter */.xz)(io.stdout),
        stderr: (0,core_text/* commandFreeWriter */.xz)(io.stderr),
        ...(io.isTTY === undefined ? {} : { isTTY: io.isTTY }),
        ...(io.interrupts ? { interrupts: io.interrupts } : {}),
    };
}
/** Thrown for wrong flags or arguments; exit code 2 with the usage of the command. */
class UsageError extends Error {
    name = 'UsageError';
}
/**
 * The warning of `sliceSizeWarning` for a slice of `size` items under this gate, on stderr (never
 * stdout, which carries `--json`), when the slice cannot see gate.max_drop.
 */
function warnSliceSize(io, size, gate) {
    const warning = sliceSizeWarning(size, gate);
    if (warning)
        warnTo(io)(warning);
}
/** Config warnings of a command, on its stderr. */
function warnTo(io) {
    return (message) => io.stderr(`evalgate: warning: ${message}\n`);
}


/***/ }),

/***/ 4298:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {


// EXPORTS
__nccwpck_require__.d(__webpack_exports__, {
  i: () => (/* binding */ main)
});

// UNUSED EXPORTS: EXIT

;// CONCATENATED MODULE: external "node:util"
const external_node_util_namespaceObject = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:util");
// EXTERNAL MODULE: ./src/core/errors.ts
var errors = __nccwpck_require__(4296);
// EXTERNAL MODULE: ./src/core/text.ts
var core_text = __nccwpck_require__(2020);
// EXTERNAL MODULE: ./src/core/version.ts
var version = __nccwpck_require__(3323);
// EXTERNAL MODULE: ./src/engine/secrets.ts + 1 modules
var secrets = __nccwpck_require__(3068);
;// CONCATENATED MODULE: ./src/cli/commands-table.ts
/**
 * Every command of the CLI, as data: the help texts, the README's command table and the option
 * parsers are all derived from this one table, so what the help lists is what a command accepts.
 * Pure data on purpose: `--help`, `--version` and `slice` load it, and it must not pull in the
 * provider, GitHub or report code (nor name their endpoints).
 */
const JSON_OPTION = {
    name: 'json',
    type: 'boolean',
    meaning: 'Print one JSON document on stdout and nothing else there (an error as {"error": ...}); progress and warnings go to stderr.',
};
/** gate's and diff's markdown report: to a file, or the whole of it on stdout. */
const REPORT_OPTION = {
    name: 'report',
    type: 'string',
    value: 'FILE|-',
    unset: 'no file',
    meaning: 'Write the markdown report to FILE; - prints it on stdout (not with --json).',
};
const BAD_INPUT = 'bad input: usage, config, data or a file that cannot be read or written';
const OK = { code: 0, meaning: 'ok' };
const INTERRUPTED = {
    code: 130,
    meaning: 'interrupted by Ctrl-C (SIGINT)',
};
const CONFIG_ONE = {
    name: 'config',
    type: 'string',
    value: 'FILE',
    default: 'evalgate.yml',
    meaning: 'The suite config; the history and baselines live in .evalgate/ beside it.',
};
const CONFIG_MANY = {
    name: 'config',
    type: 'string',
    multiple: true,
    value: 'FILE',
    default: 'evalgate.yml',
    meaning: "The suite config; give several (repeat it, or a glob such as 'suites/*.yml') to do each suite in turn, the exit code the worst of them.",
};
const MODEL_FILTER = {
    name: 'model',
    type: 'string',
    multiple: true,
    value: 'ID',
    unset: 'every model entry',
    meaning: "Only the model entries with these ids (the config's models[].id).",
};
/** The commands, in the order the help and the README list them. */
const COMMAND_TABLE = [
    {
        name: 'init',
        summary: 'write a first evalgate.yml, the .gitignore lines and the GitHub workflows',
        synopsis: 'init [--dataset FILE] [--provider openai|anthropic|command] [--model NAME] [--base-url URL] [--api-key-env VAR] [--command ARGV] [--single-job] [--dir DIR] [--force]',
        options: [
            {
                name: 'dataset',
                type: 'string',
                value: 'FILE',
                unset: 'an example dataset of 3 rows, written to data/items.jsonl',
                meaning: 'The dataset to gate on (.jsonl .json .csv .parquet); its fields are inferred from its rows.',
            },
            {
                name: 'provider',
                type: 'string',
                value: 'openai|anthropic|command',
                default: 'openai',
                meaning: 'The kind of endpoint of the model entry: any OpenAI-compatible API, Anthropic, or a local command.',
            },
            {
                name: 'model',
                type: 'string',
                value: 'NAME',
                unset: 'none; required with openai and anthropic',
                meaning: 'The model (build) to gate, as the endpoint names it, e.g. gpt-4o-mini.',
            },
            {
                name: 'base-url',
                type: 'string',
                value: 'URL',
                unset: "the vendor's public endpoint",
                meaning: 'The http or https URL of the endpoint (openai and anthropic only).',
            },
            {
                name: 'api-key-env',
                type: 'string',
                value: 'VAR',
                unset: 'OPENAI_API_KEY or ANTHROPIC_API_KEY, by --provider',
                meaning: 'The environment variable (and repository secret) that holds the key; the key itself is never written. Not a name starting with ACTIONS_, GITHUB_, INPUT_ or RUNNER_.',
            },
            {
                name: 'command',
                type: 'string',
                value: 'ARGV',
                unset: 'none; required with --provider command',
                meaning: 'The command that answers each request (JSON on its stdin, the answer on its stdout), e.g. "python3 run_model.py".',
            },
            {
                name: 'single-job',
                type: 'boolean',
                meaning: 'Write the one-job form, .github/workflows/evalgate.yml, instead of the two-job recipe (evalgate-measure.yml and evalgate-verdict.yml): safe only where no pull request brings code that runs in the job, such as a command slot.',
            },
            {
                name: 'dir',
                type: 'string',
                value: 'DIR',
                unset: 'the current folder',
                meaning: 'The folder to write evalgate.yml, .gitignore and the workflows (.github/workflows/) into.',
            },
            {
                name: 'force',
                type: 'boolean',
                meaning: 'Overwrite files that already exist; without it init refuses and writes nothing.',
            },
        ],
        exitCodes: [
            { code: 0, meaning: 'the files were written' },
            { code: 2, meaning: `${BAD_INPUT}, or a file exists and --force was not given` },
        ],
    },
    {
        name: 'slice',
        summary: 'build the pinned slice; check or pin its fingerprint',
        synopsis: 'slice [--config FILE]... [--write] [--json]',
        options: [
            CONFIG_MANY,
            {
                name: 'write',
                type: 'boolean',
                meaning: "Pin the slice's fingerprint in the config (slice.fingerprint) and write its manifest to .evalgate/slices/<suite>.json; without it the pinned fingerprint is only checked.",
            },
            JSON_OPTION,
        ],
        exitCodes: [
            { code: 0, meaning: 'the slice matches its pinned fingerprint (or was pinned with --write)' },
            { code: 2, meaning: `${BAD_INPUT}, or the slice does not match its pinned fingerprint` },
        ],
    },
    {
        name: 'run',
        summary: 'rerun the slice against each model entry; one run record per entry',
        synopsis: 'run [--config FILE]... [--model ID]... [--out DIR] [--no-cache] [--record FILE] [--dry-run] [--json]',
        variants: [
            {
                synopsis: 'run --shard I/N [--config FILE] [--model ID]... [--out DIR] [--json]',
                summary: 'run part I of N of the slice only (round-robin) and write a partial record',
            },
        ],
        options: [
            CONFIG_MANY,
            MODEL_FILTER,
            {
                name: 'out',
                type: 'string',
                value: 'DIR',
                unset: 'the history only, .evalgate/runs/<suite>/ beside the config',
                meaning: 'Also write a copy of each run record into DIR; a partial record (--shard) goes only there, or without --out to .evalgate/shards/<suite>/.',
            },
            {
                name: 'no-cache',
                type: 'boolean',
                meaning: 'Neither read nor write the response cache (.evalgate/cache beside the config); without it cached answers stand in for requests.',
            },
            {
                name: 'record',
                type: 'string',
                value: 'FILE',
                unset: 'nothing is recorded',
                meaning: 'Append every answer to FILE as a cassette (JSON lines), for a model entry with provider: replay to answer from later.',
            },
            {
                name: 'dry-run',
                type: 'boolean',
                meaning: 'Call no model: print the requests, tokens and cost a run would have, and name every missing key.',
            },
            {
                name: 'shard',
                type: 'string',
                value: 'I/N',
                unset: 'the whole slice',
                meaning: 'Run only part I of N of the slice (round-robin over slice order) and write a partial record, to join with evalgate merge.',
            },
            JSON_OPTION,
        ],
        exitCodes: [
            { code: 0, meaning: 'every model entry was measured' },
            {
                code: 1,
                meaning: 'a run stopped early, or its errors exceed gate.max_error_rate (printed by cause)',
            },
            {
                code: 2,
                meaning: `${BAD_INPUT}; a fingerprint mismatch; missing credentials (with --dry-run too); a fatal provider answer such as 401 or 404`,
            },
            INTERRUPTED,
        ],
    },
    {
        name: 'collect',
        summary: 'collect the batches earlier runs submitted into run records',
        synopsis: 'collect [--config FILE] [--model ID]... [--out DIR] [--json]',
        options: [
            CONFIG_ONE,
            MODEL_FILTER,
            {
                name: 'out',
                type: 'string',
                value: 'DIR',
                unset: 'the history only, .evalgate/runs/<suite>/ beside the config',
                meaning: 'Also write a copy of each run record into DIR.',
            },
            JSON_OPTION,
        ],
        exitCodes: [
            { code: 0, meaning: 'every batch had ended and is recorded' },
            {
                code: 1,
                meaning: 'a collected run is incomplete, or its errors exceed gate.max_error_rate',
            },
            { code: 2, meaning: `${BAD_INPUT}; missing credentials` },
            {
                code: 3,
                meaning: 'a batch is still running: nothing was recorded for it, collect again later',
            },
        ],
    },
    {
        name: 'diff',
        summary: 'compare a stored run with its baseline',
        synopsis: 'diff --run FILE [--config FILE] [--baseline FILE] [--report FILE|-] [--junit FILE] [--json]',
        options: [
            {
                name: 'run',
                type: 'string',
                value: 'FILE',
                required: true,
                meaning: 'The run record to judge (written by run, collect, merge or import).',
            },
            CONFIG_ONE,
            {
                name: 'baseline',
                type: 'string',
                value: 'FILE',
                unset: "the model entry's committed baseline, .evalgate/baselines/<suite>/<model>.json",
                meaning: 'Compare with this run record instead.',
            },
            REPORT_OPTION,
            {
                name: 'junit',
                type: 'string',
                value: 'FILE',
                unset: 'no file',
                meaning: 'Write JUnit XML to FILE: one test case per model (and per subject).',
            },
            JSON_OPTION,
        ],
        exitCodes: [
            { code: 0, meaning: 'the gate passed' },
            { code: 1, meaning: 'the gate failed: regressed, incomparable or errored' },
            { code: 2, meaning: BAD_INPUT },
        ],
    },
    {
        name: 'gate',
        summary: 'run, compare with the committed baselines and report; measures anew',
        synopsis: 'gate [--config FILE]... [--model ID]... [--report FILE|-] [--junit FILE] [--cache] [--json]',
        variants: [
            {
                synopsis: 'gate --run FILE... [--config FILE] [--report FILE|-] [--junit FILE] [--json]',
                summary: 'gate imported records against their baselines, no rerun',
            },
        ],
        options: [
            CONFIG_MANY,
            {
                ...MODEL_FILTER,
                meaning: "Measure only the model entries with these ids (the config's models[].id); ignored with --run.",
            },
            {
                name: 'run',
                type: 'string',
                multiple: true,
                value: 'FILE',
                unset: 'measure the model entries',
                meaning: 'Gate these imported records (evalgate import) against their baselines, without rerunning; --config lends only its gate: settings.',
            },
            REPORT_OPTION,
            {
                name: 'junit',
                type: 'string',
                value: 'FILE',
                unset: 'no file',
                meaning: 'Write JUnit XML to FILE: one test case per suite and model (and per subject).',
            },
            {
                name: 'cache',
                type: 'boolean',
                meaning: 'Let answers from the response cache (.evalgate/cache beside the config) stand in for requests; without it every item is measured anew.',
            },
            {
                name: 'no-cache',
                type: 'boolean',
                meaning: 'What gate does anyway (measure anew); accepted for older scripts, refused together with --cache.',
            },
            JSON_OPTION,
        ],
        exitCodes: [
            { code: 0, meaning: 'the gate passed' },
            {
                code: 1,
                meaning: 'the gate failed: regressed, incomparable or errored (errors above gate.max_error_rate)',
            },
            {
                code: 2,
                meaning: `${BAD_INPUT}; a fingerprint mismatch; missing credentials; a fatal provider answer such as 401 or 404`,
            },
            INTERRUPTED,
        ],
    },
    {
        name: 'freeze',
        summary: 'write runs as the new baselines',
        synopsis: 'freeze --run FILE... [--config FILE] [--note TEXT] [--json]',
        options: [
            {
                name: 'run',
                type: 'string',
                multiple: true,
                value: 'FILE',
                required: true,
                meaning: "The run records to accept; each becomes its model entry's baseline, .evalgate/baselines/<suite>/<model>.json beside the config.",
            },
            {
                ...CONFIG_ONE,
                meaning: "The suite config; a run measured under another protocol than it defines now is refused. Imported records need none: their baselines go beside this file's path.",
            },
            {
                name: 'note',
                type: 'string',
                value: 'TEXT',
                unset: 'no note',
                meaning: 'Why the bar moves, kept in each baseline beside the commit it was frozen at.',
            },
            JSON_OPTION,
        ],
        exitCodes: [
            { code: 0, meaning: 'the baselines were written' },
            {
                code: 2,
                meaning: `${BAD_INPUT}, or a run that cannot be a baseline (partial, incomplete, another protocol)`,
            },
        ],
    },
    {
        name: 'history',
        summary: 'past scores by build, from the local history',
        synopsis: 'history [--config FILE] [--model ID]... [--json]',
        options: [
            {
                ...CONFIG_ONE,
                meaning: 'The suite config; its history is .evalgate/runs/<suite>/ beside it.',
            },
            MODEL_FILTER,
            JSON_OPTION,
        ],
        exitCodes: [OK, { code: 2, meaning: BAD_INPUT }],
    },
    {
        name: 'export',
        summary: 'the history as SQLite: tables eval_runs and eval_items, view eval_subjects',
        synopsis: 'export --sqlite FILE [--config FILE | --history DIR] [--json]',
        options: [
            {
                name: 'sqlite',
                type: 'string',
                value: 'FILE',
                required: true,
                meaning: 'The SQLite database to write (replaced if it exists), with every run of every suite.',
            },
            {
                ...CONFIG_ONE,
                meaning: 'The history read is .evalgate/runs/ beside this config.',
            },
            {
                name: 'history',
                type: 'string',
                value: 'DIR',
                unset: '.evalgate/runs/ beside --config',
                meaning: 'Read the history from this folder instead (one subfolder per suite).',
            },
            JSON_OPTION,
        ],
        exitCodes: [OK, { code: 2, meaning: BAD_INPUT }],
    },
    {
        name: 'report',
        summary: 'render stored runs, with their baselines and trends',
        synopsis: 'report --run FILE... [--config FILE] [--format markdown|html|json] [--out FILE] [--json]',
        options: [
            {
                name: 'run',
                type: 'string',
                multiple: true,
                value: 'FILE',
                required: true,
                meaning: 'The run records to render.',
            },
            {
                name: 'config',
                type: 'string',
                value: 'FILE',
                unset: 'evalgate.yml when it exists, else the runs alone',
                meaning: 'The suite config whose baselines, history and slice the report compares with and quotes.',
            },
            {
                name: 'format',
                type: 'string',
                value: 'markdown|html|json',
                unset: 'markdown, or json with --json',
                meaning: 'The kind of report.',
            },
            {
                name: 'out',
                type: 'string',
                value: 'FILE',
                unset: 'stdout',
                meaning: 'Write the report to FILE.',
            },
            {
                name: 'json',
                type: 'boolean',
                meaning: 'The same as --format json, printed on stdout (not with --out); an error is printed as {"error": ...} too.',
            },
        ],
        exitCodes: [
            { code: 0, meaning: 'the report was written, whatever the verdict' },
            { code: 2, meaning: BAD_INPUT },
        ],
    },
    {
        name: 'merge',
        summary: 'join the partial records of run --shard into one run record',
        synopsis: 'merge --run FILE... [--out DIR] [--json]',
        options: [
            {
                name: 'run',
                type: 'string',
                multiple: true,
                value: 'FILE',
                required: true,
                meaning: 'The partial records, one per shard, of one protocol and build.',
            },
            {
                name: 'out',
                type: 'string',
                value: 'DIR',
                unset: 'the history only, .evalgate/runs/<suite>/ of the current folder',
                meaning: 'Also write a copy of the merged record into DIR.',
            },
            JSON_OPTION,
        ],
        exitCodes: [
            { code: 0, meaning: 'the merged run is complete' },
            { code: 1, meaning: 'the merged run is incomplete (a shard stopped early)' },
            {
                code: 2,
                meaning: `${BAD_INPUT}; gaps, overlaps, a missing shard or one of another run`,
            },
        ],
    },
    {
        name: 'import',
        format: { values: ['lm-eval'] },
        summary: 'lm-evaluation-harness output as run records, one per task or group',
        synopsis: 'import lm-eval --results FILE [--samples FILE...] [--task NAME]... [--metric NAME] [--filter NAME] [--model ID] [--out DIR] [--config FILE] [--json]',
        options: [
            {
                name: 'results',
                type: 'string',
                value: 'FILE',
                required: true,
                meaning: 'The results_<date>.json lm_eval wrote.',
            },
            {
                name: 'samples',
                type: 'string',
                multiple: true,
                value: 'FILE',
                unset: 'no samples, so aggregate scores only and no paired statistics',
                meaning: 'The samples_<task>_<date>.jsonl files of the same run (--log_samples), for per-item outcomes.',
            },
            {
                name: 'task',
                type: 'string',
                multiple: true,
                value: 'NAME',
                unset: 'every task, and no group',
                meaning: 'Import only these tasks or groups (a group, such as mmlu, as one record).',
            },
            {
                name: 'metric',
                type: 'string',
                value: 'NAME',
                unset: "the first of the task's metric_list that can be gated",
                meaning: 'The per-item metric to gate, such as acc or exact_match.',
            },
            {
                name: 'filter',
                type: 'string',
                value: 'NAME',
                unset: 'the first filter the results report',
                meaning: 'The filter whose values to gate, such as flexible-extract.',
            },
            {
                name: 'model',
                type: 'string',
                value: 'ID',
                unset: "model_args' pretrained (or model, engine, ...), else lm-eval's model type",
                meaning: 'The model slot id of the records.',
            },
            {
                name: 'out',
                type: 'string',
                value: 'DIR',
                unset: 'the history only, .evalgate/runs/<task>/ beside --config',
                meaning: 'Also write a copy of each record into DIR.',
            },
            {
                ...CONFIG_ONE,
                meaning: 'The records go to the history beside it; it need not exist.',
            },
            JSON_OPTION,
        ],
        exitCodes: [
            { code: 0, meaning: 'the records were written' },
            {
                code: 2,
                meaning: `${BAD_INPUT}; a metric that cannot be gated; samples that do not match the results`,
            },
        ],
    },
    {
        name: 'compare',
        summary: 'rank the models measured on one slice, with paired statistics, cost and latency',
        synopsis: 'compare [--config FILE] [--run FILE...] [--model ID]... [--report FILE] [--format markdown|html|json] [--json]',
        options: [
            CONFIG_ONE,
            {
                name: 'run',
                type: 'string',
                multiple: true,
                value: 'FILE',
                unset: "each model entry's latest run in the history",
                meaning: 'Compare these run records of the suite.',
            },
            MODEL_FILTER,
            {
                name: 'report',
                type: 'string',
                value: 'FILE',
                unset: 'no file',
                meaning: 'Write the comparison report to FILE, in --format.',
            },
            {
                name: 'format',
                type: 'string',
                value: 'markdown|html|json',
                default: 'markdown',
                meaning: 'The kind of report --report writes.',
            },
            JSON_OPTION,
        ],
        exitCodes: [OK, { code: 2, meaning: BAD_INPUT }],
    },
    {
        name: 'schema',
        summary: 'print the JSON Schema of evalgate.yml',
        synopsis: 'schema',
        options: [],
        exitCodes: [OK, { code: 2, meaning: 'usage: schema takes no options' }],
    },
];
/** The table entry of a command, or undefined for a name that is none. */
function commandSpec(name) {
    return COMMAND_TABLE.find((c) => c.name === name);
}
/** The exit codes every command shares, for the overview. */
const EXIT_CODES = [
    { code: 0, meaning: 'ok, or the gate passed' },
    {
        code: 1,
        meaning: 'the gate failed (gate, diff: regressed, incomparable, errored); a run stopped early or errored above gate.max_error_rate (run, collect, merge); an internal error (EVALGATE_DEBUG=1 prints its stack)',
    },
    {
        code: 2,
        meaning: 'bad input: usage, config, data, fingerprint mismatch, missing credentials, a fatal provider answer such as 401 or 404',
    },
    {
        code: 3,
        meaning: 'collect: a batch is still running; nothing was recorded for it, collect again later',
    },
    { code: 130, meaning: 'interrupted by Ctrl-C (run, gate)' },
];

;// CONCATENATED MODULE: ./src/cli/help.ts

const WIDTH = 100;
const COMMANDS = COMMAND_TABLE;
/** How a command is typed: `import lm-eval`, `gate`. */
function invocation(command) {
    return command.format ? `${command.name} ${command.format.values.join('|')}` : command.name;
}
/** `--run FILE...`, `--json`: an option as its help line names it. */
function optionLabel(option) {
    const value = option.value ? ` ${option.value}${option.multiple ? '...' : ''}` : '';
    return `--${option.name}${value}`;
}
/** What the option is when it is not given, or that it must be. */
function defaultText(option) {
    if (option.required)
        return 'Required.';
    const value = option.default ?? option.unset ?? (option.type === 'boolean' ? 'off' : undefined);
    return value === undefined ? '' : `Default: ${value}.`;
}
/** `evalgate --help`: every command with its summary, the global options and the exit codes. */
function overviewHelp(version) {
    const names = COMMANDS.map(invocation);
    const width = Math.max(...names.map((n) => n.length)) + 2;
    const commands = COMMANDS.map((c, i) => columns('  ', names[i].padEnd(width), c.summary));
    return [
        `evalgate ${version}: a regression gate for LLM evaluations`,
        '',
        'Usage:',
        '  evalgate <command> [options]',
        "  evalgate <command> --help      that command's options, their defaults and its exit codes",
        '  evalgate help <command>        the same',
        '',
        'Commands:',
        ...commands,
        '',
        'A first gate:',
        '  evalgate init --dataset FILE --model NAME',
        '  evalgate slice --config FILE --write',
        '  evalgate run --config FILE',
        '  evalgate freeze --config FILE --run FILE...',
        '  evalgate gate --config FILE',
        '',
        'Global options:',
        ...optionLines([
            ['-h, --help', 'Show this help, or with a command its own.'],
            ['-v, --version', 'Print the version.'],
        ]),
        '',
        'Exit codes:',
        ...exitLines(EXIT_CODES),
        '',
    ].join('\n');
}
/** `evalgate <command> --help`: its usage, its options with meaning and default, its exit codes. */
function commandHelp(command) {
    const usage = [command.synopsis, ...(command.variants ?? []).map((v) => v.synopsis)];
    const options = command.options.map((o) => [
        optionLabel(o),
        [o.meaning, defaultText(o)].filter(Boolean).join(' '),
    ]);
    return [
        `evalgate ${invocation(command)}: ${command.summary}`,
        '',
        'Usage:',
        ...usage.flatMap((line) => synopsisLines(line)),
        '',
        'Options:',
        ...optionLines([...options, ['-h, --help', 'Show this help.']]),
        '',
        'Exit codes:',
        ...exitLines(command.exitCodes),
        '',
    ].join('\n');
}
/**
 * The README's table of commands, aligned the way prettier formats a markdown table, so the
 * README can hold it verbatim and a test can compare the two.
 */
function cliTableMarkdown() {
    const rows = COMMANDS.flatMap((c) => [
        [c.synopsis, c.summary],
        ...(c.variants ?? []).map((v) => [v.synopsis, v.summary]),
    ]).map(([synopsis, summary]) => [`\`evalgate ${synopsis}\``.replaceAll('|', '\\|'), summary]);
    const header = ['command', 'what it does'];
    const widths = [0, 1].map((i) => Math.max(3, ...[header, ...rows].map((r) => r[i].length)));
    const line = (cells) => `| ${cells.map((cell, i) => cell.padEnd(widths[i])).join(' | ')} |`;
    return [
        line(header),
        line(widths.map((w) => '-'.repeat(w))),
        ...rows.map((r) => line(r)),
        '',
    ].join('\n');
}
/** A synopsis, wrapped between its bracketed groups, continuation lines indented under it. */
function synopsisLines(synopsis) {
    const words = synopsis.match(/\[[^\]]*\](?:\.\.\.)?|\S+/g) ?? [];
    const head = `  evalgate ${words.slice(0, synopsis.startsWith('import ') ? 2 : 1).join(' ')} `;
    const rest = words.slice(synopsis.startsWith('import ') ? 2 : 1);
    return wrap(rest, head, ' '.repeat(head.length));
}
function optionLines(rows) {
    const width = Math.min(24, Math.max(...rows.map(([label]) => label.length)) + 2);
    return rows.flatMap(([label, text]) => label.length + 2 > width
        ? [`  ${label}`, ...wrap(text.split(' '), `  ${' '.repeat(width)}`)]
        : columns('  ', label.padEnd(width), text));
}
function exitLines(codes) {
    return codes.flatMap((c) => columns('  ', String(c.code).padEnd(5), c.meaning));
}
/** A label, then its text wrapped to the width, later lines indented to the text's column. */
function columns(indent, label, text) {
    const first = `${indent}${label}`;
    return wrap(text.split(' '), first, ' '.repeat(first.length));
}
function wrap(words, first, next = first) {
    const lines = [];
    let line = first;
    let empty = true;
    for (const word of words) {
        if (!empty && line.length + 1 + word.length > WIDTH) {
            lines.push(line);
            line = next + word;
        }
        else {
            line += (empty ? '' : ' ') + word;
        }
        empty = false;
    }
    lines.push(line);
    return lines.map((l) => l.trimEnd());
}
const TABLE_START = '<!-- cli-table:start -->';
const TABLE_END = '<!-- cli-table:end -->';
/** The README's command table: the text between its markers. */
function readmeCliTable(readme) {
    const start = readme.indexOf(TABLE_START);
    const end = readme.indexOf(TABLE_END);
    if (start < 0 || end < start) {
        throw new Error(`README.md: expected the markers ${TABLE_START} and ${TABLE_END}`);
    }
    return readme.slice(start + TABLE_START.length, end).trim();
}
/** The README with `table` between its markers. */
function replaceCliTable(readme, table) {
    const current = readmeCliTable(readme);
    const start = readme.indexOf(TABLE_START) + TABLE_START.length;
    const end = readme.indexOf(TABLE_END);
    return current === table.trim()
        ? readme
        : `${readme.slice(0, start)}\n\n${table.trim()}\n\n${readme.slice(end)}`;
}

// EXTERNAL MODULE: ./src/cli/io.ts + 1 modules
var cli_io = __nccwpck_require__(3097);
;// CONCATENATED MODULE: ./src/cli/main.ts








// Commands load when they run (dynamic import; the bundle keeps each in its own chunk), so
// `--help`, `--version` and `slice` never load the GitHub, provider, SQLite or report stacks.
const forEachConfig = async (...args) => (await Promise.all(/* import() */[__nccwpck_require__.e(311), __nccwpck_require__.e(720), __nccwpck_require__.e(967), __nccwpck_require__.e(914), __nccwpck_require__.e(567), __nccwpck_require__.e(991)]).then(__nccwpck_require__.bind(__nccwpck_require__, 8991))).forEachConfig(...args);
const EXIT = { ok: 0, gateFailed: 1, badInput: 2, batchRunning: 3 };
const main_COMMANDS = COMMAND_TABLE.map((c) => c.name);
/** Runs one CLI invocation and returns its exit code; never throws. */
async function main(argv, streams) {
    const io = (0,cli_io/* guardedIO */.RF)(streams);
    const [command, ...rest] = argv;
    const wantsJson = rest.includes('--json');
    try {
        const spec = command === undefined ? undefined : commandSpec(command);
        if (spec && (rest.includes('--help') || rest.includes('-h'))) {
            io.stdout(commandHelp(spec));
            return EXIT.ok;
        }
        switch (command) {
            case undefined:
            case '-h':
            case '--help':
                io.stdout(overviewHelp(version/* VERSION */.x));
                return command === undefined ? EXIT.badInput : EXIT.ok;
            case 'help': {
                const topic = rest[0];
                if (topic === undefined || topic === '--help' || topic === '-h') {
                    io.stdout(overviewHelp(version/* VERSION */.x));
                    return EXIT.ok;
                }
                io.stdout(commandHelp(specOf(topic)));
                return EXIT.ok;
            }
            case '-v':
            case '--version':
                io.stdout(`${version/* VERSION */.x}\n`);
                return EXIT.ok;
        }
        return await dispatch(specOf(command).name, rest, io);
    }
    catch (error) {
        return reportError(error, io, wantsJson);
    }
}
function specOf(command) {
    const spec = commandSpec(command);
    if (spec)
        return spec;
    const guess = (0,core_text/* closestName */.Nf)(command, main_COMMANDS);
    throw new cli_io/* UsageError */.eb(`unknown command "${command}"${guess ? ` (did you mean "${guess}"?)` : ''}; expected one of: ${main_COMMANDS.join(', ')}`);
}
/** One case per command of the table: its options parsed, its module loaded when it runs. */
async function dispatch(command, rest, io) {
    switch (command) {
        case 'slice': {
            const values = parse(command, rest);
            return await forEachConfig(command, values.config, values, io, async (config, out) => (await Promise.all(/* import() */[__nccwpck_require__.e(311), __nccwpck_require__.e(720), __nccwpck_require__.e(967), __nccwpck_require__.e(914), __nccwpck_require__.e(563), __nccwpck_require__.e(779)]).then(__nccwpck_require__.bind(__nccwpck_require__, 9779))).sliceCommand({ ...values, config }, out), reportError);
        }
        case 'run': {
            const values = parse(command, rest);
            return await forEachConfig(command, values.config, values, io, async (config, out) => (await Promise.all(/* import() */[__nccwpck_require__.e(311), __nccwpck_require__.e(720), __nccwpck_require__.e(967), __nccwpck_require__.e(914), __nccwpck_require__.e(567), __nccwpck_require__.e(266), __nccwpck_require__.e(563), __nccwpck_require__.e(569), __nccwpck_require__.e(336), __nccwpck_require__.e(948)]).then(__nccwpck_require__.bind(__nccwpck_require__, 7948))).runCommand({ ...values, config }, out, process.env), reportError);
        }
        case 'collect': {
            const values = parse(command, rest);
            const { collectCommand } = await Promise.all(/* import() */[__nccwpck_require__.e(311), __nccwpck_require__.e(720), __nccwpck_require__.e(967), __nccwpck_require__.e(914), __nccwpck_require__.e(567), __nccwpck_require__.e(266), __nccwpck_require__.e(563), __nccwpck_require__.e(569), __nccwpck_require__.e(336), __nccwpck_require__.e(948)]).then(__nccwpck_require__.bind(__nccwpck_require__, 7948));
            return await collectCommand(values, io, process.env);
        }
        case 'gate': {
            const values = parse(command, rest);
            // --run gates imported records; the config (one) only lends its gate settings.
            const { gateCommand } = await Promise.all(/* import() */[__nccwpck_require__.e(311), __nccwpck_require__.e(720), __nccwpck_require__.e(967), __nccwpck_require__.e(914), __nccwpck_require__.e(567), __nccwpck_require__.e(266), __nccwpck_require__.e(563), __nccwpck_require__.e(569), __nccwpck_require__.e(922), __nccwpck_require__.e(201), __nccwpck_require__.e(336), __nccwpck_require__.e(692)]).then(__nccwpck_require__.bind(__nccwpck_require__, 692));
            if (values.run.length) {
                return await gateCommand({ ...values, config: values.config[0] }, io, process.env);
            }
            return await forEachConfig(command, values.config, values, io, (config, out, files) => gateCommand({ ...values, config, ...files }, out, process.env), reportError);
        }
        case 'diff': {
            const values = parse(command, rest);
            if (!values.run)
                throw new cli_io/* UsageError */.eb('diff: expected --run FILE');
            const { diffCommand } = await Promise.all(/* import() */[__nccwpck_require__.e(311), __nccwpck_require__.e(720), __nccwpck_require__.e(967), __nccwpck_require__.e(914), __nccwpck_require__.e(567), __nccwpck_require__.e(266), __nccwpck_require__.e(563), __nccwpck_require__.e(569), __nccwpck_require__.e(922), __nccwpck_require__.e(201), __nccwpck_require__.e(336), __nccwpck_require__.e(692)]).then(__nccwpck_require__.bind(__nccwpck_require__, 692));
            return await diffCommand({ ...values, run: values.run }, io);
        }
        case 'freeze': {
            const values = parse(command, rest);
            const { freezeCommand } = await Promise.all(/* import() */[__nccwpck_require__.e(311), __nccwpck_require__.e(720), __nccwpck_require__.e(967), __nccwpck_require__.e(914), __nccwpck_require__.e(567), __nccwpck_require__.e(266), __nccwpck_require__.e(563), __nccwpck_require__.e(569), __nccwpck_require__.e(922), __nccwpck_require__.e(336), __nccwpck_require__.e(682)]).then(__nccwpck_require__.bind(__nccwpck_require__, 7682));
            return await freezeCommand(values, io, process.env);
        }
        case 'history': {
            const values = parse(command, rest);
            const { historyCommand } = await Promise.all(/* import() */[__nccwpck_require__.e(311), __nccwpck_require__.e(720), __nccwpck_require__.e(967), __nccwpck_require__.e(914), __nccwpck_require__.e(567), __nccwpck_require__.e(266), __nccwpck_require__.e(439)]).then(__nccwpck_require__.bind(__nccwpck_require__, 2439));
            return await historyCommand(values, io);
        }
        case 'export': {
            const values = parse(command, rest);
            const { exportCommand } = await Promise.all(/* import() */[__nccwpck_require__.e(311), __nccwpck_require__.e(720), __nccwpck_require__.e(967), __nccwpck_require__.e(914), __nccwpck_require__.e(567), __nccwpck_require__.e(266), __nccwpck_require__.e(439)]).then(__nccwpck_require__.bind(__nccwpck_require__, 2439));
            return await exportCommand(values, io);
        }
        case 'report': {
            const { json, ...values } = parse(command, rest);
            if (json && values.out !== undefined) {
                throw new cli_io/* UsageError */.eb('report: --json prints the report on stdout; to write it to a file, give --format json --out FILE');
            }
            if (json && values.format !== undefined && values.format !== 'json') {
                throw new cli_io/* UsageError */.eb(`report: --json contradicts --format ${values.format}; give one`);
            }
            const format = values.format ?? (json ? 'json' : 'markdown');
            const { reportCommand } = await Promise.all(/* import() */[__nccwpck_require__.e(311), __nccwpck_require__.e(720), __nccwpck_require__.e(967), __nccwpck_require__.e(914), __nccwpck_require__.e(567), __nccwpck_require__.e(266), __nccwpck_require__.e(563), __nccwpck_require__.e(569), __nccwpck_require__.e(922), __nccwpck_require__.e(201), __nccwpck_require__.e(897)]).then(__nccwpck_require__.bind(__nccwpck_require__, 2897));
            return await reportCommand({ ...values, format }, io);
        }
        case 'merge': {
            const values = parse(command, rest);
            const { mergeCommand } = await Promise.all(/* import() */[__nccwpck_require__.e(311), __nccwpck_require__.e(720), __nccwpck_require__.e(967), __nccwpck_require__.e(914), __nccwpck_require__.e(567), __nccwpck_require__.e(266), __nccwpck_require__.e(119)]).then(__nccwpck_require__.bind(__nccwpck_require__, 3119));
            return await mergeCommand(values, io);
        }
        case 'import': {
            const formats = commandSpec(command).format.values;
            const [format, ...more] = rest;
            if (!format || !formats.includes(format)) {
                throw new cli_io/* UsageError */.eb(`import: expected the output format to import (${formats.join(', ')}), found ${format === undefined ? 'nothing' : JSON.stringify(format)}`);
            }
            const values = parse(command, more);
            const { importCommand } = await Promise.all(/* import() */[__nccwpck_require__.e(311), __nccwpck_require__.e(720), __nccwpck_require__.e(967), __nccwpck_require__.e(914), __nccwpck_require__.e(567), __nccwpck_require__.e(266), __nccwpck_require__.e(563), __nccwpck_require__.e(569), __nccwpck_require__.e(922), __nccwpck_require__.e(201), __nccwpck_require__.e(332)]).then(__nccwpck_require__.bind(__nccwpck_require__, 7332));
            return await importCommand(values, io, process.env);
        }
        case 'init': {
            const values = parse(command, rest);
            const { initCommand } = await Promise.all(/* import() */[__nccwpck_require__.e(311), __nccwpck_require__.e(720), __nccwpck_require__.e(967), __nccwpck_require__.e(914), __nccwpck_require__.e(563), __nccwpck_require__.e(1)]).then(__nccwpck_require__.bind(__nccwpck_require__, 3001));
            return await initCommand(values, io);
        }
        case 'compare': {
            const values = parse(command, rest);
            const { compareCommand } = await Promise.all(/* import() */[__nccwpck_require__.e(311), __nccwpck_require__.e(720), __nccwpck_require__.e(967), __nccwpck_require__.e(914), __nccwpck_require__.e(567), __nccwpck_require__.e(266), __nccwpck_require__.e(201), __nccwpck_require__.e(840)]).then(__nccwpck_require__.bind(__nccwpck_require__, 9840));
            return await compareCommand(values, io, process.env);
        }
        case 'schema': {
            parse(command, rest);
            const { configJsonSchema } = await Promise.all(/* import() */[__nccwpck_require__.e(311), __nccwpck_require__.e(967), __nccwpck_require__.e(68)]).then(__nccwpck_require__.bind(__nccwpck_require__, 687));
            io.stdout(`${JSON.stringify(configJsonSchema(), null, 2)}\n`);
            return EXIT.ok;
        }
    }
}
/** The parser's options of a command, from its table entry: what the help lists is accepted. */
function parserOptions(spec) {
    return Object.fromEntries(spec.options.map((o) => [
        o.name,
        o.type === 'boolean'
            ? { type: 'boolean', default: false }
            : o.multiple
                ? { type: 'string', multiple: true, default: o.default === undefined ? [] : [o.default] }
                : { type: 'string', ...(o.default === undefined ? {} : { default: o.default }) },
    ]));
}
function parse(command, args) {
    return parseOptions(args, parserOptions(commandSpec(command)), command);
}
function parseOptions(args, options, command) {
    try {
        return (0,external_node_util_namespaceObject.parseArgs)({
            args: spreadValues(args, options),
            options,
            strict: true,
            allowPositionals: false,
        }).values;
    }
    catch (error) {
        const message = error.message.replace(/\. To specify.*$/s, '');
        const unknown = /^Unknown option '(-{1,2}[^']+)'/.exec(message)?.[1];
        if (unknown) {
            const names = Object.keys(options).map((name) => `--${name}`);
            const guess = (0,core_text/* closestName */.Nf)(unknown, [...names, '--help']);
            throw new cli_io/* UsageError */.eb(`${command}: unknown option ${unknown}${guess ? ` (did you mean ${guess}?)` : ''}; expected one of: ${names.join(', ')}`);
        }
        throw new cli_io/* UsageError */.eb(`${command}: ${message}`);
    }
}
/**
 * `--run A B` as the help writes it (`--run FILE...`): the words after an option that takes many
 * values, up to the next option, are each another value of it.
 */
function spreadValues(args, options) {
    const out = [];
    let repeating;
    for (let i = 0; i < args.length; i++) {
        const arg = args[i];
        if (arg.startsWith('-')) {
            const name = arg.replace(/^--/, '').split('=')[0];
            const option = options[name];
            repeating = option?.type === 'string' && option.multiple ? arg.split('=')[0] : undefined;
            out.push(arg);
            if (repeating && !arg.includes('=') && i + 1 < args.length)
                out.push(args[++i]);
        }
        else if (repeating) {
            out.push(repeating, arg);
        }
        else {
            out.push(arg);
        }
    }
    return out;
}
function reportError(error, io, json) {
    let message;
    let details = [];
    let code = EXIT.badInput;
    if (error instanceof errors/* InputError */.d) {
        message = error.message;
        details = error.details;
    }
    else if (error instanceof cli_io/* UsageError */.eb) {
        const command = /^(\w+):/.exec(error.message)?.[1];
        const help = command && main_COMMANDS.includes(command) ? `evalgate ${command} --help` : 'evalgate --help';
        message = `${error.message}\nRun \`${help}\` for usage.`;
    }
    else {
        // A bug or an environment fault, not the user's input: say so, still without a stack trace
        // unless asked for one.
        code = EXIT.gateFailed;
        message = `internal error: ${error instanceof Error ? error.message : String(error)}`;
        if (process.env.EVALGATE_DEBUG && error instanceof Error && error.stack)
            details = [error.stack];
    }
    message = (0,secrets/* scrub */._I)(message);
    details = details.map(secrets/* scrub */._I);
    io.stderr(`evalgate: ${message}\n${details.map((line) => `  ${line}\n`).join('')}`);
    if (json)
        io.stdout(`${JSON.stringify({ error: { message, details, exit_code: code } })}\n`);
    return code;
}


/***/ }),

/***/ 8507:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   D9: () => (/* binding */ headerVariables),
/* harmony export */   OE: () => (/* binding */ keyVariable),
/* harmony export */   hG: () => (/* binding */ HEADER_VARIABLE),
/* harmony export */   uM: () => (/* binding */ missingVariables)
/* harmony export */ });
/** `${NAME}` in a header value: taken from the environment when the request is built. */
const HEADER_VARIABLE = /\$\{([A-Za-z_][A-Za-z0-9_]*)\}/g;
/** The environment variable holding a model entry's key, if it sends one. */
function keyVariable(entry) {
    return entry.api_key_env ?? (entry.provider === 'anthropic' ? 'ANTHROPIC_API_KEY' : undefined);
}
/** The variables a header value names, in order. */
function headerVariables(value) {
    return [...value.matchAll(HEADER_VARIABLE)].map((m) => m[1]);
}
/**
 * Every variable the entries need (keys and header variables) that `env` lacks, so that a run
 * can refuse before its first request instead of after spending on the entries before.
 */
function missingVariables(entries, env) {
    const out = [];
    for (const entry of entries) {
        if (entry.provider !== 'openai' && entry.provider !== 'anthropic')
            continue;
        const key = keyVariable(entry);
        if (key !== undefined && !env[key])
            out.push({ model: entry.id, variable: key, key: 'api_key_env' });
        for (const [name, value] of Object.entries(entry.headers ?? {})) {
            for (const variable of headerVariables(value)) {
                if (env[variable] === undefined) {
                    out.push({ model: entry.id, variable, key: `headers.${name}` });
                }
            }
        }
    }
    return out;
}


/***/ }),

/***/ 4296:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   d: () => (/* binding */ InputError)
/* harmony export */ });
/**
 * Bad input from the user: a config key, a data file, a CLI flag, a pinned fingerprint.
 * The CLI maps it to exit code 2 and prints `message` and each detail line, never a stack trace.
 * Messages name the thing (file, line, key path), what was expected and what was found.
 */
class InputError extends Error {
    details;
    name = 'InputError';
    constructor(message, details = []) {
        super(message);
        this.details = details;
    }
}


/***/ }),

/***/ 8796:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   $G: () => (/* binding */ pairedMcNemar),
/* harmony export */   F4: () => (/* binding */ meanStd),
/* harmony export */   F8: () => (/* binding */ bootstrapDelta),
/* harmony export */   IZ: () => (/* binding */ holmAdjust),
/* harmony export */   Sp: () => (/* binding */ Xoshiro128StarStar),
/* harmony export */   V4: () => (/* binding */ minDetectableDrop),
/* harmony export */   nH: () => (/* binding */ minFlipsForSignificance),
/* harmony export */   xO: () => (/* binding */ itemsToDetect)
/* harmony export */ });
/* unused harmony exports detectionPower, smallestFlaggableDrop, mcnemarCriticalCounts, normalQuantile */
/**
 * The statistics behind a gate verdict (DESIGN.md, "Gate semantics"). A score drop alone does not
 * say whether the model got worse or the slice is too small to tell, so every verdict carries a
 * paired significance test, a confidence interval for Δ and the smallest drop this slice can see.
 *
 * Everything here is deterministic: the same inputs (and seed) give the same numbers on every
 * machine, so a verdict and its report can be reproduced from the stored records alone. The
 * reference values in test/fixtures/stats-vectors.json come from scripts/gen_stats_vectors.py.
 */
/**
 * Exact two-sided McNemar test on the discordant pairs: b = right→wrong, c = wrong→right.
 *
 * Under "no change" each discordant item is equally likely to have flipped either way, so
 * min(b, c) is judged against the lower tail of Bin(b + c, 1/2): p = 2 * P(X <= min(b, c)), at
 * most 1. The exact test rather than the chi-square approximation, because gate slices often have
 * only a handful of flips, where the approximation is badly off.
 *
 * 2^-(b+c) underflows and C(b+c, k) overflows long before the slice sizes we meet (b + c up to
 * tens of thousands), so the tail is summed relative to its largest term and only that term is
 * taken through logarithms. A true p-value is never 0: one too small for a double is reported as
 * Number.MIN_VALUE, so that ratios and logarithms of it in reports stay finite.
 */
function pairedMcNemar(b, c) {
    checkCount('b (right→wrong flips)', b);
    checkCount('c (wrong→right flips)', c);
    const n = b + c;
    if (n === 0)
        return { b, c, pValue: 1 };
    const k = Math.min(b, c);
    // log P(X = k) = log C(n, k) - n log 2. The k logarithms are summed with compensation, because
    // the result is the small difference of two numbers near n log 2 and every lost bit shows in p.
    const logBinom = new CompensatedSum();
    for (let i = 1; i <= k; i++)
        logBinom.add(Math.log((n - k + i) / i));
    const logTop = logBinom.value() - n * Math.LN2;
    // P(X <= k) / P(X = k): the terms only shrink going down from k <= n/2, so stop once they no
    // longer change the sum.
    let term = 1;
    let tail = 1;
    for (let j = k; j > 0; j--) {
        term *= j / (n - j + 1);
        tail += term;
        if (term < tail * Number.EPSILON * 0.25)
            break;
    }
    const logP = Math.LN2 + logTop + Math.log(tail);
    const pValue = logP >= 0 ? 1 : Math.max(Math.exp(logP), Number.MIN_VALUE);
    return { b, c, pValue };
}
/**
 * Seeded, reproducible paired bootstrap of Δ = mean(run) - mean(baseline) in points, over items.
 *
 * `pairs` holds each item's (baseline, run) score in 0..1; with repeats, the caller passes per-item
 * means. Items, not answers, are resampled, because the items are what a different slice would
 * change, and resampling both scores of an item together keeps the pairing that makes the
 * interval narrower than two independent ones. The interval is the percentile interval with
 * numpy's default ("linear") interpolation, so it can be compared with a numpy bootstrap.
 *
 * Reproducibility comes from {@link Xoshiro128StarStar} seeded through splitmix64: a report
 * regenerated from the same records shows the same interval.
 */
function bootstrapDelta(pairs, options = {}) {
    const resamples = options.resamples ?? 10_000;
    const seed = options.seed ?? 0;
    const confidence = options.confidence ?? 0.95;
    if (!Number.isSafeInteger(resamples) || resamples < 1) {
        throw new RangeError(`bootstrap resamples must be a positive integer, got ${resamples}`);
    }
    checkOpenUnit('bootstrap confidence', confidence);
    const n = pairs.length;
    if (n === 0)
        throw new RangeError('bootstrap needs at least one paired item, got none');
    // Each resample only needs the sum of per-item differences, so precompute them once and keep
    // the hot loop free of allocation: 10,000 resamples of 14,080 items are 1.4e8 draws.
    const diff = new Float64Array(n);
    for (let i = 0; i < n; i++) {
        const [baseline, run] = pairs[i];
        checkScore(i, 'baseline', baseline);
        checkScore(i, 'run', run);
        diff[i] = run - baseline;
    }
    const rng = Xoshiro128StarStar.fromSeed(seed);
    const indices = new Uint32Array(n);
    const deltas = new Float64Array(resamples);
    const toPoints = 100 / n;
    for (let r = 0; r < resamples; r++) {
        rng.fillBelow(n, indices);
        let sum = 0;
        for (let i = 0; i < n; i++)
            sum += diff[indices[i]];
        deltas[r] = sum * toPoints;
    }
    deltas.sort();
    const tail = (1 - confidence) / 2;
    return {
        low: linearPercentile(deltas, tail),
        high: linearPercentile(deltas, 1 - tail),
        resamples,
    };
}
/** How finely {@link minDetectableDrop} brackets its answer, in points. */
const DROP_RESOLUTION = 1e-3;
/**
 * Minimum detectable drop (points): the smallest drop d, under the alternative described above,
 * that the exact two-sided McNemar test at alpha detects with probability at least `power` on n
 * items. Power grows with d (a larger drop only turns unflipped items into right → wrong flips,
 * and a rejecting (b, c) still rejects with more of those), so d is found by bisection, to within
 * 0.001 points above the exact value.
 *
 * This is what lets a report say plainly that a 100-item slice cannot see a 2-point drop: a
 * drop smaller than this passes a significance-gated check more often than one time in five even
 * when it is real. Infinity when no drop up to 100 (1 - f) points, the most the model allows,
 * reaches that power (for instance on fewer items than {@link minFlipsForSignificance}).
 */
function minDetectableDrop(options) {
    const { n } = options;
    const rate = options.discordantRate ?? 0;
    const alpha = options.alpha ?? 0.05;
    const target = options.power ?? 0.8;
    if (!Number.isSafeInteger(n) || n < 1) {
        throw new RangeError(`minimum detectable drop needs a positive item count n, got ${n}`);
    }
    checkClosedUnit('discordantRate', rate);
    checkOpenUnit('alpha', alpha);
    checkOpenUnit('power', target);
    if (!Number.isFinite(smallestFlaggableDrop(n, alpha)))
        return Infinity;
    const critical = mcnemarCriticalCounts(n, alpha);
    const sees = (drop) => exactPower(n, rate, drop / 100, critical) >= target;
    let high = 100 * (1 - rate);
    if (!(high > 0) || !sees(high))
        return Infinity;
    let low = 0;
    while (high - low > DROP_RESOLUTION) {
        const mid = (low + high) / 2;
        if (sees(mid))
            high = mid;
        else
            low = mid;
    }
    return high;
}
/**
 * Probability that the exact two-sided McNemar test at alpha flags a drop of `drop` points on n
 * items with background flip rate `discordantRate` (the alternative described above), in [0, 1].
 * `drop` may be at most 100 (1 - discordantRate): more would need more flips than items.
 */
function detectionPower(n, drop, discordantRate = 0, alpha = 0.05) {
    if (!Number.isSafeInteger(n) || n < 0) {
        throw new RangeError(`detection power needs a non-negative item count n, got ${n}`);
    }
    checkClosedUnit('discordantRate', discordantRate);
    checkOpenUnit('alpha', alpha);
    if (!(drop >= 0 && drop / 100 <= 1 - discordantRate + 1e-12)) {
        throw new RangeError(`detection power needs a drop from 0 to ${100 * (1 - discordantRate)} points at flip rate ${discordantRate}, got ${drop}`);
    }
    return exactPower(n, discordantRate, Math.min(drop / 100, 1 - discordantRate), mcnemarCriticalCounts(n, alpha));
}
/** Past this, {@link itemsToDetect} stops looking: the exact power costs time linear in n. */
const MAX_ITEMS_TO_DETECT = 1_000_000;
/**
 * The fewest items on which the exact McNemar test at alpha detects a drop of `maxDrop` points
 * with probability at least `power`, when items keep flipping both ways at `discordantRate`
 * (the alternative described above): how large a slice must be to see the gate's threshold.
 * 394 items for 2 points with no flips at alpha 0.05.
 *
 * Power does not fall as items are added at a fixed drop and rate (scripts/gen_power.py checks it
 * on every n up to 300), so the answer is found by bisection. Infinity when the drop is larger
 * than the model allows at that rate (100 (1 - rate) points), or when more than 1,000,000 items
 * would be needed: no slice anyone measures.
 */
function itemsToDetect(maxDrop, discordantRate, alpha = 0.05, power = 0.8) {
    if (!(maxDrop > 0) || !Number.isFinite(maxDrop)) {
        throw new RangeError(`items to detect needs a positive, finite maxDrop, got ${maxDrop}`);
    }
    checkClosedUnit('discordantRate', discordantRate);
    checkOpenUnit('alpha', alpha);
    checkOpenUnit('power', power);
    const drop = maxDrop / 100;
    if (drop > 1 - discordantRate)
        return Infinity;
    let critical = mcnemarCriticalCounts(1, alpha);
    const sees = (n) => {
        if (critical.length <= n)
            critical = mcnemarCriticalCounts(Math.max(n, 2 * critical.length), alpha);
        return exactPower(n, discordantRate, drop, critical) >= power;
    };
    let low = 0;
    let high = 1;
    while (!sees(high)) {
        if (high >= MAX_ITEMS_TO_DETECT)
            return Infinity;
        low = high;
        high = Math.min(2 * high, MAX_ITEMS_TO_DETECT);
    }
    while (high - low > 1) {
        const mid = Math.floor((low + high) / 2);
        if (sees(mid))
            high = mid;
        else
            low = mid;
    }
    return high;
}
/**
 * The fewest flips, all in one direction and none back, for which the exact two-sided McNemar
 * test gives p < alpha: 6 at alpha 0.05 (5 give p = 0.0625), 8 at 0.01.
 */
function minFlipsForSignificance(alpha = 0.05) {
    checkOpenUnit('alpha', alpha);
    let flips = 1;
    while (pairedMcNemar(flips, 0).pValue >= alpha)
        flips++;
    return flips;
}
/**
 * The smallest drop (points) the exact McNemar test at alpha can flag on n items at all: that
 * many one-way flips out of n. A floor, not a detectable drop: a real drop of this size produces
 * that many flips only about half the time ({@link minDetectableDrop} is the 80%-power figure).
 * Infinity when n is below {@link minFlipsForSignificance}.
 */
function smallestFlaggableDrop(n, alpha = 0.05) {
    if (!Number.isSafeInteger(n) || n < 1) {
        throw new RangeError(`smallest flaggable drop needs a positive item count n, got ${n}`);
    }
    const flips = minFlipsForSignificance(alpha);
    return flips > n ? Infinity : (100 * flips) / n;
}
/**
 * k[m] for m = 0..mMax: the largest min(b, c) the exact two-sided McNemar test at alpha rejects
 * when b + c = m, or -1 when none does (m below {@link minFlipsForSignificance}).
 *
 * One pass with the recurrences of Bin(m, 1/2): F(m + 1, k) = F(m, k) - P(m, k) / 2 for the
 * lower tail F and P(m + 1, k) = P(m, k) (m + 1) / (2 (m + 1 - k)) for the point mass. k[m]
 * never falls and grows by at most one per step, so each m costs a step or two, where calling
 * {@link pairedMcNemar} for every m would cost O(m) each. The tail near alpha/2 is a plain double
 * far from underflow; scripts/gen_power.py checks the table against exact integers to m = 14,080.
 */
function mcnemarCriticalCounts(mMax, alpha) {
    const k = new Int32Array(mMax + 1).fill(-1);
    // Below the fewest one-way flips that reject, nothing rejects; there k = 0 with F = P = 2^-m.
    let m = minFlipsForSignificance(alpha);
    if (m > mMax)
        return k;
    let flips = 0;
    let tail = 2 ** -m;
    let mass = tail;
    for (;;) {
        // Try k + 1 at this m while it still rejects.
        for (;;) {
            const next = (mass * (m - flips)) / (flips + 1);
            if (!(2 * (tail + next) < alpha))
                break;
            flips++;
            tail += next;
            mass = next;
        }
        k[m] = flips;
        if (m === mMax)
            return k;
        tail -= mass / 2;
        mass = (mass * (m + 1)) / (2 * (m + 1 - flips));
        m++;
    }
}
/**
 * The power of the formula at the top of this section for one n, flip rate and drop (a fraction),
 * given k[m] for m up to n. Both sums run by recurrences, in time linear in n: the masses of
 * Bin(n, f + d) once, and P(Bin(m, π) >= m - k[m]) updated from one m to the next, because the
 * threshold t = m - k[m] moves by 0 or 1 per step: P(Bin(m + 1, π) >= t) = P(Bin(m, π) >= t) +
 * π P(Bin(m, π) = t - 1), and a step of t takes off the mass at the old t. A 14,080-item slice
 * costs a few thousand steps per power, about a millisecond per detectable drop.
 */
function exactPower(n, rate, drop, critical) {
    const down = rate / 2 + drop;
    const up = rate / 2;
    const discordant = Math.min(1, down + up);
    if (n === 0 || discordant <= 0)
        return 0;
    const counts = binomialMasses(n, discordant);
    let power = 0;
    if (up === 0) {
        // Nothing flips back, so every rejectable m rejects: b = m, c = 0.
        for (let i = 0; i < counts.weights.length; i++) {
            if (critical[counts.low + i] >= 0)
                power += counts.weights[i];
        }
        return Math.min(1, power);
    }
    const share = down / (down + up);
    const back = 1 - share;
    let m = counts.low;
    let t = m - critical[m];
    // At the first m, P(Bin(m, π) >= t) and P(Bin(m, π) = t - 1) directly. A mass at t - 1 too small
    // to be kept (then 0) stays negligible: that happens only far below the mode (π >= 1/2 puts the
    // mode at or above m/2, and t - 1 is at most about two standard deviations above m/2), and the
    // gap, in standard deviations, only widens as m grows.
    const first = binomialMasses(m, share);
    let tail = 0;
    for (let i = Math.max(0, t - first.low); i < first.weights.length; i++)
        tail += first.weights[i];
    const edgeIndex = t - 1 - first.low;
    let edge = edgeIndex >= 0 && edgeIndex < first.weights.length ? first.weights[edgeIndex] : 0;
    power += counts.weights[0] * tail;
    for (let i = 1; i < counts.weights.length; i++) {
        tail += share * edge;
        edge *= (back * (m + 1)) / (m + 2 - t);
        m++;
        if (m - critical[m] > t) {
            const atT = (edge * (m - t + 1) * share) / (t * back);
            tail -= atT;
            edge = atT;
            t++;
        }
        power += counts.weights[i] * Math.min(1, Math.max(0, tail));
    }
    return Math.min(1, power);
}
/**
 * Point masses of Bin(n, p) on [low, low + weights.length), normalised to sum 1 over that range,
 * walked out from the mode with the ratio of neighbouring masses: no factorials, and the range
 * stops where a mass falls below 1e-18 of the mode's, so what it leaves out is below 1e-16.
 */
function binomialMasses(n, p) {
    if (p <= 0)
        return { low: 0, weights: Float64Array.of(1) };
    if (p >= 1)
        return { low: n, weights: Float64Array.of(1) };
    const mode = Math.min(n, Math.floor((n + 1) * p));
    const odds = p / (1 - p);
    // 1e-18 of the mode is about 9 standard deviations out, a little further on the long side.
    const reach = Math.ceil(12 * Math.sqrt(n * p * (1 - p))) + 40;
    const low = Math.max(0, mode - reach);
    const scratch = new Float64Array(Math.min(n, mode + reach) - low + 1);
    let first = mode - low;
    let last = first;
    scratch[first] = 1;
    let total = 1;
    for (let j = mode, w = 1; j > low; j--) {
        w *= j / ((n - j + 1) * odds);
        if (w < 1e-18)
            break;
        scratch[--first] = w;
        total += w;
    }
    for (let j = mode, w = 1; j < low + scratch.length - 1; j++) {
        w *= ((n - j) * odds) / (j + 1);
        if (w < 1e-18)
            break;
        scratch[++last] = w;
        total += w;
    }
    const weights = scratch.subarray(first, last + 1);
    for (let i = 0; i < weights.length; i++)
        weights[i] /= total;
    return { low: low + first, weights };
}
/**
 * Quantile of the standard normal distribution (the z with Φ(z) = p).
 *
 * Wichura's algorithm AS 241 (PPND16, Applied Statistics 37(3), 1988): rational approximations on
 * three ranges, relative accuracy about 1e-16, which is what Python's statistics.NormalDist uses
 * too, so thresholds agree with a Python pipeline to the last digits. ∓Infinity at 0 and 1.
 */
function normalQuantile(p) {
    if (!(p >= 0 && p <= 1)) {
        throw new RangeError(`normal quantile needs a probability in [0, 1], got ${p}`);
    }
    if (p === 0)
        return -Infinity;
    if (p === 1)
        return Infinity;
    const q = p - 0.5;
    if (Math.abs(q) <= 0.425) {
        const r = 0.180625 - q * q;
        return (q * poly(CENTRAL_NUM, r)) / poly(CENTRAL_DEN, r);
    }
    // The tails work in r = sqrt(-log(min(p, 1 - p))), where the quantile is nearly linear.
    let r = Math.sqrt(-Math.log(q < 0 ? p : 1 - p));
    let z;
    if (r <= 5) {
        r -= 1.6;
        z = poly(NEAR_NUM, r) / poly(NEAR_DEN, r);
    }
    else {
        r -= 5;
        z = poly(FAR_NUM, r) / poly(FAR_DEN, r);
    }
    return q < 0 ? -z : z;
}
/**
 * Sample mean and standard deviation (n-1) of the per-repeat scores.
 *
 * The n-1 form because the repeats are a sample of the seeds one could have run. With a single
 * repeat the spread is unknown, not zero, so `std` is NaN rather than a reassuring 0.
 */
function meanStd(values) {
    const n = values.length;
    if (n === 0)
        throw new RangeError('mean and standard deviation need at least one value');
    let sum = 0;
    for (let i = 0; i < n; i++) {
        const v = values[i];
        if (!Number.isFinite(v))
            throw new RangeError(`value ${i} is not a finite number: ${v}`);
        sum += v;
    }
    // Two passes (and a correction of the mean by the mean residual) instead of the one-pass
    // sum-of-squares formula, which cancels catastrophically when the spread is small next to the
    // mean, as it is for scores of near-identical repeats.
    let mean = sum / n;
    let residual = 0;
    for (let i = 0; i < n; i++)
        residual += values[i] - mean;
    mean += residual / n;
    if (n === 1)
        return { mean, std: NaN };
    let squares = 0;
    for (let i = 0; i < n; i++) {
        const d = values[i] - mean;
        squares += d * d;
    }
    return { mean, std: Math.sqrt(squares / (n - 1)) };
}
/** Largest bound {@link Xoshiro128StarStar.fillBelow} accepts: draws are 32-bit. */
const MAX_BOUND = 0xffffffff;
/** Exact (a power of two), and a multiplication is cheaper than a division in the hot loop. */
const TWO_TO_MINUS_32 = 2 ** -32;
/**
 * xoshiro128** 1.0 (Blackman and Vigna, 2018, https://prng.di.unimi.it/): a small, fast,
 * well-tested 32-bit generator whose reference outputs are easy to check from any language. It is
 * seeded, as its authors recommend, from two outputs of splitmix64, so that nearby seeds (0, 1,
 * 2, ...) start from unrelated states. Not for cryptography; only for reproducible resampling.
 */
class Xoshiro128StarStar {
    s0;
    s1;
    s2;
    s3;
    /** A raw state of four 32-bit words, not all zero: the all-zero state never leaves zero. */
    constructor(state) {
        if (state.every((w) => w === 0))
            throw new RangeError('xoshiro128** state must not be all 0');
        this.s0 = state[0] | 0;
        this.s1 = state[1] | 0;
        this.s2 = state[2] | 0;
        this.s3 = state[3] | 0;
    }
    /**
     * The state is splitmix64(seed + γ) and splitmix64(seed + 2γ), low word first; splitmix64 is a
     * bijection, so two consecutive outputs are never both zero.
     */
    static fromSeed(seed) {
        if (!Number.isSafeInteger(seed) || seed < 0) {
            throw new RangeError(`seed must be a non-negative integer below 2^53, got ${seed}`);
        }
        const mask = (1n << 64n) - 1n;
        let x = BigInt(seed);
        const words = [];
        for (let i = 0; i < 2; i++) {
            x = (x + 0x9e3779b97f4a7c15n) & mask;
            let z = x;
            z = ((z ^ (z >> 30n)) * 0xbf58476d1ce4e5b9n) & mask;
            z = ((z ^ (z >> 27n)) * 0x94d049bb133111ebn) & mask;
            z ^= z >> 31n;
            words.push(Number(z & 0xffffffffn), Number(z >> 32n));
        }
        return new Xoshiro128StarStar(words);
    }
    /** Next output, an integer in [0, 2^32). */
    nextUint32() {
        const s1 = this.s1;
        const scrambled = Math.imul(s1, 5);
        const result = Math.imul((scrambled << 7) | (scrambled >>> 25), 9) >>> 0;
        const t = s1 << 9;
        this.s2 ^= this.s0;
        this.s3 ^= s1;
        this.s1 ^= this.s2;
        this.s0 ^= this.s3;
        this.s2 ^= t;
        this.s3 = (this.s3 << 11) | (this.s3 >>> 21);
        return result;
    }
    /**
     * Fills `out` with uniform integers in [0, bound), exactly unbiased, by Lemire's multiply-and-
     * reject method ("Fast random integer generation in an interval", 2019): no modulo per draw,
     * and a rejection only for the few outputs that would favour some values.
     *
     * This is the bootstrap's hot loop (1.4e8 draws for 10,000 resamples of 14,080 items), so the
     * state lives in locals, which V8 keeps in registers; as fields, one call site shared by slices
     * of different sizes was deoptimised and ran almost three times slower.
     */
    fillBelow(bound, out) {
        if (!(Number.isInteger(bound) && bound >= 1 && bound <= MAX_BOUND)) {
            throw new RangeError(`bound must be an integer from 1 to ${MAX_BOUND}, got ${bound}`);
        }
        const threshold = (0x100000000 - bound) % bound;
        let s0 = this.s0;
        let s1 = this.s1;
        let s2 = this.s2;
        let s3 = this.s3;
        for (let i = 0; i < out.length; i++) {
            let x;
            let low;
            do {
                // One xoshiro128** step, exactly as nextUint32.
                const scrambled = Math.imul(s1, 5);
                x = Math.imul((scrambled << 7) | (scrambled >>> 25), 9) >>> 0;
                const t = s1 << 9;
                s2 ^= s0;
                s3 ^= s1;
                s1 ^= s2;
                s0 ^= s3;
                s2 ^= t;
                s3 = (s3 << 11) | (s3 >>> 21);
                // The 64-bit product x * bound: its low word exactly via Math.imul; its high word from
                // the double product, which is off by at most 2^11 from the true one, far below 2^31.
                low = Math.imul(x, bound) >>> 0;
            } while (low < threshold);
            out[i] = Math.round((x * bound - low) * TWO_TO_MINUS_32);
        }
        this.s0 = s0;
        this.s1 = s1;
        this.s2 = s2;
        this.s3 = s3;
    }
}
/** Percentile with linear interpolation between order statistics (numpy's default method). */
function linearPercentile(sorted, q) {
    const h = (sorted.length - 1) * q;
    const i = Math.floor(h);
    const lower = sorted[i];
    if (i + 1 >= sorted.length)
        return lower;
    return lower + (h - i) * (sorted[i + 1] - lower);
}
/** Neumaier's compensated summation: the error of a long sum stays near one rounding. */
class CompensatedSum {
    sum = 0;
    compensation = 0;
    add(x) {
        const t = this.sum + x;
        this.compensation += Math.abs(this.sum) >= Math.abs(x) ? this.sum - t + x : x - t + this.sum;
        this.sum = t;
    }
    value() {
        return this.sum + this.compensation;
    }
}
/** Horner evaluation, coefficients from the constant term up. */
function poly(coefficients, x) {
    let acc = 0;
    for (let i = coefficients.length - 1; i >= 0; i--)
        acc = acc * x + coefficients[i];
    return acc;
}
// AS 241 coefficients (PPND16) as published by Wichura (1988), written as the doubles they round
// to: the 20-digit originals would only trip the no-loss-of-precision lint.
// |p - 0.5| <= 0.425, in r = 0.180625 - (p - 0.5)^2.
const CENTRAL_NUM = (/* unused pure expression or super */ null && ([
    3.3871328727963665, 133.14166789178438, 1971.5909503065513, 13731.69376550946, 45921.95393154987,
    67265.7709270087, 33430.57558358813, 2509.0809287301227,
]));
const CENTRAL_DEN = (/* unused pure expression or super */ null && ([
    1, 42.31333070160091, 687.1870074920579, 5394.196021424751, 21213.794301586597, 39307.89580009271,
    28729.085735721943, 5226.495278852854,
]));
// Tails with r = sqrt(-log(min(p, 1 - p))) <= 5, in r - 1.6.
const NEAR_NUM = (/* unused pure expression or super */ null && ([
    1.4234371107496835, 4.630337846156546, 5.769497221460691, 3.6478483247632045, 1.2704582524523684,
    0.2417807251774506, 0.022723844989269184, 0.0007745450142783414,
]));
const NEAR_DEN = (/* unused pure expression or super */ null && ([
    1, 2.053191626637759, 1.6763848301838038, 0.6897673349851, 0.14810397642748008,
    0.015198666563616457, 0.0005475938084995345, 1.0507500716444169e-9,
]));
// Far tails, r > 5, in r - 5.
const FAR_NUM = (/* unused pure expression or super */ null && ([
    6.657904643501103, 5.463784911164114, 1.7848265399172913, 0.29656057182850487,
    0.026532189526576124, 0.0012426609473880784, 2.7115555687434876e-5, 2.0103343992922881e-7,
]));
const FAR_DEN = (/* unused pure expression or super */ null && ([
    1, 0.599832206555888, 0.1369298809227358, 0.014875361290850615, 0.0007868691311456133,
    1.8463183175100548e-5, 1.421511758316446e-7, 2.0442631033899397e-15,
]));
function checkCount(name, value) {
    if (!Number.isSafeInteger(value) || value < 0) {
        throw new RangeError(`McNemar ${name} must be a non-negative integer, got ${value}`);
    }
}
function checkOpenUnit(name, value) {
    if (!(value > 0 && value < 1)) {
        throw new RangeError(`${name} must be strictly between 0 and 1, got ${value}`);
    }
}
function checkClosedUnit(name, value) {
    if (!(value >= 0 && value <= 1)) {
        throw new RangeError(`${name} must be between 0 and 1, got ${value}`);
    }
}
function checkScore(index, side, value) {
    // Scores in points (0..100) instead of fractions would silently scale Δ by 100; catch them.
    if (!(value >= 0 && value <= 1)) {
        throw new RangeError(`pair ${index}: ${side} score must be between 0 and 1, got ${value}`);
    }
}
/**
 * Holm's step-down adjustment (Holm 1979) of a family of p-values, returned in the input order.
 *
 * With m tests sorted by p ascending, the i-th smallest (1-based) is scaled by m - i + 1, and the
 * running maximum keeps the adjusted values in the same order as the raw ones; each is capped at
 * 1. It controls the family-wise error rate like Bonferroni with no assumption about how the tests
 * depend on each other, but rejects more: a per-subject report runs 57 tests, and unadjusted about
 * three of them would look significant at 0.05 by chance alone.
 */
function holmAdjust(pValues) {
    const m = pValues.length;
    pValues.forEach((p, i) => {
        if (!(p >= 0 && p <= 1))
            throw new RangeError(`p-value ${i} must be in [0, 1], got ${p}`);
    });
    // Ties keep their input order, so equal p-values get equal adjusted values either way.
    const order = pValues.map((_, i) => i).sort((a, b) => pValues[a] - pValues[b] || a - b);
    const adjusted = new Array(m);
    let running = 0;
    order.forEach((index, rank) => {
        running = Math.max(running, Math.min(1, (m - rank) * pValues[index]));
        adjusted[index] = running;
    });
    return adjusted;
}


/***/ }),

/***/ 2020:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   Nf: () => (/* binding */ closestName),
/* harmony export */   Zy: () => (/* binding */ errorGroups),
/* harmony export */   kc: () => (/* binding */ logText),
/* harmony export */   xz: () => (/* binding */ commandFreeWriter)
/* harmony export */ });
/** The candidate closest to `name` by edit distance, when it is close enough to be a typo. */
function closestName(name, candidates) {
    let best;
    let bestDistance = Infinity;
    for (const candidate of candidates) {
        const d = editDistance(name.toLowerCase(), candidate.toLowerCase());
        if (d < bestDistance) {
            best = candidate;
            bestDistance = d;
        }
    }
    const limit = Math.max(1, Math.floor(name.length / 3));
    return bestDistance <= limit ? best : undefined;
}
/** Edit distance where swapping two neighbouring letters counts as one edit (a common typo). */
function editDistance(a, b) {
    let before = [];
    let previous = Array.from({ length: b.length + 1 }, (_, j) => j);
    for (let i = 1; i <= a.length; i++) {
        const current = [i];
        for (let j = 1; j <= b.length; j++) {
            const substitution = previous[j - 1] + (a[i - 1] === b[j - 1] ? 0 : 1);
            let best = Math.min(previous[j] + 1, current[j - 1] + 1, substitution);
            if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) {
                best = Math.min(best, before[j - 2] + 1);
            }
            current.push(best);
        }
        before = previous;
        previous = current;
    }
    return previous[b.length];
}
/**
 * Untrusted text on one log line (progress, CLI messages, Actions logs): no line breaks, no
 * control characters, and nothing a runner reads as a workflow command (`::error::`, `##[`).
 */
function logText(text) {
    return text
        .replace(/[\r\n\u2028\u2029]+/g, ' ')
        .replace(/\p{Cc}/gu, '?')
        .replace(/::/g, ':\u200b:')
        .replace(/##\[/g, '#\u200b#[');
}
/**
 * The writer of a whole stream (the CLI's stdout and stderr, as a runner logs them): whatever is
 * written, no line begins with `::` (after blanks), so no text can start a workflow command, even
 * one split over two writes. The second colon of such a line gets a zero-width space before it,
 * as `logText` does. Only the bytes at a line's head change; JSON output never begins a line so.
 */
function commandFreeWriter(write) {
    // The current line so far while it could still become a command (blanks and at most one
    // colon), else null.
    let head = '';
    return (text) => {
        if (text === '')
            return;
        const prefix = head ?? 'x';
        const guarded = (prefix + text).replace(/(^|[\r\n])([^\S\r\n]*):(?=:)/g, '$1$2:\u200b');
        const last = /[^\r\n]*$/.exec(guarded)[0];
        head = /^[^\S\r\n]*:?$/.test(last) ? last : null;
        write(guarded.slice(prefix.length));
    };
}
/** Item errors grouped by message, most frequent first (the message's digits do not split groups). */
function errorGroups(errors) {
    const groups = new Map();
    for (const message of errors) {
        const key = message.replace(/\d+/g, '#');
        const group = groups.get(key);
        if (group)
            group.count++;
        else
            groups.set(key, { count: 1, message });
    }
    return [...groups.values()].sort((a, b) => b.count - a.count);
}


/***/ }),

/***/ 3323:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   x: () => (/* binding */ VERSION)
/* harmony export */ });
/** evalgate's own version; part of every run record and of the protocol's harness identity. */
const VERSION = '0.1.0';


/***/ }),

/***/ 3068:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {


// EXPORTS
__nccwpck_require__.d(__webpack_exports__, {
  cC: () => (/* binding */ registerModelSecrets),
  cl: () => (/* binding */ registerSecret),
  _I: () => (/* binding */ scrub)
});

// UNUSED EXPORTS: onSecret

// EXTERNAL MODULE: ./src/core/config/variables.ts
var variables = __nccwpck_require__(8507);
;// CONCATENATED MODULE: ./src/core/redact.ts
/**
 * Replaces every known secret value in `text` with `***`. Secrets shorter than 4 characters are
 * ignored (they would mask ordinary text and cannot be meaningful keys).
 */
function redact(text, secrets) {
    let out = text;
    for (const secret of secrets) {
        if (secret.length >= 4 && out.includes(secret))
            out = out.split(secret).join('***');
    }
    return out;
}
/** Base64 fragments shorter than this are not masked: they would match ordinary text. */
const MIN_FRAGMENT = 12;
/**
 * The forms a secret takes when a server or a program echoes it back: as is, URL-encoded, and
 * base64 or base64url at each of the three byte alignments it can have inside a longer encoded
 * string (`Basic ...`, an encoded header dump), keeping only the characters the secret alone
 * decides.
 */
function secretForms(secret) {
    const forms = new Set([secret]);
    const encoded = encodeURIComponent(secret);
    if (encoded !== secret)
        forms.add(encoded);
    const bytes = new TextEncoder().encode(secret);
    for (let shift = 0; shift < 3; shift++) {
        const padded = new Uint8Array(shift + bytes.length);
        padded.set(bytes, shift);
        const first = Math.ceil(shift / 3) * 4;
        const last = Math.floor(padded.length / 3) * 4;
        for (const alphabet of ['base64', 'base64url']) {
            const fragment = Buffer.from(padded).toString(alphabet).slice(first, last);
            if (fragment.length >= MIN_FRAGMENT)
                forms.add(fragment);
        }
    }
    return [...forms];
}

;// CONCATENATED MODULE: ./src/engine/secrets.ts


/**
 * The secret values this process has read (API keys, header values taken from the environment,
 * the GitHub token), with the encodings servers echo them in. Everything evalgate prints or
 * writes that could carry one passes through `scrub`.
 */
const known = new Set();
const listeners = [];
function registerSecret(value) {
    if (value.length < 4 || known.has(value))
        return;
    for (const form of secretForms(value)) {
        known.add(form);
        for (const listener of listeners)
            listener(form);
    }
}
/** Calls `listener` for every secret form, known and future (the Action masks them in the log). */
function onSecret(listener) {
    listeners.push(listener);
    for (const value of known)
        listener(value);
}
function scrub(text) {
    return known.size ? redact(text, known) : text;
}
/**
 * Registers every key and `${VAR}` header value the model entries name, before the first request:
 * an answer from one endpoint that carries another entry's key must already be masked.
 */
function registerModelSecrets(models, env) {
    for (const entry of models) {
        const names = [
            (0,variables/* keyVariable */.OE)(entry),
            ...Object.values(entry.headers ?? {}).flatMap(variables/* headerVariables */.D9),
        ];
        for (const name of names) {
            const value = name ? env[name] : undefined;
            if (value)
                registerSecret(value);
        }
    }
}


/***/ }),

/***/ 181:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("buffer");

/***/ }),

/***/ 9896:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("fs");

/***/ }),

/***/ 3339:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("module");

/***/ }),

/***/ 1421:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:child_process");

/***/ }),

/***/ 7598:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:crypto");

/***/ }),

/***/ 8474:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:events");

/***/ }),

/***/ 3024:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:fs");

/***/ }),

/***/ 1455:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:fs/promises");

/***/ }),

/***/ 7067:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:http");

/***/ }),

/***/ 4708:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:https");

/***/ }),

/***/ 8995:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:module");

/***/ }),

/***/ 8161:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:os");

/***/ }),

/***/ 6760:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:path");

/***/ }),

/***/ 8500:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:timers/promises");

/***/ }),

/***/ 714:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:vm");

/***/ }),

/***/ 6928:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("path");

/***/ }),

/***/ 932:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("process");

/***/ }),

/***/ 7016:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("url");

/***/ })

/******/ });
/************************************************************************/
/******/ // The module cache
/******/ var __webpack_module_cache__ = {};
/******/ 
/******/ // The require function
/******/ function __nccwpck_require__(moduleId) {
/******/ 	// Check if module is in cache
/******/ 	var cachedModule = __webpack_module_cache__[moduleId];
/******/ 	if (cachedModule !== undefined) {
/******/ 		return cachedModule.exports;
/******/ 	}
/******/ 	// Create a new module (and put it into the cache)
/******/ 	var module = __webpack_module_cache__[moduleId] = {
/******/ 		// no module.id needed
/******/ 		// no module.loaded needed
/******/ 		exports: {}
/******/ 	};
/******/ 
/******/ 	// Execute the module function
/******/ 	var threw = true;
/******/ 	try {
/******/ 		__webpack_modules__[moduleId](module, module.exports, __nccwpck_require__);
/******/ 		threw = false;
/******/ 	} finally {
/******/ 		if(threw) delete __webpack_module_cache__[moduleId];
/******/ 	}
/******/ 
/******/ 	// Return the exports of the module
/******/ 	return module.exports;
/******/ }
/******/ 
/******/ // expose the modules object (__webpack_modules__)
/******/ __nccwpck_require__.m = __webpack_modules__;
/******/ 
/************************************************************************/
/******/ /* webpack/runtime/asset-relocator-loader */
/******/ if (typeof __nccwpck_require__ !== 'undefined') __nccwpck_require__.ab = decodeURIComponent(new URL('.', import.meta.url).pathname).slice(import.meta.url.match(/^file:\/\/\/\w:/) ? 1 : 0, -1) + "/";
/******/ 
/******/ /* webpack/runtime/async module */
/******/ (() => {
/******/ 	var webpackQueues = typeof Symbol === "function" ? Symbol("webpack queues") : "__webpack_queues__";
/******/ 	var webpackExports = typeof Symbol === "function" ? Symbol("webpack exports") : "__webpack_exports__";
/******/ 	var webpackError = typeof Symbol === "function" ? Symbol("webpack error") : "__webpack_error__";
/******/ 	var resolveQueue = (queue) => {
/******/ 		if(queue && queue.d < 1) {
/******/ 			queue.d = 1;
/******/ 			queue.forEach((fn) => (fn.r--));
/******/ 			queue.forEach((fn) => (fn.r-- ? fn.r++ : fn()));
/******/ 		}
/******/ 	}
/******/ 	var wrapDeps = (deps) => (deps.map((dep) => {
/******/ 		if(dep !== null && typeof dep === "object") {
/******/ 			if(dep[webpackQueues]) return dep;
/******/ 			if(dep.then) {
/******/ 				var queue = [];
/******/ 				queue.d = 0;
/******/ 				dep.then((r) => {
/******/ 					obj[webpackExports] = r;
/******/ 					resolveQueue(queue);
/******/ 				}, (e) => {
/******/ 					obj[webpackError] = e;
/******/ 					resolveQueue(queue);
/******/ 				});
/******/ 				var obj = {};
/******/ 				obj[webpackQueues] = (fn) => (fn(queue));
/******/ 				return obj;
/******/ 			}
/******/ 		}
/******/ 		var ret = {};
/******/ 		ret[webpackQueues] = x => {};
/******/ 		ret[webpackExports] = dep;
/******/ 		return ret;
/******/ 	}));
/******/ 	__nccwpck_require__.a = (module, body, hasAwait) => {
/******/ 		var queue;
/******/ 		hasAwait && ((queue = []).d = -1);
/******/ 		var depQueues = new Set();
/******/ 		var exports = module.exports;
/******/ 		var currentDeps;
/******/ 		var outerResolve;
/******/ 		var reject;
/******/ 		var promise = new Promise((resolve, rej) => {
/******/ 			reject = rej;
/******/ 			outerResolve = resolve;
/******/ 		});
/******/ 		promise[webpackExports] = exports;
/******/ 		promise[webpackQueues] = (fn) => (queue && fn(queue), depQueues.forEach(fn), promise["catch"](x => {}));
/******/ 		module.exports = promise;
/******/ 		body((deps) => {
/******/ 			currentDeps = wrapDeps(deps);
/******/ 			var fn;
/******/ 			var getResult = () => (currentDeps.map((d) => {
/******/ 				if(d[webpackError]) throw d[webpackError];
/******/ 				return d[webpackExports];
/******/ 			}))
/******/ 			var promise = new Promise((resolve) => {
/******/ 				fn = () => (resolve(getResult));
/******/ 				fn.r = 0;
/******/ 				var fnQueue = (q) => (q !== queue && !depQueues.has(q) && (depQueues.add(q), q && !q.d && (fn.r++, q.push(fn))));
/******/ 				currentDeps.map((dep) => (dep[webpackQueues](fnQueue)));
/******/ 			});
/******/ 			return fn.r ? promise : getResult();
/******/ 		}, (err) => ((err ? reject(promise[webpackError] = err) : outerResolve(exports)), resolveQueue(queue)));
/******/ 		queue && queue.d < 0 && (queue.d = 0);
/******/ 	};
/******/ })();
/******/ 
/******/ /* webpack/runtime/compat get default export */
/******/ (() => {
/******/ 	// getDefaultExport function for compatibility with non-harmony modules
/******/ 	__nccwpck_require__.n = (module) => {
/******/ 		var getter = module && module.__esModule ?
/******/ 			() => (module['default']) :
/******/ 			() => (module);
/******/ 		__nccwpck_require__.d(getter, { a: getter });
/******/ 		return getter;
/******/ 	};
/******/ })();
/******/ 
/******/ /* webpack/runtime/create fake namespace object */
/******/ (() => {
/******/ 	var getProto = Object.getPrototypeOf ? (obj) => (Object.getPrototypeOf(obj)) : (obj) => (obj.__proto__);
/******/ 	var leafPrototypes;
/******/ 	// create a fake namespace object
/******/ 	// mode & 1: value is a module id, require it
/******/ 	// mode & 2: merge all properties of value into the ns
/******/ 	// mode & 4: return value when already ns object
/******/ 	// mode & 16: return value when it's Promise-like
/******/ 	// mode & 8|1: behave like require
/******/ 	__nccwpck_require__.t = function(value, mode) {
/******/ 		if(mode & 1) value = this(value);
/******/ 		if(mode & 8) return value;
/******/ 		if(typeof value === 'object' && value) {
/******/ 			if((mode & 4) && value.__esModule) return value;
/******/ 			if((mode & 16) && typeof value.then === 'function') return value;
/******/ 		}
/******/ 		var ns = Object.create(null);
/******/ 		__nccwpck_require__.r(ns);
/******/ 		var def = {};
/******/ 		leafPrototypes = leafPrototypes || [null, getProto({}), getProto([]), getProto(getProto)];
/******/ 		for(var current = mode & 2 && value; typeof current == 'object' && !~leafPrototypes.indexOf(current); current = getProto(current)) {
/******/ 			Object.getOwnPropertyNames(current).forEach((key) => (def[key] = () => (value[key])));
/******/ 		}
/******/ 		def['default'] = () => (value);
/******/ 		__nccwpck_require__.d(ns, def);
/******/ 		return ns;
/******/ 	};
/******/ })();
/******/ 
/******/ /* webpack/runtime/define property getters */
/******/ (() => {
/******/ 	// define getter functions for harmony exports
/******/ 	__nccwpck_require__.d = (exports, definition) => {
/******/ 		for(var key in definition) {
/******/ 			if(__nccwpck_require__.o(definition, key) && !__nccwpck_require__.o(exports, key)) {
/******/ 				Object.defineProperty(exports, key, { enumerable: true, get: definition[key] });
/******/ 			}
/******/ 		}
/******/ 	};
/******/ })();
/******/ 
/******/ /* webpack/runtime/ensure chunk */
/******/ (() => {
/******/ 	__nccwpck_require__.f = {};
/******/ 	// This file contains only the entry chunk.
/******/ 	// The chunk loading function for additional chunks
/******/ 	__nccwpck_require__.e = (chunkId) => {
/******/ 		return Promise.all(Object.keys(__nccwpck_require__.f).reduce((promises, key) => {
/******/ 			__nccwpck_require__.f[key](chunkId, promises);
/******/ 			return promises;
/******/ 		}, []));
/******/ 	};
/******/ })();
/******/ 
/******/ /* webpack/runtime/get javascript chunk filename */
/******/ (() => {
/******/ 	// This function allow to reference async chunks
/******/ 	__nccwpck_require__.u = (chunkId) => {
/******/ 		// return url for filenames based on template
/******/ 		return "" + chunkId + ".index.js";
/******/ 	};
/******/ })();
/******/ 
/******/ /* webpack/runtime/hasOwnProperty shorthand */
/******/ (() => {
/******/ 	__nccwpck_require__.o = (obj, prop) => (Object.prototype.hasOwnProperty.call(obj, prop))
/******/ })();
/******/ 
/******/ /* webpack/runtime/make namespace object */
/******/ (() => {
/******/ 	// define __esModule on exports
/******/ 	__nccwpck_require__.r = (exports) => {
/******/ 		if(typeof Symbol !== 'undefined' && Symbol.toStringTag) {
/******/ 			Object.defineProperty(exports, Symbol.toStringTag, { value: 'Module' });
/******/ 		}
/******/ 		Object.defineProperty(exports, '__esModule', { value: true });
/******/ 	};
/******/ })();
/******/ 
/******/ /* webpack/runtime/import chunk loading */
/******/ (() => {
/******/ 	// no baseURI
/******/ 	
/******/ 	// object to store loaded and loading chunks
/******/ 	// undefined = chunk not loaded, null = chunk preloaded/prefetched
/******/ 	// [resolve, Promise] = chunk loading, 0 = chunk loaded
/******/ 	var installedChunks = {
/******/ 		792: 0
/******/ 	};
/******/ 	
/******/ 	var installChunk = (data) => {
/******/ 		var {ids, modules, runtime} = data;
/******/ 		// add "modules" to the modules object,
/******/ 		// then flag all "ids" as loaded and fire callback
/******/ 		var moduleId, chunkId, i = 0;
/******/ 		for(moduleId in modules) {
/******/ 			if(__nccwpck_require__.o(modules, moduleId)) {
/******/ 				__nccwpck_require__.m[moduleId] = modules[moduleId];
/******/ 			}
/******/ 		}
/******/ 		if(runtime) runtime(__nccwpck_require__);
/******/ 		for(;i < ids.length; i++) {
/******/ 			chunkId = ids[i];
/******/ 			if(__nccwpck_require__.o(installedChunks, chunkId) && installedChunks[chunkId]) {
/******/ 				installedChunks[chunkId][0]();
/******/ 			}
/******/ 			installedChunks[ids[i]] = 0;
/******/ 		}
/******/ 	
/******/ 	}
/******/ 	
/******/ 	__nccwpck_require__.f.j = (chunkId, promises) => {
/******/ 			// import() chunk loading for javascript
/******/ 			var installedChunkData = __nccwpck_require__.o(installedChunks, chunkId) ? installedChunks[chunkId] : undefined;
/******/ 			if(installedChunkData !== 0) { // 0 means "already installed".
/******/ 	
/******/ 				// a Promise means "currently loading".
/******/ 				if(installedChunkData) {
/******/ 					promises.push(installedChunkData[1]);
/******/ 				} else {
/******/ 					if(true) { // all chunks have JS
/******/ 						// setup Promise in chunk cache
/******/ 						var promise = import("./" + __nccwpck_require__.u(chunkId)).then(installChunk, (e) => {
/******/ 							if(installedChunks[chunkId] !== 0) installedChunks[chunkId] = undefined;
/******/ 							throw e;
/******/ 						});
/******/ 						var promise = Promise.race([promise, new Promise((resolve) => (installedChunkData = installedChunks[chunkId] = [resolve]))])
/******/ 						promises.push(installedChunkData[1] = promise);
/******/ 					}
/******/ 				}
/******/ 			}
/******/ 	};
/******/ 	
/******/ 	// no prefetching
/******/ 	
/******/ 	// no preloaded
/******/ 	
/******/ 	// no external install chunk
/******/ 	
/******/ 	// no on chunks loaded
/******/ })();
/******/ 
/************************************************************************/
/******/ 
/******/ // startup
/******/ // Load entry module and return exports
/******/ // This entry module used 'module' so it can't be inlined
/******/ var __webpack_exports__ = __nccwpck_require__(486);
/******/ __webpack_exports__ = await __webpack_exports__;
/******/ 
