/** How a row of choices is named: the row's accessible label, each choice's test id and text. */
export interface Labelled<T> {
  label: string;
  testIdOf: (item: T) => string;
  labelOf: (item: T) => string;
}

/**
 * A row of tabs (role tablist): the list's class is `${classBase}s`, each tab `${classBase}`,
 * the chosen one also `${classBase}--active`. Members, policies and their benefit sections share it.
 */
export function TabList<T extends string>({
  tabs,
  selected,
  onSelect,
  label,
  classBase,
  testIdOf,
  labelOf,
}: {
  tabs: readonly T[];
  selected: T | undefined;
  onSelect: (tab: T) => void;
  classBase: string;
} & Labelled<T>) {
  return (
    <div role="tablist" aria-label={label} className={`${classBase}s`}>
      {tabs.map((name) => (
        <button
          key={name}
          type="button"
          role="tab"
          aria-selected={selected === name}
          className={selected === name ? `${classBase} ${classBase}--active` : classBase}
          onClick={() => onSelect(name)}
          data-testid={testIdOf(name)}
        >
          {labelOf(name)}
        </button>
      ))}
    </div>
  );
}
