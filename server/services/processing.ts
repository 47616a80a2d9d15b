import type { FileStatus } from '../../contract/files';
import { termCount } from '../../engine/assistant/text';
import type { Config } from '../config';
import { ChunksRepository, type NewChunk } from '../db/chunks-repository';
import type { Db } from '../db/database';
import { FilesRepository } from '../db/files-repository';
import { StudyItemsRepository } from '../db/study-items-repository';
import type { FileRow, JobRow } from '../db/schema';
import type { JobTimeline } from '../jobs/job-timeline';
import type { JobHooks, WorkerOutcome } from '../jobs/run-in-thread';
import type { ProcessRequest } from '../jobs/thread-protocol';
import type { Chunk, ItemSource, StudySet } from '../processing/types';
import type { EventBus } from '../realtime/event-bus';
import type { BlobStore, LocalCopy } from '../storage/blob-store';
import { nowIso } from '../time';
import type { EmbeddingsService } from './embeddings';
import { toFileRecord } from './file-records';
import type { ContentLinks } from './content-links';

export type RunProcessing = (
  request: ProcessRequest,
  timeoutMs: number,
  hooks: JobHooks,
) => Promise<WorkerOutcome>;

const UNEXPECTED_FAILURE =
  'Something went wrong while processing this file. Please try uploading it again.';
const PROGRESS_INTERVAL_MS = 1000;
/** Chunk rows prepared between two turns of the event loop (word counts, ~0.1 ms a chunk). */
const ROWS_PER_TURN = 50;
/**
 * A job is claimed again when the process running it died (a restart, an out-of-memory kill).
 * A file that took its process down this many times is not tried again: it would take the
 * next one down too.
 */
export const MAX_JOB_ATTEMPTS = 3;
export const TOO_MANY_ATTEMPTS = `Processing of this file was interrupted ${MAX_JOB_ATTEMPTS} times (it may be too large or damaged), so it was stopped. Please try a smaller or different copy.`;

/** Runs one job: status changes stored and sent to the owner, results stored in one transaction. */
export class ProcessingService {
  private readonly files: FilesRepository;

  /** `db` opens the transaction that stores a job's results. */
  constructor(
    private readonly db: Db,
    private readonly blobs: BlobStore,
    private readonly bus: EventBus,
    private readonly links: ContentLinks,
    private readonly config: Config,
    private readonly run: RunProcessing,
    private readonly log: (message: string, error?: unknown) => void,
    private readonly embeddings: EmbeddingsService | null = null,
  ) {
    this.files = new FilesRepository(db.kysely);
  }

  /**
   * Returns false when the job failed (the file is then `failed` with a message). Its steps are
   * marked on `timeline` when one is given.
   */
  async process(
    job: Pick<JobRow, 'file_id' | 'attempts'>,
    timeline?: JobTimeline,
  ): Promise<{ ok: boolean; error?: string }> {
    const file = await this.files.byId(job.file_id);
    if (!file) return { ok: true }; // deleted while queued: nothing to do
    if (job.attempts > MAX_JOB_ATTEMPTS) {
      await this.setStatus(file, 'failed', TOO_MANY_ATTEMPTS);
      return { ok: false, error: `gave up after ${MAX_JOB_ATTEMPTS} interrupted attempts` };
    }
    await this.setStatus(file, 'processing', null);
    timeline?.mark('status processing');
    // Blobs on S3 are downloaded for the job threads, and the copies removed after the job.
    const copies: LocalCopy[] = [];
    try {
      for (const key of [file.blob_key, file.sidecar_blob_key])
        if (key) copies.push(await this.blobs.localCopy(key));
      return await this.processCopies(file, copies, timeline);
    } finally {
      await Promise.all(copies.map((c) => c.release()));
    }
  }

