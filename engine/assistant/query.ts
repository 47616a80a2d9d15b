// What a question asks for: its content stems, adjacent stem pairs, and the kind of answer
// expected, in the question's language.
import type { Language } from '../language/codes';
import { compoundParts } from '../language/compounds';
import { detectLanguage } from '../language/detect';
import { otherOrdinalForm } from './ordinals';
import { analyzeWords, stem, terms } from './text';
import type { CorpusStats } from './types';

export type QuestionType = 'when' | 'who' | 'where' | 'quantity' | 'other';

export interface QueryAnalysis {
  /** Distinct content stems, in order of first appearance. */
  terms: string[];
  /** Adjacent content-stem pairs "a b" (stopwords skipped, so "price of oil" gives "price oil"). */
  bigrams: Set<string>;
  type: QuestionType;
  /** Lowercase words of the question, to tell new information (the answer) from echoed words. */
  words: Set<string>;
  /** The word as the question writes it, by stem (its first form). */
  forms: Map<string, string>;
  /** Stems the question writes with a capital (names; in German every noun too). */
  capitalized: Set<string>;
  /**
   * Terms the corpus lacks that are no sign of another topic: in a language that capitalizes its
   * nouns, lowercase words (forms of verbs and adjectives the stemmer left apart from the
   * corpus's, "geschrieben" beside "schrieb"). They do not raise the relevance bar.
   */
  unknownForms: Set<string>;
  /**
   * For a quantity question written with counters (Japanese: 何人, 人数, 団体はいくつ), the words a
   * number answering it is followed by; empty: any number will do.
   */
  counters: readonly string[];
  /**
   * The term the question asks about, when its wording marks one (Japanese: the noun before the
   * final は/が, "…の通貨は何か" → 通貨): the sentence that answers names it.
   */
  focus: string | null;
  /**
   * The name a question opens with and marks as its topic (Japanese: "CODENは何から成るか" →
   * CODEN, "グスタフ・マーラーはどのような人物か"): a passage sentence that opens on it speaks of it
   * (`opensOnTopic`); null when the question marks none.
   */
  topic: string | null;
  language: Language;
}

type TypePatterns = readonly [QuestionType, RegExp][];

