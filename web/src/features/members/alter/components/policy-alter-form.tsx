import type { MemberPolicy, RowErrors } from '@mo/contracts';
import { skipToken } from '@reduxjs/toolkit/query';
import { Button } from 'primereact/button';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useFocusFirstInvalid } from '@/components/focus-first-invalid';
import { FieldMessage } from '@/components/field-message';
import { MaskedDateInput } from '@/components/masked-date-input';
import { useAlterMemberDetailsQuery } from '../api/member-details';
import { useAlterMemberPoliciesQuery } from '../api/member-policies';
import { useToday } from '@/features/members/shared/api/server-today';
import { AlterFrame, useAlterExit } from './alter-frame';
import { PolicyTable } from './policy-table';
import { useAlterParams } from './use-alter-params';
import { usePolicyRows } from './use-policy-rows';

type RowRules<Row> = (policy: MemberPolicy, memberId: string, row: Row, today: string) => RowErrors;

/**
 * What the per-policy alter forms (change plan, remove member) share: the member and its
 * policies, the server's today, the rows' state and the leave guard. `begin` marks a submit
 * attempt and answers the request's member part, or null while the rows are not valid.
 */
export function usePolicyAlteration<Row extends { date: string }>(
  emptyRow: Row,
  rowRules: RowRules<Row>,
) {
  const { companyId, memberId, memberNumber, policyNumber } = useAlterParams();
  const args = companyId && memberId ? { companyId, memberId } : skipToken;
  const details = useAlterMemberDetailsQuery(args);
  const policies = useAlterMemberPoliciesQuery(args);
  const { today, loading: clockLoading } = useToday();
  const list = policies.data?.policies ?? [];
  // Every policy is pre-checked once loaded (spec: all pre-checked); the user unticks.
  const rows = usePolicyRows(list, emptyRow, (p, row) => rowRules(p, memberId, row, today));
  const { guard, leaveTo } = useAlterExit(rows.dirty);
  const focusInvalid = useFocusFirstInvalid();

  const begin = () => {
    if (!rows.attempt()) {
      focusInvalid();
      return null;
    }
    if (!companyId) return null;
    const first = list[0];
    return {
      companyId,
      memberId,
      memberNumber: memberNumber || first?.memberNumber || '',
      policyNumber: policyNumber || first?.policy.policyNumber || '',
    };
  };

  return {
    companyId,
    memberId,
    details,
    policies,
    list,
    rows,
    guard,
    leaveTo,
    begin,
    name: details.data?.memberName ?? '',
    loading: details.isLoading || policies.isLoading || clockLoading,
  };
}

type Alteration<Row extends { date: string }> = ReturnType<typeof usePolicyAlteration<Row>>;

interface PolicyAlterFormProps<Row extends { date: string }> {
  form: Alteration<Row>;
  /** The test ids' and element ids' lead: `${prefix}-table-…`, `${prefix}-date-…`. */
  prefix: string;
  title: string;
  list: { to: string; label: string };
  description: ReactNode;
  /** The headers of the columns before the effective date. */
  headers: readonly string[];
  /** The cells of those columns, for one policy's row. */
  cells: (policy: MemberPolicy, row: Row) => ReactNode;
  /** What stands between the tables and the table's error (the remove form's notes). */
  notes?: ReactNode;
  submitting: boolean;
  failure: { errorCode: string } | null;
  onCloseFailure: () => void;
  onSubmit: () => void;
  testId: string;
}

/** A per-policy alter form: one table per policy, its cells and an effective date, then submit. */
export function PolicyAlterForm<Row extends { date: string }>({
  form,
  prefix,
  title,
  list,
  description,
  headers,
  cells,
  notes,
  submitting,
  failure,
  onCloseFailure,
  onSubmit,
  testId,
}: PolicyAlterFormProps<Row>) {
  const { t } = useTranslation('membersAlter');
  const { rowOf, isChecked, toggle, edit, touch, shown, tableError, checked } = form.rows;
  return (
    <AlterFrame
      title={title}
      list={list}
      current={form.name}
      guard={form.guard}
      loading={form.loading}
      submitting={submitting}
      failure={failure}
      onCloseFailure={onCloseFailure}
      testId={testId}
    >
      {description}
      {form.list.map((p) => {
        const row = rowOf(p);
        return (
          <PolicyTable
            key={p.policy.id}
            policy={p}
            checked={isChecked(p)}
            onToggle={(on) => toggle(p, on)}
            testId={`${prefix}-table-${p.policy.policyNumber}`}
            memberName={form.name}
            headers={[...headers, t('table.effectiveDate')]}
          >
            {cells(p, row)}
            <td>
              <MaskedDateInput
                id={`${prefix}-date-${p.policy.id}`}
                label={t('table.effectiveDate')}
                hideLabel
                value={row.date}
                placeholder={t('datePlaceholder')}
                onChange={(date) => edit(p, { date } as Partial<Row>)}
                onBlur={() => touch(p, 'effectiveDate')}
                errorCode={shown(p, 'effectiveDate')}
                testId={`${prefix}-date-${p.policy.policyNumber}`}
              />
            </td>
          </PolicyTable>
        );
      })}
      {notes}
      <FieldMessage
        id={`${prefix}-table-message`}
        errorCode={tableError}
        testId="alter-table-error"
      />
      <div className="member-alter__actions">
        <Button
          label={t('submit')}
          disabled={checked.length === 0 || submitting}
          onClick={onSubmit}
          data-testid="alter-submit"
        />
      </div>
    </AlterFrame>
  );
}
