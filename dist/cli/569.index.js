export const id = 569;
export const ids = [569];
export const modules = {

/***/ 1807:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   HV: () => (/* binding */ slotProtocol),
/* harmony export */   In: () => (/* binding */ promptsDigest),
/* harmony export */   p2: () => (/* binding */ protocolIdOf),
/* harmony export */   xn: () => (/* binding */ buildProtocol)
/* harmony export */ });
/* unused harmony export PROTOCOL_VERSION */
/* harmony import */ var node_crypto__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(7598);
/* harmony import */ var node_crypto__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_crypto__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var _canonical_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(457);
/* harmony import */ var _config_reasoning_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(6814);
/* harmony import */ var _version_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(3323);




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
        harness: { name: 'evalgate', version: _version_js__WEBPACK_IMPORTED_MODULE_3__/* .VERSION */ .x, protocol_version: PROTOCOL_VERSION },
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
 * The protocol one model slot is measured under: the suite's, with the decoding that slot's
 * requests actually carry (a reasoning model's effort or thinking budget, sampling parameters not
 * sent, the token limit's name). A slot without `reasoning` or `token_limit` gets the suite's
 * protocol and id unchanged, so its baselines stay comparable.
 */
function slotProtocol(suite, entry) {
    if (suite.protocol.output === 'loglikelihood')
        return suite;
    const decoding = (0,_config_reasoning_js__WEBPACK_IMPORTED_MODULE_2__/* .sentDecoding */ .ir)(entry, suite.protocol.decoding);
    if (decoding === suite.protocol.decoding)
        return suite;
    const protocol = { ...suite.protocol, decoding };
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

/***/ 4544:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Fn: () => (/* binding */ markReplay),
/* harmony export */   p9: () => (/* binding */ trendPoints)
/* harmony export */ });
/* unused harmony exports sameOutcomes, replayOf */
/* harmony import */ var _summary_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(1363);

/**
 * A rerun every answer of which came from the response cache, and whose outcomes equal a stored
 * run of the same build and protocol, measured nothing new: it is recorded as a replay of that
 * run, and trends and `history` count the stored run once, not again. A run that sent requests
 * is a measurement and a trend point of its own, whatever it found.
 */
/** Same protocol, same reported build, and the same outcome for every item and repeat. */
function sameOutcomes(record, stored, digest) {
    if (record.protocol_id !== stored.protocol_id ||
        record.suite !== stored.suite ||
        record.model.id !== stored.model.id)
        return false;
    if (record.model.build.model !== stored.model.build.model ||
        record.model.build.system_fingerprint !== stored.model.build.system_fingerprint)
        return false;
    if (record.shard || record.incomplete || stored.incomplete)
        return false;
    return (digest ?? (0,_summary_js__WEBPACK_IMPORTED_MODULE_0__/* .outcomesDigest */ .gJ)(record)) === stored.outcomes_sha256;
}
/**
 * The stored run `record` replays: the earliest original (never a replay itself, so replays of
 * replays all point at the one measurement) with the same outcomes; undefined when none. The
 * stored runs are their index summaries: the outcome digest stands in for the items.
 */
function replayOf(record, stored) {
    if (record.replay_of !== undefined)
        return record.replay_of;
    if (record.shard || record.incomplete)
        return undefined;
    // A run that asked the model again measured, even when a deterministic build answers the same.
    if (record.items.length === 0 || record.usage.cached < record.items.length)
        return undefined;
    const digest = (0,_summary_js__WEBPACK_IMPORTED_MODULE_0__/* .outcomesDigest */ .gJ)(record);
    const original = stored.find((r) => r.run_id !== record.run_id && r.replay_of === undefined && sameOutcomes(record, r, digest));
    return original?.run_id;
}
/** `record` marked as a replay of a stored run when it is one, else unchanged. */
function markReplay(record, stored) {
    const of = replayOf(record, stored);
    return of === undefined || record.replay_of === of ? record : { ...record, replay_of: of };
}
/** The runs that are trend points: originals only, each measurement once. */
function trendPoints(runs) {
    return runs.filter((r) => r.replay_of === undefined);
}


/***/ }),

/***/ 4224:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Bm: () => (/* binding */ replayClient),
/* harmony export */   LS: () => (/* binding */ openRecorder)
/* harmony export */ });
/* unused harmony export cassetteKey */
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(3024);
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_fs__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(1455);
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__webpack_require__.n(node_fs_promises__WEBPACK_IMPORTED_MODULE_1__);
/* harmony import */ var _core_canonical_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(457);
/* harmony import */ var _core_errors_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(4296);
/* harmony import */ var _config_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(538);
/* harmony import */ var _providers_types_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(6246);
/* harmony import */ var _providers_usage_js__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(5048);







/**
 * Cassettes record the answers of a run (`evalgate run --record FILE`) so that it can be repeated
 * offline and deterministically with `provider: replay`. Lines are JSON:
 * `{"model": <entry id>, "key", "id", "repeat", "reply"}`. The key is provider-neutral (prompt,
 * decoding, repeat, item id), so a replay matches whatever endpoint made the recording.
 */
function cassetteKey(call) {
    return (0,_core_canonical_js__WEBPACK_IMPORTED_MODULE_2__/* .sha256Hex */ .f)((0,_core_canonical_js__WEBPACK_IMPORTED_MODULE_2__/* .canonicalJson */ .d)({
        prompt: call.prompt,
        decoding: call.decoding,
        repeat: call.repeat,
        id: call.item.id,
        ...(call.loglikelihood ? { loglikelihood: call.loglikelihood } : {}),
    }));
}
const CASSETTE_USAGE = {
    input: 'reply.usage.input_tokens',
    output: 'reply.usage.output_tokens',
    reasoning: 'reply.usage.reasoning_tokens',
};
function openRecorder(file) {
    let stream;
    return {
        record(modelId, call, reply) {
            stream ??= (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.createWriteStream)(file, { flags: 'a' });
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
        close: () => new Promise((resolve, reject) => {
            if (!stream)
                return resolve();
            stream.end((error) => (error ? reject(error) : resolve()));
        }),
    };
}
/** A client that answers from a cassette; `model` in the entry picks one recorded model id. */
async function replayClient(entry, file, shownAs) {
    let text;
    try {
        text = await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_1__.readFile)(file, 'utf8');
    }
    catch (error) {
        throw new _core_errors_js__WEBPACK_IMPORTED_MODULE_3__/* .InputError */ .d(`models "${entry.id}": cannot read the cassette ${shownAs}: ${(0,_config_js__WEBPACK_IMPORTED_MODULE_4__/* .ioReason */ .Ny)(error)}`);
    }
    const replies = new Map();
    const recordedModels = new Set();
    const lines = text.split('\n');
    lines.forEach((line, i) => {
        if (!line.trim())
            return;
        let parsed;
        try {
            parsed = JSON.parse(line);
        }
        catch {
            // A torn last line (a recording killed mid-write) is skipped; anything else is corruption.
            if (i >= lines.length - 2)
                return;
            throw new _core_errors_js__WEBPACK_IMPORTED_MODULE_3__/* .InputError */ .d(`${shownAs}:${i + 1}: expected one JSON object per line in the cassette, found ${JSON.stringify(line.slice(0, 40))}`);
        }
        if (typeof parsed.model !== 'string' ||
            typeof parsed.key !== 'string' ||
            typeof parsed.reply?.text !== 'string') {
            throw new _core_errors_js__WEBPACK_IMPORTED_MODULE_3__/* .InputError */ .d(`${shownAs}:${i + 1}: expected a cassette line with "model", "key" and "reply.text"`);
        }
        recordedModels.add(parsed.model);
        if (entry.model === undefined || entry.model === parsed.model)
            replies.set(parsed.key, parsed.reply);
    });
    if (entry.model === undefined && recordedModels.size > 1) {
        throw new _core_errors_js__WEBPACK_IMPORTED_MODULE_3__/* .InputError */ .d(`models "${entry.id}": the cassette ${shownAs} holds several models (${[...recordedModels].join(', ')}); set "model" to the one to replay`);
    }
    if (replies.size === 0) {
        throw new _core_errors_js__WEBPACK_IMPORTED_MODULE_3__/* .InputError */ .d(`models "${entry.id}": the cassette ${shownAs} has no answers${entry.model ? ` recorded for model "${entry.model}"` : ''}`);
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
                throw new _providers_types_js__WEBPACK_IMPORTED_MODULE_5__/* .ProviderError */ .m(`model "${entry.id}": item ${JSON.stringify(call.item.id)} (repeat ${call.repeat}) is not in the cassette; the prompt, decoding or slice changed since it was recorded`, 'item');
            }
            // A cassette is a file anyone can edit: its counts pass the same rule as a server's.
            return { ...reply, refusedUsage: undefined, ...(0,_providers_usage_js__WEBPACK_IMPORTED_MODULE_6__/* .replyUsage */ .u)({ reply }, CASSETTE_USAGE) };
        },
        close: () => undefined,
    };
}


/***/ }),

/***/ 5902:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  Qo: () => (/* binding */ headCommit)
});

// UNUSED EXPORTS: extractCommit, fetchPullHead, trackedFiles

// EXTERNAL MODULE: external "node:child_process"
var external_node_child_process_ = __webpack_require__(1421);
// EXTERNAL MODULE: external "node:fs/promises"
var promises_ = __webpack_require__(1455);
// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __webpack_require__(6760);
// EXTERNAL MODULE: external "node:crypto"
var external_node_crypto_ = __webpack_require__(7598);
// EXTERNAL MODULE: external "node:fs"
var external_node_fs_ = __webpack_require__(3024);
// EXTERNAL MODULE: ./src/core/errors.ts
var errors = __webpack_require__(4296);
;// CONCATENATED MODULE: ./src/engine/store/git-run.ts




/**
 * Running git, for the data-branch store, the base and head checkouts and the freeze commit's
 * parent: without a shell, prompts or locale-dependent messages,
 * with the location variables that would point it elsewhere removed, and every message scrubbed
 * of the credentials a remote URL may carry.
 */
/** A git command that failed: the message names the command and quotes git's stderr, scrubbed. */
class GitCommandError extends Error {
    command;
    stderr;
    name = 'GitCommandError';
    constructor(message, command, stderr) {
        super(message);
        this.command = command;
        this.stderr = stderr;
    }
}
// Variables that would point git at another repository, index or work tree than the one we name.
const LOCATION_VARIABLES = (/* unused pure expression or super */ null && ([
    'GIT_DIR',
    'GIT_WORK_TREE',
    'GIT_INDEX_FILE',
    'GIT_OBJECT_DIRECTORY',
    'GIT_ALTERNATE_OBJECT_DIRECTORIES',
    'GIT_COMMON_DIR',
    'GIT_NAMESPACE',
    'GIT_PREFIX',
]));
/** Every blob's text through one `git cat-file --batch`, instead of one process per file. */
async function readBlobs(files, git, onBranch) {
    const out = (await git(['cat-file', '--batch'], { input: files.map((f) => `${f.sha}\n`).join('') })).stdout;
    const decoder = new TextDecoder('utf-8', { fatal: true });
    const texts = [];
    let offset = 0;
    for (const { sha, file } of files) {
        const end = out.indexOf(0x0a, offset);
        const header = out.toString('utf8', offset, end === -1 ? out.length : end).split(' ');
        if (end === -1 || header[0] !== sha || header[1] !== 'blob') {
            throw new InputError(`${onBranch(file)}: cannot read the run record (object ${sha} is missing)`);
        }
        const start = end + 1;
        const stop = start + Number(header[2]);
        try {
            texts.push(decoder.decode(out.subarray(start, stop)));
        }
        catch {
            throw new InputError(`${onBranch(file)}: the run record is not valid UTF-8 text`);
        }
        offset = stop + 1;
    }
    return texts;
}
/** Runs git without a shell, prompts or locale-dependent messages; failures name the command. */
function git_run_runGit(args, options) {
    const scrub = options.scrub ?? scrubUrlCredentials;
    const env = { ...process.env };
    for (const name of LOCATION_VARIABLES)
        delete env[name];
    Object.assign(env, {
        GIT_TERMINAL_PROMPT: '0',
        LC_ALL: 'C',
        ...(options.author && {
            GIT_AUTHOR_NAME: options.author.name,
            GIT_AUTHOR_EMAIL: options.author.email,
            GIT_COMMITTER_NAME: options.author.name,
            GIT_COMMITTER_EMAIL: options.author.email,
        }),
        ...options.env,
    });
    return new Promise((resolve, reject) => {
        const child = spawn('git', args, { cwd: options.cwd, env, stdio: 'pipe' });
        const stdout = [];
        const stderr = [];
        child.stdout.on('data', (chunk) => stdout.push(chunk));
        child.stderr.on('data', (chunk) => stderr.push(chunk));
        // git may exit before reading all its input (a fatal error): that is reported by its exit code.
        child.stdin.on('error', () => { });
        child.on('error', (error) => {
            const shown = scrub(shownCommand(args));
            reject(new GitCommandError(error.code !== 'ENOENT'
                ? `${shown} could not start: ${error.message}`
                : existsSync(options.cwd)
                    ? `${shown}: git is not installed or not on PATH`
                    : `${shown}: the repository folder ${options.cwd} does not exist`, shown, ''));
        });
        child.on('close', (code) => {
            const result = {
                code: code ?? -1,
                stdout: Buffer.concat(stdout),
                stderr: Buffer.concat(stderr).toString('utf8'),
            };
            const ok = options.okCodes === null || (options.okCodes ?? [0]).includes(result.code);
            if (ok)
                resolve(result);
            else
                reject(gitError(args, result, scrub));
        });
        child.stdin.end(options.input ?? '');
    });
}
function gitError(args, result, scrub) {
    const command = scrub(shownCommand(args));
    const stderr = scrub(result.stderr.trim());
    return new GitCommandError(`${command} failed (exit ${result.code}): ${stderr || '(git printed nothing)'}`, command, stderr);
}
/** The command as a user would type it: the --git-dir we add is noise in a message. */
function shownCommand(args) {
    const rest = args[0] === '--git-dir' ? args.slice(2) : args;
    return ['git', ...rest].join(' ');
}
function git_run_text(buffer) {
    return buffer.toString('utf8').trim();
}
/** `user:password@` in any URL, replaced wherever it appears. */
function scrubUrlCredentials(value) {
    return value.replace(/\b([a-z][a-z0-9+.-]*:\/\/)[^\s/@]+@/gi, '$1***@');
}
/** The user and password of a URL (raw and decoded), to redact even where git prints them bare. */
function urlCredentials(url) {
    const match = /^[a-z][a-z0-9+.-]*:\/\/([^\s/@]+)@/i.exec(url.trim());
    if (!match)
        return [];
    const parts = match[1].split(':');
    return parts.flatMap((part) => {
        try {
            return [part, decodeURIComponent(part)];
        }
        catch {
            return [part];
        }
    });
}
/** A ref-safe name for a remote: its name when it is one, a digest when it is a URL or path. */
function remoteKey(remote) {
    if (/^[A-Za-z0-9][A-Za-z0-9_-]*$/.test(remote))
        return remote;
    return `url-${createHash('sha256').update(remote).digest('hex').slice(0, 16)}`;
}

