import type { ReactNode } from 'react';

/**
 * A table wider than its card (a phone) scrolls inside the card, never the page. The scroll box
 * is a labelled region in the tab order, so a keyboard can scroll it too (WCAG 2.1.1).
 */
export function TableScroll({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="table-scroll" role="region" aria-label={label} tabIndex={0}>
      {children}
    </div>
  );
}
