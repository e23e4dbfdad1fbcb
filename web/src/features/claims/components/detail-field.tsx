import type { ReactNode } from 'react';
import { placeholder } from '@/lib/formatters';

/** One label and value of a detail card; a missing value shows "--" (part 2 section 9). */
export function DetailField({
  name,
  label,
  children,
  tip,
}: {
  name: string;
  label: string;
  children: ReactNode;
  tip?: ReactNode;
}) {
  const empty = children === null || children === undefined || children === '';
  return (
    <div className="claims-field">
      <dt>
        {label}
        {tip}
      </dt>
      <dd data-testid={`claim-field-${name}`}>{empty ? placeholder(null) : children}</dd>
    </div>
  );
}
