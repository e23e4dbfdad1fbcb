import { Button } from 'primereact/button';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

interface BulkStepsProps {
  onDownload: () => void;
  downloading: boolean;
  /** The upload control, shown in the fourth step. */
  upload: ReactNode;
}

const STEPS = ['download', 'instructions', 'fill', 'upload'] as const;

/** The four steps: download template, read instructions, fill in details, upload file. */
export function BulkSteps({ onDownload, downloading, upload }: BulkStepsProps) {
  const { t } = useTranslation('membersBulk');
  return (
    <ol className="bulk-update__steps" data-testid="bulk-steps">
      {STEPS.map((step, i) => (
        <li key={step} className="bulk-update__step" data-testid={`bulk-step-${step}`}>
          <span className="bulk-update__step-number" aria-hidden>
            {i + 1}
          </span>
          <div className="bulk-update__step-body">
            <h2>{t(`steps.${step}.title`)}</h2>
            <p>{t(`steps.${step}.body`)}</p>
            {step === 'download' ? (
              <Button
                label={t('download')}
                icon="pi pi-download"
                outlined
                loading={downloading}
                disabled={downloading}
                onClick={onDownload}
                data-testid="bulk-download"
              />
            ) : null}
            {step === 'upload' ? upload : null}
          </div>
        </li>
      ))}
    </ol>
  );
}
