import { screen, waitFor } from '@testing-library/react';
import { fileURLToPath } from 'node:url';
import { CALL_ROUTES, HEADER_DEFAULTS, HEADER_NAMES, MOCK_SANDBOX_HEADER } from '@mo/contracts';
import { profileOf } from '@test/fake-api';
import { renderPortal } from '@test/render-portal';
import { frameCall, frameShellMarkup, frameTexts } from '../build/boot-shell';
import {
  EARLY_CALLS_KEY,
  FRAME_CALL_ID,
  PHONE_FRAME_QUERY,
  frameShellId,
  jakartaDateTime,
  lastLoginLine,
  opensDashboard,
  showBootFrame,
  type EarlyCall,
  type FrameWindow,
} from './boot-shell';
import { EARLY_CALLS_KEY as CLIENT_EARLY_CALLS_KEY } from './lib/api-client/early-answers';
import { createConfig } from './lib/config';
import { formatJakartaInstant } from './lib/formatters';
import { PATHS } from './lib/paths';
import { writeStored, type Language } from './lib/storage';

const LOCALES = fileURLToPath(new URL('./locales', import.meta.url));
const LANGUAGES: Language[] = ['id', 'en'];
const PROFILE = profileOf([['c-1', 'PT Nusantara Demo']]);
const PREVIOUS = '2026-11-20T02:05:00Z';

/** index.html as the build writes it for the frame (both languages and the call). */
const writeIndexHtml = (env: Record<string, string> = {}) => {
  document.body.innerHTML = `<div id="root"><div data-testid="boot-splash"></div></div>${LANGUAGES.map(
    (language) =>
      `<template id="${frameShellId(language)}" data-words="${JSON.stringify(
        frameTexts(LOCALES, language).words,
      ).replace(/"/g, '&quot;')}">${frameShellMarkup(frameTexts(LOCALES, language))}</template>`,
  ).join(
    '',
  )}<script id="${FRAME_CALL_ID}" type="application/json">${JSON.stringify(frameCall(env))}</script>`;
};

const signIn = (profile = PROFILE) => {
  writeStored('authenticationToken', 'full-token');
  writeStored('_moUserProfile', profile);
  writeStored('userAccess', ['Home']);
};

/** A phone's window (or a wide one) whose fetch answers `answer`, recording each request. */
/** An answer as fetch gives it (what the entry reads of it). */
const answerOf = (body: unknown, status = 200) => ({ status, json: async () => body });

const fakeWindow = (
  answer: () => Promise<unknown> = async () =>
    answerOf({
      status: 'success',
      systemInformation: { errorCode: '' },
      data: { previousLoginTime: PREVIOUS },
    }),
  { phone = true }: { phone?: boolean } = {},
) => {
  const requests: { url: string; headers: Record<string, string> }[] = [];
  const win: FrameWindow = {
    matchMedia: ((query: string) => ({ matches: phone && query === PHONE_FRAME_QUERY })) as never,
    fetch: ((url: string, init: { headers: Record<string, string> }) => {
      requests.push({ url, headers: init.headers });
      return answer();
    }) as never,
    crypto: globalThis.crypto,
  };
  return { win, requests };
};

const NOW = () => new Date('2026-12-02T03:00:00.000Z');

afterEach(() => {
  document.body.innerHTML = '';
  document.documentElement.lang = '';
  window.location.hash = '';
  localStorage.clear();
  sessionStorage.clear();
});

