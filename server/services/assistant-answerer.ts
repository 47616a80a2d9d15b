import { composeAnswer } from '../../engine/assistant/answer';
import { languageCode } from '../../engine/language/codes';
import {
  answerCollectionQuestion,
  detectCollectionIntent,
} from '../../engine/assistant/collection';
import { composeLlmAnswerWithReport } from '../assistant/llm-answer';
import type { Passage } from '../../engine/assistant/rank';
import type { LlmEndpoint } from '../llm/openai-compatible';
import type { Db } from '../db/database';
import type { AnswerRequest, Answerer } from './chat';
import { loadCollectionData } from './collection-data';
import type { ChunkPassage, SearchService } from './search';
import type { UrlSigner } from './signed-urls';

/** How many ranked passages an answer is composed from. */
const ANSWER_PASSAGES = 8;

/**
 * The built-in assistant: questions about the collection itself are answered from the files list,
 * concepts and quiz questions; anything else from the caller's best passages, as an extractive
 * markdown answer whose citations link to the file at the page or second.
 */
export class AssistantAnswerer implements Answerer {
  constructor(
    private readonly db: Db,
    private readonly search: SearchService,
    private readonly signer: UrlSigner,
    private readonly llm: LlmEndpoint | null = null,
    private readonly log: (message: string) => void = () => undefined,
  ) {}

  async answer(request: AnswerRequest): Promise<string> {
    if (detectCollectionIntent(request.question)) {
      const data = await loadCollectionData(this.db, this.signer, request.user, request.origin);
      const answer = answerCollectionQuestion(request.question, data, request.language);
      if (answer !== null) return answer;
    }
    const ranked = await this.search.rank(
      request.user,
      request.question,
      ANSWER_PASSAGES,
      request.fileIds,
      languageCode(request.language) ?? undefined,
    );
    const citationUrl = (p: Passage) => {
      const passage = p as ChunkPassage;
      return (
        request.origin +
        this.signer.path(passage.fileIdNumber, request.user.id, passage.fileName ?? 'file')
      );
    };
    if (this.llm) {
      try {
        const report = await composeLlmAnswerWithReport({
          question: request.question,
          ranked,
          previous: request.previous,
          language: request.language,
          comprehensionLevel: request.comprehensionLevel,
          citationUrl,
          endpoint: this.llm,
        });
        if (report.droppedCitations > 0)
          this.log(
            `Dropped ${report.droppedCitations} citation(s) that pointed to no retrieved passage`,
          );
        return report.markdown;
      } catch (error) {
        this.log(
          `LLM answer failed, used the built-in engine: ${error instanceof Error ? error.message : String(error)}`,
        );
      }
    }
    return composeAnswer(request.question, ranked, {
      comprehensionLevel: request.comprehensionLevel,
      language: request.language,
      citationUrl,
    });
  }
}
