import type { PolicyDetail } from '@mo/contracts';
import { FactList, type Fact } from '@/components/fact-list';
import { HeadedTable } from '@/components/headed-table';
import { TableScroll } from '@/components/table-scroll';
import { formatDate } from '@/lib/formatters';
import { currentLanguage } from '@/lib/i18n';
import { useTranslation } from '../i18n';

/** An empty bank detail (spec part 1 section 3, policy overview). */
const EMPTY = '--';

const SUBSIDIARY_COLUMNS = [
  'subsidiaryNo',
  'subsidiaryName',
  'bankName',
  'bankAccountName',
  'bankAccountNumber',
] as const;

/** Overview tab: key facts, the HR contact and the subsidiaries with their bank details. */
export function OverviewTab({ policy }: { policy: PolicyDetail }) {
  const { t, i18n } = useTranslation('policies');
  const language = currentLanguage(i18n);
  const facts: Fact[] = [
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
      <FactList
        facts={facts}
        className="policies-facts"
        valueTestId={(id) => `policy-overview-${id}`}
      />
      <h2>{t('overview.subsidiaries')}</h2>
      {subsidiaries.length === 0 ? (
        <p data-testid="policy-subsidiaries-empty">{t('overview.noRecord')}</p>
      ) : (
        <TableScroll label={t('overview.subsidiaries')}>
          <HeadedTable
            className="policies-table"
            testId="policy-subsidiaries"
            headings={SUBSIDIARY_COLUMNS.map((column) => t(`overview.${column}`))}
          >
            {subsidiaries.map((s) => (
              <tr key={s.id}>
                <td>{s.subsidiaryNo}</td>
                <td>{s.subsidiaryName}</td>
                <td>{s.bankName || EMPTY}</td>
                <td>{s.bankAccountName || EMPTY}</td>
                <td>{s.bankAccountNumber || EMPTY}</td>
              </tr>
            ))}
          </HeadedTable>
        </TableScroll>
      )}
    </div>
  );
}
