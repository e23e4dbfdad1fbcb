import { skipToken } from '@reduxjs/toolkit/query';
import { useState } from 'react';
import { ChoiceButtons } from '@/components/choice-buttons';
import { PageLoader } from '@/components/page-loader';
import { useBenefitMappingQuery } from '@/lib/benefit-mapping';
import { benefitCodeOrder } from '@/lib/benefit-order';
import { useBenefitTexts } from '@/lib/benefit-texts';
import { useBenefitScheduleQuery } from '../api/benefit-schedule';
import { usePolicyBenefitsQuery } from '../api/policy-benefits';
import { useTranslation } from '../i18n';
import { mapProductType, orderBySequence, sequenceFrom } from '../rules/product-type';
import { BenefitTable } from './benefit-table';
import { QueryError } from './query-error';
import type { PolicyScope } from './scope';

/** Benefits tab: one button per benefit (first selected), then the chosen benefit's schedule. */
export function BenefitsTab({ scope }: { scope: PolicyScope }) {
  const { t } = useTranslation('policies');
  const texts = useBenefitTexts();
  const benefits = usePolicyBenefitsQuery(scope);
  // The mapping orders the buttons and each schedule's rows: when it fails, the spec's order applies.
  const mapping = useBenefitMappingQuery();
  const [chosenId, setChosenId] = useState<string | null>(null);
  const buttons = orderBySequence(
    benefits.data?.benefits ?? [],
    sequenceFrom(mapping.data?.mappings),
  );
  const selected = buttons.find((b) => b.id === chosenId) ?? buttons[0];
  const schedule = useBenefitScheduleQuery(
    selected ? { ...scope, benefitId: selected.id } : skipToken,
  );

  if (benefits.isFetching || mapping.isLoading) return <PageLoader />;
  if (benefits.error)
    return <QueryError error={benefits.error} onRetry={() => void benefits.refetch()} />;
  if (buttons.length === 0) return <p>{t('benefits.empty')}</p>;
  return (
    <div className="policies-benefits">
      <ChoiceButtons
        items={buttons}
        chosenId={selected?.id}
        onChoose={setChosenId}
        label={t('benefits.buttonsLabel')}
        className="policies-benefit-buttons"
        testIdOf={(b) => `benefit-button-${b.productType}`}
        labelOf={(b) => texts.benefitType(mapProductType(b.productType), b.label || b.benefitName)}
      />
      {schedule.isFetching && <PageLoader />}
      {schedule.error && (
        <QueryError error={schedule.error} onRetry={() => void schedule.refetch()} />
      )}
      {schedule.data && !schedule.isFetching && (
        <BenefitTable
          rows={schedule.data.rows}
          codeOrder={benefitCodeOrder(
            mapping.data?.mappings,
            mapProductType(schedule.data.productType),
          )}
        />
      )}
    </div>
  );
}
