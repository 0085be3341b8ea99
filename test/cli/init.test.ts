/**
 * `evalgate init` as a newcomer uses it: on their dataset (JSON Lines or CSV, multiple choice or
 * free text), the fields it infers and shows, the files it refuses to overwrite, the .gitignore
 * it keeps idempotent, the workflows it writes (the two-job recipe, or one file with
 * --single-job) and who in them can write; then, in the same folder, the four commands it prints
 * (slice --write, run, freeze, gate) against a fake OpenAI-compatible endpoint, and the gate
 * failing on a worse build.
 */
import { existsSync } from 'node:fs';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { parse } from 'yaml';
import { startOpenAIServer, type FakeServer } from '../fakes/model-server.js';
import { runCli, tempDir } from '../helpers.js';

afterEach(() => {
  vi.unstubAllEnvs();
});

const LETTERS = 'ABCD';

/** Item i: which of four numbers is the largest; the question carries its number (Q07.). */
function item(i: number) {
  const answer = (i * 3) % 4;
  const choices = [0, 1, 2, 3].map((k) => String(10 + i + (k === answer ? 50 : k)));
  const tag = `Q${String(i).padStart(2, '0')}.`;
  return { id: `item-${i}`, question: `${tag} Which number is the largest?`, choices, answer };
}

async function jsonlDataset(dir: string, n: number): Promise<string> {
  const file = path.join(dir, 'data', 'largest.jsonl');
  await mkdir(path.dirname(file), { recursive: true });
  const rows = Array.from({ length: n }, (_, i) => JSON.stringify(item(i)));
  await writeFile(file, `${rows.join('\n')}\n`);
  return file;
}

async function config(dir: string) {
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  return parse(await readFile(path.join(dir, 'evalgate.yml'), 'utf8')) as Record<string, any>;
}

const MEASURE = '.github/workflows/evalgate-measure.yml';
const VERDICT = '.github/workflows/evalgate-verdict.yml';
const SINGLE = '.github/workflows/evalgate.yml';

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Workflow = Record<string, any>;

async function workflow(dir: string, file: string): Promise<Workflow> {
  return parse(await readFile(path.join(dir, file), 'utf8')) as Workflow;
}

/** Where a workflow grants a write, as `job.scope` (`workflow` for the top level). */
function writeGrants(flow: Workflow): string[] {
  const grants = (where: string, permissions: unknown): string[] => {
    if (permissions === undefined) return [];
    if (typeof permissions === 'string') return permissions === 'read-all' ? [] : [where];
    return Object.entries(permissions as Record<string, string>)
      .filter(([, level]) => level === 'write')
      .map(([scope]) => `${where}.${scope}`);
  };
  return [
    ...grants('workflow', flow.permissions),
    ...Object.entries(flow.jobs as Workflow).flatMap(([name, job]) =>
      grants(name, (job as Workflow).permissions),
    ),
  ];
}

/** The `with:` of the step that uses evalgate in a job. */
function evalgateStep(job: Workflow): Record<string, string> {
  const step = (job.steps as Workflow[]).find((s) => String(s.uses).startsWith('evalgate/'));
  return step!.with as Record<string, string>;
}

