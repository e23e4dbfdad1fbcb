import { Outlet } from 'react-router-dom';
import { ModuleGate } from '@/components/module-gate';

/** Premium billing sits behind the premium billing entry's module (a direct URL: no access). */
export function BillingArea() {
  return (
    <ModuleGate entry="premium_billing">
      <Outlet />
    </ModuleGate>
  );
}
