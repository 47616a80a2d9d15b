import { lazy, type ComponentType, type LazyExoticComponent } from 'react';

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

export function lazyRoute<P extends object>(
  load: () => Promise<{ default: ComponentType<P> }>,
  chunkId: number,
): LazyExoticComponent<ComponentType<P>> {
  return lazy(() => withChunkTimeout(load, chunkId));
}
