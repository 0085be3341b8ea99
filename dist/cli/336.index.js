export const id = 336;
export const ids = [336];
export const modules = {

/***/ 3347:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   SK: () => (/* binding */ batchRequestDigest),
/* harmony export */   f3: () => (/* binding */ batchCustomId),
/* harmony export */   o8: () => (/* binding */ durationSeconds),
/* harmony export */   wj: () => (/* binding */ batchPrice)
/* harmony export */ });
/* harmony import */ var _canonical_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(457);
/* harmony import */ var _config_schema_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(7967);


/**
 * The pure parts of batch runs: request ids, the request set's digest, deadlines and prices.
 *
 * A request's `custom_id` is a hash of its item id and repeat, never the raw id: item ids come
 * from the dataset and may hold any character or length, while Anthropic accepts 1-64 characters
 * of [a-zA-Z0-9_-] (OpenAI any string). 40 hex digits keep collisions out of reach.
 */
function batchCustomId(itemId, repeat) {
    return `eg_${(0,_canonical_js__WEBPACK_IMPORTED_MODULE_0__/* .sha256Hex */ .f)((0,_canonical_js__WEBPACK_IMPORTED_MODULE_0__/* .canonicalJson */ .d)([String(itemId), repeat])).slice(0, 40)}`;
}
/** The exact set of requests a batch carries: another set is another batch. */
function batchRequestDigest(requests) {
    return (0,_canonical_js__WEBPACK_IMPORTED_MODULE_0__/* .sha256Hex */ .f)((0,_canonical_js__WEBPACK_IMPORTED_MODULE_0__/* .canonicalJson */ .d)(requests.map((r) => [r.customId, r.body])));
}
/** `max_wait` in seconds: a number of seconds, or a duration such as "6h". */
function durationSeconds(value) {
    if (typeof value === 'number')
        return value;
    const match = _config_schema_js__WEBPACK_IMPORTED_MODULE_1__/* .DURATION */ .ft.exec(value);
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


/***/ }),

/***/ 4664:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  j2: () => (/* reexport */ LOCAL_MEASURE),
  NJ: () => (/* reexport */ LOCAL_REUSE),
  np: () => (/* reexport */ barFailsCheck)
});

// UNUSED EXPORTS: OUTCOMES, PULL_RULES, ROLES, artifactAnswersPolicy, barBlocked, barInForce, coveredChanges, decide, decideWith, decisionTable, fromBase, fromGitHub, fromHead, judgeLabel, labelApplication, measuringJobPolicy, reviewNotes, roleAllows, roleOf, standingApprovals, targetRefusals, workflowCachePolicy

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

// EXTERNAL MODULE: ./src/core/canonical.ts
var canonical = __webpack_require__(457);
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
function approval_approvalCodes(body) {
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







/***/ }),

/***/ 390:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   a: () => (/* binding */ historyDir),
/* harmony export */   r: () => (/* binding */ writeRecord)
/* harmony export */ });
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(1455);
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_fs_promises__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(6760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_1__);
/* harmony import */ var _core_errors_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(4296);
/* harmony import */ var _config_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(538);
/* harmony import */ var _store_local_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(7483);
/* harmony import */ var _store_record_files_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(617);
/* harmony import */ var _paths_js__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(4886);







