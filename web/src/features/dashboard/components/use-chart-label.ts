import type { ChartEntry } from '@mo/contracts';
import { useTranslation } from 'react-i18next';
import { chartLabelKey, type ChartLabelSet } from '../rules/chart-labels';

/** An entry's label in the page's language: translated by its code, else the server's label. */
export function useChartLabel(set: ChartLabelSet | null): (entry: ChartEntry) => string {
  const { t } = useTranslation('dashboard');
  return (entry) => {
    const key = chartLabelKey(entry, set);
    return key ? t(key) : entry.param;
  };
}
