// Speech-to-text behind a small interface; the implementation speaks the OpenAI-compatible
// `POST {base}/audio/transcriptions` API (OpenAI, faster-whisper-server, LocalAI, ...).
import { readFile } from 'node:fs/promises';
import { basename } from 'node:path';
import { fail, messages } from './messages';
import type { Cue } from './subtitles';

export interface SpeechToText {
  transcribe(audioPath: string): Promise<Cue[]>;
}

export interface OpenAiSttConfig {
  baseUrl: string;
  model: string;
  apiKey?: string;
  fetch?: typeof fetch;
  /** Per audio piece; a 10-minute piece rarely takes more than a few minutes. */
  timeoutMs?: number;
}

interface VerboseSegment {
  start?: number;
  end?: number;
  text?: string;
}
interface VerboseTranscription {
  text?: string;
  duration?: number;
  segments?: VerboseSegment[];
}

export function parseVerboseJson(body: VerboseTranscription): Cue[] {
  const segments = body.segments ?? [];
  if (segments.length === 0) {
    const text = body.text?.trim() ?? '';
    return text === '' ? [] : [{ start: 0, end: body.duration ?? 0, text }];
  }
  return segments
    .map((s) => ({ start: s.start ?? 0, end: s.end ?? s.start ?? 0, text: (s.text ?? '').trim() }))
    .filter((c) => c.text !== '');
}

export function createOpenAiSpeechToText(config: OpenAiSttConfig): SpeechToText {
  const doFetch = config.fetch ?? fetch;
  const url = `${config.baseUrl.replace(/\/+$/, '')}/audio/transcriptions`;
  return {
    async transcribe(audioPath) {
      const form = new FormData();
      form.append(
        'file',
        new Blob([await readFile(audioPath)], { type: 'audio/mpeg' }),
        basename(audioPath),
      );
      form.append('model', config.model);
      form.append('response_format', 'verbose_json');
      form.append('timestamp_granularities[]', 'segment');
      let response: Response;
      try {
        response = await doFetch(url, {
          method: 'POST',
          body: form,
          headers: config.apiKey ? { authorization: `Bearer ${config.apiKey}` } : {},
          signal: AbortSignal.timeout(config.timeoutMs ?? 10 * 60_000),
        });
      } catch {
        throw fail('unreachable', messages.sttFailed);
      }
      if (!response.ok) throw fail('unreachable', messages.sttFailed);
      return parseVerboseJson((await response.json()) as VerboseTranscription);
    },
  };
}

/** STT_BASE_URL (required), STT_MODEL (default whisper-1), STT_API_KEY (optional). */
export function speechToTextFromEnv(
  env: Record<string, string | undefined>,
  fetchImpl?: typeof fetch,
): SpeechToText | undefined {
  const baseUrl = env.STT_BASE_URL?.trim();
  if (!baseUrl) return undefined;
  return createOpenAiSpeechToText({
    baseUrl,
    model: env.STT_MODEL?.trim() || 'whisper-1',
    apiKey: env.STT_API_KEY?.trim() || undefined,
    fetch: fetchImpl,
  });
}
