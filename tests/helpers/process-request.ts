// A processing job's request for a file on disk, as the processing service builds it.
import path from 'node:path';
import type { ProcessRequest } from '../../server/jobs/thread-protocol';

export function processRequest(
  file: string,
  overrides: Partial<ProcessRequest> = {},
): ProcessRequest {
  return {
    path: file,
    sourceKind: 'pdf',
    fileName: path.basename(file),
    sidecarPath: null,
    youtubeUrl: null,
    language: 'English',
    comprehensionLevel: 'Intermediate',
    maxPages: 2000,
    stt: null,
    ...overrides,
  };
}
