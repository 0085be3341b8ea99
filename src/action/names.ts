/**
 * The runner's side of the Action's contract, with nothing else loaded: the input and output
 * names as action.yml declares them, an input as the runner passes it, and the log's workflow
 * commands. The entry uses these before it loads any flow.
 */
/** Input and output names, as action.yml declares them. */
export const INPUT = {
  config: 'config',
  token: 'github-token',
  mode: 'mode',
  onRegression: 'on-regression',
  comment: 'comment',
  freezeLabel: 'freeze-label',
  dataBranch: 'data-branch',
  cache: 'cache',
  cacheMaxAge: 'cache-max-age',
  models: 'models',
  issueOnRegression: 'issue-on-regression',
  freezePermission: 'freeze-permission',
  freezeRefuseAuthor: 'freeze-refuse-author',
  approvalsFrom: 'approvals-from',
  measuringWorkflow: 'measuring-workflow',
  botLogin: 'bot-login',
  pushStartsWorkflows: 'push-starts-workflows',
  shard: 'shard',
  runs: 'runs',
  results: 'results',
  commentMode: 'comment-mode',
} as const;

export const OUTPUT = {
  verdict: 'verdict',
  maxDrop: 'max-drop',
  reportPath: 'report-path',
  resultsJson: 'results-json',
  commentUrl: 'comment-url',
  baselineChanged: 'baseline-changed',
  runPath: 'run-path',
  junitPath: 'junit-path',
} as const;

/**
 * The defaults action.yml declares (a test compares them), which a runner passes for an input the
 * workflow leaves out; the token's is an expression only a runner evaluates.
 */
export const DEFAULTS: Readonly<Record<string, string>> = {
  [INPUT.config]: 'evalgate.yml',
  [INPUT.mode]: 'gate',
  [INPUT.onRegression]: 'fail',
  [INPUT.commentMode]: 'per-suite',
  [INPUT.comment]: 'always',
  [INPUT.freezeLabel]: 'evalgate:freeze',
  [INPUT.dataBranch]: 'evalgate-data',
  [INPUT.cache]: 'true',
  [INPUT.issueOnRegression]: 'false',
  [INPUT.freezePermission]: 'maintain',
  [INPUT.botLogin]: 'github-actions[bot]',
  [INPUT.pushStartsWorkflows]: 'false',
};

/**
 * Input `name` as the runner passes it (`INPUT_<NAME>`), trimmed. Where no variable is set (the
 * Action started outside a runner), action.yml's default, as a runner would have passed it.
 */
export function input(env: NodeJS.ProcessEnv, name: string): string {
  const value = env[`INPUT_${name.replace(/ /g, '_').toUpperCase()}`];
  return value === undefined ? (DEFAULTS[name] ?? '') : value.trim();
}

const escapeData = (text: string) =>
  text.replace(/%/g, '%25').replace(/\r/g, '%0D').replace(/\n/g, '%0A');
const escapeProperty = (text: string) => escapeData(text).replace(/:/g, '%3A').replace(/,/g, '%2C');

/** A workflow command line, `::name key=value,...::message`, escaped as the runner reads it. */
export function workflowCommand(
  name: string,
  properties: Record<string, string>,
  message: string,
): string {
  const props = Object.entries(properties)
    .map(([key, value]) => `${key}=${escapeProperty(value)}`)
    .join(',');
  return `::${name}${props ? ` ${props}` : ''}::${escapeData(message)}\n`;
}
