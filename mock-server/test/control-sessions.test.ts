import { CALLS, DEMO_USERS, ERROR_CODES } from '@mo/contracts';
import type { MockApp } from '../src/app';
import { useResetApp } from './app-setup';
import { codeOf, send, signIn } from './helpers';

interface SessionRow {
  sessionId: string;
  userId: string;
  userName: string;
  role: string;
  openedAt: string;
  lastSeenAt: string | null;
}

describe('sessions (/__mock/sessions)', () => {
  let app: MockApp;
  useResetApp((built) => (app = built));

  const sessions = async () =>
    (await app.inject({ method: 'GET', url: '/__mock/sessions' })).json().sessions as SessionRow[];
  const end = (sessionId: string) =>
    app.inject({ method: 'DELETE', url: `/__mock/sessions/${encodeURIComponent(sessionId)}` });

  it('lists the live sessions with their user, role and times', async () => {
    expect(await sessions()).toEqual([]);
    app.store.clock.set('2026-11-20T02:00:00.000Z');
    const hr = await signIn(app, 'hr');
    const broker = await signIn(app, 'broker');
    await send(app, CALLS.userProfile, { token: broker.accessToken });
    const rows = await sessions();
    expect(rows.map((r) => [r.sessionId, r.userName, r.role])).toEqual([
      [hr.sessionId, DEMO_USERS.hr.email, 'HR'],
      [broker.sessionId, DEMO_USERS.broker.email, 'BROKER'],
    ]);
    expect(rows[0]!.openedAt).toMatch(/^2026-11-20T02:0\d:/);
    expect(rows[1]!.lastSeenAt).toMatch(/^2026-11-20T02:0\d:/);
  });

  it('a newer sign-in of the same user replaces the listed session', async () => {
    await signIn(app, 'hr');
    const newer = await signIn(app, 'hr');
    expect((await sessions()).map((r) => r.sessionId)).toEqual([newer.sessionId]);
  });

  it("ending a session makes its next call err300 and leaves another user's session alone", async () => {
    const hr = await signIn(app, 'hr');
    const broker = await signIn(app, 'broker');
    const ended = await end(hr.sessionId);
    expect(ended.statusCode).toBe(200);
    expect(ended.json()).toEqual({ ended: hr.sessionId });
    const refused = await send(app, CALLS.userProfile, { token: hr.accessToken });
    expect(refused.statusCode).toBe(401);
    expect(codeOf(refused)).toBe(ERROR_CODES.invalidSession);
    const other = await send(app, CALLS.userProfile, { token: broker.accessToken });
    expect(other.statusCode).toBe(200);
    expect((await sessions()).map((r) => r.sessionId)).toEqual([broker.sessionId]);
    // Signing in again opens a new session as usual.
    const again = await signIn(app, 'hr');
    expect((await send(app, CALLS.userProfile, { token: again.accessToken })).statusCode).toBe(200);
  });

  it('answers GC404 for an unknown or already ended session', async () => {
    const hr = await signIn(app, 'hr');
    await end(hr.sessionId);
    for (const id of [hr.sessionId, 'no-such-session']) {
      const answer = await end(id);
      expect(answer.statusCode).toBe(404);
      expect(answer.json().systemInformation.errorCode).toBe(ERROR_CODES.notFound);
    }
  });
});
