import { act, fireEvent, render, screen } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { Provider } from 'react-redux';
import type { Announcement } from '@mo/contracts';
import { createAppStore } from '@/app/store';
import { createI18n } from '@/lib/i18n-bundled';
import { fakeApi } from '@test/fake-api';
import { remoteConfigLoaded } from '../model/maintenance-slice';
import { JAKARTA_OFFSET_MS } from '../rules/maintenance-rules';
import { AnnouncementBanner } from './announcement-banner';

/** Epoch ms as the spec's Jakarta date-time text. */
const jkt = (ms: number) =>
  new Date(ms + JAKARTA_OFFSET_MS).toISOString().slice(0, 19).replace('T', ' ');

afterEach(() => jest.useRealTimers());

describe('announcement banner', () => {
  it('shows an announcement that starts now as soon as the configuration arrives', () => {
    jest.useFakeTimers({ now: Date.parse('2026-11-22T03:00:00.000Z') });
    const { store } = createAppStore({ api: fakeApi({}), sagas: { pollRemoteConfig: false } });
    render(
      <Provider store={store}>
        <I18nextProvider i18n={createI18n('en')}>
          <AnnouncementBanner />
        </I18nextProvider>
      </Provider>,
    );
    // The page has been up a little while when the configuration comes, starting "now".
    act(() => jest.advanceTimersByTime(2_000));
    const start = Date.now();
    const announcement: Announcement = {
      key: 'a-1',
      announcementMsgEnglish: 'Claims after 20:00 WIB are processed the next working day.',
      announcementMsgBahasa: 'Klaim setelah pukul 20.00 WIB diproses hari kerja berikutnya.',
      announcementMsgStartDateTimeJKT: jkt(start),
      announcementMsgEndDateTimeJKT: jkt(start + 86_400_000),
      hasAnnouncementMsg: 'Y',
      reminderTimerMinutes: 0,
      isFO: 'N',
      isMO: 'Y',
    };
    act(() => {
      store.dispatch(
        remoteConfigLoaded({
          config: { systemMaintenance: [], announcements: [announcement] },
          offsetMs: JAKARTA_OFFSET_MS,
        }),
      );
    });
    expect(screen.getByTestId('announcement-text')).toHaveTextContent(
      'Claims after 20:00 WIB are processed the next working day.',
    );
  });
});

/**
 * "An announcement's view-more button appears when the message is taller than 52 px" (spec part
 * 1 section 4). jsdom lays nothing out, so the message's measured height (scrollHeight) is set.
 */
describe('announcement view more / view less at 52 px', () => {
  let height = 0;
  beforeEach(() => {
    jest.spyOn(HTMLElement.prototype, 'scrollHeight', 'get').mockImplementation(function (
      this: HTMLElement,
    ) {
      return this.dataset.testid === 'announcement-text' ? height : 0;
    });
  });
  afterEach(() => jest.restoreAllMocks());

  function renderBanner(language: 'id' | 'en', messageHeight: number) {
    height = messageHeight;
    jest.useFakeTimers({ now: Date.parse('2026-11-22T03:00:00.000Z') });
    const { store } = createAppStore({ api: fakeApi({}), sagas: { pollRemoteConfig: false } });
    const start = Date.now();
    store.dispatch(
      remoteConfigLoaded({
        config: {
          systemMaintenance: [],
          announcements: [
            {
              key: 'a-1',
              announcementMsgEnglish: 'A long announcement in English.',
              announcementMsgBahasa: 'Pengumuman panjang dalam bahasa Indonesia.',
              announcementMsgStartDateTimeJKT: jkt(start - 60_000),
              announcementMsgEndDateTimeJKT: jkt(start + 86_400_000),
              hasAnnouncementMsg: 'Y',
              reminderTimerMinutes: 0,
              isFO: 'N',
              isMO: 'Y',
            },
          ],
        },
        offsetMs: JAKARTA_OFFSET_MS,
      }),
    );
    return render(
      <Provider store={store}>
        <I18nextProvider i18n={createI18n(language)}>
          <AnnouncementBanner />
        </I18nextProvider>
      </Provider>,
    );
  }

  it.each(['id', 'en'] as const)('shows no button for a message of 52 px (%s)', (language) => {
    renderBanner(language, 52);
    expect(screen.getByTestId('announcement-text')).toBeInTheDocument();
    expect(screen.queryByTestId('announcement-toggle')).not.toBeInTheDocument();
    expect(screen.getByTestId('announcement-text')).not.toHaveStyle({ maxHeight: '52px' });
  });

  it.each([
    ['id', 'Lihat selengkapnya', 'Lihat lebih sedikit'],
    ['en', 'View more', 'View less'],
  ] as const)(
    'collapses a message of 53 px to 52 px with view more, and toggles (%s)',
    (language, more, less) => {
      renderBanner(language, 53);
      const text = screen.getByTestId('announcement-text');
      const toggle = screen.getByRole('button', { name: more });
      expect(toggle).toHaveAttribute('aria-expanded', 'false');
      expect(text).toHaveStyle({ maxHeight: '52px', overflow: 'hidden' });
      fireEvent.click(toggle);
      expect(screen.getByRole('button', { name: less })).toHaveAttribute('aria-expanded', 'true');
      expect(text).not.toHaveStyle({ maxHeight: '52px' });
      fireEvent.click(screen.getByRole('button', { name: less }));
      expect(screen.getByRole('button', { name: more })).toBeInTheDocument();
      expect(text).toHaveStyle({ maxHeight: '52px' });
    },
  );

  it('measures again when the window is resized (a narrower screen wraps the message)', () => {
    renderBanner('en', 40);
    expect(screen.queryByTestId('announcement-toggle')).not.toBeInTheDocument();
    height = 80;
    act(() => {
      window.dispatchEvent(new Event('resize'));
    });
    expect(screen.getByRole('button', { name: 'View more' })).toBeInTheDocument();
  });
});
