import type { Bank } from '@mo/contracts';
import { skipToken } from '@reduxjs/toolkit/query';
import { useMemo, type ReactNode } from 'react';
import { useSelector } from 'react-redux';
import { selectCompany } from '@/lib/session';
import { useMemberBankListQuery } from './api/bank-list';
import { ChoiceField } from './choice-field';

export interface BankFieldProps {
  id: string;
  label: ReactNode;
  accessibleName: string;
  value: Bank | null;
  onChange: (bank: Bank | null) => void;
  error?: string | null;
}

/** The bank of an account: bankList of the selected company, with a search (from 3 characters). */
export function BankField({ id, label, accessibleName, value, onChange, error }: BankFieldProps) {
  const companyId = useSelector(selectCompany)?.id;
  const { data } = useMemberBankListQuery(companyId ? { companyId } : skipToken);
  const options = useMemo(
    () => (data?.banks ?? []).map((b) => ({ value: b.key, label: b.desc, bank: b })),
    [data],
  );
  // A stored bank the list no longer has still shows as chosen.
  const withCurrent =
    value && !options.some((o) => o.value === value.key)
      ? [...options, { value: value.key, label: value.desc, bank: value }]
      : options;
  return (
    <ChoiceField
      id={id}
      label={label}
      accessibleName={accessibleName}
      options={withCurrent}
      value={value?.key ?? ''}
      searchable
      error={error}
      onChange={(_key, option) => onChange(option ? option.bank : null)}
    />
  );
}
