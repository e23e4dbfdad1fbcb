import { ErrorEnvelope } from '@mo/contracts';
import { fail } from '../lib/api-error';
import type { Journal } from '../store/journal';
import type { MockApp } from '../types';
import { SessionEndedResponse, SessionIdParams, SessionsResponse } from './journal-schemas';
import { worldOf } from '../lib/world';

const errors = { '4xx': ErrorEnvelope, '5xx': ErrorEnvelope };

/**
 * The mock time of the user's last answered call since the session opened, from the journal (a
 * user has one live session, so that is the session's); null when the journal has none.
 */
const lastSeenAt = (
  journal: Journal,
  email: string | undefined,
  openedAt: number,
): string | null => {
  if (email === undefined) return null;
  for (const record of journal.newestFirst()) {
    // The mock clock may be set back, so every record is looked at (at most the capacity).
    if (record.userName === email && record.httpStatus < 400 && record.mockMs >= openedAt) {
      return new Date(record.mockMs).toISOString();
    }
  }
  return null;
};

/**
 * GET /__mock/sessions (who is signed in: each user's live session) and DELETE
 * /__mock/sessions/:sessionId (ends it as a newer sign-in would: the portal's next session call
 * with its tokens answers err300; other users' sessions are untouched). Unknown or already ended
 * session: 404 GC404.
 */
export const registerSessions = (app: MockApp, tags: string[]): void => {
  app.get(
    '/sessions',
    {
      schema: {
        tags,
        summary: 'Live sessions, oldest first',
        response: { 200: SessionsResponse, ...errors },
      },
    },
    async (request) => {
      const world = worldOf(request);
      return {
        sessions: world.sessions.live().map((session) => {
          const user = world.users.get(session.userId);
          return {
            sessionId: session.id,
            userId: session.userId,
            userName: user?.email ?? session.userId,
            role: user?.kind ?? 'unknown',
            openedAt: new Date(session.createdAt).toISOString(),
            lastSeenAt: lastSeenAt(world.journal, user?.email, session.createdAt),
          };
        }),
      };
    },
  );

  app.delete(
    '/sessions/:sessionId',
    {
      schema: {
        tags,
        summary: 'Ends a session: its tokens then answer err300',
        params: SessionIdParams,
        response: { 200: SessionEndedResponse, ...errors },
      },
    },
    async (request) => {
      const { sessionId } = request.params;
      if (!worldOf(request).sessions.endSession(sessionId)) {
        throw fail.notFound(`No live session ${sessionId}`);
      }
      return { ended: sessionId };
    },
  );
};
