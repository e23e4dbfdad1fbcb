import { DEMO_USERS } from '@mo/contracts';
import { buildSeed } from '@mo/fixtures';
import { auditScreen, codeField, signInFastPreferring, submitSignIn } from './flows';
import { expect, type Lang, latestCode, strings, test, text } from './support';

const PROFILE = '/#/mo/eb-app-myprofile/landing/my-profile';
const other = (lang: Lang): Lang => (lang === 'id' ? 'en' : 'id');

test('changing the language saves it, switches the whole interface and keeps it after sign-in', async ({
  page,
  request,
  lang,
}) => {
  await signInFastPreferring(page, request, lang, DEMO_USERS.hr, PROFILE);
  const account = strings(lang, 'account');
  await expect(
    page.getByRole('heading', { name: text(account, 'profile.title'), level: 1 }),
  ).toBeVisible();
  await auditScreen(page, 'my-profile', lang);

  await page.getByTestId('setting-change-language').click();
  await expect(
    page.getByRole('heading', { name: text(account, 'language.title'), level: 1 }),
  ).toBeVisible();
  await auditScreen(page, 'change-language', lang);
  const target = other(lang);
  const saved = page.waitForRequest((r) => r.method() === 'PUT' && /\/users\/USR/.test(r.url()));
  await page.getByTestId(`language-option-${target}`).click();
  await page.getByTestId('language-save').click();
  expect((await saved).postDataJSON()).toMatchObject({ preferredLanguage: target });

  // Back on my account, in the other language, without a reload.
  const after = strings(target, 'account');
  await expect(
    page.getByRole('heading', { name: text(after, 'profile.title'), level: 1 }),
  ).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', target);
  await expect(page.getByTestId('side-menu-home')).toContainText(
    text(strings(target, 'shell'), 'menu.home'),
  );
});

test('changing the password goes through the emailed code, refuses a wrong current password, then completes', async ({
  page,
  request,
  lang,
}) => {
  const account = strings(lang, 'account');
  const errors = strings(lang, 'errors');
  await signInFastPreferring(page, request, lang, DEMO_USERS.hr, PROFILE);
  await page.getByTestId('setting-change-password').click();

  await expect(page.getByRole('heading', { name: text(account, 'emailOtp.title') })).toBeVisible();
  await auditScreen(page, 'change-password-code', lang);
  await expect.poll(() => latestCode(request, DEMO_USERS.hr.email).catch(() => '')).not.toBe('');
  await codeField(page, lang).fill(await latestCode(request, DEMO_USERS.hr.email));
  await page.getByTestId('otp-submit').click();

  await expect(
    page.getByRole('heading', { name: text(account, 'password.title'), level: 1 }),
  ).toBeVisible();
  await auditScreen(page, 'change-password', lang);
  await page.getByLabel(text(account, 'password.current'), { exact: true }).fill('Wrong#Pass1');
  await page.getByLabel(text(account, 'password.new'), { exact: true }).fill('Sejahtera#2027');
  await page.getByLabel(text(account, 'password.confirm'), { exact: true }).fill('Sejahtera#2027');
  await page.getByTestId('change-password-submit').click();
  await expect(page.getByTestId('current-password-error')).toHaveText(
    text(errors, 'currentPasswordWrong'),
  );

  await page
    .getByLabel(text(account, 'password.current'), { exact: true })
    .fill(DEMO_USERS.hr.password);
  await page.getByTestId('change-password-submit').click();
  await expect(page.getByTestId('change-password-complete')).toBeVisible();
  await auditScreen(page, 'change-password-complete', lang);

  // The new password signs in; the old one no longer does.
  await page.goto('/#/mo/eb-app-myProfile/sign-out/');
  await expect(page).toHaveURL(/sign-in$/);
  await submitSignIn(page, lang, DEMO_USERS.hr);
  await expect(page.getByTestId('sign-in-password-error')).toHaveText(
    text(errors, 'wrongCredentials'),
  );
});

