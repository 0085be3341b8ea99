import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/** Every .ts file under `dir`. */
function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sources(full);
    return entry.name.endsWith('.ts') && !entry.name.endsWith('.d.ts') ? [full] : [];
  });
}

/** file -> the project files it imports (type-only imports included), by its relative specifiers. */
function graph(files: string[]): Map<string, string[]> {
  const known = new Set(files);
  const edges = new Map<string, string[]>();
  for (const file of files) {
    const text = readFileSync(file, 'utf8');
    const targets = [...text.matchAll(/(?:import|export)[^'";]*?from '(\.[^']+)'/g)]
      .map((m) => path.join(path.dirname(file), m[1]!.replace(/\.js$/, '.ts')))
      .filter((t) => known.has(t));
    edges.set(file, targets);
  }
  return edges;
}

/** The import cycles among `files`, each as the files around it. */
function cycles(edges: Map<string, string[]>): string[][] {
  const found: string[][] = [];
  const state = new Map<string, 'open' | 'done'>();
  const stack: string[] = [];
  const visit = (file: string) => {
    state.set(file, 'open');
    stack.push(file);
    for (const next of edges.get(file) ?? []) {
      if (state.get(next) === 'open') found.push(stack.slice(stack.indexOf(next)));
      else if (!state.has(next)) visit(next);
    }
    stack.pop();
    state.set(file, 'done');
  };
  for (const file of edges.keys()) if (!state.has(file)) visit(file);
  return found;
}

describe("the Action's modules", () => {
  const files = sources('src');
  const edges = graph(files);

  it('reads the imports it checks', () => {
    expect(edges.get(path.join('src/action/pull-request.ts'))).toContain(
      path.join('src/action/graded.ts'),
    );
  });

  it('import one another without a loop, type-only imports included', () => {
    const loops = cycles(edges).filter((c) => c.some((f) => f.startsWith('src/action/')));
    expect(loops).toEqual([]);
  });

  it('are at most about 250 lines each, or say at the top why one is longer', () => {
    const long = files
      .filter((f) => f.startsWith('src/action/'))
      .map((f) => ({ f, text: readFileSync(f, 'utf8') }))
      .filter(({ text }) => text.split('\n').length > 260)
      .filter(({ text }) => !/^\/\/ Longer than 250 lines: /m.test(text.slice(0, 2000)))
      .map(({ f }) => f);
    expect(long).toEqual([]);
  });
});
