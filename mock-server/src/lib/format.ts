import type { MemberType } from '@mo/fixtures';

/*
 * Texts the mock writes the same way in answers and in files (views and services both use them):
 * pure formatting of data, below both layers, so neither imports the other.
 */

/** The member types as the files and answers name them. */
export const MEMBER_TYPE_LABELS: Record<MemberType, string> = {
  E: 'Employee',
  S: 'Spouse',
  C: 'Child',
};

/** Indonesian grouping with two decimals: 15.000.000,00. */
export const formatRupiah = (amount: number): string => {
  const [whole = '0', fraction = '00'] = amount.toFixed(2).split('.');
  return `${whole.replace(/\B(?=(\d{3})+(?!\d))/g, '.')},${fraction}`;
};

/** "hr.admin@nusantara-demo.co.id" → "hr*****@nusantara-demo.co.id": enough to recognise. */
export const maskEmail = (email: string): string => {
  const at = email.lastIndexOf('@');
  if (at < 1) return '***';
  const local = email.slice(0, at);
  const shown = local.slice(0, Math.min(2, local.length - 1));
  return `${shown}${'*'.repeat(Math.max(3, local.length - shown.length))}${email.slice(at)}`;
};
