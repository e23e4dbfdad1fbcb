import { skipToken } from '@reduxjs/toolkit/query';
import { useTranslation } from 'react-i18next';
import { useSelector } from 'react-redux';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { ErrorDialog } from '@/components/error-dialog';
import { PageLoader } from '@/components/page-loader';
import { currentLanguage } from '@/lib/i18n';
import { selectCompany, selectModules } from '@/lib/session';
import { useCompanyChange } from '@/lib/use-company-change';
import { useClaimDetailsQuery } from '../api/claim-details';
import { claimListingPath, cobRequestPath, excessListingPath, type ClaimOrigin } from '../paths';
import { showsBreakdown, showsCobCard } from '../rules/claim-rules';
import {
  BreakdownCard,
  PaymentsCard,
  PolicyCard,
  SubmissionCard,
  SummaryCard,
} from './detail-cards';
import { useCobWindow } from './use-cob-window';
import { useFailure } from '@/lib/use-failure';
import './claims.css';

/** Where a claim's back link leads: the list it was opened from. */
export const backPathOf = (origin: ClaimOrigin, policyId: string | null) =>
  origin === 'excess' ? excessListingPath() : claimListingPath(policyId ? { policyId } : {});

/**
 * Claim detail (part 2 sections 2, 3 and 4), from the claim listing or the excess list: the
 * claim number, a back link, the summary, policy, payments, breakdown (with the module and rows)
 * and submission cards, and the COB navigation card where the status and modules allow (its
 * link, or the claim-event-too-old notice past the COB window). A
 * company change goes back to the list (the claim is the other company's).
 */
export function ClaimDetailPage({ origin }: { origin: ClaimOrigin }) {
  const { t, i18n } = useTranslation('claims');
  const language = currentLanguage(i18n);
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const claimId = params.get('claimId');
  const policyId = params.get('policyId');
  const companyId = useSelector(selectCompany)?.id ?? null;
  const modules = useSelector(selectModules);
  const back = backPathOf(origin, policyId);
  useCompanyChange(() => void navigate(back));
  const details = useClaimDetailsQuery(
    companyId && claimId ? { companyId, claimId, language } : skipToken,
    // A COB request filed since changes the claim: every visit asks again.
    { refetchOnMountOrArgChange: true },
  );
  const detail = details.currentData;
  const failure = useFailure(details);
  const cobCard = detail
    ? showsCobCard(modules, detail.status.code, detail.cobRequest !== null)
    : false;
  const cobWindow = useCobWindow(cobCard ? companyId : null, detail?.fromDate);

  return (
    <div className="claims-page claims-detail" data-testid="claim-detail-page">
      <Link to={back} className="text-link claims-back" data-testid="claim-detail-back">
        <i className="pi pi-angle-left" aria-hidden /> {t('detail.back')}
      </Link>
      <header className="claims-page__header">
        <h1 data-testid="claim-detail-number">
          {detail ? t('detail.heading', { claimNo: detail.claimNo }) : t('detail.headingLoading')}
        </h1>
      </header>
      {!claimId && <p data-testid="claim-detail-missing">{t('detail.missing')}</p>}
      {details.isFetching && <PageLoader />}
      {detail && (
        <div className="claims-cards">
          <SummaryCard detail={detail} />
          <PolicyCard detail={detail} />
          <PaymentsCard detail={detail} />
          {showsBreakdown(modules, detail.claimBreakdown.claimBreakdownList.length) && (
            <BreakdownCard detail={detail} />
          )}
          <SubmissionCard detail={detail} />
          {cobCard && (
            <nav
              className="panel claims-card claims-nav-card"
              aria-labelledby="claim-cob-card"
              data-testid="claim-cob-card"
            >
              <h2 id="claim-cob-card">{t('detail.cobCard.title')}</h2>
              <p>{t('detail.cobCard.body')}</p>
              {cobWindow.ready && cobWindow.tooOld && (
                <p className="claims-cob-too-old" role="note" data-testid="claim-cob-too-old">
                  {t('cob.eventTooOld')}
                </p>
              )}
              {cobWindow.ready && !cobWindow.tooOld && (
                <Link
                  to={cobRequestPath(detail.id, origin, policyId ?? undefined)}
                  className="text-link"
                  data-testid="claim-cob-link"
                >
                  {t('detail.cobCard.action')} <i className="pi pi-angle-right" aria-hidden />
                </Link>
              )}
            </nav>
          )}
        </div>
      )}
      <ErrorDialog failure={failure.shown} onClose={failure.dismiss} onRetry={failure.retry} />
    </div>
  );
}

export const ClaimDetailFromListing = () => <ClaimDetailPage origin="listing" />;
export const ClaimDetailFromExcess = () => <ClaimDetailPage origin="excess" />;
