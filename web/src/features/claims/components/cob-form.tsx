import {
  COB_TEXT_FIELDS,
  cobTextAsSent,
  stripCobText,
  type CobInput,
  type CobProblem,
  type CobReason,
  type CobReasonCode,
} from '@mo/contracts';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/plain';
import { FieldMessage } from '@/components/field-message';
import { currentLanguage } from '@/lib/i18n';

interface CobFormProps {
  reasons: readonly CobReason[];
  value: CobInput;
  problems: readonly CobProblem[];
  submitting: boolean;
  onChange: (value: CobInput) => void;
  onSubmit: () => void;
}

/**
 * The COB request form (part 2 sections 4 and 5): the reason radios (C1, C2 with the other
 * insurer's name, C3 with its text), characters outside the allowed set stripped and spaces
 * collapsed as typed (trimmed when the field is left), the
 * 50 and 100 character limits, and submit disabled until a reason is chosen and while sending.
 */
export function CobForm({
  reasons,
  value,
  problems,
  submitting,
  onChange,
  onSubmit,
}: CobFormProps) {
  const { t, i18n } = useTranslation('claims');
  const language = currentLanguage(i18n);
  const problemOf = (field: CobProblem['field']) => problems.find((p) => p.field === field);
  const textRule = value.reason ? COB_TEXT_FIELDS[value.reason] : undefined;
  const reasonProblem = problemOf('reason')?.code;
  const textProblem = textRule ? problemOf(textRule.field)?.code : undefined;
  const textValue = textRule ? (value[textRule.field] ?? '') : '';
  const setText = (text: string) => {
    if (!textRule) return;
    onChange({ ...value, [textRule.field]: stripCobText(text).slice(0, textRule.max) });
  };
  // Spaces are collapsed as typed and trimmed once the field is left (and when sent).
  const trimText = () => {
    if (textRule && textValue !== cobTextAsSent(textValue)) setText(cobTextAsSent(textValue));
  };
  // The insurer's name is one line, a description several: the same field otherwise.
  const textProps = {
    id: 'cob-text',
    className: 'p-inputtext',
    value: textValue,
    'aria-invalid': textProblem ? true : undefined,
    'aria-describedby': textProblem ? 'cob-text-error cob-text-count' : 'cob-text-count',
    onChange: (event: { target: { value: string } }) => setText(event.target.value),
    onBlur: trimText,
  };

  return (
    <form
      className="panel claims-cob-form"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        onSubmit();
      }}
      data-testid="cob-form"
    >
      <fieldset aria-describedby={reasonProblem ? 'cob-reason-error' : undefined}>
        <legend>{t('cob.reasonLegend')}</legend>
        {reasons.map((reason) => (
          <div key={reason.code} className="claims-cob-form__radio">
            <input
              type="radio"
              id={`cob-reason-${reason.code}`}
              name="cob-reason"
              value={reason.code}
              checked={value.reason === reason.code}
              onChange={() => onChange({ ...value, reason: reason.code as CobReasonCode })}
              data-testid={`cob-reason-${reason.code}`}
            />
            <label htmlFor={`cob-reason-${reason.code}`}>
              {reason.descriptions[language] || reason.description}
            </label>
          </div>
        ))}
        <FieldMessage id="cob-reason-error" errorCode={reasonProblem} testId="cob-reason-error" />
      </fieldset>
      {textRule && (
        <div className="claims-cob-form__text">
          <label htmlFor="cob-text">
            {t(textRule.field === 'insurerName' ? 'cob.insurerName' : 'cob.descriptionLabel')}
          </label>
          {textRule.field === 'insurerName' ? (
            <input {...textProps} data-testid="cob-insurer-name" />
          ) : (
            <textarea {...textProps} rows={3} data-testid="cob-description" />
          )}
          <p id="cob-text-count" className="claims-cob-form__count">
            {t('cob.count', { length: textValue.length, max: textRule.max })}
          </p>
          <FieldMessage id="cob-text-error" errorCode={textProblem} testId="cob-text-error" />
        </div>
      )}
      <div className="claims-cob-form__actions">
        <Button
          type="submit"
          label={t('cob.submit')}
          loading={submitting}
          disabled={value.reason === ''}
          data-testid="cob-submit"
        />
      </div>
    </form>
  );
}
