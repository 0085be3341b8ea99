export const id = 1;
export const ids = [1];
export const modules = {

/***/ 3001:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  initCommand: () => (/* binding */ initCommand)
});

// EXTERNAL MODULE: external "node:fs/promises"
var promises_ = __webpack_require__(1455);
// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __webpack_require__(6760);
var external_node_path_default = /*#__PURE__*/__webpack_require__.n(external_node_path_);
// EXTERNAL MODULE: ./src/core/config/parse.ts
var parse = __webpack_require__(5341);
// EXTERNAL MODULE: ./src/core/errors.ts
var errors = __webpack_require__(4296);
// EXTERNAL MODULE: ./src/core/config/schema.ts
var schema = __webpack_require__(7967);
// EXTERNAL MODULE: ./src/core/stats.ts
var stats = __webpack_require__(8796);
;// CONCATENATED MODULE: ./src/core/init/config-text.ts
/**
 * The evalgate.yml that `evalgate init` writes: every key the suite needs, with comments that say
 * what was inferred and what each part does. Written as text (not through a YAML serializer) so
 * the comments sit where a reader needs them; the command parses the result with the config
 * loader before writing it.
 */


const INIT_PROVIDERS = ['openai', 'anthropic', 'command'];
/** The slice size init writes when the data has more washed rows. */
const DEFAULT_SLICE_SIZE = 200;
const SLICE_SEED = 20240909;
/**
 * The model slot's id: stable across builds, so it names the provider and the first model (for a
 * command, its script: `python3 run_model.py --fast` is `local/run_model`).
 */
function slotId(model) {
    const argv = model.command ?? [];
    const script = argv.slice(1).find((arg) => !arg.startsWith('-')) ?? argv[0];
    const name = model.model ?? script?.replace(/\.[A-Za-z0-9]+$/, '') ?? 'model';
    const base = name.split('/').pop() ?? name;
    const clean = base.replace(/[^A-Za-z0-9_.-]+/g, '-').replace(/^[.-]+|[.-]+$/g, '') || 'model';
    return `${model.provider === 'command' ? 'local' : model.provider}/${clean}`;
}
function renderConfig(plan) {
    const { inference, dataset, model } = plan;
    const kind = inference.kind;
    const out = [];
    const line = (text = '') => out.push(text);
    line('# evalgate.yml: one measurement program (data, slice, prompt, grader, decoding) and the');
    line('# models it gates. Written by `evalgate init`; edit it freely, then pin the slice with');
    line('# `evalgate slice --write` and commit this file with .evalgate/ (baselines, slice manifest).');
    line('# Editor completion: `evalgate schema > evalgate.schema.json` and, as the first line,');
    line('# `# yaml-language-server: $schema=evalgate.schema.json`.');
    line('version: 1');
    line(`suite: ${scalar(plan.suite)} # names the baselines folder, .evalgate/baselines/<suite>/`);
    line();
    if (dataset.example) {
        line(`# EXAMPLE DATA: ${dataset.path} holds 3 sample questions written by \`evalgate init\`.`);
        line('# Replace it with your own rows (or point dataset.path at your file) before gating.');
    }
    const shown = `${dataset.path}${dataset.format ? ` (${dataset.format})` : ''}`;
    line(`# ${shown}: ${dataset.rows} row${dataset.rows === 1 ? '' : 's'}. Columns inferred from the first rows:`);
    const width = Math.max(...inference.notes.map((n) => n.field.length));
    for (const note of inference.notes) {
        const column = note.column === '(none)' ? '(none)' : note.column;
        line(`#   ${note.field.padEnd(width)} <- ${column}: ${note.why}`);
    }
    line('# A wrong guess? Edit dataset.fields (evalgate name: your column).');
    line('dataset:');
    line(`  path: ${scalar(dataset.path)}`);
    if (dataset.format)
        line(`  format: ${dataset.format}`);
    line(`  fields: ${fieldsText(inference.fields)}`);
    line();
    line('# Filters applied before the shuffle, in this order; they are part of the protocol.');
    line('wash:');
    if (kind === 'choice') {
        line('  require: [question, choices] # drop rows where one is missing or empty');
        line('  min_choices: 2');
        line('  answer_in_choices: true # drop rows whose answer points at no choice');
    }
    else {
        line('  require: [question, answer] # drop rows where one is missing or empty');
    }
    line('  dedupe: question # keep the first row of each question');
    line();
    line('# The rows measured: the washed rows shuffled with `seed` (numpy default_rng(seed).permutation),');
    line('# then the first `size` of them.');
    if (plan.size !== undefined) {
        if (dataset.washed !== undefined) {
            line(`# ${dataset.washed} row${dataset.washed === 1 ? '' : 's'} remain after washing.`);
        }
        line(`# ${detectableText(plan.size)}`);
    }
    line('slice:');
    line(`  seed: ${SLICE_SEED}`);
    if (plan.size !== undefined)
        line(`  size: ${plan.size}`);
    line(`  fingerprint_fields: [${kind === 'choice' ? 'question, choices, answer' : 'question, answer'}]`);
    line('  # fingerprint: filled in by `evalgate slice --write`; a change in the data then fails loudly');
    line();
    line('# The prompt each row becomes ({{question}}, {{#choices}}...{{/choices}}, any column by name).');
    line('harness:');
    line('  mode: chat');
    line('  template: |-');
    for (const text of TEMPLATES[kind].split('\n'))
        line(text === '' ? '' : `    ${text}`);
    line();
    line(`# ${GRADER_NOTES[kind]}`);
    line(`grader: ${GRADERS[kind]}`);
    line('# Greedy decoding, so a rerun of the same build answers the same.');
    line(`decoding: { temperature: 0, max_tokens: ${MAX_TOKENS[kind]}, seed: ${SLICE_SEED} }`);
    line();
    out.push(...modelLines(model));
    line();
    line(`# The gate keeps its defaults: a model fails when its score drops ${schema/* GATE_DEFAULTS */.hU.max_drop} points or more below`);
    line('# its baseline; the paired significance test is reported, not required. To change them:');
    line('# gate:');
    line(`#   max_drop: ${schema/* GATE_DEFAULTS */.hU.max_drop.toFixed(1)} # points`);
    line(`#   significance: ${schema/* GATE_DEFAULTS */.hU.significance} # or require: also p < alpha`);
    line(`#   alpha: ${schema/* GATE_DEFAULTS */.hU.alpha}`);
    line(`#   max_error_rate: ${schema/* GATE_DEFAULTS */.hU.max_error_rate} # more failed requests than this: errored`);
    return `${out.join('\n')}\n`;
}
const TEMPLATES = {
    choice: [
        '{{question}}',
        '',
        '{{#choices}}{{letter}}. {{text}}',
        '{{/choices}}',
        'Answer with the letter of the correct choice.',
    ].join('\n'),
    numeric: ['{{question}}', '', 'End your reply with "Answer: <number>".'].join('\n'),
    text: ['{{question}}', '', 'Reply with the answer only, on one line.'].join('\n'),
};
const GRADERS = {
    choice: '{ kind: choice }',
    numeric: '{ kind: numeric, tolerance: 0.000001 }',
    text: '{ kind: exact_match, normalize: [first_line, strip_punctuation, strip_articles, lowercase, collapse_whitespace, strip] }',
};
const GRADER_NOTES = {
    choice: 'Multiple choice: the choice grader reads the letter a response states as its answer.',
    numeric: 'Numeric answers: the numeric grader reads the number a response states as its answer.',
    text: 'Free text: the first line of the response, normalised, must equal the normalised answer.',
};
const MAX_TOKENS = { choice: 16, numeric: 512, text: 64 };
function modelLines(model) {
    const lines = [
        '# The model slots gated. `id` names the slot and its baseline: keep it when `model` moves to a',
        '# new build, so the new build is judged against the old one.',
    ];
    const id = slotId(model);
    if (model.provider === 'command') {
        lines.push('# A command gets one JSON document on stdin ({"model", "prompt", "decoding", "item", "repeat"})', '# and prints the answer on stdout; relative paths are relative to this file.', 'models:', `  - id: ${scalar(id)}`, '    provider: command', `    command: [${(model.command ?? []).map((arg) => JSON.stringify(arg)).join(', ')}]`);
        if (model.model)
            lines.push(`    model: ${scalar(model.model)} # recorded as the build`);
        if (model.apiKeyEnv)
            lines.push(`    api_key_env: ${model.apiKeyEnv}`);
        return lines;
    }
    lines.push('# The key is read from the environment variable named by api_key_env, never written here;', '# in the workflow it comes from the repository secret of the same name.', 'models:', `  - id: ${scalar(id)}`);
    if (model.provider === 'openai') {
        lines.push('    provider: openai # any OpenAI-compatible endpoint: OpenAI, vLLM, Ollama, OpenRouter, ...', `    base_url: ${scalar(model.baseUrl ?? 'https://api.openai.com/v1')}`);
    }
    else {
        lines.push('    provider: anthropic');
        if (model.baseUrl)
            lines.push(`    base_url: ${scalar(model.baseUrl)}`);
    }
    lines.push(`    api_key_env: ${model.apiKeyEnv}`, `    model: ${scalar(model.model ?? '')} # the build under test`);
    return lines;
}
function fieldsText(fields) {
    const parts = [];
    if (fields.id !== undefined)
        parts.push(`id: ${scalar(fields.id)}`);
    parts.push(`question: ${scalar(fields.question)}`);
    if (fields.choices !== undefined) {
        parts.push(`choices: ${Array.isArray(fields.choices) ? `[${fields.choices.map(scalar).join(', ')}]` : scalar(fields.choices)}`);
    }
    parts.push(`answer: ${scalar(fields.answer)}`);
    if (fields.subject !== undefined)
        parts.push(`subject: ${scalar(fields.subject)}`);
    return `{ ${parts.join(', ')} }`;
}
/** What a slice of `size` items can see, in the figures `slice --write` prints. */
function detectableText(size) {
    const { max_drop: maxDrop, alpha } = schema/* GATE_DEFAULTS */.hU;
    const mdd = (0,stats/* minDetectableDrop */.V4)({ n: size, alpha });
    const needed = (0,stats/* itemsToDetect */.xO)(maxDrop, 0, alpha);
    const sees = Number.isFinite(mdd)
        ? `On ${size} items the gate detects drops of ${mdd.toFixed(1)} points or more with 80% power`
        : `On ${size} item${size === 1 ? '' : 's'} no drop reaches 80% power`;
    const enough = Number.isFinite(needed)
        ? `; a ${maxDrop}-point drop needs about ${needed} items.`
        : '.';
    return `${sees}${enough}`;
}
/**
 * A YAML scalar that reads back as `text` in block and flow context: plain when it is a simple
 * word or URL that YAML cannot take for a number, boolean, null or syntax; else double-quoted
 * (JSON's string syntax is YAML's double-quoted scalar).
 */
