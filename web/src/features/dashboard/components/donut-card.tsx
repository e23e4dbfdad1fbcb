import { memo } from 'react';
import type { ChartEntry } from '@mo/contracts';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { formatMoney } from '@/lib/formatters';
import type { ChartLabelSet } from '../rules/chart-labels';
import { DONUT_CUTOUT, donutColour, donutData, type DonutMeasure } from '../rules/donut';
import { ChartDataList } from './chart-data-list';
import { DoughnutChart } from './charts';
import { useChartLabel } from './use-chart-label';
import { WidgetTitle } from './widget-title';

/**
 * Claim status (counts) or claim paid (amounts) as a donut with a six-colour legend; `labels`
 * names the codes of the entries the page translates (none for plans).
 */
export const DonutCard = memo(function DonutCard({
  widget,
  entries,
  measure,
  labels,
  control,
}: {
  widget: 'claimStatus' | 'claimPaid';
  entries: readonly ChartEntry[];
  measure: DonutMeasure;
  labels: ChartLabelSet | null;
  control?: ReactNode;
}) {
  const { t } = useTranslation('dashboard');
  const label = useChartLabel(labels);
  const title = t(`charts.${widget}`);
  const format = (e: ChartEntry) =>
    measure === 'totalAmount' ? formatMoney(e.totalAmount, 'IDR') : String(e.totalCount);
  return (
    <section className="panel dashboard-widget" data-testid={`dashboard-chart-${widget}`}>
      <div className="dashboard-widget__head">
        <WidgetTitle widget={widget}>{title}</WidgetTitle>
        {control}
      </div>
      {entries.length === 0 ? (
        <p className="dashboard__empty">{t('charts.empty')}</p>
      ) : (
        <div className="dashboard-donut">
          <div className="dashboard-chart">
            <DoughnutChart
              data={donutData(entries, measure, label)}
              aria-label={title}
              role="img"
              options={{
                cutout: DONUT_CUTOUT,
                maintainAspectRatio: false,
                plugins: { legend: { display: false } },
              }}
            />
          </div>
          <ul className="dashboard-legend" aria-hidden>
            {entries.map((e, i) => (
              <li key={e.param}>
                <span className="dashboard-legend__swatch" style={{ background: donutColour(i) }} />
                {label(e)}: {format(e)}
              </li>
            ))}
          </ul>
        </div>
      )}
      <ChartDataList id={widget} entries={entries} label={label} format={format} />
    </section>
  );
});
