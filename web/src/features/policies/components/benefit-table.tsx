import type { BenefitRow } from '@mo/contracts';
import { useState } from 'react';
import { TableScroll } from '@/components/table-scroll';
import { useBenefitTexts } from '@/lib/benefit-texts';
import { formatAmount, formatMoney } from '@/lib/formatters';
import { useTranslation } from '../i18n';
import {
  benefitLines,
  planColumns,
  splitSections,
  type BenefitSection,
} from '../rules/benefit-rows';

/**
 * A plan's amount; a plan without a value shows the empty amount "- -" in the currency's style,
 * Rp- - for rupiah as every amount of the portal (spec part 1 section 4, lib/formatters).
 */
const amountText = (amount: BenefitRow['benefitAmount'] | null) => {
  const currency = !amount || amount.currency === 'IDR' ? 'RP' : amount.currency;
  return amount && amount.amount !== null
    ? formatMoney(amount.amount, currency)
    : formatAmount(null, currency);
};

/**
 * The schedule: inner limit (HI) and as charged (NM), as tabs only when both have rows; rows in
 * the server's code order for this benefit (codeOrder, empty when it sent none).
 */
export function BenefitTable({
  rows,
  codeOrder,
}: {
  rows: readonly BenefitRow[];
  codeOrder: readonly string[];
}) {
  const { t } = useTranslation('policies');
  const texts = useBenefitTexts();
  const sections = splitSections(rows);
  const [chosen, setChosen] = useState<BenefitSection | null>(null);
  const section = chosen && sections.visible.includes(chosen) ? chosen : sections.visible[0];
  if (!section) return <p>{t('benefits.noRows')}</p>;
  const plans = planColumns(rows);
  const lines = benefitLines(
    sections[section],
    plans.map(([planNo]) => planNo),
    codeOrder,
  );
  return (
    <div className="policies-schedule">
      {sections.tabs ? (
        <div role="tablist" aria-label={t('benefits.sectionsLabel')} className="policies-tabs">
          {sections.visible.map((s) => (
            <button
              key={s}
              type="button"
              role="tab"
              aria-selected={s === section}
              className={s === section ? 'policies-tab policies-tab--active' : 'policies-tab'}
              onClick={() => setChosen(s)}
              data-testid={`benefit-section-tab-${s}`}
            >
              {t(s === 'HI' ? 'benefits.HI' : 'benefits.NM')}
            </button>
          ))}
        </div>
      ) : (
        <h3>{t(section === 'HI' ? 'benefits.HI' : 'benefits.NM')}</h3>
      )}
      <TableScroll label={t(section === 'HI' ? 'benefits.HI' : 'benefits.NM')}>
        <table className="policies-table" data-testid={`benefit-section-${section}`}>
          <thead>
            <tr>
              <th scope="col">{t('benefits.benefit')}</th>
              <th scope="col">{t('benefits.limitType')}</th>
              {plans.map(([planNo, label]) => (
                <th key={planNo} scope="col">
                  {label || planNo}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {lines.map((line) => (
              <tr key={line.code} data-testid="benefit-row" data-code={line.code}>
                <td>{line.name}</td>
                <td>{texts.limitType(line.limitType)}</td>
                {plans.map(([planNo]) => (
                  <td key={planNo}>{amountText(line.amounts[planNo] ?? null)}</td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </TableScroll>
    </div>
  );
}
