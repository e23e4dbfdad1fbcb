import { planDisplay, type AlterationPolicy, type RowErrors } from '@mo/contracts';
import { useTranslation } from 'react-i18next';
import { ChoiceField } from '@/features/members/shared/fields';
import { MaskedDateInput } from '@/components/masked-date-input';

/** One new member's row as typed: the effective date is DD-MM-YYYY until sent. */
export interface RowInput {
  planNo: string;
  subsidiaryNo: string;
  effectiveDate: string;
}

export interface TableMember {
  id: string;
  name: string;
}

interface PolicyMemberTableProps {
  policy: AlterationPolicy;
  members: readonly TableMember[];
  rowOf: (memberId: string) => RowInput;
  onRowChange: (memberId: string, row: RowInput) => void;
  /** Shown after Submit was tried. */
  errorsOf: (memberId: string) => RowErrors;
}

/** The plan, subsidiary and effective date of each new member on one policy. */
export function PolicyMemberTable({
  policy,
  members,
  rowOf,
  onRowChange,
  errorsOf,
}: PolicyMemberTableProps) {
  const { t } = useTranslation('membersAdd');
  const plans = policy.plans.map((p) => ({
    value: p.planNo,
    label: planDisplay(p.planNo, p.planDesc),
  }));
  const subsidiaries = policy.subsidiaryVMList.map((s) => ({
    value: s.subsidiaryNo,
    label: s.subsidiaryName,
  }));
  return (
    <table className="members-add__table" data-testid={`policy-table-${policy.id}`}>
      <thead>
        <tr>
          <th scope="col">{t('policySelection.memberName')}</th>
          <th scope="col">{t('policySelection.plan')}</th>
          <th scope="col">{t('policySelection.subsidiary')}</th>
          <th scope="col">{t('policySelection.effectiveDate')}</th>
        </tr>
      </thead>
      <tbody>
        {members.map((member, index) => {
          const row = rowOf(member.id);
          const errors = errorsOf(member.id);
          const id = (field: string) => `row-${policy.id}-${index}-${field}`;
          return (
            <tr key={member.id} data-testid={`policy-row-${policy.id}-${index}`}>
              <td>{member.name}</td>
              <td>
                <ChoiceField
                  id={id('plan')}
                  label={t('policySelection.planOf', { name: member.name })}
                  accessibleName={t('policySelection.planOf', { name: member.name })}
                  hideLabel
                  options={plans}
                  value={row.planNo}
                  error={errors.planNo}
                  onChange={(planNo) => onRowChange(member.id, { ...row, planNo })}
                />
              </td>
              <td>
                <ChoiceField
                  id={id('subsidiary')}
                  label={t('policySelection.subsidiaryOf', { name: member.name })}
                  accessibleName={t('policySelection.subsidiaryOf', { name: member.name })}
                  hideLabel
                  options={subsidiaries}
                  value={row.subsidiaryNo}
                  error={errors.subsidiaryNo}
                  onChange={(subsidiaryNo) => onRowChange(member.id, { ...row, subsidiaryNo })}
                />
              </td>
              <td>
                <MaskedDateInput
                  id={id('effectiveDate')}
                  testId={id('effectiveDate')}
                  label={t('policySelection.effectiveDateOf', { name: member.name })}
                  hideLabel
                  placeholder={t('fields.datePlaceholder')}
                  value={row.effectiveDate}
                  errorCode={errors.effectiveDate}
                  onChange={(effectiveDate) => onRowChange(member.id, { ...row, effectiveDate })}
                />
              </td>
            </tr>
          );
        })}
      </tbody>
    </table>
  );
}
