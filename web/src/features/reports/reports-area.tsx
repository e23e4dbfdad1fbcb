import { Outlet } from 'react-router-dom';
import { ModuleGate } from '@/components/module-gate';

/** The Reports area sits behind the report entry's module (lib/module-access: always open). */
export function ReportsArea() {
  return (
    <ModuleGate entry="report">
      <Outlet />
    </ModuleGate>
  );
}
