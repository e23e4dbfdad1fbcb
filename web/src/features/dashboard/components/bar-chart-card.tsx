import { memo } from 'react';
import type { ChartEntry } from '@mo/contracts';
import { useTranslation } from 'react-i18next';
import { formatCount } from '@/lib/format-values';
import { DONUT_COLOURS } from '../rules/donut';
import { ChartDataList } from './chart-data-list';
import { BarChart } from './charts';
import { useChartLabel } from './use-chart-label';
import { WidgetTitle } from './widget-title';

/** Members by plan or by member type, as horizontal bars; member types in the page's language. */
export const BarChartCard = memo(function BarChartCard({
  widget,
  entries,
}: {
  widget: 'plan' | 'memberType';
  entries: readonly ChartEntry[];
}) {
  const { t } = useTranslation('dashboard');
  const label = useChartLabel(widget === 'memberType' ? 'memberType' : null);
  const title = t(`charts.${widget}`);
  const data = {
    labels: entries.map(label),
    datasets: [
      {
        label: t('charts.members'),
        data: entries.map((e) => e.totalCount),
        backgroundColor: DONUT_COLOURS[0],
        borderRadius: 4,
      },
    ],
  };
  return (
    <section className="panel dashboard-widget" data-testid={`dashboard-chart-${widget}`}>
      <WidgetTitle widget={widget}>{title}</WidgetTitle>
      {entries.length === 0 ? (
        <p className="dashboard__empty">{t('charts.empty')}</p>
      ) : (
        <div className="dashboard-chart">
          <BarChart
            data={data}
            aria-label={title}
            role="img"
            options={{
              indexAxis: 'y',
              maintainAspectRatio: false,
              plugins: { legend: { display: false } },
              // Whole members, written as the portal writes counts (chart.js's own tick labels
              // would build an Intl.NumberFormat, whose locale data takes ~100 ms to load on a
              // slow phone, in the middle of the dashboard's first charts).
              scales: {
                x: { ticks: { precision: 0, callback: (value) => formatCount(Number(value)) } },
              },
            }}
          />
        </div>
      )}
      <ChartDataList
        id={widget}
        entries={entries}
        label={label}
        format={(e) => String(e.totalCount)}
      />
    </section>
  );
});
