import { useTranslation } from 'react-i18next';
import { PASSWORD_CONDITIONS, PASSWORD_SPECIALS, passwordChecklist } from '@mo/contracts';
import { PrimeIcon, checkCircleIcon, circleIcon } from './plain/prime-icons';

/** The live six-condition checklist of a new password (spec part 1 section 5). */
export function PasswordChecklist({ password }: { password: string }) {
  const { t } = useTranslation('auth');
  const met = passwordChecklist(password);
  return (
    <ul
      id="password-checklist"
      className="password-checklist"
      data-testid="password-checklist"
      aria-live="polite"
    >
      {PASSWORD_CONDITIONS.map((condition) => (
        <li
          key={condition}
          className={met[condition] ? 'is-met' : 'is-unmet'}
          data-testid={`password-rule-${condition}`}
          data-met={met[condition]}
        >
          <PrimeIcon icon={met[condition] ? checkCircleIcon : circleIcon} />
          <span>{t(`newPassword.rules.${condition}`, { specials: PASSWORD_SPECIALS })}</span>
          <span className="sr-only">
            {met[condition] ? t('newPassword.ruleMet') : t('newPassword.ruleUnmet')}
          </span>
        </li>
      ))}
    </ul>
  );
}
