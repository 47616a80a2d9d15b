// No import cycles between our modules, type-only imports included. ESLint's import-x/no-cycle
// skips `import type`, so a cycle of types (which still ties the modules' designs together)
// would pass lint; this reads every import of the source tree with TypeScript's own scanner.
import fs from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

const root = path.resolve(import.meta.dirname, '../../..');
const SOURCE_DIRS = ['contract', 'engine', 'src', 'server', 'workers', 'scripts'];
const EXTENSIONS = ['.ts', '.tsx', '.mts'];

function sourceFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(full);
    return EXTENSIONS.includes(path.extname(entry.name)) ? [full] : [];
  });
}

/** The file a relative specifier names, as the bundler and tsx resolve it. */
function resolveRelative(from: string, specifier: string): string | null {
  const base = path.resolve(path.dirname(from), specifier);
  const candidates = [
    base,
    ...EXTENSIONS.map((ext) => base + ext),
    ...EXTENSIONS.map((ext) => path.join(base, `index${ext}`)),
  ];
  return candidates.find((file) => fs.existsSync(file) && fs.statSync(file).isFile()) ?? null;
}

/** Every module each module imports (static, type-only, re-exports and dynamic import()). */
function importGraph(files: string[]): Map<string, string[]> {
  const known = new Set(files);
  return new Map(
    files.map((file) => {
      const { importedFiles } = ts.preProcessFile(fs.readFileSync(file, 'utf8'), true, true);
      const targets = importedFiles
        .map(({ fileName }) => fileName)
        .filter((specifier) => specifier.startsWith('.'))
        .map((specifier) => resolveRelative(file, specifier))
        .filter((target): target is string => target !== null && known.has(target));
      return [file, [...new Set(targets)]];
    }),
  );
}

/** Strongly connected components with more than one module, or a module importing itself. */
function cycles(graph: Map<string, string[]>): string[][] {
  let counter = 0;
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const found: string[][] = [];
  const visit = (node: string): void => {
    index.set(node, counter);
    low.set(node, counter);
    counter += 1;
    stack.push(node);
    onStack.add(node);
    for (const next of graph.get(node) ?? []) {
      if (!index.has(next)) {
        visit(next);
        low.set(node, Math.min(low.get(node) ?? 0, low.get(next) ?? 0));
      } else if (onStack.has(next)) {
        low.set(node, Math.min(low.get(node) ?? 0, index.get(next) ?? 0));
      }
    }
    if (low.get(node) !== index.get(node)) return;
    const component: string[] = [];
    let member: string | undefined;
    do {
      member = stack.pop();
      if (member === undefined) break;
      onStack.delete(member);
      component.push(member);
    } while (member !== node);
    if (component.length > 1 || (graph.get(node) ?? []).includes(node)) found.push(component);
  };
  for (const node of graph.keys()) if (!index.has(node)) visit(node);
  return found;
}

describe('the import graph', () => {
  const files = SOURCE_DIRS.flatMap((dir) => sourceFiles(path.join(root, dir)));
  const graph = importGraph(files);

  it('is read from the whole source tree', () => {
    expect(files.length).toBeGreaterThan(200);
    const edges = [...graph.values()].reduce((sum, targets) => sum + targets.length, 0);
    expect(edges).toBeGreaterThan(files.length);
  });

  it('finds a cycle made of type-only imports', () => {
    const probe = new Map([
      ['a.ts', ['b.ts']],
      ['b.ts', ['c.ts']],
      ['c.ts', ['a.ts']],
      ['d.ts', ['a.ts']],
    ]);
    expect(cycles(probe).map((c) => c.sort())).toEqual([['a.ts', 'b.ts', 'c.ts']]);
  });

  it('has no cycle, type-only imports included', () => {
    const found = cycles(graph).map((component) =>
      component.map((file) => path.relative(root, file)).sort(),
    );
    expect(found).toEqual([]);
  });
});
