import Type from 'typebox';
import { MEMBER_LIMITS } from '../constants';
import {
  Bank,
  BulkTemplate,
  ChangePlanRequest,
  MEMBER_SORT_FIELDS,
  MEMBER_TYPE_FILTERS,
  MemberAlterationRef,
  MemberAlterationRequest,
  MemberDetail,
  MemberFilterBy,
  MemberListPage,
  MemberPlanDetail,
  MemberPolicy,
  SORT_ORDERS,
  TerminateReason,
  UploadedFile,
} from '../domain-members';
import { literalUnion } from '../literal-union';
import { defineCall } from './define';

/*
 * The Members area (part 2 section 7). Paths the spec gives are kept; change plan, the file
 * gateway upload, the bank list and the terminate reasons' exact paths are ours
 * (docs/spec-notes.md, Members). Every call needs a session and is scoped to one company the
 * user belongs to (GW1035 otherwise).
 */
const CompanyId = Type.String({ minLength: 1, maxLength: 64 });
const Id = Type.String({ minLength: 1, maxLength: 64 });
const CompanyQuery = Type.Object({ companyId: CompanyId }, { additionalProperties: false });
const PageSize = literalUnion(MEMBER_LIMITS.pageSizes);

export const memberList = defineCall({
  id: 'memberList',
  summary: 'Members of the company, one row per member and policy: filter, sort, search, paging.',
  area: 'userManagement',
  method: 'POST',
  path: '/users/members',
  auth: 'session',
  body: Type.Object(
    {
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
    },
    { additionalProperties: false },
  ),
  data: MemberListPage,
  success: 'status-success',
});

export const memberDetails = defineCall({
  id: 'memberDetails',
  summary:
    'One member: overview, bank account (employees), household. All policies without policyId.',
  area: 'userManagement',
  method: 'GET',
  path: '/users/members/:memberId',
  auth: 'session',
  querystring: Type.Object(
    { companyId: CompanyId, policyId: Type.Optional(Id), periodId: Type.Optional(Id) },
    { additionalProperties: false },
  ),
  data: MemberDetail,
  success: 'status-success',
});

export const memberPolicies = defineCall({
  id: 'memberPolicies',
  summary: 'The policies of one member (member policy listing, remove and change plan).',
  area: 'userManagement',
  method: 'GET',
  path: '/users/members/:memberId/policies',
  auth: 'session',
  querystring: CompanyQuery,
  data: Type.Object({ policies: Type.Array(MemberPolicy) }),
  success: 'status-success',
});

export const memberPlanDetails = defineCall({
  id: 'memberPlanDetails',
  summary: "The member's plan and its benefits on one policy and period (first period if none).",
  area: 'userManagement',
  method: 'GET',
  path: '/users/members/:memberId/policies/:policyId',
  auth: 'session',
  querystring: Type.Object(
    { companyId: CompanyId, periodId: Type.Optional(Id) },
    { additionalProperties: false },
  ),
  data: MemberPlanDetail,
  success: 'status-success',
});

export const memberAlteration = defineCall({
  id: 'memberAlteration',
  summary: 'Submits an edit, remove, add-employee or add-dependent request (type).',
  area: 'policyAdmin',
  method: 'POST',
  path: '/member-alteration',
  auth: 'session',
  body: MemberAlterationRequest,
  data: Type.Object({ memberAlterationRef: MemberAlterationRef }),
  success: 'status-success',
});

export const changePlan = defineCall({
  id: 'changePlan',
  summary: 'Submits a change of plan on one or more policies of a member.',
  area: 'policyAdmin',
  method: 'POST',
  path: '/member-alteration/change-plan',
  auth: 'session',
  body: ChangePlanRequest,
  data: Type.Object({ memberAlterationRef: MemberAlterationRef }),
  success: 'status-success',
});

export const bulkTemplate = defineCall({
  id: 'bulkTemplate',
  summary: "The bulk update template, a real xlsx ('Alteration Form').",
  area: 'policyAdmin',
  method: 'GET',
  path: '/member-alteration/bulk-update-template',
  auth: 'session',
  querystring: CompanyQuery,
  data: BulkTemplate,
  success: 'status-success',
});

export const bulkUpdate = defineCall({
  id: 'bulkUpdate',
  summary: 'Submits an uploaded bulk file by its file gateway reference.',
  area: 'policyAdmin',
  method: 'POST',
  path: '/member-alteration/bulk-update',
  auth: 'session',
  body: Type.Object(
    { companyId: CompanyId, fileGatewayRefNo: Type.String({ minLength: 1, maxLength: 64 }) },
    { additionalProperties: false },
  ),
  data: Type.Object({ memberAlterationRef: MemberAlterationRef }),
  success: 'status-success',
});

/**
 * File gateway upload: multipart/form-data with one part named `file` (the xlsx). No JSON body
 * schema: the route reads the part itself and answers FG5020 (password protected), FG5021 (not
 * xlsx), FG5022 (not exactly one file) or err019 (over 3,000,000 bytes).
 */
export const fileUpload = defineCall({
  id: 'fileUpload',
  summary: 'Uploads one file (multipart part `file`); answers its file gateway reference.',
  area: 'fileGateway',
  method: 'POST',
  path: '/files',
  auth: 'session',
  bodyEncoding: 'multipart',
  querystring: CompanyQuery,
  data: UploadedFile,
  success: 'status-success',
});

export const bankList = defineCall({
  id: 'bankList',
  summary: 'Banks for the employee bank account (searchable dropdown).',
  area: 'customerServices',
  method: 'GET',
  path: '/app/sysparam/banks',
  auth: 'session',
  querystring: CompanyQuery,
  data: Type.Object({ banks: Type.Array(Bank) }),
  success: 'status-success',
});

export const terminateReasons = defineCall({
  id: 'terminateReasons',
  summary: 'Reasons a member may be removed from a policy.',
  area: 'customerServices',
  method: 'GET',
  path: '/app/sysparam/terminate-reasons',
  auth: 'session',
  querystring: CompanyQuery,
  data: Type.Object({ terminateReasons: Type.Array(TerminateReason) }),
  success: 'status-success',
});
