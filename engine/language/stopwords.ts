// Function words per language: they carry no topic, so retrieval neither matches on them nor
// counts them in a question. English keeps the engine's own list (SMART/Lucene style, plus
// question words); the others are the stopwords-iso lists with the question words they lack.
import stopwordsIso from 'stopwords-iso/stopwords-iso.json' with { type: 'json' };
import type { Language } from './codes';

const ENGLISH = (
  'a about above after again against all am an and any are as at be because been before being ' +
  'below between both but by can could did do does doing down during each few for from further ' +
  'had has have having he her here hers herself him himself his how i if in into is it its itself ' +
  'just me more most my myself no nor not now of off on once only or other our ours ourselves out ' +
  'over own same she should so some such than that the their theirs them themselves then there ' +
  'these they this those through to too under until up very was we were what when where which ' +
  'while who whom whose why will with would you your yours yourself yourselves also may might must ' +
  'shall us upon yet however although though whether either neither s t ve ll re d'
).split(' ');

/**
 * English function words met in a French, German or Spanish text belong to the English titles and
 * names it quotes ("Doctor Who", "House of Commons", "The Curse of the Daleks"): they carry no
 * topic there either. Only words that are no word of those languages ("or", gold in French, and
 * "are" are left out).
 */
const ENGLISH_IN_TITLES = (
  'the of and to is that for it was on with as by this be at from which were has have its their ' +
  'they his what who how when where why whom whose would will could should into about'
).split(' ');

/** Question and request words a list may lack: a question's own wording is not its topic. */
const QUESTION_WORDS: Readonly<Record<Exclude<Language, 'en'>, string>> = {
  fr: 'quand qui que quoi où comment combien pourquoi quel quelle quels quelles lequel laquelle expliquer expliquez explique décrire décrivez nommez citez',
  de: 'wann wer wen wem wessen was wo woher wohin wie welche welcher welches welchen welchem warum wieviel wieviele weshalb wieso wofür wozu woraus womit worauf worüber erkläre erklären beschreibe beschreiben nenne nennen nennt gib geben gebe',
  es: 'qué cuál cuáles quién quiénes cuándo dónde cómo cuánto cuántos cuánta cuántas porqué explica explicar describe describir nombre nombra menciona mencione',
  zh: '什么 哪 哪个 哪些 哪里 哪儿 哪一 谁 何时 多少 几 为什么 怎么 怎样 如何 是否 吗 呢 请 解释 说明',
  ja: '何 なに なん どこ 誰 だれ いつ どの どれ どう なぜ いくつ どんな どのよう どちら 何故 教え ください',
};

const lists = new Map<Language, ReadonlySet<string>>();

function build(language: Language): ReadonlySet<string> {
  if (language === 'en') return new Set(ENGLISH);
  const iso = (stopwordsIso as Record<string, string[]>)[language] ?? [];
  const english = language === 'zh' || language === 'ja' ? [] : ENGLISH_IN_TITLES;
  return new Set(
    [...iso, ...QUESTION_WORDS[language].split(' '), ...english].map((w) => w.toLowerCase()),
  );
}

export function stopwordsOf(language: Language): ReadonlySet<string> {
  let list = lists.get(language);
  if (list === undefined) {
    list = build(language);
    lists.set(language, list);
  }
  return list;
}
