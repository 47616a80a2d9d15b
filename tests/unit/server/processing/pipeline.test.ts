import { describe, expect, it } from 'vitest';
import { processFile } from '../../../../server/processing/pipeline';
import { ProcessingError } from '../../../../server/processing/types';
import { fixturePath } from '../../../fixtures/lib/paths';

describe('processFile', () => {
  it('extracts, reports the stage, chunks and builds a study set with provenance', async () => {
    const stages: string[] = [];
    const result = await processFile(
      { path: fixturePath('lecture.pdf'), fileName: 'lecture.pdf' },
      {
        onStage: (stage) => stages.push(stage),
        // The final chunks are handed over after extraction, before the study set is built.
        onChunks: (chunks) => stages.push(`chunks ${chunks.length}`),
        language: 'English',
        comprehensionLevel: 'Beginner',
      },
    );
    expect(stages).toEqual(['extracted', `chunks ${result.chunks.length}`]);
    expect(result.document.kind).toBe('pdf');
    expect(result.chunks.length).toBeGreaterThan(0);
    for (const chunk of result.chunks) {
      expect(chunk.page_start).toBeGreaterThanOrEqual(1);
      expect(chunk.page_end).toBeLessThanOrEqual(3);
    }
    expect(result.study).toHaveProperty('key_concepts');
  });

  it('keeps cue times for video', async () => {
    const { chunks } = await processFile(
      { path: fixturePath('lecture-subtitled.mp4'), fileName: 'lecture.mp4' },
      {},
    );
    expect(chunks[0]?.start_seconds).toBe(0.5);
    expect(chunks.at(-1)?.end_seconds).toBe(7.75);
  });

  it('processes a YouTube link through the injected fetch', async () => {
    const player = {
      playabilityStatus: { status: 'OK' },
      videoDetails: { lengthSeconds: '10' },
      captions: {
        playerCaptionsTracklistRenderer: {
          captionTracks: [
            { baseUrl: 'https://www.youtube.com/api/timedtext?v=x', languageCode: 'en' },
          ],
        },
      },
    };
    const fetch: typeof globalThis.fetch = async (input) =>
      String(input).includes('/watch')
        ? new Response(`<script>var ytInitialPlayerResponse = ${JSON.stringify(player)};</script>`)
        : Response.json({
            events: [
              {
                tStartMs: 1000,
                dDurationMs: 2000,
                segs: [{ utf8: 'Rivers carve valleys over time.' }],
              },
            ],
          });
    const { document } = await processFile(
      { path: '', fileName: 'link', youtubeUrl: 'https://youtu.be/dQw4w9WgXcQ' },
      { fetch },
    );
    expect(document).toMatchObject({ kind: 'youtube', segments: [{ start: 1, end: 3 }] });
  });

  it('does not reach the extracted stage when extraction fails', async () => {
    const stages: string[] = [];
    const error = await processFile(
      { path: fixturePath('encrypted.pdf'), fileName: 'encrypted.pdf' },
      { onStage: (stage) => stages.push(stage) },
    ).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ProcessingError);
    expect(stages).toEqual([]);
  });
});
