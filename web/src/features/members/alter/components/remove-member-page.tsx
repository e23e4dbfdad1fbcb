import { alterationRefs, type TerminateReason } from '@mo/contracts';
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
import { useAlterMemberMutation } from '../api/member-alteration';
import { useAlterMemberPoliciesQuery } from '../api/member-policies';
import { useToday } from '../../shared/api/server-today';
import { useTerminateReasonsQuery } from '../api/terminate-reasons';
import { removeRowErrors, toRemovePolicy, type RemoveRowInput } from '../rules/alter-rows';
import { terminateReasonLabel } from '../rules/terminate-reason-label';
import { AlterFrame, useAlterExit } from './alter-frame';
import { PolicyTable } from './policy-table';
import { useAlterParams } from './use-alter-params';
import { usePolicyRows } from './use-policy-rows';

const EMPTY_ROW: RemoveRowInput = { reason: null, date: '' };

/** RemoveMemberLanding > remove member: terminate the member on the checked policies. */
export function RemoveMemberPage() {
  const { t, i18n } = useTranslation('membersAlter');
  const { companyId, memberId, memberNumber, policyNumber } = useAlterParams();
  const args = companyId && memberId ? { companyId, memberId } : skipToken;
  const details = useAlterMemberDetailsQuery(args);
  const policies = useAlterMemberPoliciesQuery(args);
  const reasons = useTerminateReasonsQuery(companyId ? { companyId } : skipToken);
  const { today, loading: clockLoading } = useToday();
  const [submit, submission] = useAlterMemberMutation();
  const list = policies.data?.policies ?? [];
  // Every policy is pre-checked once loaded (spec: all pre-checked); the user unticks.
  const { checked, isChecked, rowOf, shown, tableError, edit, touch, toggle, attempt, dirty } =
    usePolicyRows(list, EMPTY_ROW, (p, row) => removeRowErrors(p, memberId, row, today));
  const { guard, leaveTo } = useAlterExit(dirty);
  const focusInvalid = useFocusFirstInvalid();
  const { shown: failure, dismiss } = useFailure(details, policies, reasons, submission);
  const name = details.data?.memberName ?? '';

  const onSubmit = async () => {
    if (!attempt()) {
      focusInvalid();
      return;
    }
    if (!companyId) return;
    const first = list[0];
    const result = await submit({
      type: 'REMOVE_MEMBER',
      companyId,
      memberId,
      memberNumber: memberNumber || first?.memberNumber || '',
      policyNumber: policyNumber || first?.policy.policyNumber || '',
      applicablePolicies: checked.map((p) => toRemovePolicy(p, memberId, rowOf(p))),
    });
    if ('data' in result && result.data) {
      leaveTo(
        landingWithBanner({
          refs: alterationRefs(result.data.memberAlterationRef),
          flag: 'remove',
        }),
      );
    }
  };

  const reasonOptions = (reasons.data?.terminateReasons ?? []).map((r) => ({
    value: r.id,
    label: terminateReasonLabel(r, i18n),
  }));
  const reasonById = (id: string): TerminateReason | null =>
    reasons.data?.terminateReasons.find((r) => r.id === id) ?? null;

  return (
    <AlterFrame
      title={t('remove.title')}
      list={{ to: MEMBER_PATHS.removeList, label: t('screen.removeList') }}
      current={name}
      guard={guard}
      loading={details.isLoading || policies.isLoading || clockLoading}
      submitting={submission.isLoading}
      failure={failure}
      onCloseFailure={dismiss}
      testId="remove-member-page"
    >
      <p data-testid="remove-member-name">{t('remove.description', { name })}</p>
      {list.map((p) => {
        const id = p.policy.id;
        const row = rowOf(p);
        return (
          <PolicyTable
            key={id}
            policy={p}
            checked={isChecked(p)}
            onToggle={(on) => toggle(p, on)}
            testId={`remove-table-${p.policy.policyNumber}`}
            memberName={name}
            headers={[t('remove.reason'), t('table.effectiveDate')]}
          >
            <td>
              <div className="form-field">
                <label htmlFor={`remove-reason-${id}`} className="sr-only">
                  {t('remove.reason')}
                </label>
                <DropdownField
                  inputId={`remove-reason-${id}`}
                  accessibleName={t('remove.reason')}
                  value={row.reason?.id ?? null}
                  options={reasonOptions}
                  placeholder={t('selectOne')}
                  invalid={Boolean(shown(p, 'terminateReason'))}
                  aria-invalid={shown(p, 'terminateReason') ? true : undefined}
                  aria-describedby={`remove-reason-${id}-message`}
                  onChange={(e) => {
                    edit(p, { reason: reasonById(e.value as string) });
                    touch(p, 'terminateReason');
                  }}
                  data-testid={`remove-reason-${p.policy.policyNumber}`}
                />
                <FieldMessage
                  id={`remove-reason-${id}-message`}
                  errorCode={shown(p, 'terminateReason')}
                  testId={`remove-reason-${p.policy.policyNumber}-message`}
                />
              </div>
            </td>
            <td>
              <MaskedDateInput
                id={`remove-date-${id}`}
                label={t('table.effectiveDate')}
                hideLabel
                value={row.date}
                placeholder={t('datePlaceholder')}
                onChange={(date) => edit(p, { date })}
                onBlur={() => touch(p, 'effectiveDate')}
                errorCode={shown(p, 'effectiveDate')}
                testId={`remove-date-${p.policy.policyNumber}`}
              />
            </td>
          </PolicyTable>
        );
      })}
      <ul className="member-alter__notes" data-testid="remove-notes">
        <li>{t('remove.note1')}</li>
        <li>{t('remove.note2')}</li>
      </ul>
      <FieldMessage id="remove-table-message" errorCode={tableError} testId="alter-table-error" />
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
