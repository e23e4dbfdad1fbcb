import { HeadedTable } from '@/components/headed-table';
import { PageLoader } from '@/components/page-loader';
import { TableScroll } from '@/components/table-scroll';
import { usePolicyPlansQuery } from '@/lib/api/policy-plans';
import { useTranslation } from '../i18n';
import { QueryError } from './query-error';
import type { PolicyScope } from './scope';

/** Plans tab: plan number and description. */
export function PlansTab({ scope }: { scope: PolicyScope }) {
  const { t } = useTranslation('policies');
  const { data, error, isFetching, refetch } = usePolicyPlansQuery(scope);
  if (isFetching) return <PageLoader />;
  if (error) return <QueryError error={error} onRetry={() => void refetch()} />;
  const plans = data?.plans ?? [];
  if (plans.length === 0) return <p>{t('plans.empty')}</p>;
  return (
    <TableScroll label={t('tabs.plans')}>
      <HeadedTable
        className="policies-table"
        testId="policy-plans"
        headings={[t('plans.planNo'), t('plans.planDescription')]}
      >
        {plans.map((p) => (
          <tr key={p.planNo}>
            <td>{p.planNo}</td>
            <td>{p.planDescription}</td>
          </tr>
        ))}
      </HeadedTable>
    </TableScroll>
  );
}
