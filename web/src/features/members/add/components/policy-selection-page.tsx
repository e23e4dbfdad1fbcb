import { useToday } from '@/features/members/shared/api/server-today';
import {
  checkAddRow,
  tableErrorCode,
  type AddPolicy,
  type AddRow,
  type AlterationPolicy,
  type RowErrors,
} from '@mo/contracts';
import { skipToken } from '@reduxjs/toolkit/query';
import { Button } from 'primereact/button';
import { Checkbox } from 'primereact/checkbox';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useDispatch, useSelector } from 'react-redux';
import { Navigate, useNavigate, useParams } from 'react-router-dom';
import { ErrorDialog } from '@/components/error-dialog';
import { useFocusFirstInvalid } from '@/components/focus-first-invalid';
import { PageLoader } from '@/components/page-loader';
import { selectCompany } from '@/lib/session';
import { addDependentFormPath, MEMBER_PATHS } from '@/features/members/paths';
import { FieldErrorText } from '@/features/members/shared/fields';
import { dmyToIso } from '@/lib/typed-date';
import { useAlterationPoliciesQuery } from '../api/alteration-policies';
import {
  alterationFailureDismissed,
  alterationSubmitted,
  selectMembersAdd,
  type AddAlterationRequest,
} from '../model/add-slice';
import { AddBreadcrumb } from './add-breadcrumb';
import { PolicyMemberTable, type RowInput, type TableMember } from './policy-member-table';
import './members-add.css';

const keyOf = (policyId: string, memberId: string) => `${policyId}:${memberId}`;

/** A row as sent (the effective date as YYYY-MM-DD). */
const toAddRow = (policy: AlterationPolicy, memberId: string, row: RowInput): AddRow => ({
  id: memberId,
  planNo: row.planNo,
  planDesc: policy.plans.find((p) => p.planNo === row.planNo)?.planDesc ?? '',
  effectiveDate: dmyToIso(row.effectiveDate),
  subsidiaryNo: row.subsidiaryNo,
  subsidiaryName:
    policy.subsidiaryVMList.find((s) => s.subsidiaryNo === row.subsidiaryNo)?.subsidiaryName ?? '',
});

/**
 * Policy selection (spec part 2 sections 2 and 4): every policy pre-checked, a plan, subsidiary
 * and effective date per new member and checked policy, Back and Submit.
 */
