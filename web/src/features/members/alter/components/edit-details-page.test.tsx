import type { MemberDetail } from '@mo/contracts';
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { companySelected } from '@/lib/session';
import { fail, type FakeHandlers } from '@test/fake-api';
import { editDetailsPath, MEMBER_PATHS } from '@/features/members/paths';
import { ALTERED_MEMBER, renderAlter } from '../test/render-alter';

const QUERY = '?memberNumber=0000100001201&policyNumber=GHG0001001';

const employee: MemberDetail = {
  id: 'm-1',
  memberName: 'BUDI SANTOSO',
  employeeId: 'E-77',
  memberNumber: '0000100001201',
  medicalCardNumber: 'MC-1',
  memberType: 'EMPLOYEE',
  plan: { planNo: 'A', planDesc: 'Staf' },
  gender: 'M',
  dateOfBirth: '1988-04-09',
  maritalStatus: 'married',
  icNumber: '3174000000000001',
  workPhone: '+62 81234567890',
  countryCode: 'ID',
  countryDialCode: '+62',
  mobileNumber: '81234567890 ',
  email: 'budi@example.co.id',
  subsidiary: 'PT Anak',
  salary: { amount: '7500000', currency: 'IDR' },
  formattedSalaryAmount: null,
  effectiveDate: '2026-08-01',
  addressLine1: 'JL SUDIRMAN 1',
  addressLine2: '',
  postCode: '10210',
  bankAccount: null,
  employeeAndDependents: [],
};
const child: MemberDetail = {
  ...employee,
  id: 'm-2',
  memberName: 'SARI SANTOSO',
  memberType: 'CHILD',
  gender: 'F',
  dateOfBirth: '2015-02-01',
  mobileNumber: '',
  email: '',
};

/** Opens the edit form of `member` (its details answered as `member`) and waits for its fields. */
async function openEdit(
  kind: 'employee' | 'dependent',
  member: MemberDetail,
  handlers: FakeHandlers = {},
) {
  const user = userEvent.setup();
  const portal = renderAlter(`${editDetailsPath(kind, member.id)}${QUERY}`, {
    memberDetails: () => member,
    ...handlers,
  });
  await screen.findByTestId(`edit-${kind}-fields`);
  return { user, portal };
}

