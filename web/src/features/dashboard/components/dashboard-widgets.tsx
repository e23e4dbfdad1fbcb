import { useDeferredValue, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSelector } from 'react-redux';
import { selectModules } from '@/lib/session';
import { DropdownField } from '@/components/dropdown-field';
import { useDashboardAmountsQuery } from '../api/dashboard-amounts';
import { useDashboardBarChartsQuery } from '../api/dashboard-bar-charts';
import { useDashboardClaimCountsQuery, type GroupBy } from '../api/dashboard-claim-counts';
import { AmountCard } from './amount-card';
import { BarChartCard } from './bar-chart-card';
import { DonutCard } from './donut-card';
import { visibleWidgets, type DashboardWidget } from '../rules/menu-targets';

const GROUP_BY: readonly GroupBy[] = ['memberType', 'plan'];

/** The cards and charts of one policy; the page shows their loader and failures. */
export function useDashboardData(
  companyId: string,
  policyId: string,
  groupBy: GroupBy,
  skip: boolean,
) {
  // A card the modules hide is not fetched either.
  const visible = visibleWidgets(useSelector(selectModules));
  const shows = (...widgets: DashboardWidget[]) => widgets.some((w) => visible.has(w));
  const amounts = useDashboardAmountsQuery(
    { companyId, policyId },
    { skip: skip || !shows('premiumBilling', 'excessClaim') },
  );
  const bars = useDashboardBarChartsQuery(
    { companyId, policyId },
    { skip: skip || !shows('plan', 'memberType') },
  );
  const claims = useDashboardClaimCountsQuery(
    { companyId, policyId, groupBy },
    { skip: skip || !shows('claimStatus', 'claimPaid') },
  );
  const queries = [amounts, bars, claims];
  return {
    amounts: amounts.currentData,
    bars: bars.currentData,
    claims: claims.currentData,
    visible,
    isFetching: queries.some((q) => q.isFetching),
    error: queries.find((q) => q.error)?.error,
    refetch: () => {
      for (const q of queries) if (!skip && !q.isUninitialized) void q.refetch();
    },
  };
}

export function DashboardWidgets({
  data,
  groupBy,
  onGroupBy,
}: {
  data: ReturnType<typeof useDashboardData>;
  groupBy: GroupBy;
  onGroupBy: (groupBy: GroupBy) => void;
}) {
  const { t } = useTranslation('dashboard');
  const { visible } = data;
  // Each answer is drawn in a transition: the store's update renders synchronously (react-redux's
  // useSyncExternalStore), and the new cards in it were tasks of 100-400 ms on a phone; deferred,
  // React renders them in slices the browser can answer input between. The grouping the claim
  // paid card labels by follows with its answer (they change in the same render).
  const amounts = useDeferredValue(data.amounts);
  const bars = useDeferredValue(data.bars);
  const claims = useDeferredValue(data.claims);
  const shownGroupBy = useDeferredValue(groupBy);
  // The same element while its props are: the cards are memoised, so an answer that arrives
  // renders its own card, not every card of the dashboard again (its blocking time on a phone).
  const groupByLabel = t('charts.groupBy');
  const groupByControl = useMemo(
    () => <GroupByField value={groupBy} onChange={onGroupBy} label={groupByLabel} />,
    [groupBy, onGroupBy, groupByLabel],
  );
  return (
    <div className="dashboard-widgets">
      {amounts && (
        <>
          {visible.has('premiumBilling') && (
            <AmountCard widget="premiumBilling" card={amounts.premiumBilling} />
          )}
          {visible.has('excessClaim') && (
            <AmountCard widget="excessClaim" card={amounts.excessClaim} />
          )}
        </>
      )}
      {bars && (
        <>
          {visible.has('plan') && <BarChartCard widget="plan" entries={bars.byPlan} />}
          {visible.has('memberType') && (
            <BarChartCard widget="memberType" entries={bars.byMemberType} />
          )}
        </>
      )}
      {claims && (
        <>
          {visible.has('claimStatus') && (
            <DonutCard
              widget="claimStatus"
              entries={claims.claimStatus}
              measure="totalCount"
              labels="claimStatus"
            />
          )}
          {visible.has('claimPaid') && (
            <DonutCard
              widget="claimPaid"
              entries={claims.claimPaid}
              measure="totalAmount"
              labels={shownGroupBy === 'memberType' ? 'memberType' : null}
              control={groupByControl}
            />
          )}
        </>
      )}
    </div>
  );
}

function GroupByField({
  value,
  onChange,
  label,
}: {
  value: GroupBy;
  onChange: (value: GroupBy) => void;
  label: string;
}) {
  const { t } = useTranslation('dashboard');
  return (
    <div className="dashboard-group-by">
      <label htmlFor="dashboard-group-by">{label}</label>
      <DropdownField
        inputId="dashboard-group-by"
        accessibleName={label}
        value={value}
        options={GROUP_BY.map((g) => ({ value: g, label: t(`charts.groupByOption.${g}`) }))}
        onChange={(e) => onChange(e.value as GroupBy)}
        data-testid="claim-paid-group-by"
      />
    </div>
  );
}

export function useGroupBy() {
  return useState<GroupBy>('memberType');
}