/** The local history folder under `root`. */
function historyDir(root) {
    return (0,_paths_js__WEBPACK_IMPORTED_MODULE_6__/* .statePath */ .BQ)(root, 'runs');
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
            const folder = target.out ?? (0,_paths_js__WEBPACK_IMPORTED_MODULE_6__/* .statePath */ .BQ)(target.root, 'shards', record.suite);
            await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.mkdir)(folder, { recursive: true });
            const name = (0,_store_record_files_js__WEBPACK_IMPORTED_MODULE_5__/* .recordFileName */ .Tb)(record).replace(/\.json$/, `.shard-${record.shard.index}-of-${record.shard.count}.json`);
            await (0,_config_js__WEBPACK_IMPORTED_MODULE_3__/* .writeFileAtomic */ .Zf)(node_path__WEBPACK_IMPORTED_MODULE_1___default().join(folder, name), (0,_store_record_files_js__WEBPACK_IMPORTED_MODULE_5__/* .recordText */ .Pe)(record));
            return node_path__WEBPACK_IMPORTED_MODULE_1___default().join(folder, name);
        }
        const history = historyDir(target.root);
        const stored = await (0,_store_local_js__WEBPACK_IMPORTED_MODULE_4__/* .localStore */ .x)(history).append(record);
        if (!target.out)
            return node_path__WEBPACK_IMPORTED_MODULE_1___default().join(history, stored);
        await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.mkdir)(target.out, { recursive: true });
        const file = node_path__WEBPACK_IMPORTED_MODULE_1___default().join(target.out, (0,_store_record_files_js__WEBPACK_IMPORTED_MODULE_5__/* .recordFileName */ .Tb)(record));
        await (0,_config_js__WEBPACK_IMPORTED_MODULE_3__/* .writeFileAtomic */ .Zf)(file, (0,_store_record_files_js__WEBPACK_IMPORTED_MODULE_5__/* .recordText */ .Pe)(record));
        return file;
    }
    catch (error) {
        if (error instanceof _core_errors_js__WEBPACK_IMPORTED_MODULE_2__/* .InputError */ .d)
            throw error;
        const score = record.aggregates.score?.toFixed(1) ?? 'n/a';
        throw new _core_errors_js__WEBPACK_IMPORTED_MODULE_2__/* .InputError */ .d(`cannot write the run record of model "${record.model.id}" (score ${score}, n ${record.aggregates.n}) of suite ${record.suite}: ${(0,_config_js__WEBPACK_IMPORTED_MODULE_3__/* .ioReason */ .Ny)(error.cause ?? error)}${target.recovery ? `; ${target.recovery}` : ''}`);
    }
}


/***/ }),

/***/ 4044:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Q: () => (/* binding */ RunInterrupted)
/* harmony export */ });
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


/***/ }),

/***/ 9336:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  N$: () => (/* binding */ collectSuite),
  Az: () => (/* reexport */ suite/* prepareSuite */.Az),
  og: () => (/* binding */ runSuite),
  bz: () => (/* reexport */ suite/* shardSuite */.bz)
});

// UNUSED EXPORTS: RunInterrupted, forModels

// EXTERNAL MODULE: ./src/core/config/schema.ts
var schema = __webpack_require__(7967);
// EXTERNAL MODULE: ./src/core/errors.ts
var core_errors = __webpack_require__(4296);
// EXTERNAL MODULE: ./src/core/grade/index.ts + 8 modules
var grade = __webpack_require__(7864);
// EXTERNAL MODULE: ./src/core/groups/subjects.ts
var subjects = __webpack_require__(8567);
// EXTERNAL MODULE: ./src/core/loglikelihood.ts
var loglikelihood = __webpack_require__(9903);
// EXTERNAL MODULE: ./src/core/canonical.ts
var canonical = __webpack_require__(457);
// EXTERNAL MODULE: ./src/core/slice/rows.ts
var rows = __webpack_require__(3133);
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
        response_sha256: (0,canonical/* sha256Hex */.f)(answer.reply.text),
        latency_ms: answer.latencyMs,
        tokens: tokensOf(answer.reply.usage),
        cached: answer.cached !== undefined,
        attempts: answer.attempts,
        error,
        ...grade.loglikelihood,
        subject: (0,rows/* itemSubject */.yb)(call.item),
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
        subject: (0,rows/* itemSubject */.yb)(call.item),
    };
}

// EXTERNAL MODULE: ./src/core/record.ts
var core_record = __webpack_require__(4130);
// EXTERNAL MODULE: ./src/core/protocol.ts
var core_protocol = __webpack_require__(1807);
// EXTERNAL MODULE: ./src/core/replay.ts
var replay = __webpack_require__(4544);
// EXTERNAL MODULE: ./src/core/batch.ts
var core_batch = __webpack_require__(3347);
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

