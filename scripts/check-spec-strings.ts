// Lists the quoted strings of SPEC points 2, 5 and 8 and the constants of point 9 (the first
// sentence of each bullet), and fails when one is not named by a string literal of a test under
// tests/spec/ (a test title or a row of a table of tests), so a change of wording cannot slip
// through. Run by `npm test`; `--list` prints what it checks.
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

/** Every string literal and template text of the test files under `dir`. */
export function testLiterals(dir: string): string[] {
  const literals: string[] = [];
  for (const entry of fs.readdirSync(dir, { recursive: true, encoding: 'utf8' })) {
    if (!/\.test\.tsx?$/.test(entry)) continue;
    const file = path.join(dir, entry);
    const source = ts.createSourceFile(file, fs.readFileSync(file, 'utf8'), ts.ScriptTarget.Latest);
    const visit = (node: ts.Node): void => {
      if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) {
        literals.push(node.text);
      }
      ts.forEachChild(node, visit);
    };
    visit(source);
  }
  return literals;
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
  const missing = entries.filter((e) => !literals.some((l) => l.includes(e.text)));
  if (missing.length > 0) {
    console.error(
      `${missing.length} of ${entries.length} spec strings have no test under tests/spec:`,
    );
    for (const e of missing) console.error(`  point ${e.point}: ${e.text}`);
    process.exitCode = 1;
    return;
  }
  console.log(`All ${entries.length} spec strings (points 2, 5, 8, 9) are named by a test.`);
}

if (process.argv[1] && path.resolve(process.argv[1]) === import.meta.filename) main();
