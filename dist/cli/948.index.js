export const id = 948;
export const ids = [948];
export const modules = {

/***/ 7948:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

__webpack_require__.r(__webpack_exports__);
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   collectCommand: () => (/* binding */ collectCommand),
/* harmony export */   runCommand: () => (/* binding */ runCommand)
/* harmony export */ });
/* harmony import */ var _core_batch_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(3347);
/* harmony import */ var _core_config_reasoning_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(6814);
/* harmony import */ var _core_config_schema_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(7967);
/* harmony import */ var _core_config_variables_js__WEBPACK_IMPORTED_MODULE_11__ = __webpack_require__(8507);
/* harmony import */ var _core_report_cached_js__WEBPACK_IMPORTED_MODULE_10__ = __webpack_require__(8670);
/* harmony import */ var _core_shard_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(1880);
/* harmony import */ var _core_text_js__WEBPACK_IMPORTED_MODULE_9__ = __webpack_require__(2020);
/* harmony import */ var _engine_config_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(538);
/* harmony import */ var _engine_run_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(9336);
/* harmony import */ var _engine_suite_js__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(9362);
/* harmony import */ var _interrupt_js__WEBPACK_IMPORTED_MODULE_7__ = __webpack_require__(4741);
/* harmony import */ var _io_js__WEBPACK_IMPORTED_MODULE_8__ = __webpack_require__(3097);












async function runCommand(options, io, env) {
    const loaded = await (0,_engine_config_js__WEBPACK_IMPORTED_MODULE_4__/* .loadConfig */ .Z9)(options.config, (0,_io_js__WEBPACK_IMPORTED_MODULE_8__/* .warnTo */ .Yf)(io));
    const whole = await (0,_engine_run_js__WEBPACK_IMPORTED_MODULE_5__/* .prepareSuite */ .Az)(loaded, options.model, (0,_io_js__WEBPACK_IMPORTED_MODULE_8__/* .warnTo */ .Yf)(io));
    (0,_io_js__WEBPACK_IMPORTED_MODULE_8__/* .warnSliceSize */ .ct)(io, whole.slice.items.length, loaded.config.gate);
    const prepared = options.shard
        ? (0,_engine_run_js__WEBPACK_IMPORTED_MODULE_5__/* .shardSuite */ .bz)(whole, (0,_core_shard_js__WEBPACK_IMPORTED_MODULE_3__/* .parseShard */ .uK)(options.shard, '--shard'), '--shard')
        : whole;
    if (options['dry-run'])
        return dryRun(prepared, options.json, io, env);
    return (0,_interrupt_js__WEBPACK_IMPORTED_MODULE_7__/* .interruptible */ .I)(io, { command: 'run', reuses: true, json: options.json }, async (io, signal) => {
        const runs = await (0,_engine_run_js__WEBPACK_IMPORTED_MODULE_5__/* .runSuite */ .og)(prepared, {
            models: options.model,
            outDir: options.out,
            noCache: options['no-cache'],
            record: options.record,
            env,
            log: io.stderr,
            isTTY: io.isTTY ?? false,
            ...(signal ? { signal } : {}),
        });
        return reportRuns(runs, [], prepared, options.json, io);
    });
}
/**
 * `evalgate collect`: the batches earlier runs submitted become run records; one still running
 * is named with its progress and exits 3, so a script can wait and try again.
 */
