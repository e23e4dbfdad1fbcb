import {
  canAddDependent,
  MEMBER_LIMITS,
  type DependentForm,
  type FieldErrors,
} from '@mo/contracts';
import { Button } from 'primereact/button';
import type { Dispatch, ReactNode, SetStateAction } from 'react';
import { useTranslation } from 'react-i18next';
import { emptyDependentForm } from '../form-model';
import { DependentFormCard } from './dependent-form-card';

/** The end of an add form: the add-dependent button with its limit, and Next (the submit). */
function AddFormFooter({ dependents, onAdd }: { dependents: number; onAdd: () => void }) {
  const { t } = useTranslation('membersAdd');
  return (
    <>
      <div className="members-add__add-row">
        <Button
          type="button"
          outlined
          icon="pi pi-plus"
          label={t('dependent.add')}
          disabled={!canAddDependent(dependents)}
          onClick={onAdd}
          data-testid="add-dependent-button"
        />
        <span className="field-hint">
          {t('dependent.limit', { max: MEMBER_LIMITS.maxDependents })}
        </span>
      </div>
      <div className="members-add__actions">
        <Button type="submit" label={t('actions.next')} data-testid="add-next" />
      </div>
    </>
  );
}

interface AddMemberFormProps {
  /** What leads the form (the employee's section). */
  children?: ReactNode;
  dependents: readonly DependentForm[];
  setDependents: Dispatch<SetStateAction<DependentForm[]>>;
  errorsOf: (dependent: DependentForm, index: number) => FieldErrors;
  /** Whether the first dependent's form cannot be removed (the add-dependent flow). */
  firstFixed?: boolean;
  onNext: () => void;
}

/** An add form: what leads it, the dependents' forms, the add-dependent button and Next. */
export function AddMemberForm({
  children,
  dependents,
  setDependents,
  errorsOf,
  firstFixed = false,
  onNext,
}: AddMemberFormProps) {
  return (
    <form
      className="members-add__form"
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        onNext();
      }}
    >
      {children}
      {dependents.map((dependent, index) => (
        <DependentFormCard
          key={dependent.id}
          index={index}
          value={dependent}
          errors={errorsOf(dependent, index)}
          onChange={(nextForm) =>
            setDependents((list) => list.map((d, i) => (i === index ? nextForm : d)))
          }
          onRemove={
            firstFixed && index === 0
              ? undefined
              : () => setDependents((list) => list.filter((_, i) => i !== index))
          }
        />
      ))}
      <AddFormFooter
        dependents={dependents.length}
        onAdd={() => setDependents((list) => [...list, emptyDependentForm()])}
      />
    </form>
  );
}
