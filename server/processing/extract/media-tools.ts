// ffprobe/ffmpeg calls (Debian's binaries on PATH): probe, dump a subtitle track, cut audio.
import { execFile } from 'node:child_process';
import { readdir } from 'node:fs/promises';
import { join } from 'node:path';
import { promisify } from 'node:util';

const execFileAsync = promisify(execFile);

export interface MediaTools {
  ffmpeg: string;
  ffprobe: string;
}

export const DEFAULT_MEDIA_TOOLS: MediaTools = { ffmpeg: 'ffmpeg', ffprobe: 'ffprobe' };

export interface MediaInfo {
  durationSeconds: number;
  hasAudio: boolean;
  /** Text subtitle streams, as indexes among the file's subtitle streams (for -map 0:s:N). */
  subtitleTracks: { order: number; language: string | null }[];
}

interface ProbeStream {
  codec_type?: string;
  codec_name?: string;
  tags?: { language?: string };
}

const TEXT_SUBTITLE_CODECS = new Set(['mov_text', 'subrip', 'webvtt', 'ass', 'ssa', 'text']);

export async function probeMedia(path: string, tools = DEFAULT_MEDIA_TOOLS): Promise<MediaInfo> {
  const { stdout } = await execFileAsync(
    tools.ffprobe,
    [
      '-v',
      'error',
      '-show_entries',
      'format=duration:stream=codec_type,codec_name:stream_tags=language',
      '-of',
      'json',
      path,
    ],
    { maxBuffer: 4 * 1024 * 1024 },
  );
  const parsed = JSON.parse(stdout) as { format?: { duration?: string }; streams?: ProbeStream[] };
  const streams = parsed.streams ?? [];
  const subtitles = streams.filter((s) => s.codec_type === 'subtitle');
  return {
    durationSeconds: Number(parsed.format?.duration ?? NaN),
    hasAudio: streams.some((s) => s.codec_type === 'audio'),
    subtitleTracks: subtitles
      .map((s, order) => ({ order, codec: s.codec_name ?? '', language: s.tags?.language ?? null }))
      .filter((s) => TEXT_SUBTITLE_CODECS.has(s.codec))
      .map(({ order, language }) => ({ order, language })),
  };
}

/** One subtitle track converted to WebVTT text. */
export async function readSubtitleTrack(
  path: string,
  order: number,
  tools = DEFAULT_MEDIA_TOOLS,
): Promise<string> {
  const { stdout } = await execFileAsync(
    tools.ffmpeg,
    ['-v', 'error', '-i', path, '-map', `0:s:${order}`, '-f', 'webvtt', '-'],
    { maxBuffer: 64 * 1024 * 1024 },
  );
  return stdout;
}

/**
 * The audio as 16 kHz mono MP3 pieces of `pieceSeconds` each (transcription services cap upload
 * size; 10 minutes at 32 kbit/s is about 2.4 MB). Returns the piece paths in order.
 */
export async function extractAudioPieces(
  path: string,
  outDir: string,
  pieceSeconds: number,
  tools = DEFAULT_MEDIA_TOOLS,
): Promise<string[]> {
  await execFileAsync(tools.ffmpeg, [
    '-v',
    'error',
    '-i',
    path,
    '-vn',
    '-ac',
    '1',
    '-ar',
    '16000',
    '-c:a',
    'libmp3lame',
    '-b:a',
    '32k',
    '-f',
    'segment',
    '-segment_time',
    String(pieceSeconds),
    '-reset_timestamps',
    '1',
    join(outDir, 'audio-%05d.mp3'),
  ]);
  const names = (await readdir(outDir)).filter((n) => /^audio-\d{5}\.mp3$/.test(n)).sort();
  return names.map((n) => join(outDir, n));
}