;// CONCATENATED MODULE: ./src/engine/git-tree.ts




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
/** Runs git in `cwd` through the one git runner; a failure rejects naming the command. */
function gitIn(cwd, extraEnv = {}) {
    return async (args) => text((await runGit(args, { cwd, env: extraEnv })).stdout);
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
        (0,external_node_child_process_.execFile)('git', ['rev-parse', 'HEAD'], { cwd, encoding: 'utf8', timeout: 5000 }, (error, out) => resolve(error ? null : out.trim()));
    });
}


/***/ }),

/***/ 3948:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   M: () => (/* binding */ HttpTransportError),
/* harmony export */   u: () => (/* binding */ createHttpClient)
/* harmony export */ });
/* harmony import */ var node_http__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(7067);
/* harmony import */ var node_http__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_http__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var node_https__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(4708);
/* harmony import */ var node_https__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__webpack_require__.n(node_https__WEBPACK_IMPORTED_MODULE_1__);
/**
 * The HTTP client on the hot path: every model call of a run goes through `postJson`.
 *
 * Built on `node:http`/`node:https` with one keep-alive Agent per client instead of the global
 * fetch, because fetch (undici) spends much more CPU per request and a run of thousands of short
 * calls is CPU-bound on a 2-core runner. Measured on these 2 cores (Node 20.20) against
 * test/fakes/model-server.ts in its own process, zero latency, 32 requests in flight, four
 * rounds of 20,000 chat completions each: global fetch 1,200-2,800 requests/s at 430-740 µs of
 * client CPU per request; this client 5,800-9,000 requests/s at 105-170 µs per request.
 *
 * Error messages name the method and URL (without its query string) and never the request
 * headers, which carry API keys.
 */


/** No HTTP response was received: the retry policy decides from `kind`. */
class HttpTransportError extends Error {
    kind;
    code;
    name = 'HttpTransportError';
    constructor(message, kind, 
    /** The system error code (ECONNRESET, ENOTFOUND, ...) when there is one. */
    code, options) {
        super(message, options);
        this.kind = kind;
        this.code = code;
    }
}
const KIND_BY_CODE = {
    ECONNRESET: 'reset',
    EPIPE: 'reset',
    ECONNABORTED: 'reset',
    ECONNREFUSED: 'refused',
    ENOTFOUND: 'dns',
    EAI_AGAIN: 'dns',
    ETIMEDOUT: 'timeout',
};
const REASONS = {
    timeout: 'the connection timed out',
    reset: 'the connection was closed before a complete response',
    refused: 'the connection was refused (is the server running on that port?)',
    dns: 'the host name did not resolve',
    aborted: 'the request was aborted',
    too_large: 'the response is too large',
    other: 'the request failed',
};
/** `maxSockets` caps the open connections per host; set it to the run's concurrency. */
function createHttpClient(options = {}) {
    const agentOptions = {
        keepAlive: true,
        maxSockets: options.maxSockets ?? 16,
        // Reuse the most recently used socket, so idle ones time out instead of being kept warm.
        scheduling: 'lifo',
    };
    let httpAgent;
    let httpsAgent;
    let closed = false;
    // A run posts thousands of times to one or two URLs: parse each once.
    const parsed = new Map();
    return {
        postJson(url, body, headers, { timeoutMs, signal, maxBytes = Infinity }) {
            let known = parsed.get(url);
            if (known === undefined) {
                let target;
                try {
                    target = new URL(url);
                }
                catch {
                    return Promise.reject(new HttpTransportError(`POST ${withoutQuery(url)}: not a valid URL`, 'other'));
                }
                known = { target, where: `POST ${target.origin}${target.pathname}` };
                if (parsed.size < 64)
                    parsed.set(url, known);
            }
            const { target, where } = known;
            if (closed) {
                return Promise.reject(new HttpTransportError(`${where}: the client is closed`, 'other'));
            }
            if (signal?.aborted) {
                return Promise.reject(new HttpTransportError(`${where}: ${REASONS.aborted}`, 'aborted'));
            }
            let transport;
            let agent;
            if (target.protocol === 'https:') {
                transport = (node_https__WEBPACK_IMPORTED_MODULE_1___default());
                agent = httpsAgent ??= new (node_https__WEBPACK_IMPORTED_MODULE_1___default().Agent)(agentOptions);
            }
            else if (target.protocol === 'http:') {
                transport = (node_http__WEBPACK_IMPORTED_MODULE_0___default());
                agent = httpAgent ??= new (node_http__WEBPACK_IMPORTED_MODULE_0___default().Agent)(agentOptions);
            }
            else {
                return Promise.reject(new HttpTransportError(`${where}: expected an http: or https: URL`, 'other'));
            }
            return new Promise((resolve, reject) => {
                let settled = false;
                let timer;
                const onAbort = () => fail(new HttpTransportError(`${where}: ${REASONS.aborted}`, 'aborted'));
                const settle = () => {
                    settled = true;
                    clearTimeout(timer);
                    if (signal)
                        abortWatchers(signal).delete(onAbort);
                };
                const fail = (error) => {
                    if (settled)
                        return;
                    settle();
                    request?.destroy();
                    reject(error);
                };
                let request;
                try {
                    request = transport.request(target, {
                        method: 'POST',
                        agent,
                        headers: {
                            'content-type': 'application/json',
                            accept: 'application/json',
                            ...headers,
                            'content-length': Buffer.byteLength(body),
                        },
                    });
                }
                catch (error) {
                    // An invalid header name or value throws here. Node's message may quote the value, which
                    // can be an API key, so only the code is kept.
                    const code = error?.code;
                    fail(new HttpTransportError(`${where}: invalid request headers (${code})`, 'other', code));
                    return;
                }
                if (Number.isFinite(timeoutMs) && timeoutMs > 0) {
                    timer = setTimeout(() => fail(new HttpTransportError(`${where}: no complete response within ${timeoutMs} ms`, 'timeout')), timeoutMs);
                }
                if (signal)
                    abortWatchers(signal).add(onAbort);
                request.on('error', (error) => fail(transportError(where, error)));
                request.on('response', (response) => {
                    const chunks = [];
                    let received = 0;
                    response.on('data', (chunk) => {
                        received += chunk.length;
                        if (received > maxBytes) {
                            response.destroy();
                            fail(new HttpTransportError(`${where}: response larger than ${maxBytes} bytes (max_response_bytes)`, 'too_large'));
                            return;
                        }
                        chunks.push(chunk);
                    });
                    response.on('error', (error) => fail(transportError(where, error)));
                    response.on('end', () => {
                        if (settled)
                            return;
                        settle();
                        resolve({
                            status: response.statusCode ?? 0,
                            headers: response.headers,
                            body: chunks.length === 1
                                ? chunks[0].toString('utf8')
                                : Buffer.concat(chunks).toString('utf8'),
                        });
                    });
                    response.on('close', () => {
                        if (!response.complete) {
                            fail(new HttpTransportError(`${where}: ${REASONS.reset}`, 'reset', 'ECONNRESET'));
                        }
                    });
                });
                request.end(body);
            });
        },
        close() {
            closed = true;
            httpAgent?.destroy();
            httpsAgent?.destroy();
        },
    };
}
/**
 * The requests in flight under a signal. One listener per signal calls them all on abort, instead
 * of an EventTarget listener added and removed per request (a cost on every request of a run).
 */
const watchers = new WeakMap();
function abortWatchers(signal) {
    let set = watchers.get(signal);
    if (set === undefined) {
        const created = new Set();
        signal.addEventListener('abort', () => [...created].forEach((onAbort) => onAbort()), {
            once: true,
        });
        watchers.set(signal, created);
        set = created;
    }
    return set;
}
function transportError(where, error) {
    const code = error?.code;
    const kind = (code !== undefined && KIND_BY_CODE[code]) || 'other';
    const detail = error instanceof Error ? error.message : String(error);
    return new HttpTransportError(`${where}: ${REASONS[kind]} (${detail})`, kind, code, {
        cause: error,
    });
}
function withoutQuery(url) {
    const end = url.search(/[?#]/);
    return end === -1 ? url : url.slice(0, end);
}


/***/ }),

/***/ 9029:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   w: () => (/* binding */ judgeFunction)
/* harmony export */ });
/* unused harmony export judgeFileHashes */
/* harmony import */ var node_crypto__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(7598);
/* harmony import */ var node_crypto__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_crypto__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(1455);
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__webpack_require__.n(node_fs_promises__WEBPACK_IMPORTED_MODULE_1__);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(6760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_2___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_2__);
/* harmony import */ var _core_errors_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(4296);
/* harmony import */ var _config_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(538);
/* harmony import */ var _providers_index_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(2135);
/* harmony import */ var _suite_js__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(9362);







/**
 * The judge of an `llm_judge` suite as the grader calls it: the plan's judge entry, asked with
 * the plan's judge decoding, retried on retryable faults with backoff.
 */
async function judgeFunction(prepared, env) {
    const { entry, decoding } = prepared.judge;
    const client = await (0,_providers_index_js__WEBPACK_IMPORTED_MODULE_5__/* .createClient */ .U)(entry, {
        env,
        baseDir: (0,_suite_js__WEBPACK_IMPORTED_MODULE_6__/* .entryDir */ .yv)(prepared, entry),
        seed: prepared.loaded.config.slice.seed.toString(),
    });
    return async (prompt) => {
        let last;
        for (let attempt = 0; attempt <= entry.max_retries; attempt++) {
            try {
                const call = {
                    item: { id: 'judge', index: -1, row: {} },
                    repeat: 0,
                    prompt,
                    decoding,
                };
                return (await client.send(call, new AbortController().signal)).text;
            }
            catch (error) {
                last = error;
                if (error.disposition === 'fatal')
                    break;
                await new Promise((resolve) => setTimeout(resolve, 250 * 2 ** attempt));
            }
        }
        throw last;
    };
}
/**
 * The files the judge entry of a config names, as part of its bar: the replay cassette, and for
 * a command the program (a path) and every argument that names a file of the checkout `root`
 * (`node judge.mjs`). Repository path -> sha256 of the content, read from the config's folder.
 * Whatever the program reads without naming it is not covered: keep a judge's code in the
 * files its command line names.
 */
async function judgeFileHashes(loaded, root) {
    const { config } = loaded;
    if (config.grader.kind !== 'llm_judge')
        return {};
    const judgeId = config.grader.judge;
    const entry = config.models.find((m) => m.id === judgeId);
    if (!entry)
        return {};
    const named = [];
    if (entry.provider === 'replay' && entry.cassette)
        named.push(entry.cassette);
    if (entry.provider === 'command' && entry.command) {
        const [program, ...args] = entry.command;
        if (program?.includes('/'))
            named.push(program);
        named.push(...args.filter((arg) => arg !== '' && !arg.startsWith('-')));
    }
    const out = {};
    const top = path.resolve(root);
    for (const name of named) {
        const file = path.resolve(loaded.baseDir, name);
        const key = path.relative(top, file);
        if (key === '' || key.startsWith('..') || path.isAbsolute(key))
            continue;
        const info = await stat(file).catch(() => null);
        if (!info?.isFile())
            continue;
        try {
            out[key.split(path.sep).join('/')] = createHash('sha256')
                .update(await readFile(file))
                .digest('hex');
        }
        catch (error) {
            throw new InputError(`model "${judgeId}": cannot read ${name}, a file the judge names: ${ioReason(error)}`);
        }
    }
    return out;
}


