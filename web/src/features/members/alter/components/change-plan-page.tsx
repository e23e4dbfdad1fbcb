import { alterationRefs, planDisplay, type MemberPolicy } from '@mo/contracts';
import { skipToken } from '@reduxjs/toolkit/query';
import { Button } from 'primereact/button';
import { useTranslation } from 'react-i18next';
import { DropdownField } from '../../../../components/dropdown-field';
import { useFocusFirstInvalid } from '../../../../components/focus-first-invalid';
import { FieldMessage } from '../../../../components/field-message';
import { landingWithBanner, MEMBER_PATHS } from '../../paths';
import { MaskedDateInput } from '../../../../components/masked-date-input';
import { useFailure } from '../../../../lib/use-failure';
import { useAlterMemberDetailsQuery } from '../api/member-details';
import { useChangePlanMutation } from '../api/member-alteration';
import { useAlterMemberPoliciesQuery } from '../api/member-policies';
import { usePolicyPlansQuery } from '../../../../lib/api/policy-plans';
import { useToday } from '../../shared/api/server-today';
import {
  changePlanRowErrors,
  toChangePlanPolicy,
  type ChangePlanRowInput,
} from '../rules/alter-rows';
import { AlterFrame, useAlterExit } from './alter-frame';
import { PolicyTable } from './policy-table';
import { useAlterParams } from './use-alter-params';
import { usePolicyRows } from './use-policy-rows';

const EMPTY_ROW: ChangePlanRowInput = { planNo: '', planDesc: '', date: '' };

interface NewPlanProps {
  companyId: string;
  policy: MemberPolicy;
  value: string;
  errorCode: string | undefined;
  onChange: (planNo: string, planDesc: string) => void;
}

/** The required new-plan dropdown of one policy, from that policy's plans. */
function NewPlanDropdown({ companyId, policy, value, errorCode, onChange }: NewPlanProps) {
  const { t } = useTranslation('membersAlter');
  const plans = usePolicyPlansQuery({ companyId, policyId: policy.policy.id });
  const id = `change-plan-new-${policy.policy.id}`;
  // The member's current plan is no change: the mock answers err035 for it, so it is not offered.
  const options = (plans.data?.plans ?? [])
    .filter((p) => p.planNo !== policy.planNo)
    .map((p) => ({ value: p.planNo, label: planDisplay(p.planNo, p.planDescription) }));
  return (
    <div className="form-field">
      <label htmlFor={id} className="sr-only">
        {t('changePlan.newPlan')}
      </label>
      <DropdownField
        inputId={id}
        accessibleName={t('changePlan.newPlan')}
        value={value || null}
        options={options}
        placeholder={t('selectOne')}
        invalid={Boolean(errorCode)}
        aria-invalid={errorCode ? true : undefined}
        aria-describedby={`${id}-message`}
        onChange={(e) => {
          const plan = plans.data?.plans.find((p) => p.planNo === e.value);
          onChange(plan?.planNo ?? '', plan?.planDescription ?? '');
        }}
        data-testid={`change-plan-new-${policy.policy.policyNumber}`}
      />
      <FieldMessage
        id={`${id}-message`}
        errorCode={errorCode}
        testId={`change-plan-new-${policy.policy.policyNumber}-message`}
      />
    </div>
  );
}

/** MemberChangePlanLanding > policies select: a new plan per checked policy of the member. */
export function ChangePlanPage() {
  const { t } = useTranslation('membersAlter');
  const { companyId, memberId, memberNumber, policyNumber } = useAlterParams();
  const args = companyId && memberId ? { companyId, memberId } : skipToken;
  const details = useAlterMemberDetailsQuery(args);
  const policies = useAlterMemberPoliciesQuery(args);
  const { today, loading: clockLoading } = useToday();
  const [submit, submission] = useChangePlanMutation();
  const list = policies.data?.policies ?? [];
  const { checked, isChecked, rowOf, shown, tableError, edit, touch, toggle, attempt, dirty } =
    usePolicyRows(list, EMPTY_ROW, (p, row) => changePlanRowErrors(p, memberId, row, today));
  const { guard, leaveTo } = useAlterExit(dirty);
  const focusInvalid = useFocusFirstInvalid();
  const { shown: failure, dismiss } = useFailure(details, policies, submission);
  const name = details.data?.memberName ?? '';

  const onSubmit = async () => {
    if (!attempt()) {
      focusInvalid();
      return;
    }
    if (!companyId) return;
    const first = list[0];
    const result = await submit({
      companyId,
      memberId,
      memberNumber: memberNumber || first?.memberNumber || '',
      policyNumber: policyNumber || first?.policy.policyNumber || '',
      applicablePolicies: checked.map((p) => toChangePlanPolicy(p, memberId, rowOf(p))),
    });
    if ('data' in result && result.data) {
      // The banner's flags are upload, edit, remove and add: a plan change is an edit.
      leaveTo(
        landingWithBanner({
          refs: alterationRefs(result.data.memberAlterationRef),
          flag: 'edit',
          change: 'plan',
        }),
      );
    }
  };

  return (
    <AlterFrame
      title={t('changePlan.title')}
      list={{ to: MEMBER_PATHS.changePlanList, label: t('screen.changePlanList') }}
      current={name}
      guard={guard}
      loading={details.isLoading || policies.isLoading || clockLoading}
      submitting={submission.isLoading}
      failure={failure}
      onCloseFailure={dismiss}
      testId="change-plan-page"
    >
      <p data-testid="change-plan-name">{t('changePlan.description', { name })}</p>
      {list.map((p) => {
        const id = p.policy.id;
        const row = rowOf(p);
        return (
          <PolicyTable
            key={id}
            policy={p}
            checked={isChecked(p)}
            onToggle={(on) => toggle(p, on)}
            testId={`change-plan-table-${p.policy.policyNumber}`}
            memberName={name}
            headers={[
              t('changePlan.existingPlan'),
              t('changePlan.newPlan'),
              t('table.effectiveDate'),
            ]}
          >
            <td data-testid={`change-plan-existing-${p.policy.policyNumber}`}>
              {planDisplay(p.planNo, p.planDesc)}
            </td>
            <td>
              {companyId ? (
                <NewPlanDropdown
                  companyId={companyId}
                  policy={p}
                  value={row.planNo}
                  errorCode={shown(p, 'planNo')}
                  onChange={(planNo, planDesc) => {
                    edit(p, { planNo, planDesc });
                    touch(p, 'planNo');
                  }}
                />
              ) : null}
            </td>
            <td>
              <MaskedDateInput
                id={`change-plan-date-${id}`}
                label={t('table.effectiveDate')}
                hideLabel
                value={row.date}
                placeholder={t('datePlaceholder')}
                onChange={(date) => edit(p, { date })}
                onBlur={() => touch(p, 'effectiveDate')}
                errorCode={shown(p, 'effectiveDate')}
                testId={`change-plan-date-${p.policy.policyNumber}`}
              />
            </td>
          </PolicyTable>
        );
      })}
      <FieldMessage
        id="change-plan-table-message"
        errorCode={tableError}
        testId="alter-table-error"
      />
      <div className="member-alter__actions">
        <Button
          label={t('submit')}
          disabled={checked.length === 0 || submission.isLoading}
          onClick={() => void onSubmit()}
          data-testid="alter-submit"
        />
      </div>
    </AlterFrame>
  );
}
