import type { TFunction } from 'i18next';
import type { Language } from '@/lib/storage';
import { monthYearText } from '../rules/billing-rules';

/*
 * How the billing screen words the server's values (part 2 section 4): the billing status
 * Outstanding or Paid in the page's language, the invoice month per language; transaction types
 * and subsidiaries are the insurer's own names, shown as sent (docs/spec-notes.md).
 */
type T = TFunction<'billing'>;

export const billingStatusText = (t: T, status: string) =>
  status === 'Outstanding' || status === 'Paid' ? t(`status.${status}`) : status;

/** A filter option's words, by the field it filters. */
export const filterOptionText = (
  t: T,
  language: Language,
  field: string,
  value: string,
  label: string,
) => {
  switch (field) {
    case 'billingStatus':
      return billingStatusText(t, value);
    case 'invoiceDateMonthYear':
      return monthYearText(value, language);
    default:
      return label;
  }
};
