// Judges a page's text layer: keep it, or render and OCR the page instead.

const MIN_LETTERS = 16;
const MIN_WORDLIKE_SHARE = 0.5;
const MAX_PRIVATE_USE_SHARE = 0.1;

/**
 * 'short' is a few real characters (a page number over a scan, or a divider page);
 * 'garbage' is glyph text whose font maps to private-use code points or mostly to symbols.
 */
export type TextLayerQuality = 'good' | 'short' | 'garbage' | 'empty';

/** Code points of `text` matching `pattern` (a global, unicode-aware class). */
function count(text: string, pattern: RegExp): number {
  return text.match(pattern)?.length ?? 0;
}

// Dot leaders of a table of contents ("Arithmetic Operators . . . . . 21") and rules drawn with
// characters are layout, not glyph garbage: a contents page must not be sent to OCR.
const LEADER = /([.·…_=*~-])(?:\s*\1){3,}/gu;

export function judgeTextLayer(rawText: string): TextLayerQuality {
  const text = rawText.replace(LEADER, ' ');
  const chars = count(text, /\S/gu);
  if (chars === 0) return 'empty';
  const letters = count(text, /\p{L}/gu);
  const wordlike = letters + count(text, /\p{N}/gu);
  const privateUse = count(text, /[\p{Co}\p{Cc}\uFFFD]/gu);
  if (wordlike / chars < MIN_WORDLIKE_SHARE || privateUse / chars > MAX_PRIVATE_USE_SHARE) {
    return 'garbage';
  }
  return letters >= MIN_LETTERS ? 'good' : 'short';
}

/** Garbage is always re-read; an empty or short layer only when the page paints an image. */
export function needsOcr(quality: TextLayerQuality, pageHasImages: boolean): boolean {
  if (quality === 'good') return false;
  return quality === 'garbage' || pageHasImages;
}
