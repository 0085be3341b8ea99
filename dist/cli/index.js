import { createRequire as __WEBPACK_EXTERNAL_createRequire } from "module";
/******/ var __webpack_modules__ = ({

/***/ 486:
/***/ ((module, __unused_webpack___webpack_exports__, __nccwpck_require__) => {

__nccwpck_require__.a(module, async (__webpack_handle_async_dependencies__, __webpack_async_result__) => { try {
/* harmony import */ var node_module__WEBPACK_IMPORTED_MODULE_0__ = __nccwpck_require__(8995);
/* harmony import */ var node_module__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__nccwpck_require__.n(node_module__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var _main_js__WEBPACK_IMPORTED_MODULE_1__ = __nccwpck_require__(447);


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
process.exitCode = await (0,_main_js__WEBPACK_IMPORTED_MODULE_1__/* .main */ .i)(process.argv.slice(2), {
    stdout: (text) => process.stdout.write(text),
    stderr: (text) => process.stderr.write(text),
    isTTY: process.stderr.isTTY === true,
});

__webpack_async_result__();
} catch(e) { __webpack_async_result__(e); } }, 1);

/***/ }),

/***/ 1604:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   Y: () => (/* binding */ warnTo),
/* harmony export */   e: () => (/* binding */ UsageError)
/* harmony export */ });
/** Thrown for wrong flags or arguments; exit code 2 with the usage of the command. */
class UsageError extends Error {
    name = 'UsageError';
}
/** Config warnings of a command, on its stderr. */
function warnTo(io) {
    return (message) => io.stderr(`evalgate: warning: ${message}\n`);
}


/***/ }),

/***/ 447:
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
// EXTERNAL MODULE: ./src/cli/io.ts
var cli_io = __nccwpck_require__(1604);
;// CONCATENATED MODULE: ./src/cli/main.ts






