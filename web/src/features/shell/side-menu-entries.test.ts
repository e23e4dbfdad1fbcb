import { visibleEntries } from './side-menu-entries';

/** The visible entry ids, a parent's children in brackets: `claim[excess_claim]`. */
const shown = (modules: string[]) =>
  visibleEntries(modules).map((e) =>
    e.children ? `${e.id}[${e.children.map((c) => c.id).join(',')}]` : e.id,
  );

describe('side menu entries by module', () => {
  it('keeps Claims with Excess Claims for Excess Claim without MO Claim Breakdown', () => {
    expect(shown(['Excess Claim'])).toContain('claim[excess_claim]');
  });

  it('keeps Claims with Claim Details for MO Claim Breakdown without Excess Claim', () => {
    expect(shown(['MO Claim Breakdown'])).toContain('claim[claim_detail]');
  });

  it('shows both children with both modules, whatever their case', () => {
    expect(shown(['excess claim', 'MO CLAIM BREAKDOWN'])).toContain(
      'claim[claim_detail,excess_claim]',
    );
  });

  it('drops Claims when neither child module is granted, and keeps module-free entries', () => {
    const ids = shown(['Home']);
    expect(ids.some((id) => id.startsWith('claim'))).toBe(false);
    expect(ids).toEqual(['home', 'policy', 'premium_billing', 'report', 'contact_us']);
  });
});
