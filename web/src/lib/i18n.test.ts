import { loadNamespace } from '../locales/load';
import { isChunkLoadError } from './chunk-load';
import { createPortalI18n, loadTexts, switchLanguage } from './i18n';
import { createI18n } from './i18n-bundled';
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

describe('the portal instance (createPortalI18n): area texts load with their area', () => {
  const AUTH = { id: { signIn: { title: 'Masuk' } }, en: { signIn: { title: 'Sign in' } } };
  const fakeLoader = () => {
    const load = jest.fn(async (language: string, namespace: string) => {
      if (namespace !== 'auth') throw new Error(`no ${namespace}`);
      return AUTH[language as 'id' | 'en'];
    });
    return load;
  };

  it('has the core namespaces at once and no area namespace until asked', () => {
    const load = fakeLoader();
    const i18n = createPortalI18n('id', load);
    expect(i18n.t('errors:generic', { errorCode: 'GC500' })).toBe('Terjadi kendala (GC500)');
    expect(i18n.t('chunkErrorDialog.refresh')).toBe('Muat ulang');
    expect(i18n.hasResourceBundle('id', 'auth')).toBe(false);
    expect(load).not.toHaveBeenCalled();
  });

  it('loads an area namespace through the loader, once', async () => {
    const load = fakeLoader();
    const i18n = createPortalI18n('id', load);
    await loadTexts(i18n, ['auth']);
    await loadTexts(i18n, ['auth']);
    expect(i18n.t('auth:signIn.title')).toBe('Masuk');
    expect(load.mock.calls.filter(([lng]) => lng === 'id')).toEqual([['id', 'auth']]);
  });

  it('switches language only once the area texts of the new language are in', async () => {
    const load = fakeLoader();
    const i18n = createPortalI18n('id', load);
    await loadTexts(i18n, ['auth']);
    await switchLanguage(i18n, 'en');
    expect(load).toHaveBeenCalledWith('en', 'auth');
    expect(i18n.t('auth:signIn.title')).toBe('Sign in');
  });

  it('rejects with ChunkLoadError when a namespace does not arrive', async () => {
    const i18n = createPortalI18n('id', fakeLoader());
    const error = await loadTexts(i18n, ['shell']).catch((e: unknown) => e);
    expect(isChunkLoadError(error)).toBe(true);
    expect((error as Error).message).toContain('shell');
  });

  it('reads the locale files (locales/load.ts) and refuses what is not one', async () => {
    await expect(loadNamespace('en', 'auth')).resolves.toEqual(resources.en.auth);
    await expect(loadNamespace('id', 'membersBulk')).resolves.toEqual(resources.id.membersBulk);
    await expect(loadNamespace('id', 'common')).resolves.toEqual(resources.id.common);
    await expect(loadNamespace('fr', 'auth')).rejects.toThrow('No texts');
    await expect(loadNamespace('en', 'toString')).rejects.toThrow('No texts');
    await expect(loadNamespace('en', '../../x')).rejects.toThrow('No texts');
  });
});
