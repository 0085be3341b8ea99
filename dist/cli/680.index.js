export const id = 680;
export const ids = [680];
export const modules = {

/***/ 7948:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

__webpack_require__.r(__webpack_exports__);
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   collectCommand: () => (/* binding */ collectCommand),
/* harmony export */   runCommand: () => (/* binding */ runCommand)
/* harmony export */ });
/* harmony import */ var _core_batch_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(3347);
/* harmony import */ var _core_config_schema_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(7967);
/* harmony import */ var _core_config_variables_js__WEBPACK_IMPORTED_MODULE_9__ = __webpack_require__(8507);
/* harmony import */ var _core_report_cached_js__WEBPACK_IMPORTED_MODULE_8__ = __webpack_require__(8670);
/* harmony import */ var _core_shard_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(1880);
/* harmony import */ var _core_text_js__WEBPACK_IMPORTED_MODULE_7__ = __webpack_require__(2020);
/* harmony import */ var _engine_config_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(5710);
/* harmony import */ var _engine_run_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(4707);
/* harmony import */ var _engine_suite_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(9362);
/* harmony import */ var _io_js__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(3097);










async function runCommand(options, io, env) {
    const loaded = await (0,_engine_config_js__WEBPACK_IMPORTED_MODULE_3__/* .loadConfig */ .Z9)(options.config, (0,_io_js__WEBPACK_IMPORTED_MODULE_6__/* .warnTo */ .Yf)(io));
    const whole = await (0,_engine_run_js__WEBPACK_IMPORTED_MODULE_4__/* .prepareSuite */ .Az)(loaded, options.model, (0,_io_js__WEBPACK_IMPORTED_MODULE_6__/* .warnTo */ .Yf)(io));
    (0,_io_js__WEBPACK_IMPORTED_MODULE_6__/* .warnSliceSize */ .ct)(io, whole.slice.items.length, loaded.config.gate);
    const prepared = options.shard
        ? (0,_engine_run_js__WEBPACK_IMPORTED_MODULE_4__/* .shardSuite */ .bz)(whole, (0,_core_shard_js__WEBPACK_IMPORTED_MODULE_2__/* .parseShard */ .uK)(options.shard, '--shard'), '--shard')
        : whole;
    if (options['dry-run'])
        return dryRun(prepared, options.json, io, env);
    const runs = await (0,_engine_run_js__WEBPACK_IMPORTED_MODULE_4__/* .runSuite */ .og)(prepared, {
        models: options.model,
        outDir: options.out,
        noCache: options['no-cache'],
        record: options.record,
        env,
        log: io.stderr,
        isTTY: io.isTTY ?? false,
    });
    return reportRuns(runs, [], prepared, options.json, io);
}
/**
 * `evalgate collect`: the batches earlier runs submitted become run records; one still running
 * is named with its progress and exits 3, so a script can wait and try again.
 */
