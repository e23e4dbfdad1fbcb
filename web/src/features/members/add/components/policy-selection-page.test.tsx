import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { addIsoDays, type AddEmployeeRequest } from '@mo/contracts';
import { fail, type FakeHandlers } from '@test/fake-api';
import { addDependentFormPath, MEMBER_PATHS, policySelectionPath } from '@/features/members/paths';
import {
  callsOf,
  choose,
  fillDependent,
  fillEmployee,
  policy,
  renderAdd,
  renderPolicySelection,
  SAVED_FORMS,
  TODAY,
  typedDate,
  employeeRow,
  baseHandlers,
} from '../test/render-add';

jest.setTimeout(90_000);

const checkbox = (policyId: string) =>
  screen.getByTestId(`policy-check-${policyId}`).querySelector('input') as HTMLInputElement;
const errorOf = (testId: string) => screen.queryByTestId(`${testId}-error`)?.dataset.error;
const dateError = (testId: string) => screen.queryByTestId(`${testId}-message`)?.textContent;

/** Through the add-employee form: filled, one dependent, Next. */
async function throughTheForm(user: ReturnType<typeof userEvent.setup>) {
  const portal = renderAdd(MEMBER_PATHS.addEmployee);
  await screen.findByTestId('add-employee-page');
  await fillEmployee(user);
  await user.click(screen.getByTestId('add-dependent-button'));
  await fillDependent(user, 0, 'anak satu');
  await user.click(screen.getByTestId('add-next'));
  await screen.findByTestId('policy-selection-page');
  await screen.findByTestId('policy-table-p-1');
  return portal;
}

/**
 * Opened with the same forms already saved (the first case proves the form saves exactly these):
 * typing the whole form again in every case took most of this file's time.
 */
async function toPolicySelection(extra: FakeHandlers = {}) {
  const portal = await renderPolicySelection(extra);
  await screen.findByTestId('policy-selection-page');
  await screen.findByTestId('policy-table-p-1');
  return portal;
}

