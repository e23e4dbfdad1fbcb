import { followLanguage, newInstance } from './i18n';

describe('followers of the language (how PrimeReact gets its words when it loads)', () => {
  it('hears the current language of instances made before it, then every change', async () => {
    const instance = newInstance();
    await instance.init({ lng: 'id', resources: { id: {}, en: {} }, initAsync: false });
    const follower = jest.fn();
    followLanguage(follower);
    expect(follower).toHaveBeenCalledWith(instance, 'id');
    await instance.changeLanguage('en');
    expect(follower).toHaveBeenLastCalledWith(instance, 'en');
    const later = newInstance();
    await later.init({ lng: 'en', resources: { en: {} }, initAsync: false });
    expect(follower).toHaveBeenLastCalledWith(later, 'en');
    // registered once
    followLanguage(follower);
    expect(follower).toHaveBeenCalledTimes(3);
  });
});
