import { CALLS } from '@mo/contracts';
import type { MockApp } from '../src/app';
import { codeOf, send, signIn, type SignedIn, useSignedInApp } from './helpers';

describe('notifications', () => {
  let app: MockApp;
  let hr: SignedIn;
  let broker: SignedIn;
  useSignedInApp((signedIn) => ({ app, hr, broker } = signedIn));
  const list = (token: string, query: Record<string, string | number> = {}) =>
    send(app, CALLS.notificationList, { token, query });
  const read = (
    token: string,
    notificationId: string,
    query: Record<string, string | number> = {},
  ) => send(app, CALLS.notificationDetails, { token, params: { notificationId }, query });

  // what earlier tests read is forgotten (a full reset would end the sessions too)
  beforeEach(() => app.store.notificationReads.clear());

  it("lists the user's own seeded notices newest first, paged, with the unread count", async () => {
    const answer = await list(hr.accessToken, { pageSize: 10 });
    const data = answer.body.data!;
    expect(data.notifications.length).toBeGreaterThanOrEqual(4);
    const dates = data.notifications.map((n) => Date.parse(n.createdAt));
    expect(dates).toEqual([...dates].sort((a, b) => b - a));
    expect(data.unreadCount).toBe(data.notifications.filter((n) => !n.read).length);
    expect(data.unreadCount).toBeGreaterThan(0);
    expect(new Set(data.notifications.map((n) => n.category))).toEqual(
      new Set(['ALTERATION', 'CLAIM', 'BILLING', 'POLICY']),
    );
    const page2 = (await list(hr.accessToken, { pageSize: 10, currentPage: 2 })).body.data!;
    expect(page2.notifications).toEqual([]);
    // the count covers every page, not only the one shown
    expect(page2.unreadCount).toBe(data.unreadCount);
  });

  it("speaks the asked language, else the user's preferred one", async () => {
    // the HR user prefers Indonesian, the broker English
    const id = (await list(hr.accessToken)).body.data!.notifications[0]!;
    const en = (await list(hr.accessToken, { language: 'en' })).body.data!.notifications[0]!;
    expect(id.id).toBe(en.id);
    expect(id.title).toBe('Perubahan peserta disetujui');
    expect(en.title).toBe('Member alteration approved');
    const brokers = (await list(broker.accessToken)).body.data!.notifications[0]!;
    expect(brokers.title).toBe('Member alteration approved');
  });

  it('marks a notification read when it is read; the next list shows it read', async () => {
    const before = (await list(hr.accessToken)).body.data!;
    const unread = before.notifications.find((n) => !n.read)!;
    const opened = await read(hr.accessToken, unread.id, { language: 'en' });
    expect(opened.statusCode).toBe(200);
    expect(opened.body.data!.notification).toMatchObject({ id: unread.id, read: true });
    const after = (await list(hr.accessToken)).body.data!;
    expect(after.notifications.find((n) => n.id === unread.id)!.read).toBe(true);
    expect(after.unreadCount).toBe(before.unreadCount - 1);
    // reading it again changes nothing
    await read(hr.accessToken, unread.id);
    expect((await list(hr.accessToken)).body.data!.unreadCount).toBe(before.unreadCount - 1);
    // the broker's notices are untouched
    const brokers = (await list(broker.accessToken)).body.data!;
    expect(brokers.unreadCount).toBe(before.unreadCount);
  });

  it("answers GC404 for another user's notification and leaves it unread", async () => {
    const brokers = (await list(broker.accessToken)).body.data!;
    const theirs = brokers.notifications.find((n) => !n.read)!;
    const answer = await read(hr.accessToken, theirs.id);
    expect(answer.statusCode).toBe(404);
    expect(codeOf(answer)).toBe('GC404');
    expect((await list(broker.accessToken)).body.data!.unreadCount).toBe(brokers.unreadCount);
    expect(codeOf(await read(hr.accessToken, 'no-such-id'))).toBe('GC404');
  });

  it('answers bad input with the envelope and refuses a call without a session', async () => {
    for (const query of [
      { language: 'fr' },
      { pageSize: 7 },
      { currentPage: -1 },
      { x: 1 },
    ] as Record<string, string | number>[]) {
      const answer = await list(hr.accessToken, query);
      expect(answer.statusCode).toBe(400);
      expect(codeOf(answer)).not.toBeNull();
    }
    expect((await send(app, CALLS.notificationList, {})).statusCode).toBe(401);
    expect(
      (await send(app, CALLS.notificationDetails, { params: { notificationId: 'x' } })).statusCode,
    ).toBe(401);
  });

  it('forgets what was read on a reset to the seed', async () => {
    const before = (await list(hr.accessToken)).body.data!;
    await read(hr.accessToken, before.notifications.find((n) => !n.read)!.id);
    app.store.reset();
    const again = await signIn(app, 'hr');
    expect((await list(again.accessToken)).body.data!.unreadCount).toBe(before.unreadCount);
  });
});
