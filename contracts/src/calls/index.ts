import * as access from './access';
import * as billing from './billing';
import * as claims from './claims';
import * as customerServices from './customer-services';
import * as identity from './identity';
import * as members from './members';
import * as passwordKey from './password-key';
import * as portal from './portal';
import * as reports from './reports';
import * as userAdmin from './user-admin';
import * as services from './services';
import * as policyAdmin from './policy-admin';
import * as providers from './providers';
import * as validateAccess from './validate-access';

export * from './define';
export { EMAIL_PATTERN, FirstTimeToken } from './access';
export { PROVIDER_EXAMPLE } from './providers';

/** Every call of the portal, by id. The mock registers one route per entry; Pact covers each. */
export const CALLS = {
  getSysParam: customerServices.getSysParam,
  remoteConfig: customerServices.remoteConfig,
  authenticate: access.authenticate,
  requestOtp: access.requestOtp,
  validateOtp: access.validateOtp,
  createSession: access.createSession,
  deleteSession: access.deleteSession,
  validateAccess: validateAccess.validateAccess,
  accessibleModules: access.accessibleModules,
  userProfile: access.userProfile,
  updatePassword: access.updatePassword,
  passwordKey: passwordKey.passwordKey,
  refreshToken: identity.refreshToken,
  revokeToken: identity.revokeToken,
  policyList: policyAdmin.policyList,
  policyDetails: portal.policyDetails,
  policyPlans: portal.policyPlans,
  policyBenefits: portal.policyBenefits,
  benefitSchedule: portal.benefitSchedule,
  benefitMapping: portal.benefitMapping,
  policyReportCount: portal.policyReportCount,
  policyReport: portal.policyReport,
  dashboardAmounts: portal.dashboardAmounts,
  dashboardBarCharts: portal.dashboardBarCharts,
  dashboardClaimCounts: portal.dashboardClaimCounts,
  lastLogin: portal.lastLogin,
  updateUser: portal.updateUser,
  memberList: members.memberList,
  memberDetails: members.memberDetails,
  memberPolicies: members.memberPolicies,
  memberPlanDetails: members.memberPlanDetails,
  memberAlteration: members.memberAlteration,
  changePlan: members.changePlan,
  bulkTemplate: members.bulkTemplate,
  bulkUpdate: members.bulkUpdate,
  fileUpload: members.fileUpload,
  bankList: members.bankList,
  terminateReasons: members.terminateReasons,
  claimPolicies: claims.claimPolicies,
  claimList: claims.claimList,
  claimDetails: claims.claimDetails,
  claimTransHistory: claims.claimTransHistory,
  excessClaims: claims.excessClaims,
  cobSubmit: claims.cobSubmit,
  cobReasons: claims.cobReasons,
  hospitalList: claims.hospitalList,
  diagnosisList: claims.diagnosisList,
  sysParamConfig: claims.sysParamConfig,
  paymentProviderFeature: claims.paymentProviderFeature,
  premiumBilling: billing.premiumBilling,
  billingDetailFiles: billing.billingDetailFiles,
  billingReport: billing.billingReport,
  reportTypes: reports.reportTypes,
  memberReportCount: reports.memberReportCount,
  memberReport: reports.memberReport,
  groupReportCount: reports.groupReportCount,
  groupReport: reports.groupReport,
  fileReady: reports.fileReady,
  fileDownload: reports.fileDownload,
  createUser: userAdmin.createUser,
  searchUserName: userAdmin.searchUserName,
  validateMedicalCard: userAdmin.validateMedicalCard,
  validateMemberInfo: userAdmin.validateMemberInfo,
  validateMobile: userAdmin.validateMobile,
  userBuildVersion: userAdmin.userBuildVersion,
  accountRecovery: userAdmin.accountRecovery,
  authorize: userAdmin.authorize,
  userInfo: userAdmin.userInfo,
  providerList: providers.providerList,
  providerDetails: providers.providerDetails,
  providerPreferences: providers.providerPreferences,
  notificationList: providers.notificationList,
  notificationDetails: providers.notificationDetails,
  customerServicesBuildVersion: services.customerServicesBuildVersion,
  feedbackList: services.feedbackList,
  submitFeedback: services.submitFeedback,
  buyInsurance: services.buyInsurance,
  faq: services.faq,
  appBanners: services.appBanners,
  policyCategories: services.policyCategories,
  policyBenefitList: services.policyBenefitList,
  validatePolicy: services.validatePolicy,
  policyAdminBuildVersion: services.policyAdminBuildVersion,
} as const;

export type CallId = keyof typeof CALLS;
