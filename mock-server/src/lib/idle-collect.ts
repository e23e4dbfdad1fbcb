import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import type { FastifyInstance } from 'fastify';

/**
 * After a burst of large requests (hostile traffic, issue 30) V8 keeps the garbage until it next
 * needs room, which an idle mock never does: its RSS stayed near the burst's peak. Once the mock
 * has answered nothing for IDLE_MS and its RSS is over a tenth above where it last settled, one
 * full collection runs (tens of milliseconds on the demo seed), never while requests arrive.
 */
const IDLE_MS = 2000;
const CHECK_MS = 1000;
const GROWTH = 1.1;

/** V8's gc(), exposed after start (the flag read once, the function from a fresh context). */
export const gcFunction = (): (() => void) | undefined => {
  setFlagsFromString('--expose-gc');
  const gc = runInNewContext('typeof gc === "function" ? gc : undefined') as unknown;
  return typeof gc === 'function' ? (gc as () => void) : undefined;
};

export interface IdleCollectOptions {
  idleMs?: number;
  checkMs?: number;
  /** The RSS over its settled figure that asks for a collection (1.1: a tenth over). */
  growth?: number;
  /** Called after each collection (tests). */
  onCollect?: () => void;
}

export const setupIdleCollect = (
  app: FastifyInstance,
  { idleMs = IDLE_MS, checkMs = CHECK_MS, growth = GROWTH, onCollect }: IdleCollectOptions = {},
): void => {
  const gc = gcFunction();
  if (!gc) return;
  let lastRequestMs = Date.now();
  let inFlight = 0;
  let settledRss = process.memoryUsage.rss();
  app.server.on('request', (request: { once: (event: 'close', f: () => void) => void }) => {
    inFlight += 1;
    lastRequestMs = Date.now();
    request.once('close', () => {
      inFlight -= 1;
      lastRequestMs = Date.now();
    });
  });
  const timer = setInterval(() => {
    if (inFlight > 0 || Date.now() - lastRequestMs < idleMs) return;
    const rss = process.memoryUsage.rss();
    if (rss <= settledRss * growth) {
      settledRss = Math.min(settledRss, rss);
      return;
    }
    gc();
    settledRss = process.memoryUsage.rss();
    onCollect?.();
  }, checkMs);
  timer.unref();
  app.addHook('onClose', (_app, done) => {
    clearInterval(timer);
    done();
  });
};