async function collectCommand(options, io, env) {
    const loaded = await (0,_engine_config_js__WEBPACK_IMPORTED_MODULE_3__/* .loadConfig */ .Z9)(options.config, (0,_io_js__WEBPACK_IMPORTED_MODULE_6__/* .warnTo */ .Yf)(io));
    const prepared = await (0,_engine_run_js__WEBPACK_IMPORTED_MODULE_4__/* .prepareSuite */ .Az)(loaded, options.model, (0,_io_js__WEBPACK_IMPORTED_MODULE_6__/* .warnTo */ .Yf)(io));
    const { runs, waiting } = await (0,_engine_run_js__WEBPACK_IMPORTED_MODULE_4__/* .collectSuite */ .N$)(prepared, {
        models: options.model,
        outDir: options.out,
        noCache: false,
        env,
        log: io.stderr,
        isTTY: io.isTTY ?? false,
    });
    for (const w of waiting) {
        io.stderr(`evalgate: ${(0,_core_text_js__WEBPACK_IMPORTED_MODULE_7__/* .logText */ .kc)(w.model)}: batch ${(0,_core_text_js__WEBPACK_IMPORTED_MODULE_7__/* .logText */ .kc)(w.batchId)} is still ${(0,_core_text_js__WEBPACK_IMPORTED_MODULE_7__/* .logText */ .kc)(w.status)} (${w.done}/${w.total} done); nothing recorded for it, collect again later\n`);
    }
    const code = reportRuns(runs, waiting, prepared, options.json, io);
    return waiting.length > 0 ? 3 : code;
}
function reportRuns(runs, waiting, prepared, json, io) {
    const { loaded } = prepared;
    if (json) {
        const document = {
            runs: runs.map(({ record, path: file }) => ({
                model: record.model.id,
                build: record.model.build.model ?? record.model.requested,
                protocol_id: record.protocol_id,
                score: record.aggregates.score,
                std: record.aggregates.std,
                n: record.aggregates.n,
                errors: record.aggregates.errors,
                cached: record.usage.cached,
                incomplete: record.incomplete,
                ...(record.shard
                    ? { shard: { index: record.shard.index, count: record.shard.count } }
                    : {}),
                path: (0,_engine_config_js__WEBPACK_IMPORTED_MODULE_3__/* .displayPath */ .Gt)(file),
                ...(record.usage.batch ? { batch: record.usage.batch } : {}),
            })),
            ...(waiting.length ? { waiting } : {}),
        };
        io.stdout(`${JSON.stringify(document)}\n`);
    }
    else {
        const rows = runs.map(({ record, path: file }) => {
            const a = record.aggregates;
            const score = a.score === null
                ? 'n/a'
                : `${a.score.toFixed(1)}${record.protocol.repeats > 1 ? ` ± ${a.std.toFixed(1)}` : ''}`;
            return [
                (0,_core_text_js__WEBPACK_IMPORTED_MODULE_7__/* .logText */ .kc)(record.model.id),
                (0,_core_text_js__WEBPACK_IMPORTED_MODULE_7__/* .logText */ .kc)(record.model.build.model ?? record.model.requested ?? ''),
                score,
                String(a.n),
                String(a.errors),
                String(record.usage.cached),
                (0,_engine_config_js__WEBPACK_IMPORTED_MODULE_3__/* .displayPath */ .Gt)(file),
            ];
        });
        io.stdout(table(['model', 'build', 'score', 'n', 'errors', 'cached', 'record'], rows));
        const cached = (0,_core_report_cached_js__WEBPACK_IMPORTED_MODULE_8__/* .cacheNote */ .N)(runs.map((r) => r.record));
        if (cached)
            io.stdout(`${(0,_core_text_js__WEBPACK_IMPORTED_MODULE_7__/* .logText */ .kc)(cached)}\n`);
        io.stdout(`protocol ${runs[0]?.record.protocol_id.slice(0, 12) ?? ''}, slice ${prepared.slice.fingerprint.slice(0, 12)}\n`);
        if (prepared.shard) {
            io.stdout(`${(0,_core_shard_js__WEBPACK_IMPORTED_MODULE_2__/* .shardName */ .Az)(prepared.shard)}: ${prepared.shard.ids.length} of ${prepared.shard.slice_items} items; a partial record, to join with the other shards: evalgate merge --run FILE...\n`);
        }
    }
    let failed = false;
    for (const { record } of runs) {
        const id = (0,_core_text_js__WEBPACK_IMPORTED_MODULE_7__/* .logText */ .kc)(record.model.id);
        if (record.incomplete) {
            failed = true;
            io.stderr(`evalgate: ${id}: the run is incomplete, ${record.incomplete.remaining} items not done: ${(0,_core_text_js__WEBPACK_IMPORTED_MODULE_7__/* .logText */ .kc)(record.incomplete.reason)}\n`);
        }
        const { errors, error_rate: rate, n } = record.aggregates;
        if (errors === 0)
            continue;
        const groups = (0,_core_text_js__WEBPACK_IMPORTED_MODULE_7__/* .errorGroups */ .Zy)(record.items.flatMap((i) => (i.error === null ? [] : [i.error])));
        const attempts = n * record.protocol.repeats;
        if (errors === attempts) {
            io.stderr(`evalgate: ${id}: all ${attempts} items failed: ${(0,_core_text_js__WEBPACK_IMPORTED_MODULE_7__/* .logText */ .kc)(groups[0].message)}\n`);
        }
        else {
            io.stderr(`evalgate: ${id}: ${errors} of ${attempts} items failed:\n`);
            for (const group of groups.slice(0, 5))
                io.stderr(`  ${group.count} × ${(0,_core_text_js__WEBPACK_IMPORTED_MODULE_7__/* .logText */ .kc)(group.message)}\n`);
            if (groups.length > 5)
                io.stderr(`  … and ${groups.length - 5} other causes\n`);
        }
        if (rate > loaded.config.gate.max_error_rate) {
            failed = true;
            io.stderr(`evalgate: ${id}: ${(rate * 100).toFixed(1)}% of the requests failed, above gate.max_error_rate ${(loaded.config.gate.max_error_rate * 100).toFixed(1)}%\n`);
        }
    }
    return failed ? 1 : 0;
}
/**
 * What a run would send and cost, without calling any model. Every environment variable a real
 * run would miss (keys and header variables of every entry it calls, the judge included) is
 * named, and then the dry run exits 2 as the run would, before its first request.
 */
