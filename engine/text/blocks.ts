// The parts of a text that no sentence crosses, for every sentence splitter of the study engine
// and the assistant: paragraphs, and headings cut off the text they head.

// A heading line: short, capitalized, and without the punctuation that ends or continues a
// sentence; a line ending in a function word ("... discovered by") is a wrapped sentence instead.
const HEADING_MAX_WORDS = 8;
const CONTINUES = /[.!?;:,…\-–—/&+]$/u;
const STARTS_CAPITALIZED = /^["'“‘([]?[\p{Lu}\p{N}]/u;

function isHeadingLine(line: string, next: string, isStopword: (lower: string) => boolean) {
  if (CONTINUES.test(line) || !STARTS_CAPITALIZED.test(line) || !STARTS_CAPITALIZED.test(next)) {
    return false;
  }
  const words = line.split(/\s+/u);
  const last = words[words.length - 1] ?? '';
  return words.length <= HEADING_MAX_WORDS && !isStopword(last.toLowerCase());
}

/**
 * Paragraphs (separated by a blank line), each cut after its heading lines (a short line without
 * final punctuation before a capitalized line). Other line breaks are soft wraps inside a
 * sentence: the lines of a block are joined with spaces.
 */
export function textBlocks(text: string, isStopword: (lower: string) => boolean): string[] {
  const out: string[] = [];
  for (const paragraph of text.split(/\n\s*\n/u)) {
    const lines = paragraph
      .split('\n')
      .map((line) => line.trim())
      .filter(Boolean);
    let current: string[] = [];
    lines.forEach((line, i) => {
      current.push(line);
      const next = lines[i + 1];
      if (next === undefined || isHeadingLine(line, next, isStopword)) {
        out.push(current.join(' '));
        current = [];
      }
    });
  }
  return out;
}
