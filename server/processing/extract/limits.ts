export interface ExtractionLimits {
  maxPages: number;
  maxPixels: number;
  maxDecompressedBytes: number;
  maxVideoSeconds: number;
}

export const DEFAULT_LIMITS: ExtractionLimits = {
  maxPages: 2000,
  maxPixels: 40_000_000,
  maxDecompressedBytes: 200 * 1024 * 1024,
  maxVideoSeconds: 4 * 60 * 60,
};

export function resolveLimits(partial?: Partial<ExtractionLimits>): ExtractionLimits {
  return { ...DEFAULT_LIMITS, ...partial };
}
