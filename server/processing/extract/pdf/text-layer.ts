// A page's text layer as positioned runs with their font, the input of layout, margin detection
// and emphasis.
import { normalizeGlyphs } from '../glyphs';
import type { StyledRun } from './emphasis';
import type { PDFPageProxy } from './pdfjs';

interface TextItemLike {
  str: string;
  transform: number[];
  width: number;
  height: number;
  fontName: string;
}

function isTextItem(item: object): item is TextItemLike {
  return 'str' in item && 'transform' in item;
}

export async function readTextLayer(page: PDFPageProxy): Promise<StyledRun[]> {
  const content = await page.getTextContent();
  const placed: StyledRun[] = [];
  for (const item of content.items) {
    if (!isTextItem(item)) continue;
    const [a = 0, b = 0, , d = 0, x = 0, y = 0] = item.transform;
    const fontSize = Math.hypot(a, b) || Math.abs(d) || item.height;
    const monospace = content.styles[item.fontName]?.fontFamily === 'monospace';
    placed.push({
      text: normalizeGlyphs(item.str),
      x,
      y,
      width: item.width,
      fontSize,
      font: item.fontName,
      monospace,
    });
  }
  return placed;
}
