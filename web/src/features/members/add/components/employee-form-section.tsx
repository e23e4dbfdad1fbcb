import { MEMBER_LIMITS, type EmployeeForm, type FieldErrors } from '@mo/contracts';
import { useTranslation } from 'react-i18next';
import {
  BankField,
  GenderField,
  MaritalStatusField,
  MobileNumberField,
  SalaryField,
  SubsidiaryField,
  TextField,
  type SubsidiaryOption,
} from '../../shared/fields';
import { MaskedDateInput } from '../../../../components/masked-date-input';

const L = MEMBER_LIMITS.fields;

interface EmployeeFormSectionProps {
  value: EmployeeForm;
  onChange: (next: EmployeeForm) => void;
  errors: FieldErrors;
  subsidiaries: readonly SubsidiaryOption[];
}

/** The employee form (spec part 2 sections 3 and 5): personal details, contact, salary, bank. */
export function EmployeeFormSection({
  value,
  onChange,
  errors,
  subsidiaries,
}: EmployeeFormSectionProps) {
  const { t } = useTranslation('membersAdd');
  const set = (patch: Partial<EmployeeForm>) => onChange({ ...value, ...patch });
  const bank = value.bankAccount;
  return (
    <section
      className="members-add__card"
      data-testid="employee-form"
      aria-labelledby="employee-title"
    >
      <header className="members-add__card-header">
        <h2 id="employee-title">{t('employee.title')}</h2>
      </header>
      <div className="members-add__grid">
        <SubsidiaryField
          id="employee-subsidiary"
          subsidiaries={subsidiaries}
          value={value.subsidiary}
          error={errors.subsidiary}
          onChange={(subsidiary) => set({ subsidiary })}
        />
        <TextField
          id="employee-name"
          label={t('employee.name')}
          required
          value={value.name}
          maxLength={L.name}
          error={errors.name}
          onChange={(name) => set({ name })}
        />
        <MaskedDateInput
          id="employee-dateOfBirth"
          testId="employee-dateOfBirth"
          label={`${t('employee.dateOfBirth')} *`}
          placeholder={t('fields.datePlaceholder')}
          value={value.dateOfBirth}
          errorCode={errors.dateOfBirth}
          onChange={(dateOfBirth) => set({ dateOfBirth })}
        />
        <GenderField
          id="employee-gender"
          value={value.gender}
          error={errors.gender}
          onChange={(gender) => set({ gender: gender as EmployeeForm['gender'] })}
        />
        <MaritalStatusField
          id="employee-maritalStatus"
          value={value.maritalStatus}
          error={errors.maritalStatus}
          onChange={(maritalStatus) =>
            set({ maritalStatus: maritalStatus as EmployeeForm['maritalStatus'] })
          }
        />
        <TextField
          id="employee-email"
          label={t('employee.email')}
          required
          inputMode="email"
          value={value.email}
          maxLength={L.email}
          error={errors.email}
          onChange={(email) => set({ email })}
        />
        <TextField
          id="employee-employeeId"
          label={t('employee.employeeId')}
          restricted
          value={value.employeeId}
          maxLength={L.employeeId}
          error={errors.employeeId}
          onChange={(employeeId) => set({ employeeId })}
        />
        <TextField
          id="employee-ktpIcNo"
          label={t('employee.ktpIcNo')}
          upperCase={false}
          restricted
          value={value.ktpIcNo}
          maxLength={L.ktpIcNo}
          error={errors.ktpIcNo}
          onChange={(ktpIcNo) => set({ ktpIcNo })}
        />
        <MobileNumberField
          id="employee-mobileNumber"
          label={t('employee.mobileNumber')}
          accessibleName={t('employee.mobileNumber')}
          value={{
            countryCode: value.countryCode,
            countryDialCode: value.countryDialCode,
            mobileNumber: value.mobileNumber,
          }}
          error={errors.mobileNumber}
          onChange={(phone) => set(phone)}
        />
        <SalaryField
          id="employee-salary"
          label={t('employee.salary')}
          accessibleName={t('employee.salary')}
          value={value.salary}
          error={errors['salary.amount']}
          onChange={(salary) => set({ salary })}
        />
        <TextField
          id="employee-addressLine1"
          label={t('employee.addressLine1')}
          value={value.addressLine1}
          maxLength={L.addressLine}
          error={errors.addressLine1}
          onChange={(addressLine1) => set({ addressLine1 })}
        />
        <TextField
          id="employee-addressLine2"
          label={t('employee.addressLine2')}
          value={value.addressLine2}
          maxLength={L.addressLine}
          error={errors.addressLine2}
          onChange={(addressLine2) => set({ addressLine2 })}
        />
        <TextField
          id="employee-postalCode"
          label={t('employee.postalCode')}
          digitsOnly
          value={value.postalCode}
          maxLength={L.postalCode}
          error={errors.postalCode}
          onChange={(postalCode) => set({ postalCode })}
        />
      </div>
      <h3 className="members-add__subtitle">{t('employee.bankTitle')}</h3>
      <div className="members-add__grid">
        <TextField
          id="employee-accountName"
          label={t('employee.accountName')}
          restricted
          value={bank.accountName}
          maxLength={L.bankAccountName}
          error={errors['bankAccount.accountName']}
          onChange={(accountName) => set({ bankAccount: { ...bank, accountName } })}
        />
        <TextField
          id="employee-accountNumber"
          label={t('employee.accountNumber')}
          digitsOnly
          value={bank.accountNumber}
          maxLength={L.bankAccountNumber}
          error={errors['bankAccount.accountNumber']}
          onChange={(accountNumber) => set({ bankAccount: { ...bank, accountNumber } })}
        />
        <BankField
          id="employee-bank"
          label={t('employee.bank')}
          accessibleName={t('employee.bank')}
          value={bank.bank}
          onChange={(chosen) => set({ bankAccount: { ...bank, bank: chosen } })}
        />
      </div>
    </section>
  );
}
