import type { MemberPolicy } from '@mo/contracts';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { PolicyCheck } from './policy-check';

interface PolicyTableProps {
  policy: MemberPolicy;
  checked: boolean;
  onToggle: (checked: boolean) => void;
  testId: string;
  memberName: string;
  /** The headers of the columns after the member's name. */
  headers: readonly string[];
  /** The cells of those columns. */
  children: ReactNode;
}

/** One policy's checkbox and, while checked, its one-row input table led by the member's name. */
export function PolicyTable({
  policy,
  checked,
  onToggle,
  testId,
  memberName,
  headers,
  children,
}: PolicyTableProps) {
  const { t } = useTranslation('membersAlter');
  return (
    <PolicyCheck policy={policy} checked={checked} onChange={onToggle}>
      <table className="member-alter__table" data-testid={testId}>
        <thead>
          <tr>
            <th scope="col">{t('table.memberName')}</th>
            {headers.map((header) => (
              <th key={header} scope="col">
                {header}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          <tr>
            <td>{memberName}</td>
            {children}
          </tr>
        </tbody>
      </table>
    </PolicyCheck>
  );
}
