import { DropdownField, type DropdownFieldProps } from './dropdown-field';

interface LabelledDropdownProps extends Omit<DropdownFieldProps, 'accessibleName'> {
  /** The visible label, also the hidden native select's name. */
  label: string;
  labelClassName?: string;
}

/** A dropdown with its visible <label>: one text names both, so the two never drift apart. */
export function LabelledDropdown({ label, labelClassName, ...props }: LabelledDropdownProps) {
  return (
    <>
      <label htmlFor={props.inputId} className={labelClassName}>
        {label}
      </label>
      <DropdownField accessibleName={label} {...props} />
    </>
  );
}
