import { memo } from 'react';
import type { Policy } from '@mo/contracts';
import { useTranslation } from 'react-i18next';
import { formatDate } from '@/lib/formatters';
import { formatCount } from '@/lib/format-values';
import { currentLanguage } from '@/lib/i18n';

/** Key facts of the selected policy (the dashboard's cards and charts come with their issue). */
export const PolicySummary = memo(function PolicySummary({ policy }: { policy: Policy }) {
  const { t, i18n } = useTranslation('dashboard');
  const language = currentLanguage(i18n);
  const rows: Array<[string, string]> = [
    [t('policy.number'), policy.policyNo],
    [t('policy.holder'), policy.policyHolder],
    [
      t('policy.period'),
      t('policy.periodValue', {
        from: formatDate(policy.policyPeriodFrom, language),
        to: formatDate(policy.policyPeriodTo, language),
      }),
    ],
    [t('policy.members'), formatCount(policy.totalMembers)],
    [t('policy.claims'), formatCount(policy.totalActiveAndCompletedClaims)],
  ];
  return (
    <section className="panel policy-summary" aria-labelledby="policy-summary-title">
      <h2 id="policy-summary-title">{t('policy.summaryTitle')}</h2>
      <p className="policy-summary__type">{policy.policyType}</p>
      <dl className="policy-summary__facts" data-testid="policy-summary">
        {rows.map(([label, value]) => (
          <div key={label} className="policy-summary__fact">
            <dt>{label}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
});
