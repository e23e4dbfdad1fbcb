import { Button } from 'primereact/button';
import { Dialog } from 'primereact/dialog';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

export interface DownloadFile {
  fileNumber: number;
  reportName: string;
}

type FileStatus = 'busy' | 'done' | 'failed';

interface MultiFileDownloadDialogProps {
  visible: boolean;
  files: readonly DownloadFile[];
  /**
   * Downloads one file (the caller fetches and saves it). Without `statuses`, the dialog marks
   * the file from the promise: resolved is downloaded, rejected failed.
   */
  onDownload: (fileNumber: number) => Promise<unknown> | void;
  /** The marks per file number when the caller keeps them (a saga's state); ignores the promise. */
  statuses?: Readonly<Record<number, FileStatus>>;
  onClose: () => void;
}

/**
 * An oversized report split into several files (spec part 1 sections 4 and 8): one link per
 * file, each marked once downloaded; a failed one says "Unable to download".
 */
export function MultiFileDownloadDialog(props: MultiFileDownloadDialogProps) {
  const { t } = useTranslation('common');
  const [own, setState] = useState<Record<number, FileStatus>>({});
  const state = props.statuses ?? own;
  const download = (fileNumber: number) => {
    const result = props.onDownload(fileNumber);
    if (props.statuses) return;
    setState((s) => ({ ...s, [fileNumber]: 'busy' }));
    Promise.resolve(result).then(
      () => setState((s) => ({ ...s, [fileNumber]: 'done' })),
      () => setState((s) => ({ ...s, [fileNumber]: 'failed' })),
    );
  };
  return (
    <Dialog
      visible={props.visible}
      onHide={props.onClose}
      header={t('downloadDialog.title')}
      modal
      draggable={false}
      resizable={false}
      data-testid="download-dialog"
      footer={
        <div className="dialog-actions">
          <Button
            label={t('downloadDialog.close')}
            onClick={props.onClose}
            data-testid="download-close"
          />
        </div>
      }
    >
      <p>{t('downloadDialog.intro')}</p>
      <ul className="download-list">
        {props.files.map((file) => {
          const status = state[file.fileNumber];
          return (
            <li key={file.fileNumber} data-downloaded={status === 'done'}>
              <button
                type="button"
                className="link-button"
                disabled={status === 'busy'}
                onClick={() => download(file.fileNumber)}
                data-testid={`download-file-${file.fileNumber}`}
              >
                <i className="pi pi-download" aria-hidden /> {file.reportName}
              </button>
              {status === 'done' && (
                <span className="download-list__done" data-testid={`downloaded-${file.fileNumber}`}>
                  <i className="pi pi-check" aria-hidden /> {t('downloadDialog.downloaded')}
                </span>
              )}
              {status === 'failed' && (
                <span role="alert" className="field-message field-message--warning">
                  {t('downloadDialog.failed')}
                </span>
              )}
            </li>
          );
        })}
      </ul>
    </Dialog>
  );
}
