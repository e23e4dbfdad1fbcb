import type { PolicyDetail } from '@mo/contracts';
import { TableScroll } from '@/components/table-scroll';
import { formatDate } from '@/lib/formatters';
import { currentLanguage } from '@/lib/i18n';
import { useTranslation } from '../i18n';

/** An empty bank detail (spec part 1 section 3, policy overview). */
const EMPTY = '--';

/** Overview tab: key facts, the HR contact and the subsidiaries with their bank details. */
export function OverviewTab({ policy }: { policy: PolicyDetail }) {
  const { t, i18n } = useTranslation('policies');
  const language = currentLanguage(i18n);
  const facts: Array<[string, string, string]> = [
    ['policy-no', t('overview.policyNo'), policy.policyNo],
    ['holder', t('overview.holder'), policy.policyHolder],
    [
      'period',
      t('overview.period'),
      t('details.periodValue', {
        from: formatDate(policy.policyPeriodFrom, language),
        to: formatDate(policy.policyPeriodTo, language),
      }),
    ],
    [
      'effective-date',
      t('overview.effectiveDate'),
      formatDate(policy.policyCommencementDate, language),
    ],
    ['hr-contact', t('overview.hrContact'), policy.hrContactPerson || EMPTY],
    ['hr-email', t('overview.hrEmail'), policy.hrEmailAddress || EMPTY],
  ];
  const subsidiaries = policy.subsidiaryVMList;
  return (
    <div className="policies-overview">
      <dl className="policies-facts">
        {facts.map(([id, label, value]) => (
          <div key={id}>
            <dt>{label}</dt>
            <dd data-testid={`policy-overview-${id}`}>{value}</dd>
          </div>
        ))}
      </dl>
      <h2>{t('overview.subsidiaries')}</h2>
      {subsidiaries.length === 0 ? (
        <p data-testid="policy-subsidiaries-empty">{t('overview.noRecord')}</p>
      ) : (
        <TableScroll label={t('overview.subsidiaries')}>
          <table className="policies-table" data-testid="policy-subsidiaries">
            <thead>
              <tr>
                <th scope="col">{t('overview.subsidiaryNo')}</th>
                <th scope="col">{t('overview.subsidiaryName')}</th>
                <th scope="col">{t('overview.bankName')}</th>
                <th scope="col">{t('overview.bankAccountName')}</th>
                <th scope="col">{t('overview.bankAccountNumber')}</th>
              </tr>
            </thead>
            <tbody>
              {subsidiaries.map((s) => (
                <tr key={s.id}>
                  <td>{s.subsidiaryNo}</td>
                  <td>{s.subsidiaryName}</td>
                  <td>{s.bankName || EMPTY}</td>
                  <td>{s.bankAccountName || EMPTY}</td>
                  <td>{s.bankAccountNumber || EMPTY}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </TableScroll>
      )}
    </div>
  );
}
