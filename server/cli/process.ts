// `mnemo process FILE... [--format json|jsonl]`: runs the processing pipeline on local files or
// YouTube links and prints the study set with the public API's field names.
import { open } from 'node:fs/promises';
import { basename } from 'node:path';
import { parseYouTubeId } from '../processing/extract/youtube-id';
import { speechToTextFromEnv } from '../processing/extract/stt';
import { processFile, type ProcessOptions } from '../processing/pipeline';
import { sniffFileType, SNIFF_BYTES } from '../processing/sniff';
import { ProcessingError, type SourceKind, type StudySet } from '../processing/types';

export type FileType = 'pdf' | 'video' | 'youtube' | 'image' | 'text';

export interface ProcessedFileReport {
  file: string;
  file_type: FileType | null;
  status: 'processed' | 'failed';
  error_message: string | null;
  pages: number | null;
  key_concepts: {
    concept_title: string;
    concept_explanation: string;
    source_page_number: number | null;
    source_video_timestamp_start_seconds: number | null;
    source_video_timestamp_end_seconds: number | null;
  }[];
  flashcards: { question: string; answer: string; key_concept_index: number | null }[];
  quiz_questions: {
    question: string;
    question_type: 'MCQ' | 'TF';
    correct_answer: string;
    distractors: string[];
    difficulty: 'easy' | 'medium' | 'hard';
  }[];
}

export interface CliIo {
  stdout: (text: string) => void;
  stderr: (text: string) => void;
  env: Record<string, string | undefined>;
  /** Extra pipeline options (tests inject fetch, OCR, limits). */
  options?: ProcessOptions;
}

const defaultIo: CliIo = {
  stdout: (text) => process.stdout.write(text),
  stderr: (text) => process.stderr.write(text),
  env: process.env,
};

const USAGE = 'Usage: mnemo process FILE|YOUTUBE_URL... [--format json|jsonl]\n';

export function fileTypeOf(kind: SourceKind | 'subtitles'): FileType {
  switch (kind) {
    case 'pdf':
    case 'video':
    case 'youtube':
    case 'image':
    case 'text':
      return kind;
    case 'docx':
    case 'doc':
    case 'subtitles':
      return 'text';
  }
}

async function sniffedType(path: string): Promise<FileType | null> {
  try {
    const fh = await open(path, 'r');
    try {
      const head = Buffer.alloc(SNIFF_BYTES);
      const { bytesRead } = await fh.read(head, 0, SNIFF_BYTES, 0);
      const sniffed = sniffFileType(head.subarray(0, bytesRead));
      return sniffed ? fileTypeOf(sniffed.kind) : null;
    } finally {
      await fh.close();
    }
  } catch {
    return null;
  }
}

function studyFields(
  study: StudySet,
): Pick<ProcessedFileReport, 'key_concepts' | 'flashcards' | 'quiz_questions'> {
  return {
    key_concepts: study.key_concepts.map((c) => ({
      concept_title: c.concept_title,
      concept_explanation: c.concept_explanation,
      source_page_number: c.source_page_number,
      source_video_timestamp_start_seconds: c.source_video_timestamp_start_seconds,
      source_video_timestamp_end_seconds: c.source_video_timestamp_end_seconds,
    })),
    flashcards: study.flashcards.map((f) => ({
      question: f.question,
      answer: f.answer,
      key_concept_index: f.concept_index,
    })),
    quiz_questions: study.quiz_questions.map((q) => ({
      question: q.question,
      question_type: q.question_type,
      correct_answer: q.correct_answer,
      distractors: q.distractors,
      difficulty: q.difficulty,
    })),
  };
}

export async function processOne(
  arg: string,
  options: ProcessOptions,
): Promise<ProcessedFileReport> {
  const isLink = parseYouTubeId(arg) !== null && !/^\.{0,2}\//.test(arg);
  const input = isLink
    ? { path: '', fileName: arg, youtubeUrl: arg }
    : { path: arg, fileName: basename(arg) };
  try {
    const { document, study } = await processFile(input, options);
    return {
      file: arg,
      file_type: fileTypeOf(document.kind),
      status: 'processed',
      error_message: null,
      pages: document.pageCount ?? null,
      ...studyFields(study),
    };
  } catch (error) {
    const message =
      error instanceof ProcessingError
        ? error.message
        : `Processing failed: ${error instanceof Error ? error.message : String(error)}`;
    return {
      file: arg,
      file_type: isLink ? 'youtube' : await sniffedType(arg),
      status: 'failed',
      error_message: message,
      pages: null,
      key_concepts: [],
      flashcards: [],
      quiz_questions: [],
    };
  }
}

function parseArgs(argv: string[]): { files: string[]; format: 'json' | 'jsonl' } | null {
  const files: string[] = [];
  let format: 'json' | 'jsonl' = 'json';
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i] ?? '';
    const inline = /^--format=(.*)$/.exec(arg);
    if (arg === '--format' || inline) {
      const value = inline ? inline[1] : argv[++i];
      if (value !== 'json' && value !== 'jsonl') return null;
      format = value;
    } else if (arg.startsWith('--')) {
      return null;
    } else {
      files.push(arg);
    }
  }
  return files.length === 0 ? null : { files, format };
}

/** `argv` is what follows `mnemo process`. Returns the exit code: 0, 1 if a file failed, 2 on misuse. */
export async function runProcessCommand(argv: string[], io: CliIo = defaultIo): Promise<number> {
  const args = parseArgs(argv);
  if (args === null) {
    io.stderr(USAGE);
    return 2;
  }
  const options: ProcessOptions = { stt: speechToTextFromEnv(io.env), ...io.options };
  const reports: ProcessedFileReport[] = [];
  for (const file of args.files) {
    const report = await processOne(file, options);
    if (report.status === 'failed') io.stderr(`${file}: ${report.error_message ?? ''}\n`);
    if (args.format === 'jsonl') io.stdout(`${JSON.stringify(report)}\n`);
    reports.push(report);
  }
  if (args.format === 'json') io.stdout(`${JSON.stringify(reports, null, 2)}\n`);
  return reports.some((r) => r.status === 'failed') ? 1 : 0;
}
