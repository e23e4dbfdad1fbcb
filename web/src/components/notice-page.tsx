import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';

export interface NoticePageProps {
  /** The heading's id (the section is labelled by it). */
  id: string;
  /** A PrimeIcons name without its `pi-` prefix. */
  icon: string;
  title: ReactNode;
  body: ReactNode;
  /** Where the page's one link leads, and its words. */
  to: string;
  linkText: ReactNode;
  testId?: string;
  linkTestId?: string;
}

/**
 * A page with nothing to show but a notice and a way on (coming soon, no access, not found): one
 * layout, so the three read alike.
 */
export function NoticePage({
  id,
  icon,
  title,
  body,
  to,
  linkText,
  testId,
  linkTestId,
}: NoticePageProps) {
  return (
    <section className="panel coming-soon" aria-labelledby={id} data-testid={testId}>
      <i className={`pi pi-${icon} coming-soon__icon`} aria-hidden />
      <h1 id={id}>{title}</h1>
      <p>{body}</p>
      <Link to={to} className="text-link" data-testid={linkTestId}>
        {linkText}
      </Link>
    </section>
  );
}
