// A .vtt or .srt uploaded on its own: processed as text whose segments keep their cue times.
import { readFile } from 'node:fs/promises';
import type { ExtractedDocument } from '../types';
import type { ExtractionLimits } from './limits';
import { fail, messages } from './messages';
import { hasWords } from './paragraphs';
import { cuesToSegments, parseSubtitles } from './subtitles';
import { decodeText, detectTextEncoding } from './text-encoding';

export async function extractSubtitleFile(
  input: { path: string; fileName: string },
  _limits: ExtractionLimits,
): Promise<ExtractedDocument> {
  const bytes = await readFile(input.path);
  const cues = parseSubtitles(decodeText(bytes, detectTextEncoding(bytes) ?? 'windows-1252'));
  const spoken = cues.filter((c) => hasWords(c.text));
  if (spoken.length === 0) throw fail('no_text', messages.noText);
  return { kind: 'text', segments: cuesToSegments(spoken), language: 'en' };
}
