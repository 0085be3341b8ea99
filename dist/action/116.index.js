export const id = 116;
export const ids = [116];
export const modules = {

/***/ 12116:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  run: () => (/* binding */ run)
});

// UNUSED EXPORTS: execute

// EXTERNAL MODULE: ./node_modules/@actions/core/lib/core.js + 7 modules
var core = __webpack_require__(33838);
// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __webpack_require__(76760);
var external_node_path_default = /*#__PURE__*/__webpack_require__.n(external_node_path_);
// EXTERNAL MODULE: ./src/core/errors.ts
var core_errors = __webpack_require__(74296);
;// CONCATENATED MODULE: ./src/core/events.ts
const EVENT_RULES = [
    {
        events: ['pull_request'],
        bar: "the base commit (`pull_request.base.sha`); the head's only with a maintainer's approving review that names its changes (`evalgate approve <code>`)",
        measured: "the head's slots, under the base's protocol; no Actions cache is read",
        writes: 'the comment, the summary, the status `evalgate / <suite>` on the head; the freeze label (a maintainer) commits measured baselines to the head branch, its status `failure` until a review approves them; with `mode: measure` only the answers artifact',
        refuses: 'a bar change without an approving review (`bar-changed`); a fork changing the bar (`bar-changed`, nothing measured); a fork skip whose head another open pull request shares',
    },
    {
        events: ['pull_request_review'],
        bar: 'as `pull_request`, with the reviews read first',
        measured: "nothing when the review does not change whether the head's bar is approved; the approved freeze commit by its own baselines (0 requests); else the head as on `pull_request`",
        writes: 'as `pull_request` when the approval changed; nothing otherwise',
        refuses: 'as `pull_request`',
    },
    {
        events: ['pull_request_target'],
        bar: 'the base commit',
        measured: "the head's slots, only where the head is checked out",
        writes: 'as `pull_request`',
        refuses: "a workspace that is not the pull request's head (the default checkout is the base: a head never measured never passes); any `command` slot, and a `command` judge the head changes; a fork's head that adds a slot or changes where one sends its key",
    },
    {
        events: ['merge_group'],
        bar: "the queue's base (`merge_group.base_sha`); a changed part only with the value one of the group's pull requests changes it to under a standing approving review",
        measured: "the group head's slots, under the base's protocol; no Actions cache is read",
        writes: 'the summary and the check only (no comment, status, cache or freeze)',
        refuses: 'a workspace that is not the group head; a bar part no approving review of the group covers, or two members change differently (`bar-changed`)',
    },
    {
        events: ['workflow_run'],
        bar: "after a pull request's measuring run: the pull request's base, read by the default branch's code, and the head's with an approving review; otherwise the checked-out commit",
        measured: "the answers a run of the `measuring-workflow` file uploaded (nothing is requested, no command runs); otherwise that commit's slots",
        writes: "the comment, the status `evalgate / <suite>` on the graded head, the freeze label's baselines (status `failure` until approved); otherwise as `schedule`",
        refuses: 'a workspace that is not the commit the workflow runs from (a head checkout is never the bar); answers from a run of another workflow file; a `command` judge the head changes; a label run whose head is not the one the label was applied to',
    },
    {
        events: ['schedule', 'workflow_dispatch', 'push', 'repository_dispatch'],
        bar: 'the checked-out commit',
        measured: "that commit's slots (a re-run attempt takes its own run's cached answers)",
        writes: 'the data branch, the tracking issue; a dispatched freeze opens a pull request',
        refuses: 'nothing more',
    },
];
const events_short = (sha) => sha?.slice(0, 12) ?? 'unknown';
const holds = (sha) => (sha ? `commit ${events_short(sha)}` : 'no readable commit');
const RECIPE = 'gate on pull_request (the bar is read from the base commit) and require that check; to evaluate fork pull requests, let a pull_request job measure with `mode: measure` and a workflow_run job from the default branch judge it (README, "The single job and the two jobs")';
/** The reason the Action refuses to run on this event, or null when it may run. */
function eventRefusal(facts) {
    const { checkedOut } = facts;
    switch (facts.eventName) {
        case 'merge_group':
            if (checkedOut !== null && checkedOut === facts.groupHeadSha)
                return null;
            return `merge_group: the workspace holds ${holds(checkedOut)}, not the merge group's head (${events_short(facts.groupHeadSha)}), so the merged builds would not be measured. Check out the merge group (actions/checkout's default under merge_group); nothing was measured`;
        case 'workflow_run':
            if (checkedOut !== null && checkedOut === facts.workflowSha)
                return null;
            return `workflow_run: the workspace holds ${holds(checkedOut)}, not the commit this workflow runs from (${events_short(facts.workflowSha)}): a checkout of a pull request's head is never the bar. Check out the default branch (actions/checkout's default under workflow_run); nothing was measured`;
        case 'pull_request_target':
            if (checkedOut !== null && checkedOut === facts.pullHeadSha)
                return null;
            return `pull_request_target: the workspace holds ${holds(checkedOut)}, not the pull request's head (${events_short(facts.pullHeadSha)}), so the head's builds would not be measured and a regression would pass. Nothing was measured; ${RECIPE}`;
        default:
            return EVENT_RULES.some((r) => r.events.includes(facts.eventName)) || facts.eventName === ''
                ? null
                : `${facts.eventName}: evalgate has no rule for this event, so it does not run on it (it runs on ${EVENT_RULES.flatMap((r) => r.events).join(', ')}); nothing was measured`;
    }
}
/**
 * `mode: measure` is the pull_request job of the two-job recipe: it runs the pull request's code
 * with a token that cannot write and hands its answers to a workflow_run job. On any other event
 * there is no such job to hand them to.
 */
function modeRefusal(mode, eventName) {
    if (mode === 'compare') {
        if (eventName === '' || COMPARE_EVENTS.includes(eventName))
            return null;
        return `input "mode": compare runs on ${COMPARE_EVENTS.join(', ')}, found event ${eventName}; nothing was measured`;
    }
    if (mode !== 'measure' || eventName === 'pull_request' || eventName === 'pull_request_review')
        return null;
    return `input "mode": measure runs only on pull_request and pull_request_review (the measuring job of the two-job recipe, examples/workflows/measure.yml), found event ${eventName || '(none)'}; nothing was measured`;
}
/**
 * `mode: compare` measures every slot of the checked-out commit and publishes a comparison; it
 * gates and freezes nothing. It runs where the checkout is the code the event's token was made
 * for: a pull request's own run (a fork's gets no secrets and is skipped), or the repository's
 * branches. Not on pull_request_target (a privileged token beside a head checkout), workflow_run
 * (its pull-request form grades uploaded answers, it measures nothing) or merge_group (the queue
 * only gates).
 */
const COMPARE_EVENTS = [
    'pull_request',
    'schedule',
    'workflow_dispatch',
    'push',
    'repository_dispatch',
];

// EXTERNAL MODULE: external "node:child_process"
var external_node_child_process_ = __webpack_require__(31421);
// EXTERNAL MODULE: external "node:fs/promises"
var promises_ = __webpack_require__(51455);
// EXTERNAL MODULE: external "node:crypto"
var external_node_crypto_ = __webpack_require__(77598);
var external_node_crypto_default = /*#__PURE__*/__webpack_require__.n(external_node_crypto_);
// EXTERNAL MODULE: external "node:fs"
var external_node_fs_ = __webpack_require__(73024);
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
const LOCATION_VARIABLES = [
    'GIT_DIR',
    'GIT_WORK_TREE',
    'GIT_INDEX_FILE',
    'GIT_OBJECT_DIRECTORY',
    'GIT_ALTERNATE_OBJECT_DIRECTORIES',
    'GIT_COMMON_DIR',
    'GIT_NAMESPACE',
    'GIT_PREFIX',
];
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
            throw new core_errors/* InputError */.d(`${onBranch(file)}: cannot read the run record (object ${sha} is missing)`);
        }
        const start = end + 1;
        const stop = start + Number(header[2]);
        try {
            texts.push(decoder.decode(out.subarray(start, stop)));
        }
        catch {
            throw new core_errors/* InputError */.d(`${onBranch(file)}: the run record is not valid UTF-8 text`);
        }
        offset = stop + 1;
    }
    return texts;
}
/** Runs git without a shell, prompts or locale-dependent messages; failures name the command. */
function runGit(args, options) {
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
        const child = (0,external_node_child_process_.spawn)('git', args, { cwd: options.cwd, env, stdio: 'pipe' });
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
                : (0,external_node_fs_.existsSync)(options.cwd)
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
    return `url-${(0,external_node_crypto_.createHash)('sha256').update(remote).digest('hex').slice(0, 16)}`;
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
    await (0,promises_.rm)(dest, { recursive: true, force: true });
    await (0,promises_.mkdir)(dest, { recursive: true });
    try {
        await git(['read-tree', sha]);
        await git(['checkout-index', '--all', '--force', `--prefix=${external_node_path_default().resolve(dest)}/`]);
    }
    finally {
        await (0,promises_.rm)(index, { force: true });
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
    return async (args) => git_run_text((await runGit(args, { cwd, env: extraEnv })).stdout);
}
/** Which of `files` (absolute paths) git tracks in `repoDir`'s index; files outside it are not. */
async function trackedFiles(repoDir, files) {
    const inside = files
        .map((file) => ({ file, relative: external_node_path_default().relative(repoDir, file) }))
        .filter(({ relative }) => relative !== '' && !relative.startsWith('..') && !external_node_path_default().isAbsolute(relative));
    if (inside.length === 0)
        return [];
    const out = await gitIn(repoDir)(['ls-files', '-z', '--', ...inside.map((i) => i.relative)]);
    const tracked = new Set(out.split('\0').filter(Boolean));
    return inside
        .filter(({ relative }) => tracked.has(relative.split((external_node_path_default()).sep).join('/')))
        .map(({ file }) => file);
}
/** HEAD of the repository at `cwd`, or null outside one (or without git). Never rejects. */
function headCommit(cwd) {
    return new Promise((resolve) => {
        (0,external_node_child_process_.execFile)('git', ['rev-parse', 'HEAD'], { cwd, encoding: 'utf8', timeout: 5000 }, (error, out) => resolve(error ? null : out.trim()));
    });
}

// EXTERNAL MODULE: ./node_modules/yaml/dist/index.js
var dist = __webpack_require__(38815);
;// CONCATENATED MODULE: ./src/core/text.ts
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

// EXTERNAL MODULE: ./src/core/pyjson.ts
var pyjson = __webpack_require__(40254);
;// CONCATENATED MODULE: ./src/core/prompt/template.ts
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
        throw new core_errors/* InputError */.d(`${key}: ${at(source, offset)}: ${message}`);
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
            const guess = closestName(filter, known);
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
                throw new core_errors/* InputError */.d(`${site.key}: ${node.tag} is ${describeValue(found.value)}; expected text, a number or a list of them${whereText(site)}`, sectionHint(node));
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
        const guess = closestName(missing, visible);
        if (guess !== undefined)
            details.push(`did you mean {{${guess}}}?`);
        details.push(`the variables here are: ${visible.join(', ') || '(none)'}`);
    }
    return new core_errors/* InputError */.d(`${site.key}: unknown variable "${missing}" in ${node.tag} (${at(site.source, node.offset)})${whereText(site)}`, details);
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
    if (value instanceof pyjson/* PyFloat */.g$)
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
    return (0,pyjson/* pythonFloatRepr */.Eb)(x);
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

;// CONCATENATED MODULE: ./src/core/slice/rows.ts

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
const rows_LETTERS = 'ABCDEFGHIJ';
/** The 0-based choice index an answer points at, or undefined when it is not a valid pointer. */
function answerIndex(answer, choiceCount) {
    let index;
    if (typeof answer === 'number' && Number.isInteger(answer))
        index = answer;
    else if (answer instanceof pyjson/* PyFloat */.g$ && Number.isInteger(answer.value))
        index = answer.value;
    else if (typeof answer === 'string') {
        const letter = answer.trim().toUpperCase();
        if (/^[A-J]$/.test(letter))
            index = rows_LETTERS.indexOf(letter);
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
    if (choices.length > rows_LETTERS.length) {
        throw new RowError(`expected at most ${rows_LETTERS.length} choices, found ${choices.length}`);
    }
    const bad = choices.findIndex((c) => typeof c !== 'string' && typeof c !== 'number');
    if (bad >= 0) {
        throw new RowError(`expected text in choices[${bad}], found ${show(choices[bad])}`);
    }
    if (answerIndex(answer, choices.length) === undefined) {
        throw new RowError(`expected "answer" to be a choice index 0..${choices.length - 1} or a letter A..${rows_LETTERS[choices.length - 1]}, found ${show(answer)}` +
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
    if (value instanceof pyjson/* PyFloat */.g$)
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

;// CONCATENATED MODULE: ./src/core/grade/response.ts
/**
 * What the reading graders (choice, numeric) share: the parts of a response that state nothing,
 * and the words that announce an answer in the languages evalgate reads.
 */
/**
 * The response without its reasoning: `<think>…</think>` blocks, everything before a lone
 * `</think>` (a server that strips the opening tag leaves the reasoning before it), and an
 * unclosed `<think>` to the end (the token budget ran out before an answer).
 */
function withoutReasoning(response) {
    if (!/think>/i.test(response))
        return response;
    let text = response.replace(/<think>[\s\S]*?<\/think>/gi, '\n');
    const close = text.toLowerCase().lastIndexOf('</think>');
    if (close >= 0)
        text = text.slice(close + '</think>'.length);
    return text.replace(/<think>[\s\S]*$/i, '');
}
/**
 * Struck-through text (`~~A~~`, `<del>A</del>`, `<s>A</s>`) is what the writer took back; it is
 * replaced by a space so that what stands around it does not join.
 */
function withoutStruckText(text) {
    if (!text.includes('~~') && !/<(?:del|s)>/i.test(text))
        return text;
    return text.replace(/~~[^~\n]+~~|<(del|s)>[\s\S]*?<\/\1>/gi, ' ');
}
/**
 * "Answer" in the languages beyond English that both graders read, as a regular expression source
 * (flags `iu`): French, German, Spanish, Russian, Greek, Arabic, Hindi, Chinese, Japanese and
 * Korean, each with the adjectives that commonly come with it ("bonne réponse", "правильный
 * ответ", "σωστή απάντηση", "الإجابة الصحيحة", "सही उत्तर", "正确答案"). Scripts without letter
 * case and marks that are not letters (Devanagari vowel signs) are bounded by lookarounds, since
 * `\b` knows only ASCII words.
 */
const ANSWER_WORD_ELSEWHERE = [
    /(?<!\p{L})(?:bonne\s+)?réponse(?:\s+(?:correcte|finale|juste))?(?!\p{L})/u.source,
    /(?<!\p{L})(?:(?:richtige|korrekte)\s+)?Antwort(?!\p{L})/u.source,
    /(?<!\p{L})respuesta(?:\s+(?:correcta|final))?(?!\p{L})/u.source,
    /(?<!\p{L})(?:(?:правильный|верный|окончательный)\s+)?ответ(?!\p{L})/u.source,
    /(?<!\p{L})(?:(?:σωστή|τελική)\s+)?απάντηση(?!\p{L})/u.source,
    /(?<![\p{L}\p{M}])(?:الإجابة|الاجابة|الجواب)(?:\s+(?:الصحيحة|الصحيح|النهائية))?(?![\p{L}\p{M}])/u
        .source,
    /(?<![\p{L}\p{M}])(?:सही\s+)?उत्तर(?![\p{L}\p{M}])/u.source,
    /(?:正确|正確|最终|最終|标准|標準)?答案|正解|答え|解答/.source,
    /정답/.source,
].join('|');
/**
 * Words that take back what came before: "wait, no", "wait, actually", "actually no", "no wait",
 * "on second thought", "scratch that". A sentence opening "No," (or a clause: "B, no, C") does too.
 */
const TAKE_BACK = /(?:wait|actually|hmm|oops|sorry)[,.!]?[ \t]+(?:no|actually)|no[ \t,]+wait|on[ \t]+second[ \t]+thought|scratch[ \t]+that|I[ \t]+take[ \t]+(?:that|it)[ \t]+back/
    .source;
/** Where a bare "No," takes back: opening the response, a sentence, a clause or a line. */
const NO_OPENS = /(?<=^|[.!?;:,—–-]\s*|\n\s*)no/.source;

;// CONCATENATED MODULE: ./src/core/grade/choice.ts
/**
 * Reads which choice a free-text response states as its answer. It reads only statements: a
 * letter that merely appears ("Vitamin C is important") or a choice's text inside prose is no
 * answer, and a statement that names a letter only to deny it ("not C", "can't be D") or names
 * several ("A or D") is no answer either.
 *
 * First the response is prepared: `<think>…</think>` blocks (and everything before a lone
 * `</think>`, and an unclosed `<think>` to the end), fenced code and struck-through text (`~~A~~`,
 * `<del>A</del>`) are removed, the text is NFKC-normalized so that full-width letters, colons and
 * brackets ("Ｃ", "：", "（") read as their ASCII forms, a Greek capital standing alone reads as
 * the Latin letter in its place ("Β" is B, "Γ" is C), and markdown emphasis and TeX math
 * delimiters (`*`, `` ` ``, `$`, `\(`) are dropped. Two rules look at the whole response and, when
 * they match, decide alone:
 *
 *  1. whole response: the response is one letter, possibly bracketed, punctuated or hedged
 *     (" B", "b", "(B)", "【C】", "B.", "C。", "Option D", "Probably B."). Any letter A..Z is read
 *     here, so "E" for a four-choice item is a letter out of range rather than nothing.
 *  2. choice text: the whole response, normalized, is one choice's text ("Paris.", "Paris (A)").
 *
 * Otherwise every statement the rules below find, in any of them, is gathered, and `match` picks
 * the first or the last of them by where it stands in the response:
 *
 *  3. answer statement: an answer word followed by a letter or by a choice's text: "Answer: B",
 *     "The correct answer is (C)", "final answer: option D", "The answer is Paris.", "\boxed{B}",
 *     "答案：C", "正确选项是C", "答えはB", "정답: D", "La réponse est C", "Die Antwort ist B",
 *     "La respuesta correcta es A", "Ответ: B", "Απάντηση: Β", "الإجابة: C", "उत्तर: D". Two
 *     boxes joined ("\boxed{B} or \boxed{C}") name several. A lowercase letter counts only when bracketed or ending its
 *     clause, so "the answer is a bit unclear" reads nothing. An answer word that names what is
 *     not the answer ("Incorrect answer: A", "The least likely answer is A") denies its letter;
 *     one that names what is sought ("To find the correct answer: …") states nothing.
 *  4. leading letter: the response starts with "B)", "(B)", "B.", "B:", "[B]", "B -", "B, because"
 *     or a first line holding only "B"; lowercase only bracketed or followed by its own choice's
 *     text ("a. Paris"); not when the response lists the options ("A) … B) …" on the first line,
 *     or lines starting "A. …" and "B. …"), nor a name's initials ("C. S. Lewis").
 *  5. letter statement: "C is correct", "Option B is the best answer", "Option C (Berlin) is the
 *     answer", "Berlin is correct", "I choose D", "I'd go with C", "I think it's B.", "So, C.",
 *     "It is London.", "选C", "Cが正解", "C가 정답", "C est la bonne réponse", "C ist richtig".
 *  6. verdict: an option labelled with a verdict: "D: correct", "Option B: right", "C - yes"; and
 *     denied: "(A) is wrong", "B: incorrect", "A - no", "D) Madrid — no".
 *  7. correction: a letter put in place of what came before: "No, B.", "Wait, no: B.", "Actually
 *     no, it is B.", "No — C) Berlin.", "B, no, C", "C — no wait, B", "On second thought, A.".
 *  8. final letter line: the last line holds only a letter (a chain of thought ending in "C"),
 *     unless the line before it does too (a list of letters).
 *
 * A retraction ("Wait, no", "Wait, actually", "No wait", "Actually no", "On second thought",
 * "Scratch that", a sentence or clause opening "No,") takes back every statement before it, under
 * either `match`. A statement that asserts nothing is passed over: one that denies its letter
 * ("not C, but A" states A; "我不选A"; "Ответ: не A"), asks ("答案是A吗？", "The answer is A?"),
 * holds under a condition ("C if it were Germany", "B otherwise") or is followed at once by a
 * disclaimer ("A. I'm not sure.", "C (not sure)"; but "I think it's B, but I'm not certain" keeps
 * B). The statement picked gives no answer when it names several letters: a disjunction or list
 * ("A or D", "A, C", "A B", "(B)(C)", "A还是B"), a range ("A-D", "A to C", "A vs B"), a hedge ("A
 * (or B)", "A. Or B.", "B... or maybe C?", "A, but it could be B") or an echoed option list
 * ("Answer:\nA) Paris\nB) London"). When every statement is passed over, there is no answer.
 *
 * Every rule looks only a bounded distance around a statement (`REACH` beyond a choice's length),
 * so reading stays linear in the response's length however many statements it makes.
 *
 * Rules 3 to 7 read letters A..J, those beyond the item's choices as out of range; rule 8 reads
 * only the item's letters.
 */

const choice_LETTERS = 'ABCDEFGHIJ';
/**
 * How far a rule looks beside a statement, beyond the length of a choice's text: the clause
 * before it, the rest of its line. Bounded, so that reading stays linear in the response's length
 * however many statements it makes.
 */
const REACH = 400;
function textBefore(text, at) {
    return text.slice(Math.max(0, at - REACH), at);
}
/** The line from `at`, as far as a choice's text can reach. */
function lineFrom(text, at, choices) {
    const window = text.slice(at, at + reachOf(choices));
    const end = window.indexOf('\n');
    return end < 0 ? window : window.slice(0, end);
}
function reachOf(choices) {
    return REACH + 2 * choices.reduce((longest, choice) => Math.max(longest, choice.length), 0);
}
const RULES = [
    ['answer statement', answerStatements],
    ['leading letter', leadingLetter],
    ['letter statement', letterStatements],
    ['verdict', verdicts],
    ['correction', corrections],
    ['final letter line', finalLetterLine],
];
function extractChoice(response, choices, match) {
    const valid = choice_LETTERS.slice(0, choices.length);
    const text = prepare(response);
    const pick = (letter, rule) => {
        const upper = letter.toUpperCase();
        const index = valid.indexOf(upper);
        return { letter: upper, index: index < 0 ? undefined : index, rule };
    };
    const whole = WHOLE.exec(text);
    if (whole)
        return pick(whole[1], 'whole response');
    const named = wholeChoiceText({ text, choices, valid })[0];
    if (named !== undefined)
        return named.flaw ? undefined : pick(named.letter, 'choice text');
    // Statements made before a retraction ("Wait, no", "Actually no", "No, B") do not count.
    const retracted = lastRetraction(text);
    const found = RULES.flatMap(([rule, find]) => find({ text, choices, valid }).map((s) => ({ ...s, rule }))).filter((s) => s.at >= retracted);
    const stated = found.filter((s) => s.flaw !== 'void').sort((a, b) => a.at - b.at);
    const chosen = match === 'first' ? stated[0] : stated[stated.length - 1];
    if (chosen === undefined || chosen.flaw !== undefined)
        return undefined;
    return pick(chosen.letter, chosen.rule);
}
/** Where the last retraction begins, or 0. */
const RETRACTION = new RegExp(`(?<!\\p{L})(?:${TAKE_BACK})(?!\\p{L})|${NO_OPENS}[ \\t]*[,:;.!—–-]`, 'giu');
function lastRetraction(text) {
    let at = 0;
    for (const m of text.matchAll(RETRACTION))
        at = m.index;
    return at;
}
/**
 * A character other than printable ASCII, tab and newlines, or one `prepare` acts on (`<` of think
 * and strike-through tags, backquotes, backslashes, `*`, `$` and `~`). A response without any is
 * already prepared (NFKC leaves ASCII as it is).
 */
const UNPREPARED = /[^\t\n\r -#%-)+-;=-[\]-_a-}]/;
/**
 * A Greek capital standing alone, as Greek tests label their options (Α, Β, Γ, Δ, …): read as the
 * Latin letter in the same place of the alphabet, so "Απάντηση: Γ" is C; but not Η before a Greek
 * word, where it is the article ("Η απάντηση").
 */
const GREEK_LABEL = /(?<![\p{L}\p{M}])[ΑΒΓΔΕΖΗΘΙΚ](?![\p{L}\p{M}]|(?<=Η)[ \t]+\p{Script=Greek})/gu;
function prepare(response) {
    if (!UNPREPARED.test(response))
        return response;
    let text = withoutReasoning(response);
    // Fenced code is code, not a statement: "answer = 'A'".
    text = text.replace(/```[\s\S]*?(?:```|$)/g, '\n');
    text = withoutStruckText(text).normalize('NFKC');
    text = text.replace(GREEK_LABEL, (greek) => choice_LETTERS['ΑΒΓΔΕΖΗΘΙΚ'.indexOf(greek)]);
    // Markdown emphasis and TeX math delimiters: "**B**", "$B$", "\\(C\\)".
    return text.replace(/\\[()[\]]/g, ' ').replace(/[*`$]/g, '');
}
const OPEN = '(\\[【「『〈《"\'“‘';
const CLOSE = ')\\]】」』〉》"\'”’';
const HEDGE = '(?:(?:probably|likely|maybe|perhaps|definitely|surely)[,:]?\\s+)?';
const WHOLE = new RegExp(`^\\s*${HEDGE}(?:(?:option|choice)\\s+)?[${OPEN}]?\\s*([A-Za-z])\\s*[${CLOSE}]?\\s*[.。!?:)]*\\s*[${CLOSE}]?\\s*$`, 'iu');
/** Ends a letter: no Latin letter or digit glued on ("Cats", "B12", "A's", "e.g."). */
const LETTER_END = /(?![\p{Script=Latin}\p{N}]|['’]\p{L}|\.\p{L})/u.source;
/** The clause goes on no further: a lowercase letter here is a letter, not a word. */
const CLAUSE_END = /(?=[ \t]*(?:[.,;:!?。、)\]】」]|$))/mu.source;
const LETTER_FORM = new RegExp(`[ \\t]*([${OPEN}]?)[ \\t]*([A-Za-z])[ \\t]*([${CLOSE}]?)${LETTER_END}`, 'uy');
const LOWER_OK = new RegExp(CLAUSE_END, 'muy');
/** A letter at `at` that reads as an answer letter: uppercase, or lowercase bracketed or alone. */
function letterAt(text, at) {
    LETTER_FORM.lastIndex = at;
    const m = LETTER_FORM.exec(text);
    if (m === null)
        return undefined;
    const [whole, open, letter, close] = m;
    const end = at + whole.length;
    const bracketed = open !== '' || close !== '';
    if (letter !== letter.toUpperCase()) {
        LOWER_OK.lastIndex = end;
        if (!bracketed && !LOWER_OK.test(text))
            return undefined;
    }
    // "The answer is I think B": the pronoun, not a letter.
    if (letter === 'I' && !bracketed && /^[ \t]+[a-z’']/.test(text.slice(end)))
        return undefined;
    if (!bracketed && INITIALS.test(text.slice(end, end + 8)))
        return undefined;
    return { letter: letter.toUpperCase(), end };
}
/** After a letter, another initial: "C. S. Lewis", "J. R. R. Tolkien" are names, not answers. */
const INITIALS = /^\.[ \t]*\p{Lu}\.(?=\s|$)/u;
/** Words and marks joining another letter on: "A or D", "A, C", "A/B", "A-D", "A vs B", "A还是B". */
const JOINER = [
    /(?:[,;][ \t]*)?(?:or|Or|and|und|oder|ou|et|o|y|vs\.?|versus|through|thru|to)(?=[ \t])/.source,
    /或者|或|和|与|與|及|还是|還是|또는|혹은|이나|나|와|과|か|と|または/.source,
    /(?:[.;]+|…)[ \t]*(?:or|Or)(?=[ \t])|[,/&、+~\-–—]/.source,
].join('|');
/** Another letter after the first: joined on, bracketed ("A (or B)", "(B)(C)") or alone ("A B"). */
const ANOTHER_LETTER = new RegExp(`^[ \\t]*([(\\[]?)[ \\t]*(${JOINER})?[ \\t]*(?:(?:maybe|possibly|perhaps)[ \\t]+)?(?:(?:option|choice)[ \\t]+)?([${OPEN}]?)[ \\t]*([A-J])${LETTER_END}`, 'u');
/** An option list echoed after the letter: "A) Paris\nB) London", "A. 巴黎 B. 伦敦". */
const NEXT_LABEL = /^\s*[([【]?([A-J])[).:\]】](?=\s)/u;
/** A hedge towards another letter: "A, but it could be B", "A; but B is possible". */
const HEDGED = new RegExp([
    `^[^.!?\\n]*?\\b(?:but|though|although|yet)[ \\t]+(?:it|that|the[ \\t]+answer)[ \\t]+(?:could|might|may)[ \\t]+(?:also[ \\t]+)?(?:well[ \\t]+)?be[ \\t]+(?:(?:option|choice)[ \\t]+)?[${OPEN}]?([A-J])${LETTER_END}`,
    `^[ \\t]*[,;.]?[ \\t]*(?:but|yet)[ \\t]+(?:(?:option|choice)[ \\t]+)?[${OPEN}]?([A-J])[${CLOSE}]?[ \\t]+(?:is|seems|could[ \\t]+be|might[ \\t]+be)[ \\t]+(?:also[ \\t]+)?(?:possible|plausible|likely|tempting|an?[ \\t]+option|correct|right)`,
].join('|'), 'iu');
/** A question: the clause ends in "?" ("答案是A吗？", "The answer is A?"). */
const ASKED = /^(?:[ \t]*(?:吗|嗎|么|麼|呢)|[^.。!！?？\n]*[?？])/u;
/** A condition: "C if it were Germany", "B otherwise". */
const CONDITIONAL = /^[ \t]*,?[ \t]*(?:if(?![ \t]+I(?:[ \t]+(?:recall|remember|am[ \t]+not)|['’]m[ \t]+not)\b)|unless|assuming|provided|otherwise|in[ \t]+case)(?!\p{L})/iu;
/**
 * A disclaimer right after the letter takes it back: "A. I'm not sure.", "C (not sure)", "B, no
 * idea". One introduced by "but" concedes doubt and keeps the answer ("I think it's B, but I'm not
 * certain").
 */
const UNSURE = /^[ \t]*[.,;:!—–(-]*\s*(?:(?:I['’]m|I[ \t]+am)[ \t]+)?(?:not[ \t]+(?:(?:100[ \t]*%|entirely|completely|totally|really|quite)[ \t]+)?(?:sure|certain)|unsure|uncertain)(?!\p{L})|^[ \t]*[.,;:!—–(-]*\s*(?:I[ \t]+(?:don['’]t|do[ \t]+not)[ \t]+know|no[ \t]+idea|just[ \t]+guessing)(?!\p{L})/iu;
/** A denial after the letter: "Cではない", "C가 아닙니다", "C is wrong", "C不对". */
const DENIED_AFTER = /^[ \t]*(?:では|じゃ|(?:이|가)?[ \t]*아(?:니|닙|닌)|is[ \t]+(?:not|wrong|incorrect)|n'est[ \t]+pas|ist[ \t]+(?:nicht|falsch)|no[ \t]+es|不(?:是|对|對|正确|正確))/iu;
/** What replaces a denied letter: "not C, but A", "不是C，是A", "nicht A, sondern C". */
const INSTEAD = new RegExp([
    /^[ \t]*(?:なく(?:て)?|라)[ \t]*[,、，]?/.source,
    /^[ \t]*[,;、，][ \t]*(?:(?:but|rather|instead|it(?:['’]s|\s+is)|sondern|mais|sino|а|но)[ \t]+|而是|是)?/
        .source,
    /^[ \t]+(?:but|sondern|mais|sino)[ \t]+/.source,
]
    .map((lead) => `(?:${lead})`)
    .join('|')
    .replace(/^/, '(?:')
    .concat(`)[ \\t]*(?:rather[ \\t]+)?(?:(?:option|choice)[ \\t]+)?[${OPEN}]?[ \\t]*([A-J])${LETTER_END}`), 'iu');
function judged(at, letter, rest, denied, choices) {
    const body = afterOwnText(rest, letter, choices);
    if (denied || DENIED_AFTER.test(rest) || DENIED_AFTER.test(body)) {
        const after = (DENIED_AFTER.test(rest) ? rest : body).replace(DENIED_AFTER, '');
        const instead = INSTEAD.exec(after);
        const other = instead?.[1];
        // The replacement must itself be a capital letter: "not C, but a bit of A" reads nothing.
        if (instead === null || other === undefined || other !== other.toUpperCase()) {
            return { at, letter, flaw: 'void' };
        }
        return judged(at, other, after.slice(instead[0].length), false, choices);
    }
    if (ASKED.test(body) || CONDITIONAL.test(body) || UNSURE.test(body)) {
        return { at, letter, flaw: 'void' };
    }
    const label = NEXT_LABEL.exec(body);
    // "Answer: A\nB) London is wrong" goes on to judge another option; it echoes no list.
    const judging = label &&
        DENIED_AFTER.test(afterOwnText(body.slice(label[0].length), label[1], choices));
    if (label && !judging)
        return { at, letter, flaw: 'several' };
    const hedge = HEDGED.exec(body);
    const hedged = hedge?.[1] ?? hedge?.[2];
    if (hedged !== undefined && hedged !== letter && hedged === hedged.toUpperCase()) {
        return { at, letter, flaw: 'several' };
    }
    const flaw = anotherLetter(body, letter);
    return flaw === undefined ? { at, letter } : { at, letter, flaw };
}
/** What a letter other than `letter` at the start of `rest` makes of the statement, if anything. */
function anotherLetter(rest, letter) {
    const m = ANOTHER_LETTER.exec(rest);
    if (m === null)
        return undefined;
    const [all, bracket, joiner, open, other] = m;
    if (other === letter)
        return undefined;
    const after = rest.slice(all.length);
    // "C and I am sure": the pronoun, not a second letter.
    if (other === 'I' && /^[ \t]+[a-z]/.test(after))
        return undefined;
    // "A, B is wrong", "A, and B is wrong" and "A B is wrong" go on to another clause about B.
    if ((joiner === undefined || /^[,;]?[ \t]*(?:and)?$/.test(joiner)) && DENIED_AFTER.test(after)) {
        return undefined;
    }
    // "A and B are wrong, so C": both denied, and the answer comes later.
    if (/^[ \t]+are[ \t]+(?:both[ \t]+)?(?:wrong|incorrect|not)(?!\p{L})/iu.test(after)) {
        return 'void';
    }
    // With nothing joining them, the second letter must be bracketed or end the clause ("A B").
    if (joiner === undefined && bracket === '' && open === '') {
        return /^[ \t]*(?:[)\].,;:!?。\n]|$)/.test(after) ? 'several' : undefined;
    }
    return 'several';
}
/** `rest` with the letter's own choice text taken off its front: ") Paris and B) London". */
function afterOwnText(rest, letter, choices) {
    const own = normalizeText(choices[choice_LETTERS.indexOf(letter)] ?? '');
    if (own === '')
        return rest;
    const bracketed = /^[ \t]*\(([^()\n]*)\)/.exec(rest);
    if (bracketed && normalizeText(bracketed[1]) === own) {
        return rest.slice(bracketed[0].length);
    }
    const lead = /^[ \t]*(?:[.:\-–—,][ \t]*)?["'“‘]?/.exec(rest)[0].length;
    const body = rest.slice(lead, lead + REACH + 2 * own.length).toLowerCase();
    if (!body.replace(/\s+/g, ' ').startsWith(own))
        return rest;
    return rest.slice(lead + spanOf(body, own)).replace(/^["'”’]/, '');
}
const ANSWER_WORD = new RegExp([
    /\b(?:(?:final|correct|right|best|my)\s+)*answer(?:\s+(?:choice|option))?\b/.source,
    /\b(?:my|best)\s+guess\b|\b(?:correct|(?:my\s+)?choice)(?=\s*:)/.source,
    /\b(?:correct|right|best)\s+(?:option|choice|one|response)\b/.source,
    ANSWER_WORD_ELSEWHERE,
    /(?:正确|正確)(?:选项|選項)|答(?=\s*:)|回答(?=\s*[:は])|답(?=\s*(?::|은|는))/.source,
].join('|'), 'giu');
/** Words between the answer word and the letter; the first group marks a denial. */
const FILLER = new RegExp(`[ \\t]*(?:${[
    // Denials.
    `((?:isn[’']t|is\\s+not|not|never|cannot\\s+be|can[’']t\\s+be|couldn[’']t\\s+be|wouldn[’']t\\s+be|won[’']t\\s+be|n[’']est\\s+pas|ne\\s+peut\\s+pas\\s+être|ist\\s+nicht|nicht|no\\s+es|no|не)(?!\\p{L})|不可能是|不会是|不會是|并非|並非|不是|不)`,
    // Copulas, hedges and option words.
    `to\\s+(?:this|the)\\s+question|(?:is|would\\s+be|should\\s+be|must\\s+be|will\\s+be|seems\\s+to\\s+be|appears\\s+to\\s+be)(?!\\p{L})`,
    `(?:most\\s+likely|probably|likely|definitely|clearly|certainly|indeed|therefore|thus|then|here|either|option|choice|letter)(?!\\p{L})`,
    `(?:est|serait|donc|la|l[’']option|option|bien|probablement|ist|lautet|wäre|also|daher|wahrscheinlich|eindeutig|es|sería|correcta|opción|probablemente|entonces)(?!\\p{L})`,
    `应该是|應該是|应为|應為|应是|應是|就是|肯定是|可能是|是|为|為|应选|應選|选项|選項|选|選|は|が|選択肢|おそらく|은|는|선택지|아마`,
    // Russian, Greek, Arabic and Hindi copulas: "ответ — это B", "είναι Β", "هي C", "है".
    `(?:это|является|είναι|η|هي|هو|है)(?![\\p{L}\\p{M}])`,
    // A colon or dash, and any line breaks after it ("Answer:\n\nD").
    `[:=\\-–—][ \\t]*(?:\\n[ \\t]*)*`,
].join('|')})`, 'iuy');
/** An answer word that names what is not the answer: "Incorrect answer:", "The least likely answer". */
const NEGATIVE_BEFORE = /(?:\b(?:incorrect|wrong|worst|false|bad|unlikely|eliminated|rejected|excluded|least\s+\p{L}+|not(?:\s+the)?)|不正确的|错误的|錯誤的)\s*$/iu;
/** An answer word that names what is being looked for: "To find the correct answer:". */
const SOUGHT_BEFORE = /\b(?:find|determine|identify|get|reach|choose|select|pick|work\s+out|figure\s+out)\s+(?:the\s+|an\s+|my\s+)?$/iu;
const BOXED = /\\boxed\{((?:[^{}]|\{[^{}]*\})*)\}/g;
const JOINED_BOXES = new RegExp(`^[ \\t]*(?:${JOINER})?[ \\t]*$`, 'u');
function answerStatements({ text, choices }) {
    const found = [];
    for (const m of text.matchAll(ANSWER_WORD)) {
        const before = textBefore(text, m.index);
        if (SOUGHT_BEFORE.test(before))
            continue;
        const stated = statedAfter(text, m.index + m[0].length, choices);
        if (stated === undefined)
            continue;
        const negative = NEGATIVE_BEFORE.test(before);
        found.push(negative ? { ...stated, at: m.index, flaw: 'void' } : { ...stated, at: m.index });
    }
    const boxes = [...text.matchAll(BOXED)];
    // "\boxed{B} or \boxed{C}" boxes two answers: each of them names several.
    const joined = (k) => {
        const [a, b] = [boxes[k], boxes[k + 1]];
        return (a !== undefined &&
            b !== undefined &&
            JOINED_BOXES.test(text.slice(a.index + a[0].length, b.index)));
    };
    boxes.forEach((m, k) => {
        const inner = m[1].replace(/\\(?:text|textbf|mathrm|mathbf)\{([^{}]*)\}/g, '$1');
        const stated = statedAfter(inner.replace(/\\[ ,;]|[{}]/g, ' ').trim(), 0, choices);
        if (stated === undefined)
            return;
        const several = !stated.flaw && (joined(k - 1) || joined(k));
        found.push(several ? { ...stated, at: m.index, flaw: 'several' } : { ...stated, at: m.index });
    });
    return found;
}
/** What follows an answer word: fillers, then a letter or a choice's text. */
function statedAfter(text, from, choices) {
    // Where each filler ends, and whether a denial came before; a choice's text may begin with a
    // filler word ("No", "Probably not"), so it is looked for at each of these, the latest first.
    const stops = [{ at: from, denied: false }];
    for (let i = 0; i < 8; i++) {
        const last = stops[stops.length - 1];
        FILLER.lastIndex = last.at;
        const filler = FILLER.exec(text);
        if (filler === null)
            break;
        stops.push({ at: last.at + filler[0].length, denied: last.denied || filler[1] !== undefined });
    }
    const { at, denied } = stops[stops.length - 1];
    const letter = letterAt(text, at);
    if (letter && choice_LETTERS.includes(letter.letter)) {
        return judged(from, letter.letter, text.slice(letter.end), denied, choices);
    }
    for (const stop of stops.reverse()) {
        const line = lineFrom(text, stop.at, choices);
        const chosen = choiceAtStart(line, choices);
        if (chosen !== undefined)
            return judgedText(from, chosen, line, choices, stop.denied);
    }
    return undefined;
}
const JOINED = /^\s*(?:,|\/|or|and|ou|et|oder|und|o|y|或者|或|和)\s*/i;
function judgedText(at, chosen, line, choices, denied) {
    if (chosen.index === undefined)
        return { at, letter: '', flaw: 'several' };
    const letter = choice_LETTERS[chosen.index];
    const rest = line.slice(chosen.length);
    if (denied) {
        // "not Paris but London": the choice named instead.
        const instead = /^\s*,?\s*(?:but|rather|instead|sondern|mais|sino)\s+(?:rather\s+)?/i.exec(rest);
        const line2 = instead ? rest.slice(instead[0].length) : '';
        const other = instead ? choiceAtStart(line2, choices) : undefined;
        if (other === undefined)
            return { at, letter, flaw: 'void' };
        return judgedText(at, other, line2, choices, false);
    }
    const joined = JOINED.exec(rest);
    const other = joined ? choiceAtStart(rest.slice(joined[0].length), choices) : undefined;
    return other === undefined ? { at, letter } : { at, letter, flaw: 'several' };
}
/** After a choice's text: the line ends, a sentence mark, or a reason. */
const STANDS_ALONE = /^["'”’]?(?:\s*$|\s*[.,;:!?。，、)(—–-]|\s+(?:because|since|as|but)\b)/u;
/**
 * The choice whose text opens `line` and stands alone there; the longest such choice, since one
 * choice's text may begin another's ("True" and "True, True").
 */
function choiceAtStart(line, choices) {
    const lead = /^[\s"'“‘]*/.exec(line)[0].length;
    const body = line.slice(lead, lead + reachOf(choices)).toLowerCase();
    const collapsed = body.replace(/\s+/g, ' ');
    let best;
    let tie = false;
    choices.forEach((choice, index) => {
        const want = normalizeText(choice);
        if (want === '' || !collapsed.startsWith(want))
            return;
        const length = spanOf(body, want);
        if (!STANDS_ALONE.test(body.slice(length)))
            return;
        if (best === undefined || want.length > best.want) {
            best = { index, want: want.length, length };
            tie = false;
        }
        else if (want.length === best.want) {
            tie = true;
        }
    });
    if (best === undefined)
        return undefined;
    const { index, length } = best;
    return { index: tie ? undefined : index, length: lead + length };
}
/** The length of the prefix of `body` that reads as `want` once whitespace runs are one space. */
function spanOf(body, want) {
    let i = 0;
    for (let j = 0; j < want.length && i < body.length; j++) {
        if (/\s/.test(body[i]))
            while (/\s/.test(body[i] ?? ''))
                i++;
        else
            i++;
    }
    return i;
}
function wholeChoiceText({ text, choices }) {
    const wanted = normalizeText(text);
    // "Paris (A)": the text with its letter; with another choice's letter it says two things.
    const labelled = /^(.+?)\s*\(([a-j])\)$/.exec(wanted);
    const hits = choices.flatMap((choice, i) => {
        const own = normalizeText(choice);
        if (own === '' || (own !== wanted && own !== labelled?.[1]))
            return [];
        const label = own === wanted ? undefined : (labelled?.[2]).toUpperCase();
        return label === undefined || label === choice_LETTERS[i] ? [i] : [i, choice_LETTERS.indexOf(label)];
    });
    const letter = choice_LETTERS[hits[0] ?? -1];
    if (letter === undefined)
        return [];
    return [new Set(hits).size === 1 ? { at: 0, letter } : { at: 0, letter, flaw: 'several' }];
}
/** Lowercase, one space between words, no surrounding quotes or final period. */
function normalizeText(text) {
    return text
        .toLowerCase()
        .replace(/\s+/g, ' ')
        .trim()
        .replace(/^["'“‘「]+|["'”’」]+$/g, '')
        .replace(/[.!。]+$/, '')
        .trim();
}
const LEADING = /^\s*(?:(?:option|choice)\s+)?([([【]?)([A-Ja-j])([).:\]】。]|\s+[-–—]|(?=[ \t]*\n)|,(?=\s+(?:because|since|as)\b))(?=\s|$)/iu;
/** An option label: "A) ", "(B) ", "[C] ", "D. ", "B: "; anywhere, or opening a line. */
const OPTION_LABEL = /(?<=^|\s)[([【]?([A-J])[).:\]】](?=\s)/gu;
const LIST_MARKER = /^[ \t]*[([]?([A-J])[).:\]][ \t]/gm;
function leadingLetter({ text, choices }) {
    const m = LEADING.exec(text);
    if (m === null)
        return [];
    const [whole, open, letter, close] = m;
    // A bare "a." or "b:" is too often a word or a list marker: lowercase needs a bracket, or the
    // text of its own choice after it ("a. Paris").
    const upper = letter.toUpperCase();
    const own = choices[choice_LETTERS.indexOf(upper)];
    const named = own !== undefined && choiceAtStart(text.slice(whole.length), [own]) !== undefined;
    if (letter !== upper && open === '' && close !== ')' && close !== ']' && !named)
        return [];
    // "A) Paris B) London" and "A. …\nB. …" list the options, "A. is wrong" judges one; none of
    // them states it.
    const firstLine = text.trimStart().split('\n')[0];
    const inLine = new Set([...firstLine.matchAll(OPTION_LABEL)].map((l) => l[1]));
    const lineStarts = new Set([...text.matchAll(LIST_MARKER)].map((l) => l[1]));
    if (inLine.size > 1 || lineStarts.size > 1 || verdictAt(text, 0, choices) !== undefined) {
        return [];
    }
    // "C. S. Lewis lived in Oxford": initials.
    if (close === '.' && INITIALS.test(text.slice(whole.length - 1, whole.length + 7)))
        return [];
    return [judged(0, upper, text.slice(whole.length), false, choices)];
}
const OPTION_WORD = /(?:(?:option|choice|answer|选项|選項|選択肢|선택지|l['’]option|opción)\s*)?/
    .source;
const VERB_FIRST = new RegExp([
    /\b(?:go(?:ing)?\s+with|choose|chose|pick|select|opt\s+for|choisis|choisirais|wähle|elijo|escojo|selecciono)\s+(?:la\s+|die\s+)?/
        .source,
    /(?:选择|選擇|选|選)(?![项項择擇])/.source,
    // The forms below read a letter only where its clause ends: "I think C.", not "I think C is".
    /\bI(?:\s+(?:think|believe|guess|would\s+say|will\s+say|say)|['’](?:d|ll)\s+say)\s+(?:(?:it|that)(?:['’]s|\s+is)\s+)?/
        .source,
    /\b(?:it|that|which)(?:['’]s|\s+is|\s+would\s+be|\s+must\s+be)\s+(?:probably\s+|definitely\s+)?/
        .source,
    /(?:^|(?<=[.!?,;]\s*))(?:so|therefore|thus|hence)[,:]?\s+/.source,
]
    .map((s) => `(?:${s})`)
    .join('|'), 'gimu');
const NEEDS_END = /^(?:I[\s'’]|it|that|which|so|therefore|thus|hence)/i;
/** The clause ends here: a mark, the line's end or the text's (not a later line's start). */
const CLAUSE_ENDS = /^[ \t]*(?:[.!?。,;\n]|$)/u;
const PREDICATE = [
    /\s+(?:is|seems|appears)\s+(?:to\s+be\s+)?(?:the\s+)?(?:most\s+|only\s+)?(?:correct|right|best|answer|true|accurate|appropriate)(?![\p{L}-])/u
        .source,
    /\s+(?:fits|works)\s+best\b/.source,
    /\s*(?:是|为|為)?\s*(?:正确|正確|对的|對的)|\s*(?:が|は)\s*(?:正解|正しい)|\s*(?:가|이)\s*(?:정답|맞)/
        .source,
    /\s+est\s+(?:la\s+)?(?:bonne|correcte|juste)|\s+ist\s+(?:die\s+)?(?:richtig|korrekt)|\s+es\s+(?:la\s+)?correcta/
        .source,
].join('|');
const LETTER_FIRST = new RegExp(`(?<![\\p{Script=Latin}\\p{N}])${OPTION_WORD}[(\\[]?([A-J])[)\\]]?(?:[ \\t]*\\(([^()\\n]{1,80})\\))?,?(?:${PREDICATE})`, 'giu');
/** A denial just before: "not C is", "neither A nor C", "I wouldn't choose C". */
const DENIED_BEFORE = /(?:\b(?:not|never|neither|nor|ne|nicht|no)|n['’]t|cannot|不)\s+(?:\p{L}+\s+){0,2}$|(?:不|没有|沒有|别|別)(?:应该|應該|应|應|会|會|能|要|想|打算)?$/iu;
/** Another letter just before: "A or C is correct". */
const LETTER_BEFORE = /(?<![\p{Script=Latin}\p{N}])[([]?[A-J][)\]]?\s*(?:or|and|,|\/|或|和)\s*$/u;
/** Words that may come right before "C is correct"; after any other word C is a name's part. */
const LEAD_IN = /(?:^|[^\p{Script=Latin}\s]\s*|\b(?:so|thus|therefore|hence|then|only|and|but|whereas|while|think|believe|clearly|option|choice)\s+)$/iu;
function letterStatements({ text, choices }) {
    const found = [];
    const clauseBefore = (at) => textBefore(text, at)
        .split(/[.;!?\n,。，]/)
        .pop();
    // The clause ends after the letter, or after the letter's own text ("That would be B) London.").
    const endsAfter = (rest, letter) => {
        const own = choices[choice_LETTERS.indexOf(letter)];
        const named = own === undefined ? undefined : choiceAtStart(rest, [own]);
        return (CLAUSE_ENDS.test(rest) || (named !== undefined && CLAUSE_ENDS.test(rest.slice(named.length))));
    };
    for (const m of text.matchAll(VERB_FIRST)) {
        const option = new RegExp(OPTION_WORD, 'iuy');
        option.lastIndex = m.index + m[0].length;
        const at = option.lastIndex + (option.exec(text)?.[0].length ?? 0);
        const denied = DENIED_BEFORE.test(clauseBefore(m.index));
        const needsEnd = NEEDS_END.test(m[0]);
        const letter = letterAt(text, at);
        if (letter && choice_LETTERS.includes(letter.letter)) {
            const rest = text.slice(letter.end);
            if (!needsEnd || endsAfter(rest, letter.letter)) {
                found.push(judged(m.index, letter.letter, rest, denied, choices));
            }
            continue;
        }
        // "It is London.": a choice's text standing as the whole clause.
        const line = lineFrom(text, at, choices);
        const chosen = needsEnd ? choiceAtStart(line, choices) : undefined;
        if (chosen && CLAUSE_ENDS.test(line.slice(chosen.length))) {
            found.push(judgedText(m.index, chosen, line, choices, denied));
        }
    }
    for (const m of text.matchAll(LETTER_FIRST)) {
        const before = textBefore(text, m.index);
        const letter = m[1];
        const own = normalizeText(choices[choice_LETTERS.indexOf(letter)] ?? '');
        // "Option C (Berlin) is the answer": only the letter's own text may stand in brackets.
        if (m[2] !== undefined && normalizeText(m[2]) !== own)
            continue;
        // "Paris (A) is right": the letter's own text may lead in too.
        const ledIn = LEAD_IN.test(before) || (own !== '' && before.toLowerCase().trimEnd().endsWith(own));
        if (LETTER_BEFORE.test(before))
            found.push({ at: m.index, letter, flaw: 'several' });
        else if (!ledIn)
            continue;
        else if (DENIED_BEFORE.test(clauseBefore(m.index))) {
            found.push({ at: m.index, letter, flaw: 'void' });
        }
        else
            found.push({ at: m.index, letter });
    }
    found.push(...choiceTextStatements(text, choices));
    return found;
}
/** The predicate ends its clause: "Berlin is correct." but not "Paris is correct for France". */
const PREDICATE_END = /(?:\s+(?:answer|one|choice|option))?(?=[ \t]*(?:[.,;:!。]|$)|\s+(?:because|since|as|here)\b)/
    .source;
/** A clause opening with a choice's text and saying it is right: "Berlin is correct." */
function choiceTextStatements(text, choices) {
    const found = [];
    choices.forEach((choice, index) => {
        const own = normalizeText(choice);
        if (own === '')
            return;
        const escaped = own.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace(/ /g, '\\s+');
        const subject = new RegExp(`(?<=^|[.;!?。\\n]\\s*|\\b(?:so|thus|therefore|hence|then|only)\\s+)${escaped}(?:${PREDICATE})${PREDICATE_END}`, 'gimu');
        for (const m of text.matchAll(subject)) {
            found.push({ at: m.index, letter: choice_LETTERS[index] });
        }
    });
    return found;
}
/** Where clauses start: the response's start and after each sentence or clause mark. */
function clauseStarts(text) {
    return [0, ...[...text.matchAll(/[.;!?,。；，\n][ \t]*/gu)].map((m) => m.index + m[0].length)];
}
const VERDICT_LABEL = /(?:(?:option|choice)[ \t]+)?([([]?)([A-J])([)\]]?)[ \t]*[.:)]?/iuy;
const VERDICT_WORD = /[ \t]*(?:[.:\-–—,][ \t]*)?(?:is[ \t]+|seems[ \t]+)?(?:(correct|right|yes)|(wrong|incorrect|no|not(?:[ \t]+(?:correct|right))?|false))(?=[ \t]*(?:[.,;:!?。)]|$)|[ \t]+(?:since|because|as|for)\b)/imuy;
/** A verdict on one option at `at`: "D: correct", "(A) is wrong", "C - yes", "D) Madrid — no". */
function verdictAt(text, at, choices) {
    VERDICT_LABEL.lastIndex = at;
    const label = VERDICT_LABEL.exec(text);
    const letter = label?.[2];
    if (label === null || letter === undefined || letter !== letter.toUpperCase())
        return undefined;
    const rest = text.slice(at + label[0].length);
    const body = afterOwnText(rest, letter, choices);
    VERDICT_WORD.lastIndex = 0;
    const verdict = VERDICT_WORD.exec(body);
    if (verdict === null)
        return undefined;
    // "B: No" where B's own text is "No" names the option; it is no verdict.
    const word = normalizeText(verdict[1] ?? verdict[2] ?? '');
    if (word === normalizeText(choices[choice_LETTERS.indexOf(letter)] ?? ''))
        return undefined;
    return verdict[1] !== undefined ? { at, letter } : { at, letter, flaw: 'void' };
}
function verdicts({ text, choices }) {
    const found = clauseStarts(text).flatMap((at) => verdictAt(text, at, choices) ?? []);
    // "A: correct. B: correct." judges two options right: it names several.
    const right = new Set(found.filter((s) => s.flaw === undefined).map((s) => s.letter));
    return right.size > 1 ? found.map((s) => (s.flaw ? s : { ...s, flaw: 'several' })) : found;
}
/** "No, B.", "Wait, no: B.", "Actually no, it is B.", "No — C) Berlin.": the letter put instead. */
const CORRECTION = new RegExp(`(?:(?<!\\p{L})(?:${TAKE_BACK})(?:[ \\t]*[,:;.!—–-])*|${NO_OPENS}[ \\t]*(?:[,:;.!—–-][ \\t]*)+)[ \\t]*(?:(?:it|that)(?:['’]s|[ \\t]+is)[ \\t]+|(?:the[ \\t]+)?answer[ \\t]+is[ \\t]+)?(?:(?:option|choice)[ \\t]+)?`, 'giu');
function corrections({ text, choices }) {
    const found = [];
    for (const m of text.matchAll(CORRECTION)) {
        const letter = letterAt(text, m.index + m[0].length);
        if (letter === undefined || !choice_LETTERS.includes(letter.letter))
            continue;
        const rest = text.slice(letter.end);
        if (!CLAUSE_ENDS.test(afterOwnText(rest, letter.letter, choices)))
            continue;
        found.push(judged(m.index, letter.letter, rest, false, choices));
    }
    return found;
}
const LAST_LINE = new RegExp(`^[ \\t>#-]*(?:(?:option|choice)[ \\t]+)?[${OPEN}]?[ \\t]*([A-Ja-j])[ \\t]*[${CLOSE}]?[ \\t]*[.。!]?[ \\t]*$`, 'iu');
function finalLetterLine({ text, valid }) {
    const lines = text.split('\n').filter((line) => line.trim() !== '');
    const last = lines[lines.length - 1];
    const m = last === undefined ? null : LAST_LINE.exec(last);
    if (m === null)
        return [];
    // "Wrong options:\nA\nC" lists letters; the last of them is no answer.
    const before = lines[lines.length - 2];
    if (before !== undefined && LAST_LINE.test(before))
        return [];
    const letter = m[1].toUpperCase();
    return valid.includes(letter) ? [{ at: text.lastIndexOf(last), letter }] : [];
}

;// CONCATENATED MODULE: ./src/core/grade/references.ts



const references_LETTERS = 'ABCDEFGHIJ';
/**
 * For a row with choices and an answer that points into them (an index or a letter), the
 * references are the letter and the choice text, not the raw index: "1" is ambiguous between
 * 0-based and 1-based counting, so a response "1" must not pass for choice B.
 */
function references(item, kind) {
    const { answer, choices } = item.row;
    const answers = Array.isArray(answer) ? answer : [answer];
    const letters = new Set();
    const texts = new Set();
    for (const value of answers) {
        const index = Array.isArray(choices) ? answerIndex(value, choices.length) : undefined;
        if (index !== undefined) {
            letters.add(references_LETTERS[index]);
            const text = valueText(choices[index]);
            if (text !== undefined && text !== '')
                texts.add(text);
            continue;
        }
        const text = value === undefined || Array.isArray(value) ? undefined : valueText(value);
        if (text === undefined || text === '') {
            throw new core_errors/* InputError */.d(`${itemName(item)}: grader ${kind}: expected an answer (text, a number or a list of them) in "answer", found ${show(answer)}`);
        }
        texts.add(text);
    }
    if (letters.size === 0 && texts.size === 0) {
        throw new core_errors/* InputError */.d(`${itemName(item)}: grader ${kind}: expected an answer in "answer", found an empty list`);
    }
    return { letters: [...letters], texts: [...texts] };
}
function itemName(item) {
    return `item ${JSON.stringify(item.id)}`;
}
/** `"a"` or `any of "a", "b"`, for reasons. */
function showAnswers(answers) {
    const quoted = answers.map((a) => JSON.stringify(references_cut(a)));
    return quoted.length === 1 ? quoted[0] : `any of ${quoted.join(', ')}`;
}
function references_cut(text, max = 60) {
    const line = text.replace(/\s+/g, ' ').trim();
    return line.length > max ? `${line.slice(0, max - 3)}...` : line;
}

;// CONCATENATED MODULE: ./src/core/grade/types.ts
/** Builds a Grade; score follows correctness. */
function grade(correct, extracted, reason) {
    return { correct, score: correct ? 1 : 0, extracted, reason };
}

;// CONCATENATED MODULE: ./src/core/grade/judge.ts





const VARIABLES = ['question', 'answer', 'answer_letter', 'choices', 'response'];
function judgeGrader(config, judge) {
    if (judge === undefined) {
        throw new Error(`grader llm_judge needs a judge function (a client for model entry "${config.judge}"); none was given`);
    }
    const template = compileTemplate(config.prompt, 'grader.prompt');
    for (const { name, tag } of topLevelNames(template.nodes)) {
        if (!VARIABLES.includes(name)) {
            const guess = closestName(name, VARIABLES);
            throw new core_errors/* InputError */.d(`grader.prompt: unknown variable "${name}" in ${tag}; expected one of ${VARIABLES.join(', ')}`, guess === undefined ? [] : [`did you mean {{${guess}}}?`]);
        }
    }
    return {
        async grade(item, response) {
            const refs = references(item, 'llm_judge');
            const context = {
                question: item.row.question,
                answer: refs.texts.length > 0 ? refs.texts.join(' | ') : refs.letters.join(' | '),
                choices: Array.isArray(item.row.choices) ? item.row.choices : [],
                response,
            };
            if (refs.letters.length > 0)
                context.answer_letter = refs.letters.join(' | ');
            const content = template.render(context, `item ${JSON.stringify(item.id)}`);
            const reply = await judge({ mode: 'chat', messages: [{ role: 'user', content }] });
            const verdict = parseVerdict(reply);
            if (verdict === undefined) {
                return grade(false, null, `judge verdict unclear: ${JSON.stringify(references_cut(reply, 80))}`);
            }
            return grade(verdict.correct, verdict.word, `judge said "${verdict.word}"`);
        },
        describe: () => ({
            kind: 'llm_judge',
            judge: config.judge,
            prompt: config.prompt,
            rules_version: 1,
        }),
    };
}
const POSITIVE = ['correct', 'right', 'yes', 'true', 'pass'];
const NEGATIVE = ['incorrect', 'wrong', 'no', 'false', 'fail', 'not correct'];
// Longest first, so that "incorrect" is never read as "correct" nor "not correct" as "not".
const WORDS = [...NEGATIVE, ...POSITIVE].sort((a, b) => b.length - a.length).join('|');
const LABELLED = new RegExp(`\\b(?:verdict|grade|judgement|judgment)\\s*[:=]\\s*["'(\\[]?(${WORDS.replace(' ', '\\s+')})\\b`, 'gi');
const judge_LEADING = new RegExp(`^[\\s"'(\\[#>-]*(${WORDS.replace(' ', '\\s+')})\\b`, 'i');
/**
 * Reads a judge's verdict, in this order:
 * 1. the last labelled line: "VERDICT: correct" (also "Grade:", "Judgement:");
 * 2. a JSON object anywhere (fenced or not) with `correct`/`is_correct` (boolean) or `verdict`;
 * 3. the first word: yes/no, correct/incorrect, right/wrong, true/false, pass/fail.
 * Anything else is unclear (undefined), which the grader scores as incorrect.
 */
function parseVerdict(reply) {
    const text = reply.replace(/[*`_]/g, '');
    const labelled = [...text.matchAll(LABELLED)].pop();
    if (labelled)
        return verdictOf(labelled[1]);
    const json = jsonVerdict(reply);
    if (json)
        return json;
    const leading = judge_LEADING.exec(text);
    return leading ? verdictOf(leading[1]) : undefined;
}
function verdictOf(word) {
    const normalized = word.toLowerCase().replace(/\s+/g, ' ');
    if (POSITIVE.includes(normalized))
        return { correct: true, word: normalized };
    if (NEGATIVE.includes(normalized))
        return { correct: false, word: normalized };
    return undefined;
}
function jsonVerdict(reply) {
    const start = reply.indexOf('{');
    const end = reply.lastIndexOf('}');
    if (start < 0 || end <= start)
        return undefined;
    let value;
    try {
        value = JSON.parse(reply.slice(start, end + 1));
    }
    catch {
        return undefined;
    }
    if (typeof value !== 'object' || value === null)
        return undefined;
    const record = value;
    for (const key of ['correct', 'is_correct']) {
        const flag = record[key];
        if (typeof flag === 'boolean')
            return { correct: flag, word: `${key}: ${flag}` };
    }
    return typeof record.verdict === 'string' ? verdictOf(record.verdict.trim()) : undefined;
}

;// CONCATENATED MODULE: ./src/core/prompt/presets.ts
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

;// CONCATENATED MODULE: ./src/core/loglikelihood.ts




const loglikelihood_LETTERS = 'ABCDEFGHIJ';
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
        throw new core_errors/* InputError */.d(`${where}: harness.output loglikelihood: expected a list of at least 2 choices, found ${show(choices)}`);
    }
    if (options.choiceTarget === 'letter') {
        if (choices.length > loglikelihood_LETTERS.length) {
            throw new core_errors/* InputError */.d(`${where}: harness.choice_target letter: expected at most ${loglikelihood_LETTERS.length} choices, found ${choices.length}`);
        }
        return [...loglikelihood_LETTERS.slice(0, choices.length)];
    }
    return choices.map((choice, i) => {
        const text = valueText(choice);
        if (text === undefined || text === '') {
            throw new core_errors/* InputError */.d(`${where}: harness.choice_target text: expected choice ${i} to be text, found ${show(choice)}`);
        }
        return text;
    });
}
/** The request for one item whose prompt (the context) is `context`. */
function choiceRequest(item, context, options) {
    const targets = choiceTargets(item, options);
    const kept = pythonRstrip(context);
    const moved = context.slice(kept.length);
    if (kept === '') {
        throw new core_errors/* InputError */.d(`item ${JSON.stringify(item.id)}: harness.output loglikelihood: expected a prompt with text before the choices, found ${show(context)}`);
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
    const gold = answerIndex(item.row.answer, choiceCount);
    if (gold === undefined) {
        throw new core_errors/* InputError */.d(`item ${JSON.stringify(item.id)}: expected "answer" to be a choice index or letter, found ${show(item.row.answer)}`);
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
    const mode = harness.mode ?? (harness.preset ? PRESETS[harness.preset].mode : 'chat');
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

;// CONCATENATED MODULE: ./src/core/grade/loglikelihood.ts

const grade_loglikelihood_LETTERS = 'ABCDEFGHIJ';
/**
 * Grades the per-choice loglikelihoods a provider returns (as a JSON list, the response text of
 * `harness.output: loglikelihood`) with lm-eval's acc or acc_norm; both are kept on the grade.
 */
function loglikelihoodGrader(config, options) {
    return {
        grade(item, response) {
            const targets = choiceTargets(item, options);
            const gold = goldIndex(item, targets.length);
            const lls = parseLoglikelihoods(response, targets.length, item);
            const score = scoreChoices(lls, targets.map(codePoints), gold);
            const pred = config.metric === 'acc' ? score.pred : score.predNorm;
            const correct = pred === gold;
            const shown = (i) => `"${grade_loglikelihood_LETTERS[i]}" (${lls[i]})`;
            return {
                correct,
                score: correct ? 1 : 0,
                extracted: grade_loglikelihood_LETTERS[pred],
                reason: `${config.metric}: ${shown(pred)} ${correct ? '=' : '≠'} answer ${shown(gold)}`,
                loglikelihood: { loglikelihoods: lls, acc: score.acc, acc_norm: score.accNorm },
            };
        },
        describe: () => ({
            kind: 'loglikelihood',
            metric: config.metric,
            choice_target: options.choiceTarget,
            target_delimiter: options.targetDelimiter,
            // Absent without a limit, so the ids of suites without one stay what they were.
            ...(options.maxLength === undefined ? {} : { max_length: options.maxLength }),
            rules_version: 1,
        }),
    };
}
function parseLoglikelihoods(response, count, item) {
    let parsed;
    try {
        parsed = JSON.parse(response);
    }
    catch {
        parsed = undefined;
    }
    if (!Array.isArray(parsed) ||
        parsed.length !== count ||
        !parsed.every((x) => typeof x === 'number' && Number.isFinite(x))) {
        throw new Error(`item ${JSON.stringify(item.id)}: expected the loglikelihoods of its ${count} choices (a JSON list of numbers), found ${JSON.stringify(response.slice(0, 60))}; the answer was not made with harness.output loglikelihood`);
    }
    return parsed;
}

;// CONCATENATED MODULE: ./src/core/grade/normalize.ts

/**
 * Normalizers always run in this order, whatever order the config lists them in, so that
 * `[lowercase, strip]` and `[strip, lowercase]` are one protocol (describe() lists them in it).
 * Punctuation goes before articles so that "the," loses its article; whitespace goes last to
 * clean up what the others leave. `first_line` comes first and `strip_ascii_punctuation` after
 * `strip`, the order of lm-eval's generative MMLU filter and metric (so "A ." stays "a ").
 */
const ORDER = [
    'first_line',
    'strip_punctuation',
    'strip_articles',
    'lowercase',
    'collapse_whitespace',
    'strip',
    'strip_ascii_punctuation',
];
// Python's string.punctuation, the set lm-eval's exact_match removes with ignore_punctuation.
const ASCII_PUNCTUATION = /[!-/:-@[-`{-~]/g;
const STEPS = {
    // Unicode punctuation and symbols: a superset of Python's string.punctuation, as SQuAD's
    // normalizer removes it. Note that "3.5" becomes "35".
    strip_punctuation: (text) => text.replace(/[\p{P}\p{S}]/gu, ''),
    // English articles, in any case, with the whitespace after them.
    strip_articles: (text) => text.replace(/\b(?:a|an|the)\b\s*/gi, ''),
    lowercase: (text) => text.toLowerCase(),
    collapse_whitespace: (text) => text.replace(/\s+/g, ' '),
    strip: pythonStrip,
    // The text before the first "\n", as lm-eval's "^(.*?)(?=\n|$)" filter keeps it.
    first_line: (text) => {
        const end = text.indexOf('\n');
        return end < 0 ? text : text.slice(0, end);
    },
    strip_ascii_punctuation: (text) => text.replace(ASCII_PUNCTUATION, ''),
};
function canonicalNormalizers(list) {
    return ORDER.filter((step) => list.includes(step));
}
function normalizer(list) {
    const steps = canonicalNormalizers(list).map((step) => STEPS[step]);
    return (text) => steps.reduce((acc, step) => step(acc), text);
}

;// CONCATENATED MODULE: ./src/core/grade/numeric.ts
/**
 * Reads the number a free-text response gives as its answer. Like the choice grader it reads
 * statements first and only then falls back on where a number stands.
 *
 * First the response is prepared: `<think>` reasoning and struck-through text (`~~8~~`) are
 * removed; superscript exponents ("10²³") become `^23` and vulgar fractions ("2½") `2 1/2`; the
 * text is NFKC-normalized (full-width digits, thin and no-break spaces become ASCII), Arabic-Indic
 * and Devanagari digits become ASCII; TeX is read as text: `\frac{1}{3}`, `\dfrac`, `\tfrac` as
 * `1/3`, `\times` and `\cdot` as `×`, `\,` and `{,}` as separators, math delimiters dropped.
 *
 * A number is written in any of these forms, each read as one value:
 *  - digits with a sign (`-3`, `−3`, "minus 3"), a currency sign (`$12`), a decimal part, commas
 *    or spaces between groups of three ("1,234,567", "1 000 000"), dots between two groups or more
 *    ("1.000.000"); a sign counts only where it cannot be a hyphen or an operator (not after a
 *    letter, digit or closing bracket: "10-12" is 10 and 12), and digits glued to a letter before
 *    them ("GPT4", "x2") or after `^` (an exponent) are no number;
 *  - scientific notation: "6.02e23", "6.02 × 10^23", "6.02 x 10^{23}", and a power "2^10";
 *  - a fraction "3/4" and a mixed number "2 1/2" (a date "12/25/2023" is no number);
 *  - a scale word after digits: "2.5 million", "3 thousand";
 *  - number words: "twelve", "twenty-one", "one hundred and five", "minus four". A lone "one" is
 *    read only as the whole response or right after an answer word ("no one", "the one").
 *
 * Then the rules, in order:
 *  1. answer statement: an answer marker followed by a number: "The answer is 42", "Answer: 42",
 *     "Final answer: $42$", "#### 42", `\boxed{42}`, "Ответ: 42", "答案：42", "Respuesta: 42"
 *     (the answer words of the choice grader). Between them may stand only copulas and hedges
 *     ("is", "would be", "approximately", "=", "x ="). The last statement wins, wherever later
 *     numbers stand: "The answer is 72. (I computed 8 × 9.)" is 72. A statement that goes on to
 *     an expression ending in "= N" states N ("The answer is 8 × 9 = 72").
 *  2. correction: a number put in place of what came before ("5, no, 6", "5 — wait, 6", "Wait,
 *     actually 6"). A retraction ("wait, no", "no wait", "actually no", a clause opening "No,")
 *     takes back every statement before it.
 *  3. last number: without a statement, the last number in the response, passing over one that
 *     is denied ("7, not 8" and "7 (not 8)" are 7) or bracketed after numbers outside brackets
 *     ("72 (8 × 9)" is 72).
 *
 * A statement or last number that names two values (a hedge or a range: "2 or 3", "2, or maybe
 * 3", "either 2 or 3", "2 (or 3)", "10-12") gives no answer; so does a statement that denies its
 * number ("The answer is not 5"), asks ("Is the answer 5?") or holds under a condition ("5 if
 * …"), unless it names the number instead ("not 5, but 6"). When a statement is made, the last
 * number is never read: the response chose what it states.
 */

const SUPERSCRIPT = '⁰¹²³⁴⁵⁶⁷⁸⁹';
const VULGAR = {
    '½': '1/2',
    '⅓': '1/3',
    '⅔': '2/3',
    '¼': '1/4',
    '¾': '3/4',
    '⅕': '1/5',
    '⅖': '2/5',
    '⅗': '3/5',
    '⅘': '4/5',
    '⅙': '1/6',
    '⅚': '5/6',
    '⅛': '1/8',
    '⅜': '3/8',
    '⅝': '5/8',
    '⅞': '7/8',
};
/**
 * Only printable ASCII, tabs and newlines, and none of the characters `prepare` acts on (`$`, `*`,
 * `<`, `\\`, backquotes, braces and `~`).
 */
const PREPARED = /^[\t\n\r -#%-)+-;=-[\]-_a-z|]*$/;
function numeric_prepare(response) {
    if (PREPARED.test(response))
        return response;
    let text = withoutStruckText(withoutReasoning(response));
    text = text
        .replace(/[⁻⁺]?[⁰¹²³⁴⁵⁶⁷⁸⁹]+/g, (sup) => {
        const digits = [...sup].map((c) => c === '⁻' ? '-' : c === '⁺' ? '+' : SUPERSCRIPT.indexOf(c));
        return `^${digits.join('')}`;
    })
        .replace(/(\d?)([½⅓⅔¼¾⅕⅖⅗⅘⅙⅚⅛⅜⅝⅞])/g, (_, digit, v) => digit === '' ? VULGAR[v] : `${digit} ${VULGAR[v]}`)
        .normalize('NFKC')
        .replace(/[٠-٩]/g, (d) => String(d.charCodeAt(0) - 0x660))
        .replace(/[۰-۹]/g, (d) => String(d.charCodeAt(0) - 0x6f0))
        .replace(/[०-९]/g, (d) => String(d.charCodeAt(0) - 0x966))
        .replace(/[⁄∕]/g, '/')
        // Markdown emphasis and code: "**Answer:** 7", "`42`". A single "*" may be a product.
        .replace(/\*\*|__|`/g, '');
    if (!text.includes('\\') && !text.includes('$') && !text.includes('{'))
        return text;
    return (text
        // "2\frac{1}{2}" is a mixed number, "\frac{3}{4}" a fraction, "\frac12" TeX shorthand.
        .replace(/(\d?)[ \t]*\\[dt]?frac(?:\{[ \t]*([-−]?\d+(?:\.\d+)?)[ \t]*\}|(\d))(?:\{[ \t]*(\d+(?:\.\d+)?)[ \t]*\}|(\d))/g, (_, whole, n1, n2, d1, d2) => `${whole === '' ? '' : `${whole} `}${n1 ?? n2}/${d1 ?? d2}`)
        .replace(/\\times|\\cdot/g, (op) => (op === '\\times' ? '×' : '·'))
        .replace(/\{,\}/g, ',')
        .replace(/(?<=\d)\\[,;: ](?=\d)/g, ' ')
        .replace(/\\(?:text|textbf|mathrm|mathbf)\{([^{}]*)\}/g, '$1')
        .replace(/\\%/g, '%')
        .replace(/\\\$/g, '$')
        .replace(/\\left|\\right|\\[()[\]!]/g, ' ')
        // A dollar sign before digits is currency; any other is a TeX delimiter.
        .replace(/\$(?![-−+]?\d|\.\d)/g, ' '));
}
const SIGN = /[-−+]|(?:minus|negative)[ \t]+/.source;
/** Digits: grouped by commas, spaces or dots in threes, or plain; then a decimal part. */
const DIGITS = /(?:\d{1,3}(?:,\d{3})+|\d{1,3}(?:[ \t]\d{3})+(?![\d/])|\d{1,3}(?:\.\d{3}){2,}|\d+)(?:\.\d+)?|\.\d+/
    .source;
const EXPONENT = /[ \t]*\{?[ \t]*([-−+]?\d+)[ \t]*\}?/.source;
const NUMBER = new RegExp(
// Not glued to a letter, digit, exponent or fraction bar before it; a sign not after a term.
`(?<![\\p{L}\\p{N}_.^/])(?:(?<![\\p{N})\\]][ \\t]*)(${SIGN}))?[$€£¥]?(?:(?<![\\p{N})\\]][ \\t]*)(${SIGN}))?(${DIGITS})` +
    // Scientific notation: "e23", "× 10^23", "x 10^{-3}"; or a power: "2^10".
    `(?:[eE]([-+]?\\d+)|[ \\t]*[×x*·][ \\t]*10[ \\t]*\\^${EXPONENT}|[ \\t]*\\^${EXPONENT})?` +
    // A fraction, "3/4"; a scale word, "2.5 million".
    `(?:[ \\t]*/[ \\t]*(\\d+(?:\\.\\d+)?)(?![\\d/]))?` +
    `(?:[ \\t]+(hundred|thousand|million|billion|trillion)(?!\\p{L}))?` +
    // Nothing glued on after: a date "12/25/2023" or a version "3.10.2" is no number.
    `(?![\\d/]|\\.\\d)`, 'giu');
const SCALE = {
    hundred: 1e2,
    thousand: 1e3,
    million: 1e6,
    billion: 1e9,
    trillion: 1e12,
};
function digitNumbers(text) {
    const found = [];
    for (const m of text.matchAll(NUMBER)) {
        const [all, sign1, sign2, digits, e, tenPower, power, denominator, scale] = m;
        const sign = (sign1 ?? sign2 ?? '').trim().toLowerCase();
        const plain = digits.replace(/[, \t]/g, '');
        let value = Number(/^\d{1,3}(?:\.\d{3}){2,}$/.test(plain) ? plain.replace(/\./g, '') : plain);
        if (e !== undefined)
            value *= 10 ** Number(e);
        if (tenPower !== undefined)
            value *= 10 ** Number(tenPower.replace('−', '-'));
        if (power !== undefined)
            value **= Number(power.replace('−', '-'));
        if (denominator !== undefined)
            value /= Number(denominator);
        if (scale !== undefined)
            value *= SCALE[scale.toLowerCase()];
        if (!Number.isFinite(value))
            continue;
        const negative = sign === '-' || sign === '−' || sign === 'minus' || sign === 'negative';
        const num = {
            value: negative ? -value : value,
            at: m.index,
            end: m.index + all.length,
        };
        // "2 1/2": a whole number and a proper fraction after it make one mixed number.
        const before = found[found.length - 1];
        const proper = denominator !== undefined &&
            !negative &&
            [plain, denominator].every((part) => /^\d+$/.test(part)) &&
            Number(plain) < Number(denominator) &&
            e === undefined &&
            tenPower === undefined &&
            power === undefined &&
            scale === undefined;
        if (proper && before?.whole === true && /^[ \t]+$/.test(text.slice(before.end, m.index))) {
            const magnitude = Math.abs(before.value) + value;
            found[found.length - 1] = {
                value: before.value < 0 ? -magnitude : magnitude,
                at: before.at,
                end: num.end,
            };
            continue;
        }
        const whole = /^\d+$/.test(plain) &&
            [e, tenPower, power, denominator, scale].every((part) => part === undefined);
        found.push(whole ? { ...num, whole } : num);
    }
    return found;
}
const UNITS = [
    'zero',
    'one',
    'two',
    'three',
    'four',
    'five',
    'six',
    'seven',
    'eight',
    'nine',
    'ten',
    'eleven',
    'twelve',
    'thirteen',
    'fourteen',
    'fifteen',
    'sixteen',
    'seventeen',
    'eighteen',
    'nineteen',
];
const TENS = ['twenty', 'thirty', 'forty', 'fifty', 'sixty', 'seventy', 'eighty', 'ninety'];
const WORD = `(?:${[...UNITS, ...TENS, ...Object.keys(SCALE)].join('|')})`;
const numeric_WORDS = new RegExp(`(?<![\\p{L}\\p{N}-])(?:(minus|negative)[ \\t]+)?(${WORD}(?:(?:[ \\t]+(?:and[ \\t]+)?|-)${WORD})*)(?![\\p{L}\\p{N}]|-\\p{L})`, 'giu');
/** "twenty-one", "one hundred and five", "three thousand two hundred": the value, if well formed. */
function wordsValue(words) {
    let total = 0;
    let group = 0;
    // What the last word was, so that "one two" or "twenty thirty" is no number.
    let last;
    let lastScale = Infinity;
    for (const word of words.toLowerCase().split(/[ \t-]+/)) {
        if (word === 'and')
            continue;
        const unit = UNITS.indexOf(word);
        const tens = TENS.indexOf(word);
        if (unit >= 0) {
            if (last === 'unit' || last === 'teen')
                return undefined;
            if (last === 'tens' && unit >= 10)
                return undefined;
            if (last === 'tens' && unit === 0)
                return undefined;
            group += unit;
            last = unit >= 10 ? 'teen' : 'unit';
        }
        else if (tens >= 0) {
            if (last === 'unit' || last === 'teen' || last === 'tens')
                return undefined;
            group += (tens + 2) * 10;
            last = 'tens';
        }
        else if (word === 'hundred') {
            if (last === undefined || last === 'hundred' || last === 'scale' || group >= 100) {
                return undefined;
            }
            group *= 100;
            last = 'hundred';
        }
        else {
            const scale = SCALE[word];
            if (last === undefined || last === 'scale' || scale >= lastScale)
                return undefined;
            total += group * scale;
            group = 0;
            lastScale = scale;
            last = 'scale';
        }
    }
    return total + group;
}
function wordNumbers(text) {
    if (!/[a-z]/i.test(text))
        return [];
    const found = [];
    for (const m of text.matchAll(numeric_WORDS)) {
        const value = wordsValue(m[2]);
        if (value === undefined)
            continue;
        const num = {
            value: m[1] === undefined ? value : -value,
            at: m.index,
            end: m.index + m[0].length,
        };
        found.push(/^one$/i.test(m[0]) ? { ...num, weak: true } : num);
    }
    return found;
}
/** Every number in the prepared text, in order; a number word inside digits' scale is not one. */
function numbersIn(text) {
    const digits = digitNumbers(text);
    const words = wordNumbers(text);
    if (words.length === 0)
        return digits;
    const all = [];
    let d = 0;
    for (const word of words) {
        while (d < digits.length && digits[d].end <= word.at)
            all.push(digits[d++]);
        const next = digits[d];
        if (next !== undefined && next.at < word.end)
            continue;
        all.push(word);
    }
    return all.concat(digits.slice(d));
}
/** Words that announce an answer: "answer", "final answer", "####", and the choice grader's. */
const MARKER = new RegExp([
    /\b(?:(?:final|correct|right|short)\s+)*answer(?!\p{L})/u.source,
    /(?<!#)####(?!#)/.source,
    /\\boxed\{/.source,
    ANSWER_WORD_ELSEWHERE,
    /답(?=\s*(?::|은|는))/.source,
].join('|'), 'giu');
/** Between the marker and its number: copulas, hedges, a colon, "x =". The first group denies. */
const numeric_FILLER = new RegExp(`[ \\t]*(?:${[
    `((?:isn['’]t|is[ \\t]+not|not|never|cannot[ \\t]+be|can['’]t[ \\t]+be|n['’]est[ \\t]+pas|ist[ \\t]+nicht|no[ \\t]+es)(?!\\p{L})|不是)`,
    `to[ \\t]+(?:this|the)[ \\t]+(?:question|problem)|for[ \\t]+(?:this|the)[ \\t]+(?:question|problem)`,
    `(?:is|would[ \\t]+be|should[ \\t]+be|must[ \\t]+be|will[ \\t]+be|equals|of|comes[ \\t]+to)(?!\\p{L})`,
    `(?:approximately|approx\\.?|about|around|roughly|nearly|exactly|just|therefore|thus|then|here|probably|likely|definitely|clearly|simply|indeed)(?!\\p{L})`,
    `(?:est|ist|es|lautet|wäre|sería|это|είναι|هي|هو|है)(?![\\p{L}\\p{M}])|(?:应该|應該)?是|为|為|は|은|는`,
    `\\\\boxed\\{|[:=≈~][ \\t]*(?:\\n[ \\t]*)*|\\p{L}[ \\t]*=(?!=)`,
].join('|')})`, 'iuy');
/**
 * The rest of the statement names another value: "2 or 3", "2, or maybe 3", "2 (or 3)", "2-3",
 * "2, 3" (a list, or a decimal comma; either way not one number as written).
 */
const ANOTHER = /^[ \t]*(?:(?:\(|[,;.…]+)?[ \t]*(?:or|and|to|vs\.?|[-–—~])[ \t]*(?:(?:maybe|possibly|perhaps|probably|even)[ \t]+)?|,[ \t]*)$/iu;
/** Between the last number and the one before it in a fallback: "2 or 3", "10-12", "between 3 and 4". */
const ALSO = /^(?:[ \t]*(?:\(|[,;.…]+)?[ \t]*or[ \t]+(?:(?:maybe|possibly|perhaps|probably|even)[ \t]+)?|[-–])$/iu;
/** A question or a condition after the number. */
const numeric_ASKED = /^[^.!?\n]*\?/u;
const numeric_CONDITIONAL = /^[ \t]*,?[ \t]*(?:if(?![ \t]+I(?:[ \t]+(?:recall|remember|am[ \t]+not)|['’]m[ \t]+not)\b)|unless|assuming|provided|otherwise|in[ \t]+case)(?!\p{L})/iu;
/** What replaces a denied number: "not 5, but 6", "not 5; it's 6". */
const numeric_INSTEAD = /^[ \t]*(?:[,;][ \t]*(?:but|rather|instead|it['’]s|it[ \t]+is)?|[ \t]+(?:but|rather|instead))[ \t]*(?:rather[ \t]+)?$/iu;
/** Operators between numbers in an expression the statement goes on to: "8 × 9 = 72". */
const OPERATORS = /^[ \t()]*[-−+×x*/÷·^][ \t()]*$/u;
const EQUALS = /^[ \t()]*=[ \t]*$/u;
/** Just before a number, a denial: "not 8", "(not 8)", "isn't 8". */
const numeric_DENIED_BEFORE = /(?:(?<!\p{L})(?:not|never|isn['’]t|wasn['’]t)|n['’]t[ \t]+be)[ \t]+$/iu;
const numeric_RETRACTION = new RegExp(`(?<!\\p{L})(?:${TAKE_BACK})(?!\\p{L})|${NO_OPENS}[ \\t]*[,:;.!—–-]`, 'giu');
/** The number put in place of what came before: "no, 6", "wait, actually 6", "no — it's 6". */
const numeric_CORRECTION = new RegExp(`(?:(?<!\\p{L})(?:${TAKE_BACK})(?:[ \\t]*[,:;.!—–-])*|${NO_OPENS}[ \\t]*(?:[,:;.!—–-][ \\t]*)+)[ \\t]*(?:(?:it|that)(?:['’]s|[ \\t]+is)[ \\t]+|(?:the[ \\t]+)?answer[ \\t]+is[ \\t]+)?`, 'giu');
/** The numbers of the text and where each one starts, for looking one up by position. */
class Numbers {
    text;
    list;
    starts = new Map();
    constructor(text) {
        this.text = text;
        this.list = numbersIn(text);
        this.list.forEach((num, i) => this.starts.set(num.at, i));
    }
    /** The index of the number starting at `at`, skipping spaces and tabs, if any. */
    startingAt(at) {
        const skip = /^[ \t]*/.exec(this.text.slice(at, at + 64))[0].length;
        return this.starts.get(at + skip);
    }
    /** The text between number i and number i + 1, cut at `max` characters. */
    gapAfter(i, max = 64) {
        const next = this.list[i + 1];
        const num = this.list[i];
        if (next === undefined || next.at - num.end > max)
            return undefined;
        return this.text.slice(num.end, next.at);
    }
}
/** The statement whose number is number i: what it names, denies or goes on to. */
function numeric_judged(numbers, at, i, denied) {
    const { list, text } = numbers;
    // "8 × 9 = 72" states the result; "2 - 3" without "=" is a range.
    let index = i;
    for (let j = i; j + 1 < list.length; j++) {
        const gap = numbers.gapAfter(j) ?? '';
        if (EQUALS.test(gap))
            index = j + 1;
        else if (!OPERATORS.test(gap))
            break;
    }
    const num = list[index];
    const gap = unboxed(numbers.gapAfter(index));
    if (denied) {
        // "not 5, but 6": the number named instead.
        if (gap !== undefined && numeric_INSTEAD.test(gap))
            return numeric_judged(numbers, at, index + 1, false);
        return { at, num, flaw: 'void' };
    }
    const rest = text.slice(num.end, num.end + 200);
    if (numeric_ASKED.test(rest) || numeric_CONDITIONAL.test(rest))
        return { at, num, flaw: 'void' };
    // "0.5 or 1/2" names one value twice.
    const other = list[index + 1];
    if (index === i && gap !== undefined && ANOTHER.test(gap) && other?.value !== num.value) {
        return { at, num, flaw: 'several' };
    }
    // "\boxed{2} or \boxed{3}": the second box names another value too.
    const before = i > 0 ? numbers.gapAfter(i - 1) : undefined;
    if (before !== undefined && /\}[^{}]*\\boxed\{[ \t]*$/.test(before)) {
        if (ANOTHER.test(unboxed(before)))
            return { at, num, flaw: 'several' };
    }
    return { at, num };
}
/** A gap between numbers without the box edges: "} or \boxed{" is " or ". */
function unboxed(gap) {
    return gap?.replace(/\\boxed\{|\}/g, ' ');
}
function numeric_answerStatements(numbers) {
    const { text } = numbers;
    const found = [];
    for (const m of text.matchAll(MARKER)) {
        let at = m.index + m[0].length;
        let denied = false;
        let fillers = 0;
        for (; fillers < 6; fillers++) {
            numeric_FILLER.lastIndex = at;
            const filler = numeric_FILLER.exec(text);
            if (filler === null || filler[0].length === 0)
                break;
            at += filler[0].length;
            denied ||= filler[1] !== undefined;
        }
        // "To answer 5 questions": the verb; the noun announces with a copula or a colon.
        if (fillers === 0 && /^answer$/i.test(m[0]))
            continue;
        const i = numbers.startingAt(at);
        if (i === undefined)
            continue;
        found.push(numeric_judged(numbers, m.index, i, denied));
    }
    return found;
}
function numeric_corrections(numbers) {
    const { list, text } = numbers;
    const found = [];
    for (const m of text.matchAll(numeric_CORRECTION)) {
        const i = numbers.startingAt(m.index + m[0].length);
        if (i === undefined)
            continue;
        const num = list[i];
        // The number ends its clause: "No, 6." but not "No, 3 + 4 is 7".
        if (!/^[ \t]*(?:[.!,;)\n]|$)/.test(text.slice(num.end, num.end + 8)))
            continue;
        found.push(numeric_judged(numbers, m.index, i, false));
    }
    return found;
}
function numeric_lastRetraction(text) {
    let at = 0;
    for (const m of text.matchAll(numeric_RETRACTION))
        at = m.index;
    return at;
}
/** For each number, whether it stands inside brackets. */
function bracketed(text, list) {
    const inside = [];
    let depth = 0;
    let from = 0;
    for (const num of list) {
        for (let c = from; c < num.at; c++) {
            const ch = text[c];
            if (ch === '(' || ch === '[')
                depth++;
            else if ((ch === ')' || ch === ']') && depth > 0)
                depth--;
        }
        from = num.at;
        inside.push(depth > 0);
    }
    return inside;
}
/** Without a statement: the last number that is not denied, nor an aside in brackets. */
function lastNumberOf(numbers, from) {
    const { list, text } = numbers;
    const inside = bracketed(text, list);
    const candidates = list
        .map((num, i) => ({ num, i }))
        .filter(({ num }) => num.at >= from)
        .filter(({ num }) => !numeric_DENIED_BEFORE.test(text.slice(Math.max(0, num.at - 24), num.at)));
    const outside = candidates.filter(({ i }) => !inside[i]);
    const pool = outside.length > 0 ? outside : candidates;
    const whole = list.length === 1 && /^[^\p{L}\p{N}]*one[^\p{L}\p{N}]*$/iu.test(text);
    const pick = [...pool].reverse().find(({ num }) => !num.weak || whole);
    if (pick === undefined)
        return undefined;
    const { num, i } = pick;
    const gap = i > 0 ? numbers.gapAfter(i - 1) : undefined;
    const after = numbers.gapAfter(i);
    const previous = list[i - 1];
    const between = previous !== undefined &&
        /^[ \t]+and[ \t]+$/.test(gap ?? '') &&
        /(?<!\p{L})between[ \t]+$/iu.test(text.slice(Math.max(0, previous.at - 12), previous.at));
    if (between ||
        (gap !== undefined && ALSO.test(gap)) ||
        (after !== undefined && ALSO.test(after))) {
        return { at: num.at, num, flaw: 'several' };
    }
    // "Is it 5?" asks.
    if (numeric_ASKED.test(text.slice(num.end, num.end + 200)))
        return { at: num.at, num, flaw: 'void' };
    return { at: num.at, num };
}
/** The number the response gives as its answer, or undefined when it gives none. */
function extractNumber(response) {
    const text = numeric_prepare(response);
    const numbers = new Numbers(text);
    if (numbers.list.length === 0)
        return undefined;
    // Statements made before a retraction ("wait, no", "5, no, 6") do not count.
    const retracted = numeric_lastRetraction(text);
    const found = [
        ...numeric_answerStatements(numbers).map((s) => ({ ...s, rule: 'answer statement' })),
        ...numeric_corrections(numbers).map((s) => ({ ...s, rule: 'correction' })),
    ].filter((s) => s.at >= retracted);
    // Once the response states an answer, the last statement that asserts one decides.
    const stated = found.filter((s) => s.flaw !== 'void').sort((a, b) => a.at - b.at);
    const picked = found.length > 0
        ? stated[stated.length - 1]
        : (() => {
            const last = lastNumberOf(numbers, retracted);
            return last && { ...last, rule: 'last number' };
        })();
    if (picked === undefined || picked.flaw !== undefined)
        return undefined;
    const { num, rule } = picked;
    return { value: num.value, text: text.slice(num.at, num.end), rule };
}

;// CONCATENATED MODULE: ./src/core/grade/index.ts











function createGrader(config, options = {}) {
    switch (config.kind) {
        case 'exact_match':
            return exactMatch(config);
        case 'contains':
            return contains(config);
        case 'regex':
            return regex(config);
        case 'choice':
            return choice(config);
        case 'numeric':
            return numeric(config);
        case 'llm_judge':
            return judgeGrader(config, options.judge);
        case 'loglikelihood':
            if (!options.choices)
                throw new Error('grader loglikelihood needs the choice options');
            return loglikelihoodGrader(config, options.choices);
    }
}
/** The normalized response equals a normalized reference. */
function exactMatch(config) {
    const normalize = normalizer(config.normalize);
    return {
        grade(item, response) {
            const refs = references(item, 'exact_match');
            const targets = config.target === 'letter' && refs.letters.length > 0
                ? refs.letters
                : config.target === 'text'
                    ? refs.texts
                    : [...refs.letters, ...refs.texts];
            const extracted = normalize(response);
            return compareText(extracted, targets, normalize);
        },
        describe: () => ({
            kind: 'exact_match',
            normalize: canonicalNormalizers(config.normalize),
            // Listed only when set, so the protocol of existing exact_match suites is unchanged.
            ...(config.target === 'any' ? {} : { target: config.target }),
            rules_version: 1,
        }),
    };
}
function compareText(extracted, targets, normalize) {
    const hit = targets.find((target) => normalize(target) === extracted);
    return hit === undefined
        ? grade(false, extracted, `extracted ${grade_quote(extracted)} ≠ answer ${showAnswers(targets)}`)
        : grade(true, extracted, `extracted ${grade_quote(extracted)} = answer ${grade_quote(hit)}`);
}
/**
 * Lenient: a reference occurs in the response as whole words ("4" is not found in "14"), after
 * collapsing whitespace and, unless case_sensitive, lowercasing both. For multiple-choice rows only
 * the choice's text is looked for: a letter such as "B" would be found in almost any response.
 */
function contains(config) {
    const normalize = (text) => {
        const collapsed = pythonStrip(text.replace(/\s+/g, ' '));
        return config.case_sensitive ? collapsed : collapsed.toLowerCase();
    };
    return {
        grade(item, response) {
            const refs = references(item, 'contains');
            const targets = refs.texts.length > 0 ? refs.texts : refs.letters;
            const haystack = normalize(response);
            const hit = targets.find((target) => containsWords(haystack, normalize(target)));
            return hit === undefined
                ? grade(false, null, `answer ${showAnswers(targets)} not found in the response`)
                : grade(true, hit, `answer ${grade_quote(hit)} found in the response`);
        },
        describe: () => ({ kind: 'contains', case_sensitive: config.case_sensitive, rules_version: 1 }),
    };
}
function containsWords(text, needle) {
    if (needle === '')
        return false;
    const wordChar = /[\p{L}\p{N}]/u;
    const startsWord = wordChar.test(needle[0]);
    const endsWord = wordChar.test(needle[needle.length - 1]);
    for (let at = text.indexOf(needle); at >= 0; at = text.indexOf(needle, at + 1)) {
        const before = text[at - 1];
        const after = text[at + needle.length];
        if (startsWord && before !== undefined && wordChar.test(before))
            continue;
        if (endsWord && after !== undefined && wordChar.test(after))
            continue;
        return true;
    }
    return false;
}
/**
 * `pattern` is a JavaScript regular expression; a leading Python-style inline flag group such as
 * `(?i)` or `(?ms)` is accepted and turned into flags. The `group` (a number, or a name for
 * `(?<name>...)`) of the first match is compared with the references after `strip`.
 */
function regex(config) {
    const pattern = compilePattern(config.pattern);
    checkGroup(pattern, config.group);
    return {
        grade(item, response) {
            const refs = references(item, 'regex');
            const targets = [...refs.letters, ...refs.texts];
            const match = pattern.exec(response);
            if (match === null)
                return grade(false, null, 'pattern did not match');
            const value = typeof config.group === 'number' ? match[config.group] : match.groups?.[config.group];
            if (value === undefined) {
                return grade(false, null, `pattern matched but group ${config.group} did not`);
            }
            return compareText(pythonStrip(value), targets, pythonStrip);
        },
        describe: () => ({
            kind: 'regex',
            pattern: config.pattern,
            group: config.group,
            rules_version: 1,
        }),
    };
}
/**
 * A regex grader's pattern and group as the grader will use them; an InputError (message
 * `grader.pattern: ...` or `grader.group: ...`) when the pattern does not compile or lacks the group.
 */
function checkRegexGrader(source, group) {
    checkGroup(compilePattern(source), group);
}
function compilePattern(source) {
    const inline = /^\(\?([a-zA-Z]+)\)/.exec(source);
    const flags = inline?.[1] ?? '';
    const bad = [...flags].find((flag) => !'ims'.includes(flag));
    if (bad !== undefined) {
        throw new core_errors/* InputError */.d(`grader.pattern: unsupported inline flag "${bad}" in ${grade_quote(source)}; expected i, m or s`);
    }
    try {
        return new RegExp(source.slice(inline?.[0].length ?? 0), [...new Set(flags)].join(''));
    }
    catch (error) {
        throw new core_errors/* InputError */.d(`grader.pattern: expected a regular expression, found ${grade_quote(source)}: ${error.message}`);
    }
}
function checkGroup(pattern, group) {
    // An empty alternative makes every pattern match '', which reveals its groups.
    const probe = new RegExp(`${pattern.source}|`, pattern.flags).exec('');
    const count = probe.length - 1;
    if (typeof group === 'number' && group > count) {
        throw new core_errors/* InputError */.d(`grader.group: expected 0..${count} (the pattern has ${count} capturing group${count === 1 ? '' : 's'}), found ${group}`);
    }
    const names = Object.keys(probe.groups ?? {});
    if (typeof group === 'string' && !names.includes(group)) {
        throw new core_errors/* InputError */.d(`grader.group: expected a group name of the pattern (${names.join(', ') || 'it has none'}), found ${grade_quote(group)}`);
    }
}
/** See choice.ts for how a letter is read. Correct when it is the row's answer. */
function choice(config) {
    return {
        grade(item, response) {
            const { choices, answer } = item.row;
            if (!Array.isArray(choices) || choices.length === 0) {
                throw new core_errors/* InputError */.d(`${itemName(item)}: grader choice: expected a list in "choices", found ${show(choices)}`);
            }
            const expected = answerIndex(answer, choices.length);
            if (expected === undefined) {
                throw new core_errors/* InputError */.d(`${itemName(item)}: grader choice: expected "answer" to be a choice index or letter, found ${show(answer)}`);
            }
            const texts = choices.map((c) => (typeof c === 'string' ? c : String(c)));
            const letters = 'ABCDEFGHIJ';
            const target = letters[expected];
            const pick = extractChoice(response, texts, config.match);
            if (pick === undefined)
                return grade(false, null, 'no choice letter found');
            if (pick.index === undefined) {
                return grade(false, pick.letter, `extracted "${pick.letter}", which is not among A..${letters[choices.length - 1]}`);
            }
            const correct = pick.index === expected;
            return grade(correct, pick.letter, `extracted "${pick.letter}" (${pick.rule}) ${correct ? '=' : '≠'} answer "${target}"`);
        },
        describe: () => ({ kind: 'choice', match: config.match, rules_version: 3 }),
    };
}
/**
 * The number the response gives as its answer (see numeric.ts) against the answer, within
 * `tolerance` (absolute). An answer that is text is read the same way, so GSM8K's
 * "...\n#### 72" means 72.
 */
function numeric(config) {
    return {
        grade(item, response) {
            const { answer } = item.row;
            const answers = Array.isArray(answer) ? answer : [answer];
            const targets = answers.map((value) => {
                const number = numberOf(value);
                if (number === undefined) {
                    throw new core_errors/* InputError */.d(`${itemName(item)}: grader numeric: expected a number in "answer", found ${show(answer)}`);
                }
                return number;
            });
            const found = extractNumber(response);
            if (found === undefined)
                return grade(false, null, 'no number found');
            const extracted = String(found.value);
            const hit = targets.find((t) => Math.abs(found.value - t) <= config.tolerance);
            const shown = targets.length === 1 ? String(targets[0]) : `any of ${targets.join(', ')}`;
            const read = `extracted ${extracted} (${found.rule})`;
            return hit === undefined
                ? grade(false, extracted, `${read} ≠ answer ${shown}`)
                : grade(true, extracted, `${read} = answer ${hit}`);
        },
        describe: () => ({ kind: 'numeric', tolerance: config.tolerance, rules_version: 2 }),
    };
}
function numberOf(value) {
    if (typeof value === 'number')
        return value;
    if (typeof value === 'bigint')
        return Number(value);
    if (value instanceof pyjson/* PyFloat */.g$)
        return value.value;
    return typeof value === 'string' ? extractNumber(value)?.value : undefined;
}
function grade_quote(text) {
    return JSON.stringify(references_cut(text));
}

// EXTERNAL MODULE: ./node_modules/zod/v4/classic/schemas.js + 17 modules
var schemas = __webpack_require__(38816);
;// CONCATENATED MODULE: ./src/core/config/reasoning.ts

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
const reasoningSchema = schemas/* strictObject */.rej({
    effort: schemas/* enum */.k5n(REASONING_EFFORTS)
        .optional()
        .describe('provider openai: sent as reasoning_effort'),
    budget_tokens: schemas/* number */.aig()
        .int()
        .positive()
        .optional()
        .describe(`provider anthropic: extended thinking, sent as thinking: {type: enabled, budget_tokens}; at least ${MIN_THINKING_BUDGET} and below decoding.max_tokens`),
})
    .describe("a reasoning model's setting, part of this slot's protocol: effort (openai) or budget_tokens (anthropic). Temperature and top_p are then not sent");
const tokenLimitSchema = schemas/* enum */.k5n(TOKEN_LIMITS)
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

;// CONCATENATED MODULE: ./src/core/slot-path.ts
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

;// CONCATENATED MODULE: ./src/core/config/variables.ts
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

;// CONCATENATED MODULE: ./src/core/config/schema.ts





/**
 * The evalgate.yml contract. Key names and meanings follow DESIGN.md; new keys may be added,
 * existing ones keep their names. The JSON Schema for editors is generated from these definitions
 * (`evalgate schema`), so descriptions here are what users see on hover.
 */
/** A seed: a non-negative integer of any size numpy accepts (YAML integers past 2^53 arrive as BigInt). */
const nonNegativeInteger = schemas/* union */.KCZ([schemas/* number */.aig().int().nonnegative(), schemas/* bigint */.oad().nonnegative()]);
const fieldName = schemas/* string */.YjP().min(1);
const DATASET_FORMATS = ['jsonl', 'json', 'csv', 'mmlu-csv', 'parquet'];
const fieldsSchema = schemas/* strictObject */.rej({
    id: fieldName.optional().describe('column holding a stable row id; default: the row index'),
    question: fieldName.default('question').describe('column holding the question text'),
    choices: schemas/* union */.KCZ([fieldName, schemas/* array */.YOg(fieldName).min(2)])
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
const datasetSchema = schemas/* strictObject */.rej({
    path: schemas/* string */.YjP()
        .min(1)
        .describe('the data file, or a glob whose files are read in sorted order, relative to the config file. Example: data/abstract_algebra_test.csv'),
    format: schemas/* enum */.k5n(DATASET_FORMATS)
        .optional()
        .describe('jsonl, json (an array of objects), csv (with a header row), parquet, or mmlu-csv (the original MMLU CSVs: no header, question,A,B,C,D,letter, the subject from the file name); default: inferred from the extension'),
    fields: fieldsSchema.default(fieldsSchema.parse({})),
});
const washSchema = schemas/* strictObject */.rej({
    require: schemas/* array */.YOg(fieldName)
        .default([])
        .describe('drop rows where any of these fields is missing or empty (an empty list counts)'),
    min_choices: schemas/* number */.aig()
        .int()
        .nonnegative()
        .optional()
        .describe('drop rows with fewer choices than this, e.g. 4 for MMLU; default: no minimum'),
    answer_in_choices: schemas/* boolean */.zMY()
        .default(false)
        .describe('drop rows whose answer does not point at one of their choices'),
    dedupe: schemas/* union */.KCZ([fieldName, schemas/* literal */.euz(false)])
        .optional()
        .describe('keep only the first row for each value of this field; false (the default when absent): no dedupe'),
    max_chars: schemas/* number */.aig()
        .int()
        .positive()
        .optional()
        .describe('drop rows whose question plus choices exceed this many characters (code points); default: no limit'),
})
    .describe('declarative filters applied before shuffling; part of the protocol');
const sliceSchema = schemas/* strictObject */.rej({
    seed: nonNegativeInteger
        .default(0)
        .describe('seed of the shuffle, which is numpy-compatible (any size numpy accepts), e.g. 20240909'),
    size: schemas/* number */.aig()
        .int()
        .positive()
        .optional()
        .describe('rows to select after the shuffle; default: all washed rows'),
    fingerprint_fields: schemas/* array */.YOg(fieldName)
        .min(1)
        .optional()
        .describe('the row fields the fingerprint hashes; default: [question, choices, answer], or [question, answer] for rows without choices'),
    fingerprint: schemas/* string */.YjP()
        .regex(/^[0-9a-f]{64}$/, 'expected 64 lowercase hex characters')
        .optional()
        .describe('the sha256 the slice is pinned to: data that no longer gives it is an error naming both fingerprints and the likely cause. `evalgate slice --write` fills it in'),
});
const fewshotSchema = schemas/* strictObject */.rej({
    k: schemas/* number */.aig().int().nonnegative().default(0).describe('examples per item; 0 is zero-shot'),
    path: schemas/* string */.YjP()
        .min(1)
        .optional()
        .describe('file or glob of the example rows, relative to the config file (e.g. the dev split); needed when k is above 0, and never a file dataset.path reads'),
    format: schemas/* enum */.k5n(DATASET_FORMATS)
        .optional()
        .describe("the examples' format, as dataset.format; inferred from the extension"),
    sampler: schemas/* enum */.k5n(['first_n', 'seeded'])
        .default('first_n')
        .describe("first_n: the first k rows (of the item's group); seeded: k rows of a seeded numpy-compatible permutation"),
    seed: nonNegativeInteger.optional().describe('seed of the `seeded` sampler; default: slice.seed'),
    template: schemas/* string */.YjP()
        .optional()
        .describe('how each example is written; {{prompt}} is the item template rendered for the example, {{target}} its answer (the letter for multiple choice). Default: "{{prompt}} {{target}}\\n\\n"'),
    as_turns: schemas/* boolean */.zMY()
        .default(false)
        .describe('chat mode only: send the examples as user/assistant turns instead of inline'),
    group_by: schemas/* union */.KCZ([fieldName, schemas/* literal */.euz(false)])
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
const harnessSchema = schemas/* strictObject */.rej({
    preset: schemas/* enum */.k5n(HARNESS_PRESETS)
        .optional()
        .describe('a named prompt program. The mmlu presets give lm-evaluation-harness\'s MMLU prompts byte for byte for the versions they name (mmlu: 0.4.4 to 0.4.12, mmlu@lm-eval-0.4.3: 0.4.2 and 0.4.3; the mmlu-generative ones with their stop list and grader); mmlu-simple-evals asks for "Answer: $LETTER". Not together with harness.template'),
    template: schemas/* string */.YjP()
        .optional()
        .describe('logic-less template over row fields ({{question}}, {{#choices}}{{letter}}. {{text}}\\n{{/choices}}); text before {{fewshot}} is written once, the rest is the item template'),
    system: schemas/* string */.YjP().optional().describe('system message (chat) or text before the prompt'),
    mode: schemas/* enum */.k5n(['chat', 'completion'])
        .optional()
        .describe('chat: a system message and a user message; completion: one prompt text. Default: completion for the mmlu presets, chat otherwise'),
    fewshot: fewshotSchema
        .optional()
        .describe('examples written before each item; default: none (zero-shot)'),
    output: schemas/* enum */.k5n(['generate', 'loglikelihood'])
        .optional()
        .describe('generate (default): the model writes an answer and the grader reads it. loglikelihood: each choice is scored by the logprob of the prompt continued by it, as lm-evaluation-harness scores multiple choice (needs grader kind loglikelihood and an openai model with api: completions whose server returns prompt logprobs, e.g. vLLM)'),
    choice_target: schemas/* enum */.k5n(['letter', 'text'])
        .optional()
        .describe("loglikelihood only: what follows the prompt for each choice, and what the few-shot examples' answers are: its letter (default, as lm-eval MMLU) or its text"),
    target_delimiter: schemas/* string */.YjP()
        .optional()
        .describe('loglikelihood only: written between the prompt and each choice target, and between each few-shot example and its answer; default " "'),
    max_length: schemas/* number */.aig()
        .int()
        .positive()
        .optional()
        .describe("loglikelihood only: lm-eval's max_length, in the model's tokens. A choice whose prompt (context and continuation, as the server tokenizes it) is more than max_length + 1 tokens, which lm-eval would left-truncate, makes its item an error: evalgate sends text and cannot truncate tokens. Default: no limit"),
});
const graderSchema = schemas/* discriminatedUnion */.gMt('kind', [
    schemas/* strictObject */.rej({
        kind: schemas/* literal */.euz('exact_match')
            .describe('right when the normalized response equals an answer, normalized the same way'),
        normalize: schemas/* array */.YOg(schemas/* enum */.k5n([
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
        target: schemas/* enum */.k5n(['any', 'letter', 'text'])
            .default('any')
            .describe('what the response is compared with on multiple-choice rows: the letter, the choice text, or either'),
    }),
    schemas/* strictObject */.rej({
        kind: schemas/* literal */.euz('contains')
            .describe("right when the response contains the answer as whole words (on multiple-choice rows, the correct choice's text)"),
        case_sensitive: schemas/* boolean */.zMY().default(false).describe('compare letter case too'),
    }),
    schemas/* strictObject */.rej({
        kind: schemas/* literal */.euz('regex')
            .describe("right when the pattern's group in its first match, stripped, equals the answer (letter or text)"),
        pattern: schemas/* string */.YjP()
            .min(1)
            .describe('a JavaScript regular expression; a leading (?i), (?m) or (?s) is read as flags. Example: "(?i)answer: ([A-D])"'),
        group: schemas/* union */.KCZ([schemas/* number */.aig().int().nonnegative(), schemas/* string */.YjP()])
            .default(1)
            .describe('the capturing group compared: its number, or the name of a (?<name>...) group'),
    }),
    schemas/* strictObject */.rej({
        kind: schemas/* literal */.euz('choice')
            .describe('right when the letter the response states as its answer ("B", "(B)", "Answer: B", "The answer is B.", a choice\'s text) is the correct one; the default grader'),
        match: schemas/* enum */.k5n(['first', 'last'])
            .default('first')
            .describe('which of several answer statements counts: the first or the last'),
    }),
    schemas/* strictObject */.rej({
        kind: schemas/* literal */.euz('numeric')
            .describe('right when the number the response states as its answer ("The answer is 42", "#### 42", \\boxed{42}, else its last number) equals the answer within tolerance'),
        tolerance: schemas/* number */.aig()
            .nonnegative()
            .default(1e-6)
            .describe('the largest absolute difference still counted as equal'),
    }),
    schemas/* strictObject */.rej({
        kind: schemas/* literal */.euz('llm_judge')
            .describe('another model entry reads each response and answers correct or incorrect; the judge is part of the protocol'),
        judge: fieldName.describe('id of the model entry that judges (one of models[].id)'),
        prompt: schemas/* string */.YjP()
            .min(1)
            .describe('the template sent to the judge as one user message, over {{question}}, {{answer}}, {{answer_letter}}, {{choices}} and {{response}}. The reply is read for a verdict: "VERDICT: correct", a JSON {"correct": true}, or a first word such as yes/no or correct/incorrect; anything else counts as wrong'),
    }),
    schemas/* strictObject */.rej({
        kind: schemas/* literal */.euz('loglikelihood')
            .describe('picks the choice the model finds most likely; needs harness.output: loglikelihood'),
        metric: schemas/* enum */.k5n(['acc', 'acc_norm'])
            .default('acc')
            .describe("acc: the choice with the largest loglikelihood; acc_norm: the largest loglikelihood per character of the choice target (lm-eval's names)"),
    }),
]);
const decodingSchema = schemas/* strictObject */.rej({
    temperature: schemas/* number */.aig()
        .min(0)
        .default(0)
        .describe('sampling temperature; not sent to a reasoning model'),
    top_p: schemas/* number */.aig()
        .gt(0)
        .max(1)
        .default(1)
        .describe('nucleus sampling; not sent to a reasoning model'),
    max_tokens: schemas/* number */.aig()
        .int()
        .positive()
        .default(16)
        .describe("the most tokens an answer may have, sent as the model entry's token_limit; a letter needs few, a reasoning model thousands (e.g. 4096)"),
    seed: nonNegativeInteger
        .optional()
        .describe('request seed, where the provider takes one; repeat r sends seed + r. Default: none sent'),
    stop: schemas/* array */.YOg(schemas/* string */.YjP())
        .optional()
        .describe('stop sequences; default: none, or the preset\'s (["</s>", "\\n"] for the mmlu-generative presets)'),
});
/** `6h`, `30m`, `90s`, `1d`, or a number of seconds. */
const DURATION = /^(\d+(?:\.\d+)?)(s|m|h|d)$/;
const batchSchema = schemas/* strictObject */.rej({
    max_wait: schemas/* union */.KCZ([
        schemas/* number */.aig().positive(),
        schemas/* string */.YjP()
            .regex(DURATION, 'expected a duration such as "6h", "30m", "90s" or a number of seconds'),
    ])
        .default('24h')
        .describe('how long a run polls the batch before it stops and reports the run incomplete (collect it later with `evalgate collect`): seconds, or a duration such as 90s, 30m, 6h, 1d'),
    poll_s: schemas/* number */.aig().positive().default(30).describe('seconds between status polls'),
    fallback: schemas/* enum */.k5n(['none', 'sync'])
        .default('none')
        .describe('items the batch failed or expired on: none leaves them as item errors, sync sends them again as ordinary requests (at the full price)'),
    pull_requests: schemas/* boolean */.zMY()
        .default(false)
        .describe('also batch pull-request runs (off unless set: a batch can take hours, a pull request wants its check now)'),
});
const PROVIDERS = ['openai', 'anthropic', 'command', 'replay', 'baseline'];
const modelShape = {
    id: fieldName.describe('stable key for this model slot; its baseline is stored under it. Example: vendor-a/model-x'),
    provider: schemas/* enum */.k5n(PROVIDERS)
        .describe('openai: any OpenAI-compatible endpoint (needs base_url and model); anthropic (needs model); command: a local program (needs command); replay: answers recorded with run --record (needs cassette); baseline: a floor to beat (needs strategy)'),
    model: schemas/* string */.YjP()
        .min(1)
        .optional()
        .describe('the build under test, as the provider names it, e.g. model-x-2026-11-20; required for openai and anthropic; for replay, which recorded model id to answer as'),
    base_url: schemas/* url */.OZ5()
        .optional()
        .describe('the API root: required for provider openai (e.g. https://api.openai.com/v1, or http://localhost:8000/v1 for vLLM); anthropic: default https://api.anthropic.com/v1'),
    api_key_env: schemas/* string */.YjP()
        .regex(/^[A-Za-z_][A-Za-z0-9_]*$/, 'expected an environment variable name')
        .optional()
        .describe('the name of the environment variable holding the key, never the key itself, e.g. VENDOR_A_API_KEY; default ANTHROPIC_API_KEY for anthropic, none (no key sent) for openai'),
    headers: schemas/* record */.g1P(schemas/* string */.YjP(), schemas/* string */.YjP())
        .optional()
        .describe('extra request headers; ${VAR} in a value is read from the environment and kept secret. Example: {OpenAI-Organization: "${VENDOR_A_ORG}"}'),
    api: schemas/* enum */.k5n(['chat', 'completions', 'messages', 'responses'])
        .optional()
        .describe('provider openai: chat (default, the chat completions endpoint), completions (the legacy completions endpoint) or responses (the Responses API: no seed is sent, and decoding.stop and token_limit are refused). messages names the one API of provider anthropic, which needs no api'),
    command: schemas/* array */.YOg(schemas/* string */.YjP())
        .min(1)
        .optional()
        .describe("provider command (required): the program and its arguments, run from the config's folder for each request; it reads one JSON document on stdin ({model, prompt, decoding, item, repeat}) and prints the answer on stdout. Example: [python3, run_model.py]"),
    cassette: schemas/* string */.YjP()
        .min(1)
        .optional()
        .describe('provider replay (required): the JSONL file `evalgate run --record` wrote, relative to the config file'),
    strategy: schemas/* enum */.k5n(['random', 'first', 'longest'])
        .optional()
        .describe('provider baseline (required): random (a seeded guess, chance level), first (always the first choice) or longest (always the longest choice)'),
    claimed: schemas/* number */.aig()
        .min(0)
        .max(100)
        .optional()
        .describe("the vendor's published score (0 to 100), shown beside the measured one and never gated on"),
    serving: schemas/* strictObject */.rej({
        hardware: schemas/* string */.YjP().min(1).optional().describe('what the endpoint runs on, e.g. A100-80G'),
        precision: schemas/* string */.YjP().min(1).optional().describe("the weights' precision, e.g. bf16"),
        engine: schemas/* string */.YjP().min(1).optional().describe('the serving engine, e.g. vLLM 0.9.2'),
        batch_size: schemas/* number */.aig().int().positive().optional().describe('the serving batch size'),
    })
        .optional()
        .describe("what this entry's endpoint runs on, as its operators declare it: recorded in each run and shown on the protocol card; a change against the baseline's is named in the report (a property of the build, not of the protocol)"),
    reasoning: reasoningSchema.optional(),
    token_limit: tokenLimitSchema.optional(),
    concurrency: schemas/* number */.aig().int().positive().default(8).describe('requests in flight at once'),
    rpm: schemas/* number */.aig().positive().optional().describe('requests per minute at most; default: no limit'),
    tpm: schemas/* number */.aig()
        .positive()
        .optional()
        .describe('tokens per minute at most, as estimated before sending; default: no limit'),
    timeout_s: schemas/* number */.aig()
        .positive()
        .default(60)
        .describe('seconds a request may take before it is retried'),
    max_retries: schemas/* number */.aig()
        .int()
        .nonnegative()
        .default(5)
        .describe('retries after a 429, a 5xx, a timeout or a reset, with backoff and jitter, honouring Retry-After'),
    max_response_bytes: schemas/* number */.aig()
        .int()
        .positive()
        .default(4 * 1024 * 1024)
        .describe('largest response body read; a larger one is an item error and the connection is dropped'),
    price: schemas/* strictObject */.rej({
        input_per_mtok: schemas/* number */.aig().nonnegative().describe('dollars per million input tokens, e.g. 3'),
        output_per_mtok: schemas/* number */.aig()
            .nonnegative()
            .describe('dollars per million output tokens, e.g. 15'),
        batch_discount: schemas/* number */.aig()
            .min(0)
            .max(1)
            .default(0.5)
            .describe('batch runs: the fraction taken off both prices (0.5: half price); ignored for a price given explicitly below'),
        batch_input_per_mtok: schemas/* number */.aig()
            .nonnegative()
            .optional()
            .describe('batch runs: dollars per million input tokens; default: input_per_mtok less batch_discount'),
        batch_output_per_mtok: schemas/* number */.aig()
            .nonnegative()
            .optional()
            .describe('batch runs: dollars per million output tokens; default: output_per_mtok less batch_discount'),
    })
        .optional()
        .describe('what the provider charges, for cost estimates and budget.max_usd. Example: {input_per_mtok: 3, output_per_mtok: 15}'),
    batch: schemas/* union */.KCZ([schemas/* boolean */.zMY(), batchSchema])
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
const modelSchema = schemas/* strictObject */.rej(modelShape).meta({
    description: 'one model slot: an id (where its baseline is stored), a provider and the build under test',
    oneOf: providerBranches(),
});
const gateSchema = schemas/* strictObject */.rej({
    max_drop: schemas/* number */.aig()
        .nonnegative()
        .default(2)
        .describe('regressed when the score drops by this many points or more (a drop of exactly max_drop fails). Example: 1 for a slice large enough to see a one-point drop'),
    significance: schemas/* enum */.k5n(['report', 'require'])
        .default('report')
        .describe('report: the McNemar p-value is shown; require: a drop past max_drop also needs p < alpha, else the verdict is within-noise'),
    alpha: schemas/* number */.aig()
        .gt(0)
        .lt(1)
        .default(0.05)
        .describe('significance level of the exact McNemar test and of the minimum detectable drop'),
    max_error_rate: schemas/* number */.aig()
        .min(0)
        .max(1)
        .default(0.02)
        .describe('the largest fraction of items that may end in an error (after retries) before the verdict is errored; 0.02 is 2%'),
    on_incomparable: schemas/* enum */.k5n(['fail', 'neutral'])
        .default('fail')
        .describe("the verdict for a run measured under another protocol than its baseline's: fail or neutral"),
    on_no_baseline: schemas/* enum */.k5n(['neutral', 'fail'])
        .default('neutral')
        .describe('the verdict for a model slot with no frozen baseline yet: neutral or fail'),
});
/** The gate a config without `gate:` gets, and what commands without a config judge by. */
const GATE_DEFAULTS = Object.freeze(gateSchema.parse({}));
const budgetSchema = schemas/* strictObject */.rej({
    max_usd: schemas/* number */.aig()
        .positive()
        .optional()
        .describe('dollars one run may spend: it stops before it would go over, keeping the items done; needs a price on every openai and anthropic model'),
})
    .describe('a cost limit per run');
const configSchema = schemas/* strictObject */.rej({
    version: schemas/* literal */.euz(1).describe('the config format version: 1'),
    suite: schemas/* string */.YjP()
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
    repeats: schemas/* number */.aig()
        .int()
        .positive()
        .default(1)
        .describe('times each item is asked, with request seeds decoding.seed + r; scores are the mean over repeats'),
    models: schemas/* array */.YOg(modelSchema)
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
            ...Object.entries(model.headers ?? {}).flatMap(([name, value]) => headerVariables(value).map((variable) => ['headers', variable, name])),
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
        const file = slotFile(model.id);
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
    const clash = caseCollision(config.models.map((m) => m.id));
    if (clash) {
        ctx.addIssue({
            code: 'custom',
            path: ['models', config.models.findIndex((m) => m.id === clash[1]), 'id'],
            message: `expected ids that differ in more than letter case from "${clash[0]}" (on macOS and Windows their baseline files would be one file)`,
        });
    }
    for (const issue of loglikelihoodIssues(config))
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
function schema_batchSettings(entry) {
    if (entry.batch === undefined || entry.batch === false)
        return undefined;
    return entry.batch === true ? batchSchema.parse({}) : entry.batch;
}

;// CONCATENATED MODULE: ./src/core/config/parse.ts







/**
 * Parses and validates evalgate.yml text. `file` is only used in messages.
 * Every problem becomes one line `file:line:col: key.path: expected ..., found ...`.
 */
function parseConfig(text, file) {
    const lineCounter = new dist/* LineCounter */.HN();
    // Integers as BigInt so seeds >= 2^53 survive; safe ones are turned back into numbers below.
    const document = (0,dist/* parseDocument */.Tp)(text, { lineCounter, intAsBigInt: true, prettyErrors: false });
    const at = (offset) => {
        if (offset === undefined)
            return file;
        const { line, col } = lineCounter.linePos(offset);
        return `${file}:${line}:${col}`;
    };
    if (document.errors.length > 0) {
        const lines = document.errors.map((e) => `${at(e.pos[0])}: invalid YAML: ${firstLine(e.message)}`);
        throw new core_errors/* InputError */.d(`${file}: the config is not valid YAML`, lines);
    }
    const raw = narrowIntegers(toValue(document, file));
    if (raw === null || typeof raw !== 'object' || Array.isArray(raw)) {
        throw new core_errors/* InputError */.d(
        // A string is not quoted: a file that is no config at all (a path that names the wrong
        // file) has its first line shown nowhere.
        `${file}: expected a mapping of config keys (version, suite, dataset, ...), found ${typeof raw === 'string' ? `text of ${raw.length} characters` : parse_describeValue(raw)}`);
    }
    const result = configSchema.safeParse(withPresetDefaults(raw));
    if (!result.success) {
        const located = result.error.issues.flatMap((issue) => describeIssue(issue, raw).map(({ path, text: message, keyNode }) => {
            const offset = offsetOf(document, path, keyNode);
            return {
                offset: offset ?? -1,
                line: `${at(offset)}: ${formatPath(path) || '(top level)'}: ${message}`,
            };
        }));
        // In file order, as an editor would list them.
        const lines = located.sort((a, b) => a.offset - b.offset).map((entry) => entry.line);
        const count = lines.length === 1 ? '1 problem' : `${lines.length} problems`;
        throw new core_errors/* InputError */.d(`${file}: invalid config (${count})`, lines);
    }
    const locate = (path) => at(offsetOf(document, [...path]));
    const checks = loadChecks(result.data, raw);
    if (checks.length > 0) {
        const lines = checks.map((c) => `${locate(c.path)}: ${formatPath(c.path)}: ${c.text}`);
        const count = lines.length === 1 ? '1 problem' : `${lines.length} problems`;
        throw new core_errors/* InputError */.d(`${file}: invalid config (${count})`, lines);
    }
    return { config: result.data, document, locate };
}
/** Most aliases a config may expand to; nested aliases grow exponentially (a "billion laughs"). */
const MAX_ALIAS_COUNT = 100;
/**
 * The document as plain values. `yaml` refuses a document whose aliases expand past
 * MAX_ALIAS_COUNT with a ReferenceError; that is bad input, so it becomes an InputError.
 */
function toValue(document, file) {
    try {
        return document.toJS({ maxAliasCount: MAX_ALIAS_COUNT });
    }
    catch (error) {
        if (error instanceof ReferenceError && /alias/i.test(error.message)) {
            throw new core_errors/* InputError */.d(`${file}: the YAML aliases expand too far (nested aliases that multiply, as in a "billion laughs"; the limit is ${MAX_ALIAS_COUNT})`, ['write the repeated values out, or use fewer aliases']);
        }
        throw error;
    }
}
/** Providers whose requests are billed: a budget over them needs their prices. */
const BILLED = new Set(['openai', 'anthropic']);
/**
 * Checks over a valid config that no one key's schema can make: each one problem on its key.
 * `raw` is the document as written, for the rules about what the file sets (not its defaults).
 */
function loadChecks(config, raw) {
    const out = reasoningProblems(config, raw);
    const budget = config.budget?.max_usd;
    if (budget !== undefined) {
        const unpriced = config.models.filter((m) => BILLED.has(m.provider) && !m.price);
        if (unpriced.length > 0) {
            const names = unpriced.map((m) => `"${m.id}"`).join(', ');
            out.push({
                path: ['budget', 'max_usd'],
                text: `expected a price on every billed model, found none on ${names}: the budget of $${budget} cannot be enforced without one; add price: { input_per_mtok, output_per_mtok } to ${unpriced.length === 1 ? 'it' : 'them'} (dollars per million tokens), or remove budget`,
            });
        }
    }
    const grader = config.grader;
    if (grader.kind === 'regex') {
        try {
            checkRegexGrader(grader.pattern, grader.group);
        }
        catch (error) {
            if (!(error instanceof core_errors/* InputError */.d))
                throw error;
            const [key, ...rest] = error.message.split(': ');
            out.push({
                path: ['grader', key === 'grader.group' ? 'group' : 'pattern'],
                text: rest.join(': '),
            });
        }
    }
    return out;
}
/**
 * A preset's grader and stop sequences apply where the config sets none (`preset:
 * mmlu-generative` grades as lm-eval does without a `grader:` block); a key the config sets wins.
 */
function withPresetDefaults(raw) {
    const config = raw;
    const harness = config.harness;
    const name = parse_isRecord(harness) ? harness.preset : undefined;
    const preset = typeof name === 'string' && Object.hasOwn(PRESETS, name)
        ? PRESETS[name]
        : undefined;
    if (!preset)
        return raw;
    const out = { ...config };
    if (preset.grader && out.grader === undefined)
        out.grader = { ...preset.grader };
    const decoding = out.decoding;
    if (preset.stop && (decoding === undefined || (parse_isRecord(decoding) && !('stop' in decoding)))) {
        out.decoding = { ...(decoding ?? {}), stop: [...preset.stop] };
    }
    return out;
}
function parse_isRecord(value) {
    return value !== null && typeof value === 'object' && !Array.isArray(value);
}
function describeIssue(issue, raw) {
    const path = issue.path.filter((p) => typeof p !== 'symbol');
    const found = valueAt(raw, path);
    const foundText = parse_describeValue(found);
    switch (issue.code) {
        case 'unrecognized_keys':
            return issue.keys.map((key) => {
                const allowed = allowedKeys(path, raw);
                const guess = closestName(key, allowed);
                const hint = guess ? ` (did you mean "${guess}"?)` : '';
                return {
                    path: [...path, key],
                    keyNode: true,
                    text: `unknown key${hint}; expected one of: ${allowed.join(', ')}`,
                };
            });
        case 'invalid_type':
            if (found === undefined) {
                return [{ path, text: `missing; expected ${typeName(issue.expected)}` }];
            }
            return [{ path, text: `expected ${typeName(issue.expected)}, found ${foundText}` }];
        case 'invalid_value': {
            const options = issue.values.map((v) => JSON.stringify(v));
            const guess = typeof found === 'string' ? closestName(found, issue.values.map(String)) : undefined;
            const hint = guess ? ` (did you mean "${guess}"?)` : '';
            const expected = options.length === 1 ? options[0] : `one of ${options.join(', ')}`;
            return [{ path, text: `expected ${expected}, found ${foundText}${hint}` }];
        }
        case 'invalid_union': {
            const discriminated = issue;
            if (discriminated.discriminator && discriminated.options) {
                const values = discriminated.options.map(String);
                const options = values.map((v) => JSON.stringify(v)).join(', ');
                const guess = typeof found === 'string' ? closestName(found, values) : undefined;
                const hint = guess ? ` (did you mean "${guess}"?)` : '';
                const what = found === undefined ? 'nothing' : foundText;
                return [{ path, text: `expected one of ${options}, found ${what}${hint}` }];
            }
            // A value of the right kind for one branch (a mapping where `true` or a mapping is
            // allowed) is judged by that branch alone: its own problems say more than "expected ...".
            const matched = issue.errors.filter((branch) => branch.length > 0 && branch.every((b) => b.path.length > 0));
            if (matched.length === 1) {
                return matched[0].flatMap((b) => describeIssue({ ...b, path: [...issue.path, ...b.path] }, raw));
            }
            const expected = new Set(issue.errors.flatMap((branch) => branch.filter((b) => b.path.length === 0).map((b) => expectedOf(b))));
            return [{ path, text: `expected ${[...expected].join(' or ')}, found ${foundText}` }];
        }
        case 'too_small':
        case 'too_big':
            return [{ path, text: `expected ${boundText(issue)}, found ${foundText}` }];
        case 'invalid_format':
            return [{ path, text: `${formatExpectation(issue)}, found ${foundText}` }];
        default:
            return [
                { path, text: `${issue.message}${found === undefined ? '' : `, found ${foundText}`}` },
            ];
    }
}
function expectedOf(issue) {
    if (issue.code === 'invalid_type')
        return typeName(issue.expected);
    if (issue.code === 'too_small' || issue.code === 'too_big')
        return boundText(issue);
    return issue.message;
}
function formatExpectation(issue) {
    if (issue.message.startsWith('expected'))
        return issue.message;
    if (issue.format === 'url')
        return 'expected a URL such as https://api.example.com/v1';
    return `expected a ${issue.format}`;
}
function boundText(issue) {
    const small = issue.code === 'too_small';
    const bound = small ? issue.minimum : issue.maximum;
    const inclusive = issue.inclusive !== false;
    switch (issue.origin) {
        case 'string':
            return small && Number(bound) === 1
                ? 'a non-empty string'
                : `a string of ${small ? 'at least' : 'at most'} ${bound} characters`;
        case 'array':
            return `a list of ${small ? 'at least' : 'at most'} ${bound} item${Number(bound) === 1 ? '' : 's'}`;
        default: {
            const op = small ? (inclusive ? '>=' : '>') : inclusive ? '<=' : '<';
            return `a number ${op} ${bound}`;
        }
    }
}
const TYPE_NAMES = {
    number: 'a number',
    int: 'an integer',
    bigint: 'an integer',
    string: 'a string',
    boolean: 'true or false',
    array: 'a list',
    object: 'a mapping',
    record: 'a mapping',
};
function typeName(expected) {
    return TYPE_NAMES[expected] ?? expected;
}
function parse_describeValue(value) {
    if (value === undefined)
        return 'nothing';
    if (value === null)
        return 'null (an empty value)';
    if (typeof value === 'string')
        return `"${value.length > 60 ? `${value.slice(0, 57)}...` : value}"`;
    if (typeof value === 'number' || typeof value === 'bigint' || typeof value === 'boolean') {
        return String(value);
    }
    if (Array.isArray(value))
        return `a list of ${value.length}`;
    return 'a mapping';
}
function valueAt(root, path) {
    let node = root;
    for (const key of path) {
        if (node === null || typeof node !== 'object')
            return undefined;
        node = node[key];
    }
    return node;
}
function formatPath(path) {
    let out = '';
    for (const key of path) {
        out += typeof key === 'number' ? `[${key}]` : out ? `.${key}` : key;
    }
    return out;
}
/** Source offset of the deepest node on `path` that exists in the document. */
function offsetOf(document, path, keyNode = false) {
    let node = document.contents;
    let offset = rangeStart(node);
    for (const key of path) {
        if ((0,dist/* isMap */.jh)(node)) {
            const pair = node.items.find((p) => (0,dist/* isPair */.tO)(p) && (0,dist/* isScalar */.jn)(p.key) && p.key.value === key);
            if (!pair)
                return offset;
            offset = keyNode || pair.value === null ? rangeStart(pair.key) : rangeStart(pair.value);
            node = pair.value;
        }
        else if ((0,dist/* isSeq */.oP)(node) && typeof key === 'number') {
            node = node.items[key];
            offset = rangeStart(node) ?? offset;
        }
        else {
            return offset;
        }
    }
    return offset;
}
function rangeStart(node) {
    const range = node?.range;
    return range?.[0];
}
/** The keys a strict object at `path` accepts, read from the schema itself. */
function allowedKeys(path, raw) {
    let schema = configSchema;
    for (let i = 0; i <= path.length; i++) {
        schema = unwrap(schema, valueAt(raw, path.slice(0, i)));
        if (i === path.length)
            break;
        const def = schema._zod.def;
        const key = path[i];
        if (def.type === 'object' && typeof key === 'string' && def.shape?.[key])
            schema = def.shape[key];
        else if (def.type === 'array' && typeof key === 'number' && def.element)
            schema = def.element;
        else
            return [];
    }
    const def = schema._zod.def;
    return def.type === 'object' && def.shape ? Object.keys(def.shape) : [];
}
function unwrap(schema, value) {
    for (;;) {
        const def = schema._zod.def;
        if (def.innerType)
            schema = def.innerType;
        else if (def.type === 'pipe' && def.in)
            schema = def.in;
        else if (def.type === 'union' && def.options && def.discriminator) {
            const tag = value?.[def.discriminator];
            const match = def.options.find((option) => {
                const shape = option._zod.def.shape;
                const literal = shape?.[def.discriminator]?._zod.def;
                return literal?.values?.includes(tag);
            });
            if (!match)
                return schema;
            schema = match;
        }
        else
            return schema;
    }
}
/** YAML integers arrive as BigInt; keep BigInt only where a number would lose digits. */
function narrowIntegers(value) {
    if (typeof value === 'bigint') {
        return value >= BigInt(Number.MIN_SAFE_INTEGER) && value <= BigInt(Number.MAX_SAFE_INTEGER)
            ? Number(value)
            : value;
    }
    if (Array.isArray(value))
        return value.map(narrowIntegers);
    if (value !== null && typeof value === 'object') {
        return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, narrowIntegers(v)]));
    }
    return value;
}
function firstLine(message) {
    return message.split('\n')[0] ?? message;
}

// EXTERNAL MODULE: ./src/engine/io-reason.ts
var io_reason = __webpack_require__(9865);
// EXTERNAL MODULE: ./src/engine/datasets/text.ts
var datasets_text = __webpack_require__(27231);
;// CONCATENATED MODULE: ./src/engine/datasets/csv.ts



const QUOTE = 0x22;
const COMMA = 0x2c;
const LF = 0x0a;
const CR = 0x0d;
/**
 * CSV as Python's `csv.reader` reads it with the default (excel) dialect from a file opened
 * with `newline=''`: comma delimiter, `"` quotes, `""` for a quote inside a quoted field, and
 * `\r\n`, `\n` or a lone `\r` ending a record (kept as they are inside quoted fields). It is a
 * superset of RFC 4180, and it keeps Python's lenient (non-strict) readings of sloppy files:
 * a `"` inside an unquoted field is a literal character (`a"b`), and text after a closing quote
 * is appended to the field (`"ab"cd` is `abcd`).
 *
 * Two deliberate differences, both on malformed files: a quoted field still open at the end of
 * the file is an InputError (Python silently ends the field there), and blank lines are skipped
 * (Python yields an empty record for each; pandas skips them too).
 *
 * Hand-written rather than csv-parse: csv-parse cannot reproduce the two lenient readings above
 * (it rejects them or keeps the quotes) nor mixed line endings within one file, and it takes
 * about 0.2 s on the 6 MB MMLU test split where this loop takes a fraction of that.
 */
function parseCsvRecords(text, file) {
    const records = [];
    const n = text.length;
    let pos = 0;
    let line = 1;
    while (pos < n) {
        const c = text.charCodeAt(pos);
        if (c === LF || c === CR) {
            pos += c === CR && text.charCodeAt(pos + 1) === LF ? 2 : 1;
            line++;
            continue;
        }
        const read = readRecord(text, pos, line, file);
        records.push(read.record);
        pos = read.pos;
        line = read.line;
    }
    return records;
}
/**
 * The one record that starts at `start` (a record start that `parseCsvRecords` reported), read
 * as `parseCsvRecords` reads it there; undefined where no line starts there, at the end of the
 * text or on a blank line.
 */
function parseCsvRecordAt(text, start, line, file) {
    const c = text.charCodeAt(start);
    if (start < 0 || start >= text.length || c === LF || c === CR)
        return undefined;
    const before = text.charCodeAt(start - 1);
    if (start > 0 && before !== LF && before !== CR)
        return undefined;
    return readRecord(text, start, line, file).record;
}
function readRecord(text, start, startLine, file) {
    let pos = start;
    let line = startLine;
    const record = { fields: [], line, start };
    for (;;) {
        let value;
        if (text.charCodeAt(pos) === QUOTE) {
            const open = pos;
            value = '';
            pos++;
            for (;;) {
                const close = text.indexOf('"', pos);
                if (close === -1)
                    throw unclosedQuote(text, open, file);
                value += text.slice(pos, close);
                line += countLineBreaks(text, pos, close);
                if (text.charCodeAt(close + 1) === QUOTE) {
                    value += '"';
                    pos = close + 2;
                }
                else {
                    pos = close + 1;
                    break;
                }
            }
            const end = fieldEnd(text, pos);
            if (end > pos)
                value += text.slice(pos, end);
            pos = end;
        }
        else {
            const end = fieldEnd(text, pos);
            value = text.slice(pos, end);
            pos = end;
        }
        record.fields.push(value);
        const c = text.charCodeAt(pos);
        if (c === COMMA) {
            pos++;
            continue;
        }
        if (c === CR) {
            pos += text.charCodeAt(pos + 1) === LF ? 2 : 1;
            line++;
        }
        else if (c === LF) {
            pos++;
            line++;
        }
        return { record, pos, line };
    }
}
/** Index of the comma, line break or end of text that ends an unquoted stretch at `pos`. */
function fieldEnd(text, pos) {
    const n = text.length;
    while (pos < n) {
        const c = text.charCodeAt(pos);
        if (c === COMMA || c === LF || c === CR)
            break;
        pos++;
    }
    return pos;
}
function countLineBreaks(text, from, to) {
    let count = 0;
    for (let i = from; i < to; i++) {
        const c = text.charCodeAt(i);
        if (c === LF)
            count++;
        else if (c === CR && (i + 1 >= to || text.charCodeAt(i + 1) !== LF))
            count++;
    }
    return count;
}
function unclosedQuote(text, open, file) {
    const { line, column } = (0,datasets_text/* lineColumnAt */.IX)(text, open);
    return new core_errors/* InputError */.d(`${file}:${line}:${column}: expected a closing '"' for the quoted field that starts here, found the end of the file`, [
        'a quoted field ends at the next lone \'"\'; a quote inside it must be doubled (""),',
        'and a field that starts with a quote must end with one',
    ]);
}
/**
 * A CSV file with a header line: one row object per record, keys from the header in order.
 *
 * Values are strings, except that a column whose every value is an integer literal
 * (`[+-]?[0-9]+`, e.g. `7`, `-3`, `007`) becomes Python ints, as `pandas.read_csv` (what
 * `datasets.load_dataset("csv", ...)` uses) infers an int64 column; such ints beyond ±2^53 are
 * bigints. A column with an empty cell, a decimal point or anything else stays strings (pandas
 * would infer floats, NaN or bools there; evalgate keeps the text as written instead).
 */
function readCsv(text, file) {
    const records = parseCsvRecords(text, file);
    const header = records[0];
    if (header === undefined) {
        throw new core_errors/* InputError */.d(`${file}: expected a header line naming the columns, found an empty file`);
    }
    const names = header.fields;
    const seen = new Set();
    for (const name of names) {
        if (seen.has(name)) {
            throw new core_errors/* InputError */.d(`${file}:${header.line}: expected distinct column names in the header, found ${(0,datasets_text/* quoteExcerpt */.AB)(name)} twice`, [
                'rename one of the columns; if the file has no header line (the original MMLU CSVs),',
                'set dataset.format: mmlu-csv',
            ]);
        }
        seen.add(name);
    }
    const body = records.slice(1);
    for (const record of body) {
        if (record.fields.length !== names.length) {
            throw new core_errors/* InputError */.d(`${file}:${record.line}: expected ${names.length} fields as in the header (${names.join(', ')}), found ${record.fields.length}`, ['a field that contains a comma, a quote or a line break must be quoted: "a, b"']);
        }
    }
    const integerColumns = names.map((_, col) => body.length > 0 && body.every((r) => INTEGER.test(r.fields[col])));
    const rows = body.map((record) => {
        const row = {};
        for (let col = 0; col < names.length; col++) {
            const raw = record.fields[col];
            (0,datasets_text/* setField */.x)(row, names[col], integerColumns[col] ? parseInteger(raw) : raw);
        }
        return row;
    });
    return { rows, lines: body.map((r) => r.line) };
}
const INTEGER = /^[+-]?[0-9]+$/;
function parseInteger(literal) {
    const n = Number(literal);
    if (Number.isSafeInteger(n))
        return n === 0 ? 0 : n; // no -0: Python's int has no sign on zero
    return BigInt(literal);
}
const MMLU_LETTERS = ['A', 'B', 'C', 'D'];
/**
 * The original MMLU CSV layout (hendrycks/test): no header, six fields per record
 * `question,A,B,C,D,answer_letter`, the subject in the file name (`abstract_algebra_test.csv`).
 * Rows follow the cais/mmlu schema, keys in its order: `{question, subject, choices, answer}`.
 */
function readMmluCsv(text, file) {
    const subject = mmluSubject(file);
    const records = parseCsvRecords(text, file);
    const rows = records.map((record) => mmluRow(record, subject, file));
    return { rows, lines: records.map((r) => r.line), offsets: records.map((r) => r.start) };
}
/** The mmlu-csv row of the record that starts at `start` (see `parseCsvRecordAt`). */
function readMmluCsvRowAt(text, start, line, file) {
    const record = parseCsvRecordAt(text, start, line, file);
    return record && mmluRow(record, mmluSubject(file), file);
}
function mmluRow({ fields, line }, subject, file) {
    if (fields.length !== 6) {
        throw new core_errors/* InputError */.d(`${file}:${line}: expected 6 fields for mmlu-csv (question, A, B, C, D, answer letter), found ${fields.length}`, [
            `the record starts with ${(0,datasets_text/* quoteExcerpt */.AB)(fields[0] ?? '')}`,
            'a field that contains a comma, a quote or a line break must be quoted: "a, b"',
        ]);
    }
    const [question, a, b, c, d, letter] = fields;
    const answer = MMLU_LETTERS.indexOf(letter);
    if (answer === -1) {
        throw new core_errors/* InputError */.d(`${file}:${line}: expected the answer letter (6th field) to be one of A, B, C, D, found ${(0,datasets_text/* quoteExcerpt */.AB)(letter)}`);
    }
    return { question, subject, choices: [a, b, c, d], answer };
}
/**
 * `abstract_algebra_test.csv` → `abstract_algebra` (also `_dev`, `_val`, `_validation`). A name
 * without `_<split>` (`questions.csv`) names no subject: null, never the file name (loading the
 * config warns of it).
 */
function mmluSubject(file) {
    let subject = subjects.get(file);
    if (subject === undefined) {
        const name = (0,external_node_path_.basename)(file, (0,external_node_path_.extname)(file));
        const match = /^(.+)_(?:test|dev|val|validation)$/.exec(name);
        subject = match ? match[1] : null;
        if (subjects.size < 4096)
            subjects.set(file, subject);
    }
    return subject;
}
/** Each file's subject, asked once per row of a slice re-read through its manifest. */
const subjects = new Map();

// EXTERNAL MODULE: ./node_modules/tinyglobby/dist/index.mjs + 1 modules
var tinyglobby_dist = __webpack_require__(73382);
;// CONCATENATED MODULE: ./src/engine/datasets/json.ts



function isRowObject(value) {
    if (typeof value !== 'object' || value === null || Array.isArray(value))
        return false;
    const proto = Object.getPrototypeOf(value);
    return proto === Object.prototype || proto === null;
}
function isBlank(line) {
    return /^[ \t\r]*$/.test(line);
}
/**
 * JSON Lines: one JSON object per line; blank lines are skipped. Values follow the Python value
 * model of `parsePythonJson` (`1` an int, `1.0` a float, NaN and Infinity accepted as Python's
 * json module accepts them).
 */
function readJsonl(text, file) {
    const rows = [];
    const lines = [];
    const offsets = [];
    let start = 0;
    for (let lineNo = 1; start <= text.length; lineNo++) {
        let end = text.indexOf('\n', start);
        if (end === -1)
            end = text.length;
        const line = text.slice(start, end);
        const lineStart = start;
        start = end + 1;
        if (isBlank(line))
            continue;
        let value;
        try {
            value = (0,pyjson/* parsePythonJson */.S6)(line);
        }
        catch (err) {
            if (!(err instanceof pyjson/* JsonSyntaxError */.q3))
                throw err;
            const details = [`line ${lineNo}: ${(0,datasets_text/* quoteExcerpt */.AB)(line, 100)}`];
            if (rows.length === 0 && /^\s*\[/.test(line)) {
                details.push('this looks like one JSON array: name the file .json or set dataset.format: json');
            }
            else if (/^\s*[{[]\s*$/.test(line)) {
                details.push('JSON Lines wants each object on a single line, not pretty-printed');
            }
            throw new core_errors/* InputError */.d(`${file}:${lineNo}:${err.column}: invalid JSON: ${err.reason}, found ${err.found}`, details);
        }
        if (!isRowObject(value)) {
            throw new core_errors/* InputError */.d(`${file}:${lineNo}: expected a JSON object on each line, found ${(0,datasets_text/* describeValue */.bp)(value)}`);
        }
        rows.push(value);
        lines.push(lineNo);
        offsets.push(lineStart);
    }
    return { rows, lines, offsets };
}
/**
 * The row on the line that starts at `start` (a line start `readJsonl` reported), as `readJsonl`
 * reads it; undefined where no line starts there or it holds no row object.
 */
function readJsonlRowAt(text, start) {
    if (start < 0 || start >= text.length || (start > 0 && text.charCodeAt(start - 1) !== 0x0a)) {
        return undefined;
    }
    let end = text.indexOf('\n', start);
    if (end === -1)
        end = text.length;
    const line = text.slice(start, end);
    if (isBlank(line))
        return undefined;
    const value = (0,pyjson/* parsePythonJson */.S6)(line);
    return isRowObject(value) ? value : undefined;
}
/**
 * A JSON document holding a top-level array of row objects. A top-level object (such as
 * `{"data": [...]}`, which `datasets.load_dataset("json", field="data")` can read) is refused
 * rather than guessed at: which key holds the rows is the user's call, and a guess would hide a
 * wrong file behind a plausible slice.
 */
function readJsonArray(text, file) {
    let value;
    try {
        value = (0,pyjson/* parsePythonJson */.S6)(text);
    }
    catch (err) {
        if (!(err instanceof pyjson/* JsonSyntaxError */.q3))
            throw err;
        const details = [];
        if (err.reason.startsWith('expected end of input')) {
            details.push('this looks like JSON Lines (one object per line): name the file .jsonl or set dataset.format: jsonl');
        }
        throw new core_errors/* InputError */.d(`${file}:${err.line}:${err.column}: invalid JSON: ${err.reason}, found ${err.found}`, details);
    }
    if (!Array.isArray(value)) {
        const details = ['write the rows as [{...}, {...}], or one object per line in a .jsonl file'];
        if (isRowObject(value)) {
            const arrayKeys = Object.keys(value).filter((k) => Array.isArray(value[k]));
            if (arrayKeys.length > 0) {
                details.unshift(`the rows may be under ${arrayKeys.map((k) => JSON.stringify(k)).join(' or ')}: evalgate reads only a top-level array`);
            }
        }
        throw new core_errors/* InputError */.d(`${file}: expected a top-level JSON array of row objects, found ${(0,datasets_text/* describeValue */.bp)(value)}`, details);
    }
    const lines = elementLines(text, value.length);
    value.forEach((element, i) => {
        if (!isRowObject(element)) {
            throw new core_errors/* InputError */.d(`${file}:${lines[i]}: expected every element of the top-level array to be an object, found ${(0,datasets_text/* describeValue */.bp)(element)} (element ${i}, counting from 0)`);
        }
    });
    return { rows: value, lines };
}
/**
 * The 1-based line on which each element of the top-level array starts, found by a scan that
 * only tracks strings and nesting (the text is already known to be valid JSON).
 */
function elementLines(text, count) {
    const lines = [];
    let line = 1;
    let depth = 0;
    let expectElement = false;
    for (let i = 0; i < text.length && lines.length < count; i++) {
        const c = text.charCodeAt(i);
        if (c === 0x0a) {
            line++;
            continue;
        }
        if (c === 0x20 || c === 0x09 || c === 0x0d)
            continue;
        if (expectElement && depth === 1 && c !== 0x5d)
            lines.push(line);
        expectElement = false;
        if (c === 0x22) {
            for (i++; i < text.length; i++) {
                const s = text.charCodeAt(i);
                if (s === 0x5c)
                    i++;
                else if (s === 0x22)
                    break;
            }
        }
        else if (c === 0x5b || c === 0x7b) {
            depth++;
            if (depth === 1)
                expectElement = true;
        }
        else if (c === 0x5d || c === 0x7d) {
            depth--;
        }
        else if (c === 0x2c && depth === 1) {
            expectElement = true;
        }
    }
    return lines;
}

;// CONCATENATED MODULE: ./src/engine/datasets/read.ts








const EXTENSION_FORMATS = {
    '.jsonl': 'jsonl',
    '.json': 'json',
    '.csv': 'csv',
    '.parquet': 'parquet',
};
/**
 * Reads every file the pattern names, in codepoint order of their relative paths, and
 * concatenates their rows. Bad input (no match, unknown format, malformed data) is an InputError
 * naming the file, the line and what was expected and found.
 */
async function readDataset(options) {
    const { pattern, baseDir, format } = options;
    const key = options.key ?? 'dataset.path';
    const formatKey = key.replace(/[^.]*$/, 'format');
    const files = await resolveFiles(pattern, baseDir, key, options.root);
    const formats = files.map((file) => format ?? formatFromExtension(file, formatKey));
    if (new Set(formats).size > 1)
        throw mixedFormats(pattern, files, key, formatKey);
    const rows = [];
    const sources = [];
    const reads = readAhead(files.map((file) => () => readBytes(baseDir, file)));
    for (let i = 0; i < files.length; i++) {
        const file = files[i];
        const parsed = await parseFile(await reads.next(), file, formats[i]);
        for (let r = 0; r < parsed.rows.length; r++) {
            rows.push(parsed.rows[r]);
            const offset = parsed.offsets?.[r];
            sources.push({
                file,
                line: parsed.lines[r],
                ...(offset === undefined ? {} : { offset }),
            });
        }
    }
    return { files, rows, sources };
}
async function parseFile(bytes, file, format) {
    switch (format) {
        case 'parquet':
            // Loaded only for Parquet data, so slicing CSV or JSON never loads the Parquet reader.
            return (await Promise.all(/* import() */[__webpack_require__.e(123), __webpack_require__.e(530)]).then(__webpack_require__.bind(__webpack_require__, 41530))).readParquet(bytes, file);
        case 'jsonl':
            return readJsonl((0,datasets_text/* decodeUtf8 */._6)(bytes, file), file);
        case 'json':
            return readJsonArray((0,datasets_text/* decodeUtf8 */._6)(bytes, file), file);
        case 'csv':
            return readCsv((0,datasets_text/* decodeUtf8 */._6)(bytes, file), file);
        case 'mmlu-csv':
            return readMmluCsv((0,datasets_text/* decodeUtf8 */._6)(bytes, file), file);
    }
}
/** The files a dataset path or glob names, as `readDataset` would read them (without reading). */
function datasetFiles(pattern, baseDir, key, root) {
    return resolveFiles(pattern, baseDir, key, root);
}
async function resolveFiles(pattern, baseDir, key, root) {
    const files = await matchFiles(pattern, baseDir, key);
    if (root !== undefined)
        await assertInside(files, baseDir, key, pattern, root);
    return files;
}
/**
 * Refuses a file that is not a regular file inside `root` once symlinks are resolved (a link to
 * /proc/self/environ or to another checkout). The message names the key and the path as the
 * config has it, never where the link points nor anything of the target's content.
 */
async function assertInside(files, baseDir, key, pattern, root) {
    for (const file of files) {
        if (!(await regularFileInside((0,external_node_path_.resolve)(baseDir, file), root))) {
            throw new core_errors/* InputError */.d(`${key} ${JSON.stringify(pattern)}: ${file} is not a regular file inside the repository (it is a link that leads out of it, or not a plain file); in the Action, data files must be files in the checkout`);
        }
    }
}
/**
 * Whether `file` is a regular file inside `root` once symlinks are resolved: what the Action asks
 * of every file it reads from a checkout (data files, few-shot files, the config itself).
 */
async function regularFileInside(file, root) {
    const realRoot = await (0,promises_.realpath)(root).catch(() => (0,external_node_path_.resolve)(root));
    const real = await (0,promises_.realpath)(file).catch(() => undefined);
    if (real === undefined)
        return false;
    const rel = (0,external_node_path_.relative)(realRoot, real);
    const inside = rel === '' || (rel !== '..' && !rel.startsWith(`..${external_node_path_.sep}`) && !(0,external_node_path_.isAbsolute)(rel));
    return inside && ((await (0,promises_.stat)(real).catch(() => undefined))?.isFile() ?? false);
}
async function matchFiles(pattern, baseDir, key) {
    const shown = JSON.stringify(pattern);
    // A path that exists is taken literally, even if it holds glob characters such as [ or (.
    const literal = (0,external_node_path_.resolve)(baseDir, pattern);
    const info = await (0,promises_.stat)(literal).catch(() => undefined);
    if (info?.isFile())
        return [displayPath(baseDir, literal)];
    if (info?.isDirectory()) {
        throw new core_errors/* InputError */.d(`${key} ${shown} is a folder; expected a file or a glob`, [
            `to read every CSV file in it, write ${JSON.stringify(`${pattern.replace(/\/+$/, '')}/*.csv`)}`,
        ]);
    }
    if (!(0,tinyglobby_dist/* isDynamicPattern */.ey)(pattern)) {
        throw new core_errors/* InputError */.d(`${key} ${shown}: expected an existing file, found none at ${literal}`, [
            `the path is relative to the config file's folder (${baseDir})`,
        ]);
    }
    const matches = await globFrom(pattern, baseDir);
    if (matches.length === 0) {
        throw new core_errors/* InputError */.d(`${key} ${shown}: expected the glob to match files, found none`, [
            `the glob is relative to the config file's folder (${baseDir})`,
        ]);
    }
    return matches.sort(compareCodePoints);
}
/**
 * The glob's matches as paths relative to `baseDir`. The glob is walked from its leading folders
 * that hold no glob characters: from `baseDir` itself, a pattern such as `../../data/*.csv`
 * (or an absolute one) makes the walker crawl every folder in between, tens of milliseconds
 * for what one readdir answers.
 */
async function globFrom(pattern, baseDir) {
    const parts = pattern.split('/');
    let fixed = 0;
    while (fixed < parts.length - 1 && !(0,tinyglobby_dist/* isDynamicPattern */.ey)(parts[fixed]))
        fixed++;
    const head = parts.slice(0, fixed).join('/');
    // An escape (`\(`) in the fixed part means it is not a plain path, and a brace or extglob may
    // span a slash (`{a,b/c}`): walk as the pattern says.
    if (fixed === 0 || head.includes('\\') || /[{}()]/.test(pattern)) {
        return (0,tinyglobby_dist/* glob */.TI)(pattern, { cwd: baseDir, onlyFiles: true, expandDirectories: false });
    }
    const from = (0,external_node_path_.resolve)(baseDir, head === '' ? '/' : head);
    const rest = parts.slice(fixed).join('/');
    const found = await (0,tinyglobby_dist/* glob */.TI)(rest, { cwd: from, onlyFiles: true, expandDirectories: false });
    return found.map((match) => displayPath(baseDir, (0,external_node_path_.resolve)(from, match)));
}
function displayPath(baseDir, absolute) {
    return (0,external_node_path_.relative)(baseDir, absolute).split(external_node_path_.sep).join('/');
}
/** Python's `sorted()` order for str: by code point (UTF-16 order differs above U+FFFF). */
function compareCodePoints(a, b) {
    const n = Math.min(a.length, b.length);
    for (let i = 0; i < n; i++) {
        const x = a.charCodeAt(i);
        const y = b.charCodeAt(i);
        if (x !== y)
            return codePointRank(x) - codePointRank(y);
    }
    return a.length - b.length;
}
/** Moves surrogates (code points above U+FFFF) after U+E000..U+FFFF, keeping other order. */
function codePointRank(unit) {
    if (unit >= 0xd800 && unit <= 0xdfff)
        return unit + 0x2000;
    if (unit >= 0xe000)
        return unit - 0x800;
    return unit;
}
/** The format `readDataset` reads `file` in: the configured one, or the extension's. */
function read_fileFormat(file, format) {
    return format ?? formatFromExtension(file, 'dataset.format');
}
function formatFromExtension(file, formatKey) {
    const ext = (0,external_node_path_.extname)(file).toLowerCase();
    const format = EXTENSION_FORMATS[ext];
    if (format !== undefined)
        return format;
    throw new core_errors/* InputError */.d(`${file}: cannot tell the dataset format from the extension ${ext === '' ? '(none)' : JSON.stringify(ext)}; expected one of ${Object.keys(EXTENSION_FORMATS).join(', ')}`, [`set ${formatKey} to one of ${DATASET_FORMATS.join(', ')}`]);
}
function mixedFormats(pattern, files, key, formatKey) {
    const byExt = new Map();
    for (const file of files) {
        const ext = (0,external_node_path_.extname)(file).toLowerCase();
        byExt.set(ext, [...(byExt.get(ext) ?? []), file]);
    }
    return new core_errors/* InputError */.d(`${key} ${JSON.stringify(pattern)}: expected files of one format, found ${[...byExt.keys()].join(' and ')} files`, [
        ...[...byExt].map(([ext, list]) => `${ext}: ${list.slice(0, 3).join(', ')}${list.length > 3 ? ', ...' : ''}`),
        `narrow the glob, or set ${formatKey} to read them all one way`,
    ]);
}
const READ_AHEAD = 8;
/**
 * Runs the tasks in order with up to READ_AHEAD of them in flight, so reading overlaps parsing
 * without opening every file of a glob over thousands of shards at once. `next()` yields the
 * results in task order.
 */
function readAhead(tasks) {
    const pending = [];
    let started = 0;
    const fill = () => {
        while (started < tasks.length && pending.length < READ_AHEAD) {
            const task = tasks[started++]();
            // A later read may fail while an earlier file is still being parsed (or has failed):
            // mark it handled here; its error surfaces when next() reaches it.
            task.catch(() => undefined);
            pending.push(task);
        }
    };
    return {
        next() {
            fill();
            const task = pending.shift();
            fill();
            return task;
        },
    };
}
async function readBytes(baseDir, file) {
    try {
        return await (0,promises_.readFile)((0,external_node_path_.resolve)(baseDir, file));
    }
    catch (err) {
        const code = err.code ?? String(err);
        throw new core_errors/* InputError */.d(`${file}: expected a readable file, found ${code}`);
    }
}

;// CONCATENATED MODULE: ./src/engine/config.ts







/** Where load-time warnings go unless the caller takes them: stderr. */
const toStderr = (message) => void process.stderr.write(`evalgate: warning: ${message}\n`);
/** Reads and validates a config; warnings (a config that works but likely not as meant) go to `warn`. */
async function loadConfig(file, warn = toStderr) {
    const text = await readText(file, 'config');
    const parsed = parseConfig(text, file);
    const baseDir = external_node_path_default().dirname(external_node_path_default().resolve(file));
    // One checkout: the program, the slots and the bar are all the config's folder's.
    const loaded = { ...parsed, file, baseDir, modelDir: baseDir, barDir: baseDir };
    for (const message of await configWarnings(loaded))
        warn(message);
    return loaded;
}
/**
 * Checks that need the file system and never stop a load: an mmlu-csv file whose name carries no
 * `_<split>` has no subject (its rows get none). A path that does not resolve is left to the
 * command that reads it, so commands that never read the dataset (history) still load.
 */
async function configWarnings(loaded) {
    const { config } = loaded;
    const fewshot = config.harness.fewshot;
    const sources = [
        { key: ['dataset', 'path'], pattern: config.dataset.path, format: config.dataset.format },
        {
            key: ['harness', 'fewshot', 'path'],
            pattern: fewshot && fewshot.k > 0 ? fewshot.path : undefined,
            format: fewshot?.format ?? config.dataset.format,
        },
    ];
    const warnings = [];
    for (const { key, pattern, format } of sources) {
        if (pattern === undefined || format !== 'mmlu-csv')
            continue;
        const files = await datasetFiles(pattern, loaded.baseDir, key.join('.')).catch(() => []);
        const unnamed = files.filter((f) => mmluSubject(f) === null);
        if (unnamed.length === 0)
            continue;
        const shown = unnamed.slice(0, 5).join(', ') + (unnamed.length > 5 ? ', ...' : '');
        const where = loaded.locate?.(key) ?? loaded.file;
        warnings.push(`${where}: ${key.join('.')}: the subject is unknown for ${unnamed.length === 1 ? 'the mmlu-csv file' : `${unnamed.length} mmlu-csv files`} ${shown}: expected a name <subject>_<split>.csv (such as abstract_algebra_test.csv); ${unnamed.length === 1 ? 'its' : 'their'} rows get no subject`);
    }
    return warnings;
}
async function readText(file, what) {
    try {
        return await (0,promises_.readFile)(file, 'utf8');
    }
    catch (error) {
        throw new core_errors/* InputError */.d((0,io_reason/* unreadable */.O)(file, what, error));
    }
}
/** Writes through a temporary file and a rename, so a crash never leaves half a file. */
async function config_writeFileAtomic(file, text) {
    const temporary = `${file}.${process.pid}.${Date.now()}.tmp`;
    try {
        await (0,promises_.writeFile)(temporary, text);
        await (0,promises_.rename)(temporary, file);
    }
    finally {
        await (0,promises_.rm)(temporary, { force: true });
    }
}
/** A folder the run will write into: created if missing, else it must be a writable folder. */
async function assertWritableDir(dir, what) {
    const info = await (0,promises_.stat)(dir).catch(() => null);
    if (info && !info.isDirectory()) {
        throw new core_errors/* InputError */.d(`${what} ${config_displayPath(dir)}: expected a folder, found a file`);
    }
    try {
        if (!info)
            await (0,promises_.mkdir)(dir, { recursive: true });
        await (0,promises_.access)(dir, promises_.constants.W_OK);
    }
    catch (error) {
        throw new core_errors/* InputError */.d(`${what} ${config_displayPath(dir)}: cannot write there: ${(0,io_reason/* ioReason */.N)(error)}`);
    }
}
/** A path as users see it: relative to the working directory when inside it, else absolute. */
function config_displayPath(file) {
    const relative = external_node_path_default().relative(process.cwd(), file);
    return relative && !relative.startsWith('..') && !external_node_path_default().isAbsolute(relative)
        ? relative
        : external_node_path_default().resolve(file);
}


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
            keyVariable(entry),
            ...Object.values(entry.headers ?? {}).flatMap(headerVariables),
        ];
        for (const name of names) {
            const value = name ? env[name] : undefined;
            if (value)
                registerSecret(value);
        }
    }
}

;// CONCATENATED MODULE: ./src/action/context.ts


function readContext(env) {
    const [owner = '', repo = ''] = (env.GITHUB_REPOSITORY ?? '/').split('/');
    const eventName = env.GITHUB_EVENT_NAME ?? '';
    let payload = {};
    if (env.GITHUB_EVENT_PATH) {
        try {
            payload = JSON.parse((0,external_node_fs_.readFileSync)(env.GITHUB_EVENT_PATH, 'utf8'));
        }
        catch (error) {
            throw new core_errors/* InputError */.d(`GITHUB_EVENT_PATH ${env.GITHUB_EVENT_PATH}: cannot read the event payload: ${error.message}`);
        }
    }
    const serverUrl = env.GITHUB_SERVER_URL ?? 'https://github.com';
    const context = {
        eventName,
        owner,
        repo,
        apiUrl: env.GITHUB_API_URL ?? 'https://api.github.com',
        serverUrl,
        workspace: env.GITHUB_WORKSPACE ?? process.cwd(),
        sha: env.GITHUB_SHA ?? null,
        runUrl: env.GITHUB_RUN_ID
            ? `${serverUrl}/${owner}/${repo}/actions/runs/${env.GITHUB_RUN_ID}`
            : null,
        defaultBranch: defaultBranchOf(payload),
        workflowPath: workflowPathOf(env.GITHUB_WORKFLOW_REF, `${owner}/${repo}/`),
        dispatchInputs: {},
        runId: env.GITHUB_RUN_ID ?? null,
        triggeringActor: env.GITHUB_TRIGGERING_ACTOR ?? env.GITHUB_ACTOR ?? null,
        action: typeof payload.action === 'string' ? payload.action : null,
        label: typeof payload.label?.name === 'string'
            ? payload.label.name
            : null,
    };
    const pr = payload.pull_request;
    if (pr && PULL_EVENTS.includes(eventName)) {
        const headRepo = pr.head.repo?.full_name ?? '';
        const baseRepo = pr.base.repo.full_name;
        context.pull = {
            number: pr.number,
            headRef: pr.head.ref,
            headRepo,
            baseRepo,
            fork: headRepo !== baseRepo,
            baseSha: pr.base.sha ?? null,
            baseRef: pr.base.ref ?? null,
            headSha: pr.head.sha ?? null,
            author: pr.user?.login ?? null,
        };
    }
    const review = payload.review;
    if (eventName === 'pull_request_review' && review && typeof review.id === 'number') {
        context.review = {
            id: review.id,
            state: typeof review.state === 'string' ? review.state.toUpperCase() : '',
            login: typeof review.user?.login === 'string' ? review.user.login : null,
            commitId: typeof review.commit_id === 'string' ? review.commit_id : null,
        };
    }
    const group = payload.merge_group;
    if (eventName === 'merge_group' && group) {
        const text = (v) => (typeof v === 'string' ? v : '');
        context.mergeGroup = {
            headSha: text(group.head_sha),
            headRef: text(group.head_ref),
            baseSha: text(group.base_sha),
            baseRef: text(group.base_ref),
        };
    }
    if (eventName === 'workflow_run' && payload.workflow_run) {
        context.workflowRun = measuredRun(payload.workflow_run);
    }
    const inputs = payload.inputs;
    if (inputs) {
        for (const [key, value] of Object.entries(inputs))
            context.dispatchInputs[key] = String(value);
    }
    return context;
}
/** The events whose payload carries the pull request the run is for. */
const PULL_EVENTS = ['pull_request', 'pull_request_target', 'pull_request_review'];
function defaultBranchOf(payload) {
    const branch = payload.repository?.default_branch;
    return typeof branch === 'string' && branch !== '' ? branch : null;
}
/** `owner/repo/.github/workflows/x.yml@refs/heads/main` -> `.github/workflows/x.yml`. */
function workflowPathOf(ref, repoPrefix) {
    if (!ref?.startsWith(repoPrefix))
        return null;
    const at = ref.lastIndexOf('@');
    const file = ref.slice(repoPrefix.length, at < 0 ? undefined : at);
    return file === '' ? null : file;
}
function measuredRun(run) {
    return {
        id: String(run.id),
        attempt: run.run_attempt ?? 1,
        event: run.event,
        headSha: run.head_sha,
        headBranch: run.head_branch ?? null,
        headRepo: run.head_repository?.full_name ?? null,
        pulls: (run.pull_requests ?? []).map((p) => ({
            number: p.number,
            headSha: p.head?.sha ?? null,
        })),
        // Never the run's original actor in its place: after a re-run they differ.
        triggeringActor: run.triggering_actor?.login ?? null,
        createdAt: run.created_at,
        conclusion: run.conclusion ?? null,
        url: run.html_url ?? null,
        path: run.path ?? null,
    };
}

;// CONCATENATED MODULE: ./src/core/canonical.ts

/** JSON with object keys sorted at every level, so equal values always hash equally. */
function canonicalJson(value) {
    return JSON.stringify(sortKeys(value));
}
function sortKeys(value) {
    if (typeof value === 'bigint')
        return value.toString();
    if (Array.isArray(value))
        return value.map(sortKeys);
    if (value !== null && typeof value === 'object') {
        const out = {};
        for (const key of Object.keys(value).sort()) {
            const v = value[key];
            if (v !== undefined)
                out[key] = sortKeys(v);
        }
        return out;
    }
    return value;
}
/** One-shot `crypto.hash` where Node has it (20.12+, 21.7+): about half the cost per call. */
const oneShot = (external_node_crypto_default()).hash;
function sha256Hex(text) {
    return oneShot ? oneShot('sha256', text) : (0,external_node_crypto_.createHash)('sha256').update(text).digest('hex');
}

;// CONCATENATED MODULE: ./src/core/stats.ts
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

;// CONCATENATED MODULE: ./src/core/record.ts


/**
 * Run records: one model entry measured once under one protocol. Versioned and validated on
 * read, because baselines and history are built from them and must never be misread.
 */
const RUN_RECORD_SCHEMA_VERSION = 1;
const count = schemas/* number */.aig().int().nonnegative();
const protocolSchema = schemas/* object */.Ikc({
    /** evalgate's own measurement-protocol version: bumps when a change could move scores. */
    harness: schemas/* object */.Ikc({
        /** evalgate measured it, or it was imported from lm-evaluation-harness output. */
        name: schemas/* enum */.k5n(['evalgate', 'lm-eval']),
        version: schemas/* string */.YjP(),
        protocol_version: schemas/* number */.aig().int(),
    }),
    dataset: schemas/* object */.Ikc({ path: schemas/* string */.YjP(), format: schemas/* string */.YjP().optional() }),
    fingerprint: schemas/* string */.YjP(),
    slice: schemas/* object */.Ikc({ seed: schemas/* string */.YjP(), size: count, fingerprint_fields: schemas/* array */.YOg(schemas/* string */.YjP()) }),
    wash: schemas/* record */.g1P(schemas/* string */.YjP(), schemas/* unknown */.L5J()),
    template: schemas/* object */.Ikc({
        name: schemas/* string */.YjP(),
        mode: schemas/* string */.YjP(),
        hash: schemas/* string */.YjP(),
        text: schemas/* string */.YjP(),
        /** The runner and versions whose prompts the preset reproduces (descriptive, not in the id). */
        reproduces: schemas/* string */.YjP().optional(),
    }),
    fewshot: schemas/* object */.Ikc({
        k: count,
        hash: schemas/* string */.YjP(),
        // Descriptive: the hash covers the examples each item gets, so these are not in the id.
        source: schemas/* string */.YjP().optional(),
        sampler: schemas/* string */.YjP().optional(),
        group_by: schemas/* string */.YjP().optional(),
    }),
    grader: schemas/* record */.g1P(schemas/* string */.YjP(), schemas/* unknown */.L5J()),
    decoding: schemas/* record */.g1P(schemas/* string */.YjP(), schemas/* unknown */.L5J()),
    repeats: schemas/* number */.aig().int().positive(),
    /** How answers are obtained; absent for generate (records from before this field). */
    output: schemas/* literal */.euz('loglikelihood').optional(),
    /** sha256 of every prompt of the slice with its item id (absent in records of earlier versions). */
    prompts: schemas/* string */.YjP().optional(),
    /** Imported from lm-evaluation-harness: the task's identity and the config parts no other part covers. */
    lm_eval: schemas/* object */.Ikc({
        task: schemas/* string */.YjP(),
        task_version: schemas/* union */.KCZ([schemas/* string */.YjP(), schemas/* number */.aig(), schemas/* null */.chJ()]),
        /** sha256 over the samples' doc, prompt and target hashes; null when no samples were logged. */
        task_hash: schemas/* string */.YjP().nullable(),
        limit: schemas/* number */.aig().nullable(),
        /** The task config's keys that no other part covers (descriptive keys left out). */
        config: schemas/* record */.g1P(schemas/* string */.YjP(), schemas/* unknown */.L5J()),
        /** An imported group: the subtasks whose items the record holds, sorted. */
        subtasks: schemas/* array */.YOg(schemas/* string */.YjP()).optional(),
        /** Descriptive, not in the id: the runner's version and commit, and the scrubbed model_args. */
        lm_eval_version: schemas/* string */.YjP().nullable(),
        git_hash: schemas/* string */.YjP().nullable(),
        model_args: schemas/* record */.g1P(schemas/* string */.YjP(), schemas/* unknown */.L5J()),
    })
        .optional(),
});
const itemOutcomeSchema = schemas/* object */.Ikc({
    id: schemas/* union */.KCZ([schemas/* string */.YjP(), schemas/* number */.aig()]),
    repeat: count,
    /** null when the item errored: errors are reported, never counted as wrong answers. */
    correct: schemas/* boolean */.zMY().nullable(),
    score: schemas/* number */.aig().nullable(),
    extracted: schemas/* string */.YjP().nullable(),
    reason: schemas/* string */.YjP(),
    response_sha256: schemas/* string */.YjP().nullable(),
    latency_ms: schemas/* number */.aig().nonnegative(),
    /** `reasoning`: the part of `output` spent reasoning, where the provider reports it (absent otherwise). */
    tokens: schemas/* object */.Ikc({ input: count, output: count, reasoning: count.optional() }),
    cached: schemas/* boolean */.zMY(),
    attempts: count,
    error: schemas/* string */.YjP().nullable(),
    /** harness.output loglikelihood: the per-choice sums, and lm-eval's acc and acc_norm. */
    loglikelihoods: schemas/* array */.YOg(schemas/* number */.aig()).optional(),
    acc: schemas/* boolean */.zMY().optional(),
    acc_norm: schemas/* boolean */.zMY().optional(),
    /** The row's subject (MMLU's subject, or the dataset's subject field); absent in older records. */
    subject: schemas/* string */.YjP().nullable().optional(),
});
/** Score and size of one subject or category of a run (`aggregates.subjects`, `.categories`). */
const groupAggregateSchema = schemas/* object */.Ikc({
    name: schemas/* string */.YjP(),
    /** The MMLU category of a subject (the category itself for a category); null outside MMLU. */
    category: schemas/* string */.YjP().nullable(),
    /** Items of the slice in this group (per repeat). */
    n: count,
    score: schemas/* number */.aig().nullable(),
    errors: count,
});
/** A model entry's declared serving side (config `models[].serving`). */
const servingSchema = schemas/* object */.Ikc({
    hardware: schemas/* string */.YjP().optional(),
    precision: schemas/* string */.YjP().optional(),
    engine: schemas/* string */.YjP().optional(),
    batch_size: schemas/* number */.aig().optional(),
});
const runRecordSchema = schemas/* object */.Ikc({
    schema_version: schemas/* literal */.euz(RUN_RECORD_SCHEMA_VERSION),
    run_id: schemas/* string */.YjP(),
    suite: schemas/* string */.YjP(),
    model: schemas/* object */.Ikc({
        id: schemas/* string */.YjP(),
        provider: schemas/* string */.YjP(),
        requested: schemas/* string */.YjP().nullable(),
        base_url: schemas/* string */.YjP().nullable(),
        /** What the provider reported back; the most frequent value when it varied. */
        build: schemas/* object */.Ikc({ model: schemas/* string */.YjP().nullable(), system_fingerprint: schemas/* string */.YjP().nullable() }),
        /** Every distinct build identity seen during the run, with how many responses carried it. */
        builds_seen: schemas/* array */.YOg(schemas/* object */.Ikc({ model: schemas/* string */.YjP().nullable(), system_fingerprint: schemas/* string */.YjP().nullable(), count })),
        claimed: schemas/* number */.aig().nullable(),
        /** What the endpoint runs on, as the config declared it; absent when not declared. */
        serving: servingSchema.optional(),
    }),
    protocol_id: schemas/* string */.YjP(),
    protocol: protocolSchema,
    items: schemas/* array */.YOg(itemOutcomeSchema),
    aggregates: schemas/* object */.Ikc({
        /** Mean over repeats of the per-repeat accuracy, in points (0..100), errors excluded. */
        score: schemas/* number */.aig().nullable(),
        /** Sample standard deviation of the per-repeat scores (0 with one repeat). */
        std: schemas/* number */.aig(),
        per_repeat: schemas/* array */.YOg(schemas/* number */.aig().nullable()),
        /** Items in the slice (per repeat). */
        n: count,
        errors: count,
        error_rate: schemas/* number */.aig(),
        /** Standard error of the score in points, as lm-eval reported it (imports without samples). */
        stderr: schemas/* number */.aig().nullable().optional(),
        /** Per subject, when the items span two subjects or more; absent in older records. */
        subjects: schemas/* array */.YOg(groupAggregateSchema).optional(),
        /** Per MMLU category, when every subject is one of MMLU's 57. */
        categories: schemas/* array */.YOg(groupAggregateSchema).optional(),
    }),
    usage: schemas/* object */.Ikc({
        requests: count,
        cached: count,
        input_tokens: count,
        output_tokens: count,
        /**
         * Reasoning tokens, a part of `output_tokens` (never billed twice): set when an item reports
         * them (OpenAI reasoning models); absent otherwise and in older records.
         */
        reasoning_tokens: count.optional(),
        cost_usd: schemas/* number */.aig().nullable(),
        /**
         * Where the `cached` answers came from: per measuring run (null for a local run, or an answer
         * cached by an earlier evalgate that did not say), how many, and when the oldest was measured.
         */
        cached_from: schemas/* array */.YOg(schemas/* object */.Ikc({
            run: schemas/* string */.YjP().nullable(),
            attempt: schemas/* number */.aig().int().nullable(),
            count,
            oldest: schemas/* string */.YjP().nullable(),
        }))
            .optional(),
        /** Runs through a batch API: the batch, its request count and last status; `requests` counts only synchronous ones. */
        batch: schemas/* object */.Ikc({ id: schemas/* string */.YjP(), requests: count, status: schemas/* string */.YjP() }).optional(),
    }),
    /**
     * Set on a partial run (`evalgate run --shard I/N`): shard `index` of `count` of this protocol,
     * the slice items it measured (round-robin over slice order) and how many the whole slice has.
     * A partial record is never frozen, gated or stored as history; `evalgate merge` joins them.
     */
    shard: schemas/* object */.Ikc({
        index: schemas/* number */.aig().int().positive(),
        count: schemas/* number */.aig().int().positive(),
        slice_items: count,
        ids: schemas/* array */.YOg(schemas/* union */.KCZ([schemas/* string */.YjP(), schemas/* number */.aig()])),
    })
        .optional(),
    /**
     * Set when this run's outcomes equal those of a stored run of the same build and protocol (a
     * rerun answered from the cache): the run_id of that run. A replay is kept in the history, as a
     * record that the gate ran, but is not a new trend point.
     */
    replay_of: schemas/* string */.YjP().optional(),
    /** Set when the run stopped before every item was done (budget, fatal provider error). */
    incomplete: schemas/* object */.Ikc({ reason: schemas/* string */.YjP(), remaining: count }).nullable(),
    environment: schemas/* object */.Ikc({
        evalgate: schemas/* string */.YjP(),
        node: schemas/* string */.YjP(),
        os: schemas/* string */.YjP(),
        ci_run_url: schemas/* string */.YjP().nullable(),
        git_sha: schemas/* string */.YjP().nullable(),
        started_at: schemas/* string */.YjP(),
        ended_at: schemas/* string */.YjP(),
    }),
});
/** The record of one entry's run, assembled from the stages' values; computes nothing but sums. */
function buildRecord(input) {
    const { items } = input;
    let input_tokens = 0;
    let output_tokens = 0;
    let reasoning_tokens;
    let cached = 0;
    for (const o of items) {
        input_tokens += o.tokens.input;
        output_tokens += o.tokens.output;
        if (o.tokens.reasoning !== undefined) {
            reasoning_tokens = (reasoning_tokens ?? 0) + o.tokens.reasoning;
        }
        if (o.cached)
            cached++;
    }
    return {
        schema_version: RUN_RECORD_SCHEMA_VERSION,
        run_id: input.runId,
        suite: input.suite,
        model: {
            id: input.model.id,
            provider: input.model.provider,
            requested: input.model.requested,
            base_url: input.model.base_url,
            ...input.builds,
            claimed: input.model.claimed,
            ...(input.model.serving ? { serving: input.model.serving } : {}),
        },
        protocol_id: input.protocolId,
        protocol: input.protocol,
        items,
        aggregates: {
            ...aggregate(items, input.protocol.repeats, input.n),
            ...(input.subjects ?? {}),
        },
        usage: {
            requests: input.usage.requests,
            cached,
            input_tokens,
            output_tokens,
            ...(reasoning_tokens === undefined ? {} : { reasoning_tokens }),
            cost_usd: input.usage.cost_usd,
            ...(input.usage.cached_from?.length ? { cached_from: input.usage.cached_from } : {}),
            ...(input.usage.batch ? { batch: input.usage.batch } : {}),
        },
        ...(input.shard ? { shard: input.shard } : {}),
        incomplete: input.incomplete,
        environment: input.environment,
    };
}
/** Per-repeat accuracy (errors excluded), mean and sample std, in points. */
function aggregate(items, repeats, n) {
    const perRepeat = [];
    let errors = 0;
    for (let r = 0; r < repeats; r++) {
        let right = 0;
        let graded = 0;
        for (const item of items) {
            if (item.repeat !== r)
                continue;
            if (item.correct === null)
                continue;
            graded++;
            if (item.correct)
                right++;
        }
        perRepeat.push(graded > 0 ? (100 * right) / graded : null);
    }
    for (const item of items)
        if (item.error !== null)
            errors++;
    const scores = perRepeat.filter((s) => s !== null);
    const spread = scores.length ? meanStd(scores) : undefined;
    const mean = spread ? spread.mean : null;
    // One repeat has no measured spread; records say 0 and the report marks the run single-run.
    const std = spread && scores.length > 1 ? spread.std : 0;
    const total = n * repeats;
    return {
        score: mean,
        std,
        per_repeat: perRepeat,
        n,
        errors,
        error_rate: total > 0 ? errors / total : 0,
    };
}

;// CONCATENATED MODULE: ./src/core/groups/mmlu-subjects.ts
/**
 * The 57 MMLU subjects and the category each belongs to, as lm-evaluation-harness groups them
 * (tasks/mmlu: the `mmlu_stem`, `mmlu_humanities`, `mmlu_social_sciences` and `mmlu_other`
 * groups, the same in v0.4.0 through v0.4.12). Subject names are the cais/mmlu `subject` values,
 * which are also the CSV file names without `_test.csv`.
 */
const MMLU_CATEGORIES = ['stem', 'humanities', 'social_sciences', 'other'];
/** How a report writes a category. */
const CATEGORY_LABEL = {
    stem: 'STEM',
    humanities: 'humanities',
    social_sciences: 'social sciences',
    other: 'other',
};
const SUBJECTS_BY_CATEGORY = {
    stem: [
        'abstract_algebra',
        'anatomy',
        'astronomy',
        'college_biology',
        'college_chemistry',
        'college_computer_science',
        'college_mathematics',
        'college_physics',
        'computer_security',
        'conceptual_physics',
        'electrical_engineering',
        'elementary_mathematics',
        'high_school_biology',
        'high_school_chemistry',
        'high_school_computer_science',
        'high_school_mathematics',
        'high_school_physics',
        'high_school_statistics',
        'machine_learning',
    ],
    humanities: [
        'formal_logic',
        'high_school_european_history',
        'high_school_us_history',
        'high_school_world_history',
        'international_law',
        'jurisprudence',
        'logical_fallacies',
        'moral_disputes',
        'moral_scenarios',
        'philosophy',
        'prehistory',
        'professional_law',
        'world_religions',
    ],
    social_sciences: [
        'econometrics',
        'high_school_geography',
        'high_school_government_and_politics',
        'high_school_macroeconomics',
        'high_school_microeconomics',
        'high_school_psychology',
        'human_sexuality',
        'professional_psychology',
        'public_relations',
        'security_studies',
        'sociology',
        'us_foreign_policy',
    ],
    other: [
        'business_ethics',
        'clinical_knowledge',
        'college_medicine',
        'global_facts',
        'human_aging',
        'management',
        'marketing',
        'medical_genetics',
        'miscellaneous',
        'nutrition',
        'professional_accounting',
        'professional_medicine',
        'virology',
    ],
};
const CATEGORY_OF = new Map(MMLU_CATEGORIES.flatMap((category) => SUBJECTS_BY_CATEGORY[category].map((subject) => [subject, category])));
/** The MMLU category of a subject, or null for a subject that is not one of MMLU's 57. */
function mmluCategory(subject) {
    return CATEGORY_OF.get(subject) ?? null;
}
/** The 57 subjects, by category. */
const MMLU_SUBJECTS = [...CATEGORY_OF.keys()];

;// CONCATENATED MODULE: ./src/core/groups/subjects.ts



/** Subjects shown as contributing most to a drop. */
const TOP_DROPS = 5;
/** Numeric and string ids stay distinct, as in the diff: 7 and "7" are different items. */
function keyOf(id) {
    return typeof id === 'number' ? `#${id}` : `s${id}`;
}
/** Each item's subject by id key; null when the items span fewer than two subjects. */
function subjectsOf(...runs) {
    const subjects = new Map();
    for (const run of runs)
        for (const item of run?.items ?? [])
            if (typeof item.subject === 'string' && !subjects.has(keyOf(item.id)))
                subjects.set(keyOf(item.id), item.subject);
    return new Set(subjects.values()).size >= 2 ? subjects : null;
}
/** The subject of an item id, for flip lists; undefined when the run has no subjects. */
function subjectOf(subjects, id) {
    return subjects?.get(keyOf(id));
}
/** The record's per-subject and per-category block, or nothing for a one-subject suite. */
function subjectAggregates(items, repeats) {
    const bySubject = partition(items, (item) => item.subject ?? undefined);
    if (bySubject.size < 2)
        return undefined;
    const row = (name, category, group) => {
        const a = aggregate(group, repeats, new Set(group.map((i) => keyOf(i.id))).size);
        return { name, category, n: a.n, score: a.score, errors: a.errors };
    };
    const subjects = [...bySubject.keys()]
        .sort()
        .map((name) => row(name, mmluCategory(name), bySubject.get(name)));
    if (subjects.some((s) => s.category === null))
        return { subjects };
    const byCategory = partition(items, (item) => mmluCategory(item.subject));
    const categories = MMLU_CATEGORIES.filter((c) => byCategory.has(c)).map((c) => row(c, c, byCategory.get(c)));
    return { subjects, categories };
}
/**
 * Groups a run (and, when comparable, its baseline) by subject and category. `paired` is what
 * the diff paired; without it (no baseline, another protocol) the groups carry scores only.
 */
function subjectGroups(run, baseline, paired) {
    const subjects = subjectsOf(run, paired ? baseline : undefined);
    if (!subjects)
        return undefined;
    const repeats = run.protocol.repeats;
    const subjectKey = (id) => subjects.get(keyOf(id));
    const names = [...new Set(subjects.values())].sort();
    const mmlu = names.every((s) => mmluCategory(s) !== null);
    const level = (groupOf, keys, category) => {
        const runItems = partition(run.items, (i) => groupOf(i.id));
        const baseItems = paired ? partition(baseline.items, (i) => groupOf(i.id)) : undefined;
        const sizes = partition([...subjects.keys()], (key) => groupOf(idOfKey(key)));
        const rows = keys.map((name) => {
            const score = scoreOf(runItems.get(name) ?? [], repeats);
            const base = baseItems ? scoreOf(baseItems.get(name) ?? [], repeats) : null;
            const delta = score !== null && base !== null ? round(score - base) : null;
            const inGroup = (id) => groupOf(id) === name;
            const flips = {
                regressed: paired?.regressed.filter(inGroup) ?? [],
                fixed: paired?.fixed.filter(inGroup) ?? [],
            };
            return {
                name,
                category: category(name),
                n: sizes.get(name)?.length ?? 0,
                score,
                baseline: base,
                delta,
                flips,
                p_value: paired ? pairedMcNemar(flips.regressed.length, flips.fixed.length).pValue : null,
                p_holm: null,
                contribution: paired
                    ? contributionOf(paired, (key) => groupOf(idOfKey(key)) === name)
                    : null,
            };
        });
        if (paired) {
            const adjusted = holmAdjust(rows.map((r) => r.p_value));
            rows.forEach((r, i) => (r.p_holm = adjusted[i]));
        }
        return rows;
    };
    const subjectRows = level(subjectKey, names, mmluCategory);
    const categoryOf = (id) => {
        const subject = subjectKey(id);
        return subject === undefined ? undefined : (mmluCategory(subject) ?? undefined);
    };
    const present = MMLU_CATEGORIES.filter((c) => names.some((s) => mmluCategory(s) === c));
    const categoryRows = mmlu ? level(categoryOf, present, (c) => c) : null;
    const scored = subjectRows.filter((r) => r.score !== null);
    const weight = scored.reduce((a, r) => a + r.n, 0);
    const topDrops = subjectRows
        .filter((r) => r.contribution !== null && r.contribution < 0)
        .sort((a, b) => a.contribution - b.contribution || a.name.localeCompare(b.name))
        .slice(0, TOP_DROPS)
        .map((r) => r.name);
    return {
        subjects: subjectRows,
        categories: categoryRows,
        micro: run.aggregates.score,
        group_aggregate: weight > 0 ? scored.reduce((a, r) => a + r.score * r.n, 0) / weight : null,
        macro: scored.length ? scored.reduce((a, r) => a + r.score, 0) / scored.length : null,
        top_drops: topDrops,
    };
}
/** For tables: the largest drop first; groups without a Δ last; ties by name. */
function byDelta(a, b) {
    return ((a.delta ?? Infinity) - (b.delta ?? Infinity) ||
        (a.name < b.name ? -1 : a.name > b.name ? 1 : 0));
}
function contributionOf(paired, inGroup) {
    let sum = 0;
    let count = 0;
    for (const [key, old] of paired.before) {
        const now = paired.after.get(key);
        if (now === undefined)
            continue;
        count++;
        if (inGroup(key))
            sum += now - old;
    }
    return count ? round((100 * sum) / count) : 0;
}
function scoreOf(items, repeats) {
    return items.length ? aggregate(items, repeats, 0).score : null;
}
function partition(values, key) {
    const out = new Map();
    for (const value of values) {
        const k = key(value);
        if (k === undefined)
            continue;
        const list = out.get(k);
        if (list)
            list.push(value);
        else
            out.set(k, [value]);
    }
    return out;
}
function idOfKey(key) {
    return key.startsWith('#') ? Number(key.slice(1)) : key.slice(1);
}
const round = (x) => Math.round(x * 1e9) / 1e9;

;// CONCATENATED MODULE: ./src/core/diff.ts



/** What every report says of a comparison without per-item outcomes. */
const NO_ITEM_DATA = 'no per-item data: paired statistics unavailable';
/** The protocol parts users reason about, in the order a report lists them. */
const PARTS = [
    ['fingerprint', (p) => p.fingerprint],
    ['slice', (p) => p.slice],
    ['wash', (p) => p.wash],
    ['template', (p) => ({ mode: p.template.mode, hash: p.template.hash })],
    // Shown whole (source, sampler, grouping), compared as the id compares it: k and the hash.
    ['few-shot', (p) => p.fewshot],
    // A judge's endpoint, model and decoding: named on its own, so a swapped judge says so.
    ['grader', (p) => withoutJudge(p.grader)],
    ['judge', (p) => p.grader.judge ?? null],
    // A reasoning model's effort or thinking budget: named on its own, as users change it alone.
    ['decoding', (p) => diff_withoutReasoning(p.decoding)],
    ['reasoning', (p) => p.decoding.reasoning ?? null],
    // The endpoint its requests go to, where it is not chat's or completions' (api: responses).
    ['api', (p) => p.decoding.api ?? null],
    ['repeats', (p) => p.repeats],
    ['prompts', (p) => p.prompts ?? null],
    ['output', (p) => p.output ?? 'generate'],
    ['harness protocol version', (p) => p.harness.protocol_version],
    // Imports: evalgate never equals lm-eval unless proven, and lm-eval tasks name their parts.
    ['runner', (p) => p.harness.name],
    [
        'task',
        (p) => p.lm_eval
            ? {
                name: p.lm_eval.task,
                version: p.lm_eval.task_version,
                ...(p.lm_eval.subtasks ? { subtasks: p.lm_eval.subtasks } : {}),
            }
            : null,
    ],
    ['task hash', (p) => p.lm_eval?.task_hash ?? null],
    ['limit', (p) => p.lm_eval?.limit ?? null],
    ['task config', (p) => p.lm_eval?.config ?? null],
];
/** The decoding without the parts named on their own (reasoning, api). */
function diff_withoutReasoning(decoding) {
    if (!('reasoning' in decoding) && !('api' in decoding))
        return decoding;
    return Object.fromEntries(Object.entries(decoding).filter(([key]) => key !== 'reasoning' && key !== 'api'));
}
function withoutJudge(grader) {
    if (!('judge' in grader) || typeof grader.judge !== 'object')
        return grader;
    return Object.fromEntries(Object.entries(grader).filter(([key]) => key !== 'judge'));
}
const SHAPES_PROMPTS = new Set(['fingerprint', 'slice', 'wash', 'template', 'few-shot']);
function fewshotKey(value) {
    const { k, hash } = value;
    return canonicalJson({ k, hash });
}
function protocolDifferences(baseline, run) {
    const out = [];
    for (const [part, pick] of PARTS) {
        const a = pick(baseline);
        const b = pick(run);
        const key = part === 'few-shot' ? fewshotKey : canonicalJson;
        if (key(a) !== key(b))
            out.push({ part, old: a, new: b });
    }
    // The prompts follow from the parts that shape them; listed alone they name what those do not
    // cover (a row field the templates read outside the fingerprint, such as a subject).
    const shaping = out.some((d) => SHAPES_PROMPTS.has(d.part));
    return shaping ? out.filter((d) => d.part !== 'prompts') : out;
}
/**
 * When the grader part differs only in its `rules_version`, the config did not change: this
 * evalgate reads responses by newer rules than the one that graded the baseline. Says so, and how
 * to freeze a baseline graded by the new rules; '' otherwise.
 */
function rulesChangeNote(differences) {
    const grader = differences.find((d) => d.part === 'grader');
    if (grader === undefined || !isObject(grader.old) || !isObject(grader.new))
        return '';
    const { rules_version: from, ...before } = grader.old;
    const { rules_version: to, ...after } = grader.new;
    if (from === to || canonicalJson(before) !== canonicalJson(after))
        return '';
    const version = (v) => (v === undefined ? 'no version' : `version ${String(v)}`);
    const kind = typeof after.kind === 'string' ? `${after.kind} ` : '';
    return `; the ${kind}grader's rules changed from ${version(from)} to ${version(to)} (this evalgate reads responses differently from the one that graded the baseline), so freeze a new baseline: rerun \`evalgate run\`, then \`evalgate freeze --config FILE --run RUN\` with the new run record, or in the Action apply the freeze label to the pull request`;
}
function isObject(value) {
    return typeof value === 'object' && value !== null && !Array.isArray(value);
}
/** Per-item mean score over repeats; errored attempts are left out, all-errored items are absent. */
function perItem(items) {
    const sums = new Map();
    for (const item of items) {
        if (item.score === null)
            continue;
        const key = typeof item.id === 'number' ? `#${item.id}` : `s${item.id}`;
        const entry = sums.get(key) ?? { total: 0, count: 0 };
        entry.total += item.score;
        entry.count++;
        sums.set(key, entry);
    }
    return new Map([...sums].map(([key, { total, count }]) => [key, total / count]));
}
function idOf(key) {
    return key.startsWith('#') ? Number(key.slice(1)) : key.slice(1);
}
const diff_round = (x) => Math.round(x * 1e9) / 1e9;
const SERVING_KEYS = ['hardware', 'precision', 'engine', 'batch_size'];
/** Each declared serving key whose value differs from the baseline's ("not declared" for none). */
function servingChanged(run, baseline, hasBaseline) {
    if (!hasBaseline)
        return {};
    const shown = (v) => (v === undefined ? 'not declared' : String(v));
    const changed = SERVING_KEYS.filter((k) => run?.[k] !== baseline?.[k]).map((k) => `${k}: ${shown(baseline?.[k])} → ${shown(run?.[k])}`);
    return changed.length ? { serving_changed: changed } : {};
}
function diffRun(run, baseline, gate) {
    const a = run.aggregates;
    const claimed = run.model.claimed;
    const common = {
        model: run.model.id,
        build: run.model.build.model ?? run.model.requested,
        score: a.score,
        std: a.std,
        n: a.n,
        repeats: run.protocol.repeats,
        errors: a.errors,
        error_rate: a.error_rate,
        claimed,
        delta_vs_claimed: claimed !== null && a.score !== null ? diff_round(a.score - claimed) : null,
        protocol_id: run.protocol_id,
        run_id: run.run_id,
        min_flips: minFlipsForSignificance(gate.alpha),
        cached: run.usage.cached,
        ...servingChanged(run.model.serving, baseline?.model.serving, baseline !== undefined),
    };
    const scoresOnly = () => withGroups(subjectGroups(run, undefined, undefined));
    const empty = {
        baseline: null,
        baseline_build: null,
        delta: null,
        ci: null,
        p_value: null,
        flips: { regressed: [], fixed: [] },
        differs: [],
        differences: [],
        baseline_run_id: null,
    };
    const floor = a.score !== null ? finite(minDetectableDrop({ n: a.n, alpha: gate.alpha })) : null;
    if (run.incomplete || a.error_rate > gate.max_error_rate || a.score === null) {
        const why = run.incomplete
            ? `the run is incomplete (${run.incomplete.remaining} items not done): ${run.incomplete.reason}`
            : `${a.errors} of ${a.n * run.protocol.repeats} requests errored (${pct(a.error_rate)}, above gate.max_error_rate ${pct(gate.max_error_rate)})`;
        return {
            ...common,
            ...empty,
            ...baselineInfo(baseline),
            ...scoresOnly(),
            verdict: 'errored',
            reason: why,
            min_detectable_drop: floor,
        };
    }
    if (!baseline) {
        return {
            ...common,
            ...empty,
            ...scoresOnly(),
            verdict: 'no-baseline',
            reason: 'no baseline is frozen for this model entry yet; `evalgate freeze --config <config>` after a run makes one (in a workflow: the freeze label, or a dispatched freeze)',
            min_detectable_drop: floor,
        };
    }
    if (baseline.protocol_id !== run.protocol_id) {
        const differences = protocolDifferences(baseline.protocol, run.protocol);
        const differs = differences.map((d) => d.part);
        return {
            ...common,
            ...empty,
            ...baselineInfo(baseline),
            differs,
            differences,
            ...scoresOnly(),
            verdict: 'incomparable',
            reason: `the protocol differs from the baseline's (${differs.join(', ') || 'protocol id'}): scores under different protocols are not comparable${baseline.protocol.prompts === undefined ? '; the baseline comes from an earlier evalgate that did not record a digest of its prompts, so freeze it again once' : ''}${rulesChangeNote(differences)}`,
            min_detectable_drop: floor,
        };
    }
    const before = perItem(baseline.items);
    const after = perItem(run.items);
    const pairs = [];
    const regressed = [];
    const fixed = [];
    for (const [key, old] of before) {
        const now = after.get(key);
        if (now === undefined)
            continue;
        pairs.push([old, now]);
        const wasRight = old >= 0.5;
        const isRight = now >= 0.5;
        if (wasRight && !isRight)
            regressed.push(idOf(key));
        else if (!wasRight && isRight)
            fixed.push(idOf(key));
    }
    const delta = diff_round(a.score - baseline.aggregates.score);
    const unpaired = run.items.length === 0 || baseline.items.length === 0;
    const pValue = unpaired ? NaN : pairedMcNemar(regressed.length, fixed.length).pValue;
    const ci = pairs.length ? bootstrapDelta(pairs, { seed: 0 }) : null;
    const mdd = finite(minDetectableDrop({
        n: pairs.length || a.n,
        discordantRate: pairs.length ? (regressed.length + fixed.length) / pairs.length : 0,
        alpha: gate.alpha,
    }));
    let verdict = 'pass';
    let reason = `Δ ${signed(delta)} is above the ${signed(-gate.max_drop)}-point threshold`;
    if (delta <= -gate.max_drop) {
        if (gate.significance === 'require' && !(pValue < gate.alpha)) {
            verdict = 'within-noise';
            reason = unpaired
                ? `Δ ${signed(delta)} reaches the threshold, but without per-item data no paired test can show it below alpha ${gate.alpha}`
                : `Δ ${signed(delta)} reaches the threshold, but McNemar p = ${pValue.toPrecision(3)} is not below alpha ${gate.alpha}`;
        }
        else {
            verdict = 'regressed';
            reason = `Δ ${signed(delta)} reaches the ${signed(-gate.max_drop)}-point threshold`;
        }
    }
    return {
        ...common,
        ...baselineInfo(baseline),
        delta,
        ci: ci ? { low: ci.low, high: ci.high } : null,
        p_value: unpaired ? null : pValue,
        min_detectable_drop: mdd,
        flips: { regressed: sortIds(regressed), fixed: sortIds(fixed) },
        differs: [],
        differences: [],
        ...withGroups(subjectGroups(run, baseline, { before, after, regressed, fixed })),
        verdict,
        reason: unpaired ? `${reason}; ${NO_ITEM_DATA}` : reason,
        ...(unpaired ? { paired: false } : {}),
    };
}
/** The groups key only when there are groups, so one-subject suites print what they always did. */
function withGroups(groups) {
    return groups ? { groups } : {};
}
/** A slot that has a baseline at the base but that the pull request does not measure. */
function missingDiff(baseline) {
    const info = baselineInfo(baseline);
    return {
        model: baseline.model.id,
        build: null,
        verdict: 'missing',
        reason: 'this slot has a baseline at the base commit but is not measured here (removed or renamed); a pull request cannot drop a gated slot without an approved freeze',
        score: null,
        std: 0,
        ...info,
        delta: null,
        ci: null,
        p_value: null,
        min_detectable_drop: null,
        min_flips: null,
        flips: { regressed: [], fixed: [] },
        differs: [],
        differences: [],
        n: 0,
        repeats: baseline.protocol.repeats,
        errors: 0,
        error_rate: 0,
        claimed: null,
        delta_vs_claimed: null,
        protocol_id: baseline.protocol_id,
        run_id: '',
    };
}
/** Infinity (no drop can be significant on this slice) is reported as null beside `min_flips`. */
function finite(value) {
    return Number.isFinite(value) ? value : null;
}
function baselineInfo(baseline) {
    return {
        baseline: baseline?.aggregates.score ?? null,
        baseline_build: baseline ? (baseline.model.build.model ?? baseline.model.requested) : null,
        baseline_run_id: baseline?.run_id ?? null,
    };
}
function sortIds(ids) {
    return ids.sort((x, y) => typeof x === 'number' && typeof y === 'number' ? x - y : String(x).localeCompare(String(y)));
}
/** Worst first: the overall verdict is the worst of the models'. */
const SEVERITY = [
    'bar-changed',
    'missing',
    'regressed',
    'errored',
    'incomparable',
    'within-noise',
    'no-baseline',
    'frozen',
    'pass',
];
function overallVerdict(diffs) {
    let worst = 'pass';
    for (const d of diffs)
        if (SEVERITY.indexOf(d.verdict) < SEVERITY.indexOf(worst))
            worst = d.verdict;
    return worst;
}
/** Whether the check fails: regressed and errored always; incomparable and no-baseline by config. */
function gateFails(diffs, gate) {
    return diffs.some((d) => d.verdict === 'regressed' ||
        d.verdict === 'errored' ||
        d.verdict === 'missing' ||
        d.verdict === 'bar-changed' ||
        (d.verdict === 'incomparable' && gate.on_incomparable === 'fail') ||
        (d.verdict === 'no-baseline' && gate.on_no_baseline === 'fail'));
}
function signed(x) {
    const text = Math.abs(x) < 0.05 ? '0.0' : Math.abs(x).toFixed(1);
    return x < 0 && text !== '0.0' ? `-${text}` : `+${text}`;
}
function pct(x) {
    return `${(x * 100).toFixed(1)}%`;
}

;// CONCATENATED MODULE: ./src/core/compare.ts



const itemKey = (id) => (typeof id === 'number' ? `#${id}` : `s${id}`);
/** Per-item mean score over repeats (errored answers left out), with each item's subject. */
function compare_perItem(items) {
    const sums = new Map();
    for (const item of items) {
        if (item.score === null)
            continue;
        const key = itemKey(item.id);
        const entry = sums.get(key) ?? { total: 0, count: 0, subject: item.subject ?? null };
        entry.total += item.score;
        entry.count++;
        sums.set(key, entry);
    }
    return sums;
}
function percentile(sorted, q) {
    if (!sorted.length)
        return null;
    const at = (sorted.length - 1) * q;
    const lo = Math.floor(at);
    const hi = Math.ceil(at);
    return sorted[lo] + (sorted[hi] - sorted[lo]) * (at - lo);
}
const compare_round = (x) => Math.round(x * 1e9) / 1e9;
/** The parts of a protocol that are how one candidate is asked (its decoding, reasoning, API). */
const SLOT_PARTS = new Set(['decoding', 'reasoning', 'api']);
/** Refuses records that cannot be compared: other suites, slices or measurement programs, partials. */
function checkComparable(records) {
    if (records.length < 2) {
        throw new core_errors/* InputError */.d(`compare: expected the runs of at least two model entries, found ${records.length}`, ['run `evalgate run` for every model entry first, or pass their records with --run']);
    }
    const first = records[0];
    const seen = new Set();
    for (const record of records) {
        if (record.shard) {
            throw new core_errors/* InputError */.d(`compare: the run ${record.run_id} of ${record.model.id} is a partial record (shard ${record.shard.index}/${record.shard.count}); merge the shards first (evalgate merge)`);
        }
        if (seen.has(record.model.id)) {
            throw new core_errors/* InputError */.d(`compare: two runs of model entry ${record.model.id}; give one run per model entry`);
        }
        seen.add(record.model.id);
        if (record.suite !== first.suite) {
            throw new core_errors/* InputError */.d(`compare: the runs belong to different suites: ${first.model.id} to ${first.suite}, ${record.model.id} to ${record.suite}`);
        }
        const differs = protocolDifferences(first.protocol, record.protocol).filter((d) => !SLOT_PARTS.has(d.part));
        if (differs.length) {
            throw new core_errors/* InputError */.d(`compare: ${record.model.id} was measured under another protocol than ${first.model.id} (${differs.map((d) => d.part).join(', ')} differ${differs.length === 1 ? 's' : ''}): scores under different protocols are not comparable`, differs.map((d) => `${d.part}: ${JSON.stringify(d.old)} (${first.model.id}) vs ${JSON.stringify(d.new)} (${record.model.id})`));
        }
    }
}
/**
 * A draw from Binomial(n, p) by inversion, walking outward from the mode (about sqrt(n p (1-p))
 * steps), so a bootstrap over a few counts costs nothing next to one over items.
 */
function binomial(rng, n, p) {
    if (n === 0 || p <= 0)
        return 0;
    if (p >= 1)
        return n;
    const q = 1 - p;
    const mode = Math.min(n, Math.floor((n + 1) * p));
    const pmfMode = Math.exp(logFactorial(n) -
        logFactorial(mode) -
        logFactorial(n - mode) +
        mode * Math.log(p) +
        (n - mode) * Math.log(q));
    let u = (rng.nextUint32() + 0.5) / 4294967296;
    u -= pmfMode;
    if (u <= 0)
        return mode;
    let up = mode;
    let pUp = pmfMode;
    let down = mode;
    let pDown = pmfMode;
    const ratio = p / q;
    for (;;) {
        if (up < n) {
            pUp *= ((n - up) / (up + 1)) * ratio;
            up++;
            u -= pUp;
            if (u <= 0)
                return up;
        }
        if (down > 0) {
            pDown *= down / (n - down + 1) / ratio;
            down--;
            u -= pDown;
            if (u <= 0)
                return down;
        }
        // Rounding left a sliver of probability unassigned: the mode takes it.
        if (up >= n && down <= 0)
            return mode;
    }
}
const LOG_FACTORIALS = [0];
function logFactorial(n) {
    for (let i = LOG_FACTORIALS.length; i <= n; i++)
        LOG_FACTORIALS[i] = LOG_FACTORIALS[i - 1] + Math.log(i);
    return LOG_FACTORIALS[n];
}
/**
 * Paired bootstrap interval of Δ = (c - b) / n in points, where b items went right → wrong and c
 * wrong → right out of n. With one 0/1 answer per item, resampling n items with replacement draws
 * the four right/wrong cells from a multinomial with the observed proportions; only the two
 * discordant cells move Δ, so each resample is two binomial draws instead of n item draws.
 */
function cellBootstrap(n, b, c, options = {}) {
    const resamples = options.resamples ?? 10_000;
    const confidence = options.confidence ?? 0.95;
    const rng = Xoshiro128StarStar.fromSeed(options.seed ?? 0);
    const deltas = new Float64Array(resamples);
    const pb = b / n;
    const pcGivenNotB = b === n ? 0 : c / (n - b);
    for (let r = 0; r < resamples; r++) {
        const nb = binomial(rng, n, pb);
        const nc = binomial(rng, n - nb, pcGivenNotB);
        deltas[r] = ((nc - nb) / n) * 100;
    }
    deltas.sort();
    const tail = (1 - confidence) / 2;
    const at = (q) => {
        const pos = (resamples - 1) * q;
        const lo = Math.floor(pos);
        const hi = Math.ceil(pos);
        return deltas[lo] + (deltas[hi] - deltas[lo]) * (pos - lo);
    };
    return { low: compare_round(at(tail)), high: compare_round(at(1 - tail)) };
}
/** The comparison of the given runs, one per model entry, of one suite and protocol. */
function compareRuns(records, options) {
    checkComparable(records);
    const maps = records.map((r) => compare_perItem(r.items));
    // The items all of them measured: the only set on which every pair is paired alike.
    const common = [...maps[0].keys()].filter((key) => maps.every((m) => m.has(key)));
    if (!common.length) {
        throw new core_errors/* InputError */.d('compare: the runs have no graded item in common; nothing to compare');
    }
    const commonSet = new Set(common);
    const n = common.length;
    const seed = options.seed ?? 0;
    const resamples = options.resamples ?? 10_000;
    // Right (1) or not per model and common item; a mean over repeats counts as right from 0.5 up,
    // as diff counts flips.
    const right = maps.map((m) => {
        const row = new Uint8Array(n);
        common.forEach((key, i) => (row[i] = m.get(key).total / m.get(key).count >= 0.5 ? 1 : 0));
        return row;
    });
    const means = maps.map((m) => {
        let sum = 0;
        for (const key of common)
            sum += m.get(key).total / m.get(key).count;
        return (sum / n) * 100;
    });
    const models = records.map((record, i) => {
        const items = record.items.filter((it) => commonSet.has(itemKey(it.id)));
        const price = options.prices?.[record.model.id];
        let cost = record.usage.cost_usd;
        if (price) {
            let input = 0;
            let output = 0;
            for (const it of record.items) {
                input += it.tokens.input;
                output += it.tokens.output;
            }
            cost = compare_round((input * price.input_per_mtok + output * price.output_per_mtok) / 1e6);
        }
        // Latency of answers measured in this run only: a cached answer's time is not this build's.
        const latencies = items
            .filter((it) => !it.cached && it.error === null)
            .map((it) => it.latency_ms)
            .sort((x, y) => x - y);
        const k = right[i].reduce((s, v) => s + v, 0);
        return {
            model: record.model.id,
            build: record.model.build.model ?? record.model.requested,
            score: compare_round(means[i]),
            // The score's own interval: the bootstrap of one model's proportion, from its counts.
            ci: cellBootstrap(n, n - k, 0, { seed, resamples }),
            claimed: record.model.claimed,
            delta_vs_claimed: record.model.claimed === null ? null : compare_round(means[i] - record.model.claimed),
            cost_usd: cost,
            latency_ms: { p50: percentile(latencies, 0.5), p95: percentile(latencies, 0.95) },
            group: '',
            rank: 0,
            run_id: record.run_id,
            protocol_id: record.protocol_id,
        };
    });
    // One model's interval, as points around its score: shift the interval of Δ = score - 100.
    for (const m of models)
        m.ci = { low: compare_round(100 + m.ci.low), high: compare_round(100 + m.ci.high) };
    const raw = [];
    for (let i = 0; i < records.length; i++) {
        for (let j = i + 1; j < records.length; j++) {
            let onlyA = 0;
            let onlyB = 0;
            for (let t = 0; t < n; t++) {
                if (right[i][t] > right[j][t])
                    onlyA++;
                else if (right[i][t] < right[j][t])
                    onlyB++;
            }
            const ci = cellBootstrap(n, onlyB, onlyA, { seed, resamples });
            raw.push({
                a: models[i].model,
                b: models[j].model,
                delta: compare_round(means[i] - means[j]),
                only_a: onlyA,
                only_b: onlyB,
                p_value: pairedMcNemar(onlyA, onlyB).pValue,
                ci,
            });
        }
    }
    const holm = holmAdjust(raw.map((p) => p.p_value));
    const pairs = raw.map((p, i) => ({ ...p, p_holm: holm[i] }));
    const differs = (a, b) => {
        const pair = pairs.find((p) => (p.a === a && p.b === b) || (p.a === b && p.b === a));
        return pair.p_holm < options.alpha;
    };
    const beats = (winner, loser) => {
        const pair = pairs.find((p) => (p.a === winner && p.b === loser) || (p.a === loser && p.b === winner));
        const winnerAhead = pair.a === winner ? pair.delta > 0 : pair.delta < 0;
        return winnerAhead && pair.p_holm < options.alpha;
    };
    models.sort((x, y) => y.score - x.score || x.model.localeCompare(y.model));
    models.forEach((m, i) => (m.rank = i + 1));
    // Letters: each maximal run of neighbours (best first) that no test tells apart gets one.
    const ranges = [];
    for (let start = 0; start < models.length; start++) {
        let end = start;
        while (end + 1 < models.length &&
            models.slice(start, end + 1).every((m) => !differs(m.model, models[end + 1].model)))
            end++;
        if (!ranges.some(([s, e]) => s <= start && end <= e))
            ranges.push([start, end]);
    }
    ranges.forEach(([s, e], r) => {
        const letter = letterOf(r);
        for (let i = s; i <= e; i++)
            models[i].group += letter;
    });
    const top = models
        .filter((m) => !models.some((o) => o.model !== m.model && beats(o.model, m.model)))
        .map((m) => m.model);
    const priced = models.filter((m) => top.includes(m.model) && m.cost_usd !== null);
    const cheapest = priced.sort((x, y) => x.cost_usd - y.cost_usd || y.score - x.score)[0];
    const groupsOf = (kind) => leaders(records, maps, common, kind, options.alpha);
    const excluded = records
        .map((r, i) => ({ model: r.model.id, items: maps[i].size - n }))
        .filter((e) => e.items > 0);
    return {
        suite: records[0].suite,
        protocol_id: records[0].protocol_id,
        alpha: options.alpha,
        common_items: n,
        excluded,
        models,
        pairs,
        top,
        cheapest_top: cheapest?.model ?? null,
        subjects: groupsOf('subjects'),
        categories: groupsOf('categories'),
    };
}
function letterOf(index) {
    let s = '';
    let i = index;
    do {
        s = String.fromCharCode(97 + (i % 26)) + s;
        i = Math.floor(i / 26) - 1;
    } while (i >= 0);
    return s;
}
/**
 * Per subject (or MMLU category): the model with the best score on that group's common items,
 * the runner-up, and the McNemar test between them, Holm-adjusted over the groups.
 */
function leaders(records, maps, common, kind, alpha) {
    void alpha;
    const groups = records[0].aggregates[kind];
    if (!groups || groups.length < 2)
        return [];
    const categoryOf = new Map((records[0].aggregates.subjects ?? []).map((s) => [s.name, s.category]));
    const members = new Map();
    for (const key of common) {
        const subject = maps[0].get(key).subject;
        if (subject === null)
            continue;
        const name = kind === 'subjects' ? subject : categoryOf.get(subject);
        if (!name)
            continue;
        const list = members.get(name) ?? [];
        list.push(key);
        members.set(name, list);
    }
    const out = [];
    for (const group of groups) {
        const keys = members.get(group.name);
        if (!keys?.length)
            continue;
        const scores = maps.map((m) => keys.reduce((s, key) => s + (m.get(key).total / m.get(key).count >= 0.5 ? 1 : 0), 0));
        const order = records
            .map((_, i) => i)
            .sort((x, y) => scores[y] - scores[x] || records[x].model.id.localeCompare(records[y].model.id));
        const [lead, second] = [order[0], order[1]];
        let onlyLead = 0;
        let onlySecond = 0;
        if (second !== undefined) {
            for (const key of keys) {
                const a = maps[lead].get(key);
                const b = maps[second].get(key);
                const ra = a.total / a.count >= 0.5;
                const rb = b.total / b.count >= 0.5;
                if (ra && !rb)
                    onlyLead++;
                else if (!ra && rb)
                    onlySecond++;
            }
        }
        out.push({
            name: group.name,
            category: kind === 'subjects' ? (group.category ?? null) : null,
            n: keys.length,
            leader: records[lead].model.id,
            runner_up: second === undefined ? null : records[second].model.id,
            delta: second === undefined
                ? null
                : compare_round(((scores[lead] - scores[second]) / keys.length) * 100),
            p_value: second === undefined ? null : pairedMcNemar(onlyLead, onlySecond).pValue,
        });
    }
    const tested = out.filter((g) => g.p_value !== null);
    const adjusted = holmAdjust(tested.map((g) => g.p_value));
    return out.map((g) => ({
        ...g,
        p_holm: g.p_value === null ? null : adjusted[tested.indexOf(g)],
    }));
}
/** The model entries a comparison ranks: every measured slot, the judge excepted. */
function candidates(config) {
    const judge = config.grader.kind === 'llm_judge' ? config.grader.judge : undefined;
    return config.models.filter((m) => m.id !== judge);
}
/** Each model entry's configured price, by id. */
function pricesOf(config) {
    return Object.fromEntries(config.models.map((m) => [m.id, m.price]));
}

;// CONCATENATED MODULE: ./src/core/report/html/escape.ts

/** Untrusted text in HTML (element text or a quoted attribute): nothing in it is markup. */
function esc(text) {
    return text.replace(/[&<>"'`|@]/g, (c) => ENTITY[c] ?? c);
}
// ` and | and @ are harmless in HTML; they are encoded too so that the page's text stays inert
// if it is ever pasted into GitHub markdown (code spans, table cells, @mentions).
const ENTITY = {
    '&': '&amp;',
    '<': '&lt;',
    '>': '&gt;',
    '"': '&quot;',
    "'": '&#39;',
    '`': '&#96;',
    '|': '&#124;',
    '@': '&#64;',
};
/**
 * Untrusted data as the text of a `<script type="application/json">` element: JSON whose every
 * character that could end the element or start markup (`<`, `>`, `&`) is a `\u` escape, so no
 * string in it can close the script; the markdown-sensitive characters `esc` encodes are escaped
 * too, and U+2028/U+2029 for any reader that treats the text as JavaScript.
 */
function scriptJson(value) {
    return JSON.stringify(value).replace(/[<>&`|@\u2028\u2029]/g, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`);
}
/** A CSP source for an inline style or script: its SHA-256, base64. */
function sha256(text) {
    return `sha256-${(0,external_node_crypto_.createHash)('sha256').update(text, 'utf8').digest('base64')}`;
}

;// CONCATENATED MODULE: ./src/core/report/html/page.ts

/**
 * A self-contained HTML page: nothing is loaded from elsewhere, and a Content-Security-Policy
 * allows only this page's own style and script (by hash), so hostile text in a dataset can
 * neither run nor phone home. `title` and `body` are HTML the caller has escaped.
 */
function selfContainedPage(page) {
    const csp = [
        "default-src 'none'",
        `style-src '${sha256(page.style)}'`,
        ...(page.script === undefined ? [] : [`script-src '${sha256(page.script)}'`]),
        "img-src 'none'",
        "base-uri 'none'",
        "form-action 'none'",
    ].join('; ');
    return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta http-equiv="Content-Security-Policy" content="${csp}">
<meta name="referrer" content="no-referrer">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${page.title}</title>
<style>${page.style}</style>
</head>
<body>
${page.body}
${page.script === undefined ? '' : `<script>${page.script}</script>\n`}</body>
</html>
`;
}

;// CONCATENATED MODULE: ./src/core/report/compare-html.ts


const STYLE = `body{font:14px/1.45 system-ui,sans-serif;margin:2rem;color:#1b1f24;max-width:80rem}
table{border-collapse:collapse;margin:1rem 0}th,td{border:1px solid #d0d7de;padding:.3rem .55rem;text-align:right}
th:first-child,td:first-child{text-align:left}.top{background:#dafbe1;font-weight:600}
.sig{background:#fff1c2}.diag{background:#f6f8fa}caption{text-align:left;font-weight:600;padding:.3rem 0}
.note{color:#57606a}`;
const pts = (x) => x.toFixed(1);
const pFmt = (p) => (p < 0.0001 ? p.toExponential(1) : p.toPrecision(2));
/**
 * The comparison as one self-contained page: the ranking (top group highlighted), then a matrix
 * of every pair's Δ (row minus column, in points) and Holm-adjusted p, the cells below α marked.
 * No script, nothing loaded from elsewhere; a Content-Security-Policy allows only its own style.
 */
function compareHtml(c) {
    const ids = c.models.map((m) => m.model);
    const pair = (a, b) => c.pairs.find((p) => p.a === a && p.b === b);
    const rows = c.models
        .map((m) => `<tr class="${c.top.includes(m.model) ? 'top' : ''}"><td>${esc(m.model)}</td><td>${m.rank}</td><td>${esc(m.group)}</td><td>${esc(m.build ?? '—')}</td><td>${pts(m.score)} (${pts(m.ci.low)}–${pts(m.ci.high)})</td><td>${m.claimed === null ? '—' : pts(m.claimed)}</td><td>${m.cost_usd === null ? '—' : `$${m.cost_usd.toFixed(4)}`}</td><td>${m.latency_ms.p50 === null ? '—' : Math.round(m.latency_ms.p50)} / ${m.latency_ms.p95 === null ? '—' : Math.round(m.latency_ms.p95)}</td></tr>`)
        .join('\n');
    const matrix = ids
        .map((row) => {
        const cells = ids.map((col) => {
            if (row === col)
                return '<td class="diag">—</td>';
            const direct = pair(row, col);
            const reverse = pair(col, row);
            const p = direct ?? reverse;
            const delta = direct ? p.delta : -p.delta;
            const sig = p.p_holm < c.alpha;
            return `<td class="${sig ? 'sig' : ''}" title="p = ${pFmt(p.p_value)}, Holm ${pFmt(p.p_holm)}">${delta > 0 ? '+' : ''}${pts(delta)}<br><span class="note">p ${pFmt(p.p_holm)}</span></td>`;
        });
        return `<tr><th class="${c.top.includes(row) ? 'top' : ''}">${esc(row)}</th>${cells.join('')}</tr>`;
    })
        .join('\n');
    return selfContainedPage({
        title: `evalgate ${esc(c.suite)}: comparison`,
        style: STYLE,
        body: `<h1>evalgate ${esc(c.suite)}: comparison of ${c.models.length} models</h1>
<p id="top">Top group: <strong>${c.top.map(esc).join(', ')}</strong>${c.cheapest_top ? `; cheapest in it: <strong>${esc(c.cheapest_top)}</strong>` : ''}. On the ${c.common_items} items every model measured, α = ${c.alpha}, Holm over ${c.pairs.length} pairs.</p>
<table id="ranking"><caption>Ranking (models sharing a letter are not told apart)</caption>
<tr><th>model</th><th>rank</th><th>group</th><th>build</th><th>score (95% CI)</th><th>claimed</th><th>cost</th><th>latency p50 / p95 ms</th></tr>
${rows}
</table>
<table id="matrix"><caption>Δ row − column in points, with the Holm-adjusted p (shaded: below α)</caption>
<tr><th></th>${ids.map((id) => `<th>${esc(id)}</th>`).join('')}</tr>
${matrix}
</table>`,
    });
}

;// CONCATENATED MODULE: ./src/core/report/format.ts


/** Number formatting shared by the markdown and HTML reports, so both say the same thing. */
function num(value) {
    return value === null ? '–' : value.toFixed(1);
}
function delta(value) {
    return value === null ? '–' : signed(value);
}
/** A p-value in two significant digits, as both reports print it. */
function pValue(value) {
    return value === null ? '–' : value.toPrecision(2);
}
/** A protocol value as short text (80 characters at most); callers escape it for their format. */
function clip(value) {
    // JSON.stringify gives undefined for undefined: an absent value is shown as nothing.
    const text = typeof value === 'string' ? value : (JSON.stringify(value) ?? '');
    return text.length > 80 ? `${text.slice(0, 77)}...` : text;
}
/**
 * Two versions of a protocol value as short text, each showing where they differ: objects are
 * narrowed to the keys whose values differ (recursively) before clipping, so a judge whose model
 * changed reads `{"model":"judge-2"}`, not the same 77 characters of endpoint twice.
 */
function clipPair(old, now) {
    const [a, b] = narrow(old, now);
    return [clip(a), clip(b)];
}
function narrow(a, b) {
    const plain = (v) => v !== null && typeof v === 'object' && !Array.isArray(v);
    if (!plain(a) || !plain(b))
        return [a, b];
    if (clip(a).length < 80 && clip(b).length < 80)
        return [a, b];
    const outA = {};
    const outB = {};
    for (const key of new Set([...Object.keys(a), ...Object.keys(b)])) {
        if (JSON.stringify(a[key]) === JSON.stringify(b[key]))
            continue;
        const [x, y] = narrow(a[key], b[key]);
        if (key in a)
            outA[key] = x;
        if (key in b)
            outB[key] = y;
    }
    return [outA, outB];
}
/** One icon per verdict, the same in every report. */
const ICON = {
    pass: '✅',
    regressed: '❌',
    'within-noise': '〰️',
    incomparable: '⚠️',
    'no-baseline': '🆕',
    errored: '💥',
    frozen: '🧊',
    'bar-changed': '🚧',
    missing: '❔',
};
/**
 * The sentence on what this slice can see, when the threshold is below it; the same in every
 * report. When a drop is significant all the same it says why (the detectable drop assumes flips
 * both ways at the observed rate; these went mostly one way), and with per-item data it names the
 * slice size that would see the threshold at the observed rate of flips. Plain text: callers
 * escape it for their format.
 */
function detectableNote(m, maxDrop, alpha = 0.05) {
    if (m.min_flips !== null && m.n > 0 && m.n < m.min_flips && m.verdict !== 'missing') {
        return `with ${m.n} item${m.n === 1 ? '' : 's'} no drop can be significant: the exact McNemar test needs at least ${m.min_flips} items flipping one way`;
    }
    const mdd = m.min_detectable_drop;
    if (mdd === null || mdd <= maxDrop)
        return undefined;
    const parts = [
        `with ${m.n} items this slice cannot reliably detect a drop smaller than ${mdd.toFixed(1)} points (80% power)`,
    ];
    const down = m.flips.regressed.length;
    const up = m.flips.fixed.length;
    if (m.delta !== null &&
        m.delta < 0 &&
        -m.delta < mdd &&
        m.p_value !== null &&
        m.p_value < alpha) {
        parts.push(`this drop is significant anyway (p = ${pValue(m.p_value)}) because its flips went mostly one way (${down} right → wrong, ${up} wrong → right)`);
    }
    const threshold = `the ${maxDrop.toFixed(1)}-point threshold is below what it can see`;
    const needed = m.p_value !== null && m.n > 0 && maxDrop > 0
        ? itemsToDetect(maxDrop, Math.min(1, (down + up) / m.n), alpha)
        : Infinity;
    parts.push(Number.isFinite(needed)
        ? `${threshold}: at this rate of flips (${down + up} of ${m.n} items) a slice of ${needed} items would see it`
        : threshold);
    return parts.join('; ');
}
function modelColumns(data) {
    const first = data.runs[0]?.protocol.fingerprint;
    return {
        claimed: data.models.some((m) => m.claimed !== null || m.delta_vs_claimed !== null),
        slice: data.runs.length !== data.models.length ||
            data.runs.some((r) => r.protocol.fingerprint !== first),
    };
}

;// CONCATENATED MODULE: ./src/core/report/cached.ts
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

;// CONCATENATED MODULE: ./src/core/report/protocol-text.ts

/** A number or boolean as itself; anything else as a clipped code span. */
function scalar(value, e) {
    return typeof value === 'number' || typeof value === 'boolean'
        ? String(value)
        : e.code(clip(value));
}
function rest(part, known, e) {
    return Object.entries(part)
        .filter(([key, value]) => !known.includes(key) && value !== undefined)
        .map(([key, value]) => `${e.cell(key)} ${scalar(value, e)}`);
}
const TARGET = {
    any: 'the answer letter or the choice text',
    letter: 'the answer letter',
    text: 'the choice text',
};
function graderText(g, e) {
    const kind = typeof g.kind === 'string' ? g.kind : 'unknown';
    let rule;
    let known = ['kind', 'rules_version'];
    switch (kind) {
        case 'choice':
            rule = `reads the stated answer letter, the ${g.match === 'last' ? 'last' : 'first'} one stated`;
            known = [...known, 'match'];
            break;
        case 'exact_match': {
            const normalizers = Array.isArray(g.normalize) ? g.normalize.map(String) : [];
            const target = typeof g.target === 'string' ? g.target : 'any';
            rule = `the response, normalized by ${normalizers.length ? e.cell(normalizers.join(', ')) : 'nothing'}, must equal ${TARGET[target] ?? e.code(target)}`;
            known = [...known, 'normalize', 'target'];
            break;
        }
        case 'contains':
            rule = `the answer must appear in the response as whole words, ${g.case_sensitive === true ? 'case-sensitive' : 'ignoring case'}`;
            known = [...known, 'case_sensitive'];
            break;
        case 'regex':
            rule = `group ${scalar(g.group ?? 1, e)} of the pattern ${scalar(g.pattern, e)} must equal the answer`;
            known = [...known, 'pattern', 'group'];
            break;
        case 'numeric': {
            // Rules v2 read a stated answer ("The answer is 42", "#### 42") before the last number.
            const stated = typeof g.rules_version === 'number' && g.rules_version >= 2;
            const read = stated
                ? 'the number the response states as its answer (else its last number)'
                : 'the last number in the response';
            rule = `${read} must be within ${scalar(g.tolerance, e)} of the answer`;
            known = [...known, 'tolerance'];
            break;
        }
        case 'llm_judge':
            rule = `the model entry ${scalar(g.judge, e)} judges each response with the prompt ${scalar(g.prompt, e)}`;
            known = [...known, 'judge', 'prompt'];
            break;
        case 'loglikelihood':
            rule =
                g.metric === 'acc_norm'
                    ? 'the choice with the largest loglikelihood per character wins (acc_norm)'
                    : 'the choice with the largest loglikelihood wins (acc)';
            known = [...known, 'metric'];
            break;
        default:
            rule = 'rules not known to this version of evalgate';
    }
    const extra = rest(g, known, e);
    const version = g.rules_version === undefined ? [] : [`rules v${scalar(g.rules_version, e)}`];
    return [`${e.cell(kind)}: ${rule}`, ...extra, ...version].join(', ');
}
function washText(w, e) {
    const drops = [];
    const required = Array.isArray(w.require) ? w.require.map(String) : [];
    if (required.length)
        drops.push(`missing ${e.cell(required.join(' or '))}`);
    if (w.min_choices !== undefined)
        drops.push(`with fewer than ${scalar(w.min_choices, e)} choices`);
    if (w.answer_in_choices === true)
        drops.push('whose answer points at no choice');
    if (w.max_chars !== undefined)
        drops.push(`whose question and choices exceed ${scalar(w.max_chars, e)} characters`);
    const parts = drops.length ? [`drops rows ${drops.join('; ')}`] : ['drops no rows'];
    if (w.dedupe === false)
        parts.push('no dedupe');
    else if (w.dedupe !== undefined)
        parts.push(`keeps the first row per ${scalar(w.dedupe, e)}`);
    const known = ['require', 'min_choices', 'answer_in_choices', 'max_chars', 'dedupe'];
    return [...parts, ...rest(w, known, e)].join('; ');
}
function decodingText(d, e) {
    const parts = [];
    if (d.echo === true)
        parts.push('scores the prompt and each choice (echo, no sampling)');
    if (d.api === 'responses')
        parts.push('asked through the Responses API');
    const reasoning = d.reasoning;
    if (reasoning !== null && typeof reasoning === 'object')
        parts.push(reasoningText(reasoning, e));
    // null: a reasoning model's request leaves it out, so the provider's default applies.
    for (const key of ['temperature', 'top_p']) {
        if (d[key] === null)
            parts.push(`${key}: not sent (provider default)`);
        else if (d[key] !== undefined)
            parts.push(`${key} ${scalar(d[key], e)}`);
    }
    if (d.max_tokens !== undefined) {
        const limit = d.token_limit === undefined ? '' : ` (sent as ${scalar(d.token_limit, e)})`;
        parts.push(`at most ${scalar(d.max_tokens, e)} token${d.max_tokens === 1 ? '' : 's'}${limit}`);
    }
    if (d.logprobs !== undefined)
        parts.push(`logprobs ${scalar(d.logprobs, e)}`);
    if ('seed' in d) {
        const digits = typeof d.seed === 'string' && /^\d+$/.test(d.seed);
        parts.push(d.seed === null ? 'no seed' : `seed ${digits ? d.seed : scalar(d.seed, e)}`);
    }
    if ('stop' in d) {
        const stops = Array.isArray(d.stop) ? d.stop : [];
        parts.push(
        // As JSON strings, so that a newline or a space in a stop sequence stays visible.
        stops.length
            ? `stops at ${stops.map((s) => e.code(clip(JSON.stringify(s)))).join(', ')}`
            : 'no stop sequence');
    }
    const known = [
        'echo',
        'api',
        'reasoning',
        'temperature',
        'top_p',
        'max_tokens',
        'token_limit',
        'logprobs',
        'seed',
        'stop',
    ];
    return [...parts, ...rest(d, known, e)].join(', ');
}
function reasoningText(r, e) {
    const parts = [];
    if (r.effort !== undefined)
        parts.push(`reasoning effort ${scalar(r.effort, e)}`);
    if (r.budget_tokens !== undefined)
        parts.push(`thinking budget ${scalar(r.budget_tokens, e)} tokens`);
    return [...parts, ...rest(r, ['effort', 'budget_tokens'], e)].join(', ') || 'reasoning';
}
/**
 * The raw protocol parts as JSON, one part a line, that stays inert in a comment: `<`, `>`, `&`,
 * `@` and backticks are written as \u escapes (still the same JSON).
 */
function rawJson(parts) {
    const lines = Object.entries(parts).map(([key, value]) => `  ${JSON.stringify(key)}: ${JSON.stringify(value)}`);
    return `{\n${lines.join(',\n')}\n}`.replace(/[<>@`&]/g, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`);
}
/** The declared serving side, as the protocol card states it. */
function servingText(serving) {
    if (!serving || Object.keys(serving).length === 0) {
        return 'not reported by the provider (a model entry declares it under serving)';
    }
    const parts = [
        serving.hardware,
        serving.precision,
        serving.engine && `engine ${serving.engine}`,
        serving.batch_size !== undefined && `batch size ${serving.batch_size}`,
    ].filter((p) => typeof p === 'string' && p !== '');
    return `${parts.join(', ')} (declared in the config)`;
}
/** A serving change against the baseline: a property of the build, named beside the verdict. */
function servingChangeNote(changes) {
    return `serving changed against the baseline: ${changes.join('; ')} (a property of the build, not of the protocol: the scores are compared as they are)`;
}

;// CONCATENATED MODULE: ./src/core/report/markdown.ts






const ESCAPE = { cell, code };
/**
 * The report within `limit` characters (a PR comment or issue body): detail is dropped in
 * stages (flip lists, then the sections, then table rows) until it fits, and it says so.
 */
function fitMarkdown(data, limit) {
    for (const detail of ['full', 'counts', 'table']) {
        const text = gateMarkdown(data, detail);
        if (text.length <= limit)
            return text;
    }
    const note = '\n_The table was cut to fit; the job summary and the report file have every row._\n';
    const text = gateMarkdown(data, 'table');
    const cut = text.lastIndexOf('\n', limit - note.length);
    return `${text.slice(0, cut)}\n${note}`;
}
/**
 * The gate's markdown report (PR comment, job summary, `gate --report`): the verdict in the first
 * line, the cross-model table, then collapsible sections for why. Pure: data in, text out.
 */
function gateMarkdown(data, detail = 'full') {
    const lines = [];
    const outcome = data.verdict === 'frozen'
        ? 'new baselines'
        : data.failed
            ? 'the gate fails'
            : 'the gate passes';
    lines.push(`## ${ICON[data.verdict]} evalgate ${cell(data.suite)}: ${data.verdict} (${outcome})`, '');
    lines.push(...barSection(data));
    const cached = cacheNote(data.runs);
    if (cached)
        lines.push(cell(cached), '');
    const first = data.runs[0];
    if (first) {
        lines.push(`Slice \`${first.protocol.fingerprint.slice(0, 12)}\` (${first.aggregates.n} items), protocol \`${first.protocol_id.slice(0, 12)}\`; a drop of ${data.maxDrop.toFixed(1)} points or more fails.`, '');
    }
    const show = modelColumns(data);
    const head = [
        'model',
        'build',
        ...(show.claimed ? ['claimed'] : []),
        'measured',
        ...(show.claimed ? ['Δ vs claimed'] : []),
        'baseline',
        'Δ vs baseline',
        'p',
        'verdict',
        ...(show.slice ? ['slice'] : []),
    ];
    const align = head.map((h) => ['model', 'build', 'verdict', 'slice'].includes(h) ? '---' : '---:');
    lines.push(`| ${head.join(' | ')} |`, `|${align.join('|')}|`);
    const mainProtocol = first?.protocol_id;
    data.models.forEach((m, i) => {
        const run = data.runs[i];
        const other = run && mainProtocol && run.protocol_id !== mainProtocol ? ' ⚠️ other protocol' : '';
        const measured = m.score === null
            ? 'n/a'
            : m.repeats > 1
                ? `${m.score.toFixed(1)} ± ${m.std.toFixed(1)}`
                : m.score.toFixed(1);
        const cells = [
            `${code(m.model)}${other}`,
            m.build ? code(m.build) : '',
            ...(show.claimed ? [num(m.claimed)] : []),
            measured,
            ...(show.claimed ? [delta(m.delta_vs_claimed)] : []),
            num(m.baseline),
            delta(m.delta),
            pValue(m.p_value),
            `${ICON[m.verdict]} ${m.verdict}`,
            ...(show.slice ? [`\`${run?.protocol.fingerprint.slice(0, 12) ?? ''}\``] : []),
        ];
        lines.push(`| ${cells.join(' | ')} |`);
    });
    lines.push('');
    if (detail === 'table') {
        lines.push('_Details were left out to fit; the job summary and the report file have them._');
        return `${lines.join('\n')}\n`;
    }
    for (const m of data.models) {
        lines.push(`- **${cell(m.model)}**: ${cell(m.reason)}.`);
        if (m.serving_changed)
            lines.push(`  - ${cell(servingChangeNote(m.serving_changed))}`);
        for (const d of m.differences) {
            const [old, now] = clipPair(d.old, d.new);
            lines.push(`  - ${d.part}: \`${cell(old)}\` → \`${cell(now)}\``);
        }
        if (m.ci)
            lines.push(`  - 95% interval of Δ: ${signed(m.ci.low)} … ${signed(m.ci.high)} points`);
        const detectable = detectableNote(m, data.maxDrop, data.alpha);
        if (detectable)
            lines.push(`  - ${detectable}`);
        if (m.flips.regressed.length || m.flips.fixed.length) {
            lines.push(`  - flips: ${m.flips.regressed.length} right → wrong, ${m.flips.fixed.length} wrong → right`);
        }
    }
    lines.push('');
    lines.push(...groupSections(data, detail));
    if (detail === 'full')
        lines.push(...flipSections(data));
    lines.push(...section('Acceptance checklist', checklist(data)));
    if (detail === 'full') {
        lines.push(...section('Protocol card', protocolCard(data)));
        lines.push(...trends(data));
        lines.push(...errorSection(data));
    }
    return `${lines.join('\n')}\n`;
}
/** The bar's changes, at every detail level: a reviewer must see them first. */
function barSection(data) {
    const bar = data.bar;
    if (!bar || bar.changes.length === 0)
        return [];
    const base = `\`${bar.baseSha.slice(0, 12)}\``;
    const intro = !bar.blocked
        ? `This pull request changes nothing the results are judged by; the bar of the base commit ${base} applies. Noted:`
        : bar.approvedBy
            ? `This pull request changes the bar of the base commit ${base}; the change was approved by ${cell(bar.approvedBy)}, so the head's bar applies:`
            : `**This pull request changes the bar** of the base commit ${base} without an approving review, so the check fails (\`bar-changed\`). The results below are measured under the base's bar. Changes:`;
    const rows = bar.changes.map((c) => `| ${c.blocking ? '🚧' : 'ℹ️'} ${cell(c.what)} | ${c.base === null ? '–' : code(c.base)} | ${c.head === null ? '–' : code(c.head)} | ${cell(c.note ?? '')} |`);
    const note = bar.approvalNote && !bar.approvedBy ? [`_${cell(bar.approvalNote)}._`, ''] : [];
    const fix = bar.blocked && !bar.approvedBy
        ? [
            `Revert these changes, or accept them on purpose: someone with the required permission submits an approving review whose body holds the line ${code(bar.approveLine ?? 'evalgate approve <code>')} (the code of exactly these changes; a later push that changes the bar needs a new one). To measure new baselines first, apply the freeze label.`,
            '',
        ]
        : [];
    return [
        intro,
        '',
        '| change | base | head | note |',
        '|---|---|---|---|',
        ...rows,
        '',
        ...note,
        ...fix,
    ];
}
function section(title, body) {
    if (body.length === 0)
        return [];
    return ['<details>', `<summary>${title}</summary>`, '', ...body, '', '</details>', ''];
}
/**
 * Per MMLU category and the subjects behind a drop, for each model whose items span subjects: in
 * the comment itself (a drop is read there first), with every subject collapsed below at full
 * detail. One-subject suites have no groups and show nothing here.
 */
function groupSections(data, detail) {
    if (detail === 'table')
        return [];
    const out = [];
    for (const m of data.models) {
        const groups = m.groups;
        if (!groups)
            continue;
        const paired = groups.subjects.some((s) => s.p_value !== null);
        if (groups.categories) {
            out.push(`**${cell(m.model)} by MMLU category.** ${averages(m)}${paired ? '' : ' Scores only: no comparable baseline to pair with.'}`, '', ...groupTable('category', groups.categories, paired, false, groups.categories.length), '');
        }
        if (groups.top_drops.length && m.delta !== null && m.delta < 0) {
            const top = groups.top_drops.map((name) => groups.subjects.find((s) => s.name === name));
            out.push(`**${cell(m.model)}: the subjects that lost the most.** Share of Δ: the subject's net right → wrong flips over all items measured in both runs, in points.`, '', ...groupTable('subject', top, paired, true, groups.subjects.length), '');
        }
        if (detail === 'full') {
            out.push(...section(`${cell(m.model)}: all ${groups.subjects.length} subjects`, groupTable('subject', [...groups.subjects].sort(byDelta), paired, false, groups.subjects.length)));
        }
    }
    return out;
}
/** The micro average and lm-eval's group score, said once when they are the same number. */
function averages(m) {
    const g = m.groups;
    const same = g.group_aggregate !== null && g.micro !== null && Math.abs(g.group_aggregate - g.micro) < 1e-9;
    const lmEval = same
        ? "lm-eval's mmlu group score is the same number, since it weights subjects by their size (by default in v0.4.3, by `weight_by_size: True` from v0.4.4 on)"
        : `lm-eval's mmlu group score, subjects weighted by size, ${num(g.group_aggregate)} (errored items make the two differ)`;
    return `Micro average over all ${m.n} items ${num(g.micro)}; ${lmEval}; unweighted mean of the ${g.subjects.length} subjects ${num(g.macro)}.`;
}
function groupTable(kind, rows, paired, share, family) {
    // A subject's category, where any subject has one (MMLU); a category row is its own.
    const categories = kind === 'subject' && rows.some((r) => r.category !== null);
    const label = (r) => kind === 'category' && r.category ? CATEGORY_LABEL[r.category] : cell(r.name);
    const head = [
        kind,
        ...(categories ? ['category'] : []),
        'n',
        'score',
        ...(paired ? ['baseline', 'Δ', 'right → wrong', 'wrong → right'] : []),
        ...(share ? ['share of Δ'] : []),
        ...(paired
            ? ['p', `p (Holm, ${family} ${kind === 'category' ? 'categories' : 'subjects'})`]
            : []),
    ];
    const body = rows.map((r) => {
        const cells = [
            label(r),
            ...(categories ? [r.category ? CATEGORY_LABEL[r.category] : '–'] : []),
            String(r.n),
            num(r.score),
            ...(paired
                ? [
                    num(r.baseline),
                    delta(r.delta),
                    String(r.flips.regressed.length),
                    String(r.flips.fixed.length),
                ]
                : []),
            ...(share ? [r.contribution === null ? '–' : r.contribution.toFixed(2)] : []),
            ...(paired ? [pValue(r.p_value), pValue(r.p_holm)] : []),
        ];
        return `| ${cells.join(' | ')} |`;
    });
    const align = head.map((h, i) => (i === 0 || h === 'category' ? '---' : '---:'));
    return [`| ${head.join(' | ')} |`, `|${align.join('|')}|`, ...body];
}
const FLIPS_SHOWN = 20;
function flipSections(data) {
    const out = [];
    data.models.forEach((m, i) => {
        const subjects = subjectsOf(data.runs[i]);
        for (const [label, ids] of [
            ['right → wrong', m.flips.regressed],
            ['wrong → right', m.flips.fixed],
        ]) {
            if (ids.length === 0)
                continue;
            const shown = ids.slice(0, FLIPS_SHOWN);
            // A column no row fills is left out: imports and `gate` without the slice know no questions.
            const questions = shown.some((id) => excerpt(data.questions[String(id)]) !== '');
            const rows = shown.map((id) => {
                const subject = subjects ? ` ${cell(subjectOf(subjects, id) ?? '')} |` : '';
                const question = questions ? ` ${cell(excerpt(data.questions[String(id)]))} |` : '';
                return `| ${cell(String(id))} |${subject}${question}`;
            });
            const head = ['item', ...(subjects ? ['subject'] : []), ...(questions ? ['question'] : [])];
            const more = ids.length > FLIPS_SHOWN ? [`… and ${ids.length - FLIPS_SHOWN} more`] : [];
            out.push(...section(`${cell(m.model)}: ${ids.length} ${label}`, [
                `| ${head.join(' | ')} |`,
                `|${head.map(() => '---').join('|')}|`,
                ...rows,
                ...more,
            ]));
        }
    });
    return out;
}
/** What a reproducible evaluation report must state, for each run. */
function fewshotLine(f) {
    if (f.k === 0)
        return `none (zero-shot), hash \`${cell(f.hash.slice(0, 12))}\``;
    const examples = `${f.k} example${f.k === 1 ? '' : 's'}`;
    const from = f.source ? ` from ${code(f.source)}` : '';
    const how = f.sampler
        ? ` (${cell(f.sampler)} sampler${f.group_by ? `, per ${cell(f.group_by)}` : ''})`
        : '';
    return `${examples}${from}${how}, hash \`${f.hash.slice(0, 12)}\``;
}
function protocolCard(data) {
    const out = [];
    data.runs.forEach((run, i) => {
        const p = run.protocol;
        const m = data.models[i];
        const host = run.model.base_url ? safeHost(run.model.base_url) : 'local';
        const repeats = run.aggregates.per_repeat
            .map((s) => (s === null ? 'n/a' : s.toFixed(1)))
            .join(', ');
        out.push(`**${cell(run.model.id)}**`, '', `- model: ${cell(run.model.requested ?? '')} via ${run.model.provider} (${cell(host)}); reported build: ${cell(run.model.build.model ?? 'not reported')}${run.model.build.system_fingerprint ? `, fingerprint ${cell(run.model.build.system_fingerprint)}` : ''}`, `- harness: ${p.harness.name} ${p.harness.version} (protocol version ${p.harness.protocol_version}); template ${cell(p.template.name)}, ${p.template.mode} mode, hash \`${p.template.hash.slice(0, 12)}\`${p.template.reproduces ? `; prompts as ${cell(p.template.reproduces)}` : ''}`, `- dataset: ${code(p.dataset.path)}${p.dataset.format ? ` (${cell(p.dataset.format)})` : ''}; slice: shuffle seed ${cell(p.slice.seed)}, first ${p.slice.size} rows; fingerprint \`${cell(p.fingerprint)}\` over [${cell(p.slice.fingerprint_fields.join(', '))}]`, `- wash: ${washText(p.wash, ESCAPE)}`, `- few-shot: ${fewshotLine(p.fewshot)}`, `- grader: ${graderText(p.grader, ESCAPE)}`, `- decoding: ${decodingText(p.decoding, ESCAPE)}; repeats: ${p.repeats}`, ...(run.usage.reasoning_tokens === undefined
            ? []
            : [
                `- reasoning tokens: ${run.usage.reasoning_tokens} of ${run.usage.output_tokens} output tokens (counted in the output, billed once)`,
            ]), `- hardware and precision: ${cell(servingText(run.model.serving))}`, `- run: ${run.environment.started_at} (id ${code(run.run_id)})${run.environment.ci_run_url ? `, ${run.environment.ci_run_url}` : ''}; evalgate ${run.environment.evalgate}, Node ${run.environment.node}, ${cell(run.environment.os)}`, `- variance: ${p.repeats > 1 ? `per-repeat scores ${repeats}; std ${run.aggregates.std.toFixed(2)}` : 'single run (repeats: 1); variance not measured'}`, `- differs from the baseline's protocol: ${m && m.differs.length ? m.differs.join(', ') : m?.baseline === null ? 'no baseline' : 'nothing'}`, '', '<details><summary>grader, wash, decoding and few-shot as recorded (JSON)</summary>', '', '```json', rawJson({ grader: p.grader, wash: p.wash, decoding: p.decoding, fewshot: p.fewshot }), '```', '', '</details>', '', '<details><summary>prompt template</summary>', '', '```text', p.template.text.replace(/```/g, '` ` `'), '```', '', '</details>', '');
    });
    return out;
}
/** Each line ✅ or ❌ with its reason, computed from the runs, never assumed. */
function checklist(data) {
    const line = (ok, text) => `- ${ok ? '✅' : '❌'} ${text}`;
    const runs = data.runs;
    const claimed = data.models.filter((m) => m.claimed !== null).length;
    const protocols = new Set([
        ...runs.map((r) => r.protocol_id),
        ...Object.values(data.baselines).flatMap((b) => (b ? [b.protocol_id] : [])),
    ]);
    const missing = runs.flatMap((r) => [
        ['fingerprint', r.protocol.fingerprint],
        ['reported build', r.model.build.model],
        ['git sha', r.environment.git_sha],
        ['Node version', r.environment.node],
    ]
        .filter(([, v]) => !v)
        .map(([what]) => `${r.model.id}: ${what}`));
    const singles = runs.filter((r) => r.protocol.repeats < 3);
    const noBaseline = data.models.filter((m) => m.verdict === 'no-baseline').map((m) => m.model);
    return [
        line(true, claimed
            ? `vendor scores are shown (${claimed} of ${data.models.length} models) but not gated on: the gate uses only the re-measured Δ`
            : 'no vendor score is gated on: the gate uses only the re-measured Δ'),
        line(runs.length > 0, `the slice was re-measured against a threshold set before the run (max drop ${data.maxDrop.toFixed(1)} points from the config)`),
        line(runs.length > 0, 'harness, grader and split are fixed in versioned config, identified by the protocol id'),
        line(missing.length === 0, missing.length
            ? `metadata missing: ${cell(missing.join('; '))}`
            : 'fingerprint and environment metadata are complete'),
        line(singles.length === 0, singles.length
            ? `variance: single-run (repeats < 3) for ${cell(singles.map((r) => r.model.id).join(', '))}; std not measured`
            : 'variance is recorded (repeats ≥ 3)'),
        line(noBaseline.length === 0, noBaseline.length
            ? `results are stored, but no baseline gates ${cell(noBaseline.join(', '))} yet`
            : 'results are stored and the regression gate is active for every model'),
        line(protocols.size <= 1, protocols.size <= 1
            ? 'all compared rows share one protocol'
            : `the compared rows span ${protocols.size} protocols: scores across them are not comparable`),
    ];
}
/** Score per build over the history, one Mermaid chart per model (last 20 runs). */
function trends(data) {
    const byModel = new Map();
    for (const run of [...data.history, ...data.runs]) {
        if (run.aggregates.score === null)
            continue;
        const list = byModel.get(run.model.id) ?? [];
        if (!list.some((r) => r.run_id === run.run_id))
            list.push(run);
        byModel.set(run.model.id, list);
    }
    const charts = [];
    for (const [model, runs] of byModel) {
        if (runs.length < 2)
            continue;
        const recent = runs.slice(-20);
        const labels = recent.map((r) => `"${mermaidText(`${r.environment.started_at.slice(5, 10)} ${r.model.build.model ?? ''}`)}"`);
        const scores = recent.map((r) => r.aggregates.score.toFixed(1));
        charts.push('```mermaid', 'xychart-beta', `  title "${mermaidText(model)}: score per run"`, `  x-axis [${labels.join(', ')}]`, '  y-axis "score" 0 --> 100', `  line [${scores.join(', ')}]`, '```', '');
    }
    return section('Trends', charts);
}
function errorSection(data) {
    const rows = [];
    for (const run of data.runs) {
        for (const item of run.items) {
            if (item.error === null || rows.length >= 20)
                continue;
            rows.push(`| ${cell(run.model.id)} | ${cell(String(item.id))} | ${item.repeat} | ${cell(excerpt(item.error, 120))} |`);
        }
    }
    const total = data.runs.reduce((a, r) => a + r.aggregates.errors, 0);
    if (total === 0)
        return [];
    return section(`Errors (${total})`, [
        '| model | item | repeat | error |',
        '|---|---|---:|---|',
        ...rows,
    ]);
}
/**
 * Untrusted text in markdown (a table cell or a line): no pipes, no newlines, no HTML (so no
 * hidden markers), no @mentions, no code spans, no images or links (brackets are escaped and bare
 * URLs are broken so GitHub does not link them).
 */
function cell(text) {
    return text
        .replace(/[\r\n]+/g, ' ')
        .replace(/\|/g, '\\|')
        .replace(/&/g, '&amp;')
        .replace(/</g, '&lt;')
        .replace(/>/g, '&gt;')
        .replace(/`/g, "'")
        .replace(/@/g, '@\u200b')
        .replace(/[[\]]/g, (c) => `\\${c}`)
        .replace(/:\/\//g, ':\u200b//')
        .replace(/\bwww\./gi, (w) => `${w.slice(0, 3)}\u200b.`);
}
/**
 * Untrusted text as a code span (in a table cell): markdown is literal there, so only breaks,
 * backticks and `|` matter; `<` and `@` get a zero-width space so that no renderer, and no reader
 * of the raw body looking for markers, ever sees a tag, a comment or a mention.
 */
function code(text) {
    const inert = text
        .replace(/[\r\n]+/g, ' ')
        .replace(/`/g, "'")
        .replace(/\|/g, '\\|')
        .replace(/([<@])/g, '$1\u200b');
    return `\`${inert}\``;
}
function excerpt(text, length = 80) {
    if (!text)
        return '';
    const flat = text.replace(/\s+/g, ' ').trim();
    return flat.length > length ? `${flat.slice(0, length - 1)}…` : flat;
}
function mermaidText(text) {
    return text.replace(/["[\]\r\n;`]/g, ' ').slice(0, 40);
}
function safeHost(url) {
    try {
        return new URL(url).host;
    }
    catch {
        return 'unknown host';
    }
}

;// CONCATENATED MODULE: ./src/core/report/compare-markdown.ts

const compare_markdown_pts = (x) => x.toFixed(1);
const signedPts = (x) => `${x > 0 ? '+' : x < 0 ? '−' : '±'}${Math.abs(x).toFixed(1)}`;
const compare_markdown_pFmt = (p) => (p < 0.0001 ? p.toExponential(1) : p.toPrecision(2));
const usd = (x) => (x === null ? '—' : `$${x < 0.01 ? x.toFixed(4) : x.toFixed(2)}`);
const ms = (x) => (x === null ? '—' : `${Math.round(x)} ms`);
/** The JSON document of `compare --json` (and the Action's results file in mode compare). */
function compareJson(c) {
    return {
        suite: c.suite,
        protocol_id: c.protocol_id,
        alpha: c.alpha,
        common_items: c.common_items,
        excluded: c.excluded,
        models: c.models.map((m) => ({
            model: m.model,
            build: m.build,
            score: m.score,
            ci: m.ci,
            claimed: m.claimed,
            delta_vs_claimed: m.delta_vs_claimed,
            cost_usd: m.cost_usd,
            latency_ms: m.latency_ms,
            group: m.group,
            rank: m.rank,
            run_id: m.run_id,
        })),
        pairs: c.pairs.map((p) => ({
            a: p.a,
            b: p.b,
            delta: p.delta,
            p_value: p.p_value,
            p_holm: p.p_holm,
            ci: p.ci,
            only_a: p.only_a,
            only_b: p.only_b,
        })),
        top: c.top,
        cheapest_top: c.cheapest_top,
        subjects: c.subjects,
        categories: c.categories,
    };
}
/** The comparison as markdown: the job summary, the pull-request comment, `--report`. */
function compareMarkdown(c) {
    const lines = [];
    const names = (ids) => ids.map((id) => `**${cell(id)}**`).join(', ');
    lines.push(`## evalgate ${cell(c.suite)}: comparison of ${c.models.length} models`, '');
    lines.push(`Top group (no other model is better at α = ${c.alpha} after Holm over ${c.pairs.length} pairs): ${names(c.top)}.` +
        (c.cheapest_top
            ? ` Cheapest in it: **${cell(c.cheapest_top)}**.`
            : ' No price is configured for them.'), '');
    const excluded = c.excluded.length
        ? ` (left out: ${c.excluded.map((e) => `${e.items} of ${cell(e.model)}`).join(', ')}, which not every model measured)`
        : '';
    lines.push(`Compared on the ${c.common_items} items every model measured${excluded}.`, '');
    lines.push('| rank | group | model | build | score (95% CI) | claimed (Δ) | cost | latency p50 / p95 |', '| ---: | :---: | --- | --- | --- | --- | ---: | --- |');
    for (const m of c.models) {
        const claimed = m.claimed === null ? '—' : `${compare_markdown_pts(m.claimed)} (${signedPts(m.delta_vs_claimed ?? 0)})`;
        lines.push(`| ${m.rank} | ${m.group} | ${c.top.includes(m.model) ? '**' : ''}\`${cell(m.model)}\`${c.top.includes(m.model) ? '**' : ''} | ${cell(m.build ?? '—')} | ${compare_markdown_pts(m.score)} (${compare_markdown_pts(m.ci.low)} – ${compare_markdown_pts(m.ci.high)}) | ${claimed} | ${usd(m.cost_usd)} | ${ms(m.latency_ms.p50)} / ${ms(m.latency_ms.p95)} |`);
    }
    lines.push('', 'Models that share a letter are not told apart by any test at α after Holm. Latency counts the answers measured in these runs (not cached ones); cost is from the configured prices.', '', '### Pairs', '', '| a | b | Δ a − b (95% CI) | only a right | only b right | p | p (Holm) |', '| --- | --- | --- | ---: | ---: | ---: | ---: |');
    for (const p of c.pairs) {
        lines.push(`| \`${cell(p.a)}\` | \`${cell(p.b)}\` | ${signedPts(p.delta)} (${signedPts(p.ci.low)} – ${signedPts(p.ci.high)}) | ${p.only_a} | ${p.only_b} | ${compare_markdown_pFmt(p.p_value)} | ${compare_markdown_pFmt(p.p_holm)}${p.p_holm < c.alpha ? ' ✱' : ''} |`);
    }
    lines.push('', `✱: below α = ${c.alpha} after Holm: the better of the two is better on this slice.`);
    for (const [title, groups] of [
        ['Per subject', c.subjects],
        ['Per category', c.categories],
    ]) {
        if (!groups.length)
            continue;
        lines.push('', `### ${title}`, '', ...leaderLines(groups, c.alpha));
    }
    return `${lines.join('\n')}\n`;
}
function leaderLines(groups, alpha) {
    const out = [
        `Which model leads each, against the runner-up (Holm over ${groups.length}; ✱ below α = ${alpha}):`,
        '',
        '| group | items | leader | runner-up | Δ | p (Holm) |',
        '| --- | ---: | --- | --- | ---: | ---: |',
    ];
    for (const g of groups) {
        out.push(`| ${cell(g.name)} | ${g.n} | \`${cell(g.leader)}\` | ${g.runner_up ? `\`${cell(g.runner_up)}\`` : '—'} | ${g.delta === null ? '—' : signedPts(g.delta)} | ${g.p_holm === null ? '—' : `${compare_markdown_pFmt(g.p_holm)}${g.p_holm < alpha ? ' ✱' : ''}`} |`);
    }
    return out;
}
/** The short ranking the CLI prints: one line per model, the top group and the cheapest in it. */
function compareLines(c) {
    const lines = c.models.map((m) => `${String(m.rank).padStart(2)} ${m.group.padEnd(3)} ${m.model}: ${compare_markdown_pts(m.score)} (${compare_markdown_pts(m.ci.low)}–${compare_markdown_pts(m.ci.high)}), cost ${usd(m.cost_usd)}, p50 ${ms(m.latency_ms.p50)}`);
    lines.push(`top group: ${c.top.join(', ')}${c.cheapest_top ? `; cheapest in it: ${c.cheapest_top}` : ''} (on ${c.common_items} common items, α ${c.alpha}, Holm over ${c.pairs.length} pairs)`);
    return `${lines.join('\n')}\n`;
}

;// CONCATENATED MODULE: ./src/core/outcomes.ts
/**
 * The grading stage: answers become per-item outcomes. Pure but for an LLM judge, which the
 * grader calls; its grades run a bounded number at a time.
 */


function startGrading(calls, grader, options) {
    const outcomes = new Array(calls.length);
    const deferred = [];
    const pending = [];
    return {
        add(index, answer) {
            const call = calls[index];
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
            }
            else
                outcomes[index] = graded;
        },
        async done() {
            let next = 0;
            const lane = async () => {
                while (next < deferred.length) {
                    const [index, answer] = deferred[next++];
                    outcomes[index] = await gradeOne(calls[index], answer, grader, options);
                }
            };
            const lanes = Math.max(1, Math.min(options.concurrency ?? 1, deferred.length));
            if (deferred.length > 0)
                await Promise.all(Array.from({ length: lanes }, lane));
            await Promise.all(pending);
            return outcomes.filter((o) => o !== undefined);
        },
    };
}
/** One answer graded; a promise only when the grader returns one. */
function gradeOne(call, answer, grader, options) {
    const failed = (error) => {
        options.onGraded?.();
        return answeredOutcome(call, answer, ...gradingFailed(error, options.clean));
    };
    let grade;
    try {
        grade = grader.grade(call.item, answer.reply.text);
    }
    catch (error) {
        return failed(error);
    }
    if (!(grade instanceof Promise))
        return answeredOutcome(call, answer, grade, null, options.clean);
    return grade.then((graded) => {
        options.onGraded?.();
        return answeredOutcome(call, answer, graded, null, options.clean);
    }, failed);
}
/**
 * Only the judge (its own endpoint) or an answer that is not loglikelihoods (a cassette recorded
 * in generate mode) fails here; the answer is kept, the item errors.
 */
function gradingFailed(error, clean) {
    return [
        { correct: null, score: null, extracted: null, reason: 'grading failed' },
        clean(`grading failed: ${error.message}`),
        clean,
    ];
}
function answeredOutcome(call, answer, grade, error, clean) {
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
function tokensOf(usage) {
    const tokens = { input: usage.input_tokens, output: usage.output_tokens };
    if (usage.reasoning_tokens !== undefined)
        tokens.reasoning = usage.reasoning_tokens;
    return tokens;
}
function failedOutcome(call, attempts, message) {
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

;// CONCATENATED MODULE: ./src/core/version.ts
/** evalgate's own version; part of every run record and of the protocol's harness identity. */
const VERSION = '0.1.0';

;// CONCATENATED MODULE: ./src/core/protocol.ts




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
        harness: { name: 'evalgate', version: VERSION, protocol_version: PROTOCOL_VERSION },
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
    const decoding = sentDecoding(entry, suite.protocol.decoding);
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
    const hash = (0,external_node_crypto_.createHash)('sha256');
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
    return sha256Hex(canonicalJson({
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

;// CONCATENATED MODULE: ./src/core/summary.ts


/**
 * The history index: one compact summary per stored run, kept beside the full records so trends,
 * `history` and the search for a previous run read a few hundred bytes per run instead of every
 * item of every run. A summary is derived from its record alone, so the index can always be
 * rebuilt from the records, and a summary that does not match its record is simply recomputed.
 */
const SUMMARY_VERSION = 1;
const runSummarySchema = schemas/* object */.Ikc({
    summary_version: schemas/* literal */.euz(SUMMARY_VERSION),
    run_id: schemas/* string */.YjP(),
    suite: schemas/* string */.YjP(),
    protocol_id: schemas/* string */.YjP(),
    replay_of: schemas/* string */.YjP().optional(),
    /** The run stopped before every item was done. */
    incomplete: schemas/* boolean */.zMY(),
    model: schemas/* object */.Ikc({
        id: schemas/* string */.YjP(),
        provider: schemas/* string */.YjP(),
        requested: schemas/* string */.YjP().nullable(),
        build: schemas/* object */.Ikc({ model: schemas/* string */.YjP().nullable(), system_fingerprint: schemas/* string */.YjP().nullable() }),
    }),
    aggregates: schemas/* object */.Ikc({
        score: schemas/* number */.aig().nullable(),
        std: schemas/* number */.aig(),
        n: schemas/* number */.aig().int().nonnegative(),
        errors: schemas/* number */.aig().int().nonnegative(),
    }),
    environment: schemas/* object */.Ikc({
        started_at: schemas/* string */.YjP(),
        git_sha: schemas/* string */.YjP().nullable(),
        ci_run_url: schemas/* string */.YjP().nullable(),
    }),
    /** sha256 of the per-item outcomes, so a replay is recognised without reading the records. */
    outcomes_sha256: schemas/* string */.YjP(),
});
function summarize(record) {
    const { model, aggregates, environment } = record;
    return {
        summary_version: SUMMARY_VERSION,
        run_id: record.run_id,
        suite: record.suite,
        protocol_id: record.protocol_id,
        ...(record.replay_of === undefined ? {} : { replay_of: record.replay_of }),
        incomplete: record.incomplete !== null,
        model: {
            id: model.id,
            provider: model.provider,
            requested: model.requested,
            build: { model: model.build.model, system_fingerprint: model.build.system_fingerprint },
        },
        aggregates: {
            score: aggregates.score,
            std: aggregates.std,
            n: aggregates.n,
            errors: aggregates.errors,
        },
        environment: {
            started_at: environment.started_at,
            git_sha: environment.git_sha,
            ci_run_url: environment.ci_run_url,
        },
        outcomes_sha256: outcomesDigest(record),
    };
}
/**
 * sha256 over every item's identity and outcome (id, repeat, correct, extracted answer, response
 * hash), in a fixed order: equal exactly when two runs answered every item alike.
 */
function outcomesDigest(record) {
    const rows = record.items.map((item) => JSON.stringify([
        String(item.id),
        item.repeat,
        item.correct,
        item.extracted,
        item.response_sha256,
    ]));
    rows.sort();
    // One update: the same bytes as one per row (none for no rows), without a native call per item.
    const text = rows.length === 0 ? '' : `${rows.join('\n')}\n`;
    return (0,external_node_crypto_.createHash)('sha256').update(text).digest('hex');
}

;// CONCATENATED MODULE: ./src/core/replay.ts

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
    return (digest ?? outcomesDigest(record)) === stored.outcomes_sha256;
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
    const digest = outcomesDigest(record);
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

;// CONCATENATED MODULE: ./src/core/batch.ts


/**
 * The pure parts of batch runs: request ids, the request set's digest, deadlines and prices.
 *
 * A request's `custom_id` is a hash of its item id and repeat, never the raw id: item ids come
 * from the dataset and may hold any character or length, while Anthropic accepts 1-64 characters
 * of [a-zA-Z0-9_-] (OpenAI any string). 40 hex digits keep collisions out of reach.
 */
function batchCustomId(itemId, repeat) {
    return `eg_${sha256Hex(canonicalJson([String(itemId), repeat])).slice(0, 40)}`;
}
/** The exact set of requests a batch carries: another set is another batch. */
function batchRequestDigest(requests) {
    return sha256Hex(canonicalJson(requests.map((r) => [r.customId, r.body])));
}
/** `max_wait` in seconds: a number of seconds, or a duration such as "6h". */
function durationSeconds(value) {
    if (typeof value === 'number')
        return value;
    const match = DURATION.exec(value);
    if (!match)
        throw new Error(`not a duration: ${value}`);
    const unit = { s: 1, m: 60, h: 3600, d: 86400 }[match[2]];
    return Number(match[1]) * unit;
}
/** The per-token price of a batch run: the explicit batch prices, else the discounted ones. */
function batchPrice(price) {
    const factor = 1 - price.batch_discount;
    return {
        input_per_mtok: price.batch_input_per_mtok ?? price.input_per_mtok * factor,
        output_per_mtok: price.batch_output_per_mtok ?? price.output_per_mtok * factor,
    };
}

;// CONCATENATED MODULE: ./src/core/builds.ts
/**
 * The builds the answers named (model and system fingerprint), counted as they arrive; ties go to
 * the build of the lowest item index, as when counted in item order.
 */
function buildCounter() {
    const counts = new Map();
    // Answers nearly always name the build the one before named: no key to build for those.
    let last;
    return {
        add(index, reply) {
            let seen = last?.model === reply.model && last.system_fingerprint === reply.systemFingerprint
                ? last
                : undefined;
            if (!seen) {
                const key = JSON.stringify([reply.model, reply.systemFingerprint]);
                seen = counts.get(key);
                if (!seen) {
                    seen = {
                        model: reply.model,
                        system_fingerprint: reply.systemFingerprint,
                        count: 0,
                        first: index,
                    };
                    counts.set(key, seen);
                }
            }
            seen.count++;
            seen.first = Math.min(seen.first, index);
            last = seen;
        },
        result() {
            const buildsSeen = [...counts.values()]
                .sort((a, b) => b.count - a.count || a.first - b.first)
                .map(({ model, system_fingerprint, count }) => ({ model, system_fingerprint, count }));
            const top = buildsSeen[0];
            return {
                build: { model: top?.model ?? null, system_fingerprint: top?.system_fingerprint ?? null },
                builds_seen: buildsSeen,
            };
        },
    };
}

// EXTERNAL MODULE: external "node:http"
var external_node_http_ = __webpack_require__(37067);
var external_node_http_default = /*#__PURE__*/__webpack_require__.n(external_node_http_);
// EXTERNAL MODULE: external "node:https"
var external_node_https_ = __webpack_require__(44708);
var external_node_https_default = /*#__PURE__*/__webpack_require__.n(external_node_https_);
;// CONCATENATED MODULE: ./src/engine/http.ts
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
                transport = (external_node_https_default());
                agent = httpsAgent ??= new (external_node_https_default()).Agent(agentOptions);
            }
            else if (target.protocol === 'http:') {
                transport = (external_node_http_default());
                agent = httpAgent ??= new (external_node_http_default()).Agent(agentOptions);
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

;// CONCATENATED MODULE: ./src/engine/providers/types.ts
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

;// CONCATENATED MODULE: ./src/engine/providers/http-errors.ts



const FATAL_STATUS = new Set([400, 401, 403, 404, 422]);
/** Maps an HTTP error response to a ProviderError; `who` names the model entry and its key variable. */
function errorFromResponse(response, who, keyHint) {
    const { status } = response;
    const detail = errorDetail(response.body);
    if (status === 401 || status === 403) {
        return new ProviderError(`${who}: the endpoint refused the credentials (HTTP ${status}${detail}); ${keyHint}`, 'fatal', status);
    }
    if (FATAL_STATUS.has(status)) {
        const what = status === 404 ? 'unknown endpoint or model' : 'the request was rejected';
        return new ProviderError(`${who}: ${what} (HTTP ${status}${detail})`, 'fatal', status);
    }
    if (status === 408 || status === 409 || status === 429 || status >= 500) {
        return new ProviderError(`${who}: HTTP ${status}${detail}`, 'retryable', status, retryAfterMs(response.headers));
    }
    return new ProviderError(`${who}: unexpected HTTP ${status}${detail}`, 'item', status);
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
    const body = scrub(raw);
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
        throw new ProviderError(`${who}: expected a JSON response, found ${JSON.stringify(scrub(body).slice(0, 80))}`, 'retryable');
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
        if (!(error instanceof HttpTransportError))
            throw error;
        const detail = error.kind === 'timeout'
            ? `timed out: no complete response within ${options.timeoutMs} ms (timeout_s)`
            : error.message;
        // An abort or an oversized answer is this item's error; asking again would answer the same.
        const once = error.kind === 'aborted' || error.kind === 'too_large';
        throw new ProviderError(`${who}: ${detail}`, once ? 'item' : 'retryable');
    }
}

;// CONCATENATED MODULE: ./src/engine/providers/usage.ts
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

;// CONCATENATED MODULE: ./src/engine/providers/anthropic.ts



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
            throw new ProviderError(`${who}: the response has no content list`, 'retryable');
        }
        // Text blocks only: thinking and redacted_thinking blocks are the model's reasoning, not its answer.
        const text = data.content
            .filter((block) => block.type === 'text' && typeof block.text === 'string')
            .map((block) => block.text)
            .join('');
        if (data.stop_reason === 'max_tokens' && text === '') {
            throw new ProviderError(`${who}: the response was cut off by the token limit before any answer (stop_reason "max_tokens"${entry.reasoning?.budget_tokens === undefined ? '' : ', with thinking'}); raise decoding.max_tokens`, 'item');
        }
        return {
            text,
            model: typeof data.model === 'string' ? data.model : null,
            systemFingerprint: null,
            ...replyUsage(data, { input: 'usage.input_tokens', output: 'usage.output_tokens' }),
        };
    };
    return {
        identity: { provider: 'anthropic', baseUrl, model: entry.model ?? null },
        requestBody,
        async send(call, signal) {
            const body = JSON.stringify(requestBody(call));
            const response = await postOrFail(http, url, body, allHeaders, { ...limits, signal }, who);
            // 529 "overloaded" is Anthropic's own retryable status; errorFromResponse treats >= 500 so.
            if (response.status !== 200)
                throw errorFromResponse(response, who, keyHint);
            return parseReply(parseJsonBody(response.body, who));
        },
        parseReply,
        close: () => http.close(),
    };
}

;// CONCATENATED MODULE: ./src/engine/cassette.ts







/**
 * Cassettes record the answers of a run (`evalgate run --record FILE`) so that it can be repeated
 * offline and deterministically with `provider: replay`. Lines are JSON:
 * `{"model": <entry id>, "key", "id", "repeat", "reply"}`. The key is provider-neutral (prompt,
 * decoding, repeat, item id), so a replay matches whatever endpoint made the recording.
 */
function cassetteKey(call) {
    return sha256Hex(canonicalJson({
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
            stream ??= (0,external_node_fs_.createWriteStream)(file, { flags: 'a' });
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
        text = await (0,promises_.readFile)(file, 'utf8');
    }
    catch (error) {
        throw new core_errors/* InputError */.d(`models "${entry.id}": cannot read the cassette ${shownAs}: ${(0,io_reason/* ioReason */.N)(error)}`);
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
            throw new core_errors/* InputError */.d(`${shownAs}:${i + 1}: expected one JSON object per line in the cassette, found ${JSON.stringify(line.slice(0, 40))}`);
        }
        if (typeof parsed.model !== 'string' ||
            typeof parsed.key !== 'string' ||
            typeof parsed.reply?.text !== 'string') {
            throw new core_errors/* InputError */.d(`${shownAs}:${i + 1}: expected a cassette line with "model", "key" and "reply.text"`);
        }
        recordedModels.add(parsed.model);
        if (entry.model === undefined || entry.model === parsed.model)
            replies.set(parsed.key, parsed.reply);
    });
    if (entry.model === undefined && recordedModels.size > 1) {
        throw new core_errors/* InputError */.d(`models "${entry.id}": the cassette ${shownAs} holds several models (${[...recordedModels].join(', ')}); set "model" to the one to replay`);
    }
    if (replies.size === 0) {
        throw new core_errors/* InputError */.d(`models "${entry.id}": the cassette ${shownAs} has no answers${entry.model ? ` recorded for model "${entry.model}"` : ''}`);
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
                throw new ProviderError(`model "${entry.id}": item ${JSON.stringify(call.item.id)} (repeat ${call.repeat}) is not in the cassette; the prompt, decoding or slice changed since it was recorded`, 'item');
            }
            // A cassette is a file anyone can edit: its counts pass the same rule as a server's.
            return { ...reply, refusedUsage: undefined, ...replyUsage({ reply }, CASSETTE_USAGE) };
        },
        close: () => undefined,
    };
}

;// CONCATENATED MODULE: ./src/engine/providers/baseline.ts

const baseline_LETTERS = 'ABCDEFGHIJ';
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
                text: lls ? JSON.stringify(lls) : index < 0 ? '' : baseline_LETTERS[index],
                model: `baseline/${strategy}`,
                systemFingerprint: null,
                usage: { input_tokens: 0, output_tokens: 0 },
            };
        },
        close: () => undefined,
    };
}

;// CONCATENATED MODULE: ./src/engine/providers/command.ts






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
            const child = (0,external_node_child_process_.spawn)(program, args, { cwd, env, signal, stdio: ['pipe', 'pipe', 'pipe'] });
            const out = [];
            const err = [];
            const timer = setTimeout(() => child.kill('SIGKILL'), timeoutMs);
            child.stdout.on('data', (chunk) => out.push(chunk));
            child.stderr.on('data', (chunk) => err.push(chunk));
            child.on('error', (error) => {
                clearTimeout(timer);
                const fatal = error.code === 'ENOENT' || error.code === 'EACCES';
                reject(new ProviderError(`${who}: cannot run ${JSON.stringify(program)}: ${error.code === 'ENOENT' ? 'no such command' : error.message}`, fatal ? 'fatal' : 'retryable'));
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
                const stderr = scrub(Buffer.concat(err).toString('utf8')).trim().slice(-300);
                const how = killedBy
                    ? `was killed (${killedBy}${killedBy === 'SIGKILL' ? `, timeout ${entry.timeout_s}s` : ''})`
                    : `exited with ${code}`;
                reject(new ProviderError(`${who}: the command ${how}${stderr ? `: ${stderr}` : ''}`, 'retryable'));
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
        ? [external_node_path_default().resolve(cwd, program)]
        : (env.PATH ?? '')
            .split((external_node_path_default()).delimiter)
            .filter(Boolean)
            .map((dir) => external_node_path_default().join(dir, program));
    const runnable = candidates.some((file) => {
        try {
            (0,external_node_fs_.accessSync)(file, external_node_fs_.constants.X_OK);
            return (0,external_node_fs_.statSync)(file).isFile();
        }
        catch {
            return false;
        }
    });
    if (!runnable) {
        const where = program.includes('/') ? `relative to ${cwd}` : 'on PATH';
        throw new core_errors/* InputError */.d(`model "${entry.id}": command: expected a program that can run, found ${JSON.stringify(program)}, which is not an executable file ${where}`);
    }
}

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
        throw new ProviderError(`${who}: ${item}: expected ${continuations.length} choices in the response (one per prompt of the list), found ${choices.length}; the endpoint must accept a list of prompts`, 'fatal');
    }
    const byIndex = inPromptOrder(choices, `${who}: ${item}`);
    const prompts = continuations.map((continuation) => context + continuation);
    const sums = byIndex.map((choice, i) => {
        const where = `${who}: ${item}, choice ${i}`;
        const lp = promptLogprobs(choice, where);
        const spelled = lp.tokens.slice(0, -1).join('');
        const other = prompts.indexOf(spelled);
        if (other >= 0 && other !== i) {
            throw new ProviderError(`${where}: the result with index ${i} has the tokens of prompt ${other} (continuation ${JSON.stringify(continuations[other])}), not of prompt ${i} (continuation ${JSON.stringify(continuations[i])}); the server's index does not follow the order of the prompt list`, 'item');
        }
        try {
            return continuationLogprob(lp, context, continuations[i], where, maxLength).logprob;
        }
        catch (error) {
            if (!(error instanceof LoglikelihoodError))
                throw error;
            throw new ProviderError(error.message, error.fatal ? 'fatal' : 'item');
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
        throw new ProviderError(`${where}: expected the choices' "index" to be each of 0..${choices.length - 1} once (it says which prompt of the list a result is for), found ${found.join(', ')}`, 'item');
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
        throw new ProviderError(`${where}: the server returned no prompt logprobs (${found}); ${NO_PROMPT_LOGPROBS}`, 'fatal');
    }
    return { tokens, token_logprobs: values, text_offset: offsets };
}

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
        ...openaiSampling(entry, call.decoding),
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
    const counted = replyUsage(data, USAGE_FIELDS);
    const reasoning = counted.usage.reasoning_tokens;
    if (data.status === 'failed') {
        throw new ProviderError(`${who}: the response failed (status "failed"${data.error?.message ? `: ${data.error.message}` : ''})`, 'retryable');
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
            throw new ProviderError(`${who}: the response is incomplete with no text (incomplete_details.reason ${JSON.stringify(reason ?? null)})`, 'item');
        }
        else if (text === undefined) {
            throw new ProviderError(`${who}: the response has no output_text in a message item of output[]`, 'retryable');
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
    return new ProviderError(`${who}: the response was cut off by the token limit before any answer (${how}${reasoning ? `, after ${reasoning} reasoning tokens` : ''}); raise decoding.max_tokens`, 'item');
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
        Object.assign(body, openaiSampling(entry, decoding));
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
                throw new ProviderError(`${who}: the response has no text (choices[0].message.content is null${choice.finish_reason ? `, finish_reason ${JSON.stringify(choice.finish_reason)}` : ''})`, 'item');
            }
            throw new ProviderError(`${who}: the response has no ${api === 'completions' ? 'choices[0].text' : 'choices[0].message.content'}`, 'retryable');
        }
        return reply(data, text);
    };
    return {
        identity: { provider: 'openai', baseUrl, model: entry.model ?? null },
        requestBody,
        async send(call, signal) {
            const body = JSON.stringify(requestBody(call));
            const response = await postOrFail(http, url, body, allHeaders, { ...limits, signal }, who);
            if (response.status !== 200)
                throw errorFromResponse(response, who, keyHint);
            return parseReply(parseJsonBody(response.body, who), call);
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
    return replyUsage(data, openai_USAGE_FIELDS).usage.reasoning_tokens;
}
function reply(data, text) {
    return {
        text,
        model: typeof data.model === 'string' ? data.model : null,
        systemFingerprint: typeof data.system_fingerprint === 'string' ? data.system_fingerprint : null,
        ...replyUsage(data, openai_USAGE_FIELDS),
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
            return commandClient(entry, context.baseDir, context.env);
        case 'replay': {
            const file = external_node_path_default().resolve(context.baseDir, entry.cassette);
            return replayClient(entry, file, entry.cassette);
        }
        case 'openai':
        case 'anthropic': {
            const http = createHttpClient({ maxSockets: entry.concurrency });
            const { headers, keyHint } = endpointHeaders(entry, context.env);
            return entry.provider === 'anthropic'
                ? anthropicClient(entry, headers, http, keyHint)
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
            named = commandRequests(entry);
            break;
        case 'openai':
        case 'anthropic': {
            // The request body carries no key; the headers (where the key goes) are never built.
            const http = createHttpClient({ maxSockets: 1 });
            const make = entry.provider === 'anthropic' ? anthropicClient : openaiClient;
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
        send: () => Promise.reject(new ProviderError(`model "${entry.id}": this run sends no request`, 'item')),
        close,
    };
}
/**
 * The headers every request to an openai or anthropic endpoint carries (its key among them),
 * for the synchronous clients and the batch clients alike, and the hint a refused key gives.
 */
function endpointHeaders(entry, env) {
    const envName = keyVariable(entry);
    const headers = expandHeaders(entry, env);
    let keyHint = 'this endpoint is called without a key (set api_key_env to send one)';
    if (envName !== undefined) {
        const key = env[envName];
        if (!key) {
            throw new core_errors/* InputError */.d(`model "${entry.id}": the environment variable ${envName} (api_key_env) is not set; export it, or pass it from a repository secret in the workflow`);
        }
        registerSecret(key);
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
        out[name.toLowerCase()] = value.replace(HEADER_VARIABLE, (_, variable) => {
            const found = env[variable];
            if (found === undefined) {
                throw new core_errors/* InputError */.d(`model "${entry.id}": headers.${name} uses \${${variable}}, but that environment variable is not set`);
            }
            registerSecret(found);
            return found;
        });
    }
    return out;
}

;// CONCATENATED MODULE: ./src/engine/batch/transport.ts

class BatchHttpError extends Error {
    status;
    name = 'BatchHttpError';
    constructor(message, status) {
        super(message);
        this.status = status;
    }
}
function batchTransport(settings) {
    const { who } = settings;
    return {
        async request(method, url, body, signal, options = {}) {
            const idempotent = options.idempotent ?? method === 'GET';
            const shown = `${method} ${url.split('?', 1)[0]}`;
            let last;
            for (let attempt = 0; attempt <= settings.maxRetries; attempt++) {
                if (attempt > 0)
                    await sleep(Math.min(250 * 2 ** attempt, 8000), signal);
                let response;
                try {
                    const headers = { ...settings.headers };
                    if (typeof body === 'string')
                        headers['content-type'] = 'application/json';
                    response = await fetch(url, {
                        method,
                        headers,
                        ...(body === undefined ? {} : { body }),
                        signal: AbortSignal.any([signal, AbortSignal.timeout(settings.timeoutMs)]),
                    });
                }
                catch (error) {
                    if (signal.aborted)
                        throw signal.reason ?? error;
                    last = new BatchHttpError(`${who}: ${shown} failed: ${error.message}`);
                    if (!idempotent)
                        throw last;
                    continue;
                }
                const text = await response.text();
                if (response.ok)
                    return text;
                const detail = scrub(text).slice(0, 300);
                const keyNote = response.status === 401 || response.status === 403 ? `; ${settings.keyHint}` : '';
                last = new BatchHttpError(`${who}: ${shown} answered HTTP ${response.status}: ${detail}${keyNote}`, response.status);
                const transient = [408, 409, 429].includes(response.status) || response.status >= 500;
                if (!transient)
                    throw last;
            }
            throw last;
        },
    };
}
function sleep(ms, signal) {
    return new Promise((resolve, reject) => {
        if (signal.aborted)
            return reject(signal.reason);
        const timer = setTimeout(() => {
            signal.removeEventListener('abort', onAbort);
            resolve();
        }, ms);
        const onAbort = () => {
            clearTimeout(timer);
            reject(signal.reason);
        };
        signal.addEventListener('abort', onAbort, { once: true });
    });
}
/** Parses a JSON response, or says which call answered what. */
function parseJson(text, who, what) {
    try {
        const value = JSON.parse(text);
        if (value && typeof value === 'object' && !Array.isArray(value))
            return value;
    }
    catch {
        // fall through
    }
    throw new BatchHttpError(`${who}: ${what}: expected a JSON object, found ${JSON.stringify(scrub(text).slice(0, 80))}`);
}
/** The lines of a JSONL result file; a line that is not JSON is skipped and counted. */
function jsonLines(text) {
    const lines = [];
    let skipped = 0;
    for (const line of text.split('\n')) {
        if (!line.trim())
            continue;
        try {
            const value = JSON.parse(line);
            if (value && typeof value === 'object')
                lines.push(value);
            else
                skipped++;
        }
        catch {
            skipped++;
        }
    }
    return { lines, skipped };
}

;// CONCATENATED MODULE: ./src/engine/batch/anthropic.ts


/** The most requests one Anthropic message batch may hold. */
const ANTHROPIC_BATCH_MAX = 100_000;
/**
 * Anthropic's Message Batches: the requests go in the create call's body
 * (`requests: [{custom_id, params}]`), the batch is `ended` when nothing more will happen to
 * it, and `results_url` serves one JSONL line per request with a result of type succeeded,
 * errored, canceled or expired.
 */
function anthropicBatchApi(entry, transport) {
    const base = (entry.base_url ?? 'https://api.anthropic.com/v1').replace(/\/+$/, '');
    const who = `model "${entry.id}"`;
    return {
        async submit(requests, signal) {
            const body = JSON.stringify({
                requests: requests.map((r) => ({ custom_id: r.customId, params: r.body })),
            });
            const created = parseJson(await transport.request('POST', `${base}/messages/batches`, body, signal, {
                idempotent: false,
            }), who, 'create message batch');
            if (typeof created.id !== 'string')
                throw new Error(`${who}: the new batch has no id`);
            return created.id;
        },
        async status(id, signal) {
            const batch = parseJson(await transport.request('GET', `${base}/messages/batches/${encodeURIComponent(id)}`, undefined, signal), who, `message batch ${id}`);
            const counts = (batch.request_counts ?? {});
            const n = (key) => Number(counts[key]) || 0;
            const failed = n('errored') + n('canceled') + n('expired');
            const done = n('succeeded') + failed;
            const resultsUrl = typeof batch.results_url === 'string' ? batch.results_url : '';
            return {
                id,
                state: batch.processing_status === 'ended' ? 'ended' : 'running',
                status: String(batch.processing_status),
                total: done + n('processing'),
                done,
                failed,
                outputs: resultsUrl ? [resultsUrl] : [],
            };
        },
        async results(status, signal) {
            const out = new Map();
            for (const url of status.outputs) {
                // The key goes only where the base URL points: a results_url on another origin is refused.
                if (new URL(url).origin !== new URL(base).origin) {
                    throw new Error(`${who}: batch ${status.id}: results_url ${JSON.stringify(scrub(url))} is not on ${new URL(base).origin}; refusing to send the key there`);
                }
                const text = await transport.request('GET', url, undefined, signal);
                for (const line of jsonLines(text).lines) {
                    if (typeof line.custom_id !== 'string')
                        continue;
                    out.set(line.custom_id, lineResult(line));
                }
            }
            return out;
        },
    };
}
function lineResult(line) {
    const result = (line.result ?? {});
    if (result.type === 'succeeded')
        return { ok: true, body: result.message };
    if (result.type === 'errored') {
        // {type: 'error', error: {type, message}}, as a synchronous error body.
        const outer = result.error;
        const inner = outer?.error;
        return {
            ok: false,
            error: scrub(`errored: ${String(inner?.type ?? 'error')}${inner?.message ? `: ${String(inner.message)}` : ''}`),
        };
    }
    return {
        ok: false,
        error: `${String(result.type ?? 'unknown')}: the batch did not run this request`,
    };
}

;// CONCATENATED MODULE: ./src/engine/batch/openai.ts


/** The most requests one OpenAI batch input file may hold. */
const OPENAI_BATCH_MAX = 50_000;
const ENDED = new Set(['completed', 'failed', 'expired', 'cancelled']);
/**
 * The OpenAI Batch API: the requests go up as a JSONL file (`purpose: batch`), one batch runs
 * them within the 24h window, and its output and error files come back as JSONL, matched by
 * `custom_id`. An expired or cancelled batch still has the output of the requests it finished.
 */
function openaiBatchApi(entry, transport) {
    const base = entry.base_url.replace(/\/+$/, '');
    const endpoint = entry.api === 'completions'
        ? '/v1/completions'
        : entry.api === 'responses'
            ? '/v1/responses'
            : '/v1/chat/completions';
    const who = `model "${entry.id}"`;
    return {
        async submit(requests, signal) {
            const jsonl = requests
                .map((r) => JSON.stringify({ custom_id: r.customId, method: 'POST', url: endpoint, body: r.body }))
                .join('\n');
            const form = new FormData();
            form.append('purpose', 'batch');
            form.append('file', new Blob([`${jsonl}\n`], { type: 'application/jsonl' }), 'evalgate-batch.jsonl');
            const file = parseJson(await transport.request('POST', `${base}/files`, form, signal, { idempotent: false }), who, 'file upload');
            if (typeof file.id !== 'string')
                throw new Error(`${who}: the file upload returned no id`);
            const created = parseJson(await transport.request('POST', `${base}/batches`, JSON.stringify({ input_file_id: file.id, endpoint, completion_window: '24h' }), signal, { idempotent: false }), who, 'create batch');
            if (typeof created.id !== 'string')
                throw new Error(`${who}: the new batch has no id`);
            return created.id;
        },
        async status(id, signal) {
            const batch = parseJson(await transport.request('GET', `${base}/batches/${encodeURIComponent(id)}`, undefined, signal), who, `batch ${id}`);
            const status = String(batch.status);
            const counts = (batch.request_counts ?? {});
            const completed = Number(counts.completed) || 0;
            const failed = Number(counts.failed) || 0;
            const errors = (batch.errors?.data ?? [])
                .map((e) => String(e.message ?? ''))
                .filter(Boolean);
            return {
                id,
                state: ENDED.has(status) ? 'ended' : 'running',
                status,
                total: Number(counts.total) || 0,
                done: completed + failed,
                failed,
                ...(errors.length ? { note: scrub(errors.slice(0, 3).join('; ')) } : {}),
                outputs: [batch.output_file_id, batch.error_file_id].filter((f) => typeof f === 'string' && f !== ''),
            };
        },
        async results(status, signal) {
            const out = new Map();
            for (const fileId of status.outputs) {
                const text = await transport.request('GET', `${base}/files/${encodeURIComponent(fileId)}/content`, undefined, signal);
                for (const line of jsonLines(text).lines) {
                    if (typeof line.custom_id !== 'string')
                        continue;
                    out.set(line.custom_id, openai_lineResult(line));
                }
            }
            return out;
        },
    };
}
/** One output or error file line: `response` with the HTTP status and body, or `error`. */
function openai_lineResult(line) {
    const response = line.response;
    if (response && response.status_code === 200)
        return { ok: true, body: response.body };
    const error = line.error;
    if (error && (error.code || error.message)) {
        return {
            ok: false,
            error: scrub(`${String(error.code ?? 'error')}: ${String(error.message ?? '')}`),
        };
    }
    const body = response?.body;
    return {
        ok: false,
        error: scrub(`HTTP ${String(response?.status_code ?? '?')}${body?.error?.message ? `: ${String(body.error.message)}` : ''}`),
    };
}

;// CONCATENATED MODULE: ./src/engine/batch/index.ts





/** The batch API of an openai or anthropic entry, with the same key and headers as its requests. */
function createBatchApi(entry, env) {
    const { headers, keyHint } = endpointHeaders(entry, env);
    if (entry.provider === 'anthropic')
        headers['anthropic-version'] = ANTHROPIC_VERSION;
    const transport = batchTransport({
        headers,
        who: `model "${entry.id}"`,
        keyHint,
        // Result files are far larger than one answer: a generous floor over the per-request timeout.
        timeoutMs: Math.max(entry.timeout_s, 300) * 1000,
        maxRetries: entry.max_retries,
    });
    return entry.provider === 'anthropic'
        ? anthropicBatchApi(entry, transport)
        : openaiBatchApi(entry, transport);
}

;// CONCATENATED MODULE: ./src/engine/batch/state.ts






/**
 * A submitted batch, remembered so that no run pays for the same requests twice: a run killed
 * while it waits (or a timed-out workflow, whose Actions cache carries this file) finds the
 * batch here and collects it instead of submitting again. One file per suite and model slot,
 * `<dir>/<suite>/<slot file>`; it names the protocol and the digest of the exact request set,
 * and a run whose requests differ in any way never reuses it.
 */
const stateSchema = schemas/* object */.Ikc({
    schema_version: schemas/* literal */.euz(1),
    suite: schemas/* string */.YjP(),
    model: schemas/* string */.YjP(),
    provider: schemas/* string */.YjP(),
    base_url: schemas/* string */.YjP().nullable(),
    protocol_id: schemas/* string */.YjP(),
    request_digest: schemas/* string */.YjP(),
    batch_id: schemas/* string */.YjP(),
    requests: schemas/* number */.aig().int().nonnegative(),
    submitted_at: schemas/* string */.YjP(),
    /** The workflow run that submitted it (absent: a local run, or an earlier evalgate). */
    run: schemas/* string */.YjP().nullable().optional(),
    /** Set once the batch ended and its results were read; `complete`: every request answered. */
    ended: schemas/* object */.Ikc({ status: schemas/* string */.YjP(), at: schemas/* string */.YjP(), complete: schemas/* boolean */.zMY() }).nullable(),
});
function batchStatePath(dir, suite, modelId) {
    const file = slotFile(modelId);
    // The config schema refuses ids that cannot name a file, so this holds for every loaded entry.
    if (!file.ok)
        throw new core_errors/* InputError */.d(`model "${modelId}": ${file.why}`);
    return external_node_path_default().join(dir, suite, ...file.file.split('/'));
}
/** The state file, or undefined when there is none; a corrupt one is an error with its path. */
async function readBatchState(file) {
    let text;
    try {
        text = await (0,promises_.readFile)(file, 'utf8');
    }
    catch (error) {
        if (error.code === 'ENOENT')
            return undefined;
        throw new core_errors/* InputError */.d(`cannot read the batch state ${file}: ${(0,io_reason/* ioReason */.N)(error)}`);
    }
    let parsed;
    try {
        parsed = JSON.parse(text);
    }
    catch {
        parsed = undefined;
    }
    const result = stateSchema.safeParse(parsed);
    if (!result.success) {
        throw new core_errors/* InputError */.d(`${file}: expected an evalgate batch state (schema_version 1, batch_id, request_digest), found something else; delete it to submit a new batch (the batch it named is then not collected)`);
    }
    return result.data;
}
async function writeBatchState(file, state) {
    await (0,promises_.mkdir)(external_node_path_default().dirname(file), { recursive: true });
    await config_writeFileAtomic(file, `${JSON.stringify(state, null, 2)}\n`);
}

;// CONCATENATED MODULE: ./src/engine/batch/run-batch.ts






/**
 * Submits the requests as one batch, or finds the batch a previous run submitted for exactly
 * these requests, and polls it until it ends or `max_wait` passes. A batch that ended with
 * every request answered can be read again (its files outlive the run); one that ended with
 * failures is not reused, so the next run submits the requests it did not answer.
 */
async function runBatch(input) {
    const { api, requests, settings, signal, identity } = input;
    const now = input.now ?? (() => Date.now());
    const who = `model "${logText(identity.model)}"`;
    const digest = batchRequestDigest(requests);
    const saved = await readBatchState(input.statePath);
    const same = saved !== undefined &&
        saved.protocol_id === identity.protocol_id &&
        saved.request_digest === digest &&
        saved.provider === identity.provider &&
        saved.base_url === identity.base_url &&
        (saved.ended === null || saved.ended.complete);
    const runId = input.run?.id ?? null;
    const othersRun = same && input.run !== undefined && !input.run.collectOthers && (saved.run ?? null) !== runId;
    let current;
    if (same && !othersRun) {
        current = saved;
        input.log(`evalgate: ${who}: collecting batch ${logText(saved.batch_id)} submitted at ${saved.submitted_at} for these ${requests.length} requests (not submitting again)\n`);
    }
    else if (input.mode === 'collect') {
        throw new core_errors/* InputError */.d(saved
            ? `${who}: the batch in ${input.statePath} (${saved.batch_id}) was submitted for another request set or protocol${saved.ended && !saved.ended.complete ? ', or ended with failures' : ''}; nothing to collect: run \`evalgate run\` to submit the current requests`
            : `${who}: no batch was submitted for these requests (no ${input.statePath}); run \`evalgate run\` first`);
    }
    else {
        if (othersRun) {
            input.log(`evalgate: ${who}: batch ${logText(saved.batch_id)} for these ${requests.length} requests was submitted at ${saved.submitted_at} by ${saved.run ? `workflow run ${logText(saved.run)}` : 'another run'}; this run measures anew and submits its own\n`);
        }
        else if (saved && saved.ended === null) {
            input.log(`evalgate: warning: ${who}: batch ${logText(saved.batch_id)} was submitted for another request set or protocol and is not reused; cancel it with the provider if it is no longer wanted\n`);
        }
        let submitted;
        try {
            submitted = await api.submit(requests, signal);
        }
        catch (error) {
            if (signal.aborted)
                throw error;
            // Nothing was paid for (or the provider said no): the run stops here, as a refused key does.
            throw new core_errors/* InputError */.d(scrub(`${who}: could not submit the batch: ${error.message}`));
        }
        current = {
            schema_version: 1,
            ...identity,
            request_digest: digest,
            batch_id: submitted,
            requests: requests.length,
            submitted_at: new Date(now()).toISOString(),
            ...(runId === null ? {} : { run: runId }),
            ended: null,
        };
        await writeBatchState(input.statePath, current);
        input.log(`evalgate: ${who}: submitted batch ${logText(current.batch_id)} with ${requests.length} requests\n`);
        await input.onSubmitted?.(current.batch_id);
    }
    const batchId = current.batch_id;
    const maxWaitMs = durationSeconds(settings.max_wait) * 1000;
    const deadline = now() + maxWaitMs;
    const progress = input.progress(requests.length);
    let status;
    for (;;) {
        try {
            status = await api.status(batchId, signal);
        }
        catch (error) {
            if (signal.aborted)
                throw error;
            // The batch runs on without us: a failed poll is a reason to come back, not to pay again.
            progress.done();
            return {
                kind: 'waiting',
                batchId,
                status,
                why: `could not read the status of batch ${batchId}: ${scrub(error.message)}`,
            };
        }
        progress.update(status.done, status.failed);
        if (status.state === 'ended')
            break;
        if (input.mode === 'collect') {
            progress.done();
            return {
                kind: 'waiting',
                batchId,
                status,
                why: `batch ${batchId} is still ${status.status}`,
            };
        }
        const wait = settings.poll_s * 1000;
        if (now() + wait > deadline) {
            progress.done();
            return {
                kind: 'waiting',
                batchId,
                status,
                why: `batch ${batchId} is still ${status.status} after batch.max_wait ${String(settings.max_wait)}`,
            };
        }
        await sleep(wait, signal);
    }
    progress.done();
    let results;
    try {
        results = await api.results(status, signal);
    }
    catch (error) {
        if (signal.aborted)
            throw error;
        return {
            kind: 'waiting',
            batchId,
            status,
            why: `batch ${batchId} ended (${status.status}) but its results could not be read: ${scrub(error.message)}`,
        };
    }
    const complete = requests.every((r) => results.get(r.customId)?.ok === true);
    await writeBatchState(input.statePath, {
        ...current,
        ended: { status: status.status, at: new Date(now()).toISOString(), complete },
    });
    return { kind: 'ended', batchId, status, results };
}

;// CONCATENATED MODULE: ./src/engine/batch/items.ts







/**
 * Sends the pending calls of one model entry through its batch API, with the same request bodies
 * as synchronous calls, and reads each answer with the same parser: the results are what
 * synchronous calls would have returned, ready for the response cache under the same keys.
 */
async function batchItems(input) {
    const { entry, client, calls, pending } = input;
    const limit = entry.provider === 'anthropic' ? ANTHROPIC_BATCH_MAX : OPENAI_BATCH_MAX;
    if (pending.length > limit) {
        throw new core_errors/* InputError */.d(`model "${entry.id}": batch: ${pending.length} requests, more than the ${limit} one ${entry.provider} batch accepts; lower slice.size or repeats, or run this entry without batch`);
    }
    const byCustomId = new Map();
    const requests = pending.map((index) => {
        const call = calls[index];
        const customId = batchCustomId(call.item.id, call.repeat);
        if (byCustomId.has(customId)) {
            throw new core_errors/* InputError */.d(`model "${entry.id}": two requests share item id ${JSON.stringify(String(call.item.id))} and repeat ${call.repeat}; a batch needs unique item ids (dataset.fields.id)`);
        }
        byCustomId.set(customId, index);
        return { customId, body: client.requestBody(call) };
    });
    const outcome = await runBatch({
        api: input.api,
        requests,
        statePath: batchStatePath(input.stateDir, input.suite, entry.id),
        identity: {
            suite: input.suite,
            model: entry.id,
            provider: client.identity.provider,
            base_url: client.identity.baseUrl,
            protocol_id: input.protocolId,
        },
        settings: input.settings,
        mode: input.mode,
        signal: input.signal,
        log: input.log,
        progress: input.progress,
        ...(input.onSubmitted ? { onSubmitted: input.onSubmitted } : {}),
        ...(input.run ? { run: input.run } : {}),
    });
    const replies = new Map();
    const errors = new Map();
    if (outcome.kind === 'waiting') {
        return {
            batchId: outcome.batchId,
            status: outcome.status?.status ?? 'unknown',
            replies,
            errors,
            waiting: {
                why: outcome.why,
                done: outcome.status?.done ?? 0,
                total: outcome.status?.total ?? requests.length,
            },
        };
    }
    const { batchId, status, results } = outcome;
    for (const request of requests) {
        const index = byCustomId.get(request.customId);
        const result = results.get(request.customId);
        if (!result) {
            errors.set(index, `batch ${batchId} (${status.status}) has no result for this request${status.note ? `: ${status.note}` : ''}`);
        }
        else if (!result.ok) {
            errors.set(index, `batch ${batchId}: ${result.error}`);
        }
        else {
            try {
                const parse = client.parseReply;
                if (!parse)
                    throw new Error('this provider reads no batch results');
                replies.set(index, parse(result.body, calls[index]));
            }
            catch (error) {
                errors.set(index, scrub(`batch ${batchId}: ${error.message}`));
            }
        }
    }
    return { batchId, status: status.status, replies, errors };
}

;// CONCATENATED MODULE: ./src/engine/progress.ts

function createProgress(options) {
    // The label is a model id from the config: one log line, never a workflow command.
    const label = logText(options.label);
    const now = options.now ?? (() => performance.now());
    const started = now();
    const interval = (options.isTTY ? 0.1 : (options.intervalS ?? 5)) * 1000;
    let done = 0;
    let errors = 0;
    let lastShown = started;
    const line = () => {
        const seconds = Math.max((now() - started) / 1000, 1e-9);
        const rate = done / seconds;
        const left = options.total - done;
        const eta = rate > 0 ? `${formatSeconds(left / rate)}` : '?';
        const percent = options.total ? Math.floor((100 * done) / options.total) : 100;
        const bar = options.isTTY ? `${renderBar(percent)} ` : '';
        return `${label} ${bar}${done}/${options.total} (${percent}%) ${rate.toFixed(rate < 10 ? 1 : 0)} items/s, ${errors} error${errors === 1 ? '' : 's'}, ETA ${eta}`;
    };
    const show = () => {
        const t = now();
        if (t - lastShown >= interval && done < options.total) {
            lastShown = t;
            options.write(options.isTTY ? `\r\u001b[2K${line()}` : `${line()}\n`);
        }
    };
    return {
        tick(errored) {
            done++;
            if (errored)
                errors++;
            show();
        },
        update(doneNow, errorsNow) {
            done = doneNow;
            errors = errorsNow;
            show();
        },
        done() {
            const elapsed = formatSeconds((now() - started) / 1000);
            const summary = `${line().replace(/, ETA .*$/, '')}, ${elapsed}`;
            options.write(options.isTTY ? `\r\u001b[2K${summary}\n` : `${summary}\n`);
        },
    };
}
function renderBar(percent) {
    const width = 24;
    const filled = Math.round((percent / 100) * width);
    return `[${'#'.repeat(filled)}${'.'.repeat(width - filled)}]`;
}
function formatSeconds(seconds) {
    if (!Number.isFinite(seconds))
        return '?';
    if (seconds < 60)
        return `${seconds.toFixed(seconds < 10 ? 1 : 0)}s`;
    const minutes = Math.floor(seconds / 60);
    return `${minutes}m${String(Math.round(seconds % 60)).padStart(2, '0')}s`;
}

;// CONCATENATED MODULE: ./src/engine/answers-batch.ts




/**
 * The batch part of the answers stage: the pending calls submitted whole through the entry's
 * batch API (or the batch an earlier attempt of this run submitted, collected), after a budget
 * check that the whole batch fits, since nothing of a batch can be stopped halfway.
 */
async function submitBatch(entry, client, context, batch, pending, estimatedCost) {
    const { calls } = context;
    if (context.budget !== undefined && entry.price) {
        const estimate = pending.reduce((sum, i) => sum + estimatedCost(i), 0);
        if (estimate > context.budget) {
            throw new core_errors/* InputError */.d(`model "${entry.id}": the batch of ${pending.length} requests is estimated at $${estimate.toFixed(4)}, above budget.max_usd ${context.budget}; a batch is submitted whole, so nothing was sent`);
        }
    }
    return batchItems({
        entry,
        settings: batch,
        client,
        api: createBatchApi(entry, context.env),
        calls,
        pending,
        suite: context.suite,
        protocolId: context.protocolId,
        stateDir: context.batchDir,
        mode: context.mode,
        signal: context.signal ?? new AbortController().signal,
        log: context.log,
        progress: (total) => createProgress({
            write: context.log,
            isTTY: context.isTTY,
            label: `${entry.id} batch`,
            total,
            intervalS: context.progressIntervalS,
        }),
        ...(context.onBatchSubmitted ? { onSubmitted: context.onBatchSubmitted } : {}),
        // Locally a batch resumes whoever submitted it; in a workflow only its own run's.
        run: { id: context.writer.run, collectOthers: context.writer.run === null },
    });
}

;// CONCATENATED MODULE: ./src/core/cache-rules.ts
/**
 * Which cached answers may stand in for a measurement. A cache saves money on resumes; it must
 * never hide a measurement: a nightly exists to see a model
 * name drift, so it never answers from another workflow run's cache.
 */
/** Providers whose answers depend on the request alone (a command's depend on its files too). */
const PAID = new Set(['openai', 'anthropic']);
/** Whether the run keeps this provider's answers in the cache (stored, or read back). */
function cachesProvider(policy, provider) {
    return PAID.has(provider) || policy.keeps === 'every' || policy.requests === false;
}
/**
 * Whether a stored answer stands in for this provider's call: `reuse` decides for the paid
 * providers; a floor's, replay's or command's stored answer stands in only where nothing may be
 * sent (a command's answer depends on code the cache key cannot see).
 */
function standsIn(policy, provider, origin) {
    if (policy.requests === false)
        return policy.reuse(origin);
    return PAID.has(provider) && policy.reuse(origin);
}

;// CONCATENATED MODULE: ./src/core/rules/bar-check.ts
/** When the bar fails the check. Imported only by `core/decide.ts`. */
/** Whether the bar fails the check: a change that needs an approval and has none. */
function barFailsCheck(bar) {
    return bar.blocked && bar.approvedBy === null;
}
/** Whether the changes need an approval to pass. */
function barBlocked(changes) {
    return changes.some((c) => c.blocking);
}

;// CONCATENATED MODULE: ./src/core/rules/who-may.ts
/**
 * Who may freeze: the roles GitHub grants, a user's role from the permission API, the label event
 * that put the freeze label on, and whether its applier may. Imported only by `core/decide.ts`.
 */
// --- who may approve --------------------------------------------------------------------------
const ROLES = ['read', 'triage', 'write', 'maintain', 'admin'];
/** A user's role from the collaborator-permission API: the fine-grained name, else the legacy one. */
function roleOf(permission) {
    const named = ROLES.find((r) => r === permission.role_name);
    if (named)
        return named;
    const legacy = ROLES.find((r) => r === permission.permission);
    return legacy ?? 'none';
}
/**
 * The event that put the label on the pull request, or null: the latest `labeled` or `unlabeled`
 * event for that name must be a `labeled` one. Events keep a label's name as it was, so an older
 * application of the name (removed since) never stands for a label renamed onto it later.
 */
function labelApplication(events, label) {
    const wanted = label.toLowerCase();
    const last = events
        .filter((e) => (e.event === 'labeled' || e.event === 'unlabeled') && e.label?.toLowerCase() === wanted)
        .at(-1);
    return last?.event === 'labeled' ? last : null;
}
/** Whether a role is at least the required one (read < triage < write < maintain < admin). */
function roleAllows(role, required) {
    return role !== 'none' && ROLES.indexOf(role) >= ROLES.indexOf(required);
}
function judgeLabel(options) {
    const { label, actor, role, required } = options;
    if (!actor) {
        return { allowed: false, why: `no "labeled" event names who applied the "${label}" label` };
    }
    if (!roleAllows(role, required)) {
        return {
            allowed: false,
            why: `the "${label}" label was applied by ${actor}, whose permission on this repository is ${role}; freezing needs ${required} or higher (input freeze-permission)`,
        };
    }
    return { allowed: true };
}

;// CONCATENATED MODULE: ./src/core/rules/target.ts

/** What a `pull_request_target` run refuses to measure. Imported only by `core/decide.ts`. */
/** Target keys that say how a slot is asked, not where its keys are sent. */
const HOW_ASKED = new Set(['reasoning', 'token_limit']);
/**
 * Why a `pull_request_target` run must not measure the head, or an empty list. That event runs
 * with the base repository's secrets and a writing token while the head is checked out, so:
 * no `command` slot runs (its program resolves in the head's checkout), and a fork's head may not
 * send the keys anywhere the base does not (a new slot, or another endpoint, header or key
 * variable for an existing one).
 */
function targetRefusals(base, head, fork) {
    const problems = [];
    for (const [id, target] of Object.entries(head.targets)) {
        if (target.provider === 'command') {
            problems.push(`slot ${id} runs a command, whose program would come from the head's checkout`);
            continue;
        }
        if (!fork)
            continue;
        const before = base?.targets[id];
        if (!before)
            problems.push(`slot ${id} is new in the fork's head`);
        else {
            // How the slot is asked sends the keys nowhere new; the slot's protocol records it.
            const keys = Object.keys({ ...before, ...target }).filter((k) => !HOW_ASKED.has(k) &&
                canonicalJson(before[k] ?? null) !== canonicalJson(target[k] ?? null));
            if (keys.length > 0)
                problems.push(`slot ${id} changes ${keys.join(', ')} in the fork's head`);
        }
    }
    return problems;
}

;// CONCATENATED MODULE: ./src/core/approval.ts

const valueHash = (value) => sha256Hex(canonicalJson(value ?? null));
/**
 * A bar as named parts, each with the hash of its value. Every part that can lower the bar has
 * a name of its own, so two pull requests that change different parts can be told apart. A name
 * is `<kind>:<key>`; kinds hold no `:`, and two parts of one name are refused (a key path of the
 * program that another spells the same way), so no part can hide behind another.
 */
function barParts(bar) {
    const parts = new Map();
    const put = (kind, key, hash) => {
        const name = `${kind}:${key}`;
        if (parts.has(name))
            throw new Error(`the bar has two parts named ${name}`);
        parts.set(name, hash);
    };
    put('suite', '', valueHash(bar.suite));
    for (const [key, value] of leaves(bar.gate, ''))
        put('gate', key, valueHash(value));
    for (const [key, value] of leaves(bar.program, ''))
        put('program', key, valueHash(value));
    put('protocol', '', valueHash(bar.protocolId));
    for (const id of bar.slots)
        put('slot', id, valueHash('measured'));
    for (const [id, target] of Object.entries(bar.targets)) {
        if (target.reasoning === undefined && target.token_limit === undefined)
            continue;
        put('slot-asked', id, valueHash({ reasoning: target.reasoning ?? null, token_limit: target.token_limit ?? null }));
    }
    for (const [id, entry] of Object.entries(bar.judges))
        put('judge', id, valueHash(entry));
    for (const [file, sha] of Object.entries(bar.judgeFiles))
        put('judge-file', file, sha);
    for (const [file, sha] of Object.entries(bar.baselines))
        put('baseline', file, sha);
    return parts;
}
/**
 * The bar changes `head` makes relative to `base`: every part whose value differs, with both
 * values. A slot the head adds is what is measured, not the bar, and is left out. A new suite (no
 * base) has no bar to lower until it has baselines; then all of it is new.
 */
function barChangeSet(base, head) {
    const a = base ? barParts(base) : new Map();
    const b = barParts(head);
    const out = {};
    for (const part of [...new Set([...a.keys(), ...b.keys()])].sort()) {
        const was = a.get(part);
        const now = b.get(part);
        if (was === now)
            continue;
        if (was === undefined && part.startsWith('slot:') && base !== null)
            continue;
        out[part] = `${was ?? '-'}>${now ?? '-'}`;
    }
    if (!base && !Object.keys(out).some((p) => p.startsWith('baseline:')))
        return {};
    return out;
}
/** One hash over a suite's bar changes: what a review approves. */
function changeSetDigest(suite, changes) {
    return sha256Hex(canonicalJson({ v: 1, suite, changes }));
}
/** The code a review names: the first 12 hex of the digest. */
function approvalCode(digest) {
    return digest.slice(0, 12);
}
/** The line a reviewer puts in an approving review's body to approve exactly these changes. */
function approveLine(digest) {
    return `evalgate approve ${approvalCode(digest)}`;
}
/** Every `evalgate approve <12 hex>` a review body names (a line of its own or inline). */
function approvalCodes(body) {
    return [...body.matchAll(/(?<![\w-])evalgate approve ([0-9a-f]{12})(?![0-9a-zA-Z])/g)].map((m) => m[1]);
}
/** [key path, value] of each leaf; arrays are leaves. */
function leaves(value, at) {
    if (value !== null && typeof value === 'object' && !Array.isArray(value)) {
        return Object.entries(value).flatMap(([key, v]) => leaves(v, at ? `${at}.${key}` : key));
    }
    return value === undefined ? [] : [[at, value]];
}

;// CONCATENATED MODULE: ./src/core/rules/approvals.ts

/**
 * Which reviews approve, why the others do not, and whether a merge group's changes are all
 * approved. Imported only by `core/decide.ts`.
 */
/**
 * The reviews that approve now. Per reviewer (a `User` account; bots and apps approve nothing),
 * the latest review that is not a comment decides: it stands only when it is APPROVED, names a
 * commit and an `evalgate approve` code. A later CHANGES_REQUESTED or a dismissal revokes it,
 * and a dismissed request for changes does not bring an earlier approval back.
 */
function standingApprovals(reviews) {
    const latest = new Map();
    for (const review of reviews) {
        if (review.login === null || review.userType !== 'User')
            continue;
        if (review.state === 'COMMENTED' || review.state === 'PENDING')
            continue;
        latest.set(review.login.toLowerCase(), review);
    }
    const out = [];
    for (const review of latest.values()) {
        const codes = approvalCodes(review.body);
        if (review.state !== 'APPROVED' || review.commitId === null || codes.length === 0)
            continue;
        out.push({ login: review.login, reviewId: review.id, commitId: review.commitId, codes });
    }
    return out;
}
/** Why reviews that name codes approve nothing here: said in the report, one line per reviewer. */
function reviewNotes(reviews, code) {
    const notes = [];
    const standing = new Set(standingApprovals(reviews).map((a) => a.reviewId));
    const seen = new Set();
    for (const review of [...reviews].reverse()) {
        const who = review.login ?? 'someone unknown';
        if (seen.has(who.toLowerCase()) || standing.has(review.id))
            continue;
        if (review.state === 'COMMENTED' || review.state === 'PENDING')
            continue;
        seen.add(who.toLowerCase());
        if (review.userType !== 'User') {
            notes.push(`${who} is a ${review.userType ?? 'non-user'} account, and only people approve`);
        }
        else if (review.state !== 'APPROVED') {
            notes.push(`${who}'s latest review is ${review.state.toLowerCase().replace('_', ' ')}`);
        }
        else if (!approvalCodes(review.body).length) {
            notes.push(`${who}'s approving review has no line \`evalgate approve ${code}\``);
        }
    }
    return notes;
}
/**
 * Whether a merge group's bar changes are all approved: every part that differs from the queue's
 * base has the value one of the group's pull requests changes it to under a standing approval.
 * Two pull requests whose approvals change one part to different values fail: the merged value
 * is neither of them.
 */
function coveredChanges(group, approved) {
    const uncovered = [];
    const conflicts = [];
    const by = new Set();
    for (const [part, value] of Object.entries(group)) {
        const changing = approved.filter((a) => part in a.changes);
        const values = new Set(changing.map((a) => a.changes[part]));
        if (values.size > 1) {
            conflicts.push(`${part} (#${changing.map((a) => a.pull).join(', #')})`);
            continue;
        }
        const match = changing.find((a) => a.changes[part] === value);
        if (!match)
            uncovered.push(part);
        else
            by.add(`${match.by} (#${match.pull})`);
    }
    return {
        covered: uncovered.length === 0 && conflicts.length === 0,
        uncovered,
        conflicts,
        by: [...by],
    };
}

;// CONCATENATED MODULE: ./src/core/rules/cache-policy.ts
/**
 * Which cached answers a run may take instead of asking, and which it saves: the CLI's, the
 * Action's on each kind of run. Imported only by `core/decide.ts`.
 */
/** The CLI's development loop (`run`, `gate --cache`): every stored answer may be reused. */
const LOCAL_REUSE = {
    writer: { run: null, attempt: null, trusted: true },
    reuse: () => true,
    save: true,
    rule: 'cached answers reused',
};
/** `evalgate gate`: every answer is measured; the new ones are saved for `run` to reuse. */
const LOCAL_MEASURE = {
    ...LOCAL_REUSE,
    reuse: () => false,
    rule: 'every answer measured',
};
/**
 * The Action's rule. Within one workflow run, a re-run attempt may take the answers an earlier
 * attempt saved (that is resuming); nothing else stands in for a request. Runs of pull requests
 * read no cache at all: any workflow a pull request adds runs on its events with the runtime
 * token and can save entries into the pull request's own cache scope, which is searched first,
 * so nothing restored there could say where an answer came from. They save nothing either.
 */
function workflowCachePolicy(run) {
    const ownRun = (origin) => origin !== null && origin.run === run.runId;
    return {
        writer: { run: run.runId, attempt: run.attempt, trusted: !run.pull },
        reuse: ownRun,
        save: !run.pull,
        rule: run.pull
            ? 'every answer measured by this run (pull-request runs read no cache)'
            : 'only answers of this workflow run (an earlier attempt) reused',
    };
}
/**
 * The measuring job of the two-job recipe (`mode: measure` on pull_request): a pull request's
 * run, which reads no cache, keeping every provider's answers, floors and command slots
 * included, since the verdict job grades them and runs none of them.
 */
function measuringJobPolicy(run) {
    return {
        ...workflowCachePolicy({ ...run, pull: true }),
        // Into the folder that becomes the artifact; the Action never saves a pull request's folder
        // to the Actions cache (its writer stays untrusted, so no trusted run would take them anyway).
        save: true,
        keeps: 'every',
    };
}
/**
 * The verdict job (`workflow_run` after the measuring run): the answers are the measuring job's
 * artifact, and they are all it has. Nothing is sent and nothing is saved; a call the artifact
 * does not answer is an item error, never a request. A freeze (`measures`) takes only the
 * answers the measuring run itself measured, as a freeze in one job does.
 */
function artifactAnswersPolicy(measuring) {
    return {
        writer: { run: measuring.runId, attempt: measuring.attempt, trusted: false },
        reuse: measuring.measures ? (o) => o !== null && o.run === measuring.runId : () => true,
        save: false,
        keeps: 'every',
        requests: false,
        unanswered: `not in the answers artifact of the measuring run ${measuring.runId}${measuring.measures ? ' as its own measurement' : ''}; the verdict job sends no request`,
        rule: measuring.measures
            ? `only answers the measuring run ${measuring.runId} measured itself (its artifact); nothing sent`
            : `only answers of the measuring run ${measuring.runId} (its artifact); nothing sent`,
    };
}

;// CONCATENATED MODULE: ./src/core/decide.ts
/**
 * The one place a pull request's run decides what it does: which bar is in force, what is
 * measured and graded, and what it may write. Everything it weighs was read first (the read
 * module fails closed), each value typed by who controls it, so a head's value cannot stand where
 * the base's or GitHub's is expected. The rules are one ordered table: the first row whose
 * condition holds decides. The README's decision table is rendered from it (a test compares them).
 */
const fromBase = (value) => ({ from: 'base', value });
const fromHead = (value) => ({ from: 'head', value });
const fromGitHub = (value) => ({ from: 'github', value });
/** Per outcome: the bar in force and what the run may write. */
const OUTCOMES = {
    'nothing-for-review': {
        bar: null,
        effects: ['notice'],
        says: 'measures nothing; the status stays as the last graded run set it',
    },
    'grade-freeze-commit': {
        bar: 'head',
        effects: ['comment', 'summary', 'status'],
        says: "grades the freeze commit by its own baselines (0 requests) under the head's bar",
    },
    'fork-bar-changed': {
        bar: 'base',
        effects: ['comment', 'summary', 'status'],
        says: 'measures nothing (no secrets); `bar-changed`',
    },
    'fork-skip': {
        bar: 'base',
        effects: ['summary'],
        says: 'skips: no status (a skip grades nothing); fails when another open pull request has the same head',
    },
    'refuse-head-judge': {
        bar: null,
        effects: ['fail'],
        says: 'refuses: a job with a writing token runs no command from the head',
    },
    'refuse-label': {
        bar: null,
        effects: ['fail'],
        says: 'refuses the label, naming who applied it and the permission needed',
    },
    freeze: {
        bar: 'head',
        effects: ['measure', 'push-baselines', 'comment', 'summary', 'status-failure', 'remove-label'],
        says: 'measures and commits the baselines; status `failure` until a review approves them',
    },
    'gate-head-bar': {
        bar: 'head',
        effects: ['measure', 'comment', 'summary', 'status'],
        says: "measures the head under the head's bar",
    },
    'gate-base-bar': {
        bar: 'base',
        effects: ['measure', 'comment', 'summary', 'status'],
        says: "measures the head's builds under the base's bar (`bar-changed` if the head changes it)",
    },
};
const review = (e) => e.event.value === 'pull_request_review';
const forkWithoutSecrets = (e) => e.missingSecrets.value.length > 0;
const freezing = (e) => e.label.value?.allowed === true && e.label.value.freezesHere;
/** The rules, in order: the first that holds decides. */
const PULL_RULES = [
    {
        id: 'review-unchanged',
        when: "a review's run, and the review does not change whether the head's bar is approved",
        holds: (e) => review(e) && !e.reviewChangesApproval.value,
        outcome: 'nothing-for-review',
    },
    {
        id: 'review-freeze-commit',
        when: "a review's run, and the head is a freeze commit an approving review names",
        holds: (e) => review(e) && e.approvedFreezeCommit.value,
        outcome: 'grade-freeze-commit',
    },
    {
        id: 'fork-bar-changed',
        when: "the base's key variables were not passed (a fork), and the head changes the bar unapproved",
        holds: (e) => forkWithoutSecrets(e) && e.barChanged.value && !e.approved.value,
        outcome: 'fork-bar-changed',
    },
    {
        id: 'fork-skip',
        when: "the base's key variables were not passed (a fork)",
        holds: forkWithoutSecrets,
        outcome: 'fork-skip',
    },
    {
        id: 'head-judge-freeze',
        when: "a job with a writing token would freeze under a judge that runs the head's code",
        holds: (e) => e.writingToken.value && freezing(e) && e.judgeFromHead.value.underHeadBar,
        outcome: 'refuse-head-judge',
    },
    {
        id: 'head-judge-approved',
        when: "a job with a writing token would grade under the approved head's judge, which runs the head's code",
        holds: (e) => e.writingToken.value &&
            !freezing(e) &&
            e.approved.value &&
            e.judgeFromHead.value.underHeadBar,
        outcome: 'refuse-head-judge',
    },
    {
        id: 'head-judge-base',
        when: "a job with a writing token would grade under a judge from the head's files (a new suite)",
        holds: (e) => e.writingToken.value &&
            !freezing(e) &&
            !e.approved.value &&
            e.judgeFromHead.value.underBaseBar,
        outcome: 'refuse-head-judge',
    },
    {
        id: 'label-refused',
        when: 'the freeze label was applied by someone below `freeze-permission`',
        holds: (e) => e.label.value !== null && !e.label.value.allowed,
        outcome: 'refuse-label',
    },
    {
        id: 'label-freeze',
        when: "this is the run the freeze label's application started",
        holds: freezing,
        outcome: 'freeze',
    },
    {
        id: 'approved',
        when: "an approving review names exactly the head's changes of the bar",
        holds: (e) => barInForce(e) === 'head',
        outcome: 'gate-head-bar',
    },
    {
        id: 'base-bar',
        when: 'otherwise',
        holds: () => true,
        outcome: 'gate-base-bar',
    },
];
/**
 * The bar a run grades under, for every event that grades a head against a base (a pull request,
 * the verdict job, a merge group): the head's only when GitHub's records approve exactly the
 * head's changes, else the base's with the head's builds.
 */
function barInForce(e) {
    return e.barChanged.value && e.approved.value ? 'head' : 'base';
}
/** Decides by `rules` (the table above unless a test swaps a row's outcome). */
function decideWith(rules, evidence) {
    const rule = rules.find((r) => r.holds(evidence));
    // The last row always holds; a table without it is a bug, not a pass.
    if (!rule)
        throw new Error('decide: no rule holds; the table needs a last row that always does');
    const { bar, effects } = OUTCOMES[rule.outcome];
    return {
        rule: rule.id,
        outcome: rule.outcome,
        bar,
        effects,
        cache: { restore: false, save: false },
    };
}
/** What a pull request's run does with what it read. */
function decide(evidence) {
    return decideWith(PULL_RULES, evidence);
}
/** The README's decision table, rendered from the rules. */
function decisionTable(rules = PULL_RULES) {
    const lines = [
        '| rule | when | the run | writes |',
        '| ---- | ---- | ------- | ------ |',
        ...rules.map((r) => {
            const o = OUTCOMES[r.outcome];
            return `| \`${r.id}\` | ${r.when} | ${o.says} | ${o.effects.map((x) => `\`${x}\``).join(', ')} |`;
        }),
    ];
    return lines.join('\n');
}
// The rules the read module and the engine apply on the way (who may freeze, what a
// pull_request_target run refuses, which reviews stand, which cached answers stand in), from the
// one module that decides: nothing else imports `core/rules/` (an eslint rule).






;// CONCATENATED MODULE: ./src/engine/cache.ts







function cacheKey(identity, request, repeat) {
    return sha256Hex(canonicalJson({
        provider: identity.provider,
        base_url: identity.baseUrl,
        model: identity.model,
        request,
        repeat,
    }));
}
function isOrigin(o) {
    const origin = o;
    return (!!origin &&
        typeof origin.at === 'string' &&
        (origin.run === null || typeof origin.run === 'string') &&
        (origin.attempt === null || Number.isInteger(origin.attempt)) &&
        typeof origin.trusted === 'boolean');
}
const MAX_SEGMENTS = 16;
/** A cached answer as stored: anything else in a segment is skipped, never trusted. */
function isReply(r) {
    const reply = r;
    return (!!reply &&
        typeof reply.text === 'string' &&
        (reply.model === null || typeof reply.model === 'string') &&
        (reply.systemFingerprint === null || typeof reply.systemFingerprint === 'string') &&
        !!reply.usage &&
        // An answer cached by an evalgate that took any number as a count (-1, 2^60) is skipped
        // and asked again: served from here it would make the run's record invalid every time.
        isTokenCount(reply.usage.input_tokens) &&
        isTokenCount(reply.usage.output_tokens) &&
        (reply.usage.reasoning_tokens === undefined || isTokenCount(reply.usage.reasoning_tokens)));
}
/**
 * Opens the cache in `dir`. The cache only saves money: a folder that cannot be read or written
 * (read-only, full) is a warning through `warn`, and the run goes on without persisting.
 */
async function openCache(dir, warn = () => undefined, writer = LOCAL_REUSE.writer) {
    const entries = new Map();
    const stats = { loaded: 0, skipped: 0 };
    let writable = true;
    let segments = [];
    try {
        await (0,promises_.mkdir)(dir, { recursive: true });
        segments = (await (0,promises_.readdir)(dir)).filter((name) => name.endsWith('.jsonl')).sort();
    }
    catch (error) {
        warn(`the response cache ${dir} cannot be used (${reason(error)}); answers are not cached`);
        writable = false;
    }
    for (const name of segments) {
        let text;
        try {
            text = await (0,promises_.readFile)(external_node_path_default().join(dir, name), 'utf8');
        }
        catch {
            continue; // removed by another process's compaction meanwhile
        }
        for (const line of text.split('\n')) {
            if (!line)
                continue;
            try {
                const { k, r, m } = JSON.parse(line);
                if (typeof k === 'string' && isReply(r)) {
                    entries.set(k, { reply: r, origin: isOrigin(m) ? m : null });
                    stats.loaded++;
                    continue;
                }
            }
            catch {
                // a torn line from an interrupted write
            }
            stats.skipped++;
        }
    }
    if (stats.skipped)
        warn(`the response cache ${dir}: skipped ${stats.skipped} unreadable entries`);
    if (writable && segments.length > MAX_SEGMENTS) {
        await compact(dir, segments, entries).catch((error) => warn(`could not compact the response cache ${dir}: ${reason(error)}`));
    }
    let stream;
    const segment = external_node_path_default().join(dir, `${new Date().toISOString().replace(/[:.]/g, '-')}-${process.pid}-${Math.random().toString(36).slice(2, 8)}.jsonl`);
    const stop = (error) => {
        if (!writable)
            return;
        writable = false;
        warn(`the response cache ${dir} cannot be written (${reason(error)}); the run goes on without it`);
    };
    return {
        stats,
        get: (key) => entries.get(key),
        put(key, reply) {
            const origin = { at: new Date().toISOString(), ...writer };
            entries.set(key, { reply, origin });
            if (!writable)
                return;
            if (!stream) {
                stream = (0,external_node_fs_.createWriteStream)(segment, { flags: 'a' });
                stream.on('error', stop);
            }
            stream.write(`${JSON.stringify({ k: key, r: reply, m: origin })}\n`);
        },
        close: () => new Promise((resolve) => {
            if (!stream || stream.destroyed)
                return resolve();
            stream.end(() => resolve());
        }),
    };
}
function reason(error) {
    const code = error?.code;
    return code ?? (error instanceof Error ? error.message : String(error));
}
/** How long a segment whose writer is unknown must have been idle before it is folded in. */
const IDLE_MS = 10 * 60 * 1000;
/**
 * Merges many small segments into one, written atomically before the old ones go. A segment that
 * another process may still be writing (its process alive, or written to lately) is left alone:
 * removing it would lose the answers that process appends after this read.
 */
async function compact(dir, segments, entries) {
    const idle = [];
    for (const name of segments) {
        const pid = Number(/-(\d+)-[a-z0-9]+\.jsonl$/.exec(name)?.[1] ?? NaN);
        if (Number.isInteger(pid)) {
            // Named by its writer: foldable once that process is gone (or is this one, which has
            // not opened its own segment yet).
            if (pid === process.pid || !alive(pid))
                idle.push(name);
            continue;
        }
        const info = await (0,promises_.stat)(external_node_path_default().join(dir, name)).catch(() => null);
        if (info && Date.now() - info.mtimeMs >= IDLE_MS)
            idle.push(name);
    }
    if (idle.length < 2)
        return;
    const lines = [];
    // Compaction keeps each answer's origin: who measured it decides who may reuse it.
    for (const [k, { reply: r, origin: m }] of entries) {
        lines.push(JSON.stringify(m ? { k, r, m } : { k, r }));
    }
    const merged = external_node_path_default().join(dir, `0000-compacted-${process.pid}-${Date.now()}.jsonl`);
    await (0,promises_.writeFile)(`${merged}.tmp`, `${lines.join('\n')}\n`);
    await (0,promises_.rename)(`${merged}.tmp`, merged);
    await Promise.all(idle.map((name) => (0,promises_.unlink)(external_node_path_default().join(dir, name)).catch(() => undefined)));
}
function alive(pid) {
    try {
        process.kill(pid, 0);
        return true;
    }
    catch (error) {
        return error.code === 'EPERM';
    }
}

// EXTERNAL MODULE: external "node:events"
var external_node_events_ = __webpack_require__(78474);
// EXTERNAL MODULE: external "node:timers/promises"
var external_node_timers_promises_ = __webpack_require__(58500);
;// CONCATENATED MODULE: ./src/engine/scheduler.ts



/**
 * Runs `count` tasks with bounded concurrency, rate limits and retries. Every started task ends in
 * exactly one `onOutcome` call, so no item is lost or counted twice, whatever the faults.
 */
async function runScheduled(count, task, estimateTokens, onOutcome, options) {
    const abort = new AbortController();
    // Every request in flight listens on this one signal.
    (0,external_node_events_.setMaxListeners)(options.concurrency + 8, abort.signal);
    // No limits, no limiter: one await less per request on the hot path.
    const limiter = options.rpm === undefined && options.tpm === undefined
        ? undefined
        : new RateLimiter(options.rpm, options.tpm, options.rateWindowMs ?? 60_000);
    const random = options.random ?? Math.random;
    const baseDelay = options.baseDelayMs ?? 500;
    const maxDelay = options.maxDelayMs ?? 60_000;
    let next = 0;
    let fatal = null;
    let stopped = false;
    let finished = 0;
    const { signal } = options;
    const interrupt = () => {
        stopped = true;
        abort.abort();
    };
    if (signal?.aborted)
        interrupt();
    else
        signal?.addEventListener('abort', interrupt, { once: true });
    const report = (index, outcome) => {
        finished++;
        try {
            onOutcome(index, outcome);
        }
        catch (error) {
            // A fault in the caller's bookkeeping, not the provider's: stop sending, and end the run
            // with it once every request in flight has ended.
            stopped = true;
            abort.abort();
            throw error;
        }
    };
    const worker = async () => {
        while (!stopped && next < count) {
            const index = next++;
            if (options.mayStart && !options.mayStart(index)) {
                stopped = true;
                return;
            }
            let attempts = 0;
            for (;;) {
                attempts++;
                if (limiter)
                    await limiter.acquire(estimateTokens(index));
                if (fatal || signal?.aborted)
                    return;
                let value;
                try {
                    value = await task(index, abort.signal);
                }
                catch (raw) {
                    const error = asProviderError(raw);
                    if (error.disposition === 'fatal') {
                        fatal ??= error;
                        stopped = true;
                        abort.abort();
                        report(index, { ok: false, error, attempts });
                        return;
                    }
                    // Aborted because another request failed fatally, or by the caller: leave it
                    // unfinished, not errored.
                    if (fatal || signal?.aborted)
                        return;
                    if (error.disposition === 'item' || attempts > options.maxRetries) {
                        report(index, { ok: false, error, attempts });
                        break;
                    }
                    const backoff = Math.min(maxDelay, baseDelay * 2 ** (attempts - 1)) * (0.5 + random());
                    const wait = error.retryAfterMs !== undefined ? Math.max(error.retryAfterMs, backoff / 4) : backoff;
                    await (0,external_node_timers_promises_.setTimeout)(Math.min(wait, maxDelay), undefined, { ref: true, signal }).catch(() => undefined);
                    if (signal?.aborted)
                        return;
                    continue;
                }
                // Outside the try: what the caller does with an answer is not the request's failure.
                report(index, { ok: true, value, attempts });
                break;
            }
        }
    };
    const workers = await Promise.allSettled(Array.from({ length: Math.min(options.concurrency, count) }, worker));
    signal?.removeEventListener('abort', interrupt);
    const failed = workers.find((w) => w.status === 'rejected');
    if (failed)
        throw failed.reason;
    return { fatal, unfinished: count - finished };
}
function asProviderError(error) {
    if (error instanceof ProviderError)
        return error;
    const kind = error?.kind;
    const message = error instanceof Error ? error.message : String(error);
    // Transport faults from the HTTP client (timeouts, resets, refused connections) are retried.
    if (kind && kind !== 'aborted')
        return new ProviderError(message, 'retryable');
    return new ProviderError(message, kind === 'aborted' ? 'item' : 'retryable');
}
/** Sliding-window limits on requests and tokens per window (a minute). */
class RateLimiter {
    rpm;
    tpm;
    windowMs;
    starts = [];
    tokensInWindow = 0;
    chain = Promise.resolve();
    constructor(rpm, tpm, windowMs) {
        this.rpm = rpm;
        this.tpm = tpm;
        this.windowMs = windowMs;
    }
    acquire(tokens) {
        // Serialise waiters so they are admitted in order.
        const turn = this.chain.then(() => this.admit(tokens));
        this.chain = turn.catch(() => undefined);
        return turn;
    }
    async admit(tokens) {
        const { windowMs } = this;
        for (;;) {
            const now = Date.now();
            while (this.starts.length && this.starts[0].at <= now - windowMs) {
                this.tokensInWindow -= this.starts.shift().tokens;
            }
            const requestsOk = this.rpm === undefined || this.starts.length < this.rpm;
            const tokensOk = this.tpm === undefined ||
                this.starts.length === 0 ||
                this.tokensInWindow + tokens <= this.tpm;
            if (requestsOk && tokensOk) {
                this.starts.push({ at: now, tokens });
                this.tokensInWindow += tokens;
                return;
            }
            await (0,external_node_timers_promises_.setTimeout)(Math.max(5, this.starts[0].at + windowMs - now));
        }
    }
}

// EXTERNAL MODULE: external "node:os"
var external_node_os_ = __webpack_require__(48161);
var external_node_os_default = /*#__PURE__*/__webpack_require__.n(external_node_os_);
;// CONCATENATED MODULE: ./src/engine/paths.ts


/**
 * Where evalgate keeps its files, named once: the suite's state beside its config (`.evalgate/`:
 * baselines, history, cache, slices, batches, shards), and a job's scratch files under the
 * runner's temp folder (the system's outside a runner), never in the checkout.
 */
const STATE_DIR = '.evalgate';
/** `<root>/.evalgate/<parts...>`. */
function statePath(root, ...parts) {
    return external_node_path_default().join(root, STATE_DIR, ...parts);
}
/** `<RUNNER_TEMP>/<parts...>`, or under the system's temp folder outside a runner. */
function runnerTemp(env, ...parts) {
    return external_node_path_default().join(env.RUNNER_TEMP || external_node_os_default().tmpdir(), ...parts);
}

;// CONCATENATED MODULE: ./src/engine/answers.ts
/**
 * The answers stage: one model entry's answer to every call of the plan, from the response cache
 * (where the cache policy allows it), then its batch API, then synchronous requests through the
 * scheduler. The only network I/O of a run besides a judge; it grades nothing.
 */











async function collectAnswers(entry, client, context, onAnswer) {
    const { calls } = context;
    let answered = 0;
    let replies = 0;
    const cachedFrom = new Map();
    const builds = buildCounter();
    const progress = createProgress({
        write: context.log,
        isTTY: context.isTTY,
        label: entry.id,
        total: calls.length,
        intervalS: context.progressIntervalS,
    });
    const batch = context.useBatch ? schema_batchSettings(entry) : undefined;
    const price = entry.price && batch ? batchPrice(entry.price) : entry.price;
    const costOf = (input, output) => price ? (input * price.input_per_mtok + output * price.output_per_mtok) / 1e6 : 0;
    const estimatedInput = (call) => Math.ceil(promptChars(call) / 4);
    let requests = 0;
    let spentUsd = 0;
    // Replies whose usage held a count that is none, and the first of them: one warning per run.
    let refusedUsage;
    let refusedReplies = 0;
    const answer = (index, got) => {
        answered++;
        replies++;
        if (got.reply.refusedUsage) {
            refusedUsage ??= got.reply.refusedUsage;
            refusedReplies++;
        }
        builds.add(index, got.reply);
        if (got.cached !== undefined)
            countCached(cachedFrom, got.cached);
        context.recorder?.record(entry.id, calls[index], got.reply);
        onAnswer(index, got);
        progress.tick(false);
    };
    const failed = (index, attempts, message) => {
        answered++;
        onAnswer(index, { ok: false, error: scrub(message), attempts });
        progress.tick(true);
    };
    // Floors and replays cost nothing and are deterministic; a command's answers depend on code the
    // cache key cannot see (the program's files), so a cached answer could hide a change in them:
    // the cache keeps those only for a job that hands its answers to one that may not ask again.
    const cache = context.cache && cachesProvider(context.cache.policy, entry.provider)
        ? context.cache
        : undefined;
    const keys = calls.map((call) => cache ? cacheKey(client.identity, cachedRequest(client, call), call.repeat) : undefined);
    const save = (index, reply) => {
        // A reply with a refused count is not kept: the rerun asks again, and may get an honest one.
        if (reply.refusedUsage)
            return;
        if (cache?.policy.save && keys[index])
            cache.store.put(keys[index], reply);
    };
    const pending = [];
    for (let i = 0; i < calls.length; i++) {
        const hit = keys[i] ? cache.store.get(keys[i]) : undefined;
        if (hit && standsIn(cache.policy, entry.provider, hit.origin)) {
            answer(i, {
                ok: true,
                reply: scrubReply(hit.reply),
                latencyMs: 0,
                attempts: 0,
                cached: hit.origin,
            });
        }
        else
            pending.push(i);
    }
    if (context.cache?.policy.requests === false) {
        // Nothing is sent: a call no stored answer stands in for is an item error, not a request.
        const why = context.cache.policy.unanswered ?? 'not answered by a stored answer; nothing is sent';
        for (const index of pending.splice(0))
            failed(index, 0, why);
    }
    let batched;
    if (batch && pending.length > 0) {
        const result = await submitBatch(entry, client, context, batch, pending, (i) => costOf(estimatedInput(calls[i]), context.maxTokens));
        batched = { ...result, requests: pending.length };
        for (const [index, reply] of result.replies) {
            const clean = scrubReply(reply);
            spentUsd += costOf(clean.usage.input_tokens, clean.usage.output_tokens);
            save(index, clean);
            answer(index, { ok: true, reply: clean, latencyMs: 0, attempts: 1 });
        }
        pending.length = 0;
        for (const [index, message] of result.errors) {
            // Only when the user allows it: a synchronous retry costs the full price.
            if (batch.fallback === 'sync')
                pending.push(index);
            else
                failed(index, 1, message);
        }
        if (result.errors.size > 0) {
            context.log(`evalgate: ${logText(entry.id)}: batch ${logText(result.batchId)} (${logText(result.status)}) did not answer ${result.errors.size} of its requests${batch.fallback === 'sync' ? '; sending those as synchronous requests (batch.fallback: sync)' : '; they count as errors (batch.fallback: none)'}\n`);
        }
    }
    let stoppedByBudget = false;
    const { budget } = context;
    const result = await runScheduled(pending.length, async (p, signal) => {
        const index = pending[p];
        const started = performance.now();
        requests++;
        // What a server says back is untrusted: a key it echoes never reaches cache or record.
        const reply = scrubReply(await client.send(calls[index], signal));
        return { reply, latency: performance.now() - started };
    }, (p) => estimatedInput(calls[pending[p]]) + context.maxTokens, (p, outcome) => {
        const index = pending[p];
        if (!outcome.ok)
            return failed(index, outcome.attempts, outcome.error.message);
        const { reply, latency } = outcome.value;
        spentUsd += costOf(reply.usage.input_tokens, reply.usage.output_tokens);
        save(index, reply);
        answer(index, {
            ok: true,
            reply,
            latencyMs: Math.round(latency * 10) / 10,
            attempts: outcome.attempts,
        });
    }, {
        concurrency: entry.concurrency,
        rpm: entry.rpm,
        tpm: entry.tpm,
        maxRetries: entry.max_retries,
        signal: context.signal,
        mayStart: (p) => {
            if (budget === undefined || !price)
                return true;
            const next = costOf(estimatedInput(calls[pending[p]]), context.maxTokens);
            if (spentUsd + next <= budget)
                return true;
            stoppedByBudget = true;
            return false;
        },
    });
    progress.done();
    if (refusedUsage)
        context.log(refusedUsageWarning(entry.id, refusedUsage, refusedReplies));
    return {
        answered,
        replies,
        cachedFrom: [...cachedFrom.values()],
        requests,
        spentUsd,
        priced: price !== undefined,
        ...(batched ? { batch: batched } : {}),
        fatal: result.fatal,
        stoppedByBudget,
        budget,
        builds: builds.result(),
    };
}
/**
 * What a cached answer is keyed by: the request body, and `harness.max_length` when set, since an
 * answer is cached only after the length check it passed (the body does not carry the limit).
 */
function cachedRequest(client, call) {
    const body = client.requestBody(call);
    const maxLength = call.loglikelihood?.maxLength;
    return maxLength === undefined ? body : { body, max_length: maxLength };
}
function countCached(groups, origin) {
    const run = origin?.run ?? null;
    const attempt = origin?.attempt ?? null;
    const key = JSON.stringify([run, attempt]);
    let group = groups.get(key);
    if (!group) {
        group = { run, attempt, count: 0, oldest: null };
        groups.set(key, group);
    }
    group.count++;
    if (origin && (group.oldest === null || origin.at < group.oldest))
        group.oldest = origin.at;
}
/**
 * The one warning of a run whose provider reported token counts that are none. The value is the
 * server's: masked, cut and made one log line before it is shown.
 */
function refusedUsageWarning(modelId, refused, replies) {
    const raw = scrub(JSON.stringify(refused.found) ?? String(refused.found));
    const found = raw.length > 40 ? `${raw.slice(0, 40)}...` : raw;
    const which = replies === 1
        ? 'this reply is not cached'
        : `${replies} replies had such counts; they are not cached`;
    return `evalgate: warning: model "${logText(modelId)}": ${logText(refused.field)}: expected a non-negative integer token count, found ${logText(found)}; counted as 0 (${which}, so a rerun asks again)\n`;
}
function promptChars(call) {
    return call.prompt.mode === 'completion'
        ? call.prompt.text.length
        : call.prompt.messages.reduce((a, m) => a + m.content.length, 0);
}
function scrubReply(reply) {
    return {
        ...reply,
        text: scrub(reply.text),
        model: reply.model === null ? null : scrub(reply.model),
        systemFingerprint: reply.systemFingerprint === null ? null : scrub(reply.systemFingerprint),
    };
}
/** Where the batch state files of a config live when the caller names no folder. */
function defaultBatchDir(baseDir) {
    return statePath(baseDir, 'batches');
}

;// CONCATENATED MODULE: ./src/core/shard.ts




/** Parses `I/N` (`where` names the flag or input in errors). */
function parseShard(text, where) {
    const match = /^\s*(\d+)\s*\/\s*(\d+)\s*$/.exec(text);
    const index = match ? Number(match[1]) : NaN;
    const count = match ? Number(match[2]) : NaN;
    if (!match || count < 1 || index < 1 || index > count) {
        throw new core_errors/* InputError */.d(`${where}: expected I/N with 1 <= I <= N (this job's shard of N, e.g. 2/4), found ${JSON.stringify(text)}`);
    }
    return { index, count };
}
/** The items of shard `spec`, in slice order. */
function shardItems(items, spec) {
    return items.filter((_, position) => position % spec.count === spec.index - 1);
}
function shardName(shard) {
    return `shard ${shard.index}/${shard.count}`;
}
/** A partial record stands for part of a slice: freezing or gating it as a whole run is refused. */
function assertWhole(record, where, doing) {
    if (!record.shard)
        return;
    throw new core_errors/* InputError */.d(`${where}: refusing to ${doing} a partial run record (${shardName(record.shard)} of suite "${record.suite}", protocol ${record.protocol_id.slice(0, 12)}, ${record.shard.ids.length} of ${record.shard.slice_items} items); join the shards first with \`evalgate merge --run FILE...\` and use the merged record`);
}
/** Numeric and string ids stay distinct: 7 and "7" are different items. */
const shard_keyOf = (id) => (typeof id === 'number' ? `#${id}` : `s${id}`);
/**
 * Joins the partial records of one run (one suite, protocol and build) into one run record.
 * Refuses a record that is not partial, a foreign shard (another suite or protocol), another
 * build, another shard count, a shard given twice, an item in two shards, and missing shards.
 */
function mergeShards(files) {
    if (files.length === 0)
        throw new core_errors/* InputError */.d('merge: expected at least one partial run record');
    const parts = files.map(({ file, record }) => {
        if (!record.shard) {
            throw new core_errors/* InputError */.d(`${file}: not a partial run record (it has no "shard"); merge joins the records \`evalgate run --shard I/N\` writes`);
        }
        return { file, record, shard: record.shard };
    });
    const ref = parts[0];
    for (const part of parts.slice(1))
        checkSameRun(ref, part);
    const byIndex = new Map();
    for (const part of parts) {
        const twin = byIndex.get(part.shard.index);
        if (twin) {
            throw new core_errors/* InputError */.d(`${shardName(part.shard)} is given twice: ${twin.file} and ${part.file}; pass each shard once`);
        }
        byIndex.set(part.shard.index, part);
    }
    const count = ref.shard.count;
    const missing = Array.from({ length: count }, (_, i) => i + 1).filter((i) => !byIndex.has(i));
    if (missing.length) {
        const names = missing.map((i) => `${i}/${count}`);
        throw new core_errors/* InputError */.d(`${missing.length === 1 ? `shard ${names[0]} is missing` : `shards ${names.join(', ')} are missing`}: a merged record must cover the whole slice; got ${[
            ...byIndex.keys(),
        ]
            .sort((a, b) => a - b)
            .map((i) => `${i}/${count}`)
            .join(', ')} (from ${files.map((f) => f.file).join(', ')})`);
    }
    const ordered = [...byIndex.values()].sort((a, b) => a.shard.index - b.shard.index);
    // Slice position of each id: shard I's k-th item sits at position k * N + I - 1.
    const sliceItems = ref.shard.slice_items;
    const position = new Map();
    for (const part of ordered) {
        const expected = Math.max(0, Math.ceil((sliceItems - (part.shard.index - 1)) / count));
        if (part.shard.ids.length !== expected) {
            throw new core_errors/* InputError */.d(`${part.file}: ${shardName(part.shard)} of a ${sliceItems}-item slice holds ${expected} items, but the record lists ${part.shard.ids.length}`);
        }
        part.shard.ids.forEach((id, k) => {
            const key = shard_keyOf(id);
            const other = position.get(key);
            if (other) {
                throw new core_errors/* InputError */.d(`${part.file}: item ${JSON.stringify(id)} is also in ${other.file}: the shards overlap`);
            }
            position.set(key, { at: k * count + part.shard.index - 1, file: part.file });
        });
    }
    const items = [];
    for (const part of ordered) {
        for (const item of part.record.items) {
            const at = position.get(shard_keyOf(item.id));
            if (!at || at.file !== part.file) {
                throw new core_errors/* InputError */.d(`${part.file}: item ${JSON.stringify(item.id)} is not one of the ids of ${shardName(part.shard)}; the record is corrupt`);
            }
            items.push({ item, at: at.at });
        }
    }
    // The unsharded order: repeat by repeat, each in slice order.
    items.sort((a, b) => a.item.repeat - b.item.repeat || a.at - b.at);
    const merged = items.map((i) => i.item);
    const repeats = ref.record.protocol.repeats;
    const records = ordered.map((p) => p.record);
    const earliest = [...records].sort((a, b) => a.environment.started_at.localeCompare(b.environment.started_at))[0];
    const whole = { ...ref.record };
    delete whole.shard;
    return {
        ...whole,
        run_id: mergedRunId(earliest.environment.started_at, records),
        model: { ...ref.record.model, ...mergedBuilds(records) },
        items: merged,
        aggregates: {
            ...aggregate(merged, repeats, sliceItems),
            ...subjectAggregates(merged, repeats),
        },
        usage: mergedUsage(records),
        incomplete: mergedIncomplete(records),
        environment: {
            ...earliest.environment,
            ended_at: records.map((r) => r.environment.ended_at).reduce((a, b) => (b > a ? b : a)),
        },
    };
}
function checkSameRun(ref, part) {
    const a = ref.record;
    const b = part.record;
    if (a.suite !== b.suite || a.protocol_id !== b.protocol_id) {
        throw new core_errors/* InputError */.d(`${part.file}: foreign shard: it is ${shardName(part.shard)} of suite "${b.suite}", protocol ${b.protocol_id.slice(0, 12)}, but ${ref.file} is of suite "${a.suite}", protocol ${a.protocol_id.slice(0, 12)}; merge only the shards of one run`);
    }
    const build = (r) => `model "${r.model.id}" (provider ${r.model.provider}, requested ${JSON.stringify(r.model.requested)})`;
    if (build(a) !== build(b)) {
        throw new core_errors/* InputError */.d(`${part.file}: ${build(b)}, but ${ref.file} has ${build(a)}: the shards of one run measure one build; merge each model's shards on their own`);
    }
    if (a.shard.count !== b.shard.count || a.shard.slice_items !== b.shard.slice_items) {
        throw new core_errors/* InputError */.d(`${part.file}: ${shardName(part.shard)} of ${part.shard.slice_items} items, but ${ref.file} is ${shardName(ref.shard)} of ${ref.shard.slice_items} items: the shards of one run share N and the slice`);
    }
}
function mergedBuilds(records) {
    const counts = new Map();
    for (const record of records) {
        for (const seen of record.model.builds_seen) {
            const key = `${seen.model}\u0000${seen.system_fingerprint}`;
            const known = counts.get(key);
            if (known)
                known.count += seen.count;
            else
                counts.set(key, { ...seen });
        }
    }
    const buildsSeen = [...counts.values()].sort((a, b) => b.count - a.count);
    const top = buildsSeen[0];
    return {
        build: { model: top?.model ?? null, system_fingerprint: top?.system_fingerprint ?? null },
        builds_seen: buildsSeen,
    };
}
function mergedUsage(records) {
    const sum = (pick) => records.reduce((total, r) => total + pick(r.usage), 0);
    const costs = records.map((r) => r.usage.cost_usd).filter((c) => c !== null);
    const reasoning = records.some((r) => r.usage.reasoning_tokens !== undefined);
    return {
        requests: sum((u) => u.requests),
        cached: sum((u) => u.cached),
        input_tokens: sum((u) => u.input_tokens),
        output_tokens: sum((u) => u.output_tokens),
        ...(reasoning ? { reasoning_tokens: sum((u) => u.reasoning_tokens ?? 0) } : {}),
        cost_usd: costs.length ? Math.round(costs.reduce((a, b) => a + b, 0) * 1e6) / 1e6 : null,
    };
}
function mergedIncomplete(records) {
    const stopped = records.filter((r) => r.incomplete);
    if (stopped.length === 0)
        return null;
    return {
        reason: stopped.map((r) => `${shardName(r.shard)}: ${r.incomplete.reason}`).join('; '),
        remaining: stopped.reduce((total, r) => total + r.incomplete.remaining, 0),
    };
}
/**
 * Sorts with the earliest shard's start; the suffix comes from the shards' run ids, so merging the
 * same shards twice gives the same record (and the history stores it once).
 */
function mergedRunId(startedAt, records) {
    const stamp = startedAt.replace(/[-:.]/g, '');
    const suffix = sha256Hex(records
        .map((r) => r.run_id)
        .sort()
        .join('\n')).slice(0, 6);
    return `${stamp}-${suffix}`;
}

;// CONCATENATED MODULE: ./src/engine/store/index-lines.ts

/**
 * The history index of a suite: `.index/<suite>.jsonl` beside the suites' folders of records (so
 * those hold run records only, and no suite name, which starts with a letter or digit, can
 * collide with it), one JSON line per stored run
 * naming its record file, what identifies that file's content (its size in a local folder, its
 * blob id on the data branch) and the run's summary. It only saves reading records: a record with
 * no line, or whose line names other content, is read and summarised again, so a missing, stale
 * or damaged index costs time, never a wrong answer.
 */
const INDEX_FOLDER = '.index';
/** The index file of a suite, relative to the store's root (forward slashes). */
function indexFileName(suite) {
    return `${INDEX_FOLDER}/${suite}.jsonl`;
}
function indexLineText(line) {
    return `${JSON.stringify(line)}\n`;
}
/** The lines that parse and validate, by file (a later line for the same file wins). */
function parseIndex(text) {
    const lines = new Map();
    for (const raw of text.split('\n')) {
        if (raw.trim() === '')
            continue;
        let data;
        try {
            data = JSON.parse(raw);
        }
        catch {
            continue; // a torn or damaged line: its record is read instead
        }
        const line = data;
        if (typeof line?.file !== 'string')
            continue;
        const summary = runSummarySchema.safeParse(line.summary);
        if (!summary.success)
            continue;
        lines.set(line.file, {
            file: line.file,
            ...(typeof line.size === 'number' ? { size: line.size } : {}),
            ...(typeof line.mtime === 'number' ? { mtime: line.mtime } : {}),
            ...(typeof line.blob === 'string' ? { blob: line.blob } : {}),
            summary: summary.data,
        });
    }
    return lines;
}
/** Oldest first by environment.started_at; the path breaks ties so the order is total. */
function byStartTime(entries, started, key) {
    return entries.sort((a, b) => {
        const sa = started(a);
        const sb = started(b);
        const ta = Date.parse(sa);
        const tb = Date.parse(sb);
        const byTime = Number.isNaN(ta) || Number.isNaN(tb) ? sa.localeCompare(sb) : ta - tb;
        const ka = key(a);
        const kb = key(b);
        return byTime || (ka < kb ? -1 : ka > kb ? 1 : 0);
    });
}

;// CONCATENATED MODULE: ./src/engine/store/record-files.ts






/** The same rule as the config's `suite` key: a name that is safe as one path segment. */
const PATH_SEGMENT = /^[A-Za-z0-9][A-Za-z0-9._-]*$/;
/**
 * The file name of a run record. It must stay identical to the one `evalgate run` writes into
 * `.evalgate/runs/<suite>/`, so the local store and the run loop agree on one layout.
 */
function recordFileName(record) {
    return `${record.run_id}-${record.model.id.replace(/[^A-Za-z0-9._-]+/g, '_')}.json`;
}
/** The bytes stored for a record (the run loop's format: one-space indent, trailing newline). */
function recordText(record) {
    return `${JSON.stringify(record, null, 1)}\n`;
}
/** Suite names and run ids become path segments: refuse anything that could leave the store. */
function checkPathSegment(value, what) {
    if (!PATH_SEGMENT.test(value)) {
        throw new core_errors/* InputError */.d(`${what} ${JSON.stringify(value)} cannot name a history file: expected letters, digits, ".", "_" or "-", starting with a letter or digit`);
    }
}
/**
 * Validates a record before it is stored: a record the reader would reject must never reach the
 * history, where it would make every later listing of the suite fail.
 */
function checkAppendable(record) {
    const where = `run record ${JSON.stringify(record.run_id)}`;
    const valid = validateRunRecord(record, where);
    assertWhole(valid, where, 'store in the history');
    checkPathSegment(valid.suite, 'suite');
    checkPathSegment(valid.run_id, 'run_id');
    return valid;
}
/** Parses a stored record; `where` names the file (a path, or a path on a branch) in errors. */
function parseRunRecord(text, where) {
    let data;
    try {
        data = JSON.parse(text);
    }
    catch (error) {
        throw new core_errors/* InputError */.d(`${where}: the run record is not valid JSON: ${error.message}`);
    }
    return validateRunRecord(data, where);
}
function validateRunRecord(data, where) {
    const version = data?.schema_version;
    if (version !== undefined && version !== RUN_RECORD_SCHEMA_VERSION) {
        throw new core_errors/* InputError */.d(`${where}: run record schema_version ${JSON.stringify(version)} is not supported by this evalgate (expected ${RUN_RECORD_SCHEMA_VERSION}); upgrade evalgate`);
    }
    const result = runRecordSchema.safeParse(data);
    if (!result.success) {
        const issue = result.error.issues[0];
        const at = issue.path.map(String).join('.') || 'the top level';
        throw new core_errors/* InputError */.d(`${where}: the run record is corrupt at ${at}: ${issue.message}`);
    }
    return result.data;
}
/** A record filed under another suite's folder is as wrong as a corrupt one: say so. */
function checkFiledUnder(record, suite, where) {
    if (record.suite !== suite) {
        throw new core_errors/* InputError */.d(`${where}: the run record belongs to suite ${JSON.stringify(record.suite)} but is filed under suite ${JSON.stringify(suite)}`);
    }
}
/** Oldest first by environment.started_at; the path breaks ties so the order is total. */
function oldestFirst(entries) {
    return byStartTime(entries, (e) => e.record.environment.started_at, (e) => e.path);
}
/**
 * A record read for a summary the index gave must be the run that summary describes: an index
 * line that disagrees with its record (edited by hand, or planted) is an error naming the file,
 * never a silent switch to another run.
 */
function checkMatchesSummary(record, entry, where, index) {
    if (canonicalJson(summarize(record)) !== canonicalJson(entry.summary)) {
        throw new core_errors/* InputError */.d(`${where}: the run record does not match its line in the history index (run ${JSON.stringify(entry.summary.run_id)}); delete ${index} to rebuild it from the records`);
    }
    return record;
}

;// CONCATENATED MODULE: ./src/engine/records.ts




/**
 * Reads and validates a run record. An unreadable or corrupt file is an error naming the path:
 * never an empty result, because a baseline silently read as "none" would let a regression pass.
 */
async function readRunRecord(file) {
    let text;
    try {
        text = await (0,promises_.readFile)(file, 'utf8');
    }
    catch (error) {
        throw new core_errors/* InputError */.d(`${file}: cannot read the run record: ${(0,io_reason/* ioReason */.N)(error)}`);
    }
    return parseRunRecord(text, file);
}

;// CONCATENATED MODULE: ./src/engine/store/local.ts









/**
 * A copy that keeps times (`cp -p`, a cache restore) may move them by a fraction of a
 * millisecond; within this, a line still describes its record.
 */
const MTIME_SLACK_MS = 1;
/** Files read at once by `list`: enough to overlap I/O, few enough to stay far from EMFILE. */
const READ_BATCH = 32;
/**
 * The history as a folder: `<root>/<suite>/<run_id>-<model-id-slug>.json`, `root` being
 * `.evalgate/runs` beside the config, the layout `evalgate run` already writes.
 */
function localStore(root) {
    return {
        async append(input) {
            const record = checkAppendable(input);
            const folder = external_node_path_default().join(root, record.suite);
            const name = recordFileName(record);
            const file = external_node_path_default().join(folder, name);
            const text = recordText(record);
            // Written aside, then hard-linked into place: the link appears whole (no reader ever sees half
            // a file) and fails when the name is taken (no writer ever replaces a stored record).
            const temporary = `${file}.${(0,external_node_crypto_.randomUUID)()}.tmp`;
            try {
                await (0,promises_.mkdir)(folder, { recursive: true });
                await (0,promises_.writeFile)(temporary, text, { flag: 'wx' });
                await (0,promises_.link)(temporary, file);
            }
            catch (error) {
                if (error.code !== 'EEXIST') {
                    throw new Error(`${file}: cannot store the run record: ${(0,io_reason/* ioReason */.N)(error)}`, {
                        cause: error,
                    });
                }
                await checkSameRecord(file, text);
                return `${record.suite}/${name}`;
            }
            finally {
                await (0,promises_.rm)(temporary, { force: true });
            }
            // The record is stored; its index line only saves a later reader from reading it.
            const stamp = await fileStamp(file).catch(() => undefined);
            if (stamp) {
                const line = { file: name, ...stamp, summary: summarize(record) };
                await appendIndex(root, record.suite, [line]).catch(() => { });
            }
            return `${record.suite}/${name}`;
        },
        async summaries(suite, modelId) {
            checkPathSegment(suite, 'suite');
            const folder = external_node_path_default().join(root, suite);
            const files = await recordFiles(folder);
            const indexed = await readIndex(root, suite);
            const entries = [];
            const healed = [];
            for (let start = 0; start < files.length; start += READ_BATCH) {
                const batch = files.slice(start, start + READ_BATCH);
                const stamps = await Promise.all(batch.map((name) => fileStamp(external_node_path_default().join(folder, name))));
                for (const [i, name] of batch.entries()) {
                    const stamp = stamps[i];
                    let line = indexed.get(name);
                    if (line === undefined ||
                        line.size !== stamp.size ||
                        line.mtime === undefined ||
                        Math.abs(line.mtime - stamp.mtime) > MTIME_SLACK_MS ||
                        line.summary.suite !== suite) {
                        // Not indexed, or the line was written for other bytes (another size or modification
                        // time, as after a copy or an edit): read this one record, then let it go.
                        const where = external_node_path_default().join(folder, name);
                        const record = await readRunRecord(where);
                        checkFiledUnder(record, suite, where);
                        line = { file: name, ...stamp, summary: summarize(record) };
                        healed.push(line);
                    }
                    if (modelId === undefined || line.summary.model.id === modelId) {
                        entries.push({ path: `${suite}/${name}`, summary: line.summary });
                    }
                }
            }
            // The index is a cache of the records: failing to extend it costs the next reader time only.
            if (healed.length > 0)
                await appendIndex(root, suite, healed).catch(() => { });
            return byStartTime(entries, (e) => e.summary.environment.started_at, (e) => e.path);
        },
        async read(entry) {
            const [suite, name, ...rest] = entry.path.split('/');
            if (suite === undefined || name === undefined || rest.length > 0 || !name.endsWith('.json')) {
                throw new core_errors/* InputError */.d(`${entry.path}: not a run record path of this history`);
            }
            checkPathSegment(suite, 'suite');
            checkPathSegment(name, 'record file');
            const where = external_node_path_default().join(root, suite, name);
            const record = await readRunRecord(where);
            checkFiledUnder(record, suite, where);
            return checkMatchesSummary(record, entry, where, external_node_path_default().join(root, indexFileName(suite)));
        },
        async list(suite, modelId) {
            checkPathSegment(suite, 'suite');
            const folder = external_node_path_default().join(root, suite);
            const files = await recordFiles(folder);
            const entries = [];
            for (let start = 0; start < files.length; start += READ_BATCH) {
                const batch = files.slice(start, start + READ_BATCH);
                const records = await Promise.all(batch.map((name) => readRunRecord(external_node_path_default().join(folder, name))));
                records.forEach((record, i) => {
                    checkFiledUnder(record, suite, external_node_path_default().join(folder, batch[i]));
                    if (modelId === undefined || record.model.id === modelId) {
                        entries.push({ path: `${suite}/${batch[i]}`, record });
                    }
                });
            }
            return oldestFirst(entries);
        },
    };
}
/** The finished record files of a suite folder, sorted; none when the folder does not exist. */
async function recordFiles(folder) {
    let names;
    try {
        names = await (0,promises_.readdir)(folder);
    }
    catch (error) {
        // No folder yet is a history with no runs; any other failure must not pass for one.
        if (error.code === 'ENOENT')
            return [];
        throw new core_errors/* InputError */.d(`${folder}: cannot read the run history folder: ${(0,io_reason/* ioReason */.N)(error)}`);
    }
    // Only finished records: `.tmp` files are writes in progress (here or in the run loop).
    return names.filter((name) => name.endsWith('.json')).sort();
}
/** What an index line records of a local record file: its size and modification time. */
async function fileStamp(file) {
    try {
        const info = await (0,promises_.stat)(file);
        return { size: info.size, mtime: Math.floor(info.mtimeMs) };
    }
    catch (error) {
        throw new core_errors/* InputError */.d(`${file}: cannot read the run record: ${(0,io_reason/* ioReason */.N)(error)}`);
    }
}
/** The suite's index lines by record file; an index that cannot be read counts as empty. */
async function readIndex(root, suite) {
    try {
        return parseIndex(await (0,promises_.readFile)(external_node_path_default().join(root, indexFileName(suite)), 'utf8'));
    }
    catch {
        return new Map();
    }
}
/** One write in append mode per call, so lines of concurrent writers do not interleave. */
async function appendIndex(root, suite, lines) {
    await (0,promises_.mkdir)(external_node_path_default().join(root, INDEX_FOLDER), { recursive: true });
    await (0,promises_.appendFile)(external_node_path_default().join(root, indexFileName(suite)), lines.map(indexLineText).join(''));
}
/**
 * Appending a record that is already stored (say, the one `evalgate run` just wrote) is a no-op;
 * a different record under the same name is refused, never written over.
 */
async function checkSameRecord(file, text) {
    let existing;
    try {
        existing = await (0,promises_.readFile)(file, 'utf8');
    }
    catch (error) {
        throw new Error(`${file}: cannot store the run record: ${(0,io_reason/* ioReason */.N)(error)}`, { cause: error });
    }
    const stored = JSON.stringify(parseRunRecord(existing, file));
    const incoming = JSON.stringify(parseRunRecord(text, file));
    if (stored !== incoming) {
        throw new Error(`${file}: a different run record with the same run_id and model is already stored; the history is append-only, so it was left as it is`);
    }
}

;// CONCATENATED MODULE: ./src/engine/history.ts







/** The local history folder under `root`. */
function historyDir(root) {
    return statePath(root, 'runs');
}
/**
 * The one writer of run records, for `run`, `import` and `merge`: a whole record is appended to
 * the history (never overwritten) and copied to `--out`; a partial record (a shard) is not a run
 * of the suite and goes only to `--out` or `.evalgate/shards/<suite>/`. Returns where the record
 * is to be read from: the `--out` copy when there is one.
 */
async function writeRecord(record, target) {
    try {
        if (record.shard) {
            const folder = target.out ?? statePath(target.root, 'shards', record.suite);
            await (0,promises_.mkdir)(folder, { recursive: true });
            const name = recordFileName(record).replace(/\.json$/, `.shard-${record.shard.index}-of-${record.shard.count}.json`);
            await config_writeFileAtomic(external_node_path_default().join(folder, name), recordText(record));
            return external_node_path_default().join(folder, name);
        }
        const history = historyDir(target.root);
        const stored = await localStore(history).append(record);
        if (!target.out)
            return external_node_path_default().join(history, stored);
        await (0,promises_.mkdir)(target.out, { recursive: true });
        const file = external_node_path_default().join(target.out, recordFileName(record));
        await config_writeFileAtomic(file, recordText(record));
        return file;
    }
    catch (error) {
        if (error instanceof core_errors/* InputError */.d)
            throw error;
        const score = record.aggregates.score?.toFixed(1) ?? 'n/a';
        throw new core_errors/* InputError */.d(`cannot write the run record of model "${record.model.id}" (score ${score}, n ${record.aggregates.n}) of suite ${record.suite}: ${(0,io_reason/* ioReason */.N)(error.cause ?? error)}${target.recovery ? `; ${target.recovery}` : ''}`);
    }
}

;// CONCATENATED MODULE: ./src/core/slice/permutation.ts
/**
 * Bit-exact port of `numpy.random.default_rng(seed).permutation(n)`, which is what HuggingFace
 * `datasets.Dataset.shuffle(seed=S)` uses to order rows. evalgate must pick the very same rows as a
 * Python pipeline, so every step below mirrors numpy (>= 1.17 Generator API, checked against
 * numpy 2.4.6): SeedSequence -> PCG64 (XSL-RR 128/64) -> Fisher-Yates with masked rejection.
 * numpy is BSD-3-Clause licensed; the constants come from its SeedSequence and PCG64 sources.
 */

/**
 * Largest supported `n`. Up to here every Fisher-Yates bound fits in 32 bits, so numpy only ever
 * takes its buffered 32-bit draw path, and the indices fit a Uint32Array.
 */
const MAX_PERMUTATION_LENGTH = 2 ** 32;
/**
 * The indices 0..n-1 in the order numpy's `default_rng(seed).permutation(n)` returns them.
 *
 * `seed` is any non-negative integer numpy accepts, including seeds >= 2^64. Seeds above 2^53 - 1
 * must be passed as a bigint: as a number they would already have been rounded.
 * Throws InputError for a bad seed, RangeError for a bad `n`.
 */
function numpyPermutation(seed, n) {
    if (!Number.isSafeInteger(n) || n < 0 || n > MAX_PERMUTATION_LENGTH) {
        throw new RangeError(`permutation length must be an integer from 0 to ${MAX_PERMUTATION_LENGTH}, got ${n}`);
    }
    const out = new Uint32Array(n);
    for (let i = 0; i < n; i++)
        out[i] = i;
    const rng = new Pcg64(seedSequenceWords(checkSeed(seed), 8));
    for (let i = n - 1; i > 0; i--) {
        const j = rng.interval(i);
        const tmp = out[i];
        out[i] = out[j];
        out[j] = tmp;
    }
    return out;
}
function checkSeed(seed) {
    if (typeof seed === 'bigint') {
        if (seed < 0n)
            throw new core_errors/* InputError */.d(`slice.seed must be a non-negative integer, got ${seed}`);
        return seed;
    }
    if (typeof seed !== 'number' || !Number.isInteger(seed) || seed < 0) {
        throw new core_errors/* InputError */.d(`slice.seed must be a non-negative integer, got ${String(seed)}`);
    }
    if (!Number.isSafeInteger(seed)) {
        throw new core_errors/* InputError */.d(`slice.seed ${seed} is above 2^53 - 1 and may already have been rounded; ` +
            'write it as a bigint (or a quoted string in the config) so it stays exact');
    }
    return BigInt(seed);
}
// --- SeedSequence (numpy/random/bit_generator.pyx), pool size 4, no spawn key ---------------
const INIT_A = 0x43b0d7e5;
const MULT_A = 0x931e8875;
const INIT_B = 0x8b51f9dd;
const MULT_B = 0x58f38ded;
const MIX_MULT_L = 0xca01f9dd;
const MIX_MULT_R = 0x4973f715;
const POOL_SIZE = 4;
/** `SeedSequence(seed).generate_state(count, np.uint32)`. */
function seedSequenceWords(seed, count) {
    // numpy splits the seed into little-endian 32-bit words; 0 still contributes one word.
    const entropy = [];
    for (let x = seed; x > 0n; x >>= 32n)
        entropy.push(Number(x & 0xffffffffn));
    if (entropy.length === 0)
        entropy.push(0);
    // hashmix carries its multiplier from call to call, so call order is part of the algorithm.
    let hashConst = INIT_A;
    const hashmix = (value) => {
        let v = (value ^ hashConst) >>> 0;
        hashConst = Math.imul(hashConst, MULT_A) >>> 0;
        v = Math.imul(v, hashConst) >>> 0;
        return (v ^ (v >>> 16)) >>> 0;
    };
    const mix = (x, y) => {
        const r = (Math.imul(MIX_MULT_L, x) - Math.imul(MIX_MULT_R, y)) >>> 0;
        return (r ^ (r >>> 16)) >>> 0;
    };
    const pool = [];
    for (let i = 0; i < POOL_SIZE; i++)
        pool.push(hashmix(entropy[i] ?? 0));
    for (let src = 0; src < POOL_SIZE; src++) {
        for (let dst = 0; dst < POOL_SIZE; dst++) {
            if (src !== dst)
                pool[dst] = mix(pool[dst], hashmix(pool[src]));
        }
    }
    for (let src = POOL_SIZE; src < entropy.length; src++) {
        for (let dst = 0; dst < POOL_SIZE; dst++)
            pool[dst] = mix(pool[dst], hashmix(entropy[src]));
    }
    let outConst = INIT_B;
    const words = [];
    for (let i = 0; i < count; i++) {
        let v = (pool[i % POOL_SIZE] ^ outConst) >>> 0;
        outConst = Math.imul(outConst, MULT_B) >>> 0;
        v = Math.imul(v, outConst) >>> 0;
        words.push((v ^ (v >>> 16)) >>> 0);
    }
    return words;
}
// --- PCG64 (numpy/random/src/pcg64), XSL-RR 128/64 output ------------------------------------
const M128 = (1n << 128n) - 1n;
const PCG_MULT = 0x2360ed051fc65da44385df649fccf645n;
/**
 * The 128-bit state lives in eight 16-bit limbs (little-endian) held in doubles. A 16x16-bit
 * product is < 2^32, so a column of eight products plus carry stays far below 2^53 and the
 * multiply-add is exact. BigInt would allocate on every draw and measured ~5x slower.
 */
const MULT_LIMBS = toLimbs(PCG_MULT);
const M0 = MULT_LIMBS[0];
const M1 = MULT_LIMBS[1];
const M2 = MULT_LIMBS[2];
const M3 = MULT_LIMBS[3];
const M4 = MULT_LIMBS[4];
const M5 = MULT_LIMBS[5];
const M6 = MULT_LIMBS[6];
const M7 = MULT_LIMBS[7];
function toLimbs(x) {
    const limbs = new Float64Array(8);
    for (let i = 0; i < 8; i++)
        limbs[i] = Number((x >> BigInt(16 * i)) & 0xffffn);
    return limbs;
}
class Pcg64 {
    s;
    inc;
    hasBuffered = false;
    buffered = 0;
    /** `words` is SeedSequence's 8 uint32 outputs, seeded the way numpy's PCG64 does it. */
    constructor(words) {
        // Paired into uint64s, then initstate = u64[0] << 64 | u64[1]; initseq = u64[2] << 64 | u64[3].
        const u64 = (k) => (BigInt(words[2 * k + 1]) << 32n) | BigInt(words[2 * k]);
        const initState = (u64(0) << 64n) | u64(1);
        const initSeq = (u64(2) << 64n) | u64(3);
        const inc = ((initSeq << 1n) | 1n) & M128;
        // pcg_setseq_128_srandom_r: step from 0, add initstate, step again. Runs once: BigInt is fine.
        let state = inc;
        state = (state + initState) & M128;
        state = (state * PCG_MULT + inc) & M128;
        this.s = toLimbs(state);
        this.inc = toLimbs(inc);
    }
    /**
     * state = state * PCG_MULT + inc (mod 2^128). Column k adds every s[i] * M[k - i]; products
     * landing at column 8 or above are dropped by the modulus. Unrolled: ~1.6x faster than loops.
     * `a & 0xffff` is exact because ToInt32 wraps mod 2^32; Math.floor(a / 65536) is exact because
     * a < 2^53 and the divisor is a power of two.
     */
    step() {
        const s = this.s;
        const c = this.inc;
        const s0 = s[0];
        const s1 = s[1];
        const s2 = s[2];
        const s3 = s[3];
        const s4 = s[4];
        const s5 = s[5];
        const s6 = s[6];
        const s7 = s[7];
        let a = c[0] + s0 * M0;
        s[0] = a & 0xffff;
        a = Math.floor(a / 65536) + c[1] + s0 * M1 + s1 * M0;
        s[1] = a & 0xffff;
        a = Math.floor(a / 65536) + c[2] + s0 * M2 + s1 * M1 + s2 * M0;
        s[2] = a & 0xffff;
        a = Math.floor(a / 65536) + c[3] + s0 * M3 + s1 * M2 + s2 * M1 + s3 * M0;
        s[3] = a & 0xffff;
        a = Math.floor(a / 65536) + c[4] + s0 * M4 + s1 * M3 + s2 * M2 + s3 * M1 + s4 * M0;
        s[4] = a & 0xffff;
        a = Math.floor(a / 65536) + c[5] + s0 * M5 + s1 * M4 + s2 * M3 + s3 * M2 + s4 * M1 + s5 * M0;
        s[5] = a & 0xffff;
        a = Math.floor(a / 65536) + c[6] + s0 * M6 + s1 * M5 + s2 * M4 + s3 * M3 + s4 * M2;
        a += s5 * M1 + s6 * M0;
        s[6] = a & 0xffff;
        a = Math.floor(a / 65536) + c[7] + s0 * M7 + s1 * M6 + s2 * M5 + s3 * M4 + s4 * M3;
        a += s5 * M2 + s6 * M1 + s7 * M0;
        s[7] = a & 0xffff;
    }
    /**
     * numpy's next_uint32 for PCG64: advance, take the 64-bit XSL-RR output (xor the state's two
     * halves, rotate right by its top 6 bits), return the low 32 bits now and the high 32 next call.
     */
    next32() {
        if (this.hasBuffered) {
            this.hasBuffered = false;
            return this.buffered;
        }
        this.step();
        const s = this.s;
        let lo = ((s[0] | (s[1] << 16)) ^ (s[4] | (s[5] << 16))) >>> 0;
        let hi = ((s[2] | (s[3] << 16)) ^ (s[6] | (s[7] << 16))) >>> 0;
        let rot = s[7] >>> 10;
        if (rot >= 32) {
            const t = lo;
            lo = hi;
            hi = t;
            rot -= 32;
        }
        if (rot !== 0) {
            const rotatedLo = ((lo >>> rot) | (hi << (32 - rot))) >>> 0;
            hi = ((hi >>> rot) | (lo << (32 - rot))) >>> 0;
            lo = rotatedLo;
        }
        this.hasBuffered = true;
        this.buffered = hi;
        return lo;
    }
    /**
     * numpy's random_interval(max) for max < 2^32: uniform in [0, max] by drawing masked 32-bit
     * values and rejecting those above max (not Lemire's method, which numpy uses elsewhere).
     */
    interval(max) {
        if (max === 0)
            return 0;
        const mask = 0xffffffff >>> Math.clz32(max);
        let v;
        do
            v = (this.next32() & mask) >>> 0;
        while (v > max);
        return v;
    }
}

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
const harness_LETTERS = 'ABCDEFGHIJ';
/**
 * Compiles the prompt program. `fewshotRows` are the rows of `harness.fewshot.path` as read from
 * the file (the engine reads it); the core picks k of them (per group with `group_by`). `items`,
 * the slice, lets a missing or short group be reported before any request and keys the few-shot
 * hash to the groups in use. Bad templates, a k larger than the file (or the group) and examples
 * without a usable answer are InputErrors naming the key path.
 */
function compileHarness(config, fewshotRows, items) {
    const harness = config.harness;
    const preset = harness.preset === undefined ? undefined : PRESETS[harness.preset];
    const templateKey = preset ? `harness.preset "${harness.preset}"` : 'harness.template';
    const source = preset?.template ?? harness.template;
    if (source === undefined) {
        throw new core_errors/* InputError */.d('harness: expected harness.preset or harness.template, found neither', [
            'for multiple-choice suites, `preset: mmlu` reproduces lm-evaluation-harness',
            'or write a template such as "{{question}}\\n{{#choices}}{{letter}}. {{text}}\\n{{/choices}}Answer:"',
        ]);
    }
    const mode = harness.mode ?? preset?.mode ?? 'chat';
    const { header, body } = splitAtFewshot(compileTemplate(source, templateKey));
    const system = harness.system === undefined ? undefined : compileTemplate(harness.system, 'harness.system');
    const fewshot = harness.fewshot;
    const k = fewshot?.k ?? 0;
    const asTurns = k > 0 && (fewshot?.as_turns ?? false);
    if (asTurns && mode !== 'chat') {
        throw new core_errors/* InputError */.d(`harness.fewshot.as_turns: expected harness.mode chat, found ${mode}`, [
            'a completion prompt is one string; remove as_turns or set harness.mode: chat',
        ]);
    }
    if (asTurns && fewshot?.template !== undefined) {
        throw new core_errors/* InputError */.d('harness.fewshot.template: not used when harness.fewshot.as_turns is true (each example is a user turn and an assistant turn)', ['remove one of the two keys']);
    }
    // Under loglikelihood scoring the examples' answers are written as the choices are scored, as
    // lm-eval writes each example: doc_to_text, target_delimiter, the target (doc_to_target indexes
    // doc_to_choice, so with text choices it is the chosen choice's text), fewshot_delimiter.
    const loglikelihood = harness.output === 'loglikelihood';
    const choiceTarget = loglikelihood ? (harness.choice_target ?? 'letter') : 'letter';
    const targetDelimiter = loglikelihood ? (harness.target_delimiter ?? ' ') : ' ';
    const fewshotSource = fewshot?.template ??
        (targetDelimiter === ' ' ? DEFAULT_FEWSHOT_TEMPLATE : DELIMITED_FEWSHOT_TEMPLATE);
    const fewshotTemplate = compileTemplate(fewshotSource, 'harness.fewshot.template');
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
        ? harness_sha256(JSON.stringify(used.map((g) => [g.key, g.block]).sort(byKey)))
        : harness_sha256(fewshotBlock);
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
        templateHash: harness_sha256(canonical),
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
        throw new core_errors/* InputError */.d(`${key}: expected {{fewshot}} at most once, outside sections and without filters`, ['{{fewshot}} marks where the few-shot block goes: the text before it is written once']);
    }
    if (at < 0)
        return { header: templateOf(key, source, []), body: template };
    return {
        header: templateOf(key, source, nodes.slice(0, at)),
        body: templateOf(key, source, nodes.slice(at + 1)),
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
        throw new core_errors/* InputError */.d(`harness.fewshot.k: expected at most the ${rows.length} rows of harness.fewshot.path, found ${k}`, fewshot?.path === undefined
            ? ['set harness.fewshot.path to a file of examples (e.g. the dev split)']
            : []);
    }
    const members = new Map();
    rows.forEach((source, index) => {
        const row = mapRow(source, config.dataset.fields);
        const key = groupBy === undefined ? '' : groupKey(row[groupBy]);
        if (key === undefined) {
            throw new core_errors/* InputError */.d(`harness.fewshot.group_by: few-shot row ${index} (0-based) of harness.fewshot.path has no "${groupBy}" to group by, found ${show(row[groupBy])}`, ['set harness.fewshot.group_by: false to use one block of examples for every item']);
        }
        const list = members.get(key) ?? [];
        list.push({ row, index });
        members.set(key, list);
    });
    for (const [key, list] of members) {
        let picked = [];
        if (list.length >= k) {
            const order = fewshot?.sampler === 'seeded'
                ? Array.from(numpyPermutation(fewshot.seed ?? config.slice.seed, list.length).subarray(0, k))
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
        throw new core_errors/* InputError */.d(`harness.fewshot.group_by: item ${JSON.stringify(item.id)} has no "${groupBy}" to pick its few-shot examples by, found ${show(item.row[groupBy])}`, ['set harness.fewshot.group_by: false to use one block of examples for every item']);
    }
    if (!group || !group.enough) {
        throw new core_errors/* InputError */.d(`harness.fewshot.k: ${groupBy} "${key}" has ${group?.size ?? 0} few-shot row${group?.size === 1 ? '' : 's'} in harness.fewshot.path, expected at least ${k} (each item's examples come from rows of its own ${groupBy}: harness.fewshot.group_by)`, [
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
    return Array.isArray(choices) && choices.length <= harness_LETTERS.length
        ? { letters: harness_LETTERS.slice(0, choices.length) }
        : {};
}
function exampleAnswer(row, where, choiceTarget) {
    const { choices, answer } = row;
    if (Array.isArray(choices)) {
        const index = answerIndex(answer, choices.length);
        const text = index === undefined ? undefined : valueText(choices[index]);
        if (index === undefined || text === undefined) {
            throw new core_errors/* InputError */.d(`${where}: expected "answer" to point at one of its ${choices.length} choices (an index or a letter), found ${show(answer)}`);
        }
        const letter = harness_LETTERS[index];
        return {
            target: choiceTarget === 'text' ? text : letter,
            answer_letter: letter,
            answer_text: text,
        };
    }
    const text = answer === undefined ? undefined : valueText(answer);
    if (text === undefined) {
        throw new core_errors/* InputError */.d(`${where}: expected an answer in "answer", found ${show(answer)}`);
    }
    return { target: text, answer_text: text };
}
function harness_sha256(text) {
    return (0,external_node_crypto_.createHash)('sha256').update(text, 'utf8').digest('hex');
}

;// CONCATENATED MODULE: ./src/core/plan.ts
/**
 * The measurement plan: everything a run of a suite sends and how it is judged, computed once
 * from the config and the rows. `run`, `freeze`, `gate`, shards, `merge` and the Action take the
 * plan and never re-derive a part of it, so the protocol a record carries is by construction the
 * protocol the config defines (a judge's identity included).
 */






/** A judge answers with a verdict: greedy, and room for a sentence of reasoning before it. */
const JUDGE_DECODING = { temperature: 0, top_p: 1, max_tokens: JUDGE_MAX_TOKENS };
function planSuite(config, slice, fewshotRows) {
    const harness = compileHarness(config, [...fewshotRows], slice.items);
    const calls = [];
    const options = choiceOptions(config);
    const loglikelihood = config.harness.output === 'loglikelihood';
    for (let repeat = 0; repeat < config.repeats; repeat++) {
        const decoding = decodingFor(config, repeat);
        for (const item of slice.items) {
            const prompt = harness.render(item);
            const call = { item, repeat, prompt, decoding };
            if (loglikelihood && prompt.mode === 'completion') {
                call.loglikelihood = choiceRequest(item, prompt.text, options);
            }
            calls.push(call);
        }
    }
    const judge = judgeOf(config);
    // describe() needs no judge connection: the real one is wired in when answers are graded.
    const unused = () => Promise.reject(new Error('the judge is only called while grading'));
    const grader = createGrader(config.grader, {
        judge: unused,
        choices: options,
    }).describe();
    if (judge) {
        const identity = {
            provider: judge.entry.provider,
            base_url: judge.entry.base_url ?? null,
            model: judge.entry.model ?? null,
            // As its requests carry it: a reasoning judge's effort, and no sampling.
            decoding: sentDecoding(judge.entry, { ...judge.decoding }),
        };
        grader.judge = identity;
    }
    const prompts = promptsDigest(calls.filter((call) => call.repeat === 0));
    const { protocol, protocolId } = buildProtocol(config, slice, harness, grader, prompts);
    return { slice, harness, calls, grader, judge, protocol, protocolId };
}
function judgeOf(config) {
    const graderConfig = config.grader;
    if (graderConfig.kind !== 'llm_judge')
        return undefined;
    const entry = config.models.find((m) => m.id === graderConfig.judge);
    if (!entry) {
        throw new core_errors/* InputError */.d(`grader.judge: expected the id of a model entry, found "${graderConfig.judge}"; expected one of: ${config.models.map((m) => m.id).join(', ')}`);
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

;// CONCATENATED MODULE: ./src/core/slice/fingerprint.ts
/**
 * The slice fingerprint, identical to the Python pipeline's
 *
 *   hashlib.sha256(json.dumps([{k: r[k] for k in fields} for r in rows],
 *                             ensure_ascii=False).encode("utf-8")).hexdigest()
 *
 * Rows follow the value model of `../pyjson.ts` (int vs float, bigint, PyFloat).
 */



/** A lone UTF-16 surrogate: a high one not followed by a low one, or a low one not preceded. */
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;
/** `{k: r[k] for k in fields}` keeps each key once, at its first position. */
function uniqueFields(fields) {
    return new Set(fields).size === fields.length ? fields : [...new Set(fields)];
}
function quoteField(field) {
    return `'${field}'`;
}
/** `json.dumps({k: row[k] for k in fields}, ensure_ascii=False)`; `fields` already unique. */
function projectRow(row, fields, index) {
    if (typeof row !== 'object' || row === null || Array.isArray(row)) {
        throw new core_errors/* InputError */.d(`row ${index} (0-based) is not an object`);
    }
    const parts = [];
    for (const field of fields) {
        if (!Object.hasOwn(row, field)) {
            throw new core_errors/* InputError */.d(`row ${index} (0-based) has no field ${quoteField(field)}, which the fingerprint covers`, [`fingerprint fields: ${fields.map(quoteField).join(', ')}`]);
        }
        let value;
        try {
            value = (0,pyjson/* pythonJsonDumps */.MT)(row[field]);
        }
        catch (err) {
            throw new TypeError(`row ${index} (0-based), field ${quoteField(field)}: ${err.message}`, { cause: err });
        }
        parts.push(`${(0,pyjson/* pythonJsonDumps */.MT)(field)}: ${value}`);
    }
    return `{${parts.join(', ')}}`;
}
/** Python's `.encode("utf-8")` rejects lone surrogates; Node would silently write U+FFFD. */
function assertEncodable(json, row, fields, index) {
    if (json.isWellFormed())
        return;
    const match = LONE_SURROGATE.exec(json);
    if (match === null)
        return;
    const code = `U+${match[0].charCodeAt(0).toString(16).toUpperCase()}`;
    const field = fields.find((f) => LONE_SURROGATE.test((0,pyjson/* pythonJsonDumps */.MT)(row[f]))) ??
        fields.find((f) => LONE_SURROGATE.test(f));
    throw new core_errors/* InputError */.d(`row ${index} (0-based), field ${quoteField(field ?? '?')} contains a lone surrogate (${code})`, [
        `Python's .encode("utf-8") raises UnicodeEncodeError on it, so the Python pipeline cannot fingerprint this slice either`,
    ]);
}
function* projectedRows(rows, fields) {
    const unique = uniqueFields(fields);
    for (let i = 0; i < rows.length; i++) {
        const row = rows[i];
        const json = projectRow(row, unique, i);
        assertEncodable(json, row, unique, i);
        yield json;
    }
}
/**
 * The exact text the fingerprint hashes: `json.dumps([{k: r[k] for k in fields} for r in rows],
 * ensure_ascii=False)`. Throws InputError for a row without one of the fields (Python: KeyError)
 * or with a lone surrogate (Python: UnicodeEncodeError).
 */
function sliceFingerprintJson(rows, fields) {
    return `[${[...projectedRows(rows, fields)].join(', ')}]`;
}
/** Hex sha256 of the UTF-8 `sliceFingerprintJson(rows, fields)`, like the Python pipeline. */
function sliceFingerprint(rows, fields) {
    const hash = (0,external_node_crypto_.createHash)('sha256');
    hash.update('[');
    let first = true;
    for (const json of projectedRows(rows, fields)) {
        if (!first)
            hash.update(', ');
        hash.update(json, 'utf8');
        first = false;
    }
    hash.update(']');
    return hash.digest('hex');
}
/**
 * The index of the first row whose projection on `fields` serializes differently in `a` and
 * `b`; when one list is a prefix of the other, the length of the shorter one; `undefined` when
 * both give the same fingerprint text.
 */
function firstDifferingRow(a, b, fields) {
    const unique = uniqueFields(fields);
    const n = Math.min(a.length, b.length);
    for (let i = 0; i < n; i++) {
        if (projectRow(a[i], unique, i) !== projectRow(b[i], unique, i))
            return i;
    }
    return a.length === b.length ? undefined : n;
}

;// CONCATENATED MODULE: ./src/core/slice/manifest-source.ts




/**
 * What the manifest records about the data a pinned slice was built from, so that a later load
 * can re-read only the selected records instead of parsing every file: each file's size and
 * sha256, and where each selected record starts. Sizes and hashes, not mtimes: a fresh clone
 * gives every file a new mtime, and the content is what has to match.
 *
 * A manifest is a file in the repository that anyone who can push may rewrite, so its content
 * claims are checked: the files must hash as recorded, each selected row is re-read from those
 * files (never copied from the manifest) at a record start, and the rows must give the pinned
 * fingerprint. A manifest that fails any of these is set aside and the whole dataset is read.
 * What a forged one could still claim is which rows of the data hold the pinned slice (and so,
 * without an id field, their position ids) and the wash counts it reports.
 */
const manifestSourceSchema = schemas/* object */.Ikc({
    /** Digest of the config keys the slice depends on (`sliceConfigKey`). */
    config_key: schemas/* string */.YjP().regex(/^[0-9a-f]{64}$/),
    files: schemas/* array */.YOg(schemas/* object */.Ikc({
        path: schemas/* string */.YjP(),
        size: schemas/* number */.aig().int().nonnegative(),
        sha256: schemas/* string */.YjP().regex(/^[0-9a-f]{64}$/),
        rows: schemas/* number */.aig().int().nonnegative(),
    })),
    /** Each selected row, in slice order: its file (index into `files`), row index, line, offset. */
    items: schemas/* array */.YOg(schemas/* object */.Ikc({
        file: schemas/* number */.aig().int().nonnegative(),
        index: schemas/* number */.aig().int().nonnegative(),
        line: schemas/* number */.aig().int().positive(),
        offset: schemas/* number */.aig().int().nonnegative(),
    })),
});
/** The dataset formats whose records the manifest can point at and re-read one by one. */
const manifest_source_REREADABLE_FORMATS = ['mmlu-csv', 'jsonl'];
/** Digest of everything in the config that decides which rows the slice holds and how. */
function manifest_source_sliceConfigKey(config) {
    return sha256Hex(canonicalJson({
        dataset: config.dataset,
        wash: config.wash,
        seed: config.slice.seed.toString(),
        size: config.slice.size ?? null,
        fingerprint_fields: config.slice.fingerprint_fields ?? null,
        multiple_choice: config.grader.kind === 'choice',
    }));
}
/**
 * The slice from its re-read rows: the same items `buildSlice` gives (ids, mapped rows, row
 * checks), its fingerprint computed afresh from them. The wash counts are the manifest's (they
 * only describe the slice). Throws (RowError or Error) where a row does not hold up; the caller
 * then reads the whole dataset.
 */
function rebuildSlice(config, manifest, rows) {
    const fields = config.dataset.fields;
    const items = rows.map(({ raw, index }) => ({
        id: itemId(raw, index, fields),
        index,
        row: mapRow(raw, fields),
    }));
    const multipleChoice = config.grader.kind === 'choice';
    const seen = new Set();
    for (const [i, item] of items.entries()) {
        checkRow(item.row, multipleChoice || 'choices' in item.row);
        if (seen.has(item.id) || item.id !== manifest.ids[i]) {
            throw new Error(`slice position ${i}: id ${JSON.stringify(item.id)} is not the manifest's`);
        }
        seen.add(item.id);
    }
    const fingerprintFields = config.slice.fingerprint_fields ?? defaultFingerprintFields(items);
    return {
        suite: config.suite,
        fingerprintFields,
        items,
        fingerprint: sliceFingerprint(items.map((item) => item.row), fingerprintFields),
        wash: manifest.wash,
    };
}
/** `slice.fingerprint_fields` when it is not set: with choices when every row has them. */
function defaultFingerprintFields(items) {
    return items.every((item) => 'choices' in item.row)
        ? ['question', 'choices', 'answer']
        : ['question', 'answer'];
}

;// CONCATENATED MODULE: ./src/core/slice/wash.ts



/**
 * Applies the wash rules. Dedupe runs last so that a row dropped for another reason never hides a
 * later, valid duplicate; it keeps the first occurrence in dataset order.
 */
function washItems(items, wash) {
    const dropped = {
        require: 0,
        min_choices: 0,
        answer_in_choices: 0,
        max_chars: 0,
        dedupe: 0,
    };
    const dedupe = typeof wash.dedupe === 'string' ? wash.dedupe : undefined;
    if (dedupe !== undefined)
        assertSomeRowHas(items, dedupe);
    const seen = new Set();
    const kept = [];
    for (const item of items) {
        const rule = firstFailingRule(item.row, wash);
        if (rule) {
            dropped[rule]++;
            continue;
        }
        if (dedupe !== undefined) {
            const key = dedupeKey(item.row[dedupe]);
            if (seen.has(key)) {
                dropped.dedupe++;
                continue;
            }
            seen.add(key);
        }
        kept.push(item);
    }
    return { kept, report: { source: items.length, dropped, washed: kept.length } };
}
/**
 * The rules the config turns on, in the order they apply: what a report of their drops lists. A
 * rule that is off drops nothing and is left out.
 */
function activeWashRules(wash) {
    const rules = [];
    if (wash.require.length)
        rules.push('require');
    if (wash.min_choices !== undefined)
        rules.push('min_choices');
    if (wash.answer_in_choices)
        rules.push('answer_in_choices');
    if (wash.max_chars !== undefined)
        rules.push('max_chars');
    if (typeof wash.dedupe === 'string')
        rules.push('dedupe');
    return rules;
}
/**
 * Dedupe on a field no row has would give every row the same (missing) value and keep only the
 * first row of the dataset: a typo that silently eats the data. It is an error instead, naming
 * the fields the rows do have.
 */
function assertSomeRowHas(items, field) {
    if (items.length === 0 || items.some((item) => Object.hasOwn(item.row, field)))
        return;
    const shown = columnsShown(items.map((item) => item.row));
    throw new core_errors/* InputError */.d(`wash.dedupe: expected a field of the rows, found "${field}", which no row has (rows have: ${shown}); name one of those, or set dedupe: false for no dedupe`);
}
function firstFailingRule(row, wash) {
    if (wash.require.some((field) => isEmpty(row[field])))
        return 'require';
    const choices = Array.isArray(row.choices) ? row.choices : undefined;
    if (wash.min_choices !== undefined && (choices?.length ?? 0) < wash.min_choices) {
        return 'min_choices';
    }
    if (wash.answer_in_choices && answerIndex(row.answer, choices?.length ?? 0) === undefined) {
        return 'answer_in_choices';
    }
    if (wash.max_chars !== undefined && characterCount(row) > wash.max_chars)
        return 'max_chars';
    return undefined;
}
function isEmpty(value) {
    if (value === undefined || value === null)
        return true;
    if (typeof value === 'string')
        return value.trim() === '';
    if (Array.isArray(value))
        return value.length === 0;
    return false;
}
/** Question plus choices, counted in code points as Python's len() does. */
function characterCount(row) {
    let count = typeof row.question === 'string' ? [...row.question].length : 0;
    if (Array.isArray(row.choices)) {
        for (const choice of row.choices)
            count += [...String(choice)].length;
    }
    return count;
}
function dedupeKey(value) {
    return typeof value === 'string' ? `s${value}` : `j${(0,pyjson/* pythonJsonDumps */.MT)(value ?? null)}`;
}

;// CONCATENATED MODULE: ./src/core/slice/build.ts









/**
 * Reproduces `load_dataset(...).filter(wash).shuffle(seed=S).select(range(N))` and the Python
 * fingerprint over `slice.fingerprint_fields`.
 */
function buildSlice(input, config) {
    const fields = config.dataset.fields;
    const located = (index, fn) => {
        try {
            return fn();
        }
        catch (error) {
            if (!(error instanceof RowError))
                throw error;
            const source = input.sources[index];
            const where = source ? `${source.file}:${source.line}` : `row ${index}`;
            throw new core_errors/* InputError */.d(`${where}: ${error.message}`);
        }
    };
    assertMappedColumns(input.rows, fields);
    const items = input.rows.map((source, index) => located(index, () => ({
        id: itemId(source, index, fields),
        index,
        row: mapRow(source, fields),
    })));
    const { kept, report } = washItems(items, config.wash);
    const multipleChoice = config.grader.kind === 'choice';
    for (const item of kept) {
        located(item.index, () => checkRow(item.row, multipleChoice || 'choices' in item.row));
    }
    if (config.dataset.fields.id !== undefined)
        assertUniqueIds(kept, input.sources);
    const size = config.slice.size ?? kept.length;
    if (size > kept.length) {
        throw new core_errors/* InputError */.d(`slice.size: expected at most ${kept.length} (the rows left after washing), found ${size}: ${washSummary(report, config.wash)}`);
    }
    const order = numpyPermutation(config.slice.seed, kept.length);
    const selected = new Array(size);
    for (let i = 0; i < size; i++)
        selected[i] = kept[order[i]];
    const fingerprintFields = config.slice.fingerprint_fields ?? defaultFingerprintFields(selected);
    for (const item of selected) {
        const missing = fingerprintFields.find((field) => !Object.hasOwn(item.row, field));
        if (missing !== undefined) {
            located(item.index, () => {
                throw new RowError(`slice.fingerprint_fields names "${missing}", but this row has no such field (it has: ${Object.keys(item.row).join(', ')})`);
            });
        }
    }
    const fingerprint = located(-1, () => sliceFingerprint(selected.map((item) => item.row), fingerprintFields));
    return { suite: config.suite, fingerprintFields, items: selected, fingerprint, wash: report };
}
/** "the dataset has 200 rows; wash.require dropped 150, wash.dedupe dropped 49; 1 left". */
function washSummary(report, wash) {
    const rules = activeWashRules(wash);
    const drops = rules.length
        ? rules.map((rule) => `wash.${rule} dropped ${report.dropped[rule]}`).join(', ')
        : 'no wash rule is set';
    const rows = (count) => `${count} row${count === 1 ? '' : 's'}`;
    return `the dataset has ${rows(report.source)}; ${drops}; ${report.washed} left`;
}
function assertUniqueIds(items, sources) {
    const first = new Map();
    for (const item of items) {
        const earlier = first.get(item.id);
        if (earlier !== undefined) {
            const where = (i) => sources[i] ? `${sources[i].file}:${sources[i].line}` : `row ${i}`;
            throw new core_errors/* InputError */.d(`${where(item.index)}: expected unique ids in dataset.fields.id, found ${JSON.stringify(item.id)} again (first at ${where(earlier)})`);
        }
        first.set(item.id, item.index);
    }
}
/**
 * What `slice --write` stores beside the pinned fingerprint, so that a later mismatch can be
 * explained (count changed, or which row differs) instead of only reported.
 */
const washCount = schemas/* number */.aig().int().nonnegative();
const sliceManifestSchema = schemas/* object */.Ikc({
    schema_version: schemas/* literal */.euz(1),
    suite: schemas/* string */.YjP(),
    fingerprint: schemas/* string */.YjP().regex(/^[0-9a-f]{64}$/),
    seed: schemas/* string */.YjP().regex(/^\d+$/),
    size: washCount,
    fingerprint_fields: schemas/* array */.YOg(schemas/* string */.YjP()),
    wash: schemas/* object */.Ikc({
        source: washCount,
        dropped: schemas/* object */.Ikc({
            require: washCount,
            min_choices: washCount,
            answer_in_choices: washCount,
            max_chars: washCount,
            dedupe: washCount,
        }),
        washed: washCount,
    }),
    ids: schemas/* array */.YOg(schemas/* union */.KCZ([schemas/* string */.YjP(), schemas/* number */.aig()])),
    /** sha256 (first 16 hex) of each selected row's fingerprint projection, in slice order. */
    row_hashes: schemas/* array */.YOg(schemas/* string */.YjP()),
    /** The data files and where the selected rows are in them, for re-reading only those rows. */
    source: manifestSourceSchema.optional(),
});
function sliceManifest(slice, config, source) {
    return {
        schema_version: 1,
        suite: slice.suite,
        fingerprint: slice.fingerprint,
        seed: config.slice.seed.toString(),
        size: slice.items.length,
        fingerprint_fields: [...slice.fingerprintFields],
        wash: slice.wash,
        ids: slice.items.map((item) => item.id),
        row_hashes: rowHashes(slice, slice.fingerprintFields),
        ...(source ? { source } : {}),
    };
}
function rowHashes(slice, fields) {
    return slice.items.map((item) => {
        const projection = Object.fromEntries(fields.map((f) => [f, item.row[f]]));
        return (0,external_node_crypto_.createHash)('sha256').update((0,pyjson/* pythonJsonDumps */.MT)(projection)).digest('hex').slice(0, 16);
    });
}
/** Sentences naming the likely cause of a fingerprint mismatch, most telling first. */
function explainMismatch(slice, config, manifest) {
    if (!manifest || manifest.fingerprint !== config.slice.fingerprint) {
        return [
            'no slice manifest for the pinned fingerprint to compare with, so the cause cannot be narrowed down:' +
                ' the data files, wash rules, seed, size or fingerprint fields changed',
        ];
    }
    const causes = [];
    const seed = config.slice.seed.toString();
    if (manifest.seed !== seed)
        causes.push(`slice.seed changed: ${manifest.seed} -> ${seed}`);
    const fields = slice.fingerprintFields.join(', ');
    if (manifest.fingerprint_fields.join(', ') !== fields) {
        causes.push(`slice.fingerprint_fields changed: [${manifest.fingerprint_fields.join(', ')}] -> [${fields}]`);
    }
    if (manifest.wash.source !== slice.wash.source) {
        causes.push(`the dataset has ${slice.wash.source} rows, it had ${manifest.wash.source}`);
    }
    if (manifest.wash.washed !== slice.wash.washed) {
        const rules = Object.keys(slice.wash.dropped)
            .filter((rule) => slice.wash.dropped[rule] !== manifest.wash.dropped[rule])
            .map((rule) => `${rule} dropped ${slice.wash.dropped[rule]}, was ${manifest.wash.dropped[rule]}`);
        causes.push(`the row count after washing changed: ${manifest.wash.washed} -> ${slice.wash.washed}` +
            (rules.length ? ` (${rules.join('; ')})` : ''));
    }
    if (manifest.size !== slice.items.length) {
        causes.push(`the slice size changed: ${manifest.size} -> ${slice.items.length}`);
    }
    const hashes = rowHashes(slice, slice.fingerprintFields);
    const differs = hashes.findIndex((hash, i) => hash !== manifest.row_hashes[i] || slice.items[i].id !== manifest.ids[i]);
    if (differs >= 0) {
        const now = slice.items[differs].id;
        const was = manifest.ids[differs];
        causes.push(now === was
            ? `the first row that differs is slice position ${differs} (id ${JSON.stringify(now)}): its content changed`
            : `the first row that differs is slice position ${differs}: id ${JSON.stringify(was)} then, id ${JSON.stringify(now)} now`);
    }
    return causes.length
        ? causes
        : ['the slice matches the manifest; the pinned fingerprint was edited by hand'];
}
/**
 * Every column the mapping renames from must be a column of the rows: a misspelt one would leave
 * each row's own field of the canonical name standing in (`fields: {answer: lable}` grading
 * against the rows' `answer`), or no field at all. Rows that lack a column some rows have are
 * washed as before; a column no row has is an error naming the key, the column and the columns
 * present.
 */
function assertMappedColumns(rows, fields) {
    if (rows.length === 0)
        return;
    const mapped = [];
    for (const key of ['question', 'answer', 'subject']) {
        const column = fields[key];
        if (column !== undefined && column !== key)
            mapped.push([key, column]);
    }
    if (Array.isArray(fields.choices))
        fields.choices.forEach((column, i) => mapped.push([`choices[${i}]`, column]));
    else if (fields.choices !== 'choices')
        mapped.push(['choices', fields.choices]);
    for (const [key, column] of mapped) {
        if (rows.some((row) => Object.hasOwn(row, column)))
            continue;
        throw new core_errors/* InputError */.d(`dataset.fields.${key}: expected a column of the rows, found "${column}", which no row has (rows have: ${columnsShown(rows)})`);
    }
}

;// CONCATENATED MODULE: ./src/engine/slice-manifest.ts






/** What `slice --write` records of the data: each file's size and hash, each selected row's place. */
async function manifestSource(loaded, dataset, slice) {
    const { config, baseDir } = loaded;
    const first = dataset.files[0];
    if (!first || !REREADABLE_FORMATS.includes(fileFormat(first, config.dataset.format))) {
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
        sha256: slice_manifest_sha256(contents[i]),
        rows: rows.get(file) ?? 0,
    }));
    return { config_key: sliceConfigKey(config), files, items };
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
    if (source.config_key !== manifest_source_sliceConfigKey(config)) {
        return stale('it was written for other dataset, wash or slice settings');
    }
    const files = await datasetFiles(config.dataset.path, baseDir, 'dataset.path', loaded.readRoot);
    const format = read_fileFormat(files[0], config.dataset.format);
    if (!manifest_source_REREADABLE_FORMATS.includes(format))
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
        if (slice_manifest_sha256(bytes) !== file.sha256) {
            return stale(`${file.path} changed (same size, other content)`);
        }
        if (source.items.some((item) => item.file === i))
            texts[i] = (0,datasets_text/* decodeUtf8 */._6)(bytes, file.path);
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
                ? readJsonlRowAt(text, item.offset)
                : readMmluCsvRowAt(text, item.offset, item.line, file.path);
            if (!raw)
                throw new Error(`slice position ${position} points at no record`);
            return { raw, index: item.index };
        });
        if (rows.length !== manifest.ids.length)
            throw new Error('the item count differs');
        const slice = rebuildSlice(config, manifest, rows);
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
            out[i] = await readBytes(baseDir, files[i]);
        }
    };
    await Promise.all(Array.from({ length: Math.min(READS_IN_FLIGHT, files.length) }, worker));
    return out;
}
function slice_manifest_sha256(bytes) {
    return (0,external_node_crypto_.createHash)('sha256').update(bytes).digest('hex');
}

;// CONCATENATED MODULE: ./src/engine/slice.ts









/**
 * The suite's slice. With a pinned fingerprint and a slice manifest that holds up, only the
 * selected rows are re-read (`sliceFromManifest`); otherwise, or when the manifest is stale
 * (`warn` says so), the whole dataset is read and sliced.
 */
async function loadSlice(loaded, warn = (message) => void process.stderr.write(`evalgate: warning: ${message}\n`)) {
    if (loaded.config.slice.fingerprint !== undefined) {
        const shown = config_displayPath(manifestPath(loaded));
        const manifest = await readManifest(loaded).catch((error) => {
            warn(`${error.message.replace(/; delete it.*$/, '')}; reading the whole dataset`);
            return undefined;
        });
        const fast = await sliceFromManifest(loaded, manifest, shown, warn);
        if (fast)
            return fast;
    }
    return (await sliceFromData(loaded)).slice;
}
/** The slice built from every row of the dataset, and the dataset (for the manifest). */
async function sliceFromData(loaded) {
    const { config, baseDir } = loaded;
    const dataset = await readDataset({
        pattern: config.dataset.path,
        baseDir,
        format: config.dataset.format,
        ...(loaded.readRoot === undefined ? {} : { root: loaded.readRoot }),
    });
    return { slice: buildSlice(dataset, config), dataset };
}
/** `.evalgate/slices/<suite>.json` beside the config: what the pinned fingerprint was made from. */
function manifestPath(loaded) {
    return statePath(loaded.baseDir, 'slices', `${loaded.config.suite}.json`);
}
async function readManifest(loaded) {
    const file = manifestPath(loaded);
    let text;
    try {
        text = await (0,promises_.readFile)(file, 'utf8');
    }
    catch (error) {
        if (error.code === 'ENOENT')
            return undefined;
        throw new core_errors/* InputError */.d(`${config_displayPath(file)}: cannot read the slice manifest: ${(0,io_reason/* ioReason */.N)(error)}`);
    }
    const shown = config_displayPath(file);
    let data;
    try {
        data = parseManifestJson(text);
    }
    catch (error) {
        throw new core_errors/* InputError */.d(`${shown}: the slice manifest is not valid JSON: ${error.message}`);
    }
    const result = sliceManifestSchema.safeParse(data);
    if (!result.success) {
        const problem = result.error.issues[0];
        throw new core_errors/* InputError */.d(`${shown}: the slice manifest is corrupt at ${problem.path.join('.') || 'the top level'}: ${problem.message}; delete it and run \`evalgate slice --write\` to rebuild it`);
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
        return (0,pyjson/* parsePythonJson */.S6)(text);
    }
    const outsideStrings = text.replace(/"(?:[^"\\]|\\.)*"/g, '""');
    return /\d[.eE]|\d{16}|-0(?!\d)/.test(outsideStrings) ? (0,pyjson/* parsePythonJson */.S6)(text) : data;
}
async function writeManifest(loaded, manifest) {
    const file = manifestPath(loaded);
    await mkdir(path.dirname(file), { recursive: true });
    await writeFileAtomic(file, `${JSON.stringify(manifest, null, 2)}\n`);
    return file;
}
/** Exit 2 when the slice no longer matches its pinned fingerprint, with the likely cause. */
async function assertPinned(loaded, slice) {
    const pinned = loaded.config.slice.fingerprint;
    if (pinned === undefined || pinned === slice.fingerprint)
        return;
    const causes = explainMismatch(slice, loaded.config, await readManifest(loaded));
    throw new core_errors/* InputError */.d(`${loaded.file}: slice.fingerprint does not match the slice built from the data`, [
        `pinned:  ${pinned}`,
        `current: ${slice.fingerprint}`,
        ...causes.map((cause) => `likely cause: ${cause}`),
        'if the change is intended, run `evalgate slice --write` to pin the new slice (existing baselines become incomparable)',
    ]);
}

;// CONCATENATED MODULE: ./src/engine/suite.ts









async function prepareSuite(loaded, modelIds, warn = (message) => void process.stderr.write(`evalgate: warning: ${message}\n`)) {
    const { config } = loaded;
    const slice = await loadSlice(loaded, warn);
    await assertPinned(loaded, slice);
    const fewshot = config.harness.fewshot;
    let fewshotRows = [];
    if (fewshot && fewshot.k > 0) {
        if (!fewshot.path) {
            throw new core_errors/* InputError */.d(`${loaded.file}: harness.fewshot.path is required when harness.fewshot.k is ${fewshot.k}`);
        }
        const read = await readDataset({
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
        if (error instanceof core_errors/* InputError */.d && error.message.startsWith('grader.judge:')) {
            throw new core_errors/* InputError */.d(`${loaded.file}: ${error.message}`, error.details);
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
        throw new core_errors/* InputError */.d(`${where}: expected at most ${items.length} shards (the slice has ${items.length} items), found ${spec.count}`);
    }
    const member = new Set(shardItems(items, spec));
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
    const missing = missingVariables(entries, env);
    if (missing.length > 0) {
        const lines = missing.map(missingText);
        throw new core_errors/* InputError */.d(`${prepared.loaded.file}: ${missing.length === 1 ? 'an environment variable is' : `${missing.length} environment variables are`} missing, so nothing was sent: ${lines.join('; ')}`, ['export it, or pass it from a repository secret in the workflow']);
    }
    for (const entry of entries) {
        if (entry.provider === 'command') {
            checkCommand(entry, entryDir(prepared, entry), env);
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
        ? `model "${logText(m.model)}": the environment variable ${m.variable} (api_key_env) is not set`
        : `model "${logText(m.model)}": ${m.key} uses \${${m.variable}}, but that environment variable is not set`;
}
/** The entries to run: all but the judge, or those `modelIds` names (each must exist). */
function selectCandidates(loaded, modelIds) {
    const { config } = loaded;
    const judges = new Set(config.grader.kind === 'llm_judge' ? [config.grader.judge] : []);
    const all = config.models.filter((m) => !judges.has(m.id));
    const unknown = modelIds.filter((id) => !config.models.some((m) => m.id === id));
    if (unknown.length) {
        throw new core_errors/* InputError */.d(`--model ${unknown.map((id) => JSON.stringify(id)).join(', ')}: no such model entry in ${loaded.file}; expected one of: ${all.map((m) => m.id).join(', ')}`);
    }
    const candidates = modelIds.length ? all.filter((m) => modelIds.includes(m.id)) : all;
    if (candidates.length === 0) {
        throw new core_errors/* InputError */.d(`${loaded.file}: models: expected at least one model entry to run, found none`);
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
    const pool = new Set(fewshot.rows.map((row) => keyOf(mapRow(row, fields))));
    pool.delete(undefined);
    const overlap = slice.items.filter((item) => pool.has(keyOf(item.row)));
    const evaluated = new Set(await datasetFiles(config.dataset.path, loaded.baseDir, 'dataset.path', loaded.readRoot));
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
    throw new core_errors/* InputError */.d(`${where}: harness.fewshot.path: expected few-shot examples from other rows than the evaluated ones, found ${shared.join(', ')}, also read by dataset.path; ${rows}: their answers would be in the prompts`, ['take the examples from another split (for MMLU: dev, when the test split is evaluated)']);
}

;// CONCATENATED MODULE: ./src/engine/judge.ts







/**
 * The judge of an `llm_judge` suite as the grader calls it: the plan's judge entry, asked with
 * the plan's judge decoding, retried on retryable faults with backoff.
 */
async function judgeFunction(prepared, env) {
    const { entry, decoding } = prepared.judge;
    const client = await createClient(entry, {
        env,
        baseDir: entryDir(prepared, entry),
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
    const top = external_node_path_default().resolve(root);
    for (const name of named) {
        const file = external_node_path_default().resolve(loaded.baseDir, name);
        const key = external_node_path_default().relative(top, file);
        if (key === '' || key.startsWith('..') || external_node_path_default().isAbsolute(key))
            continue;
        const info = await (0,promises_.stat)(file).catch(() => null);
        if (!info?.isFile())
            continue;
        try {
            out[key.split((external_node_path_default()).sep).join('/')] = (0,external_node_crypto_.createHash)('sha256')
                .update(await (0,promises_.readFile)(file))
                .digest('hex');
        }
        catch (error) {
            throw new core_errors/* InputError */.d(`model "${judgeId}": cannot read ${name}, a file the judge names: ${(0,io_reason/* ioReason */.N)(error)}`);
        }
    }
    return out;
}

;// CONCATENATED MODULE: ./src/engine/run-record.ts
/**
 * What a run record says besides its outcomes, from the answers stage and the run's surroundings:
 * why it is incomplete, where its cached answers came from, its id and its environment.
 */




function incompleteOf(prepared, entry, answers, remaining) {
    const waiting = answers.batch?.waiting;
    if (waiting) {
        return {
            reason: scrub(`${waiting.why} (${waiting.done}/${waiting.total} done); collect it later with \`evalgate collect --config ${config_displayPath(prepared.loaded.file)} --model ${entry.id}\``),
            remaining,
        };
    }
    if (answers.fatal)
        return { reason: scrub(answers.fatal.message), remaining };
    if (answers.stoppedByBudget) {
        return {
            reason: `budget.max_usd ${answers.budget} reached after $${answers.spentUsd.toFixed(4)}`,
            remaining,
        };
    }
    return null;
}
function runId(startedAt) {
    // Sorts by start time, to the millisecond; the random suffix keeps concurrent runs apart.
    const stamp = startedAt.toISOString().replace(/[-:.]/g, '');
    return `${stamp}-${Math.random().toString(16).slice(2, 8)}`;
}
function environment(env, startedAt, gitShaValue) {
    const runUrl = env.GITHUB_SERVER_URL && env.GITHUB_REPOSITORY && env.GITHUB_RUN_ID
        ? `${env.GITHUB_SERVER_URL}/${env.GITHUB_REPOSITORY}/actions/runs/${env.GITHUB_RUN_ID}`
        : null;
    return {
        evalgate: VERSION,
        node: process.version,
        os: `${external_node_os_default().platform()} ${external_node_os_default().release()} ${external_node_os_default().arch()}`,
        ci_run_url: runUrl,
        git_sha: gitShaValue,
        started_at: startedAt.toISOString(),
        ended_at: new Date().toISOString(),
    };
}

;// CONCATENATED MODULE: ./src/engine/run-options.ts
/** What an interrupted run kept, for the message that says how to resume. */
class RunInterrupted extends Error {
    model;
    written;
    cacheDir;
    uncached;
    name = 'RunInterrupted';
    constructor(
    /** The slot being measured when the run stopped: no record was written for it. */
    model, 
    /** Records written for the slots measured before it. */
    written, 
    /** The response cache folder holding the answers received; null: no cache (--no-cache). */
    cacheDir, 
    /** Slots whose answers the cache does not keep, with their provider: a rerun asks again. */
    uncached, 
    /** What ended the slot: the signal's reason, or the fault the abort caused. */
    cause) {
        const why = cause instanceof Error ? `: ${cause.message}` : '';
        super(`the run was interrupted${model ? ` while measuring ${model}` : ''}${why}`, { cause });
        this.model = model;
        this.written = written;
        this.cacheDir = cacheDir;
        this.uncached = uncached;
    }
}

;// CONCATENATED MODULE: ./src/engine/run.ts
/**
 * A run of a prepared suite: for each model entry, the answers stage (cache, batch, requests),
 * the grading stage, the record (pure) and the one writer of the history. The plan is the
 * prepared suite's; nothing here derives a part of the protocol.
 */




























async function runSuite(prepared, options) {
    return (await execute(prepared, options, 'run')).runs;
}
/**
 * `evalgate collect`: for the entries with `batch`, read the batch an earlier run submitted for
 * exactly these requests; an ended one becomes a run record, a running one is reported.
 */
async function collectSuite(prepared, options) {
    const batched = prepared.candidates.filter((entry) => batchSettings(entry));
    const unbatched = options.models.filter((id) => !batched.some((entry) => entry.id === id));
    if (batched.length === 0 || unbatched.length > 0) {
        throw new InputError(`${prepared.loaded.file}: collect: expected model entries with batch set${unbatched.length ? `, found --model ${unbatched.map((id) => JSON.stringify(id)).join(', ')} without it` : ', found none'}`);
    }
    return execute({ ...prepared, candidates: batched }, options, 'collect');
}
async function execute(prepared, options, mode) {
    const { loaded } = prepared;
    const { config } = loaded;
    registerModelSecrets(calledEntries(prepared), options.env);
    const policy = options.cachePolicy ?? LOCAL_REUSE;
    const sends = policy.requests !== false;
    if (!sends && options.noCache) {
        throw new Error('a run that sends no request takes its answers from the cache: noCache is refused');
    }
    // Before the first paid request of any entry: every key, command and folder the run needs.
    assertRunnable(prepared, options.env, sends);
    await assertWritableDir(historyDir(loaded.baseDir), 'the runs folder');
    if (options.outDir)
        await assertWritableDir(options.outDir, '--out');
    const cacheDir = options.cacheDir ?? statePath(loaded.baseDir, 'cache');
    const cache = options.noCache
        ? undefined
        : {
            store: await openCache(cacheDir, (message) => options.log(`evalgate: warning: ${message}\n`), policy.writer),
            policy,
        };
    const recorder = options.record ? openRecorder(options.record) : undefined;
    const judge = prepared.judge ? await judgeFunction(prepared, options.env) : undefined;
    const grader = createGrader(config.grader, {
        ...(judge ? { judge } : {}),
        choices: choiceOptions(config),
    });
    if (!['llm_judge', 'choice', 'loglikelihood'].includes(config.grader.kind)) {
        // Grading an empty response checks every reference answer (a numeric grader needs numbers,
        // ...), so bad data stops the run before it spends a single request. Choice answers were
        // already checked against the choices when the slice was built.
        for (const item of prepared.slice.items)
            await grader.grade(item, '');
    }
    const context = {
        writer: policy.writer,
        grader,
        judgeConcurrency: prepared.judge?.entry.concurrency,
        cache,
        recorder,
        mode,
    };
    const runs = [];
    const waiting = [];
    let measuring = null;
    try {
        for (const entry of prepared.candidates) {
            measuring = entry.id;
            const { record, waiting: pending } = await runModel(prepared, entry, context, options);
            options.signal?.throwIfAborted();
            if (mode === 'collect' && pending) {
                waiting.push(pending);
                continue;
            }
            const stored = await markStoredReplay(loaded, record);
            const file = await writeRecord(stored, {
                root: loaded.baseDir,
                out: options.outDir,
                // Nothing paid for is lost: every answer is in the response cache.
                recovery: 'free the space or fix the folder and run again: the answers are in the response cache, so the rerun sends no request',
            });
            runs.push({ record: stored, path: file });
            measuring = null;
        }
    }
    catch (error) {
        if (!options.signal?.aborted)
            throw error;
        // Whatever ended the slot (the abort itself, or a fault it caused), the run was interrupted.
        throw new RunInterrupted(measuring, runs.map((r) => r.path), cache ? cacheDir : null, prepared.candidates
            .filter((entry) => !cache || !cachesProvider(policy, entry.provider))
            .map((entry) => ({ id: entry.id, provider: entry.provider })), error);
    }
    finally {
        // The answers received so far reach the disk before the run ends, interrupted or not.
        await cache?.store.close();
        await recorder?.close();
    }
    return { runs, waiting };
}
async function runModel(prepared, entry, context, options) {
    const { config } = prepared.loaded;
    const { calls } = prepared;
    const startedAt = new Date();
    // Asked now, answered while the requests are out: the commit the run started on.
    const gitShaNow = options.env.GITHUB_SHA
        ? Promise.resolve(options.env.GITHUB_SHA)
        : headCommit(prepared.loaded.baseDir);
    const client = await createClient(entry, {
        env: options.env,
        baseDir: entryDir(prepared, entry),
        seed: (config.decoding.seed ?? config.slice.seed).toString(),
        sends: context.cache?.policy.requests !== false,
    });
    // Graded as they arrive (a judge's grades wait for the last answer): no answer text is kept.
    let judging;
    const grading = startGrading(calls, context.grader, {
        clean: scrub,
        ...(context.judgeConcurrency === undefined ? {} : { concurrency: context.judgeConcurrency }),
        onGraded: () => judging?.tick(false),
    });
    // A reasoning slot's own protocol: its record, and the batch it submits, carry this one.
    const { protocol, protocolId } = slotProtocol(prepared, entry);
    let answers;
    try {
        answers = await collectAnswers(entry, client, {
            suite: config.suite,
            protocolId,
            calls,
            maxTokens: config.decoding.max_tokens,
            budget: config.budget?.max_usd,
            cache: context.cache,
            recorder: context.recorder,
            useBatch: context.mode === 'collect' ||
                !options.pullRequest ||
                !!schema_batchSettings(entry)?.pull_requests,
            mode: context.mode,
            batchDir: options.batchDir ?? defaultBatchDir(prepared.loaded.baseDir),
            env: options.env,
            log: options.log,
            isTTY: options.isTTY,
            progressIntervalS: options.progressIntervalS,
            signal: options.signal,
            onBatchSubmitted: options.onBatchSubmitted
                ? (id) => options.onBatchSubmitted(entry.id, id)
                : undefined,
            writer: context.writer,
        }, (index, answer) => grading.add(index, answer));
    }
    finally {
        client.close();
    }
    // Interrupted: what was answered is in the cache; a record of part of the slice is not written.
    options.signal?.throwIfAborted();
    if (answers.fatal && answers.answered <= 1) {
        // The very first answers failed fatally (bad key, unknown model): nothing was measured.
        throw new core_errors/* InputError */.d(scrub(answers.fatal.message));
    }
    if (context.judgeConcurrency !== undefined) {
        judging = createProgress({
            write: options.log,
            isTTY: options.isTTY,
            label: `${entry.id} judge`,
            total: answers.replies,
            intervalS: options.progressIntervalS,
        });
    }
    const items = await grading.done();
    judging?.done();
    options.signal?.throwIfAborted();
    const remaining = calls.length - items.length;
    const batched = answers.batch;
    const record = buildRecord({
        runId: runId(startedAt),
        suite: config.suite,
        protocol,
        protocolId,
        model: {
            id: entry.id,
            provider: entry.provider,
            requested: entry.model ?? client.identity.model,
            base_url: client.identity.baseUrl,
            claimed: entry.claimed ?? null,
            ...(entry.serving ? { serving: entry.serving } : {}),
        },
        builds: answers.builds,
        items,
        n: prepared.shard?.ids.length ?? prepared.slice.items.length,
        subjects: subjectAggregates(items, config.repeats),
        usage: {
            requests: answers.requests,
            cost_usd: answers.priced ? Math.round(answers.spentUsd * 1e6) / 1e6 : null,
            cached_from: answers.cachedFrom,
            ...(batched
                ? { batch: { id: batched.batchId, requests: batched.requests, status: batched.status } }
                : {}),
        },
        shard: prepared.shard,
        incomplete: incompleteOf(prepared, entry, answers, remaining),
        environment: environment(options.env, startedAt, await gitShaNow),
    });
    if (!batched?.waiting)
        return { record };
    return {
        record,
        waiting: {
            model: entry.id,
            batchId: batched.batchId,
            status: batched.status,
            done: batched.waiting.done,
            total: batched.waiting.total,
        },
    };
}
/**
 * A run whose every answer came from the response cache and whose outcomes equal a stored run of
 * the same build and protocol measured nothing new: it is written marked as a replay of it
 * (`replay_of`). A run that asked the model again is a new measurement, even when a deterministic
 * build answers the same: it is a new trend point.
 */
async function markStoredReplay(loaded, record) {
    // replayOf's own rule, checked first so that a measuring run never reads the index.
    if (record.shard || record.usage.cached < record.items.length)
        return record;
    const entries = await localStore(historyDir(loaded.baseDir)).summaries(record.suite, record.model.id);
    return markReplay(record, entries.map((e) => e.summary));
}

// EXTERNAL MODULE: ./node_modules/@actions/artifact/lib/artifact.js + 31 modules
var artifact = __webpack_require__(33659);
;// CONCATENATED MODULE: ./src/action/artifact.ts




/** The one artifact client of a run (it reads the runtime token and service URL when it calls). */
let shared;
const artifactClient = () => (shared ??= new artifact/* DefaultArtifactClient */.t9());
/**
 * Uploads the report files as a workflow artifact where the artifact service is available (a
 * hosted or self-hosted runner sets ACTIONS_RUNTIME_TOKEN); elsewhere, and on any failure, it is
 * a note or a warning: the report files stay on disk and the verdict does not change.
 */
async function uploadReport(name, files, env) {
    if (!env.ACTIONS_RUNTIME_TOKEN) {
        core/* info */.pq(`evalgate: no artifact service here; the reports are at ${files.join(', ')}`);
        return;
    }
    try {
        const root = external_node_path_default().dirname(files[0]);
        const { id } = await artifactClient().uploadArtifact(name, files, root, {
            retentionDays: 30,
        });
        core/* info */.pq(`evalgate: uploaded the reports as artifact ${name}${id ? ` (id ${id})` : ''}`);
    }
    catch (error) {
        core/* warning */.$e(`evalgate: could not upload the report artifact: ${error.message}`);
    }
}
/** The artifact name of one shard's partial records; the merge job finds them by this prefix. */
function shardArtifactName(suite, index, count) {
    const prefix = `evalgate-shard-${suite}-`;
    return index === undefined ? prefix : `${prefix}${index}-of-${count}`;
}
/** Uploads a shard's partial records where the service is available; a failure is a warning. */
async function uploadShard(name, files, root, env) {
    if (!env.ACTIONS_RUNTIME_TOKEN) {
        core/* info */.pq(`evalgate: no artifact service here; upload ${root} yourself (actions/upload-artifact) for the merge job`);
        return;
    }
    try {
        const { id } = await artifactClient().uploadArtifact(name, files, root, {
            retentionDays: 7,
        });
        core/* info */.pq(`evalgate: uploaded the partial records as artifact ${name}${id ? ` (id ${id})` : ''}`);
    }
    catch (error) {
        core/* warning */.$e(`evalgate: could not upload the shard artifact: ${error.message}`);
    }
}
/**
 * Downloads this workflow run's shard artifacts of a suite into `dest`; returns the folders they
 * went to. Without the service, or on a failure, it warns and returns none (the merge then finds
 * no shards and says so).
 */
async function downloadShards(suite, dest, env) {
    if (!env.ACTIONS_RUNTIME_TOKEN)
        return [];
    try {
        const client = artifactClient();
        const { artifacts } = await client.listArtifacts({ latest: true });
        const wanted = artifacts.filter((a) => a.name.startsWith(shardArtifactName(suite)));
        const folders = [];
        for (const artifact of wanted) {
            const folder = external_node_path_default().join(dest, artifact.name);
            await client.downloadArtifact(artifact.id, { path: folder });
            folders.push(folder);
        }
        core/* info */.pq(`evalgate: downloaded ${folders.length} shard artifacts of ${suite}`);
        return folders;
    }
    catch (error) {
        core/* warning */.$e(`evalgate: could not download the shard artifacts: ${error.message}`);
        return [];
    }
}
/**
 * Uploads the measuring job's answers and manifest (`files` under `root`). Unlike the reports,
 * they are the verdict job's only input: without the artifact service, or on a failure, the
 * measuring job fails.
 */
async function uploadAnswers(name, files, root, env) {
    if (!env.ACTIONS_RUNTIME_TOKEN) {
        throw new core_errors/* InputError */.d(`mode measure: no artifact service here (ACTIONS_RUNTIME_TOKEN is not set), so the answers cannot reach the verdict job; run it in a GitHub Actions job`);
    }
    try {
        const { id } = await artifactClient().uploadArtifact(name, files, root, {
            retentionDays: 7,
        });
        core/* info */.pq(`evalgate: uploaded the answers as artifact ${name}${id ? ` (id ${id})` : ''}`);
    }
    catch (error) {
        throw new core_errors/* InputError */.d(`mode measure: could not upload the answers as artifact ${name}: ${error.message}; the verdict job cannot grade without them`);
    }
}
/**
 * Downloads the artifact `name` of another workflow run of this repository into `dest`, through
 * the REST API (the token needs `actions: read`). Every failure is an error: nothing is graded
 * without the answers.
 */
async function downloadRunArtifact(options) {
    const findBy = {
        token: options.token,
        workflowRunId: Number(options.runId),
        repositoryOwner: options.owner,
        repositoryName: options.repo,
    };
    const client = artifactClient();
    const { artifact } = await client.getArtifact(options.name, { findBy });
    await client.downloadArtifact(artifact.id, { path: options.dest, findBy });
    core/* info */.pq(`evalgate: downloaded artifact ${options.name} (id ${artifact.id}) of workflow run ${options.runId}`);
}

// EXTERNAL MODULE: ./node_modules/@actions/cache/lib/cache.js + 35 modules
var cache = __webpack_require__(60142);
;// CONCATENATED MODULE: ./src/action/cache.ts


/**
 * The response cache persisted between workflow runs with the Actions cache. Keys never hold
 * secrets: suite and protocol id only. An unavailable cache service is a warning, never a failure.
 */
async function restoreResponses(dir, suite, protocolId, runId) {
    if (!cache/* isFeatureAvailable */.w3()) {
        core/* warning */.$e('evalgate: the Actions cache service is not available here; responses are not reused between runs');
        return;
    }
    try {
        const prefix = `evalgate-${suite}-${protocolId.slice(0, 16)}-`;
        // This workflow run's own save first (a re-run attempt resumes from it), else the newest: its
        // answers stand in only where the run's cache policy allows, its batch states are named.
        const hit = await cache/* restoreCache */.P3([dir], `${prefix}${Date.now()}`, [
            `${prefix}${runId}-`,
            prefix,
        ]);
        core/* info */.pq(hit ? `evalgate: response cache restored from ${hit}` : 'evalgate: no response cache yet');
    }
    catch (error) {
        core/* warning */.$e(`evalgate: could not restore the response cache: ${error.message}`);
    }
}
async function saveResponses(dir, suite, protocolId, runId) {
    if (!cache/* isFeatureAvailable */.w3())
        return;
    try {
        await cache/* saveCache */.Io([dir], `evalgate-${suite}-${protocolId.slice(0, 16)}-${runId}`);
    }
    catch (error) {
        core/* warning */.$e(`evalgate: could not save the response cache: ${error.message}`);
    }
}

;// CONCATENATED MODULE: ./src/action/flow.ts








/**
 * The response cache of Action runs: under RUNNER_TEMP, outside the workspace, so nothing a
 * branch commits under `.evalgate/cache` is ever read; only the Actions cache fills it.
 */
function actionCacheDir(env, suite) {
    return runnerTemp(env, 'evalgate-cache', suite);
}
/**
 * Runs `work` with the response cache: off pull requests restored before and saved after, taking
 * only this workflow run's own answers (`workflowCachePolicy`). Runs of a pull request's code
 * (pull_request, pull_request_review, pull_request_target, merge_group) neither restore nor save.
 */
async function withResponseCache(flow, suite, protocolId, work, 
/** Told apart from the other jobs of this workflow run that save the cache (a shard's `1-of-4`). */
saveAs = '', 
/** A freeze: what is measured may become baselines (the verdict job then takes only its run's). */
measures = false) {
    if (flow.answers) {
        return work({
            ...flow.runOptions,
            cachePolicy: artifactAnswersPolicy({ ...flow.answers.run, measures }),
            cacheDir: flow.answers.dir,
            batchDir: external_node_path_default().join(flow.answers.dir, 'batches'),
            pullRequest: true,
        });
    }
    const cacheDir = actionCacheDir(flow.env, suite);
    // Re-runs of a workflow keep its run id; the attempt keeps their cache keys apart.
    const runId = flow.env.GITHUB_RUN_ID ?? `local-${Date.now()}`;
    const attempt = Number(flow.env.GITHUB_RUN_ATTEMPT ?? '1') || 1;
    // A merge queue's run measures pull-request code too: like a pull request's, no cache at all.
    const pull = flow.context.pull !== undefined || flow.context.mergeGroup !== undefined;
    const policy = workflowCachePolicy({ runId, attempt, pull });
    if (flow.inputs.cache && !pull)
        await restoreResponses(cacheDir, suite, protocolId, runId);
    // A pull request's run may have run its own code (a command slot), which could write anything
    // into the cache folder: only runs of the repository's own branches save what others restore.
    const saves = flow.inputs.cache && policy.save;
    const runKey = `${runId}-${attempt}${saveAs ? `-${saveAs}` : ''}`;
    let submitted = 0;
    const result = await work({
        ...flow.runOptions,
        cachePolicy: policy,
        cacheDir,
        // Batch state lives in the cache folder, so the Actions cache carries it to the next run.
        batchDir: external_node_path_default().join(cacheDir, 'batches'),
        pullRequest: pull,
        ...(saves
            ? {
                // Saved as soon as a batch is submitted: a job that times out while it waits never
                // reaches the save below, and its re-run must find the batch instead of paying again.
                onBatchSubmitted: (model, batchId) => {
                    core/* info */.pq(`evalgate: ${model}: batch ${batchId} submitted; saving its state`);
                    return saveResponses(cacheDir, suite, protocolId, `${runKey}-batch${++submitted}`);
                },
            }
            : {}),
    });
    if (saves)
        await saveResponses(cacheDir, suite, protocolId, runKey);
    return result;
}
/** The key variables the slots need that this run does not have (a fork's run has none). */
function missingSecrets(loaded, filter, env) {
    const names = loaded.config.models
        .filter((m) => filter.length === 0 || filter.includes(m.id))
        .map(keyVariable)
        .filter((name) => name !== undefined);
    return [...new Set(names)].filter((name) => !env[name]);
}
/** A read the bar depends on failed: the check fails, it never passes on a guess. */
class BarUnverifiable extends Error {
    name = 'BarUnverifiable';
}
/** Runs a read the bar needs; the port's own retries have run when it throws. */
async function barRead(what, read) {
    try {
        return await read();
    }
    catch (error) {
        if (error instanceof BarUnverifiable)
            throw error;
        throw new BarUnverifiable(`could not ${what}: ${describe(error)}`);
    }
}
function describe(error) {
    const status = error.status;
    const message = errorText(error);
    return status ? `HTTP ${status}: ${message}` : message;
}
/** An error as one line of log text, its details included and secrets scrubbed. */
function errorText(error) {
    const text = error instanceof core_errors/* InputError */.d
        ? [error.message, ...error.details].join('; ')
        : error instanceof Error
            ? error.message
            : String(error);
    return scrub(text);
}

// EXTERNAL MODULE: ./src/action/names.ts
var names = __webpack_require__(42814);
;// CONCATENATED MODULE: ./src/action/inputs.ts






const MODES = ['gate', 'freeze', 'run', 'merge', 'measure', 'compare'];
function oneOf(what, value, allowed) {
    if (!allowed.includes(value)) {
        throw new core_errors/* InputError */.d(`${what}: expected one of ${allowed.map((a) => `"${a}"`).join(', ')}, found "${value}"`);
    }
    return value;
}
function inputs_choice(name, allowed, fallback) {
    return oneOf(`input "${name}"`, getInput(name).trim() || fallback, allowed);
}
function flag(name, fallback) {
    const value = getInput(name).trim().toLowerCase();
    if (value === '')
        return fallback;
    if (value === 'true')
        return true;
    if (value === 'false')
        return false;
    throw new core_errors/* InputError */.d(`input "${name}": expected true or false, found "${value}"`);
}
/** Reads every input once, validated, as one typed object. */
function readInputs() {
    const inputs = readEach();
    if (inputs.mode === 'measure' && inputs.results?.length) {
        throw new core_errors/* InputError */.d(`input "${names/* INPUT */.bO.results}": mode measure reruns the config and uploads its answers; lm-eval results are gated where they are produced, found ${inputs.results.join(', ')}`);
    }
    return inputs;
}
/** Inputs that no longer do anything: accepted, with a warning naming what replaced them. */
const DEPRECATED = {
    [names/* INPUT */.bO.cacheMaxAge]: 'pull-request runs read no cache now, so there is no age to set',
    [names/* INPUT */.bO.freezeRefuseAuthor]: 'the freeze label approves nothing now; an approving review does, and GitHub lets no author approve their own pull request',
    [names/* INPUT */.bO.approvalsFrom]: "approvals are maintainers' reviews naming the bar now, not artifacts of freeze runs",
};
function warnDeprecated() {
    for (const [name, why] of Object.entries(DEPRECATED)) {
        if (getInput(name) === '')
            continue;
        core/* warning */.$e(`evalgate: input "${name}" is deprecated and ignored: ${why}. Remove it; it is accepted until the next minor release.`);
    }
}
/** An input as the runner passes it, trimmed (`@actions/core`'s `getInput`). */
const getInput = (name) => (0,names/* input */.hF)(process.env, name);
function readEach() {
    warnDeprecated();
    return {
        config: getInput(names/* INPUT */.bO.config).trim() || 'evalgate.yml',
        token: getInput(names/* INPUT */.bO.token).trim(),
        mode: inputs_choice(names/* INPUT */.bO.mode, MODES, 'gate'),
        onRegression: inputs_choice(names/* INPUT */.bO.onRegression, ['fail', 'comment'], 'fail'),
        comment: inputs_choice(names/* INPUT */.bO.comment, ['always', 'on-change', 'on-regression', 'never'], 'always'),
        freezeLabel: getInput(names/* INPUT */.bO.freezeLabel).trim() || 'evalgate:freeze',
        dataBranch: getInput(names/* INPUT */.bO.dataBranch).trim(),
        cache: flag(names/* INPUT */.bO.cache, true),
        models: getInput(names/* INPUT */.bO.models)
            .split(/[,\n]/)
            .map((m) => m.trim())
            .filter(Boolean),
        issueOnRegression: flag(names/* INPUT */.bO.issueOnRegression, false),
        freezePermission: inputs_choice(names/* INPUT */.bO.freezePermission, ROLES, 'maintain'),
        measuringWorkflow: getInput(names/* INPUT */.bO.measuringWorkflow).trim(),
        botLogin: getInput(names/* INPUT */.bO.botLogin).trim() || 'github-actions[bot]',
        pushStartsWorkflows: flag(names/* INPUT */.bO.pushStartsWorkflows, false),
        shard: getInput(names/* INPUT */.bO.shard).trim()
            ? parseShard(getInput(names/* INPUT */.bO.shard), `input "${names/* INPUT */.bO.shard}"`)
            : null,
        runs: getInput(names/* INPUT */.bO.runs)
            .split(/\n/)
            .map((r) => r.trim())
            .filter(Boolean),
        results: getInput(names/* INPUT */.bO.results)
            .split(/[,\n]/)
            .map((m) => m.trim())
            .filter(Boolean),
        commentMode: inputs_choice(names/* INPUT */.bO.commentMode, ['per-suite', 'combined'], 'per-suite'),
    };
}
/**
 * The mode this run takes: a workflow_dispatch input `mode` (someone dispatching a freeze) over
 * the `mode` input, validated as strictly; left empty, the `mode` input stands.
 */
function effectiveMode(inputs, dispatchInputs) {
    const dispatched = dispatchInputs[names/* INPUT */.bO.mode]?.trim();
    if (!dispatched)
        return inputs.mode;
    return oneOf(`workflow_dispatch input "${names/* INPUT */.bO.mode}"`, dispatched, MODES);
}

;// CONCATENATED MODULE: ./src/core/report/html/groups.ts




/**
 * Per model whose items span subjects: the MMLU categories, then every subject, worst Δ first
 * (a click on a column head sorts by it). The p-values are Holm-adjusted within each table.
 */
function groupTables(data) {
    const parts = [];
    for (const m of data.models) {
        const g = m.groups;
        if (!g)
            continue;
        const paired = g.subjects.some((s) => s.p_value !== null);
        const lmEval = g.group_aggregate !== null && g.micro !== null && Math.abs(g.group_aggregate - g.micro) < 1e-9
            ? 'the same number as lm-eval&#39;s mmlu group score, which weights subjects by their size'
            : `lm-eval&#39;s mmlu group score (subjects weighted by size) ${num(g.group_aggregate)}, as errored items make the two differ`;
        parts.push(`<h3>${esc(m.model)}</h3>`);
        if (!paired)
            parts.push('<p>Scores only: this run has no comparable baseline to pair with.</p>');
        if (g.categories) {
            parts.push(`<p>Micro average over all ${m.n} items ${num(g.micro)}, ${lmEval}; unweighted mean of the ${g.subjects.length} subjects ${num(g.macro)}.</p>`, groups_groupTable('category', m, g.categories, paired));
        }
        parts.push(groups_groupTable('subject', m, [...g.subjects].sort(byDelta), paired));
    }
    if (parts.length === 0)
        return '';
    return `<section>
<h2>By subject</h2>
${parts.join('\n')}
</section>`;
}
function groups_groupTable(kind, m, rows, paired) {
    const categories = kind === 'subject' && rows.some((r) => r.category !== null);
    const heads = [
        [kind, false],
        ...(categories ? [['category', false]] : []),
        ['n', true],
        ['score', true],
        ...(paired
            ? [
                ['baseline', true],
                ['Δ', true],
                ['right → wrong', true],
                ['wrong → right', true],
                ['share of Δ', true],
                ['p', true],
                [`p (Holm, ${rows.length})`, true],
            ]
            : []),
    ];
    const td = (value, text) => `<td class="num" data-sort="${value ?? ''}">${text}</td>`;
    const body = rows.map((r) => {
        const name = kind === 'category' && r.category ? CATEGORY_LABEL[r.category] : r.name;
        const cells = [
            `<td>${esc(name)}</td>`,
            ...(categories ? [`<td>${r.category ? CATEGORY_LABEL[r.category] : '–'}</td>`] : []),
            td(r.n, String(r.n)),
            td(r.score, num(r.score)),
            ...(paired
                ? [
                    td(r.baseline, num(r.baseline)),
                    td(r.delta, delta(r.delta)),
                    td(r.flips.regressed.length, String(r.flips.regressed.length)),
                    td(r.flips.fixed.length, String(r.flips.fixed.length)),
                    td(r.contribution, r.contribution === null ? '–' : r.contribution.toFixed(2)),
                    td(r.p_value, pValue(r.p_value)),
                    td(r.p_holm, pValue(r.p_holm)),
                ]
                : []),
        ];
        return `<tr data-group="${kind}">${cells.join('')}</tr>`;
    });
    const head = heads
        .map(([h, numeric]) => `<th${numeric ? ' data-numeric="1"' : ''}>${esc(h)}</th>`)
        .join('');
    return `<table class="groups ${kind === 'subject' ? 'subjects' : 'categories'}" data-model="${esc(m.model)}">
<thead><tr>${head}</tr></thead>
<tbody>
${body.join('\n')}
</tbody>
</table>`;
}

;// CONCATENATED MODULE: ./src/core/report/html/items.ts


const items_OUTCOMES = ['correct', 'wrong', 'error'];
const FLIPS = (/* unused pure expression or super */ null && (['', 'right → wrong', 'wrong → right']));
/**
 * Question excerpts share a budget (UTF-8 bytes), so that a page of tens of thousands of items
 * stays small: the longest clip from this list whose total fits; the last one (what a cell
 * shows) otherwise.
 */
const QUESTION_BUDGET = 1_600_000;
const utf8 = new TextEncoder();
const CLIPS = [1000, 600, 400, 300, 200, 140];
function itemPayload(data) {
    const strings = new Map();
    const intern = (text) => {
        let index = strings.get(text);
        if (index === undefined)
            strings.set(text, (index = strings.size));
        return index;
    };
    const ids = [];
    const idIndex = new Map();
    const runs = data.runs.map((run, i) => {
        const m = data.models[i];
        const regressed = new Set((m?.flips.regressed ?? []).map(idKey));
        const fixed = new Set((m?.flips.fixed ?? []).map(idKey));
        const out = {
            model: run.model.id,
            item: [],
            repeat: run.items.some((item) => item.repeat !== 0) ? [] : null,
            state: '',
            extracted: [],
            reason: [],
        };
        const states = [];
        for (const item of run.items) {
            const key = idKey(item.id);
            let index = idIndex.get(key);
            if (index === undefined) {
                idIndex.set(key, (index = ids.length));
                ids.push(item.id);
            }
            const flip = regressed.has(key) ? 1 : fixed.has(key) ? 2 : 0;
            out.item.push(index);
            out.repeat?.push(item.repeat);
            states.push(String.fromCharCode(48 + items_OUTCOMES.indexOf(outcomeOf(item)) * 3 + flip));
            out.extracted.push(intern(item.extracted ?? ''));
            out.reason.push(intern(item.error ?? item.reason));
        }
        out.state = states.join('');
        return out;
    });
    const bySubject = subjectsOf(...data.runs);
    const subjects = bySubject
        ? ids.map((id) => {
            const name = subjectOf(bySubject, id);
            return name === undefined ? -1 : intern(name);
        })
        : null;
    // No question column when no question text is known (imports, `gate` without the slice).
    const flat = ids.map((id) => (data.questions[String(id)] ?? '').replace(/\s+/g, ' ').trim());
    const clip = CLIPS.find((n) => flat.reduce((sum, q) => sum + utf8.encode(q.slice(0, n)).length, 0) <= QUESTION_BUDGET) ?? CLIPS[CLIPS.length - 1];
    const questions = flat.some((q) => q !== '')
        ? flat.map((q) => (q.length > clip ? `${q.slice(0, clip - 1)}…` : q))
        : null;
    return { strings: [...strings.keys()], ids, subjects, questions, clip, runs };
}
/** The item section: filters, the table the script fills, and the payload it reads. */
function itemSection(data) {
    const payload = itemPayload(data);
    let rows = 0;
    let flips = 0;
    let errors = 0;
    for (const run of payload.runs)
        for (const c of run.state) {
            const s = c.charCodeAt(0) - 48;
            rows++;
            if (s % 3)
                flips++;
            if (s >= 6)
                errors++;
        }
    const columns = [
        'model',
        'item',
        ...(payload.subjects ? ['subject'] : []),
        'repeat',
        'outcome',
        'flip',
        'extracted',
        'reason',
        ...(payload.questions ? ['question'] : []),
    ];
    const menus = [];
    if (payload.runs.length > 1)
        menus.push(menu('model', payload.runs.map((r, i) => [i, r.model])));
    if (payload.subjects) {
        const used = [...new Set(payload.subjects.filter((s) => s >= 0))];
        const named = used.map((s) => [s, payload.strings[s]]);
        menus.push(menu('subject', named.sort((a, b) => (a[1] < b[1] ? -1 : a[1] > b[1] ? 1 : 0))));
    }
    return `<section>
<h2>Items</h2>
<noscript><p class="warn">The item table needs JavaScript (${rows} rows); the run records hold every item.</p></noscript>
<div class="filters" role="group" aria-label="filter items">
<button type="button" data-filter="all" aria-pressed="true">all (${rows})</button>
<button type="button" data-filter="flips" aria-pressed="false">flips only (${flips})</button>
<button type="button" data-filter="errors" aria-pressed="false">errors only (${errors})</button>
${menus.join('\n')}
<span id="shown" aria-live="polite">${rows} shown</span>
</div>
<div id="items-view" tabindex="0">
<table id="items">
<colgroup>${columns.map((c) => `<col class="c-${c}">`).join('')}</colgroup>
<thead><tr>${columns.map((c) => `<th>${c}</th>`).join('')}</tr></thead>
<tbody></tbody>
</table>
</div>
<script type="application/json" id="items-data">${scriptJson(payload)}</script>
</section>`;
}
function menu(kind, options) {
    const list = options.map(([value, text]) => `<option value="${value}">${esc(text)}</option>`);
    return `<label>${kind} <select data-filter="${kind}"><option value="">all</option>${list.join('')}</select></label>`;
}
function outcomeOf(item) {
    if (item.error !== null || item.correct === null)
        return 'error';
    return item.correct ? 'correct' : 'wrong';
}
/** Numeric and string ids stay distinct, as in the diff: 7 and "7" are different items. */
function idKey(id) {
    return typeof id === 'number' ? `#${id}` : `s${id}`;
}

;// CONCATENATED MODULE: ./src/core/report/html/script.ts
/**
 * The page's only script. The item table is drawn from the JSON payload (items.ts), only the rows
 * in view plus a margin, between two spacer rows that keep the scroll height of all of them; the
 * filters select over the payload's arrays, never the DOM. Text goes in by textContent only, never
 * as markup. The group tables sort by a column on a click on its head.
 */
const SCRIPT = `
(function () {
  var source = document.getElementById('items-data');
  var view = document.getElementById('items-view');
  if (source && view) itemTable(JSON.parse(source.textContent), view);
  sortableGroups();

  function itemTable(data, view) {
    var OUTCOME = ['correct', 'wrong', 'error'];
    var FLIP = ['', 'right → wrong', 'wrong → right'];
    var SHOWN = 140;
    var MARGIN = 30;
    var head = view.querySelector('thead');
    var body = view.querySelector('tbody');
    var columns = head.querySelectorAll('th').length;
    var shown = document.getElementById('shown');
    var total = 0;
    data.runs.forEach(function (run) {
      total += run.state.length;
    });
    var runOf = new Int32Array(total);
    var posOf = new Int32Array(total);
    var k = 0;
    data.runs.forEach(function (run, r) {
      for (var j = 0; j < run.state.length; j++) {
        runOf[k] = r;
        posOf[k] = j;
        k++;
      }
    });
    var matches = new Int32Array(total);
    var count = 0;
    var filter = { kind: 'all', model: -1, subject: -1 };
    var rowHeight = 0;
    var pool = [];
    var before = spacer();
    var after = spacer();
    body.appendChild(before);
    body.appendChild(after);

    function spacer() {
      var tr = document.createElement('tr');
      tr.className = 'pad';
      tr.setAttribute('aria-hidden', 'true');
      var td = document.createElement('td');
      td.colSpan = columns;
      tr.appendChild(td);
      return tr;
    }
    function pad(tr, height) {
      tr.hidden = height <= 0;
      tr.style.height = height + 'px';
    }
    function stateOf(i) {
      return data.runs[runOf[i]].state.charCodeAt(posOf[i]) - 48;
    }
    function select() {
      count = 0;
      for (var i = 0; i < total; i++) {
        var s = stateOf(i);
        if (filter.model >= 0 && runOf[i] !== filter.model) continue;
        if (filter.kind === 'flips' && s % 3 === 0) continue;
        if (filter.kind === 'errors' && s < 6) continue;
        if (filter.subject >= 0 && data.subjects[data.runs[runOf[i]].item[posOf[i]]] !== filter.subject)
          continue;
        matches[count++] = i;
      }
      if (shown) shown.textContent = count + ' shown';
    }
    function row(p) {
      var tr = pool[p];
      if (!tr) {
        tr = document.createElement('tr');
        for (var c = 0; c < columns; c++) tr.appendChild(document.createElement('td'));
        tr.cells[0].className = 'id';
        tr.cells[1].appendChild(document.createElement('code'));
        tr.cells[data.subjects ? 3 : 2].className = 'num';
        pool[p] = tr;
      }
      if (!tr.parentNode) body.insertBefore(tr, after);
      return tr;
    }
    function fill(tr, i) {
      var run = data.runs[runOf[i]];
      var j = posOf[i];
      var s = stateOf(i);
      var item = run.item[j];
      var outcome = OUTCOME[(s / 3) | 0];
      var cells = tr.cells;
      var c = 0;
      tr.setAttribute('data-flip', s % 3 ? '1' : '0');
      tr.setAttribute('data-error', s >= 6 ? '1' : '0');
      cells[c++].textContent = run.model;
      cells[c++].firstChild.textContent = String(data.ids[item]);
      if (data.subjects) {
        var subject = data.subjects[item];
        cells[c++].textContent = subject < 0 ? '' : data.strings[subject];
      }
      cells[c++].textContent = String(run.repeat ? run.repeat[j] : 0);
      cells[c].className = 'o-' + outcome;
      cells[c++].textContent = outcome;
      cells[c++].textContent = FLIP[s % 3];
      text(cells[c++], data.strings[run.extracted[j]]);
      text(cells[c++], data.strings[run.reason[j]]);
      if (data.questions) {
        var q = data.questions[item];
        cells[c].textContent = q.length > SHOWN ? q.slice(0, SHOWN - 1) + '…' : q;
        cells[c].title = q;
      }
    }
    // Cells cut off at the column's width show the whole text on hover.
    function text(cell, value) {
      cell.textContent = value;
      cell.title = value;
    }
    function render() {
      var height = rowHeight || 28;
      var top = view.scrollTop - head.offsetHeight;
      var viewport = view.clientHeight || window.innerHeight;
      var last = Math.min(count, Math.ceil((top + viewport) / height) + MARGIN);
      var first = Math.min(last, Math.max(0, Math.floor(top / height) - MARGIN));
      for (var i = first; i < last; i++) fill(row(i - first), matches[i]);
      for (var p = last - first; p < pool.length; p++)
        if (pool[p].parentNode) body.removeChild(pool[p]);
      pad(before, first * height);
      pad(after, (count - last) * height);
      if (!rowHeight && last - first > 1) {
        var from = pool[0].getBoundingClientRect();
        var to = pool[last - first - 1].getBoundingClientRect();
        rowHeight = Math.max(0, (to.bottom - from.top) / (last - first));
        if (rowHeight > 0 && Math.abs(rowHeight - height) > 0.01) render();
      }
    }
    var scheduled = false;
    view.addEventListener('scroll', function () {
      if (scheduled) return;
      scheduled = true;
      requestAnimationFrame(function () {
        scheduled = false;
        render();
      });
    });
    function update() {
      select();
      view.scrollTop = 0;
      render();
    }
    var buttons = document.querySelectorAll('button[data-filter]');
    buttons.forEach(function (b) {
      b.addEventListener('click', function () {
        filter.kind = b.getAttribute('data-filter');
        buttons.forEach(function (other) {
          other.setAttribute('aria-pressed', String(other === b));
        });
        update();
      });
    });
    document.querySelectorAll('select[data-filter]').forEach(function (menu) {
      menu.addEventListener('change', function () {
        filter[menu.getAttribute('data-filter')] = menu.value === '' ? -1 : Number(menu.value);
        update();
      });
    });
    select();
    render();
  }

  function sortableGroups() {
    document.querySelectorAll('table.groups').forEach(function (table) {
      var heads = table.querySelectorAll('th');
      heads.forEach(function (th, column) {
        th.addEventListener('click', function () {
          var numeric = th.getAttribute('data-numeric') === '1';
          var descending = th.getAttribute('aria-sort') === 'ascending';
          var body = table.tBodies[0];
          var rows = Array.prototype.slice.call(body.rows);
          function key(row) {
            var cell = row.cells[column];
            if (!numeric) return cell.textContent;
            var value = cell.getAttribute('data-sort');
            return value === '' ? Infinity : Number(value);
          }
          rows.sort(function (x, y) {
            var a = key(x);
            var b = key(y);
            var order = a < b ? -1 : a > b ? 1 : 0;
            return descending ? -order : order;
          });
          rows.forEach(function (row) {
            body.appendChild(row);
          });
          heads.forEach(function (other) {
            other.removeAttribute('aria-sort');
          });
          th.setAttribute('aria-sort', descending ? 'descending' : 'ascending');
        });
      });
    });
  }
})();
`;

;// CONCATENATED MODULE: ./src/core/report/html/style.ts
/** The page's only style sheet (allowed by its hash in the page's Content-Security-Policy). */
const style_STYLE = `
body { font: 14px/1.45 system-ui, sans-serif; margin: 0 auto; max-width: 1200px; padding: 16px; color: #1b1f24; }
h1 { font-size: 24px; margin: 0 0 6px; }
h2 { font-size: 18px; margin: 24px 0 8px; }
code { font: 12px ui-monospace, monospace; }
.verdict { border-radius: 8px; padding: 14px 18px; border: 2px solid; }
.verdict.good { background: #e9f7ee; border-color: #2da44e; }
.verdict.bad { background: #fdecea; border-color: #cf222e; }
.verdict.neutral { background: #eef3fb; border-color: #54aeff; }
.verdict p { margin: 4px 0; }
table { border-collapse: collapse; width: 100%; }
th, td { border-bottom: 1px solid #d0d7de; padding: 4px 8px; text-align: left; vertical-align: top; }
th { background: #f6f8fa; position: sticky; top: 0; }
td.num { text-align: right; white-space: nowrap; font-variant-numeric: tabular-nums; }
td.id { white-space: nowrap; overflow-wrap: normal; word-break: normal; }
tr.other-protocol td { background: #fff8c5; }
tr.other-protocol td:first-child { border-left: 4px solid #bf8700; }
.badge { font-size: 11px; padding: 1px 6px; border-radius: 10px; white-space: nowrap; }
.badge.warn, p.warn { color: #7d4e00; }
.badge.warn { background: #fff1b3; border: 1px solid #bf8700; }
.v-regressed, .v-errored, .o-wrong, .o-error { color: #cf222e; font-weight: 600; }
.v-pass, .o-correct { color: #1a7f37; }
.v-incomparable, .v-within-noise { color: #9a6700; font-weight: 600; }
.legend { list-style: none; padding: 0; display: flex; flex-wrap: wrap; gap: 16px; }
#trend { max-width: 100%; height: auto; }
#trend .grid { stroke: #eaeef2; }
#trend .axis { stroke: #57606a; }
#trend .tick, #trend .label { font-size: 11px; fill: #57606a; }
.filters { margin: 8px 0; display: flex; gap: 8px; align-items: center; }
.filters button { font: inherit; padding: 3px 10px; border: 1px solid #d0d7de; border-radius: 6px; background: #f6f8fa; cursor: pointer; }
.filters button[aria-pressed="true"] { background: #0969da; border-color: #0969da; color: #fff; }
#items-view { max-height: 70vh; overflow: auto; border: 1px solid #d0d7de; border-radius: 6px; }
#items { table-layout: fixed; }
#items td { white-space: nowrap; overflow: hidden; text-overflow: ellipsis; height: 18px; line-height: 18px; }
#items td:last-child { color: #57606a; }
#items tr.pad td { padding: 0; border: 0; height: auto; }
#items .c-model { width: 12%; }
#items .c-item, #items .c-outcome, #items .c-extracted { width: 7%; }
#items .c-subject { width: 12%; }
#items .c-repeat { width: 5%; }
#items .c-flip { width: 10%; }
#items .c-reason { width: 18%; }
.filters select { font: inherit; }
h3 { font-size: 15px; margin: 16px 0 6px; }
table.groups { margin-bottom: 12px; }
table.groups th { cursor: pointer; }
table.groups th[data-numeric] { text-align: right; }
table.groups th[aria-sort="ascending"]::after { content: " ▲"; }
table.groups th[aria-sort="descending"]::after { content: " ▼"; }
`;

;// CONCATENATED MODULE: ./src/core/report/html/summary.ts





// The page's static top: the verdict, the bar on pull requests, the model table and the reasons.
// Plain HTML, readable without JavaScript.
function headline(data) {
    const [tone, answer] = data.verdict === 'frozen'
        ? ['neutral', 'New baselines were frozen']
        : data.failed
            ? ['bad', 'Do not ship: the gate fails']
            : ['good', 'Ship: the gate passes'];
    const counts = new Map();
    for (const m of data.models)
        counts.set(m.verdict, (counts.get(m.verdict) ?? 0) + 1);
    const summary = [...counts].map(([v, n]) => `${n} ${v}`).join(', ');
    const cached = cacheNote(data.runs);
    const first = data.runs[0];
    const slice = first
        ? `Slice <code>${esc(first.protocol.fingerprint.slice(0, 12))}</code> (${first.aggregates.n} items), protocol <code>${esc(first.protocol_id.slice(0, 12))}</code>; `
        : '';
    return `<header class="verdict ${tone}">
<h1>${ICON[data.verdict]} ${esc(answer)}</h1>
<p>evalgate <strong>${esc(data.suite)}</strong>: overall <strong class="v-${data.verdict}">${esc(data.verdict)}</strong> · ${data.models.length} model${data.models.length === 1 ? '' : 's'}${summary ? ` (${esc(summary)})` : ''}</p>
<p>${slice}a drop of ${data.maxDrop.toFixed(1)} points or more fails.</p>${cached ? `\n<p class="cached">${esc(cached)}</p>` : ''}
</header>`;
}
function barTable(data) {
    const bar = data.bar;
    if (!bar || bar.changes.length === 0)
        return '';
    const state = !bar.blocked
        ? 'Nothing the results are judged by changed; the base commit&#39;s bar applies.'
        : bar.approvedBy
            ? `The bar changed, approved by ${esc(bar.approvedBy)}.`
            : `<strong>The bar changed without an approving review: the check fails (bar-changed).</strong> The results are measured under the base commit&#39;s bar.${bar.approveLine ? ` An approving review whose body holds <code>${esc(bar.approveLine)}</code> accepts exactly these changes.` : ''}`;
    const rows = bar.changes.map((c) => `<tr><td>${c.blocking ? '🚧' : 'ℹ️'} ${esc(c.what)}</td><td><code>${esc(c.base ?? '–')}</code></td><td><code>${esc(c.head ?? '–')}</code></td><td>${esc(c.note ?? '')}</td></tr>`);
    return `<section>
<h2>The bar</h2>
<p>Base commit <code>${esc(bar.baseSha.slice(0, 12))}</code>. ${state}</p>
<table id="bar"><thead><tr><th>change</th><th>base</th><th>head</th><th>note</th></tr></thead>
<tbody>
${rows.join('\n')}
</tbody></table>
</section>`;
}
function modelTable(data) {
    const show = modelColumns(data);
    const mainProtocol = data.models[0]?.protocol_id;
    const rows = data.models.map((m, i) => {
        const other = mainProtocol !== undefined && m.protocol_id !== mainProtocol;
        const fingerprint = data.runs[i]?.protocol.fingerprint.slice(0, 12) ?? '';
        const measured = m.score === null
            ? 'n/a'
            : m.repeats > 1
                ? `${m.score.toFixed(1)} ± ${m.std.toFixed(1)}`
                : `${m.score.toFixed(1)} <small>(single run)</small>`;
        const ci = m.ci ? `${signed(m.ci.low)} … ${signed(m.ci.high)}` : '–';
        return `<tr class="${other ? 'other-protocol' : ''}"${other ? ' title="measured under a different protocol than the first row: not comparable"' : ''}>
<td class="id">${esc(m.model)}${other ? ' <span class="badge warn">⚠ other protocol</span>' : ''}</td>
<td class="id">${esc(m.build ?? '')}</td>
${show.claimed ? `<td class="num">${num(m.claimed)}</td>\n` : ''}<td class="num">${measured}</td>
${show.claimed ? `<td class="num">${delta(m.delta_vs_claimed)}</td>\n` : ''}<td class="num">${num(m.baseline)}</td>
<td class="num">${delta(m.delta)}</td>
<td class="num">${ci}</td>
<td class="num">${m.p_value === null ? '–' : esc(m.p_value.toPrecision(2))}</td>
<td class="num">${num(m.min_detectable_drop)}</td>
<td class="v-${m.verdict}">${ICON[m.verdict]} ${esc(m.verdict)}</td>
${show.slice ? `<td><code>${esc(fingerprint)}</code></td>\n` : ''}</tr>`;
    });
    const others = data.models.filter((m) => m.protocol_id !== mainProtocol).length;
    const note = others
        ? `<p class="warn">⚠ ${others} row${others === 1 ? ' was' : 's were'} measured under a different protocol than the first row (<code>${esc((mainProtocol ?? '').slice(0, 12))}</code>): their scores are not comparable with it.</p>`
        : '';
    const head = [
        'model',
        'build',
        ...(show.claimed ? ['claimed'] : []),
        'measured',
        ...(show.claimed ? ['Δ vs claimed'] : []),
        'baseline',
        'Δ vs baseline',
        '95% CI of Δ',
        'p',
        'min. detectable drop',
        'verdict',
        ...(show.slice ? ['slice'] : []),
    ]
        .map((h) => `<th>${h}</th>`)
        .join('');
    return `<section>
<h2>Models</h2>
<table id="models">
<thead><tr>${head}</tr></thead>
<tbody>
${rows.join('\n')}
</tbody>
</table>
${note}
</section>`;
}
function summary_reasons(data) {
    const items = data.models.map((m) => {
        const notes = [];
        for (const d of m.differences) {
            const [old, now] = clipPair(d.old, d.new);
            notes.push(`${esc(d.part)}: <code>${esc(old)}</code> → <code>${esc(now)}</code>`);
        }
        if (m.serving_changed)
            notes.push(esc(servingChangeNote(m.serving_changed)));
        const detectable = detectableNote(m, data.maxDrop, data.alpha);
        if (detectable)
            notes.push(esc(detectable));
        if (m.flips.regressed.length || m.flips.fixed.length)
            notes.push(`flips: ${m.flips.regressed.length} right → wrong, ${m.flips.fixed.length} wrong → right`);
        if (m.errors)
            notes.push(`${m.errors} errored request${m.errors === 1 ? '' : 's'}`);
        const list = notes.length ? `<ul>${notes.map((n) => `<li>${n}</li>`).join('')}</ul>` : '';
        return `<li><strong>${esc(m.model)}</strong>: ${esc(m.reason)}.${list}</li>`;
    });
    return `<section>
<h2>Why</h2>
<ul id="reasons">
${items.join('\n')}
</ul>
</section>`;
}
/** What was measured how, per run: the protocol card's main lines, the serving side included. */
function summary_protocolCard(data) {
    const plain = { cell: (t) => t, code: (t) => t };
    const cards = data.runs.map((run) => {
        const p = run.protocol;
        const rows = [
            ['model', `${run.model.requested ?? ''} via ${run.model.provider}`],
            ['reported build', run.model.build.model ?? 'not reported'],
            [
                'template',
                `${p.template.name}, ${p.template.mode} mode, hash ${p.template.hash.slice(0, 12)}`,
            ],
            [
                'slice',
                `${p.slice.size} rows, seed ${p.slice.seed}, fingerprint ${p.fingerprint.slice(0, 12)}`,
            ],
            ['decoding', `${decodingText(p.decoding, plain)}; repeats: ${p.repeats}`],
            ['hardware and precision', servingText(run.model.serving)],
        ];
        const list = rows.map(([k, v]) => `<dt>${esc(k)}</dt><dd>${esc(v)}</dd>`).join('');
        return `<h3>${esc(run.model.id)}</h3>\n<dl>${list}</dl>`;
    });
    return `<section id="protocol">
<h2>Protocol card</h2>
${cards.join('\n')}
</section>`;
}

;// CONCATENATED MODULE: ./src/core/report/html/trend.ts

const PALETTE = ['#1f77b4', '#d62728', '#2ca02c', '#9467bd', '#ff7f0e', '#17becf', '#8c564b'];
const CHART = { width: 760, height: 300, left: 48, right: 44, top: 16, bottom: 40 };
/** The x labels' font size (`#trend .tick` in the style) and the least space between two. */
const TICK_FONT = 11;
const TICK_GAP = 8;
/**
 * Score per run for each model over the history and this gate's runs, as an inline SVG. Runs are
 * placed one slot each in start order (input order when a start time does not parse), so runs of
 * the same day spread out instead of stacking; every point names its build.
 */
function trendChart(data) {
    const runs = trendRuns(data.history, data.runs);
    if (runs.length === 0)
        return '<section><h2>Trend</h2><p>No scored runs yet.</p></section>';
    const { width, height, left, right, top, bottom } = CHART;
    const plotW = width - left - right;
    const plotH = height - top - bottom;
    const xOf = (slot) => left + (runs.length === 1 ? plotW / 2 : (slot / (runs.length - 1)) * plotW);
    const yOf = (score) => top + plotH - (Math.max(0, Math.min(100, score)) / 100) * plotH;
    const fix = (v) => v.toFixed(1);
    const parts = [];
    for (let s = 0; s <= 100; s += 20) {
        const y = fix(yOf(s));
        parts.push(`<line class="grid" x1="${left}" x2="${width - right}" y1="${y}" y2="${y}"/>`, `<text class="tick" x="${left - 6}" y="${y}" text-anchor="end" dominant-baseline="middle">${s}</text>`);
    }
    const byTime = runs.every((r) => Number.isFinite(Date.parse(r.environment.started_at)));
    const candidates = runs.flatMap((r, slot) => {
        const day = r.environment.started_at.slice(0, 10);
        if (!byTime)
            return [{ x: xOf(slot), text: `#${slot + 1}` }];
        const previous = runs[slot - 1]?.environment.started_at.slice(0, 10);
        return day === previous ? [] : [{ x: xOf(slot), text: day }];
    });
    for (const label of placeLabels(candidates, 0, width)) {
        parts.push(`<text class="tick x" x="${fix(label.x)}" y="${height - bottom + 18}" text-anchor="middle">${esc(label.text)}</text>`);
    }
    parts.push(`<line class="axis" x1="${left}" x2="${left}" y1="${top}" y2="${top + plotH}"/>`, `<line class="axis" x1="${left}" x2="${width - right}" y1="${top + plotH}" y2="${top + plotH}"/>`, `<text class="label" x="12" y="${top + plotH / 2}" transform="rotate(-90 12 ${top + plotH / 2})" text-anchor="middle">score</text>`, `<text class="label" x="${left + plotW / 2}" y="${height - 4}" text-anchor="middle">${byTime ? 'runs in start order, by the day of the first run shown' : 'runs in order'}</text>`);
    const models = [...new Set(runs.map((r) => r.model.id))];
    const legend = [];
    models.forEach((model, k) => {
        const color = PALETTE[k % PALETTE.length];
        const points = runs
            .map((r, slot) => ({ r, x: fix(xOf(slot)), y: fix(yOf(r.aggregates.score)) }))
            .filter(({ r }) => r.model.id === model);
        parts.push(`<g class="series" data-model="${esc(model)}">`, `<polyline fill="none" stroke="${color}" stroke-width="2" points="${points.map((p) => `${p.x},${p.y}`).join(' ')}"/>`, ...points.map(({ r, x, y }) => {
            const build = buildOf(r);
            const tip = `${model} · build ${build} · score ${r.aggregates.score.toFixed(1)} · ${r.environment.started_at}`;
            return `<circle cx="${x}" cy="${y}" r="4" fill="${color}" data-build="${esc(build)}" data-run="${esc(r.run_id)}"><title>${esc(tip)}</title></circle>`;
        }), '</g>');
        legend.push(`<li><svg width="24" height="10" aria-hidden="true"><line x1="0" x2="24" y1="5" y2="5" stroke="${color}" stroke-width="3"/></svg> ${esc(model)}</li>`);
    });
    return `<section>
<h2>Trend</h2>
<svg id="trend" viewBox="0 0 ${width} ${height}" width="${width}" height="${height}" role="img" aria-label="score per run, by model">
${parts.join('\n')}
</svg>
<ul class="legend">${legend.join('')}</ul>
</section>`;
}
/**
 * The chart's points: scored runs of the history (originals only: a replay repeats a stored
 * measurement) and this gate's runs, each run once, in start order when every start time parses.
 */
function trendRuns(history, current) {
    const seen = new Set();
    const runs = [];
    for (const run of [...history.filter((r) => r.replay_of === undefined), ...current]) {
        if (run.aggregates.score === null || seen.has(run.run_id))
            continue;
        seen.add(run.run_id);
        runs.push(run);
    }
    const times = runs.map((r) => Date.parse(r.environment.started_at));
    if (!times.every((t) => Number.isFinite(t)))
        return runs;
    return runs
        .map((r, i) => ({ r, t: times[i], i }))
        .sort((a, b) => a.t - b.t || a.i - b.i)
        .map(({ r }) => r);
}
function buildOf(run) {
    return run.model.build.model ?? run.model.requested ?? 'not reported';
}
/**
 * Which x labels to draw, centred on their x: left to right, a label is kept only when its box
 * (its estimated width, moved inside [min, max] where it would stick out) starts at least a gap
 * after the last kept one ends, so no two labels overprint however close their points are. The
 * last label (the newest run) is always kept, in place of those it would overlap.
 */
function placeLabels(candidates, min, max) {
    const boxed = [...candidates]
        .sort((a, b) => a.x - b.x)
        .map(({ x, text }) => {
        const w = textWidth(text, TICK_FONT);
        const centre = Math.min(Math.max(x, min + w / 2), max - w / 2);
        return { x: centre, text, box: [centre - w / 2, centre + w / 2] };
    });
    const placed = [];
    for (const label of boxed) {
        const end = placed.at(-1)?.box[1] ?? -Infinity;
        if (label.box[0] >= end + TICK_GAP)
            placed.push(label);
    }
    const last = boxed.at(-1);
    if (last && placed.at(-1) !== last) {
        while (placed.length && placed.at(-1).box[1] + TICK_GAP > last.box[0])
            placed.pop();
        placed.push(last);
    }
    return placed;
}
/**
 * An upper estimate of the width of `text` in a sans-serif font of `size` px, per character
 * class (DejaVu Sans, the widest common default, has 0.64 em digits and 0.84 em `#`).
 */
function textWidth(text, size) {
    let em = 0;
    for (const c of text) {
        if (/[0-9]/.test(c))
            em += 0.66;
        else if (/[-.,:;!|'il ]/.test(c))
            em += 0.42;
        else if (/[#%&@mwMW]/.test(c))
            em += 1.02;
        else
            em += 0.8;
    }
    return em * size;
}

;// CONCATENATED MODULE: ./src/core/report/html.ts








/**
 * The gate's report as one self-contained HTML page (report artifact, `gate --html`): the verdict
 * and the cross-model table first, then the trend chart and every item. Nothing is loaded from
 * elsewhere, and a Content-Security-Policy allows only this page's own style and script (by
 * hash), so hostile text in a dataset can neither run nor phone home. The summaries and the chart
 * are static HTML; the item table is drawn by the script from a JSON payload, only the rows in
 * view, so a page of tens of thousands of items stays small and fast. Pure: data in, text out.
 */
function htmlReport(data) {
    const body = [
        headline(data),
        barTable(data),
        modelTable(data),
        summary_reasons(data),
        groupTables(data),
        summary_protocolCard(data),
        trendChart(data),
        itemSection(data),
    ].join('\n');
    return selfContainedPage({
        title: `evalgate ${esc(data.suite)}: ${esc(data.verdict)}`,
        style: style_STYLE,
        script: SCRIPT,
        body,
    });
}

;// CONCATENATED MODULE: ./src/core/report/junit.ts
/**
 * JUnit XML for the CI tools that read it: one testsuite per suite, one testcase per model
 * (classname the suite, name the model id) and, where the diff has subject groups, one per
 * subject (classname `<suite>.<model>`). A failing verdict is a `<failure>` whose type is the
 * verdict and whose message is the reason; a subject fails only when its model regressed and the
 * subject is among those that lost the most. Every piece of text is escaped through `xmlText`.
 */
function junitXml(suites) {
    const blocks = suites.map(suiteXml);
    const tests = blocks.reduce((a, b) => a + b.tests, 0);
    const failures = blocks.reduce((a, b) => a + b.failures, 0);
    return [
        '<?xml version="1.0" encoding="UTF-8"?>',
        `<testsuites name="evalgate" tests="${tests}" failures="${failures}">`,
        ...blocks.map((b) => b.xml),
        '</testsuites>',
        '',
    ].join('\n');
}
function suiteXml(suite) {
    const cases = [];
    for (const m of suite.models) {
        const summary = modelSummary(m);
        cases.push({
            classname: suite.suite,
            name: m.model,
            ...(suite.fails(m)
                ? { failure: { type: m.verdict, message: `${m.verdict}: ${m.reason}`, body: summary } }
                : m.verdict === 'no-baseline'
                    ? { skipped: `${m.verdict}: ${m.reason}` }
                    : {}),
            out: `${m.verdict}: ${m.reason}\n${summary}`,
        });
        for (const s of m.groups?.subjects ?? []) {
            const lost = m.verdict === 'regressed' && m.groups.top_drops.includes(s.name);
            const line = `subject ${s.name}: score ${junit_num(s.score)}, baseline ${junit_num(s.baseline)}, Δ ${junit_num(s.delta)}, Holm p ${junit_num(s.p_holm)}`;
            cases.push({
                classname: `${suite.suite}.${m.model}`,
                name: s.name,
                ...(lost
                    ? {
                        failure: {
                            type: 'regressed',
                            message: `regressed: ${s.name} is among the subjects that lost the most (contribution ${junit_num(s.contribution)} points)`,
                            body: line,
                        },
                    }
                    : {}),
                out: line,
            });
        }
    }
    const failures = cases.filter((c) => c.failure).length;
    const skipped = cases.filter((c) => c.skipped).length;
    const xml = [
        `  <testsuite name="${xmlText(suite.suite)}" tests="${cases.length}" failures="${failures}" errors="0" skipped="${skipped}">`,
        ...cases.map(caseXml),
        '  </testsuite>',
    ].join('\n');
    return { xml, tests: cases.length, failures };
}
function caseXml(c) {
    const open = `    <testcase classname="${xmlText(c.classname)}" name="${xmlText(c.name)}">`;
    const inner = [];
    if (c.failure) {
        inner.push(`      <failure type="${xmlText(c.failure.type)}" message="${xmlText(c.failure.message)}">${xmlText(c.failure.body)}</failure>`);
    }
    if (c.skipped)
        inner.push(`      <skipped message="${xmlText(c.skipped)}"/>`);
    inner.push(`      <system-out>${xmlText(c.out)}</system-out>`);
    return [open, ...inner, '    </testcase>'].join('\n');
}
function modelSummary(m) {
    return [
        `build ${m.build ?? 'n/a'}; score ${junit_num(m.score)}; baseline ${junit_num(m.baseline)}; Δ ${junit_num(m.delta)}; p ${junit_num(m.p_value)}; n ${m.n}`,
        ...m.differences.map((d) => `differs: ${d.part}`),
    ].join('\n');
}
function junit_num(x) {
    return x === null ? 'n/a' : Number(x.toPrecision(6)).toString();
}
/**
 * The one door for text into JUnit XML (attributes and element text alike): the five markup
 * characters as entities, and characters XML 1.0 cannot hold (controls, lone surrogates, U+FFFE/F)
 * replaced by U+FFFD, so a hostile model id or reason can neither break out nor make the file
 * unreadable.
 */
function xmlText(text) {
    return text
        .replace(/[^\t\n\r\u0020-\uD7FF\uE000-\uFFFD\u{10000}-\u{10FFFF}]/gu, '\uFFFD')
        .replace(/&/g, '&amp;')
        .replace(/</g, '&lt;')
        .replace(/>/g, '&gt;')
        .replace(/"/g, '&quot;')
        .replace(/'/g, '&apos;')
        .replace(/\r/g, '&#13;')
        .replace(/\n/g, '&#10;')
        .replace(/\t/g, '&#9;');
}
/**
 * Several documents `junitXml` wrote (one per suite of a multi-suite gate) as one: their
 * testsuites in order under one `<testsuites>` with the counts summed.
 */
function combineJunit(documents) {
    let tests = 0;
    let failures = 0;
    const blocks = [];
    for (const doc of documents) {
        const open = /<testsuites name="evalgate" tests="(\d+)" failures="(\d+)">\n/.exec(doc);
        const close = doc.lastIndexOf('</testsuites>');
        if (!open || close < 0)
            continue;
        tests += Number(open[1]);
        failures += Number(open[2]);
        blocks.push(doc.slice(open.index + open[0].length, close).replace(/\n$/, ''));
    }
    return [
        '<?xml version="1.0" encoding="UTF-8"?>',
        `<testsuites name="evalgate" tests="${tests}" failures="${failures}">`,
        ...blocks.filter(Boolean),
        '</testsuites>',
        '',
    ].join('\n');
}

;// CONCATENATED MODULE: ./src/action/publish.ts
// Longer than 250 lines: everything a run says to people goes out here (summary, comment, status,
// report files, outputs, the fork skip), each through the same side-channel rule.












/** GitHub's limit on a comment or issue body. */
const BODY_LIMIT = 65_536;
/** A side channel (comment, label, issue, data branch) that fails is a warning, never a verdict. */
async function sideChannel(what, action) {
    try {
        return await action();
    }
    catch (error) {
        core/* warning */.$e(`evalgate: could not ${what}: ${scrub(error instanceof Error ? error.message : String(error))}`);
        return undefined;
    }
}
function capBody(body) {
    if (body.length < BODY_LIMIT)
        return body;
    core/* warning */.$e(`evalgate: the report is ${body.length} characters, over GitHub's limit; it was cut (the job summary and the report file have it all)`);
    const note = "\n\n… the report was cut here to fit GitHub's comment limit; see the job summary for all of it.\n";
    return body.slice(0, BODY_LIMIT - note.length - 100) + note;
}
const reportMarker = (suite) => `<!-- evalgate:comment suite=${suite} -->`;
/** One comment per suite, found by its marker among the Action's own comments, upserted per policy. */
async function upsertComment(github, inputs, pull, suite, markdown, failed, 
/** The comment's marker: the suite's gate report unless told (mode compare has its own). */
marker = reportMarker(suite)) {
    const policy = inputs.comment;
    if (policy === 'never')
        return undefined;
    const body = capBody(`${marker}\n${markdown}`);
    const existing = await github.findComment(pull, marker, inputs.botLogin);
    if (existing) {
        if (policy === 'on-change' && existing.body === body)
            return existing.url;
        return (await github.updateComment(existing.id, body)).url;
    }
    if (policy === 'on-regression' && !failed)
        return undefined;
    return (await github.createComment(pull, body)).url;
}
/**
 * Everything a finished gate hands out, in order: results files, job summary (before the step
 * can fail), annotations, the pull-request comment or tracking issue, outputs, and last the
 * step's failure. `footer` is trusted text the flow adds (links, the previous nightly run).
 */
async function publishGate(options) {
    const { result, inputs, context, github, env, outcome } = options;
    const suite = result.prepared.loaded.config.suite;
    const footer = `${options.footer}${context.runUrl ? `\n[Workflow run](${context.runUrl})\n` : ''}`;
    const markdown = `${result.markdown}${footer}`;
    // Comments and issues have GitHub's size limit: the report drops detail in stages to fit it.
    const fitted = `${fitMarkdown(result.report, BODY_LIMIT - footer.length - 200)}${footer}`;
    const paths = await writeResults(result, markdown, env);
    await sideChannel('write the job summary', () => core/* summary */.z.addRaw(markdown).write());
    for (const diff of result.diffs) {
        if (diff.verdict === 'incomparable') {
            core/* warning */.$e(`${diff.model}: incomparable with its baseline: ${diff.differs.length === 1 ? `${diff.differs[0]} differs` : `${diff.differs.join(', ')} differ`}`, { file: inputs.config, title: 'evalgate: incomparable protocol' });
        }
    }
    for (const change of result.report.bar?.changes ?? []) {
        if (!change.blocking && change.kind !== 'cache')
            continue;
        const values = change.base === null && change.head === null
            ? ''
            : ` ${change.base ?? '(none)'} → ${change.head ?? '(none)'}`;
        const text = `${change.what}:${values}${change.note ? ` (${change.note})` : ''}`;
        const where = { file: inputs.config, title: 'evalgate: the bar changed' };
        if (change.blocking && !result.report.bar?.approvedBy)
            core/* error */.z3(text, where);
        else
            core/* warning */.$e(text, where);
    }
    let commentUrl;
    const combine = outcome.comment;
    if (combine && context.pull) {
        // Several suites, one comment: the step posts it once every suite is done.
        combine(suite, (budget) => `${fitMarkdown(result.report, budget - footer.length - 200)}${footer}`, result.failed);
    }
    else if (context.pull && github) {
        commentUrl = await sideChannel('post the pull-request comment', () => upsertComment(github, inputs, context.pull.number, suite, fitted, result.failed));
    }
    if (options.track)
        await sideChannel('update the tracking issue', () => options.track(fitted));
    outcome.output(names/* OUTPUT */.aQ.verdict, result.verdict);
    outcome.output(names/* OUTPUT */.aQ.maxDrop, String(maxDrop(result.diffs)));
    outcome.output(names/* OUTPUT */.aQ.reportPath, paths.report);
    outcome.output(names/* OUTPUT */.aQ.resultsJson, paths.json);
    outcome.output(names/* OUTPUT */.aQ.junitPath, paths.junit);
    outcome.output(names/* OUTPUT */.aQ.commentUrl, commentUrl ?? '');
    outcome.output(names/* OUTPUT */.aQ.baselineChanged, 'false');
    if (result.failed) {
        const worst = result.diffs
            .filter((d) => d.verdict !== 'pass')
            .map((d) => `${d.model}: ${d.verdict} (${d.reason})`);
        const bar = result.verdict === 'bar-changed'
            ? ['the pull request changes the bar without an approved freeze (see the report)']
            : [];
        const message = `evalgate ${suite}: ${result.verdict}\n${[...bar, ...worst].join('\n')}`;
        // `on-regression: comment` softens regressions, never a change to the bar or a dropped slot.
        const barFails = result.verdict === 'bar-changed' || result.diffs.some((d) => d.verdict === 'missing');
        if (inputs.onRegression === 'fail' || barFails)
            outcome.fail(message);
        else
            core/* warning */.$e(message);
    }
}
async function writeResults(result, markdown, env) {
    const dir = runnerTemp(env, 'evalgate');
    await (0,promises_.mkdir)(dir, { recursive: true });
    const suite = result.prepared.loaded.config.suite;
    const report = external_node_path_default().join(dir, `${suite}-report.md`);
    const json = external_node_path_default().join(dir, `${suite}-results.json`);
    await (0,promises_.writeFile)(report, markdown);
    // The self-contained HTML report (chart, every item, filters) next to it, for an artifact step.
    const html = report.replace(/\.md$/, '.html');
    await (0,promises_.writeFile)(html, htmlReport(result.report));
    await uploadReport(`evalgate-${suite}-report-${env.GITHUB_RUN_ATTEMPT ?? '1'}`, [report, html], env);
    const bar = result.report.bar;
    await (0,promises_.writeFile)(json, `${JSON.stringify({
        suite,
        verdict: result.verdict,
        failed: result.failed,
        models: result.diffs,
        ...(bar
            ? {
                bar: {
                    base_sha: bar.baseSha,
                    blocked: bar.blocked,
                    approved_by: bar.approvedBy,
                    changes: bar.changes,
                },
            }
            : {}),
    })}\n`);
    const junit = external_node_path_default().join(dir, `${suite}-junit.xml`);
    const gate = result.prepared.loaded.config.gate;
    await (0,promises_.writeFile)(junit, junitXml([{ suite, models: result.diffs, fails: (d) => gateFails([d], gate) }]));
    return { report, json, junit };
}
function maxDrop(diffs) {
    return Math.max(0, ...diffs.map((d) => (d.delta !== null && d.delta < 0 ? -d.delta : 0)));
}
/** Pull requests from forks get no secrets: a clear skip instead of a cryptic failure. */
async function forkSkip({ context, outcome }, missing) {
    const why = `evalgate skipped: this pull request comes from a fork (${context.pull.headRepo}), and GitHub does not pass secrets to such runs (${missing.join(', ')} not set). See the README for the pull_request + workflow_run pattern that evaluates fork pull requests safely.`;
    core/* notice */.lm(why);
    await core/* summary */.z.addHeading('evalgate: skipped', 3).addRaw(why).write();
    outcome.output(names/* OUTPUT */.aQ.verdict, 'skipped');
    outcome.output(names/* OUTPUT */.aQ.baselineChanged, 'false');
}
/** The commit status `evalgate / <suite>` a graded pull request gets: the required check. */
function gateStatus(result, inputs) {
    // As publishGate fails the step: `on-regression: comment` softens a regression, never a
    // change of the bar or a dropped slot.
    const barFails = result.verdict === 'bar-changed' || result.diffs.some((d) => d.verdict === 'missing');
    const fails = result.failed && (inputs.onRegression === 'fail' || barFails);
    const bar = result.report.bar;
    const description = bar && bar.blocked && bar.approvedBy === null
        ? `${result.verdict}: the pull request changes the bar without an approving review`
        : result.verdict;
    return { state: fails ? 'failure' : 'success', description };
}
/**
 * The status a pull request's gate sets: `evalgate / <suite>` (the suite's name at the base) for a
 * pull request into the default branch, `evalgate / <suite> (<base>)` into any other. A status is
 * keyed by the commit: a second pull request of the same head into a branch whose bar it lowered
 * less must not set the context the default branch requires.
 */
function statusContext(context, suite) {
    const base = context.pull?.baseRef ?? null;
    return base !== null && base === context.defaultBranch
        ? `evalgate / ${suite}`
        : `evalgate / ${suite} (${base ?? 'unknown base'})`;
}
/**
 * Sets the status `evalgate / <suite>` on the commit that was graded. `required`: a failure to
 * set it fails the step (the verdict job, whose only verdict is that status); else a warning.
 */
async function setGateStatus(flow, sha, suite, status, required) {
    const context = statusContext(flow.context, suite);
    const write = () => flow.github.createStatus(sha, {
        ...status,
        context,
        targetUrl: flow.context.runUrl,
    });
    if (!required) {
        await sideChannel(`set the commit status ${context} on ${sha.slice(0, 12)}`, write);
        return;
    }
    try {
        await write();
    }
    catch (error) {
        throw new core_errors/* InputError */.d(`could not set the commit status ${context} on ${sha.slice(0, 12)}: ${scrub(error instanceof Error ? error.message : String(error))}. The job needs \`permissions: statuses: write\``);
    }
    core/* info */.pq(`evalgate: commit status ${context} on ${sha.slice(0, 12)}: ${status.state}`);
}

;// CONCATENATED MODULE: ./src/engine/baselines.ts











/**
 * Baselines: run records frozen on purpose, committed at
 * `.evalgate/baselines/<suite>/<model-id>.json` beside the config, reviewed like code.
 */
const baselineSchema = runRecordSchema.extend({
    baseline: schemas/* object */.Ikc({
        frozen_at: schemas/* string */.YjP(),
        frozen_from: schemas/* object */.Ikc({ run_id: schemas/* string */.YjP(), commit: schemas/* string */.YjP().nullable() }),
        note: schemas/* string */.YjP().nullable(),
    }),
});
/** The suite's baseline folder, in the folder that holds the bar (beside the config, or the base's). */
function baselineDir(loaded) {
    return statePath(loaded.barDir, 'baselines', loaded.config.suite);
}
function baselinePath(loaded, modelId) {
    const file = slotFile(modelId);
    // The config schema refuses ids that cannot be encoded, so this only guards other callers.
    if (!file.ok)
        throw new core_errors/* InputError */.d(`model id "${modelId}": ${file.why}`);
    return external_node_path_default().join(baselineDir(loaded), ...file.file.split('/'));
}
/** The committed baseline, undefined when none exists; a corrupt file is an error, never "none". */
async function readBaseline(file, shownAs = file) {
    let text;
    try {
        text = await (0,promises_.readFile)(file, 'utf8');
    }
    catch (error) {
        if (error.code === 'ENOENT')
            return undefined;
        throw new core_errors/* InputError */.d(`${shownAs}: cannot read the baseline: ${(0,io_reason/* ioReason */.N)(error)}`);
    }
    let data;
    try {
        data = JSON.parse(text);
    }
    catch (error) {
        throw new core_errors/* InputError */.d(`${shownAs}: the baseline is not valid JSON: ${error.message}`);
    }
    const result = baselineSchema.safeParse(data);
    if (!result.success) {
        const issue = result.error.issues[0];
        throw new core_errors/* InputError */.d(`${shownAs}: the baseline is corrupt at ${issue.path.map(String).join('.') || 'the top level'}: ${issue.message}; restore it from git or freeze a new one`);
    }
    assertWhole(result.data, shownAs, 'gate against');
    return result.data;
}
/**
 * The baseline of one model slot, checked to be that slot's: a file whose suite or model id
 * disagrees with where it lies (copied, moved, or hand-edited) is an error naming both.
 */
async function readSlotBaseline(loaded, modelId) {
    const file = baselinePath(loaded, modelId);
    const shown = config_displayPath(file);
    const baseline = await readBaseline(file, shown);
    if (!baseline)
        return undefined;
    if (baseline.suite !== loaded.config.suite || baseline.model.id !== modelId) {
        throw new core_errors/* InputError */.d(`${shown}: this file is the baseline of suite "${loaded.config.suite}", model "${modelId}", but it holds a run of suite "${baseline.suite}", model "${baseline.model.id}"; freeze a run of this model instead of copying another's`);
    }
    return baseline;
}
async function writeBaseline(file, record, frozen) {
    const baseline = {
        ...record,
        baseline: {
            frozen_at: frozen.now.toISOString(),
            frozen_from: { run_id: record.run_id, commit: frozen.commit },
            note: frozen.note,
        },
    };
    await (0,promises_.mkdir)(external_node_path_default().dirname(file), { recursive: true });
    await config_writeFileAtomic(file, `${JSON.stringify(baseline, null, 1)}\n`);
    return baseline;
}
/**
 * Every file under `folder` (recursively), as `root`-relative paths with `/` and the sha256 of
 * their bytes. A folder that does not exist holds nothing; a symbolic link is refused (it could
 * point anywhere, or loop); any other failure is an error.
 */
/**
 * The files of a config's bar in the checkout `root`: its baselines and the files its judge
 * names, each as repository path -> sha256.
 */
async function barFiles(loaded, root) {
    return {
        baselines: await hashFiles(root, baselineDir(loaded)),
        judgeFiles: await judgeFileHashes(loaded, root),
    };
}
async function hashFiles(root, folder) {
    const out = {};
    const walk = async (dir) => {
        let entries;
        try {
            entries = await (0,promises_.readdir)(dir, { withFileTypes: true });
        }
        catch (error) {
            if (dir === folder && error.code === 'ENOENT')
                return;
            throw new core_errors/* InputError */.d(`${dir}: cannot list the folder: ${(0,io_reason/* ioReason */.N)(error)}`);
        }
        for (const entry of entries.sort((a, b) => a.name.localeCompare(b.name))) {
            const file = external_node_path_default().join(dir, entry.name);
            const key = external_node_path_default().relative(root, file).split((external_node_path_default()).sep).join('/');
            if (entry.isSymbolicLink()) {
                throw new core_errors/* InputError */.d(`${key}: expected a file or folder, found a symbolic link; baselines must be plain files`);
            }
            if (entry.isDirectory())
                await walk(file);
            else if (entry.isFile()) {
                try {
                    out[key] = (0,external_node_crypto_.createHash)('sha256')
                        .update(await (0,promises_.readFile)(file))
                        .digest('hex');
                }
                catch (error) {
                    throw new core_errors/* InputError */.d(`${file}: cannot read the file: ${(0,io_reason/* ioReason */.N)(error)}`);
                }
            }
        }
    };
    const top = await (0,promises_.lstat)(folder).catch(() => null);
    if (top?.isSymbolicLink()) {
        throw new core_errors/* InputError */.d(`${folder}: expected a folder, found a symbolic link; baselines must be plain files`);
    }
    await walk(folder);
    return out;
}

;// CONCATENATED MODULE: ./src/engine/trend.ts



/**
 * The trend of a suite: its earlier runs in the local history under `root`, each measurement
 * once. The gate's own records are left out, replays are (a rerun answered from the cache is no
 * new measurement), and so is the run a replay of this gate repeats (the replay stands in its
 * place). The one reader of the trend, for the gate and for stored records alike.
 */
async function trendHistory(root, suite, current) {
    const entries = await localStore(statePath(root, 'runs')).summaries(suite);
    const exclude = new Set(current.flatMap((r) => [r.run_id, ...(r.replay_of ? [r.replay_of] : [])]));
    return trendPoints(entries.map((e) => e.summary)).filter((r) => !exclude.has(r.run_id));
}

;// CONCATENATED MODULE: ./src/engine/gate.ts






async function runGate(loaded, options, prepared, pull) {
    prepared ??= await prepareSuite(loaded, options.models, (message) => options.log(`evalgate: warning: ${message}\n`));
    // Read every baseline before spending anything: a corrupt one must stop the gate up front.
    const baselines = await readBaselines(loaded, prepared);
    const runs = await runSuite(prepared, options);
    return gateRuns(loaded, prepared, runs, baselines, pull);
}
/** The committed baseline of every slot the suite measures (undefined: none yet). */
async function readBaselines(loaded, prepared) {
    const baselines = new Map();
    for (const entry of prepared.candidates) {
        baselines.set(entry.id, await readSlotBaseline(loaded, entry.id));
    }
    return baselines;
}
/** Diffs finished runs (measured here, or merged from shards) with the baselines, and reports. */
async function gateRuns(loaded, prepared, runs, baselines, pull) {
    const diffs = [
        ...runs.map(({ record }) => diffRun(record, baselines.get(record.model.id), loaded.config.gate)),
        ...(pull?.missing ?? []).map(missingDiff),
    ];
    const history = await trendHistory(loaded.baseDir, loaded.config.suite, runs.map((r) => r.record));
    const questions = Object.fromEntries(prepared.slice.items.map((item) => [String(item.id), String(item.row.question ?? '')]));
    const report = summarise(loaded, {
        models: diffs,
        runs: runs.map((r) => r.record),
        baselines: Object.fromEntries(baselines),
        history,
        questions,
        ...(pull ? { bar: pull.bar } : {}),
    });
    return { prepared, runs, ...report };
}
function summarise(loaded, parts) {
    const barFails = parts.bar ? barFailsCheck(parts.bar) : false;
    const verdict = barFails ? 'bar-changed' : overallVerdict(parts.models);
    const failed = barFails || gateFails(parts.models, loaded.config.gate);
    const report = {
        suite: loaded.config.suite,
        verdict,
        failed,
        maxDrop: loaded.config.gate.max_drop,
        alpha: loaded.config.gate.alpha,
        ...parts,
    };
    return { diffs: parts.models, verdict, failed, report, markdown: gateMarkdown(report) };
}

;// CONCATENATED MODULE: ./src/engine/store/git.ts











/** Records read at once where the index lacks them: few, so memory stays that of a few runs. */
const git_READ_BATCH = 4;
const DEFAULT_AUTHOR = {
    name: 'github-actions[bot]',
    email: '41898282+github-actions[bot]@users.noreply.github.com',
};
const BACKOFF_BASE_MS = 250;
const BACKOFF_CAP_MS = 10_000;
/**
 * The history on a data branch (default `evalgate-data`): one file per run at
 * `runs/<suite>/<YYYY>/<MM>/<DD>/<run_id>-<model-id-slug>.json`, the day being the run's UTC start.
 *
 * Why plumbing rather than a worktree: a data commit is built from objects alone (`hash-object`,
 * `read-tree` and `update-index` into a throwaway GIT_INDEX_FILE, `write-tree`, `commit-tree`) and
 * pushed by id. Nothing here has a work tree at all (every command runs with --git-dir), so the
 * user's checkout, index, HEAD and branches cannot be disturbed, there is no `.git/worktrees`
 * entry to leak when a job is killed, and no file is ever checked out: the cost is a temporary
 * index of the branch's tree (one entry per stored run), not a copy of the history on disk. Each
 * run owns its path, so rebuilding the commit on a newer tip after a rejected push never
 * conflicts.
 */
function gitDataBranchStore(options) {
    const remote = options.remote ?? 'origin';
    const branch = options.branch ?? 'evalgate-data';
    const author = options.author ?? DEFAULT_AUTHOR;
    const maxAttempts = options.maxAttempts ?? 8;
    const random = options.random ?? Math.random;
    const debug = options.debug ?? (() => { });
    if (!Number.isInteger(maxAttempts) || maxAttempts < 1) {
        throw new core_errors/* InputError */.d(`maxAttempts: expected a whole number >= 1, found ${maxAttempts}`);
    }
    // Both reach git's command line: a leading dash would read as an option.
    if (remote === '' || remote.startsWith('-')) {
        throw new core_errors/* InputError */.d(`remote: expected a remote name or URL, found ${JSON.stringify(remote)}`);
    }
    const repoDir = external_node_path_default().resolve(options.repoDir);
    const branchRef = `refs/heads/${branch}`;
    // Fetched tips land in a private namespace, so the user's branches stay as they were (a push to a
    // named remote still moves <remote>/<branch>, as any push does), and the ref lets later fetches
    // send only what is new.
    const trackingRef = `refs/evalgate/remotes/${remoteKey(remote)}/${branch}`;
    const secrets = new Set(urlCredentials(remote));
    const scrub = (text) => redact(scrubUrlCredentials(text), secrets);
    const shownRemote = scrub(remote);
    const onBranch = (file) => `${file} on branch '${branch}' of ${shownRemote}`;
    let gitDir;
    const git = async (args, run = {}) => {
        if (gitDir === undefined)
            throw new Error('the git data-branch store is not prepared');
        // Run from repoDir, so a remote given as a relative path means what it means there.
        return runGit(['--git-dir', gitDir, ...args], { ...run, cwd: repoDir, author, scrub });
    };
    async function prepare() {
        if (gitDir !== undefined)
            return;
        const located = await runGit(['rev-parse', '--absolute-git-dir'], {
            cwd: repoDir,
            author,
            scrub,
        });
        const valid = await runGit(['check-ref-format', branchRef], {
            cwd: repoDir,
            author,
            scrub,
            okCodes: [0, 1],
        });
        if (valid.code !== 0) {
            throw new core_errors/* InputError */.d(`branch ${JSON.stringify(branch)} is not a valid git branch name`);
        }
        gitDir = git_run_text(located.stdout);
        // A named remote's URL may carry a token: learn it, so no message can repeat it.
        for (const extra of [[], ['--push']]) {
            const url = await git(['remote', 'get-url', '--all', ...extra, remote], { okCodes: null });
            if (url.code === 0)
                for (const line of git_run_text(url.stdout).split('\n'))
                    addSecrets(line);
        }
    }
    const addSecrets = (url) => urlCredentials(url).forEach((s) => secrets.add(s));
    /** The remote tip, fetched when it is not here yet; null when the branch does not exist. */
    async function fetchTip() {
        const listed = await git(['ls-remote', '--exit-code', remote, branchRef], { okCodes: [0, 2] });
        const line = git_run_text(listed.stdout)
            .split('\n')
            .find((l) => l.endsWith(`\t${branchRef}`));
        if (listed.code === 2 || line === undefined)
            return null;
        const tip = line.split('\t')[0];
        if (await hasCommit(tip))
            return tip;
        debug(`fetch ${branch} from ${shownRemote}`);
        await git([
            'fetch',
            '--quiet',
            '--no-tags',
            '--no-write-fetch-head',
            '--no-recurse-submodules',
            remote,
            `+${branchRef}:${trackingRef}`,
        ]);
        // The branch may have moved since ls-remote: what the fetch brought is at least as new.
        return git_run_text((await git(['rev-parse', '--verify', `${trackingRef}^{commit}`])).stdout);
    }
    async function hasCommit(sha) {
        return (await git(['cat-file', '-e', `${sha}^{commit}`], { okCodes: null })).code === 0;
    }
    /** The blob stored at `file` in `commit`, or null. */
    async function blobAt(commit, file) {
        const found = await git(['rev-parse', '--verify', '--quiet', `${commit}:${file}`], {
            okCodes: [0, 1, 128],
        });
        return found.code === 0 ? git_run_text(found.stdout) : null;
    }
    /** A commit of `parent`'s tree plus some files, built in a throwaway index. */
    async function commitWith(parent, files, message) {
        const scratch = await (0,promises_.mkdtemp)(external_node_path_default().join((0,external_node_os_.tmpdir)(), 'evalgate-index-'));
        try {
            const env = { GIT_INDEX_FILE: external_node_path_default().join(scratch, 'index') };
            // No parent: the index file does not exist yet, which git reads as empty (an orphan root).
            if (parent !== null)
                await git(['read-tree', parent], { env });
            for (const { file, blob } of files) {
                await git(['update-index', '--add', '--cacheinfo', `100644,${blob},${file}`], { env });
            }
            const tree = git_run_text((await git(['write-tree'], { env })).stdout);
            const parents = parent === null ? [] : ['-p', parent];
            return git_run_text((await git(['commit-tree', tree, ...parents, '-m', message])).stdout);
        }
        finally {
            await (0,promises_.rm)(scratch, { recursive: true, force: true });
        }
    }
    /**
     * The index lines of every record of `suite` at `commit`: from the branch's index where its
     * line names the record's blob, else read from the record (a few at a time) and summarised.
     */
    /** The record files of `suite` at `commit` with their blob ids, sorted by path. */
    async function recordBlobs(commit, suite) {
        const listed = await git([
            'ls-tree',
            '-r',
            '-z',
            '--full-tree',
            commit,
            '--',
            `runs/${suite}/`,
        ]);
        const files = [];
        for (const entry of listed.stdout.toString('utf8').split('\0')) {
            const match = /^\d+ blob ([0-9a-f]+)\t(.+)$/s.exec(entry);
            if (match && match[2].endsWith('.json'))
                files.push({ sha: match[1], file: match[2] });
        }
        return files.sort((a, b) => (a.file < b.file ? -1 : a.file > b.file ? 1 : 0));
    }
    async function indexedAt(commit, suite, lenient = false) {
        const files = await recordBlobs(commit, suite);
        const indexFile = `runs/${indexFileName(suite)}`;
        const indexBlob = (await blobAt(commit, indexFile)) ?? undefined;
        // The index is a cache: one that cannot be read counts as empty (its records are read instead).
        const index = indexBlob === undefined
            ? new Map()
            : await readBlobs([{ sha: indexBlob, file: indexFile }], git, onBranch).then(([content]) => parseIndex(content), () => new Map());
        const lines = [];
        const missing = [];
        for (const f of files) {
            const line = index.get(f.file);
            if (line !== undefined && line.blob === f.sha && line.summary.suite === suite)
                lines.push(line);
            else
                missing.push(f);
        }
        const summarise = (file, sha, content) => {
            try {
                const record = parseRunRecord(content, onBranch(file));
                checkFiledUnder(record, suite, onBranch(file));
                lines.push({ file, blob: sha, summary: summarize(record) });
            }
            catch (error) {
                // Reading stops at a corrupt record, naming it; appending leaves it out of the index (a
                // later read still stops there), so one bad file does not stop the history.
                if (!lenient || !(error instanceof core_errors/* InputError */.d))
                    throw error;
                debug(`index: left out ${file}: ${error.message}`);
            }
        };
        for (let start = 0; start < missing.length; start += git_READ_BATCH) {
            const batch = missing.slice(start, start + git_READ_BATCH);
            const contents = await readBlobs(batch, git, onBranch).catch((error) => {
                if (!lenient || !(error instanceof core_errors/* InputError */.d))
                    throw error;
                return undefined;
            });
            if (contents)
                batch.forEach(({ sha, file }, i) => summarise(file, sha, contents[i]));
            else {
                for (const { sha, file } of batch) {
                    const one = await readBlobs([{ sha, file }], git, onBranch).catch(() => undefined);
                    if (one)
                        summarise(file, sha, one[0]);
                    else
                        debug(`index: left out ${file}: cannot read it`);
                }
            }
        }
        return lines;
    }
    /** The tip the last `summaries` read, so `read` fetches records of the same listing. */
    let listedTip = null;
    async function push(commit, parent) {
        // --no-verify: the user's pre-push hooks guard their code branches, not this data branch.
        const args = ['push', '--porcelain', '--no-verify', remote, `${commit}:${branchRef}`];
        const pushed = await git(args, { okCodes: null });
        if (pushed.code === 0)
            return { ok: true };
        // Porcelain lines are `<flag>\t<from>:<to>\t<summary>`; `!` marks a refused update.
        const refused = git_run_text(pushed.stdout)
            .split('\n')
            .map((l) => l.split('\t'))
            .find((f) => f[0] === '!' && f[1]?.endsWith(`:${branchRef}`));
        if (refused === undefined)
            throw gitError(args, pushed, scrub);
        const reason = scrub(refused[2] ?? 'rejected');
        // A lost race reads "fetch first" / "non-fast-forward" or, when both pushes reached the server
        // together, a ref-lock failure; whatever the words, a tip that moved means "rebuild and retry".
        const raced = /fetch first|non-fast-forward|stale info|cannot lock|failed to update ref/i;
        const retryable = raced.test(reason) || (await fetchTipId()) !== parent;
        return { ok: false, retryable, reason };
    }
    async function fetchTipId() {
        const listed = await git(['ls-remote', remote, branchRef]);
        const line = git_run_text(listed.stdout)
            .split('\n')
            .find((l) => l.endsWith(`\t${branchRef}`));
        return line?.split('\t')[0] ?? null;
    }
    // One operation at a time per store: concurrent calls would race on the tracking ref.
    let queue = Promise.resolve();
    const serialized = (work) => {
        const next = queue.then(work, work);
        queue = next.catch(() => { });
        return next;
    };
    return {
        async append(input) {
            const record = checkAppendable(input);
            const file = branchPath(record);
            return serialized(async () => {
                await prepare();
                const content = recordText(record);
                const blob = git_run_text((await git(['hash-object', '-w', '--stdin'], { input: content })).stdout);
                const message = `evalgate: ${record.suite} ${record.model.id} run ${record.run_id}`;
                for (let attempt = 1;; attempt++) {
                    const parent = await fetchTip();
                    const stored = parent === null ? null : await blobAt(parent, file);
                    // Already there: an earlier push landed although its answer was lost. Nothing to do.
                    if (stored === blob)
                        return file;
                    if (stored !== null) {
                        throw new Error(`${onBranch(file)}: a different run record with the same run_id and model is already stored; the history is append-only, so it was left as it is`);
                    }
                    // The index is rewritten whole on top of this parent, so a retry rebuilds it on the new tip
                    // and an index missing lines (a branch from before the index) is completed on the way.
                    const suiteIndex = `runs/${indexFileName(record.suite)}`;
                    const earlier = parent === null ? [] : await indexedAt(parent, record.suite, true);
                    const lines = [...earlier, { file, blob, summary: summarize(record) }];
                    const indexBlob = git_run_text((await git(['hash-object', '-w', '--stdin'], {
                        input: lines.map(indexLineText).join(''),
                    })).stdout);
                    const commit = await commitWith(parent, [
                        { file, blob },
                        { file: suiteIndex, blob: indexBlob },
                    ], message);
                    debug(`push ${commit} onto ${parent ?? 'a new orphan branch'} (attempt ${attempt})`);
                    const outcome = await push(commit, parent);
                    if (outcome.ok) {
                        await git(['update-ref', trackingRef, commit]);
                        debug(`pushed ${file}`);
                        return file;
                    }
                    if (!outcome.retryable) {
                        throw new Error(`could not append ${file} to branch '${branch}' of ${shownRemote}: the push was refused (${outcome.reason}); check that the token may push to that branch and that no branch protection rule covers it`);
                    }
                    if (attempt >= maxAttempts) {
                        throw new Error(`could not append ${file} to branch '${branch}' of ${shownRemote}: the push was rejected ${attempt} times because other writers kept moving the branch (last: ${outcome.reason}); run again, or raise maxAttempts`);
                    }
                    // Full jitter: writers that collided once spread out instead of colliding again.
                    const delay = random() * Math.min(BACKOFF_CAP_MS, BACKOFF_BASE_MS * 2 ** (attempt - 1));
                    debug(`retry ${attempt}: push rejected (${outcome.reason}); waiting ${Math.round(delay)} ms`);
                    await (0,external_node_timers_promises_.setTimeout)(delay);
                }
            });
        },
        async summaries(suite, modelId) {
            checkPathSegment(suite, 'suite');
            return serialized(async () => {
                await prepare();
                const tip = await fetchTip();
                listedTip = tip;
                if (tip === null)
                    return [];
                const entries = (await indexedAt(tip, suite))
                    .filter((l) => modelId === undefined || l.summary.model.id === modelId)
                    .map((l) => ({ path: l.file, summary: l.summary }));
                return byStartTime(entries, (e) => e.summary.environment.started_at, (e) => e.path);
            });
        },
        async read(entry) {
            return serialized(async () => {
                await prepare();
                const tip = listedTip ?? (await fetchTip());
                const sha = tip === null ? null : await blobAt(tip, entry.path);
                if (sha === null) {
                    throw new core_errors/* InputError */.d(`${onBranch(entry.path)}: the run record is not on the branch`);
                }
                const where = onBranch(entry.path);
                const record = parseRunRecord((await readBlobs([{ sha, file: entry.path }], git, onBranch))[0], where);
                checkFiledUnder(record, entry.summary.suite, where);
                return checkMatchesSummary(record, entry, where, onBranch(`runs/${indexFileName(entry.summary.suite)}`));
            });
        },
        async list(suite, modelId) {
            checkPathSegment(suite, 'suite');
            return serialized(async () => {
                await prepare();
                const tip = await fetchTip();
                if (tip === null)
                    return [];
                const files = await recordBlobs(tip, suite);
                if (files.length === 0)
                    return [];
                const contents = await readBlobs(files, git, onBranch);
                const entries = [];
                files.forEach(({ file }, i) => {
                    const record = parseRunRecord(contents[i], onBranch(file));
                    checkFiledUnder(record, suite, onBranch(file));
                    if (modelId === undefined || record.model.id === modelId)
                        entries.push({ path: file, record });
                });
                return oldestFirst(entries);
            });
        },
    };
}
function branchPath(record) {
    const started = new Date(record.environment.started_at);
    if (Number.isNaN(started.getTime())) {
        throw new core_errors/* InputError */.d(`run record ${JSON.stringify(record.run_id)}: environment.started_at ${JSON.stringify(record.environment.started_at)} is not a date (the data branch files runs by the day they started)`);
    }
    const [year, month, day] = started.toISOString().slice(0, 10).split('-');
    return `runs/${record.suite}/${year}/${month}/${day}/${recordFileName(record)}`;
}

;// CONCATENATED MODULE: ./src/action/scheduled.ts









/**
 * Scheduled and dispatched runs (and pushes): the checked-out commit is the bar. The gate runs,
 * the runs go to the data branch, the previous scheduled run is compared, and a tracking issue
 * follows regressions.
 */
async function branchGate(flow, loaded) {
    const { inputs } = flow;
    const prepared = await prepareSuite(loaded, inputs.models);
    const result = await withResponseCache(flow, loaded.config.suite, prepared.protocolId, (options) => runGate(loaded, options, prepared));
    await publishBranch(flow, loaded, result);
}
/** After the gate of a branch: history, the previous scheduled run, tracking issue, report. */
async function publishBranch(flow, loaded, result) {
    const { inputs, github } = flow;
    const previous = await previousRuns(flow, loaded, result);
    await appendHistory(flow, result.runs.map((r) => r.record));
    // Model ids, builds and reasons come from the config and the provider: escaped like any cell.
    const footer = previous.length
        ? `\n### Against the previous scheduled run\n\n${previous.map((d) => `- **${cell(d.model)}**: ${d.delta === null ? cell(d.reason) : `Δ ${d.delta.toFixed(1)} (${d.verdict})`}`).join('\n')}\n`
        : '';
    const track = github && inputs.issueOnRegression
        ? (fitted) => trackIssue(github, loaded.config.suite, fitted, result.failed)
        : undefined;
    await publishGate({ ...flow, result, footer, ...(track ? { track } : {}) });
}
/** mode: run — rerun and record, no verdict. */
async function recordOnly(flow, loaded) {
    const prepared = await prepareSuite(loaded, flow.inputs.models);
    const runs = await withResponseCache(flow, loaded.config.suite, prepared.protocolId, (options) => runSuite(prepared, options));
    await appendHistory(flow, runs.map((r) => r.record));
    flow.outcome.output(names/* OUTPUT */.aQ.verdict, 'pass');
    flow.outcome.output(names/* OUTPUT */.aQ.baselineChanged, 'false');
}
async function trackIssue(github, suite, markdown, failed) {
    const title = `evalgate: ${suite} regressed`;
    const existing = await github.findOpenIssue('evalgate', title);
    const body = capBody(markdown);
    if (failed) {
        if (existing)
            await github.updateIssue(existing.number, { body });
        else
            await github.createIssue(title, body, ['evalgate']);
    }
    else if (existing) {
        await github.updateIssue(existing.number, {
            body: capBody(`Resolved: a later scheduled run passes.\n\n${markdown}`),
            state: 'closed',
        });
    }
}
/** The previous scheduled runs of the same protocol, from the data branch, diffed with this one. */
async function previousRuns(flow, loaded, result) {
    const { inputs, context } = flow;
    if (!inputs.dataBranch)
        return [];
    const store = gitDataBranchStore({ repoDir: context.workspace, branch: inputs.dataBranch });
    const entries = (await sideChannel('read the data branch', () => store.summaries(loaded.config.suite))) ?? [];
    const diffs = [];
    for (const { record } of result.runs) {
        // Found in the index; only that one full record is read, checked against its index line.
        const last = entries
            .filter((e) => e.summary.model.id === record.model.id && e.summary.protocol_id === record.protocol_id)
            .at(-1);
        if (!last)
            continue;
        const previous = await sideChannel(`read run ${last.summary.run_id} from the data branch`, () => store.read(last));
        if (previous)
            diffs.push(diffRun(record, previous, loaded.config.gate));
    }
    return diffs;
}
async function appendHistory(flow, records) {
    const { inputs, context } = flow;
    // Pull requests measure unmerged code: only runs of the default branch's config go to history.
    if (!inputs.dataBranch || context.pull)
        return;
    const store = gitDataBranchStore({ repoDir: context.workspace, branch: inputs.dataBranch });
    // A rerun with the outcomes of a run already on the branch goes there marked as its replay
    // (kept as a record that the gate ran; not a new trend point), as in the local history.
    const suites = [...new Set(records.map((r) => r.suite))];
    const stored = [];
    for (const suite of suites) {
        const entries = await sideChannel(`read the ${inputs.dataBranch} branch`, () => store.summaries(suite));
        stored.push(...(entries ?? []).map((e) => e.summary));
    }
    for (const record of records) {
        const marked = markReplay(record, stored);
        await sideChannel(`append run ${record.run_id} to the ${inputs.dataBranch} branch`, () => store.append(marked));
    }
}

;// CONCATENATED MODULE: ./src/action/compare.ts













/** The marker of a suite's comparison comment: its own, never the gate report's. */
const compareMarker = (suite) => `<!-- evalgate:compare suite=${suite} -->`;
/**
 * mode: compare — measure every model entry of the checked-out config and publish how they rank
 * on its slice (paired tests, the top group, cost and latency): the job summary, a comment on the
 * pull request under its own marker, the markdown, HTML and JSON files. Nothing is gated or
 * frozen; the step fails only when the comparison cannot be made.
 */
async function compareMode(flow, loaded) {
    const { inputs, context, github, env, outcome } = flow;
    const suite = loaded.config.suite;
    const prepared = await prepareSuite(loaded, inputs.models);
    const runs = await withResponseCache(flow, suite, prepared.protocolId, (options) => runSuite(prepared, options));
    await appendHistory(flow, runs.map((r) => r.record));
    const comparison = compareRuns(runs.map((r) => r.record), { alpha: loaded.config.gate.alpha, prices: pricesOf(loaded.config) });
    const footer = context.runUrl ? `\n[Workflow run](${context.runUrl})\n` : '';
    const markdown = `${compareMarkdown(comparison)}${footer}`;
    const dir = runnerTemp(env, 'evalgate');
    await (0,promises_.mkdir)(dir, { recursive: true });
    const report = external_node_path_default().join(dir, `${suite}-compare.md`);
    const html = external_node_path_default().join(dir, `${suite}-compare.html`);
    const json = external_node_path_default().join(dir, `${suite}-compare.json`);
    await (0,promises_.writeFile)(report, markdown);
    await (0,promises_.writeFile)(html, compareHtml(comparison));
    await (0,promises_.writeFile)(json, `${JSON.stringify(compareJson(comparison))}\n`);
    await uploadReport(`evalgate-${suite}-compare-${env.GITHUB_RUN_ATTEMPT ?? '1'}`, [report, html], env);
    await sideChannel('write the job summary', () => core/* summary */.z.addRaw(markdown).write());
    let commentUrl;
    if (context.pull && github) {
        commentUrl = await sideChannel('post the comparison comment', () => upsertComment(github, inputs, context.pull.number, suite, capBody(markdown), false, compareMarker(suite)));
    }
    outcome.output(names/* OUTPUT */.aQ.verdict, 'compared');
    outcome.output(names/* OUTPUT */.aQ.maxDrop, '0');
    outcome.output(names/* OUTPUT */.aQ.reportPath, report);
    outcome.output(names/* OUTPUT */.aQ.resultsJson, json);
    outcome.output(names/* OUTPUT */.aQ.commentUrl, commentUrl ?? '');
    outcome.output(names/* OUTPUT */.aQ.baselineChanged, 'false');
}

;// CONCATENATED MODULE: ./src/engine/freeze.ts






/**
 * Writes runs as the new baselines of their model entries. A run measured under another protocol
 * than the config defines now is refused: it would be a baseline nothing can be compared with.
 */
async function freezeRecords(loaded, prepared, runs, frozenBy) {
    for (const { file, record } of runs) {
        assertWhole(record, file, 'freeze');
        if (record.suite !== loaded.config.suite) {
            throw new core_errors/* InputError */.d(`${file}: the run is of suite "${record.suite}", not "${loaded.config.suite}"`);
        }
        const entry = loaded.config.models.find((m) => m.id === record.model.id);
        if (!entry) {
            throw new core_errors/* InputError */.d(`${file}: model "${record.model.id}" is not a model entry of ${loaded.file}`);
        }
        const slot = slotProtocol(prepared, entry);
        if (record.protocol_id !== slot.protocolId) {
            const parts = protocolDifferences(record.protocol, slot.protocol).map((d) => d.part);
            throw new core_errors/* InputError */.d(`${file}: refusing to freeze: the run's protocol differs from the config's current protocol (${parts.join(', ') || 'protocol id'}); rerun with \`evalgate run\` and freeze that`);
        }
        if (record.incomplete) {
            throw new core_errors/* InputError */.d(`${file}: refusing to freeze an incomplete run (${record.incomplete.reason})`);
        }
    }
    const frozen = [];
    for (const { record } of runs) {
        const file = baselinePath(loaded, record.model.id);
        frozen.push(await freeze_freezeOne(file, record, await readSlotBaseline(loaded, record.model.id), frozenBy));
    }
    return frozen;
}
/**
 * Writes `record` as the baseline at `file` and says what it replaced: the one writer of a frozen
 * baseline, for a suite's slots and for imported lm-eval results alike. A build is named as the
 * provider reported it, else as requested, for the new baseline and the previous one.
 */
async function freeze_freezeOne(file, record, previous, frozenBy) {
    await writeBaseline(file, record, {
        commit: frozenBy.commit ?? record.environment.git_sha,
        note: frozenBy.note,
        now: new Date(),
    });
    const build = (r) => r.model.build.model ?? r.model.requested;
    return {
        model: record.model.id,
        build: build(record),
        score: record.aggregates.score,
        previous: previous
            ? { score: previous.aggregates.score, run_id: previous.run_id, build: build(previous) }
            : null,
        file,
        path: config_displayPath(file),
    };
}

;// CONCATENATED MODULE: ./src/engine/git-commit.ts





/**
 * Commits files on top of a remote branch and pushes, without touching the checkout: the commit
 * is built with plumbing (a private index file, write-tree, commit-tree) on the branch's fetched
 * tip. A branch that moved meanwhile rejects the push, which is reported, never forced.
 */
async function commitFilesToBranch(options) {
    const remote = options.remote ?? 'origin';
    const ref = `refs/evalgate/commit/${options.branch}`;
    const index = external_node_path_default().join(external_node_os_default().tmpdir(), `evalgate-index-${process.pid}-${Date.now()}`);
    const env = {
        ...process.env,
        GIT_TERMINAL_PROMPT: '0',
        GIT_INDEX_FILE: index,
        GIT_AUTHOR_NAME: options.author.name,
        GIT_AUTHOR_EMAIL: options.author.email,
        GIT_COMMITTER_NAME: options.author.name,
        GIT_COMMITTER_EMAIL: options.author.email,
    };
    const git = (args, input) => new Promise((resolve, reject) => {
        const child = (0,external_node_child_process_.execFile)('git', args, { cwd: options.repoDir, env, maxBuffer: 64 << 20 }, (error, stdout, stderr) => {
            if (error)
                reject(new core_errors/* InputError */.d(`git ${args[0]} failed: ${String(stderr).trim() || error.message}`));
            else
                resolve(String(stdout).trim());
        });
        if (input !== undefined)
            child.stdin?.end(input);
    });
    try {
        let parent;
        if (options.from !== undefined) {
            const present = await git(['cat-file', '-e', `${options.from}^{commit}`]).then(() => true, () => false);
            // A pull request's head commit is not in a depth-1 merge checkout: fetch it by its sha.
            if (!present && /^[0-9a-f]{40}$/.test(options.from)) {
                await git(['fetch', '--quiet', '--no-tags', '--depth=1', remote, options.from]);
            }
            parent = await git(['rev-parse', '--verify', `${options.from}^{commit}`]);
        }
        else {
            await git(['fetch', '--quiet', '--no-tags', remote, `+refs/heads/${options.branch}:${ref}`]);
            parent = await git(['rev-parse', '--verify', `${ref}^{commit}`]);
        }
        await git(['read-tree', parent]);
        for (const file of options.files) {
            const blob = await git(['hash-object', '-w', '--stdin'], file.content);
            await git(['update-index', '--add', '--cacheinfo', `100644,${blob},${file.path}`]);
        }
        const tree = await git(['write-tree']);
        const commit = await git(['commit-tree', tree, '-p', parent, '-m', options.message]);
        try {
            await git([
                'push',
                '--quiet',
                '--no-verify',
                remote,
                `${commit}:refs/heads/${options.branch}`,
            ]);
        }
        catch (error) {
            throw new core_errors/* InputError */.d(`could not push to branch "${options.branch}" of ${remote}: ${error.message}. The workflow needs \`permissions: contents: write\`, and the branch must not have moved meanwhile (push again to rerun).`);
        }
        return commit;
    }
    finally {
        await (0,promises_.rm)(index, { force: true });
    }
}

;// CONCATENATED MODULE: ./src/core/bar.ts



/**
 * What a measured slot points at, and how it is asked (reasoning, token limit: listed for
 * reviewers; its protocol records them for the gate).
 */
const TARGET_KEYS = [
    'provider',
    'model',
    'base_url',
    'api',
    'command',
    'cassette',
    'strategy',
    'headers',
    'api_key_env',
    'reasoning',
    'token_limit',
];
function barSnapshot(config, measured, baselines, judgeFiles = {}) {
    const judgeIds = new Set(config.grader.kind === 'llm_judge' ? [config.grader.judge] : []);
    const { dataset, wash, slice, harness, grader, decoding, repeats } = config;
    return {
        suite: config.suite,
        gate: config.gate,
        program: { dataset, wash, slice, harness, grader, decoding, repeats },
        protocol: measured.protocol,
        protocolId: measured.protocolId,
        slots: config.models.filter((m) => !judgeIds.has(m.id)).map((m) => m.id),
        judges: Object.fromEntries(config.models.filter((m) => judgeIds.has(m.id)).map((m) => [m.id, m])),
        targets: Object.fromEntries(config.models
            .filter((m) => !judgeIds.has(m.id))
            .map((m) => [m.id, Object.fromEntries(TARGET_KEYS.map((key) => [key, m[key]]))])),
        baselines,
        judgeFiles,
    };
}
/**
 * Whether the head's judge is the base's: the same entry naming files of the same content. Then
 * the judge runs from the base's files, so nothing the pull request changes (a file the judge's
 * program reads without naming it) reaches the grades.
 */
function sameJudge(base, head) {
    return (canonicalJson(base.judges) === canonicalJson(head.judges) &&
        canonicalJson(base.judgeFiles) === canonicalJson(head.judgeFiles));
}
/** Every difference between the head's bar and the base's, each named with both values. */
function diffBar(input) {
    const { base, head } = input;
    const changes = [];
    const change = (kind, what, a, b, blocking = true, note) => {
        const [base, head] = showPair(a, b);
        changes.push({ kind, what, base, head, blocking, ...(note ? { note } : {}) });
    };
    if (base) {
        if (base.suite !== head.suite)
            change('suite', 'suite', base.suite, head.suite, true, 'the baselines folder moves with it');
        for (const [key, a, b] of leafDiff(base.gate, head.gate, 'gate'))
            change('gate', key, a, b);
        for (const [key, a, b] of leafDiff(base.program, head.program, ''))
            change('program', key, a, b);
        for (const d of protocolDifferences(base.protocol, head.protocol))
            change('protocol', `protocol: ${d.part}`, d.old, d.new);
        const headSlots = new Set(head.slots);
        for (const id of base.slots)
            if (!headSlots.has(id))
                change('slot', `slot ${id}`, 'measured', null, true, 'removed or renamed');
        for (const id of head.slots) {
            const a = base.targets[id];
            const b = head.targets[id];
            if (!a || !b)
                continue;
            for (const [key, was, now] of leafDiff(a, b, `slot ${id}`)) {
                // How the slot is asked is part of its protocol: a change moves the bar, like any part.
                const asked = key.startsWith(`slot ${id}.reasoning`) || key === `slot ${id}.token_limit`;
                if (asked)
                    change('protocol', key, was, now, true, "part of this slot's protocol");
                else
                    change('slot', key, was, now, false, 'what is measured: review it like code');
            }
        }
        for (const id of head.slots)
            if (!base.slots.includes(id))
                change('slot', `slot ${id}`, null, 'measured', false, 'new slot, measured without a baseline');
        for (const id of new Set([...Object.keys(base.judges), ...Object.keys(head.judges)])) {
            const a = base.judges[id];
            const b = head.judges[id];
            if (canonicalJson(a ?? null) !== canonicalJson(b ?? null))
                change('judge', `judge ${id}`, a ?? null, b ?? null);
        }
        for (const file of new Set([
            ...Object.keys(base.judgeFiles),
            ...Object.keys(head.judgeFiles),
        ])) {
            const a = base.judgeFiles[file];
            const b = head.judgeFiles[file];
            if (a === b)
                continue;
            change('judge', `judge file ${file}`, a === undefined ? null : `sha256 ${a.slice(0, 12)}`, b === undefined ? null : `sha256 ${b.slice(0, 12)}`, true, "the judge's program or recorded answers: it grades every response");
        }
    }
    else {
        for (const id of head.slots)
            change('slot', `slot ${id}`, null, 'measured', false, 'new suite: no bar at the base');
    }
    const baseFiles = base?.baselines ?? {};
    for (const file of new Set([...Object.keys(baseFiles), ...Object.keys(head.baselines)])) {
        const a = baseFiles[file];
        const b = head.baselines[file];
        if (a === b)
            continue;
        const note = a === undefined ? 'added' : b === undefined ? 'removed' : 'changed';
        change('baseline', file, a === undefined ? null : `sha256 ${a.slice(0, 12)}`, b === undefined ? null : `sha256 ${b.slice(0, 12)}`, true, note);
    }
    // The file list catches what the trees alone cannot name: a rename out of the folder.
    const listed = new Set(changes.filter((c) => c.kind === 'baseline').map((c) => c.what));
    const inFolder = (file) => file !== undefined && input.baselineFolders.some((folder) => file.startsWith(folder));
    for (const file of input.pullFiles) {
        const from = file.previous_filename;
        if (from !== undefined &&
            from !== file.filename &&
            (inFolder(from) || inFolder(file.filename))) {
            change('baseline', from, 'here', file.filename, true, `renamed to ${file.filename}`);
        }
        else if (inFolder(file.filename) && !listed.has(file.filename)) {
            change('baseline', file.filename, null, null, true, `${file.status} in the pull request`);
        }
    }
    for (const file of input.cacheFiles)
        change('cache', file, null, 'committed', false, 'response cache files are never read in Action runs; a cache in the repository could plant answers for local runs');
    return changes;
}
function showPair(a, b) {
    const plain = (v) => (typeof v === 'bigint' ? v.toString() : v);
    const [x, y] = clipPair(plain(a), plain(b));
    return [a === null || a === undefined ? null : x, b === null || b === undefined ? null : y];
}
/** [key path, base value, head value] for each leaf that differs; arrays count as leaves. */
function leafDiff(a, b, at) {
    const isObject = (v) => v !== null && typeof v === 'object' && !Array.isArray(v);
    if (isObject(a) && isObject(b)) {
        const out = [];
        for (const key of new Set([...Object.keys(a), ...Object.keys(b)])) {
            out.push(...leafDiff(a[key], b[key], at ? `${at}.${key}` : key));
        }
        return out;
    }
    return canonicalJson(a ?? null) === canonicalJson(b ?? null) ? [] : [[at, a, b]];
}
// --- what is measured -------------------------------------------------------------------------
/**
 * The config a pull request is measured under: the base's whole bar, with the head's slots as
 * the builds to measure (existing slots keep their ids; new ones come in without a baseline).
 * Judges come from the base: the judge is part of the grader, not of what is measured.
 */
function measuredConfig(base, head) {
    const judgeIds = new Set(base.grader.kind === 'llm_judge' ? [base.grader.judge] : []);
    const judges = base.models.filter((m) => judgeIds.has(m.id));
    const measured = head.models.filter((m) => !judgeIds.has(m.id));
    return { ...base, models: [...measured, ...judges] };
}

;// CONCATENATED MODULE: ./src/action/approval.ts








/** The bar changes of a head relative to its base, and their digest. */
function changesOf(base, head) {
    const changes = barChangeSet(base, head);
    return { changes, digest: changeSetDigest(head.suite, changes) };
}
/**
 * Whether a maintainer's review approves the bar changes the head makes (`base` -> `head`). For
 * each reviewer the latest review that is not a comment decides (core/approval.ts). It approves
 * when its reviewer is a user with `freeze-permission` now, its body names the code of these
 * changes, and the commit it reviewed makes exactly these changes relative to its merge base
 * with the base branch, so a routine approval never approves a buried change, a push that
 * changes a bar part voids it and one that changes none does not. Every read fails closed; a
 * reviewed commit that cannot be read approves nothing.
 */
async function reviewApproval(flow, sides, pull, reviews) {
    const { changes, digest } = changesOf(sides.base, sides.head);
    const code = approvalCode(digest);
    const line = approveLine(digest);
    const listed = reviews ?? (await readReviews(flow, pull));
    const found = await approvedChanges(flow, listed, sides);
    const match = found.approved.find((a) => a.digest === digest);
    if (match) {
        return { approved: true, by: match.by, commit: match.commit, digest, line, reason: null };
    }
    const notes = [...reviewNotes(listed, code), ...found.notes];
    for (const other of found.approved) {
        notes.push(`${other.by} approved the changes of commit ${other.commit.slice(0, 12)}, and the head's differ from them (${differingParts(other.changes, changes).join(', ')})`);
    }
    const reason = notes.length
        ? `no review approves these changes: ${notes.join('; ')}`
        : 'no review approves these changes';
    return { approved: false, by: null, commit: null, digest, line, reason };
}
function readReviews(flow, pull) {
    return barRead(`read the reviews of pull request #${pull}`, () => flow.github.reviews(pull));
}
/**
 * The bar changes that standing approvals approve: for each reviewer with `freeze-permission`
 * whose latest decision approves a commit and names a code, the changes that commit makes
 * relative to its merge base, when their code is one the review names.
 */
async function approvedChanges(flow, reviews, sides) {
    const { inputs } = flow;
    const approved = [];
    const notes = [];
    for (const standing of standingApprovals(reviews)) {
        const who = standing.login;
        const role = await barRead(`read the repository permission of ${who}`, () => permissionOf(flow, who));
        if (!roleAllows(role, inputs.freezePermission)) {
            notes.push(`${who}'s permission is ${role}; approving a bar needs ${inputs.freezePermission} (input freeze-permission)`);
            continue;
        }
        const reviewed = await commitChanges(flow, standing.commitId, sides.baseSha, sides.readCommit);
        if ('error' in reviewed) {
            notes.push(`${who} reviewed ${standing.commitId.slice(0, 12)}, ${reviewed.error}`);
            continue;
        }
        if (!standing.codes.includes(approvalCode(reviewed.digest))) {
            notes.push(`${who}'s review names \`evalgate approve ${standing.codes.join(', ')}\`, and the commit it reviewed (${standing.commitId.slice(0, 12)}) makes the changes \`${approvalCode(reviewed.digest)}\``);
            continue;
        }
        approved.push({ by: who, commit: standing.commitId, ...reviewed });
    }
    return { approved, notes };
}
/**
 * The bar changes a reviewed commit makes relative to its merge base with the base branch (from
 * the compare API), read from git; an error when the commit cannot be fetched or read.
 */
async function commitChanges(flow, sha, baseSha, readCommit) {
    if (!/^[0-9a-f]{40}$/.test(sha))
        return { error: 'which is not a commit sha' };
    // A commit and a base never change: a review's run weighs the same reviewed commit up to three
    // times (the bar, the reviews without this one, the status check), and reads it once.
    const key = [flow.context.workspace, flow.inputs.config, sha, baseSha].join('\0');
    const known = readChanges.get(key);
    if (known)
        return known;
    const read = await readCommitChanges(flow, sha, baseSha, readCommit);
    if (!('error' in read))
        readChanges.set(key, read);
    return read;
}
const readChanges = new Map();
async function readCommitChanges(flow, sha, baseSha, readCommit) {
    const compared = await barRead(`compare ${sha.slice(0, 12)} with the base`, () => flow.github.compare(baseSha, sha)).catch((error) => 
    // fail closed: a reviewed commit that cannot be compared approves nothing (a note says why).
    ({ error: errorText(error) }));
    if ('error' in compared)
        return { error: `which cannot be compared with the base: ${compared.error}` };
    const root = await (0,promises_.mkdtemp)(runnerTemp(flow.env, 'evalgate-reviewed-'));
    try {
        await extractCommit({ repoDir: flow.context.workspace, sha, dest: root });
        const sides = await readCommit(compared.mergeBase, root);
        return changesOf(sides.base, sides.head);
    }
    catch (error) {
        // fail closed: a reviewed commit that cannot be read approves nothing (a note says why).
        return { error: `which cannot be read: ${errorText(error)}` };
    }
    finally {
        await (0,promises_.rm)(root, { recursive: true, force: true });
    }
}
function differingParts(a, b) {
    const parts = [...new Set([...Object.keys(a), ...Object.keys(b)])].filter((p) => a[p] !== b[p]);
    return parts.length > 6 ? [...parts.slice(0, 6), `${parts.length - 6} more`] : parts;
}
async function permissionOf(flow, login) {
    try {
        return roleOf(await flow.github.permission(login));
    }
    catch (error) {
        // Not a collaborator (or not a user): no permission, which is an answer, not a failure.
        if (error.status === 404)
            return 'none';
        throw error;
    }
}

;// CONCATENATED MODULE: ./src/action/sides.ts










/**
 * The base commit's config, data and baselines and the head's, and the config the head's builds
 * are measured under, read with git only (no API call: the measuring job's token may be
 * read-only or absent). `headRoot` is where the head's files are: the checkout on pull_request,
 * a copy of the fetched head commit in the verdict job.
 */
async function readPullSides(flow, headRoot) {
    const baseSha = flow.context.pull.baseSha;
    if (!baseSha)
        throw new BarUnverifiable('the event payload has no pull_request.base.sha');
    return readGitSides(flow, baseSha, headRoot);
}
async function readGitSides(flow, baseSha, headRoot) {
    const { inputs, env } = flow;
    const baseRoot = runnerTemp(env, `evalgate-base-${baseSha.slice(0, 12)}`);
    await barRead(`check out the base commit ${baseSha}`, () => extractCommit({ repoDir: flow.context.workspace, sha: baseSha, dest: baseRoot }));
    // The config's place in the repository, whether the input names it relative or absolute.
    const configPath = external_node_path_default().relative(flow.context.workspace, external_node_path_default().resolve(flow.context.workspace, inputs.config));
    const headFile = external_node_path_default().join(headRoot, configPath);
    const headLoaded = { ...(await loadConfig(headFile)), readRoot: headRoot };
    const headSide = await side(headLoaded, headRoot);
    const baseFile = external_node_path_default().join(baseRoot, configPath);
    const base = (await exists(baseFile))
        ? await barRead(`read the bar from ${inputs.config} at the base commit`, async () => side({ ...(await loadConfig(baseFile)), readRoot: baseRoot }, baseRoot))
        : null;
    const head = judgedFromBase(headSide, base);
    const measured = base
        ? {
            config: measuredConfig(base.loaded.config, headLoaded.config),
            document: base.loaded.document,
            ...(base.loaded.locate ? { locate: base.loaded.locate } : {}),
            file: `${inputs.config} at the base commit ${baseSha.slice(0, 12)}`,
            baseDir: base.loaded.baseDir,
            modelDir: headLoaded.baseDir,
            barDir: base.loaded.baseDir,
            readRoot: baseRoot,
        }
        : { ...headLoaded, barDir: external_node_path_default().dirname(baseFile) };
    const plan = {
        sha: baseSha,
        root: baseRoot,
        base,
        program: (base ?? head).prepared,
        measured,
        config: base?.loaded ?? headLoaded,
    };
    return { plan, head: { root: headRoot, side: head } };
}
/**
 * Reads both sides (see readPullSides) and what changed between them given the changed files.
 * Every read succeeds or the check fails closed.
 */
async function readSides(flow, baseSha, headRoot, pullFiles) {
    const sides = await readGitSides(flow, baseSha, headRoot);
    const head = sides.head.side;
    const { base, root: baseRoot } = sides.plan;
    const folders = [head, base].flatMap((s) => s ? [`${repoPath(s === head ? headRoot : baseRoot, baselineDir(s.loaded))}/`] : []);
    const cacheFolder = `${repoPath(headRoot, statePath(head.loaded.baseDir, 'cache'))}/`;
    const cacheFiles = pullFiles
        .filter((f) => f.status !== 'removed' && f.filename.startsWith(cacheFolder))
        .map((f) => f.filename);
    const changes = diffBar({
        base: base?.snapshot ?? null,
        head: head.snapshot,
        pullFiles,
        baselineFolders: folders,
        cacheFiles,
    });
    const missing = [];
    for (const id of base?.snapshot.slots ?? []) {
        if (head.snapshot.slots.includes(id))
            continue;
        const baseline = await readSlotBaseline(base.loaded, id);
        if (baseline)
            missing.push(baseline);
    }
    return { ...sides, missing, changes, blocked: barBlocked(changes) };
}
/** A config with its protocol and the snapshot of its bar, files hashed relative to `root`. */
async function side(loaded, root) {
    const prepared = await prepareSuite(loaded, []);
    const { baselines, judgeFiles } = await barFiles(loaded, root);
    return {
        loaded,
        prepared,
        snapshot: barSnapshot(loaded.config, prepared, baselines, judgeFiles),
    };
}
/**
 * The head's side with its judge run from the base's files when the head keeps the base's judge:
 * under the head's approved program, a file the judge reads without naming it stays the base's.
 */
function judgedFromBase(head, base) {
    if (!base || Object.keys(head.snapshot.judges).length === 0)
        return head;
    if (!sameJudge(base.snapshot, head.snapshot))
        return head;
    const loaded = { ...head.loaded, judgeDir: base.loaded.baseDir };
    return { ...head, loaded, prepared: { ...head.prepared, loaded } };
}
function repoPath(root, file) {
    return external_node_path_default().relative(root, file).split((external_node_path_default()).sep).join('/');
}
async function exists(file) {
    return (0,promises_.access)(file).then(() => true, () => false);
}

;// CONCATENATED MODULE: ./src/action/freeze.ts
// Longer than 250 lines: the label's freeze and the dispatched freeze share the measurement, the
// one commit of every frozen suite's baselines and the comment that prints the approve line.















const BOT = {
    name: 'github-actions[bot]',
    email: '41898282+github-actions[bot]@users.noreply.github.com',
};
/** workflow_dispatch with mode: freeze: rerun, write the baselines, open a pull request with them. */
async function freezeMode(flow, loaded) {
    const { context, github, env } = flow;
    const note = `frozen by workflow run ${context.runUrl ?? ''}`.trim();
    const before = github ? await side(loaded, context.workspace) : null;
    const { runs, files, message, table } = await rerunAndFreeze(flow, loaded, note, {
        root: context.workspace,
        commit: context.sha,
    });
    await appendHistory(flow, runs.map((r) => r.record));
    let where = 'Commit these files (or open a pull request with them) so the new baselines are reviewed like code.';
    if (github && context.eventName === 'workflow_dispatch') {
        // With a token, the new baselines arrive as a pull request, reviewed and merged like code.
        const branch = `evalgate/freeze-${loaded.config.suite}-${runs[0]?.record.run_id ?? Date.now()}`;
        await commitFilesToBranch({
            repoDir: context.workspace,
            branch,
            from: 'HEAD',
            files,
            message,
            author: BOT,
        });
        // What the new pull request changes: the baselines it carries, and the review line approving them.
        const after = await side(loaded, context.workspace);
        const line = approveLine(changesOf(before.snapshot, after.snapshot).digest);
        const approve = `They change the bar, so the pull request passes only with an approving review by someone with ${flow.inputs.freezePermission} permission whose body holds the line \`${line}\`.`;
        const pull = await github.createPull(`evalgate: new baselines for ${loaded.config.suite}`, branch, env.GITHUB_REF_NAME ?? 'main', capBody(`New baselines frozen by ${context.runUrl ?? 'a workflow run'}.\n\n${table}\n\n${approve} A pull request opened with the workflow's token starts no workflow run: push a commit to it, or close and reopen it, to start the gate (or let the Action open it with an App token).\n`));
        where = `Opened pull request #${pull.number} (${pull.url}) with these files. ${approve}`;
    }
    const markdown = `## 🧊 evalgate ${loaded.config.suite}: new baselines frozen\n\n${table}\n\n${where}\n`;
    await sideChannel('write the job summary', () => core/* summary */.z.addRaw(markdown).write());
    flow.outcome.output(names/* OUTPUT */.aQ.verdict, 'frozen');
    flow.outcome.output(names/* OUTPUT */.aQ.baselineChanged, 'true');
}
/** Reruns the suite and writes its runs as the new baselines; what both freeze paths share. */
async function rerunAndFreeze(flow, loaded, note, 
/** The repository's files (`root`, the paths of the commit are relative to it) and their commit. */
at, prepared) {
    prepared ??= await prepareSuite(loaded, flow.inputs.models);
    // A baseline is a measurement: only this workflow run's own answers may stand in.
    const runs = await withResponseCache(flow, loaded.config.suite, prepared.protocolId, (options) => runSuite(prepared, options), '', true);
    const frozen = await freezeRecords(loaded, prepared, runs.map((r) => ({ file: r.path, record: r.record })), { commit: at.commit, note });
    const files = await Promise.all(frozen.map(async (f) => ({
        path: external_node_path_default().relative(at.root, f.file).split((external_node_path_default()).sep).join('/'),
        content: await (0,promises_.readFile)(f.file, 'utf8'),
    })));
    const message = `evalgate: freeze baselines of ${loaded.config.suite} (${frozen.map((f) => f.model).join(', ')}) at slice ${prepared.slice.fingerprint.slice(0, 12)}`;
    const rows = frozen.map((f) => `| ${cell(f.model)} | ${f.previous ? `${f.previous.score?.toFixed(1) ?? 'n/a'} (${cell(f.previous.build ?? '')})` : 'none'} | ${f.score?.toFixed(1) ?? 'n/a'} (${cell(f.build ?? '')}) | ${code(external_node_path_default().relative(at.root, f.file))} |`);
    const table = [
        '| model | old baseline | new baseline | file |',
        '|---|---:|---:|---|',
        ...rows,
    ].join('\n');
    return { prepared, runs, files, message, table };
}
const freezeMarker = (suite) => `<!-- evalgate:freeze suite=${suite} -->`;
/**
 * The freeze label, applied by an allowed user: rerun under the head's bar and commit the new
 * baselines to the pull request's branch, on the very commit measured. The label approves
 * nothing: the new commit's status is `failure` until an approving review names its changes.
 * With several suites in one step the suites' freezes are handed to the step (`outcome.freeze`),
 * which commits them together.
 */
async function labelFreeze(flow, bar, actor) {
    const { inputs, context } = flow;
    const pull = context.pull;
    if (pull.fork) {
        throw new core_errors/* InputError */.d(`the "${inputs.freezeLabel}" label cannot freeze baselines on a pull request from a fork (${pull.headRepo}): this workflow cannot push to the fork's branch. Freeze on a branch of this repository instead (workflow_dispatch with mode: freeze), or ask the author to commit the baselines it produces.`);
    }
    if (!pull.headSha)
        throw new core_errors/* InputError */.d('the event payload has no pull_request.head.sha to freeze on');
    const label = bar.label?.event?.label ?? inputs.freezeLabel;
    const batch = flow.outcome.freeze;
    // One suite: the label goes first, so a push while this run works is never frozen under it.
    // Several: the step removes it once every suite has read it.
    if (!batch)
        await removeLabel(flow, label);
    const part = await measureFreeze(flow, bar, actor, label);
    if (batch) {
        batch(part);
        flow.outcome.output(names/* OUTPUT */.aQ.verdict, 'frozen');
        flow.outcome.output(names/* OUTPUT */.aQ.baselineChanged, 'true');
        return;
    }
    const [url] = await commitFrozen(flow, [part]);
    flow.outcome.output(names/* OUTPUT */.aQ.verdict, 'frozen');
    flow.outcome.output(names/* OUTPUT */.aQ.baselineChanged, 'true');
    flow.outcome.output(names/* OUTPUT */.aQ.commentUrl, url ?? '');
}
/** Removes a freeze label before anything is committed under it; nothing freezes when it cannot. */
async function removeLabel(flow, label) {
    try {
        await flow.github.removeLabel(flow.context.pull.number, label);
    }
    catch (error) {
        throw new core_errors/* InputError */.d(`could not remove the "${label}" label before freezing, so nothing was frozen: ${error.message}. The workflow needs \`permissions: issues: write\`.`);
    }
}
/** Reruns one suite under the head's bar and writes its new baselines into the head's files. */
async function measureFreeze(flow, bar, actor, label) {
    const { inputs, context } = flow;
    const pull = context.pull;
    const loaded = bar.head.side.loaded;
    const note = `frozen by the ${label} label on pull request #${pull.number}, applied by ${actor}`;
    // In the verdict job the head's files are a fetched copy, and the run the label started (whose
    // answers are frozen) is the measuring run, not this one.
    const root = pull.measured?.root ?? context.workspace;
    const { prepared, files, message, table } = await rerunAndFreeze(flow, loaded, note, { root, commit: pull.measured ? pull.headSha : context.sha }, forModels(bar.head.side.prepared, loaded, inputs.models));
    return {
        suite: loaded.config.suite,
        required: bar.plan.config.config.suite,
        files,
        message,
        table,
        prepared,
        loaded,
        root,
        base: bar.plan.base?.snapshot ?? null,
        actor,
        label,
    };
}
/**
 * Commits the frozen suites' baselines in one commit on the head commit that was measured (if the
 * branch moved meanwhile the push is refused), then per suite: the status `failure` on the new
 * commit and a comment with the line an approving review names. Returns the comments' URLs.
 */
async function commitFrozen(flow, parts) {
    const { inputs, context, github } = flow;
    const pull = context.pull;
    const message = parts.length === 1
        ? parts[0].message
        : `evalgate: freeze baselines of ${parts.map((p) => p.suite).join(', ')}`;
    const sha = await commitFilesToBranch({
        repoDir: context.workspace,
        branch: pull.headRef,
        from: pull.headSha,
        files: parts.flatMap((p) => p.files),
        message,
        author: BOT,
    });
    const urls = [];
    for (const part of parts) {
        // The new head changes the bar (its baselines): it passes only with an approving review that
        // names exactly its changes. The label approves nothing, so its status never says success.
        const frozenSide = await side(part.loaded, part.root);
        const line = approveLine(changesOf(part.base, frozenSide.snapshot).digest);
        await setGateStatus(flow, sha, part.required, { state: 'failure', description: `bar-changed: awaiting an approving review (${line})` }, false);
        const { suite, prepared } = part;
        const body = [
            freezeMarker(suite),
            `## 🧊 evalgate ${suite}: new baselines frozen`,
            '',
            `Committed as ${sha.slice(0, 12)} on ${code(pull.headRef)} (slice \`${prepared.slice.fingerprint.slice(0, 12)}\`, protocol \`${prepared.protocolId.slice(0, 12)}\`), measured at the request of ${cell(part.actor)} (the ${cell(part.label)} label). Review them like code before merging.`,
            '',
            part.table,
            '',
            `The label approves nothing: the commit status \`evalgate / ${part.required}\` on ${sha.slice(0, 12)} is failure until someone with ${inputs.freezePermission} permission submits an approving review of that commit whose body holds the line`,
            '',
            `    ${line}`,
            '',
            `which names exactly the bar changes of this pull request with these baselines (config, data, judge and baseline files); a later push that changes any of them needs a new review. ${inputs.pushStartsWorkflows ? 'The push starts a normal run on the new head.' : "A push made with the workflow's token starts no workflow run: the review's own run (pull_request_review) grades the new head."}`,
            '',
        ].join('\n');
        await sideChannel('write the job summary', () => core/* summary */.z.addRaw(body).write());
        urls.push(await sideChannel('post the freeze comment', async () => {
            const existing = await github.findComment(pull.number, freezeMarker(suite), inputs.botLogin);
            return existing
                ? (await github.updateComment(existing.id, capBody(body))).url
                : (await github.createComment(pull.number, capBody(body))).url;
        }));
    }
    return urls;
}

;// CONCATENATED MODULE: ./src/core/measured.ts

/**
 * The one pull request the run measured: among the candidates (the payload's list, else the
 * open pull requests of the run's head repository and branch), the one whose head is the commit
 * the run measured. None or several is an error naming them: a guess could grade one pull
 * request's answers on another's check.
 */
function measuredPull(run, candidates, source) {
    const matching = candidates.filter((c) => c.headSha === run.headSha);
    if (matching.length === 1)
        return { number: matching[0].number };
    const where = `${source} for ${run.headRepo ?? '(unknown repository)'}:${run.headBranch ?? '(unknown branch)'}`;
    const listed = candidates.map((c) => `#${c.number} (head ${c.headSha?.slice(0, 12) ?? 'unknown'})`);
    if (matching.length === 0) {
        return {
            error: `no open pull request has the measured commit ${run.headSha.slice(0, 12)} as its head (${where}: ${listed.length ? listed.join(', ') : 'none'})`,
        };
    }
    return {
        error: `several open pull requests have the measured commit ${run.headSha.slice(0, 12)} as their head (${where}: ${matching.map((c) => `#${c.number}`).join(', ')}); which check it is for is not known`,
    };
}
/** How long after a label event the run it starts may be created. */
const LABEL_RUN_WINDOW_MS = 15 * 60 * 1000;
/** GitHub's timestamps have whole seconds, and its clocks are not one clock. */
const CLOCK_SLACK_MS = 60_000;
/**
 * Null when the measuring run is the one the label's application started, else why not. The
 * workflow_run payload does not say which `pull_request` action started the run, so the evidence
 * is GitHub's own: the run's first attempt was started by the user who applied the label, right
 * after that application, and that user applied no other label in between. Anything the run did
 * (its answers, its manifest) is not evidence.
 */
function labelRunRefusal(facts) {
    const { label, application, run } = facts;
    const actor = application?.actor ?? null;
    const started = `workflow run ${run.id} was started by ${run.triggeringActor ?? 'someone'}'s ${run.event}`;
    const reapply = 'only the run that applying the label starts freezes (remove the label and apply it again)';
    if (!application || actor === null) {
        return `no "labeled" event names who applied the "${label}" label; ${reapply}`;
    }
    if (run.event !== 'pull_request' || run.triggeringActor?.toLowerCase() !== actor.toLowerCase()) {
        return `the "${label}" label is on this pull request, but ${started}, not by ${actor}'s label; ${reapply}`;
    }
    if (run.attempt !== 1) {
        return `the "${label}" label is on this pull request, but workflow run ${run.id} is attempt ${run.attempt}, started again by ${run.triggeringActor}; ${reapply}`;
    }
    const created = Date.parse(run.createdAt);
    const applied = Date.parse(application.created_at);
    const lag = created - applied;
    if (!(lag >= -CLOCK_SLACK_MS && lag <= LABEL_RUN_WINDOW_MS)) {
        return `the "${label}" label is on this pull request, but workflow run ${run.id} did not start right after ${actor} applied it; ${reapply}`;
    }
    // A later label by the same user started a later run: this run may be that one's.
    const later = facts.events.find((e) => e.event === 'labeled' &&
        e.id !== application.id &&
        e.actor?.toLowerCase() === actor.toLowerCase() &&
        Date.parse(e.created_at) >= applied &&
        Date.parse(e.created_at) <= created + CLOCK_SLACK_MS);
    if (later) {
        return `${actor} applied the "${later.label ?? 'another'}" label after "${label}" and before workflow run ${run.id} started, so that run may be the other label's; ${reapply}`;
    }
    // The label was applied to the head GitHub's runs show at that moment; a run of another commit
    // (a push after the label, a close and reopen) is not the label's, whoever started it.
    if (facts.headAtLabel !== run.headSha) {
        return `workflow run ${run.id} measured ${run.headSha.slice(0, 12)}, and the pull request's head when ${actor} applied the "${label}" label was ${facts.headAtLabel?.slice(0, 12) ?? 'not measured by any run'}; ${reapply}`;
    }
    return null;
}
/** The head of the newest run of a pull request created before `at` (ISO time), or null. */
function headBefore(runs, at) {
    const before = runs
        .filter((r) => Date.parse(r.created_at) < Date.parse(at))
        .sort((a, b) => Date.parse(b.created_at) - Date.parse(a.created_at));
    return before[0]?.head_sha ?? null;
}
/** The name of the measuring job's artifact of one suite. */
function answersArtifactName(suite) {
    return `evalgate-answers-${suite}`;
}
/**
 * The manifest, read and checked against what the verdict job knows from GitHub; an error for
 * anything else. Nothing in it lowers the bar: agreeing only rules out answers of another pull
 * request, head commit, suite or run.
 */
function checkManifest(raw, expected) {
    const m = raw;
    const strings = (v) => Array.isArray(v) && v.every((x) => typeof x === 'string');
    if (!m ||
        typeof m !== 'object' ||
        m.v !== 1 ||
        typeof m.suite !== 'string' ||
        !Number.isInteger(m.pull) ||
        typeof m.head_sha !== 'string' ||
        typeof m.base_sha !== 'string' ||
        typeof m.head_repo !== 'string' ||
        !strings(m.protocol_ids) ||
        typeof m.run_id !== 'string' ||
        !Number.isInteger(m.run_attempt) ||
        !strings(m.missing_secrets)) {
        return {
            error: 'expected a manifest {v: 1, suite, pull, head_sha, base_sha, head_repo, protocol_ids, run_id, run_attempt, missing_secrets}, found something else',
        };
    }
    const manifest = m;
    // What the manifest says was written by the pull request's job: one log line, never a command.
    const shown = (text) => logText(text.slice(0, 100));
    const differs = [];
    if (manifest.suite !== expected.suite)
        differs.push(`suite "${shown(manifest.suite)}", not "${expected.suite}"`);
    if (manifest.pull !== expected.pull)
        differs.push(`pull request #${manifest.pull}, not #${expected.pull}`);
    if (manifest.head_sha !== expected.headSha) {
        differs.push(`head commit ${shown(manifest.head_sha.slice(0, 12))}, not ${expected.headSha.slice(0, 12)}`);
    }
    if (manifest.run_id !== expected.runId)
        differs.push(`workflow run ${shown(manifest.run_id)}, not ${expected.runId}`);
    if (differs.length > 0)
        return { error: `the manifest names ${differs.join('; ')}` };
    return { manifest };
}

;// CONCATENATED MODULE: ./src/action/measure.ts















/**
 * What a verdict job may grade under: the base's bar with the head's builds, and, when the head
 * changes the protocol, the head's own program (graded only if an approval covers it, and what a
 * freeze label's verdict freezes). Which one applies is the verdict job's decision; it reads the
 * approvals this job must not be trusted to read.
 */
function measuredPrograms(sides, models) {
    const program = sides.plan.program;
    const programs = [
        {
            bar: sides.plan.base ? `the base's bar (${sides.plan.sha.slice(0, 12)})` : 'a new suite',
            loaded: sides.plan.measured,
            prepared: forModels(program, sides.plan.measured, models),
        },
    ];
    if (sides.head.side.prepared.protocolId !== program.protocolId) {
        programs.push({
            bar: "the pull request's own bar",
            loaded: sides.head.side.loaded,
            prepared: forModels(sides.head.side.prepared, sides.head.side.loaded, models),
        });
    }
    return programs;
}
/**
 * `mode: measure` on pull_request, the measuring job of the two-job recipe. It runs the pull
 * request's code (its slots, its command programs) in a job whose token cannot write, so it reads
 * the bar with git only, makes no API call and writes nothing through the API: it measures and
 * uploads the answers with a manifest as the artifact `evalgate-answers-<suite>`. The verdict job
 * (workflow_run, from the default branch) grades them and is the only writer.
 */
async function measureJob(flow) {
    const { context, inputs, env } = flow;
    const refusal = modeRefusal('measure', context.eventName);
    if (refusal)
        throw new core_errors/* InputError */.d(refusal);
    const pull = context.pull;
    if (!pull?.headSha || !pull.baseSha) {
        throw new core_errors/* InputError */.d('mode measure: the event payload has no pull_request with head.sha and base.sha');
    }
    const runId = env.GITHUB_RUN_ID;
    if (!runId) {
        throw new core_errors/* InputError */.d('mode measure: GITHUB_RUN_ID is not set, and the verdict job finds the answers by the run');
    }
    const attempt = Number(env.GITHUB_RUN_ATTEMPT ?? '1') || 1;
    const sides = await readPullSides(flow, context.workspace);
    const suite = sides.head.side.loaded.config.suite;
    const programs = measuredPrograms(sides, inputs.models);
    // As in the one-job flow: the secrets the base's slots need, not the head's.
    const missing = pull.fork ? missingSecrets(sides.plan.config, inputs.models, env) : [];
    // A pull request's run reads no cache: every answer it hands on is its own measurement.
    const policy = measuringJobPolicy({ runId, attempt });
    const cacheDir = actionCacheDir(env, suite);
    const measured = [];
    if (missing.length === 0) {
        for (const program of programs) {
            const runs = await runSuite(program.prepared, {
                ...flow.runOptions,
                cachePolicy: policy,
                cacheDir,
                batchDir: external_node_path_default().join(cacheDir, 'batches'),
                pullRequest: true,
            });
            measured.push({ program, runs });
        }
    }
    else {
        core/* notice */.lm(`evalgate ${suite}: this pull request comes from a fork, and GitHub passes no secrets to its runs (${missing.join(', ')} not set); nothing was measured. The verdict job still checks the bar.`);
    }
    const stage = runnerTemp(env, 'evalgate-answers', suite);
    await (0,promises_.rm)(stage, { recursive: true, force: true });
    await (0,promises_.mkdir)(external_node_path_default().join(stage, 'answers'), { recursive: true });
    const segments = missing.length === 0 ? await stageSegments(cacheDir, stage) : [];
    const manifest = {
        v: 1,
        suite,
        pull: pull.number,
        head_sha: pull.headSha,
        base_sha: pull.baseSha,
        head_repo: pull.headRepo,
        protocol_ids: measured.map((m) => m.program.prepared.protocolId),
        run_id: runId,
        run_attempt: attempt,
        missing_secrets: missing,
    };
    const manifestFile = external_node_path_default().join(stage, 'manifest.json');
    await (0,promises_.writeFile)(manifestFile, `${JSON.stringify(manifest, null, 2)}\n`);
    await uploadAnswers(answersArtifactName(suite), [manifestFile, ...segments], stage, env);
    await sideChannel('write the job summary', () => core/* summary */.z.addRaw(measuredSummary(suite, measured, missing)).write());
    flow.outcome.output(names/* OUTPUT */.aQ.verdict, 'measured');
    flow.outcome.output(names/* OUTPUT */.aQ.baselineChanged, 'false');
}
/** The cache's answer segments, copied beside the manifest (regular files only, never links). */
async function stageSegments(cacheDir, stage) {
    const names = await (0,promises_.readdir)(cacheDir).catch(() => []);
    const staged = [];
    for (const name of names.filter((n) => n.endsWith('.jsonl')).sort()) {
        const from = external_node_path_default().join(cacheDir, name);
        if (!(await (0,promises_.lstat)(from)).isFile())
            continue;
        const to = external_node_path_default().join(stage, 'answers', name);
        await (0,promises_.copyFile)(from, to);
        staged.push(to);
    }
    return staged;
}
function measuredSummary(suite, measured, missing) {
    const rows = measured.flatMap(({ program, runs }) => runs.map(({ record }) => `| ${cell(record.model.id)} | ${cell(program.bar)} | ${code(record.protocol_id.slice(0, 12))} | ${record.aggregates.score?.toFixed(1) ?? 'n/a'} | ${record.aggregates.n} | ${record.aggregates.errors} | ${record.usage.cached} |`));
    const table = rows.length
        ? [
            '| model | under | protocol | score | items | errors | cached |',
            '|---|---|---|---:|---:|---:|---:|',
            ...rows,
        ].join('\n')
        : `_Nothing was measured: ${missing.join(', ')} not set in this run (a fork's run gets no secrets)._`;
    return [
        `### evalgate ${suite}: measured, judged by the verdict job`,
        '',
        table,
        '',
        `The answers are uploaded as the artifact ${code(answersArtifactName(suite))}. This job ran the pull request's code, so it wrote nothing: the verdict job (workflow_run, from the default branch) grades the answers under the bar in force, comments and sets the commit status \`evalgate / ${suite}\`. The scores above are not a verdict.`,
        '',
    ].join('\n');
}

// EXTERNAL MODULE: ./node_modules/bottleneck/light.js
var light = __webpack_require__(63251);
var light_default = /*#__PURE__*/__webpack_require__.n(light);
// EXTERNAL MODULE: ./node_modules/octokit/dist-bundle/index.js + 19 modules
var dist_bundle = __webpack_require__(98048);
;// CONCATENATED MODULE: ./src/action/github.ts
// Longer than 250 lines: the GitHub port is one interface and its one Octokit implementation, a
// thin call per method; apart, the interface would not show what each method asks of GitHub.



function octokitPort(options) {
    const octokit = new dist_bundle/* Octokit */.Eg({
        auth: options.token,
        baseUrl: options.apiUrl,
        userAgent: 'evalgate',
        throttle: {
            // Wait out primary and secondary rate limits a couple of times, then give up: a comment is
            // never worth stalling the job for long.
            onRateLimit: (after, _request, _octokit, retryCount) => waitFor(after, retryCount < 2),
            onSecondaryRateLimit: (after, _request, _octokit, retryCount) => waitFor(after, retryCount < 1),
            ...(options.writeGapMs !== undefined && {
                write: new (light_default()).Group({ maxConcurrent: 1, minTime: options.writeGapMs }),
                // Writes that notify people (comments, issues): octokit leaves 3 s between them.
                notifications: new (light_default()).Group({ maxConcurrent: 1, minTime: options.writeGapMs }),
            }),
        },
        // Reads the bar depends on fail closed after these retries; side channels warn.
        retry: { retries: 2, retryAfterBaseValue: options.retryBaseMs ?? 1000 },
    });
    const repo = { owner: options.owner, repo: options.repo };
    /** The repository's workflow runs matching `filter`, newest first, all pages. */
    const listRuns = async (filter) => {
        const runs = await octokit.paginate(octokit.rest.actions.listWorkflowRunsForRepo, {
            ...repo,
            ...filter,
            per_page: 100,
        });
        return runs.map((r) => runOf(String(r.id), r));
    };
    return {
        async findComment(issue, marker, login) {
            const iterator = octokit.paginate.iterator(octokit.rest.issues.listComments, {
                ...repo,
                issue_number: issue,
                per_page: 100,
            });
            for await (const page of iterator) {
                const found = page.data.find((c) => sameLogin(c.user?.login, login) && (c.body ?? '').startsWith(marker));
                if (found)
                    return { id: found.id, body: found.body ?? '', url: found.html_url };
            }
            return undefined;
        },
        async createComment(issue, body) {
            const { data } = await octokit.rest.issues.createComment({
                ...repo,
                issue_number: issue,
                body,
            });
            return { id: data.id, url: data.html_url };
        },
        async updateComment(id, body) {
            const { data } = await octokit.rest.issues.updateComment({ ...repo, comment_id: id, body });
            return { id: data.id, url: data.html_url };
        },
        async labels(issue) {
            const labels = await octokit.paginate(octokit.rest.issues.listLabelsOnIssue, {
                ...repo,
                issue_number: issue,
                per_page: 100,
            });
            return labels.map((l) => l.name);
        },
        async labelEvents(issue) {
            const events = await octokit.paginate(octokit.rest.issues.listEvents, {
                ...repo,
                issue_number: issue,
                per_page: 100,
            });
            return events.map((e) => ({
                id: e.id,
                event: e.event,
                actor: e.actor?.login ?? null,
                label: e.label?.name ?? null,
                created_at: e.created_at,
            }));
        },
        async permission(login) {
            const { data } = await octokit.rest.repos.getCollaboratorPermissionLevel({
                ...repo,
                username: login,
            });
            return { permission: data.permission, role_name: data.role_name };
        },
        async reviews(pull) {
            const reviews = await octokit.paginate(octokit.rest.pulls.listReviews, {
                ...repo,
                pull_number: pull,
                per_page: 100,
            });
            return reviews.map((r) => ({
                id: r.id,
                login: r.user?.login ?? null,
                userType: r.user?.type ?? null,
                state: r.state,
                commitId: r.commit_id ?? null,
                body: r.body ?? '',
            }));
        },
        pullRequestRuns: (branch) => listRuns({ branch, event: 'pull_request' }),
        runsOnCommit: (sha, event) => listRuns({ head_sha: sha, event }),
        async removeLabel(issue, name) {
            await octokit.rest.issues.removeLabel({ ...repo, issue_number: issue, name });
        },
        async compare(base, head) {
            const commits = [];
            const files = [];
            let mergeBase = '';
            // Pages hold up to 100 commits and share out the files; the last page is a short one.
            for (let page = 1;; page++) {
                const { data } = await octokit.rest.repos.compareCommitsWithBasehead({
                    ...repo,
                    basehead: `${base}...${head}`,
                    per_page: 100,
                    page,
                });
                mergeBase ||= data.merge_base_commit.sha;
                commits.push(...data.commits.map((c) => c.sha));
                for (const f of data.files ?? []) {
                    files.push({
                        filename: f.filename,
                        status: f.status,
                        ...(f.previous_filename ? { previous_filename: f.previous_filename } : {}),
                    });
                }
                if (data.commits.length < 100 || page >= 30)
                    break;
            }
            return { commits, files, mergeBase };
        },
        async pullsOfCommit(sha) {
            const pulls = await octokit.paginate(octokit.rest.repos.listPullRequestsAssociatedWithCommit, { ...repo, commit_sha: sha, per_page: 100 });
            return pulls.map((p) => ({ number: p.number, state: p.state, baseRef: p.base.ref }));
        },
        async pull(number) {
            const { data } = await octokit.rest.pulls.get({ ...repo, pull_number: number });
            return {
                number: data.number,
                state: data.state,
                headSha: data.head.sha,
                headRef: data.head.ref,
                headRepo: data.head.repo?.full_name ?? '',
                baseSha: data.base.sha,
                baseRef: data.base.ref,
                baseRepo: data.base.repo.full_name,
                author: data.user?.login ?? null,
            };
        },
        async openPullsByHead(owner, branch) {
            const pulls = await octokit.paginate(octokit.rest.pulls.list, {
                ...repo,
                state: 'open',
                head: `${owner}:${branch}`,
                per_page: 100,
            });
            return pulls.map((p) => ({ number: p.number, headSha: p.head.sha }));
        },
        async pullFiles(pull) {
            const files = await octokit.paginate(octokit.rest.pulls.listFiles, {
                ...repo,
                pull_number: pull,
                per_page: 100,
            });
            return files.map((f) => ({
                filename: f.filename,
                status: f.status,
                ...(f.previous_filename ? { previous_filename: f.previous_filename } : {}),
            }));
        },
        async createStatus(sha, status) {
            await octokit.rest.repos.createCommitStatus({
                ...repo,
                sha,
                state: status.state,
                context: status.context,
                description: status.description.slice(0, 140),
                ...(status.targetUrl ? { target_url: status.targetUrl } : {}),
            });
        },
        async findOpenIssue(label, title) {
            const issues = await octokit.paginate(octokit.rest.issues.listForRepo, {
                ...repo,
                state: 'open',
                labels: label,
                per_page: 100,
            });
            const found = issues.find((i) => i.title === title && !i.pull_request);
            return found ? { number: found.number, url: found.html_url } : undefined;
        },
        async createIssue(title, body, labels) {
            const { data } = await octokit.rest.issues.create({ ...repo, title, body, labels });
            return { number: data.number, url: data.html_url };
        },
        async updateIssue(issue, changes) {
            await octokit.rest.issues.update({ ...repo, issue_number: issue, ...changes });
        },
        async createPull(title, head, base, body) {
            const { data } = await octokit.rest.pulls.create({ ...repo, title, head, base, body });
            return { number: data.number, url: data.html_url };
        },
    };
}
function runOf(id, data) {
    return {
        run_id: id,
        attempt: data.run_attempt ?? 1,
        event: data.event,
        // Never the run's original actor in its place: after a re-run they differ.
        triggering_actor: data.triggering_actor?.login ?? null,
        status: data.status,
        conclusion: data.conclusion,
        created_at: data.created_at,
        head_sha: data.head_sha,
        head_branch: data.head_branch ?? null,
        path: workflowFile(data.path),
        workflow_id: data.workflow_id ?? null,
        pulls: (data.pull_requests ?? []).map((p) => p.number),
    };
}
/** A run's workflow `path`, without the `@ref` suffix GitHub adds for some runs. */
function workflowFile(value) {
    if (!value)
        return null;
    const at = value.indexOf('@');
    return at < 0 ? value : value.slice(0, at);
}
function sameLogin(a, b) {
    return a !== undefined && a.toLowerCase() === b.toLowerCase();
}
/** The longest wait for a GitHub rate limit the Action sits through: beyond it, it warns and stops. */
const MAX_WAIT_S = 60;
function waitFor(seconds, again) {
    if (!again)
        return false;
    if (seconds > MAX_WAIT_S) {
        core/* warning */.$e(`evalgate: GitHub asks to wait ${Math.round(seconds)} s (rate limit); not waiting over ${MAX_WAIT_S} s`);
        return false;
    }
    return true;
}

;// CONCATENATED MODULE: ./src/action/bar.ts




/** Whether a label's name is the freeze label's: GitHub compares label names without case. */
function isFreezeLabel(name, freezeLabel) {
    return name != null && name.toLowerCase() === freezeLabel.toLowerCase();
}
/** The freeze label or one naming a suite (`<freeze label>:<suite>`). */
function isFreezeLabelOrSuite(name, freezeLabel) {
    return (name != null &&
        (isFreezeLabel(name, freezeLabel) ||
            name.toLowerCase().startsWith(`${freezeLabel.toLowerCase()}:`)));
}
/**
 * Whether this run freezes the suite: an allowed label's run; with several suites in the step the
 * plain freeze label freezes only the suites whose bar the head changes (a label naming a suite
 * freezes that one).
 */
function freezesHere(flow, bar) {
    if (bar.label?.decision.allowed !== true)
        return false;
    const plain = isFreezeLabel(bar.label.event?.label, flow.inputs.freezeLabel);
    return !(flow.outcome.freeze && plain && !bar.blocked);
}
/** On pull_request: the run of the `labeled` action for this label, started by its applier. */
function pullRequestLabelRun(flow) {
    const { inputs, context } = flow;
    return (application) => {
        const actor = application?.actor ?? null;
        // Only the run the label's application started freezes: any other run (a push while the
        // label is on) was started by someone else, whose code would be frozen under that approval.
        const thisRun = context.action === 'labeled' &&
            application?.label != null &&
            isFreezeLabel(context.label, application.label) &&
            actor !== null &&
            context.triggeringActor?.toLowerCase() === actor.toLowerCase();
        return thisRun
            ? null
            : `the "${inputs.freezeLabel}" label is on this pull request, but this run was started by ${context.triggeringActor ?? 'someone'}'s ${context.action ?? context.eventName}, not by the label; only the run that applying the label starts freezes (remove the label and apply it again)`;
    };
}
/**
 * Reads the bar of a pull request: the base commit's config, data and baselines, the head's (in
 * `headRoot`), the pull request's files, labels and approvals. Every read succeeds or the check
 * fails closed. `labelRun` says whether this run is the one the freeze label started.
 */
async function readPullBar(flow, headRoot, labelRun, 
/** The reviews to judge by, when the caller read them already (a review's run). */
reviews) {
    const { inputs, context, github } = flow;
    const pull = context.pull;
    if (!github) {
        throw new BarUnverifiable('no github-token is set: on pull requests the labels, files and approvals the bar depends on are read through the API (input github-token)');
    }
    if (!pull.baseSha) {
        throw new BarUnverifiable('the event payload has no pull_request.base.sha');
    }
    const pullFiles = await barRead('list the files of the pull request', () => github.pullFiles(pull.number));
    const sides = await readSides(flow, pull.baseSha, headRoot, pullFiles);
    const { blocked } = sides;
    const labels = await barRead('read the labels of the pull request', () => github.labels(pull.number));
    let label = null;
    let labelNote = null;
    // The freeze label, or `<freeze label>:<suite>` naming this suite (the base's name), which
    // wins where both are on.
    const suiteLabel = `${inputs.freezeLabel}:${sides.plan.config.config.suite}`;
    const named = [suiteLabel, inputs.freezeLabel].find((name) => labels.some((l) => l.toLowerCase() === name.toLowerCase()));
    const events = await barRead('read the label events of the pull request', () => github.labelEvents(pull.number));
    if (named) {
        const application = labelApplication(events, named);
        const actor = application?.actor ?? null;
        labelNote = await labelRun(application, events);
        if (labelNote === null) {
            const role = await barRead(`read the repository permission of ${actor}`, () => permissionOf(flow, actor));
            const decision = judgeLabel({
                label: named,
                actor,
                role,
                required: inputs.freezePermission,
            });
            label = { actor, decision, event: application };
        }
    }
    let approval = null;
    if (blocked && !label) {
        approval = await reviewApproval(flow, approvalSides(flow, sides), pull.number, reviews);
        if (labelNote && !approval.approved)
            approval = { ...approval, reason: `${approval.reason}; ${labelNote}` };
    }
    return { ...sides, label, approval };
}
/** What a review approval of the head's bar is judged by: both sides and how to read a commit. */
function approvalSides(flow, sides) {
    return {
        base: sides.plan.base?.snapshot ?? null,
        head: sides.head.side.snapshot,
        baseSha: flow.context.pull.baseSha,
        readCommit: commitReader(flow),
    };
}
/** Reads the bar of a commit extracted to a folder, against a merge base, with git only. */
function commitReader(flow) {
    return async (mergeBase, root) => {
        const sides = await readGitSides(flow, mergeBase, root);
        return { base: sides.plan.base?.snapshot ?? null, head: sides.head.side.snapshot };
    };
}

;// CONCATENATED MODULE: ./src/action/merge-group.ts









/** `refs/heads/gh-readonly-queue/<base branch>/pr-<number>-<sha>`: GitHub names the queued pull. */
const QUEUE_REF = /^refs\/heads\/gh-readonly-queue\/.+\/pr-(\d+)-[0-9a-f]{40}$/;
/**
 * A merge queue run: the merged commit is measured under the bar of the queue's base
 * (`merge_group.base_sha`), never under its own, since the queued pull requests can change that.
 * A change of the bar passes only when every part the merged commit changes has the value one of
 * the group's pull requests changes it to under a standing approving review. Nothing is written but the
 * check and its summary: no comment (the group is not one pull request), status, cache or freeze.
 */
async function mergeGroupFlow(flow) {
    const { github, context, inputs } = flow;
    const group = context.mergeGroup;
    if (!github) {
        throw new BarUnverifiable('no github-token is set: in a merge queue the changed files and the approvals of the queued pull requests are read through the API (input github-token)');
    }
    if (!/^[0-9a-f]{40}$/.test(group.baseSha)) {
        throw new BarUnverifiable('the event payload has no merge_group.base_sha');
    }
    const compared = await barRead('compare the merge group with its base', () => github.compare(group.baseSha, group.headSha));
    const sides = await readSides(flow, group.baseSha, context.workspace, compared.files);
    let approvedBy = null;
    let note = null;
    if (sides.blocked) {
        const group = changesOf(sides.plan.base?.snapshot ?? null, sides.head.side.snapshot).changes;
        const approved = [];
        const notes = [];
        for (const pull of await groupPulls(flow, compared.commits)) {
            const facts = await barRead(`read pull request #${pull}`, () => github.pull(pull));
            const found = await approvedChanges(flow, await readReviews(flow, pull), {
                baseSha: facts.baseSha,
                readCommit: commitReader(flow),
            });
            approved.push(...found.approved.map((a) => ({ pull, by: a.by, changes: a.changes })));
            notes.push(...found.notes.map((n) => `#${pull}: ${n}`));
        }
        const cover = coveredChanges(group, approved);
        if (cover.covered)
            approvedBy = `the approving reviews of ${cover.by.join(', ')}`;
        else {
            note = [
                cover.uncovered.length
                    ? `no pull request of this merge group has an approving review of ${cover.uncovered.join(', ')} as merged`
                    : '',
                cover.conflicts.length
                    ? `pull requests of this group change ${cover.conflicts.join('; ')} differently; merge them in separate groups`
                    : '',
                ...notes,
            ]
                .filter(Boolean)
                .join('; ');
        }
    }
    const report = {
        baseSha: sides.plan.sha,
        changes: sides.changes,
        blocked: sides.blocked,
        approvedBy,
        approvalNote: note,
        approveLine: null,
    };
    // Approved: the merged bar is the bar. Otherwise the base's, with the merged builds.
    const head = barInForce({
        barChanged: fromHead(sides.blocked),
        approved: fromGitHub(approvedBy !== null),
    }) === 'head';
    const loaded = head ? sides.head.side.loaded : sides.plan.measured;
    const program = head ? sides.head.side.prepared : sides.plan.program;
    const prepared = forModels(program, loaded, inputs.models);
    const result = await withResponseCache(flow, loaded.config.suite, prepared.protocolId, (options) => runGate(loaded, options, prepared, { bar: report, missing: head ? [] : sides.missing }));
    await publishGate({ ...flow, result, footer: '' });
}
/**
 * The pull requests in the group: the one the queue's ref names, and those GitHub associates
 * with the group's commits (a group of several), open and aimed at the queue's base branch.
 */
async function groupPulls(flow, commits) {
    const group = flow.context.mergeGroup;
    const named = QUEUE_REF.exec(group.headRef);
    if (!named) {
        throw new BarUnverifiable(`merge_group.head_ref ${JSON.stringify(group.headRef.slice(0, 200))} is not a merge queue ref (refs/heads/gh-readonly-queue/<branch>/pr-<number>-<sha>), so the queued pull request is not known`);
    }
    const branch = group.baseRef.replace(/^refs\/heads\//, '');
    const pulls = new Set([Number(named[1])]);
    for (const sha of commits) {
        const found = await barRead(`list the pull requests of commit ${sha.slice(0, 12)}`, () => flow.github.pullsOfCommit(sha));
        for (const p of found)
            if (p.state === 'open' && p.baseRef === branch)
                pulls.add(p.number);
    }
    return [...pulls].sort((a, b) => a - b);
}

;// CONCATENATED MODULE: ./src/action/graded.ts






/**
 * The evidence `decide` weighs for this pull request, every value read before: GitHub's records
 * (the event, the reviews, the label and its applier, the secrets it passed) and what the base's
 * and the head's commits hold.
 */
function pullEvidence(flow, bar, how) {
    const event = flow.context.eventName;
    // Each bar's program with the config it is graded under (`gradedProgram`): where its judge's
    // files resolve. Which slots run does not move the judge.
    const underHead = pullCodeJudge(bar, { ...bar.head.side.prepared, loaded: bar.head.side.loaded }) !== null;
    const underBase = pullCodeJudge(bar, { ...bar.plan.program, loaded: bar.plan.measured }) !== null;
    return {
        event: fromGitHub(event),
        reviewChangesApproval: fromGitHub(how.review?.changed ?? true),
        approvedFreezeCommit: fromGitHub(how.review?.freezeCommit ?? false),
        // In the verdict job the measuring run's manifest says which keys it lacked: the head's
        // word, which can only skip (no status) or fail, never pass.
        missingSecrets: how.secretsClaimedByRun
            ? fromHead(how.missingSecrets)
            : fromGitHub(how.missingSecrets),
        barChanged: fromHead(bar.blocked),
        approved: fromGitHub(approverOf(bar) !== null),
        label: fromGitHub(bar.label
            ? { allowed: bar.label.decision.allowed, freezesHere: freezesHere(flow, bar) }
            : null),
        writingToken: fromGitHub(how.runsNoPullCode),
        judgeFromHead: fromHead({ underHeadBar: underHead, underBaseBar: underBase }),
    };
}
/**
 * What a pull request is graded under: the head's bar when an approval covers it, else the
 * base's bar with the head's builds (both sides were read and sliced with the bar; only the
 * entries to run differ). The one place this choice is made.
 */
function gradedProgram(bar, models) {
    const approvedBy = approverOf(bar);
    const head = barInForce({ barChanged: fromHead(bar.blocked), approved: fromGitHub(approvedBy !== null) }) ===
        'head';
    const loaded = head ? bar.head.side.loaded : bar.plan.measured;
    const program = head ? bar.head.side.prepared : bar.plan.program;
    return {
        loaded,
        prepared: forModels(program, loaded, models),
        report: barReport(bar, approvedBy),
        missing: head ? [] : bar.missing,
    };
}
function barReport(bar, approvedBy) {
    return {
        baseSha: bar.plan.sha,
        changes: bar.changes,
        blocked: bar.blocked,
        approvedBy,
        approvalNote: bar.approval && !bar.approval.approved ? bar.approval.reason : null,
        approveLine: bar.blocked ? (bar.approval?.line ?? null) : null,
    };
}
/** Who approved the head's bar, as the report says it; null when no review does. */
function approverOf(bar) {
    const a = bar.approval;
    return a?.approved ? `${a.by}'s approving review of ${a.commit.slice(0, 12)}` : null;
}
/**
 * Why the judge of `prepared` would run the pull request's code: a command judge whose program
 * resolves in the head's files (a head that changes the judge, or a new suite). Null otherwise: a
 * judge that the head keeps runs from the base's files, and an endpoint or a cassette runs none.
 */
function pullCodeJudge(bar, prepared) {
    const judge = prepared.judge?.entry;
    if (judge?.provider !== 'command')
        return null;
    const dir = external_node_path_default().relative(external_node_path_default().resolve(bar.head.root), external_node_path_default().resolve(entryDir(prepared, judge)));
    const inHead = dir === '' || (!dir.startsWith('..') && !external_node_path_default().isAbsolute(dir));
    return inHead
        ? `the judge "${logText(judge.id)}" runs a command whose program comes from the pull request's head (${bar.plan.base ? 'the head changes the judge' : 'a new suite'})`
        : null;
}

;// CONCATENATED MODULE: ./src/action/review.ts











const review_CLOCK_SLACK_MS = 60_000;
/**
 * A review's run (pull_request_review): whether the review changed whether the head's bar is
 * approved. A comment changes nothing; a review of a pull request that changes no bar changes
 * nothing; a submitted review changes the approval when the reviews without it say otherwise. A
 * dismissal is always weighed again. When nothing changed the run measures nothing and leaves
 * the required status as the last graded run set it.
 */
async function reviewChangesApproval(flow, bar, reviews) {
    const review = flow.context.review;
    if (!review)
        return { changed: true, why: 'the event names no review' };
    if (!bar.blocked) {
        return {
            changed: false,
            why: 'this pull request changes no part of the bar, so a review approves nothing here',
        };
    }
    if (flow.context.action !== 'submitted')
        return { changed: true, why: 'a review was dismissed' };
    if (review.state === 'COMMENTED') {
        return { changed: false, why: 'a comment review approves and revokes nothing' };
    }
    const pull = flow.context.pull;
    const without = await reviewApproval(flow, approvalSides(flow, bar), pull.number, reviews.filter((r) => r.id !== review.id));
    const now = bar.approval?.approved === true;
    return without.approved === now
        ? {
            changed: false,
            why: `the head's bar was ${now ? 'approved' : 'unapproved'} before this review and still is`,
        }
        : { changed: true, why: `this review ${now ? 'approves' : 'revokes the approval of'} the bar` };
}
/**
 * Whether the head is the freeze commit an approving review approves: it is the reviewed commit,
 * it changes only baseline files relative to its first parent (git, every file), and that parent
 * is the head a freeze label's run of this workflow measured with success: a first attempt of a
 * `pull_request` run started by a user with `freeze-permission` right after their application of
 * the label, on the head the pull request had at that moment (the runs API and the label events,
 * as the verdict job binds a label run). Then its baselines are the measurement of its builds and
 * nothing is sent; the reviewer approved those scores by naming them. Returns that run's id.
 */
async function approvedFreezeCommit(flow, bar) {
    const { github, context, inputs } = flow;
    const pull = context.pull;
    const head = pull.headSha;
    if (!head || !bar.approval?.approved || bar.approval.commit !== head)
        return null;
    if (!context.workflowPath)
        return null;
    await barRead(`fetch the head commit ${head.slice(0, 12)}`, () => fetchPullHead({ repoDir: context.workspace, sha: head, pull: pull.number }));
    const git = async (args) => (await runGit(args, { cwd: context.workspace })).stdout.toString('utf8');
    const parent = /^parent ([0-9a-f]{40})$/m.exec(await git(['cat-file', '-p', head]))?.[1];
    if (!parent)
        return null;
    await barRead(`fetch the parent commit ${parent.slice(0, 12)}`, () => git(['fetch', '--quiet', '--no-tags', '--depth=1', 'origin', parent]).catch(async (error) => {
        // Present already (a full checkout), or the remote refuses a bare sha: either is fine
        // when git has the commit.
        if (!(await git(['cat-file', '-e', `${parent}^{commit}`]).then(() => true, () => false)))
            throw error;
    }));
    const changed = (await git(['diff-tree', '-r', '--no-commit-id', '--name-only', '-z', parent, head]))
        .split('\0')
        .filter(Boolean);
    const folder = `${external_node_path_default().relative(context.workspace, baselineDir(bar.head.side.loaded))
        .split((external_node_path_default()).sep)
        .join('/')}/`;
    if (changed.length === 0 || !changed.every((f) => f.startsWith(folder)))
        return null;
    const [onParent, onBranch, events] = await Promise.all([
        barRead(`list the runs on ${parent.slice(0, 12)}`, () => github.runsOnCommit(parent, 'pull_request')),
        barRead(`list the runs of ${pull.headRef}`, () => github.pullRequestRuns(pull.headRef)),
        barRead('read the label events of the pull request', () => github.labelEvents(pull.number)),
    ]);
    const mine = (r) => r.path === context.workflowPath && (r.pulls.length === 0 || r.pulls.includes(pull.number));
    for (const run of onParent.filter((r) => mine(r) && r.conclusion === 'success')) {
        const actor = run.triggering_actor;
        if (!actor)
            continue;
        // The application of the label this run would be the run of: the actor's latest before it.
        const application = events
            .filter((e) => e.event === 'labeled' &&
            isFreezeLabel(e.label, inputs.freezeLabel) &&
            e.actor?.toLowerCase() === actor.toLowerCase() &&
            Date.parse(e.created_at) <= Date.parse(run.created_at) + review_CLOCK_SLACK_MS)
            .at(-1) ?? null;
        const refusal = labelRunRefusal({
            label: inputs.freezeLabel,
            application,
            events: events.filter((e) => e.event === 'labeled'),
            run: {
                id: run.run_id,
                attempt: run.attempt,
                event: run.event,
                headSha: run.head_sha ?? '',
                triggeringActor: actor,
                createdAt: run.created_at,
            },
            headAtLabel: application ? headBefore(onBranch.filter(mine), application.created_at) : null,
        });
        if (refusal !== null)
            continue;
        const role = await barRead(`read the repository permission of ${actor}`, () => permissionOf(flow, actor));
        if (roleAllows(role, inputs.freezePermission))
            return run.run_id;
    }
    return null;
}
/** The gate of an approved freeze commit: its baselines are the runs, graded under its own bar. */
async function gateFrozen(flow, bar, report) {
    const loaded = bar.head.side.loaded;
    const prepared = forModels(bar.head.side.prepared, loaded, flow.inputs.models);
    const baselines = await readBaselines(loaded, prepared);
    const runs = [...baselines.values()]
        .filter((record) => record !== undefined)
        .map((record) => ({ record: record, path: '' }));
    return gateRuns(loaded, prepared, runs, baselines, report);
}

;// CONCATENATED MODULE: ./src/action/pull-request.ts












/**
 * A pull request: the bar is the base commit's. The head is measured under it, unless the head's
 * own bar is covered by an approval (an allowed user's freeze label); any unapproved change to
 * the bar fails the check as `bar-changed`, and the report lists every change.
 */
async function pullRequestFlow(flow) {
    const { context } = flow;
    const pull = context.pull;
    // A review's run reads the reviews first: most reviews change no approval and measure nothing.
    const reviews = context.eventName === 'pull_request_review' && flow.github
        ? await readReviews(flow, pull.number)
        : undefined;
    const bar = await readPullBar(flow, context.workspace, pullRequestLabelRun(flow), reviews);
    if (context.eventName === 'pull_request_target') {
        const refusals = targetRefusals(bar.plan.base?.snapshot ?? null, bar.head.side.snapshot, pull.fork);
        if (refusals.length > 0) {
            throw new core_errors/* InputError */.d(`pull_request_target: this run holds the repository's secrets and a writing token, so evalgate measures only what the base already points at; ${refusals.join('; ')}. Nothing was measured; gate this pull request on pull_request (with \`mode: measure\` and a workflow_run verdict job for forks)`);
        }
    }
    // A review's run reads what the review changed, and whether the head is an approved freeze
    // commit, before anything is decided.
    const weighed = reviews ? await reviewChangesApproval(flow, bar, reviews) : null;
    const freezeRun = weighed?.changed ? await approvedFreezeCommit(flow, bar) : null;
    const how = {
        // The secrets the base's slots need, not the head's: a head cannot name a variable nobody
        // sets to turn its own check into a skip.
        missingSecrets: pull.fork ? missingSecrets(bar.plan.config, flow.inputs.models, flow.env) : [],
        footer: '',
        runsNoPullCode: context.eventName === 'pull_request_target',
    };
    const decision = decide(pullEvidence(flow, bar, {
        ...how,
        ...(weighed && { review: { changed: weighed.changed, freezeCommit: freezeRun !== null } }),
    }));
    if (decision.outcome === 'nothing-for-review') {
        core/* notice */.lm(`evalgate ${bar.plan.config.config.suite}: nothing to do for this review: ${weighed.why}. Nothing was measured, and the status evalgate / ${bar.plan.config.config.suite} stays as the last graded run set it.`);
        flow.outcome.output(names/* OUTPUT */.aQ.verdict, 'skipped');
        flow.outcome.output(names/* OUTPUT */.aQ.baselineChanged, 'false');
        return;
    }
    if (weighed)
        core/* info */.pq(`evalgate: ${weighed.why}`);
    if (decision.outcome === 'grade-freeze-commit') {
        const report = { bar: barReport(bar, approverOf(bar)), missing: [] };
        const result = await gateFrozen(flow, bar, report);
        await publishGate({
            ...flow,
            result,
            footer: `\n_The head is the freeze commit of workflow run ${freezeRun}: it changes only baselines, which are the measurement of its builds, so nothing was sent._\n`,
        });
        await pullStatus(flow, bar, { kind: 'gate', result }, decision);
        return;
    }
    const outcome = await judgePull(flow, bar, how, decision);
    await pullStatus(flow, bar, outcome, decision);
}
/**
 * The required check of a pull request, the status `evalgate / <suite>` on its head: set by the
 * run that graded that head, to its verdict. A skip sets none (it graded nothing), and exits
 * non-zero when another open pull request has the same head commit: a status, like the job's own
 * check run, is keyed by the commit, so a fork's green skip must not stand for another's gate.
 * A freeze sets its own on the commit it pushes.
 */
async function pullStatus(flow, bar, outcome, decision) {
    const pull = flow.context.pull;
    const suite = bar.plan.config.config.suite;
    if (!pull.headSha || !flow.github)
        return;
    // Only a decision that lists the status sets it: a skip grades nothing, and a freeze sets its
    // own (`failure`) on the commit it pushes.
    if (!decision.effects.includes('status') || outcome.kind !== 'gate') {
        if (outcome.kind === 'skipped')
            await refuseSharedSkip(flow, pull.headSha);
        return;
    }
    const status = await confirmedStatus(flow, bar, gateStatus(outcome.result, flow.inputs));
    await setGateStatus(flow, pull.headSha, suite, status, false);
}
/**
 * A success that rests on an approving review is written only if the review still approves
 * when the status is written: a revocation (a request for changes, a dismissal, an edit) whose
 * run finished first must not be overwritten by this run's older reading.
 */
async function confirmedStatus(flow, bar, status) {
    if (status.state !== 'success' || !bar.blocked || !bar.approval?.approved)
        return status;
    const pull = flow.context.pull;
    const again = await reviewApproval(flow, approvalSides(flow, bar), pull.number);
    if (again.approved)
        return status;
    core/* warning */.$e(`evalgate: the approving review this run graded under no longer approves (${again.reason ?? 'withdrawn'}); the status is failure`);
    return {
        state: 'failure',
        description: 'bar-changed: the approving review was withdrawn while this run graded',
    };
}
/** A skip on a commit another open pull request of this repository shares fails the step. */
async function refuseSharedSkip(flow, sha) {
    const pull = flow.context.pull;
    const others = await barRead(`list the pull requests of commit ${sha.slice(0, 12)}`, () => flow.github.pullsOfCommit(sha));
    const shared = others.filter((p) => p.state === 'open' && p.number !== pull.number);
    if (shared.length > 0) {
        flow.outcome.fail(`evalgate: this skip graded nothing, and pull request #${shared.map((p) => p.number).join(', #')} has the same head commit ${sha.slice(0, 12)}: a successful check here would stand for that pull request's too, so this step fails. Nothing was measured or written.`);
    }
}
/** With the bar read: what `decide` says, done: freezes, skips, refuses or gates. */
async function judgePull(flow, bar, how, decision = decide(pullEvidence(flow, bar, how))) {
    switch (decision.outcome) {
        case 'fork-bar-changed':
        case 'fork-skip':
            return pull_request_forkWithoutSecrets(flow, bar, how.missingSecrets, how.footer, decision);
        case 'refuse-head-judge': {
            const freezing = decision.rule === 'head-judge-freeze';
            const judged = freezing
                ? bar.head.side.prepared
                : gradedProgram(bar, flow.inputs.models).prepared;
            throw new core_errors/* InputError */.d(`evalgate: ${pullCodeJudge(bar, judged)}, and this job holds a token that writes (${flow.context.eventName}), so it runs none of the pull request's code. Nothing was ${freezing ? 'frozen' : 'graded'}; land the judge's change in a pull request of its own gated by the single-job workflow, or give the judge an endpoint (provider openai or anthropic)`);
        }
        case 'refuse-label': {
            const why = bar.label?.decision.allowed === false ? bar.label.decision.why : '';
            throw new core_errors/* InputError */.d(`evalgate: the freeze label is refused: ${why}. Nothing was frozen; remove the label, or have someone with the permission apply it.`);
        }
        case 'freeze':
            await labelFreeze(flow, bar, bar.label.actor);
            return { kind: 'frozen' };
        case 'gate-head-bar':
        case 'gate-base-bar':
            break;
        default:
            throw new Error(`judgePull: a decision of the review's run (${decision.outcome}) reached the grading`);
    }
    const graded = gradedProgram(bar, flow.inputs.models);
    const result = await withResponseCache(flow, graded.loaded.config.suite, graded.prepared.protocolId, (options) => runGate(graded.loaded, options, graded.prepared, {
        bar: graded.report,
        missing: graded.missing,
    }));
    await publishGate({ ...flow, result, footer: how.footer });
    return { kind: 'gate', result };
}
/**
 * A fork's run has no secrets, so nothing can be measured; but a change of the bar is visible
 * without any: it fails as `bar-changed` (unless approved), and only a fork that changes no bar
 * gets the neutral skip.
 */
async function pull_request_forkWithoutSecrets(flow, bar, missing, footer, decision) {
    const report = barReport(bar, approverOf(bar));
    if (decision.outcome === 'fork-skip') {
        await forkSkip(flow, missing);
        return { kind: 'skipped', missing };
    }
    const parts = { models: [], runs: [], baselines: {}, history: [], questions: {}, bar: report };
    const result = {
        prepared: bar.plan.program,
        runs: [],
        ...summarise(bar.plan.measured, parts),
    };
    await publishGate({
        ...flow,
        result,
        footer: `\n_Nothing was measured: this pull request comes from a fork, and GitHub passes no secrets to its runs (${missing.join(', ')} not set). The bar change alone fails the check._\n${footer}`,
    });
    return { kind: 'gate', result };
}

;// CONCATENATED MODULE: ./src/core/import/lm-eval-input.ts


/**
 * The parts of lm-evaluation-harness 0.4.x output that an import reads. Everything else in the
 * files is kept out of the record on purpose (environment dumps, tokenizer details, paths).
 */
const taskConfigSchema = schemas/* looseObject */._H3({
    task: schemas/* string */.YjP().optional(),
    output_type: schemas/* string */.YjP().optional(),
    metric_list: schemas/* array */.YOg(schemas/* looseObject */._H3({ metric: schemas/* string */.YjP(), aggregation: schemas/* unknown */.L5J().optional() }))
        .optional(),
    filter_list: schemas/* array */.YOg(schemas/* looseObject */._H3({ name: schemas/* string */.YjP() })).optional(),
    num_fewshot: schemas/* number */.aig().int().nonnegative().nullable().optional(),
    repeats: schemas/* number */.aig().int().positive().optional(),
});
const metricValue = schemas/* union */.KCZ([schemas/* number */.aig(), schemas/* string */.YjP(), schemas/* null */.chJ()]);
const lmEvalResultsSchema = schemas/* looseObject */._H3({
    results: schemas/* record */.g1P(schemas/* string */.YjP(), schemas/* record */.g1P(schemas/* string */.YjP(), schemas/* unknown */.L5J())),
    configs: schemas/* record */.g1P(schemas/* string */.YjP(), taskConfigSchema),
    /** Each group's subtasks and subgroups (from 0.4.3); a group's value is in `results` too. */
    group_subtasks: schemas/* record */.g1P(schemas/* string */.YjP(), schemas/* array */.YOg(schemas/* string */.YjP())).optional(),
    versions: schemas/* record */.g1P(schemas/* string */.YjP(), schemas/* union */.KCZ([schemas/* number */.aig(), schemas/* string */.YjP(), schemas/* null */.chJ()])).optional(),
    'n-shot': schemas/* record */.g1P(schemas/* string */.YjP(), schemas/* number */.aig().int().nonnegative()).optional(),
    'n-samples': schemas/* record */.g1P(schemas/* string */.YjP(), schemas/* object */.Ikc({ original: schemas/* number */.aig().int(), effective: schemas/* number */.aig().int() }))
        .optional(),
    config: schemas/* looseObject */._H3({
        model: schemas/* string */.YjP(),
        model_args: schemas/* union */.KCZ([schemas/* string */.YjP(), schemas/* record */.g1P(schemas/* string */.YjP(), schemas/* unknown */.L5J()), schemas/* null */.chJ()])
            .optional()
            .default(null),
        model_sha: schemas/* string */.YjP().nullable().optional(),
        model_revision: schemas/* string */.YjP().nullable().optional(),
        limit: schemas/* number */.aig().nullable().optional(),
        gen_kwargs: schemas/* unknown */.L5J().optional(),
        fewshot_seed: schemas/* number */.aig().nullable().optional(),
    }),
    higher_is_better: schemas/* record */.g1P(schemas/* string */.YjP(), schemas/* record */.g1P(schemas/* string */.YjP(), schemas/* boolean */.zMY().nullable())).optional(),
    task_hashes: schemas/* record */.g1P(schemas/* string */.YjP(), schemas/* string */.YjP()).optional(),
    total_evaluation_time_seconds: schemas/* union */.KCZ([schemas/* string */.YjP(), schemas/* number */.aig()]).optional(),
    lm_eval_version: schemas/* string */.YjP().optional(),
    git_hash: schemas/* string */.YjP().nullable().optional(),
    date: schemas/* number */.aig().optional(),
    system_instruction_sha: schemas/* string */.YjP().nullable().optional(),
    chat_template_sha: schemas/* string */.YjP().nullable().optional(),
    fewshot_as_multiturn: schemas/* boolean */.zMY().nullable().optional(),
});
/** One line of a samples file; `filter` and `metrics` exist from 0.4.7, the hashes from 0.4.3. */
const lmEvalSampleSchema = schemas/* looseObject */._H3({
    doc_id: schemas/* number */.aig().int().nonnegative(),
    doc: schemas/* unknown */.L5J(),
    target: schemas/* unknown */.L5J().optional(),
    filtered_resps: schemas/* unknown */.L5J().optional(),
    filter: schemas/* string */.YjP().optional(),
    metrics: schemas/* array */.YOg(schemas/* string */.YjP()).optional(),
    doc_hash: schemas/* string */.YjP().optional(),
    prompt_hash: schemas/* string */.YjP().optional(),
    target_hash: schemas/* string */.YjP().optional(),
});
function issueText(error) {
    const issue = error.issues[0];
    return `at ${issue.path.map(String).join('.') || 'the top level'}: ${issue.message}`;
}
/** Parses a results file (`results_<date>.json`); `file` names it in every error. */
function parseLmEvalResults(text, file) {
    let data;
    try {
        data = JSON.parse(text);
    }
    catch (error) {
        throw new core_errors/* InputError */.d(`${file}: expected an lm-eval results JSON file, found text that is not JSON: ${error.message}`);
    }
    if (data === null || typeof data !== 'object' || Array.isArray(data) || !('results' in data)) {
        throw new core_errors/* InputError */.d(`${file}: expected an lm-eval results file (a JSON object with "results", "configs" and "config"), found ${lm_eval_input_describe(data)}`);
    }
    const parsed = lmEvalResultsSchema.safeParse(data);
    if (!parsed.success) {
        throw new core_errors/* InputError */.d(`${file}: not an lm-eval 0.4 results file ${issueText(parsed.error)}; expected the results_<date>.json that lm_eval --output_path writes`);
    }
    for (const value of Object.values(parsed.data.results)) {
        for (const [key, v] of Object.entries(value)) {
            if (key.includes(',') && !metricValue.safeParse(v).success) {
                throw new core_errors/* InputError */.d(`${file}: results.${key}: expected a number or "N/A", found ${lm_eval_input_describe(v)}`);
            }
        }
    }
    return parsed.data;
}
/**
 * Parses a samples file: JSON lines (0.4.3 on) or one indented JSON array (0.4.2 and earlier,
 * written under a `.jsonl` name all the same). Errors name the file and line.
 */
function parseLmEvalSamples(text, file) {
    const trimmed = text.trimStart();
    const rows = [];
    if (trimmed.startsWith('[')) {
        let data;
        try {
            data = JSON.parse(text);
        }
        catch (error) {
            throw new core_errors/* InputError */.d(`${file}: expected a JSON array of samples (lm-eval 0.4.2 and earlier), found invalid JSON: ${error.message}`);
        }
        data.forEach((value, i) => rows.push({ line: i + 1, value }));
    }
    else {
        text.split('\n').forEach((raw, i) => {
            if (raw.trim() === '')
                return;
            try {
                rows.push({ line: i + 1, value: JSON.parse(raw) });
            }
            catch (error) {
                throw new core_errors/* InputError */.d(`${file}:${i + 1}: expected one JSON sample per line, found invalid JSON: ${error.message}`);
            }
        });
    }
    if (rows.length === 0)
        throw new core_errors/* InputError */.d(`${file}: expected lm-eval samples, found none`);
    const where = trimmed.startsWith('[')
        ? (n) => `${file}: sample ${n}`
        : (n) => `${file}:${n}`;
    return rows.map(({ line, value }) => {
        const parsed = lmEvalSampleSchema.safeParse(value);
        if (!parsed.success) {
            throw new core_errors/* InputError */.d(`${where(line)}: not an lm-eval sample ${issueText(parsed.error)}; expected a line of a samples_<task>_<date>.jsonl file`);
        }
        return parsed.data;
    });
}
function lm_eval_input_describe(value) {
    if (Array.isArray(value))
        return 'an array';
    if (value === null)
        return 'null';
    if (typeof value === 'object') {
        const keys = Object.keys(value).slice(0, 5);
        return `an object with keys ${keys.map((k) => JSON.stringify(k)).join(', ') || '(none)'}`;
    }
    return `${typeof value} ${JSON.stringify(value)}`;
}

;// CONCATENATED MODULE: ./src/core/import/lm-eval-samples.ts


/** How many missing doc ids an error lists. */
const SHOWN = 8;
/**
 * Per-item outcomes of one task from its samples, by `doc_id`. Lines name their filter from 0.4.7;
 * before, a task with several filters logged each document once per filter, in filter order, so
 * the k-th line of a document is the k-th filter's. The samples must be the results' own: one
 * line per document, the same task hash, and (checked by the caller) the same score.
 */
function itemsOfTask(samples, choice) {
    const { file } = samples;
    const { task, metric, filter } = choice;
    checkTaskHash(samples, choice);
    const seen = new Map();
    const items = new Map();
    samples.samples.forEach((line, index) => {
        const where = `${file}: sample ${index + 1} (doc_id ${line.doc_id})`;
        const occurrence = seen.get(line.doc_id) ?? 0;
        seen.set(line.doc_id, occurrence + 1);
        const lineFilter = line.filter ?? choice.filters[occurrence];
        if (lineFilter === undefined) {
            throw new core_errors/* InputError */.d(`${where}: doc_id ${line.doc_id} appears ${occurrence + 1} times, but ${task} has ${choice.filters.length} filter(s) (${choice.filters.join(', ')}): expected one line per document and filter`);
        }
        if (lineFilter !== filter)
            return;
        if (items.has(line.doc_id)) {
            throw new core_errors/* InputError */.d(`${where}: a second line for doc_id ${line.doc_id} under filter ${filter}`);
        }
        const docSubject = line.doc?.subject;
        if (choice.subject && typeof docSubject === 'string' && docSubject !== choice.subject) {
            throw new core_errors/* InputError */.d(`${where}: a document of subject ${docSubject}, but task ${task} is subject ${choice.subject}: these are samples of another task`);
        }
        const raw = line[metric];
        if (raw === undefined) {
            const keys = line.metrics ?? Object.keys(line).filter((k) => !NON_METRIC.has(k));
            throw new core_errors/* InputError */.d(`${where}: expected the per-item metric ${metric}, found ${keys.join(', ') || 'none'}: samples of another task, or choose another --metric`);
        }
        const value = typeof raw === 'boolean' ? Number(raw) : raw;
        if (value !== 0 && value !== 1) {
            throw new core_errors/* InputError */.d(`${where}: ${metric} is ${JSON.stringify(raw)}, expected 0 or 1 per item (a per-item correctness such as acc or exact_match); choose another with --metric`);
        }
        items.set(line.doc_id, outcome(line, value === 1, metric, filter, choice.subject));
    });
    checkComplete([...items.keys()], choice, file);
    return [...items.values()].sort((a, b) => a.id - b.id);
}
const NON_METRIC = new Set([
    'doc_id',
    'doc',
    'target',
    'arguments',
    'resps',
    'filtered_resps',
    'filter',
    'metrics',
    'doc_hash',
    'prompt_hash',
    'target_hash',
]);
function outcome(line, correct, metric, filter, subject) {
    const extra = line;
    const flag = (key) => (typeof extra[key] === 'number' ? { [key]: extra[key] === 1 } : {});
    const response = Array.isArray(line.filtered_resps)
        ? line.filtered_resps[0]
        : line.filtered_resps;
    return {
        id: line.doc_id,
        repeat: 0,
        correct,
        score: correct ? 1 : 0,
        extracted: typeof response === 'string' ? response.slice(0, 200) : null,
        reason: `lm-eval ${metric} = ${correct ? 1 : 0} (filter ${filter})`,
        response_sha256: null,
        latency_ms: 0,
        tokens: { input: 0, output: 0 },
        cached: false,
        attempts: 1,
        error: null,
        ...flag('acc'),
        ...flag('acc_norm'),
        ...(subject ? { subject } : {}),
    };
}
/** One line per document evaluated: a gap would pair the wrong items or hide a failure. */
function checkComplete(ids, choice, file) {
    if (ids.length === choice.n)
        return;
    const have = new Set(ids);
    const missing = [];
    for (let id = 0; id < choice.n && missing.length <= SHOWN; id++)
        if (!have.has(id))
            missing.push(id);
    const shown = missing.slice(0, SHOWN).join(', ') + (missing.length > SHOWN ? ', ...' : '');
    throw new core_errors/* InputError */.d(`${file}: expected one sample per document of ${choice.task} under filter ${choice.filter} (${choice.n}, from n-samples.effective), found ${ids.length}${missing.length ? `; missing doc_id ${shown}` : ''}`);
}
/** lm-eval's task hash: sha256 over every line's doc, prompt and target hashes, in file order. */
function checkTaskHash(samples, choice) {
    if (!choice.taskHash)
        return;
    const parts = samples.samples.map((s) => (s.doc_hash ?? '') + (s.prompt_hash ?? '') + (s.target_hash ?? ''));
    if (parts.some((p) => p === ''))
        return;
    const actual = sha256Hex(parts.join(''));
    if (actual !== choice.taskHash && samples.samples.length >= choice.n * choice.filters.length) {
        throw new core_errors/* InputError */.d(`${samples.file}: the samples hash to ${actual.slice(0, 12)}…, but task_hashes.${choice.task} is ${choice.taskHash.slice(0, 12)}…: they are not the samples of this results file`);
    }
}

;// CONCATENATED MODULE: ./src/core/import/lm-eval-model.ts
/** model_args names whose values are credentials: never copied into a record. */
const SECRET_NAME = /key|token|secret|passw|auth|credential|bearer|cookie/i;
/**
 * `model_args` as an object with credentials replaced by `***` (lm-eval accepts
 * `api_key=...`-style args, and a string can carry anything). URL values lose their user info.
 */
function scrubbedModelArgs(value) {
    const args = {};
    if (typeof value === 'string') {
        for (const part of value.split(',')) {
            if (part.trim() === '')
                continue;
            const at = part.indexOf('=');
            if (at < 0)
                args[part.trim()] = true;
            else
                args[part.slice(0, at).trim()] = part.slice(at + 1).trim();
        }
    }
    else if (value)
        Object.assign(args, value);
    for (const [name, v] of Object.entries(args)) {
        if (SECRET_NAME.test(name))
            args[name] = '***';
        else if (typeof v === 'string')
            args[name] = v.replace(/^([a-z][a-z0-9+.-]*:\/\/)[^/@\s]*@/i, '$1***@');
    }
    return args;
}
/** The model the results are of: the args' model name when there is one, else lm-eval's model type. */
function modelIdentity(results, args) {
    const named = ['pretrained', 'model', 'model_name', 'engine', 'peft', 'base_name']
        .map((key) => args[key])
        .find((v) => typeof v === 'string' && v !== '' && v !== '***');
    const name = named ?? results.config.model;
    const revision = typeof args.revision === 'string' ? args.revision : null;
    return {
        id: name,
        provider: `lm-eval/${results.config.model}`,
        requested: revision ? `${name}@${revision}` : name,
        base_url: typeof args.base_url === 'string' ? args.base_url : null,
        build: { model: name, system_fingerprint: results.config.model_sha ?? null },
    };
}

;// CONCATENATED MODULE: ./src/core/import/lm-eval-protocol.ts


/** Bumped when the import maps lm-eval output to a protocol differently. */
const LM_EVAL_IMPORT_PROTOCOL_VERSION = 1;
/** Task config keys that decide which documents are evaluated (the fingerprint). */
const DATASET_KEYS = [
    'dataset_path',
    'dataset_name',
    'dataset_kwargs',
    'custom_dataset',
    'training_split',
    'validation_split',
    'test_split',
    'process_docs',
];
/** Keys that decide the prompt and the target (the template). */
const TEMPLATE_KEYS = [
    'doc_to_text',
    'doc_to_target',
    'doc_to_choice',
    'doc_to_image',
    'doc_to_audio',
    'description',
    'target_delimiter',
    'fewshot_delimiter',
    'use_prompt',
    'gen_prefix',
    'process_results',
];
/** Keys that decide the few-shot examples (k comes from `n-shot`). */
const FEWSHOT_KEYS = ['fewshot_split', 'fewshot_config', 'num_fewshot'];
const GRADER_KEYS = ['metric_list', 'filter_list', 'output_type'];
const DECODING_KEYS = ['generation_kwargs'];
/** Names and notes that do not change a score. */
const DESCRIPTIVE_KEYS = [
    'task',
    'task_alias',
    'tag',
    'group',
    'group_alias',
    'metadata',
    'should_decontaminate',
    'doc_to_decontamination_query',
    'unsafe_code',
];
const COVERED = new Set([
    ...DATASET_KEYS,
    ...TEMPLATE_KEYS,
    ...FEWSHOT_KEYS,
    ...GRADER_KEYS,
    ...DECODING_KEYS,
    ...DESCRIPTIVE_KEYS,
]);
const LOGLIKELIHOOD_TYPES = new Set(['multiple_choice', 'loglikelihood', 'loglikelihood_rolling']);
function pick(config, keys) {
    const out = {};
    for (const key of keys)
        if (config[key] !== undefined)
            out[key] = config[key];
    return out;
}
const hash = (value) => sha256Hex(canonicalJson(value));
/**
 * The protocol of one imported task. Each part takes the config keys that decide it, so a
 * difference between two imports is named (template, few-shot, grader, decoding...) and whatever
 * no part covers lands in `task config`, never silently ignored. The runner is `lm-eval`, so an
 * import is never comparable with a run evalgate measured: evalgate cannot prove here that both
 * sent the same requests.
 */
function lmEvalProtocol(results, choice) {
    const config = results.configs[choice.task];
    const outputType = typeof config.output_type === 'string' ? config.output_type : 'unknown';
    const loglikelihood = LOGLIKELIHOOD_TYPES.has(outputType);
    const dataset = pick(config, DATASET_KEYS);
    const template = {
        ...pick(config, TEMPLATE_KEYS),
        system_instruction_sha: results.system_instruction_sha ?? null,
        chat_template_sha: results.chat_template_sha ?? null,
        fewshot_as_multiturn: results.fewshot_as_multiturn ?? false,
    };
    const k = results['n-shot']?.[choice.task] ?? config.num_fewshot ?? 0;
    const fewshot = {
        ...pick(config, FEWSHOT_KEYS),
        fewshot_seed: k > 0 ? (results.config.fewshot_seed ?? null) : null,
    };
    const fewshotConfig = config.fewshot_config;
    const rest = {};
    for (const [key, value] of Object.entries(config))
        if (!COVERED.has(key))
            rest[key] = value;
    const datasetPath = [config.dataset_path, config.dataset_name].filter(Boolean).join('/');
    const protocol = {
        harness: {
            name: 'lm-eval',
            version: results.lm_eval_version ?? results.git_hash ?? 'unknown',
            protocol_version: LM_EVAL_IMPORT_PROTOCOL_VERSION,
        },
        dataset: { path: datasetPath || choice.task, format: 'lm-eval' },
        fingerprint: hash({ ...dataset, n: choice.n }),
        slice: { seed: '', size: choice.n, fingerprint_fields: [] },
        wash: {},
        template: {
            name: choice.task,
            mode: outputType,
            hash: hash(template),
            text: typeof config.doc_to_text === 'string'
                ? config.doc_to_text
                : canonicalJson(config.doc_to_text ?? null),
        },
        fewshot: {
            k,
            hash: hash(fewshot),
            ...(typeof config.fewshot_split === 'string' ? { source: config.fewshot_split } : {}),
            ...(typeof fewshotConfig?.sampler === 'string' ? { sampler: fewshotConfig.sampler } : {}),
        },
        grader: { metric: choice.metric, filter: choice.filter, ...pick(config, GRADER_KEYS) },
        decoding: loglikelihood
            ? { output_type: outputType }
            : { ...pick(config, DECODING_KEYS), gen_kwargs: results.config.gen_kwargs ?? null },
        repeats: 1,
        ...(loglikelihood ? { output: 'loglikelihood' } : {}),
        lm_eval: {
            task: choice.task,
            task_version: results.versions?.[choice.task] ?? null,
            task_hash: results.task_hashes?.[choice.task] ?? null,
            limit: results.config.limit ?? null,
            config: rest,
            lm_eval_version: results.lm_eval_version ?? null,
            git_hash: results.git_hash ?? null,
            model_args: choice.modelArgs,
        },
    };
    return { protocol, protocolId: protocolIdOf(protocol) };
}
/**
 * The protocol of an imported group: each part is its subtasks' parts, so two imports of a group
 * compare only when every subtask's would, and a difference is named by part as for one task.
 * Parts all subtasks share (MMLU's template, grader, decoding) are kept as they are; parts that
 * differ by subtask (MMLU's description names the subject) are hashed per subtask. The subtasks
 * are listed in `lm_eval.subtasks`, and the grader says how their items make one score.
 */
function lmEvalGroupProtocol(results, group, subtasks, choice) {
    const parts = subtasks.map(({ task, n }) => [task, lmEvalProtocol(results, { ...choice, task, n }).protocol]);
    const first = parts[0][1];
    const each = (pick) => Object.fromEntries(parts.map(([task, p]) => [task, pick(p)]));
    const same = (pick) => {
        const key = canonicalJson(pick(first));
        return parts.every(([, p]) => canonicalJson(pick(p)) === key);
    };
    const shared = (pick) => same(pick) ? pick(first) : { per_subtask: hash(each(pick)) };
    const n = subtasks.reduce((a, s) => a + s.n, 0);
    const taskHashes = parts.map(([, p]) => p.lm_eval.task_hash);
    const k = results['n-shot']?.[group] ?? first.fewshot.k;
    const fewshotShared = same((p) => ({ source: p.fewshot.source, sampler: p.fewshot.sampler }));
    const loglikelihood = parts.every(([, p]) => p.output === 'loglikelihood');
    const datasetPaths = new Set(subtasks.map(({ task }) => results.configs[task].dataset_path));
    const datasetPath = datasetPaths.size === 1 ? [...datasetPaths][0] : undefined;
    const protocol = {
        harness: first.harness,
        dataset: { path: typeof datasetPath === 'string' ? datasetPath : group, format: 'lm-eval' },
        fingerprint: hash(each((p) => p.fingerprint)),
        slice: { seed: '', size: n, fingerprint_fields: [] },
        wash: {},
        template: {
            name: group,
            mode: same((p) => p.template.mode) ? first.template.mode : 'mixed',
            hash: hash(each((p) => p.template.hash)),
            text: same((p) => p.template.text)
                ? first.template.text
                : `(${parts.length} subtasks' templates)`,
        },
        fewshot: {
            k,
            hash: hash(each((p) => ({ k: p.fewshot.k, hash: p.fewshot.hash }))),
            ...(fewshotShared && first.fewshot.source !== undefined
                ? { source: first.fewshot.source }
                : {}),
            ...(fewshotShared && first.fewshot.sampler !== undefined
                ? { sampler: first.fewshot.sampler }
                : {}),
        },
        grader: {
            ...shared((p) => p.grader),
            metric: choice.metric,
            filter: choice.filter,
            group: `the mean over the items of ${parts.length} subtasks (their scores weighted by size)`,
        },
        decoding: shared((p) => p.decoding),
        repeats: 1,
        ...(loglikelihood ? { output: 'loglikelihood' } : {}),
        lm_eval: {
            task: group,
            task_version: results.versions?.[group] ?? null,
            task_hash: taskHashes.every((h) => h !== null)
                ? hash(each((p) => p.lm_eval.task_hash))
                : null,
            limit: results.config.limit ?? null,
            config: shared((p) => p.lm_eval.config),
            subtasks: parts.map(([task]) => task),
            lm_eval_version: results.lm_eval_version ?? null,
            git_hash: results.git_hash ?? null,
            model_args: choice.modelArgs,
        },
    };
    return { protocol, protocolId: protocolIdOf(protocol) };
}

;// CONCATENATED MODULE: ./src/core/import/lm-eval.ts








/**
 * lm-evaluation-harness output as run records: one record per task or group, at one metric and
 * filter (a record is one number a gate can judge; import again with `--filter` for another
 * filter). A group (`mmlu`, `mmlu_stem`, ...) is one record holding every item of its subtasks.
 */
function importLmEval(results, file, samples, options, context) {
    const tasks = Object.keys(results.configs).filter((t) => t in results.results);
    if (tasks.length === 0) {
        throw new core_errors/* InputError */.d(`${file}: expected at least one task with both results and configs, found results for ${Object.keys(results.results).join(', ') || 'none'}`);
    }
    const groups = Object.keys(results.group_subtasks ?? {}).filter((g) => g in results.results && !tasks.includes(g));
    for (const task of options.tasks ?? []) {
        if (!tasks.includes(task) && !groups.includes(task))
            throw new core_errors/* InputError */.d(`--task ${task}: ${file} has no results for it; it has: ${tasks.join(', ')}${groups.length ? `; and the groups: ${groups.join(', ')}` : ''}`);
    }
    const chosen = options.tasks?.length
        ? [...tasks, ...groups].filter((t) => options.tasks.includes(t))
        : tasks;
    const byTask = assignSamples(samples, tasks, file);
    return chosen.map((task) => groups.includes(task)
        ? importGroup(results, file, task, byTask, options, context)
        : importTask(results, file, task, byTask.get(task), options, context));
}
function importTask(results, file, task, samples, options, context) {
    const measure = measureTask(results, file, task, samples, options);
    const modelArgs = scrubbedModelArgs(results.config.model_args);
    const { metric, filter, n } = measure;
    const { protocol, protocolId } = lmEvalProtocol(results, { task, metric, filter, n, modelArgs });
    return importedRecord(results, task, measure, { protocol, protocolId }, options, context);
}
function measureTask(results, file, task, samples, options) {
    const config = results.configs[task];
    const listed = (config.metric_list ?? []).map((m) => m.metric);
    const { metric, filter, filters, value, stderr } = chooseMetric(results, file, task, {
        listed,
        samples: samples !== undefined,
        options,
    });
    const n = results['n-samples']?.[task]?.effective ?? samples?.samples.length;
    if (n === undefined) {
        throw new core_errors/* InputError */.d(`${file}: n-samples.${task}: expected the number of documents evaluated, found none; pass the task's --samples file`);
    }
    const items = samples
        ? itemsOfTask(samples, {
            task,
            metric,
            filter,
            filters,
            n,
            subject: subjectOfTask(task),
            taskHash: results.task_hashes?.[task],
        })
        : [];
    if (items.length) {
        const score = aggregate(items, 1, n).score;
        if (Math.abs(score - 100 * value) > 1e-6) {
            throw new core_errors/* InputError */.d(`${samples.file}: the samples give ${task} ${metric} ${score.toFixed(4)}, but ${file} reports ${(100 * value).toFixed(4)}; they are not samples of the same run`);
        }
    }
    return { metric, filter, value, stderr, n, items };
}
/**
 * lm-eval's metrics whose per-item value is 1 for a right answer and 0 for a wrong one, and whose
 * reported value is their mean (`aggregation: mean` in lm-eval's metric registry).
 */
const PER_ITEM_METRICS = ['acc', 'acc_norm', 'acc_mutual_info', 'acc_bytes', 'exact_match'];
/**
 * lm-eval's registered metrics that are not that: computed over the whole run (f1, mcc, bleu,
 * chrf, ter, brier_score), perplexities and bits per byte, a mean likelihood, or no score at all.
 */
const NOT_PER_ITEM_METRICS = new Set([
    'f1',
    'mcc',
    'bleu',
    'chrf',
    'ter',
    'brier_score',
    'perplexity',
    'word_perplexity',
    'byte_perplexity',
    'bits_per_byte',
    'likelihood',
    'bypass',
]);
/**
 * The metric and filter a record of `task` (a task or a group) is taken at. A gate pairs items
 * right or wrong, so the metric must be a per-item correctness whose mean is the reported value:
 * lm-eval's own such metrics, or a task's own metric when its samples show 0 or 1 per item
 * (checked when they are read); metrics lm-eval computes over the whole run are refused.
 */
function chooseMetric(results, file, task, how) {
    const values = results.results[task];
    const keys = Object.keys(values).filter((k) => k.includes(',') && !k.split(',')[0].endsWith('_stderr'));
    const reported = [...new Set(keys.map((k) => k.split(',')[0]))];
    const usable = (m) => PER_ITEM_METRICS.includes(m) || (how.samples && !NOT_PER_ITEM_METRICS.has(m));
    const metric = how.options.metric ??
        how.listed.find((m) => reported.includes(m) && usable(m)) ??
        reported.find(usable) ??
        how.listed.find((m) => reported.includes(m)) ??
        reported[0];
    if (!metric || !reported.includes(metric)) {
        throw new core_errors/* InputError */.d(`${file}: results.${task}: expected metric ${JSON.stringify(metric ?? '(any)')}, found ${reported.join(', ') || 'no metrics'}${how.options.metric ? '; choose one with --metric' : ''}`);
    }
    const accepted = reported.filter(usable);
    const choose = accepted.length
        ? `choose one of ${accepted.join(', ')} with --metric`
        : `${task} reports none that is (${PER_ITEM_METRICS.join(', ')}${how.samples ? ', or a task’s own metric that is 0 or 1 per sample' : ''})`;
    const aggregation = results.configs[task]?.metric_list?.find((m) => m.metric === metric)?.aggregation;
    if (NOT_PER_ITEM_METRICS.has(metric) || (aggregation !== undefined && aggregation !== 'mean')) {
        throw new core_errors/* InputError */.d(`${file}: ${task}: metric ${metric} is not a per-item correctness (lm-eval computes it ${NOT_PER_ITEM_METRICS.has(metric) ? 'over the whole run, not as a mean of right and wrong answers' : `with aggregation ${JSON.stringify(aggregation)}, not as a mean`}), so a gate cannot pair its items; ${choose}`);
    }
    if (!usable(metric)) {
        throw new core_errors/* InputError */.d(`${file}: ${task}: metric ${metric} is not one of lm-eval's per-item correctness metrics (${PER_ITEM_METRICS.join(', ')}); pass the task's --samples file, which shows whether it is 0 or 1 per item, or ${choose}`);
    }
    if (results.higher_is_better?.[task]?.[metric] === false) {
        throw new core_errors/* InputError */.d(`${file}: ${task}: metric ${metric} is lower-is-better, and a gate fails on drops; choose another with --metric (${reported.join(', ')})`);
    }
    const filters = [
        ...new Set(keys.filter((k) => k.startsWith(`${metric},`)).map((k) => k.slice(metric.length + 1))),
    ];
    const filter = how.options.filter ?? filters[0];
    if (!filters.includes(filter)) {
        throw new core_errors/* InputError */.d(`--filter ${filter}: ${file} reports ${task} ${metric} under the filters ${filters.join(', ')}`);
    }
    const value = values[`${metric},${filter}`];
    if (typeof value !== 'number') {
        throw new core_errors/* InputError */.d(`${file}: results.${task}["${metric},${filter}"]: expected a number, found ${JSON.stringify(value)}`);
    }
    const stderrValue = values[`${metric}_stderr,${filter}`];
    const stderr = typeof stderrValue === 'number' ? stderrValue * 100 : null;
    return { metric, filter, filters, value, stderr };
}
/** How many subtasks an error lists. */
const SHOWN_TASKS = 8;
/**
 * A group as one record: the items of all its subtasks (ids `<subtask>/<doc_id>`) and the
 * group's own value. lm-eval (0.4.3 by default, later with `weight_by_size: true`, as its MMLU
 * groups set) reports a group's value as its subtasks' values weighted by their sizes, i.e. the
 * mean over all items; that is what a record's score is, so a group lm-eval aggregated otherwise
 * (an unweighted mean) is refused rather than given a score its items do not have.
 */
function importGroup(results, file, group, byTask, options, context) {
    const subtasks = leafTasks(results, group, file);
    const withSamples = subtasks.filter((t) => byTask.has(t));
    if (withSamples.length > 0 && withSamples.length < subtasks.length) {
        const missing = subtasks.filter((t) => !byTask.has(t));
        throw new core_errors/* InputError */.d(`group ${group}: samples were given for ${withSamples.length} of its ${subtasks.length} subtasks; expected all or none (missing: ${missing.slice(0, SHOWN_TASKS).join(', ')}${missing.length > SHOWN_TASKS ? ', ...' : ''})`);
    }
    const listed = (results.configs[subtasks[0]].metric_list ?? []).map((m) => m.metric);
    const choice = chooseMetric(results, file, group, {
        listed,
        samples: withSamples.length > 0,
        options,
    });
    const { metric, filter } = choice;
    const measures = subtasks.map((task) => measureTask(results, file, task, byTask.get(task), { ...options, metric, filter }));
    const n = measures.reduce((a, m) => a + m.n, 0);
    const weighted = measures.reduce((a, m) => a + m.value * m.n, 0) / n;
    if (Math.abs(weighted - choice.value) > 1e-9) {
        const unweighted = measures.reduce((a, m) => a + m.value, 0) / measures.length;
        throw new core_errors/* InputError */.d(`${file}: results.${group}["${metric},${filter}"] is ${choice.value}, but its ${subtasks.length} subtasks weighted by size give ${weighted} (unweighted: ${unweighted}): lm-eval did not aggregate this group as the mean over its items (weight_by_size: false?), which a record's score is; import its subtasks instead`);
    }
    const items = measures.flatMap((m, i) => m.items.map((item) => ({ ...item, id: `${subtasks[i]}/${item.id}` })));
    const modelArgs = scrubbedModelArgs(results.config.model_args);
    const protocol = lmEvalGroupProtocol(results, group, subtasks.map((task, i) => ({ task, n: measures[i].n })), { metric, filter, modelArgs });
    const measure = { ...choice, n, items };
    return importedRecord(results, group, measure, protocol, options, context);
}
/** The tasks under a group, through its subgroups, sorted; each must have results and a config. */
function leafTasks(results, group, file) {
    const tree = results.group_subtasks ?? {};
    const out = new Set();
    const visit = (name, path) => {
        for (const child of tree[name] ?? []) {
            if (path.includes(child)) {
                throw new core_errors/* InputError */.d(`${file}: group_subtasks: group ${child} contains itself (${[...path, child].join(' > ')})`);
            }
            if (child in tree && !(child in results.configs))
                visit(child, [...path, child]);
            else
                out.add(child);
        }
    };
    visit(group, [group]);
    const leaves = [...out].sort();
    const lacking = leaves.filter((t) => !(t in results.configs) || !(t in results.results));
    if (leaves.length === 0 || lacking.length) {
        throw new core_errors/* InputError */.d(`${file}: group ${group}: expected subtasks with results and configs, found ${leaves.length === 0 ? 'none in group_subtasks' : `none for ${lacking.slice(0, SHOWN_TASKS).join(', ')}`}`);
    }
    return leaves;
}
function importedRecord(results, task, measure, { protocol, protocolId }, options, context) {
    const { metric, filter, n, items, stderr } = measure;
    const modelArgs = scrubbedModelArgs(results.config.model_args);
    const identity = modelIdentity(results, modelArgs);
    const score = 100 * measure.value;
    const aggregates = items.length
        ? { ...aggregate(items, 1, n), stderr, ...subjectAggregates(items, 1) }
        : { score, std: 0, per_repeat: [score], n, errors: 0, error_rate: 0, stderr };
    const started = results.date ? new Date(results.date * 1000) : context.now;
    const seconds = Number(results.total_evaluation_time_seconds);
    const ended = Number.isFinite(seconds) ? new Date(started.getTime() + seconds * 1000) : started;
    const stamp = started.toISOString().replace(/[-:.]/g, '');
    return {
        schema_version: RUN_RECORD_SCHEMA_VERSION,
        run_id: `${stamp}-${sha256Hex(`${context.resultsText}\n${task}\n${metric}\n${filter}\n${options.model ?? ''}`).slice(0, 6)}`,
        suite: suiteName(task),
        model: {
            id: options.model ?? identity.id,
            provider: identity.provider,
            requested: identity.requested,
            base_url: identity.base_url,
            build: identity.build,
            builds_seen: [{ ...identity.build, count: n }],
            claimed: null,
        },
        protocol_id: protocolId,
        protocol,
        items,
        aggregates,
        usage: { requests: 0, cached: 0, input_tokens: 0, output_tokens: 0, cost_usd: null },
        incomplete: null,
        environment: {
            ...context.environment,
            started_at: started.toISOString(),
            ended_at: ended.toISOString(),
        },
    };
}
/** A task name as a suite name (it names a folder): other characters become `-`. */
function suiteName(task) {
    return task.replace(/[^A-Za-z0-9._-]/g, '-').replace(/^[^A-Za-z0-9]+/, '') || 'task';
}
/** The MMLU subject of an `mmlu_<subject>` task (and variants such as `mmlu_<subject>_generative`). */
function subjectOfTask(task) {
    if (!task.startsWith('mmlu'))
        return null;
    const parts = task.split('_');
    let best = null;
    for (let i = 1; i < parts.length; i++) {
        for (let j = i + 1; j <= parts.length; j++) {
            const name = parts.slice(i, j).join('_');
            if (mmluCategory(name) && (!best || name.length > best.length))
                best = name;
        }
    }
    return best;
}
/**
 * Which task each samples file holds: from its name (`samples_<task>_<date>.jsonl` from 0.4.3,
 * `<model_args>_<task>.jsonl` before), or the only task of the results file.
 */
function assignSamples(samples, tasks, file) {
    const out = new Map();
    const longestFirst = [...tasks].sort((a, b) => b.length - a.length);
    for (const s of samples) {
        const base = s.file.split(/[\\/]/).pop();
        const named = /^samples_(.+)_\d{4}-\d\d-\d\dT[\d.-]+\.jsonl?$/.exec(base)?.[1];
        let task = named ?? longestFirst.find((t) => base.endsWith(`_${t}.jsonl`) || base === `${t}.jsonl`);
        if (named && !tasks.includes(named)) {
            throw new core_errors/* InputError */.d(`${s.file}: these are samples of task ${named}, which ${file} has no results for (it has: ${tasks.join(', ')})`);
        }
        if (!task && tasks.length === 1)
            task = tasks[0];
        if (!task) {
            throw new core_errors/* InputError */.d(`${s.file}: cannot tell which task these samples are of: expected a name samples_<task>_<date>.jsonl with a task of ${file} (${tasks.join(', ')})`);
        }
        if (out.has(task))
            throw new core_errors/* InputError */.d(`${s.file}: a second samples file for task ${task} (the first: ${out.get(task).file})`);
        out.set(task, s);
    }
    return out;
}

;// CONCATENATED MODULE: ./src/engine/imports.ts












/** Whether a record was imported from another harness's output rather than measured here. */
function isImported(record) {
    return record.protocol.harness.name !== 'evalgate';
}
async function imports_readText(file, what) {
    try {
        return await (0,promises_.readFile)(file, 'utf8');
    }
    catch (error) {
        throw new core_errors/* InputError */.d(`${file}: cannot read the ${what}: ${(0,io_reason/* ioReason */.N)(error)}`);
    }
}
/** Reads lm-eval results (and samples) files and turns them into run records. */
async function importLmEvalFiles(resultsFile, samplesFiles, options, env) {
    const text = await imports_readText(resultsFile, 'lm-eval results file');
    const results = parseLmEvalResults(text, resultsFile);
    const samples = [];
    for (const file of samplesFiles)
        samples.push({
            file,
            samples: parseLmEvalSamples(await imports_readText(file, 'lm-eval samples file'), file),
        });
    const runUrl = env.GITHUB_SERVER_URL && env.GITHUB_REPOSITORY && env.GITHUB_RUN_ID
        ? `${env.GITHUB_SERVER_URL}/${env.GITHUB_REPOSITORY}/actions/runs/${env.GITHUB_RUN_ID}`
        : null;
    return importLmEval(results, resultsFile, samples, options, {
        resultsText: text,
        now: new Date(),
        environment: {
            evalgate: VERSION,
            node: process.version,
            os: `${external_node_os_default().platform()} ${external_node_os_default().release()} ${external_node_os_default().arch()}`,
            ci_run_url: runUrl,
            git_sha: env.GITHUB_SHA ?? (await headCommit(process.cwd())),
        },
    });
}
/** `.evalgate/baselines/<suite>/<model-id>.json` under `root`: where an import's baseline lives. */
function importedBaselinePath(root, record) {
    const file = slotFile(record.model.id);
    if (!file.ok)
        throw new core_errors/* InputError */.d(`model id "${record.model.id}": ${file.why}`);
    return statePath(root, 'baselines', record.suite, ...file.file.split('/'));
}
/** The committed baseline of an imported record's slot; a file of another slot is an error. */
async function readImportedBaseline(root, record) {
    const file = importedBaselinePath(root, record);
    const shown = config_displayPath(file);
    const baseline = await readBaseline(file, shown);
    if (baseline && (baseline.suite !== record.suite || baseline.model.id !== record.model.id)) {
        throw new core_errors/* InputError */.d(`${shown}: this file is the baseline of suite "${record.suite}", model "${record.model.id}", but it holds a run of suite "${baseline.suite}", model "${baseline.model.id}"`);
    }
    return baseline;
}
/** Freezes imported records as their slots' baselines (no config: the import is the protocol). */
async function freezeImported(root, runs, frozenBy) {
    for (const { file, record } of runs) {
        if (!isImported(record)) {
            throw new InputError(`${file}: a run evalgate measured; freeze it with --config, separately from imported records`);
        }
        if (record.incomplete)
            throw new InputError(`${file}: refusing to freeze an incomplete run (${record.incomplete.reason})`);
    }
    const out = [];
    for (const { record } of runs) {
        const file = importedBaselinePath(root, record);
        const previous = await readImportedBaseline(root, record);
        out.push({ suite: record.suite, ...(await freezeOne(file, record, previous, frozenBy)) });
    }
    return out;
}

;// CONCATENATED MODULE: ./src/engine/gate-records.ts







/** What imported records are judged by: the config's `gate` when the file exists, else the defaults. */
async function importGateSettings(config) {
    const present = await (0,promises_.access)(config).then(() => true, () => false);
    return present ? (await loadConfig(config)).config.gate : GATE_DEFAULTS;
}
/**
 * Gates stored (imported) records without rerunning: each against the baseline committed for its
 * suite and slot under `root`, or against `baseline` when one is given. One report per suite.
 */
async function gateStoredRecords(root, runs, gate, baseline) {
    const bySuite = new Map();
    for (const run of runs)
        bySuite.set(run.suite, [...(bySuite.get(run.suite) ?? []), run]);
    const suites = [];
    for (const [suite, records] of bySuite) {
        const baselines = {};
        for (const run of records)
            baselines[run.model.id] = baseline ?? (await readImportedBaseline(root, run));
        const models = records.map((run) => diffRun(run, baselines[run.model.id], gate));
        const history = await trendHistory(root, suite, runs);
        suites.push({
            suite,
            verdict: overallVerdict(models),
            failed: gateFails(models, gate),
            maxDrop: gate.max_drop,
            alpha: gate.alpha,
            models,
            runs: records,
            baselines,
            history,
            questions: {},
        });
    }
    const diffs = suites.flatMap((s) => s.models);
    return {
        verdict: overallVerdict(diffs),
        failed: suites.some((s) => s.failed),
        diffs,
        suites,
        markdown: suites.map((s) => gateMarkdown(s)).join('\n'),
        junit: suites.map((s) => ({
            suite: s.suite,
            models: s.models,
            fails: (d) => gateFails([d], gate),
        })),
    };
}

;// CONCATENATED MODULE: ./src/action/results.ts













/**
 * `results:`: gate lm-eval results that an earlier step wrote, instead of rerunning. Each results
 * file is imported with the samples lm-eval wrote beside it (`samples_<task>_<same date>.jsonl`),
 * and judged against the baselines frozen from earlier imports. On a pull request those are read
 * from the base commit, never from the head: a pull request cannot lower its own bar.
 */
async function resultsGate(flow) {
    const { inputs, context, env, outcome } = flow;
    const patterns = inputs.results ?? [];
    const files = await (0,tinyglobby_dist/* glob */.TI)(patterns, { cwd: context.workspace, absolute: true });
    if (files.length === 0) {
        throw new core_errors/* InputError */.d(`input "${names/* INPUT */.bO.results}": expected lm-eval results files, found none matching ${patterns.join(', ')}`);
    }
    // Pull requests and merge queues: the bar (baselines, gate settings) is the base commit's.
    const pullLike = context.pull !== undefined || context.mergeGroup !== undefined;
    const inputsOf = await Promise.all(files.sort().map(async (file) => ({ file, samples: await samplesBeside(file) })));
    if (pullLike) {
        // Results are what an earlier step of this run wrote. A file the pull request commits at
        // that path is the author's claim, not a measurement: refused, even if a step overwrote it.
        const all = inputsOf.flatMap((i) => [i.file, ...i.samples]);
        const planted = await barRead('list the files git tracks in the checkout', () => trackedFiles(context.workspace, all));
        if (planted.length > 0) {
            throw new core_errors/* InputError */.d(`input "${names/* INPUT */.bO.results}": ${planted.map((f) => external_node_path_default().relative(context.workspace, f)).join(', ')} ${planted.length === 1 ? 'is' : 'are'} committed in the repository; on a pull request only results written by this run are gated`, ['write the lm-eval output outside the tracked files (e.g. under $RUNNER_TEMP)']);
        }
    }
    const records = [];
    for (const { file, samples } of inputsOf)
        records.push(...(await importLmEvalFiles(file, samples, {}, env)));
    const configDir = external_node_path_default().dirname(inputs.config);
    let root = external_node_path_default().join(context.workspace, configDir);
    if (pullLike) {
        const baseSha = context.pull ? context.pull.baseSha : context.mergeGroup.baseSha;
        if (!baseSha)
            throw new BarUnverifiable('the event payload has no base sha of the bar');
        const dest = runnerTemp(env, `evalgate-base-${baseSha.slice(0, 12)}`);
        await barRead(`check out the base commit ${baseSha}`, () => extractCommit({ repoDir: context.workspace, sha: baseSha, dest }));
        root = external_node_path_default().join(dest, configDir);
    }
    // The gate settings come with the bar: the config's `gate:` beside the baselines, if there is one.
    const gate = await importGateSettings(external_node_path_default().join(root, external_node_path_default().basename(inputs.config)));
    const result = await gateStoredRecords(root, records, gate);
    const dir = runnerTemp(env, 'evalgate');
    await (0,promises_.mkdir)(dir, { recursive: true });
    const report = external_node_path_default().join(dir, 'lm-eval-report.md');
    const json = external_node_path_default().join(dir, 'lm-eval-results.json');
    const junit = external_node_path_default().join(dir, 'lm-eval-junit.xml');
    await (0,promises_.writeFile)(report, result.markdown);
    await (0,promises_.writeFile)(junit, junitXml(result.junit));
    const suites = result.suites.map((s) => ({
        suite: s.suite,
        verdict: s.verdict,
        failed: s.failed,
    }));
    await (0,promises_.writeFile)(json, `${JSON.stringify({ verdict: result.verdict, failed: result.failed, models: result.diffs, suites })}\n`);
    await sideChannel('write the job summary', () => core/* summary */.z.addRaw(result.markdown).write());
    const drop = Math.max(0, ...result.diffs.map((d) => (d.delta !== null && d.delta < 0 ? -d.delta : 0)));
    outcome.output(names/* OUTPUT */.aQ.verdict, result.verdict);
    outcome.output(names/* OUTPUT */.aQ.maxDrop, String(drop));
    outcome.output(names/* OUTPUT */.aQ.reportPath, report);
    outcome.output(names/* OUTPUT */.aQ.resultsJson, json);
    outcome.output(names/* OUTPUT */.aQ.junitPath, junit);
    outcome.output(names/* OUTPUT */.aQ.baselineChanged, 'false');
    if (result.failed) {
        const worst = result.diffs
            .filter((d) => d.verdict !== 'pass')
            .map((d) => `${d.model}: ${d.verdict} (${d.reason})`);
        const message = `evalgate lm-eval results: ${result.verdict}\n${worst.join('\n')}`;
        if (inputs.onRegression === 'fail')
            outcome.fail(message);
        else
            core/* warning */.$e(message);
    }
}
/** The samples lm-eval wrote with a results file: same folder, same date id. */
async function samplesBeside(resultsFile) {
    const date = /^results_(.+)\.json$/.exec(external_node_path_default().basename(resultsFile))?.[1];
    if (!date)
        return [];
    const folder = external_node_path_default().dirname(resultsFile);
    const names = await (0,promises_.readdir)(folder);
    return names
        .filter((n) => n.startsWith('samples_') && n.endsWith(`_${date}.jsonl`))
        .sort()
        .map((n) => external_node_path_default().join(folder, n));
}

;// CONCATENATED MODULE: ./src/engine/config-files.ts






/**
 * The config files named by `--config` (given several times) or the Action's `config` input
 * (one per line or comma): each an existing file taken literally, or a glob matched in sorted
 * order. A pattern that matches nothing is an error naming it, never a silently skipped suite.
 */
async function expandConfigs(patterns, cwd, 
/** A glob that matches nothing gives no files instead of an error (a suite the base lacks). */
options = {}) {
    const files = [];
    for (const pattern of patterns) {
        const literal = await (0,promises_.stat)(external_node_path_default().resolve(cwd, pattern)).then((s) => s.isFile(), () => false);
        if (literal || !(0,tinyglobby_dist/* isDynamicPattern */.ey)(pattern)) {
            files.push(pattern);
            continue;
        }
        const matches = (await (0,tinyglobby_dist/* glob */.TI)(pattern, { cwd, onlyFiles: true, expandDirectories: false })).sort();
        if (matches.length === 0 && !options.allowEmpty) {
            throw new core_errors/* InputError */.d(`config ${JSON.stringify(pattern)}: expected the glob to match config files, found none`, [`the glob is relative to ${cwd}`]);
        }
        files.push(...matches);
    }
    const seen = new Set();
    return files.filter((file) => {
        const key = external_node_path_default().resolve(cwd, file);
        if (seen.has(key))
            return false;
        seen.add(key);
        return true;
    });
}
/**
 * The Action reads its configs from the checkout only, held to the data files' rule: each must be
 * a regular file inside the checkout `root` (the paths are relative to it) once symlinks are
 * resolved, so neither `../x.yml`, an absolute path elsewhere nor a committed link to a file of the
 * runner is read. The message names the path as given, never where it leads nor anything of its
 * content. A path that does not exist is left to the config's load, which says so.
 */
async function assertConfigsInside(files, root, what) {
    for (const file of files) {
        const absolute = external_node_path_default().resolve(root, file);
        const exists = await (0,promises_.lstat)(absolute).then(() => true, () => false);
        if (!exists || (await regularFileInside(absolute, root)))
            continue;
        throw new core_errors/* InputError */.d(`${what}: expected a config file inside the workspace, found ${JSON.stringify(file)}, which is outside it, a link that leads out of it, or not a plain file; nothing was read`, [`the Action reads its config only from the checkout (${root})`]);
    }
}
/** Config list input text: one entry per line or comma, blank entries dropped. */
function splitConfigList(text) {
    return text
        .split(/[\n,]/)
        .map((entry) => entry.trim())
        .filter(Boolean);
}
/**
 * Refuses two configs of one step that name the same suite: they would share its baselines,
 * runs and report, each overwriting the other's. Checked before any suite runs. A config that
 * cannot be read or parsed is left to its own run, which reports it.
 */
async function assertOneConfigPerSuite(files, cwd, what) {
    const bySuite = new Map();
    for (const file of files) {
        let suite;
        try {
            suite = parseConfig(await (0,promises_.readFile)(external_node_path_default().resolve(cwd, file), 'utf8'), file).config.suite;
        }
        catch {
            continue;
        }
        const first = bySuite.get(suite);
        if (first !== undefined) {
            throw new core_errors/* InputError */.d(`${what}: ${first} and ${file} both name the suite "${suite}"; nothing was run`, [
                'a suite has one config: its baselines, runs and report live under its name',
                'rename the suite in one of them, or gate them in separate steps',
            ]);
        }
        bySuite.set(suite, file);
    }
}

;// CONCATENATED MODULE: ./src/action/outcome.ts

/** The step's own outputs and failure: the sink of a step that runs one suite. */
const STEP_OUTCOME = {
    output: (name, value) => core/* setOutput */.uH(name, value),
    fail: (message) => core/* setFailed */.C1(message),
};

;// CONCATENATED MODULE: ./src/action/suites.ts
















/**
 * The `config` input names one config, several (one per line or comma) or globs. One config runs
 * as it always did. Several run one after another in this step, each with its own flow, report,
 * summary section and comment (or one comment for all with `comment-mode: combined`); a suite
 * that fails or cannot run never stops the others, and the step fails if any failed.
 *
 * On a pull request the suites are those the base commit's config input matches as well as the
 * head's: a suite the base gates and the head no longer has fails as `missing`, so deleting or
 * renaming a config file cannot take a suite out of the gate.
 */
async function executeSuites(inputs, context, github, env, execute) {
    const patterns = splitConfigList(inputs.config);
    // The head's configs: the checkout, or in the verdict job the fetched copy of the head commit.
    const headRoot = context.pull?.measured?.root ?? context.workspace;
    const files = await expandConfigs(patterns, headRoot);
    await assertConfigsInside(files, headRoot, 'input "config"');
    // One literal config: the flow as it always was. A glob goes the long way even when it matches
    // one file today, so the base's matches are checked: deleting the others must not pass.
    if (patterns.length === 1 && files.length === 1 && !(0,tinyglobby_dist/* isDynamicPattern */.ey)(patterns[0])) {
        return execute({ ...inputs, config: files[0] }, context, github, env, STEP_OUTCOME);
    }
    await assertOneConfigPerSuite(files, headRoot, 'input "config"');
    if (inputs.shard || inputs.mode === 'merge') {
        throw new core_errors/* InputError */.d(`input "config": a shard or merge job takes one config, found ${files.length} (${files.join(', ')})`, ['run one shard matrix (and one merge job) per suite']);
    }
    const missing = context.pull || context.mergeGroup ? await removedAtHead(patterns, files, context, env) : [];
    // A freeze label's run: the suites' freezes are committed together, once every suite has run.
    const freezing = context.pull !== undefined &&
        context.action === 'labeled' &&
        isFreezeLabelOrSuite(context.label, inputs.freezeLabel);
    const frozen = [];
    const results = [];
    for (const config of files) {
        const result = { config, outputs: {}, failures: [] };
        const sink = {
            output: (name, value) => void (result.outputs[name] = value),
            fail: (message) => void result.failures.push(message),
            ...(inputs.commentMode === 'combined'
                ? { comment: (suite, fit, failed) => void (result.comment = { suite, fit, failed }) }
                : {}),
            ...(freezing ? { freeze: (part) => void frozen.push({ part, result }) } : {}),
        };
        core/* startGroup */.Oh(`evalgate: suite ${config}`);
        try {
            await execute({ ...inputs, config }, context, github, env, sink);
        }
        catch (error) {
            result.failures.push(failureText(config, error));
            result.outputs[names/* OUTPUT */.aQ.verdict] ??= 'errored';
        }
        finally {
            core/* endGroup */.N4();
        }
        results.push(result);
    }
    if (frozen.length > 0)
        await commitFrozenSuites(frozen, { inputs, context, github, env });
    else if (freezing) {
        core/* notice */.lm(`evalgate: the "${context.label}" label froze no suite: none of them has a bar this pull request changes. A label "${inputs.freezeLabel}:<suite>" freezes that suite.`);
    }
    for (const config of missing) {
        results.push({
            config,
            outputs: { [names/* OUTPUT */.aQ.verdict]: 'missing' },
            failures: [
                `evalgate ${config}: missing: the base commit gates this suite, but the pull request removes or renames its config; a pull request cannot take a suite out of the gate`,
            ],
        });
    }
    await finish(results, inputs, context, github, env);
}
/**
 * The freezes of several suites in one commit: the labels are removed first (nothing more freezes
 * under them), then the baselines are committed on the measured head, each suite gets its status
 * and comment. A failure fails every frozen suite: none of them was committed.
 */
async function commitFrozenSuites(frozen, flow) {
    try {
        const labels = [
            ...new Map(frozen.map((f) => [f.part.label.toLowerCase(), f.part.label])).values(),
        ];
        for (const label of labels)
            await removeLabel(flow, label);
        const urls = await commitFrozen(flow, frozen.map((f) => f.part));
        frozen.forEach((f, i) => void (f.result.outputs[names/* OUTPUT */.aQ.commentUrl] = urls[i] ?? ''));
    }
    catch (error) {
        for (const { result } of frozen) {
            result.failures.push(failureText(result.config, error));
            result.outputs[names/* OUTPUT */.aQ.verdict] = 'errored';
            result.outputs[names/* OUTPUT */.aQ.baselineChanged] = 'false';
        }
    }
}
/** Configs the base commit's input matches that the head's no longer does. */
async function removedAtHead(patterns, headFiles, context, env) {
    const baseSha = context.pull ? context.pull.baseSha : context.mergeGroup.baseSha;
    if (!baseSha)
        throw new BarUnverifiable('the event payload has no base sha of the bar');
    const root = runnerTemp(env, `evalgate-base-${baseSha.slice(0, 12)}`);
    await barRead(`check out the base commit ${baseSha}`, () => extractCommit({ repoDir: context.workspace, sha: baseSha, dest: root }));
    const base = [];
    for (const pattern of patterns) {
        // A pattern that matches nothing at the base is a suite the pull request adds; any other
        // failure to read the base's configs fails the check (it is a read the bar depends on).
        base.push(...(await barRead(`list the configs ${pattern} matches at the base commit`, () => expandConfigs([pattern], root, { allowEmpty: true }))));
    }
    const head = new Set(headFiles.map((f) => external_node_path_default().normalize(f)));
    return [...new Set(base.map((f) => external_node_path_default().normalize(f)))].filter((f) => !head.has(f));
}
async function finish(results, inputs, context, github, env) {
    const verdicts = results.map((r) => r.outputs[names/* OUTPUT */.aQ.verdict] ?? 'errored');
    const known = verdicts.every((v) => v !== 'skipped' && v !== 'errored');
    // Measuring and comparing jobs (mode measure, mode compare) judge nothing: their suites are
    // all `measured` (or all `compared`) or failed.
    const verdict = verdicts.every((v) => v === 'measured' || v === 'compared')
        ? verdicts[0]
        : known
            ? overallVerdict(verdicts.map((v) => ({ verdict: v })))
            : verdicts.includes('errored')
                ? 'errored'
                : overallVerdict(verdicts.filter((v) => v !== 'skipped').map((v) => ({ verdict: v })));
    const failures = results.flatMap((r) => r.failures);
    let commentUrl = results.map((r) => r.outputs[names/* OUTPUT */.aQ.commentUrl] ?? '').filter(Boolean);
    const parts = results.filter((r) => r.comment);
    if (inputs.commentMode === 'combined' && context.pull && github && parts.length) {
        const budget = Math.floor((BODY_LIMIT - 500) / parts.length);
        const body = parts.map((r) => r.comment.fit(budget)).join('\n\n---\n\n');
        const url = await sideChannel('post the combined pull-request comment', () => upsertComment(github, inputs, context.pull.number, '*', body, failures.length > 0));
        commentUrl = url ? [url] : [];
    }
    const dir = runnerTemp(env, 'evalgate');
    await (0,promises_.mkdir)(dir, { recursive: true });
    const suites = await Promise.all(results.map(async (r) => {
        const file = r.outputs[names/* OUTPUT */.aQ.resultsJson];
        const results = file ? await (0,promises_.readFile)(file, 'utf8').then(JSON.parse, () => null) : null;
        return {
            config: r.config,
            verdict: r.outputs[names/* OUTPUT */.aQ.verdict] ?? 'errored',
            failed: r.failures.length > 0,
            failures: r.failures,
            report_path: r.outputs[names/* OUTPUT */.aQ.reportPath] ?? null,
            results_json: file ?? null,
            comment_url: r.outputs[names/* OUTPUT */.aQ.commentUrl] || null,
            ...(results ? { suite: results.suite, models: results.models } : {}),
        };
    }));
    const json = external_node_path_default().join(dir, 'suites-results.json');
    await (0,promises_.writeFile)(json, `${JSON.stringify({ verdict, failed: failures.length > 0, suites })}\n`);
    const reports = await Promise.all(suites.map((s) => (s.report_path ? (0,promises_.readFile)(s.report_path, 'utf8').catch(() => '') : '')));
    const report = external_node_path_default().join(dir, 'suites-report.md');
    await (0,promises_.writeFile)(report, reports.filter(Boolean).join('\n\n---\n\n'));
    const drops = results.map((r) => Number(r.outputs[names/* OUTPUT */.aQ.maxDrop] ?? 0));
    core/* setOutput */.uH(names/* OUTPUT */.aQ.verdict, verdict);
    core/* setOutput */.uH(names/* OUTPUT */.aQ.maxDrop, String(Math.max(0, ...drops)));
    core/* setOutput */.uH(names/* OUTPUT */.aQ.reportPath, report);
    core/* setOutput */.uH(names/* OUTPUT */.aQ.resultsJson, json);
    core/* setOutput */.uH(names/* OUTPUT */.aQ.commentUrl, commentUrl.join('\n'));
    core/* setOutput */.uH(names/* OUTPUT */.aQ.baselineChanged, String(results.some((r) => r.outputs[names/* OUTPUT */.aQ.baselineChanged] === 'true')));
    if (failures.length)
        core/* setFailed */.C1(failures.join('\n'));
}
function failureText(config, error) {
    if (error instanceof BarUnverifiable) {
        return `evalgate ${config}: cannot verify the bar: ${scrub(error.message)}. The check fails closed; rerun it when the cause is fixed.`;
    }
    if (error instanceof core_errors/* InputError */.d) {
        return scrub([`evalgate ${config}: ${error.message}`, ...error.details].join('\n'));
    }
    return `evalgate ${config}: internal error: ${scrub(error instanceof Error ? error.message : String(error))}`;
}

;// CONCATENATED MODULE: ./src/engine/shards.ts

/** Reads partial run records, each validated; a file that cannot be read is an error naming it. */
async function readShardFiles(files) {
    return Promise.all(files.map(async (file) => ({ file, record: await readRunRecord(file) })));
}

;// CONCATENATED MODULE: ./src/action/shards.ts





















/** The folder of this job's files under RUNNER_TEMP: a stable path for upload and the outputs. */
function jobDir(env, ...parts) {
    return runnerTemp(env, 'evalgate', ...parts);
}
/**
 * A shard job (`shard: I/N`, mode gate or run): measures its part of the slice under the bar,
 * writes the partial records and uploads them. It writes no comment, history or issue and sets
 * only `run-path`: the merge job is the one that reports.
 */
async function shardJob(flow, loaded) {
    const spec = flow.inputs.shard;
    const program = await programOf(flow, loaded);
    if (!program)
        return;
    const prepared = shardSuite(program.prepared, spec, `input "${names/* INPUT */.bO.shard}"`);
    const suite = prepared.loaded.config.suite;
    const part = `${spec.index}-of-${spec.count}`;
    const dir = jobDir(flow.env, 'shards', `${suite}-${part}`);
    const runs = await withResponseCache(flow, suite, prepared.protocolId, (options) => runSuite(prepared, { ...options, outDir: dir }), `shard-${part}`);
    const name = shardArtifactName(suite, spec.index, spec.count);
    await uploadShard(name, runs.map((r) => r.path), dir, flow.env);
    await sideChannel('write the job summary', () => core/* summary */.z.addRaw(shardSummary(suite, spec, runs, name)).write());
    flow.outcome.output(names/* OUTPUT */.aQ.runPath, dir);
}
function shardSummary(suite, spec, runs, artifact) {
    const rows = runs.map(({ record }) => {
        const a = record.aggregates;
        return `| ${cell(record.model.id)} | ${a.n} of ${record.shard.slice_items} | ${a.errors} |`;
    });
    return [
        `### evalgate ${suite}: ${shardName(spec)} done, merged by the merge job`,
        '',
        `A partial run (round-robin over the slice, protocol \`${runs[0]?.record.protocol_id.slice(0, 12) ?? ''}\`): no verdict here; the merge job (\`mode: merge\`) joins the shards, gates and reports. Artifact: \`${artifact}\`.`,
        '',
        '| model | items | errors |',
        '| --- | --- | --- |',
        ...rows,
        '',
    ].join('\n');
}
/**
 * mode merge: joins the shards' partial records, one run per model entry, checks they are this
 * bar's protocol and slots, then gates and reports like an unsharded job: the only writer of the
 * comment, summary, outputs, data branch and tracking issue.
 */
async function mergeMode(flow, loaded) {
    const program = await programOf(flow, loaded);
    if (!program)
        return;
    const suite = program.loaded.config.suite;
    const files = await readShardFiles(await shardFiles(flow, suite));
    const runs = await mergeRuns(files, program.prepared, jobDir(flow.env, 'merged', suite));
    const baselines = await readBaselines(program.loaded, program.prepared);
    const result = await gateRuns(program.loaded, program.prepared, runs, baselines, program.pull);
    if (flow.context.pull)
        await publishGate({ ...flow, result, footer: '' });
    else
        await publishBranch(flow, program.loaded, result);
}
async function programOf(flow, loaded) {
    if (!flow.context.pull)
        return { loaded, prepared: await prepareSuite(loaded, flow.inputs.models) };
    const bar = await readPullBar(flow, flow.context.workspace, pullRequestLabelRun(flow));
    if (flow.context.pull.fork) {
        const missing = missingSecrets(bar.plan.config, flow.inputs.models, flow.env);
        if (missing.length > 0) {
            await forkSkip(flow, missing);
            return undefined;
        }
    }
    if (bar.label) {
        throw new core_errors/* InputError */.d(`evalgate: the freeze label was applied: a label freeze reruns and freezes the whole slice in one job; run it with mode gate and no input "${names/* INPUT */.bO.shard}" (see examples/workflows/pr-sharded.yml), not in sharded jobs`);
    }
    // As the unsharded pull-request flow: the base's bar, or the head's when an approval covers it.
    const graded = gradedProgram(bar, flow.inputs.models);
    return {
        loaded: graded.loaded,
        prepared: graded.prepared,
        pull: { bar: graded.report, missing: graded.missing },
    };
}
/** The partial records: input `runs` (files, folders or globs), else this run's shard artifacts. */
async function shardFiles(flow, suite) {
    const { inputs, context, env } = flow;
    let patterns = inputs.runs;
    let where = `input "${names/* INPUT */.bO.runs}" (${patterns.join(', ')})`;
    if (patterns.length === 0) {
        patterns = await downloadShards(suite, jobDir(env, 'downloads'), env);
        where = env.ACTIONS_RUNTIME_TOKEN
            ? `the artifacts ${shardArtifactName(suite)}* of this workflow run`
            : `input "${names/* INPUT */.bO.runs}" (not set, and no artifact service here to download the shards from)`;
    }
    const files = new Set();
    for (const pattern of patterns) {
        const absolute = external_node_path_default().resolve(context.workspace, pattern);
        const folder = await (0,promises_.stat)(absolute).then((s) => s.isDirectory(), () => false);
        const found = folder
            ? await (0,tinyglobby_dist/* glob */.TI)('**/*.json', { cwd: absolute, absolute: true })
            : await (0,tinyglobby_dist/* glob */.TI)(pattern, { cwd: context.workspace, absolute: true });
        for (const file of found.sort())
            files.add(file);
    }
    if (context.pull) {
        // Partial records are what this run's shard jobs wrote; one the pull request commits at that
        // path is the author's claim, not a measurement.
        const planted = await barRead('list the files git tracks in the checkout', () => trackedFiles(context.workspace, [...files]));
        if (planted.length > 0) {
            throw new core_errors/* InputError */.d(`mode merge: ${planted.map((f) => external_node_path_default().relative(context.workspace, f)).join(', ')} ${planted.length === 1 ? 'is' : 'are'} committed in the repository; on a pull request only partial records written by this run's shard jobs are merged`, ['download the shard artifacts outside the tracked files (e.g. under $RUNNER_TEMP)']);
        }
    }
    if (files.size === 0) {
        throw new core_errors/* InputError */.d(`mode merge: expected the shards' partial run records (JSON files) in ${where}, found none; set input "${names/* INPUT */.bO.runs}" to the files the shard jobs wrote (their output run-path, e.g. downloaded with actions/download-artifact)`);
    }
    return [...files];
}
/** One merged run per model entry, each this bar's protocol; every slot measured must be there. */
async function mergeRuns(files, prepared, outDir) {
    const byModel = new Map();
    for (const file of files) {
        const id = file.record.model.id;
        byModel.set(id, [...(byModel.get(id) ?? []), file]);
    }
    const suite = prepared.loaded.config.suite;
    const runs = [];
    for (const entry of prepared.candidates) {
        const group = byModel.get(entry.id);
        if (!group) {
            throw new core_errors/* InputError */.d(`mode merge: no partial records of model "${entry.id}" among ${files.length} files (${files.map((f) => f.file).join(', ')}); every shard job must measure the same models`);
        }
        byModel.delete(entry.id);
        const record = mergeShards(group);
        // Per slot: a reasoning slot is measured under its own protocol, not the suite's.
        const { protocolId } = slotProtocol(prepared, entry);
        if (record.suite !== suite || record.protocol_id !== protocolId) {
            throw new core_errors/* InputError */.d(`${group[0].file}: foreign shard: it is of suite "${record.suite}", protocol ${record.protocol_id.slice(0, 12)}, but this job measures suite "${suite}" under protocol ${protocolId.slice(0, 12)}; merge only the shards this workflow run measured`);
        }
        runs.push({
            record,
            path: await writeRecord(record, { root: prepared.loaded.baseDir, out: outDir }),
        });
    }
    for (const [id, group] of byModel) {
        throw new core_errors/* InputError */.d(`${group[0].file}: foreign shard: model "${id}" is not a slot this job measures (${prepared.candidates.map((c) => c.id).join(', ')})`);
    }
    return runs;
}

;// CONCATENATED MODULE: ./src/action/verdict.ts
// Longer than 250 lines: the verdict job is one flow, from the measuring run it is handed to the
// status it sets; each of its reads (the run, its pull request, the head commit, the answers)
// refuses something of its own, in that order.

















/**
 * The verdict job of the two-job recipe: `workflow_run` after the measuring run of a pull request,
 * running from the default branch with the token that writes. It runs none of the pull request's
 * code: it finds the pull request, reads it and its head commit (as data) and the bar exactly as
 * the pull-request flow does, and grades the answers the measuring run uploaded, sending no
 * request. It then comments, sets the commit status `evalgate / <suite>` on the head (a
 * workflow_run check does not show on the pull request) and, on the freeze label's run, freezes.
 */
async function verdictJob(inputs, context, github, env) {
    const run = context.workflowRun;
    if (!github) {
        throw new BarUnverifiable("no github-token is set: the verdict job reads the pull request, its labels and reviews and the measuring run's artifact through the API (input github-token)");
    }
    // The workflow_run trigger names workflows by name, which any workflow a pull request adds can
    // take: only runs of the measuring workflow's own file are graded.
    const measuring = workflowFile(inputs.measuringWorkflow);
    if (!measuring) {
        throw new core_errors/* InputError */.d(`input "${names/* INPUT */.bO.measuringWorkflow}": the verdict job needs the path of the measuring workflow file (e.g. .github/workflows/measure.yml), found nothing; only answers of runs of that file are graded. Nothing was graded`);
    }
    if (workflowFile(run.path) !== measuring) {
        throw new core_errors/* InputError */.d(`evalgate: workflow run ${run.id} ran ${logText(run.path ?? 'an unknown workflow file')}, not the measuring workflow ${logText(measuring)} (input "${names/* INPUT */.bO.measuringWorkflow}"): a workflow of the same name is not the measuring one. Nothing was graded or written.`);
    }
    if (run.conclusion === 'skipped') {
        core/* notice */.lm(`evalgate: the measuring run ${run.id} was skipped (its job's if: condition), so there is nothing to grade; the status stays as the last graded run set it.`);
        return;
    }
    const number = await findPull(github, context, run);
    const facts = await barRead(`read pull request #${number}`, () => github.pull(number));
    if (facts.state !== 'open') {
        throw new core_errors/* InputError */.d(`evalgate: pull request #${number} is ${facts.state}; workflow run ${run.id} measured it while it was open, and a closed pull request is not judged. Nothing was written.`);
    }
    if (facts.headSha !== run.headSha) {
        throw new core_errors/* InputError */.d(`evalgate: pull request #${number} has moved on to ${facts.headSha.slice(0, 12)} since workflow run ${run.id} measured ${run.headSha.slice(0, 12)}; a newer run will judge it. Nothing was written.`);
    }
    const root = runnerTemp(env, `evalgate-head-${facts.headSha.slice(0, 12)}`);
    await barRead(`fetch the head commit ${facts.headSha} of pull request #${number}`, async () => {
        await fetchPullHead({ repoDir: context.workspace, sha: facts.headSha, pull: number });
        await extractCommit({ repoDir: context.workspace, sha: facts.headSha, dest: root });
    });
    const pullContext = {
        ...context,
        pull: {
            number,
            headRef: facts.headRef,
            headRepo: facts.headRepo,
            baseRepo: facts.baseRepo,
            fork: facts.headRepo !== facts.baseRepo,
            // From the API, never from the measuring run: the bar is the base's as GitHub says it.
            baseSha: facts.baseSha,
            baseRef: facts.baseRef,
            headSha: facts.headSha,
            author: facts.author,
            measured: { root, run },
        },
        // The run being judged was started by this user (the label's applier, for a freeze).
        triggeringActor: run.triggeringActor,
        action: null,
        label: null,
    };
    await executeSuites(inputs, pullContext, github, env, (i, c, g, e, o) => verdictSuite({
        inputs: i,
        context: c,
        github: g,
        env: e,
        outcome: o,
        runOptions: {
            models: i.models,
            noCache: false,
            // The records say which commit was measured: the head, not the default branch's.
            env: { ...e, GITHUB_SHA: facts.headSha },
            log: (text) => process.stdout.write(text),
            isTTY: false,
            progressIntervalS: 10,
        },
    }));
}
/**
 * The pull request the measuring run was for: GitHub lists it in `workflow_run.pull_requests`,
 * except for a fork's, where it is found among the open pull requests of the run's head
 * repository and branch. Either way it must be exactly one whose head is the measured commit.
 */
async function findPull(github, context, run) {
    let candidates = run.pulls;
    let source = 'workflow_run.pull_requests';
    if (candidates.length === 0) {
        const [owner, repo] = (run.headRepo ?? '').split('/');
        if (!owner || !repo || !run.headBranch) {
            throw new core_errors/* InputError */.d(`evalgate: workflow run ${run.id} lists no pull request and names no head repository and branch to find it by; nothing was judged`);
        }
        candidates = await barRead(`list the open pull requests of ${owner}:${run.headBranch}`, () => github.openPullsByHead(owner, run.headBranch));
        source = `the open pull requests of ${context.owner}/${context.repo}`;
    }
    const found = measuredPull(run, candidates, source);
    if ('error' in found)
        throw new core_errors/* InputError */.d(`evalgate: ${found.error}; nothing was judged`);
    return found.number;
}
/** One suite: the bar, the artifact and its manifest, then the pull-request judgement and status. */
async function verdictSuite(flow) {
    const { inputs, context, env } = flow;
    const pull = context.pull;
    const run = pull.measured.run;
    const labelRun = async (application, events) => {
        // The head when the label was applied, from GitHub's runs of the measuring workflow.
        const runs = application
            ? await barRead(`list the runs of ${pull.headRef}`, () => flow.github.pullRequestRuns(pull.headRef))
            : [];
        const mine = runs.filter((r) => r.path === workflowFile(inputs.measuringWorkflow) &&
            (r.pulls.length === 0 || r.pulls.includes(pull.number)));
        return labelRunRefusal({
            label: application?.label ?? inputs.freezeLabel,
            application,
            events,
            run,
            headAtLabel: application ? headBefore(mine, application.created_at) : null,
        });
    };
    // The check a branch protection requires is the base's suite's: a head that renames the suite
    // fails that check, it does not start another. Unknown until the bar is read.
    let suite = null;
    let outcome;
    let bar;
    try {
        bar = await readPullBar(flow, pull.measured.root, labelRun);
        suite = bar.plan.config.config.suite;
        const manifest = await measuredAnswers(flow, bar, run);
        const answers = {
            dir: external_node_path_default().join(answersRoot(env, bar), 'answers'),
            run: { runId: run.id, attempt: run.attempt },
        };
        outcome = await judgePull({ ...flow, answers }, bar, {
            // Only a fork's run lacks secrets; what a manifest of another run says is not believed.
            missingSecrets: pull.fork ? manifest.missing_secrets : [],
            secretsClaimedByRun: true,
            runsNoPullCode: true,
            footer: `\n_Graded by the verdict job from the answers of the measuring run ${run.id}${run.url ? ` ([log](${run.url}))` : ''}, artifact \`${answersArtifactName(bar.head.side.loaded.config.suite)}\`: this job sent no request and ran none of the pull request's code._\n`,
        });
    }
    catch (error) {
        if (suite !== null) {
            const named = suite;
            await setGateStatus(flow, pull.headSha, named, { state: 'error', description: `cannot judge: ${errorText(error)}` }, true).catch((statusError) => core/* warning */.$e(`evalgate: ${errorText(statusError)}`));
        }
        throw error;
    }
    if (outcome.kind === 'frozen')
        return; // the freeze set the status on the commit it pushed
    if (outcome.kind === 'skipped') {
        // A skip graded nothing: it sets no status, and fails where another pull request shares the head.
        await refuseSharedSkip(flow, pull.headSha);
        return;
    }
    const { state, description } = await confirmedStatus(flow, bar, gateStatus(outcome.result, inputs));
    await setGateStatus(flow, pull.headSha, suite, { state, description: `${description} (graded from the measuring run's answers)` }, true);
}
/**
 * Downloads the measuring run's answers and checks its manifest: the suite, pull request, head
 * commit and run it names must be the ones GitHub names, and it must hold the program this job
 * grades under. Any mismatch or failure: nothing is graded.
 */
async function measuredAnswers(flow, bar, run) {
    const { inputs, context, env } = flow;
    const pull = context.pull;
    const suite = bar.head.side.loaded.config.suite;
    if (run.conclusion !== 'success') {
        throw new core_errors/* InputError */.d(`the measuring run ${run.id} concluded ${run.conclusion ?? 'without a conclusion'}, so its answers are not graded; see that run's log, fix the cause and push again (or re-run it)`);
    }
    const name = answersArtifactName(suite);
    const dest = answersRoot(env, bar);
    await (0,promises_.rm)(dest, { recursive: true, force: true });
    try {
        await downloadRunArtifact({
            name,
            runId: run.id,
            owner: context.owner,
            repo: context.repo,
            token: inputs.token,
            dest,
        });
    }
    catch (error) {
        throw new core_errors/* InputError */.d(`could not download the artifact ${name} of the measuring run ${run.id}: ${errorText(error)}. The verdict job needs \`permissions: actions: read\`, and the measuring job must run \`mode: measure\` with the same config`);
    }
    let raw;
    try {
        raw = JSON.parse(await (0,promises_.readFile)(external_node_path_default().join(dest, 'manifest.json'), 'utf8'));
    }
    catch (error) {
        throw new core_errors/* InputError */.d(`the artifact ${name} has no readable manifest.json: ${errorText(error)}`);
    }
    const checked = checkManifest(raw, {
        suite,
        pull: pull.number,
        headSha: pull.headSha,
        runId: run.id,
    });
    if ('error' in checked) {
        throw new core_errors/* InputError */.d(`the artifact ${name} of workflow run ${run.id} is not this pull request's answers: ${checked.error}; nothing was graded`);
    }
    const { manifest } = checked;
    if (manifest.missing_secrets.length > 0)
        return manifest;
    // The program graded under: the head's own for a freeze label's run, else as the gate decides.
    const needed = freezesHere(flow, bar)
        ? bar.head.side.prepared.protocolId
        : gradedProgram(bar, inputs.models).prepared.protocolId;
    if (!manifest.protocol_ids.includes(needed)) {
        throw new core_errors/* InputError */.d(`the measuring run ${run.id} measured under protocol ${logText(manifest.protocol_ids.map((p) => p.slice(0, 12)).join(', ')) || '(none)'}, not ${needed.slice(0, 12)}, the one this job grades under (its base was ${logText(manifest.base_sha.slice(0, 12))}, the pull request's is ${bar.plan.sha.slice(0, 12)}); re-run the measuring workflow`);
    }
    return manifest;
}
function answersRoot(env, bar) {
    return runnerTemp(env, 'evalgate-measured', bar.head.side.loaded.config.suite);
}

;// CONCATENATED MODULE: ./src/action/main.ts






















const PORTS = { github: octokitPort };
/** The Action's entry: read inputs and context, run the flow of this event, fail with one message. */
async function run(env = process.env, ports = PORTS) {
    try {
        // Every secret form is masked in the log, the token's before anything can print it.
        onSecret((value) => core/* setSecret */.Pq(value));
        const read = readInputs();
        if (read.token)
            registerSecret(read.token);
        const context = readContext(env);
        const inputs = { ...read, mode: effectiveMode(read, context.dispatchInputs) };
        // Before anything is read, measured or written: an event whose safe rule is not built fails.
        const refusal = eventRefusal({
            eventName: context.eventName,
            checkedOut: await headCommit(context.workspace),
            workflowSha: context.sha,
            pullHeadSha: context.pull?.headSha ?? null,
            groupHeadSha: context.mergeGroup?.headSha ?? null,
        });
        if (refusal)
            throw new core_errors/* InputError */.d(`evalgate: ${refusal}`);
        const modeRefused = modeRefusal(inputs.mode, context.eventName);
        if (modeRefused)
            throw new core_errors/* InputError */.d(`evalgate: ${modeRefused}`);
        const github = inputs.token
            ? ports.github({
                token: inputs.token,
                apiUrl: context.apiUrl,
                owner: context.owner,
                repo: context.repo,
            })
            : undefined;
        // After a pull request's measuring run: grade its answers, run none of its code.
        const measuredEvent = context.workflowRun?.event;
        if ((measuredEvent === 'pull_request' || measuredEvent === 'pull_request_review') &&
            inputs.mode === 'gate')
            return await verdictJob(inputs, context, github, env);
        await executeSuites(inputs, context, github, env, main_execute);
    }
    catch (error) {
        if (error instanceof BarUnverifiable) {
            const text = `evalgate: cannot verify the bar: ${scrub(error.message)}. The check fails closed; rerun it when the cause is fixed.`;
            await sideChannel('write the job summary', () => core/* summary */.z.addHeading('evalgate: cannot verify the bar', 3).addRaw(text).write());
            core/* setOutput */.uH(names/* OUTPUT */.aQ.verdict, 'errored');
            core/* setFailed */.C1(text);
        }
        else if (error instanceof core_errors/* InputError */.d) {
            core/* setFailed */.C1(scrub([error.message, ...error.details].join('\n')));
        }
        else {
            core/* setFailed */.C1(`evalgate: internal error: ${scrub(error instanceof Error ? error.message : String(error))}`);
        }
    }
}
async function main_execute(inputs, context, github, env, outcome) {
    const { mode } = inputs;
    if (context.mergeGroup && (mode !== 'gate' || inputs.shard)) {
        throw new core_errors/* InputError */.d(`merge_group: only mode gate without shards runs in a merge queue, found mode ${mode}${inputs.shard ? ' with a shard' : ''}; nothing was measured or written`);
    }
    // lm-eval results written by an earlier step: gated as they are, nothing is rerun.
    if (inputs.results?.length)
        return resultsGate({ inputs, context, env, outcome });
    const configFile = external_node_path_default().resolve(context.workspace, inputs.config);
    // Data files are read from the checkout only: a link in it to a file of the runner is refused.
    const loaded = {
        ...(await annotated(inputs.config, () => loadConfig(configFile))),
        readRoot: context.workspace,
    };
    const missing = missingSecrets(loaded, inputs.models, env);
    if (missing.length > 0 && context.pull?.fork && mode !== 'gate' && mode !== 'measure')
        return forkSkip({ context, outcome }, missing);
    const flow = {
        inputs,
        context,
        github,
        env,
        outcome,
        runOptions: {
            models: inputs.models,
            noCache: false,
            env,
            log: (text) => process.stdout.write(text),
            isTTY: false,
            progressIntervalS: 10,
        },
    };
    if (inputs.shard) {
        if (mode !== 'gate' && mode !== 'run') {
            throw new core_errors/* InputError */.d(`input "${names/* INPUT */.bO.shard}": expected mode gate or run for a shard job, found mode ${mode}; the merge job takes no shard`);
        }
        return annotated(inputs.config, () => shardJob(flow, loaded));
    }
    if (mode === 'merge')
        return annotated(inputs.config, () => mergeMode(flow, loaded));
    if (mode === 'measure')
        return annotated(inputs.config, () => measureJob(flow));
    if (mode === 'compare')
        return annotated(inputs.config, () => compareMode(flow, loaded));
    if (mode === 'freeze')
        return freezeMode(flow, loaded);
    if (mode === 'run')
        return recordOnly(flow, loaded);
    if (context.pull)
        return annotated(inputs.config, () => pullRequestFlow(flow));
    if (context.mergeGroup)
        return annotated(inputs.config, () => mergeGroupFlow(flow));
    return annotated(inputs.config, () => branchGate(flow, loaded));
}
/** Runs `fn`; a config or fingerprint problem also becomes an annotation on the config file. */
async function annotated(configPath, fn) {
    try {
        return await fn();
    }
    catch (error) {
        if (error instanceof core_errors/* InputError */.d && /fingerprint|config|evalgate\.yml/.test(error.message)) {
            core/* error */.z3(scrub([error.message, ...error.details].join('\n')), {
                file: configPath,
                title: 'evalgate',
            });
        }
        throw error;
    }
}


/***/ }),

/***/ 74296:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
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

/***/ 40254:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Eb: () => (/* binding */ pythonFloatRepr),
/* harmony export */   MT: () => (/* binding */ pythonJsonDumps),
/* harmony export */   S6: () => (/* binding */ parsePythonJson),
/* harmony export */   g$: () => (/* binding */ PyFloat),
/* harmony export */   q3: () => (/* binding */ JsonSyntaxError)
/* harmony export */ });
/* harmony import */ var _errors_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(74296);
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

/***/ 27231:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   AB: () => (/* binding */ quoteExcerpt),
/* harmony export */   IX: () => (/* binding */ lineColumnAt),
/* harmony export */   _6: () => (/* binding */ decodeUtf8),
/* harmony export */   bp: () => (/* binding */ describeValue),
/* harmony export */   x: () => (/* binding */ setField)
/* harmony export */ });
/* harmony import */ var _core_errors_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(74296);
/* harmony import */ var _core_pyjson_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(40254);


const utf8 = new TextDecoder('utf-8', { fatal: true });
/**
 * The file's text. A leading byte order mark is dropped (spreadsheet exports write one); bytes
 * that are not UTF-8 are an InputError naming the line, as Python's `open(encoding="utf-8")`
 * would refuse the file too.
 */
function decodeUtf8(bytes, file) {
    try {
        return utf8.decode(bytes);
    }
    catch {
        const { line, byte, offset } = firstInvalidUtf8(bytes);
        throw new _core_errors_js__WEBPACK_IMPORTED_MODULE_0__/* .InputError */ .d(`${file}:${line}: expected UTF-8 text, found byte 0x${byte.toString(16).padStart(2, '0')} at byte offset ${offset}`, ['save the file as UTF-8 (spreadsheet programs call it "CSV UTF-8")']);
    }
}
function firstInvalidUtf8(bytes) {
    // Decoding leniently turns each bad sequence into U+FFFD; the first such U+FFFD whose bytes
    // are not a literal EF BF BD marks the first bad byte. Everything before it decoded cleanly,
    // so its byte offset is exact.
    const lenient = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength).toString('utf8');
    let offset = 0;
    let from = 0;
    for (let i = lenient.indexOf('\ufffd'); i !== -1; i = lenient.indexOf('\ufffd', i + 1)) {
        offset += Buffer.byteLength(lenient.slice(from, i));
        from = i;
        if (bytes[offset] !== 0xef || bytes[offset + 1] !== 0xbf || bytes[offset + 2] !== 0xbd)
            break;
    }
    let line = 1;
    for (let i = 0; i < offset; i++)
        if (bytes[i] === 0x0a)
            line++;
    return { line, byte: bytes[offset] ?? 0, offset };
}
/**
 * 1-based line and column (in code points) of a UTF-16 offset; `\n`, `\r\n` and a lone `\r`
 * each end a line, as in Python's universal newlines.
 */
function lineColumnAt(text, offset) {
    let line = 1;
    let lineStart = 0;
    for (let i = 0; i < offset; i++) {
        const c = text.charCodeAt(i);
        if (c === 0x0a || (c === 0x0d && text.charCodeAt(i + 1) !== 0x0a)) {
            line++;
            lineStart = i + 1;
        }
    }
    let column = 1;
    for (let i = lineStart; i < offset; i++) {
        const c = text.charCodeAt(i);
        if (c >= 0xd800 && c <= 0xdbff && i + 1 < offset)
            i++;
        column++;
    }
    return { line, column };
}
/** A value as an error message shows what was found: its kind and a short excerpt. */
function describeValue(value) {
    if (value === null)
        return 'null';
    if (Array.isArray(value))
        return `an array of ${value.length} element${value.length === 1 ? '' : 's'}`;
    if (value instanceof _core_pyjson_js__WEBPACK_IMPORTED_MODULE_1__/* .PyFloat */ .g$)
        return `a number (${value.value})`;
    switch (typeof value) {
        case 'string':
            return `a string (${quoteExcerpt(value)})`;
        case 'number':
        case 'bigint':
        case 'boolean':
            return `a ${typeof value === 'bigint' ? 'number' : typeof value} (${String(value)})`;
        case 'object': {
            const keys = Object.keys(value);
            const shown = keys.slice(0, 5).join(', ') + (keys.length > 5 ? ', ...' : '');
            return keys.length === 0 ? 'an empty object' : `an object with keys ${shown}`;
        }
        default:
            return typeof value;
    }
}
/** `s` in double quotes, cut to `max` characters, for error messages. */
function quoteExcerpt(s, max = 60) {
    const cut = s.length > max ? `${s.slice(0, max)}...` : s;
    return JSON.stringify(cut);
}
/** Sets an own enumerable property, even for a key such as `__proto__` taken from user data. */
function setField(row, key, value) {
    if (key === '__proto__') {
        Object.defineProperty(row, key, {
            value,
            writable: true,
            enumerable: true,
            configurable: true,
        });
    }
    else {
        row[key] = value;
    }
}


/***/ })

};
