/** Paths of the policy-and-benefits area (spec part 1 section 2); lib/paths.ts may take them over. */
export const POLICY_AREA = '/mo/eb-app-policy-benefit/landing';
export const POLICY_PATHS = {
  area: POLICY_AREA,
  list: `${POLICY_AREA}/list`,
  details: `${POLICY_AREA}/details/:policyId`,
} as const;

export const policyDetailsPath = (policyId: string) =>
  `${POLICY_AREA}/details/${encodeURIComponent(policyId)}`;
