import { API_AREAS, CALLS, OPENAPI_DOCS_PATH } from '@mo/contracts';
import { Value } from 'typebox/value';
import type { MockApp } from '../src/app';
import { testApp } from './helpers';

/** The claims, premium billing and report calls with a body: each documents an example its schema takes. */
const bodied = [
  CALLS.claimList,
  CALLS.excessClaims,
  CALLS.cobSubmit,
  CALLS.premiumBilling,
  CALLS.billingDetailFiles,
  CALLS.billingReport,
  CALLS.memberReportCount,
  CALLS.memberReport,
  CALLS.groupReportCount,
  CALLS.groupReport,
  CALLS.submitFeedback,
  CALLS.validatePolicy,
] as const;

describe('OpenAPI: the claims and premium billing calls', () => {
  let app: MockApp;
  let paths: Record<
    string,
    Record<string, { requestBody?: { content: Record<string, { example?: unknown }> } }>
  >;
  beforeAll(async () => {
    app = await testApp();
    paths = (await app.inject({ method: 'GET', url: `${OPENAPI_DOCS_PATH}/json` })).json().paths;
  });
  afterAll(() => app.close());

  it.each(bodied.map((call) => [call.id, call] as const))(
    'documents %s with a request example its own schema takes',
    (_id, call) => {
      const example = (call.body as { examples?: unknown[] }).examples?.[0];
      expect(Value.Check(call.body!, example)).toBe(true);
      const operation = paths[`${API_AREAS[call.area]}${call.path}`]?.[call.method.toLowerCase()];
      expect(operation?.requestBody?.content['application/json']?.example).toEqual(example);
    },
  );
});
