import type { CompanyRef } from '@mo/contracts';
import { companyToRestore } from '../../lib/session';
import { filterCompanies, showsCompanySearch } from './company-search';

const companies: CompanyRef[] = [
  { id: 'c-1', companyNumber: 'C1', companyName: 'PT Nusantara Demo' },
  { id: 'c-2', companyNumber: 'C2', companyName: 'PT Sinar Jaya' },
  { id: 'c-3', companyNumber: 'C3', companyName: 'CV Nusa Indah' },
];

describe('company dropdown search', () => {
  it('applies only from 3 characters', () => {
    expect(filterCompanies(companies, 'Nu')).toHaveLength(3);
    expect(filterCompanies(companies, '  nu ')).toHaveLength(3);
    expect(filterCompanies(companies, 'nus').map((c) => c.id)).toEqual(['c-1', 'c-3']);
  });
  it('is case-insensitive', () => {
    expect(filterCompanies(companies, 'SINAR').map((c) => c.id)).toEqual(['c-2']);
  });
  it('shows the search box only above 10 items', () => {
    expect(showsCompanySearch(10)).toBe(false);
    expect(showsCompanySearch(11)).toBe(true);
  });
});

describe('stored company fallback', () => {
  it('keeps a company the profile still lists', () => {
    expect(companyToRestore(companies, { id: 'c-2', name: 'PT Sinar Jaya' })).toBeNull();
  });
  it('falls back to the first company when the stored one is gone', () => {
    expect(companyToRestore(companies, { id: 'c-9', name: 'PT Lama' })).toEqual({
      id: 'c-1',
      name: 'PT Nusantara Demo',
    });
    expect(companyToRestore(companies, null)).toEqual({ id: 'c-1', name: 'PT Nusantara Demo' });
  });
});
