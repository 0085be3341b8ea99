import { describe, expect, it, vi } from 'vitest';
import type { RunContext } from '../../src/action/context.js';
import type { OutcomeSink } from '../../src/action/outcome.js';

const step: string[] = [];
vi.mock('@actions/core', () => ({
  setOutput: (name: string, value: string) => step.push(`output ${name}=${value}`),
  setFailed: (message: string) => step.push(`failed ${message}`),
  notice: () => undefined,
  summary: {
    addHeading() {
      return this;
    },
    addRaw() {
      return this;
    },
    write: async () => undefined,
  },
}));

const { forkSkip } = await import('../../src/action/publish.js');
const { STEP_OUTCOME } = await import('../../src/action/outcome.js');

function collect() {
  const outputs: Record<string, string> = {};
  const sink: OutcomeSink = {
    output: (name, value) => void (outputs[name] = value),
    fail: () => undefined,
  };
  return { outputs, sink };
}

const context = { pull: { headRepo: 'fork/repo' } } as RunContext;

describe("a flow's outcome goes where its Flow says", () => {
  it("two flows at once each get their own outputs, and the step's stay untouched", async () => {
    const a = collect();
    const b = collect();
    await Promise.all([
      forkSkip({ context, outcome: a.sink }, ['A_KEY']),
      forkSkip({ context, outcome: b.sink }, ['B_KEY']),
    ]);
    expect(a.outputs).toEqual({ verdict: 'skipped', 'baseline-changed': 'false' });
    expect(b.outputs).toEqual({ verdict: 'skipped', 'baseline-changed': 'false' });
    expect(step).toEqual([]);
  });

  it("the step's sink writes the step's outputs", async () => {
    await forkSkip({ context, outcome: STEP_OUTCOME }, ['A_KEY']);
    expect(step).toEqual(['output verdict=skipped', 'output baseline-changed=false']);
  });
});
