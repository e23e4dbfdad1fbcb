import { planDisplay, type BenefitItem, type MemberPlanDetail } from '@mo/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ChoiceButtons } from '@/components/choice-buttons';
import { HeadedTable } from '@/components/headed-table';
import { TabList } from '@/components/tab-list';
import { STRIP_TAB } from '@/components/tab-strip';
import { useBenefitTexts } from '@/lib/benefit-texts';
import { formatAmount, placeholder } from '@/lib/formatters';
import type { BenefitSection, MemberBenefit } from '../rules/benefit-rows';

/** Plans tab: the member's plan on the chosen policy and period, and the benefits it covers. */
export function PlansTab({ plan }: { plan: MemberPlanDetail }) {
  const { t } = useTranslation('members');
  return (
    <div data-testid="member-plans">
      <dl className="members-fields">
        <div data-testid="member-plan">
          <dt>{t('details.plans.plan')}</dt>
          <dd>{planDisplay(plan.planNo, plan.planDesc)}</dd>
        </div>
        <div>
          <dt>{t('details.plans.contractType')}</dt>
          <dd>{placeholder(plan.policy.contractType)}</dd>
        </div>
      </dl>
      <HeadedTable
        className="members-table"
        headings={[t('details.plans.code'), t('details.plans.benefit')]}
      >
        {plan.policy.benefitVMList.map((b) => (
          <tr key={b.id} data-testid="member-plan-benefit">
            <td>{b.code}</td>
            <td>{placeholder(b.desc)}</td>
          </tr>
        ))}
      </HeadedTable>
    </div>
  );
}

const amountText = (item: BenefitItem) =>
  item.benefitAmount.amount === null && item.benefitAmount.description
    ? item.benefitAmount.description
    : formatAmount(item.benefitAmount.amount, item.benefitAmount.currency);

/**
 * Benefits tab: one button per benefit product (first selected), then its items as inner limit
 * (HI) and as charged (NM), tabs only when both have rows; rows ordered by benefit-rows.ts.
 */
export function BenefitsTab({ benefits }: { benefits: readonly MemberBenefit[] }) {
  const { t } = useTranslation('members');
  const texts = useBenefitTexts();
  const [chosenId, setChosenId] = useState<string | null>(null);
  const [chosenSection, setChosenSection] = useState<BenefitSection | null>(null);
  const benefit = benefits.find((b) => b.id === chosenId) ?? benefits[0];
  if (!benefit) return <p>{t('details.benefits.empty')}</p>;
  const section =
    chosenSection && benefit.sections.includes(chosenSection) ? chosenSection : benefit.sections[0];
  const rows = section ? benefit[section] : [];
  return (
    <div data-testid="member-benefits">
      <ChoiceButtons
        items={benefits}
        chosenId={benefit.id}
        onChoose={setChosenId}
        label={t('details.benefits.benefitsLabel')}
        className="members-benefit-buttons"
        testIdOf={(b) => `member-benefit-${b.code}`}
        labelOf={(b) => texts.benefitType(b.code, b.desc || b.code)}
      />
      {benefit.sections.length > 1 ? (
        <TabList
          tabs={benefit.sections}
          selected={section}
          onSelect={setChosenSection}
          label={t('details.benefits.sectionsLabel')}
          classBase={STRIP_TAB}
          testIdOf={(s) => `member-benefit-section-tab-${s}`}
          labelOf={(s) => t(s === 'HI' ? 'details.benefits.HI' : 'details.benefits.NM')}
        />
      ) : (
        section && <h3>{t(section === 'HI' ? 'details.benefits.HI' : 'details.benefits.NM')}</h3>
      )}
      <HeadedTable
        className="members-table"
        testId={`member-benefit-section-${section ?? ''}`}
        headings={[
          t('details.benefits.benefit'),
          t('details.benefits.limitType'),
          t('details.benefits.amount'),
          t('details.benefits.maxDays'),
        ]}
      >
        {rows.map((row) => (
          <tr key={row.code} data-testid="member-benefit-row" data-code={row.code}>
            <td>{row.name}</td>
            <td>{placeholder(row.limitType && texts.limitType(row.limitType))}</td>
            <td>{amountText(row)}</td>
            <td>{placeholder(row.maxDays)}</td>
          </tr>
        ))}
      </HeadedTable>
    </div>
  );
}
