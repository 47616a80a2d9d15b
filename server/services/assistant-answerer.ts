import { composeAnswer } from '../assistant/answer';
import { answerCollectionQuestion, detectCollectionIntent } from '../assistant/collection';
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
  ) {}

  async answer(request: AnswerRequest): Promise<string> {
    if (detectCollectionIntent(request.question)) {
      const data = await loadCollectionData(this.db, this.signer, request.user, request.origin);
      const answer = answerCollectionQuestion(request.question, data);
      if (answer !== null) return answer;
    }
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
