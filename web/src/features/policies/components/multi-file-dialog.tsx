import type { ReportFile } from '@mo/contracts';
import { Button } from 'primereact/button';
import { Dialog } from 'primereact/dialog';
import { useTranslation } from '../i18n';

interface MultiFileDialogProps {
  files: readonly ReportFile[];
  downloaded: readonly number[];
  onDownload: (fileNumber: number) => void;
  onClose: () => void;
}

/**
 * The oversized report split into several files (spec part 1 section 8): one link per file,
 * each marked once downloaded. A local version until components/ has the shared one.
 */
export function MultiFileDialog({ files, downloaded, onDownload, onClose }: MultiFileDialogProps) {
  const { t } = useTranslation('policies');
  return (
    <Dialog
      visible={files.length > 1}
      onHide={onClose}
      header={t('export.title')}
      footer={<Button label={t('export.close')} onClick={onClose} data-testid="multi-file-close" />}
      modal
      draggable={false}
      resizable={false}
      data-testid="multi-file-dialog"
    >
      <p>{t('export.intro')}</p>
      <ul className="policies-files">
        {files.map((file) => {
          const done = downloaded.includes(file.fileNumber);
          return (
            <li key={file.fileNumber}>
              <button
                type="button"
                className="policies-link"
                onClick={() => onDownload(file.fileNumber)}
                data-testid={`multi-file-link-${file.fileNumber}`}
                data-downloaded={done}
              >
                {t('export.file', { number: file.fileNumber, name: file.reportName })}
              </button>
              {done && (
                <span
                  className="policies-files__done"
                  data-testid={`multi-file-done-${file.fileNumber}`}
                >
                  {' '}
                  {t('export.downloaded')}
                </span>
              )}
            </li>
          );
        })}
      </ul>
    </Dialog>
  );
}
