import { composeAnswer } from '../assistant/answer';
import type { AnswerRequest, Answerer } from './chat';
import type { ChunkPassage, SearchService } from './search';
import type { UrlSigner } from './signed-urls';

/** How many ranked passages an answer is composed from. */
const ANSWER_PASSAGES = 8;

/**
 * The built-in assistant: retrieves the caller's passages and composes an extractive markdown
 * answer whose citations link to the file at the page or second.
 */
export class AssistantAnswerer implements Answerer {
  constructor(
    private readonly search: SearchService,
    private readonly signer: UrlSigner,
  ) {}

  async answer(request: AnswerRequest): Promise<string> {
    const ranked = await this.search.rank(request.user, request.question, ANSWER_PASSAGES, request.fileIds);
    return composeAnswer(request.question, ranked, {
      comprehensionLevel: request.comprehensionLevel,
      citationUrl: (p) => {
        const passage = p as ChunkPassage;
        return request.origin + this.signer.path(passage.fileIdNumber, request.user.id, passage.fileName ?? 'file');
      },
    });
  }

}
