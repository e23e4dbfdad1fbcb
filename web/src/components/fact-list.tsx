import type { ReactNode } from 'react';

/** One fact: its key (for test ids), its label and its value. */
export type Fact = readonly [key: string, label: string, value: ReactNode];

/**
 * A definition list of facts, each a label over its value. The test id of each fact's wrapper
 * (itemTestId) or of its value (valueTestId) is derived from its key, as each screen names them.
 */
export function FactList({
  facts,
  className,
  testId,
  itemTestId,
  valueTestId,
}: {
  facts: readonly Fact[];
  className: string;
  testId?: string;
  itemTestId?: (key: string) => string;
  valueTestId?: (key: string) => string;
}) {
  return (
    <dl className={className} data-testid={testId}>
      {facts.map(([key, label, value]) => (
        <div key={key} data-testid={itemTestId?.(key)}>
          <dt>{label}</dt>
          <dd data-testid={valueTestId?.(key)}>{value}</dd>
        </div>
      ))}
    </dl>
  );
}
