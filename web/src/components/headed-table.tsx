import type { ReactNode } from 'react';

/** A table with one header row of column headings (scope col); the body rows are the children. */
export function HeadedTable({
  headings,
  className,
  testId,
  children,
}: {
  headings: readonly ReactNode[];
  className: string;
  testId?: string;
  children: ReactNode;
}) {
  return (
    <table className={className} data-testid={testId}>
      <thead>
        <tr>
          {headings.map((heading, column) => (
            // The columns are fixed by position: the index is their identity.
            <th key={column} scope="col">
              {heading}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>{children}</tbody>
    </table>
  );
}
