// index.html's sign-in template in each language (issue 30): what the page paints before any of
// the portal's code runs (src/boot-shell.ts picks one). Written from the portal's own texts and
// artwork; web/build/boot-shell.test.ts holds its markup to what React renders for the same parts
// (AuthLayout's brand bar and promise, PageLoader), so the two cannot drift apart.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import dayjs from 'dayjs';
import 'dayjs/locale/id.js';
import type { Plugin } from 'vite';
import { BRAND_MARK_PATHS, BRAND_MARK_VIEW_BOX } from '../src/components/brand-mark';
import { barsIcon, userIcon } from '../src/components/plain/frame-icons';
import {
  heartFillIcon,
  phoneIcon,
  type PrimeIconShape,
} from '../src/components/plain/prime-icon-shapes';
import {
  FRAME_CALL_ID,
  frameShellId,
  loadFailureId,
  signInShellId,
  type BootLanguage,
  type FrameCall,
  type FrameWords,
} from '../src/boot-shell';
import {
  API_AREAS,
  CALL_ROUTES,
  HEADER_DEFAULTS,
  HEADER_NAMES,
  MOCK_SANDBOX_HEADER,
} from '../../contracts/src/browser';
import { areaBaseUrl, mockSandboxesOn, type EnvSource } from '../src/lib/config-env';
import { formatMoney } from '../src/lib/format-values';

/** The texts the template shows, in one language. */
export interface BootTexts {
  appName: string;
  insurer: string;
  heading: string;
  body: string;
  promo: string;
  loading: string;
  /** The refresh dialog's (common chunkErrorDialog). */
  failedTitle: string;
  failedMessage: string;
  refresh: string;
}

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

type Texts = Record<string, Record<string, string>>;
const readTexts = (localesDir: string, language: BootLanguage, namespace: string): Texts =>
  JSON.parse(readFileSync(join(localesDir, language, `${namespace}.json`), 'utf8')) as Texts;

/** The template's texts in `language`, read from the portal's locale files (i18next's {{x}}). */
export const bootTexts = (localesDir: string, language: BootLanguage): BootTexts => {
  const common = readTexts(localesDir, language, 'common');
  const auth = readTexts(localesDir, language, 'auth');
  const amount = formatMoney(10_000, 'IDR', { decimals: 0 });
  return {
    appName: common.app!.name!,
    insurer: common.app!.insurer!,
    heading: auth.brand!.heading!,
    body: auth.brand!.body!,
    promo: auth.brand!.promo!.replace('{{amount}}', amount),
    loading: common.loader!.loading!,
    failedTitle: common.chunkErrorDialog!.title!,
    failedMessage: common.chunkErrorDialog!.message!,
    refresh: common.chunkErrorDialog!.refresh!,
  };
};

/** The brand mark's svg, as BrandLogo and index.html's splash draw it. */
export const brandMarkSvg = (className: string) =>
  `<svg class="${className}" viewBox="${BRAND_MARK_VIEW_BOX}" aria-hidden="true" focusable="false">${BRAND_MARK_PATHS.map(({ d, fill }) => `<path d="${d}" fill="${fill}"></path>`).join('')}</svg>`;

/** A PrimeIcon (components/plain/prime-icons.tsx) as markup. */
const primeIconSvg = (icon: PrimeIconShape, className = 'prime-icon') =>
  `<svg class="${className}" viewBox="3 3 18 18" fill="currentColor" aria-hidden="true" focusable="false" data-icon="${icon.name}">${icon.paths.map((d) => `<path d="${d}"></path>`).join('')}</svg>`;

/** The parts of the template, each as React renders its counterpart. */
/** BrandLogo as markup. */
const brandLogoMarkup = (t: Pick<BootTexts, 'appName' | 'insurer'>) =>
  `<span class="brand-logo">${brandMarkSvg('brand-logo__mark')}<span class="brand-logo__text"><span class="brand-logo__name">${escapeHtml(t.appName)}</span><span class="brand-logo__tagline">${escapeHtml(t.insurer)}</span></span></span>`;

