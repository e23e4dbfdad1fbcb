import { skipToken } from '@reduxjs/toolkit/query';
import { LIMITS } from '@mo/contracts';
import { useState } from 'react';
import { useSelector } from 'react-redux';
import { useNavigate } from 'react-router-dom';
import { ErrorDialog } from '../../../components/error-dialog';
import { PageLoader } from '../../../components/page-loader';
import { formatDate } from '../../../lib/formatters';
import { currentLanguage } from '../../../lib/i18n';
import { selectCompany } from '../../../lib/session';
import { usePolicyPageQuery } from '../api/policy-page';
import { useTranslation } from '../i18n';
import { policyDetailsPath } from '../paths';
import { Pager } from './pager';
import { DEFAULT_PAGING, useAreaPaging } from './policies-area';
import './policies.css';

/** policy_and_benefit_list: the company's policies, paged on the server; a cell opens details. */
export function PolicyListPage() {
  const { t, i18n } = useTranslation('policies');
  const language = currentLanguage(i18n);
  const navigate = useNavigate();
  const company = useSelector(selectCompany);
  const { paging, setPaging } = useAreaPaging();
  const companyId = company?.id ?? null;
  // A company change resets paging to page 1 (spec part 1 section 2) before any call goes out.
  const page = paging.companyId === companyId ? paging.page : DEFAULT_PAGING.page;
  const { data, error, isFetching, refetch } = usePolicyPageQuery(
    companyId ? { companyId, currentPage: page, pageSize: paging.pageSize } : skipToken,
  );
  const [dismissed, setDismissed] = useState<unknown>(null);
  const failure = error && error !== dismissed && 'errorCode' in error ? error : null;
  const policies = data?.policies ?? [];
  const open = (id: string) => navigate(policyDetailsPath(id));
  const columns = [
    t('list.columns.policyNo'),
    t('list.columns.policyType'),
    t('list.columns.policyHolder'),
    t('list.columns.period'),
    t('list.columns.members'),
  ];

  return (
    <div className="policies">
      <h1>{t('title')}</h1>
      <section className="panel">
        <h2>{t('list.title')}</h2>
        {isFetching && <PageLoader />}
        {!isFetching && data && policies.length === 0 && <p>{t('list.empty')}</p>}
        {policies.length > 0 && (
          <table className="policies-table" data-testid="policy-table">
            <thead>
              <tr>
                {columns.map((title) => (
                  <th key={title} scope="col">
                    {title}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {policies.map((p) => (
                <tr
                  key={p.id}
                  className="policies-table__row"
                  onClick={() => open(p.id)}
                  data-testid="policy-row"
                  data-policy-id={p.id}
                >
                  <td>
                    <button
                      type="button"
                      className="policies-link"
                      aria-label={t('list.open', { number: p.policyNo })}
                      onClick={(e) => {
                        e.stopPropagation();
                        open(p.id);
                      }}
                    >
                      {p.policyNo}
                    </button>
                  </td>
                  <td>{p.policyType}</td>
                  <td>{p.policyHolder}</td>
                  <td>
                    {t('details.periodValue', {
                      from: formatDate(p.policyPeriodFrom, language),
                      to: formatDate(p.policyPeriodTo, language),
                    })}
                  </td>
                  <td>{p.totalMembers.toLocaleString('id-ID')}</td>
                </tr>
              ))}
            </tbody>
          </table>
        )}
        {data && (
          <Pager
            page={page}
            pageSize={paging.pageSize}
            totalRecord={data.pagination.totalRecord}
            totalPage={data.pagination.totalPage}
            pageSizes={LIMITS.policyListPageSizes}
            onChange={(next, pageSize) => setPaging({ page: next, pageSize, companyId })}
          />
        )}
      </section>
      <ErrorDialog
        failure={failure}
        onClose={() => setDismissed(error)}
        onRetry={() => {
          setDismissed(error);
          void refetch();
        }}
      />
    </div>
  );
}
