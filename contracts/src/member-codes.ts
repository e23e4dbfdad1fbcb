/*
 * The Members area's code lists, without schemas: the portal's runtime takes them from here
 * (browser.ts), and domain-members.ts builds its TypeBox schemas on them.
 */

/** Member type codes of rows and details; the portal translates them (Karyawan / Employee). */
export const MEMBER_TYPES = ['EMPLOYEE', 'SPOUSE', 'CHILD'] as const;
export type MemberTypeCode = (typeof MEMBER_TYPES)[number];
/** The member-type dropdown of the lists: the third option (ALL) is the default. */
export const MEMBER_TYPE_FILTERS = ['EMPLOYEE', 'DEPENDENT', 'ALL'] as const;
export type MemberTypeFilter = (typeof MEMBER_TYPE_FILTERS)[number];

export const GENDERS = ['M', 'F'] as const;
export const MARITAL_STATUSES = ['single', 'married'] as const;
/**
 * The dependent form's member type: spouse, and the child option whose stored value is spelt
 * 'wife' (part 2 section 3). 'wife' means child.
 */
export const DEPENDENT_TYPES = ['spouse', 'wife'] as const;
export type DependentType = (typeof DEPENDENT_TYPES)[number];
export const SALARY_CURRENCIES = ['IDR', 'USD'] as const;

/** Pending alteration kinds a list row may show (labels: Add dependent, Change plan, ...). */
export const UPDATE_REQUESTS = [
  'ADD_EMPLOYEE',
  'ADD_DEPENDENT',
  'CHANGE_PLAN',
  'EDIT_DETAILS',
  'REMOVE_MEMBER',
] as const;
export type UpdateRequest = (typeof UPDATE_REQUESTS)[number];
/** Filter value for rows without a pending request. */
export const NO_UPDATE_REQUEST = 'NONE';

export const MEMBER_SORT_FIELDS = [
  'name',
  'memberNumber',
  'memberType',
  'policyNumber',
  'updateRequest',
  'effectiveDate',
  'requestDate',
] as const;
export type MemberSortField = (typeof MEMBER_SORT_FIELDS)[number];
export const SORT_ORDERS = ['ASC', 'DESC'] as const;

/** Fields the list may be filtered by (the server's applicableFilters name these). */
export const MEMBER_FILTER_FIELDS = [
  'updateRequest',
  'gender',
  'policyNumber',
  'memberType',
] as const;
export type MemberFilterField = (typeof MEMBER_FILTER_FIELDS)[number];
