import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { DetailField } from './detail-field';
import { InfoTip } from './info-tip';

/** One field of a card: its test name, label, value and (for the amounts that have one) tooltip. */
export type FieldRow = readonly [name: string, label: string, value: ReactNode, tip?: string];

/**
 * A card's fields, in order; a `false` row is a field the claim does not have (left out, not
 * shown as "--"). A row with a tooltip gets the "i" button named after its label.
 */
export function FieldList({
  rows,
  className = 'claims-fields',
  testId,
}: {
  rows: readonly (FieldRow | false)[];
  className?: string;
  testId?: string;
}) {
  const { t } = useTranslation('claims');
  return (
    <dl className={className} data-testid={testId}>
      {rows.map(
        (row) =>
          row && (
            <DetailField
              key={row[0]}
              name={row[0]}
              label={row[1]}
              tip={
                row[3] !== undefined && (
                  <InfoTip
                    label={t('detail.tipAbout', { field: row[1] })}
                    text={row[3]}
                    testId={`claim-tip-${row[0]}`}
                  />
                )
              }
            >
              {row[2]}
            </DetailField>
          ),
      )}
    </dl>
  );
}

/** A detail card: a panel named by its heading, found by `claim-card-<name>`. */
export function DetailCard({
  name,
  heading,
  children,
}: {
  name: string;
  heading: string;
  children: ReactNode;
}) {
  return (
    <section
      className="panel claims-card"
      aria-labelledby={`claim-${name}`}
      data-testid={`claim-card-${name}`}
    >
      <h2 id={`claim-${name}`}>{heading}</h2>
      {children}
    </section>
  );
}