describe("index.html's signed-in frame on a phone (web/build/boot-shell.ts)", () => {
  it.each(LANGUAGES)(
    "draws the header and the dashboard's heading as the portal does, in %s",
    async (language) => {
      // the frame as the page's entry fills it in
      signIn();
      writeIndexHtml();
      writeStored('selectedLanguage', language);
      window.location.hash = `#${PATHS.home}`;
      const { win } = fakeWindow();
      await showBootFrame(
        document,
        () => localStorage,
        () => sessionStorage,
        win,
        NOW,
      );
      const frame = document.getElementById('root')!.cloneNode(true) as HTMLElement;
      document.body.innerHTML = '';
      const part = (root: ParentNode, selector: string) => root.querySelector(selector)!;

      const portal = renderPortal(PATHS.home, {
        language,
        handlers: { lastLogin: () => ({ previousLoginTime: PREVIOUS }) },
      });
      await screen.findByTestId('last-login');
      for (const selector of ['.shell-header__company', '.dashboard__heading']) {
        expect(part(frame, selector).outerHTML).toBe(part(document, selector).outerHTML);
      }
      // drawn, not buttons and links: nothing in the frame acts before the portal runs
      for (const selector of [
        '.shell-header__menu-button',
        '.shell-header__logo',
        '.shell-header__contact',
        '.user-menu__button',
      ]) {
        expect(part(frame, selector).innerHTML).toBe(part(document, selector).innerHTML);
        expect(part(frame, selector).className).toBe(part(document, selector).className);
      }
      expect(part(frame, '.user-menu__button').getAttribute('aria-label')).toBe(
        part(document, '.user-menu__button').getAttribute('aria-label'),
      );
      expect(frame.querySelectorAll('button, a, input')).toHaveLength(0);
      portal.unmount();
    },
  );

  it.each(LANGUAGES)('writes date-times as the portal does (Jakarta time), in %s', (language) => {
    const { months } = frameTexts(LOCALES, language).words;
    for (const instant of [
      '2026-11-20T02:05:00Z',
      '2026-01-31T16:59:00Z', // 23:59 in Jakarta
      '2026-01-31T17:00:00Z', // midnight in Jakarta, the next day: 12:00 AM
      '2026-06-15T05:00:00Z', // noon: 12:00 PM
      '2026-08-01T00:00:00+07:00',
      '2025-12-31T23:30:00Z',
    ]) {
      expect(jakartaDateTime(Date.parse(instant), months)).toBe(
        formatJakartaInstant(instant, language),
      );
    }
  });

  it("writes the line's texts: the time, or a first sign-in", () => {
    const { words } = frameTexts(LOCALES, 'en');
    expect(lastLoginLine(PREVIOUS, words)).toBe('Previous login: 20 Nov 2026, 9:05 AM WIB');
    expect(lastLoginLine(null, words)).toBe('This is your first login.');
  });

  it("makes the call at the address and with the headers the portal's configuration gives", () => {
    for (const env of [
      {},
      { VITE_GATEWAY_URL: 'https://gateway.example/api/' },
      { VITE_API_USER_MANAGEMENT_URL: 'https://users.example/v9' },
    ]) {
      const config = createConfig(env);
      expect(frameCall(env).url).toBe(
        `${config.apiBaseUrls.userManagement}${CALL_ROUTES.lastLogin.path}`,
      );
      expect(frameCall(env).sandboxes).toBe(config.mockSandboxes);
    }
    expect(frameCall({ VITE_MOCK_SANDBOXES: 'off' }).sandboxes).toBe(false);
    expect(frameCall({}).headers).toEqual({
      [HEADER_NAMES.channel]: HEADER_DEFAULTS.channel,
      [HEADER_NAMES.keyId]: HEADER_DEFAULTS.keyId,
      [HEADER_NAMES.clientOrgCode]: HEADER_DEFAULTS.clientOrgCode,
      [HEADER_NAMES.providerOrgCode]: HEADER_DEFAULTS.providerOrgCode,
      [HEADER_NAMES.countryCode]: HEADER_DEFAULTS.countryCode,
    });
    expect(frameCall({}).sandboxHeader).toBe(MOCK_SANDBOX_HEADER);
  });

  it("leaves its calls where the portal's client looks for them", () => {
    expect(EARLY_CALLS_KEY).toBe(CLIENT_EARLY_CALLS_KEY);
  });
});

