import type { ClaimPolicyRow } from '@mo/contracts';
import { useTranslation } from 'react-i18next';
import { DropdownField } from '../../../components/dropdown-field';
import { formatDate } from '../../../lib/formatters';
import { currentLanguage } from '../../../lib/i18n';
import {
  ALL_POLICIES,
  choosePolicy,
  isAllPolicies,
  periodsOf,
  shownPeriod,
  type PolicySelection,
} from '../rules/claim-rules';

interface PolicyPeriodSelectProps {
  /** Prefix of the ids and test ids: `${id}-policy`, `${id}-period`. */
  id: string;
  policies: readonly ClaimPolicyRow[];
  selection: PolicySelection;
  onChange: (selection: PolicySelection) => void;
}

/**
 * The policy and policy period dropdowns of the claim and excess listings (part 2 sections 2
 * and 4): all policies ('0000') first; the period is disabled for it; a policy change selects the
 * new policy's first period.
 */
export function PolicyPeriodSelect({ id, policies, selection, onChange }: PolicyPeriodSelectProps) {
  const { t, i18n } = useTranslation('claims');
  const language = currentLanguage(i18n);
  const periods = periodsOf(policies, selection.policyId);
  const period = shownPeriod(periods, selection.periodId);
  const all = isAllPolicies(selection.policyId);
  return (
    <div className="claims-selectors">
      <div className="claims-selectors__field">
        <label htmlFor={`${id}-policy`}>{t('selectors.policy')}</label>
        <DropdownField
          inputId={`${id}-policy`}
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
          data-testid={`${id}-policy`}
        />
      </div>
      <div className="claims-selectors__field">
        <label htmlFor={`${id}-period`}>{t('selectors.period')}</label>
        <DropdownField
          inputId={`${id}-period`}
          accessibleName={t('selectors.period')}
          value={all ? null : (period?.id ?? null)}
          disabled={all}
          options={periods.map((p) => ({
            value: p.id,
            label: t('selectors.periodValue', {
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