// The same four kinds of question in each language; Chinese and Japanese have no word spaces.
const TYPE_PATTERNS: Readonly<Record<Language, TypePatterns>> = {
  en: [
    [
      'quantity',
      /\bhow (many|much|long|far|old|large|big|tall|high|often|fast|deep|wide)\b|\bwhat (percentage|percent|proportion|number|amount|fraction)\b/i,
    ],
    [
      'when',
      /\bwhen\b|\b(what|which|in what) (year|date|day|month|century|decade|era|period|time)\b/i,
    ],
    ['who', /\bwho(m|se)?\b|\b(what|which) (person|people|man|woman|scientist|king|president)\b/i],
    [
      'where',
      /\bwhere\b|\b(what|which|in what) (country|city|state|place|region|continent|town)\b/i,
    ],
  ],
  fr: [
    [
      'quantity',
      /\bcombien\b|\bquel(le)?s? (est le |était le )?(pourcentage|proportion|nombre|quantité|montant|part)\b/iu,
    ],
    [
      'when',
      /\bquand\b|\bquel(le)?s? (année|date|jour|mois|siècle|décennie|époque|période)\b|\ben quelle\b/iu,
    ],
    [
      'who',
      /^(à |de |par |pour |avec )?qui\b|\bquel(le)?s? (personne|homme|femme|roi|président)\b/iu,
    ],
    ['where', /(^|\s)où(\s|$)|\bquel(le)?s? (pays|ville|état|lieu|région|continent)\b/iu],
  ],
  de: [
    [
      'quantity',
      /\bwie ?(viele?|lange|weit|alt|groß|hoch|oft|schnell|tief|breit|hohe?)\b|\b(welche[rsnm]?|wieviel) (prozentsatz|anteil|zahl|anzahl|menge|prozent)\b|\bwievielfache\b/iu,
    ],
    [
      'when',
      /\bwann\b|\b(in )?welche[mrsn]? (jahr|datum|tag|monat|jahrhundert|jahrzehnt|zeit|epoche|zeitraum)\b/iu,
    ],
    ['who', /\bwer\b|\bwe(m|n|ssen)\b|\bwelche[rsnm]? (person|mann|frau|könig|präsident)\b/iu],
    ['where', /\bwo(her|hin)?\b|\b(in )?welche[mrsn]? (land|stadt|staat|ort|region|kontinent)\b/iu],
  ],
  es: [
    [
      'quantity',
      /\bcu[áa]nt[oa]s?\b|\bqu[ée] (porcentaje|proporci[óo]n|n[úu]mero|cantidad|fracci[óo]n)\b/iu,
    ],
    [
      'when',
      /\bcu[áa]ndo\b|\bqu[ée] (a[ñn]o|fecha|d[íi]a|mes|siglo|d[ée]cada|[ée]poca|per[íi]odo)\b/iu,
    ],
    ['who', /\bqui[ée]n(es)?\b|\bqu[ée] (persona|hombre|mujer|rey|presidente)\b/iu],
    ['where', /\bd[óo]nde\b|\bqu[ée] (pa[íi]s|ciudad|estado|lugar|regi[óo]n|continente)\b/iu],
  ],
  zh: [
    [
      'quantity',
      /多少|几[个位名次种岁倍项座所条家辆架艘万千百十]|百分之几|比例是|多大|多长|多高|多远|多久/u,
    ],
    ['when', /什么时候|何时|哪一?年|哪一?天|哪个世纪|哪个月|几月|几号|何年|什么年代|哪个时期/u],
    ['who', /谁|哪位|什么人|哪个人/u],
    ['where', /哪里|哪儿|何处|何地|什么地方|哪个(国家|城市|地区|州|省)|在哪/u],
  ],
  ja: [
    [
      'quantity',
      /いくつ|何(人|個|回|パーセント|%|％|割|倍|メートル|キロ|円|種類|本|台|件|度|歳|万|千|百|校|社|名|隻|機)|どのくらい|どれくらい|どれだけ|人数/u,
    ],
    ['when', /いつ|何年|何月|何日|何世紀|何時代|西暦何|何時/u],
    ['who', /誰|だれ|どなた|何者/u],
    ['where', /どこ|何処|どの(国|都市|地域|県|町|場所)|何県|何市|何国/u],
  ],
};

/**
 * "Take place" only frames a where question ("Where does the Calvin cycle take place?"): the
 * sentence that answers names the topic and the place in its own words ("The Calvin cycle … in
 * the stroma"), so the phrase is no term to match; matched, it ties the topic's passage with any
 * other where something "takes place".
 */
const WHERE_FRAME = /\b(?:take|takes|took|taken|taking) place\b/giu;

export function questionType(question: string, language: Language = 'en'): QuestionType {
  return typedQuestion(question, language).type;
}

/**
 * The question's type and the question without the words that ask for it ("how many", "in what
 * year"): they name the kind of answer, not the topic, and the answer's passage seldom repeats them.
 */
function typedQuestion(
  question: string,
  language: Language,
): { type: QuestionType; topic: string } {
  for (const [type, re] of TYPE_PATTERNS[language]) {
    const m = re.exec(question);
    if (m !== null) {
      const topic = question.slice(0, m.index) + ' ' + question.slice(m.index + m[0].length);
      const framed = language === 'en' && type === 'where';
      return { type, topic: framed ? topic.replace(WHERE_FRAME, ' ') : topic };
    }
  }
  return { type: 'other', topic: question };
}

// Words of requests ("explain in simple terms...") that say how to answer, not what about.
const REQUEST_WORDS = new Set(
  'explain tell describe please simple simply briefly brief detail details understand'
    .split(' ')
    .map((word) => stem(word)),
);

/**
 * "What type of", "which kind of": words that name the kind of answer, as "how many" does; the
 * answer's passage names the thing itself ("the V8 engine"), seldom its type.
 */
const KIND_OF_ANSWER = /\b(what|which)\s+(types?|kinds?|sorts?)\s+of\b/giu;

