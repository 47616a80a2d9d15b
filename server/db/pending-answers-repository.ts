// Questions waiting for their files to be processed (README "Answers that wait for a file").
// Rows are claimed by deleting them, so of several processes that learn a file is ready only
// one answers each question.
import type { Kysely } from 'kysely';
import { readNumberList } from './json-columns';
import type { Database, PendingAnswerRow } from './schema';
import { nowIso } from '../time';

export interface NewPendingAnswer {
  userId: number;
  historyId: number;
  question: string;
  language: string;
  comprehensionLevel: string;
  origin: string;
  fileIds: number[];
}

export interface PendingAnswer extends Omit<PendingAnswerRow, 'file_ids'> {
  fileIds: number[];
}

const toPending = ({ file_ids, ...row }: PendingAnswerRow): PendingAnswer => ({
  ...row,
  fileIds: readNumberList(file_ids),
});

export class PendingAnswersRepository {
  constructor(private readonly db: Kysely<Database>) {}

  async insert(values: NewPendingAnswer): Promise<PendingAnswer> {
    const row = await this.db
      .insertInto('pending_answers')
      .values({
        user_id: values.userId,
        history_id: values.historyId,
        question: values.question,
        language: values.language,
        comprehension_level: values.comprehensionLevel,
        origin: values.origin,
        file_ids: JSON.stringify(values.fileIds),
        created_at: nowIso(),
      })
      .returningAll()
      .executeTakeFirstOrThrow();
    return toPending(row);
  }

  /** The owner's waiting questions, oldest first. */
  async ofOwner(userId: number): Promise<PendingAnswer[]> {
    const rows = await this.db
      .selectFrom('pending_answers')
      .selectAll()
      .where('user_id', '=', userId)
      .orderBy('id')
      .execute();
    return rows.map(toPending);
  }

  /** Takes the row for the caller; false when another process (or an earlier event) took it. */
  async claim(id: number): Promise<boolean> {
    const result = await this.db
      .deleteFrom('pending_answers')
      .where('id', '=', id)
      .executeTakeFirst();
    return Number(result.numDeletedRows) > 0;
  }
}
