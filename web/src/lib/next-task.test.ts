import { nextTask, nextTurn } from './next-task';

describe('nextTask', () => {
  it('resolves in a later task: work already queued runs first', async () => {
    const order: string[] = [];
    const later = nextTask().then(() => order.push('next task'));
    void Promise.resolve().then(() => order.push('microtask'));
    await later;
    expect(order).toEqual(['microtask', 'next task']);
  });
});

describe('nextTurn', () => {
  it('gives each caller a task of its own, in the order they asked', async () => {
    const order: string[] = [];
    // a timer of 0 ms between two turns fires between them: each turn is one more task later
    const turns = ['a', 'b', 'c'].map((name) =>
      nextTurn().then(() => {
        order.push(name);
        setTimeout(() => order.push(`after ${name}`), 0);
      }),
    );
    await Promise.all(turns);
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(order.filter((o) => !o.startsWith('after'))).toEqual(['a', 'b', 'c']);
    expect(order.indexOf('after a')).toBeLessThan(order.indexOf('c'));
  });
});
