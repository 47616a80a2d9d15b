import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runCli, USAGE, type MainIo } from '../../../../server/cli';

let dir = '';
const file = (name: string): string => path.join(dir, name);

beforeAll(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'mnemo-cli-'));
  const records = [
    {
      id: 'bio-1',
      text:
        'Mitochondria are organelles found in most cells. They produce ATP, the energy currency of the cell. ' +
        'ATP synthase, an enzyme in the inner membrane, makes ATP from ADP using a proton gradient that the electron transport chain builds.',
    },
    { id: 'geo-1', text: 'Glaciers carve U-shaped valleys as they move downhill.' },
  ];
  await writeFile(file('corpus.jsonl'), records.map((r) => JSON.stringify(r)).join('\n'));
  await writeFile(
    file('queries.txt'),
    'what do mitochondria produce\nhow do glaciers carve valleys\nwhat is ATP synthase\n',
  );
});

afterAll(async () => {
  await rm(dir, { recursive: true, force: true });
});

function captured(): MainIo & { out: () => string; err: () => string } {
  const out: string[] = [];
  const err: string[] = [];
  return {
    stdout: (t) => out.push(t),
    stderr: (t) => err.push(t),
    out: () => out.join(''),
    err: () => err.join(''),
  };
}

describe('mnemo', () => {
  it('prints the usage of every command for no arguments and for help', async () => {
    for (const argv of [[], ['help'], ['--help']]) {
      const io = captured();
      expect(await runCli(argv, io)).toBe(0);
      expect(io.out()).toBe(USAGE);
      for (const command of ['process', 'search', 'ask']) expect(USAGE).toContain(command);
    }
  });

  it('prints the usage on stderr and exits 2 for an unknown command', async () => {
    const io = captured();
    expect(await runCli(['serve'], io)).toBe(2);
    expect(io.out()).toBe('');
    expect(io.err()).toContain('unknown command "serve"');
    expect(io.err()).toContain(USAGE);
  });

  it('dispatches search and prints one JSONL line per query in input order', async () => {
    const io = captured();
    const code = await runCli(
      [
        'search',
        '--corpus',
        file('corpus.jsonl'),
        '--queries',
        file('queries.txt'),
        '--format',
        'jsonl',
      ],
      io,
    );
    expect(code).toBe(0);
    const lines = io.out().trimEnd().split('\n');
    expect(lines.map((l) => (JSON.parse(l) as { query: string }).query)).toEqual([
      'what do mitochondria produce',
      'how do glaciers carve valleys',
      'what is ATP synthase',
    ]);
  });

  it('propagates the exit code of a command on misuse', async () => {
    const io = captured();
    expect(await runCli(['search', '--corpus', file('corpus.jsonl')], io)).toBe(2);
    expect(io.err()).toContain('mnemo search');
    expect(await runCli(['process'], captured())).toBe(2);
    expect(await runCli(['ask', '--corpus', file('missing.jsonl'), 'why?'], captured())).toBe(1);
  });

  it('dispatches ask and honours --level', async () => {
    const ask = async (level: string): Promise<string> => {
      const io = captured();
      const question = 'What does ATP synthase make ATP from?';
      const code = await runCli(
        ['ask', '--corpus', file('corpus.jsonl'), '--level', level, question],
        io,
      );
      expect(code).toBe(0);
      return io.out();
    };
    const beginner = await ask('Beginner');
    const advanced = await ask('Advanced');
    expect(beginner).toContain('ADP');
    // The direct answer (first paragraph) of an advanced student holds more sentences.
    const direct = (md: string): string => md.split('\n\n')[0] ?? '';
    expect(direct(advanced).length).toBeGreaterThan(direct(beginner).length);
    const io = captured();
    expect(
      await runCli(['ask', '--corpus', file('corpus.jsonl'), '--level', 'Expert', 'q'], io),
    ).toBe(2);
    expect(io.err()).toContain('--level must be');
  });

  it('writes its own sentences in the --language given', async () => {
    const io = captured();
    const question = 'How do volcanoes erupt magma?';
    expect(
      await runCli(['ask', '--corpus', file('corpus.jsonl'), '--language', 'German', question], io),
    ).toBe(0);
    expect(io.out()).toContain('Ich habe dazu nichts in deinen Dateien gefunden.');
    const bad = captured();
    expect(
      await runCli(['ask', '--corpus', file('corpus.jsonl'), '--language', 'Klingon', 'q'], bad),
    ).toBe(2);
    expect(bad.err()).toContain('--language must be');
  });
});
