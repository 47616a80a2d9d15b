import type { Kysely, Transaction } from 'kysely';
import type { FileStatus } from '../../contract/files';
import { terms } from '../assistant/text';
import type { Config } from '../config';
import type { Db } from '../db/database';
import type { Database, FileRow, JobRow } from '../db/schema';
import type { JobHooks, WorkerOutcome } from '../jobs/run-in-worker';
import type { ProcessRequest } from '../jobs/worker-protocol';
import type { Chunk, StudySet } from '../processing/types';
import type { EventBus } from '../realtime/event-bus';
import type { BlobStore } from '../storage/blob-store';
import { nowIso } from '../time';
import type { EmbeddingsService } from './embeddings';
import { toFileRecord } from './file-records';
import type { UrlSigner } from './signed-urls';

export type RunProcessing = (
  request: ProcessRequest,
  timeoutMs: number,
  hooks: JobHooks,
) => Promise<WorkerOutcome>;

const UNEXPECTED_FAILURE =
  'Something went wrong while processing this file. Please try uploading it again.';
const INSERT_BATCH = 100;
const PROGRESS_INTERVAL_MS = 1000;

/** Runs one job: status changes stored and sent to the owner, results stored in one transaction. */
export class ProcessingService {
  constructor(
    private readonly db: Db,
    private readonly blobs: BlobStore,
    private readonly bus: EventBus,
    private readonly signer: UrlSigner,
    private readonly config: Config,
    private readonly run: RunProcessing,
    private readonly log: (message: string, error?: unknown) => void,
    private readonly embeddings: EmbeddingsService | null = null,
  ) {}

  /** Returns false when the job failed (the file is then `failed` with a message). */
  async process(job: JobRow): Promise<{ ok: boolean; error?: string }> {
    const file = await this.file(job.file_id);
    if (!file) return { ok: true }; // deleted while queued: nothing to do
    await this.setStatus(file, 'processing', null);
    const request: ProcessRequest = {
      path: file.blob_key ? await this.blobs.localPath(file.blob_key) : null,
      sourceKind: file.source_kind,
      sidecarPath: file.sidecar_blob_key ? await this.blobs.localPath(file.sidecar_blob_key) : null,
      fileName: file.file_name,
      youtubeUrl: file.youtube_url,
      language: file.language,
      comprehensionLevel: file.comprehension_level,
      maxPages: this.config.maxPdfPages,
      stt: this.config.stt,
    };
    // The `extracted` write is awaited before any later status write, so it can never land last.
    let extractedWrite: Promise<void> = Promise.resolve();
    let lastProgress = 0;
    const outcome = await this.run(request, this.config.processingTimeoutMs, {
      onExtracted: (pageCount) => {
        extractedWrite = this.setStatus(file, 'extracted', null, pageCount).catch((e: unknown) =>
          this.log('status update failed', e),
        );
      },
      // Pages read, at most every PROGRESS_INTERVAL_MS and always the last one; nothing stored.
      onProgress: ({ pagesRead, pageCount }) => {
        const now = Date.now();
        if (pagesRead < pageCount && now - lastProgress < PROGRESS_INTERVAL_MS) return;
        lastProgress = now;
        this.bus.publish(file.user_id, {
          event: 'file_progress',
          data: { file_id: file.id, pages_read: pagesRead, page_count: pageCount },
        });
      },
    });
    await extractedWrite;
    if (!outcome.ok) {
      if (!outcome.expected)
        this.log(`processing file ${file.id} failed unexpectedly: ${outcome.message}`);
      const message = outcome.expected ? outcome.message : UNEXPECTED_FAILURE;
      if (await this.file(file.id)) await this.setStatus(file, 'failed', message);
      return { ok: false, error: outcome.message };
    }
    // With embeddings, the file is marked processed only once its vectors are stored too.
    let stored = await this.store(
      file,
      outcome.chunks,
      outcome.study,
      outcome.pageCount,
      !this.embeddings,
    );
    if (stored && this.embeddings) {
      await this.embeddings.embedFile(file.id, file.user_id);
      stored = await this.markProcessed(stored);
    }
    if (stored) {
      this.bus.publish(file.user_id, {
        event: 'file_processed',
        result: toFileRecord(stored, this.signer, ''),
      });
    }
    return { ok: true };
  }

  private async markProcessed(file: FileRow): Promise<FileRow | null> {
    return (
      (await this.db.kysely
        .updateTable('files')
        .set({ status: 'processed', error_message: null, updated_at: nowIso() })
        .where('id', '=', file.id)
        .returningAll()
        .executeTakeFirst()) ?? null
    );
  }

  private async file(id: number): Promise<FileRow | null> {
    return (
      (await this.db.kysely
        .selectFrom('files')
        .selectAll()
        .where('id', '=', id)
        .executeTakeFirst()) ?? null
    );
  }

