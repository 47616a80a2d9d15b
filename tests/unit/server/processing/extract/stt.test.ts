import { describe, expect, it } from 'vitest';
import {
  createOpenAiSpeechToText,
  speechToTextFromEnv,
} from '../../../../../server/processing/extract/stt';
import { fixturePath } from '../../../../fixtures/lib/paths';
import { failure } from './helpers';

describe('createOpenAiSpeechToText', () => {
  it('posts the audio as multipart and reads verbose_json segments', async () => {
    const requests: { url: string; init: RequestInit | undefined }[] = [];
    const fetch: typeof globalThis.fetch = async (input, init) => {
      requests.push({ url: String(input), init });
      return Response.json({
        text: 'Hello. Welcome.',
        duration: 4,
        segments: [
          { id: 0, start: 0, end: 1.5, text: ' Hello.' },
          { id: 1, start: 1.5, end: 4, text: ' Welcome.' },
        ],
      });
    };
    const stt = createOpenAiSpeechToText({
      baseUrl: 'http://127.0.0.1:9/v1/',
      model: 'whisper-1',
      apiKey: 'k',
      fetch,
    });
    const cues = await stt.transcribe(fixturePath('lecture.srt'));
    expect(cues).toEqual([
      { start: 0, end: 1.5, text: 'Hello.' },
      { start: 1.5, end: 4, text: 'Welcome.' },
    ]);
    const [request] = requests;
    expect(request?.url).toBe('http://127.0.0.1:9/v1/audio/transcriptions');
    const form = request?.init?.body as FormData;
    expect(form.get('model')).toBe('whisper-1');
    expect(form.get('response_format')).toBe('verbose_json');
    expect(form.get('file')).toBeInstanceOf(Blob);
    expect(request?.init?.headers).toEqual({ authorization: 'Bearer k' });
  });

  it('reports a failing service as unreachable', async () => {
    const fetch: typeof globalThis.fetch = async () => new Response('overloaded', { status: 503 });
    const stt = createOpenAiSpeechToText({ baseUrl: 'http://127.0.0.1:9/v1', model: 'm', fetch });
    expect((await failure(stt.transcribe(fixturePath('lecture.srt')))).code).toBe('unreachable');
  });
});

describe('speechToTextFromEnv', () => {
  it('is configured only by STT_BASE_URL', () => {
    expect(speechToTextFromEnv({})).toBeUndefined();
    expect(speechToTextFromEnv({ STT_BASE_URL: 'http://127.0.0.1:8000/v1' })).toBeDefined();
  });
});