/***/ }),

/***/ 7207:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   U: () => (/* binding */ anthropicClient),
/* harmony export */   y: () => (/* binding */ ANTHROPIC_VERSION)
/* harmony export */ });
/* harmony import */ var _http_errors_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(5827);
/* harmony import */ var _types_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(6246);
/* harmony import */ var _usage_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(5048);



const ANTHROPIC_VERSION = '2023-06-01';
/** Anthropic's Messages API (and compatible relays), over the same node:http client as openai. */
function anthropicClient(entry, headers, http, keyHint) {
    const baseUrl = (entry.base_url ?? 'https://api.anthropic.com/v1').replace(/\/+$/, '');
    const url = `${baseUrl}/messages`;
    const who = `model "${entry.id}"`;
    const limits = { timeoutMs: entry.timeout_s * 1000, maxBytes: entry.max_response_bytes };
    const allHeaders = {
        'content-type': 'application/json',
        'anthropic-version': ANTHROPIC_VERSION,
        ...headers,
    };
    const requestBody = (call) => {
        const { prompt, decoding } = call;
        const messages = prompt.mode === 'chat'
            ? prompt.messages.filter((m) => m.role !== 'system')
            : [{ role: 'user', content: prompt.text }];
        const system = prompt.mode === 'chat'
            ? prompt.messages
                .filter((m) => m.role === 'system')
                .map((m) => m.content)
                .join('\n\n')
            : '';
        const body = {
            model: entry.model,
            max_tokens: decoding.max_tokens,
            messages,
        };
        if (system)
            body.system = system;
        const budget = entry.reasoning?.budget_tokens;
        if (budget !== undefined) {
            // Extended thinking allows no temperature, top_p or top_k but the defaults.
            body.thinking = { type: 'enabled', budget_tokens: budget };
        }
        else {
            body.temperature = decoding.temperature;
            // Several Claude models reject temperature and top_p together; send top_p only when it matters.
            if (decoding.top_p !== 1)
                body.top_p = decoding.top_p;
        }
        if (decoding.stop?.length)
            body.stop_sequences = decoding.stop;
        return body;
    };
    /** The answer in a Messages response body: a synchronous one, or a batch result's message. */
    const parseReply = (json) => {
        const data = json;
        if (!Array.isArray(data.content)) {
            throw new _types_js__WEBPACK_IMPORTED_MODULE_1__/* .ProviderError */ .m(`${who}: the response has no content list`, 'retryable');
        }
        // Text blocks only: thinking and redacted_thinking blocks are the model's reasoning, not its answer.
        const text = data.content
            .filter((block) => block.type === 'text' && typeof block.text === 'string')
            .map((block) => block.text)
            .join('');
        if (data.stop_reason === 'max_tokens' && text === '') {
            throw new _types_js__WEBPACK_IMPORTED_MODULE_1__/* .ProviderError */ .m(`${who}: the response was cut off by the token limit before any answer (stop_reason "max_tokens"${entry.reasoning?.budget_tokens === undefined ? '' : ', with thinking'}); raise decoding.max_tokens`, 'item');
        }
        return {
            text,
            model: typeof data.model === 'string' ? data.model : null,
            systemFingerprint: null,
            ...(0,_usage_js__WEBPACK_IMPORTED_MODULE_2__/* .replyUsage */ .u)(data, { input: 'usage.input_tokens', output: 'usage.output_tokens' }),
        };
    };
    return {
        identity: { provider: 'anthropic', baseUrl, model: entry.model ?? null },
        requestBody,
        async send(call, signal) {
            const body = JSON.stringify(requestBody(call));
            const response = await (0,_http_errors_js__WEBPACK_IMPORTED_MODULE_0__/* .postOrFail */ .uX)(http, url, body, allHeaders, { ...limits, signal }, who);
            // 529 "overloaded" is Anthropic's own retryable status; errorFromResponse treats >= 500 so.
            if (response.status !== 200)
                throw (0,_http_errors_js__WEBPACK_IMPORTED_MODULE_0__/* .errorFromResponse */ .a5)(response, who, keyHint);
            return parseReply((0,_http_errors_js__WEBPACK_IMPORTED_MODULE_0__/* .parseJsonBody */ .Y2)(response.body, who));
        },
        parseReply,
        close: () => http.close(),
    };
}


/***/ }),

/***/ 6094:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Fw: () => (/* binding */ commandClient),
/* harmony export */   em: () => (/* binding */ checkCommand),
/* harmony export */   mi: () => (/* binding */ commandRequests)
/* harmony export */ });
/* harmony import */ var node_child_process__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(1421);
/* harmony import */ var node_child_process__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_child_process__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(3024);
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__webpack_require__.n(node_fs__WEBPACK_IMPORTED_MODULE_1__);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(6760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_2___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_2__);
/* harmony import */ var _core_errors_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(4296);
/* harmony import */ var _secrets_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(3068);
/* harmony import */ var _types_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(6246);






/**
 * A local command per request, for local models and custom harnesses: it gets one JSON document
 * on stdin `{"model", "prompt", "decoding", "item": {"id", "row"}, "repeat"}` and prints the answer
 * text on stdout. A non-zero exit or a timeout is retried like a 5xx.
 */
function commandClient(entry, cwd, env) {
    const [program, ...args] = entry.command;
    env = commandEnv(env);
    checkCommand(entry, cwd, env);
    const who = `model "${entry.id}"`;
    const timeoutMs = entry.timeout_s * 1000;
    return {
        ...commandRequests(entry),
        send: (call, signal) => new Promise((resolve, reject) => {
            const child = (0,node_child_process__WEBPACK_IMPORTED_MODULE_0__.spawn)(program, args, { cwd, env, signal, stdio: ['pipe', 'pipe', 'pipe'] });
            const out = [];
            const err = [];
            const timer = setTimeout(() => child.kill('SIGKILL'), timeoutMs);
            child.stdout.on('data', (chunk) => out.push(chunk));
            child.stderr.on('data', (chunk) => err.push(chunk));
            child.on('error', (error) => {
                clearTimeout(timer);
                const fatal = error.code === 'ENOENT' || error.code === 'EACCES';
                reject(new _types_js__WEBPACK_IMPORTED_MODULE_5__/* .ProviderError */ .m(`${who}: cannot run ${JSON.stringify(program)}: ${error.code === 'ENOENT' ? 'no such command' : error.message}`, fatal ? 'fatal' : 'retryable'));
            });
            child.on('close', (code, killedBy) => {
                clearTimeout(timer);
                if (code === 0) {
                    resolve({
                        text: Buffer.concat(out).toString('utf8'),
                        model: entry.model ?? null,
                        systemFingerprint: null,
                        usage: { input_tokens: 0, output_tokens: 0 },
                    });
                    return;
                }
                // Masked before it is cut: a key cut in half would leave part of it in the message.
                const stderr = (0,_secrets_js__WEBPACK_IMPORTED_MODULE_4__/* .scrub */ ._I)(Buffer.concat(err).toString('utf8')).trim().slice(-300);
                const how = killedBy
                    ? `was killed (${killedBy}${killedBy === 'SIGKILL' ? `, timeout ${entry.timeout_s}s` : ''})`
                    : `exited with ${code}`;
                reject(new _types_js__WEBPACK_IMPORTED_MODULE_5__/* .ProviderError */ .m(`${who}: the command ${how}${stderr ? `: ${stderr}` : ''}`, 'retryable'));
            });
            child.stdin.on('error', () => undefined); // the command may exit without reading stdin
            child.stdin.end(JSON.stringify(stdinDocument(entry, call)));
        }),
        close: () => undefined,
    };
}
/** What the command reads on stdin for one call. */
function stdinDocument(entry, call) {
    return {
        model: entry.model ?? null,
        prompt: call.prompt,
        decoding: call.decoding,
        item: { id: call.item.id, row: call.item.row },
        repeat: call.repeat,
    };
}
/**
 * How a command slot's calls are named (for the response cache), without anything to run them:
 * a job that only reads stored answers names them the same way the job that ran the command did.
 */
function commandRequests(entry) {
    return {
        identity: {
            provider: 'command',
            baseUrl: null,
            model: entry.model ?? entry.command.join(' '),
        },
        requestBody: (call) => ({ ...stdinDocument(entry, call), item: { id: call.item.id } }),
    };
}
/**
 * The command's environment: the process's, without the Action's inputs (the GitHub token is one)
 * and the runner's service tokens, which a model command never needs.
 */
function commandEnv(env) {
    return Object.fromEntries(Object.entries(env).filter(([name]) => !name.startsWith('INPUT_') && !/^ACTIONS_.*(TOKEN|URL)$/.test(name)));
}
/** A program that does not exist is bad config: said before the run, not after every item failed. */
function checkCommand(entry, cwd, env) {
    const program = entry.command[0];
    const candidates = program.includes('/')
        ? [node_path__WEBPACK_IMPORTED_MODULE_2___default().resolve(cwd, program)]
        : (env.PATH ?? '')
            .split((node_path__WEBPACK_IMPORTED_MODULE_2___default().delimiter))
            .filter(Boolean)
            .map((dir) => node_path__WEBPACK_IMPORTED_MODULE_2___default().join(dir, program));
    const runnable = candidates.some((file) => {
        try {
            (0,node_fs__WEBPACK_IMPORTED_MODULE_1__.accessSync)(file, node_fs__WEBPACK_IMPORTED_MODULE_1__.constants.X_OK);
            return (0,node_fs__WEBPACK_IMPORTED_MODULE_1__.statSync)(file).isFile();
        }
        catch {
            return false;
        }
    });
    if (!runnable) {
        const where = program.includes('/') ? `relative to ${cwd}` : 'on PATH';
        throw new _core_errors_js__WEBPACK_IMPORTED_MODULE_3__/* .InputError */ .d(`model "${entry.id}": command: expected a program that can run, found ${JSON.stringify(program)}, which is not an executable file ${where}`);
    }
}


/***/ }),

/***/ 5827:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Y2: () => (/* binding */ parseJsonBody),
/* harmony export */   a5: () => (/* binding */ errorFromResponse),
/* harmony export */   uX: () => (/* binding */ postOrFail)
/* harmony export */ });
/* unused harmony export retryAfterMs */
/* harmony import */ var _http_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(3948);
/* harmony import */ var _secrets_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(3068);
/* harmony import */ var _types_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(6246);



const FATAL_STATUS = new Set([400, 401, 403, 404, 422]);
/** Maps an HTTP error response to a ProviderError; `who` names the model entry and its key variable. */
function errorFromResponse(response, who, keyHint) {
    const { status } = response;
    const detail = errorDetail(response.body);
    if (status === 401 || status === 403) {
        return new _types_js__WEBPACK_IMPORTED_MODULE_2__/* .ProviderError */ .m(`${who}: the endpoint refused the credentials (HTTP ${status}${detail}); ${keyHint}`, 'fatal', status);
    }
    if (FATAL_STATUS.has(status)) {
        const what = status === 404 ? 'unknown endpoint or model' : 'the request was rejected';
        return new _types_js__WEBPACK_IMPORTED_MODULE_2__/* .ProviderError */ .m(`${who}: ${what} (HTTP ${status}${detail})`, 'fatal', status);
    }
    if (status === 408 || status === 409 || status === 429 || status >= 500) {
        return new _types_js__WEBPACK_IMPORTED_MODULE_2__/* .ProviderError */ .m(`${who}: HTTP ${status}${detail}`, 'retryable', status, retryAfterMs(response.headers));
    }
    return new _types_js__WEBPACK_IMPORTED_MODULE_2__/* .ProviderError */ .m(`${who}: unexpected HTTP ${status}${detail}`, 'item', status);
}
/** `retry-after-ms` (OpenAI) or `Retry-After` in seconds or as an HTTP date. */
function retryAfterMs(headers) {
    const ms = Number(first(headers['retry-after-ms']));
    if (Number.isFinite(ms) && ms >= 0)
        return ms;
    const value = first(headers['retry-after']);
    if (value === undefined)
        return undefined;
    const seconds = Number(value);
    if (Number.isFinite(seconds) && seconds >= 0)
        return seconds * 1000;
    const date = Date.parse(value);
    return Number.isNaN(date) ? undefined : Math.max(0, date - Date.now());
}
function first(value) {
    return Array.isArray(value) ? value[0] : value;
}
/** The provider's own error message, shortened; both OpenAI and Anthropic nest it under `error`. */
function errorDetail(raw) {
    // Masked before it is cut: a key cut in half would leave its prefix in the message.
    const body = (0,_secrets_js__WEBPACK_IMPORTED_MODULE_1__/* .scrub */ ._I)(raw);
    try {
        const parsed = JSON.parse(body);
        const message = typeof parsed.error === 'string' ? parsed.error : (parsed.error?.message ?? parsed.message);
        if (typeof message === 'string' && message)
            return `: ${message.slice(0, 300)}`;
    }
    catch {
        // not JSON: fall through to the raw text
    }
    const text = body.trim().slice(0, 200);
    return text ? `: ${text}` : '';
}
function parseJsonBody(body, who) {
    try {
        return JSON.parse(body);
    }
    catch {
        throw new _types_js__WEBPACK_IMPORTED_MODULE_2__/* .ProviderError */ .m(`${who}: expected a JSON response, found ${JSON.stringify((0,_secrets_js__WEBPACK_IMPORTED_MODULE_1__/* .scrub */ ._I)(body).slice(0, 80))}`, 'retryable');
    }
}
/**
 * Posts a request, turning transport failures (no HTTP response at all) into ProviderErrors that
 * name the model entry: timeouts and resets are retried, an abort is not.
 */
