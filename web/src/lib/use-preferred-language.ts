import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useSelector } from 'react-redux';
import { switchLanguage } from './i18n';
import { selectProfile } from './session';
import { readLanguage } from './storage';

/**
 * Applies the profile's preferredLanguage when a user signs in (the shell mounts once per
 * signed-in visit). A language picked on this device (stored selectedLanguage, e.g. with the
 * sign-in page's switch) wins: the person chose it just before signing in.
 */
export function usePreferredLanguage(): void {
  const { i18n } = useTranslation();
  const profile = useSelector(selectProfile);
  const id = profile?.id;
  const preferred = profile?.preferredLanguage;
  useEffect(() => {
    if (!id || !preferred || readLanguage() !== null) return;
    if (i18n.language !== preferred) void switchLanguage(i18n, preferred);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once per signed-in user
  }, [id]);
}
