// The pass rate of the extraction unit tests, from vitest's JSON report run in a child process.
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { run } from './stats';

interface VitestReport {
  numTotalTests: number;
  numPassedTests: number;
}

export async function extractionTestPassRate(
  repoRoot: string,
): Promise<{ passed: number; total: number }> {
  const dir = mkdtempSync(path.join(tmpdir(), 'mnemo-bench-vitest-'));
  const output = path.join(dir, 'report.json');
  const args = [
    'vitest',
    'run',
    '--project',
    'unit',
    'tests/unit/server/processing/extract',
    '--reporter=json',
    `--outputFile=${output}`,
  ];
  try {
    // A failing test exits non-zero; the report still says how many passed.
    await run('npx', args, repoRoot).catch(() => '');
    const report = JSON.parse(readFileSync(output, 'utf8')) as VitestReport;
    return { passed: report.numPassedTests, total: report.numTotalTests };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
