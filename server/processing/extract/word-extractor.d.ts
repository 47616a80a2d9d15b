// The subset of word-extractor 1.0.4 that doc.ts uses (the package ships no types).
declare module 'word-extractor' {
  interface TextOptions {
    filterUnicode?: boolean;
  }
  interface WordDocument {
    getBody(options?: TextOptions): string;
    getFootnotes(options?: TextOptions): string;
    getTextboxes(options?: { includeHeadersAndFooters?: boolean; includeBody?: boolean }): string;
  }
  export default class WordExtractor {
    extract(source: string | Buffer): Promise<WordDocument>;
  }
}
