import {
  alterationRefs,
  planDisplay,
  tableErrorCode,
  type MemberPolicy,
  type RowErrors,
} from '@mo/contracts';
import { skipToken } from '@reduxjs/toolkit/query';
import { Button } from 'primereact/button';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DropdownField } from '../../../../components/dropdown-field';
import { FieldMessage } from '../../../../components/field-message';
import { landingWithBanner, MEMBER_PATHS } from '../../paths';
import { MaskedDateInput } from '../../shared/fields/masked-date-input';
import { useAlterMemberDetailsQuery } from '../api/member-details';
import { useChangePlanMutation } from '../api/member-alteration';
import { useAlterMemberPoliciesQuery } from '../api/member-policies';
import { useAlterPolicyPlansQuery } from '../api/policy-plans';
import { useToday } from '../../shared/api/server-today';
import {
  changePlanRowErrors,
  toChangePlanPolicy,
  type ChangePlanRowInput,
} from '../rules/alter-rows';
import { AlterFrame, useAlterExit } from './alter-frame';
import { useFailure } from './failure';
import { PolicyCheck } from './policy-check';
import { useAlterParams } from './use-alter-params';

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
  const plans = useAlterPolicyPlansQuery({ companyId, policyId: policy.policy.id });
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
  const [unchecked, setUnchecked] = useState<ReadonlySet<string>>(new Set());
  const [rows, setRows] = useState<Record<string, ChangePlanRowInput>>({});
  const [touched, setTouched] = useState<ReadonlySet<string>>(new Set());
  const [attempted, setAttempted] = useState(false);
  const [dirty, setDirty] = useState(false);
  const { guard, leaveTo } = useAlterExit(dirty);
  const { failure, dismiss } = useFailure(details.error, policies.error, submission.error);

  const list = policies.data?.policies ?? [];
  const checked = list.filter((p) => !unchecked.has(p.policy.id));
  const rowOf = (p: MemberPolicy) => rows[p.policy.id] ?? EMPTY_ROW;
  const errorsOf = (p: MemberPolicy): RowErrors =>
    changePlanRowErrors(p, memberId, rowOf(p), today);
  const shown = (p: MemberPolicy, field: string) =>
    attempted || touched.has(`${p.policy.id}.${field}`) ? errorsOf(p)[field] : undefined;
  const tableError = attempted ? tableErrorCode(checked.map(errorsOf)) : null;
  const name = details.data?.memberName ?? '';

  const edit = (p: MemberPolicy, change: Partial<ChangePlanRowInput>) => {
    setDirty(true);
    setRows((r) => ({ ...r, [p.policy.id]: { ...rowOf(p), ...change } }));
  };
  const touch = (p: MemberPolicy, field: string) =>
    setTouched((s) => new Set(s).add(`${p.policy.id}.${field}`));
  const toggle = (p: MemberPolicy, on: boolean) => {
    setDirty(true);
    setUnchecked((s) => {
      const next = new Set(s);
      if (on) next.delete(p.policy.id);
      else next.add(p.policy.id);
      return next;
    });
  };

  const onSubmit = async () => {
    setAttempted(true);
    if (!companyId || checked.length === 0 || tableErrorCode(checked.map(errorsOf))) return;
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
        landingWithBanner({ refs: alterationRefs(result.data.memberAlterationRef), flag: 'edit' }),
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
          <PolicyCheck
            key={id}
            policy={p}
            checked={!unchecked.has(id)}
            onChange={(on) => toggle(p, on)}
          >
            <table
              className="member-alter__table"
              data-testid={`change-plan-table-${p.policy.policyNumber}`}
            >
              <thead>
                <tr>
                  <th scope="col">{t('table.memberName')}</th>
                  <th scope="col">{t('changePlan.existingPlan')}</th>
                  <th scope="col">{t('changePlan.newPlan')}</th>
                  <th scope="col">{t('table.effectiveDate')}</th>
                </tr>
              </thead>
              <tbody>
                <tr>
                  <td>{name}</td>
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
                </tr>
              </tbody>
            </table>
          </PolicyCheck>
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
