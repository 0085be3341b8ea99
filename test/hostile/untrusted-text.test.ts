import { readFile, writeFile } from 'node:fs/promises';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import MarkdownIt from 'markdown-it';
import { afterEach, describe, expect, it } from 'vitest';
import { runAndFreeze } from '../engine/suite-helpers.js';
import { runCli } from '../helpers.js';
import {
  actionFixtures,
  commitAll,
  editConfig,
  git,
  pullRequestPayload,
  runAction,
  startedBy,
} from '../e2e/action-harness.js';

/**
 * Hostile text in dataset rows, model answers, server error messages, the reported build and a
 * model id: the comment, summary, tracking issue and HTML report show it, and none of it is active.
 * The markdown is parsed as GitHub would (HTML allowed, bare URLs linked), not string-searched.
 */
const HOSTILE =
  '<img src=x onerror=alert(1)> ![x](https://example.test/t.png) @someone </details> <!-- evalgate:comment suite=x --> https://example.test/p';
const LOG_INJECTION = 'x\n::error::injected\n::set-output name=verdict::pass';
const SLOT = 'vendor/<b>@team</b>';

const fx = actionFixtures();
const closers: { close(): Promise<void> }[] = [];
afterEach(async () => {
  await Promise.all(closers.splice(0).map((c) => c.close()));
});

