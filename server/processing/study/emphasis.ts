// The phrases a document sets in bold or italic (textbooks introduce their terms that way),
// gathered as the extractor delivers them, and found again in every later sentence.
import { stemWord } from './stem';

const EDGE_PUNCTUATION = /^[^\p{L}\p{N}]+|[^\p{L}\p{N}]+$/gu;
const MAX_WORDS = 5;

export class EmphasisDictionary {
  /** Stemmed keys of the emphasized phrases, with how often each was emphasized. */
  readonly keys = new Map<string, number>();
  /** The form each key was emphasized in first ("compile", where the text also says "compiler"). */
  readonly surfaces = new Map<string, string>();
  /** Stem sequences by their first stem, for matching the words of a sentence. */
  private readonly byFirstWord = new Map<string, string[][]>();

  constructor(private readonly stopwords: ReadonlySet<string>) {}

  add(phrase: string): void {
    const words = phrase
      .toLowerCase()
      .split(/\s+/)
      .map((w) => w.replace(EDGE_PUNCTUATION, ''))
      .filter((w) => w !== '');
    // "the compiler": articles and other function words are not part of the term.
    while (words.length > 0 && this.stopwords.has(words[0] ?? '')) words.shift();
    while (words.length > 0 && this.stopwords.has(words[words.length - 1] ?? '')) words.pop();
    if (words.length === 0 || words.length > MAX_WORDS) return;
    if (!words.some((w) => /\p{L}{2}/u.test(w))) return;
    const stems = words.map((w) => stemWord(w, 'en'));
    const key = stems.join(' ');
    const seen = this.keys.get(key);
    this.keys.set(key, (seen ?? 0) + 1);
    if (seen !== undefined) return;
    this.surfaces.set(key, words.join(' '));
    const first = stems[0] ?? '';
    const list = this.byFirstWord.get(first) ?? [];
    list.push(stems);
    this.byFirstWord.set(first, list);
  }

  get size(): number {
    return this.keys.size;
  }

  /** Spans [start, end) of `stems` that are emphasized phrases, the longest at each start. */
  *spans(stems: readonly string[]): Generator<[number, number]> {
    if (this.byFirstWord.size === 0) return;
    for (let start = 0; start < stems.length; start += 1) {
      const candidates = this.byFirstWord.get(stems[start] ?? '');
      if (!candidates) continue;
      let best = 0;
      for (const words of candidates) {
        if (words.length <= best) continue;
        if (words.every((w, i) => stems[start + i] === w)) best = words.length;
      }
      if (best > 0) yield [start, start + best];
    }
  }
}
