/**
 * The GitHub workflow `evalgate init` writes: the pull-request gate (with the freeze label) and
 * the nightly rerun in one file, each job with the permissions it needs and no more, as
 * examples/workflows/pr.yml and nightly.yml have them.
 */
import { scalar, type InitModel } from './config-text.js';

interface WorkflowPlan {
  /** The config's path from the repository root. */
  config: string;
  model: InitModel;
}

/** Where the Action is consumed from; one placeholder for the examples and init alike. */
const ACTION_REF = 'evalgate/evalgate@v1';

export function renderWorkflow(plan: WorkflowPlan): string {
  const env = plan.model.apiKeyEnv;
  const envLines = env
    ? ['        env:', `          ${env}: \${{ secrets.${env} }}`]
    : [
        '        # env: the variables your command needs, from repository secrets, e.g.',
        '        #   MY_MODEL_KEY: ${{ secrets.MY_MODEL_KEY }}',
      ];
  const setup =
    plan.model.provider === 'command'
      ? [
          '      # Set up what the command needs (e.g. actions/setup-python) before evalgate runs it.',
        ]
      : [];
  const commandWarning =
    plan.model.provider === 'command'
      ? [
          '#',
          '# A command slot runs code from the pull request in the gate job, which holds a token that',
          '# can write. Where pull requests come from people you do not trust with that, use the',
          '# two-job recipe instead (README, "Two jobs: pull-request code never shares a job with a',
          '# writing token"): a measuring job with a read-only token and a workflow_run verdict job.',
        ]
      : [];
  const secretNote = env
    ? [`# Add the repository secret ${env} (Settings > Secrets and variables > Actions).`]
    : [];
  const config = scalar(plan.config);
  return [
    '# evalgate: the regression gate for the suite in ' +
      plan.config +
      ', written by `evalgate init`.',
    '# - Pull requests: rerun the pinned slice, compare with the committed baselines, comment, and',
    '#   fail the check when a score drops past gate.max_drop.',
    '# - Freeze: a maintainer applies the label "evalgate:freeze" to a pull request to accept its',
    '#   scores; the Action commits the new baselines to the branch for review, like code.',
    '# - Nightly: rerun against the same baselines, keep the history on the evalgate-data branch,',
    '#   and keep one issue open while the suite is regressed.',
    ...secretNote,
    ...commandWarning,
    'name: evalgate',
    'on:',
    '  pull_request:',
    '    # labeled: applying the freeze label starts the run that freezes.',
    '    types: [opened, synchronize, reopened, labeled]',
    '  schedule:',
    '    - cron: "17 3 * * *"',
    '  workflow_dispatch:',
    '',
    'permissions: {} # each job below asks for what it needs',
    '',
    'jobs:',
    '  gate:',
    "    if: github.event_name == 'pull_request'",
    '    runs-on: ubuntu-latest',
    '    permissions:',
    '      contents: write # only for the freeze label, which commits new baselines to the branch',
    '      pull-requests: write # the report comment',
    '      issues: write # labels live on the issue side of a pull request',
    '      statuses: write # the gate result on the commit a freeze pushes',
    '      actions: read # the approval artifacts, and who started the runs that uploaded them',
    '    concurrency:',
    '      # A new push supersedes the gate of the previous one; a run the freeze label started has a',
    '      # group of its own and is never cancelled (a cancelled freeze approves nothing).',
    "      group: evalgate-pr-${{ github.event.pull_request.number }}-${{ github.event.action == 'labeled' && github.run_id || 'gate' }}",
    "      cancel-in-progress: ${{ github.event.action != 'labeled' }}",
    '    steps:',
    '      - uses: actions/checkout@v4',
    ...setup,
    `      - uses: ${ACTION_REF}`,
    '        with:',
    `          config: ${config}`,
    '          data-branch: "" # pull requests measure unmerged code: keep them out of the history',
    ...envLines,
    '',
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
    `          config: ${config}`,
    '          data-branch: evalgate-data',
    '          issue-on-regression: "true"',
    ...envLines,
    '',
  ].join('\n');
}
