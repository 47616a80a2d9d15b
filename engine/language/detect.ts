// Which of Mnemo's languages a text is written in: the script first (kana means Japanese, Han
// without kana Chinese), then, for Latin text, the most frequent function words of each
// language, and the letters only one of them uses (ñ ¿ ¡, ß ä ö ü, ç œ è ê). English is assumed
// unless another language clearly fits the words better, so English text keeps the English path.
import type { Language } from './codes';

/** Characters read to tell the script; function words are counted in the first 1,000. */
const SCRIPT_SAMPLE = 20_000;
const WORD_SAMPLE = 1_000;

type LatinLanguage = 'en' | 'fr' | 'de' | 'es';
const LATIN: readonly LatinLanguage[] = ['en', 'fr', 'de', 'es'];
const isLatin = (language: Language): language is LatinLanguage =>
  (LATIN as readonly Language[]).includes(language);

/** The commonest function words, chosen to tell the languages apart (few are shared). */
const MARKERS: Readonly<Record<LatinLanguage, ReadonlySet<string>>> = {
  en: words(
    'the of and to in is that for it was on are with as by this be at from or an which were has have not its their they his what who how when where why',
  ),
  fr: words(
    'le la les des du et est une un dans que qui pour pas sur au aux avec sont ce cette il elle ont été par plus ne se son sa ses leur était quel quelle quels quelles où comment pourquoi combien quand qu lors avait sont aussi mais ou donc',
  ),
  de: words(
    'der die das und ist nicht ein eine zu den dem mit von sich des auf für im wird werden wurde auch als dass sind war wer wie wo was welche welcher welches welchen welchem warum wann einen einer eines hat haben hatte sein seine seinen ihr ihre nach bei aus zum zur vom über um am sie er es noch nur oder aber wofür woher wieso weshalb worum wozu womit woran worauf wodurch',
  ),
  es: words(
    'el la los las y que en un una es por con para del al se lo como más su fue son era sus qué cuál cuáles cuándo dónde quién quiénes cómo cuánto cuántos este esta estos estas pero también fueron tiene hay',
  ),
};

/** Which languages each marker word belongs to. */
const MARKED_BY = new Map<string, LatinLanguage[]>();
for (const language of LATIN) {
  for (const word of MARKERS[language])
    MARKED_BY.set(word, [...(MARKED_BY.get(word) ?? []), language]);
}
/** Latin words (marker words use no letter outside these). */
const WORD = /[a-zßà-ÿœ]+/g;

/** Letters that only one of the languages uses. */
const LETTERS: Readonly<Record<'fr' | 'de' | 'es', RegExp>> = {
  fr: /[çœèêëîïûùâ]/gu,
  de: /[ßäöü]/gu,
  es: /[ñ¿¡]/gu,
};

/** Share of kana among CJK characters above which a text is Japanese. */
const KANA_SHARE = 0.05;
/** Share of the letters that must be CJK for a text to be Chinese or Japanese. */
const CJK_SHARE = 0.3;
/** A language other than English needs this many more marker words than English has. */
const MARGIN = 1.5;

function words(list: string): ReadonlySet<string> {
  return new Set(list.split(' '));
}

function count(text: string, re: RegExp): number {
  return text.match(re)?.length ?? 0;
}

const isKana = (c: number) =>
  (c >= 0x3040 && c <= 0x30ff) || (c >= 0x31f0 && c <= 0x31ff) || (c >= 0xff66 && c <= 0xff9f);
const isHan = (c: number) =>
  (c >= 0x3400 && c <= 0x4dbf) || (c >= 0x4e00 && c <= 0x9fff) || (c >= 0xf900 && c <= 0xfaff);

/** Kana, Han and letters of any script, counted in one pass (book-length text goes through here). */
function scriptCounts(text: string): { kana: number; han: number; letters: number } {
  let kana = 0;
  let han = 0;
  let letters = 0;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (c < 0x80) {
      if ((c | 0x20) >= 0x61 && (c | 0x20) <= 0x7a) letters++;
    } else if (isKana(c)) {
      kana++;
      letters++;
    } else if (isHan(c)) {
      han++;
      letters++;
    } else if (LETTER.test(text[i] ?? '')) {
      letters++;
    }
  }
  return { kana, han, letters };
}
const LETTER = /\p{L}/u;

/**
 * The language of `text`, or `fallback` when nothing in it tells (a name, a number, a single
 * word). Reads at most the first 20,000 characters.
 */
export function detectLanguage(text: string, fallback: Language = 'en'): Language {
  return detectWithWords(text, null, fallback);
}

/**
 * `detectLanguage`, counting function words among `lowerWords` (the text's lowercase words, when
 * the caller has split them already) instead of splitting the text again.
 */
export function detectWithWords(
  text: string,
  lowerWords: readonly string[] | null,
  fallback: Language = 'en',
): Language {
  const sample = text.length > SCRIPT_SAMPLE ? text.slice(0, SCRIPT_SAMPLE) : text;
  const { kana, han, letters } = scriptCounts(sample);
  if (letters === 0) return fallback;
  if (kana + han >= Math.max(1, letters * CJK_SHARE)) {
    return kana > 0 && kana >= (kana + han) * KANA_SHARE ? 'ja' : han > 0 ? 'zh' : 'ja';
  }
  const lower = sample.slice(0, WORD_SAMPLE).toLowerCase();
  const scores: Record<LatinLanguage, number> = { en: 0, fr: 0, de: 0, es: 0 };
  const words = lowerWords ?? lower.match(WORD) ?? [];
  const counted = Math.min(words.length, WORD_SAMPLE / 5);
  for (let i = 0; i < counted; i++) {
    for (const language of MARKED_BY.get(words[i] ?? '') ?? []) scores[language] += 1;
  }
  for (const language of ['fr', 'de', 'es'] as const) {
    scores[language] += count(lower, LETTERS[language]);
  }
  // The expected language (English, or the caller's guess) keeps the text unless another one
  // clearly fits it better.
  const expected: LatinLanguage = isLatin(fallback) ? fallback : 'en';
  let best: LatinLanguage = expected;
  for (const language of LATIN) if (scores[language] > scores[best]) best = language;
  if (best !== expected && scores[best] > scores[expected] * MARGIN) return best;
  return scores[expected] > 0 ? expected : fallback;
}
