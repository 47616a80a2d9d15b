export interface ExtractionLimits {
  maxPages: number;
  maxPixels: number;
  /** Every entry of an archive together, inflated (streaming, nothing kept). */
  maxDecompressedBytes: number;
  /**
   * The parts a parser reads and holds in memory (a Word document's XML): mammoth needs about
   * 35 bytes of memory per byte of text and 1 KB per element, so bytes and tags are both capped.
   */
  maxParsedBytes: number;
  maxParsedTags: number;
  maxVideoSeconds: number;
}

export const DEFAULT_LIMITS: ExtractionLimits = {
  maxPages: 2000,
  maxPixels: 40_000_000,
  maxDecompressedBytes: 200 * 1024 * 1024,
  maxParsedBytes: 6 * 1024 * 1024,
  maxParsedTags: 150_000,
  maxVideoSeconds: 4 * 60 * 60,
};

export function resolveLimits(partial?: Partial<ExtractionLimits>): ExtractionLimits {
  return { ...DEFAULT_LIMITS, ...partial };
}
