// WebVTT and SRT -> timed cues, and cues -> document segments.
import type { TextSegment } from '../types';
import { decodeEntities } from './html-blocks';

export interface Cue {
  /** Seconds from the start of the media. */
  start: number;
  end: number;
  text: string;
}

const TIME = /(?:(\d+):)?(\d{1,2}):(\d{2})[.,](\d{1,3})/;
const TIMING = new RegExp(`${TIME.source}\\s*-->\\s*${TIME.source}`);

function seconds(h: string | undefined, m: string, s: string, ms: string): number {
  return Number(h ?? 0) * 3600 + Number(m) * 60 + Number(s) + Number(ms.padEnd(3, '0')) / 1000;
}

function cleanCueText(lines: string[]): string {
  const text = lines
    .join(' ')
    .replace(/<[^>]*>/g, '')
    .replace(/\{\\[^}]*\}/g, '');
  return decodeEntities(text).replace(/\s+/g, ' ').trim();
}

/** Parses either format; blocks without a timing line (WEBVTT header, NOTE, STYLE) are skipped. */
export function parseSubtitles(source: string): Cue[] {
  const blocks = source
    .replace(/^\uFEFF/, '')
    .replace(/\r\n?/g, '\n')
    .split(/\n\s*\n/);
  const cues: Cue[] = [];
  for (const block of blocks) {
    const lines = block.split('\n');
    const at = lines.findIndex((l) => l.includes('-->'));
    const timing = at >= 0 ? TIMING.exec(lines[at] ?? '') : null;
    if (!timing) continue;
    const [, h1, m1 = '0', s1 = '0', ms1 = '0', h2, m2 = '0', s2 = '0', ms2 = '0'] = timing;
    const text = cleanCueText(lines.slice(at + 1));
    if (text === '') continue;
    cues.push({ start: seconds(h1, m1, s1, ms1), end: seconds(h2, m2, s2, ms2), text });
  }
  return cues;
}

export function cuesToSegments(cues: Cue[]): TextSegment[] {
  return cues.map((c) => ({ text: c.text, start: c.start, end: c.end }));
}
