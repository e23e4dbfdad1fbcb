import { SCENARIOS, type Announcement, type MaintenanceWindow } from '@mo/contracts';
import type { FastifyInstance } from 'fastify';
import type { Static } from 'typebox';
import { fail } from '../lib/api-error';
import { jakartaDateTime } from '../lib/clock';
import { defaultFaultStatus } from '../store/fault-book';
import type { LifetimeParams, ScenarioParams, ScenarioResponse } from './schemas';
import type { MockStore } from '../store/store';

type P<N extends keyof typeof ScenarioParams> = Static<(typeof ScenarioParams)[N]>;

/** A seeded user's e-mail as the store spells it; GC400 when no seeded user has it. */
export const seededUserName = (world: MockStore, userName: string): string => {
  const user = world.userByEmail(userName);
  if (!user) throw fail.badRequest(`No seeded user ${userName}`);
  return user.email;
};

const MINUTE_MS = 60_000;
const DAY_MS = 24 * 60 * MINUTE_MS;

/**
 * Arms a fault for the next `times` calls of a call: of one seeded user when userName is given
 * (the token's user, or the user the body names on calls before a token), else of everyone.
 */
export const armFault = (world: MockStore, p: P<'fault-armed'>): ScenarioResponse => {
  const times = p.times ?? 1;
  const httpStatus = p.httpStatus ?? defaultFaultStatus(p.errorCode);
  const userName = p.userName === undefined ? null : seededUserName(world, p.userName);
  world.faults.arm(p.callId, { errorCode: p.errorCode, httpStatus, remaining: times }, userName);
  return {
    scenario: SCENARIOS.faultArmed,
    fault: { callId: p.callId, errorCode: p.errorCode, httpStatus, times, userName },
  };
};

/** Sets the lifetimes of tokens signed from now on (tokens already out keep theirs). */
export const setLifetimes = (world: MockStore, p: LifetimeParams) => {
  if (p.accessTokenTtlSeconds !== undefined) {
    world.lifetimes.accessTokenTtlSeconds = p.accessTokenTtlSeconds;
  }
  if (p.refreshTokenTtlSeconds !== undefined) {
    world.lifetimes.refreshTokenTtlSeconds = p.refreshTokenTtlSeconds;
  }
  return { ...world.lifetimes };
};

export const armLifetimes = (world: MockStore, p: LifetimeParams): ScenarioResponse => ({
  scenario: SCENARIOS.tokenLifetime,
  lifetimes: setLifetimes(world, p),
});

/**
 * An isMO window relative to the mock clock, and the announcement that warns of it: in effect
 * from now until the window ends, with the reminder the portal's popup counts down from.
 */
export const armMaintenance = (
  world: MockStore,
  app: FastifyInstance,
  p: P<'maintenance-window'>,
): ScenarioResponse => {
  const now = world.clock.now();
  const start = now + p.startsInMinutes * MINUTE_MS;
  const end = start + p.durationMinutes * MINUTE_MS;
  const maintenanceWindow: MaintenanceWindow = {
    systemMaintenanceStartDateTimeJKT: jakartaDateTime(start),
    systemMaintenanceEndDateTimeJKT: jakartaDateTime(end),
    isMO: 'Y',
    isFO: 'N',
  };
  const until = maintenanceWindow.systemMaintenanceEndDateTimeJKT;
  const announcement: Announcement = {
    key: `maintenance-${start}`,
    announcementMsgEnglish: `The portal will be under maintenance until ${until} WIB.`,
    announcementMsgBahasa: `Portal akan menjalani pemeliharaan sistem hingga ${until} WIB.`,
    announcementMsgStartDateTimeJKT: jakartaDateTime(Math.min(now, start)),
    announcementMsgEndDateTimeJKT: until,
    hasAnnouncementMsg: 'Y',
    reminderTimerMinutes: p.reminderTimerMinutes ?? 0,
    isFO: 'N',
    isMO: 'Y',
  };
  world.remoteConfig.addWindow(maintenanceWindow);
  world.remoteConfig.addAnnouncement(announcement);
  return { scenario: SCENARIOS.maintenanceWindow, maintenanceWindow, announcement };
};

/** An announcement in effect from now for a day, in both languages. */
export const armAnnouncement = (
  world: MockStore,
  app: FastifyInstance,
  p: P<'announcement'>,
): ScenarioResponse => {
  const now = world.clock.now();
  const announcement: Announcement = {
    key: `announcement-${now}`,
    announcementMsgEnglish: p.english ?? 'Scheduled maintenance is planned; thank you for waiting.',
    announcementMsgBahasa:
      p.bahasa ??
      'Pemeliharaan sistem terjadwal telah direncanakan; terima kasih atas kesabaran Anda.',
    announcementMsgStartDateTimeJKT: jakartaDateTime(now),
    announcementMsgEndDateTimeJKT: jakartaDateTime(now + DAY_MS),
    hasAnnouncementMsg: 'Y',
    reminderTimerMinutes: 0,
    isFO: 'N',
    isMO: 'Y',
  };
  world.remoteConfig.addAnnouncement(announcement);
  return { scenario: SCENARIOS.announcement, announcement };
};
