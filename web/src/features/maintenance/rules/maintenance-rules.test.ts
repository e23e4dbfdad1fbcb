import type { MaintenanceWindow } from '@mo/contracts';
import { announcement } from '@test/remote-config';
import {
  JAKARTA_OFFSET_MS,
  activeWindow,
  announcementText,
  announcementsInEffect,
  jakartaOffsetMs,
  minutesUntil,
  parseJakarta,
  reminderDelayMs,
} from './maintenance-rules';

const at = (text: string) => parseJakarta(text) as number;
const win = (start: string, end: string, isMO: 'Y' | 'N' = 'Y'): MaintenanceWindow => ({
  systemMaintenanceStartDateTimeJKT: start,
  systemMaintenanceEndDateTimeJKT: end,
  isMO,
  isFO: 'N',
});
describe('Jakarta time', () => {
  it('reads JKT_DATE_TIME as the Jakarta clock, else the local clock at UTC+7', () => {
    const local = Date.UTC(2026, 0, 5, 3, 0, 0); // 10:00 in Jakarta
    expect(jakartaOffsetMs('2026-01-05 10:05:00', local)).toBe(JAKARTA_OFFSET_MS + 5 * 60_000);
    expect(jakartaOffsetMs(null, local)).toBe(JAKARTA_OFFSET_MS);
    expect(jakartaOffsetMs('not a date', local)).toBe(JAKARTA_OFFSET_MS);
  });
});

describe('maintenance window', () => {
  const windows = [win('2026-01-05 22:00:00', '2026-01-05 23:00:00')];
  it('is in effect between start and end for an isMO entry only', () => {
    expect(activeWindow(windows, at('2026-01-05 22:30:00'))).toBe(windows[0]);
    expect(activeWindow(windows, at('2026-01-05 21:59:59'))).toBeUndefined();
    expect(activeWindow(windows, at('2026-01-05 23:00:00'))).toBeUndefined();
    const frontOffice = [win('2026-01-05 22:00:00', '2026-01-05 23:00:00', 'N')];
    expect(activeWindow(frontOffice, at('2026-01-05 22:30:00'))).toBeUndefined();
  });
  it('counts whole minutes remaining', () => {
    expect(minutesUntil(at('2026-01-05 23:00:00'), at('2026-01-05 22:30:30'))).toBe(30);
  });
});

describe('reminder popup', () => {
  const start = at('2026-01-05 22:00:00');
  it('opens reminderTimerMinutes before the start', () => {
    expect(reminderDelayMs(10, start, at('2026-01-05 21:00:00'))).toBe(50 * 60_000);
  });
  it('is skipped when the reminder is 0', () => {
    expect(reminderDelayMs(0, start, at('2026-01-05 21:00:00'))).toBeNull();
  });
  it('is skipped when the reminder time has passed', () => {
    expect(reminderDelayMs(10, start, at('2026-01-05 21:55:00'))).toBeNull();
  });
});

describe('announcements', () => {
  const now = at('2026-01-05 12:00:00');
  it('shows only hasAnnouncementMsg Y, isMO Y, between start and end', () => {
    expect(announcementsInEffect([announcement()], now)).toHaveLength(1);
    expect(announcementsInEffect([announcement({ hasAnnouncementMsg: 'N' })], now)).toEqual([]);
    expect(announcementsInEffect([announcement({ isMO: 'N' })], now)).toEqual([]);
    expect(announcementsInEffect([announcement()], at('2026-01-05 23:00:01'))).toEqual([]);
    expect(announcementsInEffect([announcement()], at('2026-01-05 07:59:59'))).toEqual([]);
  });
  it('speaks the user language: Bahasa for id, English for en', () => {
    expect(announcementText(announcement(), 'id')).toBe('Pemeliharaan terjadwal malam ini');
    expect(announcementText(announcement(), 'en')).toBe('Scheduled maintenance tonight');
  });
});
