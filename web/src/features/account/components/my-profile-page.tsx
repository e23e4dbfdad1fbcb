import { useTranslation } from 'react-i18next';
import { useSelector } from 'react-redux';
import { Link } from 'react-router-dom';
import { PATHS } from '../../../lib/paths';
import { selectCompany, selectProfile } from '../../../lib/session';
import { placeholder } from '../../../lib/formatters';
import { companyCard } from '../company-card';
import './account.css';

/**
 * myprofile__display: company card (the selected company's), user card, settings cards (spec part
 * 1 section 2).
 */
export function MyProfilePage() {
  const { t } = useTranslation('account');
  const profile = useSelector(selectProfile);
  const company = companyCard(profile, useSelector(selectCompany));
  const companyRows = [
    ['companyName', company.name],
    ['companyPhone', company.phone],
    ['companyEmail', company.email],
    ['companyAddress', company.address],
  ] as const;
  const userRows = [
    ['userName', profile?.name],
    ['userEmail', profile?.email],
  ] as const;
  return (
    <div className="account">
      <h1>{t('profile.title')}</h1>
      <div className="account__cards">
        <section className="panel account__card" data-testid="profile-company">
          <h2>{t('profile.company')}</h2>
          <dl>
            {companyRows.map(([key, value]) => (
              <div key={key} className="account__row">
                <dt>{t(`profile.${key}`)}</dt>
                <dd data-testid={`profile-${key}`}>{placeholder(value)}</dd>
              </div>
            ))}
          </dl>
        </section>
        <section className="panel account__card" data-testid="profile-user">
          <h2>{t('profile.user')}</h2>
          <dl>
            {userRows.map(([key, value]) => (
              <div key={key} className="account__row">
                <dt>{t(`profile.${key}`)}</dt>
                <dd data-testid={`profile-${key}`}>{placeholder(value)}</dd>
              </div>
            ))}
          </dl>
        </section>
      </div>
      <h2>{t('profile.settings')}</h2>
      <div className="account__cards">
        <Link
          to={PATHS.changePasswordOtp}
          className="panel account__setting"
          data-testid="setting-change-password"
        >
          <i className="pi pi-lock" aria-hidden />
          <span>{t('profile.changePassword')}</span>
          <i className="pi pi-chevron-right" aria-hidden />
        </Link>
        <Link
          to={PATHS.changeLanguage}
          className="panel account__setting"
          data-testid="setting-change-language"
        >
          <i className="pi pi-globe" aria-hidden />
          <span>{t('profile.changeLanguage')}</span>
          <i className="pi pi-chevron-right" aria-hidden />
        </Link>
      </div>
    </div>
  );
}