async function collectCommand(options, io, env) {
    const loaded = await (0,_engine_config_js__WEBPACK_IMPORTED_MODULE_4__/* .loadConfig */ .Z9)(options.config, (0,_io_js__WEBPACK_IMPORTED_MODULE_8__/* .warnTo */ .Yf)(io));
    const prepared = await (0,_engine_run_js__WEBPACK_IMPORTED_MODULE_5__/* .prepareSuite */ .Az)(loaded, options.model, (0,_io_js__WEBPACK_IMPORTED_MODULE_8__/* .warnTo */ .Yf)(io));
    const { runs, waiting } = await (0,_engine_run_js__WEBPACK_IMPORTED_MODULE_5__/* .collectSuite */ .N$)(prepared, {
        models: options.model,
        outDir: options.out,
        noCache: false,
        env,
        log: io.stderr,
        isTTY: io.isTTY ?? false,
    });
    for (const w of waiting) {
        io.stderr(`evalgate: ${(0,_core_text_js__WEBPACK_IMPORTED_MODULE_9__/* .logText */ .kc)(w.model)}: batch ${(0,_core_text_js__WEBPACK_IMPORTED_MODULE_9__/* .logText */ .kc)(w.batchId)} is still ${(0,_core_text_js__WEBPACK_IMPORTED_MODULE_9__/* .logText */ .kc)(w.status)} (${w.done}/${w.total} done); nothing recorded for it, collect again later\n`);
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
                ...(record.usage.reasoning_tokens === undefined
                    ? {}
                    : { reasoning_tokens: record.usage.reasoning_tokens }),
                incomplete: record.incomplete,
                ...(record.shard
                    ? { shard: { index: record.shard.index, count: record.shard.count } }
                    : {}),
                path: (0,_engine_config_js__WEBPACK_IMPORTED_MODULE_4__/* .displayPath */ .Gt)(file),
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
                (0,_core_text_js__WEBPACK_IMPORTED_MODULE_9__/* .logText */ .kc)(record.model.id),
                (0,_core_text_js__WEBPACK_IMPORTED_MODULE_9__/* .logText */ .kc)(record.model.build.model ?? record.model.requested ?? ''),
                score,
                String(a.n),
                String(a.errors),
                String(record.usage.cached),
                (0,_engine_config_js__WEBPACK_IMPORTED_MODULE_4__/* .displayPath */ .Gt)(file),
            ];
        });
        io.stdout(table(['model', 'build', 'score', 'n', 'errors', 'cached', 'record'], rows));
        const cached = (0,_core_report_cached_js__WEBPACK_IMPORTED_MODULE_10__/* .cacheNote */ .N)(runs.map((r) => r.record));
        if (cached)
            io.stdout(`${(0,_core_text_js__WEBPACK_IMPORTED_MODULE_9__/* .logText */ .kc)(cached)}\n`);
        // A reasoning slot has its own protocol: then each slot's is named.
        const ids = new Set(runs.map((r) => r.record.protocol_id));
        const protocols = ids.size <= 1
            ? `protocol ${runs[0]?.record.protocol_id.slice(0, 12) ?? ''}`
            : `protocols ${runs.map((r) => `${r.record.protocol_id.slice(0, 12)} (${(0,_core_text_js__WEBPACK_IMPORTED_MODULE_9__/* .logText */ .kc)(r.record.model.id)})`).join(', ')}`;
        io.stdout(`${protocols}, slice ${prepared.slice.fingerprint.slice(0, 12)}\n`);
        if (prepared.shard) {
            io.stdout(`${(0,_core_shard_js__WEBPACK_IMPORTED_MODULE_3__/* .shardName */ .Az)(prepared.shard)}: ${prepared.shard.ids.length} of ${prepared.shard.slice_items} items; a partial record, to join with the other shards: evalgate merge --run FILE...\n`);
        }
    }
    let failed = false;
    for (const { record } of runs) {
        const id = (0,_core_text_js__WEBPACK_IMPORTED_MODULE_9__/* .logText */ .kc)(record.model.id);
        if (record.incomplete) {
            failed = true;
            io.stderr(`evalgate: ${id}: the run is incomplete, ${record.incomplete.remaining} items not done: ${(0,_core_text_js__WEBPACK_IMPORTED_MODULE_9__/* .logText */ .kc)(record.incomplete.reason)}\n`);
        }
        const { errors, error_rate: rate, n } = record.aggregates;
        if (errors === 0)
            continue;
        const groups = (0,_core_text_js__WEBPACK_IMPORTED_MODULE_9__/* .errorGroups */ .Zy)(record.items.flatMap((i) => (i.error === null ? [] : [i.error])));
        const attempts = n * record.protocol.repeats;
        if (errors === attempts) {
            io.stderr(`evalgate: ${id}: all ${attempts} items failed: ${(0,_core_text_js__WEBPACK_IMPORTED_MODULE_9__/* .logText */ .kc)(groups[0].message)}\n`);
        }
        else {
            io.stderr(`evalgate: ${id}: ${errors} of ${attempts} items failed:\n`);
            for (const group of groups.slice(0, 5))
                io.stderr(`  ${group.count} × ${(0,_core_text_js__WEBPACK_IMPORTED_MODULE_9__/* .logText */ .kc)(group.message)}\n`);
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
    const missing = (0,_core_config_variables_js__WEBPACK_IMPORTED_MODULE_11__/* .missingVariables */ .uM)((0,_engine_suite_js__WEBPACK_IMPORTED_MODULE_6__/* .calledEntries */ .Mp)(prepared), env);
    for (const m of missing) {
        io.stderr(`evalgate: ${(0,_engine_suite_js__WEBPACK_IMPORTED_MODULE_6__/* .missingText */ .qq)(m)}: a run would stop before its first request\n`);
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
        const batch = (0,_core_config_schema_js__WEBPACK_IMPORTED_MODULE_2__/* .batchSettings */ .Qe)(entry) !== undefined;
        const price = entry.price && batch ? (0,_core_batch_js__WEBPACK_IMPORTED_MODULE_0__/* .batchPrice */ .wj)(entry.price) : entry.price;
        return {
            model: entry.id,
            provider: entry.provider,
            // null: not known in advance. They count as output, which is bounded by the token limit.
            ...((0,_core_config_reasoning_js__WEBPACK_IMPORTED_MODULE_1__/* .reasons */ .Ot)(entry) ? { reasoning_tokens: null } : {}),
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
    const reasoning = models.filter((m) => 'reasoning_tokens' in m).map((m) => m.model);
    if (reasoning.length > 0) {
        io.stdout(`reasoning tokens are not known in advance: for ${reasoning.map(_core_text_js__WEBPACK_IMPORTED_MODULE_9__/* .logText */ .kc).join(', ')} the output tokens (and cost) use the token limit, decoding.max_tokens, as their upper bound\n`);
    }
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

/***/ 4741:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   I: () => (/* binding */ interruptible),
/* harmony export */   _: () => (/* binding */ EXIT_INTERRUPTED)
/* harmony export */ });
/* harmony import */ var _engine_run_options_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(4044);
/* harmony import */ var _engine_config_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(538);
/* harmony import */ var _core_text_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(2020);



/** The exit code of a run stopped by Ctrl-C (128 + SIGINT), as shells report it. */
const EXIT_INTERRUPTED = 130;
/**
 * Runs `work` with an abort signal that Ctrl-C fires (when the entry gives one). Interrupted, it
 * ends an open progress line, says what was kept and how to resume, and exits 130. A second
 * Ctrl-C exits at once (the entry's handler).
 */
async function interruptible(io, resume, work) {
    const interrupt = io.interrupts?.();
    if (!interrupt)
        return work(io, undefined);
    let lineOpen = false;
    const tracked = {
        ...io,
        stderr: (text) => {
            if (text)
                lineOpen = !text.endsWith('\n');
            io.stderr(text);
        },
    };
    try {
        return await work(tracked, interrupt.signal);
    }
    catch (error) {
        if (!interrupt.signal.aborted)
            throw error;
        if (lineOpen)
            io.stderr('\n');
        const text = interruptedText(error instanceof _engine_run_options_js__WEBPACK_IMPORTED_MODULE_0__/* .RunInterrupted */ .Q ? error : undefined, resume);
        io.stderr(text);
        if (resume.json) {
            const [message, ...details] = text
                .trimEnd()
                .replace(/^evalgate: /, '')
                .split('\n');
            io.stdout(`${JSON.stringify({ error: { message, details, exit_code: EXIT_INTERRUPTED } })}\n`);
        }
        return EXIT_INTERRUPTED;
    }
    finally {
        interrupt.release();
    }
}
function interruptedText(stop, resume) {
    const lines = [
        `evalgate: interrupted${stop?.model ? ` while measuring ${(0,_core_text_js__WEBPACK_IMPORTED_MODULE_2__/* .logText */ .kc)(stop.model)}` : ''}: no record was written for ${stop?.model ? 'it' : 'the interrupted slot'}, nothing was frozen${resume.command === 'gate' ? ' and nothing was gated' : ''}.`,
    ];
    if (stop && stop.cacheDir === null) {
        lines.push('Nothing was kept: --no-cache saves no answer, so a rerun asks every question again.');
    }
    else {
        const where = stop?.cacheDir ? ` (${(0,_engine_config_js__WEBPACK_IMPORTED_MODULE_1__/* .displayPath */ .Gt)(stop.cacheDir)})` : '';
        lines.push(resume.reuses
            ? `The answers received so far are in the response cache${where}: run the same command again to resume from them; only the rest is asked.`
            : `The answers received so far are in the response cache${where}; \`evalgate gate\` measures every answer anew, so add --cache (or use \`evalgate run\`) to resume from them and ask only the rest.`);
        const uncached = stop?.uncached ?? [];
        if (uncached.length) {
            lines.push(`Not cached, asked again from the start: ${uncached.map((s) => `${(0,_core_text_js__WEBPACK_IMPORTED_MODULE_2__/* .logText */ .kc)(s.id)} (${(0,_core_text_js__WEBPACK_IMPORTED_MODULE_2__/* .logText */ .kc)(s.provider)})`).join(', ')}; the response cache keeps only the answers of openai and anthropic slots (a command's answers depend on its files, which the cache key cannot see).`);
        }
    }
    if (stop?.written.length) {
        lines.push(`Slots measured before the interrupt were recorded: ${stop.written.map(_engine_config_js__WEBPACK_IMPORTED_MODULE_1__/* .displayPath */ .Gt).join(', ')}.`);
    }
    return `${lines.join('\n')}\n`;
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


/***/ })

};