async function postOrFail(http, url, body, headers, options, who) {
    try {
        return await http.postJson(url, body, headers, options);
    }
    catch (error) {
        if (!(error instanceof _http_js__WEBPACK_IMPORTED_MODULE_0__/* .HttpTransportError */ .M))
            throw error;
        const detail = error.kind === 'timeout'
            ? `timed out: no complete response within ${options.timeoutMs} ms (timeout_s)`
            : error.message;
        // An abort or an oversized answer is this item's error; asking again would answer the same.
        const once = error.kind === 'aborted' || error.kind === 'too_large';
        throw new _types_js__WEBPACK_IMPORTED_MODULE_2__/* .ProviderError */ .m(`${who}: ${detail}`, once ? 'item' : 'retryable');
    }
}


/***/ }),

/***/ 2135:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  U: () => (/* binding */ createClient),
  Y: () => (/* binding */ endpointHeaders)
});

// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __webpack_require__(6760);
var external_node_path_default = /*#__PURE__*/__webpack_require__.n(external_node_path_);
// EXTERNAL MODULE: ./src/core/config/variables.ts
var variables = __webpack_require__(8507);
// EXTERNAL MODULE: ./src/core/errors.ts
var errors = __webpack_require__(4296);
// EXTERNAL MODULE: ./src/engine/cassette.ts
var cassette = __webpack_require__(4224);
// EXTERNAL MODULE: ./src/engine/http.ts
var engine_http = __webpack_require__(3948);
// EXTERNAL MODULE: ./src/engine/secrets.ts + 1 modules
var secrets = __webpack_require__(3068);
// EXTERNAL MODULE: ./src/engine/providers/anthropic.ts
var anthropic = __webpack_require__(7207);
// EXTERNAL MODULE: external "node:crypto"
var external_node_crypto_ = __webpack_require__(7598);
;// CONCATENATED MODULE: ./src/engine/providers/baseline.ts

const LETTERS = 'ABCDEFGHIJ';
/**
 * Reference floors any real model must beat, computed locally: a seeded random guess (chance
 * level), always the first choice, or always the longest choice (a common test-writing bias).
 * They answer with a choice letter, so they run offline through the same grader as real models
 * (under `harness.output: loglikelihood`, with loglikelihoods that make the picked choice win).
 */
function baselineClient(entry, seed) {
    const strategy = entry.strategy;
    const pick = (call) => {
        const choices = Array.isArray(call.item.row.choices) ? call.item.row.choices.map(String) : [];
        if (choices.length === 0)
            return -1;
        if (strategy === 'first')
            return 0;
        if (strategy === 'longest') {
            let best = 0;
            for (let i = 1; i < choices.length; i++) {
                if ([...choices[i]].length > [...choices[best]].length)
                    best = i;
            }
            return best;
        }
        const digest = (0,external_node_crypto_.createHash)('sha256')
            .update(`${seed}\u0000${call.repeat}\u0000${String(call.item.id)}`)
            .digest();
        return digest.readUInt32BE(0) % choices.length;
    };
    return {
        identity: { provider: 'baseline', baseUrl: null, model: `baseline/${strategy}` },
        requestBody: (call) => ({ strategy, id: call.item.id, repeat: call.repeat }),
        send: async (call) => {
            const index = pick(call);
            // Loglikelihood suites: the picked choice is the likeliest under acc and acc_norm alike.
            const lls = call.loglikelihood?.continuations.map((_, i) => (i === index ? 0 : -1));
            return {
                text: lls ? JSON.stringify(lls) : index < 0 ? '' : LETTERS[index],
                model: `baseline/${strategy}`,
                systemFingerprint: null,
                usage: { input_tokens: 0, output_tokens: 0 },
            };
        },
        close: () => undefined,
    };
}

// EXTERNAL MODULE: ./src/engine/providers/command.ts
var command = __webpack_require__(6094);
// EXTERNAL MODULE: ./src/core/config/reasoning.ts
var reasoning = __webpack_require__(6814);
// EXTERNAL MODULE: ./src/engine/providers/http-errors.ts
var http_errors = __webpack_require__(5827);
// EXTERNAL MODULE: ./src/core/loglikelihood.ts
var loglikelihood = __webpack_require__(9903);
// EXTERNAL MODULE: ./src/engine/providers/types.ts
var types = __webpack_require__(6246);
;// CONCATENATED MODULE: ./src/engine/providers/openai-loglikelihood.ts


/**
 * `harness.output: loglikelihood` on a legacy completions endpoint: the request lm-eval's
 * local-completions model sends for loglikelihoods (prompt echoed with logprobs, one greedy token
 * generated), with all of an item's choices in one request as a list of prompts.
 */
function loglikelihoodBody(model, call) {
    const { context, continuations } = call.loglikelihood;
    const body = {
        model,
        prompt: continuations.map((continuation) => context + continuation),
        temperature: 0,
        max_tokens: 1,
        logprobs: 1,
        echo: true,
    };
    if (call.decoding.seed !== undefined)
        body.seed = call.decoding.seed;
    return body;
}
/**
 * The per-choice loglikelihoods of a response, as the JSON list the grader reads. Each result is
 * matched to its prompt by `index` (required: each of 0..n-1 once) and then by its text: the
 * tokens of result i must spell prompt i.
 */
function loglikelihoodText(data, call, who) {
    const { context, continuations, maxLength } = call.loglikelihood;
    const item = `item ${JSON.stringify(call.item.id)}`;
    const raw = data?.choices;
    const choices = Array.isArray(raw) ? raw : [];
    if (choices.length !== continuations.length) {
        throw new types/* ProviderError */.m(`${who}: ${item}: expected ${continuations.length} choices in the response (one per prompt of the list), found ${choices.length}; the endpoint must accept a list of prompts`, 'fatal');
    }
    const byIndex = inPromptOrder(choices, `${who}: ${item}`);
    const prompts = continuations.map((continuation) => context + continuation);
    const sums = byIndex.map((choice, i) => {
        const where = `${who}: ${item}, choice ${i}`;
        const lp = promptLogprobs(choice, where);
        const spelled = lp.tokens.slice(0, -1).join('');
        const other = prompts.indexOf(spelled);
        if (other >= 0 && other !== i) {
            throw new types/* ProviderError */.m(`${where}: the result with index ${i} has the tokens of prompt ${other} (continuation ${JSON.stringify(continuations[other])}), not of prompt ${i} (continuation ${JSON.stringify(continuations[i])}); the server's index does not follow the order of the prompt list`, 'item');
        }
        try {
            return (0,loglikelihood/* continuationLogprob */.LU)(lp, context, continuations[i], where, maxLength).logprob;
        }
        catch (error) {
            if (!(error instanceof loglikelihood/* LoglikelihoodError */.hr))
                throw error;
            throw new types/* ProviderError */.m(error.message, error.fatal ? 'fatal' : 'item');
        }
    });
    return JSON.stringify(sums);
}
/** The choices in the order of the prompt list; their indices must be exactly 0..n-1. */
function inPromptOrder(choices, where) {
    const ordered = choices.map(() => undefined);
    const isPermutation = choices.every((choice) => {
        const index = choice?.index;
        if (typeof index !== 'number' || !Number.isInteger(index) || ordered[index] !== undefined) {
            return false;
        }
        if (index < 0 || index >= choices.length)
            return false;
        ordered[index] = choice;
        return true;
    });
    if (!isPermutation) {
        const found = choices.map((choice) => choice?.index === undefined ? 'none' : JSON.stringify(choice.index));
        throw new types/* ProviderError */.m(`${where}: expected the choices' "index" to be each of 0..${choices.length - 1} once (it says which prompt of the list a result is for), found ${found.join(', ')}`, 'item');
    }
    return ordered;
}
/** A choice's prompt logprobs, or a fatal error: a server without them fails every item. */
function promptLogprobs(choice, where) {
    const logprobs = choice.logprobs;
    const { tokens, token_logprobs: values, text_offset: offsets } = logprobs ?? {};
    if (!Array.isArray(tokens) ||
        !Array.isArray(values) ||
        !Array.isArray(offsets) ||
        values.length !== tokens.length ||
        offsets.length !== tokens.length ||
        !tokens.every((token) => typeof token === 'string')) {
        const found = logprobs === undefined || logprobs === null
            ? `logprobs ${logprobs === null ? 'null' : 'missing'}`
            : 'logprobs without matching tokens (texts), token_logprobs and text_offset lists';
        throw new types/* ProviderError */.m(`${where}: the server returned no prompt logprobs (${found}); ${loglikelihood/* NO_PROMPT_LOGPROBS */._W}`, 'fatal');
    }
    return { tokens, token_logprobs: values, text_offset: offsets };
}

// EXTERNAL MODULE: ./src/engine/providers/usage.ts
var usage = __webpack_require__(5048);
;// CONCATENATED MODULE: ./src/engine/providers/openai-responses.ts



/**
 * OpenAI's Responses API (`api: responses`, POST /responses): the request body and how an answer
 * is read from a response.
 *
 * The chat messages go as `input` items with their roles, a system message included (as a
 * `system` item rather than `instructions`, so the input is the very messages a chat request
 * sends). The token limit is `max_output_tokens`; a reasoning entry sends `reasoning: {effort}`
 * and no sampling. Nothing is stored (`store: false`). The API takes no seed and no stop: a seed
 * is not sent, and a stop is refused when the config is read.
 */
function responsesBody(entry, call, messages) {
    return {
        model: entry.model,
        input: messages.map((m) => ({ role: m.role, content: m.content })),
        ...(0,reasoning/* openaiSampling */.Is)(entry, call.decoding),
        store: false,
    };
}
/** output_tokens includes the reasoning tokens, as chat's completion_tokens do. */
const USAGE_FIELDS = {
    input: 'usage.input_tokens',
    output: 'usage.output_tokens',
    reasoning: 'usage.output_tokens_details.reasoning_tokens',
};
/**
 * The answer in a Responses API body: the `output_text` parts of its `message` items, in order.
 * Reasoning items are never read, so a model's reasoning is never graded. A refusal with no text
 * is the answer (a wrong one), as on the chat path.
 */
function responsesReply(json, who) {
    const data = (json ?? {});
    const counted = (0,usage/* replyUsage */.u)(data, USAGE_FIELDS);
    const reasoning = counted.usage.reasoning_tokens;
    if (data.status === 'failed') {
        throw new types/* ProviderError */.m(`${who}: the response failed (status "failed"${data.error?.message ? `: ${data.error.message}` : ''})`, 'retryable');
    }
    let text;
    let refusal;
    for (const item of Array.isArray(data.output) ? data.output : []) {
        if (item?.type !== 'message' || !Array.isArray(item.content))
            continue;
        for (const part of item.content) {
            if (part?.type === 'output_text' && typeof part.text === 'string') {
                text = (text ?? '') + part.text;
            }
            else if (part?.type === 'refusal' && typeof part.refusal === 'string') {
                refusal = (refusal ?? '') + part.refusal;
            }
        }
    }
    if (!text) {
        const reason = data.incomplete_details?.reason;
        if (data.status === 'incomplete' && reason === 'max_output_tokens') {
            throw cutOff(who, 'status "incomplete", incomplete_details.reason "max_output_tokens"', reasoning);
        }
        if (refusal !== undefined)
            text = refusal;
        else if (data.status === 'incomplete') {
            throw new types/* ProviderError */.m(`${who}: the response is incomplete with no text (incomplete_details.reason ${JSON.stringify(reason ?? null)})`, 'item');
        }
        else if (text === undefined) {
            throw new types/* ProviderError */.m(`${who}: the response has no output_text in a message item of output[]`, 'retryable');
        }
    }
    return {
        text,
        model: typeof data.model === 'string' ? data.model : null,
        // The Responses API reports no system_fingerprint: the build is its `model` alone.
        systemFingerprint: null,
        ...counted,
    };
}
/**
 * A response the token limit cut off before any answer: this item's error, which says what to
 * raise. `how` names the sign the response gave (a finish reason, an incomplete status).
 */
function cutOff(who, how, reasoning) {
    return new types/* ProviderError */.m(`${who}: the response was cut off by the token limit before any answer (${how}${reasoning ? `, after ${reasoning} reasoning tokens` : ''}); raise decoding.max_tokens`, 'item');
}

;// CONCATENATED MODULE: ./src/engine/providers/openai.ts






/**
 * Any OpenAI-compatible endpoint (OpenAI, Azure-style deployments, OpenRouter, vLLM, Ollama,
 * relays): chat completions, legacy completions with `api: completions`, or OpenAI's Responses
 * API with `api: responses` (see openai-responses.ts).
 *
 * Requests go through evalgate's own node:http client rather than the `openai` SDK: the SDK runs
 * on fetch, which costs about 2.5x more CPU per request on the hot path (see engine/http.ts), and
 * it adds its own retry loop that would hide 429s from the scheduler's rate limiting.
 */