function scalar(text) {
    const plain = /^[A-Za-z_][A-Za-z0-9_./@%+~=-]*(?::\/\/[A-Za-z0-9_./:@%+~=-]*)?$/.test(text) &&
        !/^(?:true|false|null|yes|no|on|off|y|n|~)$/i.test(text);
    return plain ? text : JSON.stringify(text);
}

;// CONCATENATED MODULE: ./src/core/init/files.ts
/**
 * The small texts `evalgate init` writes beside the config: the .gitignore lines, the example
 * dataset, the next commands; and how its options become values (suite name, command argv).
 */

/**
 * What evalgate writes beside a config that is never committed: the local run history, the
 * response cache, shard records and batch state. Baselines and slice manifests
 * (`.evalgate/baselines/`, `.evalgate/slices/`) are committed and so are not listed.
 */
const GITIGNORE_LINES = [
    '.evalgate/runs/',
    '.evalgate/cache/',
    '.evalgate/shards/',
    '.evalgate/batches/',
];
const GITIGNORE_HEADER = '# evalgate: local runs, the response cache, shards and batch state (baselines and slices are committed)';
/** A .gitignore entry as written, without the spellings that mean the same folder. */
const entryKey = (line) => line
    .trim()
    .replace(/^(\*\*\/|\/)/, '')
    .replace(/\/+$/, '');
/** Appends the GITIGNORE_LINES that `existing` lacks (undefined: no file yet); idempotent. */
function updateGitignore(existing) {
    const present = new Set((existing ?? '').split(/\r?\n/).map(entryKey));
    const added = GITIGNORE_LINES.filter((line) => !present.has(entryKey(line)));
    const warning = present.has('.evalgate') || present.has('.evalgate/*') || present.has('.evalgate/**')
        ? '.gitignore ignores all of .evalgate/, which holds the baselines and slice manifests that must be committed: ignore only the folders evalgate lists'
        : undefined;
    if (added.length === 0)
        return { text: undefined, added, ...(warning ? { warning } : {}) };
    const before = existing ?? '';
    const separator = before === '' ? '' : before.endsWith('\n') ? '\n' : '\n\n';
    return {
        text: `${before}${separator}${GITIGNORE_HEADER}\n${added.join('\n')}\n`,
        added,
        ...(warning ? { warning } : {}),
    };
}
/** Where init writes the example dataset when none is given, relative to the config's folder. */
const EXAMPLE_DATASET = 'data/items.jsonl';
/** Three multiple-choice rows in the cais/mmlu layout, marked as examples by their ids. */
const EXAMPLE_ROWS = [
    {
        id: 'example-1',
        subject: 'arithmetic',
        question: 'What is 12 multiplied by 12?',
        choices: ['124', '144', '132', '154'],
        answer: 1,
    },
    {
        id: 'example-2',
        subject: 'geography',
        question: 'Which of these is the largest ocean on Earth?',
        choices: ['Atlantic', 'Indian', 'Arctic', 'Pacific'],
        answer: 3,
    },
    {
        id: 'example-3',
        subject: 'chemistry',
        question: 'What is the chemical symbol of gold?',
        choices: ['Au', 'Ag', 'Gd', 'Go'],
        answer: 0,
    },
];
function exampleDatasetText() {
    return EXAMPLE_ROWS.map((row) => JSON.stringify(row)).join('\n') + '\n';
}
/** A suite name (it names a folder) from the dataset's file name: `abstract_algebra_test`. */
function suiteName(datasetPath) {
    const base = datasetPath.split(/[\\/]/).pop() ?? '';
    const stem = base.replace(/\.[^.]*$/, '').replace(/[*?[\]{}]/g, '');
    const clean = stem.replace(/[^A-Za-z0-9._-]+/g, '-').replace(/^[^A-Za-z0-9]+|[.-]+$/g, '');
    return clean === '' ? 'suite' : clean;
}
/**
 * `--command "python3 run_model.py --fast"` as argv: words split on whitespace, with '...' and
 * "..." grouping words and \ escaping the next character, as a shell would read it; nothing is
 * expanded.
 */
