/** The bulk update's upload fixtures in e2e/files (made by scripts/make-bulk-fixtures.ts). */
export const BULK_FIXTURES = {
  valid: 'alteration-form-valid.xlsx',
  oversized: 'alteration-form-oversized.xlsx',
  notXlsx: 'alteration-form.csv',
  passwordProtected: 'alteration-form-password.xlsx',
} as const;

/** The password of alteration-form-password.xlsx (to open it in Excel or LibreOffice). */
export const BULK_FIXTURE_PASSWORD = 'Rahasia-2026';
