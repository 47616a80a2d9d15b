// Tesseract OCR with the English model from the installed @tesseract.js-data/eng package.
// Nothing is downloaded: langPath points into node_modules and caching is off.
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';

export interface OcrEngine {
  recognize(image: Buffer): Promise<string>;
  terminate(): Promise<void>;
}

export type OcrEngineFactory = () => Promise<OcrEngine>;

function englishLangPath(): string {
  const pkg = createRequire(import.meta.url).resolve('@tesseract.js-data/eng/package.json');
  return join(dirname(pkg), '4.0.0');
}

/** One worker, reused for every image until terminate(). */
export const createTesseractEngine: OcrEngineFactory = async () => {
  const { createWorker } = await import('tesseract.js');
  const worker = await createWorker('eng', undefined, {
    langPath: englishLangPath(),
    cacheMethod: 'none',
    gzip: true,
  });
  return {
    async recognize(image) {
      const { data } = await worker.recognize(image);
      return data.text;
    },
    async terminate() {
      await worker.terminate();
    },
  };
};

/** Runs `work` with an engine created on first use, and always terminates it. */
export async function withLazyOcr<T>(
  factory: OcrEngineFactory,
  work: (getEngine: () => Promise<OcrEngine>) => Promise<T>,
): Promise<T> {
  const started: { engine?: Promise<OcrEngine> } = {};
  try {
    return await work(() => (started.engine ??= factory()));
  } finally {
    if (started.engine) await (await started.engine).terminate();
  }
}
