import { describe, expect, it } from 'vitest';
import { DEFAULT_LIMITS } from '../../../../../server/processing/extract/limits';
import type { SpeechToText } from '../../../../../server/processing/extract/stt';
import { parseSubtitles } from '../../../../../server/processing/extract/subtitles';
import { extractVideo } from '../../../../../server/processing/extract/video';
import { fixturePath, tempFile } from '../../../../fixtures/lib/paths';
import { failure } from './helpers';

const subtitled = { path: fixturePath('lecture-subtitled.mp4'), fileName: 'lecture.mp4' };
const silent = { path: fixturePath('no-subtitles.mp4'), fileName: 'silent.mp4' };

const expectedCues = [
  { text: 'Welcome to this lecture on the water cycle.', start: 0.5, end: 2.5 },
  { text: 'Evaporation turns liquid water into vapour.', start: 3, end: 5.25 },
  { text: 'Condensation forms clouds in the sky.', start: 5.5, end: 7.75 },
];

describe('extractVideo', () => {
  it('reads the embedded mov_text subtitle track with cue times', async () => {
    const doc = await extractVideo(subtitled, DEFAULT_LIMITS);
    expect(doc).toEqual({ kind: 'video', segments: expectedCues, language: 'en' });
  });

  it('prefers a sidecar subtitle file', async () => {
    const sidecarPath = tempFile(
      'side.vtt',
      'WEBVTT\n\n00:01:00.000 --> 00:01:02.000\nFrom the sidecar file.\n',
    );
    const doc = await extractVideo({ ...subtitled, sidecarPath }, DEFAULT_LIMITS);
    expect(doc.segments).toEqual([{ text: 'From the sidecar file.', start: 60, end: 62 }]);
    const srt = await extractVideo(
      { ...silent, sidecarPath: fixturePath('lecture.srt') },
      DEFAULT_LIMITS,
    );
    expect(srt.segments).toEqual(expectedCues);
  });

  it('fails with a clear message when there are no subtitles and no speech-to-text', async () => {
    const error = await failure(extractVideo(silent, DEFAULT_LIMITS));
    expect(error.code).toBe('no_transcript');
    expect(error.message).toBe(
      'This video has no subtitles and speech-to-text is not configured. Upload it with a .vtt or .srt subtitle file, or set STT_BASE_URL to an OpenAI-compatible transcription service.',
    );
  });

  it('transcribes the audio in pieces and offsets the cue times', async () => {
    const seen: string[] = [];
    const stt: SpeechToText = {
      async transcribe(audioPath) {
        seen.push(audioPath);
        return [{ start: 1, end: 2, text: `piece ${seen.length}` }];
      },
    };
    const doc = await extractVideo(silent, DEFAULT_LIMITS, { stt, sttPieceSeconds: 5 });
    expect(seen).toHaveLength(2);
    expect(seen.every((p) => p.endsWith('.mp3'))).toBe(true);
    expect(doc.segments).toEqual([
      { text: 'piece 1', start: 1, end: 2 },
      { text: 'piece 2', start: 6, end: 7 },
    ]);
  });

  it('refuses a video longer than the limit', async () => {
    const error = await failure(extractVideo(subtitled, { ...DEFAULT_LIMITS, maxVideoSeconds: 5 }));
    expect(error.code).toBe('too_large');
    expect(error.message).toContain('longer than 5 seconds');
  });

  it('refuses an unreadable video as corrupt', async () => {
    const path = tempFile('cut.mp4', Buffer.from('\0\0\0\x18ftypisom\0\0\0\0isommp42'));
    expect((await failure(extractVideo({ path, fileName: 'cut.mp4' }, DEFAULT_LIMITS))).code).toBe(
      'corrupt',
    );
  });
});

describe('parseSubtitles', () => {
  it('parses SRT and WebVTT with hours, tags and settings', () => {
    const vtt =
      'WEBVTT\n\nNOTE a comment\n\nintro\n01:02:03.250 --> 01:02:04.000 align:start\n<v Ann>Hello &amp; <b>welcome</b></v>\n';
    expect(parseSubtitles(vtt)).toEqual([{ start: 3723.25, end: 3724, text: 'Hello & welcome' }]);
    expect(
      parseSubtitles('1\r\n00:00:01,5 --> 00:00:02,000\r\n{\\an8}Top line\r\nsecond\r\n'),
    ).toEqual([{ start: 1.5, end: 2, text: 'Top line second' }]);
  });
});
