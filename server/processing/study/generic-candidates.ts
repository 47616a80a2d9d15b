// Candidate concept phrases for languages without a POS tagger here: word n-grams inside runs
// of non-stopwords, shaped per language (French and Spanish terms follow an article, German
// nouns are capitalized, CJK words come from Intl.Segmenter's dictionary).
import {
  candidateCollector,
  readAll,
  type CandidateCollector,
  type CandidateSet,
  type SentenceCursor,
} from './collector';
import type { StudySentence } from './sentences';
import type { ContentWord, Occurrence } from './types';
import { phraseKey, stemWord } from './stem';
import { stopwordsFor } from './stopwords';
import { isCjk, wordTokens } from './text';

interface RunWord {
  text: string;
  position: number;
  /** Comes right after an article or preposition ("la", "des", "l'"). */
  afterOpener: boolean;
}

const OPENERS: Record<string, ReadonlySet<string>> = {
  fr: new Set(['le', 'la', 'les', 'l', 'un', 'une', 'des', 'du', 'de', 'd', 'au', 'aux', 'en']),
  es: new Set(['el', 'la', 'los', 'las', 'un', 'una', 'unos', 'unas', 'del', 'al', 'de', 'lo']),
};
const ELISION = /^(l|d|qu|j|n|s|c|m|t)['’]/iu;
const HAS_LETTER = /\p{L}/u;
const GERMAN_ADJECTIVE = /^\p{Ll}+(e|en|er|es|em)$/u;

function readSentence(
  sentence: StudySentence,
  cursor: SentenceCursor,
  language: string,
  stopwords: ReadonlySet<string>,
): ContentWord[] {
  const openers = OPENERS[language];
  const content: ContentWord[] = [];
  let run: RunWord[] = [];
  const flush = (): void => {
    emitRun(run, sentence.index, cursor.sourceStart, language, cursor.occurrences);
    run = [];
  };
  let previousEnd = 0;
  let afterOpener = false;
  for (const token of wordTokens(sentence.text, language)) {
    const gap = sentence.text.slice(previousEnd, token.index);
    if (/[^\s'’-]/u.test(gap)) flush();
    previousEnd = token.index + token.text.length;
    const elided = ELISION.exec(token.text);
    const text = elided ? token.text.slice(elided[0].length) : token.text;
    if (elided) flush();
    const lower = text.toLowerCase();
    const cjk = isCjk(text);
    const usable =
      HAS_LETTER.test(text) && !stopwords.has(lower) && (cjk ? text.length > 1 : text.length > 2);
    if (usable) {
      run.push({ text, position: cursor.position, afterOpener: afterOpener || elided !== null });
      content.push({ stem: stemWord(lower, language), position: cursor.position });
    } else {
      flush();
    }
    afterOpener = !usable && (openers?.has(lower) ?? false);
    cursor.position += 1;
  }
  flush();
  return content;
}

export function genericCollector(language: string): CandidateCollector {
  const stopwords = stopwordsFor(language);
  return candidateCollector((sentence, cursor) =>
    readSentence(sentence, cursor, language, stopwords),
  );
}

export function extractGeneric(
  sentences: readonly StudySentence[],
  language: string,
): CandidateSet {
  return readAll(genericCollector(language), sentences);
}

/** Which n-grams of a run may be terms, by the language's shape of a noun phrase. */
function allowed(words: readonly RunWord[], start: number, language: string): boolean {
  const first = words[0];
  const last = words[words.length - 1];
  if (!first || !last) return false;
  if (OPENERS[language]) return start === 0 && first.afterOpener;
  if (language === 'de') {
    return (
      /^\p{Lu}/u.test(last.text) &&
      words.slice(0, -1).every((w) => /^\p{Lu}/u.test(w.text) || GERMAN_ADJECTIVE.test(w.text))
    );
  }
  return true;
}

function emitRun(
  run: readonly RunWord[],
  sentence: number,
  sourceStart: number,
  language: string,
  out: Occurrence[],
): void {
  const cjk = run.every((w) => isCjk(w.text));
  const maxWords = cjk ? 2 : 3;
  for (let size = 1; size <= Math.min(maxWords, run.length); size += 1) {
    for (let start = 0; start + size <= run.length; start += 1) {
      const words = run.slice(start, start + size);
      const first = words[0];
      if (!first || !allowed(words, start, language)) continue;
      out.push({
        key: phraseKey(
          words.map((w) => w.text.toLowerCase()),
          language,
        ),
        surface: words.map((w) => w.text).join(cjk ? '' : ' '),
        sentence,
        position: first.position,
        localPosition: first.position - sourceStart,
        embedded: false,
      });
    }
  }
}
