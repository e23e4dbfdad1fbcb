import { Button } from 'primereact/button';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSelector } from 'react-redux';
import { Link, useNavigate } from 'react-router-dom';
import { ErrorDialog, UnsavedChangesDialog, useLeaveGuard } from '@/components/dialogs';
import { PageLoader } from '@/components/page-loader';
import { toFailure } from '@/lib/api-client';
import { selectCompany } from '@/lib/session';
import { useCompanyChange } from '@/lib/use-company-change';
import { MEMBER_PATHS, landingWithBanner } from '@/features/members/paths';
import { useLazyBulkTemplateQuery } from '../api/bulk-template';
import { hasUnsavedFile, referenceOf } from '../model/bulk-slice';
import { saveTemplate } from '../save-template';
import { useBulkUpload } from '../use-bulk-upload';
import { BulkSteps } from './bulk-steps';
import { FilePicker } from './file-picker';
import { FileRulesDialog } from './file-rules-dialog';
import { UploadingDialog } from './uploading-dialog';
import './bulk-update.css';

/**
 * MemberBulkUpdateLanding (spec part 2 sections 2, 3, 5): the four steps, the template download,
 * the xlsx upload and the submit (the flow runs in bulk-saga.ts, its state in the store). A file added and not submitted asks before leaving; a company
 * switch goes back to the member list without asking, a submit to it with the success banner.
 */
export function BulkUpdatePage() {
  const { t } = useTranslation('membersBulk');
  const navigate = useNavigate();
  const companyId = useSelector(selectCompany)?.id ?? '';
  const bulk = useBulkUpload();
  const { state } = bulk;
  const [fetchTemplate, template] = useLazyBulkTemplateQuery();

  const [target, setTarget] = useState<string | null>(null);
  const guard = useLeaveGuard(hasUnsavedFile(state) && target === null);
  useCompanyChange(() => setTarget(MEMBER_PATHS.landing));
  useEffect(() => {
    if (state.status === 'submitted')
      setTarget(landingWithBanner({ refs: state.refs, flag: 'upload' }));
  }, [state]);
  useEffect(() => {
    if (target !== null) void navigate(target);
  }, [navigate, target]);

  const download = async () => {
    try {
      saveTemplate((await fetchTemplate({ companyId }, false).unwrap()).fileContent);
    } catch (error) {
      bulk.setFailure(toFailure(error));
    }
  };

  const submitting = state.status === 'submitting';
  return (
    <div className="bulk-update" data-testid="bulk-update-page">
      <nav aria-label={t('breadcrumb.label')} className="bulk-update__breadcrumb">
        <Link to={MEMBER_PATHS.landing} className="text-link" data-testid="bulk-breadcrumb-members">
          {t('breadcrumb.members')}
        </Link>
        <i className="pi pi-angle-right" aria-hidden />
        <span aria-current="page">{t('title')}</span>
      </nav>
      <h1>{t('title')}</h1>
      <p className="bulk-update__intro">{t('intro')}</p>

      <BulkSteps
        onDownload={() => void download()}
        downloading={template.isFetching}
        upload={
          <FilePicker
            state={state}
            onChoose={bulk.choose}
            onRemove={bulk.remove}
            onRetry={bulk.retry}
          />
        }
      />
      <p className="bulk-update__note" data-testid="bulk-note">
        <i className="pi pi-info-circle" aria-hidden /> {t('upload.note')}
      </p>

      <div className="bulk-update__actions">
        <Button
          label={t('submit')}
          disabled={referenceOf(state) === null || submitting}
          loading={submitting}
          onClick={() => bulk.submit()}
          data-testid="bulk-submit"
        />
      </div>

      {template.isFetching || submitting ? <PageLoader overlay /> : null}
      <UploadingDialog
        progress={state.status === 'uploading' ? state.progress : null}
        onCancel={bulk.remove}
      />
      <FileRulesDialog visible={bulk.rulesOpen} onClose={bulk.closeRules} />
      <ErrorDialog failure={bulk.failure} onClose={() => bulk.setFailure(null)} />
      <UnsavedChangesDialog {...guard} />
    </div>
  );
}
