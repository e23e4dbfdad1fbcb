import { CALLS, DEMO_USERS, TIMINGS } from '@mo/contracts';
import { HR_COMPANY_NAME } from '@mo/fixtures';
import {
  AT,
  SCENARIOS,
  URLS,
  advanceMockClock,
  armScenario,
  auditScreen,
  expectDashboard,
  preferLanguage,
  signInToDashboard,
  templatePattern,
} from './flows';
import { E2E_WEB_URL } from './ports';
import { expect, strings, test, text } from './support';

const ACCESS_TOKEN_TTL_SECONDS = 900; // mock default (mock-server/README.md)

test('an access token that expires mid-session is refreshed without the user noticing', async ({
  page,
  request,
  lang,
}) => {
  await signInToDashboard(page, request, lang, DEMO_USERS.hr);
  await expect(page.getByTestId('company-name')).toHaveText(HR_COMPANY_NAME);
  // Let the dashboard's calls finish first: one still in flight when the clock jumps would get
  // GW1033 and start a refresh in the page the reload then discards (the rotated pair lost with
  // it), which is a different story from the one this test tells.
  await expect(page.getByTestId('dashboard-premiumBilling-total')).toBeVisible();
  await page.waitForLoadState('networkidle');

  const refreshes: string[] = [];
  page.on('request', (req) => {
    if (req.method() === 'POST' && req.url().includes(CALLS.refreshToken.path))
      refreshes.push(req.url());
  });
  await advanceMockClock(request, ACCESS_TOKEN_TTL_SECONDS + 1);
  await page.reload();

  await expectDashboard(page, lang);
  await expect(page.getByTestId('company-name')).toHaveText(HR_COMPANY_NAME);
  await page.getByTestId('policy-dropdown').click();
  await expect(page.getByRole('option').first()).toBeVisible();
  await expect(page).toHaveURL(AT.home);
  await expect(page.getByRole('dialog')).toHaveCount(0);
  expect(refreshes).toHaveLength(1);
});

test('a second sign-in of the same user signs the first browser out with the err300 message', async ({
  page,
  request,
  browser,
  lang,
}, info) => {
  await signInToDashboard(page, request, lang, DEMO_USERS.hr);

  const second = await browser.newContext({
    baseURL: E2E_WEB_URL,
    locale: info.project.use.locale,
  });
  try {
    await signInToDashboard(await second.newPage(), request, lang, DEMO_USERS.hr);
  } finally {
    await second.close();
  }

  await page.reload();
  await expect(page).toHaveURL(AT.signIn);
  await expect(page.getByTestId('sign-out-reason')).toHaveText(
    text(strings(lang, 'errors'), 'invalidSession'),
  );
});

test('a maintenance window in effect sends the sign-in page to the maintenance page', async ({
  page,
  request,
  lang,
}) => {
  const maintenance = strings(lang, 'maintenance');
  const { maintenanceWindow } = await armScenario<{
    maintenanceWindow: { systemMaintenanceEndDateTimeJKT: string };
  }>(request, SCENARIOS.maintenanceWindow, { startsInMinutes: -1, durationMinutes: 30 });
  // "YYYY-MM-DD HH:mm:ss" (Jakarta) as the page writes it: "DD MMM YYYY, h:mm A" (spec section 9)
  // in both languages, AM/PM on the Indonesian page too (issue 27, spec-notes).
  const [date = '', time = ''] = maintenanceWindow.systemMaintenanceEndDateTimeJKT.split(' ');
  const [year, , day] = date.split('-');
  const [hours = 0, minutes = '00'] = [Number(time.slice(0, 2)), time.slice(3, 5)];
  const end = `${day} \\S+ ${year}, ${hours % 12 || 12}:${minutes} ${hours < 12 ? 'AM' : 'PM'}`;
  await preferLanguage(page, lang);
  await page.goto(URLS.signIn);

  await expect(page).toHaveURL(AT.maintenance);
  await expect(page.getByTestId('maintenance-page')).toBeVisible();
  await expect(page.getByRole('heading', { name: text(maintenance, 'page.title') })).toBeVisible();
  await expect(page.getByTestId('maintenance-end')).toHaveText(
    new RegExp(`^${text(maintenance, 'page.until').replace('{{end}}', end)}$`),
  );
  // Ends 29 minutes from now (30 minutes, started a minute ago).
  await expect(page.getByTestId('maintenance-minutes')).toHaveText(
    templatePattern(text(maintenance, 'page.minutesLeft_other'), { count: '(29|30)' }),
  );
  await auditScreen(page, 'maintenance', lang);
});

test('the reminder popup announces the minutes left before a maintenance window', async ({
  page,
  request,
  lang,
}) => {
  const maintenance = strings(lang, 'maintenance');
  const reminderMinutes = 15;
  await page.clock.install();
  // The popup opens reminderTimerMinutes before the start: one minute from now.
  await armScenario(request, SCENARIOS.maintenanceWindow, {
    startsInMinutes: reminderMinutes + 1,
    durationMinutes: 30,
    reminderTimerMinutes: reminderMinutes,
  });
  await preferLanguage(page, lang);
  await page.goto(URLS.signIn);
  await expect(page.getByTestId('sign-in-submit')).toBeVisible();
  // The window's announcement shows once the portal has read the remote configuration (after
  // its first screen, main.tsx), and the popup's countdown runs from that reading.
  await expect(page.getByTestId('announcement-text')).toBeVisible();
  await expect(page.getByTestId('maintenance-reminder')).toBeHidden();

  // A minute passes on both clocks.
  await advanceMockClock(request, 61);
  await page.clock.fastForward(61_000);
  const reminder = page.getByTestId('maintenance-reminder');
  await expect(reminder).toBeVisible();
  await expect(page.getByTestId('maintenance-reminder-minutes')).toHaveText(
    templatePattern(text(maintenance, 'reminder.body_other'), { count: '(14|15)' }),
  );
  await page.getByTestId('maintenance-reminder-close').click();
  await expect(reminder).toBeHidden();
});

test('an announcement shows in the language of the page', async ({ page, request, lang }) => {
  const announcement = {
    english: 'Claims submitted after 20:00 WIB are processed the next working day.',
    bahasa: 'Klaim yang diajukan setelah pukul 20.00 WIB diproses pada hari kerja berikutnya.',
  };
  await armScenario(request, SCENARIOS.announcement, announcement);
  await preferLanguage(page, lang);
  await page.goto(URLS.signIn);
  await expect(page.getByTestId('announcement-text')).toHaveText(
    lang === 'en' ? announcement.english : announcement.bahasa,
  );
});

test('fifteen idle minutes sign the user out', async ({ page, request, lang }) => {
  await page.clock.install();
  await signInToDashboard(page, request, lang, DEMO_USERS.hr);

  // A minute short of the time-out the user is still in.
  await page.clock.fastForward((TIMINGS.idleTimeoutMinutesDefault - 1) * 60_000);
  await expect(page).toHaveURL(AT.home);
  await expect(page.getByTestId('company-name')).toHaveText(HR_COMPANY_NAME);
  await page.clock.fastForward(60_000 + 1_000);
  await expect(page).toHaveURL(AT.signIn);
  await expect(page.getByTestId('sign-in-submit')).toBeVisible();
});
