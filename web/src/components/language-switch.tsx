import { useTranslation } from 'react-i18next';
import { currentLanguage, LANGUAGES, switchLanguage } from '../lib/i18n';

/** ID | EN toggle: switches without a reload and remembers the choice (selectedLanguage). */
export function LanguageSwitch() {
  const { t, i18n } = useTranslation();
  const active = currentLanguage(i18n);
  return (
    <div
      className="language-switch"
      role="group"
      aria-label={t('language.label')}
      data-testid="language-switch"
    >
      {LANGUAGES.map((language) => (
        <button
          key={language}
          type="button"
          lang={language}
          className={
            language === active ? 'language-switch__option is-active' : 'language-switch__option'
          }
          aria-pressed={language === active}
          title={t(language === 'id' ? 'language.idName' : 'language.enName')}
          onClick={() => void switchLanguage(i18n, language)}
          data-testid={`language-${language}`}
        >
          {t(language === 'id' ? 'language.id' : 'language.en')}
        </button>
      ))}
    </div>
  );
}
