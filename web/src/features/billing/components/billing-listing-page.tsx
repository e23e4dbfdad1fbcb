import { BILLING_LIMITS, type BillingRow } from '@mo/contracts';
import { skipToken } from '@reduxjs/toolkit/query';
import { Menu } from 'primereact/menu';
import type { MenuItem } from 'primereact/menuitem';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSelector } from 'react-redux';
import { initialQuery, type TableQuery } from '@/components/data-table';
import { DownloadDialogs } from '@/components/dialogs';
import { ErrorDialog } from '@/components/error-dialog';
import { PageLoader } from '@/components/page-loader';
import { formatAmount } from '@/lib/formatters';
import { selectCompany } from '@/lib/session';
import { useCompanyChange } from '@/lib/use-company-change';
import { useCompanyPoliciesQuery } from '@/lib/api/policy-list';
import { premiumBillingBody, usePremiumBillingQuery } from '../api/premium-billing';
import { firstSelection, isAllPolicies, type PolicySelection } from '../rules/billing-rules';
import { BillingTable } from './billing-table';
import { PolicyPeriodSelect } from '@/components/policy-period-select';
import { useBillingDownload } from './use-billing-download';
import { useFailure } from '@/lib/use-failure';
import './billing.css';

const startQuery = (size: number = BILLING_LIMITS.defaultPageSize) => initialQuery(size);

/**
 * Premium billing, listing (part 2 sections 2 to 4): title, description and tip, the policy and
 * period filters, the invoices' totals and table, and each row's download menu (the invoice as a
 * PDF, the billing detail as a workbook). The first load reads the policies and takes the first
 * policy and period; a policy change reloads from page 1; a company change starts over.
 */
export function BillingListingPage() {
  const { t } = useTranslation('billing');
  const companyId = useSelector(selectCompany)?.id ?? null;
  // null: the first policy and period, once the company's policies are known.
  const [chosen, setChosen] = useState<PolicySelection | null>(null);
  const [query, setQuery] = useState<TableQuery>(() => startQuery());
  // A new generation remounts the table: its search box empties with the query.
  const [generation, setGeneration] = useState(0);
  useCompanyChange(() => {
    setChosen(null);
    setQuery(startQuery());
    setGeneration((g) => g + 1);
  });

  const policies = useCompanyPoliciesQuery(companyId ? { companyId } : skipToken);
  // The company's own policies only (not the last company's while the new ones load).
  const policyList = policies.currentData;
  const selection = chosen ?? (policyList ? firstSelection(policyList) : null);
  const list = usePremiumBillingQuery(
    companyId && selection ? premiumBillingBody(companyId, selection, query) : skipToken,
    { refetchOnMountOrArgChange: true },
  );
  const page = list.currentData ?? list.data;
  const failure = useFailure(policies, list);

  const download = useBillingDownload(companyId);
  const menu = useRef<Menu>(null);
  const [target, setTarget] = useState<BillingRow | null>(null);
  const items: MenuItem[] = [
    {
      id: 'billing-download-invoice',
      label: t('download.invoice'),
      icon: 'pi pi-file-pdf',
      disabled: download.busy,
      command: () => target && download.start('invoice', target),
    },
    {
      id: 'billing-download-detail',
      label: t('download.detail'),
      icon: 'pi pi-file-excel',
      disabled: download.busy,
      command: () => target && download.start('detail', target),
    },
  ];

  const select = (next: PolicySelection) => {
    setChosen(next);
    setQuery((current) => ({ ...current, page: 1 }));
  };
  const totals = page?.totals;

  return (
    <div className="billing-page" data-testid="billing-listing-page">
      <header className="billing-page__header">
        <h1>{t('listing.heading')}</h1>
        <p>{t('listing.description')}</p>
      </header>
      <aside
        className="billing-tip-note"
        aria-label={t('listing.tipLabel')}
        data-testid="billing-tip"
      >
        <i className="pi pi-lightbulb" aria-hidden /> {t('listing.tip')}
      </aside>
      <section className="panel">
        <PolicyPeriodSelect
          id="billing"
          policies={policyList ?? []}
          selection={selection ?? { policyId: '', periodId: null }}
          onChange={select}
        />
      </section>
      <section className="panel" aria-labelledby="billing-table-heading">
        <h2 id="billing-table-heading">{t('listing.tableHeading')}</h2>
        {totals && (
          <dl className="billing-totals" aria-label={t('listing.totalsLabel')}>
            <div>
              <dt>{t('listing.totals.invoiceCount')}</dt>
              <dd data-testid="billing-total-count">{totals.invoiceCount}</dd>
            </div>
            {(['billingAmount', 'paidAmount', 'outstandingAmount'] as const).map((key) => (
              <div key={key}>
                <dt>{t(`listing.totals.${key}`)}</dt>
                <dd data-testid={`billing-total-${key}`}>
                  {formatAmount(totals[key].amount, 'IDR')}
                </dd>
              </div>
            ))}
          </dl>
        )}
        <BillingTable
          key={generation}
          page={page}
          loading={list.isFetching || policies.isFetching}
          query={query}
          onQueryChange={setQuery}
          showPolicy={selection !== null && isAllPolicies(selection.policyId)}
          downloadBusy={download.busy}
          onDownloadMenu={(row, event) => {
            setTarget(row);
            menu.current?.toggle(event);
          }}
        />
      </section>
      <Menu
        model={items}
        popup
        ref={menu}
        id="billing-download-menu"
        aria-label={target ? t('download.menuLabel', { invoiceNo: target.invoiceNo }) : undefined}
        popupAlignment="right"
        data-testid="billing-download-menu"
      />
      {download.busy && <PageLoader overlay label={t('download.busy')} />}
      <ErrorDialog failure={failure.shown} onClose={failure.dismiss} onRetry={failure.retry} />
      <DownloadDialogs download={download} />
    </div>
  );
}
