import { planDisplay, type BenefitItem, type MemberPlanDetail } from '@mo/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
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
      <table className="members-table">
        <thead>
          <tr>
            <th scope="col">{t('details.plans.code')}</th>
            <th scope="col">{t('details.plans.benefit')}</th>
          </tr>
        </thead>
        <tbody>
          {plan.policy.benefitVMList.map((b) => (
            <tr key={b.id} data-testid="member-plan-benefit">
              <td>{b.code}</td>
              <td>{placeholder(b.desc)}</td>
            </tr>
          ))}
        </tbody>
      </table>
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
      <div
        role="group"
        aria-label={t('details.benefits.benefitsLabel')}
        className="members-benefit-buttons"
      >
        {benefits.map((b) => (
          <button
            key={b.id}
            type="button"
            aria-pressed={b.id === benefit.id}
            className={
              b.id === benefit.id
                ? 'p-button p-button-sm'
                : 'p-button p-button-sm p-button-outlined'
            }
            onClick={() => setChosenId(b.id)}
            data-testid={`member-benefit-${b.code}`}
          >
            {texts.benefitType(b.code, b.desc || b.code)}
          </button>
        ))}
      </div>
      {benefit.sections.length > 1 ? (
        <div
          role="tablist"
          aria-label={t('details.benefits.sectionsLabel')}
          className="members-tabs"
        >
          {benefit.sections.map((s) => (
            <button
              key={s}
              type="button"
              role="tab"
              aria-selected={s === section}
              className={s === section ? 'members-tab members-tab--active' : 'members-tab'}
              onClick={() => setChosenSection(s)}
              data-testid={`member-benefit-section-tab-${s}`}
            >
              {t(s === 'HI' ? 'details.benefits.HI' : 'details.benefits.NM')}
            </button>
          ))}
        </div>
      ) : (
        section && <h3>{t(section === 'HI' ? 'details.benefits.HI' : 'details.benefits.NM')}</h3>
      )}
      <table className="members-table" data-testid={`member-benefit-section-${section ?? ''}`}>
        <thead>
          <tr>
            <th scope="col">{t('details.benefits.benefit')}</th>
            <th scope="col">{t('details.benefits.limitType')}</th>
            <th scope="col">{t('details.benefits.amount')}</th>
            <th scope="col">{t('details.benefits.maxDays')}</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.code} data-testid="member-benefit-row" data-code={row.code}>
              <td>{row.name}</td>
              <td>{placeholder(row.limitType && texts.limitType(row.limitType))}</td>
              <td>{amountText(row)}</td>
              <td>{placeholder(row.maxDays)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
