import { TIMINGS } from '@mo/contracts';

/**
 * A lazy chunk (an area's code or its texts) that did not arrive: a new deploy replaced it, the
 * connection dropped, or it took longer than the chunk load timeout (part 1 section 9). The
 * route's error boundary shows the refresh dialog for it (components/chunk-error-dialog.tsx).
 */
export class ChunkLoadError extends Error {
  override readonly name = 'ChunkLoadError';
}

export const isChunkLoadError = (error: unknown): error is ChunkLoadError =>
  error instanceof ChunkLoadError ||
  (typeof error === 'object' &&
    error !== null &&
    'name' in error &&
    error.name === 'ChunkLoadError');

/**
 * Loads a chunk within `timeoutMs`: resolves what `load` resolves; a failed load, or none by the
 * time-out, rejects with ChunkLoadError (a load that ends later is ignored). The browser keeps a
 * failed module import failed, so the remedy is a page reload, not a retry.
 */
export function loadChunk<T>(
  load: () => Promise<T>,
  timeoutMs: number = TIMINGS.chunkLoadTimeoutMs,
): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(
      () => reject(new ChunkLoadError(`chunk not loaded within ${timeoutMs} ms`)),
      timeoutMs,
    );
    let started: Promise<T>;
    try {
      started = load();
    } catch (cause) {
      started = Promise.reject(cause);
    }
    started.then(
      (value) => {
        clearTimeout(timer);
        resolve(value);
      },
      (cause: unknown) => {
        clearTimeout(timer);
        const reason = cause instanceof Error ? cause.message : String(cause);
        reject(new ChunkLoadError(`chunk not loaded: ${reason}`, { cause }));
      },
    );
  });
}
