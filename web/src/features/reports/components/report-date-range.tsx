import { useTranslation } from 'react-i18next';
import { MaskedDateInput } from '@/components/masked-date-input';
import { formatDate } from '@/lib/formatters';
import { currentLanguage } from '@/lib/i18n';
import {
  isEmptyWindow,
  type DateFieldError,
  type DateWindow,
  type RangeCheck,
} from '../rules/report-dates';

export type DateField = 'from' | 'to';

export interface ReportDateRangeProps {
  /** The drawer's id prefix (the inputs are `${id}-from` and `${id}-to`). */
  id: string;
  window: DateWindow;
  /** What each field shows (DD-MM-YYYY as typed, or the window's bound). */
  shown: { from: string; to: string };
  check: RangeCheck;
  /** A field's message shows once it has been left (not while the date is being typed). */
  touched: Record<DateField, boolean>;
  onType: (field: DateField, value: string) => void;
  onLeave: (field: DateField) => void;
}

/**
 * The date range of the reports drawer: two dates typed as on the member forms (DD-MM-YYYY with
 * the mask, or DD MMM YYYY; shown as DD MMM YYYY in the page's language once left), err009 for a
 * date that is not one, and the range's rules (part 2 section 5) with the bound each breaks.
 */
export function ReportDateRange({
  id,
  window,
  shown,
  check,
  touched,
  onType,
  onLeave,
}: ReportDateRangeProps) {
  const { t, i18n } = useTranslation('reports');
  const language = currentLanguage(i18n);
  const date = (iso: string) => formatDate(iso, language);
  const messageOf = (error: DateFieldError | null) => {
    if (!error || 'code' in error) return { errorCode: error?.code ?? null };
    return {
      errorText:
        error.rule === 'order'
          ? t('drawer.errors.order')
          : t(`drawer.errors.${error.rule}`, { date: date(error.date) }),
    };
  };
  const field = (name: DateField) => (
    <div className="report-form__field">
      <MaskedDateInput
        id={`${id}-${name}`}
        label={t(name === 'from' ? 'drawer.dateFrom' : 'drawer.dateTo')}
        value={shown[name]}
        placeholder={t('drawer.datePlaceholder')}
        onChange={(value) => onType(name, value)}
        onBlur={() => onLeave(name)}
        {...(touched[name] ? messageOf(check[name]) : {})}
        testId={`report-date-${name}`}
      />
    </div>
  );
  const empty = isEmptyWindow(window);
  return (
    <fieldset className="report-form__group" data-testid="report-dates">
      <legend>{t('drawer.dateRange')}</legend>
      <div className="report-form__row">
        {field('from')}
        {field('to')}
      </div>
      {empty ? (
        <small role="alert" className="field-message field-message--error">
          {t('drawer.errors.periodOutside')}
        </small>
      ) : (
        <small className="report-form__hint" data-testid="report-date-hint">
          {t(window.byPeriod ? 'drawer.dateHintPeriod' : 'drawer.dateHint', {
            from: date(window.from),
            to: date(window.to),
          })}
        </small>
      )}
    </fieldset>
  );
}
