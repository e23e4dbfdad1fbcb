import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fileURLToPath } from 'node:url';
import { I18nextProvider } from 'react-i18next';
import { renderPortal } from '@test/render-portal';
import { signInShellMarkup, bootParts, bootTexts } from '../build/boot-shell';
import {
  afterPaint,
  fetchPortal,
  PORTAL_PRELOADS_ID,
  PAINT_REPORT_WAIT_MS,
  type BootWindow,
  loadFailureId,
  opensSignIn,
  showBootShell,
  showLoadFailure,
  signInShellId,
} from './boot-shell';
import { ChunkErrorDialog } from './components/chunk-error-dialog';
import { PageLoader } from './components/page-loader';
import { createI18n } from './lib/i18n-bundled';
import { PATHS } from './lib/paths';
import { removeStored, writeStored, type Language } from './lib/storage';

const LOCALES = fileURLToPath(new URL('./locales', import.meta.url));
const LANGUAGES: Language[] = ['id', 'en'];

/** `markup` as the browser reads it (its serialisation, as outerHTML gives React's). */
const parsed = (markup: string) => {
  const template = document.createElement('template');
  template.innerHTML = markup;
  return template.innerHTML;
};

/** index.html as the build writes it: the splash in #root, the templates after it. */
const writeIndexHtml = () => {
  document.body.innerHTML = `<div id="root"><div data-testid="boot-splash"></div></div>${LANGUAGES.map(
    (language) =>
      `<template id="${signInShellId(language)}">${signInShellMarkup(bootTexts(LOCALES, language))}</template>` +
      `<template id="${loadFailureId(language)}">${bootParts(bootTexts(LOCALES, language)).loadFailure}</template>`,
  ).join('')}`;
};

afterEach(() => {
  document.body.innerHTML = '';
  document.documentElement.lang = '';
  window.location.hash = '';
  localStorage.clear();
  sessionStorage.clear();
});

describe("index.html's sign-in template (web/build/boot-shell.ts)", () => {
  it.each(LANGUAGES)(
    'draws the brand bar and the promise as the sign-in page does, in %s',
    async (language) => {
      const parts = bootParts(bootTexts(LOCALES, language));
      const portal = renderPortal(PATHS.signIn, { language });
      await screen.findByTestId('sign-in-submit');
      expect(document.querySelector('.auth-topbar .brand-logo')?.outerHTML).toBe(
        parsed(parts.brandLogo),
      );
      expect(document.querySelector('.auth-hero')?.outerHTML).toBe(parsed(parts.hero));
      portal.unmount();
    },
  );

  it.each(LANGUAGES)("holds the portal's own loader in its card, in %s", (language) => {
    const parts = bootParts(bootTexts(LOCALES, language));
    const { container } = render(
      <I18nextProvider i18n={createI18n(language)}>
        <PageLoader />
      </I18nextProvider>,
    );
    expect(container.innerHTML).toBe(parsed(parts.loader));
  });

  it.each(LANGUAGES)(
    "holds the portal's refresh dialog for a portal that did not load, in %s",
    (language) => {
      const parts = bootParts(bootTexts(LOCALES, language));
      const { container } = render(
        <I18nextProvider i18n={createI18n(language)}>
          <ChunkErrorDialog />
        </I18nextProvider>,
      );
      expect(container.innerHTML).toBe(parsed(parts.loadFailure));
    },
  );
});

describe("fetching the portal's code (fetchPortal)", () => {
  it("puts index.html's preload links into the head, so every file is fetched at once", () => {
    document.body.innerHTML = `<template id="${PORTAL_PRELOADS_ID}"><link rel="modulepreload" href="/assets/portal.js"><link rel="modulepreload" href="/assets/vendor.js"></template>`;
    const before = document.head.querySelectorAll('link[rel="modulepreload"]').length;
    fetchPortal();
    const links = [...document.head.querySelectorAll('link[rel="modulepreload"]')].slice(before);
    expect(links.map((link) => link.getAttribute('href'))).toEqual([
      '/assets/portal.js',
      '/assets/vendor.js',
    ]);
    links.forEach((link) => link.remove());
  });
});

