/** Paths of the Members area (spec part 2 section 2), all under /mo/eb-app-member. */
export const MEMBER_AREA = '/mo/eb-app-member';

export const MEMBER_PATHS = {
  area: MEMBER_AREA,
  overview: `${MEMBER_AREA}/overview`,
  /** MemberList / MemberListLanding. */
  landing: `${MEMBER_AREA}/overview/landing`,
  /** MemberPolicyListing (memberId optional). */
  policyListing: `${MEMBER_AREA}/overview/member-policy-listing/:memberId?`,
  /** MemberDetails (policyNumber optional). */
  details: `${MEMBER_AREA}/overview/member-details/:policyNumber?`,
  /** MemberAlteration > MemberAddEmployee. */
  addEmployee: `${MEMBER_AREA}/alteration/add-employee`,
  /** MemberDependentAlteration: redirects to the employee search. */
  dependentAlteration: `${MEMBER_AREA}/dependent-alteration`,
  /** MemberAddDependentSearch. */
  addDependentSearch: `${MEMBER_AREA}/dependent-alteration/add-dependent-search`,
  /** MemberAddDependentForm (the chosen employee's name optional). */
  addDependentForm: `${MEMBER_AREA}/landing/dependent-alteration/add-dependent-form/:dependentName?`,
  /** PolicySelection (prevRoute MemberAddEmployee or MemberAddDependentForm). */
  policySelection: `${MEMBER_AREA}/policy-selection/:prevRoute?/:name?`,
  /** EditDetails. */
  editList: `${MEMBER_AREA}/edit-details/list`,
  editEmployee: `${MEMBER_AREA}/edit-details/employee/:memberId?`,
  editDependent: `${MEMBER_AREA}/edit-details/dependent/:memberId?`,
  /** RemoveMemberLanding. */
  removeList: `${MEMBER_AREA}/remove-member/landing`,
  removeMember: `${MEMBER_AREA}/remove-member/remove-member-employee/:memberId?`,
  /** MemberChangePlanLanding. */
  changePlanList: `${MEMBER_AREA}/change-plan/landing`,
  changePlanSelect: `${MEMBER_AREA}/change-plan/policies-select`,
  /** MemberBulkUpdateLanding. */
  bulkUpdate: `${MEMBER_AREA}/bulk-update/landing`,
} as const;

const enc = encodeURIComponent;
const optional = (value: string | undefined) => (value ? `/${enc(value)}` : '');

export const memberPolicyListingPath = (memberId?: string) =>
  `${MEMBER_AREA}/overview/member-policy-listing${optional(memberId)}`;
export const memberDetailsPath = (policyNumber?: string) =>
  `${MEMBER_AREA}/overview/member-details${optional(policyNumber)}`;
export const addDependentFormPath = (dependentName?: string) =>
  `${MEMBER_AREA}/landing/dependent-alteration/add-dependent-form${optional(dependentName)}`;
export type PrevRoute = 'MemberAddEmployee' | 'MemberAddDependentForm';
export const policySelectionPath = (prevRoute: PrevRoute, name?: string) =>
  `${MEMBER_AREA}/policy-selection/${prevRoute}${optional(name)}`;
export const editDetailsPath = (kind: 'employee' | 'dependent', memberId: string) =>
  `${MEMBER_AREA}/edit-details/${kind}/${enc(memberId)}`;
export const removeMemberPath = (memberId: string) =>
  `${MEMBER_AREA}/remove-member/remove-member-employee/${enc(memberId)}`;

/** What a successful submit tells the member list (spec part 2 section 2, success banner). */
export type SuccessFlag = 'upload' | 'edit' | 'remove' | 'add';
export interface SuccessBanner {
  refs: string[];
  flag: SuccessFlag;
  /**
   * What kind of edit: a plan change travels as the spec's `edit` flag with `change=plan`, so its
   * banner names a plan change (the spec lists only four flags).
   */
  change?: 'plan';
}
const FLAGS: readonly SuccessFlag[] = ['upload', 'edit', 'remove', 'add'];

/**
 * The member list with the banner's route parameters: `memberAlterationRef` (repeated when it is
 * a list) and `flag`.
 */
export const landingWithBanner = ({ refs, flag, change }: SuccessBanner) => {
  const search = new URLSearchParams();
  for (const ref of refs) search.append('memberAlterationRef', ref);
  search.set('flag', flag);
  if (change && flag === 'edit') search.set('change', change);
  return `${MEMBER_PATHS.landing}?${search.toString()}`;
};

/** The banner a landing URL's search string carries, if any. */
export const bannerOf = (search: string): SuccessBanner | null => {
  const params = new URLSearchParams(search);
  const refs = params.getAll('memberAlterationRef').filter(Boolean);
  const flag = params.get('flag') as SuccessFlag | null;
  if (refs.length === 0 || !flag || !FLAGS.includes(flag)) return null;
  return flag === 'edit' && params.get('change') === 'plan'
    ? { refs, flag, change: 'plan' }
    : { refs, flag };
};