function dryRun(prepared, json, io, env) {
    const { config } = prepared.loaded;
    const missing = (0,_core_config_variables_js__WEBPACK_IMPORTED_MODULE_9__/* .missingVariables */ .uM)((0,_engine_suite_js__WEBPACK_IMPORTED_MODULE_5__/* .calledEntries */ .Mp)(prepared), env);
    for (const m of missing) {
        io.stderr(`evalgate: ${(0,_engine_suite_js__WEBPACK_IMPORTED_MODULE_5__/* .missingText */ .qq)(m)}: a run would stop before its first request\n`);
    }
    const inputTokens = prepared.calls.reduce((sum, call) => {
        const chars = call.prompt.mode === 'completion'
            ? call.prompt.text.length
            : call.prompt.messages.reduce((a, m) => a + m.content.length, 0);
        return sum + Math.ceil(chars / 4);
    }, 0);
    const outputTokens = prepared.calls.length * config.decoding.max_tokens;
    const models = prepared.candidates.map((entry) => {
        const free = entry.provider === 'baseline' || entry.provider === 'replay';
        // The CLI batches an entry whenever it sets batch (see README, "Batch APIs").
        const batch = (0,_core_config_schema_js__WEBPACK_IMPORTED_MODULE_1__/* .batchSettings */ .Qe)(entry) !== undefined;
        const price = entry.price && batch ? (0,_core_batch_js__WEBPACK_IMPORTED_MODULE_0__/* .batchPrice */ .wj)(entry.price) : entry.price;
        return {
            model: entry.id,
            provider: entry.provider,
            requests: free || batch ? 0 : prepared.calls.length,
            batch_requests: batch ? prepared.calls.length : 0,
            input_tokens: inputTokens,
            output_tokens: outputTokens,
            cost_usd: price
                ? Math.round(((inputTokens * price.input_per_mtok + outputTokens * price.output_per_mtok) / 1e6) *
                    1e4) / 1e4
                : null,
        };
    });
    if (json) {
        io.stdout(`${JSON.stringify({ dry_run: true, items: prepared.shard?.ids.length ?? prepared.slice.items.length, repeats: config.repeats, models, missing })}\n`);
        return missing.length > 0 ? 2 : 0;
    }
    io.stdout(table([
        'model',
        'provider',
        'requests',
        'batch requests',
        'input tokens (est.)',
        'output tokens (max)',
        'cost (est.)',
    ], models.map((m) => [
        m.model,
        m.provider,
        String(m.requests),
        String(m.batch_requests),
        String(m.input_tokens),
        String(m.output_tokens),
        m.cost_usd === null
            ? 'no price set'
            : `$${m.cost_usd.toFixed(4)}${m.batch_requests ? ' (batch price)' : ''}`,
    ])));
    io.stdout(`dry run: no model was called (${prepared.shard?.ids.length ?? prepared.slice.items.length} items x ${config.repeats} repeats; input tokens estimated as characters / 4)\n`);
    return missing.length > 0 ? 2 : 0;
}
function table(header, rows) {
    const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => r[i].length)));
    const line = (cells) => cells
        .map((c, i) => c.padEnd(widths[i]))
        .join('  ')
        .trimEnd();
    return `${[line(header), ...rows.map(line)].join('\n')}\n`;
}


/***/ }),

