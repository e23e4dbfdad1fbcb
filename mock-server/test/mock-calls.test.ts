import { API_AREAS, CALLS, ERROR_CODES, type ApiArea, type HttpMethod } from '@mo/contracts';
import type { MockApp } from '../src/app';
import { testApp } from './helpers';

interface ListedCall {
  id: string;
  area: ApiArea;
  method: HttpMethod;
  path: string;
  auth: string;
  summary: string;
}

/**
 * The calls both specs document in section 7 (part 1: "The calls it makes"; part 2: "The calls it
 * makes"), transcribed by hand: the spec's lists are prose, not data. A `path` entry is matched
 * by area and path (any parameter name; the method too where the spec gives it); where the spec
 * names a call without its path, `callId` names the call of ours that serves it.
 */
type Documented =
  | { spec: 1 | 2; area: ApiArea; path: string; method?: HttpMethod }
  | { spec: 1 | 2; what: string; callId: string };

const um = 'userManagement';
const pa = 'policyAdmin';
const cs = 'customerServices';
const DOCUMENTED: readonly Documented[] = [
  // Part 1, calls with known method and shape.
  { spec: 1, area: um, method: 'PUT', path: 'users/password' },
  { spec: 1, area: um, method: 'PUT', path: 'users/{user-id}' },
  { spec: 1, area: 'identity', method: 'POST', path: 'oauth2/revoke' },
  { spec: 1, area: 'identity', method: 'POST', path: 'oauth2/token' },
  { spec: 1, area: um, method: 'POST', path: 'otp' },
  { spec: 1, area: um, method: 'POST', path: 'otp/validate' },
  { spec: 1, area: um, method: 'POST', path: 'auth/session' },
  { spec: 1, area: um, method: 'DELETE', path: 'auth/session' },
  { spec: 1, area: cs, method: 'GET', path: 'app/sysparam' },
  // Part 1, sign-in.
  { spec: 1, area: um, path: 'auth/authenticate' },
  { spec: 1, area: um, path: 'auth/validate-access' },
  { spec: 1, area: um, path: 'auth/accessible-modules' },
  { spec: 1, area: 'identity', path: 'oauth2/authorize' },
  { spec: 1, area: 'identity', path: 'oauth2/userinfo' },
  { spec: 1, what: 'account recovery router', callId: 'accountRecovery' },
  { spec: 1, what: 'users (details)', callId: 'userProfile' },
  { spec: 1, area: um, method: 'POST', path: 'users' },
  { spec: 1, area: um, path: 'users/search-user-name' },
  { spec: 1, area: um, path: 'users/medical-card/validate' },
  { spec: 1, area: um, path: 'users/member-info/validate' },
  { spec: 1, area: um, path: 'users/mobile/validate' },
  { spec: 1, area: um, path: 'users/build-version' },
  // Part 1, policy admin.
  { spec: 1, area: pa, path: 'policies/list' },
  { spec: 1, area: pa, path: 'policies/{policy-id}' },
  { spec: 1, area: pa, path: 'policies/{policy-id}/categories' },
  { spec: 1, area: pa, path: 'policies/{policy-id}/plans' },
  { spec: 1, area: pa, path: 'policies/{policy-id}/benefits' },
  { spec: 1, area: pa, path: 'policies/benefits/list' },
  { spec: 1, area: pa, path: 'policies/benefits/{benefit-id}' },
  { spec: 1, area: pa, path: 'policies/validate' },
  { spec: 1, area: pa, path: 'policies/report' },
  { spec: 1, area: pa, path: 'policies/report-count' },
  { spec: 1, area: pa, path: 'policies/premium-billing' },
  { spec: 1, area: pa, path: 'policies/benefit-mapping' },
  { spec: 1, area: pa, path: 'policies/build-version' },
  // Part 1, dashboard (paths not shown but for the claims group's three).
  { spec: 1, what: 'dashboard data per policy (amounts)', callId: 'dashboardAmounts' },
  { spec: 1, what: 'claims group bar-chart', callId: 'dashboardBarCharts' },
  { spec: 1, what: 'claims group trans-history', callId: 'claimTransHistory' },
  { spec: 1, what: 'claims group claim-category-count', callId: 'dashboardClaimCounts' },
  { spec: 1, what: 'last login time', callId: 'lastLogin' },
  // Part 1, customer services.
  { spec: 1, area: cs, path: 'build-version' },
  { spec: 1, area: cs, path: 'feedback' },
  { spec: 1, area: cs, path: 'buy-insurance' },
  { spec: 1, area: cs, path: 'faq' },
  { spec: 1, area: cs, path: 'app/banners' },
  { spec: 1, area: cs, path: 'app/sysparam/hospitals' },
  { spec: 1, area: cs, path: 'app/sysparam/diagnoses' },
  { spec: 1, area: cs, path: 'app/sysparam/banks' },
  { spec: 1, area: cs, path: 'app/sysparam/terminate-reasons' },
  { spec: 1, area: cs, path: 'app/sysparam/cob-reasons' },
  { spec: 1, area: cs, path: 'app/sysparam/config/{code}' },
  // Part 1, public.
  { spec: 1, what: 'system maintenance information', callId: 'remoteConfig' },
  { spec: 1, what: 'remote announcement message', callId: 'remoteConfig' },
  // Part 1, healthcare providers, notifications, file gateway.
  { spec: 1, area: 'healthcareProviders', path: 'list' },
  { spec: 1, area: 'healthcareProviders', path: 'individual/{id}' },
  { spec: 1, area: 'healthcareProviders', path: '{healthcare-provider-code}/preferences' },
  { spec: 1, area: 'notifications', path: 'list' },
  { spec: 1, area: 'notifications', path: 'individual/{notification-id}' },
  { spec: 1, area: 'fileGateway', path: 'fileready' },
  { spec: 1, area: 'fileGateway', path: 'file' },
  // Part 2, members and alteration.
  { spec: 2, area: um, path: 'users/members' },
  { spec: 2, area: um, path: 'users/members/{member-id}' },
  { spec: 2, area: um, path: 'users/members/{member-id}/policies' },
  { spec: 2, area: um, path: 'users/members/{member-id}/policies/{policy-id}' },
  { spec: 2, area: pa, path: 'member-alteration' },
  { spec: 2, area: pa, method: 'GET', path: 'member-alteration/bulk-update-template' },
  { spec: 2, what: 'bulk file upload via the file gateway', callId: 'fileUpload' },
  { spec: 2, area: pa, path: 'member-alteration/bulk-update' },
  // Part 2, policy and system parameters.
  { spec: 2, area: pa, path: 'policies/list' },
  { spec: 2, area: pa, path: 'policies/{policy-id}/plans' },
  { spec: 2, area: pa, path: 'policies/benefit-mapping' },
  { spec: 2, what: 'bank list', callId: 'bankList' },
  { spec: 2, area: cs, path: 'app/sysparam/terminate-reasons' },
  { spec: 2, area: cs, method: 'GET', path: 'app/sysparam' },
  // Part 2, claims.
  { spec: 2, area: 'claims', path: 'group/policies/claims' },
  { spec: 2, area: 'claims', path: 'group/{claim-id}/details' },
  { spec: 2, area: 'claims', path: 'group/policies/excess-claim' },
  { spec: 2, what: 'payment provider feature check', callId: 'paymentProviderFeature' },
  { spec: 2, area: 'claims', path: 'group/cob' },
  { spec: 2, area: cs, path: 'app/sysparam/cob-reasons' },
  { spec: 2, what: 'COB process-day count', callId: 'sysParamConfig' },
  // Part 2, premium billing and reports.
  { spec: 2, area: pa, path: 'policies/premium-billing' },
  { spec: 2, what: 'billing detail list (reportFiles)', callId: 'billingDetailFiles' },
  { spec: 2, what: 'billing report data (fileContent)', callId: 'billingReport' },
  { spec: 2, area: um, path: 'users/report' },
  { spec: 2, area: um, path: 'users/report-count' },
  { spec: 2, area: pa, path: 'policies/report' },
  { spec: 2, area: pa, path: 'policies/report-count' },
  { spec: 2, area: 'claims', path: 'group/report' },
  { spec: 2, area: 'claims', path: 'group/report-count' },
  { spec: 2, area: 'fileGateway', path: 'fileready' },
  { spec: 2, area: 'fileGateway', path: 'file' },
  // Part 2, token refresh.
  { spec: 2, area: 'identity', method: 'POST', path: 'oauth2/token' },
  { spec: 2, area: um, method: 'POST', path: 'auth/session' },
];

