// Answers questions about the collection itself: which files there are, a file's summary, a quiz.
//
// The server detects the intent first (`detectCollectionIntent`, no I/O), loads the caller's rows
// into `CollectionData` only when there is one, then calls `answerCollectionQuestion`.
import { citation } from './citation';
import { markdownHref, markdownText } from './markdown';
import { detectCollectionIntent } from './collection-intent';
import { assistantMessages, type AssistantMessages } from './messages';
import { terms } from './text';

export { detectCollectionIntent, type CollectionIntent } from './collection-intent';

export interface CollectionFile {
  id: string;
  file_name: string;
  file_type: string;
  status: string;
  /** Signed URL of the file, or null when it cannot be opened. */
  url: string | null;
}

export interface CollectionConcept {
  file_id: string;
  concept_title: string;
  concept_explanation: string;
  source_page_number: number | null;
  source_video_timestamp_start_seconds: number | null;
  /** Higher first; concepts without it keep their order. */
  importance?: number;
}

export interface CollectionQuizQuestion {
  file_id: string;
  question: string;
  question_type: 'MCQ' | 'TF';
  correct_answer: string;
  distractors: string[];
  /** Title of the concept the question tests, when known: it helps match the topic. */
  concept_title?: string | null;
}

/** The caller's files with their stored concepts and quiz questions, as plain arrays. */
export interface CollectionData {
  files: CollectionFile[];
  concepts: CollectionConcept[];
  quizQuestions: CollectionQuizQuestion[];
}

const SUMMARY_CONCEPTS = 5;
const QUIZ_SIZE = 3;

/**
 * Markdown answer, or null when the question is not about the collection (or names no file).
 * `language` is the language setting: the answer's own words follow it.
 */
export function answerCollectionQuestion(
  question: string,
  data: CollectionData,
  language?: string,
): string | null {
  const intent = detectCollectionIntent(question);
  if (intent === null) return null;
  const messages = assistantMessages(language);
  switch (intent.kind) {
    case 'files':
      return listFiles(data.files, messages);
    case 'summarize':
      return summarize(intent.name, data, messages);
    case 'quiz':
      return quiz(intent.topic, data.quizQuestions, messages);
  }
}

function listFiles(files: CollectionFile[], messages: AssistantMessages): string {
  if (files.length === 0) return messages.noFiles;
  const lines = files.map((f) => {
    const name = markdownText(f.file_name);
    const label = f.url === null ? name : `[${name}](${markdownHref(f.url)})`;
    return `- ${label} — ${f.file_type}, ${messages.statusLabels[f.status] ?? f.status}`;
  });
  return [messages.filesHeading(files.length), lines.join('\n')].join('\n\n');
}

function summarize(name: string, data: CollectionData, messages: AssistantMessages): string | null {
  const file = bestFile(name, data.files);
  if (file === undefined) return null;
  const concepts = data.concepts
    .map((c, order) => ({ c, order }))
    .filter(({ c }) => c.file_id === file.id)
    .sort((a, b) => (b.c.importance ?? 0) - (a.c.importance ?? 0) || a.order - b.order)
    .slice(0, SUMMARY_CONCEPTS)
    .map(({ c }) => c);
  if (concepts.length === 0) return messages.noConcepts(markdownText(file.file_name));
  const lines = concepts.map((c) => {
    const source = {
      id: file.id,
      text: '',
      fileName: file.file_name,
      page: c.source_page_number,
      startSeconds: c.source_video_timestamp_start_seconds,
    };
    const title = markdownText(c.concept_title);
    const explanation = markdownText(c.concept_explanation);
    return `- **${title}** — ${explanation} ${citation(source, () => file.url, messages)}`;
  });
  return [messages.summaryHeading(markdownText(file.file_name)), lines.join('\n')].join('\n\n');
}

/** The file whose name shares the most words with `name`; undefined when none shares any. */
function bestFile(name: string, files: CollectionFile[]): CollectionFile | undefined {
  const wanted = new Set(nameTokens(name));
  const target = name.toLowerCase();
  let best: CollectionFile | undefined;
  let bestScore = 0;
  for (const f of files) {
    const tokens = nameTokens(f.file_name);
    const shared = tokens.filter((t) => wanted.has(t)).length;
    if (shared === 0) continue;
    const exact = f.file_name.toLowerCase() === target ? 1 : 0;
    const score = exact + shared / (wanted.size + tokens.length - shared);
    if (score > bestScore) {
      bestScore = score;
      best = f;
    }
  }
  return best;
}

function nameTokens(name: string): string[] {
  return [...new Set(terms(name.replace(/\.[a-z0-9]{2,4}$/i, '').replace(/[_-]+/g, ' ')))];
}

function quiz(
  topic: string,
  questions: CollectionQuizQuestion[],
  messages: AssistantMessages,
): string {
  const wanted = new Set(terms(topic));
  const scored = questions
    .map((q, order) => {
      const words = terms(`${q.concept_title ?? ''} ${q.question} ${q.correct_answer}`);
      return { q, order, score: words.filter((w) => wanted.has(w)).length };
    })
    .filter((s) => wanted.size === 0 || s.score > 0)
    .sort((a, b) => b.score - a.score || a.order - b.order)
    .slice(0, QUIZ_SIZE);
  const title = topic === '' ? messages.yourFiles : markdownText(topic);
  if (scored.length === 0) return messages.noQuiz(title);
  const asked = scored.map(({ q }, i) => formatQuestion(q, i + 1, messages));
  const answers = scored.map(({ q }, i) => `${i + 1}. ${answerOf(q, messages)}`);
  return [messages.quizHeading(title), ...asked, messages.answers, answers.join('\n')].join('\n\n');
}

const LETTERS = 'ABCDEFGH';

function formatQuestion(q: CollectionQuizQuestion, n: number, messages: AssistantMessages): string {
  if (q.question_type === 'TF') {
    const statement = `${messages.trueOrFalse} ${markdownText(q.question)}`;
    return `${n}. ${statement}\n   - ${messages.true}\n   - ${messages.false}`;
  }
  const options = optionsOf(q).map((o, i) => `   - ${LETTERS[i] ?? '?'}) ${markdownText(o)}`);
  return `${n}. ${markdownText(q.question)}\n${options.join('\n')}`;
}

function answerOf(q: CollectionQuizQuestion, messages: AssistantMessages): string {
  if (q.question_type === 'TF')
    return /^t/i.test(q.correct_answer) ? messages.true : messages.false;
  const index = optionsOf(q).indexOf(q.correct_answer);
  return `${LETTERS[index] ?? '?'}) ${markdownText(q.correct_answer)}`;
}

/** The options in an order fixed by the question text, so the answer is not always first. */
function optionsOf(q: CollectionQuizQuestion): string[] {
  const options = [q.correct_answer, ...q.distractors.filter((d) => d !== q.correct_answer)];
  const slot = hash(q.question) % options.length;
  const [correct] = options.splice(0, 1);
  if (correct !== undefined) options.splice(slot, 0, correct);
  return options.slice(0, LETTERS.length);
}

function hash(text: string): number {
  let h = 2166136261;
  for (let i = 0; i < text.length; i++) h = Math.imul(h ^ text.charCodeAt(i), 16777619);
  return h >>> 0;
}
