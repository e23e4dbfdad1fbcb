import type { Labelled } from './tab-list';

/**
 * A group of toggle buttons, one per item, the chosen one pressed (the others outlined): the
 * benefit buttons of the member and policy details.
 */
export function ChoiceButtons<T extends { id: string }>({
  items,
  chosenId,
  onChoose,
  label,
  className,
  testIdOf,
  labelOf,
}: {
  items: readonly T[];
  chosenId: string | undefined;
  onChoose: (id: string) => void;
  className: string;
} & Labelled<T>) {
  return (
    <div role="group" aria-label={label} className={className}>
      {items.map((item) => (
        <button
          key={item.id}
          type="button"
          aria-pressed={item.id === chosenId}
          className={
            item.id === chosenId ? 'p-button p-button-sm' : 'p-button p-button-sm p-button-outlined'
          }
          onClick={() => onChoose(item.id)}
          data-testid={testIdOf(item)}
        >
          {labelOf(item)}
        </button>
      ))}
    </div>
  );
}
