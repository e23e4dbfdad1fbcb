import Type from 'typebox';
import {
  CLAIM_LIMITS,
  CLAIM_SEARCH_FIELDS,
  CLAIM_SORT_FIELDS,
  CLAIM_STAGES,
  COB_REASON_CODES,
  EXCESS_SORT_FIELDS,
} from '../claim-codes';
import {
  ClaimDetail,
  ClaimFilterBy,
  ClaimListPage,
  ClaimMemberType,
  ClaimPolicyPage,
  ClaimTransHistory,
  CobReason,
  Diagnosis,
  ExcessFilterBy,
  ExcessListPage,
  Hospital,
  SysParamConfig,
} from '../domain-claims';
import { literalUnion } from '../literal-union';
import { CLAIMS_ROUTES } from '../routes/claims';
import { defineCall, queryCalls } from './define';
import {
  closed,
  CompanyId,
  companyQuery,
  CurrentPage,
  Id,
  Language,
  listOf,
  pagedListBody,
  searchSortFilter,
} from './fields';

/*
 * The Claims area (part 2 section 7). The paths the spec gives are kept; methods, payload names
 * the spec leaves open and the paths of the lists, the config value and the payment-provider
 * check are ours (docs/spec-notes.md, Claims calls). Every call needs a session and a companyId
 * of the user (GW1035 otherwise); a claim of a company the user does not manage is GW1035 too.
 */
const CompanyQuery = companyQuery();
const PageSize = literalUnion(CLAIM_LIMITS.pageSizes);

export const claimPolicies = defineCall(CLAIMS_ROUTES.claimPolicies, {
  summary: 'The claim policy table: policies with their two claim totals, paged (10 to 50).',
  querystring: companyQuery({
    currentPage: Type.Optional(CurrentPage),
    pageSize: Type.Optional(PageSize),
  }),
  data: ClaimPolicyPage,
});

export const claimList = defineCall(CLAIMS_ROUTES.claimList, {
  summary:
    'Claims of one tab (ACTIVE_COMPLETED or SUBMITTED) by policy (0000: all) and period: ' +
    'search, sort, filterBy, paging.',
  body: closed(
    {
      companyId: CompanyId,
      /** A policy of the company, or '0000' for all its policies (no period then). */
      policyId: Id,
      /** The policy's period; its first (newest) when absent; ignored for '0000'. */
      periodId: Type.Optional(Id),
      status: literalUnion(CLAIM_STAGES),
      currentPage: Type.Optional(CurrentPage),
      pageSize: Type.Optional(PageSize),
      /** The search-by dropdown (active tab): the field searched; all three when absent. */
      searchByMemberType: Type.Optional(literalUnion(CLAIM_SEARCH_FIELDS)),
      /*
       * Search: case-insensitive, contains; the member number with or without its hyphen.
       * Sort: receivedDate DESC when absent.
       */
      ...searchSortFilter({
        searchMax: CLAIM_LIMITS.searchMax,
        sortFields: CLAIM_SORT_FIELDS,
        filterBy: ClaimFilterBy,
      }),
      /*
       * The general claim list request's names (part 2: "also uses filterRequestVM, memberType,
       * pageNumber, pageSize"), for clients that send that form: filterRequestVM filters like
       * filterBy, memberType like filterBy's memberType with one value, pageNumber is the page
       * (currentPage wins when both come). Every filter sent applies: where two name the same
       * field, a row needs a value both allow.
       */
      filterRequestVM: Type.Optional(ClaimFilterBy),
      memberType: Type.Optional(ClaimMemberType),
      pageNumber: Type.Optional(CurrentPage),
    },
    {
      examples: [
        {
          companyId: 'CO000001',
          policyId: 'PO000001001',
          status: 'ACTIVE_COMPLETED',
          currentPage: 1,
          pageSize: 10,
          searchByMemberType: 'memberName',
          searchByValue: 'budi',
          sortByField: 'receivedDate',
          sortByOrder: 'DESC',
          filterBy: { status: ['CC', 'CA'], claimType: ['P'] },
        },
      ],
    },
  ),
  data: ClaimListPage,
});

/**
 * The dashboard catalogue's claims trans-history (part 1 names only the path): month by month,
 * the claims received and the claims paid of a policy ('0000': every policy of the company),
 * from the claim book. The portal does not call it (no screen of the spec shows it).
 */