export function PolicySelectionPage() {
  const { t } = useTranslation('membersAdd');
  const dispatch = useDispatch();
  const navigate = useNavigate();
  const { prevRoute, name } = useParams();
  const saved = useSelector(selectMembersAdd);
  const companyId = useSelector(selectCompany)?.id;
  // A company switch changes the argument: the list is fetched again.
  const policies = useAlterationPoliciesQuery(companyId ? { companyId } : skipToken);
  const [unchecked, setUnchecked] = useState<ReadonlySet<string>>(new Set());
  const [rows, setRows] = useState<Record<string, RowInput>>({});
  const [attempted, setAttempted] = useState(false);
  const focusInvalid = useFocusFirstInvalid();
  const { today } = useToday();
  const [openedEmpty] = useState(() =>
    prevRoute === 'MemberAddDependentForm'
      ? saved.dependents.length === 0 || !saved.chosenEmployee
      : !saved.employee,
  );

  const forDependents = prevRoute === 'MemberAddDependentForm';
  const employee = saved.employee;
  const members: TableMember[] = [
    ...(!forDependents && employee ? [{ id: employee.id, name: employee.name }] : []),
    ...saved.dependents.map((d) => ({ id: d.id, name: d.name })),
  ];
  const backTo = forDependents ? addDependentFormPath(name) : MEMBER_PATHS.addEmployee;
  const nothingSaved = members.length === 0 || (forDependents && !saved.chosenEmployee);
  // Opened with nothing saved (a reload): the form comes first. Cleared later (the submit
  // succeeded and the list is opening): nothing to show.
  if (nothingSaved) {
    return openedEmpty ? (
      <Navigate replace to={forDependents ? MEMBER_PATHS.addDependentSearch : backTo} />
    ) : null;
  }

  // Dependents join the employee on the policy of the row chosen in the search (its policy id).
  const list = (policies.data ?? []).filter(
    (p) => !forDependents || p.id === saved.chosenEmployee?.policyId,
  );
  const chosen = list.filter((p) => !unchecked.has(p.id));
  const rowOf = (policy: AlterationPolicy, memberId: string): RowInput =>
    rows[keyOf(policy.id, memberId)] ?? {
      planNo: '',
      // The employee's subsidiary is the likely one for everyone added with them.
      subsidiaryNo:
        employee && policy.subsidiaryVMList.some((s) => s.subsidiaryNo === employee.subsidiary)
          ? employee.subsidiary
          : '',
      effectiveDate: '',
    };
  const errorsOf = (policy: AlterationPolicy, memberId: string): RowErrors =>
    checkAddRow(toAddRow(policy, memberId, rowOf(policy, memberId)), {
      today,
      policyEndDate: policy.policyEndDate,
      commencementDate: policy.policyCommencementDate,
    });
  const tableError = attempted
    ? tableErrorCode(chosen.flatMap((p) => members.map((m) => errorsOf(p, m.id))))
    : null;
  const submitting = saved.status === 'submitting';

  const submit = () => {
    setAttempted(true);
    const allErrors = chosen.flatMap((p) => members.map((m) => errorsOf(p, m.id)));
    if (tableErrorCode(allErrors)) focusInvalid();
    if (chosen.length === 0 || tableErrorCode(allErrors) || !companyId) return;
    const applicablePolicies: AddPolicy[] = chosen.map((p) => ({
      id: p.id,
      policyType: p.policyType,
      policyNo: p.policyNo,
      members: members.map((m) => toAddRow(p, m.id, rowOf(p, m.id))),
    }));
    const request: AddAlterationRequest =
      forDependents && saved.chosenEmployee
        ? {
            type: 'ADD_DEPENDENT',
            companyId,
            memberId: saved.chosenEmployee.memberId,
            memberNumber: saved.chosenEmployee.memberNumber,
            policyNumber: saved.chosenEmployee.policyNumber,
            dependents: saved.dependents,
            applicablePolicies,
          }
        : {
            type: 'ADD_EMPLOYEE',
            companyId,
            employeeDetails: employee!,
            dependents: saved.dependents,
            applicablePolicies,
          };
    dispatch(alterationSubmitted(request));
  };

  return (
    <div className="members-add" data-testid="policy-selection-page">
      <AddBreadcrumb viaDependentSearch={forDependents} current={t('policySelection.title')} />
      <h1 className="members-add__title">{t('policySelection.title')}</h1>
      <p className="members-add__description">{t('policySelection.description')}</p>
      {policies.isLoading ? <PageLoader /> : null}
      {list.map((policy) => {
        const checked = !unchecked.has(policy.id);
        const checkboxId = `policy-check-${policy.id}`;
        return (
          <section
            key={policy.id}
            className="members-add__card"
            data-testid={`policy-${policy.id}`}
          >
            <div className="members-add__policy-head">
              <Checkbox
                inputId={checkboxId}
                checked={checked}
                data-testid={checkboxId}
                onChange={(e) =>
                  setUnchecked((set) => {
                    const next = new Set(set);
                    if (e.checked) next.delete(policy.id);
                    else next.add(policy.id);
                    return next;
                  })
                }
              />
              <label htmlFor={checkboxId}>
                <strong>{policy.policyRemark}</strong> <span>{policy.policyNo}</span>
              </label>
            </div>
            {checked ? (
              <PolicyMemberTable
                policy={policy}
                members={members}
                rowOf={(memberId) => rowOf(policy, memberId)}
                onRowChange={(memberId, row) =>
                  setRows((all) => ({ ...all, [keyOf(policy.id, memberId)]: row }))
                }
                errorsOf={(memberId) => (attempted ? errorsOf(policy, memberId) : {})}
              />
            ) : null}
          </section>
        );
      })}
      <FieldErrorText id="policy-selection-error" error={tableError} />
      <div className="members-add__actions">
        <Button
          type="button"
          outlined
          label={t('actions.back')}
          onClick={() => navigate(backTo)}
          data-testid="policy-back"
        />
        <Button
          type="button"
          label={t('actions.submit')}
          disabled={submitting || chosen.length === 0}
          onClick={submit}
          data-testid="policy-submit"
        />
      </div>
      {submitting ? <PageLoader overlay label={t('policySelection.submitting')} /> : null}
      <ErrorDialog
        failure={
          saved.status === 'failed' && saved.errorCode ? { errorCode: saved.errorCode } : null
        }
        onClose={() => dispatch(alterationFailureDismissed())}
      />
    </div>
  );
}
