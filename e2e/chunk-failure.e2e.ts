import type { Page } from '@playwright/test';
import { allowConsoleErrors, expect, type Lang, strings, test, text } from './support';

/*
 * A lazy chunk that does not load (a new deploy replaced it, the connection dropped, or it
 * hangs past the chunk load timeout of 120000 ms, spec part 1 section 9) shows the refresh
 * dialog, never a blank page; Refresh reloads the portal (web/src/lib/chunk-load.ts).
 */
const SIGN_IN = '/#/mo/eb-app-signin/landing/sign-in';
const SIGN_IN_CHUNK = '**/assets/sign-in-area-*.js';

/** Opens the portal in the project's language (the stored choice, as a returning user has). */
const openIn = async (page: Page, lang: Lang) => {
  await page.addInitScript((language) => {
    if (!localStorage.getItem('selectedLanguage'))
      localStorage.setItem('selectedLanguage', language);
  }, lang);
  await page.goto(SIGN_IN);
};

test('a chunk that fails to load shows the refresh dialog, and Refresh reloads the portal', async ({
  page,
  lang,
}, info) => {
  const common = strings(lang, 'common');
  const auth = strings(lang, 'auth');
  let blocked = 0;
  // The browser logs the chunk this journey makes fail.
  allowConsoleErrors(
    info,
    /^Failed to load resource: net::ERR_CONNECTION_RESET \(.*\/assets\/sign-in-area-/,
  );
  await page.route(SIGN_IN_CHUNK, async (route) => {
    blocked += 1;
    await route.abort('connectionreset');
  });

  await openIn(page, lang);
  const dialog = page.getByRole('alertdialog', { name: text(common, 'chunkErrorDialog.title') });
  await expect(dialog).toBeVisible();
  await expect(dialog).toContainText(text(common, 'chunkErrorDialog.message'));
  const refresh = dialog.getByRole('button', { name: text(common, 'chunkErrorDialog.refresh') });
  await expect(refresh).toBeFocused();
  expect(blocked).toBeGreaterThan(0);

  // The connection is back (or the new deploy is complete): Refresh loads the page afresh.
  await page.unroute(SIGN_IN_CHUNK);
  await Promise.all([page.waitForEvent('load'), refresh.click()]);
  await expect(page.getByRole('heading', { name: text(auth, 'signIn.title') })).toBeVisible();
  await expect(dialog).toHaveCount(0);
});

test('a chunk that hangs shows the refresh dialog at the chunk load timeout', async ({
  page,
  lang,
}) => {
  const common = strings(lang, 'common');
  await page.clock.install();
  // The request never answers: the connection stalls.
  let requested = false;
  await page.route(SIGN_IN_CHUNK, () => {
    requested = true;
  });

  await openIn(page, lang);
  await expect.poll(() => requested).toBe(true);
  // index.html fetches the chunk before the portal runs (src/boot.ts); the timeout counts from
  // the portal's own load of it, under way once the portal has drawn its loader over the page's
  // sign-in template.
  await expect(page.getByTestId('boot-shell')).toHaveCount(0);
  await expect(page.getByTestId('page-loader')).toBeVisible();
  const dialog = page.getByRole('alertdialog', { name: text(common, 'chunkErrorDialog.title') });
  // The page clock runs on from install, so allow the seconds the page took to load.
  await page.clock.runFor(110_000);
  await expect(dialog).toHaveCount(0);
  await page.clock.runFor(10_000);
  await expect(dialog).toBeVisible();
  await expect(
    dialog.getByRole('button', { name: text(common, 'chunkErrorDialog.refresh') }),
  ).toBeVisible();
});
