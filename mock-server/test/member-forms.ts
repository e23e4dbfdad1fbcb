import type { EmployeeForm } from '@mo/contracts';

/** The employee the member tests add: every field filled, as the portal's form sends it. */
export const employeeForm = (patch: Partial<EmployeeForm> = {}): EmployeeForm => ({
  id: 'EBMBR-E1',
  subsidiary: '001',
  name: 'BUDI SANTOSO',
  dateOfBirth: '17-08-1990',
  gender: 'M',
  maritalStatus: 'married',
  email: 'BUDI.SANTOSO@EXAMPLE.COM',
  employeeId: 'EMP9000001',
  ktpIcNo: '3171234567890001',
  countryCode: 'ID',
  countryDialCode: '+62',
  mobileNumber: '81234567890',
  salary: { amount: '15000000.00', currency: 'IDR' },
  addressLine1: 'JL. SUDIRMAN 1',
  addressLine2: 'JAKARTA',
  postalCode: '12190',
  bankAccount: {
    accountName: 'BUDI SANTOSO',
    accountNumber: '1234567890',
    bank: { key: 'BAN', desc: 'Bank Arta Nusa' },
  },
  ...patch,
});
