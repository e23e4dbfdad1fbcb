// server.ts's idle collection (issue 30): V8's gc() is reachable after start, and an idle app
// with its RSS over a tenth above where it settled runs one collection.
import { gcFunction, setupIdleCollect } from '../src/lib/idle-collect';
import { testApp } from './helpers';

describe('idle collection', () => {
  it('reaches V8 gc() without --expose-gc on the command line', () => {
    expect(typeof gcFunction()).toBe('function');
  });

  it('collects once the app is idle and its RSS grew', async () => {
    const app = await testApp();
    const collected: number[] = [];
    setupIdleCollect(app, {
      idleMs: 50,
      checkMs: 20,
      growth: 1.01,
      onCollect: () => collected.push(1),
    });
    // about 200 MB of garbage once the function returns, the heap holds until the next collection
    const garbage = () =>
      Array.from({ length: 25 }, () => new Array<number>(1_000_000).fill(1.5)).length;
    expect(garbage()).toBe(25);
    await new Promise((r) => setTimeout(r, 500));
    expect(collected.length).toBeGreaterThanOrEqual(1);
    await app.close();
  });
});
