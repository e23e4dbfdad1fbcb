import type { BenefitRow } from '@mo/contracts';
import { useState } from 'react';
import { HeadedTable } from '@/components/headed-table';
import { TabList } from '@/components/tab-list';
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
        <TabList
          tabs={sections.visible}
          selected={section}
          onSelect={setChosen}
          label={t('benefits.sectionsLabel')}
          classBase="policies-tab"
          testIdOf={(s) => `benefit-section-tab-${s}`}
          labelOf={(s) => t(s === 'HI' ? 'benefits.HI' : 'benefits.NM')}
        />
      ) : (
        <h3>{t(section === 'HI' ? 'benefits.HI' : 'benefits.NM')}</h3>
      )}
      <TableScroll label={t(section === 'HI' ? 'benefits.HI' : 'benefits.NM')}>
        <HeadedTable
          className="policies-table"
          testId={`benefit-section-${section}`}
          headings={[
            t('benefits.benefit'),
            t('benefits.limitType'),
            ...plans.map(([planNo, label]) => label || planNo),
          ]}
        >
          {lines.map((line) => (
            <tr key={line.code} data-testid="benefit-row" data-code={line.code}>
              <td>{line.name}</td>
              <td>{texts.limitType(line.limitType)}</td>
              {plans.map(([planNo]) => (
                <td key={planNo}>{amountText(line.amounts[planNo] ?? null)}</td>
              ))}
            </tr>
          ))}
        </HeadedTable>
      </TableScroll>
    </div>
  );
}
