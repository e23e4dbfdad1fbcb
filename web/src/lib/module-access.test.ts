import { canAccess, MODULE_ACCESS } from './module-access';

describe('module access', () => {
  it('opens an entry when its module is granted, whatever the case', () => {
    expect(canAccess(['view member details'], 'member')).toBe(true);
    expect(canAccess(['HOME'], 'home')).toBe(true);
  });
  it('closes an entry whose module is missing', () => {
    expect(canAccess(['Home'], 'member')).toBe(false);
    expect(canAccess([], 'excess_claim')).toBe(false);
  });
  it('always opens entries without a module in the spec', () => {
    expect(MODULE_ACCESS.report).toBeNull();
    expect(canAccess([], 'report')).toBe(true);
    expect(canAccess([], 'premium_billing')).toBe(true);
    expect(canAccess([], 'policy')).toBe(true);
  });
});
