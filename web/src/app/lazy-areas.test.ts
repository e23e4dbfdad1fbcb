import type { RouteObject } from 'react-router-dom';
import { isChunkLoadError } from '../lib/chunk-load';
import { lazyAreas } from './lazy-areas';

const page = () => Promise.resolve({ Component: () => null });
type Lazy = () => Promise<unknown>;
const lazyOf = (route: RouteObject | undefined) => route?.lazy as Lazy;

const tree = (child: () => Promise<never> | ReturnType<typeof page> = page): RouteObject[] => [
  {
    path: '/',
    children: [
      {
        path: 'sign-in',
        lazy: page,
        children: [
          { path: 'forgot', lazy: child },
          { index: true, element: null },
        ],
      },
      { id: 'shell', lazy: page, children: [{ path: 'home', lazy: page }] },
    ],
  },
];
const TEXTS = { 'sign-in': ['auth', 'shell'], shell: ['shell'], home: ['dashboard'] } as const;

describe('lazyAreas', () => {
  it('loads the texts of a route and of the routes above it, with its chunk', async () => {
    const loadTexts = jest.fn(() => Promise.resolve());
    const [root] = lazyAreas(tree(), TEXTS, { loadTexts });
    const [signIn, shell] = root!.children!;
    await lazyOf(signIn)();
    expect(loadTexts).toHaveBeenLastCalledWith(['auth', 'shell']);
    await lazyOf(signIn!.children![0])();
    expect(loadTexts).toHaveBeenLastCalledWith(['auth', 'shell']);
    await lazyOf(shell!.children![0])();
    expect(loadTexts).toHaveBeenLastCalledWith(['shell', 'dashboard']);
    // A route without lazy stays as it was.
    expect(signIn!.children![1]).toEqual({ index: true, element: null });
  });

  it('leaves the texts alone without a loader (every namespace bundled)', async () => {
    const [root] = lazyAreas(tree(), TEXTS);
    await expect(lazyOf(root!.children![0])()).resolves.toHaveProperty('Component');
  });

  it('turns a chunk that fails to load into ChunkLoadError', async () => {
    const failing = () =>
      Promise.reject(new TypeError('Failed to fetch dynamically imported module'));
    const [root] = lazyAreas(tree(failing), TEXTS, { loadTexts: () => Promise.resolve() });
    const error = await lazyOf(root!.children![0]!.children![0])().catch((e: unknown) => e);
    expect(isChunkLoadError(error)).toBe(true);
  });

  it('turns texts that fail to load into ChunkLoadError, though the code arrived', async () => {
    const [root] = lazyAreas(tree(), TEXTS, {
      loadTexts: () => Promise.reject(new Error('texts')),
    });
    const error = await lazyOf(root!.children![0])().catch((e: unknown) => e);
    expect(isChunkLoadError(error)).toBe(true);
  });

  it("starts an area's load, code and texts, only once beforeLoad has resolved", async () => {
    let open = () => {};
    const gate = new Promise<void>((resolve) => (open = resolve));
    const code = jest.fn(page);
    const loadTexts = jest.fn(() => Promise.resolve());
    const [root] = lazyAreas(tree(code), TEXTS, { loadTexts, beforeLoad: () => gate });
    const loading = lazyOf(root!.children![0]!.children![0])();
    for (let i = 0; i < 10; i++) await Promise.resolve();
    expect(code).not.toHaveBeenCalled();
    expect(loadTexts).not.toHaveBeenCalled();
    open();
    await expect(loading).resolves.toHaveProperty('Component');
    expect(code).toHaveBeenCalledTimes(1);
    expect(loadTexts).toHaveBeenCalledWith(['auth', 'shell']);
  });

  it('gives up on a chunk that hangs after the chunk load timeout', async () => {
    jest.useFakeTimers();
    try {
      const hanging = (): Promise<never> => new Promise<never>(() => undefined);
      const [root] = lazyAreas(tree(hanging), TEXTS, { chunkTimeoutMs: 120_000 });
      const loading = lazyOf(root!.children![0]!.children![0])().catch((e: unknown) => e);
      jest.advanceTimersByTime(120_000);
      expect(isChunkLoadError(await loading)).toBe(true);
    } finally {
      jest.useRealTimers();
    }
  });
});
