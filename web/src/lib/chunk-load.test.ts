import { ChunkLoadError, isChunkLoadError, loadChunk } from './chunk-load';

describe('loadChunk', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('resolves what the chunk resolves, and a later time-out changes nothing', async () => {
    const loaded = loadChunk(() => Promise.resolve('area'), 1000);
    await expect(loaded).resolves.toBe('area');
    jest.advanceTimersByTime(5000);
    await expect(loaded).resolves.toBe('area');
  });

  it('turns a failed import into ChunkLoadError, keeping the cause', async () => {
    const cause = new TypeError('Failed to fetch dynamically imported module: /assets/x.js');
    const error = await loadChunk(() => Promise.reject(cause), 1000).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ChunkLoadError);
    expect(isChunkLoadError(error)).toBe(true);
    expect((error as Error).message).toContain('Failed to fetch dynamically imported module');
    expect((error as Error).cause).toBe(cause);
  });

  it('turns a loader that throws at once into ChunkLoadError', async () => {
    const error = await loadChunk(() => {
      throw new Error('boom');
    }, 1000).catch((e: unknown) => e);
    expect(isChunkLoadError(error)).toBe(true);
  });

  it('gives up at the spec chunk load timeout (120000 ms), not before', async () => {
    const settled = jest.fn();
    const loading = loadChunk(() => new Promise<never>(() => undefined));
    loading.then(settled, settled);
    jest.advanceTimersByTime(119_999);
    await Promise.resolve();
    expect(settled).not.toHaveBeenCalled();
    jest.advanceTimersByTime(1);
    const error = await loading.catch((e: unknown) => e);
    expect(isChunkLoadError(error)).toBe(true);
    expect((error as Error).message).toContain('120000 ms');
  });
});

describe('isChunkLoadError', () => {
  it('knows the error by class or by name, and nothing else', () => {
    expect(isChunkLoadError(new ChunkLoadError('x'))).toBe(true);
    expect(isChunkLoadError({ name: 'ChunkLoadError' })).toBe(true);
    expect(isChunkLoadError(new Error('x'))).toBe(false);
    expect(isChunkLoadError(null)).toBe(false);
    expect(isChunkLoadError('ChunkLoadError')).toBe(false);
  });
});