function splitCommand(text) {
    const words = [];
    let word = '';
    let inWord = false;
    let quote;
    for (let i = 0; i < text.length; i++) {
        const char = text[i];
        if (quote) {
            if (char === quote)
                quote = undefined;
            else if (char === '\\' && quote === '"' && i + 1 < text.length)
                word += text[++i];
            else
                word += char;
        }
        else if (char === '"' || char === "'") {
            quote = char;
            inWord = true;
        }
        else if (char === '\\' && i + 1 < text.length) {
            word += text[++i];
            inWord = true;
        }
        else if (/\s/.test(char)) {
            if (inWord)
                words.push(word);
            word = '';
            inWord = false;
        }
        else {
            word += char;
            inWord = true;
        }
    }
    if (quote) {
        throw new errors/* InputError */.d(`--command: expected a closing ${quote} in ${JSON.stringify(text)}`);
    }
    if (inWord)
        words.push(word);
    return words;
}
/** The four commands that follow init, with the config path as the user will type it. */
function nextCommands(config, suite) {
    const flag = `--config ${config.includes(' ') ? JSON.stringify(config) : config}`;
    return [
        `evalgate slice ${flag} --write   # pin the slice's fingerprint into the config`,
        `evalgate run ${flag}             # measure each model; prints the run file`,
        `evalgate freeze ${flag} --run <that run file, under .evalgate/runs/${suite}/>   # accept it as the baseline`,
        `evalgate gate ${flag}            # rerun and compare: exit 1 when a score drops`,
    ];
}

// EXTERNAL MODULE: ./src/core/pyjson.ts
var pyjson = __webpack_require__(254);
// EXTERNAL MODULE: ./src/core/slice/rows.ts
var slice_rows = __webpack_require__(3133);
;// CONCATENATED MODULE: ./src/core/init/infer.ts
/**
 * What `evalgate init` reads from a dataset's first rows: which columns hold the question, the
 * choices, the answer, the id and the subject, and so what kind of suite it is (multiple choice,
 * a number to compute, or a short text answer). Pure: the command reads the rows and passes them.
 *
 * Columns are matched by name first (case, `_`, `-` and spaces ignored), then by what their
 * values look like; every pick carries the reason, which the config's comments and the command's
 * stderr show, so a wrong guess is visible and fixed by editing `dataset.fields`.
 */



/** How many leading rows the guesses look at (ids are checked for uniqueness over every row). */
const SAMPLE_ROWS = 50;
const QUESTION_NAMES = [
    'question',
    'prompt',
    'input',
    'query',
    'problem',
    'instruction',
    'stem',
    'text',
    'q',
];
const CHOICE_NAMES = [
    'choices',
    'options',
    'candidates',
    'endings',
    'alternatives',
    'choice',
    'option',
    'answers',
];
const ANSWER_NAMES = [
    'answer',
    'label',
    'target',
    'gold',
    'correct',
    'correctanswer',
    'answeridx',
    'answerindex',
    'answerkey',
    'answerletter',
    'reference',
    'expected',
    'expectedanswer',
    'groundtruth',
    'output',
    'solution',
    'answers',
    'a',
];
const ID_NAMES = [
    'id',
    'uid',
    'qid',
    'questionid',
    'itemid',
    'exampleid',
    'sampleid',
    'key',
    'idx',
];
const SUBJECT_NAMES = ['subject', 'category', 'topic', 'domain', 'area', 'discipline'];
/** Column prefixes of one-column-per-choice layouts: `A`..`D`, `option_a`, `choice1`, `opa`. */
const CHOICE_COLUMN = /^(|option|options|choice|choices|opt|op|alt|ending|answer)([a-j]|\d{1,2})$/;
const normalized = (name) => name.toLowerCase().replace(/[^a-z0-9]/g, '');
/**
 * Infers the field mapping from the rows of `file`. Bad input (no rows, no column that can be the
 * question or the answer, answers that point at no choice) is an InputError naming the file, the
 * columns and, for a value, the row it is on (`lineOf` gives a row's file line).
 */
