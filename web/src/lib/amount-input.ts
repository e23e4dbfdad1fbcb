import { INDONESIAN_CURRENCIES } from './format-values';
import type { Language } from './storage';

/*
 * Reading a typed amount (the salary of the member forms): which of "." and "," groups thousands
 * and which marks the decimals. "5,000" is five thousand to an English reader and five to an
 * Indonesian one, so reading it one fixed way turns one of them into a wrong salary.
 *
 * The field shows an amount in its currency's form (IDR 1.250.000,50, USD 1,250,000.50, as every
 * amount of the portal: spec part 1 section 9), so that form is how an entry is read. Where the
 * page's language writes numbers the other way (IDR on an English page, USD on an Indonesian
 * one), an entry that the two forms read as different amounts is refused rather than guessed;
 * one that only one form can read ("1.250.000,50", "1,250,000.50") is taken. docs/spec-notes.md.
 */

export interface AmountMarks {
  group: string;
  decimal: string;
}

const INDONESIAN_MARKS: AmountMarks = { group: '.', decimal: ',' };
const ENGLISH_MARKS: AmountMarks = { group: ',', decimal: '.' };

/** The marks of a currency's form: IDR and RP Indonesian, the others English. */
export const marksOfCurrency = (currency: string): AmountMarks =>
  INDONESIAN_CURRENCIES.has(currency) ? INDONESIAN_MARKS : ENGLISH_MARKS;

const marksOfLanguage = (language: Language): AmountMarks =>
  language === 'id' ? INDONESIAN_MARKS : ENGLISH_MARKS;

/** The canonical amount: digits, a dot and two decimals, as the API takes it. */
export const AMOUNT_TEXT = /^\d+(\.\d{1,2})?$/;

/** Whole and fraction digits → "whole.ff", rounded half up at the third decimal (not cut). */
const twoDecimals = (whole: string, fraction: string): string => {
  const cents = `${whole || '0'}${fraction.slice(0, 2).padEnd(2, '0')}`.split('');
  if (fraction.charCodeAt(2) >= 53 /* '5' */) {
    let i = cents.length - 1;
    for (; i >= 0 && cents[i] === '9'; i -= 1) cents[i] = '0';
    if (i < 0) cents.unshift('1');
    else cents[i] = String(Number(cents[i]) + 1);
  }
  const all = cents.join('').replace(/^0+(?=\d{3})/, '');
  return `${all.slice(0, -2)}.${all.slice(-2)}`;
};

const escape = (mark: string) => `\\${mark}`;

/** Digits grouped by threes with `group` (1.250.000) → 1250000; undefined if not so grouped. */
const groupedWhole = (text: string, group: string): string | undefined =>
  new RegExp(`^[1-9]\\d{0,2}(?:${escape(group)}\\d{3})+$`).test(text)
    ? text.split(group).join('')
    : undefined;

/** The amount `text` (digits, "." and ",") stands for in one form, or undefined if none. */
const readIn = (text: string, { group, decimal }: AmountMarks): string | undefined => {
  if (!/\d/.test(text)) return undefined;
  const pieces = text.split(decimal);
  if (pieces.length > 2) return undefined;
  if (pieces.length === 2) {
    const [whole = '', fraction = ''] = pieces;
    if (fraction.includes(group)) return undefined;
    const digits = whole.includes(group) ? groupedWhole(whole, group) : whole;
    return digits === undefined ? undefined : twoDecimals(digits, fraction);
  }
  if (!text.includes(group)) return twoDecimals(text, '');
  const grouped = groupedWhole(text, group);
  if (grouped !== undefined) return twoDecimals(grouped, '');
  // Where the grouping mark cannot group (1500000,50 in English, 7.5 in Indonesian) and at most two
  // digits follow it, it stands for the decimals: the spec's "commas into dots" (part 1 section 5).
  const [whole = '', fraction = '', ...more] = text.split(group);
  return more.length === 0 && fraction.length <= 2 ? twoDecimals(whole, fraction) : undefined;
};

export type AmountReading =
  | { amount: string }
  /** ambiguous: the two forms read different amounts; unreadable: neither reads one. */
  | { refused: 'ambiguous' | 'unreadable' };

/**
 * What a typed amount stands for: `{ amount }` with a dot and two decimals (empty for an empty
 * entry), or why it is refused. Read in the currency's form; see the top of this file.
 */
export const readAmountInput = (
  typed: string,
  currency: string,
  language: Language,
): AmountReading => {
  const text = typed.replace(/\s/g, '');
  if (text === '') return { amount: '' };
  if (/[^\d.,]/.test(text)) return { refused: 'unreadable' };
  const shown = marksOfCurrency(currency);
  const page = marksOfLanguage(language);
  const inShown = readIn(text, shown);
  const inPage = page === shown ? inShown : readIn(text, page);
  if (inShown !== undefined && inPage !== undefined && inShown !== inPage) {
    return { refused: 'ambiguous' };
  }
  const amount = inShown ?? inPage;
  return amount === undefined ? { refused: 'unreadable' } : { amount };
};

/** A canonical amount as the field holds it while focused: no grouping, the currency's decimal. */
export const editableAmount = (amount: string, currency: string): string =>
  AMOUNT_TEXT.test(amount) ? amount.replace('.', marksOfCurrency(currency).decimal) : amount;