describe('edit details', () => {
  it('loads the employee, notes the approval and sends EDIT_MEMBER with the flag edit', async () => {
    const { user, portal } = await openEdit('employee', employee, {
      memberAlteration: () => ({ memberAlterationRef: 'MA2026112000009' }),
    });
    expect(screen.getByTestId('alter-heading')).toHaveTextContent('Edit details for BUDI SANTOSO');
    expect(screen.getByTestId('edit-approval-note')).toHaveTextContent('once they are approved');
    expect(screen.getByTestId('edit-dateOfBirth')).toHaveValue('09 Apr 1988');
    await user.click(screen.getByTestId('alter-submit'));
    await waitFor(() => expect(portal.router.state.location.pathname).toBe(MEMBER_PATHS.landing));
    // The banner drops its parameters from the address at once: where the page went is in the history.
    expect(portal.visited).toContain(
      `${MEMBER_PATHS.landing}?memberAlterationRef=MA2026112000009&flag=edit`,
    );
    expect(await screen.findByTestId('member-success-header')).toHaveTextContent(
      'Your request to edit member details was sent',
    );
    const { body } = portal.callsOf('memberAlteration')[0] as { body: Record<string, unknown> };
    expect(body).toMatchObject({
      type: 'EDIT_MEMBER',
      ...ALTERED_MEMBER,
      employeeDetails: {
        id: 'm-1',
        subsidiary: 'S01',
        name: 'BUDI SANTOSO',
        dateOfBirth: '09-04-1988',
        // trimmed, two decimals, null bank fields as empty text
        mobileNumber: '81234567890',
        salary: { amount: '7500000.00', currency: 'IDR' },
        bankAccount: { accountName: '', accountNumber: '', bank: null },
      },
    });
    expect(body).not.toHaveProperty('dependentDetails');
    portal.unmount();
  });

  it('checks the fields with the contracts rules before sending', async () => {
    const { user, portal } = await openEdit('employee', employee);
    await user.clear(screen.getByTestId('edit-name'));
    await user.clear(screen.getByTestId('edit-email'));
    await user.type(screen.getByTestId('edit-email'), 'budi@');
    const dob = screen.getByTestId('edit-dateOfBirth');
    await user.clear(dob);
    await user.type(dob, '01012030');
    await user.click(screen.getByTestId('alter-submit'));
    expect(screen.getByTestId('edit-name-error')).toHaveTextContent('Please complete this field.');
    expect(screen.getByTestId('edit-email-error')).toHaveTextContent(
      'The email format is incorrect.',
    );
    expect(screen.getByTestId('edit-dateOfBirth-message')).toHaveTextContent(
      'The date cannot be in the future.',
    );
    expect(portal.callsOf('memberAlteration')).toHaveLength(0);
    // The focus goes to the first invalid field.
    expect(screen.getByTestId('edit-name')).toHaveFocus();
    portal.unmount();
  });

  it('sends a salary typed with a decimal comma as that amount, and text collapsed', async () => {
    const { user, portal } = await openEdit('employee', employee, {
      memberAlteration: () => ({ memberAlterationRef: 'MA2026112000011' }),
    });
    const salary = screen.getByTestId('edit-salary');
    // Rp as Indonesian writes it, on the English page too.
    expect(salary).toHaveValue('7.500.000,00');
    await user.clear(salary);
    await user.type(salary, '1500000,5');
    await user.clear(screen.getByTestId('edit-addressLine1'));
    await user.type(screen.getByTestId('edit-addressLine1'), '  jl.   sudirman  2 ');
    await user.click(screen.getByTestId('alter-submit'));
    await waitFor(() => expect(portal.callsOf('memberAlteration')).toHaveLength(1));
    const { body } = portal.callsOf('memberAlteration')[0] as {
      body: { employeeDetails: { salary: { amount: string }; addressLine1: string } };
    };
    expect(body.employeeDetails.salary.amount).toBe('1500000.50');
    expect(Number(body.employeeDetails.salary.amount)).toBe(1500000.5);
    expect(body.employeeDetails.addressLine1).toBe('JL. SUDIRMAN 2');
    portal.unmount();
  });

  it('edits a dependent with the dependent form', async () => {
    const { user, portal } = await openEdit('dependent', child, {
      memberAlteration: () => ({ memberAlterationRef: 'MA2026112000010' }),
    });
    expect(screen.getByTestId('alter-heading')).toHaveTextContent('Edit details for SARI SANTOSO');
    expect(screen.queryByTestId('edit-salary')).not.toBeInTheDocument();
    await user.click(screen.getByTestId('alter-submit'));
    await waitFor(() => expect(portal.callsOf('memberAlteration')).toHaveLength(1));
    expect(portal.callsOf('memberAlteration')[0]).toMatchObject({
      body: {
        type: 'EDIT_MEMBER',
        memberId: 'm-2',
        dependentDetails: { id: 'm-2', memberType: 'wife', gender: 'F', dateOfBirth: '01-02-2015' },
      },
    });
    portal.unmount();
  });

  it('shows the server answer through the catalogue', async () => {
    const { user, portal } = await openEdit('employee', employee, {
      memberAlteration: fail('memberAlteration', 'MA4011'),
    });
    await user.click(screen.getByTestId('alter-submit'));
    expect(await screen.findByRole('dialog')).toHaveTextContent(
      'The member type does not match the details sent.',
    );
    portal.unmount();
  });

  it('a company switch on the form goes back to the member list', async () => {
    const { portal } = await openEdit('employee', employee);
    act(() => {
      portal.store.dispatch(companySelected({ id: 'c-2', name: 'PT Dua' }));
    });
    await waitFor(() => expect(portal.router.state.location.pathname).toBe(MEMBER_PATHS.landing));
    portal.unmount();
  });
});
