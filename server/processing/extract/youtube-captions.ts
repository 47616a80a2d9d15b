// Caption track bodies -> cues: json3 (preferred), srv3 (<p t d>) and srv1 (<text start dur>).
import { decodeEntities } from './html-blocks';
import type { Cue } from './subtitles';

interface Json3 {
  events?: { tStartMs?: number; dDurationMs?: number; segs?: { utf8?: string }[] }[];
}

function clean(text: string): string {
  // Captions are sometimes entity-encoded twice (&amp;#39;).
  return decodeEntities(decodeEntities(text.replace(/<[^>]*>/g, '')))
    .replace(/\s+/g, ' ')
    .trim();
}

function fromJson3(body: Json3): Cue[] {
  const cues: Cue[] = [];
  for (const event of body.events ?? []) {
    const text = clean((event.segs ?? []).map((s) => s.utf8 ?? '').join(''));
    if (text === '' || event.tStartMs === undefined) continue;
    const start = event.tStartMs / 1000;
    cues.push({ start, end: start + (event.dDurationMs ?? 0) / 1000, text });
  }
  return cues;
}

function attr(tag: string, name: string): number | null {
  const match = new RegExp(`\\b${name}="([\\d.]+)"`).exec(tag);
  return match ? Number(match[1]) : null;
}

function fromXml(xml: string): Cue[] {
  const cues: Cue[] = [];
  for (const m of xml.matchAll(/<(text|p)\b([^>]*)>([\s\S]*?)<\/\1>/g)) {
    const [, tag = '', attrs = '', inner = ''] = m;
    const text = clean(inner);
    if (text === '') continue;
    const ms = tag === 'p';
    const start = attr(attrs, ms ? 't' : 'start');
    if (start === null) continue;
    const length = attr(attrs, ms ? 'd' : 'dur') ?? 0;
    const scale = ms ? 1000 : 1;
    cues.push({ start: start / scale, end: (start + length) / scale, text });
  }
  return cues;
}

export function parseCaptionTrack(body: string): Cue[] {
  const trimmed = body.trim();
  if (trimmed === '') return [];
  if (trimmed.startsWith('{')) {
    try {
      return fromJson3(JSON.parse(trimmed) as Json3);
    } catch {
      return [];
    }
  }
  return fromXml(trimmed);
}
