/**
 * The spec's base areas. Each lives under its own prefix on the gateway; the mock server mounts
 * its routes under the same prefixes, and the web builds each area's base URL from configuration
 * (a gateway URL plus this prefix, or a per-area override), so the portal can face a real gateway.
 */
export const API_AREAS = {
  customerServices: '/customer-services/v1',
  identity: '/identity/v1',
  userManagement: '/user-management/v1',
  policyAdmin: '/policy-admin/v1',
  claims: '/claims/v1',
  fileGateway: '/file-gateway/v1',
  healthcareProviders: '/healthcare-providers/v1',
  notifications: '/notifications/v1',
} as const;

export type ApiArea = keyof typeof API_AREAS;

/** Mock-only surfaces, never part of a real gateway. */
export const MOCK_CONTROL_PREFIX = '/__mock';
export const OPENAPI_DOCS_PATH = '/docs';
