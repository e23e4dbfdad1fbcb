import { forwardRef } from 'react';
import { LIMITS } from '@mo/contracts';
import { InputText } from './plain';

interface OtpInputProps {
  id: string;
  value: string;
  /** Receives what was typed or pasted, digits only, at most six. */
  onChange: (value: string) => void;
  invalid?: boolean;
  describedBy?: string;
  disabled?: boolean;
  /** Focus or click on the field (used to clear a rejected code). */
  onInteract?: () => void;
}

const digitsOnly = (value: string) => value.replace(/\D/g, '').slice(0, LIMITS.otpLength);

/**
 * The six-digit code as one field: one label, paste and SMS/email autofill work, and screen
 * readers read one value. The digit boxes are drawn by CSS.
 */
export const OtpInput = forwardRef<HTMLInputElement, OtpInputProps>(function OtpInput(
  { id, value, onChange, invalid, describedBy, disabled, onInteract },
  ref,
) {
  return (
    <InputText
      ref={ref}
      id={id}
      className="otp-input"
      value={value}
      onChange={(event) => onChange(digitsOnly(event.target.value))}
      onFocus={onInteract}
      onClick={onInteract}
      inputMode="numeric"
      autoComplete="one-time-code"
      pattern="[0-9]*"
      maxLength={LIMITS.otpLength}
      invalid={invalid}
      aria-invalid={invalid || undefined}
      aria-describedby={describedBy}
      disabled={disabled}
      data-testid="otp-input"
    />
  );
});
