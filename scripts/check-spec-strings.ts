// Lists the quoted strings of SPEC points 2, 5 and 8 and the constants of point 9 (the first
// sentence of each bullet), and fails when one is not named by a test under tests/spec/, so a
// change of wording cannot slip through. A quoted string is named only by a literal inside an
// assertion (an argument of expect/toBe/…, of a Testing Library query, or of the suite's
// `shown`/`toastText` helpers), with the spec's placeholders ({reason}, N, X, range…) standing for
// the values the test uses; a test title is not enough. A constant of point 9 is named by a test
// title. Run by `npm test`; `--list` prints what it checks.
import fs from 'node:fs';
import path from 'node:path';
import ts from 'typescript';

const root = path.resolve(import.meta.dirname, '..');
/** The shared product contract next to the checkouts, else the copy kept with the tests. */
const SHARED_SPEC = process.env.SPEC_PATH ?? path.join(root, '../../shared/SPEC.md');
const KEPT_SPEC = path.join(root, 'tests/spec/SPEC.md');
const TESTS = path.join(root, 'tests/spec');

/** The body of `## N. ...` up to the next `## ` heading. */
function section(spec: string, n: number): string {
  const start = spec.search(new RegExp(`^## ${n}\\. `, 'm'));
  if (start < 0) throw new Error(`SPEC.md has no point ${n}`);
  const rest = spec.slice(start + 1);
  const end = rest.search(/^## /m);
  return end < 0 ? rest : rest.slice(0, end);
}

/** 'Quoted' strings: a quote not inside a word opens; one not followed by a letter closes. */
export function quotedStrings(text: string): string[] {
  const found = text.matchAll(/(?<![\w'])'((?:[^'\n]|'(?=[A-Za-z]))+?)'(?![A-Za-z])/g);
  return [...found].map((m) => m[1] ?? '').filter((s) => s.trim() !== '');
}

/** Point 9: each bullet's first sentence names one constant. */
export function constants(text: string): string[] {
  return [...text.matchAll(/^- (.+)$/gm)].map((m) => (m[1] ?? '').split(/\.(?:\s|$)/)[0] ?? '');
}

export function specEntries(spec: string): { point: number; text: string }[] {
  const entries = [2, 5, 8].flatMap((point) =>
    quotedStrings(section(spec, point)).map((text) => ({ point, text })),
  );
  entries.push(...constants(section(spec, 9)).map((text) => ({ point: 9, text })));
  const seen = new Set<string>();
  return entries.filter((e) => (seen.has(e.text) ? false : (seen.add(e.text), true)));
}

/** Calls whose arguments are checked against the screen: assertions, queries, the suite's finders. */
const ASSERTING = /^(expect|shown|toastText|(get|find|query)(All)?By[A-Z]\w*|to[A-Z]\w*)$/;

function calleeName(call: ts.CallExpression): string {
  const callee = call.expression;
  if (ts.isIdentifier(callee)) return callee.text;
  if (ts.isPropertyAccessExpression(callee)) return callee.name.text;
  return '';
}

function insideAssertion(node: ts.Node): boolean {
  for (let up = node.parent; up; up = up.parent) {
    if (ts.isCallExpression(up) && ASSERTING.test(calleeName(up))) return true;
    if (ts.isFunctionLike(up)) return false;
  }
  return false;
}

/** The text of a literal; a template's substitutions read as '\u0000' (any value). */
function literalText(node: ts.Node): string | null {
  if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) return node.text;
  if (ts.isTemplateExpression(node)) {
    return node.head.text + node.templateSpans.map((span) => `\u0000${span.literal.text}`).join('');
  }
  return null;
}

export interface TestLiterals {
  /** Every literal (titles, tables, arguments). */
  all: string[];
  /** The literals inside an assertion. */
  asserted: string[];
}

/** The string literals and template texts of the test files under `dir`. */
export function testLiterals(dir: string): TestLiterals {
  const found: TestLiterals = { all: [], asserted: [] };
  for (const entry of fs.readdirSync(dir, { recursive: true, encoding: 'utf8' })) {
    if (!/\.test\.tsx?$/.test(entry)) continue;
    const file = path.join(dir, entry);
    const source = ts.createSourceFile(
      file,
      fs.readFileSync(file, 'utf8'),
      ts.ScriptTarget.Latest,
      true,
    );
    const visit = (node: ts.Node): void => {
      const text = literalText(node);
      if (text !== null) {
        found.all.push(text);
        if (insideAssertion(node)) found.asserted.push(text);
        if (ts.isTemplateExpression(node)) return;
      }
      ts.forEachChild(node, visit);
    };
    visit(source);
  }
  return found;
}

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * What a spec string looks like on the screen: `{…}` is any text, a lone N, M, X or Y a number,
 * 'range' a time or time range, 'Ns' a number of seconds.
 */
export function shownPattern(spec: string): RegExp {
  const parts = spec.split(/(\{[^}]*\}|\b[NMXY]\b|\brange\b|\bNs\b)/);
  const source = parts
    .map((part, i) => {
      if (i % 2 === 0) return escape(part);
      if (part.startsWith('{') || part === 'range') return '(?:[^\\n]+?)';
      if (part === 'Ns') return '(?:\\d+s|\u0000)';
      return '(?:\\d+|\u0000)';
    })
    .join('');
  return new RegExp(source);
}

/** Whether a test names `entry`: an asserted literal shows it, or (point 9) a title says it. */
export function named(entry: { point: number; text: string }, literals: TestLiterals): boolean {
  if (entry.point === 9) return literals.all.some((l) => l.includes(entry.text));
  const pattern = shownPattern(entry.text);
  return literals.asserted.some((l) => pattern.test(l));
}

function main(): void {
  const kept = fs.readFileSync(KEPT_SPEC, 'utf8');
  if (fs.existsSync(SHARED_SPEC) && fs.readFileSync(SHARED_SPEC, 'utf8') !== kept) {
    console.error(`${SHARED_SPEC} changed: copy it to tests/spec/SPEC.md and update the tests.`);
    process.exitCode = 1;
    return;
  }
  const entries = specEntries(kept);
  if (process.argv.includes('--list')) {
    for (const e of entries) console.log(`${e.point}\t${e.text}`);
    return;
  }
  const literals = testLiterals(TESTS);
  const missing = entries.filter((e) => !named(e, literals));
  if (missing.length > 0) {
    console.error(
      `${missing.length} of ${entries.length} spec strings are not asserted by a test under tests/spec:`,
    );
    for (const e of missing) console.error(`  point ${e.point}: ${e.text}`);
    process.exitCode = 1;
    return;
  }
  console.log(`All ${entries.length} spec strings (points 2, 5, 8, 9) are named by a test.`);
}

if (process.argv[1] && path.resolve(process.argv[1]) === import.meta.filename) main();
