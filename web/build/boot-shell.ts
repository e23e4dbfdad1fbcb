// index.html's sign-in template in each language (issue 30): what the page paints before any of
// the portal's code runs (src/boot-shell.ts picks one). Written from the portal's own texts and
// artwork; web/build/boot-shell.test.ts holds its markup to what React renders for the same parts
// (AuthLayout's brand bar and promise, PageLoader), so the two cannot drift apart.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Plugin } from 'vite';
import { BRAND_MARK_PATHS, BRAND_MARK_VIEW_BOX } from '../src/components/brand-mark';
import { heartFillIcon, type PrimeIconShape } from '../src/components/plain/prime-icon-shapes';
import { loadFailureId, signInShellId, type BootLanguage } from '../src/boot-shell';
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
const primeIconSvg = (icon: PrimeIconShape) =>
  `<svg class="prime-icon" viewBox="3 3 18 18" fill="currentColor" aria-hidden="true" focusable="false" data-icon="${icon.name}">${icon.paths.map((d) => `<path d="${d}"></path>`).join('')}</svg>`;

/** The parts of the template, each as React renders its counterpart. */
export const bootParts = (t: BootTexts) => ({
  brandLogo: `<span class="brand-logo">${brandMarkSvg('brand-logo__mark')}<span class="brand-logo__text"><span class="brand-logo__name">${escapeHtml(t.appName)}</span><span class="brand-logo__tagline">${escapeHtml(t.insurer)}</span></span></span>`,
  loader: `<div class="page-loader" role="status" aria-live="polite" data-testid="page-loader"><div style="width: 3rem; height: 3rem;" class="p-progress-spinner" role="progressbar" aria-busy="true" aria-hidden="true"><svg class="p-progress-spinner-svg" viewBox="25 25 50 50" style="animation-duration: 2s;"><circle class="p-progress-spinner-circle" cx="50" cy="50" r="20" fill="none" stroke-width="4" stroke-miterlimit="10"></circle></svg></div><span class="sr-only">${escapeHtml(t.loading)}</span></div>`,
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

const BRAND_MARK_SLOT = '<!-- boot:brand-mark -->';

/**
 * Writes the splash's brand mark into index.html, and the templates of both languages: the
 * sign-in area, and the refresh dialog for a portal whose code did not load.
 */
export const bootShell = (localesDir: string): Plugin => ({
  name: 'mo:boot-shell',
  transformIndexHtml: {
    order: 'pre',
    handler: (html) => ({
      html: html.replace(BRAND_MARK_SLOT, brandMarkSvg('boot-splash__mark')),
      tags: (['id', 'en'] as const).flatMap((language) => {
        const texts = bootTexts(localesDir, language);
        return [
          { id: signInShellId(language), children: signInShellMarkup(texts) },
          { id: loadFailureId(language), children: bootParts(texts).loadFailure },
        ].map(({ id, children }) => ({
          tag: 'template',
          attrs: { id },
          children,
          injectTo: 'body' as const,
        }));
      }),
    }),
  },
});
