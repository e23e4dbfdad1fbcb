import { forwardRef, type ButtonHTMLAttributes } from 'react';
import { classNames } from './class-names';
import { SpinnerIcon } from './icons';

export interface ButtonProps extends Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'children'> {
  label: string;
  /** Busy: the spinner before the label, and disabled. */
  loading?: boolean;
  outlined?: boolean;
  'data-testid'?: string;
}

/**
 * PrimeReact's Button as it renders for the props the portal uses (label, loading, outlined), in
 * plain markup: the same classes (the Lara theme styles it), the label as its accessible name, and
 * no type unless given (as PrimeReact). The sign-in area and every screen's loader and error
 * dialog draw with it, so the first page loads no PrimeReact.
 */
export const Button = forwardRef<HTMLButtonElement, ButtonProps>(function Button(
  { label, loading = false, outlined = false, disabled, className, ...rest },
  ref,
) {
  const off = Boolean(disabled) || loading;
  return (
    <button
      ref={ref}
      aria-label={label}
      {...rest}
      className={classNames(
        className,
        'p-button p-component',
        off && 'p-disabled',
        loading && 'p-button-loading p-button-loading-label-only p-button-loading-left',
        outlined && 'p-button-outlined',
      )}
      disabled={off}
    >
      {loading && (
        <SpinnerIcon className="p-icon p-icon-spin p-button-icon p-c p-button-icon-left p-button-loading-icon" />
      )}
      <span className="p-button-label p-c">{label}</span>
    </button>
  );
});
