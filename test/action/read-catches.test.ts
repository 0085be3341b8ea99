import { readFileSync } from 'node:fs';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

/**
 * The modules that read what a pull request's run decides on: the bar's sides, the reviews, the
 * reviewed commits, the freeze commit's parent, and `barRead`, which makes any failed read a
 * `BarUnverifiable`. A failure to read must never become an answer that lets a check pass: every
 * `catch` here rethrows, or returns a value that approves nothing, said in a `fail closed:`
 * comment in the handler.
 */
const READ_MODULES = [
  'src/action/bar.ts',
  'src/action/approval.ts',
  'src/action/review.ts',
  'src/action/flow.ts',
];

interface Handler {
  file: string;
  line: number;
  text: string;
}

/** Every catch clause and `.catch(...)` handler of `file`, with its source text. */
function handlers(file: string): Handler[] {
  const text = readFileSync(file, 'utf8');
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.ES2022, true);
  const found: Handler[] = [];
  const at = (node: ts.Node, body: ts.Node) => ({
    file,
    line: source.getLineAndCharacterOfPosition(node.getStart()).line + 1,
    text: text.slice(body.getFullStart(), body.getEnd()),
  });
  const visit = (node: ts.Node) => {
    if (ts.isCatchClause(node)) found.push(at(node, node.block));
    if (
      ts.isCallExpression(node) &&
      ts.isPropertyAccessExpression(node.expression) &&
      node.expression.name.text === 'catch' &&
      node.arguments[0]
    )
      found.push(at(node, node.arguments[0]));
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

describe('every catch in the read modules fails closed', () => {
  const all = READ_MODULES.flatMap(handlers);

  it('finds the handlers', () => {
    expect(all.length).toBeGreaterThan(3);
  });

  it.each(all.map((h) => [`${h.file}:${h.line}`, h] as const))(
    '%s rethrows or says how it fails closed',
    (_, h) => {
      expect(/\bthrow\b/.test(h.text) || /fail closed:/.test(h.text), h.text).toBe(true);
    },
  );
});
