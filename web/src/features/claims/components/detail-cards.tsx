import { formatMemberNumber, type ClaimDetail } from '@mo/contracts';
import { useTranslation } from 'react-i18next';
import { TableScroll } from '@/components/table-scroll';
import { formatAmount, formatDate } from '@/lib/formatters';
import { currentLanguage } from '@/lib/i18n';
import { ClaimRemarks } from './claim-remarks';
import { claimStatusText, claimTypeText, memberTypeText } from './claim-words';
import { DetailCard, FieldList } from './detail-card';

type Card = { detail: ClaimDetail };

const useWords = () => {
  const { t, i18n } = useTranslation('claims');
  const language = currentLanguage(i18n);
  const date = (iso: string | null | undefined) => (iso ? formatDate(iso, language) : '');
  return {
    t,
    language,
    date,
    money: (amount: number) => formatAmount(amount, 'IDR'),
    /** "from – to", or nothing when the period has no start. */
    period: (from: string | null | undefined, to: string | null | undefined) =>
      from ? t('selectors.periodValue', { from: date(from), to: date(to) }) : '',
  };
};

/** Claim summary: status, type, benefit, diagnosis, provider, dates, amounts and remarks. */
export function SummaryCard({ detail }: Card) {
  const { t, date, money, period } = useWords();
  const { diagnosis } = detail;
  return (
    <DetailCard name="summary" heading={t('detail.cards.summary')}>
      <FieldList
        rows={[
          [
            'status',
            t('detail.fields.status'),
            claimStatusText(t, detail.status.code, detail.statusDesc || detail.status.desc),
          ],
          ['claimType', t('detail.fields.claimType'), claimTypeText(t, detail.claimType)],
          ['benefit', t('detail.fields.benefit'), detail.benefit.desc],
          [
            'diagnosis',
            t('detail.fields.diagnosis'),
            diagnosis.code &&
              t('detail.diagnosisValue', {
                code: diagnosis.code,
                desc: diagnosis.longDesc || diagnosis.shortDesc,
              }),
          ],
          [
            'provider',
            t('detail.fields.provider'),
            detail.hospital.name || detail.serviceProviderDesc,
          ],
          ['eventDate', t('detail.fields.eventDate'), date(detail.eventDate)],
          ['visit', t('detail.fields.visit'), period(detail.visitStartDate, detail.visitEndDate)],
          ['receivedDate', t('detail.fields.receivedDate'), date(detail.receivedDate)],
          ['incurred', t('detail.fields.incurred'), money(detail.incurred.amount)],
          [
            'nonPayable',
            t('detail.fields.nonPayable'),
            money(detail.nonPayable.amount),
            detail.nonPayableTooltip,
          ],
          [
            'excessClaim',
            t('detail.fields.excessClaim'),
            money(detail.excessClaim.amount),
            detail.excessClaimTooltip,
          ],
          [
            'advancePayment',
            t('detail.fields.advancePayment'),
            money(detail.advancePayment.advancePaymentAmount.amount),
          ],
          ['refund', t('detail.fields.refund'), money(detail.refund.refundAmount.amount)],
          ['totalPayout', t('detail.fields.totalPayout'), money(detail.totalPayout.amount)],
        ]}
      />
      <h3 className="claims-card__subheading">{t('detail.fields.remarks')}</h3>
      <ClaimRemarks remarks={[detail.claimRemarks1, detail.claimRemarks2, detail.claimRemarks3]} />
    </DetailCard>
  );
}

/** Policy: holder, insured member, policy, plan and period. */
export function PolicyCard({ detail }: Card) {
  const { t, period } = useWords();
  const { policy } = detail;
  return (
    <DetailCard name="policy" heading={t('detail.cards.policy')}>
      <FieldList
        rows={[
          ['policyHolder', t('detail.fields.policyHolder'), detail.policyHolder],
          ['insured', t('detail.fields.insured'), detail.insured],
          [
            'memberNo',
            t('detail.fields.memberNo'),
            detail.memberNo && formatMemberNumber(detail.memberNo),
          ],
          ['memberType', t('detail.fields.memberType'), memberTypeText(t, detail.memberType)],
          [
            'policyNumber',
            t('detail.fields.policyNumber'),
            detail.policyNumber || policy.policyNumber,
          ],
          ['benefitsType', t('detail.fields.benefitsType'), detail.benefitsType],
          ['policyPeriod', t('detail.fields.policyPeriod'), period(policy.start, policy.end)],
          ['planNumber', t('detail.fields.planNumber'), policy.planNumber],
        ]}
      />
    </DetailCard>
  );
}

/** Payments made on the claim (none yet: a note). */
export function PaymentsCard({ detail }: Card) {
  const { t, date, money } = useWords();
  return (
    <DetailCard name="payments" heading={t('detail.cards.payments')}>
      {detail.payments.length === 0 ? (
        <p data-testid="claim-payments-none">{t('detail.noPayments')}</p>
      ) : (
        detail.payments.map((payment) => (
          <FieldList
            key={payment.counter}
            className="claims-fields claims-payment"
            testId="claim-payment"
            rows={[
              ['paymentCounter', t('detail.fields.paymentCounter'), payment.counter],
              ['paymentMethod', t('detail.fields.paymentMethod'), payment.paymentMethod],
              ['accountName', t('detail.fields.accountName'), payment.accountName],
              ['bankName', t('detail.fields.bankName'), payment.bankName],
              ['accountNumber', t('detail.fields.accountNumber'), payment.accountNumber],
              [
                'paymentAmount',
                t('detail.fields.paymentAmount'),
                money(payment.paymentAmount.amount),
              ],
              ['paymentDate', t('detail.fields.paymentDate'), date(payment.paymentDate)],
            ]}
          />
        ))
      )}
    </DetailCard>
  );
}

/** The breakdown by benefit item, with the total payout. */
export function BreakdownCard({ detail }: Card) {
  const { t, money } = useWords();
  const { claimBreakdownList: rows, totalPayouts } = detail.claimBreakdown;
  return (
    <DetailCard name="breakdown" heading={t('detail.cards.breakdown')}>
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
    </DetailCard>
  );
}

/** The submission: reference, status history and any COB request filed. */
export function SubmissionCard({ detail }: Card) {
  const { t, language, date } = useWords();
  const cob = detail.cobRequest;
  return (
    <DetailCard name="submission" heading={t('detail.cards.submission')}>
      <FieldList
        rows={[
          ['referenceNumber', t('detail.fields.referenceNumber'), detail.referenceNumber],
          ['submittedDate', t('detail.fields.receivedDate'), date(detail.receivedDate)],
        ]}
      />
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
          <FieldList
            testId="claim-cob-record"
            rows={[
              ['cobRefNo', t('detail.fields.cobRefNo'), cob.cobRefNo],
              [
                'cobReason',
                t('detail.fields.cobReason'),
                cob.reason.descriptions[language] || cob.reason.description,
              ],
              !!cob.insurerName && ['cobInsurer', t('cob.insurerName'), cob.insurerName],
              !!cob.description && ['cobDescription', t('cob.descriptionLabel'), cob.description],
              ['cobRequestDate', t('detail.fields.cobRequestDate'), date(cob.requestDate)],
            ]}
          />
        </>
      )}
    </DetailCard>
  );
}
