import Type from 'typebox';
import { MEMBER_LIMITS } from '../constants';
import {
  Bank,
  MEMBER_SORT_FIELDS,
  MEMBER_TYPE_FILTERS,
  MemberDetail,
  MemberFilterBy,
  MemberListPage,
  MemberPlanDetail,
  MemberPolicy,
  SORT_ORDERS,
  TerminateReason,
} from '../domain-members';
import {
  BulkTemplate,
  ChangePlanRequest,
  MemberAlterationRef,
  MemberAlterationRequest,
  UploadedFile,
} from '../domain-member-forms';
import { literalUnion } from '../literal-union';
import { MEMBERS_ROUTES } from '../routes/members';
import { defineCall, queryCalls } from './define';
import { closed, CompanyId, companyQuery, FileQuery, Id, listOf, PeriodQuery } from './fields';

/*
 * The Members area (part 2 section 7). Paths the spec gives are kept; change plan, the file
 * gateway upload, the bank list and the terminate reasons' exact paths are ours
 * (docs/spec-notes.md, Members). Every call needs a session and is scoped to one company the
 * user belongs to (GW1035 otherwise).
 */
const CompanyQuery = companyQuery();
const PageSize = literalUnion(MEMBER_LIMITS.pageSizes);

export const memberList = defineCall(MEMBERS_ROUTES.memberList, {
  summary: 'Members of the company, one row per member and policy: filter, sort, search, paging.',
  body: closed({
    companyId: CompanyId,
    filterBy: Type.Optional(MemberFilterBy),
    sortByField: Type.Optional(literalUnion(MEMBER_SORT_FIELDS)),
    sortByOrder: Type.Optional(literalUnion(SORT_ORDERS)),
    /** Name or member number (with or without the hyphen), case-insensitive, contains. */
    searchByValue: Type.Optional(Type.String({ maxLength: MEMBER_LIMITS.searchMax })),
    /** ALL when absent; EMPLOYEE for the add-dependent search. */
    memberType: Type.Optional(literalUnion(MEMBER_TYPE_FILTERS)),
    pageNumber: Type.Optional(Type.Integer({ minimum: 1, default: MEMBER_LIMITS.defaultPage })),
    pageSize: Type.Optional(PageSize),
  }),
  data: MemberListPage,
});

export const memberDetails = defineCall(MEMBERS_ROUTES.memberDetails, {
  summary:
    'One member: overview, bank account (employees), household. All policies without policyId.',
  querystring: companyQuery({ policyId: Type.Optional(Id), periodId: Type.Optional(Id) }),
  data: MemberDetail,
});

export const memberPlanDetails = defineCall(MEMBERS_ROUTES.memberPlanDetails, {
  summary: "The member's plan and its benefits on one policy and period (first period if none).",
  querystring: PeriodQuery,
  data: MemberPlanDetail,
});

/** What an alteration request answers: its reference (or one per policy it touched). */
const AlterationAnswer = Type.Object({ memberAlterationRef: MemberAlterationRef });

export const memberAlteration = defineCall(MEMBERS_ROUTES.memberAlteration, {
  summary: 'Submits an edit, remove, add-employee or add-dependent request (type).',
  body: MemberAlterationRequest,
  data: AlterationAnswer,
});

export const changePlan = defineCall(MEMBERS_ROUTES.changePlan, {
  summary: 'Submits a change of plan on one or more policies of a member.',
  body: ChangePlanRequest,
  data: AlterationAnswer,
});

export const bulkUpdate = defineCall(MEMBERS_ROUTES.bulkUpdate, {
  summary: 'Submits an uploaded bulk file by its file gateway reference.',
  body: FileQuery,
  data: AlterationAnswer,
});

/** The company's lookups and files of the Members area: each takes the company query alone. */
export const { memberPolicies, bulkTemplate, fileUpload, bankList, terminateReasons } = queryCalls(
  MEMBERS_ROUTES,
  CompanyQuery,
  {
    memberPolicies: {
      summary: 'The policies of one member (member policy listing, remove and change plan).',
      data: listOf('policies', MemberPolicy),
    },
    bulkTemplate: {
      summary: "The bulk update template, a real xlsx ('Alteration Form').",
      data: BulkTemplate,
    },
    /**
     * File gateway upload: multipart/form-data with one part named `file` (the xlsx). No JSON body
     * schema: the route reads the part itself and answers FG5020 (password protected), FG5021 (not
     * xlsx), FG5022 (not exactly one file) or err019 (over 3,000,000 bytes).
     */
    fileUpload: {
      summary: 'Uploads one file (multipart part `file`); answers its file gateway reference.',
      data: UploadedFile,
    },
    bankList: {
      summary: 'Banks for the employee bank account (searchable dropdown).',
      data: listOf('banks', Bank),
    },
    terminateReasons: {
      summary: 'Reasons a member may be removed from a policy.',
      data: listOf('terminateReasons', TerminateReason),
    },
  },
);
