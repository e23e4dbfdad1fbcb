import { marksOfCurrency } from './amount-input';
import { groupDigits } from './format-values';

/*
 * The input helpers of spec part 1 section 5, applied as the user types (and the whitespace rule,
 * applied when a field is left). Pure: each takes what the input holds and returns what it keeps.
 */

/** Digits only (mobile numbers, postal code, bank account number). */
export const digitsOnly = (typed: string): string => typed.replace(/\D/g, '');

/**
 * Digits with comma and dot (currency input), kept as typed: which mark is the decimal one
 * depends on the amount's form (lib/amount-input readAmountInput), and the amount it stands for
 * is sent with a dot (1500000,50 on an Indonesian salary is 1500000.50, never 150000050).
 */
export const decimalInput = (typed: string): string => typed.replace(/[^\d.,]/g, '');

/** The restricted set: letters, digits, @ - . / ( ) backslash, space and apostrophe. */
export const restrictedText = (typed: string): string =>
  typed.replace(/[^\p{L}0-9@\-./()\\ ']/gu, '');

/** Whitespace trimmed and collapsed to single spaces (a missing text is empty). */
export const collapseWhitespace = (text: string | null | undefined): string =>
  (text ?? '').trim().replace(/\s+/g, ' ');

/**
 * A decimal amount as the input shows it outside its focus: grouped and with two decimals in its
 * currency's form, as every amount of the portal (IDR 1.500.000,50 on both pages, USD
 * 1,500,000.50). What is not a plain amount shows as typed.
 */
export const formatAmountInput = (amount: string, currency: string): string => {
  const m = /^(\d+)(?:\.(\d{0,2}))?$/.exec(amount);
  if (!m) return amount;
  const { group, decimal } = marksOfCurrency(currency);
  const whole = groupDigits(m[1]!.replace(/^0+(?=\d)/, ''), group);
  return `${whole}${decimal}${(m[2] ?? '').padEnd(2, '0')}`;
};
