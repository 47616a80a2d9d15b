import { parentPort, workerData } from 'node:worker_threads';
import { createOpenAiSpeechToText } from '../processing/extract/stt';
import { processFile } from '../processing/pipeline';
import { ProcessingError, type StudyOptions } from '../processing/types';
import type { ProcessRequest, WorkerMessage } from './worker-protocol';

// Runs one file through the pipeline off the main thread, so the server stays responsive.
const request = workerData as ProcessRequest;
const post = (message: WorkerMessage) => parentPort?.postMessage(message);

async function run(): Promise<void> {
  let pageCount: number | null = null;
  try {
    const result = await processFile(
      {
        path: request.path ?? '',
        fileName: request.fileName,
        sidecarPath: request.sidecarPath ?? undefined,
        youtubeUrl: request.youtubeUrl ?? undefined,
      },
      {
        limits: { maxPages: request.maxPages },
        language: request.language,
        comprehensionLevel: request.comprehensionLevel as StudyOptions['comprehensionLevel'],
        stt: request.stt
          ? createOpenAiSpeechToText({
              baseUrl: request.stt.baseUrl,
              model: request.stt.model,
              apiKey: request.stt.apiKey ?? undefined,
            })
          : undefined,
        onStage: () => post({ type: 'extracted', pageCount }),
      },
    );
    pageCount = result.document.pageCount ?? null;
    post({ type: 'done', chunks: result.chunks, study: result.study, pageCount });
  } catch (error) {
    if (error instanceof ProcessingError) {
      post({ type: 'failed', message: error.message, expected: true });
    } else {
      const detail = error instanceof Error ? error.message : String(error);
      post({ type: 'failed', message: detail, expected: false });
    }
  }
}

void run();
