import type { Policy } from '@mo/contracts';
import { useTranslation } from 'react-i18next';
import { DropdownField } from '../../../components/dropdown-field';
import { formatDate } from '../../../lib/formatters';
import { currentLanguage } from '../../../lib/i18n';
import {
  ALL_POLICIES,
  choosePolicy,
  isPeriodDisabled,
  periodsOf,
  shownPeriod,
  type PolicySelection,
} from '../rules/billing-rules';

interface PolicyPeriodSelectProps {
  policies: readonly Policy[];
  selection: PolicySelection;
  onChange: (selection: PolicySelection) => void;
}

/**
 * The listing's policy filter (all policies, '0000', first, as the claim listings) and policy
 * period filter, disabled for all policies (part 2 section 2); a policy change selects the new
 * policy's first period.
 */
export function PolicyPeriodSelect({ policies, selection, onChange }: PolicyPeriodSelectProps) {
  const { t, i18n } = useTranslation('billing');
  const language = currentLanguage(i18n);
  const periods = periodsOf(policies, selection.policyId);
  const period = shownPeriod(periods, selection.periodId);
  const disabled = isPeriodDisabled(selection);
  return (
    <div className="billing-selectors">
      <div className="billing-selectors__field">
        <label htmlFor="billing-policy">{t('selectors.policy')}</label>
        <DropdownField
          inputId="billing-policy"
          accessibleName={t('selectors.policy')}
          value={selection.policyId}
          options={[
            { value: ALL_POLICIES.policyId, label: t('selectors.allPolicies') },
            ...policies.map((p) => ({
              value: p.id,
              label: t('selectors.policyOption', { type: p.policyType, number: p.policyNo }),
            })),
          ]}
          onChange={(event) => onChange(choosePolicy(policies, String(event.value)))}
          data-testid="billing-policy"
        />
      </div>
      <div className="billing-selectors__field">
        <label htmlFor="billing-period">{t('selectors.period')}</label>
        <DropdownField
          inputId="billing-period"
          accessibleName={t('selectors.period')}
          value={disabled ? null : (period?.id ?? null)}
          disabled={disabled}
          options={periods.map((p) => ({
            value: p.id,
            label: t('selectors.periodValue', {
              from: formatDate(p.policyPeriodFrom, language),
              to: formatDate(p.policyPeriodTo, language),
            }),
          }))}
          onChange={(event) => onChange({ ...selection, periodId: String(event.value) })}
          data-testid="billing-period"
        />
      </div>
    </div>
  );
}
