import Type, { type Static } from 'typebox';
import { ApiDate } from './api-date-schema';
import { Bank, TerminateReason } from './domain-members';
import { literalUnion } from './literal-union';
import { GENDERS, MARITAL_STATUSES, DEPENDENT_TYPES, SALARY_CURRENCIES } from './member-codes';

/*
 * The Members area's forms and alteration requests (part 2 section 3), split from
 * domain-members.ts (the shapes the insurer answers with). Form fields arrive as the portal typed
 * them (strings, '' for an untouched field or a dropdown left on 'Select One'): the schemas bound
 * their size, and member-rules.ts decides what is valid and which code (err025, err029, ...) a
 * field gets, the same in the portal and in the mock. Readings are in docs/spec-notes.md (Members).
 */

/** A bound for raw text fields; the spec's own maximum is a rule (member-rules.ts), not schema. */
const Text = (max = 256) => Type.String({ maxLength: max });
/** A date as typed and sent by a form: DD-MM-YYYY (dates of birth) or YYYY-MM-DD (effective). */
const DateInput = Type.String({ maxLength: 16 });
/** A dropdown value or '' when left on the placeholder. */
const Choice = <const T extends readonly string[]>(values: T) =>
  Type.Union([literalUnion(values), Type.Literal('')]);

/** The employee form (employeeDetails). Dates of birth are DD-MM-YYYY; salary has 2 decimals. */
export const EmployeeForm = Type.Object(
  {
    id: Text(64),
    subsidiary: Text(64),
    name: Text(),
    dateOfBirth: DateInput,
    gender: Choice(GENDERS),
    maritalStatus: Choice(MARITAL_STATUSES),
    email: Text(),
    employeeId: Text(64),
    ktpIcNo: Text(64),
    countryCode: Text(4),
    countryDialCode: Text(8),
    mobileNumber: Text(32),
    salary: Type.Object(
      { amount: Text(32), currency: literalUnion(SALARY_CURRENCIES) },
      { additionalProperties: false },
    ),
    addressLine1: Text(),
    addressLine2: Text(),
    postalCode: Text(32),
    bankAccount: Type.Object(
      {
        accountName: Text(),
        accountNumber: Text(64),
        bank: Type.Union([Bank, Type.Null()]),
      },
      { additionalProperties: false },
    ),
  },
  { additionalProperties: false },
);
export type EmployeeForm = Static<typeof EmployeeForm>;

/** One dependent form. Email and mobile are optional ('' when empty). */
export const DependentForm = Type.Object(
  {
    id: Text(64),
    name: Text(),
    gender: Choice(GENDERS),
    memberType: Choice(DEPENDENT_TYPES),
    dateOfBirth: DateInput,
    mobileNumber: Text(32),
    email: Text(),
    ktpIcNo: Text(64),
    countryCode: Text(4),
    flag: Text(4),
    countryDialCode: Text(8),
  },
  { additionalProperties: false },
);
export type DependentForm = Static<typeof DependentForm>;

/** Effective dates in alteration rows are YYYY-MM-DD ('' when not entered: err031). */
const EffectiveDate = DateInput;

export const RemoveRow = Type.Object(
  {
    id: Text(64),
    effectiveDate: EffectiveDate,
    terminateReason: Type.Union([TerminateReason, Type.Null()]),
  },
  { additionalProperties: false },
);
export type RemoveRow = Static<typeof RemoveRow>;

export const ChangePlanRow = Type.Object(
  { id: Text(64), planNo: Text(64), planDesc: Text(), effectiveDate: EffectiveDate },
  { additionalProperties: false },
);
export type ChangePlanRow = Static<typeof ChangePlanRow>;

/** A new member on a policy: `id` is the form id (EBMBR-...) of the employee or a dependent. */
export const AddRow = Type.Object(
  {
    id: Text(64),
    planNo: Text(64),
    planDesc: Text(),
    effectiveDate: EffectiveDate,
    subsidiaryNo: Text(64),
    subsidiaryName: Text(),
  },
  { additionalProperties: false },
);
export type AddRow = Static<typeof AddRow>;

const applicablePolicy = <R extends typeof RemoveRow | typeof ChangePlanRow | typeof AddRow>(
  row: R,
) =>
  Type.Object(
    {
      id: Text(64),
      policyType: Text(64),
      policyNo: Text(64),
      // Bounded loosely: over 10 dependents is MA4010 from the rules, not a schema failure.
      members: Type.Array(row, { minItems: 1, maxItems: 51 }),
    },
    { additionalProperties: false },
  );

export const RemovePolicy = applicablePolicy(RemoveRow);
export type RemovePolicy = Static<typeof RemovePolicy>;
export const ChangePlanPolicy = applicablePolicy(ChangePlanRow);
export type ChangePlanPolicy = Static<typeof ChangePlanPolicy>;
export const AddPolicy = applicablePolicy(AddRow);
export type AddPolicy = Static<typeof AddPolicy>;