/** The language a question is read in; `fallback` when its words do not tell. */
export function questionLanguage(question: string, fallback: Language = 'en'): Language {
  return detectLanguage(question, fallback);
}

/** Content stems of a question, without the wording of the request itself. */
export function queryTerms(
  question: string,
  language: Language = questionLanguage(question),
): string[] {
  const topic = typedQuestion(question, language).topic;
  if (language !== 'en') return terms(topic, language);
  return terms(topic.replace(KIND_OF_ANSWER, ' '), language).filter((t) => !REQUEST_WORDS.has(t));
}

export function analyzeQuery(
  question: string,
  language: Language = questionLanguage(question),
): QueryAnalysis {
  const stems = queryTerms(question, language);
  const bigrams = new Set<string>();
  for (let i = 1; i < stems.length; i++) bigrams.add(`${stems[i - 1]} ${stems[i]}`);
  const words = analyzeWords(question, language);
  const forms = new Map<string, string>();
  const capitalized = new Set<string>();
  for (const w of words) {
    if (w.stop) continue;
    if (!forms.has(w.stem)) forms.set(w.stem, w.lower);
    if (w.capitalized) capitalized.add(w.stem);
  }
  return {
    terms: [...new Set(stems)],
    bigrams,
    type: questionType(question, language),
    words: new Set(words.map((w) => w.lower)),
    forms,
    capitalized,
    unknownForms: new Set(),
    counters: language === 'ja' ? japaneseCounters(question) : [],
    focus: language === 'ja' ? japaneseFocus(question, stems) : null,
    topic: language === 'ja' ? japaneseTopic(question) : null,
    language,
  };
}

/** What may follow the focus's は/が at the end of a question: a question word, its ending, marks. */
const JAPANESE_FOCUS = new RegExp(
  '([\\p{Script=Han}\\p{Script=Katakana}ー]+)[はが]' +
    '(?:何|なに|なん|どこ|どれ|誰|だれ|いつ|いくつ|です|でしょう|だろう|なの|[かでのだ])*' +
    '[？?。!！\\s]*$',
  'u',
);

/** The last content term of the noun before a Japanese question's final は/が, if it is a term. */
function japaneseFocus(question: string, stems: readonly string[]): string | null {
  const noun = JAPANESE_FOCUS.exec(question)?.[1];
  if (noun === undefined) return null;
  const head = terms(noun, 'ja').at(-1);
  return head !== undefined && stems.includes(head) ? head : null;
}

/** A run of kanji, katakana, Latin letters and digits: a Japanese noun as written (グスタフ・マーラー). */
const JAPANESE_NOUN = '[\\p{Script=Han}\\p{Script=Katakana}ー・A-Za-z0-9]{2,}';
const JAPANESE_TOPIC = new RegExp(`^(${JAPANESE_NOUN})(?:とは|は)`, 'u');

/** The noun a Japanese question opens with when は or とは marks it as the topic. */
function japaneseTopic(question: string): string | null {
  return JAPANESE_TOPIC.exec(question.trimStart())?.[1] ?? null;
}

/**
 * Whether a sentence opens on the topic as its own topic or subject: the topic, a bracketed
 * reading or gloss after it at most, then は, とは or が ("CODENは、…", "グスタフ・マーラー（Gustav
 * Mahler, 1860年 - 1911年）は、…"). A sentence that only names it on the way ("グスタフ・マーラーの
 * 一徹な性格は…") does not.
 */
export function opensOnTopic(sentence: string, topic: string): boolean {
  if (!sentence.startsWith(topic)) return false;
  return /^(?:[（(][^）)]*[）)])?(?:は|とは|が)/u.test(sentence.slice(topic.length));
}

/** Counters that are one unit under two names: 14人 and 7名 both count people. */
const SAME_COUNTER: Readonly<Record<string, readonly string[]>> = {
  人: ['人', '名'],
  名: ['人', '名'],
};

/**
 * The counters a Japanese quantity question asks for: the one after 何 (何人 → 人), 人 for 人数,
 * or the noun a いくつ question counts (落語家の団体はいくつ → 団体: "5団体"; どのくらい asks for a
 * measure, 人口はどのくらい for 1400万人, and takes any number).
 */
