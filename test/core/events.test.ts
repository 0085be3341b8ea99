import { readFile } from 'node:fs/promises';
import { describe, expect, it } from 'vitest';
import { EVENT_RULES, eventRefusal, modeRefusal } from '../../src/core/events.js';

const A = 'a'.repeat(40);
const B = 'b'.repeat(40);

describe('one rule per event, refused before anything runs where it does not hold', () => {
  it("merge_group runs only where the group's head is checked out", () => {
    const facts = { eventName: 'merge_group', workflowSha: B, pullHeadSha: null, groupHeadSha: B };
    expect(eventRefusal({ ...facts, checkedOut: B })).toBeNull();
    expect(eventRefusal({ ...facts, checkedOut: A })).toMatch(
      /^merge_group: the workspace holds commit aaaaaaaaaaaa, not the merge group's head \(bbbbbbbbbbbb\)/,
    );
  });

  it('workflow_run runs only on the commit the workflow runs from, never a head checkout', () => {
    const facts = { eventName: 'workflow_run', workflowSha: A, pullHeadSha: null };
    expect(eventRefusal({ ...facts, checkedOut: A })).toBeNull();
    expect(eventRefusal({ ...facts, checkedOut: B })).toMatch(
      /^workflow_run: the workspace holds commit bbbbbbbbbbbb, not the commit this workflow runs from \(aaaaaaaaaaaa\)/,
    );
    expect(eventRefusal({ ...facts, checkedOut: null })).toMatch(/no readable commit/);
  });

  it("pull_request_target runs only where the pull request's head is checked out", () => {
    const facts = { eventName: 'pull_request_target', workflowSha: A, pullHeadSha: B };
    expect(eventRefusal({ ...facts, checkedOut: B })).toBeNull();
    expect(eventRefusal({ ...facts, checkedOut: A })).toMatch(
      /^pull_request_target: the workspace holds commit aaaaaaaaaaaa, not the pull request's head \(bbbbbbbbbbbb\), so the head's builds would not be measured/,
    );
  });

  it('the events of the table run; an event without a rule is refused', () => {
    for (const eventName of ['pull_request', 'schedule', 'push', 'workflow_dispatch']) {
      expect(
        eventRefusal({ eventName, checkedOut: A, workflowSha: B, pullHeadSha: null }),
      ).toBeNull();
    }
    expect(
      eventRefusal({
        eventName: 'issue_comment',
        checkedOut: A,
        workflowSha: A,
        pullHeadSha: null,
      }),
    ).toMatch(/^issue_comment: evalgate has no rule for this event/);
  });

  it("the README's event table shows exactly these rules", async () => {
    const readme = await readFile('README.md', 'utf8');
    const start = readme.indexOf('| event ');
    expect(start).toBeGreaterThan(0);
    const rows = readme
      .slice(start)
      .split('\n')
      .slice(2)
      .filter((line) => line.startsWith('|'));
    const first = readme
      .slice(start)
      .split('\n')
      .slice(2)
      .findIndex((l) => !l.startsWith('|'));
    const cells = rows.slice(0, first).map((line) =>
      line
        .split(/(?<!\\)\|/)
        .slice(1, -1)
        .map((c) => c.trim()),
    );
    expect(cells).toEqual(
      EVENT_RULES.map((r) => [
        r.events.map((e) => `\`${e}\``).join(', '),
        r.bar,
        r.measured,
        r.writes,
        r.refuses,
      ]),
    );
  });
});

describe('mode measure runs only where its answers have a verdict job to go to', () => {
  it('pull_request and pull_request_review only; any other event is refused naming the mode and the event', () => {
    expect(modeRefusal('measure', 'pull_request')).toBeNull();
    expect(modeRefusal('measure', 'pull_request_review')).toBeNull();
    for (const event of ['pull_request_target', 'push', 'workflow_run', 'schedule']) {
      expect(modeRefusal('measure', event)).toBe(
        `input "mode": measure runs only on pull_request and pull_request_review (the measuring job of the two-job recipe, examples/workflows/measure.yml), found event ${event}; nothing was measured`,
      );
    }
    expect(modeRefusal('gate', 'push')).toBeNull();
  });
});

describe('mode compare runs where the checkout is the code the token was made for', () => {
  it("a pull request and the repository's branches; pull_request_target, workflow_run and merge_group are refused", () => {
    for (const event of [
      'pull_request',
      'schedule',
      'workflow_dispatch',
      'push',
      'repository_dispatch',
    ])
      expect(modeRefusal('compare', event)).toBeNull();
    for (const event of ['pull_request_target', 'workflow_run', 'merge_group']) {
      expect(modeRefusal('compare', event)).toBe(
        `input "mode": compare runs on pull_request, schedule, workflow_dispatch, push, repository_dispatch, found event ${event}; nothing was measured`,
      );
    }
  });
});
