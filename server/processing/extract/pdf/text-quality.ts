// Judges a page's text layer: keep it, or render and OCR the page instead.

const MIN_LETTERS = 16;
const MIN_WORDLIKE_SHARE = 0.5;
const MAX_PRIVATE_USE_SHARE = 0.1;

/**
 * 'short' is a few real characters (a page number over a scan, or a divider page);
 * 'garbage' is glyph text whose font maps to private-use code points or mostly to symbols.
 */
export type TextLayerQuality = 'good' | 'short' | 'garbage' | 'empty';

interface Tally {
  /** Code points that are not white space. */
  chars: number;
  letters: number;
  digits: number;
  /** Private-use and control code points, and U+FFFD. */
  privateUse: number;
}

const SPACE = /\s/u;
const LETTER = /\p{L}/u;
const DIGIT = /\p{N}/u;
const PRIVATE = /[\p{Co}\p{Cc}\uFFFD]/u;

/**
 * One pass over the code points (a page's text; ASCII is told apart by its code, without a
 * string or a regex per character).
 */
export function tally(text: string): Tally {
  const counts: Tally = { chars: 0, letters: 0, digits: 0, privateUse: 0 };
  for (let i = 0; i < text.length; i += 1) {
    const code = text.charCodeAt(i);
    if (code < 0x80) {
      const control = code < 0x20 || code === 0x7f;
      if (control) counts.privateUse += 1;
      if (code === 0x20 || (code >= 0x09 && code <= 0x0d)) continue;
      counts.chars += 1;
      if ((code >= 0x41 && code <= 0x5a) || (code >= 0x61 && code <= 0x7a)) counts.letters += 1;
      else if (code >= 0x30 && code <= 0x39) counts.digits += 1;
      continue;
    }
    const point = text.codePointAt(i) ?? code;
    const c = String.fromCodePoint(point);
    if (point > 0xffff) i += 1;
    if (PRIVATE.test(c)) counts.privateUse += 1;
    if (SPACE.test(c)) continue;
    counts.chars += 1;
    if (LETTER.test(c)) counts.letters += 1;
    else if (DIGIT.test(c)) counts.digits += 1;
  }
  return counts;
}

// Dot leaders of a table of contents ("Arithmetic Operators . . . . . 21") and rules drawn with
// characters are layout, not glyph garbage: a contents page must not be sent to OCR.
const LEADER = /([.·…_=*~-])(?:\s*\1){3,}/gu;

export function judgeTextLayer(rawText: string): TextLayerQuality {
  const { chars, letters, digits, privateUse } = tally(rawText.replace(LEADER, ' '));
  if (chars === 0) return 'empty';
  const wordlike = letters + digits;
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
