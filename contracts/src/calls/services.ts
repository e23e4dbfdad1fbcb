import Type from 'typebox';
import { ApiDate } from '../api-date-schema';
import { literalUnion } from '../literal-union';
import { defineCall } from './define';

/*
 * Documented calls no screen makes (issue 13; part 1 section 7 gives paths, not methods): the
 * customer services' build version, feedback, buy-insurance, FAQ and banners, and the policy
 * admin's categories, benefit list, policy validation and build version. The methods and shapes
 * are ours (docs/spec-notes.md, "Customer services and policy admin").
 */
const CompanyId = Type.String({ minLength: 1, maxLength: 64 });
const Id = Type.String({ minLength: 1, maxLength: 64 });
const Language = literalUnion(['id', 'en'] as const);
const LanguageQuery = Type.Object(
  {
    /** Indonesian when absent. */
    language: Type.Optional(Language),
  },
  { additionalProperties: false },
);

/** What a service answers about its own build. */
export const BuildVersion = Type.Object({
  service: Type.String(),
  version: Type.String({ pattern: '^\\d+\\.\\d+\\.\\d+$' }),
  buildDate: ApiDate,
});

export const FEEDBACK_CATEGORIES = ['SUGGESTION', 'COMPLAINT', 'COMPLIMENT', 'QUESTION'] as const;

export const FeedbackEntry = Type.Object({
  id: Type.String(),
  category: literalUnion(FEEDBACK_CATEGORIES),
  rating: Type.Optional(Type.Integer({ minimum: 1, maximum: 5 })),
  message: Type.String(),
  /** ISO instant on the insurer's clock. */
  createdAt: Type.String(),
});

const InsuranceProduct = Type.Object({
  code: Type.String(),
  name: Type.String(),
  description: Type.String(),
  productTypes: Type.Array(Type.String()),
});

const FaqEntry = Type.Object({
  id: Type.String(),
  category: Type.String(),
  question: Type.String(),
  answer: Type.String(),
  sequence: Type.Integer({ minimum: 1 }),
});

const Banner = Type.Object({
  id: Type.String(),
  title: Type.String(),
  imageUrl: Type.String(),
  linkUrl: Type.Optional(Type.String()),
  sequence: Type.Integer({ minimum: 1 }),
  validFrom: ApiDate,
  validTo: ApiDate,
});

const PolicyCategory = Type.Object({
  planNo: Type.String(),
  planDescription: Type.String(),
  memberType: literalUnion(['E', 'S', 'C'] as const),
  memberCount: Type.Integer({ minimum: 0 }),
});

const PolicyBenefitEntry = Type.Object({
  policyId: Type.String(),
  policyNo: Type.String(),
  benefitId: Type.String(),
  productType: Type.String(),
  benefitName: Type.String(),
  isActive: Type.Boolean(),
});

export const customerServicesBuildVersion = defineCall({
  id: 'customerServicesBuildVersion',
  summary: 'The customer services build version.',
  area: 'customerServices',
  method: 'GET',
  path: '/build-version',
  auth: 'public',
  data: BuildVersion,
  success: 'status-success',
});

export const feedbackList = defineCall({
  id: 'feedbackList',
  summary: "The signed-in user's feedback, newest first.",
  area: 'customerServices',
  method: 'GET',
  path: '/feedback',
  auth: 'session',
  data: Type.Object({ feedback: Type.Array(FeedbackEntry) }),
  success: 'status-success',
});

export const submitFeedback = defineCall({
  id: 'submitFeedback',
  summary: 'Sends feedback; the next feedback read of the same user lists it.',
  area: 'customerServices',
  method: 'POST',
  path: '/feedback',
  auth: 'session',
  body: Type.Object(
    {
      category: literalUnion(FEEDBACK_CATEGORIES),
      rating: Type.Optional(Type.Integer({ minimum: 1, maximum: 5 })),
      message: Type.String({ minLength: 1, maxLength: 1000, pattern: '\\S' }),
    },
    {
      additionalProperties: false,
      examples: [{ category: 'SUGGESTION', rating: 4, message: 'Tolong tambahkan ekspor PDF.' }],
    },
  ),
  data: FeedbackEntry,
  success: 'status-success',
});

export const buyInsurance = defineCall({
  id: 'buyInsurance',
  summary: 'The products offered to a prospect, with the sales contact.',
  area: 'customerServices',
  method: 'GET',
  path: '/buy-insurance',
  auth: 'public',
  querystring: LanguageQuery,
  data: Type.Object({
    products: Type.Array(InsuranceProduct, { minItems: 1 }),
    contact: Type.Object({
      name: Type.String(),
      phoneNo: Type.String(),
      emailAddress: Type.String(),
    }),
  }),
  success: 'status-success',
});

export const faq = defineCall({
  id: 'faq',
  summary: 'Frequently asked questions, in the language asked (Indonesian by default).',
  area: 'customerServices',
  method: 'GET',
  path: '/faq',
  auth: 'public',
  querystring: LanguageQuery,
  data: Type.Object({ faqs: Type.Array(FaqEntry) }),
  success: 'status-success',
});

export const appBanners = defineCall({
  id: 'appBanners',
  summary: "The banners shown today on the insurer's clock, in display order.",
  area: 'customerServices',
  method: 'GET',
  path: '/app/banners',
  auth: 'public',
  querystring: LanguageQuery,
  data: Type.Object({ banners: Type.Array(Banner) }),
  success: 'status-success',
});

export const policyCategories = defineCall({
  id: 'policyCategories',
  summary: 'The categories of a policy: each plan and member type with its member count.',
  area: 'policyAdmin',
  method: 'GET',
  path: '/policies/:policyId/categories',
  auth: 'session',
  querystring: Type.Object(
    { companyId: CompanyId, periodId: Type.Optional(Id) },
    { additionalProperties: false },
  ),
  data: Type.Object({ categories: Type.Array(PolicyCategory) }),
  success: 'status-success',
});

export const policyBenefitList = defineCall({
  id: 'policyBenefitList',
  summary: "The benefits (product types) of the company's policies, or of one policy.",
  area: 'policyAdmin',
  method: 'GET',
  path: '/policies/benefits/list',
  auth: 'session',
  querystring: Type.Object(
    { companyId: CompanyId, policyId: Type.Optional(Id) },
    { additionalProperties: false },
  ),
  data: Type.Object({ benefits: Type.Array(PolicyBenefitEntry) }),
  success: 'status-success',
});

export const validatePolicy = defineCall({
  id: 'validatePolicy',
  summary: 'Whether a policy number belongs to the company.',
  area: 'policyAdmin',
  method: 'POST',
  path: '/policies/validate',
  auth: 'session',
  body: Type.Object(
    {
      companyId: CompanyId,
      policyNo: Type.String({ minLength: 1, maxLength: 64, pattern: '\\S' }),
    },
    { additionalProperties: false, examples: [{ companyId: 'CO000001', policyNo: 'GHG0001001' }] },
  ),
  data: Type.Object({ valid: Type.Boolean(), policyId: Type.Optional(Type.String()) }),
  success: 'status-success',
});

export const policyAdminBuildVersion = defineCall({
  id: 'policyAdminBuildVersion',
  summary: 'The policy admin build version.',
  area: 'policyAdmin',
  method: 'GET',
  path: '/policies/build-version',
  auth: 'public',
  data: BuildVersion,
  success: 'status-success',
});
