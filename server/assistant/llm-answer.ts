// LLM mode of the assistant: an OpenAI-compatible model writes the answer from the retrieved
// passages only; the server turns its [n] markers into citation links and removes any link that
// does not point to one of those passages. Model errors are thrown (LlmError) so that the caller
// can fall back to the built-in `composeAnswer`.
import { chatCompletion, type LlmEndpoint } from '../llm/openai-compatible';
import { isRelevant, type ComprehensionLevel } from '../../engine/assistant/answer';
import type { CitationUrl } from '../../engine/assistant/citation';
import { citationHrefOf, replaceMarkers, verifyCitations } from './llm/citations';
import { buildAnswerMessages, NO_ANSWER, PROMPT_LIMITS, type Turn } from './llm/prompt';
import { assistantMessages } from '../../engine/assistant/messages';
import type { ScoredPassage } from '../../engine/assistant/types';

export { LlmError } from '../llm/openai-compatible';
export { verifyCitations } from './llm/citations';

export interface LlmAnswerInput {
  question: string;
  ranked: ScoredPassage[];
  /** Earlier messages of the conversation, oldest first, without the current question. */
  previous: Turn[];
  language: string;
  comprehensionLevel: ComprehensionLevel;
  citationUrl: CitationUrl;
  endpoint: LlmEndpoint;
}

export interface LlmAnswerReport {
  markdown: string;
  /** False when nothing relevant was retrieved and the model was not asked. */
  calledModel: boolean;
  /** Links and markers of the model's answer that pointed to no retrieved passage. */
  droppedCitations: number;
}

const MAX_TOKENS: Record<ComprehensionLevel, number> = {
  Beginner: 700,
  Intermediate: 1000,
  Advanced: 1600,
};

export async function composeLlmAnswer(input: LlmAnswerInput): Promise<string> {
  return (await composeLlmAnswerWithReport(input)).markdown;
}

/** `composeLlmAnswer`, also telling whether the model was asked and how many citations it lost. */
export async function composeLlmAnswerWithReport(input: LlmAnswerInput): Promise<LlmAnswerReport> {
  const { noHit } = assistantMessages(input.language);
  if (input.question.trim() === '' || !isRelevant(input.ranked[0])) {
    return { markdown: noHit, calledModel: false, droppedCitations: 0 };
  }
  const passages = input.ranked.slice(0, PROMPT_LIMITS.passages).map((r) => r.passage);
  const messages = buildAnswerMessages({
    question: input.question,
    passages,
    previous: input.previous,
    language: input.language,
    comprehensionLevel: input.comprehensionLevel,
  });
  const reply = withoutReasoning(
    await chatCompletion(input.endpoint, messages, {
      maxTokens: MAX_TOKENS[input.comprehensionLevel],
    }),
  );
  if (isNoAnswer(reply)) return { markdown: noHit, calledModel: true, droppedCitations: 0 };
  const marked = replaceMarkers(reply, passages, input.citationUrl);
  const allowed = passages.flatMap((p) => citationHrefOf(p, input.citationUrl) ?? []);
  const checked = verifyCitations(marked.markdown, allowed);
  return {
    markdown: tidy(checked.markdown),
    calledModel: true,
    droppedCitations: marked.dropped + checked.dropped,
  };
}

/** Reasoning models served through some OpenAI-compatible servers put their thinking inline. */
function withoutReasoning(reply: string): string {
  return reply.replace(/^\s*<think>[\s\S]*?<\/think>/i, '').trim();
}

function isNoAnswer(reply: string): boolean {
  return reply.replace(/^[\s*_`"'.]+/, '').startsWith(NO_ANSWER);
}

/** Removing links and markers can leave "word ." or doubled spaces behind (indents are kept). */
function tidy(markdown: string): string {
  return markdown
    .replace(/(\S)[ \t]+([.,])(?=\s|$)/g, '$1$2')
    .replace(/(\S)[ \t]{2,}(?=\S)/g, '$1 ')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
}