function openaiClient(entry, headers, http, keyHint) {
    const baseUrl = entry.base_url.replace(/\/+$/, '');
    const api = entry.api ?? 'chat';
    const path = { chat: 'chat/completions', completions: 'completions', responses: 'responses' };
    const url = `${baseUrl}/${path[api === 'completions' || api === 'responses' ? api : 'chat']}`;
    const who = `model "${entry.id}"`;
    const limits = { timeoutMs: entry.timeout_s * 1000, maxBytes: entry.max_response_bytes };
    const allHeaders = { 'content-type': 'application/json', ...headers };
    const requestBody = (call) => {
        if (call.loglikelihood)
            return loglikelihoodBody(entry.model, call);
        if (api === 'responses')
            return responsesBody(entry, call, messagesOf(call.prompt));
        const { decoding } = call;
        const body = { model: entry.model };
        if (api === 'completions')
            body.prompt = promptText(call.prompt);
        else
            body.messages = messagesOf(call.prompt);
        // A reasoning model takes reasoning_effort and max_completion_tokens, and no sampling.
        Object.assign(body, (0,reasoning/* openaiSampling */.Is)(entry, decoding));
        if (decoding.seed !== undefined)
            body.seed = decoding.seed;
        if (decoding.stop?.length)
            body.stop = decoding.stop;
        return body;
    };
    /** The answer in a response body: a synchronous one, or one line of a batch's output. */
    const parseReply = (json, call) => {
        const data = json;
        if (call.loglikelihood)
            return reply(data, loglikelihoodText(data, call, who));
        if (api === 'responses')
            return responsesReply(json, who);
        const choice = data.choices?.[0];
        // Only the answer is graded: a reasoning model's reasoning (reasoning_content and the like,
        // which some servers return beside it) never is.
        const text = api === 'completions' ? choice?.text : choice?.message?.content;
        if (choice?.finish_reason === 'length' && (text === null || text === '')) {
            throw cutOff(who, 'finish_reason "length"', reasoningTokens(data));
        }
        if (typeof text !== 'string') {
            if (choice?.message && choice.message.content === null) {
                // A refusal is an answer (a wrong one); no text at all (a tool call) is this item's error.
                if (typeof choice.message.refusal === 'string')
                    return reply(data, choice.message.refusal);
                throw new types/* ProviderError */.m(`${who}: the response has no text (choices[0].message.content is null${choice.finish_reason ? `, finish_reason ${JSON.stringify(choice.finish_reason)}` : ''})`, 'item');
            }
            throw new types/* ProviderError */.m(`${who}: the response has no ${api === 'completions' ? 'choices[0].text' : 'choices[0].message.content'}`, 'retryable');
        }
        return reply(data, text);
    };
    return {
        identity: { provider: 'openai', baseUrl, model: entry.model ?? null },
        requestBody,
        async send(call, signal) {
            const body = JSON.stringify(requestBody(call));
            const response = await (0,http_errors/* postOrFail */.uX)(http, url, body, allHeaders, { ...limits, signal }, who);
            if (response.status !== 200)
                throw (0,http_errors/* errorFromResponse */.a5)(response, who, keyHint);
            return parseReply((0,http_errors/* parseJsonBody */.Y2)(response.body, who), call);
        },
        parseReply,
        close: () => http.close(),
    };
}
/**
 * Chat and legacy completions count tokens alike. completion_tokens already includes the
 * reasoning tokens (cost is counted on it alone); reasoning_tokens tells that part.
 */
const openai_USAGE_FIELDS = {
    input: 'usage.prompt_tokens',
    output: 'usage.completion_tokens',
    reasoning: 'usage.completion_tokens_details.reasoning_tokens',
};
/** Reasoning tokens, which OpenAI counts inside completion_tokens; undefined when not reported. */
function reasoningTokens(data) {
    return (0,usage/* replyUsage */.u)(data, openai_USAGE_FIELDS).usage.reasoning_tokens;
}
function reply(data, text) {
    return {
        text,
        model: typeof data.model === 'string' ? data.model : null,
        systemFingerprint: typeof data.system_fingerprint === 'string' ? data.system_fingerprint : null,
        ...(0,usage/* replyUsage */.u)(data, openai_USAGE_FIELDS),
    };
}
/** A completion-mode prompt sent to a chat endpoint becomes one user message. */
function messagesOf(prompt) {
    return prompt.mode === 'chat' ? prompt.messages : [{ role: 'user', content: prompt.text }];
}
function promptText(prompt) {
    return prompt.mode === 'completion'
        ? prompt.text
        : prompt.messages.map((m) => m.content).join('\n\n');
}

;// CONCATENATED MODULE: ./src/engine/providers/index.ts











/**
 * Builds the client for a model entry. Keys are read from the environment here and nowhere else;
 * their values are registered as secrets so that no message, record or cache entry carries them.
 */
async function createClient(entry, context) {
    if (context.sends === false)
        return namingOnly(entry, context);
    switch (entry.provider) {
        case 'baseline':
            return baselineClient(entry, context.seed);
        case 'command':
            return (0,command/* commandClient */.Fw)(entry, context.baseDir, context.env);
        case 'replay': {
            const file = external_node_path_default().resolve(context.baseDir, entry.cassette);
            return (0,cassette/* replayClient */.Bm)(entry, file, entry.cassette);
        }
        case 'openai':
        case 'anthropic': {
            const http = (0,engine_http/* createHttpClient */.u)({ maxSockets: entry.concurrency });
            const { headers, keyHint } = endpointHeaders(entry, context.env);
            return entry.provider === 'anthropic'
                ? (0,anthropic/* anthropicClient */.U)(entry, headers, http, keyHint)
                : openaiClient(entry, headers, http, keyHint);
        }
    }
}
/** A client that names its calls as the sending one does and refuses to send any of them. */
async function namingOnly(entry, context) {
    let named;
    let close = () => undefined;
    switch (entry.provider) {
        case 'command':
            named = (0,command/* commandRequests */.mi)(entry);
            break;
        case 'openai':
        case 'anthropic': {
            // The request body carries no key; the headers (where the key goes) are never built.
            const http = (0,engine_http/* createHttpClient */.u)({ maxSockets: 1 });
            const make = entry.provider === 'anthropic' ? anthropic/* anthropicClient */.U : openaiClient;
            named = make(entry, {}, http, '');
            close = () => http.close();
            break;
        }
        default: {
            // Floors and replays compute or read their answers; they are named by the same client.
            const client = await createClient(entry, { ...context, sends: true });
            named = client;
            close = () => client.close();
        }
    }
    return {
        identity: named.identity,
        requestBody: (call) => named.requestBody(call),
        send: () => Promise.reject(new types/* ProviderError */.m(`model "${entry.id}": this run sends no request`, 'item')),
        close,
    };
}
/**
 * The headers every request to an openai or anthropic endpoint carries (its key among them),
 * for the synchronous clients and the batch clients alike, and the hint a refused key gives.
 */
function endpointHeaders(entry, env) {
    const envName = (0,variables/* keyVariable */.OE)(entry);
    const headers = expandHeaders(entry, env);
    let keyHint = 'this endpoint is called without a key (set api_key_env to send one)';
    if (envName !== undefined) {
        const key = env[envName];
        if (!key) {
            throw new errors/* InputError */.d(`model "${entry.id}": the environment variable ${envName} (api_key_env) is not set; export it, or pass it from a repository secret in the workflow`);
        }
        (0,secrets/* registerSecret */.cl)(key);
        keyHint = `check the key in the environment variable ${envName}`;
        if (entry.provider === 'anthropic')
            headers['x-api-key'] = key;
        else
            headers.authorization = `Bearer ${key}`;
    }
    return { headers, keyHint };
}
/** Extra headers; `${NAME}` in a value is taken from the environment and treated as a secret. */
function expandHeaders(entry, env) {
    const out = {};
    for (const [name, value] of Object.entries(entry.headers ?? {})) {
        out[name.toLowerCase()] = value.replace(variables/* HEADER_VARIABLE */.hG, (_, variable) => {
            const found = env[variable];
            if (found === undefined) {
                throw new errors/* InputError */.d(`model "${entry.id}": headers.${name} uses \${${variable}}, but that environment variable is not set`);
            }
            (0,secrets/* registerSecret */.cl)(found);
            return found;
        });
    }
    return out;
}


/***/ }),

/***/ 6246:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   m: () => (/* binding */ ProviderError)
/* harmony export */ });
/**
 * A failed request. `retryable` faults (429, 5xx, timeouts, resets) are retried with backoff;
 * `fatal` ones (bad key, unknown model, malformed request) stop the model's run at once, since
 * every other item would fail the same way.
 */
class ProviderError extends Error {
    disposition;
    status;
    retryAfterMs;
    name = 'ProviderError';
    constructor(message, disposition, status, retryAfterMs) {
        super(message);
        this.disposition = disposition;
        this.status = status;
        this.retryAfterMs = retryAfterMs;
    }
}


/***/ }),

/***/ 5048:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   X: () => (/* binding */ isTokenCount),
/* harmony export */   u: () => (/* binding */ replyUsage)
/* harmony export */ });
/**
 * A token count as a record can hold it: a non-negative safe integer. What a server reports is
 * untrusted: -1, 1.5, "12", 1e300 or 2^60 would make the record fail validation after the
 * answer was paid for (and cached), so anything else is refused here, for every provider.
 */
function isTokenCount(value) {
    return Number.isSafeInteger(value) && value >= 0;
}
/**
 * A reply's token counts, read from `body` at `fields`. An absent (or null) count is 0, and an
 * absent reasoning count is not reported, as before. A count `isTokenCount` refuses is counted
 * as 0 (a reasoning one as not reported) and the first such field is named in `refusedUsage`,
 * so that the run warns once and does not cache the reply; its text is still the answer.
 */
function replyUsage(body, fields) {
    let refused;
    const read = (field) => {
        const found = field
            .split('.')
            .reduce((at, key) => at !== null && typeof at === 'object' ? at[key] : undefined, body);
        if (found === undefined || found === null)
            return undefined;
        if (isTokenCount(found))
            return found;
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


/***/ }),

/***/ 4344:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   p: () => (/* binding */ manifestSource),
/* harmony export */   s: () => (/* binding */ sliceFromManifest)
/* harmony export */ });
/* harmony import */ var node_crypto__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(7598);
/* harmony import */ var node_crypto__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_crypto__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var _core_slice_manifest_source_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(3051);
/* harmony import */ var _datasets_csv_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(4014);
/* harmony import */ var _datasets_json_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(4770);
/* harmony import */ var _datasets_read_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(5284);
/* harmony import */ var _datasets_text_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(7231);






/** What `slice --write` records of the data: each file's size and hash, each selected row's place. */
async function manifestSource(loaded, dataset, slice) {
    const { config, baseDir } = loaded;
    const first = dataset.files[0];
    if (!first || !_core_slice_manifest_source_js__WEBPACK_IMPORTED_MODULE_1__/* .REREADABLE_FORMATS */ .NH.includes((0,_datasets_read_js__WEBPACK_IMPORTED_MODULE_4__/* .fileFormat */ .IR)(first, config.dataset.format))) {
        return undefined;
    }
    const rows = new Map();
    for (const source of dataset.sources)
        rows.set(source.file, (rows.get(source.file) ?? 0) + 1);
    const fileIndex = new Map(dataset.files.map((file, i) => [file, i]));
    const items = [];
    for (const item of slice.items) {
        const source = dataset.sources[item.index];
        if (source?.offset === undefined)
            return undefined;
        items.push({
            file: fileIndex.get(source.file),
            index: item.index,
            line: source.line,
            offset: source.offset,
        });
    }
    const contents = await readAll(baseDir, dataset.files);
    const files = dataset.files.map((file, i) => ({
        path: file,
        size: contents[i].length,
        sha256: sha256(contents[i]),
        rows: rows.get(file) ?? 0,
    }));
    return { config_key: (0,_core_slice_manifest_source_js__WEBPACK_IMPORTED_MODULE_1__/* .sliceConfigKey */ .Q2)(config), files, items };
}
/**
 * The pinned slice re-read from the rows the manifest points at, or undefined (after one line
 * through `warn` saying why, where the manifest is stale or does not hold up) when the whole
 * dataset has to be read. Never trusts the manifest for content: the files must hash as
 * recorded, the rows come from the files, and they must give the pinned fingerprint.
 */
