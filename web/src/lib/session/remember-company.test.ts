import type { CompanyRef } from '@mo/contracts';
import { companyToRestore } from './remember-company';

const companies: CompanyRef[] = [
  { id: 'c-1', companyNumber: 'C1', companyName: 'PT Nusantara Demo' },
  { id: 'c-2', companyNumber: 'C2', companyName: 'PT Sinar Jaya' },
  { id: 'c-3', companyNumber: 'C3', companyName: 'CV Nusa Indah' },
];

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
