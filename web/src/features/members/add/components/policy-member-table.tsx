import { planDisplay, type AlterationPolicy, type RowErrors } from '@mo/contracts';
import { useTranslation } from 'react-i18next';
import { ChoiceField } from '@/features/members/shared/fields';
import { HeadedTable } from '@/components/headed-table';
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

const COLUMNS = ['memberName', 'plan', 'subsidiary', 'effectiveDate'] as const;

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
    <HeadedTable
      className="members-add__table"
      testId={`policy-table-${policy.id}`}
      headings={COLUMNS.map((column) => t(`policySelection.${column}`))}
    >
      {members.map((member, index) => {
        const row = rowOf(member.id);
        const errors = errorsOf(member.id);
        const id = (field: string) => `row-${policy.id}-${index}-${field}`;
        // The plan and the subsidiary: a dropdown cell each, named after the member.
        const choice = (
          field: 'planNo' | 'subsidiaryNo',
          idPart: string,
          label: string,
          options: Array<{ value: string; label: string }>,
        ) => (
          <td>
            <ChoiceField
              id={id(idPart)}
              label={label}
              accessibleName={label}
              hideLabel
              options={options}
              value={row[field]}
              error={errors[field]}
              onChange={(value) => onRowChange(member.id, { ...row, [field]: value })}
            />
          </td>
        );
        return (
          <tr key={member.id} data-testid={`policy-row-${policy.id}-${index}`}>
            <td>{member.name}</td>
            {choice('planNo', 'plan', t('policySelection.planOf', { name: member.name }), plans)}
            {choice(
              'subsidiaryNo',
              'subsidiary',
              t('policySelection.subsidiaryOf', { name: member.name }),
              subsidiaries,
            )}
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
    </HeadedTable>
  );
}