/** Right (build model-x) or wrong for every fourth question (model-y); a hostile error for every seventh, a hostile build name. */
async function hostileModel() {
  const server = http.createServer((req, res) => {
    let body = '';
    req.on('data', (d: Buffer) => (body += d.toString()));
    req.on('end', () => {
      const n = Number(/Q(\d{4})/.exec(body)?.[1] ?? 0);
      const worse = (JSON.parse(body) as { model?: string }).model === 'model-y';
      res.setHeader('content-type', 'application/json');
      if (n % 7 === 0) {
        res.statusCode = 500;
        return res.end(JSON.stringify({ error: { message: `${HOSTILE} ${LOG_INJECTION}` } }));
      }
      const right = (n * 7) % 4;
      const letter = 'ABCD'[worse && n % 4 === 0 ? (right + 1) % 4 : right];
      res.end(
        JSON.stringify({
          model: `build ${HOSTILE}`,
          choices: [
            { index: 0, message: { role: 'assistant', content: `Answer: ${letter}. ${HOSTILE}` } },
          ],
          usage: { prompt_tokens: 1, completion_tokens: 1 },
        }),
      );
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  closers.push({
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  });
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}/v1`;
}

const OWN_HOSTS = ['https://github.example/', 'https://github.localhost/'];

/** What GitHub would render from `markdown` that is active: tags, images, links out, mentions. */
function active(markdown: string, where: string): string[] {
  const md = new MarkdownIt({ html: true, linkify: true });
  const found: string[] = [];
  const walk = (tokens: ReturnType<typeof md.parse>) => {
    for (const token of tokens) {
      if (token.type === 'image') found.push(`${where}: image ${token.attrGet('src')}`);
      if (token.type === 'link_open') {
        const href = String(token.attrGet('href') ?? '');
        if (!OWN_HOSTS.some((host) => href.startsWith(host))) found.push(`${where}: link ${href}`);
      }
      if (token.type === 'html_inline' || token.type === 'html_block') {
        for (const tag of token.content.match(/<[^>]*>/g) ?? []) {
          const ours =
            /^<\/?(details|summary)>$/.test(tag) ||
            /^<!-- evalgate:comment suite=generated -->$/.test(tag);
          if (!ours) found.push(`${where}: html ${tag}`);
        }
      }
      if (token.type === 'text' && /(^|[^\w])@[A-Za-z0-9]/.test(token.content)) {
        found.push(`${where}: mention in "${token.content.slice(0, 60)}"`);
      }
      if (token.children) walk(token.children);
    }
  };
  walk(md.parse(markdown, {}));
  const opened = (markdown.match(/<details>/g) ?? []).length;
  const closed = (markdown.match(/<\/details>/g) ?? []).length;
  if (opened !== closed) found.push(`${where}: ${opened} <details> but ${closed} </details>`);
  return found;
}

/** Log lines that the runner would read as workflow commands, other than the Action's own. */
function injected(log: string): string[] {
  return (
    log
      .split('\n')
      .filter((line) => line.startsWith('::'))
      .filter(
        (line) =>
          !/^::(add-mask|error title=evalgate|warning|notice|error::evalgate|group|endgroup)/.test(
            line,
          ),
      )
      .filter((line) => !/^::error::evalgate /.test(line))
      // The artifact library's own debug lines (the report upload), unless hostile text is in one.
      .filter(
        (line) => !(line.startsWith('::debug::') && !/onerror|@someone|example\.test/.test(line)),
      )
  );
}

describe('untrusted text stays inert (committed dist)', () => {
  it('in the comment, summary, tracking issue, HTML report and log', async () => {
    const url = await hostileModel();
    const ws = await fx.frozenAtA();
    const gh = await fx.github();
    // Hostile questions (the item ids the model reads stay), a hostile slot id; pinned and frozen.
    const items = path.join(ws.dir, 'items.jsonl');
    const rows = (await readFile(items, 'utf8'))
      .trim()
      .split('\n')
      .map((l) => JSON.parse(l));
    for (const row of rows) row.question = `${row.question} ${HOSTILE} ${LOG_INJECTION}`;
    await writeFile(items, rows.map((r) => JSON.stringify(r)).join('\n') + '\n');
    await editConfig(ws.config, (c) => {
      c.models[0].id = SLOT;
      c.models[0].base_url = url;
      c.gate = { max_error_rate: 0.5 };
      delete c.slice.fingerprint;
    });
    const slice = await runCli('slice', '--config', ws.config, '--json');
    await editConfig(
      ws.config,
      (c) => (c.slice.fingerprint = JSON.parse(slice.stdout).fingerprint),
    );
    await runAndFreeze(ws.config);
    ws.base = await commitAll(ws.dir, 'hostile suite');
    // A worse build: every fourth answer turns wrong, so flips (with question excerpts) appear.
    await editConfig(ws.config, (c) => (c.models[0].model = 'model-y'));
    const found: string[] = [];

    const nightly = await runAction({
      workspace: ws.dir,
      event: 'schedule',
      payload: { schedule: '0 3 * * *' },
      inputs: fx.inputs(gh, { 'data-branch': 'evalgate-data', 'issue-on-regression': 'true' }),
      env: { GITHUB_API_URL: gh.url, VENDOR_KEY: 'sk-vendor-test', ...startedBy(gh, 'scheduler') },
    });
    const again = await runAction({
      workspace: ws.dir,
      event: 'schedule',
      payload: { schedule: '0 3 * * *' },
      inputs: fx.inputs(gh, { 'data-branch': 'evalgate-data', 'issue-on-regression': 'true' }),
      env: { GITHUB_API_URL: gh.url, VENDOR_KEY: 'sk-vendor-test', ...startedBy(gh, 'scheduler') },
    });
    expect(again.summary).toContain('Against the previous scheduled run');
    found.push(
      ...active(nightly.summary, 'nightly summary'),
      ...active(again.summary, 'second summary'),
    );
    expect(gh.state.issues.length).toBe(1);
    found.push(...active(gh.state.issues[0]!.body ?? '', 'tracking issue'));
    found.push(...injected(nightly.stdout).map((l) => `nightly log: ${l}`));

    fx.seedPull(gh);
    const pull = await runAction({
      workspace: ws.dir,
      event: 'pull_request',
      payload: pullRequestPayload(fx.PR, ws.base),
      inputs: fx.inputs(gh),
      env: { GITHUB_API_URL: gh.url, VENDOR_KEY: 'sk-vendor-test', ...startedBy(gh, 'author') },
    });
    const comment = gh.state.comments
      .get(fx.PR)!
      .find((c) => c.body.startsWith('<!-- evalgate:comment'))!;
    expect(comment.body).toContain('right → wrong');
    expect(comment.body).toContain('onerror'); // shown, as text
    found.push(...active(comment.body, 'comment'), ...active(pull.summary, 'pull summary'));
    found.push(...injected(pull.stdout).map((l) => `pull log: ${l}`));

    const html = await readFile(pull.outputs['report-path']!.replace(/\.md$/, '.html'), 'utf8');
    const body = html.replace(/<script>[\s\S]*?<\/script>/, '');
    for (const tag of body.match(/<(img|a|iframe|object|embed)\b[^>]*>/gi) ?? [])
      found.push(`html report: ${tag}`);
    expect(html).toContain('&lt;img src=x onerror=alert(1)&gt;');
    expect(found).toEqual([]);
  });

  it('a hostile branch name in the freeze comment and summary stays inert', async () => {
    const ws = await fx.frozenAtA();
    const gh = await fx.github();
    const branch = 'feat<img_src=x_onerror=alert(1)>@someone';
    await git(ws.dir, 'checkout', '-q', '-b', branch);
    await git(ws.dir, 'commit', '-q', '--allow-empty', '-m', 'work');
    await git(ws.dir, 'push', '-q', 'origin', branch);
    const headSha = await git(ws.dir, 'rev-parse', 'HEAD');
    fx.seedPull(gh);
    gh.state.permissions.set('maintainer', 'maintain');
    gh.applyLabel(fx.PR, 'evalgate:freeze', { login: 'maintainer', type: 'User' });
    const freeze = await runAction({
      workspace: ws.dir,
      event: 'pull_request',
      payload: pullRequestPayload(fx.PR, ws.base, {
        headSha,
        headRef: branch,
        label: 'evalgate:freeze',
      }),
      inputs: fx.inputs(gh),
      env: { GITHUB_API_URL: gh.url, VENDOR_KEY: 'sk-vendor-test', ...startedBy(gh, 'maintainer') },
    });
    expect(freeze.outputs.verdict, freeze.stdout).toBe('frozen');
    const comment = gh.state.comments
      .get(fx.PR)!
      .find((c) => c.body.includes('new baselines frozen'))!;
    expect(comment.body).toContain('onerror');
    const found = [
      ...active(
        comment.body.replace(/^<!-- evalgate:freeze suite=generated -->\n/, ''),
        'freeze comment',
      ),
      ...active(
        freeze.summary.replace(/^<!-- evalgate:freeze suite=generated -->\n/, ''),
        'freeze summary',
      ),
    ];
    expect(found).toEqual([]);
  });
});
