// Words and parts of speech of Chinese and Japanese, from the field's analyzers: kuromoji (IPADIC)
// for Japanese, jieba (jieba-wasm) for Chinese. Each dictionary ships inside its npm package and
// is loaded synchronously the first time a document of its language is read, in the thread that
// reads it (the processing worker), and never for the other languages.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { gunzipSync } from 'node:zlib';

const require = createRequire(import.meta.url);

export type MorphologyLanguage = 'ja' | 'zh';

/** A word as the analyzer cut it, with its part of speech. */
export interface Morpheme {
  surface: string;
  /** Japanese: IPADIC's part of speech (名詞, 助詞…); Chinese: jieba's tag (n, nz, v, uj…). */
  pos: string;
  /** Japanese: IPADIC's first subdivision (一般, 固有名詞, 非自立, 接尾…); Chinese: empty. */
  detail: string;
}

type Analyzer = (text: string) => Morpheme[];

interface KuromojiToken {
  surface_form: string;
  pos: string;
  pos_detail_1: string;
}
interface KuromojiTokenizer {
  tokenize(text: string): KuromojiToken[];
}
type DictionaryLoaderClass = new (dicPath: string) => {
  loadArrayBuffer: (
    file: string,
    done: (error: Error | null, buffer?: ArrayBuffer) => void,
  ) => void;
  load: (done: (error: Error | null, dictionaries: unknown) => void) => void;
};
type TokenizerClass = new (dictionaries: unknown) => KuromojiTokenizer;

/**
 * kuromoji's own loader, fed synchronously: its steps run one after the other when every file
 * read returns at once, so the tokenizer is ready when `load` returns.
 */
function loadJapanese(): Analyzer {
  const DictionaryLoader = require('kuromoji/src/loader/DictionaryLoader') as DictionaryLoaderClass;
  const Tokenizer = require('kuromoji/src/Tokenizer') as TokenizerClass;
  const dicPath = path.join(path.dirname(require.resolve('kuromoji/package.json')), 'dict');
  const loader = new DictionaryLoader(dicPath);
  loader.loadArrayBuffer = (file, done) => {
    const bytes = gunzipSync(readFileSync(file));
    done(null, bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength));
  };
  let tokenizer: KuromojiTokenizer | null = null;
  let failure: Error | null = null;
  loader.load((error, dictionaries) => {
    if (error) failure = error;
    else tokenizer = new Tokenizer(dictionaries);
  });
  if (tokenizer === null) throw failure ?? new Error('kuromoji did not load synchronously');
  const ready: KuromojiTokenizer = tokenizer;
  return (text) =>
    ready
      .tokenize(text)
      .map((t) => ({ surface: t.surface_form, pos: t.pos, detail: t.pos_detail_1 }));
}

function loadChinese(): Analyzer {
  const jieba = require('jieba-wasm') as typeof import('jieba-wasm');
  return (text) => jieba.tag(text, true).map((t) => ({ surface: t.word, pos: t.tag, detail: '' }));
}

const analyzers = new Map<MorphologyLanguage, Analyzer>();

function analyzerOf(language: MorphologyLanguage): Analyzer {
  let analyzer = analyzers.get(language);
  if (analyzer === undefined) {
    analyzer = language === 'ja' ? loadJapanese() : loadChinese();
    analyzers.set(language, analyzer);
  }
  return analyzer;
}

export function hasMorphology(language: string): language is MorphologyLanguage {
  return language === 'ja' || language === 'zh';
}

/** Loads the language's dictionary now (benchmarks separate loading from reading). */
export function prepareLanguage(language: string): void {
  if (hasMorphology(language)) analyzerOf(language);
}

/** The words of a sentence with their parts of speech. */
export function morphemes(text: string, language: MorphologyLanguage): Morpheme[] {
  return analyzerOf(language)(text);
}
