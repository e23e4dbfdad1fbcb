import * as access from './access';
import * as customerServices from './customer-services';
import * as policyAdmin from './policy-admin';

export * from './define';
export { EMAIL_PATTERN } from './access';

/** Every call of the portal, by id. The mock registers one route per entry; Pact covers each. */
export const CALLS = {
  getSysParam: customerServices.getSysParam,
  authenticate: access.authenticate,
  requestOtp: access.requestOtp,
  validateOtp: access.validateOtp,
  createSession: access.createSession,
  deleteSession: access.deleteSession,
  accessibleModules: access.accessibleModules,
  userProfile: access.userProfile,
  policyList: policyAdmin.policyList,
} as const;

export type CallId = keyof typeof CALLS;
