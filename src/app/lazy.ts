import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import { languageReady } from './language';

export const CHUNK_LOAD_TIMEOUT_MS = 120_000;

export class ChunkLoadError extends Error {
  constructor(chunkId: number | string, options?: { cause?: unknown }) {
    super(`Loading chunk ${chunkId} failed`, options);
    this.name = 'ChunkLoadError';
  }
}

/** A chunk that fails, or takes longer than the timeout, becomes 'Loading chunk N failed'. */
export function withChunkTimeout<T>(
  load: () => Promise<T>,
  chunkId: number | string,
  timeoutMs = CHUNK_LOAD_TIMEOUT_MS,
): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => reject(new ChunkLoadError(chunkId)), timeoutMs);
    load().then(
      (value) => {
        clearTimeout(timer);
        resolve(value);
      },
      (error: unknown) => {
        clearTimeout(timer);
        console.error(error);
        reject(new ChunkLoadError(chunkId, { cause: error }));
      },
    );
  });
}

export type LazyRoute<P extends object> = LazyExoticComponent<ComponentType<P>> & {
  /** Starts loading the chunk (once) before the route renders. */
  preload: () => Promise<unknown>;
};

export function lazyRoute<P extends object>(
  load: () => Promise<{ default: ComponentType<P> }>,
  chunkId: number,
): LazyRoute<P> {
  let loading: Promise<{ default: ComponentType<P> }> | null = null;
  const loadOnce = () => {
    // The screen's code and the texts of the language chosen arrive together, so a signed-in
    // screen paints in the student's language from its first frame.
    loading ??= withChunkTimeout(
      () => Promise.all([load(), languageReady()]).then(([loaded]) => loaded),
      chunkId,
    );
    // A failed load may be tried again (the next render shows the chunk-load error first).
    loading.catch(() => {
      loading = null;
    });
    return loading;
  };
  return Object.assign(
    lazy(() => loadOnce()),
    { preload: loadOnce },
  );
}