/***/ 1807:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   In: () => (/* binding */ promptsDigest),
/* harmony export */   p2: () => (/* binding */ protocolIdOf),
/* harmony export */   xn: () => (/* binding */ buildProtocol)
/* harmony export */ });
/* unused harmony export PROTOCOL_VERSION */
/* harmony import */ var node_crypto__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(7598);
/* harmony import */ var node_crypto__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_crypto__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var _canonical_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(457);
/* harmony import */ var _version_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(3323);



/**
 * Bumped whenever evalgate changes how it measures (request shape, extraction, scoring) in a way
 * that could move scores: results under different protocol versions are never compared.
 */
const PROTOCOL_VERSION = 1;
/** Everything that defines the measurement, and nothing about the model under test. */
function buildProtocol(config, slice, harness, grader, prompts) {
    const { decoding } = config;
    const loglikelihood = config.harness.output === 'loglikelihood';
    const protocol = {
        harness: { name: 'evalgate', version: _version_js__WEBPACK_IMPORTED_MODULE_2__/* .VERSION */ .x, protocol_version: PROTOCOL_VERSION },
        dataset: { path: config.dataset.path, format: config.dataset.format },
        fingerprint: slice.fingerprint,
        slice: {
            seed: config.slice.seed.toString(),
            size: slice.items.length,
            fingerprint_fields: [...slice.fingerprintFields],
        },
        wash: { ...config.wash },
        template: {
            name: harness.name,
            mode: harness.mode,
            hash: harness.templateHash,
            text: harness.templateText,
            ...(harness.reproduces === undefined ? {} : { reproduces: harness.reproduces }),
        },
        fewshot: fewshotPart(config, harness),
        grader,
        decoding: loglikelihood
            ? loglikelihoodDecoding(decoding.seed)
            : {
                temperature: decoding.temperature,
                top_p: decoding.top_p,
                max_tokens: decoding.max_tokens,
                seed: decoding.seed?.toString() ?? null,
                stop: decoding.stop ?? null,
            },
        repeats: config.repeats,
        ...(loglikelihood ? { output: 'loglikelihood' } : {}),
        ...(prompts === undefined ? {} : { prompts }),
    };
    return { protocol, protocolId: protocolIdOf(protocol) };
}
/**
 * sha256 over every prompt of the slice, in slice order, with its item id: what is sent, not
 * only the template and examples it is made from. A row field the templates read but the
 * fingerprint does not cover (an item's subject decides its header and, with group_by, its
 * examples) changes this digest, so such an edit can never keep a protocol id.
 */
function promptsDigest(calls) {
    const hash = (0,node_crypto__WEBPACK_IMPORTED_MODULE_0__.createHash)('sha256');
    // A line per call, hashed a few hundred lines at a time: the same bytes as an update per call,
    // without a native call per item.
    const CHUNK = 512;
    let text = '';
    for (const [i, call] of calls.entries()) {
        text += `${JSON.stringify([call.item.id, call.prompt])}\n`;
        if ((i + 1) % CHUNK === 0 || i === calls.length - 1) {
            hash.update(text, 'utf8');
            text = '';
        }
    }
    return hash.digest('hex');
}
/** What a loglikelihood request fixes, whatever `decoding` says (lm-eval's local-completions). */
function loglikelihoodDecoding(seed) {
    return { echo: true, logprobs: 1, max_tokens: 1, temperature: 0, seed: seed?.toString() ?? null };
}
/**
 * The id covers what decides comparability. The evalgate version itself is left out on purpose:
 * only `protocol_version` bumps make old baselines incomparable. The dataset path is left out
 * too: moving a file does not change the slice, and the fingerprint covers its content.
 */
