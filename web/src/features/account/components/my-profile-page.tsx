import { useTranslation } from 'react-i18next';
import { useSelector } from 'react-redux';
import { Link } from 'react-router-dom';
import { PATHS } from '@/lib/paths';
import { selectCompany, selectProfile } from '@/lib/session';
import { placeholder } from '@/lib/formatters';
import { companyCard } from '../company-card';
import './account.css';

type ProfileField =
  'companyName' | 'companyPhone' | 'companyEmail' | 'companyAddress' | 'userName' | 'userEmail';

/** One card of label and value rows; a missing value shows "--". */
function ProfileCard({
  testId,
  title,
  rows,
}: {
  testId: string;
  title: string;
  rows: readonly (readonly [key: ProfileField, value: string | null | undefined])[];
}) {
  const { t } = useTranslation('account');
  return (
    <section className="panel account__card" data-testid={testId}>
      <h2>{title}</h2>
      <dl>
        {rows.map(([key, value]) => (
          <div key={key} className="account__row">
            <dt>{t(`profile.${key}`)}</dt>
            <dd data-testid={`profile-${key}`}>{placeholder(value)}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}

/** A settings card: its icon, its name and a chevron, leading to the setting's page. */
function SettingLink({
  to,
  icon,
  testId,
  label,
}: {
  to: string;
  icon: string;
  testId: string;
  label: string;
}) {
  return (
    <Link to={to} className="panel account__setting" data-testid={testId}>
      <i className={`pi ${icon}`} aria-hidden />
      <span>{label}</span>
      <i className="pi pi-chevron-right" aria-hidden />
    </Link>
  );
}

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
        <ProfileCard testId="profile-company" title={t('profile.company')} rows={companyRows} />
        <ProfileCard testId="profile-user" title={t('profile.user')} rows={userRows} />
      </div>
      <h2>{t('profile.settings')}</h2>
      <div className="account__cards">
        <SettingLink
          to={PATHS.changePasswordOtp}
          icon="pi-lock"
          testId="setting-change-password"
          label={t('profile.changePassword')}
        />
        <SettingLink
          to={PATHS.changeLanguage}
          icon="pi-globe"
          testId="setting-change-language"
          label={t('profile.changeLanguage')}
        />
      </div>
    </div>
  );
}
