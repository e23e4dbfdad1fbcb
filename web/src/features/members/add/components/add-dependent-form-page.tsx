import { useToday } from '@/features/members/shared/api/server-today';
import { validateDependentForm, type DependentForm, type FieldErrors } from '@mo/contracts';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useDispatch, useSelector } from 'react-redux';
import { Navigate, useNavigate, useParams } from 'react-router-dom';
import { UnsavedChangesDialog } from '@/components/dialogs';
import { useFocusFirstInvalid } from '@/components/focus-first-invalid';
import { MEMBER_PATHS, policySelectionPath } from '@/features/members/paths';
import { dependentFormsSaved, selectMembersAdd } from '../model/add-slice';
import { dependentAsSaved, emptyDependentForm, sameEntries, useNamePatterns } from '../form-model';
import { AddBreadcrumb } from './add-breadcrumb';
import { AddMemberForm } from './add-form-footer';
import { useAddLeaveGuard } from './use-add-leave-guard';
import './members-add.css';

/**
 * Add dependent (screen member_add_dependent_form): at least one dependent form (the first cannot
 * be removed), at most 10; Next goes to policy selection with the employee's name.
 */
export function AddDependentFormPage() {
  const { t } = useTranslation('membersAdd');
  const dispatch = useDispatch();
  const navigate = useNavigate();
  const { dependentName } = useParams();
  const saved = useSelector(selectMembersAdd);
  const patterns = useNamePatterns();
  const { today } = useToday();
  const [baseline] = useState<DependentForm[]>(() =>
    saved.dependents.length > 0 ? saved.dependents : [emptyDependentForm()],
  );
  const [dependents, setDependents] = useState<DependentForm[]>(baseline);
  const [checked, setChecked] = useState(false);
  const [proceed, setProceed] = useState(false);
  const focusInvalid = useFocusFirstInvalid();
  const [chosen] = useState(saved.chosenEmployee);
  const employeeName = chosen?.name ?? dependentName ?? '';

  const dirty = !proceed && !sameEntries(dependents, baseline);
  const guard = useAddLeaveGuard(dirty, () => navigate(MEMBER_PATHS.landing));

  useEffect(() => {
    if (proceed) navigate(policySelectionPath('MemberAddDependentForm', employeeName));
  }, [proceed, navigate, employeeName]);

  // Opened without a chosen employee (a reload): the search comes first.
  if (!chosen) return <Navigate replace to={MEMBER_PATHS.addDependentSearch} />;

  const errorsOf = (d: DependentForm): FieldErrors =>
    validateDependentForm(d, { namePattern: patterns.dependent, today });

  const next = () => {
    setChecked(true);
    if (dependents.some((d) => Object.keys(errorsOf(d)).length > 0)) {
      focusInvalid();
      return;
    }
    dispatch(dependentFormsSaved(dependents.map(dependentAsSaved)));
    setProceed(true);
  };

  return (
    <div className="members-add" data-testid="add-dependent-form-page">
      <AddBreadcrumb viaDependentSearch current={employeeName} />
      <h1 className="members-add__title" data-testid="add-dependent-header">
        {t('addDependent.formTitle', { name: employeeName })}
      </h1>
      <AddMemberForm
        dependents={dependents}
        setDependents={setDependents}
        errorsOf={(dependent) => (checked ? errorsOf(dependent) : {})}
        firstFixed
        onNext={next}
      />
      <UnsavedChangesDialog {...guard} variant="addMember" />
    </div>
  );
}
