import { initialQuery } from '@/components/data-table/table-rules';
import { claimListBody } from '../api/claim-list';
import { excessClaimsBody } from '../api/excess-claims';
import { policyRow } from '../test/claim-fixtures';
import {
  ALL_POLICIES,
  choosePolicy,
  cobTooOld,
  periodsOf,
  remarkLines,
  remarksTruncated,
  showsBreakdown,
  showsCobCard,
  shownPeriod,
  visibleRemarkLines,
} from './claim-rules';

const policies = [policyRow(1, 3), policyRow(2, 1)];

describe('the policy and period choice', () => {
  it("offers no period for all policies ('0000') and the policy's periods otherwise", () => {
    expect(periodsOf(policies, '0000')).toEqual([]);
    expect(periodsOf(policies, 'pol-1').map((p) => p.id)).toEqual([
      'pol-1-per-1',
      'pol-1-per-2',
      'pol-1-per-3',
    ]);
  });

  it('resets the period to the first of a newly chosen policy', () => {
    expect(choosePolicy(policies, 'pol-1')).toEqual({ policyId: 'pol-1', periodId: 'pol-1-per-1' });
    expect(choosePolicy(policies, 'pol-2')).toEqual({ policyId: 'pol-2', periodId: 'pol-2-per-1' });
    expect(choosePolicy(policies, '0000')).toEqual(ALL_POLICIES);
    // A policy the company does not have (another company's link): all policies.
    expect(choosePolicy(policies, 'pol-9')).toEqual(ALL_POLICIES);
  });

  it('shows the chosen period while it is the policy’s, else the first', () => {
    const periods = periodsOf(policies, 'pol-1');
    expect(shownPeriod(periods, 'pol-1-per-2')?.id).toBe('pol-1-per-2');
    expect(shownPeriod(periods, 'pol-2-per-1')?.id).toBe('pol-1-per-1');
    expect(shownPeriod(periods, null)?.id).toBe('pol-1-per-1');
  });
});

describe('the claim remarks', () => {
  const eight = ['a\nb\nc', 'd\ne\nf\ng', 'h'];
  it('joins the three fields as lines, leaving out empty ones', () => {
    expect(remarkLines(['one\ntwo', '', 'three'])).toEqual(['one', 'two', 'three']);
  });

  it('shows seven lines until expanded', () => {
    const lines = remarkLines(eight);
    expect(remarksTruncated(lines)).toBe(true);
    expect(visibleRemarkLines(lines, false)).toEqual(['a', 'b', 'c', 'd', 'e', 'f', 'g']);
    expect(visibleRemarkLines(lines, true)).toHaveLength(8);
    expect(remarksTruncated(lines.slice(0, 7))).toBe(false);
  });
});

describe('the detail cards', () => {
  it('shows the breakdown only with a claim breakdown module and rows', () => {
    expect(showsBreakdown(['MO Claim Breakdown'], 2)).toBe(true);
    expect(showsBreakdown(['fo claim breakdown'], 1)).toBe(true);
    expect(showsBreakdown(['MO Claim Breakdown'], 0)).toBe(false);
    expect(showsBreakdown(['Excess Claim', 'COB Submission'], 3)).toBe(false);
  });

  it('hides the COB card for CP, OS and the empty status, without the module, and once filed', () => {
    const cob = ['COB Submission'];
    for (const status of ['CC', 'CA', 'CR']) expect(showsCobCard(cob, status, false)).toBe(true);
    for (const status of ['CP', 'OS', '']) expect(showsCobCard(cob, status, false)).toBe(false);
    expect(showsCobCard(['MO Claim Breakdown'], 'CC', false)).toBe(false);
    expect(showsCobCard(cob, 'CC', true)).toBe(false);
  });
});

describe('the listing requests', () => {
  const query = { ...initialQuery(20), search: 'x'.repeat(130), page: 2 };

  it('sends at most 121 search characters, the period of a policy and none for all', () => {
    const body = claimListBody('c-1', { policyId: 'pol-1', periodId: 'p-1' }, 'SUBMITTED', query);
    expect(body).toMatchObject({
      policyId: 'pol-1',
      periodId: 'p-1',
      currentPage: 2,
      pageSize: 20,
    });
    expect(body.searchByValue).toHaveLength(121);
    const all = claimListBody('c-1', { policyId: '0000', periodId: 'p-1' }, 'SUBMITTED', query);
    expect(all).not.toHaveProperty('periodId');
  });

  it('sends the search-by field on the active tab only', () => {
    const active = claimListBody('c-1', ALL_POLICIES, 'ACTIVE_COMPLETED', query, 'memberName');
    expect(active.searchByMemberType).toBe('memberName');
    const submitted = claimListBody('c-1', ALL_POLICIES, 'SUBMITTED', query, 'memberName');
    expect(submitted).not.toHaveProperty('searchByMemberType');
  });

  it('falls back to page size 10 for a size the server does not take', () => {
    expect(claimListBody('c-1', ALL_POLICIES, 'SUBMITTED', initialQuery(25)).pageSize).toBe(10);
  });

  it('orders the excess list by ageing descending until a column is chosen', () => {
    expect(excessClaimsBody('c-1', ALL_POLICIES, initialQuery(10))).toMatchObject({
      sortByField: 'ageing',
      sortByOrder: 'DESC',
    });
    const sorted = { ...initialQuery(10), sort: { field: 'memberName', order: 'asc' as const } };
    expect(excessClaimsBody('c-1', ALL_POLICIES, sorted)).toMatchObject({
      sortByField: 'memberName',
      sortByOrder: 'ASC',
    });
  });
});

describe('the COB window (the claim-event-too-old notice)', () => {
  // An event on 4 June 2026 with 180 days: 1 December 2026 is the last day a request is taken.
  const event = '2026-06-04';

  it('counts to the Jakarta day of the injected instant, not the UTC one', () => {
    // 20:30 UTC on 30 November is already 1 December (the last day) in Jakarta.
    expect(cobTooOld(event, 180, null, Date.parse('2026-11-30T20:30:00Z'))).toBe(false);
    // 16:59 UTC on 1 December is 23:59 in Jakarta: still the last day.
    expect(cobTooOld(event, 180, null, Date.parse('2026-12-01T16:59:00Z'))).toBe(false);
    // 17:00 UTC on 1 December is 2 December in Jakarta: one day too many.
    expect(cobTooOld(event, 180, null, Date.parse('2026-12-01T17:00:00Z'))).toBe(true);
  });

  it("takes the server's Jakarta date over the local clock", () => {
    const lateInUtc = Date.parse('2026-12-01T17:00:00Z');
    expect(cobTooOld(event, 180, '2026-12-01', lateInUtc)).toBe(false);
    expect(cobTooOld(event, 180, '2026-12-02', Date.parse('2026-11-01T00:00:00Z'))).toBe(true);
    expect(cobTooOld(event, 179, '2026-12-01', lateInUtc)).toBe(true);
  });

  it('closes nothing while the count is unknown or a date unreadable', () => {
    expect(cobTooOld(event, null, '2030-01-01', 0)).toBe(false);
    expect(cobTooOld(event, undefined, '2030-01-01', 0)).toBe(false);
    expect(cobTooOld('not a date', 180, '2030-01-01', 0)).toBe(false);
    expect(cobTooOld(event, 180, 'soon', 0)).toBe(false);
  });
});
