import { alterationRefs, planDisplay, type MemberPolicy } from '@mo/contracts';
import { useTranslation } from 'react-i18next';
import { DropdownField } from '@/components/dropdown-field';
import { FieldMessage } from '@/components/field-message';
import { landingWithBanner, MEMBER_PATHS } from '@/features/members/paths';
import { useFailure } from '@/lib/use-failure';
import { useChangePlanMutation } from '../api/member-alteration';
import { usePolicyPlansQuery } from '@/lib/api/policy-plans';
import {
  changePlanRowErrors,
  toChangePlanPolicy,
  type ChangePlanRowInput,
} from '../rules/alter-rows';
import { PolicyAlterForm, usePolicyAlteration } from './policy-alter-form';

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
  const form = usePolicyAlteration(EMPTY_ROW, changePlanRowErrors);
  const { companyId, memberId, rows } = form;
  const [submit, submission] = useChangePlanMutation();
  const { shown: failure, dismiss } = useFailure(form.details, form.policies, submission);

  const onSubmit = async () => {
    const member = form.begin();
    if (!member) return;
    const result = await submit({
      ...member,
      applicablePolicies: rows.checked.map((p) => toChangePlanPolicy(p, memberId, rows.rowOf(p))),
    });
    if ('data' in result && result.data) {
      // The banner's flags are upload, edit, remove and add: a plan change is an edit.
      form.leaveTo(
        landingWithBanner({
          refs: alterationRefs(result.data.memberAlterationRef),
          flag: 'edit',
          change: 'plan',
        }),
      );
    }
  };

  return (
    <PolicyAlterForm
      form={form}
      prefix="change-plan"
      title={t('changePlan.title')}
      list={{ to: MEMBER_PATHS.changePlanList, label: t('screen.changePlanList') }}
      description={
        <p data-testid="change-plan-name">{t('changePlan.description', { name: form.name })}</p>
      }
      headers={[t('changePlan.existingPlan'), t('changePlan.newPlan')]}
      cells={(p, row) => (
        <>
          <td data-testid={`change-plan-existing-${p.policy.policyNumber}`}>
            {planDisplay(p.planNo, p.planDesc)}
          </td>
          <td>
            {companyId ? (
              <NewPlanDropdown
                companyId={companyId}
                policy={p}
                value={row.planNo}
                errorCode={rows.shown(p, 'planNo')}
                onChange={(planNo, planDesc) => {
                  rows.edit(p, { planNo, planDesc });
                  rows.touch(p, 'planNo');
                }}
              />
            ) : null}
          </td>
        </>
      )}
      submitting={submission.isLoading}
      failure={failure}
      onCloseFailure={dismiss}
      onSubmit={() => void onSubmit()}
      testId="change-plan-page"
    />
  );
}
