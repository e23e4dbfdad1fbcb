export { BankField, type BankFieldProps } from './bank-field';
export { ChoiceField, type ChoiceFieldProps, type ChoiceOption } from './choice-field';
export { FieldErrorText, errorIdOf, fieldErrorKey } from './field-error';
export {
  MobileNumberField,
  type MobileNumberFieldProps,
  type PhoneValue,
} from './mobile-number-field';
export {
  DependentTypeField,
  GenderField,
  MaritalStatusField,
  SubsidiaryField,
  type SubsidiaryOption,
} from './option-fields';
export { SalaryField, type SalaryFieldProps, type SalaryValue } from './salary-field';
export { TextField, type TextFieldProps } from './text-field';
export { DEFAULT_COUNTRY, toCountries, useCountries, type Country } from './use-countries';
export { BirthGenderFields } from './birth-gender-fields';
export { textFieldsOf, type TextFieldSource, type TextOptions } from './text-fields';
