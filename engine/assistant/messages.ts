// Every text the assistant writes itself, in the six languages of the language setting, in one
// place for tests and translators. Quotes of the student's documents are never translated: only
// these frames around them follow the setting.
import { languageCode, type Language } from '../language/codes';

export interface AssistantMessages {
  /** The refusal: nothing relevant was found in the student's files. */
  noHit: string;
  /** The reply to a question whose files are still being processed; the answer follows later. */
  stillReading: (fileNames: readonly string[]) => string;
  sources: string;
  supportingPoints: string;
  /** A page of a cited document. */
  page: (page: number) => string;
  noFiles: string;
  filesHeading: (count: number) => string;
  noFileMatch: (name: string) => string;
  noConcepts: (name: string) => string;
  summaryHeading: (name: string) => string;
  noQuiz: (topic: string) => string;
  quizHeading: (topic: string) => string;
  /** The quiz's topic when the student named none. */
  yourFiles: string;
  answers: string;
  trueOrFalse: string;
  true: string;
  false: string;
  statusLabels: Readonly<Record<string, string>>;
}

/** "a", "a and b", "a, b and 3 more": the names of the files a reply waits for. */
function nameList(names: readonly string[], and: string, more: (n: number) => string): string {
  if (names.length <= 2) return names.join(and);
  return `${names.slice(0, 2).join(', ')}${and}${more(names.length - 2)}`;
}

const EN: AssistantMessages = {
  noHit:
    "I couldn't find anything about that in your files. Try uploading notes, slides or a textbook chapter that covers it, or rephrase the question.",
  stillReading: (names) =>
    `I'm still reading ${nameList(names, ' and ', (n) => `${n} more`)} — I'll answer here as soon as it's ready.`,
  sources: 'Sources:',
  supportingPoints: '**Supporting points**',
  page: (page) => `p. ${page}`,
  noFiles: "You haven't uploaded any files yet.",
  filesHeading: (count) => `You have ${count} file${count === 1 ? '' : 's'}:`,
  noFileMatch: (name) => `I couldn't find a file named "${name}" in your files.`,
  noConcepts: (name) => `"${name}" has no key concepts yet; it may still be processing.`,
  summaryHeading: (name) => `**Summary of ${name}**`,
  noQuiz: (topic) =>
    `I couldn't find quiz questions about "${topic}" in your files. Upload material that covers it, then try again.`,
  quizHeading: (topic) => `**Quiz: ${topic}**`,
  yourFiles: 'your files',
  answers: '**Answers:**',
  trueOrFalse: 'True or false?',
  true: 'True',
  false: 'False',
  statusLabels: {
    completed: 'ready',
    ready: 'ready',
    processing: 'processing',
    pending: 'waiting to be processed',
    queued: 'waiting to be processed',
    failed: 'failed',
    error: 'failed',
  },
};

const FR: AssistantMessages = {
  noHit:
    "Je n'ai rien trouvé à ce sujet dans vos fichiers. Essayez d'importer des notes, des diapositives ou un chapitre de manuel qui en parle, ou reformulez la question.",
  stillReading: (names) =>
    `Je lis encore ${nameList(names, ' et ', (n) => `${n} autre${n === 1 ? '' : 's'}`)} — je répondrai ici dès que ce sera prêt.`,
  sources: 'Sources :',
  supportingPoints: '**Points à l’appui**',
  page: (page) => `p. ${page}`,
  noFiles: "Vous n'avez encore importé aucun fichier.",
  filesHeading: (count) => `Vous avez ${count} fichier${count === 1 ? '' : 's'} :`,
  noFileMatch: (name) => `Je n'ai trouvé aucun fichier nommé « ${name} » dans vos fichiers.`,
  noConcepts: (name) =>
    `« ${name} » n'a pas encore de notions clés ; le fichier est peut-être encore en cours de traitement.`,
  summaryHeading: (name) => `**Résumé de ${name}**`,
  noQuiz: (topic) =>
    `Je n'ai pas trouvé de questions de quiz sur « ${topic} » dans vos fichiers. Importez des documents qui en parlent, puis réessayez.`,
  quizHeading: (topic) => `**Quiz : ${topic}**`,
  yourFiles: 'vos fichiers',
  answers: '**Réponses :**',
  trueOrFalse: 'Vrai ou faux ?',
  true: 'Vrai',
  false: 'Faux',
  statusLabels: {
    completed: 'prêt',
    ready: 'prêt',
    processing: 'en cours de traitement',
    pending: 'en attente de traitement',
    queued: 'en attente de traitement',
    failed: 'échec',
    error: 'échec',
  },
};

