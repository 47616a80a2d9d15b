// `mnemo ask --corpus PATH... [--level Beginner|Intermediate|Advanced] [--language French]
// "question"`: answers from the corpus and prints the markdown the chat would show (the
// assistant's own sentences in the language given, English by default).
import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { composeAnswer } from '../../engine/assistant/answer';
import type { Passage } from '../../engine/assistant/types';
import { CorpusError } from './corpus';
import { parseRetrievalArgs } from './retrieval-args';
import { buildIndex, defaultRetrievalIo, type RetrievalIo } from './search';

const USAGE =
  'Usage: mnemo ask --corpus PATH... [--level Beginner|Intermediate|Advanced] [--language English|French|German|Spanish|Chinese|Japanese] "question"\n';
/** Passages handed to the answer composer, as the chat does. */
const ANSWER_PASSAGES = 8;

export async function runAskCommand(
  argv: string[],
  io: RetrievalIo = defaultRetrievalIo,
): Promise<number> {
  const args = parseRetrievalArgs(argv);
  const question = typeof args === 'string' ? '' : takeQuestion(args.corpus, args.positional);
  if (typeof args === 'string' || question === '') {
    io.stderr(`mnemo ask: ${typeof args === 'string' ? args : 'a question is needed'}\n${USAGE}`);
    return 2;
  }
  try {
    const index = await buildIndex(args.corpus);
    const links = new Map(args.corpus.map((p) => [p, pathToFileURL(resolve(p)).href]));
    const answer = composeAnswer(question, index.search(question, ANSWER_PASSAGES), {
      comprehensionLevel: args.level ?? undefined,
      language: args.language ?? undefined,
      citationUrl: (p: Passage) => fileLink(p, args.corpus, links),
    });
    io.stdout(`${answer}\n`);
    return 0;
  } catch (error) {
    if (!(error instanceof CorpusError)) throw error;
    io.stderr(`mnemo ask: ${error.message}\n`);
    return 1;
  }
}

/**
 * The question: the free words, or else the last `--corpus` value when it is not a file
 * (`mnemo ask --corpus notes.txt "What is X?"`), which is then removed from the corpus.
 */
function takeQuestion(corpus: string[], positional: string[]): string {
  if (positional.length > 0) return positional.join(' ').trim();
  const last = corpus[corpus.length - 1];
  if (last === undefined || existsSync(last)) return '';
  corpus.pop();
  return last.trim();
}

/** A file:// link for passages of document corpora; records of JSONL corpora have none. */
function fileLink(p: Passage, corpus: string[], links: Map<string, string>): string | null {
  const path = corpus.find((c) => !c.endsWith('.jsonl') && c.split(/[\\/]/).pop() === p.fileName);
  return path === undefined ? null : (links.get(path) ?? null);
}
