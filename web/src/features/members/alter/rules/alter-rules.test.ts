import type { EmployeeForm } from '@mo/contracts';
import { memberPolicy } from '../test/render-alter';
import { changePlanRowErrors, removeRowErrors, toRemovePolicy } from './alter-rows';
import { employeeDetailsToSend, isEmployeeType, subsidiariesOf } from './edit-form';

const TODAY = '2026-11-20';

describe('alter rules', () => {
  it('reads Employee and the Indonesian Karyawan as employee, anything else as dependent', () => {
    expect(isEmployeeType('EMPLOYEE')).toBe(true);
    expect(isEmployeeType('Employee')).toBe(true);
    expect(isEmployeeType('Karyawan')).toBe(true);
    expect(isEmployeeType('SPOUSE')).toBe(false);
    expect(isEmployeeType('CHILD')).toBe(false);
  });

  it('sends a remove row with the date as YYYY-MM-DD', () => {
    const reason = { id: 'r-1', code: 'RESIGN', description: 'Resigned' };
    expect(
      toRemovePolicy(memberPolicy('p-1', 'G1'), 'm-1', { reason, date: '01-12-2026' }),
    ).toEqual({
      id: 'p-1',
      policyType: 'GHG',
      policyNo: 'G1',
      members: [{ id: 'm-1', effectiveDate: '2026-12-01', terminateReason: reason }],
    });
  });

  it('checks remove and change-plan rows on the given today and the policy end', () => {
    const policy = memberPolicy('p-1', 'G1', '2026-11-25');
    expect(removeRowErrors(policy, 'm-1', { reason: null, date: '' }, TODAY)).toEqual({
      terminateReason: 'err030',
      effectiveDate: 'err031',
    });
    expect(
      changePlanRowErrors(policy, 'm-1', { planNo: '', planDesc: '', date: '26-11-2026' }, TODAY),
    ).toEqual({ planNo: 'err035', effectiveDate: 'err039' });
    expect(
      changePlanRowErrors(policy, 'm-1', { planNo: 'B', planDesc: '', date: '31-02-2026' }, TODAY),
    ).toEqual({ effectiveDate: 'err009' });
    // DD MMM YYYY is typed as a date too (part 1 section 5).
    expect(
      changePlanRowErrors(policy, 'm-1', { planNo: 'B', planDesc: '', date: '20 Nov 2026' }, TODAY),
    ).toEqual({});
  });

  it('lists each subsidiary of the member once', () => {
    const a = memberPolicy('p-1', 'G1');
    const b = { ...memberPolicy('p-2', 'G2'), subsidiaryNo: 'S02', subsidiaryName: 'PT Cabang' };
    expect(subsidiariesOf([a, b, a])).toEqual([
      { subsidiaryNo: 'S01', subsidiaryName: 'PT Anak' },
      { subsidiaryNo: 'S02', subsidiaryName: 'PT Cabang' },
    ]);
  });

  it('trims the mobile number and sends the salary with two decimals', () => {
    const form = {
      mobileNumber: ' 81234567890 ',
      salary: { amount: '1250000.5', currency: 'IDR' },
      bankAccount: { accountName: '', accountNumber: '', bank: null },
    } as unknown as EmployeeForm;
    const sent = employeeDetailsToSend(form);
    expect(sent.mobileNumber).toBe('81234567890');
    expect(sent.salary.amount).toBe('1250000.50');
  });
});