/** PageLoader as markup. */
const loaderMarkup = (t: Pick<BootTexts, 'loading'>) =>
  `<div class="page-loader" role="status" aria-live="polite" data-testid="page-loader"><div style="width: 3rem; height: 3rem;" class="p-progress-spinner" role="progressbar" aria-busy="true" aria-hidden="true"><svg class="p-progress-spinner-svg" viewBox="25 25 50 50" style="animation-duration: 2s;"><circle class="p-progress-spinner-circle" cx="50" cy="50" r="20" fill="none" stroke-width="4" stroke-miterlimit="10"></circle></svg></div><span class="sr-only">${escapeHtml(t.loading)}</span></div>`;

export const bootParts = (t: BootTexts) => ({
  brandLogo: brandLogoMarkup(t),
  loader: loaderMarkup(t),
  loadFailure: `<main class="chunk-error" id="main"><div class="chunk-error__dialog" role="alertdialog" aria-modal="true" aria-labelledby="chunk-error-title" aria-describedby="chunk-error-message" data-testid="chunk-error-dialog"><h1 id="chunk-error-title" class="chunk-error__title">${escapeHtml(t.failedTitle)}</h1><p id="chunk-error-message">${escapeHtml(t.failedMessage)}</p><div class="dialog-actions"><button type="button" class="p-button p-component" data-testid="chunk-error-refresh"><span class="p-button-label">${escapeHtml(t.refresh)}</span></button></div></div></main>`,
  hero: `<section class="auth-hero" aria-labelledby="auth-hero-heading"><p id="auth-hero-heading" class="auth-hero__heading">${escapeHtml(t.heading)}</p><p class="auth-hero__body">${escapeHtml(t.body)}</p><p class="auth-hero__promo" data-testid="entry-prompt">${primeIconSvg(heartFillIcon)}${escapeHtml(t.promo)}</p></section>`,
});

/**
 * The sign-in area as AuthLayout lays it out (brand bar, the card, the promise), the card holding
 * the loader until the form comes. No language switch: nothing to click before the portal runs.
 * The footer is a blank line of its height (its year is the visitor's, not the build's).
 */
export const signInShellMarkup = (t: BootTexts) => {
  const parts = bootParts(t);
  return `<div class="auth-page" data-testid="boot-shell"><header class="auth-topbar">${parts.brandLogo}</header><main id="main" class="auth-main"><div class="auth-card auth-card--booting">${parts.loader}</div>${parts.hero}</main><footer class="auth-footer" aria-hidden="true"><span>&nbsp;</span></footer></div>`;
};

/** The signed-in frame's texts in `language` (shell and dashboard), with {{name}} and {{time}}. */
export interface FrameTexts {
  appName: string;
  insurer: string;
  company: string;
  contactUs: string;
  title: string;
  loading: string;
  /** The words boot-shell.ts fills in: the welcome, the last-login line, the month names. */
  words: FrameWords;
}

/** The short month names as the portal's dates show them (lib/formatters.ts, dayjs's MMM). */
export const monthNames = (language: BootLanguage): string[] =>
  Array.from({ length: 12 }, (_, month) =>
    dayjs(new Date(2026, month, 15))
      .locale(language)
      .format('MMM'),
  );

export const frameTexts = (localesDir: string, language: BootLanguage): FrameTexts => {
  const common = readTexts(localesDir, language, 'common');
  const shell = readTexts(localesDir, language, 'shell');
  const dashboard = readTexts(localesDir, language, 'dashboard');
  return {
    appName: common.app!.name!,
    insurer: common.app!.insurer!,
    company: shell.header!.company!,
    contactUs: shell.header!.contactUs!,
    title: dashboard.title as unknown as string,
    loading: common.loader!.loading!,
    words: {
      userMenu: shell.header!.userMenu!,
      welcome: dashboard.welcome as unknown as string,
      lastLoginAt: dashboard.lastLogin!.at!,
      lastLoginNone: dashboard.lastLogin!.none!,
      months: monthNames(language),
    },
  };
};

/**
 * The signed-in frame on a phone as ShellLayout draws it below 900 px (header; the side menu is
 * closed there), around the dashboard's heading and the portal's loader: what a signed-in visitor
 * opening the dashboard sees before the portal runs. Nothing in it acts before the portal does:
 * the menu and user buttons are drawn, not buttons. boot-shell.ts fills the company, the user's
 * name, the welcome and the last-login line in.
 */
