import { describe, expect, it } from 'vitest';
import { runProcessCommand, type CliIo } from '../../../../server/cli/process';
import { fixturePath, tempFile } from '../../../fixtures/lib/paths';

function io(): CliIo & { out: string[]; err: string[] } {
  const out: string[] = [];
  const err: string[] = [];
  return { out, err, stdout: (t) => out.push(t), stderr: (t) => err.push(t), env: {} };
}

describe('runProcessCommand', () => {
  it('prints one pretty JSON array with the API field names', async () => {
    const cli = io();
    const code = await runProcessCommand([fixturePath('lecture.docx'), '--format', 'json'], cli);
    expect(code).toBe(0);
    const [report] = JSON.parse(cli.out.join('')) as Record<string, unknown>[];
    expect(report).toMatchObject({
      file: fixturePath('lecture.docx'),
      file_type: 'text',
      status: 'processed',
      error_message: null,
      pages: null,
    });
    expect(Object.keys(report ?? {})).toEqual([
      'file',
      'file_type',
      'status',
      'error_message',
      'pages',
      'key_concepts',
      'flashcards',
      'quiz_questions',
    ]);
    expect(cli.out.join('')).toContain('\n  ');
  });

  it('prints one line per file in jsonl and exits 1 when one fails', async () => {
    const cli = io();
    const empty = tempFile('empty.pdf', '');
    const code = await runProcessCommand(
      ['--format=jsonl', fixturePath('lecture.pdf'), empty],
      cli,
    );
    expect(code).toBe(1);
    const lines = cli.out
      .join('')
      .trim()
      .split('\n')
      .map((l) => JSON.parse(l) as Record<string, unknown>);
    expect(lines).toHaveLength(2);
    expect(lines[0]).toMatchObject({ file_type: 'pdf', status: 'processed', pages: 3 });
    expect(lines[1]).toMatchObject({ status: 'failed', error_message: 'This file is empty.' });
    expect(cli.err).toEqual([`${empty}: This file is empty.\n`]);
  });

  it('reports the sniffed type of a file that failed', async () => {
    const cli = io();
    await runProcessCommand([fixturePath('encrypted.pdf'), '--format', 'jsonl'], cli);
    expect(JSON.parse(cli.out.join(''))).toMatchObject({ file_type: 'pdf', status: 'failed' });
  });

  it('rejects bad usage with exit code 2', async () => {
    for (const argv of [[], ['--format', 'xml', 'a.pdf'], ['--bogus', 'a.pdf']]) {
      const cli = io();
      expect(await runProcessCommand(argv, cli)).toBe(2);
      expect(cli.err.join('')).toContain('Usage: mnemo process');
    }
  });
});
