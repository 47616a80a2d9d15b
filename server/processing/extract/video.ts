// MP4 -> timed cues. Source of the words, in order of preference: a sidecar .vtt/.srt from the
// caller, an embedded text subtitle track, speech-to-text on the audio.
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { ExtractedDocument } from '../types';
import type { ExtractionLimits } from './limits';
import {
  DEFAULT_MEDIA_TOOLS,
  extractAudioPieces,
  probeMedia,
  readSubtitleTrack,
  type MediaInfo,
  type MediaTools,
} from './media-tools';
import { fail, messages } from './messages';
import { hasWords } from './paragraphs';
import type { SpeechToText } from './stt';
import { cuesToSegments, parseSubtitles, type Cue } from './subtitles';
import { decodeText, detectTextEncoding } from './text-encoding';

export interface VideoDeps {
  stt?: SpeechToText;
  tools?: MediaTools;
  /** Length of each audio piece sent to speech-to-text. */
  sttPieceSeconds?: number;
}

const ENGLISH = new Set(['eng', 'en']);

async function readSidecar(path: string): Promise<Cue[]> {
  const bytes = await readFile(path);
  return parseSubtitles(decodeText(bytes, detectTextEncoding(bytes) ?? 'windows-1252'));
}

async function readEmbedded(path: string, info: MediaInfo, tools: MediaTools): Promise<Cue[]> {
  const tracks = info.subtitleTracks;
  const track = tracks.find((t) => t.language !== null && ENGLISH.has(t.language)) ?? tracks[0];
  if (!track) return [];
  return parseSubtitles(await readSubtitleTrack(path, track.order, tools));
}

async function transcribe(
  path: string,
  stt: SpeechToText,
  pieceSeconds: number,
  tools: MediaTools,
): Promise<Cue[]> {
  const dir = await mkdtemp(join(tmpdir(), 'mnemo-audio-'));
  try {
    const pieces = await extractAudioPieces(path, dir, pieceSeconds, tools);
    const cues: Cue[] = [];
    for (const [i, piece] of pieces.entries()) {
      const offset = i * pieceSeconds;
      for (const cue of await stt.transcribe(piece)) {
        cues.push({ text: cue.text, start: cue.start + offset, end: cue.end + offset });
      }
    }
    return cues;
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

export async function extractVideo(
  input: { path: string; fileName: string; sidecarPath?: string },
  limits: ExtractionLimits,
  deps: VideoDeps = {},
): Promise<ExtractedDocument> {
  const tools = deps.tools ?? DEFAULT_MEDIA_TOOLS;
  const info = await probeMedia(input.path, tools).catch(() => {
    throw fail('corrupt', messages.videoCorrupt);
  });
  if (!Number.isFinite(info.durationSeconds)) throw fail('corrupt', messages.videoCorrupt);
  if (info.durationSeconds > limits.maxVideoSeconds) {
    throw fail('too_large', messages.videoTooLong(limits.maxVideoSeconds));
  }
  let cues = input.sidecarPath ? await readSidecar(input.sidecarPath) : [];
  if (cues.length === 0) cues = await readEmbedded(input.path, info, tools);
  if (cues.length === 0) {
    if (!deps.stt) throw fail('no_transcript', messages.videoNoTranscript);
    if (!info.hasAudio) throw fail('no_transcript', messages.videoEmptyTranscript);
    cues = await transcribe(input.path, deps.stt, deps.sttPieceSeconds ?? 600, tools);
  }
  const spoken = cues.filter((c) => hasWords(c.text));
  if (spoken.length === 0) throw fail('no_transcript', messages.videoEmptyTranscript);
  return { kind: 'video', segments: cuesToSegments(spoken), language: 'en' };
}