function inferFields(rows, file, lineOf = (row) => row + 1) {
    if (rows.length === 0) {
        throw new errors/* InputError */.d(`${file}: expected rows to infer the fields from, found none`);
    }
    const sample = rows.slice(0, SAMPLE_ROWS);
    const columns = [...new Set(sample.flatMap((row) => Object.keys(row)))];
    const listed = `its columns are: ${columns.map((c) => JSON.stringify(c)).join(', ')}`;
    const values = (column) => sample.map((row) => row[column]).filter((v) => v !== undefined && v !== null && v !== '');
    const byName = (names, ok) => {
        for (const name of names) {
            const found = columns.find((c) => normalized(c) === name && ok(c));
            if (found !== undefined)
                return found;
        }
        return undefined;
    };
    const notes = [];
    const used = new Set();
    const choices = inferChoices(columns, values, byName);
    if (choices) {
        for (const c of [choices.fields].flat())
            used.add(c);
        notes.push({ field: 'choices', column: [choices.fields].flat().join(', '), why: choices.why });
    }
    else {
        // A choices column evalgate cannot read (ARC's {text: [...], label: [...]}) would otherwise
        // turn a multiple-choice set into free text without a word.
        const odd = byName(CHOICE_NAMES.slice(0, 6), (c) => values(c).length > 0);
        if (odd !== undefined) {
            const at = sample.findIndex((row) => row[odd] !== undefined && row[odd] !== null);
            throw new errors/* InputError */.d(`${file}:${lineOf(at)}: expected "${odd}" to be a list of at least 2 choices (text or numbers), found ${(0,slice_rows/* show */.WU)(sample[at][odd])}`, [
                'evalgate reads choices from one list column or from one column per choice (A, B, C, D); flatten nested choices first',
            ]);
        }
    }
    const isText = (c) => {
        const v = values(c);
        return !used.has(c) && v.length > 0 && v.every((x) => typeof x === 'string');
    };
    let question = byName(QUESTION_NAMES, isText);
    let questionWhy = 'named as a question';
    if (question === undefined) {
        // The longest text column: questions are longer than ids, subjects and answers.
        const texts = columns.filter(isText);
        const meanLength = (c) => values(c).reduce((n, v) => n + String(v).length, 0) / values(c).length;
        question = texts.sort((a, b) => meanLength(b) - meanLength(a))[0];
        questionWhy = 'the longest text column (no column is named question or prompt)';
    }
    if (question === undefined) {
        throw new errors/* InputError */.d(`${file}: cannot tell which column holds the question`, [
            `expected a text column named question, prompt, input or similar; ${listed}`,
        ]);
    }
    used.add(question);
    notes.unshift({ field: 'question', column: question, why: questionWhy });
    const answer = choices
        ? inferChoiceAnswer(sample, choices.fields, columns, used, byName, file, lineOf, listed)
        : inferTextAnswer(sample, used, byName, file, lineOf, listed);
    used.add(answer.column);
    notes.push({ field: 'answer', column: answer.column, why: answer.why });
    const id = byName(ID_NAMES, (c) => !used.has(c) && uniqueIds(rows, c));
    if (id !== undefined) {
        used.add(id);
        notes.unshift({ field: 'id', column: id, why: 'unique in every row' });
    }
    else {
        notes.unshift({
            field: 'id',
            column: '(none)',
            why: 'no column with a unique id in every row; ids are the 0-based row numbers',
        });
    }
    const subject = byName(SUBJECT_NAMES, isText);
    if (subject !== undefined)
        notes.push({ field: 'subject', column: subject, why: 'scores are also reported per subject' });
    const fields = {
        ...(id === undefined ? {} : { id }),
        question,
        ...(choices ? { choices: choices.fields } : {}),
        answer: answer.column,
        ...(subject === undefined ? {} : { subject }),
    };
    return { kind: answer.kind, fields, notes, columns };
}
function inferChoices(columns, values, byName) {
    const isChoiceList = (c) => {
        const v = values(c);
        return (v.length > 0 &&
            v.every((x) => Array.isArray(x) &&
                x.length >= 2 &&
                x.every((e) => typeof e === 'string' || typeof e === 'number')));
    };
    const named = byName(CHOICE_NAMES, isChoiceList);
    if (named !== undefined)
        return { fields: named, why: `a list (${listSizes(values(named))})` };
    const lists = columns.filter(isChoiceList);
    if (lists.length === 1) {
        return { fields: lists[0], why: `the only list column (${listSizes(values(lists[0]))})` };
    }
    // One column per choice: the largest group of columns that share a prefix and run A, B, C...
    // (or 1, 2, 3...) without a gap.
    const groups = new Map();
    for (const column of columns) {
        const match = CHOICE_COLUMN.exec(normalized(column));
        if (!match)
            continue;
        const [, prefix, key] = match;
        if (prefix === '' && /\d/.test(key))
            continue;
        groups.set(prefix, [...(groups.get(prefix) ?? []), { key, column }]);
    }
    let best;
    for (const members of groups.values()) {
        const run = contiguousRun(members);
        if (run.length >= 2 && run.length > (best?.length ?? 0))
            best = run;
    }
    if (best === undefined)
        return undefined;
    return { fields: best, why: `one column per choice (${best.length} choices)` };
}
/** The columns of a group in key order, from A (or 0 or 1) up to the first gap. */
function contiguousRun(members) {
    const numeric = members.every((m) => /^\d+$/.test(m.key));
    const rank = (key) => (numeric ? Number(key) : key.charCodeAt(0) - 97);
    const sorted = [...members].sort((a, b) => rank(a.key) - rank(b.key));
    const start = numeric ? rank(sorted[0].key) : 0;
    if (rank(sorted[0].key) !== start || start > 1)
        return [];
    const run = [];
    for (const [i, member] of sorted.entries()) {
        if (rank(member.key) !== start + i)
            break;
        run.push(member.column);
    }
    return run;
}
function listSizes(values) {
    const sizes = [...new Set(values.map((v) => v.length))].sort((a, b) => a - b);
    return sizes.length === 1
        ? `${sizes[0]} choices`
        : `${sizes[0]} to ${sizes[sizes.length - 1]} choices`;
}
function inferChoiceAnswer(sample, choices, columns, used, byName, file, lineOf, listed) {
    const choicesOf = (row) => Array.isArray(choices)
        ? choices.map((c) => row[c])
        : Array.isArray(row[choices])
            ? row[choices]
            : [];
    const firstBad = (column) => sample.findIndex((row) => (0,slice_rows/* answerIndex */.lw)(row[column], choicesOf(row).length) === undefined);
    const points = (c) => !used.has(c) && sample.some((r) => r[c] !== undefined) && firstBad(c) < 0;
    const column = byName(ANSWER_NAMES, points) ?? columns.find(points);
    if (column !== undefined) {
        const letters = sample.some((row) => typeof row[column] === 'string' && /[A-Za-z]/.test(String(row[column])));
        return {
            column,
            kind: 'choice',
            why: letters ? 'the letter of the correct choice' : 'the 0-based index of the correct choice',
        };
    }
    const named = byName(ANSWER_NAMES, (c) => !used.has(c));
    if (named !== undefined) {
        const bad = firstBad(named);
        const row = sample[bad];
        const value = row[named];
        const text = choicesOf(row).some((c) => String(c) === String(value));
        const oneBased = typeof value === 'number' && value === choicesOf(row).length && value > 0;
        throw new errors/* InputError */.d(`${file}:${lineOf(bad)}: expected "${named}" to be the answer as a 0-based choice index or a letter A..J, found ${(0,slice_rows/* show */.WU)(value)}`, [
            text
                ? 'it is the text of a choice: write the index (0 for the first choice) or the letter instead'
                : oneBased
                    ? 'it looks like a 1-based index: evalgate counts choices from 0'
                    : `the row has ${choicesOf(row).length} choices`,
        ]);
    }
    throw new errors/* InputError */.d(`${file}: cannot tell which column holds the answer`, [
        `expected a column named answer, label or target holding a 0-based choice index or a letter; ${listed}`,
    ]);
}
function inferTextAnswer(sample, used, byName, file, lineOf, listed) {
    const column = byName(ANSWER_NAMES, (c) => !used.has(c) && sample.some((r) => r[c] !== undefined));
    if (column === undefined) {
        throw new errors/* InputError */.d(`${file}: cannot tell which column holds the answer`, [
            `expected a column named answer, label, target or similar (or a column of choices for multiple choice); ${listed}`,
        ]);
    }
    const present = sample
        .map((row, i) => ({ value: row[column], i }))
        .filter(({ value }) => value !== undefined && value !== null);
    const bad = present.find(({ value }) => !isScalar(value));
    if (bad) {
        throw new errors/* InputError */.d(`${file}:${lineOf(bad.i)}: expected "${column}" to hold the answer as text or a number, found ${(0,slice_rows/* show */.WU)(bad.value)}`, ['evalgate compares a response with one reference answer per row']);
    }
    if (present.length > 0 && present.every(({ value }) => isNumber(value))) {
        return {
            column,
            kind: 'numeric',
            why: 'a number: the numeric grader reads the number a response states',
        };
    }
    return {
        column,
        kind: 'text',
        why: 'text: compared with the response after normalising case, punctuation, articles and spaces',
    };
}
function isScalar(value) {
    return (typeof value === 'string' ||
        typeof value === 'number' ||
        typeof value === 'bigint' ||
        value instanceof pyjson/* PyFloat */.g$);
}
const NUMBER_TEXT = /^\s*[-+−]?(?:\d{1,3}(?:,\d{3})+|\d+)?(?:\.\d+)?(?:[eE][-+]?\d+)?\s*$/;
function isNumber(value) {
    if (typeof value === 'number' || typeof value === 'bigint' || value instanceof pyjson/* PyFloat */.g$)
        return true;
    return typeof value === 'string' && /\d/.test(value) && NUMBER_TEXT.test(value);
}
function uniqueIds(rows, column) {
    const seen = new Set();
    for (const row of rows) {
        const value = row[column];
        const ok = typeof value === 'string' ||
            typeof value === 'bigint' ||
            (typeof value === 'number' && Number.isSafeInteger(value));
        if (!ok)
            return false;
        const key = `${typeof value}:${String(value)}`;
        if (seen.has(key))
            return false;
        seen.add(key);
    }
    return true;
}

