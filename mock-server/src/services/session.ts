import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { Session } from '../store/session-book';

/**
 * Opens a session for the access token with this jti (and under `id`, when the token already
 * names it in its sid claim). The user's older session stops working: its calls get err300.
 */
export const openSession = (
  app: FastifyInstance,
  userId: string,
  accessJti: string,
  id: string = randomUUID(),
): Session => app.store.sessions.create({ id, userId, createdAt: app.clock.now() }, accessJti);
