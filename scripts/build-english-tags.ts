// Builds server/data/english-tags.tsv, wink's English lexicon as the engine reads it
// (server/processing/english-table.ts: the study engine's tagger, PDF extraction's line joiner),
// from wink's English model (wink-eng-lite-web-model, the same package version the engine pins): for
// each of the model's ~87,600 lexemes, the part-of-speech facts wink's tagging reads from its
// packed lexicon, worked out once here instead of in every processing job.
//   npx tsx scripts/build-english-tags.ts
// Format (UTF-8, one record per line, fields separated by tabs; an empty line after the header):
//   #pos <TAB> the tag names by id, comma-separated (UNK,ADJ,…)
//   #clusters <TAB> the tag sets words may take, by id: tag ids comma-separated, sets by "|"
//   #ignore <TAB> the tag wink's rule machines skip (the id of its out-of-vocabulary lexeme)
//   #prefix, #suffix <TAB> the parts that keep a hyphenated word whole, comma-separated
//   #machine <TAB> one of wink's part-of-speech rule machines, as its model stores it (JSON)
//   #break <TAB> JSON of a line-break lexeme <TAB> its fields as below
//   word <TAB> tag <TAB> normal's cluster <TAB> own cluster <TAB> own tag <TAB> hint
//   word <TAB> = <TAB> expansion value:tag:normal's cluster:hint, expansions separated by "|"
// Records of words are sorted by UTF-16 code units (the tagger binary-searches them).
//   tag: wink's default tag for the word (its mapped spelling's, NOUN when it has none);
//   normal's cluster: the tag set of its normal form (what wink's rules may change its tag to);
//   own cluster / own tag: the word's own, read when a capitalized unknown word is this one
//   in lowercase; hint: the word's part-of-speech hint (0: none), which wink's rules match on.
// A contraction ("don't") is its expansions ("do", "n't"), each with the tag wink fixes for it.
import { writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ENGLISH_TAGS_PATH } from '../server/processing/english-table';
import { taggingModel } from './wink-model';

const require = createRequire(import.meta.url);

interface WinkCache {
  lookup(text: string): number[] | null;
  value(index: number): string;
  valueOf(feature: 'pos', index: number): string;
  posOf(index: number): number;
  mappedSpelling(index: number): number;
  normal(index: number): number;
  property(index: number, name: 'posHint' | 'lexemeCID'): number;
}

interface CoreModel {
  xpansions: Uint32Array;
  preserve: { prefix: Record<string, boolean>; suffix: Record<string, boolean> };
  features: {
    lexeme: { list: string[]; intrinsicSize: number };
    posClusters: { list: Set<number>[] };
  };
}

const { bits4lemma, posMask } = require('wink-nlp/src/constants.js') as {
  bits4lemma: number;
  posMask: number;
};
const NOUN = 8;
const LINE_BREAK = /[\n\r\t]/;

export function buildEnglishTags(): string {
  const model = taggingModel();
  const core = (model.core as () => CoreModel)();
  const Cache = require('wink-nlp/src/cache.js') as (
    core: unknown,
    featureFn: unknown,
  ) => WinkCache;
  const cache = Cache(core, model.featureFn);
  const { list, intrinsicSize } = core.features.lexeme;
  const clusters = core.features.posClusters.list;
  const tagNames: string[] = [];
  for (let id = 0; ; id += 1) {
    const name = cache.valueOf('pos', id);
    if (name === undefined || name === '') break;
    tagNames.push(name);
  }
  const header = [
    `#pos\t${tagNames.join(',')}`,
    `#clusters\t${clusters.map((set) => [...set].join(',')).join('|')}`,
    `#ignore\t${cache.lookup(cache.value(0))?.[0] ?? 0}`,
    `#prefix\t${Object.keys(core.preserve.prefix).join(',')}`,
    `#suffix\t${Object.keys(core.preserve.suffix).join(',')}`,
    ...(model.pos as () => { machines: string[] })().machines.map((json) => `#machine\t${json}`),
  ];
  const records: [string, string][] = [];
  for (let index = 0; index < intrinsicSize; index += 1) {
    const word = list[index] ?? '';
    const found = cache.lookup(word);
    if (found === null || word === '') continue;
    let fields: string;
    if (found.length > 1) {
      const parts: string[] = [];
      for (let k = 0; k + 3 < found.length; k += 4) {
        const lexeme = found[k] ?? 0;
        const packed = (found[k + 2] ?? 0) | ((found[k + 3] ?? 0) << bits4lemma);
        const normal = core.xpansions[found[k + 1] ?? 0] ?? 0;
        parts.push(
          [
            cache.value(lexeme),
            (packed & posMask) >>> bits4lemma,
            cache.property(normal, 'lexemeCID'),
            cache.property(lexeme, 'posHint') || 0,
          ].join(':'),
        );
      }
      fields = `=\t${parts.join('|')}`;
    } else {
      fields = [
        cache.posOf(cache.mappedSpelling(index)) || NOUN,
        cache.property(cache.normal(index), 'lexemeCID'),
        cache.property(index, 'lexemeCID'),
        cache.posOf(index),
        cache.property(index, 'posHint') || 0,
      ].join('\t');
    }
    if (LINE_BREAK.test(word)) header.push(`#break\t${JSON.stringify(word)}\t${fields}`);
    else records.push([word, fields]);
  }
  records.sort((a, b) => (a[0] < b[0] ? -1 : a[0] > b[0] ? 1 : 0));
  // An empty line ends the header (a word may begin with "#").
  return `${[...header, '', ...records.map(([word, fields]) => `${word}\t${fields}`)].join('\n')}\n`;
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  writeFileSync(ENGLISH_TAGS_PATH, buildEnglishTags());
  console.log(`wrote ${ENGLISH_TAGS_PATH}`);
}
