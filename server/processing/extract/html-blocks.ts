// Flattens mammoth's HTML into text blocks: each heading, paragraph, list item or table cell
// becomes one block; headings keep their level.

export interface HtmlBlock {
  text: string;
  /** 1-6 for h1-h6, null for body text. */
  level: number | null;
  /** Runs set in bold or italic inside body text (the terms a textbook introduces). */
  emphasis?: string[];
}

const EMPHASIS_TAGS = new Set(['strong', 'b', 'em', 'i']);

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
  let emphasisDepth = 0;
  let run = '';
  let emphasis: string[] = [];
  const endRun = () => {
    const clean = decodeEntities(run).replace(/\s+/g, ' ').trim();
    if (clean !== '') emphasis.push(clean);
    run = '';
  };
  const flush = () => {
    endRun();
    const clean = decodeEntities(text).replace(/\s+/g, ' ').trim();
    // A heading, or a paragraph all in bold, is a title rather than a term in running text.
    const inline = level === null && emphasis.join(' ').length < clean.length * 0.8;
    if (clean !== '')
      blocks.push({ text: clean, level, ...(inline && emphasis.length > 0 ? { emphasis } : {}) });
    text = '';
    level = null;
    emphasis = [];
  };
  for (const token of html.split(/(<[^>]*>)/)) {
    const tag = /^<(\/?)([a-z0-9]+)/i.exec(token);
    if (!tag) {
      text += token;
      if (emphasisDepth > 0) run += token;
      continue;
    }
    const name = (tag[2] ?? '').toLowerCase();
    if (EMPHASIS_TAGS.has(name)) {
      emphasisDepth = Math.max(0, emphasisDepth + (tag[1] === '' ? 1 : -1));
      if (emphasisDepth === 0) endRun();
      continue;
    }
    if (name === 'br') text += ' ';
    if (!BLOCK_TAGS.has(name)) continue;
    flush();
    if (tag[1] === '' && /^h[1-6]$/.test(name)) level = Number(name.slice(1));
  }
  flush();
  return blocks;
}
