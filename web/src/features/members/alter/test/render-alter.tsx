import type { MemberPolicy, TerminateReason } from '@mo/contracts';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Language } from '@/lib/storage';
import type { FakeHandlers } from '@test/fake-api';
import { renderSignedIn } from '@test/render-portal';
import { memberRoutes } from '@/features/members/routes';

/** The server's date in these tests (JKT_DATE_TIME): the effective-date window is around it. */
export const TODAY = '2026-11-20';

/** The member each alteration page here is opened for, as its submit's body names it (in c-1). */
export const ALTERED_MEMBER = {
  companyId: 'c-1',
  memberId: 'm-1',
  memberNumber: '0000100001201',
  policyNumber: 'GHG0001001',
};

export const memberPolicy = (id: string, policyNumber: string, endDate = '2027-07-31') =>
  ({
    policy: {
      id,
      policyNumber,
      policyRemark: `Kesehatan ${policyNumber}`,
      policyType: 'GHG',
      policyStartDate: '2026-08-01',
      policyEndDate: endDate,
      policyCommencementDate: '2026-08-01',
    },
    periods: [],
    subsidiaryName: 'PT Anak',
    subsidiaryNo: 'S01',
    planNo: 'A',
    planDesc: 'Staf',
    memberNumber: '0000100001201',
    updateRequest: null,
  }) satisfies MemberPolicy;

export const REASONS: TerminateReason[] = [
  { id: 'r-1', code: 'RESIGN', description: 'Resigned' },
  { id: 'r-2', code: 'DECEASED', description: 'Deceased' },
];

export const baseHandlers: FakeHandlers = {
  getSysParam: (p) => {
    const category = (p.query as { category: string }).category;
    const detail: Record<string, { code: string; description1: string; description2?: string }[]> =
      {
        JKT_DATE_TIME: [{ code: 'JKT_DATE_TIME', description1: `${TODAY} 09:30:00` }],
        COUNTRY: [
          { code: 'ID', description1: 'Indonesia', description2: '+62' },
          { code: 'SG', description1: 'Singapore', description2: '+65' },
        ],
        DEFAULT_VARIABLES: [
          { code: 'EMPLOYEE_NAME_ALLOWABLE_CHAR', description1: "^[A-Za-z .'-]+$" },
        ],
      };
    return {
      systemParameterList: [{ category, commonCategoryDetail: detail[category] ?? [] }],
    };
  },
  bankList: () => ({ banks: [{ key: 'BCA', desc: 'Bank Central Asia' }] }),
  memberPolicies: () => ({
    policies: [memberPolicy('p-1', 'GHG0001001'), memberPolicy('p-2', 'GHG0001002', '2026-11-25')],
  }),
  memberDetails: () => ({ memberName: 'Budi Santoso' }),
  terminateReasons: () => ({ terminateReasons: REASONS }),
  policyPlans: () => ({
    plans: [
      { planNo: 'A', planDescription: 'Staf' },
      { planNo: 'B', planDescription: 'Manajer' },
    ],
  }),
};

/** The Members area (real routes, store, translations) on a fake API, signed in to c-1. */
export function renderAlter(path: string, extra: FakeHandlers = {}, language: Language = 'en') {
  const { api, store, router, visited, unmount } = renderSignedIn([memberRoutes], path, {
    handlers: { ...baseHandlers, ...extra },
    language,
    company: { id: 'c-1', name: 'PT Satu' },
    modules: ['View Member Details'],
  });
  return {
    api,
    store,
    router,
    /** Every address the router passed through, in order (see renderSignedIn). */
    visited,
    callsOf: (id: string) => api.calls.filter((c) => c.id === id).map((c) => c.params),
    unmount,
  };
}

/** The open dropdown panel's option (PrimeReact's hidden native selects also hold options). */
export const panelOption = async (name: string) => {
  const options = await screen.findAllByRole('option', { name, hidden: true });
  const item = options.find((o) => o.tagName === 'LI');
  if (!item) throw new Error(`no open option ${name}`);
  return item;
};

type User = ReturnType<typeof userEvent.setup>;

/**
 * The steps on a per-policy alter table whose test ids lead with `prefix` (change-plan, remove):
 * open the form (rendered, its first table shown), pick an option of a row's dropdown (choiceField), type a
 * row's effective date, untick a policy, read a row field's message.
 */
export const policyRowSteps = (prefix: string, choiceField: string) => ({
  openTable: async (path: string, extra: FakeHandlers = {}) => {
    const user = userEvent.setup();
    const portal = renderAlter(path, extra);
    await screen.findByTestId(`${prefix}-table-GHG0001001`);
    return { user, portal };
  },
  choose: async (user: User, policyNumber: string, option: string) => {
    await user.click(screen.getByTestId(`${prefix}-${choiceField}-${policyNumber}`));
    await user.click(await panelOption(option));
  },
  typeDate: async (user: User, policyNumber: string, digits: string) => {
    const input = screen.getByTestId(`${prefix}-date-${policyNumber}`);
    await user.clear(input);
    await user.type(input, digits);
    await user.tab();
  },
  untick: (user: User, policyNumber: string) =>
    user.click(screen.getByTestId(`alter-policy-check-${policyNumber}`).querySelector('input')!),
  messageOf: (field: string, policyNumber: string) =>
    screen.getByTestId(`${prefix}-${field}-${policyNumber}-message`),
});
