import { forwardRef, useState, type FocusEventHandler } from 'react';
import { useTranslation } from 'react-i18next';
import { InputText } from './plain';
import { PrimeIcon, eyeIcon, eyeSlashIcon } from './plain/prime-icons';

interface PasswordFieldProps {
  id: string;
  value: string;
  onChange: (value: string) => void;
  onBlur?: FocusEventHandler<HTMLInputElement>;
  maxLength: number;
  invalid?: boolean;
  describedBy?: string;
  autoComplete?: string;
  testId?: string;
}

/** Password input with a real, labelled show/hide button (keyboard reachable). */
export const PasswordField = forwardRef<HTMLInputElement, PasswordFieldProps>(
  function PasswordField(
    { id, value, onChange, onBlur, maxLength, invalid, describedBy, autoComplete, testId },
    ref,
  ) {
    const { t } = useTranslation('auth');
    const [visible, setVisible] = useState(false);
    return (
      <div className="password-field">
        <InputText
          ref={ref}
          id={id}
          type={visible ? 'text' : 'password'}
          value={value}
          onChange={(event) => onChange(event.target.value)}
          onBlur={onBlur}
          maxLength={maxLength}
          autoComplete={autoComplete ?? 'current-password'}
          invalid={invalid}
          aria-invalid={invalid || undefined}
          aria-describedby={describedBy}
          data-testid={testId}
        />
        <button
          type="button"
          className="password-field__toggle"
          aria-label={visible ? t('signIn.hidePassword') : t('signIn.showPassword')}
          aria-controls={id}
          aria-pressed={visible}
          onClick={() => setVisible((v) => !v)}
        >
          <PrimeIcon icon={visible ? eyeSlashIcon : eyeIcon} />
        </button>
      </div>
    );
  },
);
