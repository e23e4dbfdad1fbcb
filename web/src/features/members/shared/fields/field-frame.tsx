import type { ReactNode } from 'react';

interface FieldFrameProps {
  id: string;
  label: ReactNode;
  required?: boolean;
  /** The input(s) and the error text under them. */
  children: ReactNode;
}

/** A member form field's frame: its label (with * when required) over the input. */
export function FieldFrame({ id, label, required = false, children }: FieldFrameProps) {
  return (
    <div className="form-field member-field">
      <label htmlFor={id}>
        {label}
        {required ? <span aria-hidden> *</span> : null}
      </label>
      {children}
    </div>
  );
}

/**
 * The props of a compound field's leading dropdown (the phone's country, the salary's currency):
 * its label read by screen readers only.
 */
export const leadingChoice = (id: string, label: string, className: string) => ({
  id,
  label,
  accessibleName: label,
  hideLabel: true,
  className,
});
