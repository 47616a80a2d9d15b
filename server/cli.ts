// `npm run -s mnemo -- <command>`: the command-line tools for evaluation.
import { pathToFileURL } from 'node:url';
import { runAskCommand } from './cli/ask';
import { runProcessCommand } from './cli/process';
import { runSearchCommand } from './cli/search';

export interface MainIo {
  stdout: (text: string) => void;
  stderr: (text: string) => void;
}

const defaultIo: MainIo = {
  stdout: (text) => process.stdout.write(text),
  stderr: (text) => process.stderr.write(text),
};

export const USAGE = `Usage: npm run -s mnemo -- <command> [options]

Commands:
  process FILE|YOUTUBE_URL... [--format json|jsonl]
      Extracts each file and prints its key concepts, flashcards and quiz questions.
  search --corpus PATH... (--query Q | --queries FILE) [--k 5] [--format text|json|jsonl]
      Ranks the corpus passages for each query (one output line per query with jsonl).
  ask --corpus PATH... [--level Beginner|Intermediate|Advanced] "question"
      Prints the markdown answer of the built-in engine.
  help
      Prints this text.

A corpus is JSONL records ({"id", "text", "file"?, "page"?}), text or markdown files, or
documents the processing pipeline reads (PDF, Word...).
`;

/** Runs the command of `argv` (the words after `mnemo`) and returns the exit code. */
export async function runCli(argv: string[], io: MainIo = defaultIo): Promise<number> {
  const [command, ...rest] = argv;
  switch (command) {
    case 'process':
      return runProcessCommand(rest, { ...io, env: process.env });
    case 'search':
      return runSearchCommand(rest, io);
    case 'ask':
      return runAskCommand(rest, io);
    case undefined:
    case 'help':
    case '--help':
    case '-h':
      io.stdout(USAGE);
      return 0;
    default:
      io.stderr(`mnemo: unknown command "${command}"\n\n${USAGE}`);
      return 2;
  }
}

const entry = process.argv[1];
if (entry !== undefined && import.meta.url === pathToFileURL(entry).href) {
  // Output piped into a reader that stopped early (`| head`) is not an error of ours: the rest
  // of the output is dropped and the exit code still says whether every file was read.
  process.stdout.on('error', (error: NodeJS.ErrnoException) => {
    if (error.code !== 'EPIPE') throw error;
  });
  process.exitCode = await runCli(process.argv.slice(2));
}
