import { XLSX_EXTENSION, XLSX_MIME_TYPE } from '@mo/contracts';
import { Button } from 'primereact/button';
import { useId, useState, type ChangeEvent, type DragEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { BulkUploadState } from '../model/bulk-slice';
import { formatFileSize } from '../file-checks';

interface FilePickerProps {
  state: BulkUploadState;
  onChoose: (files: File[]) => void;
  onRemove: () => void;
  onRetry: () => void;
}

/** The xlsx-only upload: a file button and a drop area while idle, else the file and Remove. */
export function FilePicker({ state, onChoose, onRemove, onRetry }: FilePickerProps) {
  const { t, i18n } = useTranslation('membersBulk');
  const inputId = useId();
  const [over, setOver] = useState(false);

  const picked = (event: ChangeEvent<HTMLInputElement>) => {
    const files = Array.from(event.target.files ?? []);
    // Cleared so that choosing the same file again is still a change.
    event.target.value = '';
    onChoose(files);
  };
  const dropped = (event: DragEvent<HTMLDivElement>) => {
    event.preventDefault();
    setOver(false);
    onChoose(Array.from(event.dataTransfer.files));
  };

  if (state.status === 'idle' || state.status === 'submitted') {
    return (
      <div
        className={over ? 'bulk-update__drop bulk-update__drop--over' : 'bulk-update__drop'}
        onDragOver={(event) => {
          event.preventDefault();
          setOver(true);
        }}
        onDragLeave={() => setOver(false)}
        onDrop={dropped}
        data-testid="bulk-drop"
      >
        <i className="pi pi-file-excel" aria-hidden />
        <p>{t('upload.dropHint')}</p>
        <label htmlFor={inputId} className="p-button p-button-outlined bulk-update__choose">
          {t('upload.choose')}
        </label>
        <input
          id={inputId}
          type="file"
          accept={`.${XLSX_EXTENSION},${XLSX_MIME_TYPE}`}
          className="sr-only"
          onChange={picked}
          data-testid="bulk-file-input"
        />
      </div>
    );
  }

  const { chosen } = state;
  return (
    <div className="bulk-update__file" data-testid="bulk-file">
      <i className="pi pi-file-excel" aria-hidden />
      <div className="bulk-update__file-text">
        <span className="bulk-update__file-name" data-testid="bulk-file-name">
          {chosen.name}
        </span>
        <span className="bulk-update__file-size" data-testid="bulk-file-size">
          {formatFileSize(chosen.size, i18n.language)}
        </span>
        {state.status === 'uploaded' ? (
          <span className="bulk-update__file-done" data-testid="bulk-file-uploaded">
            <i className="pi pi-check-circle" aria-hidden /> {t('upload.uploaded')}
          </span>
        ) : null}
      </div>
      {state.status === 'added' ? (
        <Button label={t('upload.retry')} link onClick={onRetry} data-testid="bulk-file-retry" />
      ) : null}
      <Button
        label={t('upload.remove')}
        icon="pi pi-trash"
        outlined
        severity="danger"
        disabled={state.status === 'uploading' || state.status === 'submitting'}
        onClick={onRemove}
        data-testid="bulk-file-remove"
      />
    </div>
  );
}
