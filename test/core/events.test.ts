import { describe, expect, it } from 'vitest';
import { eventRefusal, modeRefusal } from '../../src/core/events.js';

const A = 'a'.repeat(40);
const B = 'b'.repeat(40);

describe('events whose safe rule is not built are refused before anything runs', () => {
  it('merge_group is refused, naming the safe recipe', () => {
    const why = eventRefusal({
      eventName: 'merge_group',
      checkedOut: A,
      workflowSha: A,
      pullHeadSha: null,
    });
    expect(why).toMatch(/^merge_group: evalgate does not gate merge queue runs/);
    expect(why).toContain('gate on pull_request');
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

  it('the other events run', () => {
    for (const eventName of ['pull_request', 'schedule', 'push', 'workflow_dispatch']) {
      expect(
        eventRefusal({ eventName, checkedOut: A, workflowSha: B, pullHeadSha: null }),
      ).toBeNull();
    }
  });
});

describe('mode measure runs only where its answers have a verdict job to go to', () => {
  it('pull_request only; any other event is refused naming the mode and the event', () => {
    expect(modeRefusal('measure', 'pull_request')).toBeNull();
    for (const event of ['pull_request_target', 'push', 'workflow_run', 'schedule']) {
      expect(modeRefusal('measure', event)).toBe(
        `input "mode": measure runs only on pull_request (the measuring job of the two-job recipe, examples/workflows/measure.yml), found event ${event}; nothing was measured`,
      );
    }
    expect(modeRefusal('gate', 'push')).toBeNull();
  });
});
