import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MEMBER_PATHS, policySelectionPath } from '@/features/members/paths';
import type { AddEmployeeRequest } from '@mo/contracts';
import {
  callsOf,
  renderAdd,
  fillEmployee,
  fillDependent,
  choose,
  typedDate,
} from '../test/render-add';
import { companyChanged } from '@/lib/session';

jest.setTimeout(90_000);

const errorOf = (testId: string) => screen.queryByTestId(`${testId}-error`)?.dataset.error;
const dateErrorOf = (testId: string) => screen.queryByTestId(`${testId}-message`);

/** The add-employee page, rendered and shown, with a user to drive it. */
async function openAddEmployee() {
  const user = userEvent.setup();
  const portal = renderAdd(MEMBER_PATHS.addEmployee);
  await screen.findByTestId('add-employee-page');
  return { user, portal };
}

describe('add employee', () => {
  it('validates both forms on Next and stays when anything fails', async () => {
    const { user, portal } = await openAddEmployee();
    expect(screen.getByTestId('breadcrumb-members')).toHaveAttribute('href', MEMBER_PATHS.landing);
    await user.click(screen.getByTestId('add-dependent-button'));
    await user.click(screen.getByTestId('add-next'));
    expect(errorOf('employee-subsidiary')).toBe('err029');
    expect(errorOf('employee-name')).toBe('err001');
    expect(dateErrorOf('employee-dateOfBirth')).toBeInTheDocument();
    expect(errorOf('employee-gender')).toBe('err025');
    expect(errorOf('employee-maritalStatus')).toBe('err026');
    expect(errorOf('employee-email')).toBe('err001');
    expect(errorOf('dependent-0-memberType')).toBe('err028');
    expect(errorOf('dependent-0-gender')).toBe('err025');
    expect(portal.router.state.location.pathname).toBe(MEMBER_PATHS.addEmployee);

    // The server's pattern (EMPLOYEE_NAME_ALLOWABLE_CHAR) rejects digits; e-mail format err007.
    await user.type(screen.getByTestId('employee-name'), 'Siti 2');
    await user.type(screen.getByTestId('employee-email'), 'siti@');
    await waitFor(() => expect(errorOf('employee-name')).toBe('pattern'));
    expect(errorOf('employee-email')).toBe('err007');
    // +62 numbers have more than 8 digits (err008).
    await user.type(screen.getByTestId('employee-mobileNumber'), '81234567');
    expect(errorOf('employee-mobileNumber')).toBe('err008');
    // Rp on the English page: "1.234" is 1234 in the Rp form and 1.234 in English, so refused.
    await user.type(screen.getByTestId('employee-salary'), '1.234');
    expect(errorOf('employee-salary')).toBe('amountUnclear');
    portal.unmount();
  });

  it('mobile number: a leading 0 is trimmed; not 0 first, over 8 for +62, 10 for others (err008)', async () => {
    const { user, portal } = await openAddEmployee();
    const number = screen.getByTestId('employee-mobileNumber');
    const retype = async (digits: string) => {
      await user.clear(number);
      await user.type(number, digits);
      await user.click(screen.getByTestId('employee-name'));
    };
    await user.click(screen.getByTestId('add-next'));
    expect(errorOf('employee-mobileNumber')).toBeUndefined(); // optional

    await retype('0812345678');
    expect(number).toHaveValue('812345678');
    expect(errorOf('employee-mobileNumber')).toBeUndefined();
    // One 0 is trimmed; the number must still not start with 0.
    await retype('00812345678');
    expect(number).toHaveValue('0812345678');
    expect(errorOf('employee-mobileNumber')).toBe('err008');
    expect(screen.getByTestId('employee-mobileNumber-error')).toHaveTextContent(
      'The mobile number is not registered or is invalid.',
    );
    await retype('81234567');
    expect(errorOf('employee-mobileNumber')).toBe('err008');

    // Enter submits from inside the field: the 0 is trimmed before the check.
    await user.clear(number);
    await user.type(number, '0812345678{Enter}');
    expect(number).toHaveValue('812345678');
    expect(errorOf('employee-mobileNumber')).toBeUndefined();

    await choose(user, 'employee-mobileNumber-country', 'Singapore (+65)');
    await retype('912345678');
    expect(errorOf('employee-mobileNumber')).toBe('err008');
    await retype('9123456789');
    expect(errorOf('employee-mobileNumber')).toBeUndefined();
    portal.unmount();
  });

  it('dates of birth: DD-MM-YYYY or DD MMM YYYY, anything else err009', async () => {
    const { user, portal } = await openAddEmployee();
    const date = screen.getByTestId('employee-dateOfBirth');
    await user.type(date, '12 Foo 1990');
    await user.click(screen.getByTestId('add-next'));
    expect(dateErrorOf('employee-dateOfBirth')).toHaveTextContent(
      'Enter the date as DD-MM-YYYY or DD MMM YYYY.',
    );
    await user.clear(date);
    await user.type(date, '31021990');
    expect(dateErrorOf('employee-dateOfBirth')).toHaveTextContent('DD MMM YYYY');
    await user.clear(date);
    await user.type(date, '12 Mar 1990');
    expect(dateErrorOf('employee-dateOfBirth')).not.toBeInTheDocument();
    expect(date).toHaveAttribute('data-value', '12-03-1990');
    portal.unmount();
  });

  it('moves the focus to the first invalid field after a failed Next', async () => {
    const { user, portal } = await openAddEmployee();
    await user.click(screen.getByTestId('add-next'));
    // The subsidiary dropdown comes first: its focusable input.
    expect(document.activeElement).toHaveAttribute('id', 'employee-subsidiary');
    await choose(user, 'employee-subsidiary', 'PT Anak Satu');
    await user.type(screen.getByTestId('employee-name'), 'Siti');
    await user.click(screen.getByTestId('add-next'));
    expect(screen.getByTestId('employee-dateOfBirth')).toHaveFocus();
    portal.unmount();
  });

  it('sends a salary typed with a decimal comma as that amount, not a hundred times more', async () => {
    const { user, portal } = await openAddEmployee();
    await fillEmployee(user);
    const salary = screen.getByTestId('employee-salary');
    await user.type(salary, '1500000,50');
    await user.click(screen.getByTestId('employee-name'));
    // Rp reads as Indonesian writes it on the English page too (spec part 1 section 9).
    expect(salary).toHaveValue('1.500.000,50');
    await user.click(screen.getByTestId('add-next'));
    await screen.findByTestId('policy-table-p-1');
    await user.click(
      screen.getByTestId('policy-check-p-2').querySelector('input') as HTMLInputElement,
    );
    await choose(user, 'row-p-1-0-plan', 'A (Staf)');
    await user.type(screen.getByTestId('row-p-1-0-effectiveDate'), typedDate(0));
    await user.click(screen.getByTestId('policy-submit'));
    await screen.findByTestId('member-list');
    const body = callsOf(portal.api, 'memberAlteration')[0]?.body as AddEmployeeRequest;
    expect(body.employeeDetails.salary.amount).toBe('1500000.50');
    expect(Number(body.employeeDetails.salary.amount)).toBe(1500000.5);
    portal.unmount();
  });

  it('keeps limits on every field', async () => {
    const portal = renderAdd(MEMBER_PATHS.addEmployee);
    await screen.findByTestId('add-employee-page');
    const max = (id: string) => screen.getByTestId(id).getAttribute('maxlength');
    expect(max('employee-name')).toBe('121');
    expect(max('employee-email')).toBe('50');
    expect(max('employee-employeeId')).toBe('14');
    expect(max('employee-ktpIcNo')).toBe('24');
    expect(max('employee-mobileNumber')).toBe('12');
    expect(max('employee-salary')).toBe('15');
    expect(max('employee-addressLine1')).toBe('30');
    expect(max('employee-addressLine2')).toBe('30');
    expect(max('employee-postalCode')).toBe('10');
    expect(max('employee-accountNumber')).toBe('20');
    expect(max('employee-accountName')).toBe('121');
    portal.unmount();
  });

  it('allows up to 10 dependents, each removable', async () => {
    const user = userEvent.setup();
    const portal = renderAdd(MEMBER_PATHS.addEmployee);
    const add = await screen.findByTestId('add-dependent-button');
    for (let i = 0; i < 10; i += 1) await user.click(add);
    expect(screen.getAllByTestId(/^dependent-form-\d+$/)).toHaveLength(10);
    expect(add).toBeDisabled();
    await user.click(screen.getByTestId('dependent-3-remove'));
    expect(screen.getAllByTestId(/^dependent-form-\d+$/)).toHaveLength(9);
    expect(add).toBeEnabled();
    portal.unmount();
  });

  it('saves the forms on Next, goes to policy selection and restores them on return', async () => {
    const { user, portal } = await openAddEmployee();
    await fillEmployee(user);
    expect(screen.getByTestId('employee-name')).toHaveValue('SITI RAHAYU');
    await user.type(screen.getByTestId('employee-mobileNumber'), '81234567890');
    await user.type(screen.getByTestId('employee-salary'), '7500000');
    await choose(user, 'employee-bank', 'Bank Central Asia');
    await user.click(screen.getByTestId('add-dependent-button'));
    await fillDependent(user, 0, 'anak satu');
    await user.click(screen.getByTestId('add-next'));

    await waitFor(() =>
      expect(portal.router.state.location.pathname).toBe(policySelectionPath('MemberAddEmployee')),
    );
    const saved = portal.store.getState().membersAdd;
    expect(saved.employee).toMatchObject({
      name: 'SITI RAHAYU',
      subsidiary: 'S01',
      dateOfBirth: '12-03-1990',
      gender: 'F',
      maritalStatus: 'married',
      email: 'SITI@EXAMPLE.COM',
      mobileNumber: '81234567890',
      salary: { amount: '7500000.00', currency: 'IDR' },
      bankAccount: { bank: { key: 'BCA', desc: 'Bank Central Asia' } },
    });
    expect(saved.employee?.id).toMatch(/^EBMBR-/);
    expect(saved.dependents).toHaveLength(1);
    expect(saved.dependents[0]).toMatchObject({
      name: 'ANAK SATU',
      memberType: 'wife',
      gender: 'M',
    });
    expect(saved.chosenEmployee).toBeNull();

    await user.click(await screen.findByTestId('policy-back'));
    expect(await screen.findByTestId('employee-name')).toHaveValue('SITI RAHAYU');
    expect(screen.getByTestId('dependent-0-name')).toHaveValue('ANAK SATU');
    // Restored, not changed: leaving asks nothing.
    await user.click(screen.getByTestId('breadcrumb-members'));
    expect(await screen.findByTestId('member-list')).toBeInTheDocument();
    expect(portal.store.getState().membersAdd.employee).toBeNull();
    portal.unmount();
  });

  it('asks before leaving an unsaved form: Stay keeps it, Leave clears it and goes', async () => {
    const user = userEvent.setup();
    const portal = renderAdd(MEMBER_PATHS.addEmployee);
    await user.type(await screen.findByTestId('employee-name'), 'Siti');
    await user.click(screen.getByTestId('breadcrumb-members'));
    expect(await screen.findByTestId('unsaved-changes-dialog')).toBeInTheDocument();
    // the add forms' own dialog: a header and a Stay link (not the other forms' question)
    expect(screen.getByTestId('unsaved-stay')).toHaveClass('link-button');
    await user.click(screen.getByTestId('unsaved-stay'));
    await waitFor(() =>
      expect(screen.queryByTestId('unsaved-changes-dialog')).not.toBeInTheDocument(),
    );
    expect(screen.getByTestId('employee-name')).toHaveValue('SITI');
    expect(portal.router.state.location.pathname).toBe(MEMBER_PATHS.addEmployee);

    await user.click(screen.getByTestId('breadcrumb-members'));
    await user.click(await screen.findByTestId('unsaved-leave'));
    expect(await screen.findByTestId('member-list')).toBeInTheDocument();
    portal.unmount();
  });

  it('goes to the member list on a company switch, and Stay restores the company', async () => {
    const { user, portal } = await openAddEmployee();
    // Clean form: the switch goes straight to the list.
    act(() => {
      portal.store.dispatch(companyChanged({ id: 'c-1', name: 'PT Satu' }));
    });
    expect(await screen.findByTestId('member-list')).toBeInTheDocument();
    await act(() => portal.router.navigate(MEMBER_PATHS.addEmployee));
    await user.type(await screen.findByTestId('employee-name'), 'Siti');
    await act(async () => {
      portal.store.dispatch(companyChanged({ id: 'c-2', name: 'PT Dua' }));
      await Promise.resolve();
    });
    await user.click(await screen.findByTestId('unsaved-stay'));
    await waitFor(() =>
      expect(portal.store.getState().session.company).toEqual({ id: 'c-1', name: 'PT Satu' }),
    );
    expect(portal.router.state.location.pathname).toBe(MEMBER_PATHS.addEmployee);
    await waitFor(() =>
      expect(screen.queryByTestId('unsaved-changes-dialog')).not.toBeInTheDocument(),
    );
    // The restore is not taken for another switch: no second dialog, still on the form.
    expect(screen.getByTestId('employee-name')).toHaveValue('SITI');
    portal.unmount();
  });
});