async function sliceFromManifest(loaded, manifest, shown, warn) {
    const { config, baseDir } = loaded;
    const pinned = config.slice.fingerprint;
    const source = manifest?.source;
    if (!manifest || !source || pinned === undefined || manifest.fingerprint !== pinned) {
        return undefined;
    }
    const stale = (why) => {
        warn(`slice manifest ${shown} is stale: ${why}; reading the whole dataset`);
        return undefined;
    };
    if (source.config_key !== (0,_core_slice_manifest_source_js__WEBPACK_IMPORTED_MODULE_1__/* .sliceConfigKey */ .Q2)(config)) {
        return stale('it was written for other dataset, wash or slice settings');
    }
    const files = await (0,_datasets_read_js__WEBPACK_IMPORTED_MODULE_4__/* .datasetFiles */ .gm)(config.dataset.path, baseDir, 'dataset.path', loaded.readRoot);
    const format = (0,_datasets_read_js__WEBPACK_IMPORTED_MODULE_4__/* .fileFormat */ .IR)(files[0], config.dataset.format);
    if (!_core_slice_manifest_source_js__WEBPACK_IMPORTED_MODULE_1__/* .REREADABLE_FORMATS */ .NH.includes(format))
        return undefined;
    const recorded = new Set(source.files.map((f) => f.path));
    const added = files.find((file) => !recorded.has(file));
    if (added !== undefined)
        return stale(`${added} is new`);
    const present = new Set(files);
    const removed = source.files.find((f) => !present.has(f.path));
    if (removed)
        return stale(`${removed.path} is gone`);
    if (source.files.length !== files.length)
        return stale('the data files are listed more than once');
    if (files.some((file, i) => source.files[i]?.path !== file)) {
        return stale('the data files are listed in another order');
    }
    const texts = [];
    const contents = await readAll(baseDir, source.files.map((f) => f.path));
    for (const [i, file] of source.files.entries()) {
        const bytes = contents[i];
        if (bytes.length !== file.size) {
            return stale(`${file.path} changed (${file.size} bytes then, ${bytes.length} now)`);
        }
        if (sha256(bytes) !== file.sha256) {
            return stale(`${file.path} changed (same size, other content)`);
        }
        if (source.items.some((item) => item.file === i))
            texts[i] = (0,_datasets_text_js__WEBPACK_IMPORTED_MODULE_5__/* .decodeUtf8 */ ._6)(bytes, file.path);
    }
    const doesNotHold = (why) => {
        warn(`slice manifest ${shown} does not match the data (${why}); reading the whole dataset`);
        return undefined;
    };
    try {
        const firstRow = [];
        let rowCount = 0;
        for (const file of source.files) {
            firstRow.push(rowCount);
            rowCount += file.rows;
        }
        const rows = source.items.map((item, position) => {
            const file = source.files[item.file];
            const text = texts[item.file];
            const from = firstRow[item.file];
            if (!file || text === undefined || item.index < from || item.index >= from + file.rows) {
                throw new Error(`slice position ${position} points outside its file`);
            }
            const raw = format === 'jsonl'
                ? (0,_datasets_json_js__WEBPACK_IMPORTED_MODULE_3__/* .readJsonlRowAt */ .eT)(text, item.offset)
                : (0,_datasets_csv_js__WEBPACK_IMPORTED_MODULE_2__/* .readMmluCsvRowAt */ .ls)(text, item.offset, item.line, file.path);
            if (!raw)
                throw new Error(`slice position ${position} points at no record`);
            return { raw, index: item.index };
        });
        if (rows.length !== manifest.ids.length)
            throw new Error('the item count differs');
        const slice = (0,_core_slice_manifest_source_js__WEBPACK_IMPORTED_MODULE_1__/* .rebuildSlice */ .KZ)(config, manifest, rows);
        if (slice.fingerprint !== pinned) {
            throw new Error('its rows do not give the pinned fingerprint');
        }
        return slice;
    }
    catch (error) {
        return doesNotHold(error.message);
    }
}
const READS_IN_FLIGHT = 16;
/** The files' bytes, read a few at a time (a glob may name thousands of shards). */
async function readAll(baseDir, files) {
    const out = new Array(files.length);
    let next = 0;
    const worker = async () => {
        while (next < files.length) {
            const i = next++;
            out[i] = await (0,_datasets_read_js__WEBPACK_IMPORTED_MODULE_4__/* .readBytes */ .io)(baseDir, files[i]);
        }
    };
    await Promise.all(Array.from({ length: Math.min(READS_IN_FLIGHT, files.length) }, worker));
    return out;
}
function sha256(bytes) {
    return (0,node_crypto__WEBPACK_IMPORTED_MODULE_0__.createHash)('sha256').update(bytes).digest('hex');
}


/***/ }),

/***/ 1608:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   HN: () => (/* binding */ writeManifest),
/* harmony export */   Hv: () => (/* binding */ assertPinned),
/* harmony export */   h2: () => (/* binding */ sliceFromData),
/* harmony export */   tU: () => (/* binding */ loadSlice)
/* harmony export */ });
/* unused harmony exports manifestPath, readManifest */
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(1455);
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_fs_promises__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(6760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_1__);
/* harmony import */ var _core_errors_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(4296);
/* harmony import */ var _core_pyjson_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(254);
/* harmony import */ var _core_slice_build_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(2563);
/* harmony import */ var _config_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(538);
/* harmony import */ var _datasets_read_js__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(5284);
/* harmony import */ var _slice_manifest_js__WEBPACK_IMPORTED_MODULE_7__ = __webpack_require__(4344);
/* harmony import */ var _paths_js__WEBPACK_IMPORTED_MODULE_8__ = __webpack_require__(4886);









/**
 * The suite's slice. With a pinned fingerprint and a slice manifest that holds up, only the
 * selected rows are re-read (`sliceFromManifest`); otherwise, or when the manifest is stale
 * (`warn` says so), the whole dataset is read and sliced.
 */
async function loadSlice(loaded, warn = (message) => void process.stderr.write(`evalgate: warning: ${message}\n`)) {
    if (loaded.config.slice.fingerprint !== undefined) {
        const shown = (0,_config_js__WEBPACK_IMPORTED_MODULE_5__/* .displayPath */ .Gt)(manifestPath(loaded));
        const manifest = await readManifest(loaded).catch((error) => {
            warn(`${error.message.replace(/; delete it.*$/, '')}; reading the whole dataset`);
            return undefined;
        });
        const fast = await (0,_slice_manifest_js__WEBPACK_IMPORTED_MODULE_7__/* .sliceFromManifest */ .s)(loaded, manifest, shown, warn);
        if (fast)
            return fast;
    }
    return (await sliceFromData(loaded)).slice;
}
/** The slice built from every row of the dataset, and the dataset (for the manifest). */
async function sliceFromData(loaded) {
    const { config, baseDir } = loaded;
    const dataset = await (0,_datasets_read_js__WEBPACK_IMPORTED_MODULE_6__/* .readDataset */ .JP)({
        pattern: config.dataset.path,
        baseDir,
        format: config.dataset.format,
        ...(loaded.readRoot === undefined ? {} : { root: loaded.readRoot }),
    });
    return { slice: (0,_core_slice_build_js__WEBPACK_IMPORTED_MODULE_4__/* .buildSlice */ .pR)(dataset, config), dataset };
}
/** `.evalgate/slices/<suite>.json` beside the config: what the pinned fingerprint was made from. */
function manifestPath(loaded) {
    return (0,_paths_js__WEBPACK_IMPORTED_MODULE_8__/* .statePath */ .BQ)(loaded.baseDir, 'slices', `${loaded.config.suite}.json`);
}
async function readManifest(loaded) {
    const file = manifestPath(loaded);
    let text;
    try {
        text = await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.readFile)(file, 'utf8');
    }
    catch (error) {
        if (error.code === 'ENOENT')
            return undefined;
        throw new _core_errors_js__WEBPACK_IMPORTED_MODULE_2__/* .InputError */ .d(`${(0,_config_js__WEBPACK_IMPORTED_MODULE_5__/* .displayPath */ .Gt)(file)}: cannot read the slice manifest: ${(0,_config_js__WEBPACK_IMPORTED_MODULE_5__/* .ioReason */ .Ny)(error)}`);
    }
    const shown = (0,_config_js__WEBPACK_IMPORTED_MODULE_5__/* .displayPath */ .Gt)(file);
    let data;
    try {
        data = parseManifestJson(text);
    }
    catch (error) {
        throw new _core_errors_js__WEBPACK_IMPORTED_MODULE_2__/* .InputError */ .d(`${shown}: the slice manifest is not valid JSON: ${error.message}`);
    }
    const result = _core_slice_build_js__WEBPACK_IMPORTED_MODULE_4__/* .sliceManifestSchema */ .rm.safeParse(data);
    if (!result.success) {
        const problem = result.error.issues[0];
        throw new _core_errors_js__WEBPACK_IMPORTED_MODULE_2__/* .InputError */ .d(`${shown}: the slice manifest is corrupt at ${problem.path.join('.') || 'the top level'}: ${problem.message}; delete it and run \`evalgate slice --write\` to rebuild it`);
    }
    return result.data;
}
/**
 * The manifest's JSON, read as Python's number model reads it (`parsePythonJson`). Where every
 * number is an integer of at most 15 digits (what `slice --write` writes), JSON.parse reads the
 * same values several times faster; a fraction, an exponent, a longer integer, `-0` or text
 * JSON.parse refuses (NaN, Infinity, a syntax error) goes through the Python-compatible parser.
 * JSON.parse runs first: on valid JSON every string ends, so stripping them is one linear pass
 * (on a planted unterminated string the same pattern would rescan the rest of the file from
 * every quote).
 */
function parseManifestJson(text) {
    let data;
    try {
        data = JSON.parse(text);
    }
    catch {
        return (0,_core_pyjson_js__WEBPACK_IMPORTED_MODULE_3__/* .parsePythonJson */ .S6)(text);
    }
    const outsideStrings = text.replace(/"(?:[^"\\]|\\.)*"/g, '""');
    return /\d[.eE]|\d{16}|-0(?!\d)/.test(outsideStrings) ? (0,_core_pyjson_js__WEBPACK_IMPORTED_MODULE_3__/* .parsePythonJson */ .S6)(text) : data;
}
async function writeManifest(loaded, manifest) {
    const file = manifestPath(loaded);
    await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.mkdir)(node_path__WEBPACK_IMPORTED_MODULE_1___default().dirname(file), { recursive: true });
    await (0,_config_js__WEBPACK_IMPORTED_MODULE_5__/* .writeFileAtomic */ .Zf)(file, `${JSON.stringify(manifest, null, 2)}\n`);
    return file;
}
/** Exit 2 when the slice no longer matches its pinned fingerprint, with the likely cause. */
async function assertPinned(loaded, slice) {
    const pinned = loaded.config.slice.fingerprint;
    if (pinned === undefined || pinned === slice.fingerprint)
        return;
    const causes = (0,_core_slice_build_js__WEBPACK_IMPORTED_MODULE_4__/* .explainMismatch */ .QH)(slice, loaded.config, await readManifest(loaded));
    throw new _core_errors_js__WEBPACK_IMPORTED_MODULE_2__/* .InputError */ .d(`${loaded.file}: slice.fingerprint does not match the slice built from the data`, [
        `pinned:  ${pinned}`,
        `current: ${slice.fingerprint}`,
        ...causes.map((cause) => `likely cause: ${cause}`),
        'if the change is intended, run `evalgate slice --write` to pin the new slice (existing baselines become incomparable)',
    ]);
}


/***/ }),

/***/ 9362:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  W1: () => (/* binding */ assertRunnable),
  Mp: () => (/* binding */ calledEntries),
  yv: () => (/* binding */ entryDir),
  qq: () => (/* binding */ missingText),
  Az: () => (/* binding */ prepareSuite),
  bz: () => (/* binding */ shardSuite)
});

// UNUSED EXPORTS: forModels

// EXTERNAL MODULE: ./src/core/config/variables.ts
var variables = __webpack_require__(8507);
// EXTERNAL MODULE: ./src/core/errors.ts
var errors = __webpack_require__(4296);
// EXTERNAL MODULE: ./src/core/config/reasoning.ts
var reasoning = __webpack_require__(6814);
// EXTERNAL MODULE: ./src/core/grade/index.ts + 8 modules
var grade = __webpack_require__(7864);
// EXTERNAL MODULE: ./src/core/loglikelihood.ts
var core_loglikelihood = __webpack_require__(9903);
// EXTERNAL MODULE: external "node:crypto"
var external_node_crypto_ = __webpack_require__(7598);
// EXTERNAL MODULE: ./src/core/slice/permutation.ts
var permutation = __webpack_require__(6326);
// EXTERNAL MODULE: ./src/core/slice/rows.ts
var slice_rows = __webpack_require__(3133);
// EXTERNAL MODULE: ./src/core/prompt/presets.ts
var presets = __webpack_require__(6986);
// EXTERNAL MODULE: ./src/core/prompt/template.ts
var prompt_template = __webpack_require__(4398);
;// CONCATENATED MODULE: ./src/core/prompt/harness.ts
/**
 * The harness turns a slice item into the exact prompt sent to a model.
 *
 * Layout. `harness.template` (or a preset's template) is written in the language of
 * `template.ts`. A top-level `{{fewshot}}` splits it in two: the text before it is the header,
 * written once per prompt (e.g. MMLU's "The following are multiple choice questions..."); the text
 * after it is the item template, written for the item and for every few-shot example. Without
 * `{{fewshot}}` the header is empty and the few-shot block goes first. So the prompt text is
 *
 *   header(item) + fewshot block + item template(item)
 *
 * Few-shot block. Each example is `harness.fewshot.template` (default `{{prompt}} {{target}}\n\n`)
 * rendered over the example row plus `prompt` (the item template rendered for the example),
 * `target` (the answer letter for rows with choices, else the answer as text), `answer_text` (the
 * chosen choice's text, or the answer) and, for rows with choices, `answer_letter`. Under
 * `harness.output: loglikelihood` the examples are written as lm-eval writes them for the targets
 * scored: with `choice_target: text` the target is the choice's text, and the default template puts
 * `harness.target_delimiter` (`{{target_delimiter}}`) between prompt and target. These five
 * exist only for examples, so an item's own answer can never leak into its prompt through them.
 * Examples are the first k rows of the few-shot file (`sampler: first_n`) or the first k of
 * numpy's `default_rng(seed).permutation(n)` (`sampler: seeded`, seed defaulting to slice.seed).
 * With `fewshot.group_by` (default `subject` for the mmlu presets) the rows are first grouped by
 * that field and each item takes the k examples of its own group, picked the same way within the
 * group, as lm-eval takes each MMLU subject's examples from that subject's dev split; without it
 * the same block precedes every item. Nothing is excluded (the few-shot file should be a
 * different split). Few-shot rows go through the same `dataset.fields` mapping as the dataset.
 *
 * Variables. Templates see the row's fields under evalgate's names (question, choices, answer,
 * subject and any other column) and `letters` (e.g. "ABCD" for four choices).
 *
 * Modes. completion: one string, `harness.system` + "\n\n" + the prompt text when a system text is
 * set. chat: an optional system message, then the prompt text as one user message (examples
 * inline). With `fewshot.as_turns: true` (chat only) each example becomes a user turn (its item
 * prompt, with the header in front of the first one) and an assistant turn (its target), then the
 * item follows as the last user turn.
 */