  private async processCopies(
    file: FileRow,
    copies: LocalCopy[],
    timeline: JobTimeline | undefined,
  ): Promise<{ ok: boolean; error?: string }> {
    const [main, sidecar] = file.blob_key ? copies : [undefined, undefined];
    const request: ProcessRequest = {
      path: main?.path ?? null,
      sourceKind: file.source_kind,
      sidecarPath: file.sidecar_blob_key ? (sidecar?.path ?? null) : null,
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
    // The chunks' rows (their word counts) are prepared while the thread builds the study set.
    let rows: Promise<ChunkColumns[]> | null = null;
    const outcome = await this.run(request, this.config.processingTimeoutMs, {
      onExtracted: (pageCount) => {
        timeline?.mark('extracted');
        extractedWrite = this.setStatus(file, 'extracted', null, pageCount).catch((e: unknown) =>
          this.log('status update failed', e),
        );
      },
      // Pages read, at most every PROGRESS_INTERVAL_MS and always the last one; nothing stored.
      onProgress: ({ pagesRead, pageCount }) => {
        if (timeline && !timeline.has('first page read')) timeline.mark('first page read');
        const now = Date.now();
        if (pagesRead < pageCount && now - lastProgress < PROGRESS_INTERVAL_MS) return;
        lastProgress = now;
        this.bus.publish(file.user_id, {
          event: 'file_progress',
          data: { file_id: file.id, pages_read: pagesRead, page_count: pageCount },
        });
      },
      onChunks: (chunks) => {
        timeline?.mark('chunks received');
        rows = chunkRows(file, chunks).then((built) => {
          timeline?.mark('chunk rows built');
          return built;
        });
        // Awaited only when the job succeeds; a failure here must not go unhandled meanwhile.
        rows.catch(() => undefined);
      },
      onStep: (step) => timeline?.mark(step),
    });
    timeline?.mark('result received');
    await extractedWrite;
    if (!outcome.ok) {
      if (!outcome.expected)
        this.log(`processing file ${file.id} failed unexpectedly: ${outcome.message}`);
      const message = outcome.expected ? outcome.message : UNEXPECTED_FAILURE;
      if (await this.files.byId(file.id)) await this.setStatus(file, 'failed', message);
      return { ok: false, error: outcome.message };
    }
    // With embeddings, the file is marked processed only once its vectors are stored too.
    timeline?.threadsReported(outcome.threads.processing, outcome.threads.pages);
    let stored = await this.store(
      file,
      await (rows ?? chunkRows(file, outcome.chunks)),
      outcome.study,
      outcome.pageCount,
      !this.embeddings,
      timeline,
    );
    timeline?.mark('committed');
    if (stored && this.embeddings) {
      await this.embeddings.embedFile(file.id, file.user_id);
      stored = await this.markProcessed(stored);
    }
    if (stored) {
      this.bus.publish(file.user_id, {
        event: 'file_processed',
        result: await toFileRecord(stored, this.links, ''),
      });
      timeline?.mark('published');
    }
    return { ok: true };
  }

  private markProcessed(file: FileRow): Promise<FileRow | null> {
    return this.files.update(file.id, {
      status: 'processed',
      error_message: null,
      updated_at: nowIso(),
    });
  }

  private async setStatus(
    file: FileRow,
    status: FileStatus,
    error: string | null,
    pageCount?: number | null,
  ): Promise<void> {
    await this.files.update(file.id, {
      status,
      error_message: error,
      updated_at: nowIso(),
      ...(pageCount != null ? { page_count: pageCount } : {}),
    });
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
    rows: ChunkColumns[],
    study: StudySet,
    pageCount: number | null,
    markProcessed: boolean,
    timeline: JobTimeline | undefined,
  ): Promise<FileRow | null> {
    return this.db.kysely.transaction().execute(async (tx) => {
      const files = new FilesRepository(tx);
      if (!(await files.byId(file.id))) return null;
      const chunkRows = new ChunksRepository(tx, this.db.dialect);
      const items = new StudyItemsRepository(tx);
      await chunkRows.deleteOfFile(file.user_id, file.id);
      await items.deleteGenerated(file.user_id, file.id);
      timeline?.mark('old rows deleted');
      // Stamped inside the transaction: devices pull changes in updated_at order.
      const now = nowIso();
      await chunkRows.insertMany(rows.map((row) => ({ ...row, updated_at: now })));
      timeline?.mark('chunks inserted');
      await insertStudySet(items, file, study);
      timeline?.mark('study items inserted');
      return files.update(file.id, {
        ...(markProcessed ? { status: 'processed' as const, error_message: null } : {}),
        page_count: pageCount ?? file.page_count,
        updated_at: nowIso(),
      });
    });
  }
}

/** A chunk's row but its change time. */
type ChunkColumns = Omit<NewChunk, 'updated_at'>;

/**
 * The rows of the chunks, a few at a time between turns of the event loop: counting the words
 * of a book's chunks takes 50–200 ms, which would otherwise hold up every request meanwhile.
 */
async function chunkRows(file: FileRow, chunks: Chunk[]): Promise<ChunkColumns[]> {
  const rows: ChunkColumns[] = [];
  for (let i = 0; i < chunks.length; i += ROWS_PER_TURN) {
    if (i > 0) await new Promise((resolve) => setImmediate(resolve));
    for (const chunk of chunks.slice(i, i + ROWS_PER_TURN)) rows.push(chunkRow(file, chunk));
  }
  return rows;
}

function chunkRow(file: FileRow, chunk: Chunk): ChunkColumns {
  return {
    user_id: file.user_id,
    file_id: file.id,
    idx: chunk.index,
    text: chunk.text,
    page_start: chunk.page_start,
    page_end: chunk.page_end,
    start_seconds: chunk.start_seconds,
    end_seconds: chunk.end_seconds,
    heading: chunk.heading,
    word_count: termCount(chunk.text),
  };
}

/** Where a generated card or question came from, as its columns. */
function sourceColumns(source: ItemSource | null): ItemSource {
  return {
    source_page_number: source?.source_page_number ?? null,
    source_video_timestamp_start_seconds: source?.source_video_timestamp_start_seconds ?? null,
    source_video_timestamp_end_seconds: source?.source_video_timestamp_end_seconds ?? null,
  };
}

/** The generated concepts, then the cards and questions linked to them by the new ids. */
async function insertStudySet(
  items: StudyItemsRepository,
  file: FileRow,
  study: StudySet,
): Promise<void> {
  const now = nowIso();
  const owner = {
    user_id: file.user_id,
    file_id: file.id,
    is_custom: 0,
    created_at: now,
    updated_at: now,
  };
  const conceptIds = await items.insertMany(
    'key_concepts',
    study.key_concepts.map((c, position) => ({
      ...owner,
      concept_title: c.concept_title,
      concept_explanation: c.concept_explanation,
      source_page_number: c.source_page_number,
      source_video_timestamp_start_seconds: c.source_video_timestamp_start_seconds,
      source_video_timestamp_end_seconds: c.source_video_timestamp_end_seconds,
      position,
    })),
  );
  const conceptId = (index: number | null) => (index === null ? null : (conceptIds[index] ?? null));
  await items.insertMany(
    'flashcards',
    study.flashcards.map((f) => ({
      ...owner,
      question: f.question,
      answer: f.answer,
      key_concept_id: conceptId(f.concept_index),
      ...sourceColumns(f.source),
    })),
  );
  await items.insertMany(
    'quiz_questions',
    study.quiz_questions.map((q) => ({
      ...owner,
      question: q.question,
      question_type: q.question_type,
      correct_answer: q.correct_answer,
      distractors: JSON.stringify(q.distractors),
      key_concept_id: conceptId(q.concept_index),
      difficulty: q.difficulty,
      ...sourceColumns(q.source),
    })),
  );
}
