import { forwardRef, type InputHTMLAttributes } from 'react';
import { classNames } from './class-names';

export interface InputTextProps extends InputHTMLAttributes<HTMLInputElement> {
  invalid?: boolean;
  'data-testid'?: string;
}

const filled = (value: unknown) => value !== undefined && value !== null && String(value) !== '';

/**
 * PrimeReact's InputText in plain markup: the same classes (p-filled while it holds a value,
 * p-invalid when told), every other attribute as given.
 */
export const InputText = forwardRef<HTMLInputElement, InputTextProps>(function InputText(
  { invalid = false, className, ...rest },
  ref,
) {
  return (
    <input
      ref={ref}
      {...rest}
      className={classNames(
        className,
        'p-inputtext p-component',
        rest.disabled && 'p-disabled',
        (filled(rest.value) || filled(rest.defaultValue)) && 'p-filled',
        invalid && 'p-invalid',
      )}
    />
  );
});