export const frameShellMarkup = (t: FrameTexts) => {
  return `<div class="shell" data-testid="boot-frame"><header class="shell-header"><span class="shell-header__menu-button" aria-hidden="true">${primeIconSvg(barsIcon)}</span><span class="shell-header__logo">${brandLogoMarkup(t)}</span><div class="shell-header__company"><span class="shell-header__company-label">${escapeHtml(t.company)}</span><span class="shell-header__company-name" data-testid="company-name"></span></div><span class="text-link shell-header__contact">${primeIconSvg(phoneIcon)} <span class="shell-header__label">${escapeHtml(t.contactUs)}</span></span><span class="user-menu__button p-button p-component p-button-text" data-boot-slot="user-menu">${primeIconSvg(userIcon, 'prime-icon p-button-icon p-c p-button-icon-left')}<span class="p-button-label p-c" data-pc-section="label"></span></span></header><div class="shell-body"><main id="main" class="shell-main"><div class="dashboard"><div class="dashboard__heading"><h1 tabindex="-1">${escapeHtml(t.title)}</h1><p class="dashboard__welcome" data-boot-slot="welcome"></p><p class="dashboard__last-login" aria-hidden="true" data-testid="last-login-slot">&nbsp;</p></div>${loaderMarkup(t)}</div></main></div></div>`;
};

/**
 * The dashboard's last-login call as the portal makes it (lib/config.ts's address for the build's
 * VITE_* settings, the gateway headers), for index.html's entry to make it before the portal runs.
 */
export const frameCall = (env: EnvSource): FrameCall => {
  const route = CALL_ROUTES.lastLogin;
  return {
    url: `${areaBaseUrl(env, route.area, API_AREAS[route.area])}${route.path}`,
    headers: {
      [HEADER_NAMES.channel]: HEADER_DEFAULTS.channel,
      [HEADER_NAMES.keyId]: HEADER_DEFAULTS.keyId,
      [HEADER_NAMES.clientOrgCode]: HEADER_DEFAULTS.clientOrgCode,
      [HEADER_NAMES.providerOrgCode]: HEADER_DEFAULTS.providerOrgCode,
      [HEADER_NAMES.countryCode]: HEADER_DEFAULTS.countryCode,
    },
    timestampHeader: HEADER_NAMES.timestamp,
    referenceHeader: HEADER_NAMES.requestReference,
    sandboxHeader: MOCK_SANDBOX_HEADER,
    sandboxes: mockSandboxesOn(env),
  };
};

const BRAND_MARK_SLOT = '<!-- boot:brand-mark -->';

/**
 * Writes the splash's brand mark into index.html, and the templates of both languages: the
 * sign-in area, and the refresh dialog for a portal whose code did not load.
 */
export const bootShell = (localesDir: string): Plugin => {
  let env: EnvSource = {};
  return {
    name: 'mo:boot-shell',
    configResolved: (config) => {
      env = config.env;
    },
    transformIndexHtml: {
      order: 'pre',
      handler: (html) => ({
        html: html.replace(BRAND_MARK_SLOT, brandMarkSvg('boot-splash__mark')),
        tags: (['id', 'en'] as const)
          .flatMap((language) => {
            const texts = bootTexts(localesDir, language);
            return [
              { id: signInShellId(language), children: signInShellMarkup(texts) },
              { id: loadFailureId(language), children: bootParts(texts).loadFailure },
              {
                id: frameShellId(language),
                children: frameShellMarkup(frameTexts(localesDir, language)),
                words: frameTexts(localesDir, language).words,
              },
            ].map(({ id, children, words }) => ({
              tag: 'template',
              attrs: words ? { id, 'data-words': JSON.stringify(words) } : { id },
              children,
              injectTo: 'body' as const,
            }));
          })
          .concat({
            tag: 'script',
            attrs: { id: FRAME_CALL_ID, type: 'application/json' },
            children: JSON.stringify(frameCall(env)),
            injectTo: 'body' as const,
          } as never),
      }),
    },
  };
};
