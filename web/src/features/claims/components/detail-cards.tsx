import { formatMemberNumber, type ClaimDetail } from '@mo/contracts';
import { useTranslation } from 'react-i18next';
import { TableScroll } from '../../../components/table-scroll';
import { formatAmount, formatDate } from '../../../lib/formatters';
import { currentLanguage } from '../../../lib/i18n';
import { ClaimRemarks } from './claim-remarks';
import { claimStatusText, claimTypeText, memberTypeText } from './claim-words';
import { DetailField } from './detail-field';
import { InfoTip } from './info-tip';

type Card = { detail: ClaimDetail };

const useWords = () => {
  const { t, i18n } = useTranslation('claims');
  const language = currentLanguage(i18n);
  return {
    t,
    date: (iso: string | null | undefined) => (iso ? formatDate(iso, language) : ''),
    money: (amount: number) => formatAmount(amount, 'IDR'),
  };
};

/** Claim summary: status, type, benefit, diagnosis, provider, dates, amounts and remarks. */
export function SummaryCard({ detail }: Card) {
  const { t, date, money } = useWords();
  const provider = detail.hospital.name || detail.serviceProviderDesc;
  return (
    <section
      className="panel claims-card"
      aria-labelledby="claim-summary"
      data-testid="claim-card-summary"
    >
      <h2 id="claim-summary">{t('detail.cards.summary')}</h2>
      <dl className="claims-fields">
        <DetailField name="status" label={t('detail.fields.status')}>
          {claimStatusText(t, detail.status.code, detail.statusDesc || detail.status.desc)}
        </DetailField>
        <DetailField name="claimType" label={t('detail.fields.claimType')}>
          {claimTypeText(t, detail.claimType)}
        </DetailField>
        <DetailField name="benefit" label={t('detail.fields.benefit')}>
          {detail.benefit.desc}
        </DetailField>
        <DetailField name="diagnosis" label={t('detail.fields.diagnosis')}>
          {detail.diagnosis.code &&
            t('detail.diagnosisValue', {
              code: detail.diagnosis.code,
              desc: detail.diagnosis.longDesc || detail.diagnosis.shortDesc,
            })}
        </DetailField>
        <DetailField name="provider" label={t('detail.fields.provider')}>
          {provider}
        </DetailField>
        <DetailField name="eventDate" label={t('detail.fields.eventDate')}>
          {date(detail.eventDate)}
        </DetailField>
        <DetailField name="visit" label={t('detail.fields.visit')}>
          {detail.visitStartDate &&
            t('selectors.periodValue', {
              from: date(detail.visitStartDate),
              to: date(detail.visitEndDate),
            })}
        </DetailField>
        <DetailField name="receivedDate" label={t('detail.fields.receivedDate')}>
          {date(detail.receivedDate)}
        </DetailField>
        <DetailField name="incurred" label={t('detail.fields.incurred')}>
          {money(detail.incurred.amount)}
        </DetailField>
        <DetailField
          name="nonPayable"
          label={t('detail.fields.nonPayable')}
          tip={
            <InfoTip
              label={t('detail.tipAbout', { field: t('detail.fields.nonPayable') })}
              text={detail.nonPayableTooltip}
              testId="claim-tip-nonPayable"
            />
          }
        >
          {money(detail.nonPayable.amount)}
        </DetailField>
        <DetailField
          name="excessClaim"
          label={t('detail.fields.excessClaim')}
          tip={
            <InfoTip
              label={t('detail.tipAbout', { field: t('detail.fields.excessClaim') })}
              text={detail.excessClaimTooltip}
              testId="claim-tip-excessClaim"
            />
          }
        >
          {money(detail.excessClaim.amount)}
        </DetailField>
        <DetailField name="advancePayment" label={t('detail.fields.advancePayment')}>
          {money(detail.advancePayment.advancePaymentAmount.amount)}
        </DetailField>
        <DetailField name="refund" label={t('detail.fields.refund')}>
          {money(detail.refund.refundAmount.amount)}
        </DetailField>
        <DetailField name="totalPayout" label={t('detail.fields.totalPayout')}>
          {money(detail.totalPayout.amount)}
        </DetailField>
      </dl>
      <h3 className="claims-card__subheading">{t('detail.fields.remarks')}</h3>
      <ClaimRemarks remarks={[detail.claimRemarks1, detail.claimRemarks2, detail.claimRemarks3]} />
    </section>
  );
}