function protocolIdOf(protocol) {
    const { harness, template, fingerprint, slice, wash, fewshot, grader, decoding, repeats, output, prompts, lm_eval, } = protocol;
    return (0,_canonical_js__WEBPACK_IMPORTED_MODULE_1__/* .sha256Hex */ .f)((0,_canonical_js__WEBPACK_IMPORTED_MODULE_1__/* .canonicalJson */ .d)({
        harness: { name: harness.name, protocol_version: harness.protocol_version },
        fingerprint,
        slice,
        wash: washRules(wash),
        // The text decides, not the preset's name: a custom copy of a preset stays comparable.
        template: { mode: template.mode, hash: template.hash },
        // The hash covers the examples every item gets; source, sampler and grouping describe it.
        fewshot: { k: fewshot.k, hash: fewshot.hash },
        grader,
        decoding,
        repeats,
        // Absent for generate, so the ids of generate suites stay what they were.
        ...(output ? { output } : {}),
        ...(prompts ? { prompts } : {}),
        // Imports only: the runner's version and the model's args describe, they do not decide.
        ...(lm_eval
            ? {
                lm_eval: {
                    task: lm_eval.task,
                    task_version: lm_eval.task_version,
                    task_hash: lm_eval.task_hash,
                    limit: lm_eval.limit,
                    config: lm_eval.config,
                    ...(lm_eval.subtasks ? { subtasks: lm_eval.subtasks } : {}),
                },
            }
            : {}),
    }));
}
/**
 * The wash rules as the id sees them. `dedupe: false` is recorded in the protocol (the card says
 * "no dedupe"), but it means what a config without the key means, so it hashes like one: writing
 * the default out never makes the baselines incomparable, and every id pinned before `false` was
 * allowed stays what it was.
 */
function washRules(wash) {
    if (wash.dedupe !== false)
        return wash;
    return Object.fromEntries(Object.entries(wash).filter(([rule]) => rule !== 'dedupe'));
}
function fewshotPart(config, harness) {
    const fewshot = config.harness.fewshot;
    const k = fewshot?.k ?? 0;
    if (k === 0 || !fewshot)
        return { k, hash: harness.fewshotHash };
    return {
        k,
        hash: harness.fewshotHash,
        ...(fewshot.path === undefined ? {} : { source: fewshot.path }),
        sampler: fewshot.sampler,
        ...(harness.groupBy === undefined ? {} : { group_by: harness.groupBy }),
    };
}


/***/ }),

/***/ 8670:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   N: () => (/* binding */ cacheNote)
/* harmony export */ });
/**
 * How many of the runs' answers were measured and how many came from the response cache, and
 * from which runs: said wherever a verdict is (terminal, markdown, comment, HTML), so that a
 * verdict resting on stored answers never reads as a fresh measurement. Plain text; each writer
 * escapes it for its target.
 */
function cacheNote(runs) {
    if (runs.length === 0)
        return null;
    let total = 0;
    let cached = 0;
    const from = new Map();
    for (const run of runs) {
        total += run.items.length;
        cached += run.usage.cached;
        for (const group of run.usage.cached_from ?? []) {
            const name = group.run === null
                ? 'a local run'
                : `workflow run ${group.run}${group.attempt === null ? '' : ` attempt ${group.attempt}`}`;
            const seen = from.get(name) ?? { count: 0, oldest: null };
            seen.count += group.count;
            if (group.oldest !== null && (seen.oldest === null || group.oldest < seen.oldest)) {
                seen.oldest = group.oldest;
            }
            from.set(name, seen);
        }
    }
    if (cached === 0)
        return `Answers: ${total} measured by this run, none from the cache.`;
    const sources = [...from].map(([name, s]) => `${s.count} from ${name}${s.oldest ? `, measured from ${s.oldest.slice(0, 16).replace('T', ' ')} UTC` : ''}`);
    const unknown = cached - [...from.values()].reduce((a, s) => a + s.count, 0);
    if (unknown > 0)
        sources.push(`${unknown} from a run that did not record itself`);
    const where = sources.length ? ` (${sources.join('; ')})` : '';
    if (cached === total) {
        return `Replayed: nothing was re-measured; all ${total} answers came from the cache${where}.`;
    }
    return `Answers: ${total - cached} measured by this run, ${cached} from the cache${where}.`;
}


/***/ }),

/***/ 2519:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Qo: () => (/* binding */ headCommit)
/* harmony export */ });
/* unused harmony exports extractCommit, fetchPullHead, trackedFiles */
/* harmony import */ var node_child_process__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(1421);
/* harmony import */ var node_child_process__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_child_process__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(1455);
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__webpack_require__.n(node_fs_promises__WEBPACK_IMPORTED_MODULE_1__);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(6760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_2___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_2__);



/**
 * A commit's tree written out into a folder, read from the checkout's object store (fetched from
 * the remote when the checkout is shallow and lacks it). The checkout's own index and work tree
 * are never touched: a private index file carries the tree.
 */
