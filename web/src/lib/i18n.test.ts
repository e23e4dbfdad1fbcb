import { createI18n, switchLanguage } from './i18n';
import { resources } from '../locales';

const keysOf = (value: unknown, prefix = ''): string[] =>
  value && typeof value === 'object'
    ? Object.entries(value).flatMap(([k, v]) => keysOf(v, prefix ? `${prefix}.${k}` : k))
    : [prefix];

describe('i18n', () => {
  it('starts in Indonesian and sets <html lang>', () => {
    const i18n = createI18n();
    expect(i18n.language).toBe('id');
    expect(document.documentElement.lang).toBe('id');
    expect(i18n.t('errors:generic', { errorCode: 'GC500' })).toBe('Terjadi kendala (GC500)');
  });

  it('starts in the stored language', () => {
    localStorage.setItem('selectedLanguage', 'en');
    expect(createI18n().t('errors:generic', { errorCode: 'X1' })).toBe('Something went wrong (X1)');
  });

  it('switches without reload, remembers the choice and updates <html lang>', async () => {
    const i18n = createI18n('id');
    await switchLanguage(i18n, 'en');
    expect(i18n.t('auth:signIn.title')).toBe('Sign in');
    expect(localStorage.getItem('selectedLanguage')).toBe('en');
    expect(document.documentElement.lang).toBe('en');
  });

  it('has the same keys in both languages', () => {
    expect(keysOf(resources.en).sort()).toEqual(keysOf(resources.id).sort());
  });
});