const CompanyId = Type.String({ minLength: 1, maxLength: 64 });
const MemberKey = {
  companyId: CompanyId,
  memberId: Text(64),
  memberNumber: Text(64),
  policyNumber: Text(64),
};
/** At most the member's policies; an empty list is err017 (nothing chosen). */
const Policies = <T extends typeof RemovePolicy | typeof ChangePlanPolicy | typeof AddPolicy>(
  p: T,
) => Type.Array(p, { maxItems: 50 });

export const EditMemberRequest = Type.Object(
  {
    type: Type.Literal('EDIT_MEMBER'),
    ...MemberKey,
    /** Exactly one of the two, by the member's type (MA4011 otherwise). */
    employeeDetails: Type.Optional(EmployeeForm),
    dependentDetails: Type.Optional(DependentForm),
  },
  { additionalProperties: false },
);
export type EditMemberRequest = Static<typeof EditMemberRequest>;

export const RemoveMemberRequest = Type.Object(
  { type: Type.Literal('REMOVE_MEMBER'), ...MemberKey, applicablePolicies: Policies(RemovePolicy) },
  { additionalProperties: false },
);
export type RemoveMemberRequest = Static<typeof RemoveMemberRequest>;

export const AddEmployeeRequest = Type.Object(
  {
    type: Type.Literal('ADD_EMPLOYEE'),
    companyId: CompanyId,
    employeeDetails: EmployeeForm,
    /** 0 to 10 (MA4010 above). */
    dependents: Type.Array(DependentForm, { maxItems: 50 }),
    applicablePolicies: Policies(AddPolicy),
  },
  { additionalProperties: false },
);
export type AddEmployeeRequest = Static<typeof AddEmployeeRequest>;

export const AddDependentRequest = Type.Object(
  {
    type: Type.Literal('ADD_DEPENDENT'),
    /** The employee the dependents are added to. */
    ...MemberKey,
    /** 1 to 10 (MA4010 above). */
    dependents: Type.Array(DependentForm, { minItems: 1, maxItems: 50 }),
    applicablePolicies: Policies(AddPolicy),
  },
  { additionalProperties: false },
);
export type AddDependentRequest = Static<typeof AddDependentRequest>;

export const MemberAlterationRequest = Type.Union([
  EditMemberRequest,
  RemoveMemberRequest,
  AddEmployeeRequest,
  AddDependentRequest,
]);
export type MemberAlterationRequest = Static<typeof MemberAlterationRequest>;
export const ALTERATION_TYPES = [
  'EDIT_MEMBER',
  'REMOVE_MEMBER',
  'ADD_EMPLOYEE',
  'ADD_DEPENDENT',
] as const;
export type AlterationType = (typeof ALTERATION_TYPES)[number];

export const ChangePlanRequest = Type.Object(
  { ...MemberKey, applicablePolicies: Policies(ChangePlanPolicy) },
  { additionalProperties: false },
);
export type ChangePlanRequest = Static<typeof ChangePlanRequest>;

/**
 * The alteration reference: one string when the request touched one policy, a list (one per
 * policy) when it touched several. The portal shows every one (alterationRefs in member-rules).
 */
export const MemberAlterationRef = Type.Union([
  Type.String({ minLength: 1 }),
  Type.Array(Type.String({ minLength: 1 }), { minItems: 1 }),
]);
export type MemberAlterationRef = Static<typeof MemberAlterationRef>;

/**
 * A policy as the alteration screens use it (part 2 section 3, Policy for alteration). The portal
 * builds it from the policy list entry (toAlterationPolicy in member-rules): no call of its own.
 */
export const AlterationPolicy = Type.Object({
  id: Type.String(),
  policyType: Type.String(),
  policyNo: Type.String(),
  policyRemark: Type.String(),
  policyCommencementDate: ApiDate,
  policyEndDate: ApiDate,
  plans: Type.Array(Type.Object({ planNo: Type.String(), planDesc: Type.String() })),
  subsidiaryVMList: Type.Array(
    Type.Object({ subsidiaryNo: Type.String(), subsidiaryName: Type.String() }),
  ),
});
export type AlterationPolicy = Static<typeof AlterationPolicy>;

/** The bulk template: a real xlsx (base64) saved as 'Alteration Form'. */
export const BulkTemplate = Type.Object({
  fileContent: Type.String({ description: 'base64' }),
  lastUpdate: Type.String({ description: 'ISO 8601' }),
});
export type BulkTemplate = Static<typeof BulkTemplate>;

/** What the file gateway answers for an accepted upload. */
export const UploadedFile = Type.Object({
  documentId: Type.String(),
  fileName: Type.String(),
  /** The spec's sample carries it; the gateway does not echo an upload back (null). */
  fileContent: Type.Union([Type.String(), Type.Null()]),
  mimeType: Type.String(),
  extension: Type.String(),
  /** The member a document belongs to; a bulk alteration form belongs to none (null). */
  memberId: Type.Union([Type.String(), Type.Null()]),
  /** The file's place among the files of the request, from 0. */
  documentIndex: Type.Integer({ minimum: 0 }),
  fileGatewayRefNo: Type.String(),
  lastUpdate: Type.String({ description: 'ISO 8601' }),
});
export type UploadedFile = Static<typeof UploadedFile>;