const DE: AssistantMessages = {
  noHit:
    'Ich habe dazu nichts in deinen Dateien gefunden. Lade Notizen, Folien oder ein Lehrbuchkapitel hoch, das das Thema behandelt, oder formuliere die Frage um.',
  stillReading: (names) =>
    `Ich lese noch ${nameList(names, ' und ', (n) => `${n} weitere`)} – ich antworte hier, sobald ich fertig bin.`,
  sources: 'Quellen:',
  supportingPoints: '**Weitere Belege**',
  page: (page) => `S. ${page}`,
  noFiles: 'Du hast noch keine Dateien hochgeladen.',
  filesHeading: (count) => `Du hast ${count} ${count === 1 ? 'Datei' : 'Dateien'}:`,
  noFileMatch: (name) => `Ich habe in deinen Dateien keine Datei namens „${name}“ gefunden.`,
  noConcepts: (name) =>
    `„${name}“ hat noch keine Schlüsselbegriffe; die Datei wird vielleicht noch verarbeitet.`,
  summaryHeading: (name) => `**Zusammenfassung von ${name}**`,
  noQuiz: (topic) =>
    `Ich habe in deinen Dateien keine Quizfragen zu „${topic}“ gefunden. Lade Material dazu hoch und versuche es dann noch einmal.`,
  quizHeading: (topic) => `**Quiz: ${topic}**`,
  yourFiles: 'deine Dateien',
  answers: '**Antworten:**',
  trueOrFalse: 'Richtig oder falsch?',
  true: 'Richtig',
  false: 'Falsch',
  statusLabels: {
    completed: 'bereit',
    ready: 'bereit',
    processing: 'wird verarbeitet',
    pending: 'wartet auf Verarbeitung',
    queued: 'wartet auf Verarbeitung',
    failed: 'fehlgeschlagen',
    error: 'fehlgeschlagen',
  },
};

const ES: AssistantMessages = {
  noHit:
    'No encontré nada sobre eso en tus archivos. Prueba a subir apuntes, diapositivas o un capítulo de un libro de texto que lo trate, o reformula la pregunta.',
  stillReading: (names) =>
    `Todavía estoy leyendo ${nameList(names, ' y ', (n) => `${n} más`)}; responderé aquí en cuanto esté listo.`,
  sources: 'Fuentes:',
  supportingPoints: '**Puntos de apoyo**',
  page: (page) => `pág. ${page}`,
  noFiles: 'Todavía no has subido ningún archivo.',
  filesHeading: (count) => `Tienes ${count} archivo${count === 1 ? '' : 's'}:`,
  noFileMatch: (name) => `No encontré ningún archivo llamado «${name}» en tus archivos.`,
  noConcepts: (name) =>
    `«${name}» aún no tiene conceptos clave; puede que todavía se esté procesando.`,
  summaryHeading: (name) => `**Resumen de ${name}**`,
  noQuiz: (topic) =>
    `No encontré preguntas de cuestionario sobre «${topic}» en tus archivos. Sube material que lo trate y vuelve a intentarlo.`,
  quizHeading: (topic) => `**Cuestionario: ${topic}**`,
  yourFiles: 'tus archivos',
  answers: '**Respuestas:**',
  trueOrFalse: '¿Verdadero o falso?',
  true: 'Verdadero',
  false: 'Falso',
  statusLabels: {
    completed: 'listo',
    ready: 'listo',
    processing: 'procesándose',
    pending: 'en espera de procesamiento',
    queued: 'en espera de procesamiento',
    failed: 'error',
    error: 'error',
  },
};

