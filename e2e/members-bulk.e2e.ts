import { statSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { DEMO_USERS, MEMBER_LIMITS } from '@mo/contracts';
import { auditScreen, signInFast } from './flows';
import { expect, strings, test, text } from './support';

/*
 * Members: bulk update (spec part 2 sections 2, 3, 5, 7), signed in as the seeded HR user. The
 * upload fixtures are committed in e2e/files (scripts/make-bulk-fixtures.ts makes them again): a
 * valid alteration form, a real workbook just over 3,000,000 bytes, a CSV file and a real
 * password-protected workbook.
 */
const BULK = '/#/mo/eb-app-member/bulk-update/landing';
const FILES = {
  valid: 'e2e/files/alteration-form-valid.xlsx',
  oversized: 'e2e/files/alteration-form-oversized.xlsx',
  notXlsx: 'e2e/files/alteration-form.csv',
  passwordProtected: 'e2e/files/alteration-form-password.xlsx',
};

const openBulkUpdate = async (page: Page) => {
  await page.goto(BULK);
  await expect(page.getByTestId('bulk-steps')).toBeVisible();
};

// Every journey here starts on the bulk update page, signed in as the seeded HR user.
test.beforeEach(async ({ page, request, lang }) => {
  await signInFast(page, request, lang, DEMO_USERS.hr);
  await openBulkUpdate(page);
});

test('an HR user downloads the template, uploads a valid file, submits and sees the reference', async ({
  page,
  lang,
}) => {
  const bulk = strings(lang, 'members-bulk');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(text(bulk, 'title'));
  await auditScreen(page, 'members-bulk-update', lang);

  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByTestId('bulk-download').click(),
  ]);
  expect(download.suggestedFilename()).toBe('Alteration Form.xlsx');

  await page.getByTestId('bulk-file-input').setInputFiles(FILES.valid);
  await expect(page.getByTestId('bulk-file-uploaded')).toBeVisible();
  await expect(page.getByTestId('bulk-file-name')).toHaveText('alteration-form-valid.xlsx');
  await expect(page.getByTestId('bulk-submit')).toBeEnabled();
  await auditScreen(page, 'members-bulk-uploaded', lang);

  const [response] = await Promise.all([
    page.waitForResponse(
      (r) => r.url().includes('/member-alteration/bulk-update') && r.request().method() === 'POST',
    ),
    page.getByTestId('bulk-submit').click(),
  ]);
  const body = (await response.json()) as { data?: { memberAlterationRef: string } };
  const ref = body.data?.memberAlterationRef;
  expect(ref).toMatch(/^MA\d+$/);
  // The banner's parameters leave the address at once: the banner itself tells the submit.
  await expect(page).toHaveURL(/overview\/landing/);
  await expect(page.getByTestId('member-success-header')).toHaveText(
    text(strings(lang, 'members'), 'banner.upload'),
  );
  await expect(page.getByTestId('member-success-refs')).toContainText(String(ref));
});

test('an oversized, a non-xlsx and a password-protected file each open the rules dialog', async ({
  page,
  lang,
}) => {
  const bulk = strings(lang, 'members-bulk');
  // A real workbook just over the limit (scripts/make-bulk-fixtures.ts).
  expect(statSync(FILES.oversized).size).toBeGreaterThan(MEMBER_LIMITS.uploadMaxBytes);

  for (const [name, file] of [
    ['oversized', FILES.oversized],
    ['not-xlsx', FILES.notXlsx],
    ['password', FILES.passwordProtected],
  ] as const) {
    await page.getByTestId('bulk-file-input').setInputFiles(file);
    const dialog = page.getByTestId('file-rules-dialog');
    await expect(dialog, name).toBeVisible();
    await expect(dialog).toContainText(text(bulk, 'rulesDialog.title'));
    await expect(dialog).toContainText(text(bulk, 'rulesDialog.size'));
    await expect(dialog).toContainText(text(bulk, 'rulesDialog.type'));
    await expect(dialog).toContainText(text(bulk, 'rulesDialog.password'));
    if (name === 'password') await auditScreen(page, 'members-bulk-file-rules', lang);
    await page.getByTestId('file-rules-close').click();
    await expect(dialog).toBeHidden();
    await expect(page.getByTestId('bulk-file')).toHaveCount(0);
    await expect(page.getByTestId('bulk-submit')).toBeDisabled();
  }
});

test('leaving with a file added asks first; staying keeps the file', async ({ page, lang }) => {
  const common = strings(lang, 'common');
  await page.getByTestId('bulk-file-input').setInputFiles(FILES.valid);
  await expect(page.getByTestId('bulk-file-uploaded')).toBeVisible();
  await page.getByTestId('bulk-breadcrumb-members').click();
  const dialog = page.getByTestId('unsaved-changes-dialog');
  await expect(dialog).toContainText(text(common, 'unsavedDialog.message'));
  await auditScreen(page, 'members-bulk-leave', lang);
  await page.getByTestId('unsaved-stay').click();
  await expect(page).toHaveURL(/bulk-update\/landing/);
  await expect(page.getByTestId('bulk-file-name')).toBeVisible();
});
