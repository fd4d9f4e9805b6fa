// Double casts have a budget (issue 35): `x as unknown as T` tells the compiler to stop checking,
// so the shipped sources (apps/ and packages/, tests aside) may hold at most CASTS_BUDGET of them,
// and each must say why on its line or the line above with an `// allowed-cast: <reason>` comment.
// Anything else fails: give the value its type instead (a type guard, a zod parse at the boundary,
// a correct generic). The budget only shrinks. Reads the code with TypeScript's own parser, so a
// cast spelled across lines counts and the words in a comment or a string do not.
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';

const CASTS_BUDGET = 3;
const ROOT = fileURLToPath(new URL('..', import.meta.url));
const SKIP_DIRS = new Set(['node_modules', 'dist', 'build', 'coverage', '.turbo', 'playwright-report', 'test-results']);
const SOURCE = /\.(c|m)?tsx?$/;
// Tests may shape fakes freely; the budget is about what ships.
const TEST = /\.(test|spec)\.(c|m)?tsx?$/;
const ALLOWED = /\/\/\s*allowed-cast:\s*\S/;

function* sourceFiles(dir) {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (entry.isDirectory()) {
      if (!SKIP_DIRS.has(entry.name) && !entry.name.startsWith('.')) yield* sourceFiles(join(dir, entry.name));
    } else if (SOURCE.test(entry.name) && !TEST.test(entry.name) && !entry.name.endsWith('.d.ts')) {
      yield join(dir, entry.name);
    }
  }
}

/** Each `(… as unknown) as T` in a file: its 1-based line and whether a reason is written beside it. */
function doubleCasts(path) {
  const text = readFileSync(path, 'utf8');
  const kind = path.endsWith('x') ? ts.ScriptKind.TSX : ts.ScriptKind.TS;
  const file = ts.createSourceFile(path, text, ts.ScriptTarget.Latest, false, kind);
  const lines = text.split('\n');
  const found = [];
  const visit = (node) => {
    if (ts.isAsExpression(node) || ts.isTypeAssertionExpression(node)) {
      let inner = node.expression;
      while (ts.isParenthesizedExpression(inner)) inner = inner.expression;
      if ((ts.isAsExpression(inner) || ts.isTypeAssertionExpression(inner)) && inner.type.kind === ts.SyntaxKind.UnknownKeyword) {
        const line = file.getLineAndCharacterOfPosition(node.getStart(file)).line;
        const explained = ALLOWED.test(lines[line] ?? '') || ALLOWED.test(lines[line - 1] ?? '');
        found.push({ line: line + 1, explained });
      }
    }
    ts.forEachChild(node, visit);
  };
  visit(file);
  return found;
}

const casts = [];
for (const top of ['apps', 'packages']) {
  for (const path of sourceFiles(join(ROOT, top))) {
    for (const cast of doubleCasts(path)) casts.push({ where: `${relative(ROOT, path)}:${cast.line}`, ...cast });
  }
}

const unexplained = casts.filter((cast) => !cast.explained);
let failed = false;
if (unexplained.length) {
  failed = true;
  console.error(`casts: ${unexplained.length} \`as unknown as\` without an \`// allowed-cast: <why>\` comment:`);
  for (const cast of unexplained) console.error(`  ${cast.where}`);
}
if (casts.length > CASTS_BUDGET) {
  failed = true;
  console.error(`casts: ${casts.length} \`as unknown as\` in the sources, over the budget of ${CASTS_BUDGET}:`);
  for (const cast of casts) console.error(`  ${cast.where}`);
}
if (failed) {
  console.error('Type the value instead: a type guard, a zod parse where data comes in, a correct generic (ARCHITECTURE.md, "Habits CI enforces").');
  process.exit(1);
}
console.info(`casts: ${casts.length} \`as unknown as\` in the sources (budget ${CASTS_BUDGET}), each with its reason`);
