import { editableAmount, readAmountInput } from './amount-input';
import { formatAmountInput } from './input-filters';

const read = (typed: string, currency: string, language: 'id' | 'en') =>
  readAmountInput(typed, currency, language);

describe('reading a typed amount (issue 27: one thousands separator is not a decimal mark)', () => {
  it('reads one thousands separator as grouping in the form the field shows', () => {
    // English page, USD salary: English marks.
    expect(read('5,000', 'USD', 'en')).toEqual({ amount: '5000.00' });
    // Indonesian page, Rp salary: Indonesian marks.
    expect(read('7.500', 'IDR', 'id')).toEqual({ amount: '7500.00' });
  });

  it('reads grouped amounts with decimals in either language', () => {
    expect(read('1.250.000,50', 'IDR', 'id')).toEqual({ amount: '1250000.50' });
    expect(read('1,250,000.50', 'USD', 'en')).toEqual({ amount: '1250000.50' });
    // Only one form reads these, so the page's language does not make them doubtful.
    expect(read('1.250.000,50', 'IDR', 'en')).toEqual({ amount: '1250000.50' });
    expect(read('1,250,000.50', 'IDR', 'en')).toEqual({ amount: '1250000.50' });
    expect(read('1,250,000.50', 'USD', 'id')).toEqual({ amount: '1250000.50' });
  });

  it("reads the decimal mark of the amount's form, and a mark that cannot group as decimals", () => {
    expect(read('1500000,50', 'IDR', 'id')).toEqual({ amount: '1500000.50' });
    expect(read('1500000,5', 'IDR', 'en')).toEqual({ amount: '1500000.50' });
    // The spec's "commas into dots": a comma that cannot group is the decimal mark in English.
    expect(read('1500000,50', 'USD', 'en')).toEqual({ amount: '1500000.50' });
    expect(read('1500000.5', 'IDR', 'id')).toEqual({ amount: '1500000.50' });
    expect(read('5,000', 'IDR', 'id')).toEqual({ amount: '5.00' });
    expect(read('7.500', 'USD', 'en')).toEqual({ amount: '7.50' });
    expect(read('1500000', 'IDR', 'id')).toEqual({ amount: '1500000.00' });
    expect(read('007', 'IDR', 'id')).toEqual({ amount: '7.00' });
    expect(read(',5', 'IDR', 'id')).toEqual({ amount: '0.50' });
    expect(read('5,', 'IDR', 'id')).toEqual({ amount: '5.00' });
    expect(read('  ', 'IDR', 'id')).toEqual({ amount: '' });
  });

  it('rounds past two decimals, half up, instead of cutting', () => {
    expect(read('1,005', 'IDR', 'id')).toEqual({ amount: '1.01' });
    expect(read('1.004', 'USD', 'en')).toEqual({ amount: '1.00' });
    expect(read('12.345', 'USD', 'en')).toEqual({ amount: '12.35' });
    expect(read('9,995', 'IDR', 'id')).toEqual({ amount: '10.00' });
    expect(read('999.999,999', 'IDR', 'id')).toEqual({ amount: '1000000.00' });
    // The same "1,005" in English is one thousand and five, not 1.01.
    expect(read('1,005', 'USD', 'en')).toEqual({ amount: '1005.00' });
    expect(read('12.345', 'IDR', 'id')).toEqual({ amount: '12345.00' });
  });

  it('refuses what the page language and the currency form read as different amounts', () => {
    // English page, Rp salary: English reads five thousand, the Rp form reads five.
    expect(read('5,000', 'IDR', 'en')).toEqual({ refused: 'ambiguous' });
    expect(read('7.500', 'IDR', 'en')).toEqual({ refused: 'ambiguous' });
    expect(read('1.234', 'IDR', 'en')).toEqual({ refused: 'ambiguous' });
    expect(read('5,000', 'USD', 'id')).toEqual({ refused: 'ambiguous' });
  });

  it('refuses marks in no sensible place', () => {
    for (const typed of [
      '1,5.0',
      '1.2.3',
      '1,2,3',
      '1.250,000.5',
      '1500.000',
      '0.500',
      ',',
      '1,,5',
    ]) {
      expect(read(typed, 'IDR', 'id')).toHaveProperty('refused');
    }
    expect(read('1,5.0', 'USD', 'en')).toEqual({ refused: 'unreadable' });
    expect(read('1,5.0', 'IDR', 'en')).toEqual({ refused: 'unreadable' });
    expect(read('1.5,0', 'USD', 'en')).toEqual({ refused: 'unreadable' });
    expect(read('Rp5', 'IDR', 'id')).toEqual({ refused: 'unreadable' });
  });

  it('reads back what the field shows, in and out of focus, on either page', () => {
    for (const currency of ['IDR', 'USD']) {
      for (const language of ['id', 'en'] as const) {
        for (const amount of ['1250000.50', '5000.00', '0.05', '999999999999.99']) {
          expect(read(formatAmountInput(amount, currency), currency, language)).toEqual({ amount });
          expect(read(editableAmount(amount, currency), currency, language)).toEqual({ amount });
        }
      }
    }
    expect(editableAmount('1250000.50', 'IDR')).toBe('1250000,50');
    expect(editableAmount('1250000.50', 'USD')).toBe('1250000.50');
    expect(editableAmount('1,5.0', 'USD')).toBe('1,5.0');
  });
});
