import {
  alterationRefs,
  DEFAULT_VARIABLE_CODES,
  validateDependentForm,
  validateEmployeeForm,
  type DependentForm,
  type EmployeeForm,
  type FieldErrors,
  type MemberDetail,
  type MemberPolicy,
} from '@mo/contracts';
import { skipToken } from '@reduxjs/toolkit/query';
import { Button } from 'primereact/button';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useFocusFirstInvalid } from '@/components/focus-first-invalid';
import { defaultVariable } from '@/lib/sys-params';
import { useDefaultVariables } from '@/lib/use-default-variables';
import { useFailure } from '@/lib/use-failure';
import { landingWithBanner, MEMBER_PATHS } from '@/features/members/paths';
import { useAlterMemberDetailsQuery } from '../api/member-details';
import { useAlterMemberMutation } from '../api/member-alteration';
import { useAlterMemberPoliciesQuery } from '../api/member-policies';
import { useToday } from '@/features/members/shared/api/server-today';
import {
  dependentDetailsToSend,
  dependentFormOf,
  employeeDetailsToSend,
  employeeFormOf,
  subsidiariesOf,
} from '../rules/edit-form';
import { AlterFrame, useAlterExit } from './alter-frame';
import { DependentEditFields } from './dependent-edit-fields';
import { EmployeeEditFields } from './employee-edit-fields';
import { useAlterParams } from './use-alter-params';

type Kind = 'employee' | 'dependent';

/** EditDetails > employee: the employee's details, sent for approval. */
export function EditEmployeePage() {
  return <EditDetailsPage kind="employee" />;
}

/** EditDetails > dependent. */
export function EditDependentPage() {
  return <EditDetailsPage kind="dependent" />;
}

function EditDetailsPage({ kind }: { kind: Kind }) {
  const { t } = useTranslation('membersAlter');
  const params = useAlterParams();
  const { companyId, memberId } = params;
  const args = companyId && memberId ? { companyId, memberId } : skipToken;
  const details = useAlterMemberDetailsQuery(args);
  const policies = useAlterMemberPoliciesQuery(args);
  const { today, loading: clockLoading } = useToday();
  const defaults = useDefaultVariables();
  const [submit, submission] = useAlterMemberMutation();
  const [dirty, setDirty] = useState(false);
  const { guard, leaveTo } = useAlterExit(dirty);
  const { shown: failure, dismiss } = useFailure(details, policies, submission);
  const detail = details.data;
  const memberPolicies = policies.data?.policies;
  const namePattern = defaultVariable(
    defaults,
    kind === 'employee'
      ? DEFAULT_VARIABLE_CODES.employeeNameAllowableChar
      : DEFAULT_VARIABLE_CODES.nameAllowableChar,
  );

  const send = async (
    details: { employeeDetails: EmployeeForm } | { dependentDetails: DependentForm },
  ) => {
    if (!companyId || !detail) return;
    const result = await submit({
      type: 'EDIT_MEMBER',
      companyId,
      memberId,
      memberNumber: params.memberNumber || detail.memberNumber,
      policyNumber: params.policyNumber || memberPolicies?.[0]?.policy.policyNumber || '',
      ...details,
    });
    if ('data' in result && result.data) {
      leaveTo(
        landingWithBanner({ refs: alterationRefs(result.data.memberAlterationRef), flag: 'edit' }),
      );
    }
  };

  return (
    <AlterFrame
      title={t(kind === 'employee' ? 'screen.editEmployee' : 'screen.editDependent')}
      heading={t('edit.heading', { name: detail?.memberName ?? '' })}
      list={{ to: MEMBER_PATHS.editList, label: t('screen.editList') }}
      current={detail?.memberName}
      guard={guard}
      loading={details.isLoading || policies.isLoading || clockLoading}
      submitting={submission.isLoading}
      failure={failure}
      onCloseFailure={dismiss}
      testId={`edit-${kind}-page`}
    >
      {detail && memberPolicies ? (
        <EditForm
          kind={kind}
          detail={detail}
          policies={memberPolicies}
          policyNumber={params.policyNumber}
          validate={(form) =>
            'subsidiary' in form
              ? validateEmployeeForm(form, { namePattern, today })
              : validateDependentForm(form, { namePattern, today })
          }
          submitting={submission.isLoading}
          onEdit={() => setDirty(true)}
          onSubmit={(form) =>
            void send(
              'subsidiary' in form
                ? { employeeDetails: employeeDetailsToSend(form) }
                : { dependentDetails: dependentDetailsToSend(form) },
            )
          }
        />
      ) : null}
    </AlterFrame>
  );
}

interface EditFormProps {
  kind: Kind;
  detail: MemberDetail;
  policies: readonly MemberPolicy[];
  policyNumber: string;
  validate: (form: EmployeeForm | DependentForm) => FieldErrors;
  submitting: boolean;
  onEdit: () => void;
  onSubmit: (form: EmployeeForm | DependentForm) => void;
}

/** The form's state, from the loaded details; errors show once touched or after a submit. */
function EditForm({
  kind,
  detail,
  policies,
  policyNumber,
  validate,
  submitting,
  onEdit,
  onSubmit,
}: EditFormProps) {
  const { t } = useTranslation('membersAlter');
  const subsidiaries = subsidiariesOf(policies);
  const own = policies.find((p) => p.policy.policyNumber === policyNumber) ?? policies[0];
  const [form, setForm] = useState<EmployeeForm | DependentForm>(() =>
    kind === 'employee' ? employeeFormOf(detail, own?.subsidiaryNo ?? '') : dependentFormOf(detail),
  );
  const [touched, setTouched] = useState<ReadonlySet<string>>(new Set());
  const [attempted, setAttempted] = useState(false);
  const focusInvalid = useFocusFirstInvalid();
  const all = validate(form);
  const errors: FieldErrors = Object.fromEntries(
    Object.entries(all).filter(([path]) => attempted || touched.has(path)),
  );
  const change = (patch: Partial<EmployeeForm> | Partial<DependentForm>, ...paths: string[]) => {
    onEdit();
    setForm((f) => ({ ...f, ...patch }) as EmployeeForm | DependentForm);
    if (paths.length > 0) setTouched((s) => new Set([...s, ...paths]));
  };
  return (
    <form
      className="member-alter"
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        setAttempted(true);
        if (Object.keys(all).length === 0) onSubmit(form);
        else focusInvalid();
      }}
    >
      {'subsidiary' in form ? (
        <EmployeeEditFields
          form={form}
          errors={errors}
          subsidiaries={subsidiaries}
          onChange={change}
        />
      ) : (
        <DependentEditFields form={form} errors={errors} onChange={change} />
      )}
      <p className="field-hint" data-testid="edit-approval-note">
        {t('edit.approvalNote')}
      </p>
      <div className="member-alter__actions">
        <Button
          type="submit"
          label={t('submit')}
          disabled={submitting}
          data-testid="alter-submit"
        />
      </div>
    </form>
  );
}
