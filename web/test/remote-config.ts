import type { Announcement } from '@mo/contracts';

/** An announcement in effect on 2026-01-05 (Jakarta), in both languages. */
export const announcement = (over: Partial<Announcement> = {}): Announcement => ({
  key: 'a-1',
  announcementMsgEnglish: 'Scheduled maintenance tonight',
  announcementMsgBahasa: 'Pemeliharaan terjadwal malam ini',
  announcementMsgStartDateTimeJKT: '2026-01-05 08:00:00',
  announcementMsgEndDateTimeJKT: '2026-01-05 23:00:00',
  hasAnnouncementMsg: 'Y',
  reminderTimerMinutes: 10,
  isFO: 'N',
  isMO: 'Y',
  ...over,
});
