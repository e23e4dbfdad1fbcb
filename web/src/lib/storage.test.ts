import { clearSession, clearUserData, readLanguage, readStored, writeStored } from './storage';
import { profileOf } from '@test/fake-api';

describe('browser storage', () => {
  it('keeps language and company in localStorage, the session in sessionStorage', () => {
    writeStored('selectedLanguage', 'en');
    writeStored('moCompanyId', 'c-1');
    writeStored('moCompanyName', 'PT Satu');
    writeStored('authenticationToken', 'token');
    writeStored('authenticationRefreshToken', 'refresh');
    writeStored('_moUserProfile', profileOf([['c-1', 'PT Satu']]));
    writeStored('userAccess', ['Home']);
    expect(localStorage.getItem('selectedLanguage')).toBe('en');
    expect(localStorage.getItem('moCompanyId')).toBe('c-1');
    expect(sessionStorage.getItem('authenticationToken')).toBe('token');
    expect(JSON.parse(sessionStorage.getItem('userAccess') ?? 'null')).toEqual(['Home']);
    expect(readStored('_moUserProfile')?.companyDetails[0]?.id).toBe('c-1');
  });

  it('clearSession removes tokens, profile and access but remembers language and company', () => {
    writeStored('selectedLanguage', 'en');
    writeStored('moCompanyId', 'c-1');
    writeStored('authenticationToken', 'token');
    writeStored('currentUser', { id: 'u', name: 'n', email: 'e' });
    writeStored('onBoardUsername', 'e');
    clearSession();
    expect(readStored('authenticationToken')).toBeNull();
    expect(readStored('currentUser')).toBeNull();
    expect(readStored('onBoardUsername')).toBeNull();
    expect(readStored('selectedLanguage')).toBe('en');
    expect(readStored('moCompanyId')).toBe('c-1');
  });

  it('clearUserData removes every key of the user in both storages and keeps the language', () => {
    writeStored('selectedLanguage', 'en');
    writeStored('moCompanyId', 'c-1');
    writeStored('moCompanyName', 'PT Satu');
    writeStored('authenticationToken', 'token');
    sessionStorage.setItem('mo.members.selected', '{"id":"m","name":"n"}');
    localStorage.setItem('mo.other', '1');
    localStorage.setItem('not-ours', '1');
    clearUserData();
    expect(sessionStorage.length).toBe(0);
    expect(readStored('moCompanyId')).toBeNull();
    expect(readStored('moCompanyName')).toBeNull();
    expect(localStorage.getItem('mo.other')).toBeNull();
    expect(readStored('selectedLanguage')).toBe('en');
    // Another application's key on the same origin is not the portal's to remove.
    expect(localStorage.getItem('not-ours')).toBe('1');
  });

  it('reads unreadable or unknown values as absent', () => {
    sessionStorage.setItem('_moUserProfile', '{not json');
    expect(readStored('_moUserProfile')).toBeNull();
    localStorage.setItem('selectedLanguage', 'fr');
    expect(readLanguage()).toBeNull();
  });
});
