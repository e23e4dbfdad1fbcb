import { useTranslation } from '../i18n';

interface PagerProps {
  page: number;
  pageSize: number;
  totalRecord: number;
  totalPage: number;
  pageSizes: readonly number[];
  onChange: (page: number, pageSize: number) => void;
}

/**
 * A minimal pager (until components/ has the shared table): page size menu (a change goes back
 * to page 1), previous/next disabled at the ends, hidden below the smallest page size.
 */
export function Pager({ page, pageSize, totalRecord, totalPage, pageSizes, onChange }: PagerProps) {
  const { t } = useTranslation('policies');
  if (totalRecord < Math.min(...pageSizes)) return null;
  const first = (page - 1) * pageSize + 1;
  const last = Math.min(page * pageSize, totalRecord);
  return (
    <nav className="policies-pager" aria-label={t('pager.label')} data-testid="policy-pager">
      <label>
        {t('pager.pageSize')}{' '}
        <select
          value={pageSize}
          onChange={(e) => onChange(1, Number(e.target.value))}
          data-testid="policy-page-size"
        >
          {pageSizes.map((size) => (
            <option key={size} value={size}>
              {size}
            </option>
          ))}
        </select>
      </label>
      <span>{t('pager.summary', { first, last, total: totalRecord })}</span>
      <button
        type="button"
        className="p-button p-button-text p-button-sm"
        disabled={page <= 1}
        onClick={() => onChange(page - 1, pageSize)}
        data-testid="policy-page-previous"
      >
        {t('pager.previous')}
      </button>
      <span>{t('pager.page', { page, total: Math.max(totalPage, 1) })}</span>
      <button
        type="button"
        className="p-button p-button-text p-button-sm"
        disabled={page >= totalPage}
        onClick={() => onChange(page + 1, pageSize)}
        data-testid="policy-page-next"
      >
        {t('pager.next')}
      </button>
    </nav>
  );
}