describe('policy selection', () => {
  it('pre-checks every policy, checks the rows and submits ADD_EMPLOYEE', async () => {
    const user = userEvent.setup();
    const portal = await throughTheForm(user);
    // What the other cases start from: the forms as this Next saved them (ids apart).
    expect(portal.store.getState().membersAdd).toEqual({
      employee: { ...SAVED_FORMS.employee, id: expect.stringMatching(/^EBMBR-/) },
      dependents: SAVED_FORMS.dependents.map((d) => ({
        ...d,
        id: expect.stringMatching(/^EBMBR-/),
      })),
      chosenEmployee: null,
      status: 'idle',
      errorCode: null,
    });
    expect(checkbox('p-1')).toBeChecked();
    expect(checkbox('p-2')).toBeChecked();
    expect(screen.getByTestId('breadcrumb-members')).toHaveAttribute('href', MEMBER_PATHS.landing);
    expect(screen.queryByTestId('breadcrumb-add-dependent')).not.toBeInTheDocument();
    // The employee's subsidiary is proposed; the plan is required (err024).
    await user.click(screen.getByTestId('policy-submit'));
    expect(errorOf('row-p-1-0-plan')).toBe('err024');
    expect(errorOf('row-p-1-0-subsidiary')).toBeUndefined();
    expect(dateError('row-p-1-0-effectiveDate')).toBeTruthy();
    expect(errorOf('policy-selection')).toBe('err033');
    expect(callsOf(portal.api, 'memberAlteration')).toHaveLength(0);
    // The focus goes to the first invalid field: the first row's plan.
    expect(document.activeElement).toHaveAttribute('id', 'row-p-1-0-plan');

    // Second policy unchecked: its table goes and it is not sent.
    await user.click(checkbox('p-2'));
    expect(screen.queryByTestId('policy-table-p-2')).not.toBeInTheDocument();
    await choose(user, 'row-p-1-0-plan', 'A (Staf)');
    await user.type(screen.getByTestId('row-p-1-0-effectiveDate'), typedDate(0));
    await choose(user, 'row-p-1-1-plan', 'A (Staf)');
    // DD MMM YYYY is a date too (part 1 section 5): today + 1 is 03 Dec 2026.
    await user.type(screen.getByTestId('row-p-1-1-effectiveDate'), '03 Dec 2026');
    await waitFor(() => expect(errorOf('policy-selection')).toBeUndefined());
    await user.click(screen.getByTestId('policy-submit'));
    await screen.findByTestId('member-list');
    const body = callsOf(portal.api, 'memberAlteration')[0]?.body as AddEmployeeRequest;
    expect(body.type).toBe('ADD_EMPLOYEE');
    expect(body.companyId).toBe('c-2');
    expect(body.dependents).toHaveLength(1);
    expect(body.applicablePolicies).toHaveLength(1);
    expect(body.applicablePolicies[0]).toMatchObject({ id: 'p-1', policyNo: 'GHG0001001' });
    expect(body.applicablePolicies[0]?.members[0]).toEqual({
      id: body.employeeDetails.id,
      planNo: 'A',
      planDesc: 'Staf',
      effectiveDate: TODAY,
      subsidiaryNo: 'S01',
      subsidiaryName: 'PT Anak Satu',
    });
    expect(body.applicablePolicies[0]?.members[1]?.effectiveDate).toBe(addIsoDays(TODAY, 1));
    const search = new URLSearchParams(portal.router.state.location.search);
    expect(search.getAll('memberAlterationRef')).toEqual(['MA-1', 'MA-2']);
    expect(search.get('flag')).toBe('add');
    expect(portal.store.getState().membersAdd.employee).toBeNull();
    portal.unmount();
  });

  it('checks the effective date: window, commencement and policy end', async () => {
    const user = userEvent.setup();
    const portal = await toPolicySelection({
      policyList: () => ({
        policies: [
          policy('p-1', 'GHG0001001'),
          policy('p-2', 'GHG0001002', addIsoDays(TODAY, 10), addIsoDays(TODAY, 20)),
        ],
        pagination: { currentPage: 1, pageSize: 100, totalPage: 1, totalRecord: 2 },
      }),
    });
    await user.type(screen.getByTestId('row-p-1-0-effectiveDate'), typedDate(31));
    await user.type(screen.getByTestId('row-p-2-0-effectiveDate'), typedDate(5));
    await user.type(screen.getByTestId('row-p-2-1-effectiveDate'), typedDate(25));
    await user.type(screen.getByTestId('row-p-1-1-effectiveDate'), '31022026');
    await user.click(screen.getByTestId('policy-submit'));
    const codeOf = (id: string) => screen.getByTestId(`${id}-message`).textContent;
    expect(codeOf('row-p-1-0-effectiveDate')).toMatch(/within 30 days/); // err032
    expect(codeOf('row-p-2-0-effectiveDate')).toMatch(/earlier than the policy start/); // err040
    expect(codeOf('row-p-2-1-effectiveDate')).toMatch(/exceed the policy end/); // err039
    // 31-02-2026 does not exist: err009, the date-format message.
    expect(codeOf('row-p-1-1-effectiveDate')).toBe('Enter the date as DD-MM-YYYY or DD MMM YYYY.');
    expect(callsOf(portal.api, 'memberAlteration')).toHaveLength(0);
    portal.unmount();
  });

  it("measures the 30-day window from the server's date (JKT_DATE_TIME), not the browser's", async () => {
    const user = userEvent.setup();
    const serverToday = addIsoDays(TODAY, 60);
    const portal = await toPolicySelection({
      getSysParam: (p: { query?: unknown }) =>
        (p.query as { category: string }).category === 'JKT_DATE_TIME'
          ? {
              systemParameterList: [
                {
                  category: 'JKT_DATE_TIME',
                  commonCategoryDetail: [
                    { code: 'JKT_DATE_TIME', description1: `${serverToday}T09:00:00+07:00` },
                  ],
                },
              ],
            }
          : (baseHandlers.getSysParam as (p: unknown) => unknown)(p),
    });
    // The fixture's today is 60 days before this server's today: out of the window.
    await user.type(screen.getByTestId('row-p-1-0-effectiveDate'), typedDate(0));
    // 55 days from the fixture's today is 5 days from the server's: in the window.
    await user.type(screen.getByTestId('row-p-1-1-effectiveDate'), typedDate(55));
    await user.click(screen.getByTestId('policy-submit'));
    const codeOf = (id: string) => screen.queryByTestId(`${id}-message`)?.textContent ?? '';
    await waitFor(() => expect(codeOf('row-p-1-0-effectiveDate')).toMatch(/within 30 days/));
    expect(codeOf('row-p-1-1-effectiveDate')).not.toMatch(/within 30 days/);
    portal.unmount();
  });

  it.each([
    ['MA4010', 'At most 10 dependents per submission.'],
    ['err017', 'Please choose at least one.'],
  ])(
    'shows the server code %s through the catalogue and keeps the typed dates',
    async (code, message) => {
      const user = userEvent.setup();
      const portal = await toPolicySelection({
        memberAlteration: fail('memberAlteration', code),
      });
      await user.click(checkbox('p-2'));
      for (const row of [0, 1]) {
        await choose(user, `row-p-1-${row}-plan`, 'B (Manajer)');
        await user.type(screen.getByTestId(`row-p-1-${row}-effectiveDate`), typedDate(0));
      }
      await user.click(screen.getByTestId('policy-submit'));
      expect(await screen.findByText(message)).toBeInTheDocument();
      expect(portal.router.state.location.pathname).toBe(policySelectionPath('MemberAddEmployee'));
      expect(screen.getByTestId('row-p-1-0-effectiveDate')).toHaveAttribute(
        'data-value',
        typedDate(0).replace(/^(\d\d)(\d\d)/, '$1-$2-'),
      );
      expect(screen.getByTestId('policy-submit')).toBeEnabled();
      portal.unmount();
    },
  );

  it('disables Submit and shows the loader while the request runs', async () => {
    const user = userEvent.setup();
    let answer: (value: unknown) => void = () => undefined;
    const portal = await toPolicySelection({
      memberAlteration: () => new Promise((resolve) => (answer = resolve)),
    });
    await user.click(checkbox('p-2'));
    for (const row of [0, 1]) {
      await choose(user, `row-p-1-${row}-plan`, 'A (Staf)');
      await user.type(screen.getByTestId(`row-p-1-${row}-effectiveDate`), typedDate(2));
    }
    await user.click(screen.getByTestId('policy-submit'));
    await waitFor(() => expect(screen.getByTestId('policy-submit')).toBeDisabled());
    expect(screen.getByTestId('page-loader')).toBeInTheDocument();
    // Answer only once the call has arrived (before that, `answer` is still the no-op).
    await waitFor(() => expect(callsOf(portal.api, 'memberAlteration')).toHaveLength(1));
    act(() => answer({ memberAlterationRef: 'MA-9' }));
    expect(await screen.findByTestId('member-list')).toBeInTheDocument();
    expect(
      new URLSearchParams(portal.router.state.location.search).getAll('memberAlterationRef'),
    ).toEqual(['MA-9']);
    portal.unmount();
  });

  it('refetches the policies on a company switch', async () => {
    const portal = await toPolicySelection();
    const before = callsOf(portal.api, 'policyList').length;
    const { companyChanged } = await import('@/lib/session');
    act(() => {
      portal.store.dispatch(companyChanged({ id: 'c-1', name: 'PT Satu' }));
    });
    await waitFor(() => expect(callsOf(portal.api, 'policyList').length).toBe(before + 1));
    expect(callsOf(portal.api, 'policyList').at(-1)).toMatchObject({ query: { companyId: 'c-1' } });
    portal.unmount();
  });
});

