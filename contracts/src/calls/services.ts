import Type from 'typebox';
import { ApiDate } from '../api-date-schema';
import { literalUnion } from '../literal-union';
import { SERVICES_ROUTES } from '../routes/services';
import { defineCall, queryCalls } from './define';
import { closed, CompanyId, companyQuery, Id, Language, listOf, PeriodQuery } from './fields';

/*
 * Documented calls no screen makes (issue 13; part 1 section 7 gives paths, not methods): the
 * customer services' build version, feedback, buy-insurance, FAQ and banners, and the policy
 * admin's categories, benefit list, policy validation and build version. The methods and shapes
 * are ours (docs/spec-notes.md, "Customer services and policy admin").
 */
const LanguageQuery = closed({
  /** Indonesian when absent. */
  language: Type.Optional(Language),
});

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

export const customerServicesBuildVersion = defineCall(
  SERVICES_ROUTES.customerServicesBuildVersion,
  {
    summary: 'The customer services build version.',
    data: BuildVersion,
  },
);

export const feedbackList = defineCall(SERVICES_ROUTES.feedbackList, {
  summary: "The signed-in user's feedback, newest first.",
  data: listOf('feedback', FeedbackEntry),
});

export const submitFeedback = defineCall(SERVICES_ROUTES.submitFeedback, {
  summary: 'Sends feedback; the next feedback read of the same user lists it.',
  body: closed(
    {
      category: literalUnion(FEEDBACK_CATEGORIES),
      rating: Type.Optional(Type.Integer({ minimum: 1, maximum: 5 })),
      message: Type.String({ minLength: 1, maxLength: 1000, pattern: '\\S' }),
    },
    { examples: [{ category: 'SUGGESTION', rating: 4, message: 'Tolong tambahkan ekspor PDF.' }] },
  ),
  data: FeedbackEntry,
});

/** The public content of the services area, in the language asked (Indonesian by default). */
export const { buyInsurance, faq, appBanners } = queryCalls(SERVICES_ROUTES, LanguageQuery, {
  buyInsurance: {
    summary: 'The products offered to a prospect, with the sales contact.',
    data: Type.Object({
      products: Type.Array(InsuranceProduct, { minItems: 1 }),
      contact: Type.Object({
        name: Type.String(),
        phoneNo: Type.String(),
        emailAddress: Type.String(),
      }),
    }),
  },
  faq: {
    summary: 'Frequently asked questions, in the language asked (Indonesian by default).',
    data: listOf('faqs', FaqEntry),
  },
  appBanners: {
    summary: "The banners shown today on the insurer's clock, in display order.",
    data: listOf('banners', Banner),
  },
});

export const policyCategories = defineCall(SERVICES_ROUTES.policyCategories, {
  summary: 'The categories of a policy: each plan and member type with its member count.',
  querystring: PeriodQuery,
  data: listOf('categories', PolicyCategory),
});

export const policyBenefitList = defineCall(SERVICES_ROUTES.policyBenefitList, {
  summary: "The benefits (product types) of the company's policies, or of one policy.",
  querystring: companyQuery({ policyId: Type.Optional(Id) }),
  data: listOf('benefits', PolicyBenefitEntry),
});

export const validatePolicy = defineCall(SERVICES_ROUTES.validatePolicy, {
  summary: 'Whether a policy number belongs to the company.',
  body: closed(
    {
      companyId: CompanyId,
      policyNo: Type.String({ minLength: 1, maxLength: 64, pattern: '\\S' }),
    },
    { examples: [{ companyId: 'CO000001', policyNo: 'GHG0001001' }] },
  ),
  data: Type.Object({ valid: Type.Boolean(), policyId: Type.Optional(Type.String()) }),
});

export const policyAdminBuildVersion = defineCall(SERVICES_ROUTES.policyAdminBuildVersion, {
  summary: 'The policy admin build version.',
  data: BuildVersion,
});
