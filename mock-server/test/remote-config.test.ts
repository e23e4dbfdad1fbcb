import { CALLS, ERROR_CODES, RemoteConfig } from '@mo/contracts';
import { Value } from 'typebox/value';
import type { MockApp } from '../src/app';
import { useTestApp } from './app-setup';
import { arm, codeOf, send } from './helpers';

describe('remote configuration and the maintenance flag', () => {
  let app: MockApp;
  useTestApp((built) => (app = built));
  beforeEach(async () => {
    await app.inject({ method: 'POST', url: '/__mock/reset' });
    app.store.clock.set('2026-11-22T02:00:00Z'); // 09:00 in Jakarta
  });

  const config = () => send(app, CALLS.remoteConfig);
  const flag = (answer: {
    raw: { json(): { systemInformation: { isSysUnderMaintenane: string } } };
  }) => answer.raw.json().systemInformation.isSysUnderMaintenane;

  it('answers the seeded configuration without a token: one past window, nothing in effect', async () => {
    const answer = await config();
    expect(answer.statusCode).toBe(200);
    expect(answer.body.data?.systemMaintenance).toHaveLength(1);
    expect(answer.body.data?.announcements).toEqual([]);
    expect(flag(answer)).toBe('N');
  });

  it("arms 'maintenance-window' relative to the mock clock in Jakarta time, with its announcement", async () => {
    const armed = await arm(app, 'maintenance-window', {
      startsInMinutes: 30,
      durationMinutes: 60,
      reminderTimerMinutes: 10,
    });
    expect(armed.statusCode).toBe(200);
    const data = (await config()).body.data!;
    expect(data.systemMaintenance.at(-1)).toEqual({
      systemMaintenanceStartDateTimeJKT: '2026-11-22 09:30:00',
      systemMaintenanceEndDateTimeJKT: '2026-11-22 10:30:00',
      isMO: 'Y',
      isFO: 'N',
    });
    expect(data.announcements).toEqual([
      expect.objectContaining({
        announcementMsgStartDateTimeJKT: '2026-11-22 09:00:00',
        announcementMsgEndDateTimeJKT: '2026-11-22 10:30:00',
        hasAnnouncementMsg: 'Y',
        reminderTimerMinutes: 10,
        isMO: 'Y',
      }),
    ]);
    expect(data.announcements[0]!.announcementMsgBahasa).not.toBe(
      data.announcements[0]!.announcementMsgEnglish,
    );
  });

  it("marks every answer isSysUnderMaintenane 'Y' while an isMO window covers now", async () => {
    await arm(app, 'maintenance-window', { startsInMinutes: 1, durationMinutes: 5 });
    expect(flag(await config())).toBe('N');
    app.store.clock.advance(60);
    expect(flag(await config())).toBe('Y');
    const failed = await send(app, CALLS.userProfile);
    expect(codeOf(failed)).toBe(ERROR_CODES.invalidToken);
    expect(flag(failed)).toBe('Y');
    const signedIn = await send(app, CALLS.authenticate, {
      body: { userName: 'hr.admin@nusantara-demo.co.id', password: 'Portal#2026' },
    });
    expect(flag(signedIn)).toBe('Y');
    app.store.clock.advance(5 * 60);
    expect(flag(await config())).toBe('N');
  });

  it('treats a negative start as a window already running', async () => {
    await arm(app, 'maintenance-window', { startsInMinutes: -10, durationMinutes: 20 });
    expect(flag(await config())).toBe('Y');
  });

  it('ignores windows that are not isMO for the flag', async () => {
    const put = await app.inject({
      method: 'PUT',
      url: '/__mock/remote-config',
      payload: {
        systemMaintenance: [
          {
            systemMaintenanceStartDateTimeJKT: '2026-11-22 08:00:00',
            systemMaintenanceEndDateTimeJKT: '2026-11-22 10:00:00',
            isMO: 'N',
            isFO: 'Y',
          },
        ],
        announcements: [],
      },
    });
    expect(put.statusCode).toBe(200);
    expect(Value.Check(RemoteConfig, put.json())).toBe(true);
    expect(flag(await config())).toBe('N');
    expect((await config()).body.data?.systemMaintenance).toHaveLength(1);
  });

  it('refuses a malformed remote configuration (err001, GC400), keeping the old one', async () => {
    const missing = await app.inject({ method: 'PUT', url: '/__mock/remote-config', payload: {} });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().systemInformation.errorCode).toBe(ERROR_CODES.required);
    const bad = await app.inject({
      method: 'PUT',
      url: '/__mock/remote-config',
      payload: { systemMaintenance: [{ isMO: 'maybe' }], announcements: [] },
    });
    expect(bad.statusCode).toBe(400);
    expect((await config()).body.data?.systemMaintenance).toHaveLength(1);
  });

  it("arms 'announcement' in effect now, in both languages", async () => {
    const armed = await arm(app, 'announcement', { english: 'Hello', bahasa: 'Halo' });
    expect(armed.statusCode).toBe(200);
    const [announcement] = (await config()).body.data!.announcements;
    expect(announcement).toMatchObject({
      announcementMsgEnglish: 'Hello',
      announcementMsgBahasa: 'Halo',
      announcementMsgStartDateTimeJKT: '2026-11-22 09:00:00',
      announcementMsgEndDateTimeJKT: '2026-11-23 09:00:00',
      hasAnnouncementMsg: 'Y',
      isMO: 'Y',
    });
    expect(flag(await config())).toBe('N');
  });

  it('is back to the seed after reset', async () => {
    await arm(app, 'maintenance-window', { startsInMinutes: -1, durationMinutes: 5 });
    await arm(app, 'announcement');
    await app.inject({ method: 'POST', url: '/__mock/reset' });
    const data = (await config()).body.data!;
    expect(data.systemMaintenance).toHaveLength(1);
    expect(data.announcements).toEqual([]);
  });
});
