import type { MemberPolicy } from '@mo/contracts';
import { Checkbox } from 'primereact/checkbox';
import type { ReactNode } from 'react';

interface PolicyCheckProps {
  policy: MemberPolicy;
  checked: boolean;
  onChange: (checked: boolean) => void;
  /** The policy's input table, shown while it is checked. */
  children: ReactNode;
}

/** One policy of the member: its checkbox (pre-checked by the page) and its input table. */
export function PolicyCheck({ policy, checked, onChange, children }: PolicyCheckProps) {
  const id = `alter-policy-${policy.policy.id}`;
  return (
    <section className="panel member-alter__policy" data-testid="alter-policy">
      <div className="member-alter__policy-check">
        <Checkbox
          inputId={id}
          checked={checked}
          onChange={(e) => onChange(Boolean(e.checked))}
          data-testid={`alter-policy-check-${policy.policy.policyNumber}`}
        />
        <label htmlFor={id}>
          {policy.policy.policyRemark} ({policy.policy.policyNumber})
        </label>
      </div>
      {checked ? children : null}
    </section>
  );
}
