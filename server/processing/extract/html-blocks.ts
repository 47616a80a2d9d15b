// Flattens mammoth's HTML into text blocks: each heading, paragraph, list item or table cell
// becomes one block; headings keep their level.

export interface HtmlBlock {
  text: string;
  /** 1-6 for h1-h6, null for body text. */
  level: number | null;
}

const BLOCK_TAGS = new Set(['p', 'li', 'td', 'th', 'h1', 'h2', 'h3', 'h4', 'h5', 'h6']);

const ENTITIES: Record<string, string> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  apos: "'",
  nbsp: ' ',
};

export function decodeEntities(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#\d+|\w+);/gi, (whole, ref: string) => {
    if (ref.startsWith('#x') || ref.startsWith('#X'))
      return String.fromCodePoint(parseInt(ref.slice(2), 16));
    if (ref.startsWith('#')) return String.fromCodePoint(parseInt(ref.slice(1), 10));
    return ENTITIES[ref.toLowerCase()] ?? whole;
  });
}

export function htmlBlocks(html: string): HtmlBlock[] {
  const blocks: HtmlBlock[] = [];
  let text = '';
  let level: number | null = null;
  const flush = () => {
    const clean = decodeEntities(text).replace(/\s+/g, ' ').trim();
    if (clean !== '') blocks.push({ text: clean, level });
    text = '';
    level = null;
  };
  for (const token of html.split(/(<[^>]*>)/)) {
    const tag = /^<(\/?)([a-z0-9]+)/i.exec(token);
    if (!tag) {
      text += token;
      continue;
    }
    const name = (tag[2] ?? '').toLowerCase();
    if (name === 'br') text += ' ';
    if (!BLOCK_TAGS.has(name)) continue;
    flush();
    if (tag[1] === '' && /^h[1-6]$/.test(name)) level = Number(name.slice(1));
  }
  flush();
  return blocks;
}