/** Policy: holder, insured member, policy, plan and period. */
export function PolicyCard({ detail }: Card) {
  const { t, date } = useWords();
  return (
    <section
      className="panel claims-card"
      aria-labelledby="claim-policy"
      data-testid="claim-card-policy"
    >
      <h2 id="claim-policy">{t('detail.cards.policy')}</h2>
      <dl className="claims-fields">
        <DetailField name="policyHolder" label={t('detail.fields.policyHolder')}>
          {detail.policyHolder}
        </DetailField>
        <DetailField name="insured" label={t('detail.fields.insured')}>
          {detail.insured}
        </DetailField>
        <DetailField name="memberNo" label={t('detail.fields.memberNo')}>
          {detail.memberNo && formatMemberNumber(detail.memberNo)}
        </DetailField>
        <DetailField name="memberType" label={t('detail.fields.memberType')}>
          {memberTypeText(t, detail.memberType)}
        </DetailField>
        <DetailField name="policyNumber" label={t('detail.fields.policyNumber')}>
          {detail.policyNumber || detail.policy.policyNumber}
        </DetailField>
        <DetailField name="benefitsType" label={t('detail.fields.benefitsType')}>
          {detail.benefitsType}
        </DetailField>
        <DetailField name="policyPeriod" label={t('detail.fields.policyPeriod')}>
          {detail.policy.start &&
            t('selectors.periodValue', {
              from: date(detail.policy.start),
              to: date(detail.policy.end),
            })}
        </DetailField>
        <DetailField name="planNumber" label={t('detail.fields.planNumber')}>
          {detail.policy.planNumber}
        </DetailField>
      </dl>
    </section>
  );
}

/** Payments made on the claim (none yet: a note). */
export function PaymentsCard({ detail }: Card) {
  const { t, date, money } = useWords();
  return (
    <section
      className="panel claims-card"
      aria-labelledby="claim-payments"
      data-testid="claim-card-payments"
    >
      <h2 id="claim-payments">{t('detail.cards.payments')}</h2>
      {detail.payments.length === 0 ? (
        <p data-testid="claim-payments-none">{t('detail.noPayments')}</p>
      ) : (
        detail.payments.map((payment) => (
          <dl
            key={payment.counter}
            className="claims-fields claims-payment"
            data-testid="claim-payment"
          >
            <DetailField name="paymentCounter" label={t('detail.fields.paymentCounter')}>
              {payment.counter}
            </DetailField>
            <DetailField name="paymentMethod" label={t('detail.fields.paymentMethod')}>
              {payment.paymentMethod}
            </DetailField>
            <DetailField name="accountName" label={t('detail.fields.accountName')}>
              {payment.accountName}
            </DetailField>
            <DetailField name="bankName" label={t('detail.fields.bankName')}>
              {payment.bankName}
            </DetailField>
            <DetailField name="accountNumber" label={t('detail.fields.accountNumber')}>
              {payment.accountNumber}
            </DetailField>
            <DetailField name="paymentAmount" label={t('detail.fields.paymentAmount')}>
              {money(payment.paymentAmount.amount)}
            </DetailField>
            <DetailField name="paymentDate" label={t('detail.fields.paymentDate')}>
              {date(payment.paymentDate)}
            </DetailField>
          </dl>
        ))
      )}
    </section>
  );
}

