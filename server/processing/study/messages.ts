// Every text the engine writes into cards and questions, per output language.

export interface StudyMessages {
  whatIs: (term: string) => string;
  whichTerm: (description: string) => string;
  fillBlank: (sentence: string) => string;
  trueOrFalse: (statement: string) => string;
  blank: string;
}

const EN: StudyMessages = {
  whatIs: (term) => `What is ${term}?`,
  whichTerm: (description) => `Which term is described as: ${description}`,
  fillBlank: (sentence) => `Fill in the blank: ${sentence}`,
  trueOrFalse: (statement) => `True or false: ${statement}`,
  blank: '____',
};

const FR: StudyMessages = {
  whatIs: (term) => `Qu'est-ce que « ${term} » ?`,
  whichTerm: (description) => `Quel terme est décrit ainsi : ${description}`,
  fillBlank: (sentence) => `Complétez : ${sentence}`,
  trueOrFalse: (statement) => `Vrai ou faux : ${statement}`,
  blank: '____',
};

const DE: StudyMessages = {
  whatIs: (term) => `Was ist „${term}“?`,
  whichTerm: (description) => `Welcher Begriff wird so beschrieben: ${description}`,
  fillBlank: (sentence) => `Ergänzen Sie die Lücke: ${sentence}`,
  trueOrFalse: (statement) => `Richtig oder falsch: ${statement}`,
  blank: '____',
};

const ES: StudyMessages = {
  whatIs: (term) => `¿Qué es «${term}»?`,
  whichTerm: (description) => `¿Qué término se describe así?: ${description}`,
  fillBlank: (sentence) => `Completa el espacio: ${sentence}`,
  trueOrFalse: (statement) => `Verdadero o falso: ${statement}`,
  blank: '____',
};

const ZH: StudyMessages = {
  whatIs: (term) => `什么是“${term}”？`,
  whichTerm: (description) => `哪个术语符合以下描述：${description}`,
  fillBlank: (sentence) => `填空：${sentence}`,
  trueOrFalse: (statement) => `判断正误：${statement}`,
  blank: '____',
};

const JA: StudyMessages = {
  whatIs: (term) => `「${term}」とは何ですか？`,
  whichTerm: (description) => `次の説明に当てはまる用語はどれですか：${description}`,
  fillBlank: (sentence) => `空欄を埋めてください：${sentence}`,
  trueOrFalse: (statement) => `正しいか誤りか：${statement}`,
  blank: '____',
};

const BY_CODE: Record<string, StudyMessages> = { en: EN, fr: FR, de: DE, es: ES, zh: ZH, ja: JA };

const NAME_TO_CODE: Record<string, string> = {
  english: 'en',
  french: 'fr',
  german: 'de',
  spanish: 'es',
  chinese: 'zh',
  japanese: 'ja',
};

/** Templates for the requested output language (a settings name such as 'French'), else the material's. */
export function messagesFor(
  requested: string | undefined,
  materialLanguage: string,
): StudyMessages {
  const fromName = requested ? NAME_TO_CODE[requested.trim().toLowerCase()] : undefined;
  return BY_CODE[fromName ?? materialLanguage] ?? EN;
}

// Answers of true/false questions are the fixed values the quiz viewer compares against.
export const TRUE = 'True';
export const FALSE = 'False';
