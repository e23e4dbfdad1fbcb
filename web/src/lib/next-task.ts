/**
 * Hands the main thread back to the browser (input, paint, the network's callbacks) and resolves
 * in a task of its own: a message to itself, which no timer clamping delays (a zero timer where
 * there is no MessageChannel, as in jsdom).
 */
export const nextTask = (): Promise<void> =>
  new Promise((resolve) => {
    if (typeof MessageChannel === 'undefined') {
      setTimeout(resolve, 0);
      return;
    }
    const { port1, port2 } = new MessageChannel();
    port1.onmessage = () => {
      port1.close();
      resolve();
    };
    port2.postMessage(null);
  });

let lastTurn: Promise<void> = Promise.resolve();

/**
 * Resolves in a task after every turn asked for before it has resolved: work started by each turn
 * runs in a task of its own, one after the other (the dashboard draws one chart per turn).
 */
export const nextTurn = (): Promise<void> => {
  const turn = lastTurn.then(nextTask);
  lastTurn = turn;
  return turn;
};