/** 3 characters of `name` that no other of `names` contains (whatever the case). */
function uniquePart(name: string, names: readonly string[]): string {
  const others = names.filter((n) => n !== name).map((n) => n.toLowerCase());
  for (let i = 0; i + 3 <= name.length; i += 1) {
    const part = name.slice(i, i + 3);
    if (part.trim().length === 3 && !others.some((n) => n.includes(part.toLowerCase())))
      return part;
  }
  throw new Error(`no 3 characters of ${name} tell it from the other companies`);
}

test('a broker switches company and the dashboard and policy list follow', async ({
  page,
  request,
  lang,
}) => {
  await signInFastPreferring(page, request, lang, DEMO_USERS.broker);
  const seed = buildSeed();
  const broker = seed.users.find((u) => u.email === DEMO_USERS.broker.email);
  const [first, second] = (broker?.companyIds ?? []).map((id) =>
    seed.companies.find((c) => c.id === id)!,
  );
  if (!first || !second) throw new Error('the broker needs two companies');
  await expect(page.getByTestId('company-name')).toContainText(first.companyName);
  const firstPolicies = seed.policies
    .filter((p) => p.companyId === first.id)
    .map((p) => p.policyNo);
  const secondPolicies = seed.policies
    .filter((p) => p.companyId === second.id)
    .map((p) => p.policyNo);
  // The dashboard shows the company's first policy: its number and its billed premium.
  const billed = (policyNo: string) => {
    const policy = seed.policies.find((p) => p.policyNo === policyNo)!;
    const total = seed.invoices
      .filter((i) => i.policyId === policy.id)
      .reduce((sum, i) => sum + i.billingAmount, 0);
    return `Rp${new Intl.NumberFormat('id-ID', { minimumFractionDigits: 2 }).format(total)}`;
  };
  const [firstPolicy, secondPolicy] = [firstPolicies[0]!, secondPolicies[0]!];
  if (billed(firstPolicy) === billed(secondPolicy)) {
    throw new Error('the two companies need different premiums to tell their dashboards apart');
  }
  const dropdown = page.getByTestId('policy-dropdown');
  const premium = page.getByTestId('dashboard-premiumBilling-total');
  await expect(dropdown).toContainText(firstPolicy);
  await expect(premium).toHaveText(billed(firstPolicy));

  // The broker's company dropdown is searchable at any count (part 1 section 2), from the 3rd
  // character (the portal's one dropdown rule): 2 characters after a filtered list show all.
  const names = broker!.companyIds.map(
    (id) => seed.companies.find((c) => c.id === id)!.companyName,
  );
  const needle = uniquePart(second.companyName, names);
  await page.getByTestId('company-dropdown').click();
  const search = page.getByTestId('company-search');
  const companies = page.getByTestId('company-dropdown').locator('li[role="option"]');
  await expect(companies).toHaveCount(names.length);
  await search.fill(needle.toUpperCase());
  await expect(companies).toHaveText([second.companyName]);
  // Nothing found: 'No result' in the page's language, as an item axe accepts in the listbox.
  await search.fill('qxz');
  await expect(companies).toHaveText([text(strings(lang, 'common'), 'dropdown.noResult')]);
  await auditScreen(page, 'company-search-broker', lang);
  await search.fill(needle.slice(0, 2));
  await expect(companies).toHaveCount(names.length);
  await page.getByRole('option', { name: second.companyName }).click();
  await expect(page.getByTestId('company-name')).toContainText(second.companyName);
  await expect(dropdown).toContainText(secondPolicy);
  await expect(premium).toHaveText(billed(secondPolicy));
  await auditScreen(page, 'dashboard-broker', lang);

  await page.goto('/#/mo/eb-app-policy-benefit/landing/list');
  const table = page.getByTestId('policy-table');
  await expect(table).toContainText(secondPolicies[0]!);
  for (const policyNo of firstPolicies) await expect(table).not.toContainText(policyNo);
  await auditScreen(page, 'policy-list-broker', lang);

  // My account's company card is the selected company's, every line of it.
  await page.goto(PROFILE);
  await expect(page.getByTestId('profile-companyName')).toHaveText(second.companyName);
  await expect(page.getByTestId('profile-companyPhone')).toHaveText(second.phoneNo);
  await expect(page.getByTestId('profile-companyEmail')).toHaveText(second.emailAddress);
  await expect(page.getByTestId('profile-companyAddress')).toHaveText(second.address);
});