describe('evalgate init', () => {
  it('infers the fields of a JSON Lines multiple-choice file, shows them, and slice loads the config', async () => {
    const dir = await tempDir();
    const data = await jsonlDataset(dir, 12);
    const result = await runCli('init', '--dataset', data, '--dir', dir, '--model', 'gpt-x');
    expect(result.code).toBe(0);
    expect(result.stdout).toBe('');
    expect(result.stderr).toContain('12 rows, multiple choice');
    expect(result.stderr).toContain('id       <- id: unique in every row');
    expect(result.stderr).toContain('choices  <- choices: a list (4 choices)');
    expect(result.stderr).toContain('answer   <- answer: the 0-based index of the correct choice');
    expect(result.stderr).toMatch(/next:\n {2}evalgate slice --config .*evalgate\.yml --write/);
    for (const step of ['run', 'freeze', 'gate']) {
      expect(result.stderr).toContain(`evalgate ${step} --config`);
    }
    const written = await config(dir);
    expect(written.dataset).toEqual({
      path: 'data/largest.jsonl',
      fields: { id: 'id', question: 'question', choices: 'choices', answer: 'answer' },
    });
    expect(written.grader).toEqual({ kind: 'choice' });
    expect(written.slice).toMatchObject({ seed: 20240909, size: 12 });
    expect(written.decoding.temperature).toBe(0);
    expect(written.models).toEqual([
      {
        id: 'openai/gpt-x',
        provider: 'openai',
        base_url: 'https://api.openai.com/v1',
        api_key_env: 'OPENAI_API_KEY',
        model: 'gpt-x',
      },
    ]);
    expect(written.gate).toBeUndefined();
    const text = await readFile(path.join(dir, 'evalgate.yml'), 'utf8');
    expect(text).toContain('#   answer   <- answer: the 0-based index of the correct choice');
    expect(text).toContain('#   max_drop: 2.0');
    const measure = await readFile(path.join(dir, MEASURE), 'utf8');
    expect(measure).toContain('uses: evalgate/evalgate@v1');
    expect(measure).toContain('OPENAI_API_KEY: ${{ secrets.OPENAI_API_KEY }}');
    const slice = await runCli('slice', '--config', path.join(dir, 'evalgate.yml'), '--json');
    expect(slice.code).toBe(0);
    expect(JSON.parse(slice.stdout)).toMatchObject({ count: 12 });
  });

  it('reads a CSV with one column per choice and answer letters', async () => {
    const dir = await tempDir();
    const file = path.join(dir, 'quiz.csv');
    const lines = ['qid,Question,A,B,C,D,Answer,Category'];
    for (let i = 0; i < 8; i++) {
      const { question, choices, answer } = item(i);
      lines.push(`q${i},"${question}",${choices.join(',')},${LETTERS[answer]},numbers`);
    }
    await writeFile(file, `${lines.join('\n')}\n`);
    const result = await runCli('init', '--dataset', file, '--dir', dir, '--model', 'm');
    expect(result.code).toBe(0);
    expect(result.stderr).toContain('choices  <- A, B, C, D: one column per choice (4 choices)');
    expect(result.stderr).toContain('answer   <- Answer: the letter of the correct choice');
    expect(result.stderr).toContain('subject  <- Category');
    const written = await config(dir);
    expect(written.suite).toBe('quiz');
    expect(written.dataset.fields).toEqual({
      id: 'qid',
      question: 'Question',
      choices: ['A', 'B', 'C', 'D'],
      answer: 'Answer',
      subject: 'Category',
    });
    const slice = await runCli('slice', '--config', path.join(dir, 'evalgate.yml'), '--json');
    expect(slice.code).toBe(0);
    expect(JSON.parse(slice.stdout).ids).toHaveLength(8);
  });

  it('free text gets a normalised exact match, numbers the numeric grader', async () => {
    const dir = await tempDir();
    const text = path.join(dir, 'capitals.csv');
    await writeFile(text, 'prompt,target\nCapital of France?,Paris\nCapital of Italy?,Rome\n');
    expect((await runCli('init', '--dataset', text, '--dir', dir, '--model', 'm')).code).toBe(0);
    let written = await config(dir);
    expect(written.dataset.fields).toEqual({ question: 'prompt', answer: 'target' });
    expect(written.grader.kind).toBe('exact_match');
    expect(written.grader.normalize).toContain('lowercase');
    expect(written.slice.fingerprint_fields).toEqual(['question', 'answer']);
    expect((await runCli('slice', '--config', path.join(dir, 'evalgate.yml'))).code).toBe(0);

    const sums = path.join(dir, 'sums.jsonl');
    await writeFile(
      sums,
      '{"problem": "2 + 2?", "solution": 4}\n{"problem": "3 + 4?", "solution": "7"}\n',
    );
    const again = await runCli('init', '--dataset', sums, '--dir', dir, '--model', 'm', '--force');
    expect(again.code).toBe(0);
    written = await config(dir);
    expect(written.grader.kind).toBe('numeric');
    expect((await runCli('slice', '--config', path.join(dir, 'evalgate.yml'))).code).toBe(0);
  });

  it('without --dataset writes three example rows, marked as such', async () => {
    const dir = await tempDir();
    const result = await runCli('init', '--dir', dir, '--model', 'm');
    expect(result.code).toBe(0);
    expect(result.stderr).toContain('no --dataset given: wrote 3 example questions');
    const rows = (await readFile(path.join(dir, 'data/items.jsonl'), 'utf8')).trim().split('\n');
    expect(rows).toHaveLength(3);
    const text = await readFile(path.join(dir, 'evalgate.yml'), 'utf8');
    expect(text).toContain('# EXAMPLE DATA: data/items.jsonl holds 3 sample questions');
    expect((await config(dir)).suite).toBe('example');
    expect((await runCli('slice', '--config', path.join(dir, 'evalgate.yml'))).code).toBe(0);
  });

  it('anthropic and command entries load too', async () => {
    const dir = await tempDir();
    const anthropic = await runCli(
      'init',
      '--dir',
      dir,
      '--provider',
      'anthropic',
      '--model',
      'claude-x',
    );
    expect(anthropic.code).toBe(0);
    expect((await config(dir)).models).toEqual([
      {
        id: 'anthropic/claude-x',
        provider: 'anthropic',
        api_key_env: 'ANTHROPIC_API_KEY',
        model: 'claude-x',
      },
    ]);
    expect((await runCli('slice', '--config', path.join(dir, 'evalgate.yml'))).code).toBe(0);
    const command = await runCli(
      'init',
      '--dir',
      dir,
      '--force',
      '--provider',
      'command',
      '--command',
      `python3 "my model.py" --fast`,
    );
    expect(command.code).toBe(0);
    expect((await config(dir)).models).toEqual([
      { id: 'local/my-model', provider: 'command', command: ['python3', 'my model.py', '--fast'] },
    ]);
    for (const file of [MEASURE, VERDICT]) {
      const text = await readFile(path.join(dir, file), 'utf8');
      // No secret is passed (the comment shows how to add one).
      expect(text).not.toMatch(/^\s*[A-Z_]+: \$\{\{ secrets\./m);
    }
    expect(await readFile(path.join(dir, MEASURE), 'utf8')).toContain(
      '#   MY_MODEL_KEY: ${{ secrets.MY_MODEL_KEY }}',
    );
    // The single job holds a writing token where the command runs: it says so, and points at
    // the default form.
    const single = await runCli(
      'init',
      '--dir',
      dir,
      '--force',
      '--single-job',
      '--provider',
      'command',
      '--command',
      'python3 run.py',
    );
    expect(single.code).toBe(0);
    const text = await readFile(path.join(dir, SINGLE), 'utf8');
    expect(text).toContain(
      'use the\n# two-job form instead, which `evalgate init` writes without --single-job',
    );
    expect(await readFile(path.join(dir, MEASURE), 'utf8')).not.toContain('writes without');
    expect((await runCli('slice', '--config', path.join(dir, 'evalgate.yml'))).code).toBe(0);
  });

  it('a dataset outside --dir is written relative to the config, with a warning for CI', async () => {
    const outside = await tempDir();
    const data = await jsonlDataset(outside, 4);
    const dir = await tempDir();
    const result = await runCli(
      'init',
      '--dataset',
      data,
      '--dir',
      path.join(dir, 'suite'),
      '--model',
      'm',
    );
    expect(result.code).toBe(0);
    expect(result.stderr).toContain('warning: the dataset is outside');
    expect((await config(path.join(dir, 'suite'))).dataset.path).toBe(
      path.relative(path.join(dir, 'suite'), data).split(path.sep).join('/'),
    );
    expect((await runCli('slice', '--config', path.join(dir, 'suite', 'evalgate.yml'))).code).toBe(
      0,
    );
  });

  it('never overwrites a file without --force, naming it; --force overwrites', async () => {
    const dir = await tempDir();
    const data = await jsonlDataset(dir, 4);
    await writeFile(path.join(dir, 'evalgate.yml'), 'mine\n');
    const refused = await runCli('init', '--dataset', data, '--dir', dir, '--model', 'm');
    expect(refused.code).toBe(2);
    expect(refused.stderr).toContain(`${path.join(dir, 'evalgate.yml')} already exists`);
    expect(refused.stderr).toContain('pass --force to overwrite it');
    // Nothing at all is written when one file is in the way.
    expect(await readFile(path.join(dir, 'evalgate.yml'), 'utf8')).toBe('mine\n');
    expect(existsSync(path.join(dir, '.github'))).toBe(false);
    expect(existsSync(path.join(dir, '.gitignore'))).toBe(false);

    const forced = await runCli('init', '--dataset', data, '--dir', dir, '--model', 'm', '--force');
    expect(forced.code).toBe(0);
    expect((await config(dir)).version).toBe(1);
    const twice = await runCli('init', '--dataset', data, '--dir', dir, '--model', 'm');
    expect(twice.code).toBe(2);
    expect(twice.stderr).toContain('evalgate.yml, ');
    expect(twice.stderr).toContain(`${MEASURE}, `);
    expect(twice.stderr).toContain(`${VERDICT} already exist;`);
    expect(twice.stderr).toContain('pass --force to overwrite them');
  });

  it('appends only the missing .gitignore lines, once', async () => {
    const dir = await tempDir();
    await writeFile(path.join(dir, '.gitignore'), 'node_modules\n/.evalgate/cache\n*.log');
    expect((await runCli('init', '--dir', dir, '--model', 'm')).code).toBe(0);
    const once = await readFile(path.join(dir, '.gitignore'), 'utf8');
    expect(once).toBe(
      'node_modules\n/.evalgate/cache\n*.log\n\n' +
        '# evalgate: local runs, the response cache, shards and batch state (baselines and slices are committed)\n' +
        '.evalgate/runs/\n.evalgate/shards/\n.evalgate/batches/\n',
    );
    const again = await runCli('init', '--dir', dir, '--model', 'm', '--force');
    expect(again.code).toBe(0);
    expect(again.stderr).toContain('.gitignore: already ignores what evalgate keeps local');
    expect(await readFile(path.join(dir, '.gitignore'), 'utf8')).toBe(once);
  });

  it('bad input is exit 2 with a message naming the option or the file', async () => {
    const dir = await tempDir();
    const cases: [string[], string][] = [
      [
        ['--provider', 'vertex', '--model', 'm'],
        '--provider: expected one of openai, anthropic, command, found "vertex"',
      ],
      [['--provider', 'command'], '--provider command: expected --command ARGV, found none'],
      [['--command', 'x', '--model', 'm'], '--command: expected only with --provider command'],
      [[], '--provider openai: expected --model NAME, found none'],
      [['--model', 'm', '--base-url', 'ftp://x'], '--base-url: expected an http or https URL'],
      [
        ['--model', 'm', '--api-key-env', 'MY-KEY'],
        '--api-key-env: expected an environment variable name',
      ],
      [['--model', 'm', '--dataset', path.join(dir, 'nope.jsonl')], 'expected an existing file'],
    ];
    for (const [args, message] of cases) {
      const result = await runCli('init', '--dir', dir, ...args);
      expect(result.code, args.join(' ')).toBe(2);
      expect(result.stderr).toContain(message);
    }
    const broken = path.join(dir, 'broken.jsonl');
    await writeFile(broken, '{"question": "a?", "answer": "b"}\n{"question": \n');
    const unreadable = await runCli('init', '--dir', dir, '--model', 'm', '--dataset', broken);
    expect(unreadable.code).toBe(2);
    expect(unreadable.stderr).toContain('broken.jsonl:2');
    const textAnswers = path.join(dir, 'text-answers.jsonl');
    await writeFile(
      textAnswers,
      '{"question": "Capital of France?", "choices": ["Rome", "Paris"], "answer": "Paris"}\n',
    );
    const pointing = await runCli('init', '--dir', dir, '--model', 'm', '--dataset', textAnswers);
    expect(pointing.code).toBe(2);
    expect(pointing.stderr).toContain(
      'text-answers.jsonl:1: expected "answer" to be the answer as a 0-based choice index or a letter',
    );
    expect(pointing.stderr).toContain('it is the text of a choice');
    const noAnswer = path.join(dir, 'no-answer.jsonl');
    await writeFile(noAnswer, '{"question": "a?", "note": "b"}\n');
    const missing = await runCli('init', '--dir', dir, '--model', 'm', '--dataset', noAnswer);
    expect(missing.code).toBe(2);
    expect(missing.stderr).toContain('cannot tell which column holds the answer');
    expect(missing.stderr).toContain('its columns are: "question", "note"');
    // None of these wrote anything.
    expect(existsSync(path.join(dir, 'evalgate.yml'))).toBe(false);
  });

  it('--api-key-env refuses the names the runner, GitHub and the Action use (exit 2, not an internal error)', async () => {
    const dir = await tempDir();
    const reserved = [
      'ACTIONS_RUNTIME_TOKEN',
      'INPUT_X',
      'RUNNER_TEMP',
      'GITHUB_TOKEN',
      'GH_TOKEN',
      'actions_step_debug',
      'Input_Github_Token',
    ];
    for (const name of reserved) {
      const result = await runCli('init', '--dir', dir, '--model', 'm', '--api-key-env', name);
      expect(result.code, name).toBe(2);
      expect(result.stderr).toContain(
        `evalgate: init: --api-key-env: expected a variable of your own, not one starting with ACTIONS_, GITHUB_, INPUT_ or RUNNER_ (nor GH_TOKEN), found ${name}\n`,
      );
      expect(result.stderr).not.toContain('internal error');
    }
    expect(existsSync(path.join(dir, 'evalgate.yml'))).toBe(false);
    // The prefixes only: the same words inside a name of one's own are fine.
    for (const name of ['MY_GITHUB_KEY', 'RUNNERS_KEY', 'GH_TOKEN_FOR_VENDOR']) {
      const result = await runCli(
        'init',
        '--dir',
        dir,
        '--model',
        'm',
        '--api-key-env',
        name,
        '--force',
      );
      expect(result.code, `${name}: ${result.stderr}`).toBe(0);
      expect((await config(dir)).models[0].api_key_env).toBe(name);
    }
  });
});

describe('the workflows init writes', () => {
  it('by default the two-job recipe, in which only the verdict workflow can write', async () => {
    const dir = await tempDir();
    const result = await runCli('init', '--dir', dir, '--model', 'm');
    expect(result.code, result.stderr).toBe(0);
    expect(existsSync(path.join(dir, SINGLE))).toBe(false);
    const measure = await workflow(dir, MEASURE);
    const verdict = await workflow(dir, VERDICT);

    // The measuring workflow: the pull request's code runs here, with no token at all.
    expect(measure.name).toBe('evalgate measure');
    expect(measure.on).toEqual({
      pull_request: { types: ['opened', 'synchronize', 'reopened', 'labeled'] },
      pull_request_review: { types: ['submitted', 'edited', 'dismissed'] },
    });
    expect(measure.permissions).toEqual({ contents: 'read' });
    expect(Object.keys(measure.jobs)).toEqual(['measure']);
    const job = measure.jobs.measure;
    expect(job.permissions).toBeUndefined();
    // A label other than the freeze label, or a comment review, measures nothing.
    expect(job.if).toBe(
      "(github.event.action != 'labeled' || github.event.label.name == 'evalgate:freeze') && (github.event_name != 'pull_request_review' || github.event.review.state != 'commented')",
    );
    expect(job.steps[0]).toEqual({
      uses: 'actions/checkout@v4',
      with: { 'persist-credentials': false },
    });
    expect(evalgateStep(job)).toEqual({
      mode: 'measure',
      config: 'evalgate.yml',
      'data-branch': '',
      'github-token': '',
    });
    expect(job.steps.at(-1).env).toEqual({ OPENAI_API_KEY: '${{ secrets.OPENAI_API_KEY }}' });
    // A push supersedes the last measurement; the freeze label's run and a review's are in
    // groups of their own.
    expect(measure.concurrency.group).toContain(
      "(github.event.action == 'labeled' || github.event_name == 'pull_request_review') && github.run_id || 'gate'",
    );
    expect(measure.concurrency['cancel-in-progress']).toBe(
      "${{ !((github.event.action == 'labeled' || github.event_name == 'pull_request_review')) }}",
    );
    expect(writeGrants(measure)).toEqual([]);

    // The verdict workflow: from the default branch, the only writer.
    expect(verdict.name).toBe('evalgate verdict');
    expect(verdict.on.workflow_run).toEqual({
      workflows: [measure.name],
      types: ['completed'],
    });
    expect(Object.keys(verdict.on).sort()).toEqual([
      'schedule',
      'workflow_dispatch',
      'workflow_run',
    ]);
    expect(verdict.permissions).toEqual({});
    expect(Object.keys(verdict.jobs)).toEqual(['verdict', 'nightly']);
    const gate = verdict.jobs.verdict;
    expect(gate.if).toBe(
      "(github.event.workflow_run.event == 'pull_request' || github.event.workflow_run.event == 'pull_request_review') && github.event.workflow_run.conclusion != 'skipped'",
    );
    expect(gate.permissions).toEqual({
      contents: 'write',
      'pull-requests': 'write',
      issues: 'write',
      statuses: 'write',
      actions: 'read',
    });
    expect(gate.steps[0]).toEqual({ uses: 'actions/checkout@v4' });
    expect(evalgateStep(gate)).toEqual({
      mode: 'gate',
      config: 'evalgate.yml',
      'data-branch': '',
      'measuring-workflow': MEASURE,
    });
    expect(gate.steps.some((s: Workflow) => s.env !== undefined)).toBe(false);
    const nightly = verdict.jobs.nightly;
    expect(nightly.if).toBe(
      "github.event_name == 'schedule' || github.event_name == 'workflow_dispatch'",
    );
    expect(nightly.permissions).toEqual({ contents: 'write', issues: 'write' });
    expect(nightly.concurrency).toEqual({ group: 'evalgate-nightly', 'cancel-in-progress': false });
    expect(evalgateStep(nightly)).toEqual({
      config: 'evalgate.yml',
      'data-branch': 'evalgate-data',
      'issue-on-regression': 'true',
    });
    expect(writeGrants(verdict).length).toBeGreaterThan(0);
    expect(writeGrants(verdict).every((g) => /^(verdict|nightly)\./.test(g))).toBe(true);

    // What to do next: the files, the secret, and the status to require.
    expect(result.stderr).toContain(`  ${MEASURE}: measures each pull request`);
    expect(result.stderr).toContain(`  ${VERDICT}: grades those measurements`);
    expect(result.stderr).toContain('add the repository secret OPENAI_API_KEY');
    expect(result.stderr).toContain(
      'in branch protection, require the status check "evalgate / example": the commit status the verdict job sets',
    );
  });

  it('--single-job writes the one-file form: the gate job on pull requests and reviews, and the nightly', async () => {
    const dir = await tempDir();
    const data = await jsonlDataset(dir, 4);
    const result = await runCli(
      'init',
      '--dataset',
      data,
      '--dir',
      dir,
      '--model',
      'm',
      '--single-job',
    );
    expect(result.code, result.stderr).toBe(0);
    expect(existsSync(path.join(dir, MEASURE))).toBe(false);
    expect(existsSync(path.join(dir, VERDICT))).toBe(false);
    const single = await workflow(dir, SINGLE);
    expect(single.on).toMatchObject({
      pull_request: { types: ['opened', 'synchronize', 'reopened', 'labeled'] },
      pull_request_review: { types: ['submitted', 'edited', 'dismissed'] },
    });
    expect(single.permissions).toEqual({});
    const gate = single.jobs.gate;
    expect(gate.if).toContain(
      "(github.event_name == 'pull_request' || github.event_name == 'pull_request_review')",
    );
    expect(gate.permissions).toEqual({
      contents: 'write',
      'pull-requests': 'write',
      issues: 'write',
      statuses: 'write',
    });
    // A push cancels the gate of the previous push, never a freeze's run or a review's.
    expect(gate.concurrency['cancel-in-progress']).toBe(
      "${{ !((github.event.action == 'labeled' || github.event_name == 'pull_request_review')) }}",
    );
    expect(evalgateStep(gate)).toEqual({ config: 'evalgate.yml', 'data-branch': '' });
    expect(single.jobs.nightly.permissions).toEqual({ contents: 'write', issues: 'write' });
    // The negative control of the grant check above: this form's gate job can write.
    expect(writeGrants(single)).toContain('gate.contents');
    expect(writeGrants({ permissions: 'write-all', jobs: {} })).toEqual(['workflow']);
    expect(result.stderr).toContain(`  ${SINGLE}: gates each pull request in one job`);
    expect(result.stderr).toContain(
      'require the status check "evalgate / largest": the commit status the gate job sets',
    );
  });

  it('no form writes a deprecated input', async () => {
    for (const form of [[], ['--single-job']]) {
      const dir = await tempDir();
      expect((await runCli('init', '--dir', dir, '--model', 'm', ...form)).code).toBe(0);
      for (const file of form.length === 0 ? [MEASURE, VERDICT] : [SINGLE]) {
        const text = await readFile(path.join(dir, file), 'utf8');
        for (const input of ['approvals-from', 'cache-max-age', 'freeze-refuse-author']) {
          expect(text, `${file}: ${input}`).not.toContain(input);
        }
      }
    }
  });
});

describe('the commands init prints, in the folder it wrote', () => {
  type Build = 'build-a' | 'build-b';
  /** A misses every 8th item; B also every 3rd: 87.5 against 58.3 on 48 items. */
  const RIGHT: Record<Build, (i: number) => boolean> = {
    'build-a': (i) => i % 8 !== 0,
    'build-b': (i) => i % 8 !== 0 && i % 3 !== 0,
  };

  it('slice --write, run, freeze and gate pass; gate on a worse build fails', async () => {
    const dir = await tempDir();
    const data = await jsonlDataset(dir, 48);
    let serving: Build = 'build-a';
    const KEY = 'sk-init-test';
    vi.stubEnv('INIT_TEST_KEY', KEY);
    const server: FakeServer = await startOpenAIServer({
      apiKey: KEY,
      model: () => serving,
      answer: (request) => {
        const i = Number(/\bQ(\d{2})\./.exec(request.prompt)?.[1]);
        const correct = item(i).answer;
        return `Answer: ${LETTERS[RIGHT[serving](i) ? correct : (correct + 1) % 4]}`;
      },
    });
    try {
      const init = await runCli(
        'init',
        '--dataset',
        data,
        '--dir',
        dir,
        '--base-url',
        server.url,
        '--model',
        'assistant',
        '--api-key-env',
        'INIT_TEST_KEY',
      );
      expect(init.code).toBe(0);
      const cfg = path.join(dir, 'evalgate.yml');
      const slice = await runCli('slice', '--config', cfg, '--write');
      expect(slice.code, slice.stderr).toBe(0);
      expect((await config(dir)).slice.fingerprint).toMatch(/^[0-9a-f]{64}$/);

      const run = await runCli('run', '--config', cfg, '--json');
      expect(run.code, run.stderr).toBe(0);
      const [measured] = JSON.parse(run.stdout).runs as { path: string; score: number }[];
      expect(measured!.score).toBeCloseTo(87.5, 5);
      expect(measured!.path).toContain(path.join('.evalgate', 'runs', 'largest'));

      const freeze = await runCli('freeze', '--config', cfg, '--run', measured!.path);
      expect(freeze.code, freeze.stderr).toBe(0);
      expect(existsSync(path.join(dir, '.evalgate/baselines/largest/openai/assistant.json'))).toBe(
        true,
      );

      const requests = server.requests.length;
      const pass = await runCli('gate', '--config', cfg, '--json');
      expect(pass.code, pass.stderr).toBe(0);
      expect(JSON.parse(pass.stdout).verdict).toBe('pass');
      expect(server.requests.length).toBe(requests + 48);

      serving = 'build-b';
      const worse = await runCli('gate', '--config', cfg, '--json');
      expect(worse.code).toBe(1);
      const gate = JSON.parse(worse.stdout) as {
        verdict: string;
        models: { build: string; delta: number }[];
      };
      expect(gate.verdict).toBe('regressed');
      expect(gate.models[0]!.build).toContain('build-b');
      expect(gate.models[0]!.delta).toBeCloseTo(58.333 - 87.5, 2);
    } finally {
      await server.close();
    }
  });
});
