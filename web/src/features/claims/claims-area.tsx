import { hasModule } from '@mo/contracts';
import { useSelector } from 'react-redux';
import { Outlet } from 'react-router-dom';
import { ModuleGate, NoAccessPage } from '@/components/module-gate';
import { selectModules } from '@/lib/session';
import { COB_MODULE } from './rules/claim-rules';

/** Claim details (policy table, listing, detail) sit behind the claim detail entry's module. */
export function ClaimDetailArea() {
  return (
    <ModuleGate entry="claim_detail">
      <Outlet />
    </ModuleGate>
  );
}

/** Excess claims sit behind the Excess Claim module (a direct URL shows the no-access page). */
export function ExcessArea() {
  return (
    <ModuleGate entry="excess_claim">
      <Outlet />
    </ModuleGate>
  );
}

/** The COB request sits behind the COB Submission module. */
export function CobArea() {
  const modules = useSelector(selectModules);
  return hasModule(modules, COB_MODULE) ? <Outlet /> : <NoAccessPage />;
}
