import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { RemoteConfig } from '@mo/contracts';
import { PATHS } from '@/lib/paths';
import { readStored, writeStored, type Language } from '@/lib/storage';
import { profileOf, type FakeHandlers } from '@test/fake-api';
import { renderPortal } from '@test/render-portal';
import { JAKARTA_OFFSET_MS, parseJakarta } from '../rules/maintenance-rules';
import { remoteConfigLoaded, type MaintenanceState } from '../model/maintenance-slice';

/**
 * Spec part 1 sections 2 and 4 (system maintenance): the maintenance page's end-session button
 * and the reminder popup's end-session action each lead to sign-out (the session deleted, the
 * tokens cleared, sign-in shown); the page sends the user to sign-out once no window is in
 * effect. Only Date is faked (21:00 in Jakarta), so the page's own timers and the user run.
 */
const NOW = Date.UTC(2026, 0, 5, 14, 0, 0);
const END_SESSION = { id: 'Akhiri sesi', en: 'End session' } as const;

const windowOf = (start: string, end: string): RemoteConfig => ({
  systemMaintenance: [
    {
      systemMaintenanceStartDateTimeJKT: start,
      systemMaintenanceEndDateTimeJKT: end,
      isMO: 'Y',
      isFO: 'N',
    },
  ],
  announcements: [],
});
const IN_EFFECT = windowOf('2026-01-05 20:30:00', '2026-01-05 23:00:00');

const signOutAnswers: FakeHandlers = { deleteSession: () => ({}), revokeToken: () => ({}) };

function signedIn(path: string, maintenance: Partial<MaintenanceState>, language: Language) {
  writeStored('authenticationToken', 'full-token');
  writeStored('authenticationRefreshToken', 'refresh-token');
  writeStored('_moUserProfile', {
    ...profileOf([['c-1', 'PT Nusantara Demo']]),
    preferredLanguage: language,
  });
  writeStored('userAccess', ['Home', 'Account and Settings']);
  return renderPortal(path, {
    handlers: signOutAnswers,
    language,
    preloadedState: {
      maintenance: { config: null, offsetMs: JAKARTA_OFFSET_MS, reminderFor: null, ...maintenance },
    },
  });
}

async function expectSignedOut(portal: ReturnType<typeof signedIn>) {
  await waitFor(() => expect(portal.router.state.location.pathname).toBe(PATHS.signIn));
  expect(portal.api.calls.map((c) => c.id)).toEqual(
    expect.arrayContaining(['deleteSession', 'revokeToken']),
  );
  expect(readStored('authenticationToken')).toBeNull();
  expect(readStored('authenticationRefreshToken')).toBeNull();
  expect(portal.store.getState().session.profile).toBeNull();
}

beforeEach(() => {
  jest.useFakeTimers({
    now: NOW,
    doNotFake: [
      'nextTick',
      'queueMicrotask',
      'setImmediate',
      'clearImmediate',
      'setTimeout',
      'clearTimeout',
      'setInterval',
      'clearInterval',
      'requestAnimationFrame',
      'cancelAnimationFrame',
      'performance',
      'hrtime',
    ],
  });
});
afterEach(() => {
  jest.useRealTimers();
  localStorage.clear();
  sessionStorage.clear();
});

describe('system maintenance: ending the session', () => {
  it.each<Language>(['id', 'en'])(
    "the maintenance page's end-session button signs out (%s)",
    async (language) => {
      const portal = signedIn(PATHS.systemMaintenance, { config: IN_EFFECT }, language);
      const button = await screen.findByRole('button', { name: END_SESSION[language] });
      expect(readStored('authenticationToken')).toBe('full-token');
      await userEvent.click(button);
      await expectSignedOut(portal);
      portal.unmount();
    },
  );

  it.each<Language>(['id', 'en'])(
    "the reminder popup's end-session action signs out (%s)",
    async (language) => {
      const upcoming = windowOf('2026-01-05 21:10:00', '2026-01-05 23:00:00');
      const portal = signedIn(
        PATHS.myProfile,
        { config: upcoming, reminderFor: parseJakarta('2026-01-05 21:10:00') },
        language,
      );
      const dialog = await screen.findByTestId('maintenance-reminder');
      await userEvent.click(
        await screen.findByRole('button', { name: END_SESSION[language], hidden: true }),
      );
      await expectSignedOut(portal);
      expect(dialog).not.toBeInTheDocument();
      expect(portal.store.getState().maintenance.reminderFor).toBeNull();
      portal.unmount();
    },
  );
});

describe('system maintenance: the reminder popup', () => {
  it.each<[Language, string]>([
    ['id', 'Pemeliharaan sistem dimulai dalam 10 menit, pada 05 Jan 2026, 9:10 PM WIB.'],
    ['en', 'System maintenance starts in 10 minutes, at 05 Jan 2026, 9:10 PM WIB.'],
  ])(
    'says the minutes left and the start in the one date-time form (%s)',
    async (language, words) => {
      const upcoming = windowOf('2026-01-05 21:10:00', '2026-01-05 23:00:00');
      const portal = signedIn(
        PATHS.myProfile,
        { config: upcoming, reminderFor: parseJakarta('2026-01-05 21:10:00') },
        language,
      );
      expect(await screen.findByTestId('maintenance-reminder-minutes')).toHaveTextContent(words);
      portal.unmount();
    },
  );
});

describe('system maintenance: no window in effect', () => {
  it('the maintenance page goes to sign-out when the configuration has no window in effect', async () => {
    const over = windowOf('2026-01-05 18:00:00', '2026-01-05 20:00:00');
    const portal = signedIn(PATHS.systemMaintenance, { config: over }, 'id');
    await expectSignedOut(portal);
    portal.unmount();
  });

  it('stays while the window is in effect and goes to sign-out once it has ended', async () => {
    const endsSoon = windowOf('2026-01-05 20:30:00', '2026-01-05 21:00:30');
    const portal = signedIn(PATHS.systemMaintenance, { config: endsSoon }, 'en');
    expect(await screen.findByTestId('maintenance-page')).toBeInTheDocument();
    // A configuration answer after the end re-reads the clock (use-jakarta-now).
    jest.setSystemTime(NOW + 31_000);
    act(() => {
      portal.store.dispatch(
        remoteConfigLoaded({
          config: windowOf('2026-01-05 20:30:00', '2026-01-05 21:00:30'),
          offsetMs: JAKARTA_OFFSET_MS,
        }),
      );
    });
    await expectSignedOut(portal);
    portal.unmount();
  });

  it('waits for the configuration before deciding (none loaded yet: the page stays)', async () => {
    const portal = signedIn(PATHS.systemMaintenance, {}, 'id');
    expect(await screen.findByTestId('maintenance-page')).toBeInTheDocument();
    expect(portal.router.state.location.pathname).toBe(PATHS.systemMaintenance);
    expect(readStored('authenticationToken')).toBe('full-token');
    portal.unmount();
  });
});
