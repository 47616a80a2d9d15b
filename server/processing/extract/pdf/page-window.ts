// Pages pass through a short window before they are laid out: a page's running headers and
// footers are known only once the pages after it are read (./margins.ts), and the words of those
// pages help decide the line-end hyphens of this one (../line-joiner.ts). A sentence that runs
// on to the next page is completed on the page where it starts (./page-breaks.ts). Memory stays
// bounded: only the runs of the pages in the window are kept.
import { LineJoiner, Vocabulary } from '../line-joiner';
import { emphasizedPhrases, type StyledRun } from './emphasis';
import { layoutPage } from './layout';
import { MARGIN_WINDOW, pageMargins, runningItems, type PageMargins } from './margins';
import { carryOver } from './page-breaks';

interface Pending {
  page: number;
  /** The text layer to lay out, or null when the paragraphs are known already (OCR). */
  items: StyledRun[] | null;
  paragraphs: string[];
  /** Phrases the page sets in bold or italic inside its running text (./emphasis.ts). */
  emphasis: string[];
}

/** Receives each page's paragraphs, and its emphasized phrases, in page order. */
export type EmitPage = (page: number, paragraphs: string[], emphasis: string[]) => void;

export class PageWindow {
  private readonly vocabulary = new Vocabulary();
  readonly joiner = new LineJoiner(this.vocabulary);
  /** Margin lines of every page read, by page index (a few lines each). */
  private readonly margins: (PageMargins | null)[] = [];
  private readonly pending: Pending[] = [];
  /** The last page laid out, held until the next one says whether a sentence runs on. */
  private held: Pending | null = null;

  constructor(private readonly emit: EmitPage) {}

  /** Page `page` (1-based, in order) with its text layer. */
  addText(page: number, items: StyledRun[]): void {
    for (const item of items) this.vocabulary.add(item.text);
    this.margins[page - 1] = pageMargins(items, page);
    this.pending.push({ page, items, paragraphs: [], emphasis: [] });
    this.release(page - MARGIN_WINDOW);
  }

  /** Page `page` whose paragraphs are already known (read by OCR). */
  addParagraphs(page: number, paragraphs: string[]): void {
    this.margins[page - 1] = null;
    this.pending.push({ page, items: null, paragraphs, emphasis: [] });
    this.release(page - MARGIN_WINDOW);
  }

  /** Lays out and emits every page still in the window. */
  finish(): void {
    this.release(Infinity);
    if (this.held) this.emit(this.held.page, this.held.paragraphs, this.held.emphasis);
    this.held = null;
  }

  private release(upTo: number): void {
    while ((this.pending[0]?.page ?? Infinity) <= upTo) {
      const next = this.pending.shift();
      if (!next) break;
      if (next.items) {
        const body = this.body(next.page, next.items);
        next.paragraphs = layoutPage(body, this.joiner);
        next.emphasis = emphasizedPhrases(body);
      }
      next.items = null;
      const held = this.held;
      if (held) {
        if (held.page + 1 === next.page) carryOver(held.paragraphs, next.paragraphs, this.joiner);
        this.emit(held.page, held.paragraphs, held.emphasis);
      }
      this.held = next;
    }
  }

  /** The page's runs without its running heads, footers and page numbers. */
  private body(page: number, items: StyledRun[]): StyledRun[] {
    const running = runningItems(this.margins, page - 1);
    return running.size === 0 ? items : items.filter((_, i) => !running.has(i));
  }
}
