import { FilterService } from 'primereact/api';
import { DROPDOWN_MATCH_MODE, hasDropdownSearch, matchesDropdownSearch } from './dropdown-search';

describe('the dropdown search rule', () => {
  it('matches every option below 3 characters (surrounding spaces do not count)', () => {
    expect(matchesDropdownSearch('PT Sinar Jaya', '')).toBe(true);
    expect(matchesDropdownSearch('PT Sinar Jaya', 'zz')).toBe(true);
    expect(matchesDropdownSearch('PT Sinar Jaya', '  zz  ')).toBe(true);
  });

  it('matches anywhere in the label from 3 characters, without case or accents', () => {
    expect(matchesDropdownSearch('PT Sinar Jaya', 'nar')).toBe(true);
    expect(matchesDropdownSearch('PT Sinar Jaya', 'SINAR J')).toBe(true);
    expect(matchesDropdownSearch('Klinik José', 'jose')).toBe(true);
    expect(matchesDropdownSearch('PT Sinar Jaya', 'zzz')).toBe(false);
    expect(matchesDropdownSearch(undefined, 'zzz')).toBe(false);
  });

  it('is the match mode PrimeReact filters with', () => {
    const options = [{ label: 'CV Nusa Indah' }, { label: 'PT Sinar Jaya' }];
    expect(FilterService.filter(options, ['label'], 'nu', DROPDOWN_MATCH_MODE)).toEqual(options);
    expect(FilterService.filter(options, ['label'], 'nus', DROPDOWN_MATCH_MODE)).toEqual([
      options[0],
    ]);
  });

  it('gives a search box above 10 options', () => {
    expect(hasDropdownSearch(10)).toBe(false);
    expect(hasDropdownSearch(11)).toBe(true);
  });
});
