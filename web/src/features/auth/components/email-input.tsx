import { forwardRef } from 'react';
import { useTranslation } from 'react-i18next';
import { LIMITS } from '@mo/contracts';
import { InputText } from '@/components/plain';
import { limitEmail } from '../validation';

interface EmailInputProps {
  /** Names the input, its test id and (with "-error") the message under it. */
  id: string;
  value: string;
  /** The typed value, already cut to the email's length limit. */
  onChange: (value: string) => void;
  onBlur: () => void;
  invalid: boolean;
}

/** The sign-in email input (sign-in and forgot password share its rules, spec part 1 section 5). */
export const EmailInput = forwardRef<HTMLInputElement, EmailInputProps>(function EmailInput(
  { id, value, onChange, onBlur, invalid },
  ref,
) {
  const { t } = useTranslation('auth');
  return (
    <InputText
      ref={ref}
      id={id}
      type="email"
      value={value}
      placeholder={t('signIn.emailPlaceholder')}
      onChange={(event) => onChange(limitEmail(event.target.value))}
      onBlur={onBlur}
      maxLength={LIMITS.emailMax}
      autoComplete="username"
      invalid={invalid}
      aria-invalid={invalid || undefined}
      aria-describedby={invalid ? `${id}-error` : undefined}
      data-testid={id}
    />
  );
});
