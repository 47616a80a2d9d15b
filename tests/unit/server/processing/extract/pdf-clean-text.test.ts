import { describe, expect, it } from 'vitest';
import { runAskCommand } from '../../../../../server/cli/ask';
import { DEFAULT_LIMITS } from '../../../../../server/processing/extract/limits';
import { extractPdf } from '../../../../../server/processing/extract/pdf/index';
import type { ExtractedDocument } from '../../../../../server/processing/types';
import {
  glyphsPdf,
  hyphenationPdf,
  runningHeadersPdf,
  TRACE_SENTENCE,
  twoColumnPaperPdf,
} from '../../../../fixtures/lib/papers';
import { tempFile } from '../../../../fixtures/lib/paths';

async function extract(name: string, bytes: Uint8Array): Promise<ExtractedDocument> {
  const path = tempFile(name, Buffer.from(bytes));
  return extractPdf({ path, fileName: name }, DEFAULT_LIMITS, { renderer: null });
}

const pageText = (doc: ExtractedDocument, page: number): string[] =>
  doc.segments.filter((s) => s.page === page).map((s) => s.text);

describe('clean text from PDFs', () => {
  it('reads a two-column paper column by column, across a gutter crossed by labels and page numbers', async () => {
    const doc = await extract('paper.pdf', twoColumnPaperPdf());
    const [title, ...rest] = pageText(doc, 1);
    expect(title).toBe('Trace Trees for a Dynamically Typed Language');
    expect(rest[0]).toBe('A. Author and B. Author');
    expect(rest[1]).toMatch(/^Abstract\. We present .* nested loops\.$/);
    expect(rest[2]).toMatch(/^A tracing compiler works .* really uses\.$/);
    const page2 = pageText(doc, 2);
    // The sentence broken from the foot of the left column to the top of the right one is whole.
    const joined = page2.find((p) => p.includes('TraceMonkey starts'));
    expect(joined).toContain(`${TRACE_SENTENCE} Starting a tree just means`);
    expect(page2.at(-1)).toMatch(/so the tree grows to cover the paths .* loop body\.$/);
    // No page numbers, and no line of one column inside a line of the other.
    expect(doc.segments.some((s) => /^\d+$/.test(s.text) || / 5$/.test(s.text))).toBe(false);
    expect(page2.join(' ')).not.toMatch(/exe- |exe-$/);
  });

  it('completes a sentence broken by a page turn on the page where it starts', async () => {
    const doc = await extract('paper.pdf', twoColumnPaperPdf());
    expect(pageText(doc, 3).at(-1)).toMatch(
      /keeps falling back to the interpreter until its trees cover every type combination it meets\.$/,
    );
    expect(pageText(doc, 4)[0]).toMatch(/^The blacklist stops the recorder/);
  });

  it('answers from the paper with the whole sentence first', async () => {
    const path = tempFile('tracemonkey.pdf', twoColumnPaperPdf());
    let out = '';
    const code = await runAskCommand(['--corpus', path, 'When does TraceMonkey start a tree?'], {
      stdout: (text) => (out += text),
      stderr: () => undefined,
    });
    expect(code).toBe(0);
    expect(out.startsWith(TRACE_SENTENCE)).toBe(true);
  });

  it('drops running heads, footers and page numbers, and keeps the body', async () => {
    const doc = await extract('book.pdf', runningHeadersPdf());
    expect(doc.pageCount).toBe(6);
    for (const segment of doc.segments) {
      expect(segment.text).not.toMatch(/Chapter 2 Variables|Memory Diagrams|Think Java|- \d+ -/);
    }
    expect(pageText(doc, 1)).toEqual([
      expect.stringMatching(/^A variable is a named location .* declare a variable\.$/),
    ]);
    expect(pageText(doc, 4)).toEqual([
      expect.stringMatching(/^After you declare a variable, .* variable on the left\.$/),
    ]);
  });

  it('joins words broken at line ends and keeps compounds broken at their hyphen', async () => {
    const doc = await extract('hyphens.pdf', hyphenationPdf());
    expect(doc.segments.map((s) => s.text)).toEqual([
      'The loop header has been executed twice, which is a well-known threshold for the ' +
        'bytecode-based interpreter of the multiresolution solver. A bytecode-based design and ' +
        'a multiresolution grid are both common. The computation of the trace is then handed ' +
        'to the state-of-the-art compiler.',
    ]);
  });

  it('turns ligature glyphs into letters and mends words broken at soft hyphens', async () => {
    const doc = await extract('glyphs.pdf', await glyphsPdf());
    expect(doc.segments.map((s) => s.text)).toEqual([
      'An efficient flow of control lets the interpreter find the hot loops; a trace is ' +
        'executed by native code in the final stage.',
    ]);
  });
});