// Commands load when they run (dynamic import; the bundle keeps each in its own chunk), so
// `--help`, `--version` and `slice` never load the GitHub, provider, SQLite or report stacks.
const forEachConfig = async (...args) => (await Promise.all(/* import() */[__nccwpck_require__.e(311), __nccwpck_require__.e(382), __nccwpck_require__.e(567), __nccwpck_require__.e(991)]).then(__nccwpck_require__.bind(__nccwpck_require__, 8991))).forEachConfig(...args);
const EXIT = { ok: 0, gateFailed: 1, badInput: 2, batchRunning: 3 };
const COMMANDS = [
    'slice',
    'run',
    'collect',
    'gate',
    'diff',
    'freeze',
    'history',
    'export',
    'report',
    'import',
    'schema',
    'merge',
];
const USAGE = `evalgate ${version/* VERSION */.x}: a regression gate for LLM evaluations

Usage:
  evalgate slice --config FILE... [--write] [--json]
                                                    build the pinned slice; --write pins its fingerprint
  evalgate run --config FILE... [--model ID]... [--out DIR] [--no-cache] [--record FILE] [--dry-run] [--json]
              [--shard I/N]
                                                    rerun the slice against each model entry
                                                    (--shard: only part I of N, round-robin, as a partial record)
  evalgate collect --config FILE [--model ID]... [--out DIR] [--json]
                                                    collect the batches a run submitted (models with batch) into run records
  evalgate diff --config FILE --run FILE [--baseline FILE] [--report FILE] [--junit FILE] [--json]
                                                    compare a stored run with its baseline
  evalgate gate --config FILE... [--model ID]... [--report FILE] [--junit FILE] [--cache] [--json]
                                                    run, compare with the committed baselines, report;
                                                    measures anew unless --cache lets cached answers stand in;
                                                    --run FILE...: gate imported records, no rerun
  evalgate freeze --config FILE --run FILE... [--note TEXT] [--json]
                                                    write runs as the new baselines
  evalgate history --config FILE [--model ID]... [--json]
                                                    past scores by build, from the local history
  evalgate export --sqlite FILE [--config FILE | --history DIR] [--json]
                                                    write the history to SQLite (eval_runs, eval_items)
  evalgate report --run FILE... [--config FILE] [--format markdown|html|json] [--out FILE]
                                                    render stored runs (with baselines and trends)
  evalgate import lm-eval --results FILE [--samples FILE...] [--task NAME]... [--metric NAME]
                 [--filter NAME] [--model ID] [--out DIR] [--config FILE] [--json]
                                                    lm-evaluation-harness output as run records, one per task
  evalgate schema                                   print the JSON Schema of evalgate.yml
  evalgate merge --run FILE... [--out DIR] [--json]
                                                    join the partial records of run --shard into one run

Options:
  --config FILE   the suite config (default: evalgate.yml); slice, run and gate take several
                  (--config a.yml --config b.yml, or a glob such as 'suites/*.yml')
  --json          print one JSON document on stdout
  -h, --help      show this help
  -v, --version   print the version

Exit codes: 0 ok, 1 gate failed, 2 bad input (usage, config, data, fingerprint mismatch),
3 (collect) a batch is still running: nothing was recorded for it, collect again later.
`;
const RUN_OPTIONS = {
    config: { type: 'string', multiple: true, default: ['evalgate.yml'] },
    model: { type: 'string', multiple: true, default: [] },
    out: { type: 'string' },
    'no-cache': { type: 'boolean', default: false },
    record: { type: 'string' },
    'dry-run': { type: 'boolean', default: false },
    json: { type: 'boolean', default: false },
    shard: { type: 'string' },
};
const MERGE_OPTIONS = {
    run: { type: 'string', multiple: true, default: [] },
    out: { type: 'string' },
    json: { type: 'boolean', default: false },
};
const COLLECT_OPTIONS = {
    config: { type: 'string', default: 'evalgate.yml' },
    model: { type: 'string', multiple: true, default: [] },
    out: { type: 'string' },
    json: { type: 'boolean', default: false },
};
const GATE_OPTIONS = {
    config: { type: 'string', multiple: true, default: ['evalgate.yml'] },
    model: { type: 'string', multiple: true, default: [] },
    run: { type: 'string', multiple: true, default: [] },
    report: { type: 'string' },
    junit: { type: 'string' },
    cache: { type: 'boolean', default: false },
    'no-cache': { type: 'boolean', default: false },
    json: { type: 'boolean', default: false },
};
const DIFF_OPTIONS = {
    config: { type: 'string', default: 'evalgate.yml' },
    run: { type: 'string' },
    baseline: { type: 'string' },
    report: { type: 'string' },
    junit: { type: 'string' },
    json: { type: 'boolean', default: false },
};
const IMPORT_OPTIONS = {
    config: { type: 'string', default: 'evalgate.yml' },
    results: { type: 'string' },
    samples: { type: 'string', multiple: true, default: [] },
    task: { type: 'string', multiple: true, default: [] },
    metric: { type: 'string' },
    filter: { type: 'string' },
    model: { type: 'string' },
    out: { type: 'string' },
    json: { type: 'boolean', default: false },
};
const IMPORT_FORMATS = ['lm-eval'];
const FREEZE_OPTIONS = {
    config: { type: 'string', default: 'evalgate.yml' },
    run: { type: 'string', multiple: true, default: [] },
    note: { type: 'string' },
    json: { type: 'boolean', default: false },
};
const HISTORY_OPTIONS = {
    config: { type: 'string', default: 'evalgate.yml' },
    model: { type: 'string', multiple: true, default: [] },
    json: { type: 'boolean', default: false },
};
const EXPORT_OPTIONS = {
    config: { type: 'string', default: 'evalgate.yml' },
    history: { type: 'string' },
    sqlite: { type: 'string' },
    json: { type: 'boolean', default: false },
};
const REPORT_OPTIONS = {
    run: { type: 'string', multiple: true, default: [] },
    config: { type: 'string' },
    format: { type: 'string', default: 'markdown' },
    out: { type: 'string' },
};
const SLICE_OPTIONS = {
    config: { type: 'string', multiple: true, default: ['evalgate.yml'] },
    write: { type: 'boolean', default: false },
    json: { type: 'boolean', default: false },
};
/** The usage lines of one command, taken from the overall usage text. */
function commandHelp(command) {
    const lines = USAGE.split('\n');
    const start = lines.findIndex((l) => l.startsWith(`  evalgate ${command} `) || l === `  evalgate ${command}`);
    if (start < 0)
        return undefined;
    const own = [lines[start]];
    for (const line of lines.slice(start + 1)) {
        if (!/^ {10,}/.test(line))
            break;
        own.push(line);
    }
    const options = lines.slice(lines.indexOf('Options:'));
    return `Usage:\n${own.join('\n')}\n\n${options.join('\n')}`;
}
/** Runs one CLI invocation and returns its exit code; never throws. */
async function main(argv, io) {
    const [command, ...rest] = argv;
    const wantsJson = rest.includes('--json');
    try {
        const help = command ? commandHelp(command) : undefined;
        if (help && (rest.includes('--help') || rest.includes('-h'))) {
            io.stdout(help);
            return EXIT.ok;
        }
        switch (command) {
            case undefined:
            case '-h':
            case '--help':
            case 'help':
                io.stdout(USAGE);
                return command === undefined ? EXIT.badInput : EXIT.ok;
            case '-v':
            case '--version':
                io.stdout(`${version/* VERSION */.x}\n`);
                return EXIT.ok;
            case 'slice': {
                const { values } = parse(rest, SLICE_OPTIONS, command);
                return await forEachConfig(command, values.config, values, io, async (config, out) => (await Promise.all(/* import() */[__nccwpck_require__.e(311), __nccwpck_require__.e(382), __nccwpck_require__.e(815), __nccwpck_require__.e(967), __nccwpck_require__.e(748), __nccwpck_require__.e(608), __nccwpck_require__.e(779)]).then(__nccwpck_require__.bind(__nccwpck_require__, 9779))).sliceCommand({ ...values, config }, out), reportError);
            }
            case 'run': {
                const { values } = parse(rest, RUN_OPTIONS, command);
                return await forEachConfig(command, values.config, values, io, async (config, out) => (await Promise.all(/* import() */[__nccwpck_require__.e(311), __nccwpck_require__.e(382), __nccwpck_require__.e(815), __nccwpck_require__.e(967), __nccwpck_require__.e(748), __nccwpck_require__.e(567), __nccwpck_require__.e(483), __nccwpck_require__.e(608), __nccwpck_require__.e(623), __nccwpck_require__.e(680)]).then(__nccwpck_require__.bind(__nccwpck_require__, 7948))).runCommand({ ...values, config }, out, process.env), reportError);
            }
            case 'collect': {
                const { values } = parse(rest, COLLECT_OPTIONS, command);
                const { collectCommand } = await Promise.all(/* import() */[__nccwpck_require__.e(311), __nccwpck_require__.e(382), __nccwpck_require__.e(815), __nccwpck_require__.e(967), __nccwpck_require__.e(748), __nccwpck_require__.e(567), __nccwpck_require__.e(483), __nccwpck_require__.e(608), __nccwpck_require__.e(623), __nccwpck_require__.e(680)]).then(__nccwpck_require__.bind(__nccwpck_require__, 7948));
                return await collectCommand(values, io, process.env);
            }
            case 'gate': {
                const { values } = parse(rest, GATE_OPTIONS, command);
                // --run gates imported records; the config (one) only lends its gate settings.
                const { gateCommand } = await Promise.all(/* import() */[__nccwpck_require__.e(311), __nccwpck_require__.e(382), __nccwpck_require__.e(815), __nccwpck_require__.e(967), __nccwpck_require__.e(748), __nccwpck_require__.e(567), __nccwpck_require__.e(483), __nccwpck_require__.e(608), __nccwpck_require__.e(615), __nccwpck_require__.e(623), __nccwpck_require__.e(572), __nccwpck_require__.e(781)]).then(__nccwpck_require__.bind(__nccwpck_require__, 4781));
                if (values.run.length) {
                    return await gateCommand({ ...values, config: values.config[0] }, io, process.env);
                }
                return await forEachConfig(command, values.config, values, io, (config, out, files) => gateCommand({ ...values, config, ...files }, out, process.env), reportError);
            }
            case 'diff': {
                const { values } = parse(rest, DIFF_OPTIONS, command);
                if (!values.run)
                    throw new cli_io/* UsageError */.e('diff: expected --run FILE');
                const { diffCommand } = await Promise.all(/* import() */[__nccwpck_require__.e(311), __nccwpck_require__.e(382), __nccwpck_require__.e(815), __nccwpck_require__.e(967), __nccwpck_require__.e(748), __nccwpck_require__.e(567), __nccwpck_require__.e(483), __nccwpck_require__.e(608), __nccwpck_require__.e(615), __nccwpck_require__.e(623), __nccwpck_require__.e(572), __nccwpck_require__.e(781)]).then(__nccwpck_require__.bind(__nccwpck_require__, 4781));
                return await diffCommand({ ...values, run: values.run }, io);
            }
            case 'freeze': {
                const { values } = parse(rest, FREEZE_OPTIONS, command);
                const { freezeCommand } = await Promise.all(/* import() */[__nccwpck_require__.e(311), __nccwpck_require__.e(382), __nccwpck_require__.e(815), __nccwpck_require__.e(967), __nccwpck_require__.e(748), __nccwpck_require__.e(567), __nccwpck_require__.e(483), __nccwpck_require__.e(608), __nccwpck_require__.e(615), __nccwpck_require__.e(623), __nccwpck_require__.e(1)]).then(__nccwpck_require__.bind(__nccwpck_require__, 5001));
                return await freezeCommand(values, io, process.env);
            }
            case 'history': {
                const { values } = parse(rest, HISTORY_OPTIONS, command);
                const { historyCommand } = await Promise.all(/* import() */[__nccwpck_require__.e(311), __nccwpck_require__.e(382), __nccwpck_require__.e(815), __nccwpck_require__.e(967), __nccwpck_require__.e(748), __nccwpck_require__.e(567), __nccwpck_require__.e(483), __nccwpck_require__.e(439)]).then(__nccwpck_require__.bind(__nccwpck_require__, 2439));
                return await historyCommand(values, io);
            }
            case 'export': {
                const { values } = parse(rest, EXPORT_OPTIONS, command);
                const { exportCommand } = await Promise.all(/* import() */[__nccwpck_require__.e(311), __nccwpck_require__.e(382), __nccwpck_require__.e(815), __nccwpck_require__.e(967), __nccwpck_require__.e(748), __nccwpck_require__.e(567), __nccwpck_require__.e(483), __nccwpck_require__.e(439)]).then(__nccwpck_require__.bind(__nccwpck_require__, 2439));
                return await exportCommand(values, io);
            }
            case 'report': {
                const { values } = parse(rest, REPORT_OPTIONS, command);
                const { reportCommand } = await Promise.all(/* import() */[__nccwpck_require__.e(311), __nccwpck_require__.e(382), __nccwpck_require__.e(815), __nccwpck_require__.e(967), __nccwpck_require__.e(748), __nccwpck_require__.e(567), __nccwpck_require__.e(483), __nccwpck_require__.e(608), __nccwpck_require__.e(615), __nccwpck_require__.e(572), __nccwpck_require__.e(327)]).then(__nccwpck_require__.bind(__nccwpck_require__, 327));
                return await reportCommand(values, io);
            }
            case 'merge': {
                const { values } = parse(rest, MERGE_OPTIONS, command);
                const { mergeCommand } = await Promise.all(/* import() */[__nccwpck_require__.e(311), __nccwpck_require__.e(382), __nccwpck_require__.e(815), __nccwpck_require__.e(967), __nccwpck_require__.e(748), __nccwpck_require__.e(567), __nccwpck_require__.e(483), __nccwpck_require__.e(119)]).then(__nccwpck_require__.bind(__nccwpck_require__, 3119));
                return await mergeCommand(values, io);
            }
            case 'import': {
                const [format, ...more] = rest;
                if (!format || !IMPORT_FORMATS.includes(format)) {
                    throw new cli_io/* UsageError */.e(`import: expected the output format to import (${IMPORT_FORMATS.join(', ')}), found ${format === undefined ? 'nothing' : JSON.stringify(format)}`);
                }
                const { values } = parse(more, IMPORT_OPTIONS, command);
                const { importCommand } = await Promise.all(/* import() */[__nccwpck_require__.e(311), __nccwpck_require__.e(382), __nccwpck_require__.e(815), __nccwpck_require__.e(967), __nccwpck_require__.e(748), __nccwpck_require__.e(567), __nccwpck_require__.e(483), __nccwpck_require__.e(615), __nccwpck_require__.e(572), __nccwpck_require__.e(332)]).then(__nccwpck_require__.bind(__nccwpck_require__, 7332));
                return await importCommand(values, io, process.env);
            }
            case 'schema': {
                parse(rest, {}, command);
                const { configJsonSchema } = await Promise.all(/* import() */[__nccwpck_require__.e(311), __nccwpck_require__.e(967), __nccwpck_require__.e(68)]).then(__nccwpck_require__.bind(__nccwpck_require__, 687));
                io.stdout(`${JSON.stringify(configJsonSchema(), null, 2)}\n`);
                return EXIT.ok;
            }
            default:
                throw new cli_io/* UsageError */.e(`unknown command "${command}"${(0,core_text/* closestName */.Nf)(command, COMMANDS) ? ` (did you mean "${(0,core_text/* closestName */.Nf)(command, COMMANDS)}"?)` : ''}; expected one of: ${COMMANDS.join(', ')}`);
        }
    }
    catch (error) {
        return reportError(error, io, wantsJson);
    }
}
function parse(args, options, command) {
    try {
        return (0,external_node_util_namespaceObject.parseArgs)({
            args: spreadValues(args, options),
            options,
            strict: true,
            allowPositionals: false,
        });
    }
    catch (error) {
        const message = error.message.replace(/\. To specify.*$/s, '');
        const unknown = /^Unknown option '(-{1,2}[^']+)'/.exec(message)?.[1];
        if (unknown) {
            const names = Object.keys(options).map((name) => `--${name}`);
            const guess = (0,core_text/* closestName */.Nf)(unknown, [...names, '--help']);
            throw new cli_io/* UsageError */.e(`${command}: unknown option ${unknown}${guess ? ` (did you mean ${guess}?)` : ''}; expected one of: ${names.join(', ')}`);
        }
        throw new cli_io/* UsageError */.e(`${command}: ${message}`);
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
    else if (error instanceof cli_io/* UsageError */.e) {
        const command = /^(\w+):/.exec(error.message)?.[1];
        const help = command && COMMANDS.includes(command) ? `evalgate ${command} --help` : 'evalgate --help';
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

/***/ 2020:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   Nf: () => (/* binding */ closestName),
/* harmony export */   Zy: () => (/* binding */ errorGroups),
/* harmony export */   kc: () => (/* binding */ logText)
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