describe('add dependent', () => {
  it('searches employees, keeps at least one form, at most 10, and submits ADD_DEPENDENT', async () => {
    const user = userEvent.setup();
    const portal = renderAdd(MEMBER_PATHS.addDependentSearch);
    await user.click(await screen.findByText('BUDI SANTOSO'));
    expect(callsOf(portal.api, 'memberList')[0]).toMatchObject({
      body: { companyId: 'c-2', memberType: 'EMPLOYEE' },
    });
    await waitFor(() =>
      expect(portal.router.state.location.pathname).toBe(addDependentFormPath('BUDI SANTOSO')),
    );
    expect(await screen.findByTestId('add-dependent-header')).toHaveTextContent(
      'Add dependent for BUDI SANTOSO',
    );
    expect(screen.getByTestId('breadcrumb-add-dependent')).toHaveAttribute(
      'href',
      MEMBER_PATHS.addDependentSearch,
    );
    expect(portal.store.getState().membersAdd.chosenEmployee).toEqual({
      memberId: 'm-7',
      memberNumber: '0000100007',
      policyNumber: 'GHG0001001',
      policyId: 'p-1',
      name: 'BUDI SANTOSO',
    });
    expect(screen.getAllByTestId(/^dependent-form-\d+$/)).toHaveLength(1);
    expect(screen.queryByTestId('dependent-0-remove')).not.toBeInTheDocument();
    const add = screen.getByTestId('add-dependent-button');
    for (let i = 1; i < 10; i += 1) await user.click(add);
    expect(add).toBeDisabled();
    expect(screen.getByTestId('dependent-9-remove')).toBeInTheDocument();
    for (let i = 9; i >= 1; i -= 1) await user.click(screen.getByTestId(`dependent-${i}-remove`));

    await user.click(screen.getByTestId('add-next'));
    expect(screen.getByTestId('dependent-0-name-error')).toBeInTheDocument();
    await fillDependent(user, 0, 'istri budi');
    await user.click(screen.getByTestId('add-next'));
    await waitFor(() =>
      expect(portal.router.state.location.pathname).toBe(
        policySelectionPath('MemberAddDependentForm', 'BUDI SANTOSO'),
      ),
    );
    expect(await screen.findByTestId('breadcrumb-add-dependent')).toHaveAttribute(
      'href',
      MEMBER_PATHS.addDependentSearch,
    );
    await screen.findByTestId('policy-table-p-1');
    // Only the chosen row's policy: the employee is not on the other one.
    expect(screen.queryByTestId('policy-p-2')).not.toBeInTheDocument();
    await choose(user, 'row-p-1-0-plan', 'A (Staf)');
    // No subsidiary proposed for a dependent: required (err029); the date too (err031).
    await user.click(screen.getByTestId('policy-submit'));
    expect(errorOf('row-p-1-0-subsidiary')).toBe('err029');
    expect(dateError('row-p-1-0-effectiveDate')).toMatch(/enter the effective date/);
    expect(callsOf(portal.api, 'memberAlteration')).toHaveLength(0);
    await choose(user, 'row-p-1-0-subsidiary', 'PT Anak Dua');
    await user.type(screen.getByTestId('row-p-1-0-effectiveDate'), typedDate(-3));
    await user.click(screen.getByTestId('policy-submit'));
    await screen.findByTestId('member-list');
    expect(callsOf(portal.api, 'memberAlteration')[0]?.body).toMatchObject({
      type: 'ADD_DEPENDENT',
      companyId: 'c-2',
      memberId: employeeRow.id,
      memberNumber: employeeRow.memberNumber,
      policyNumber: employeeRow.policyNumber,
      dependents: [{ name: 'ISTRI BUDI', memberType: 'wife' }],
      applicablePolicies: [
        {
          id: 'p-1',
          members: [{ planNo: 'A', subsidiaryNo: 'S02', effectiveDate: addIsoDays(TODAY, -3) }],
        },
      ],
    });
    portal.unmount();
  });

  it('asks before leaving a changed dependent form and goes to the list on a company switch', async () => {
    const user = userEvent.setup();
    const portal = renderAdd(MEMBER_PATHS.addDependentSearch);
    await user.click(await screen.findByText('BUDI SANTOSO'));
    await user.type(await screen.findByTestId('dependent-0-name'), 'Istri');
    await user.click(screen.getByTestId('breadcrumb-add-dependent'));
    await user.click(await screen.findByTestId('unsaved-stay'));
    expect(portal.router.state.location.pathname).toBe(addDependentFormPath('BUDI SANTOSO'));
    expect(screen.getByTestId('dependent-0-name')).toHaveValue('ISTRI');
    await waitFor(() =>
      expect(screen.queryByTestId('unsaved-changes-dialog')).not.toBeInTheDocument(),
    );
    const { companyChanged } = await import('@/lib/session');
    act(() => {
      portal.store.dispatch(companyChanged({ id: 'c-1', name: 'PT Satu' }));
    });
    await user.click(await screen.findByTestId('unsaved-leave'));
    expect(await screen.findByTestId('member-list')).toBeInTheDocument();
    expect(portal.store.getState().membersAdd.chosenEmployee).toBeNull();
    portal.unmount();
  });

  it('sends the search and the form to the member list on a company switch', async () => {
    const portal = renderAdd(MEMBER_PATHS.addDependentSearch);
    await screen.findByText('BUDI SANTOSO');
    const { companyChanged } = await import('@/lib/session');
    act(() => {
      portal.store.dispatch(companyChanged({ id: 'c-1', name: 'PT Satu' }));
    });
    expect(await screen.findByTestId('member-list')).toBeInTheDocument();
    portal.unmount();
  });
});
