import type { Announcement, MaintenanceWindow, RemoteConfig } from '@mo/contracts';

/**
 * Pure rules of system maintenance (spec part 1 section 4). Jakarta date-times are handled as
 * "wall-clock milliseconds": YYYY-MM-DD HH:mm:ss read as if it were UTC, so they compare with
 * jakartaNow() without any time-zone library.
 */
const MINUTE_MS = 60_000;
/** Jakarta is UTC+7 all year (no daylight saving). */
export const JAKARTA_OFFSET_MS = 7 * 60 * MINUTE_MS;

export function parseJakarta(value: string | null | undefined): number | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})[ T](\d{2}):(\d{2})(?::(\d{2}))?/.exec(value ?? '');
  if (!match) return null;
  const [, y, mo, d, h, mi, s] = match.map(Number) as number[];
  return Date.UTC(y ?? 0, (mo ?? 1) - 1, d ?? 1, h ?? 0, mi ?? 0, Number.isNaN(s) ? 0 : (s ?? 0));
}

/**
 * Difference between Jakarta wall-clock time and the local clock: from the server's
 * JKT_DATE_TIME when it reads, otherwise the local clock converted to UTC+7.
 */
export const jakartaOffsetMs = (serverJkt: string | null, localNow: number): number => {
  const server = parseJakarta(serverJkt);
  return server === null ? JAKARTA_OFFSET_MS : server - localNow;
};

const windowRange = (w: MaintenanceWindow) => ({
  start: parseJakarta(w.systemMaintenanceStartDateTimeJKT),
  end: parseJakarta(w.systemMaintenanceEndDateTimeJKT),
});

/** The portal's (isMO) window covering now, if any. */
export function activeWindow(
  windows: readonly MaintenanceWindow[],
  jktNow: number,
): MaintenanceWindow | undefined {
  return windows.find((w) => {
    const { start, end } = windowRange(w);
    return w.isMO === 'Y' && start !== null && end !== null && start <= jktNow && jktNow < end;
  });
}

/** The next isMO window still to start, earliest first. */
export function nextWindow(
  windows: readonly MaintenanceWindow[],
  jktNow: number,
): { window: MaintenanceWindow; start: number } | undefined {
  return windows
    .filter((w) => w.isMO === 'Y')
    .map((w) => ({ window: w, start: windowRange(w).start }))
    .filter((x): x is { window: MaintenanceWindow; start: number } => x.start !== null)
    .filter((x) => x.start > jktNow)
    .sort((a, b) => a.start - b.start)[0];
}

/**
 * Minutes of warning before a window: our reading takes the first isMO announcement's
 * reminderTimerMinutes (the spec gives the field on announcements, not on windows).
 */
export const reminderMinutes = (config: RemoteConfig): number =>
  config.announcements.find((a) => a.isMO === 'Y')?.reminderTimerMinutes ?? 0;

/**
 * Milliseconds until the reminder popup opens, or null when it is skipped: a reminder of 0
 * minutes, or a reminder time already passed.
 */
export function reminderDelayMs(
  minutes: number,
  windowStart: number,
  jktNow: number,
): number | null {
  if (minutes <= 0) return null;
  const at = windowStart - minutes * MINUTE_MS;
  return at <= jktNow ? null : at - jktNow;
}

/** Whole minutes from now until a Jakarta time (never negative). */
export const minutesUntil = (target: number, jktNow: number): number =>
  Math.max(0, Math.ceil((target - jktNow) / MINUTE_MS));

/** Announcements shown now: hasAnnouncementMsg Y, isMO Y, between start and end. */
export function announcementsInEffect(
  announcements: readonly Announcement[],
  jktNow: number,
): Announcement[] {
  return announcements.filter((a) => {
    const start = parseJakarta(a.announcementMsgStartDateTimeJKT);
    const end = parseJakarta(a.announcementMsgEndDateTimeJKT);
    return (
      a.hasAnnouncementMsg === 'Y' &&
      a.isMO === 'Y' &&
      start !== null &&
      end !== null &&
      start <= jktNow &&
      jktNow <= end
    );
  });
}

/** The message in the user's language: Bahasa for id, English for en. */
export const announcementText = (announcement: Announcement, language: string): string =>
  language === 'en' ? announcement.announcementMsgEnglish : announcement.announcementMsgBahasa;