const DEFAULT_FEWSHOT_TEMPLATE = '{{prompt}} {{target}}\n\n';
/** The default under loglikelihood scoring with a `harness.target_delimiter` other than " ". */
const DELIMITED_FEWSHOT_TEMPLATE = '{{prompt}}{{target_delimiter}}{{target}}\n\n';
const LETTERS = 'ABCDEFGHIJ';
/**
 * Compiles the prompt program. `fewshotRows` are the rows of `harness.fewshot.path` as read from
 * the file (the engine reads it); the core picks k of them (per group with `group_by`). `items`,
 * the slice, lets a missing or short group be reported before any request and keys the few-shot
 * hash to the groups in use. Bad templates, a k larger than the file (or the group) and examples
 * without a usable answer are InputErrors naming the key path.
 */
function compileHarness(config, fewshotRows, items) {
    const harness = config.harness;
    const preset = harness.preset === undefined ? undefined : presets/* PRESETS */.f[harness.preset];
    const templateKey = preset ? `harness.preset "${harness.preset}"` : 'harness.template';
    const source = preset?.template ?? harness.template;
    if (source === undefined) {
        throw new errors/* InputError */.d('harness: expected harness.preset or harness.template, found neither', [
            'for multiple-choice suites, `preset: mmlu` reproduces lm-evaluation-harness',
            'or write a template such as "{{question}}\\n{{#choices}}{{letter}}. {{text}}\\n{{/choices}}Answer:"',
        ]);
    }
    const mode = harness.mode ?? preset?.mode ?? 'chat';
    const { header, body } = splitAtFewshot((0,prompt_template/* compileTemplate */.Gq)(source, templateKey));
    const system = harness.system === undefined ? undefined : (0,prompt_template/* compileTemplate */.Gq)(harness.system, 'harness.system');
    const fewshot = harness.fewshot;
    const k = fewshot?.k ?? 0;
    const asTurns = k > 0 && (fewshot?.as_turns ?? false);
    if (asTurns && mode !== 'chat') {
        throw new errors/* InputError */.d(`harness.fewshot.as_turns: expected harness.mode chat, found ${mode}`, [
            'a completion prompt is one string; remove as_turns or set harness.mode: chat',
        ]);
    }
    if (asTurns && fewshot?.template !== undefined) {
        throw new errors/* InputError */.d('harness.fewshot.template: not used when harness.fewshot.as_turns is true (each example is a user turn and an assistant turn)', ['remove one of the two keys']);
    }
    // Under loglikelihood scoring the examples' answers are written as the choices are scored, as
    // lm-eval writes each example: doc_to_text, target_delimiter, the target (doc_to_target indexes
    // doc_to_choice, so with text choices it is the chosen choice's text), fewshot_delimiter.
    const loglikelihood = harness.output === 'loglikelihood';
    const choiceTarget = loglikelihood ? (harness.choice_target ?? 'letter') : 'letter';
    const targetDelimiter = loglikelihood ? (harness.target_delimiter ?? ' ') : ' ';
    const fewshotSource = fewshot?.template ??
        (targetDelimiter === ' ' ? DEFAULT_FEWSHOT_TEMPLATE : DELIMITED_FEWSHOT_TEMPLATE);
    const fewshotTemplate = (0,prompt_template/* compileTemplate */.Gq)(fewshotSource, 'harness.fewshot.template');
    const groupBy = k > 0
        ? fewshot?.group_by === false
            ? undefined
            : (fewshot?.group_by ?? preset?.groupBy)
        : undefined;
    const rendered = (picked) => picked.map(({ row, index }) => {
        const where = `few-shot row ${index} (0-based) of harness.fewshot.path`;
        const context = { ...row, ...derived(row) };
        const answer = exampleAnswer(row, where, choiceTarget);
        const prompt = body.render(context, where);
        const text = fewshotTemplate.render({ ...context, ...answer, prompt, target_delimiter: targetDelimiter }, where);
        return { prompt, target: answer.target, text };
    });
    const groups = fewshotGroups(config, fewshotRows, k, groupBy, rendered);
    const used = usedGroups(groups, items, groupBy, k);
    const first = used[0] ?? groups.values().next().value;
    const fewshotBlock = first?.block ?? '';
    const fewshotHash = used.length > 1
        ? sha256(JSON.stringify(used.map((g) => [g.key, g.block]).sort(byKey)))
        : sha256(fewshotBlock);
    const examplesOf = (item) => groupBy === undefined ? (first?.examples ?? []) : groupFor(groups, item, groupBy, k).examples;
    const canonical = JSON.stringify({
        mode,
        system: harness.system ?? null,
        template: source,
        fewshot_template: k > 0 && !asTurns ? fewshotSource : null,
        fewshot_as_turns: k > 0 ? asTurns : null,
    });
    const templateText = [
        ...(harness.system === undefined ? [] : [`--- harness.system ---\n${harness.system}`]),
        `--- ${templateKey} (${mode}) ---\n${source}`,
        ...(k === 0
            ? []
            : [
                asTurns
                    ? `--- harness.fewshot (${k} examples as user/assistant turns) ---`
                    : `--- harness.fewshot.template (${k} example${k === 1 ? '' : 's'}) ---\n${fewshotSource}`,
            ]),
    ].join('\n\n');
    return {
        name: harness.preset ?? 'custom',
        mode,
        templateText,
        templateHash: sha256(canonical),
        fewshotBlock,
        fewshotHash,
        reproduces: preset?.reproduces,
        groupBy,
        render(item) {
            const where = `item ${JSON.stringify(item.id)}`;
            const context = { ...item.row, ...derived(item.row) };
            const head = header.render(context, where);
            const question = body.render(context, where);
            const systemText = system?.render(context, where);
            const examples = examplesOf(item);
            const fewshotBlock = examples.map((example) => example.text).join('');
            if (mode === 'completion') {
                const text = head + fewshotBlock + question;
                return { mode, text: systemText === undefined ? text : `${systemText}\n\n${text}` };
            }
            const messages = [];
            if (systemText !== undefined)
                messages.push({ role: 'system', content: systemText });
            if (!asTurns) {
                messages.push({ role: 'user', content: head + fewshotBlock + question });
                return { mode, messages };
            }
            examples.forEach((turn, i) => {
                messages.push({ role: 'user', content: (i === 0 ? head : '') + turn.prompt });
                messages.push({ role: 'assistant', content: turn.target });
            });
            messages.push({ role: 'user', content: question });
            return { mode, messages };
        },
    };
}
function splitAtFewshot(template) {
    const { key, source, nodes } = template;
    const isFewshot = (node) => node.type !== 'text' && node.path[0] === 'fewshot' && node.path.length === 1;
    const at = nodes.findIndex((node) => isFewshot(node) && node.type === 'variable');
    const uses = countFewshot(nodes, isFewshot);
    const node = nodes[at];
    if (uses > 1 || (uses === 1 && (node?.type !== 'variable' || node.filters.length > 0))) {
        throw new errors/* InputError */.d(`${key}: expected {{fewshot}} at most once, outside sections and without filters`, ['{{fewshot}} marks where the few-shot block goes: the text before it is written once']);
    }
    if (at < 0)
        return { header: (0,prompt_template/* templateOf */.kW)(key, source, []), body: template };
    return {
        header: (0,prompt_template/* templateOf */.kW)(key, source, nodes.slice(0, at)),
        body: (0,prompt_template/* templateOf */.kW)(key, source, nodes.slice(at + 1)),
    };
}
function countFewshot(nodes, isFewshot) {
    let count = 0;
    for (const node of nodes) {
        if (isFewshot(node))
            count++;
        if (node.type === 'section')
            count += countFewshot(node.children, isFewshot);
    }
    return count;
}
/** Few-shot rows by group (one group, key '', without `group_by`), each with its k examples. */
function fewshotGroups(config, rows, k, groupBy, render) {
    const groups = new Map();
    if (k === 0)
        return groups;
    const fewshot = config.harness.fewshot;
    if (rows.length < k) {
        throw new errors/* InputError */.d(`harness.fewshot.k: expected at most the ${rows.length} rows of harness.fewshot.path, found ${k}`, fewshot?.path === undefined
            ? ['set harness.fewshot.path to a file of examples (e.g. the dev split)']
            : []);
    }
    const members = new Map();
    rows.forEach((source, index) => {
        const row = (0,slice_rows/* mapRow */.fS)(source, config.dataset.fields);
        const key = groupBy === undefined ? '' : groupKey(row[groupBy]);
        if (key === undefined) {
            throw new errors/* InputError */.d(`harness.fewshot.group_by: few-shot row ${index} (0-based) of harness.fewshot.path has no "${groupBy}" to group by, found ${(0,slice_rows/* show */.WU)(row[groupBy])}`, ['set harness.fewshot.group_by: false to use one block of examples for every item']);
        }
        const list = members.get(key) ?? [];
        list.push({ row, index });
        members.set(key, list);
    });
    for (const [key, list] of members) {
        let picked = [];
        if (list.length >= k) {
            const order = fewshot?.sampler === 'seeded'
                ? Array.from((0,permutation/* numpyPermutation */.G)(fewshot.seed ?? config.slice.seed, list.length).subarray(0, k))
                : Array.from({ length: k }, (_, i) => i);
            picked = order.map((i) => list[i]);
        }
        let rendered;
        const examples = () => (rendered ??= render(picked));
        groups.set(key, {
            key,
            size: list.length,
            enough: list.length >= k,
            get examples() {
                return examples();
            },
            get block() {
                return examples()
                    .map((e) => e.text)
                    .join('');
            },
        });
    }
    return groups;
}
/** Trimmed, as reports group items by subject; blank is no group. */
function groupKey(value) {
    if (typeof value === 'string' && value.trim() !== '')
        return value.trim();
    if (typeof value === 'number' && Number.isFinite(value))
        return String(value);
    return undefined;
}
/** The item's group, or an InputError naming it when it has no few-shot rows or fewer than k. */
function groupFor(groups, item, groupBy, k) {
    const key = groupKey(item.row[groupBy]);
    const group = key === undefined ? undefined : groups.get(key);
    if (key === undefined) {
        throw new errors/* InputError */.d(`harness.fewshot.group_by: item ${JSON.stringify(item.id)} has no "${groupBy}" to pick its few-shot examples by, found ${(0,slice_rows/* show */.WU)(item.row[groupBy])}`, ['set harness.fewshot.group_by: false to use one block of examples for every item']);
    }
    if (!group || !group.enough) {
        throw new errors/* InputError */.d(`harness.fewshot.k: ${groupBy} "${key}" has ${group?.size ?? 0} few-shot row${group?.size === 1 ? '' : 's'} in harness.fewshot.path, expected at least ${k} (each item's examples come from rows of its own ${groupBy}: harness.fewshot.group_by)`, [
            `add rows of ${groupBy} "${key}" to the few-shot file, lower harness.fewshot.k, or set harness.fewshot.group_by: false`,
        ]);
    }
    return group;
}
/** The groups the slice uses, checked, in first-use order (all groups when items are unknown). */
function usedGroups(groups, items, groupBy, k) {
    if (groups.size === 0)
        return [];
    if (groupBy === undefined || items === undefined)
        return [...groups.values()];
    const used = new Map();
    for (const item of items) {
        const group = groupFor(groups, item, groupBy, k);
        used.set(group.key, group);
    }
    return [...used.values()];
}
function byKey(a, b) {
    return a[0] < b[0] ? -1 : a[0] > b[0] ? 1 : 0;
}
/** Variables computed from a row, visible to every template. */
function derived(row) {
    const { choices } = row;
    return Array.isArray(choices) && choices.length <= LETTERS.length
        ? { letters: LETTERS.slice(0, choices.length) }
        : {};
}
function exampleAnswer(row, where, choiceTarget) {
    const { choices, answer } = row;
    if (Array.isArray(choices)) {
        const index = (0,slice_rows/* answerIndex */.lw)(answer, choices.length);
        const text = index === undefined ? undefined : (0,prompt_template/* valueText */.Ru)(choices[index]);
        if (index === undefined || text === undefined) {
            throw new errors/* InputError */.d(`${where}: expected "answer" to point at one of its ${choices.length} choices (an index or a letter), found ${(0,slice_rows/* show */.WU)(answer)}`);
        }
        const letter = LETTERS[index];
        return {
            target: choiceTarget === 'text' ? text : letter,
            answer_letter: letter,
            answer_text: text,
        };
    }
    const text = answer === undefined ? undefined : (0,prompt_template/* valueText */.Ru)(answer);
    if (text === undefined) {
        throw new errors/* InputError */.d(`${where}: expected an answer in "answer", found ${(0,slice_rows/* show */.WU)(answer)}`);
    }
    return { target: text, answer_text: text };
}
function sha256(text) {
    return (0,external_node_crypto_.createHash)('sha256').update(text, 'utf8').digest('hex');
}

