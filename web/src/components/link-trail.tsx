import { Fragment, type ReactNode } from 'react';
import { Link } from 'react-router-dom';

export interface TrailLink {
  to: string;
  label: string;
  testId: string;
}

/**
 * A breadcrumb: its links, each followed by an angle, then what stands at its end (children):
 * the add and alter screens of the members.
 */
export function LinkTrail({
  label,
  className,
  links,
  children,
}: {
  label: string;
  className: string;
  links: readonly TrailLink[];
  children: ReactNode;
}) {
  return (
    <nav aria-label={label} className={className}>
      {links.map((link) => (
        <Fragment key={link.testId}>
          <Link to={link.to} className="text-link" data-testid={link.testId}>
            {link.label}
          </Link>
          <i className="pi pi-angle-right" aria-hidden />
        </Fragment>
      ))}
      {children}
    </nav>
  );
}
