// The pure side of `npm run bench`, one import for the bench and its tests: options, goals,
// queries and the figures' notes, each in its own module under scripts/lib/bench/. No I/O here.
export * from './bench/options';
export * from './bench/goals';
export * from './bench/queries';
export * from './bench/figures';
export * from './bench/sandboxes';
export * from './bench/hostile';