// EXTERNAL MODULE: ./src/core/protocol.ts
var core_protocol = __webpack_require__(1807);
;// CONCATENATED MODULE: ./src/core/plan.ts
/**
 * The measurement plan: everything a run of a suite sends and how it is judged, computed once
 * from the config and the rows. `run`, `freeze`, `gate`, shards, `merge` and the Action take the
 * plan and never re-derive a part of it, so the protocol a record carries is by construction the
 * protocol the config defines (a judge's identity included).
 */






/** A judge answers with a verdict: greedy, and room for a sentence of reasoning before it. */
const JUDGE_DECODING = { temperature: 0, top_p: 1, max_tokens: reasoning/* JUDGE_MAX_TOKENS */.g7 };
function planSuite(config, slice, fewshotRows) {
    const harness = compileHarness(config, [...fewshotRows], slice.items);
    const calls = [];
    const options = (0,core_loglikelihood/* choiceOptions */.SY)(config);
    const loglikelihood = config.harness.output === 'loglikelihood';
    for (let repeat = 0; repeat < config.repeats; repeat++) {
        const decoding = decodingFor(config, repeat);
        for (const item of slice.items) {
            const prompt = harness.render(item);
            const call = { item, repeat, prompt, decoding };
            if (loglikelihood && prompt.mode === 'completion') {
                call.loglikelihood = (0,core_loglikelihood/* choiceRequest */.rq)(item, prompt.text, options);
            }
            calls.push(call);
        }
    }
    const judge = judgeOf(config);
    // describe() needs no judge connection: the real one is wired in when answers are graded.
    const unused = () => Promise.reject(new Error('the judge is only called while grading'));
    const grader = (0,grade/* createGrader */.G)(config.grader, {
        judge: unused,
        choices: options,
    }).describe();
    if (judge) {
        const identity = {
            provider: judge.entry.provider,
            base_url: judge.entry.base_url ?? null,
            model: judge.entry.model ?? null,
            // As its requests carry it: a reasoning judge's effort, and no sampling.
            decoding: (0,reasoning/* sentDecoding */.ir)(judge.entry, { ...judge.decoding }),
        };
        grader.judge = identity;
    }
    const prompts = (0,core_protocol/* promptsDigest */.In)(calls.filter((call) => call.repeat === 0));
    const { protocol, protocolId } = (0,core_protocol/* buildProtocol */.xn)(config, slice, harness, grader, prompts);
    return { slice, harness, calls, grader, judge, protocol, protocolId };
}
function judgeOf(config) {
    const graderConfig = config.grader;
    if (graderConfig.kind !== 'llm_judge')
        return undefined;
    const entry = config.models.find((m) => m.id === graderConfig.judge);
    if (!entry) {
        throw new errors/* InputError */.d(`grader.judge: expected the id of a model entry, found "${graderConfig.judge}"; expected one of: ${config.models.map((m) => m.id).join(', ')}`);
    }
    return { entry, decoding: JUDGE_DECODING };
}
/**
 * The request seed of repeat r is decoding.seed + r, so repeats differ but reruns do not. A
 * loglikelihood request scores the prompt and generates one token, greedily, whatever the rest
 * of `decoding` says.
 */
function decodingFor(config, repeat) {
    const { decoding } = config;
    const loglikelihood = config.harness.output === 'loglikelihood';
    const out = loglikelihood
        ? { temperature: 0, top_p: 1, max_tokens: 1 }
        : { temperature: decoding.temperature, top_p: decoding.top_p, max_tokens: decoding.max_tokens };
    if (decoding.seed !== undefined)
        out.seed = Number(BigInt(decoding.seed) + BigInt(repeat));
    if (decoding.stop && !loglikelihood)
        out.stop = decoding.stop;
    return out;
}

// EXTERNAL MODULE: ./src/core/shard.ts
var shard = __webpack_require__(1880);
// EXTERNAL MODULE: ./src/core/text.ts
var core_text = __webpack_require__(2020);
// EXTERNAL MODULE: ./src/engine/datasets/read.ts
var datasets_read = __webpack_require__(5284);
// EXTERNAL MODULE: ./src/engine/providers/command.ts
var command = __webpack_require__(6094);
// EXTERNAL MODULE: ./src/engine/slice.ts
var engine_slice = __webpack_require__(1608);
;// CONCATENATED MODULE: ./src/engine/suite.ts









async function prepareSuite(loaded, modelIds, warn = (message) => void process.stderr.write(`evalgate: warning: ${message}\n`)) {
    const { config } = loaded;
    const slice = await (0,engine_slice/* loadSlice */.tU)(loaded, warn);
    await (0,engine_slice/* assertPinned */.Hv)(loaded, slice);
    const fewshot = config.harness.fewshot;
    let fewshotRows = [];
    if (fewshot && fewshot.k > 0) {
        if (!fewshot.path) {
            throw new errors/* InputError */.d(`${loaded.file}: harness.fewshot.path is required when harness.fewshot.k is ${fewshot.k}`);
        }
        const read = await (0,datasets_read/* readDataset */.JP)({
            pattern: fewshot.path,
            baseDir: loaded.baseDir,
            format: fewshot.format ?? config.dataset.format,
            key: 'harness.fewshot.path',
            ...(loaded.readRoot === undefined ? {} : { root: loaded.readRoot }),
        });
        fewshotRows = read.rows;
        await checkFewshotOverlap(loaded, slice, read, warn);
    }
    let plan;
    try {
        plan = planSuite(config, slice, fewshotRows);
    }
    catch (error) {
        if (error instanceof errors/* InputError */.d && error.message.startsWith('grader.judge:')) {
            throw new errors/* InputError */.d(`${loaded.file}: ${error.message}`, error.details);
        }
        throw error;
    }
    return { ...plan, loaded, candidates: selectCandidates(loaded, modelIds) };
}
/**
 * The same measurement for the model entries of another config whose program is the same: a
 * pull request's head slots under the base's program, without reading and slicing it again.
 */
function forModels(prepared, loaded, modelIds) {
    return { ...prepared, loaded, candidates: selectCandidates(loaded, modelIds) };
}
/**
 * Shard `spec` of a prepared suite: the calls of the slice positions p with p mod N = I - 1. The
 * protocol stays the whole slice's, so the merged shards are comparable with an unsharded run.
 */
function shardSuite(prepared, spec, where) {
    const items = prepared.slice.items;
    if (spec.count > items.length) {
        throw new errors/* InputError */.d(`${where}: expected at most ${items.length} shards (the slice has ${items.length} items), found ${spec.count}`);
    }
    const member = new Set((0,shard/* shardItems */.l6)(items, spec));
    const ids = [...member].map((item) => item.id);
    return {
        ...prepared,
        calls: prepared.calls.filter((call) => member.has(call.item)),
        shard: { index: spec.index, count: spec.count, slice_items: items.length, ids },
    };
}
/** The entries a run calls: the candidates and, for `llm_judge`, the judge. */
function calledEntries(prepared) {
    const judge = prepared.judge?.entry;
    return judge && !prepared.candidates.includes(judge)
        ? [...prepared.candidates, judge]
        : prepared.candidates;
}
/**
 * Everything a run needs from its surroundings, checked before the first request of any model:
 * every key and header variable of every entry it calls (the judge included) and every command.
 * A missing one found after the first model's requests were spent would waste them.
 */
function assertRunnable(prepared, env, 
/** False: the run sends no request to the candidates, so only a judge needs its key. */
sends = true) {
    const entries = sends
        ? calledEntries(prepared)
        : calledEntries(prepared).filter((e) => !prepared.candidates.includes(e));
    const missing = (0,variables/* missingVariables */.uM)(entries, env);
    if (missing.length > 0) {
        const lines = missing.map(missingText);
        throw new errors/* InputError */.d(`${prepared.loaded.file}: ${missing.length === 1 ? 'an environment variable is' : `${missing.length} environment variables are`} missing, so nothing was sent: ${lines.join('; ')}`, ['export it, or pass it from a repository secret in the workflow']);
    }
    for (const entry of entries) {
        if (entry.provider === 'command') {
            (0,command/* checkCommand */.em)(entry, entryDir(prepared, entry), env);
        }
    }
}
/**
 * The folder an entry's relative paths (a command, a cassette) resolve from: the judge's from the
 * program's folder, since the judge is part of the program (a pull request's is the base's, also
 * under the head's approved program when the head keeps the base's judge); a measured slot's
 * from modelDir. The check before the run and the run itself both ask here.
 */
function entryDir(prepared, entry) {
    const { loaded } = prepared;
    return entry === prepared.judge?.entry ? (loaded.judgeDir ?? loaded.baseDir) : loaded.modelDir;
}
/** One missing variable, as a run and a dry run name it. */
function missingText(m) {
    return m.key === 'api_key_env'
        ? `model "${(0,core_text/* logText */.kc)(m.model)}": the environment variable ${m.variable} (api_key_env) is not set`
        : `model "${(0,core_text/* logText */.kc)(m.model)}": ${m.key} uses \${${m.variable}}, but that environment variable is not set`;
}
/** The entries to run: all but the judge, or those `modelIds` names (each must exist). */
function selectCandidates(loaded, modelIds) {
    const { config } = loaded;
    const judges = new Set(config.grader.kind === 'llm_judge' ? [config.grader.judge] : []);
    const all = config.models.filter((m) => !judges.has(m.id));
    const unknown = modelIds.filter((id) => !config.models.some((m) => m.id === id));
    if (unknown.length) {
        throw new errors/* InputError */.d(`--model ${unknown.map((id) => JSON.stringify(id)).join(', ')}: no such model entry in ${loaded.file}; expected one of: ${all.map((m) => m.id).join(', ')}`);
    }
    const candidates = modelIds.length ? all.filter((m) => modelIds.includes(m.id)) : all;
    if (candidates.length === 0) {
        throw new errors/* InputError */.d(`${loaded.file}: models: expected at least one model entry to run, found none`);
    }
    return candidates;
}
/**
 * Few-shot examples drawn from the rows under evaluation put answers into the prompts. A few-shot
 * path naming a file of dataset.path is an error on harness.fewshot.path with the count of
 * evaluated rows among the examples' pool; rows of another file equal in question and choices
 * are a warning only (MMLU's own dev and test splits share a few questions, and lm-eval prompts
 * them so).
 */
async function checkFewshotOverlap(loaded, slice, fewshot, warn) {
    const { config } = loaded;
    const fields = config.dataset.fields;
    // Rows without a question text are not compared (nothing says two of them are one row).
    const keyOf = (row) => typeof row.question === 'string' && row.question.trim() !== ''
        ? JSON.stringify([row.question, row.choices ?? null], (_, v) => typeof v === 'bigint' ? v.toString() : v)
        : undefined;
    const pool = new Set(fewshot.rows.map((row) => keyOf((0,slice_rows/* mapRow */.fS)(row, fields))));
    pool.delete(undefined);
    const overlap = slice.items.filter((item) => pool.has(keyOf(item.row)));
    const evaluated = new Set(await (0,datasets_read/* datasetFiles */.gm)(config.dataset.path, loaded.baseDir, 'dataset.path', loaded.readRoot));
    const shared = fewshot.files.filter((file) => evaluated.has(file));
    if (shared.length === 0 && overlap.length === 0)
        return;
    const where = loaded.locate?.(['harness', 'fewshot', 'path']) ?? loaded.file;
    const ids = overlap.slice(0, 5).map((item) => JSON.stringify(item.id));
    const rows = `${overlap.length} of the ${slice.items.length} evaluated rows ${overlap.length === 1 ? 'is' : 'are'} among the few-shot rows (same question and choices)`;
    if (shared.length === 0) {
        warn(`${where}: harness.fewshot.path: ${rows}: their answers can be in the prompts (rows ${ids.join(', ')}${overlap.length > 5 ? ', ...' : ''})`);
        return;
    }
    throw new errors/* InputError */.d(`${where}: harness.fewshot.path: expected few-shot examples from other rows than the evaluated ones, found ${shared.join(', ')}, also read by dataset.path; ${rows}: their answers would be in the prompts`, ['take the examples from another split (for MMLU: dev, when the test split is evaluated)']);
}


/***/ })

};
