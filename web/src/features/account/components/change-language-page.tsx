import { Button } from 'primereact/button';
import { RadioButton } from 'primereact/radiobutton';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useDispatch, useSelector } from 'react-redux';
import { useNavigate } from 'react-router-dom';
import { ErrorDialog } from '@/components/error-dialog';
import { PageLoader } from '@/components/page-loader';
import { toFailure, type ApiFailure } from '@/lib/api-client';
import { currentLanguage, LANGUAGES, switchLanguage } from '@/lib/i18n';
import { PATHS } from '@/lib/paths';
import { preferredLanguageSaved, selectProfile } from '@/lib/session';
import { writeStored, type Language } from '@/lib/storage';
import { useSaveLanguageMutation } from '../api/account-api';
import { AccountBreadcrumb } from './breadcrumb';

/**
 * myprofile_change_language__display: save through PUT users/{id}, store selectedLanguage,
 * switch without a reload, back to my account (spec part 1 section 4).
 */
export function ChangeLanguagePage() {
  const { t, i18n } = useTranslation(['account', 'common']);
  const dispatch = useDispatch();
  const [saveLanguage] = useSaveLanguageMutation();
  const navigate = useNavigate();
  const profile = useSelector(selectProfile);
  const [choice, setChoice] = useState<Language>(currentLanguage(i18n));
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<ApiFailure | null>(null);

  const save = async (event: FormEvent) => {
    event.preventDefault();
    if (!profile) return;
    setBusy(true);
    try {
      await saveLanguage({ userId: profile.id, language: choice }).unwrap();
      writeStored('_moUserProfile', { ...profile, preferredLanguage: choice });
      dispatch(preferredLanguageSaved(choice));
      await switchLanguage(i18n, choice);
      void navigate(PATHS.myProfile);
    } catch (error) {
      setFailure(toFailure(error));
    } finally {
      setBusy(false);
    }
  };

  return (
    <div className="account">
      <AccountBreadcrumb current={t('language.title')} />
      <h1>{t('language.title')}</h1>
      <form className="panel account__form" onSubmit={(event) => void save(event)}>
        <fieldset className="account__radios">
          <legend>{t('language.legend')}</legend>
          {LANGUAGES.map((language) => (
            <div key={language} className="account__radio">
              <RadioButton
                inputId={`language-option-${language}`}
                name="language"
                value={language}
                checked={choice === language}
                onChange={() => setChoice(language)}
                data-testid={`language-option-${language}`}
              />
              <label htmlFor={`language-option-${language}`}>
                {t(language === 'id' ? 'common:language.idName' : 'common:language.enName')}
              </label>
            </div>
          ))}
        </fieldset>
        <Button
          type="submit"
          label={t('language.save')}
          loading={busy}
          data-testid="language-save"
        />
      </form>
      {busy && <PageLoader overlay />}
      <ErrorDialog failure={failure} onClose={() => setFailure(null)} />
    </div>
  );
}
