import { DEFAULT_VARIABLE_CODES, DEMO_USERS } from '@mo/contracts';
import { buildSeed, REPORT_DEMO_POLICY_IDS } from '@mo/fixtures';
import { SCENARIOS, armScenario, auditScreen, signInFastPreferring } from './flows';
import { expect, strings, test, text } from './support';

/** Screens of part 1 no other journey opens: the plans tab, contact us in the shell, no access. */

const details = (policyId: string) => `/#/mo/eb-app-policy-benefit/landing/details/${policyId}`;
const PROFILE = '/#/mo/eb-app-myprofile/landing/my-profile';
const MEMBERS = '/#/mo/eb-app-member/overview/landing';
const seed = buildSeed();

test('the plans tab lists the policy’s plans with their descriptions', async ({
  page,
  request,
  lang,
}) => {
  const policies = strings(lang, 'policies');
  const policy = seed.policies.find((p) => p.id === REPORT_DEMO_POLICY_IDS.oneFile);
  if (!policy || policy.plans.length === 0) throw new Error('the seed policy needs plans');
  await signInFastPreferring(page, request, lang, DEMO_USERS.hr, details(policy.id));
  await expect(page.getByTestId('policy-tab-overview')).toHaveAttribute('aria-selected', 'true');

  await page.getByTestId('policy-tab-plans').click();
  await expect(page.getByTestId('policy-tab-plans')).toHaveAttribute('aria-selected', 'true');
  const table = page.getByTestId('policy-plans');
  await expect(table.getByRole('columnheader')).toHaveText([
    text(policies, 'plans.planNo'),
    text(policies, 'plans.planDescription'),
  ]);
  // One row per seeded plan, in the order the server lists them.
  const rows = table.locator('tbody tr');
  await expect(rows).toHaveCount(policy.plans.length);
  for (const [i, plan] of policy.plans.entries()) {
    await expect(rows.nth(i).locator('td')).toHaveText([plan.planNo, plan.planDescription]);
  }
  await auditScreen(page, 'policy-plans', lang);
});

const BILINGUAL: readonly string[] = [
  DEFAULT_VARIABLE_CODES.address,
  DEFAULT_VARIABLE_CODES.copyright1,
];

test('contact us inside the shell shows the hours and the contacts of the default variables', async ({
  page,
  request,
  lang,
}) => {
  const contact = strings(lang, 'contact');
  const shell = strings(lang, 'shell');
  const defaults = seed.systemParameters
    .find((p) => p.category === 'DEFAULT_VARIABLES')
    ?.commonCategoryDetail.reduce<Record<string, string>>(
      // The address (and the copyright lines) read in the page's language: external1 is English.
      (all, d) => ({
        ...all,
        [d.code]:
          lang === 'en' && BILINGUAL.includes(d.code)
            ? (d.external1 ?? d.description1)
            : d.description1,
      }),
      {},
    );
  if (!defaults) throw new Error('the seed needs DEFAULT_VARIABLES');
  await signInFastPreferring(page, request, lang, DEMO_USERS.hr);

  const link = page.getByTestId('header-contact-us');
  await expect(link).toHaveText(text(shell, 'header.contactUs'));
  await link.click();
  await expect(page).toHaveURL(/#\/mo\/eb-app-contactus\/landing\/contact-us$/);
  await expect(page.getByRole('heading', { name: text(contact, 'title'), level: 1 })).toBeVisible();
  // The hours are the customer-service number's second value: external1 in Indonesian,
  // description2 in English.
  const csEntry = seed.systemParameters
    .find((p) => p.category === 'DEFAULT_VARIABLES')
    ?.commonCategoryDetail.find((d) => d.code === DEFAULT_VARIABLE_CODES.csContactNumber);
  const hours = lang === 'en' ? csEntry?.description2 : csEntry?.external1;
  if (!hours) throw new Error('the seed needs the service hours');
  await expect(page.getByTestId('contact-hours')).toHaveText(
    text(contact, 'hours').replace('{{hours}}', hours),
  );
  const expected = {
    phone: DEFAULT_VARIABLE_CODES.csContactNumber,
    whatsapp: DEFAULT_VARIABLE_CODES.csWhatsappNumber,
    email: DEFAULT_VARIABLE_CODES.email,
    address: DEFAULT_VARIABLE_CODES.address,
  } as const;
  for (const [row, code] of Object.entries(expected)) {
    const value = defaults[code];
    if (!value) throw new Error(`the seed needs ${code}`);
    const shown = page.getByTestId(`contact-${row}`);
    await expect(shown).toHaveText(value);
    // Its label, in the page's language, is the term of the same row.
    await expect(page.locator('.contact-list__row', { has: shown }).locator('dt')).toHaveText(
      text(contact, `rows.${row}`),
    );
  }
  const copyright = defaults[DEFAULT_VARIABLE_CODES.copyright1];
  if (!copyright) throw new Error('the seed needs the copyright lines');
  await expect(page.getByTestId('footer-copyright')).toContainText(copyright);
  // Still inside the shell: the side menu and the user menu are there.
  await expect(page.getByTestId('side-menu-home')).toBeVisible();
  await expect(page.getByTestId('user-menu-button')).toBeVisible();
  await auditScreen(page, 'contact-us-shell', lang);
});

test('a user without the My Account module does not see it, and its URL shows no access', async ({
  page,
  request,
  lang,
}) => {
  const common = strings(lang, 'common');
  const account = strings(lang, 'account');
  const shell = strings(lang, 'shell');
  // The seed's modules without 'Account and Settings' and 'View Member Details'.
  await armScenario(request, SCENARIOS.modulesGranted, {
    userName: DEMO_USERS.hr.email,
    modules: ['home', 'FAQ', 'Excess Claim', 'COB Submission', 'MO Claim Breakdown'],
  });
  await signInFastPreferring(page, request, lang, DEMO_USERS.hr);

  // Hidden entries: the member side-menu entry and My Account in the user menu.
  await expect(page.getByTestId('side-menu-home')).toBeVisible();
  await expect(page.getByTestId('side-menu-member')).toHaveCount(0);
  await page.getByTestId('user-menu-button').click();
  await expect(page.getByRole('menuitem', { name: text(shell, 'header.signOut') })).toBeVisible();
  await expect(page.getByRole('menuitem', { name: text(shell, 'header.myAccount') })).toHaveCount(
    0,
  );
  await page.keyboard.press('Escape');

  // A direct URL shows the no-access page instead of the profile and its data.
  await page.goto(PROFILE);
  const noAccess = page.getByTestId('no-access');
  await expect(noAccess).toBeVisible();
  await expect(
    noAccess.getByRole('heading', { name: text(common, 'noAccess.title'), level: 1 }),
  ).toBeVisible();
  await expect(noAccess).toContainText(text(common, 'noAccess.body'));
  await expect(
    page.getByRole('heading', { name: text(account, 'profile.title'), level: 1 }),
  ).toHaveCount(0);
  await expect(page.getByTestId('setting-change-password')).toHaveCount(0);
  await auditScreen(page, 'no-access', lang);

  // The same for an area of a later issue, and the way home still works.
  await page.goto(MEMBERS);
  await expect(page.getByTestId('no-access')).toBeVisible();
  await page
    .getByTestId('no-access')
    .getByRole('link', { name: text(common, 'comingSoon.home') })
    .click();
  await expect(
    page.getByRole('heading', { name: text(strings(lang, 'dashboard'), 'title'), level: 1 }),
  ).toBeVisible();
});
