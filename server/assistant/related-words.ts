// The table of related English words the server's ranker reads (synonyms and derivations from
// WordNet, built by scripts/build-related-words.ts): 1.3 MB of text, read once, at the first
// question that needs it, and kept (about 10 MB in memory).
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { parseRelatedTerms, type RelatedTerms } from '../../engine/assistant/related-terms';
import { REPO_ROOT } from '../repo-root';

export const RELATED_WORDS_PATH = path.join(REPO_ROOT, 'server', 'data', 'related-words-en.tsv');

let loading: Promise<RelatedTerms> | null = null;

/** The related English words, loaded on first use. */
export function englishRelatedWords(): Promise<RelatedTerms> {
  loading ??= readFile(RELATED_WORDS_PATH, 'utf8').then(parseRelatedTerms);
  return loading;
}
