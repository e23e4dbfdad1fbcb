import {
  ALL_POLICIES_ID,
  REPORT_CHANNELS,
  REPORT_DATE_CRITERIA,
  REPORT_REQUEST_TYPES,
  type Policy,
  type ReportChannel,
  type ReportCode,
  type ReportDateCriterion,
  type ReportFormat,
  type ReportRequestType,
  type ReportType,
} from '@mo/contracts';
import { Sidebar } from 'primereact/sidebar';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, ProgressSpinner } from '@/components/plain';
import { formatDate } from '@/lib/formatters';
import { currentLanguage } from '@/lib/i18n';
import type { ReportDownloadRequest } from '@/lib/report-download';
import { useCompanyChange } from '@/lib/use-company-change';
import {
  checkRange,
  dateWindow,
  shownDates,
  UNTYPED,
  type TypedRange,
} from '../rules/report-dates';
import {
  chooseFormat,
  controlsOf,
  downloadRequestOf,
  formatsOf,
  isAllPolicies,
  newestPeriod,
} from '../rules/report-rules';
import { DownloadStatus } from './download-status';
import { ReportDateRange, type DateField } from './report-date-range';
import { ReportChoices, ReportDropdown } from './report-fields';

export interface ReportDrawerProps {
  visible: boolean;
  onHide: () => void;
  companyId: string;
  /** The cards the user may pick (already limited by their modules). */
  cards: readonly ReportType[];
  policies: readonly Policy[];
  /** Today on the server's clock (Jakarta), YYYY-MM-DD: the range's end and its minimum's base. */
  today: string;
  /** The drawer's reads are still arriving (cards, policies, today). */
  loading: boolean;
  /** A report is being listed, fetched or waited on: Generate is off. */
  busy: boolean;
  onGenerate: (request: ReportDownloadRequest) => void;
}

const UNTOUCHED: Record<DateField, boolean> = { from: false, to: false };

/**
 * The reports drawer (part 2 sections 2, 4 and 5): the policy and period, the report-type cards,
 * and for the chosen card its save-as formats, date range (with the date criteria for the two
 * claim transaction reports), channel, request type and the 4-month note; Generate starts the
 * download through the shared saga. Readings: docs/spec-notes.md (Reports screens).
 */