async function extractCommit(options) {
    const { repoDir, sha, dest } = options;
    if (!/^[0-9a-f]{40}([0-9a-f]{24})?$/.test(sha)) {
        throw new Error(`expected a full commit sha, found "${sha}"`);
    }
    const index = `${dest}.index`;
    const git = gitIn(repoDir, { GIT_INDEX_FILE: index });
    if (!(await git(['cat-file', '-e', `${sha}^{commit}`]).then(() => true, () => false))) {
        // actions/checkout leaves a depth-1 merge commit: the base commit is fetched on its own.
        await git(['fetch', '--quiet', '--no-tags', '--depth=1', options.remote ?? 'origin', sha]);
    }
    await rm(dest, { recursive: true, force: true });
    await mkdir(dest, { recursive: true });
    try {
        await git(['read-tree', sha]);
        await git(['checkout-index', '--all', '--force', `--prefix=${path.resolve(dest)}/`]);
    }
    finally {
        await rm(index, { force: true });
    }
}
/**
 * Makes a pull request's head commit present in the checkout's object store, to be read as data
 * (`extractCommit`); nothing of it is checked out or run. Fetched by its sha, else (a fork's head,
 * where the server refuses a bare sha) through the pull request's ref, which must point at it.
 */
async function fetchPullHead(options) {
    const { repoDir, sha, pull } = options;
    const remote = options.remote ?? 'origin';
    if (!/^[0-9a-f]{40}([0-9a-f]{24})?$/.test(sha)) {
        throw new Error(`expected a full commit sha, found "${sha}"`);
    }
    const git = gitIn(repoDir);
    const present = () => git(['cat-file', '-e', `${sha}^{commit}`]).then(() => true, () => false);
    if (await present())
        return;
    const bySha = await git(['fetch', '--quiet', '--no-tags', '--depth=1', remote, sha]).then(() => true, () => false);
    if (bySha && (await present()))
        return;
    const ref = `refs/evalgate/pull/${pull}/head`;
    await git([
        'fetch',
        '--quiet',
        '--no-tags',
        '--depth=1',
        remote,
        `+refs/pull/${pull}/head:${ref}`,
    ]);
    const fetched = await git(['rev-parse', '--verify', `${ref}^{commit}`]);
    if (fetched !== sha) {
        throw new Error(`refs/pull/${pull}/head is ${fetched.slice(0, 12)}, not the measured commit ${sha.slice(0, 12)}`);
    }
}
/** Runs git in `cwd`; a failure rejects with git's own message. */
function gitIn(cwd, extraEnv = {}) {
    const env = { ...process.env, GIT_TERMINAL_PROMPT: '0', ...extraEnv };
    return (args) => new Promise((resolve, reject) => {
        execFile('git', args, { cwd, env, maxBuffer: 64 << 20 }, (error, stdout, stderr) => {
            if (error)
                reject(new Error(`git ${args[0]}: ${String(stderr).trim() || error.message}`));
            else
                resolve(String(stdout).trim());
        });
    });
}
/** Which of `files` (absolute paths) git tracks in `repoDir`'s index; files outside it are not. */
async function trackedFiles(repoDir, files) {
    const inside = files
        .map((file) => ({ file, relative: path.relative(repoDir, file) }))
        .filter(({ relative }) => relative !== '' && !relative.startsWith('..') && !path.isAbsolute(relative));
    if (inside.length === 0)
        return [];
    const out = await gitIn(repoDir)(['ls-files', '-z', '--', ...inside.map((i) => i.relative)]);
    const tracked = new Set(out.split('\0').filter(Boolean));
    return inside
        .filter(({ relative }) => tracked.has(relative.split(path.sep).join('/')))
        .map(({ file }) => file);
}
/** HEAD of the repository at `cwd`, or null outside one (or without git). Never rejects. */
function headCommit(cwd) {
    return new Promise((resolve) => {
        (0,node_child_process__WEBPACK_IMPORTED_MODULE_0__.execFile)('git', ['rev-parse', 'HEAD'], { cwd, encoding: 'utf8', timeout: 5000 }, (error, out) => resolve(error ? null : out.trim()));
    });
}


/***/ })

};
