import { cobRequestProblems, type CobInput, type CobProblem } from '@mo/contracts';
import { skipToken } from '@reduxjs/toolkit/query';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSelector } from 'react-redux';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { UnsavedChangesDialog, useLeaveGuard } from '@/components/dialogs';
import { ErrorDialog } from '@/components/error-dialog';
import { PageLoader } from '@/components/page-loader';
import { currentLanguage } from '@/lib/i18n';
import { selectCompany, selectModules } from '@/lib/session';
import { useCompanyChange } from '@/lib/use-company-change';
import { useClaimDetailsQuery } from '../api/claim-details';
import { useCobReasonsQuery, useCobSubmitMutation } from '../api/cob';
import {
  claimDetailPath,
  claimListingPath,
  excessListingPath,
  originOf,
  type ClaimOrigin,
} from '../paths';
import { showsCobCard } from '../rules/claim-rules';
import { CobForm } from './cob-form';
import { useCobWindow } from './use-cob-window';
import { toFailure } from '@/lib/api-client';
import { useFailure } from '@/lib/use-failure';
import './claims.css';

const EMPTY: CobInput = { reason: '', insurerName: '', description: '' };

/** Where a filed request goes: the list the claim came from, with the reference for its banner. */
export const afterCobPath = (origin: ClaimOrigin, cobRefNo: string, policyId?: string) =>
  origin === 'excess' ? excessListingPath(cobRefNo) : claimListingPath({ policyId, cobRefNo });

/** The fields a request sends: the text of the chosen reason only, trimmed. */
const requestOf = (companyId: string, claimId: string, input: CobInput) => ({
  companyId,
  claimId,
  reason: input.reason,
  ...(input.reason === 'C2' ? { insurerName: (input.insurerName ?? '').trim() } : {}),
  ...(input.reason === 'C3' ? { description: (input.description ?? '').trim() } : {}),
});

/**
 * COB request (part 2 sections 2, 4 and 5): the breadcrumb (back, claim number, request) and the
 * form. Unsaved input asks before leaving; a filed request goes back to the claim listing (from
 * the claim detail) or the excess list (from the excess detail) with its reference; a company
 * change goes back to that list.
 */
export function CobRequestPage() {
  const [params] = useSearchParams();
  // Another claim's address (or none) is another request: nothing typed or read for the last one
  // stays (the route's element is kept across a change of its search).
  const claimId = params.get('claimId') ?? '';
  return <CobRequest key={claimId} claimId={claimId} />;
}

function CobRequest({ claimId }: { claimId: string }) {
  const { t, i18n } = useTranslation('claims');
  const language = currentLanguage(i18n);
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const policyId = params.get('policyId') ?? undefined;
  const origin = originOf(params.get('from'));
  const companyId = useSelector(selectCompany)?.id ?? null;
  const modules = useSelector(selectModules);
  const [input, setInput] = useState<CobInput>(EMPTY);
  const [problems, setProblems] = useState<CobProblem[]>([]);
  const [target, setTarget] = useState<string | null>(null);
  const dirty =
    input.reason !== '' || Boolean(input.insurerName?.trim()) || Boolean(input.description?.trim());
  const guard = useLeaveGuard(dirty && target === null);
  const listPath = afterCobPath(origin, '', policyId);
  useCompanyChange(() => setTarget(listPath));
  useEffect(() => {
    if (target !== null) void navigate(target);
  }, [navigate, target]);

  const details = useClaimDetailsQuery(
    companyId && claimId ? { companyId, claimId, language } : skipToken,
  );
  const reasons = useCobReasonsQuery(companyId && claimId ? { companyId } : skipToken);
  const [submit, submission] = useCobSubmitMutation();
  const failure = useFailure(details, reasons);
  // The send's dialog closes by resetting the mutation, so it needs no dismissal of its own.
  const sendFailure = submission.error ? toFailure(submission.error) : null;
  const detail = details.data;
  // Opened by its address (no claim named): the crumbs lead to the list instead, and the middle
  // one names it, so no link is left without a name (axe link-name).
  const detailPath = claimId ? claimDetailPath(claimId, origin, policyId) : listPath;
  const claimCrumb = claimId
    ? (detail?.claimNo ?? claimId)
    : t(origin === 'excess' ? 'cob.excessClaims' : 'cob.claims');
  const open = detail
    ? showsCobCard(modules, detail.status.code, detail.cobRequest !== null)
    : false;
  const cobWindow = useCobWindow(open ? companyId : null, detail?.fromDate);

  const send = async () => {
    const found = cobRequestProblems(input);
    setProblems(found);
    if (found.length > 0 || !companyId) return;
    const result = await submit(requestOf(companyId, claimId, input));
    if ('data' in result && result.data)
      setTarget(afterCobPath(origin, result.data.cobRefNo, policyId));
  };

  return (
    <div className="claims-page claims-cob" data-testid="cob-request-page">
      <nav aria-label={t('cob.breadcrumbLabel')} className="claims-breadcrumb">
        <ol>
          <li>
            <Link to={detailPath} className="text-link" data-testid="cob-breadcrumb-back">
              <i className="pi pi-angle-left" aria-hidden /> {t('cob.back')}
            </Link>
          </li>
          <li>
            <Link to={detailPath} className="text-link" data-testid="cob-breadcrumb-claim">
              {claimCrumb}
            </Link>
          </li>
          <li aria-current="page">{t('cob.request')}</li>
        </ol>
      </nav>
      <header className="claims-page__header">
        <h1>{t('cob.heading')}</h1>
        <p>{t('cob.intro')}</p>
      </header>
      {(details.isFetching || reasons.isFetching) && <PageLoader />}
      {!claimId && (
        <p className="panel" role="note" data-testid="cob-no-claim">
          {t('cob.noClaim')}{' '}
          <Link to={listPath} className="text-link">
            {t(origin === 'excess' ? 'cob.excessClaims' : 'cob.claims')}
          </Link>
        </p>
      )}
      {detail && !open && (
        <p className="panel" data-testid="cob-not-open">
          {t('cob.notOpen')}
        </p>
      )}
      {detail && open && cobWindow.ready && cobWindow.tooOld && (
        <p className="panel claims-cob-too-old" role="note" data-testid="cob-too-old">
          {t('cob.eventTooOld')}
        </p>
      )}
      {detail && open && cobWindow.ready && !cobWindow.tooOld && reasons.data && (
        <CobForm
          reasons={reasons.data.cobReasons}
          value={input}
          problems={problems}
          submitting={submission.isLoading}
          onChange={(next) => {
            setInput(next);
            setProblems([]);
          }}
          onSubmit={() => void send()}
        />
      )}
      {submission.isLoading && <PageLoader overlay label={t('cob.sending')} />}
      <ErrorDialog failure={failure.shown} onClose={failure.dismiss} onRetry={failure.retry} />
      <ErrorDialog failure={sendFailure} onClose={() => submission.reset()} />
      <UnsavedChangesDialog visible={guard.visible} onLeave={guard.onLeave} onStay={guard.onStay} />
    </div>
  );
}