function japaneseCounters(question: string): string[] {
  const unit =
    /何(人|個|回|割|倍|メートル|キロ|円|種類|本|台|件|度|歳|校|社|名|隻|機)/u.exec(question)?.[1] ??
    (/人数/u.test(question) ? '人' : undefined) ??
    /([\p{Script=Han}\p{Script=Katakana}ー]+)[はが](?:全部で|合計で)?いくつ/u.exec(question)?.[1];
  if (unit === undefined) return [];
  return [...(SAME_COUNTER[unit] ?? [unit])];
}

/** Languages that write every noun with a capital. */
const NOUNS_CAPITALIZED: ReadonlySet<Language> = new Set(['de']);

/**
 * The query with each term the corpus lacks read in the corpus's own words, when it has them: a
 * closed compound as its parts ("Muslimbruderschaft" as "Muslim" and "Bruderschaft",
 * `compoundParts`), or else the other spelling of an ordinal ("5th" as "fifth"), or else another
 * form of the word (`CorpusStats.variantOf`). A lowercase word of a language that capitalizes its
 * nouns that the corpus lacks even so goes to `unknownForms`.
 */
export function withCorpusForms(query: QueryAnalysis, stats: CorpusStats): QueryAnalysis {
  const known = (stem: string) => stats.docFreq(stem) > 0;
  const forms = new Map<string, string[]>();
  const unknownForms = new Set<string>();
  for (const t of query.terms) {
    if (known(t)) continue;
    const parts = compoundParts(query.forms.get(t) ?? t, query.language, known);
    const ordinal = otherOrdinalForm(t, query.language);
    const variant =
      parts !== null
        ? null
        : ordinal !== null && known(ordinal)
          ? ordinal
          : (stats.variantOf?.(t) ?? null);
    if (parts !== null) forms.set(t, parts);
    else if (variant !== null) forms.set(t, [variant]);
    else if (NOUNS_CAPITALIZED.has(query.language) && !query.capitalized.has(t)) {
      unknownForms.add(t);
    }
  }
  if (forms.size === 0) return { ...query, unknownForms };
  const form = (t: string) => forms.get(t) ?? [t];
  const bigrams = new Set<string>();
  for (const pair of query.bigrams) {
    const [a = '', b = ''] = pair.split(' ');
    bigrams.add(`${form(a).at(-1) ?? a} ${form(b)[0] ?? b}`);
  }
  for (const parts of forms.values())
    for (let i = 1; i < parts.length; i++) bigrams.add(`${parts[i - 1]} ${parts[i]}`);
  return { ...query, terms: [...new Set(query.terms.flatMap(form))], bigrams, unknownForms };
}

const YEAR = /\b(1[0-9]{3}|20[0-9]{2})s?\b/;

/** Months and other words of dates, per language. */
const DATE_WORDS: Readonly<Record<Language, RegExp>> = {
  en: /\b(january|february|march|april|may|june|july|august|september|october|november|december|century|centuries|decade|bc|ad|bce)\b/i,
  fr: /(^|[^\p{L}])(janvier|février|mars|avril|mai|juin|juillet|août|septembre|octobre|novembre|décembre|siècles?|décennies?|av\. j\.-c)(?![\p{L}])/iu,
  de: /(^|[^\p{L}])(januar|februar|märz|april|mai|juni|juli|august|september|oktober|november|dezember|jahrhunderts?|jahrzehnts?|v\. chr)(?![\p{L}])/iu,
  es: /(^|[^\p{L}])(enero|febrero|marzo|abril|mayo|junio|julio|agosto|septiembre|octubre|noviembre|diciembre|siglos?|décadas?|a\. ?c)(?![\p{L}])/iu,
  zh: /\d+\s*[年月日]|世纪|年代|公元/u,
  ja: /\d+\s*[年月日]|世紀|年代|明治|大正|昭和|平成|令和|西暦/u,
};

