import { canAddDependent, MEMBER_LIMITS } from '@mo/contracts';
import { Button } from 'primereact/button';
import { useTranslation } from 'react-i18next';

/** The end of an add form: the add-dependent button with its limit, and Next (the submit). */
export function AddFormFooter({ dependents, onAdd }: { dependents: number; onAdd: () => void }) {
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