export function ReportDrawer(props: ReportDrawerProps) {
  const { t, i18n } = useTranslation('reports');
  const language = currentLanguage(i18n);
  const id = useId();
  const [chosenPolicy, setChosenPolicy] = useState<string | null>(null);
  const [chosenPeriod, setChosenPeriod] = useState<string | null>(null);
  const [reportCode, setReportCode] = useState<ReportCode | null>(null);
  const [chosenFormat, setFormat] = useState<ReportFormat | null>(null);
  // The typed dates (null: the window's bound) and which field has been left.
  const [typed, setTyped] = useState<TypedRange>(UNTYPED);
  const [touched, setTouched] = useState(UNTOUCHED);
  const [criterion, setCriterion] = useState<ReportDateCriterion>('eventDate');
  const [channel, setChannel] = useState<ReportChannel>('ALL');
  const [requestType, setRequestType] = useState<ReportRequestType>('ALL');
  // A new policy or period: the range starts again as the whole window.
  const resetDates = () => {
    setTyped(UNTYPED);
    setTouched(UNTOUCHED);
  };
  // Another company: its own policies (the first again) and dates.
  useCompanyChange(() => {
    setChosenPolicy(null);
    setChosenPeriod(null);
    resetDates();
  });

  const knownPolicy = props.policies.find((p) => p.id === chosenPolicy);
  const policyId =
    chosenPolicy === ALL_POLICIES_ID
      ? ALL_POLICIES_ID
      : (knownPolicy?.id ?? props.policies[0]?.id ?? ALL_POLICIES_ID);
  const policy = props.policies.find((p) => p.id === policyId);
  const card = props.cards.find((c) => c.value === reportCode) ?? null;
  const controls = controlsOf(card, policyId);
  const periods = policy?.policyPeriodVMList ?? [];
  const newest = newestPeriod(periods);
  const periodId = isAllPolicies(policyId)
    ? null
    : (periods.find((p) => p.id === chosenPeriod)?.id ?? newest?.id ?? null);
  const period = controls.period ? periods.find((p) => p.id === periodId) : undefined;
  const format = chooseFormat(card, chosenFormat);
  const window =
    card && controls.dateRange
      ? dateWindow(props.today, card.value, policyId, period, criterion)
      : null;
  const shown = window ? shownDates(typed, window) : null;
  const check = window && shown ? checkRange(shown, window) : null;
  const invalidRange = check !== null && check.range === null;
  const ready = !props.loading && card !== null && format !== null && !invalidRange;

  const generate = () => {
    if (!ready || !card || !format || props.busy) return;
    props.onGenerate(
      downloadRequestOf(card, {
        companyId: props.companyId,
        policyId,
        periodId,
        format,
        range: check?.range ?? { from: '', to: '' },
        criterion,
        channel,
        requestType,
      }),
    );
  };

  const periodLabel = (from: string, to: string) =>
    t('drawer.periodValue', { from: formatDate(from, language), to: formatDate(to, language) });

  return (
    <Sidebar
      visible={props.visible}
      onHide={props.onHide}
      position="right"
      className="report-drawer"
      header={<h2 id={`${id}-title`}>{t('drawer.title')}</h2>}
      ariaCloseLabel={t('drawer.close')}
      blockScroll
      pt={{
        // A modal panel over the page, named by its title (PrimeReact says complementary).
        root: {
          role: 'dialog',
          'aria-modal': 'true',
          'aria-labelledby': `${id}-title`,
          'data-testid': 'report-drawer',
        } as Record<string, string>,
      }}
    >
      {props.loading ? (
        <div className="report-drawer__loading" role="status" aria-live="polite">
          <ProgressSpinner style={{ width: '2.5rem', height: '2.5rem' }} />
          <span>{t('drawer.loading')}</span>
        </div>
      ) : (
        <form
          className="report-form"
          onSubmit={(event) => {
            event.preventDefault();
            generate();
          }}
          noValidate
        >
          <div className="report-form__row">
            <ReportDropdown
              label={t('drawer.policy')}
              inputId={`${id}-policy`}
              value={policyId}
              options={[
                { value: ALL_POLICIES_ID, label: t('drawer.allPolicies') },
                ...props.policies.map((p) => ({
                  value: p.id,
                  label: t('drawer.policyOption', { type: p.policyType, number: p.policyNo }),
                })),
              ]}
              onChange={(event) => {
                setChosenPolicy(String(event.value));
                setChosenPeriod(null);
                resetDates();
              }}
              data-testid="report-policy"
            />
            {controls.period && (
              <ReportDropdown
                label={t('drawer.period')}
                inputId={`${id}-period`}
                value={periodId}
                placeholder={isAllPolicies(policyId) ? t('drawer.allPeriods') : undefined}
                disabled={controls.periodDisabled}
                options={periods.map((p) => ({
                  value: p.id,
                  label: periodLabel(p.policyPeriodFrom, p.policyPeriodTo),
                }))}
                onChange={(event) => {
                  setChosenPeriod(String(event.value));
                  resetDates();
                }}
                data-testid="report-period"
              />
            )}
          </div>

          <fieldset className="report-form__group">
            <legend>{t('drawer.reportType')}</legend>
            {props.cards.length === 0 ? (
              <p data-testid="report-no-cards">{t('drawer.noCards')}</p>
            ) : (
              <div className="report-cards">
                {props.cards.map((c) => (
                  <label
                    key={c.value}
                    className={`report-card${c.value === reportCode ? ' is-selected' : ''}`}
                    data-testid={`report-card-${c.value}`}
                  >
                    <input
                      type="radio"
                      name={`${id}-report`}
                      value={c.value}
                      checked={c.value === reportCode}
                      onChange={() => setReportCode(c.value)}
                    />
                    <span className="report-card__text">
                      <span className="report-card__title">{c.titles[language] || c.title}</span>
                      <span className="report-card__description">{c.descriptions[language]}</span>
                    </span>
                  </label>
                ))}
              </div>
            )}
          </fieldset>

          {card && (
            <ReportChoices
              id={id}
              kind="format"
              legend={t('drawer.saveAs')}
              testId="report-formats"
              choices={formatsOf(card)}
              chosen={format}
              onChoose={setFormat}
              labelOf={(f) => t(`format.${f}`)}
            />
          )}

          {controls.dateCriteria && (
            <ReportChoices
              id={id}
              kind="criterion"
              legend={t('drawer.dateCriteria')}
              testId="report-date-criteria"
              choices={REPORT_DATE_CRITERIA}
              chosen={criterion}
              onChoose={setCriterion}
              labelOf={(c) => t(`criterion.${c}`)}
            />
          )}

          {window && shown && check && (
            <ReportDateRange
              id={id}
              window={window}
              shown={shown}
              check={check}
              touched={touched}
              onType={(field, value) => setTyped({ ...shown, [field]: value })}
              onLeave={(field) => setTouched({ ...touched, [field]: true })}
            />
          )}

          {(controls.channel || controls.requestType) && (
            <div className="report-form__row">
              {controls.channel && (
                <ReportDropdown
                  label={t('drawer.channel')}
                  inputId={`${id}-channel`}
                  value={channel}
                  options={REPORT_CHANNELS.map((c) => ({ value: c, label: t(`channel.${c}`) }))}
                  onChange={(event) => setChannel(event.value as ReportChannel)}
                  data-testid="report-channel"
                />
              )}
              {controls.requestType && (
                <ReportDropdown
                  label={t('drawer.requestType')}
                  inputId={`${id}-request`}
                  value={requestType}
                  options={REPORT_REQUEST_TYPES.map((r) => ({
                    value: r,
                    label: t(`requestType.${r}`),
                  }))}
                  onChange={(event) => setRequestType(event.value as ReportRequestType)}
                  data-testid="report-request-type"
                />
              )}
            </div>
          )}

          {controls.note && (
            <p className="report-form__note" data-testid="report-note">
              <i className="pi pi-info-circle" aria-hidden /> {t('drawer.note')}
            </p>
          )}

          <Button
            type="submit"
            label={t('drawer.generate')}
            loading={props.busy}
            disabled={!ready}
            data-testid="report-generate"
          />
          <DownloadStatus />
        </form>
      )}
    </Sidebar>
  );
}
