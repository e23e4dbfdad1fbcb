import { act, render, screen } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { Provider } from 'react-redux';
import type { Announcement } from '@mo/contracts';
import { createAppStore } from '../../../app/store';
import { createI18n } from '../../../lib/i18n-bundled';
import { fakeApi } from '../../../../test/fake-api';
import { remoteConfigLoaded } from '../maintenance-slice';
import { JAKARTA_OFFSET_MS } from '../maintenance-rules';
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