/** The breakdown by benefit item, with the total payout. */
export function BreakdownCard({ detail }: Card) {
  const { t, money } = useWords();
  const { claimBreakdownList: rows, totalPayouts } = detail.claimBreakdown;
  return (
    <section
      className="panel claims-card"
      aria-labelledby="claim-breakdown"
      data-testid="claim-card-breakdown"
    >
      <h2 id="claim-breakdown">{t('detail.cards.breakdown')}</h2>
      <TableScroll label={t('detail.cards.breakdown')}>
        <table className="claims-breakdown">
          <thead>
            <tr>
              <th scope="col">{t('detail.breakdown.benefit')}</th>
              <th scope="col">{t('detail.breakdown.incurred')}</th>
              <th scope="col">{t('detail.breakdown.nonPayable')}</th>
              <th scope="col">{t('detail.breakdown.excess')}</th>
              <th scope="col">{t('detail.breakdown.paid')}</th>
            </tr>
          </thead>
          <tbody>
            {rows.map((row, index) => (
              <tr key={`${row.benefit.code}-${index}`} data-testid="claim-breakdown-row">
                <th scope="row">{row.benefit.desc || row.benefit.code}</th>
                <td>{money(row.incurred.amount)}</td>
                <td>{money(row.nonPayable.amount)}</td>
                <td>{money(row.excess.amount)}</td>
                <td>{money(row.paid.amount)}</td>
              </tr>
            ))}
          </tbody>
          <tfoot>
            <tr>
              <th scope="row" colSpan={4}>
                {t('detail.breakdown.total')}
              </th>
              <td data-testid="claim-breakdown-total">{money(totalPayouts.amount)}</td>
            </tr>
          </tfoot>
        </table>
      </TableScroll>
    </section>
  );
}

/** The submission: reference, status history and any COB request filed. */
export function SubmissionCard({ detail }: Card) {
  const { t, i18n } = useTranslation('claims');
  const language = currentLanguage(i18n);
  const date = (iso: string) => formatDate(iso, language);
  const cob = detail.cobRequest;
  return (
    <section
      className="panel claims-card"
      aria-labelledby="claim-submission"
      data-testid="claim-card-submission"
    >
      <h2 id="claim-submission">{t('detail.cards.submission')}</h2>
      <dl className="claims-fields">
        <DetailField name="referenceNumber" label={t('detail.fields.referenceNumber')}>
          {detail.referenceNumber}
        </DetailField>
        <DetailField name="submittedDate" label={t('detail.fields.receivedDate')}>
          {detail.receivedDate && date(detail.receivedDate)}
        </DetailField>
      </dl>
      {detail.claimStatusHistoryList.length > 0 && (
        <>
          <h3 className="claims-card__subheading">{t('detail.history')}</h3>
          <ol className="claims-history" data-testid="claim-history">
            {detail.claimStatusHistoryList.map((entry, index) => (
              <li key={index}>
                <span>{date(entry.updateDate)}</span>{' '}
                <strong>{claimStatusText(t, entry.status.code, entry.status.desc)}</strong>
              </li>
            ))}
          </ol>
        </>
      )}
      {cob && (
        <>
          <h3 className="claims-card__subheading">{t('detail.cobRequest')}</h3>
          <dl className="claims-fields" data-testid="claim-cob-record">
            <DetailField name="cobRefNo" label={t('detail.fields.cobRefNo')}>
              {cob.cobRefNo}
            </DetailField>
            <DetailField name="cobReason" label={t('detail.fields.cobReason')}>
              {cob.reason.descriptions[language] || cob.reason.description}
            </DetailField>
            {cob.insurerName && (
              <DetailField name="cobInsurer" label={t('cob.insurerName')}>
                {cob.insurerName}
              </DetailField>
            )}
            {cob.description && (
              <DetailField name="cobDescription" label={t('cob.descriptionLabel')}>
                {cob.description}
              </DetailField>
            )}
            <DetailField name="cobRequestDate" label={t('detail.fields.cobRequestDate')}>
              {date(cob.requestDate)}
            </DetailField>
          </dl>
        </>
      )}
    </section>
  );
}
