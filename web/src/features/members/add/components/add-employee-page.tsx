import { useToday } from '@/features/members/shared/api/server-today';
import {
  validateDependentForm,
  validateEmployeeForm,
  type DependentForm,
  type EmployeeForm,
  type FieldErrors,
} from '@mo/contracts';
import { skipToken } from '@reduxjs/toolkit/query';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useDispatch, useSelector } from 'react-redux';
import { useNavigate } from 'react-router-dom';
import { UnsavedChangesDialog } from '@/components/dialogs';
import { useFocusFirstInvalid } from '@/components/focus-first-invalid';
import { selectCompany } from '@/lib/session';
import { MEMBER_PATHS, policySelectionPath } from '@/features/members/paths';
import { useAlterationPoliciesQuery } from '../api/alteration-policies';
import { employeeFormSaved, selectMembersAdd } from '../model/add-slice';
import {
  dependentAsSaved,
  emptyEmployeeForm,
  employeeAsSaved,
  sameEntries,
  useNamePatterns,
} from '../form-model';
import { AddBreadcrumb } from './add-breadcrumb';
import { AddMemberForm } from './add-form-footer';
import { EmployeeFormSection } from './employee-form-section';
import { useAddLeaveGuard } from './use-add-leave-guard';
import './members-add.css';

/** The subsidiaries of every policy of the company, once each (the employee form's dropdown). */
const useSubsidiaries = (companyId: string | undefined) => {
  const { data } = useAlterationPoliciesQuery(companyId ? { companyId } : skipToken);
  return useMemo(() => {
    const seen = new Map<string, { subsidiaryNo: string; subsidiaryName: string }>();
    for (const policy of data ?? []) {
      for (const s of policy.subsidiaryVMList)
        if (!seen.has(s.subsidiaryNo)) seen.set(s.subsidiaryNo, s);
    }
    return [...seen.values()];
  }, [data]);
};

/**
 * Add employee (screen member_add_employee, spec part 2 sections 2, 4 and 5): the employee form
 * and up to 10 dependents; Next validates both and goes to policy selection.
 */
export function AddEmployeePage() {
  const { t } = useTranslation('membersAdd');
  const dispatch = useDispatch();
  const navigate = useNavigate();
  const saved = useSelector(selectMembersAdd);
  const companyId = useSelector(selectCompany)?.id;
  const subsidiaries = useSubsidiaries(companyId);
  const patterns = useNamePatterns();
  // Returning from policy selection restores what Next saved.
  const [baseline] = useState(() => ({
    employee: saved.employee ?? emptyEmployeeForm(),
    dependents: saved.employee ? saved.dependents : [],
  }));
  const [employee, setEmployee] = useState<EmployeeForm>(baseline.employee);
  const [dependents, setDependents] = useState<DependentForm[]>(baseline.dependents);
  const [checked, setChecked] = useState(false);
  const [proceed, setProceed] = useState(false);
  const focusInvalid = useFocusFirstInvalid();

  const { today } = useToday();
  const employeeErrors: FieldErrors = checked
    ? validateEmployeeForm(employee, { namePattern: patterns.employee, today })
    : {};
  const dependentErrors: FieldErrors[] = dependents.map((d) =>
    checked ? validateDependentForm(d, { namePattern: patterns.dependent, today }) : {},
  );

  const dirty =
    !proceed &&
    (!sameEntries([employee], [baseline.employee]) ||
      !sameEntries(dependents, baseline.dependents));
  const guard = useAddLeaveGuard(dirty, () => navigate(MEMBER_PATHS.landing));

  useEffect(() => {
    if (proceed) navigate(policySelectionPath('MemberAddEmployee'));
  }, [proceed, navigate]);

  const next = () => {
    setChecked(true);
    const ctx = { today };
    const invalid =
      Object.keys(validateEmployeeForm(employee, { ...ctx, namePattern: patterns.employee }))
        .length > 0 ||
      dependents.some(
        (d) =>
          Object.keys(validateDependentForm(d, { ...ctx, namePattern: patterns.dependent }))
            .length > 0,
      );
    if (invalid) {
      focusInvalid();
      return;
    }
    dispatch(
      employeeFormSaved({
        employee: employeeAsSaved(employee),
        dependents: dependents.map(dependentAsSaved),
      }),
    );
    setProceed(true);
  };

  return (
    <div className="members-add" data-testid="add-employee-page">
      <AddBreadcrumb current={t('addEmployee.title')} />
      <h1 className="members-add__title">{t('addEmployee.title')}</h1>
      <p className="members-add__description">{t('addEmployee.description')}</p>
      <AddMemberForm
        dependents={dependents}
        setDependents={setDependents}
        errorsOf={(_, index) => dependentErrors[index] ?? {}}
        onNext={next}
      >
        <EmployeeFormSection
          value={employee}
          onChange={setEmployee}
          errors={employeeErrors}
          subsidiaries={subsidiaries}
        />
      </AddMemberForm>
      <UnsavedChangesDialog {...guard} variant="addMember" />
    </div>
  );
}