// EXTERNAL MODULE: ./src/core/text.ts
var core_text = __webpack_require__(2020);
// EXTERNAL MODULE: ./src/engine/providers/anthropic.ts
var anthropic = __webpack_require__(7207);
// EXTERNAL MODULE: ./src/engine/providers/index.ts + 4 modules
var providers = __webpack_require__(2135);
// EXTERNAL MODULE: ./src/engine/secrets.ts + 1 modules
var secrets = __webpack_require__(3068);
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
                const detail = (0,secrets/* scrub */._I)(text).slice(0, 300);
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
    throw new BatchHttpError(`${who}: ${what}: expected a JSON object, found ${JSON.stringify((0,secrets/* scrub */._I)(text).slice(0, 80))}`);
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
                    throw new Error(`${who}: batch ${status.id}: results_url ${JSON.stringify((0,secrets/* scrub */._I)(url))} is not on ${new URL(base).origin}; refusing to send the key there`);
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
            error: (0,secrets/* scrub */._I)(`errored: ${String(inner?.type ?? 'error')}${inner?.message ? `: ${String(inner.message)}` : ''}`),
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
                ...(errors.length ? { note: (0,secrets/* scrub */._I)(errors.slice(0, 3).join('; ')) } : {}),
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
            error: (0,secrets/* scrub */._I)(`${String(error.code ?? 'error')}: ${String(error.message ?? '')}`),
        };
    }
    const body = response?.body;
    return {
        ok: false,
        error: (0,secrets/* scrub */._I)(`HTTP ${String(response?.status_code ?? '?')}${body?.error?.message ? `: ${String(body.error.message)}` : ''}`),
    };
}

;// CONCATENATED MODULE: ./src/engine/batch/index.ts





/** The batch API of an openai or anthropic entry, with the same key and headers as its requests. */
function createBatchApi(entry, env) {
    const { headers, keyHint } = (0,providers/* endpointHeaders */.Y)(entry, env);
    if (entry.provider === 'anthropic')
        headers['anthropic-version'] = anthropic/* ANTHROPIC_VERSION */.y;
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

// EXTERNAL MODULE: external "node:fs/promises"
var promises_ = __webpack_require__(1455);
// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __webpack_require__(6760);
var external_node_path_default = /*#__PURE__*/__webpack_require__.n(external_node_path_);
// EXTERNAL MODULE: ./node_modules/zod/v4/classic/schemas.js + 7 modules
var schemas = __webpack_require__(2311);
// EXTERNAL MODULE: ./src/core/slot-path.ts
var slot_path = __webpack_require__(9295);
// EXTERNAL MODULE: ./src/engine/config.ts + 1 modules
var engine_config = __webpack_require__(538);
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
    const file = (0,slot_path/* slotFile */.zs)(modelId);
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
        throw new core_errors/* InputError */.d(`cannot read the batch state ${file}: ${(0,engine_config/* ioReason */.Ny)(error)}`);
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
    await (0,engine_config/* writeFileAtomic */.Zf)(file, `${JSON.stringify(state, null, 2)}\n`);
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
    const who = `model "${(0,core_text/* logText */.kc)(identity.model)}"`;
    const digest = (0,core_batch/* batchRequestDigest */.SK)(requests);
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
        input.log(`evalgate: ${who}: collecting batch ${(0,core_text/* logText */.kc)(saved.batch_id)} submitted at ${saved.submitted_at} for these ${requests.length} requests (not submitting again)\n`);
    }
    else if (input.mode === 'collect') {
        throw new core_errors/* InputError */.d(saved
            ? `${who}: the batch in ${input.statePath} (${saved.batch_id}) was submitted for another request set or protocol${saved.ended && !saved.ended.complete ? ', or ended with failures' : ''}; nothing to collect: run \`evalgate run\` to submit the current requests`
            : `${who}: no batch was submitted for these requests (no ${input.statePath}); run \`evalgate run\` first`);
    }
    else {
        if (othersRun) {
            input.log(`evalgate: ${who}: batch ${(0,core_text/* logText */.kc)(saved.batch_id)} for these ${requests.length} requests was submitted at ${saved.submitted_at} by ${saved.run ? `workflow run ${(0,core_text/* logText */.kc)(saved.run)}` : 'another run'}; this run measures anew and submits its own\n`);
        }
        else if (saved && saved.ended === null) {
            input.log(`evalgate: warning: ${who}: batch ${(0,core_text/* logText */.kc)(saved.batch_id)} was submitted for another request set or protocol and is not reused; cancel it with the provider if it is no longer wanted\n`);
        }
        let submitted;
        try {
            submitted = await api.submit(requests, signal);
        }
        catch (error) {
            if (signal.aborted)
                throw error;
            // Nothing was paid for (or the provider said no): the run stops here, as a refused key does.
            throw new core_errors/* InputError */.d((0,secrets/* scrub */._I)(`${who}: could not submit the batch: ${error.message}`));
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
        input.log(`evalgate: ${who}: submitted batch ${(0,core_text/* logText */.kc)(current.batch_id)} with ${requests.length} requests\n`);
        await input.onSubmitted?.(current.batch_id);
    }
    const batchId = current.batch_id;
    const maxWaitMs = (0,core_batch/* durationSeconds */.o8)(settings.max_wait) * 1000;
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
                why: `could not read the status of batch ${batchId}: ${(0,secrets/* scrub */._I)(error.message)}`,
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
            why: `batch ${batchId} ended (${status.status}) but its results could not be read: ${(0,secrets/* scrub */._I)(error.message)}`,
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
        const customId = (0,core_batch/* batchCustomId */.f3)(call.item.id, call.repeat);
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
                errors.set(index, (0,secrets/* scrub */._I)(`batch ${batchId}: ${error.message}`));
            }
        }
    }
    return { batchId, status: status.status, replies, errors };
}