  private async setStatus(
    file: FileRow,
    status: FileStatus,
    error: string | null,
    pageCount?: number | null,
  ): Promise<void> {
    await this.db.kysely
      .updateTable('files')
      .set({
        status,
        error_message: error,
        updated_at: nowIso(),
        ...(pageCount != null ? { page_count: pageCount } : {}),
      })
      .where('id', '=', file.id)
      .execute();
    this.bus.publish(file.user_id, {
      event: 'file_status_update',
      data: { file_id: file.id, status, error_message: error },
    });
  }

  /**
   * Replaces the file's generated chunks and study items with the new ones (and marks it processed),
   * all in one transaction: a crash leaves either the old state or the new, and a re-run is idempotent.
   * Returns null if the file was deleted meanwhile.
   */
  private async store(
    file: FileRow,
    chunks: Chunk[],
    study: StudySet,
    pageCount: number | null,
    markProcessed: boolean,
  ): Promise<FileRow | null> {
    return this.db.kysely.transaction().execute(async (tx) => {
      const exists = await tx
        .selectFrom('files')
        .select('id')
        .where('id', '=', file.id)
        .executeTakeFirst();
      if (!exists) return null;
      await tx.deleteFrom('chunks').where('file_id', '=', file.id).execute();
      for (const table of ['flashcards', 'quiz_questions', 'key_concepts'] as const) {
        await tx
          .deleteFrom(table)
          .where('file_id', '=', file.id)
          .where('is_custom', '=', 0)
          .execute();
      }
      await insertChunks(tx, file, chunks);
      const conceptIds = await insertConcepts(tx, file, study);
      await insertCards(tx, file, study, conceptIds);
      return tx
        .updateTable('files')
        .set({
          ...(markProcessed ? { status: 'processed' as const, error_message: null } : {}),
          page_count: pageCount ?? file.page_count,
          updated_at: nowIso(),
        })
        .where('id', '=', file.id)
        .returningAll()
        .executeTakeFirstOrThrow();
    });
  }
}

type Tx = Transaction<Database> | Kysely<Database>;

async function inBatches<T>(items: T[], insert: (batch: T[]) => Promise<unknown>): Promise<void> {
  for (let i = 0; i < items.length; i += INSERT_BATCH)
    await insert(items.slice(i, i + INSERT_BATCH));
}

async function insertChunks(tx: Tx, file: FileRow, chunks: Chunk[]): Promise<void> {
  await inBatches(chunks, (batch) =>
    tx
      .insertInto('chunks')
      .values(
        batch.map((c) => ({
          user_id: file.user_id,
          file_id: file.id,
          idx: c.index,
          text: c.text,
          page_start: c.page_start,
          page_end: c.page_end,
          start_seconds: c.start_seconds,
          end_seconds: c.end_seconds,
          heading: c.heading,
          word_count: terms(c.text).length,
        })),
      )
      .execute(),
  );
}

async function insertConcepts(tx: Tx, file: FileRow, study: StudySet): Promise<number[]> {
  const now = nowIso();
  const ids: number[] = [];
  for (let i = 0; i < study.key_concepts.length; i += INSERT_BATCH) {
    const rows = await tx
      .insertInto('key_concepts')
      .values(
        study.key_concepts.slice(i, i + INSERT_BATCH).map((c, j) => ({
          user_id: file.user_id,
          file_id: file.id,
          concept_title: c.concept_title,
          concept_explanation: c.concept_explanation,
          source_page_number: c.source_page_number,
          source_video_timestamp_start_seconds: c.source_video_timestamp_start_seconds,
          source_video_timestamp_end_seconds: c.source_video_timestamp_end_seconds,
          is_custom: 0,
          position: i + j,
          created_at: now,
        })),
      )
      .returning('id')
      .execute();
    ids.push(...rows.map((r) => r.id));
  }
  return ids;
}

async function insertCards(
  tx: Tx,
  file: FileRow,
  study: StudySet,
  conceptIds: number[],
): Promise<void> {
  const now = nowIso();
  const conceptId = (index: number | null) => (index === null ? null : (conceptIds[index] ?? null));
  await inBatches(study.flashcards, (batch) =>
    tx
      .insertInto('flashcards')
      .values(
        batch.map((f) => ({
          user_id: file.user_id,
          file_id: file.id,
          question: f.question,
          answer: f.answer,
          key_concept_id: conceptId(f.concept_index),
          is_custom: 0,
          created_at: now,
        })),
      )
      .execute(),
  );
  await inBatches(study.quiz_questions, (batch) =>
    tx
      .insertInto('quiz_questions')
      .values(
        batch.map((q) => ({
          user_id: file.user_id,
          file_id: file.id,
          question: q.question,
          question_type: q.question_type,
          correct_answer: q.correct_answer,
          distractors: JSON.stringify(q.distractors),
          key_concept_id: conceptId(q.concept_index),
          is_custom: 0,
          difficulty: q.difficulty,
          created_at: now,
        })),
      )
      .execute(),
  );
}
