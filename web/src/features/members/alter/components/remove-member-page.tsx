import { alterationRefs, type TerminateReason } from '@mo/contracts';
import { skipToken } from '@reduxjs/toolkit/query';
import { useTranslation } from 'react-i18next';
import { DropdownField } from '@/components/dropdown-field';
import { FieldMessage } from '@/components/field-message';
import { landingWithBanner, MEMBER_PATHS } from '@/features/members/paths';
import { useFailure } from '@/lib/use-failure';
import { useAlterMemberMutation } from '../api/member-alteration';
import { useTerminateReasonsQuery } from '../api/terminate-reasons';
import { removeRowErrors, toRemovePolicy, type RemoveRowInput } from '../rules/alter-rows';
import { terminateReasonLabel } from '../rules/terminate-reason-label';
import { PolicyAlterForm, usePolicyAlteration } from './policy-alter-form';

const EMPTY_ROW: RemoveRowInput = { reason: null, date: '' };

/** RemoveMemberLanding > remove member: terminate the member on the checked policies. */
export function RemoveMemberPage() {
  const { t, i18n } = useTranslation('membersAlter');
  const form = usePolicyAlteration(EMPTY_ROW, removeRowErrors);
  const { companyId, memberId, rows } = form;
  const reasons = useTerminateReasonsQuery(companyId ? { companyId } : skipToken);
  const [submit, submission] = useAlterMemberMutation();
  const { shown: failure, dismiss } = useFailure(form.details, form.policies, reasons, submission);

  const onSubmit = async () => {
    const member = form.begin();
    if (!member) return;
    const result = await submit({
      type: 'REMOVE_MEMBER',
      ...member,
      applicablePolicies: rows.checked.map((p) => toRemovePolicy(p, memberId, rows.rowOf(p))),
    });
    if ('data' in result && result.data) {
      form.leaveTo(
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
    <PolicyAlterForm
      form={form}
      prefix="remove"
      title={t('remove.title')}
      list={{ to: MEMBER_PATHS.removeList, label: t('screen.removeList') }}
      description={
        <p data-testid="remove-member-name">{t('remove.description', { name: form.name })}</p>
      }
      headers={[t('remove.reason')]}
      cells={(p, row) => {
        const id = `remove-reason-${p.policy.id}`;
        const errorCode = rows.shown(p, 'terminateReason');
        return (
          <td>
            <div className="form-field">
              <label htmlFor={id} className="sr-only">
                {t('remove.reason')}
              </label>
              <DropdownField
                inputId={id}
                accessibleName={t('remove.reason')}
                value={row.reason?.id ?? null}
                options={reasonOptions}
                placeholder={t('selectOne')}
                invalid={Boolean(errorCode)}
                aria-invalid={errorCode ? true : undefined}
                aria-describedby={`${id}-message`}
                onChange={(e) => {
                  rows.edit(p, { reason: reasonById(e.value as string) });
                  rows.touch(p, 'terminateReason');
                }}
                data-testid={`remove-reason-${p.policy.policyNumber}`}
              />
              <FieldMessage
                id={`${id}-message`}
                errorCode={errorCode}
                testId={`remove-reason-${p.policy.policyNumber}-message`}
              />
            </div>
          </td>
        );
      }}
      notes={
        <ul className="member-alter__notes" data-testid="remove-notes">
          <li>{t('remove.note1')}</li>
          <li>{t('remove.note2')}</li>
        </ul>
      }
      submitting={submission.isLoading}
      failure={failure}
      onCloseFailure={dismiss}
      onSubmit={() => void onSubmit()}
      testId="remove-member-page"
    />
  );
}
