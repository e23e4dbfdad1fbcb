import { Link } from 'react-router-dom';
import { DASHBOARD_TARGETS, type DashboardWidget } from '../rules/menu-targets';

/** A card or chart title: a link to the widget's side-menu target. */
export function WidgetTitle({ widget, children }: { widget: DashboardWidget; children: string }) {
  return (
    <h2 className="dashboard-widget__title">
      <Link
        to={DASHBOARD_TARGETS[widget]}
        className="text-link"
        data-testid={`dashboard-title-${widget}`}
      >
        {children}
      </Link>
    </h2>
  );
}
