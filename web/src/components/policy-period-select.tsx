import { useTranslation } from 'react-i18next';
import { formatDate } from '../lib/formatters';
import { currentLanguage } from '../lib/i18n';
import {
  ALL_POLICIES,
  choosePolicy,
  isPeriodDisabled,
  periodsOf,
  shownPeriod,
  type PolicySelection,
  type PolicyWithPeriods,
} from '../lib/policy-selection';
import { LabelledDropdown } from './labelled-dropdown';
import './policy-period-select.css';

export interface PolicyPeriodSelectProps {
  /** Prefix of the ids and test ids: `${id}-policy`, `${id}-period`. */
  id: string;
  policies: readonly (PolicyWithPeriods & { policyType: string; policyNo: string })[];
  selection: PolicySelection;
  onChange: (selection: PolicySelection) => void;
}

/**
 * The policy and policy period dropdowns of the claim, excess and premium billing listings (part
 * 2 sections 2 and 4): all policies ('0000') first; the period is disabled for it; a policy change
 * selects the new policy's first period.
 */
export function PolicyPeriodSelect({ id, policies, selection, onChange }: PolicyPeriodSelectProps) {
  const { t, i18n } = useTranslation('common');
  const language = currentLanguage(i18n);
  const periods = periodsOf(policies, selection.policyId);
  const period = shownPeriod(periods, selection.periodId);
  const disabled = isPeriodDisabled(selection);
  return (
    <div className="policy-period-select">
      <div className="policy-period-select__field">
        <LabelledDropdown
          label={t('policyFilter.policy')}
          inputId={`${id}-policy`}
          value={selection.policyId}
          options={[
            { value: ALL_POLICIES.policyId, label: t('policyFilter.allPolicies') },
            ...policies.map((p) => ({
              value: p.id,
              label: t('policyFilter.policyOption', { type: p.policyType, number: p.policyNo }),
            })),
          ]}
          onChange={(event) => onChange(choosePolicy(policies, String(event.value)))}
          data-testid={`${id}-policy`}
        />
      </div>
      <div className="policy-period-select__field">
        <LabelledDropdown
          label={t('policyFilter.period')}
          inputId={`${id}-period`}
          value={disabled ? null : (period?.id ?? null)}
          disabled={disabled}
          options={periods.map((p) => ({
            value: p.id,
            label: t('policyFilter.periodValue', {
              from: formatDate(p.policyPeriodFrom, language),
              to: formatDate(p.policyPeriodTo, language),
            }),
          }))}
          onChange={(event) => onChange({ ...selection, periodId: String(event.value) })}
          data-testid={`${id}-period`}
        />
      </div>
    </div>
  );
}
