import {
  collapseWhitespace,
  decimalInput,
  digitsOnly,
  formatAmountInput,
  restrictedText,
} from './input-filters';

describe('input helpers (spec part 1 section 5)', () => {
  it('digits only', () => {
    expect(digitsOnly('08-12 a34')).toBe('081234');
  });

  it('digits with comma and dot, kept as typed (the amount reading decides what each is)', () => {
    expect(decimalInput('1.500.000,50')).toBe('1.500.000,50');
    expect(decimalInput('Rp 1.500x')).toBe('1.500');
  });

  it('the restricted set keeps letters, digits, @ - . / ( ) \\ space and apostrophe', () => {
    expect(restrictedText('Jl. O\'Neil (5/7) \\ @-#$%&*_!<>"')).toBe("Jl. O'Neil (5/7) \\ @-");
    expect(restrictedText('<img src=x onerror=alert(1)>')).toBe('img srcx onerroralert(1)');
    expect(restrictedText('Sémaphore')).toBe('Sémaphore');
  });

  it('trims and collapses whitespace', () => {
    expect(collapseWhitespace('  siti \t  rahayu \n')).toBe('siti rahayu');
    expect(collapseWhitespace(undefined)).toBe('');
  });

  it("formats an amount in its currency's form with two decimals, whatever the page", () => {
    expect(formatAmountInput('1500000.5', 'IDR')).toBe('1.500.000,50');
    expect(formatAmountInput('1500000.5', 'USD')).toBe('1,500,000.50');
    expect(formatAmountInput('999', 'IDR')).toBe('999,00');
    expect(formatAmountInput('0.5', 'USD')).toBe('0.50');
    expect(formatAmountInput('123456789012.34', 'IDR')).toBe('123.456.789.012,34');
    expect(formatAmountInput('1.2.3', 'USD')).toBe('1.2.3');
    expect(formatAmountInput('', 'IDR')).toBe('');
  });
});