describe('the signed-in frame (showBootFrame)', () => {
  const show = (win: FrameWindow) =>
    showBootFrame(
      document,
      () => localStorage,
      () => sessionStorage,
      win,
      NOW,
    );

  it('draws it for a signed-in visitor opening the dashboard on a phone, and the last login', async () => {
    signIn();
    writeIndexHtml();
    window.location.hash = `#${PATHS.home}`;
    const { win, requests } = fakeWindow();
    const line = show(win);
    expect(line).not.toBeNull();
    expect(screen.getByTestId('boot-frame')).toBeInTheDocument();
    expect(screen.queryByTestId('boot-splash')).not.toBeInTheDocument();
    expect(screen.getByTestId('company-name')).toHaveTextContent('PT Nusantara Demo');
    expect(screen.getByText('Selamat datang, Rina Hartono')).toBeInTheDocument();
    expect(document.documentElement.lang).toBe('id');
    expect(await line).toEqual(expect.any(Number));
    expect(screen.getByTestId('last-login')).toHaveTextContent(
      'Waktu masuk sebelumnya: 20 Nov 2026, 9:05 AM WIB',
    );
    expect(screen.queryByTestId('last-login-slot')).not.toBeInTheDocument();
    // the call as the portal makes it: the gateway headers, a fresh reference, the token
    expect(requests).toHaveLength(1);
    expect(requests[0]!.url).toBe('/gw/user-management/v1/users/last-login');
    expect(requests[0]!.headers).toMatchObject({
      Authorization: 'Bearer full-token',
      [HEADER_NAMES.channel]: HEADER_DEFAULTS.channel,
      [HEADER_NAMES.timestamp]: '2026-12-02T03:00:00.000Z',
    });
    expect(requests[0]!.headers[HEADER_NAMES.requestReference]).toMatch(/^[A-Za-z0-9]{32}$/);
    expect(requests[0]!.headers[MOCK_SANDBOX_HEADER]).toBeUndefined();
    // left for the portal's client
    const calls = (win as FrameWindow)[EARLY_CALLS_KEY] as EarlyCall[];
    expect(calls).toEqual([
      expect.objectContaining({
        method: 'GET',
        url: '/gw/user-management/v1/users/last-login',
        authorization: 'Bearer full-token',
        sandbox: null,
      }),
    ]);
    await expect(calls[0]!.answer).resolves.toMatchObject({ status: 200 });
  });

  it("draws it on the portal's root too (a signed-in visitor goes to the dashboard)", () => {
    expect(opensDashboard('', true)).toBe(true);
    expect(opensDashboard('#/', true)).toBe(true);
    expect(opensDashboard(`#${PATHS.home}`, true)).toBe(true);
    expect(opensDashboard(`#${PATHS.home}`, false)).toBe(false);
    expect(opensDashboard(`#${PATHS.contactUs}`, true)).toBe(false);
    expect(opensDashboard(`#${PATHS.myProfile}`, true)).toBe(false);
  });

  it('draws the stored company the profile lists, and the user menu named', () => {
    signIn(profileOf([['c-1', 'PT Satu']]));
    writeStored('moCompanyId', 'c-9');
    writeIndexHtml();
    window.location.hash = `#${PATHS.home}`;
    void show(fakeWindow().win);
    expect(screen.getByTestId('company-name')).toHaveTextContent('PT Satu');
    expect(document.querySelector('.user-menu__button')).toHaveAttribute(
      'aria-label',
      'Menu pengguna: Rina Hartono',
    );
  });

  it.each([
    [
      'a wide screen (the side menu shows: the brand mark stays)',
      () => fakeWindow(undefined, { phone: false }).win,
      PROFILE,
      PATHS.home,
    ],
    [
      'a broker (their header holds a company dropdown)',
      () => fakeWindow().win,
      profileOf([
        ['c-1', 'PT Satu'],
        ['c-2', 'PT Dua'],
      ]),
      PATHS.home,
    ],
    ['another page after sign-in', () => fakeWindow().win, PROFILE, PATHS.contactUs],
  ])('keeps the brand mark on %s, and makes no call', (_, win, profile, path) => {
    signIn(profile);
    writeIndexHtml();
    window.location.hash = `#${path}`;
    const made = win();
    expect(show(made)).toBeNull();
    expect(screen.getByTestId('boot-splash')).toBeInTheDocument();
    expect(made[EARLY_CALLS_KEY]).toBeUndefined();
  });

  it('keeps the brand mark for a signed-out visitor, a user without the dashboard, a profile it cannot read', () => {
    writeIndexHtml();
    window.location.hash = `#${PATHS.home}`;
    expect(show(fakeWindow().win)).toBeNull();
    signIn();
    writeStored('userAccess', ['View Member Details']);
    expect(show(fakeWindow().win)).toBeNull();
    writeStored('userAccess', ['home']);
    expect(show(fakeWindow().win)).not.toBeNull();
    writeIndexHtml();
    writeStored('authenticationToken', 'full-token');
    sessionStorage.setItem('_moUserProfile', '{not json');
    expect(show(fakeWindow().win)).toBeNull();
    expect(screen.getByTestId('boot-splash')).toBeInTheDocument();
  });

  it('leaves the line to the portal when the call fails', async () => {
    signIn();
    writeIndexHtml();
    window.location.hash = `#${PATHS.home}`;
    const failed = fakeWindow(async () =>
      answerOf({ status: 'failed', systemInformation: { errorCode: 'GW1033' } }, 401),
    );
    await expect(show(failed.win)).resolves.toBeNull();
    expect(screen.getByTestId('last-login-slot')).toBeInTheDocument();
    const offline = fakeWindow(() => Promise.reject(new TypeError('Failed to fetch')));
    await expect(show(offline.win)).resolves.toBeNull();
    await expect((offline.win[EARLY_CALLS_KEY] as EarlyCall[])[0]!.answer).resolves.toBeNull();
  });

  it("sends the tab's sandbox, and waits for the portal when the address names one", async () => {
    signIn();
    sessionStorage.setItem('mo.tab.mockSandbox', 'demo-a');
    writeIndexHtml();
    window.location.hash = `#${PATHS.home}`;
    const inTab = fakeWindow();
    await show(inTab.win);
    expect(inTab.requests[0]!.headers[MOCK_SANDBOX_HEADER]).toBe('demo-a');
    window.location.hash = `#${PATHS.home}?sandbox=demo-b`;
    const named = fakeWindow();
    await expect(show(named.win)).resolves.toBeNull();
    expect(named.requests).toHaveLength(0);
    await waitFor(() => expect(screen.getByTestId('boot-frame')).toBeInTheDocument());
  });

  it('sends no sandbox from a build for a real insurer', async () => {
    signIn();
    sessionStorage.setItem('mo.tab.mockSandbox', 'demo-a');
    writeIndexHtml({ VITE_MOCK_SANDBOXES: 'off' });
    window.location.hash = `#${PATHS.home}`;
    const { win, requests } = fakeWindow();
    await show(win);
    expect(requests[0]!.headers[MOCK_SANDBOX_HEADER]).toBeUndefined();
  });
});
