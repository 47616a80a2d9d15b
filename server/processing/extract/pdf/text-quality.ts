// Judges a page's text layer: keep it, or render and OCR the page instead.

const MIN_LETTERS = 16;
const MIN_WORDLIKE_SHARE = 0.5;
const MAX_PRIVATE_USE_SHARE = 0.1;

/**
 * 'short' is a few real characters (a page number over a scan, or a divider page);
 * 'garbage' is glyph text whose font maps to private-use code points or mostly to symbols.
 */
export type TextLayerQuality = 'good' | 'short' | 'garbage' | 'empty';

export function judgeTextLayer(text: string): TextLayerQuality {
  const chars = [...text.replace(/\s+/g, '')];
  if (chars.length === 0) return 'empty';
  let letters = 0;
  let wordlike = 0;
  let privateUse = 0;
  for (const ch of chars) {
    if (/\p{L}/u.test(ch)) letters++;
    if (/[\p{L}\p{N}]/u.test(ch)) wordlike++;
    if (/[\p{Co}\uFFFD]/u.test(ch)) privateUse++;
  }
  if (
    wordlike / chars.length < MIN_WORDLIKE_SHARE ||
    privateUse / chars.length > MAX_PRIVATE_USE_SHARE
  ) {
    return 'garbage';
  }
  return letters >= MIN_LETTERS ? 'good' : 'short';
}

/** Garbage is always re-read; an empty or short layer only when the page paints an image. */
export function needsOcr(quality: TextLayerQuality, pageHasImages: boolean): boolean {
  if (quality === 'good') return false;
  return quality === 'garbage' || pageHasImages;
}
