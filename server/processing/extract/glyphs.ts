// Presentation forms a text layer may hand over: typographic ligatures (ﬁ ﬂ ﬀ ﬃ ﬄ ﬅ ﬆ) become
// their letters, and soft hyphens inside a word go. A soft hyphen closing a line is kept: it
// marks a word broken there, which the line joiner puts back together.
const LIGATURES: Readonly<Record<string, string>> = {
  '\uFB00': 'ff',
  '\uFB01': 'fi',
  '\uFB02': 'fl',
  '\uFB03': 'ffi',
  '\uFB04': 'ffl',
  '\uFB05': 'st',
  '\uFB06': 'st',
};
const PRESENTATION = /[\uFB00-\uFB06\u00AD]/u;

export function normalizeGlyphs(text: string): string {
  if (!PRESENTATION.test(text)) return text;
  return text
    .replace(/[\uFB00-\uFB06]/gu, (c) => LIGATURES[c] ?? c)
    .replace(/\u00AD+(?![^\S\n]*$)/gmu, '')
    .replace(/\u00AD+[^\S\n]*$/gmu, '\u00AD');
}
