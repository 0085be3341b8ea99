import { Octokit } from 'octokit';

/**
 * The GitHub side effects the Action needs, behind one small interface: tests pass a fake, the
 * Action passes this Octokit-backed one (retries and rate-limit throttling come with `octokit`).
 */
export interface GitHubPort {
  /**
   * The first comment on the issue or pull request whose body contains `marker` (all pages);
   * `byBot` says whether a bot (the Action's token) wrote it, not a person who copied the marker.
   */
  findComment(
    issue: number,
    marker: string,
  ): Promise<{ id: number; body: string; url: string; byBot: boolean } | undefined>;
  createComment(issue: number, body: string): Promise<{ id: number; url: string }>;
  updateComment(id: number, body: string): Promise<{ id: number; url: string }>;
  /** Labels as they are now (the event payload may be stale). */
  labels(issue: number): Promise<string[]>;
  removeLabel(issue: number, name: string): Promise<void>;
  /** Paths changed by a pull request. */
  pullFiles(pull: number): Promise<string[]>;
  findOpenIssue(label: string, title: string): Promise<{ number: number; url: string } | undefined>;
  createIssue(
    title: string,
    body: string,
    labels: string[],
  ): Promise<{ number: number; url: string }>;
  updateIssue(issue: number, changes: { body?: string; state?: 'open' | 'closed' }): Promise<void>;
  createPull(
    title: string,
    head: string,
    base: string,
    body: string,
  ): Promise<{ number: number; url: string }>;
}

export function octokitPort(options: {
  token: string;
  apiUrl: string;
  owner: string;
  repo: string;
}): GitHubPort {
  const octokit = new Octokit({
    auth: options.token,
    baseUrl: options.apiUrl,
    userAgent: 'evalgate',
    throttle: {
      // Wait out primary and secondary rate limits a couple of times, then give up: a comment is
      // never worth stalling the job for long.
      onRateLimit: (_after: number, _request: unknown, _octokit: unknown, retryCount: number) =>
        retryCount < 2,
      onSecondaryRateLimit: (
        _after: number,
        _request: unknown,
        _octokit: unknown,
        retryCount: number,
      ) => retryCount < 1,
    },
    retry: { retries: 2 },
  });
  const repo = { owner: options.owner, repo: options.repo };
  return {
    async findComment(issue, marker) {
      const iterator = octokit.paginate.iterator(octokit.rest.issues.listComments, {
        ...repo,
        issue_number: issue,
        per_page: 100,
      });
      for await (const page of iterator) {
        const found = page.data.find((c) => c.body?.includes(marker));
        if (found) {
          const byBot = found.user?.type === 'Bot';
          return { id: found.id, body: found.body ?? '', url: found.html_url, byBot };
        }
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
    async removeLabel(issue, name) {
      await octokit.rest.issues.removeLabel({ ...repo, issue_number: issue, name });
    },
    async pullFiles(pull) {
      const files = await octokit.paginate(octokit.rest.pulls.listFiles, {
        ...repo,
        pull_number: pull,
        per_page: 100,
      });
      return files.map((f) => f.filename);
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
