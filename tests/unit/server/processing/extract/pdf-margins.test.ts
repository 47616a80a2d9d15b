import { describe, expect, it } from 'vitest';
import type { PlacedText } from '../../../../../server/processing/extract/pdf/layout';
import { pageMargins, runningItems } from '../../../../../server/processing/extract/pdf/margins';

const run = (text: string, x: number, y: number): PlacedText => ({
  text,
  x,
  y,
  width: text.length * 5,
  fontSize: 10,
});

/** A page of body lines under `head` and over `foot`. */
function page(head: PlacedText[], body: string[], foot: PlacedText[]): PlacedText[] {
  return [...head, ...body.map((text, i) => run(text, 72, 700 - i * 14)), ...foot];
}

const texts = (items: PlacedText[], drop: Set<number>) =>
  items.filter((_, i) => drop.has(i)).map((it) => it.text);

describe('running headers and footers', () => {
  const words = ['alpha', 'beta', 'gamma', 'delta', 'epsilon'];
  const body = (n: number) => {
    const word = words[n % words.length] ?? '';
    return [`The ${word} body opens here.`, `Then ${word} goes on.`, `And ${word} ends.`];
  };
  const pages = [18, 19, 20, 21].map((printed, i) =>
    page(
      printed % 2 === 0
        ? [run(String(printed), 72, 740), run('Chapter 2 Variables', 260, 740)]
        : [run(`2.${i + 2} A section of its own`, 72, 740), run(String(printed), 520, 740)],
      body(printed),
      [run(`Page ${printed} of 372`, 280, 40)],
    ),
  );
  const margins = pages.map((items, i) => pageMargins(items, i + 1));

  it('drops repeated heads, heads that count pages and page numbers, and keeps the body', () => {
    pages.forEach((items, i) => {
      const dropped = texts(items, runningItems(margins, i));
      expect(dropped).toHaveLength(3);
      expect(dropped.some((t) => words.some((word) => t.includes(word)))).toBe(false);
    });
  });

  it('keeps a first line that no page nearby repeats', () => {
    const lone = [page([], ['A title of its own', ...body(1)], [])];
    expect(runningItems([pageMargins(lone[0] ?? [], 1)], 0).size).toBe(0);
  });
});