;// CONCATENATED MODULE: ./src/core/init/workflow-text.ts
/**
 * The GitHub workflows `evalgate init` writes, each job with the permissions it needs and no more.
 * By default the two-job recipe, as examples/workflows/measure.yml and verdict.yml have it: a
 * measuring workflow that runs the pull request's code with no token at all, and a verdict
 * workflow (workflow_run, from the default branch) that grades, comments, freezes and sets the
 * commit status, with the nightly rerun beside it. `--single-job` writes the one-file form of
 * examples/workflows/pr.yml and nightly.yml, for repositories where no pull request brings code.
 */

/** Where the Action is consumed from; one placeholder for the examples and init alike. */
const ACTION_REF = 'evalgate/evalgate@v1';
/** The Action's default freeze-label, which init leaves as it is. */
const FREEZE_LABEL = 'evalgate:freeze';
const MEASURE_FILE = '.github/workflows/evalgate-measure.yml';
const VERDICT_FILE = '.github/workflows/evalgate-verdict.yml';
const SINGLE_FILE = '.github/workflows/evalgate.yml';
/** The measuring workflow's `name:`, which the verdict workflow's workflow_run trigger names. */
const MEASURE_NAME = 'evalgate measure';
/** The commit status the Action sets for a suite on a pull request's head: the check to require. */
function requiredStatus(suite) {
    return `evalgate / ${suite}`;
}
function renderWorkflows(plan) {
    if (plan.form === 'single-job') {
        return [
            {
                path: SINGLE_FILE,
                does: 'gates each pull request in one job, and runs the nightly',
                text: singleJobText(plan),
            },
        ];
    }
    return [
        {
            path: MEASURE_FILE,
            does: 'measures each pull request, with no token at all',
            text: measureText(plan),
        },
        {
            path: VERDICT_FILE,
            does: 'grades those measurements, comments, freezes and sets the status; and the nightly',
            text: verdictText(plan),
        },
    ];
}
/** What init prints after the commands: what to commit, the secret, the check to require. */
function workflowNextSteps(files, plan) {
    const width = Math.max(...files.map((f) => f.path.length));
    const setter = plan.form === 'single-job' ? 'gate' : 'verdict';
    return [
        `commit ${plan.config}, .evalgate/ and the dataset with the workflow${files.length === 1 ? '' : 's'}:`,
        ...files.map((f) => `  ${`${f.path}:`.padEnd(width + 1)} ${f.does}`),
        ...(plan.secret
            ? [`add the repository secret ${plan.secret} (Settings > Secrets and variables > Actions)`]
            : []),
        `in branch protection, require the status check "${requiredStatus(plan.suite)}": the commit status the ${setter} job sets (no job's own check run is the gate)`,
    ];
}
/** The parts every job that runs the model shares: its key, and the setup a command needs. */
function modelParts(model) {
    const env = model.apiKeyEnv;
    const envLines = env
        ? ['        env:', `          ${env}: \${{ secrets.${env} }}`]
        : [
            '        # env: the variables your command needs, from repository secrets, e.g.',
            '        #   MY_MODEL_KEY: ${{ secrets.MY_MODEL_KEY }}',
        ];
    const setup = model.provider === 'command'
        ? [
            '      # Set up what the command needs (e.g. actions/setup-python) before evalgate runs it.',
        ]
        : [];
    const secretNote = env
        ? [`# Add the repository secret ${env} (Settings > Secrets and variables > Actions).`]
        : [];
    return { envLines, setup, secretNote };
}
function writtenBy(plan) {
    return `for the suite in ${plan.config}, written by \`evalgate init\`.`;
}
const NIGHTLY_HEADER = [
    '# - Nightly: rerun against the same baselines, keep the history on the evalgate-data branch,',
    '#   and keep one issue open while the suite is regressed.',
];
const PULL_REQUEST_EVENTS = [
    '  pull_request:',
    '    # labeled: the freeze label starts the run that measures the new baselines.',
    '    types: [opened, synchronize, reopened, labeled]',
    '  pull_request_review:',
    '    # A review can approve a changed bar, and a dismissal withdraws that approval.',
    '    types: [submitted, edited, dismissed]',
];
const NIGHTLY_EVENTS = ['  schedule:', '    - cron: "17 3 * * *"', '  workflow_dispatch:'];
/** A comment review changes no approval, so it starts no measurement. */
const REVIEW_CONDITION = `(github.event_name != 'pull_request_review' || github.event.review.state != 'commented')`;
/** A label other than the freeze label starts no measurement. */
const LABEL_CONDITION = `github.event.action != 'labeled' || github.event.label.name == '${FREEZE_LABEL}'`;
/**
 * A new push supersedes the measurement of the previous one; a run the freeze label started, and
 * a review's run, have a group of their own and are never cancelled (the freeze's answers are
 * what it commits; a review must not cancel the gate of a push, whose status it leaves alone).
 */