describe('a portal that did not load (showLoadFailure)', () => {
  it('shows the refresh dialog in the start language, Refresh focused, and reloads on it', async () => {
    writeIndexHtml();
    writeStored('selectedLanguage', 'en');
    const reload = jest.fn();
    showLoadFailure(document, () => localStorage, reload);
    const dialog = screen.getByRole('alertdialog', { name: 'This page could not be loaded' });
    expect(dialog).toHaveAccessibleDescription(
      'The portal may have just been updated, or your connection dropped. Refresh to continue.',
    );
    expect(screen.queryByTestId('boot-splash')).not.toBeInTheDocument();
    const refresh = screen.getByRole('button', { name: 'Refresh' });
    expect(refresh).toHaveFocus();
    await userEvent.click(refresh);
    expect(reload).toHaveBeenCalledTimes(1);
    expect(document.documentElement.lang).toBe('en');
  });

  it('shows it in Indonesian by default', () => {
    writeIndexHtml();
    showLoadFailure(document, () => localStorage, jest.fn());
    expect(screen.getByRole('alertdialog', { name: 'Halaman belum dapat dimuat' })).toBeVisible();
  });
});

describe('the first paint (src/boot-shell.ts)', () => {
  it.each([
    ['the sign-in page', PATHS.signIn],
    ['another page of the sign-in area', PATHS.forgotPassword],
    ["the portal's root", PATHS.root],
  ])('puts the sign-in template into #root for %s', (_, path) => {
    writeIndexHtml();
    window.location.hash = path;
    expect(showBootShell()).toBe(true);
    expect(screen.getByTestId('boot-shell')).toBeInTheDocument();
    expect(screen.queryByTestId('boot-splash')).not.toBeInTheDocument();
    expect(screen.getByText('Perlindungan kesehatan untuk seluruh karyawan Anda')).toBeVisible();
    expect(document.documentElement.lang).toBe('id');
  });

  it('opens on an empty address too (the root before any hash)', () => {
    expect(opensSignIn('', false)).toBe(true);
    expect(opensSignIn('#', false)).toBe(true);
  });

  it('draws it in the language the visitor chose last time', () => {
    writeIndexHtml();
    writeStored('selectedLanguage', 'en');
    window.location.hash = PATHS.signIn;
    expect(showBootShell()).toBe(true);
    expect(screen.getByText('Health protection for every one of your employees')).toBeVisible();
    expect(screen.getByText('Insurance from Rp10.000 per month')).toBeVisible();
    expect(document.documentElement.lang).toBe('en');
  });

  it('keeps the brand mark for a signed-in visitor, whom the area sends to the dashboard', () => {
    writeIndexHtml();
    writeStored('authenticationToken', 'token');
    window.location.hash = PATHS.signIn;
    expect(showBootShell()).toBe(false);
    expect(screen.getByTestId('boot-splash')).toBeInTheDocument();
    removeStored('authenticationToken');
    expect(showBootShell()).toBe(true);
  });

  it('keeps the brand mark on the pages after sign-in', () => {
    writeIndexHtml();
    for (const path of [PATHS.home, PATHS.myProfile, PATHS.contactUs]) {
      window.location.hash = path;
      expect(showBootShell()).toBe(false);
    }
    expect(screen.getByTestId('boot-splash')).toBeInTheDocument();
  });

  it('starts as for a new visitor when storage is blocked', () => {
    writeIndexHtml();
    window.location.hash = PATHS.signIn;
    const blocked = () => {
      throw new DOMException('blocked', 'SecurityError');
    };
    expect(showBootShell(document, blocked, blocked)).toBe(true);
    expect(document.documentElement.lang).toBe('id');
  });

  it('keeps the brand mark when index.html has no template (the dev server before its plugins)', () => {
    document.body.innerHTML = '<div id="root"><div data-testid="boot-splash"></div></div>';
    window.location.hash = PATHS.signIn;
    expect(showBootShell()).toBe(false);
    expect(screen.getByTestId('boot-splash')).toBeInTheDocument();
  });
});

