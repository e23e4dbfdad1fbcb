import type { Announcement, MaintenanceWindow, RemoteConfig } from '@mo/contracts';
import { jakartaDateTime } from '../lib/clock';

/**
 * The seed's remote configuration: one window long past, so the portal's list handling is
 * exercised without any maintenance being in effect.
 */
const seededConfig = (): RemoteConfig => ({
  systemMaintenance: [
    {
      systemMaintenanceStartDateTimeJKT: '2025-01-05 01:00:00',
      systemMaintenanceEndDateTimeJKT: '2025-01-05 03:00:00',
      isMO: 'Y',
      isFO: 'N',
    },
  ],
  announcements: [],
});

/**
 * Maintenance windows and announcements, changeable at run time through the control API. Times
 * are Jakarta wall-clock strings ('YYYY-MM-DD HH:mm:ss'), which compare correctly as text.
 */
export class RemoteConfigBook {
  private config = seededConfig();

  get(): RemoteConfig {
    return structuredClone(this.config);
  }

  replace(config: RemoteConfig): void {
    this.config = structuredClone(config);
  }

  addWindow(window: MaintenanceWindow): void {
    this.config.systemMaintenance.push(window);
  }

  addAnnouncement(announcement: Announcement): void {
    this.config.announcements.push(announcement);
  }

  /** Whether an isMO window covers this instant (start inclusive, end exclusive). */
  isUnderMaintenance(epochMs: number): boolean {
    const now = jakartaDateTime(epochMs);
    return this.config.systemMaintenance.some(
      (w) =>
        w.isMO === 'Y' &&
        w.systemMaintenanceStartDateTimeJKT <= now &&
        now < w.systemMaintenanceEndDateTimeJKT,
    );
  }
}