function pullRequestConcurrency(group, indent) {
    return [
        `${indent}concurrency:`,
        `${indent}  # A new push supersedes the run of the previous one; a run the freeze label started and a`,
        `${indent}  # review's run have groups of their own and are never cancelled.`,
        `${indent}  group: ${group}-\${{ github.event.pull_request.number }}-\${{ ${OWN_GROUP} && github.run_id || 'gate' }}`,
        `${indent}  cancel-in-progress: \${{ !(${OWN_GROUP}) }}`,
    ];
}
const OWN_GROUP = "(github.event.action == 'labeled' || github.event_name == 'pull_request_review')";
function nightlyJob(plan) {
    const { envLines, setup } = modelParts(plan.model);
    return [
        '  nightly:',
        "    if: github.event_name == 'schedule' || github.event_name == 'workflow_dispatch'",
        '    runs-on: ubuntu-latest',
        '    permissions:',
        '      contents: write # push run records to the data branch',
        '      issues: write # the tracking issue',
        '    concurrency:',
        '      # Never cancel a run that writes the data branch; queue instead.',
        '      group: evalgate-nightly',
        '      cancel-in-progress: false',
        '    steps:',
        '      - uses: actions/checkout@v4',
        ...setup,
        `      - uses: ${ACTION_REF}`,
        '        with:',
        `          config: ${scalar(plan.config)}`,
        '          data-branch: evalgate-data',
        '          issue-on-regression: "true"',
        ...envLines,
        '',
    ];
}
function measureText(plan) {
    const { envLines, setup, secretNote } = modelParts(plan.model);
    const verdictName = VERDICT_FILE.split('/').pop();
    return [
        `# evalgate: the measuring half of the pull-request gate (the other half is ${verdictName})`,
        `# ${writtenBy(plan)}`,
        `# On pull_request this file and the head's ${plan.config} come from the pull request, and a command`,
        '# slot runs its code: so this job holds no token at all. It reads the bar from the base commit',
        "# with git, measures the head's builds and uploads the answers as an artifact; it posts nothing,",
        `# sets no status and pushes nothing. ${verdictName} grades the answers, comments and sets the`,
        `# commit status "${requiredStatus(plan.suite)}", the check to require in branch protection.`,
        ...secretNote,
        `name: ${MEASURE_NAME} # ${verdictName} names this workflow: keep the two names in step`,
        'on:',
        ...PULL_REQUEST_EVENTS,
        '',
        'permissions:',
        '  contents: read # the checkout and the base commit; nothing else, nothing written',
        '',
        ...pullRequestConcurrency('evalgate-measure', ''),
        '',
        'jobs:',
        '  measure:',
        '    # A label other than the freeze label measures nothing.',
        '    # A comment review approves nothing: it measures nothing either.',
        `    if: (${LABEL_CONDITION}) && ${REVIEW_CONDITION}`,
        '    runs-on: ubuntu-latest',
        '    steps:',
        '      - uses: actions/checkout@v4',
        '        with:',
        "          persist-credentials: false # the head's code has no use for a git credential either",
        ...setup,
        `      - uses: ${ACTION_REF}`,
        '        with:',
        '          mode: measure',
        `          config: ${scalar(plan.config)}`,
        '          data-branch: "" # pull requests measure unmerged code: keep them out of the history',
        "          # No token in this job: it makes no API call, and the head's code finds none to act with.",
        '          github-token: ""',
        ...envLines,
        '',
    ].join('\n');
}
function verdictText(plan) {
    const measureName = MEASURE_FILE.split('/').pop();
    const env = plan.model.apiKeyEnv;
    return [
        `# evalgate: the verdict half of the pull-request gate (the other half is ${measureName})`,
        `# and the nightly rerun, ${writtenBy(plan)}`,
        `# - Pull requests: ${measureName} measures them; workflow_run runs this file as it is on the`,
        '#   default branch, checked out at the default branch, so no pull request can change it and none',
        "#   of its code runs here. The verdict job grades the measuring run's answers without sending a",
        `#   request, comments, and sets the commit status "${requiredStatus(plan.suite)}" on the head commit:`,
        '#   require that status in branch protection (a workflow_run job shows no check on the pull',
        '#   request).',
        `# - Freeze: the label "${FREEZE_LABEL}" on a pull request asks for new baselines; the verdict job`,
        "#   commits the measured scores to the pull request's branch, for review like code. A changed bar",
        "#   passes only once a maintainer's approving review holds the line `evalgate approve <12 hex>`",
        "#   that the report comment prints; the review's own measuring run brings that verdict.",
        ...NIGHTLY_HEADER,
        ...(env ? [`# The nightly job reads the key from the repository secret ${env}.`] : []),
        'name: evalgate verdict',
        'on:',
        '  workflow_run:',
        `    workflows: [${MEASURE_NAME}] # the \`name:\` of ${measureName}`,
        '    types: [completed]',
        ...NIGHTLY_EVENTS,
        '',
        'permissions: {} # each job below asks for what it needs',
        '',
        'jobs:',
        '  verdict:',
        '    # Measuring runs of pull requests and their reviews. A failed or cancelled one is judged too',
        '    # (it fails closed); a skipped one (a label other than the freeze label) measured nothing.',
        '    if: >-',
        "      (github.event.workflow_run.event == 'pull_request' ||",
        "      github.event.workflow_run.event == 'pull_request_review') &&",
        "      github.event.workflow_run.conclusion != 'skipped'",
        '    runs-on: ubuntu-latest',
        '    permissions:',
        "      contents: write # a freeze commits the new baselines to the pull request's branch",
        '      pull-requests: write # the report comment',
        '      issues: write # labels live on the issue side of a pull request',
        `      statuses: write # the gate's result as the commit status ${requiredStatus(plan.suite)}, the required check`,
        "      actions: read # the measuring run's answers artifact",
        '    concurrency:',
        "      # One verdict per measuring run; a later run's verdict is a verdict on a later head.",
        '      group: evalgate-verdict-${{ github.event.workflow_run.id }}',
        '      cancel-in-progress: false',
        '    steps:',
        "      # The default branch: never the pull request's head (the Action refuses any other commit).",
        '      - uses: actions/checkout@v4',
        `      - uses: ${ACTION_REF}`,
        '        with:',
        '          mode: gate',
        `          config: ${scalar(plan.config)}`,
        '          data-branch: "" # pull requests measure unmerged code: keep them out of the history',
        '          # Grade only answers uploaded by runs of this file.',
        `          measuring-workflow: ${MEASURE_FILE}`,
        '        # No model key: nothing is sent to a model here.',
        '',
        ...nightlyJob(plan),
    ].join('\n');
}
function singleJobText(plan) {
    const { envLines, setup, secretNote } = modelParts(plan.model);
    const commandWarning = plan.model.provider === 'command'
        ? [
            '#',
            '# A command slot runs code from the pull request in the gate job, which holds a token that',
            '# can write. Where pull requests come from people you do not trust with that, use the',
            '# two-job form instead, which `evalgate init` writes without --single-job: a measuring job',
            "# with no token and a workflow_run verdict job that runs none of the pull request's code.",
        ]
        : [];
    return [
        '# evalgate: the regression gate in one job (without --single-job, init writes two),',
        `# ${writtenBy(plan)}`,
        '# - Pull requests: rerun the pinned slice, compare with the committed baselines, comment, and set',
        `#   the commit status "${requiredStatus(plan.suite)}" (the check to require in branch protection),`,
        '#   failing when a score drops past gate.max_drop.',
        `# - Freeze: the label "${FREEZE_LABEL}" on a pull request asks for new baselines; the Action commits`,
        '#   the measured scores to the branch, for review like code. A changed bar passes only once a',
        "#   maintainer's approving review holds the line `evalgate approve <12 hex>` the comment prints.",
        ...NIGHTLY_HEADER,
        ...secretNote,
        ...commandWarning,
        'name: evalgate',
        'on:',
        ...PULL_REQUEST_EVENTS,
        ...NIGHTLY_EVENTS,
        '',
        'permissions: {} # each job below asks for what it needs',
        '',
        'jobs:',
        '  gate:',
        '    # Pull requests and their reviews; a label other than the freeze label measures nothing.',
        '    if: >-',
        "      (github.event_name == 'pull_request' || github.event_name == 'pull_request_review') &&",
        `      (${LABEL_CONDITION})`,
        '    runs-on: ubuntu-latest',
        '    permissions:',
        '      contents: write # only for the freeze label, which commits new baselines to the branch',
        '      pull-requests: write # the report comment',
        '      issues: write # labels live on the issue side of a pull request',
        `      statuses: write # the gate's result as the commit status ${requiredStatus(plan.suite)}, the required check`,
        ...pullRequestConcurrency('evalgate-pr', '    '),
        '    steps:',
        '      - uses: actions/checkout@v4',
        ...setup,
        `      - uses: ${ACTION_REF}`,
        '        with:',
        `          config: ${scalar(plan.config)}`,
        '          data-branch: "" # pull requests measure unmerged code: keep them out of the history',
        ...envLines,
        '',
        ...nightlyJob(plan),
    ].join('\n');
}