/** Numbers written as words, per language. */
const NUMBER_WORDS: Readonly<Record<Language, RegExp>> = {
  en: /^(one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|twenty|thirty|forty|fifty|hundred|hundreds|thousand|thousands|million|millions|billion|billions|dozen|half|percent)$/,
  fr: /^(deux|trois|quatre|cinq|six|sept|huit|neuf|dix|onze|douze|vingt|trente|quarante|cinquante|cent|cents|mille|millions?|milliards?|douzaine|moitié|pour cent)$/,
  de: /^(zwei|drei|vier|fünf|sechs|sieben|acht|neun|zehn|elf|zwölf|zwanzig|dreißig|vierzig|fünfzig|hundert|tausend|millionen?|milliarden?|dutzend|hälfte|prozent)$/,
  es: /^(dos|tres|cuatro|cinco|seis|siete|ocho|nueve|diez|once|doce|veinte|treinta|cuarenta|cincuenta|cien|cientos|mil|millón|millones|docena|mitad|por ciento)$/,
  zh: /^$/,
  ja: /^$/,
};

/**
 * Whether a sentence holds the kind of information the question type asks for, beyond the words
 * of the question itself: a date for "when", a number for "how many", a proper name for "who"
 * (capitalized words: Chinese and Japanese have none).
 */
export function hasAnswerCue(sentence: string, query: QueryAnalysis): boolean {
  switch (query.type) {
    case 'when':
      return YEAR.test(sentence) || DATE_WORDS[query.language].test(sentence);
    case 'quantity':
      return query.counters.length > 0
        ? hasCountedNumber(sentence, query.counters)
        : hasNewNumber(sentence, query.words, NUMBER_WORDS[query.language]);
    case 'who':
      return query.language === 'ja'
        ? hasNewKatakanaName(sentence, query.words)
        : hasNewProperName(sentence, query.words);
    case 'where':
      return query.language === 'ja'
        ? hasNewKatakanaName(sentence, query.words) || hasNewPlaceName(sentence, query.words)
        : hasNewProperName(sentence, query.words);
    case 'other':
      return false;
  }
}

function hasNewNumber(sentence: string, questionWords: Set<string>, numberWords: RegExp): boolean {
  for (const m of sentence.matchAll(/[\p{L}\p{N}]+/gu)) {
    const w = m[0].toLowerCase();
    if (questionWords.has(w)) continue;
    if (/\p{N}/u.test(w) || numberWords.test(w)) return true;
  }
  return false;
}

/** A number (digits or kanji numerals) followed by one of the counters: "14人", "5団体", "三名". */
function hasCountedNumber(sentence: string, counters: readonly string[]): boolean {
  for (const m of sentence.matchAll(/[0-9０-９〇一二三四五六七八九十百千万]+/gu)) {
    const rest = sentence.slice(m.index + m[0].length);
    if (counters.some((c) => rest.startsWith(c))) return true;
  }
  return false;
}

/**
 * Japanese has no capitals; it writes foreign names and places in katakana: a katakana word the
 * question does not hold stands for a proper name.
 */
function hasNewKatakanaName(sentence: string, questionWords: Set<string>): boolean {
  for (const m of sentence.matchAll(/[\u30a1-\u30fa][\u30a1-\u30fa\u30fc]+/gu)) {
    if (![...questionWords].some((w) => w.includes(m[0]) || m[0].includes(w))) return true;
  }
  return false;
}

/** A kanji place name the question does not hold: 大阪府, 横浜市, 江戸 is not one (no suffix). */
function hasNewPlaceName(sentence: string, questionWords: Set<string>): boolean {
  for (const m of sentence.matchAll(
    /\p{Script=Han}+(都|道|府|県|市|区|町|村|郡|州|省|国|島|半島|地方|港|駅)/gu,
  )) {
    if (![...questionWords].some((w) => w.includes(m[0]) || (w.length >= 2 && m[0].startsWith(w))))
      return true;
  }
  return false;
}

function hasNewProperName(sentence: string, questionWords: Set<string>): boolean {
  // Skip the first word: it is capitalized because it starts the sentence.
  let first = true;
  for (const m of sentence.matchAll(/\p{L}[\p{L}'’-]*/gu)) {
    const w = m[0];
    if (!first && /^\p{Lu}\p{Ll}/u.test(w) && !questionWords.has(w.toLowerCase())) return true;
    first = false;
  }
  return false;
}