describe('afterPaint', () => {
  /** A window whose frames, tasks and largest-paint reports the test runs by hand. */
  const fakeWindow = (
    visibilityState: DocumentVisibilityState,
    reportsPaint = true,
  ): {
    win: BootWindow;
    frames: FrameRequestCallback[];
    runTasks: (upTo?: number) => void;
    report: (type: string, startTime: number) => void;
    observed: () => number;
  } => {
    const frames: FrameRequestCallback[] = [];
    let tasks: { run: () => void; delay: number }[] = [];
    const observers: {
      callback: PerformanceObserverCallback;
      connected: boolean;
      type?: string;
    }[] = [];
    class FakeObserver {
      static supportedEntryTypes = reportsPaint ? ['paint', 'largest-contentful-paint'] : [];
      private readonly own: (typeof observers)[number];
      constructor(callback: PerformanceObserverCallback) {
        this.own = { callback, connected: false };
        observers.push(this.own);
      }
      observe({ type }: { type: string }) {
        this.own.connected = true;
        this.own.type = type;
      }
      disconnect() {
        this.own.connected = false;
      }
    }
    const win = {
      document: { visibilityState } as Document,
      requestAnimationFrame: (callback: FrameRequestCallback) => frames.push(callback),
      setTimeout: (run: () => void, delay = 0) => tasks.push({ run, delay }),
      clearTimeout: () => {},
      PerformanceObserver: FakeObserver,
    } as unknown as BootWindow;
    return {
      win,
      frames,
      runTasks: (upTo = 0) => {
        const due = tasks.filter((task) => task.delay <= upTo);
        tasks = tasks.filter((task) => task.delay > upTo);
        due.forEach((task) => task.run());
      },
      report: (type, startTime) =>
        observers
          .filter((o) => o.connected && o.type === type)
          .forEach((o) =>
            o.callback(
              { getEntries: () => [{ startTime }] } as unknown as PerformanceObserverEntryList,
              o as unknown as PerformanceObserver,
            ),
          ),
      observed: () => observers.filter((o) => o.connected).length,
    };
  };

  it('starts the portal once the browser reports its first paint, once', () => {
    const { win, frames, runTasks, report, observed } = fakeWindow('visible');
    const start = jest.fn();
    afterPaint(start, { win });
    expect(frames).toHaveLength(0);
    runTasks();
    expect(start).not.toHaveBeenCalled();
    report('paint', 30);
    expect(start).not.toHaveBeenCalled();
    runTasks();
    expect(start).toHaveBeenCalledTimes(1);
    expect(observed()).toBe(0);
    runTasks(PAINT_REPORT_WAIT_MS);
    expect(start).toHaveBeenCalledTimes(1);
  });

  it("after a template, waits for the template's paint, not the splash's", () => {
    const { win, runTasks, report } = fakeWindow('visible');
    const start = jest.fn();
    afterPaint(start, { shownAt: 50, win });
    report('paint', 20);
    report('largest-contentful-paint', 20);
    runTasks();
    expect(start).not.toHaveBeenCalled();
    report('largest-contentful-paint', 70);
    runTasks();
    expect(start).toHaveBeenCalledTimes(1);
  });

  it(`starts anyway after ${PAINT_REPORT_WAIT_MS} ms without that report`, () => {
    const { win, runTasks } = fakeWindow('visible');
    const start = jest.fn();
    afterPaint(start, { shownAt: 50, win });
    runTasks(PAINT_REPORT_WAIT_MS - 1);
    expect(start).not.toHaveBeenCalled();
    runTasks(PAINT_REPORT_WAIT_MS);
    expect(start).toHaveBeenCalledTimes(1);
  });

  it('waits for the next frame where the browser reports no paint', () => {
    const { win, frames, runTasks } = fakeWindow('visible', false);
    const start = jest.fn();
    afterPaint(start, { shownAt: 50, win });
    expect(frames).toHaveLength(1);
    frames[0]!(0);
    expect(start).not.toHaveBeenCalled();
    runTasks();
    expect(start).toHaveBeenCalledTimes(1);
  });

  it('starts it at once in a background tab, which paints no frames', () => {
    const { win, frames } = fakeWindow('hidden');
    const start = jest.fn();
    afterPaint(start, { shownAt: 50, win });
    expect(start).toHaveBeenCalledTimes(1);
    expect(frames).toHaveLength(0);
  });
});