/**
 * Documented calls not served yet, by their key (keyOf), with the reason. The lead shrinks it as
 * they land; an entry that is served makes the test fail, so the list stays exact.
 */
const NOT_YET: Readonly<Record<string, string>> = {};

const keyOf = (d: Documented): string =>
  'callId' in d
    ? `part ${d.spec}: ${d.what}`
    : `part ${d.spec}: ${d.method ?? 'any'} ${d.area} ${d.path}`;

/** A path with every parameter (`{name}` or `:name`) made the same. */
const shape = (path: string) => path.replace(/\{[^}]+\}|:[^/]+/g, ':p');

const servedBy = (d: Documented, calls: readonly ListedCall[]): ListedCall | undefined =>
  'callId' in d
    ? calls.find((c) => c.id === d.callId)
    : calls.find(
        (c) =>
          c.area === d.area &&
          (d.method === undefined || c.method === d.method) &&
          shape(c.path) === shape(`${API_AREAS[d.area]}/${d.path}`),
      );

describe('GET /__mock/calls', () => {
  let app: MockApp;
  let calls: ListedCall[];
  beforeAll(async () => {
    app = await testApp();
    const response = await app.inject({ method: 'GET', url: '/__mock/calls' });
    expect(response.statusCode).toBe(200);
    calls = response.json().calls;
  });
  afterAll(() => app.close());

  it('lists every call of CALLS with its area, method, full path, auth scope and summary', () => {
    expect(calls.map((c) => c.id)).toEqual(Object.keys(CALLS));
    expect(calls.find((c) => c.id === 'providerPreferences')).toEqual({
      id: 'providerPreferences',
      area: 'healthcareProviders',
      method: 'GET',
      path: '/healthcare-providers/v1/:providerCode/preferences',
      auth: 'session',
      summary: CALLS.providerPreferences.summary,
    });
  });

  it('lists only calls the mock routes', () => {
    const unrouted = calls.filter((c) => !app.hasRoute({ method: c.method, url: c.path }));
    expect(unrouted.map((c) => c.id)).toEqual([]);
  });

  it.each(DOCUMENTED.map((d) => [keyOf(d), d] as const))('serves %s', (key, d) => {
    const call = servedBy(d, calls);
    if (Object.hasOwn(NOT_YET, key)) {
      // listed as not yet: it must indeed be missing, else the entry is stale
      expect(call).toBeUndefined();
      return;
    }
    expect(call).toBeDefined();
  });

  it('lists as not yet only documented calls', () => {
    const keys = new Set(DOCUMENTED.map(keyOf));
    expect(Object.keys(NOT_YET).filter((k) => !keys.has(k))).toEqual([]);
  });
});

describe('GET /__mock/calls with the control API off', () => {
  it('answers 404 GC404', async () => {
    const app = await testApp({
      config: { control: false, jwtSecret: 'a-production-secret-of-32-characters' },
    });
    try {
      const response = await app.inject({ method: 'GET', url: '/__mock/calls' });
      expect(response.statusCode).toBe(404);
      expect(response.json().systemInformation.errorCode).toBe(ERROR_CODES.notFound);
    } finally {
      await app.close();
    }
  });
});