;// CONCATENATED MODULE: ./src/engine/progress.ts

function createProgress(options) {
    // The label is a model id from the config: one log line, never a workflow command.
    const label = (0,core_text/* logText */.kc)(options.label);
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

// EXTERNAL MODULE: external "node:fs"
var external_node_fs_ = __webpack_require__(3024);
// EXTERNAL MODULE: ./src/core/decide.ts + 5 modules
var decide = __webpack_require__(4664);
// EXTERNAL MODULE: ./src/engine/providers/usage.ts
var usage = __webpack_require__(5048);
;// CONCATENATED MODULE: ./src/engine/cache.ts







function cacheKey(identity, request, repeat) {
    return (0,canonical/* sha256Hex */.f)((0,canonical/* canonicalJson */.d)({
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
        (0,usage/* isTokenCount */.X)(reply.usage.input_tokens) &&
        (0,usage/* isTokenCount */.X)(reply.usage.output_tokens) &&
        (reply.usage.reasoning_tokens === undefined || (0,usage/* isTokenCount */.X)(reply.usage.reasoning_tokens)));
}
/**
 * Opens the cache in `dir`. The cache only saves money: a folder that cannot be read or written
 * (read-only, full) is a warning through `warn`, and the run goes on without persisting.
 */
async function openCache(dir, warn = () => undefined, writer = decide/* LOCAL_REUSE */.NJ.writer) {
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
var external_node_events_ = __webpack_require__(8474);
// EXTERNAL MODULE: external "node:timers/promises"
var external_node_timers_promises_ = __webpack_require__(8500);
// EXTERNAL MODULE: ./src/engine/providers/types.ts
var types = __webpack_require__(6246);
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
    if (error instanceof types/* ProviderError */.m)
        return error;
    const kind = error?.kind;
    const message = error instanceof Error ? error.message : String(error);
    // Transport faults from the HTTP client (timeouts, resets, refused connections) are retried.
    if (kind && kind !== 'aborted')
        return new types/* ProviderError */.m(message, 'retryable');
    return new types/* ProviderError */.m(message, kind === 'aborted' ? 'item' : 'retryable');
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

// EXTERNAL MODULE: ./src/engine/paths.ts
var paths = __webpack_require__(4886);
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
    const batch = context.useBatch ? (0,schema/* batchSettings */.Qe)(entry) : undefined;
    const price = entry.price && batch ? (0,core_batch/* batchPrice */.wj)(entry.price) : entry.price;
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
        onAnswer(index, { ok: false, error: (0,secrets/* scrub */._I)(message), attempts });
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
            context.log(`evalgate: ${(0,core_text/* logText */.kc)(entry.id)}: batch ${(0,core_text/* logText */.kc)(result.batchId)} (${(0,core_text/* logText */.kc)(result.status)}) did not answer ${result.errors.size} of its requests${batch.fallback === 'sync' ? '; sending those as synchronous requests (batch.fallback: sync)' : '; they count as errors (batch.fallback: none)'}\n`);
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
    const raw = (0,secrets/* scrub */._I)(JSON.stringify(refused.found) ?? String(refused.found));
    const found = raw.length > 40 ? `${raw.slice(0, 40)}...` : raw;
    const which = replies === 1
        ? 'this reply is not cached'
        : `${replies} replies had such counts; they are not cached`;
    return `evalgate: warning: model "${(0,core_text/* logText */.kc)(modelId)}": ${(0,core_text/* logText */.kc)(refused.field)}: expected a non-negative integer token count, found ${(0,core_text/* logText */.kc)(found)}; counted as 0 (${which}, so a rerun asks again)\n`;
}
function promptChars(call) {
    return call.prompt.mode === 'completion'
        ? call.prompt.text.length
        : call.prompt.messages.reduce((a, m) => a + m.content.length, 0);
}
function scrubReply(reply) {
    return {
        ...reply,
        text: (0,secrets/* scrub */._I)(reply.text),
        model: reply.model === null ? null : (0,secrets/* scrub */._I)(reply.model),
        systemFingerprint: reply.systemFingerprint === null ? null : (0,secrets/* scrub */._I)(reply.systemFingerprint),
    };
}
/** Where the batch state files of a config live when the caller names no folder. */
function defaultBatchDir(baseDir) {
    return (0,paths/* statePath */.BQ)(baseDir, 'batches');
}

// EXTERNAL MODULE: ./src/engine/cassette.ts
var cassette = __webpack_require__(4224);
// EXTERNAL MODULE: ./src/engine/git-tree.ts + 1 modules
var git_tree = __webpack_require__(5902);
// EXTERNAL MODULE: ./src/engine/history.ts
var engine_history = __webpack_require__(390);
// EXTERNAL MODULE: ./src/engine/judge.ts
var engine_judge = __webpack_require__(9029);
// EXTERNAL MODULE: external "node:os"
var external_node_os_ = __webpack_require__(8161);
var external_node_os_default = /*#__PURE__*/__webpack_require__.n(external_node_os_);
// EXTERNAL MODULE: ./src/core/version.ts
var version = __webpack_require__(3323);
;// CONCATENATED MODULE: ./src/engine/run-record.ts
/**
 * What a run record says besides its outcomes, from the answers stage and the run's surroundings:
 * why it is incomplete, where its cached answers came from, its id and its environment.
 */




function incompleteOf(prepared, entry, answers, remaining) {
    const waiting = answers.batch?.waiting;
    if (waiting) {
        return {
            reason: (0,secrets/* scrub */._I)(`${waiting.why} (${waiting.done}/${waiting.total} done); collect it later with \`evalgate collect --config ${(0,engine_config/* displayPath */.Gt)(prepared.loaded.file)} --model ${entry.id}\``),
            remaining,
        };
    }
    if (answers.fatal)
        return { reason: (0,secrets/* scrub */._I)(answers.fatal.message), remaining };
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
        evalgate: version/* VERSION */.x,
        node: process.version,
        os: `${external_node_os_default().platform()} ${external_node_os_default().release()} ${external_node_os_default().arch()}`,
        ci_run_url: runUrl,
        git_sha: gitShaValue,
        started_at: startedAt.toISOString(),
        ended_at: new Date().toISOString(),
    };
}

// EXTERNAL MODULE: ./src/engine/store/local.ts
var local = __webpack_require__(7483);
// EXTERNAL MODULE: ./src/engine/run-options.ts
var run_options = __webpack_require__(4044);
// EXTERNAL MODULE: ./src/engine/suite.ts + 2 modules
var suite = __webpack_require__(9362);
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
    const batched = prepared.candidates.filter((entry) => (0,schema/* batchSettings */.Qe)(entry));
    const unbatched = options.models.filter((id) => !batched.some((entry) => entry.id === id));
    if (batched.length === 0 || unbatched.length > 0) {
        throw new core_errors/* InputError */.d(`${prepared.loaded.file}: collect: expected model entries with batch set${unbatched.length ? `, found --model ${unbatched.map((id) => JSON.stringify(id)).join(', ')} without it` : ', found none'}`);
    }
    return execute({ ...prepared, candidates: batched }, options, 'collect');
}
async function execute(prepared, options, mode) {
    const { loaded } = prepared;
    const { config } = loaded;
    (0,secrets/* registerModelSecrets */.cC)((0,suite/* calledEntries */.Mp)(prepared), options.env);
    const policy = options.cachePolicy ?? decide/* LOCAL_REUSE */.NJ;
    const sends = policy.requests !== false;
    if (!sends && options.noCache) {
        throw new Error('a run that sends no request takes its answers from the cache: noCache is refused');
    }
    // Before the first paid request of any entry: every key, command and folder the run needs.
    (0,suite/* assertRunnable */.W1)(prepared, options.env, sends);
    await (0,engine_config/* assertWritableDir */.St)((0,engine_history/* historyDir */.a)(loaded.baseDir), 'the runs folder');
    if (options.outDir)
        await (0,engine_config/* assertWritableDir */.St)(options.outDir, '--out');
    const cacheDir = options.cacheDir ?? (0,paths/* statePath */.BQ)(loaded.baseDir, 'cache');
    const cache = options.noCache
        ? undefined
        : {
            store: await openCache(cacheDir, (message) => options.log(`evalgate: warning: ${message}\n`), policy.writer),
            policy,
        };
    const recorder = options.record ? (0,cassette/* openRecorder */.LS)(options.record) : undefined;
    const judge = prepared.judge ? await (0,engine_judge/* judgeFunction */.w)(prepared, options.env) : undefined;
    const grader = (0,grade/* createGrader */.G)(config.grader, {
        ...(judge ? { judge } : {}),
        choices: (0,loglikelihood/* choiceOptions */.SY)(config),
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
            const file = await (0,engine_history/* writeRecord */.r)(stored, {
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
        throw new run_options/* RunInterrupted */.Q(measuring, runs.map((r) => r.path), cache ? cacheDir : null, prepared.candidates
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
        : (0,git_tree/* headCommit */.Qo)(prepared.loaded.baseDir);
    const client = await (0,providers/* createClient */.U)(entry, {
        env: options.env,
        baseDir: (0,suite/* entryDir */.yv)(prepared, entry),
        seed: (config.decoding.seed ?? config.slice.seed).toString(),
        sends: context.cache?.policy.requests !== false,
    });
    // Graded as they arrive (a judge's grades wait for the last answer): no answer text is kept.
    let judging;
    const grading = startGrading(calls, context.grader, {
        clean: secrets/* scrub */._I,
        ...(context.judgeConcurrency === undefined ? {} : { concurrency: context.judgeConcurrency }),
        onGraded: () => judging?.tick(false),
    });
    // A reasoning slot's own protocol: its record, and the batch it submits, carry this one.
    const { protocol, protocolId } = (0,core_protocol/* slotProtocol */.HV)(prepared, entry);
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
                !!(0,schema/* batchSettings */.Qe)(entry)?.pull_requests,
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
        throw new core_errors/* InputError */.d((0,secrets/* scrub */._I)(answers.fatal.message));
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
    const record = (0,core_record/* buildRecord */.kA)({
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
        subjects: (0,subjects/* subjectAggregates */.fq)(items, config.repeats),
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
    const entries = await (0,local/* localStore */.x)((0,engine_history/* historyDir */.a)(loaded.baseDir)).summaries(record.suite, record.model.id);
    return (0,replay/* markReplay */.Fn)(record, entries.map((e) => e.summary));
}


/***/ })

};
