/**
 * The GitHub workflows `evalgate init` writes, each job with the permissions it needs and no more.
 * By default the two-job recipe, as examples/workflows/measure.yml and verdict.yml have it: a
 * measuring workflow that runs the pull request's code with no token at all, and a verdict
 * workflow (workflow_run, from the default branch) that grades, comments, freezes and sets the
 * commit status, with the nightly rerun beside it. `--single-job` writes the one-file form of
 * examples/workflows/pr.yml and nightly.yml, for repositories where no pull request brings code.
 */
import { scalar, type InitModel } from './config-text.js';

export type WorkflowForm = 'two-job' | 'single-job';

interface WorkflowPlan {
  /** The config's path from the repository root. */
  config: string;
  /** The config's suite, which names the commit status the gate sets. */
  suite: string;
  model: InitModel;
  form: WorkflowForm;
}

export interface WorkflowFile {
  /** From the repository root, with / separators. */
  path: string;
  /** What the workflow does, in a few words, for the lines init prints. */
  does: string;
  text: string;
}

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
function requiredStatus(suite: string): string {
  return `evalgate / ${suite}`;
}

export function renderWorkflows(plan: WorkflowPlan): WorkflowFile[] {
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
export function workflowNextSteps(
  files: readonly WorkflowFile[],
  plan: Omit<WorkflowPlan, 'model'> & { secret: string | undefined },
): string[] {
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
function modelParts(model: InitModel) {
  const env = model.apiKeyEnv;
  const envLines = env
    ? ['        env:', `          ${env}: \${{ secrets.${env} }}`]
    : [
        '        # env: the variables your command needs, from repository secrets, e.g.',
        '        #   MY_MODEL_KEY: ${{ secrets.MY_MODEL_KEY }}',
      ];
  const setup =
    model.provider === 'command'
      ? [
          '      # Set up what the command needs (e.g. actions/setup-python) before evalgate runs it.',
        ]
      : [];
  const secretNote = env
    ? [`# Add the repository secret ${env} (Settings > Secrets and variables > Actions).`]
    : [];
  return { envLines, setup, secretNote };
}

function writtenBy(plan: WorkflowPlan): string {
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
function pullRequestConcurrency(group: string, indent: string): string[] {
  return [
    `${indent}concurrency:`,
    `${indent}  # A new push supersedes the run of the previous one; a run the freeze label started and a`,
    `${indent}  # review's run have groups of their own and are never cancelled.`,
    `${indent}  group: ${group}-\${{ github.event.pull_request.number }}-\${{ ${OWN_GROUP} && github.run_id || 'gate' }}`,
    `${indent}  cancel-in-progress: \${{ !(${OWN_GROUP}) }}`,
  ];
}

const OWN_GROUP =
  "(github.event.action == 'labeled' || github.event_name == 'pull_request_review')";

function nightlyJob(plan: WorkflowPlan): string[] {
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

function measureText(plan: WorkflowPlan): string {
  const { envLines, setup, secretNote } = modelParts(plan.model);
  const verdictName = VERDICT_FILE.split('/').pop()!;
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

function verdictText(plan: WorkflowPlan): string {
  const measureName = MEASURE_FILE.split('/').pop()!;
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

function singleJobText(plan: WorkflowPlan): string {
  const { envLines, setup, secretNote } = modelParts(plan.model);
  const commandWarning =
    plan.model.provider === 'command'
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