// EXTERNAL MODULE: ./src/core/slice/build.ts + 1 modules
var build = __webpack_require__(2563);
// EXTERNAL MODULE: ./src/engine/config.ts + 1 modules
var engine_config = __webpack_require__(538);
// EXTERNAL MODULE: ./src/engine/datasets/read.ts
var datasets_read = __webpack_require__(5284);
;// CONCATENATED MODULE: ./src/cli/commands/init.ts











const CONFIG_FILE = 'evalgate.yml';
/**
 * Names the runner, GitHub or the Action's inputs use (case-insensitive, as Windows runners read
 * the environment), and GH_TOKEN: the config loader refuses the workflow's own tokens as a key.
 */
const RESERVED_ENV = /^(?:ACTIONS_|GITHUB_|INPUT_|RUNNER_|GH_TOKEN$)/i;
const DEFAULT_KEYS = {
    openai: 'OPENAI_API_KEY',
    anthropic: 'ANTHROPIC_API_KEY',
    command: undefined,
};
/**
 * `evalgate init`: writes a first evalgate.yml for a dataset and an endpoint (the field mapping
 * inferred from the dataset's rows), the .gitignore lines and the GitHub workflows (the two-job
 * recipe, or with --single-job the one-file form), into --dir.
 * Plans everything first and writes only when every file can be written: an existing file is
 * never overwritten without --force.
 */
async function initCommand(values, io) {
    const model = modelOptions(values);
    const dir = external_node_path_default().resolve(values.dir ?? '.');
    const dirInfo = await (0,promises_.stat)(dir).catch(() => undefined);
    if (dirInfo && !dirInfo.isDirectory()) {
        throw new errors/* InputError */.d(`init: --dir ${(0,engine_config/* displayPath */.Gt)(dir)}: expected a folder, found a file`);
    }
    const data = values.dataset === undefined ? exampleData() : await readData(values.dataset);
    const datasetPath = values.dataset === undefined
        ? EXAMPLE_DATASET
        : toPosix(external_node_path_default().relative(dir, external_node_path_default().resolve(values.dataset)));
    const inference = inferFields(data.rows, data.shown, (row) => data.sources[row]?.line ?? row + 1);
    const plan = {
        suite: values.dataset === undefined ? 'example' : suiteName(datasetPath),
        dataset: {
            path: datasetPath,
            ...(data.format === 'mmlu-csv' ? { format: 'mmlu-csv' } : {}),
            rows: data.rows.length,
            example: values.dataset === undefined,
        },
        inference,
        model,
    };
    // A first pass without slice.size counts the rows the wash rules leave and checks that every
    // one of them can be evaluated (naming the file and line of one that cannot).
    const washed = (0,build/* buildSlice */.pR)(data, checkedConfig(renderConfig(plan))).items.length;
    if (washed === 0) {
        throw new errors/* InputError */.d(`${data.shown}: no rows are left after the wash rules init writes`, [
            'every row lacks a question or an answer (or its choices)',
        ]);
    }
    const configText = renderConfig({
        ...plan,
        size: Math.min(DEFAULT_SLICE_SIZE, washed),
        dataset: { ...plan.dataset, washed },
    });
    checkedConfig(configText);
    const form = values['single-job'] ? 'single-job' : 'two-job';
    const workflows = renderWorkflows({ config: CONFIG_FILE, suite: plan.suite, model, form });
    const files = [
        { file: external_node_path_default().join(dir, CONFIG_FILE), text: configText },
        ...(values.dataset === undefined
            ? [{ file: external_node_path_default().join(dir, EXAMPLE_DATASET), text: exampleDatasetText() }]
            : []),
        ...workflows.map((w) => ({ file: external_node_path_default().join(dir, ...w.path.split('/')), text: w.text })),
    ];
    const existing = [];
    for (const { file } of files)
        if (await (0,promises_.stat)(file).catch(() => undefined))
            existing.push(file);
    if (existing.length > 0 && !values.force) {
        const names = existing.map(engine_config/* displayPath */.Gt);
        throw new errors/* InputError */.d(`init: ${names.join(', ')} already exist${names.length === 1 ? 's' : ''}; expected no such file`, [`pass --force to overwrite ${names.length === 1 ? 'it' : 'them'}`]);
    }
    const gitignoreFile = external_node_path_default().join(dir, '.gitignore');
    const gitignore = updateGitignore(await readOptional(gitignoreFile));
    for (const { file, text } of files)
        await write(file, text);
    if (gitignore.text !== undefined)
        await write(gitignoreFile, gitignore.text);
    report(io, {
        data,
        datasetPath,
        inference,
        files,
        gitignore,
        gitignoreFile,
        dir,
        plan,
        washed,
        workflows,
        form,
    });
    return 0;
}
function modelOptions(values) {
    const provider = values.provider ?? 'openai';
    if (!INIT_PROVIDERS.includes(provider)) {
        throw new errors/* InputError */.d(`init: --provider: expected one of ${INIT_PROVIDERS.join(', ')}, found ${JSON.stringify(provider)}`, [
            'other providers (replay, baseline) are written by hand: see the README, "Models and providers"',
        ]);
    }
    const p = provider;
    if (p === 'command') {
        if (values.command === undefined || values.command.trim() === '') {
            throw new errors/* InputError */.d('init: --provider command: expected --command ARGV, found none', [
                'e.g. --command "python3 run_model.py": it gets each request as JSON on stdin and prints the answer',
            ]);
        }
        if (values['base-url'] !== undefined) {
            throw new errors/* InputError */.d('init: --base-url: expected only with --provider openai or anthropic');
        }
    }
    else {
        if (values.command !== undefined) {
            throw new errors/* InputError */.d(`init: --command: expected only with --provider command, found --provider ${p}`);
        }
        if (values.model === undefined || values.model.trim() === '') {
            throw new errors/* InputError */.d(`init: --provider ${p}: expected --model NAME, found none`, [
                'the model (build) to gate, as the endpoint names it, e.g. --model gpt-4o-mini',
            ]);
        }
    }
    const baseUrl = values['base-url'];
    if (baseUrl !== undefined && !/^https?:$/.test(safeUrl(baseUrl)?.protocol ?? '')) {
        throw new errors/* InputError */.d(`init: --base-url: expected an http or https URL such as https://api.openai.com/v1, found ${JSON.stringify(baseUrl)}`);
    }
    const apiKeyEnv = values['api-key-env'] ?? DEFAULT_KEYS[p];
    if (apiKeyEnv !== undefined) {
        if (!/^[A-Za-z_][A-Za-z0-9_]*$/.test(apiKeyEnv)) {
            throw new errors/* InputError */.d(`init: --api-key-env: expected an environment variable name (letters, digits, _), found ${JSON.stringify(apiKeyEnv)}`);
        }
        if (RESERVED_ENV.test(apiKeyEnv)) {
            throw new errors/* InputError */.d(`init: --api-key-env: expected a variable of your own, not one starting with ACTIONS_, GITHUB_, INPUT_ or RUNNER_ (nor GH_TOKEN), found ${apiKeyEnv}`, [
                "the runner, GitHub and the Action's inputs use these names (ACTIONS_RUNTIME_TOKEN, GITHUB_TOKEN, INPUT_<input>, RUNNER_TEMP): a key passed under one would replace theirs, GitHub refuses secret names starting with GITHUB_, and evalgate never sends the workflow's own tokens to a model endpoint",
                `name the key after its vendor, e.g. --api-key-env ${DEFAULT_KEYS[p] ?? 'MY_MODEL_KEY'}`,
            ]);
        }
    }
    return {
        provider: p,
        ...(values.model === undefined ? {} : { model: values.model }),
        ...(baseUrl === undefined ? {} : { baseUrl }),
        ...(apiKeyEnv === undefined ? {} : { apiKeyEnv }),
        ...(p === 'command' ? { command: splitCommand(values.command) } : {}),
    };
}
function safeUrl(text) {
    try {
        return new URL(text);
    }
    catch {
        return undefined;
    }
}
function exampleData() {
    const rows = EXAMPLE_ROWS.map((row) => ({ ...row, choices: [...row.choices] }));
    const sources = rows.map((_, i) => ({ file: EXAMPLE_DATASET, line: i + 1 }));
    return { rows, sources, files: [EXAMPLE_DATASET], shown: EXAMPLE_DATASET, format: undefined };
}
/**
 * The dataset's rows through the readers `slice` uses. A .csv file whose header line is a
 * question with four choices and an answer letter is the original MMLU layout (no header):
 * it is read as mmlu-csv.
 */
