// The chat messages of an LLM answer: rules, the conversation so far, the numbered passages and
// the question. Passages are cited as [n] markers, which the server turns into real links.
import type { ChatMessage } from '../../llm/openai-compatible';
import type { ComprehensionLevel } from '../../../engine/assistant/answer';
import { citationLabel } from '../../../engine/assistant/citation';
import type { Passage } from '../../../engine/assistant/types';

/** What the model replies when the passages do not answer the question. */
export const NO_ANSWER = 'NO_ANSWER';

export const PROMPT_LIMITS = {
  /** Passages shown to the model, best first. */
  passages: 8,
  /** Longest passage text shown, in words (chunks are ~200 words; this bounds odd ones). */
  passageWords: 350,
  /** Previous messages shown, most recent last. */
  turns: 6,
  /** Longest previous message shown, in characters. */
  turnChars: 1200,
};

export interface Turn {
  sender: 'user' | 'bot';
  content: string;
}

export interface PromptInput {
  question: string;
  /** The passages the model may cite; passage n of the prompt is `passages[n - 1]`. */
  passages: Passage[];
  previous: Turn[];
  language: string;
  comprehensionLevel: ComprehensionLevel;
}

const LEVEL_GUIDANCE: Record<ComprehensionLevel, string> = {
  Beginner:
    'The student is a beginner: use plain everyday words and short sentences, explain every technical term you use, and keep the answer to one short paragraph, with at most three bullet points.',
  Intermediate:
    'The student has an intermediate level: use the usual terms of the subject, explain the less common ones briefly, and give a clear paragraph followed by the key points as bullets when there are several.',
  Advanced:
    'The student is advanced: use precise technical terms and include the details, conditions and nuances the passages give; structure a longer answer with bullet points where it helps.',
};

function systemPrompt(language: string, level: ComprehensionLevel): string {
  return [
    "You are Mnemo, a study assistant. You answer a student's question using ONLY the numbered passages from the student's own files.",
    'Rules:',
    `1. Use only what the passages say. Do not add outside knowledge, even when you know the answer. If the passages do not answer the question, reply with exactly ${NO_ANSWER} and nothing else.`,
    '2. After each sentence, cite the passages it comes from by number in square brackets, like [1] or [2][3]. Cite only the numbers of the passages given. Do not write URLs or links, and do not add a list of sources.',
    `3. Write the whole answer in ${language}, even when the passages or the question use another language.`,
    `4. ${LEVEL_GUIDANCE[level]}`,
    '5. Use markdown: short paragraphs and bullet points, no headings.',
    '6. The earlier conversation, when given, only helps you understand the question (what "it" or "that" refers to); it is not a source of facts.',
  ].join('\n');
}

/** A previous message without its links (their URLs are long and must not be copied). */
function turnText(content: string): string {
  const plain = content.replace(/!?\[((?:\\.|[^\\\]])*)\]\([^)]*\)/g, '$1').trim();
  return plain.length <= PROMPT_LIMITS.turnChars
    ? plain
    : `${plain.slice(0, PROMPT_LIMITS.turnChars).trimEnd()}…`;
}

function passageText(text: string): string {
  const words = text.replace(/\s+/g, ' ').trim().split(' ');
  if (words.length <= PROMPT_LIMITS.passageWords) return words.join(' ');
  return `${words.slice(0, PROMPT_LIMITS.passageWords).join(' ')}…`;
}

function conversation(previous: Turn[]): string | null {
  const turns = previous.slice(-PROMPT_LIMITS.turns).filter((t) => t.content.trim() !== '');
  if (turns.length === 0) return null;
  const lines = turns.map(
    (t) => `${t.sender === 'user' ? 'Student' : 'Mnemo'}: ${turnText(t.content)}`,
  );
  return `Earlier conversation (context only):\n${lines.join('\n\n')}`;
}

/**
 * One system message and one user message. The history is a transcript inside the user message
 * rather than alternating chat turns, because some local models' chat templates reject a
 * conversation that does not alternate strictly (a history may start with a bot turn).
 */
export function buildAnswerMessages(input: PromptInput): ChatMessage[] {
  const passages = input.passages
    .map((p, i) => `[${i + 1}] ${citationLabel(p)}\n${passageText(p.text)}`)
    .join('\n\n');
  const user = [
    conversation(input.previous),
    `Passages from the student's files:\n\n${passages}`,
    `Question: ${input.question.trim()}`,
    `Answer in ${input.language} for a ${input.comprehensionLevel} student, citing passages as [n].`,
  ].filter((part): part is string => part !== null);
  return [
    { role: 'system', content: systemPrompt(input.language, input.comprehensionLevel) },
    { role: 'user', content: user.join('\n\n') },
  ];
}
