// A passage's analysis kept small: stems as ids into a table the index shares, sentences as
// ranges of the passage's own text. Unpacked, it is exactly what `analyzePassage` returned,
// for a fraction of the memory (no array of strings and no sentence strings per passage).
import type { Language } from '../language/codes';
import type { AnalyzedPassage, AnalyzedSentence } from './analysis';

export interface CompactAnalysis {
  language: Language;
  /** Ids of the stems, in order (see `StemTable`). */
  terms: Uint32Array;
  /** Per sentence: start and end in the passage's text, end in `terms` (starts follow on). */
  sentences: Uint32Array;
}

/** Stems by id, shared by every passage of an index. */
export class StemTable {
  private readonly ids = new Map<string, number>();
  private readonly stems: string[] = [];

  idOf(stem: string): number {
    let id = this.ids.get(stem);
    if (id === undefined) {
      id = this.stems.length;
      this.ids.set(stem, id);
      this.stems.push(stem);
    }
    return id;
  }

  stemOf(id: number): string {
    return this.stems[id] ?? '';
  }
}

/**
 * Packs an analysis of `text`; null when a sentence is not a piece of the text as it stands
 * (then the caller keeps the analysis itself).
 */
export function packAnalysis(
  text: string,
  analyzed: AnalyzedPassage,
  table: StemTable,
): CompactAnalysis | null {
  const sentences = new Uint32Array(analyzed.sentences.length * 3);
  let from = 0;
  let termEnd = 0;
  for (const [i, sentence] of analyzed.sentences.entries()) {
    const at = text.indexOf(sentence.text, from);
    if (at < 0 || sentence.start !== termEnd) return null;
    sentences[i * 3] = at;
    sentences[i * 3 + 1] = at + sentence.text.length;
    sentences[i * 3 + 2] = sentence.end;
    from = at + sentence.text.length;
    termEnd = sentence.end;
  }
  if (termEnd !== analyzed.terms.length) return null;
  const terms = Uint32Array.from(analyzed.terms, (stem) => table.idOf(stem));
  return { language: analyzed.language, terms, sentences };
}

export function unpackAnalysis(
  text: string,
  compact: CompactAnalysis,
  table: StemTable,
): AnalyzedPassage {
  const terms = Array.from(compact.terms, (id) => table.stemOf(id));
  const sentences: AnalyzedSentence[] = [];
  let start = 0;
  for (let i = 0; i < compact.sentences.length; i += 3) {
    const end = compact.sentences[i + 2] ?? start;
    sentences.push({
      text: text.slice(compact.sentences[i], compact.sentences[i + 1]),
      start,
      end,
    });
    start = end;
  }
  return { language: compact.language, terms, sentences };
}
