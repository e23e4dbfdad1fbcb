import { MEMBER_LIMITS, trimMobileNumber } from '@mo/contracts';
import { InputText } from 'primereact/inputtext';
import { useMemo, type ReactNode } from 'react';
import { flushSync } from 'react-dom';
import { useTranslation } from 'react-i18next';
import { currentLanguage } from '@/lib/i18n';
import { digitsOnly } from '@/lib/input-filters';
import { ChoiceField, type ChoiceOption } from './choice-field';
import { FieldErrorText, errorIdOf, invalidProps } from './field-error';
import { FieldFrame, leadingChoice } from './field-frame';
import { countryNameIn, useCountries, type Country } from './use-countries';

/** The phone part of a form: what the field changes together. */
export interface PhoneValue {
  countryCode: string;
  countryDialCode: string;
  mobileNumber: string;
}

export interface MobileNumberFieldProps {
  id: string;
  label: ReactNode;
  accessibleName: string;
  value: PhoneValue;
  /** The new value and the chosen country (its flag for dependent forms). */
  onChange: (value: PhoneValue, country: Country | undefined) => void;
  error?: string | null;
  required?: boolean;
}

interface CountryOption extends ChoiceOption {
  country: Country;
}

/**
 * Mobile number with its country dial-code dropdown (getSysParam COUNTRY, popular countries
 * first, search from 3 characters): digits only, at most 12; on blur the spaces and a leading 0
 * are trimmed (spec part 1 section 5), so 0812... becomes 812... after the dial code.
 */
export function MobileNumberField({
  id,
  label,
  accessibleName,
  value,
  onChange,
  error,
  required = false,
}: MobileNumberFieldProps) {
  const { t, i18n } = useTranslation('membersAdd');
  const language = currentLanguage(i18n);
  const countries = useCountries();
  const options = useMemo<CountryOption[]>(
    () =>
      countries.map((c) => ({
        value: c.code,
        label: `${countryNameIn(c, language)} (${c.dialCode})`,
        country: c,
      })),
    [countries, language],
  );
  const errorId = errorIdOf(id);
  // Once, when the number is left: the rule then refuses what still starts with 0.
  const leave = () => {
    const trimmed = trimMobileNumber(value.mobileNumber);
    if (trimmed !== value.mobileNumber) onChange({ ...value, mobileNumber: trimmed }, undefined);
  };
  return (
    <FieldFrame id={id} label={label} required={required}>
      <div className="member-phone">
        <ChoiceField
          {...leadingChoice(`${id}-country`, t('fields.countryCode'), 'member-phone__country')}
          options={options}
          value={value.countryCode}
          searchable
          valueTemplate={(o) => (o ? o.country.dialCode : value.countryDialCode)}
          onChange={(code, option) =>
            onChange(
              {
                ...value,
                countryCode: code,
                countryDialCode: option?.country.dialCode ?? value.countryDialCode,
              },
              option?.country,
            )
          }
        />
        <InputText
          id={id}
          data-testid={id}
          value={value.mobileNumber}
          inputMode="numeric"
          maxLength={MEMBER_LIMITS.fields.mobileNumber}
          aria-label={accessibleName}
          aria-required={required || undefined}
          {...invalidProps(error, errorId)}
          onChange={(e) =>
            onChange({ ...value, mobileNumber: digitsOnly(e.target.value) }, undefined)
          }
          onBlur={leave}
          // Enter submits the form without leaving the field: trim first, so the check sees it.
          onKeyDown={(e) => {
            if (e.key === 'Enter') flushSync(leave);
          }}
        />
      </div>
      <FieldErrorText id={errorId} error={error} />
    </FieldFrame>
  );
}