async function readData(dataset) {
    const read = (format) => (0,datasets_read/* readDataset */.JP)({
        pattern: dataset,
        baseDir: process.cwd(),
        key: '--dataset',
        ...(format ? { format } : {}),
    });
    const csv = /\.csv$/i.test(dataset);
    try {
        const loaded = await read();
        const header = Object.keys(loaded.rows[0] ?? {});
        if (csv && header.length === 6 && /^[A-J]$/.test(header[5].trim())) {
            return { ...(await read('mmlu-csv')), shown: dataset, format: 'mmlu-csv' };
        }
        return { ...loaded, shown: dataset, format: undefined };
    }
    catch (error) {
        // Duplicate header names: likely a headerless MMLU file whose choices repeat.
        if (csv && error instanceof errors/* InputError */.d && /distinct column names/.test(error.message)) {
            const mmlu = await read('mmlu-csv').catch(() => undefined);
            if (mmlu)
                return { ...mmlu, shown: dataset, format: 'mmlu-csv' };
        }
        throw error;
    }
}
function checkedConfig(text) {
    // What init renders is a program of its own making: a loader complaint is a bug in init, and
    // surfaces as one (exit 1, "internal error") rather than as the user's bad input.
    try {
        return (0,parse/* parseConfig */.o4)(text, CONFIG_FILE).config;
    }
    catch (error) {
        const details = error instanceof errors/* InputError */.d ? ` ${error.details.join('; ')}` : '';
        throw new Error(`init wrote a config the loader refuses: ${error.message}${details}`, { cause: error });
    }
}
async function readOptional(file) {
    try {
        return await (0,promises_.readFile)(file, 'utf8');
    }
    catch (error) {
        if (error.code === 'ENOENT')
            return undefined;
        throw new errors/* InputError */.d(`${(0,engine_config/* displayPath */.Gt)(file)}: cannot read it: ${(0,engine_config/* ioReason */.Ny)(error)}`);
    }
}
async function write(file, text) {
    try {
        await (0,promises_.mkdir)(external_node_path_default().dirname(file), { recursive: true });
        await (0,engine_config/* writeFileAtomic */.Zf)(file, text);
    }
    catch (error) {
        throw new errors/* InputError */.d(`${(0,engine_config/* displayPath */.Gt)(file)}: cannot write it: ${(0,engine_config/* ioReason */.Ny)(error)}`);
    }
}
function toPosix(file) {
    return file.split((external_node_path_default()).sep).join('/');
}
function report(io, r) {
    const say = (text = '') => io.stderr(`${text}\n`);
    const kind = { choice: 'multiple choice', numeric: 'numeric answers', text: 'free text' }[r.inference.kind];
    say(r.plan.dataset.example
        ? `evalgate init: no --dataset given: wrote 3 example questions to ${(0,engine_config/* displayPath */.Gt)(external_node_path_default().join(r.dir, EXAMPLE_DATASET))}; replace them with your data`
        : `evalgate init: ${r.data.shown}: ${r.data.rows.length} rows${r.data.format ? ` (read as ${r.data.format})` : ''}, ${kind}`);
    say('fields inferred from the first rows (edit dataset.fields if one is wrong):');
    const width = Math.max(...r.inference.notes.map((n) => n.field.length));
    for (const note of r.inference.notes)
        say(`  ${note.field.padEnd(width)} <- ${note.column}: ${note.why}`);
    say(`slice: ${Math.min(DEFAULT_SLICE_SIZE, r.washed)} of the ${r.washed} rows left after washing`);
    if (r.datasetPath.startsWith('../') || external_node_path_default().isAbsolute(r.datasetPath)) {
        say(`evalgate: warning: the dataset is outside ${(0,engine_config/* displayPath */.Gt)(r.dir)}: the Action reads data files only inside the repository; move it in before gating in CI`);
    }
    say('wrote:');
    for (const { file } of r.files)
        say(`  ${(0,engine_config/* displayPath */.Gt)(file)}`);
    if (r.gitignore.added.length > 0) {
        say(`  ${(0,engine_config/* displayPath */.Gt)(r.gitignoreFile)}: added ${r.gitignore.added.join(' ')}`);
    }
    else {
        say(`  ${(0,engine_config/* displayPath */.Gt)(r.gitignoreFile)}: already ignores what evalgate keeps local`);
    }
    if (r.gitignore.warning)
        say(`evalgate: warning: ${r.gitignore.warning}`);
    say();
    say('next:');
    const config = (0,engine_config/* displayPath */.Gt)(external_node_path_default().join(r.dir, CONFIG_FILE));
    for (const command of nextCommands(config, r.plan.suite))
        say(`  ${command}`);
    const steps = workflowNextSteps(r.workflows, {
        config: CONFIG_FILE,
        suite: r.plan.suite,
        form: r.form,
        secret: r.plan.model.apiKeyEnv,
    });
    for (const step of steps)
        say(`  ${step}`);
}


/***/ })

};
