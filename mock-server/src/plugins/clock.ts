import type { FastifyInstance } from 'fastify';
import { createClock } from '../lib/clock';

/** Decorates the app with the mock clock (the configured start, or the real time). */
export const setupClock = (app: FastifyInstance): void => {
  app.decorate('clock', createClock(app.config.clockStart));
};
