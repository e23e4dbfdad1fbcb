import type { DependentForm, EmployeeForm, FieldErrors } from '@mo/contracts';
import type { TextFieldSource } from './fields/text-fields';

/*
 * The value, error and change of a member form's text fields by key, for textFieldsOf (the add
 * and edit forms alike). A change names the rule functions' field path it touched.
 */

type Change<F> = (patch: Partial<F>, path: string) => void;
type Source<K extends string> = Pick<TextFieldSource<K>, 'value' | 'error' | 'onChange'>;

export type DependentTextKey = 'name' | 'email' | 'ktpIcNo';
export type EmployeeTextKey =
  | 'name'
  | 'email'
  | 'employeeId'
  | 'ktpIcNo'
  | 'addressLine1'
  | 'addressLine2'
  | 'postalCode'
  | BankTextKey;
type BankTextKey = 'accountName' | 'accountNumber';

const isBank = (key: EmployeeTextKey): key is BankTextKey =>
  key === 'accountName' || key === 'accountNumber';

export const dependentText = (
  form: DependentForm,
  errors: FieldErrors,
  onChange: Change<DependentForm>,
): Source<DependentTextKey> => ({
  value: (key) => form[key],
  error: (key) => errors[key],
  onChange: (key, value) => onChange({ [key]: value }, key),
});

/** The bank account's fields sit in `bankAccount` (their error paths `bankAccount.<key>`). */
export const employeeText = (
  form: EmployeeForm,
  errors: FieldErrors,
  onChange: Change<EmployeeForm>,
): Source<EmployeeTextKey> => {
  const pathOf = (key: EmployeeTextKey) => (isBank(key) ? `bankAccount.${key}` : key);
  return {
    value: (key) => (isBank(key) ? form.bankAccount[key] : form[key]),
    error: (key) => errors[pathOf(key)],
    onChange: (key, value) =>
      onChange(
        isBank(key) ? { bankAccount: { ...form.bankAccount, [key]: value } } : { [key]: value },
        pathOf(key),
      ),
  };
};
