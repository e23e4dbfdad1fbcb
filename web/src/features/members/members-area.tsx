import { Outlet } from 'react-router-dom';
import { ModuleGate } from '@/components/module-gate';

/** Every Members screen sits behind the member module (View Member Details). */
export function MembersArea() {
  return (
    <ModuleGate entry="member">
      <Outlet />
    </ModuleGate>
  );
}