const ZH: AssistantMessages = {
  noHit:
    '我在你的文件中没有找到相关内容。试着上传涵盖这一内容的笔记、幻灯片或教材章节，或者换一种方式提问。',
  stillReading: (names) =>
    `我还在阅读${nameList(names, '和', (n) => `另外 ${n} 个文件`)}——读完后会在这里回答。`,
  sources: '来源：',
  supportingPoints: '**补充要点**',
  page: (page) => `第 ${page} 页`,
  noFiles: '你还没有上传任何文件。',
  filesHeading: (count) => `你有 ${count} 个文件：`,
  noFileMatch: (name) => `在你的文件中没有找到名为“${name}”的文件。`,
  noConcepts: (name) => `“${name}”还没有关键概念，可能仍在处理中。`,
  summaryHeading: (name) => `**${name} 摘要**`,
  noQuiz: (topic) => `在你的文件中没有找到关于“${topic}”的测验题。请上传相关资料后再试一次。`,
  quizHeading: (topic) => `**测验：${topic}**`,
  yourFiles: '你的文件',
  answers: '**答案：**',
  trueOrFalse: '判断正误：',
  true: '正确',
  false: '错误',
  statusLabels: {
    completed: '已就绪',
    ready: '已就绪',
    processing: '处理中',
    pending: '等待处理',
    queued: '等待处理',
    failed: '失败',
    error: '失败',
  },
};

const JA: AssistantMessages = {
  noHit:
    'ファイルの中にそれに関する内容が見つかりませんでした。その内容を扱ったノート、スライド、教科書の章をアップロードするか、質問を言い換えてみてください。',
  stillReading: (names) =>
    `${nameList(names, 'と', (n) => `ほか${n}件`)}をまだ読んでいます。読み終わり次第、ここでお答えします。`,
  sources: '出典：',
  supportingPoints: '**補足ポイント**',
  page: (page) => `${page}ページ`,
  noFiles: 'まだファイルがアップロードされていません。',
  filesHeading: (count) => `ファイルは${count}件あります：`,
  noFileMatch: (name) => `「${name}」という名前のファイルは見つかりませんでした。`,
  noConcepts: (name) => `「${name}」にはまだキーコンセプトがありません。処理中の可能性があります。`,
  summaryHeading: (name) => `**${name} の要約**`,
  noQuiz: (topic) =>
    `ファイルの中に「${topic}」に関するクイズ問題が見つかりませんでした。関連する資料をアップロードしてから、もう一度お試しください。`,
  quizHeading: (topic) => `**クイズ：${topic}**`,
  yourFiles: 'あなたのファイル',
  answers: '**解答：**',
  trueOrFalse: '正しいか誤りか：',
  true: '正しい',
  false: '誤り',
  statusLabels: {
    completed: '準備完了',
    ready: '準備完了',
    processing: '処理中',
    pending: '処理待ち',
    queued: '処理待ち',
    failed: '失敗',
    error: '失敗',
  },
};

export const ASSISTANT_MESSAGES: Readonly<Record<Language, AssistantMessages>> = {
  en: EN,
  fr: FR,
  de: DE,
  es: ES,
  zh: ZH,
  ja: JA,
};

/** The catalogue of the language setting ("French", "fr"…); English for anything else. */
export function assistantMessages(language?: string | null): AssistantMessages {
  return ASSISTANT_MESSAGES[languageCode(language) ?? 'en'];
}

/** Whether a reply is the assistant's refusal, in any language. */
export function isRefusal(reply: string): boolean {
  return Object.values(ASSISTANT_MESSAGES).some((m) => m.noHit === reply);
}

// English, for the callers that know no language (the command line, tests).
export const NO_HIT = EN.noHit;
export const stillReading = EN.stillReading;
