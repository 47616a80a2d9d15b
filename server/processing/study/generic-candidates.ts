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
import { genericWordsFor, stopwordsFor } from './stopwords';
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
/**
 * Determiners that open a noun phrase as an article does ("son étoile", "trois étoiles", "cette
 * planète"): possessives, demonstratives, numbers and quantifiers. Never part of a term.
 */
const DETERMINERS: Record<string, ReadonlySet<string>> = {
  fr: new Set(
    `mon ma mes ton ta tes son sa ses notre nos votre vos leur leurs ce cet cette ces chaque
    quelques plusieurs certain certaine certains certaines aucun aucune divers diverses différents
    différentes nombreux nombreuses deux trois quatre cinq six sept huit neuf dix onze douze vingt
    trente quarante cinquante soixante cent cents mille`.split(/\s+/u),
  ),
  es: new Set(
    `mi mis tu tus su sus nuestro nuestra nuestros nuestras este esta estos estas ese esa esos esas
    aquel aquella aquellos aquellas cada varios varias algunos algunas ciertos ciertas muchos muchas
    dos tres cuatro cinco seis siete ocho nueve diez once doce veinte treinta cuarenta cincuenta
    cien ciento mil`.split(/\s+/u),
  ),
};
const ELISION = /^(l|d|qu|j|n|s|c|m|t)['’]/iu;
const HAS_LETTER = /\p{L}/u;
const GERMAN_ADJECTIVE = /^\p{Ll}+(e|en|er|es|em)$/u;
const PROPER = /^\p{Lu}/u;
/**
 * Verbs that end a phrase (no glossary term does): an infinitive alone ("fonctionner"), or a
 * participle after a noun ("coalition formée", "logiciels permettant"); a "·" marks the last word
 * of a longer phrase. Nouns in -ité/-té and -ier keep their place.
 */
const ROMANCE_VERB: Readonly<Record<string, RegExp>> = {
  fr: /^\p{Ll}{3,}(?<!i)er$|^·\p{Ll}+(?<!t)(é|ée|és|ées)$|^·\p{Ll}{3,}ants?$/u,
  es: /^\p{Ll}{3,}(ar|er|ir)$|^·\p{Ll}+(ado|ada|ados|adas|ido|ida|idos|idas|ando|iendo)$/u,
};

/**
 * Conjugated verbs that a noun phrase never holds, told by their ending: in French a word in
 * -ent or -ront right after a plural in -s/-x ("les citoyens appellent"), where an adjective
 * would agree (-ents); in Spanish a plural present after a plural ("los periodistas celebran")
 * and past or future forms (-aron, -ió, -arán…).
 */
function isConjugated(text: string, previous: string | undefined, language: string): boolean {
  if (!/^\p{Ll}+$/u.test(text)) return false;
  const afterPlural = /[sx]$/u.test(previous ?? '');
  if (language === 'fr') {
    return afterPlural && /\p{Ll}{2}(ent|ront)$/u.test(text);
  }
  if (language === 'es') {
    return (
      (afterPlural && /\p{Ll}{3}(an|en)$/u.test(text)) ||
      /\p{Ll}{2}(aron|ieron|ió|arán|erán|irán|aban|ían)$/u.test(text)
    );
  }
  return false;
}

/** Words that join a noun to its complement ("centres de détention", "fin del servicio"). */
const CONNECTORS: Readonly<Record<string, ReadonlySet<string>>> = {
  fr: new Set(['de', 'du', 'des', "d'", 'd’']),
  es: new Set(['de', 'del']),
};
const ARTICLES = new Set(['la', 'le', 'les', 'el', 'los', 'las']);

/**
 * "A de B": the last one or two words of the run before the connector, the connector, and the
 * first one or two words of the run after it, when A may start a term.
 */
function emitLinked(
  head: readonly RunWord[],
  via: readonly string[],
  tail: readonly RunWord[],
  sentence: number,
  sourceStart: number,
  language: string,
  out: Occurrence[],
): void {
  for (let before = 1; before <= Math.min(2, head.length); before += 1) {
    const start = head.length - before;
    const left = head.slice(start);
    if (!allowed(left, start, language) || cutsName(head, start, before)) continue;
    for (let after = 1; after <= Math.min(2, tail.length); after += 1) {
      const right = tail.slice(0, after);
      if (cutsName(tail, 0, after)) continue;
      if (ROMANCE_VERB[language]?.test(`·${right[right.length - 1]?.text ?? ''}`)) continue;
      const first = left[0];
      if (!first) continue;
      const glue = (w: string): string => (/['’]$/u.test(w) ? w : `${w} `);
      const surface = `${left.map((w) => w.text).join(' ')} ${via.map(glue).join('')}${right.map((w) => w.text).join(' ')}`;
      out.push({
        key: phraseKey(
          [...left, ...right].map((w) => w.text.toLowerCase()),
          language,
        ),
        surface,
        sentence,
        position: first.position,
        localPosition: first.position - sourceStart,
        embedded: false,
      });
    }
  }
}

function readSentence(
  sentence: StudySentence,
  cursor: SentenceCursor,
  language: string,
  stopwords: ReadonlySet<string>,
): ContentWord[] {
  const openers = OPENERS[language];
  const determiners = DETERMINERS[language];
  const connectors = CONNECTORS[language];
  const content: ContentWord[] = [];
  let run: RunWord[] = [];
  // "forum mondial" + "de la" + "langue française": the run before a connector, and the
  // connector's words, while the next run may still complete the phrase.
  let head: RunWord[] = [];
  let link: string[] = [];
  let linkedHead: RunWord[] = [];
  let linkedVia: string[] = [];
  const flush = (): void => {
    emitRun(run, sentence.index, cursor.sourceStart, language, cursor.occurrences);
    if (linkedHead.length > 0 && run.length > 0) {
      emitLinked(
        linkedHead,
        linkedVia,
        run,
        sentence.index,
        cursor.sourceStart,
        language,
        cursor.occurrences,
      );
    }
    linkedHead = [];
    if (run.length > 0) head = run;
    run = [];
  };
  let previousEnd = 0;
  let afterOpener = false;
  for (const token of hyphenatedTokens(sentence.text, language)) {
    const gap = sentence.text.slice(previousEnd, token.index);
    if (/[^\s'’-]/u.test(gap)) flush();
    // A headline's subject after its colon ("Birmanie : abolition de la censure").
    if (/[:«“]/u.test(gap)) afterOpener = true;
    previousEnd = token.index + token.text.length;
    const elided = ELISION.exec(token.text);
    const text = elided ? token.text.slice(elided[0].length) : token.text;
    if (elided) flush();
    const lower = text.toLowerCase();
    const cjk = isCjk(text);
    const determiner = determiners?.has(lower) ?? false;
    const usable =
      HAS_LETTER.test(text) &&
      !stopwords.has(lower) &&
      !determiner &&
      !isConjugated(text, run[run.length - 1]?.text, language) &&
      (cjk ? text.length > 1 : text.length > 2);
    if (usable) {
      if (run.length === 0 && head.length > 0 && link.length > 0) {
        linkedHead = head;
        linkedVia = elided ? [...link, elided[0]] : link;
      } else if (run.length === 0 && elided && connectors?.has(elided[0].toLowerCase())) {
        linkedHead = head;
        linkedVia = [elided[0]];
      }
      if (run.length === 0) {
        head = [];
        link = [];
      }
      run.push({
        text,
        position: cursor.position,
        afterOpener: afterOpener || elided !== null,
      });
      content.push({ stem: stemWord(lower, language), position: cursor.position });
    } else {
      flush();
      if (connectors?.has(lower) && head.length > 0 && link.length === 0) link = [text];
      else if (link.length === 1 && ARTICLES.has(lower)) link = [...link, text];
      else {
        head = [];
        link = [];
      }
    }
    afterOpener =
      !usable && ((openers?.has(lower) ?? false) || determiner || /^\p{N}+$/u.test(text));
    cursor.position += 1;
  }
  flush();
  return content;
}

/**
 * The words of a sentence, with the parts of a hyphenated word joined back ("Pointe-à-Callière",
 * "États-Unis"): one name, even when a part alone would be a function word.
 */
function hyphenatedTokens(text: string, language: string): { text: string; index: number }[] {
  const out: { text: string; index: number }[] = [];
  for (const token of wordTokens(text, language)) {
    const last = out[out.length - 1];
    if (last && text.slice(last.index + last.text.length, token.index) === '-') {
      last.text = text.slice(last.index, token.index + token.text.length);
    } else {
      out.push({ text: token.text, index: token.index });
    }
  }
  return out;
}

export function genericCollector(language: string): CandidateCollector {
  const stopwords = stopwordsFor(language);
  return candidateCollector(
    (sentence, cursor) => readSentence(sentence, cursor, language, stopwords),
    undefined,
    genericWordsFor(language),
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
  if (OPENERS[language]) {
    // A term follows an article ("la capsule Dragon") or is a name ("SpaceX", "Mohamed Morsi").
    const opened = (start === 0 && first.afterOpener) || PROPER.test(first.text);
    return (
      opened && !ROMANCE_VERB[language]?.test(words.length === 1 ? last.text : `·${last.text}`)
    );
  }
  if (language === 'de') {
    return (
      /^\p{Lu}/u.test(last.text) &&
      words.slice(0, -1).every((w) => /^\p{Lu}/u.test(w.text) || GERMAN_ADJECTIVE.test(w.text))
    );
  }
  return true;
}

/** Whether the n-gram cuts a name of several capitalized words ("Rights" of "Human Rights Watch"). */
function cutsName(run: readonly RunWord[], start: number, size: number): boolean {
  const capital = (i: number): boolean => PROPER.test(run[i]?.text ?? '');
  const end = start + size - 1;
  return (capital(start) && capital(start - 1)) || (capital(end) && capital(end + 1));
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
      if (OPENERS[language] && cutsName(run, start, size)) continue;
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