export const claimTransHistory = defineCall(CLAIMS_ROUTES.claimTransHistory, {
  summary:
    'Claims transaction history by month: claims received (incurred) and paid (payout), ' +
    'the last 1 to 12 Jakarta months.',
  querystring: closed({
    companyId: CompanyId,
    /** A policy of the company (GC404 otherwise), or '0000' for all of them. */
    policyId: Id,
    /** Months back including the current one; 12 when absent. */
    months: Type.Optional(Type.Integer({ minimum: 1, maximum: CLAIM_LIMITS.transHistoryMonths })),
  }),
  data: ClaimTransHistory,
});

export const claimDetails = defineCall(CLAIMS_ROUTES.claimDetails, {
  summary: 'One claim: summary, policy, payments, breakdown, submission and any COB request.',
  querystring: closed({
    companyId: CompanyId,
    /** The tooltips' language; Indonesian when absent. */
    language: Type.Optional(Language),
  }),
  data: ClaimDetail,
});

export const excessClaims = defineCall(CLAIMS_ROUTES.excessClaims, {
  summary: 'Excess claims by policy (0000: all) and period: search, sort, filterBy, paging.',
  /*
   * Search: claim number, member name or member number; case-insensitive, contains. Sort:
   * ageing DESC when absent (the table's reset).
   */
  body: pagedListBody(
    CLAIM_LIMITS.pageSizes,
    { searchMax: CLAIM_LIMITS.searchMax, sortFields: EXCESS_SORT_FIELDS, filterBy: ExcessFilterBy },
    {
      companyId: 'CO000001',
      policyId: '0000',
      currentPage: 1,
      pageSize: 10,
      sortByField: 'ageing',
      sortByOrder: 'DESC',
      filterBy: { excessStatus: ['OUTSTANDING'] },
    },
  ),
  data: ExcessListPage,
});

export const cobSubmit = defineCall(CLAIMS_ROUTES.cobSubmit, {
  summary: 'Files a coordination-of-benefits request on a claim; answers its reference.',
  body: closed(
    {
      companyId: CompanyId,
      claimId: Id,
      /** A COB reason code; '' (none chosen) is err030. */
      reason: Type.Union([literalUnion(COB_REASON_CODES), Type.Literal('')]),
      /** C2: the other insurer (1 to 50 allowed characters); ignored for other reasons. */
      insurerName: Type.Optional(Type.String({ maxLength: 256 })),
      /** C3: the reason in the user's words (1 to 100 allowed characters); ignored otherwise. */
      description: Type.Optional(Type.String({ maxLength: 256 })),
    },
    {
      examples: [
        {
          companyId: 'CO000001',
          claimId: 'CL001000001',
          reason: 'C2',
          insurerName: 'PT Asuransi Lain',
        },
      ],
    },
  ),
  data: Type.Object({ cobRefNo: Type.String() }),
});

/** The company's lists and settings the claim screens read: each takes the company query alone. */
export const { cobReasons, hospitalList, diagnosisList, sysParamConfig, paymentProviderFeature } =
  queryCalls(CLAIMS_ROUTES, CompanyQuery, {
    cobReasons: {
      summary: 'The COB reasons (C1, C2, C3), described in both languages.',
      data: listOf('cobReasons', CobReason),
    },
    hospitalList: {
      summary: 'Hospitals a claim may name (the default entry: outside the network).',
      data: listOf('hospitals', Hospital),
    },
    diagnosisList: {
      summary: 'Diagnoses a claim may name (ICD-10 codes).',
      data: listOf('diagnoses', Diagnosis),
    },
    /** One configuration value by code (SYSPARAM_CONFIG_CODES): COB_PROCESS_DAY, ... */
    sysParamConfig: {
      summary:
        'One configuration value by code (COB_PROCESS_DAY: days after the claim event a COB may be filed).',
      data: SysParamConfig,
    },
    paymentProviderFeature: {
      summary: "Whether the company's payment-provider feature (excess payment) is enabled.",
      data: Type.Object({
        enabled: Type.Boolean(),
        /** The provider's name while enabled, null otherwise. */
        providerName: Type.Union([Type.String(), Type.Null()]),
      }),
    },
  });
