import { API_AREAS, CALLS, OPENAPI_DOCS_PATH, PROVIDER_EXAMPLE } from '@mo/contracts';
import { Value } from 'typebox/value';
import { HOSPITALS, HR_COMPANY_ID, OTHER_COMPANY_ID, PROVIDERS } from '@mo/fixtures';
import type { MockApp } from '../src/app';
import { codeOf, send, type SignedIn, testApp, useSignedInApp } from './helpers';

describe('healthcare providers', () => {
  let app: MockApp;
  let hr: SignedIn;
  useSignedInApp((signedIn) => ({ app, hr } = signedIn));
  const list = (query: Record<string, string | number>, token = hr.accessToken) =>
    send(app, CALLS.providerList, { token, query: { companyId: HR_COMPANY_ID, ...query } });

  it('seeds every network hospital of the claims list as a provider with the same code and name', () => {
    for (const h of HOSPITALS.filter((x) => !x.default)) {
      expect(PROVIDERS.find((p) => p.code === h.number)?.name).toBe(h.name);
    }
    // the out-of-network entry is no provider
    expect(PROVIDERS.some((p) => p.code === HOSPITALS.find((x) => x.default)!.number)).toBe(false);
    expect(new Set(PROVIDERS.map((p) => p.type))).toEqual(
      new Set(['HOSPITAL', 'CLINIC', 'LAB', 'OPTICAL']),
    );
  });

  it("the contract's documented example is a provider the mock serves, as documented", async () => {
    const answer = await send(app, CALLS.providerDetails, {
      token: hr.accessToken,
      params: { id: PROVIDER_EXAMPLE.id },
      query: { companyId: HR_COMPANY_ID },
    });
    expect(answer.body.data!.provider).toEqual(PROVIDER_EXAMPLE);
  });

  it('pages the network by name, 10 a page unless asked', async () => {
    const first = await list({});
    expect(first.statusCode).toBe(200);
    expect(first.body.data!.providers).toHaveLength(10);
    expect(first.body.data!.pagination).toEqual({
      currentPage: 1,
      pageSize: 10,
      totalPage: Math.ceil(PROVIDERS.length / 10),
      totalRecord: PROVIDERS.length,
    });
    const last = await list({ currentPage: 3, pageSize: 20 });
    expect(last.body.data!.providers).toEqual([]);
    const second = await list({ currentPage: 2, pageSize: 20 });
    expect(second.body.data!.providers.map((p) => p.id)).toEqual(
      PROVIDERS.slice(20, 40).map((p) => p.id),
    );
  });

  it('searches by name (contains, any case), city (whole name, any case), type and cashless', async () => {
    const byName = await list({ search: 'MEDIKA' });
    expect(byName.body.data!.providers.length).toBeGreaterThan(1);
    expect(byName.body.data!.providers.every((p) => /medika/i.test(p.name))).toBe(true);
    const byCity = await list({ city: 'bandung' });
    expect(byCity.body.data!.providers.map((p) => p.city)).toEqual(
      PROVIDERS.filter((p) => p.city === 'Bandung').map(() => 'Bandung'),
    );
    // a part of a city's name finds nothing: Jakarta is five cities
    expect((await list({ city: 'Jakarta' })).body.data!.pagination.totalRecord).toBe(0);
    const labs = await list({ type: 'LAB', cashless: 'true' });
    expect(labs.body.data!.providers.length).toBeGreaterThan(0);
    expect(labs.body.data!.providers.every((p) => p.type === 'LAB' && p.cashless)).toBe(true);
  });

  it('answers bad input with the envelope, never a 500', async () => {
    for (const query of [
      { type: 'PHARMACY' },
      { pageSize: 15 },
      { currentPage: 0 },
      { x: 1 },
    ] as Record<string, string | number>[]) {
      const answer = await list(query);
      expect(answer.statusCode).toBe(400);
      expect(codeOf(answer)).not.toBeNull();
    }
    const noCompany = await send(app, CALLS.providerList, { token: hr.accessToken, query: {} });
    expect(noCompany.statusCode).toBe(400);
  });

  it('refuses another company (GW1035) and a call without a session', async () => {
    const other = await list({ companyId: OTHER_COMPANY_ID });
    expect(other.statusCode).toBe(403);
    expect(codeOf(other)).toBe('GW1035');
    const anonymous = await send(app, CALLS.providerList, {
      query: { companyId: HR_COMPANY_ID },
    });
    expect(anonymous.statusCode).toBe(401);
  });

  it('reads one provider by id, GC404 for an unknown id', async () => {
    const provider = PROVIDERS[3]!;
    const answer = await send(app, CALLS.providerDetails, {
      token: hr.accessToken,
      params: { id: provider.id },
      query: { companyId: HR_COMPANY_ID },
    });
    expect(answer.body.data!.provider).toEqual(provider);
    const unknown = await send(app, CALLS.providerDetails, {
      token: hr.accessToken,
      params: { id: 'PRV9999' },
      query: { companyId: HR_COMPANY_ID },
    });
    expect(unknown.statusCode).toBe(404);
    expect(codeOf(unknown)).toBe('GC404');
    const other = await send(app, CALLS.providerDetails, {
      token: hr.accessToken,
      params: { id: provider.id },
      query: { companyId: OTHER_COMPANY_ID },
    });
    expect(codeOf(other)).toBe('GW1035');
  });

  it('tells what a provider accepts, by code: cashless benefits only where cashless', async () => {
    const prefs = (code: string, companyId = HR_COMPANY_ID) =>
      send(app, CALLS.providerPreferences, {
        token: hr.accessToken,
        params: { providerCode: code },
        query: { companyId },
      });
    const hospital = PROVIDERS.find((p) => p.type === 'HOSPITAL' && p.cashless)!;
    const open = (await prefs(hospital.code)).body.data!;
    expect(open).toMatchObject({ code: hospital.code, cashless: true, open24Hours: true });
    expect(open.cashlessBenefits).toContain('HBAS');
    expect(open.openingHours).toHaveLength(7);
    const reimbursement = PROVIDERS.find((p) => !p.cashless)!;
    const closed = (await prefs(reimbursement.code)).body.data!;
    expect(closed.cashless).toBe(false);
    expect(closed.cashlessBenefits).toEqual([]);
    expect(closed.requiresIdCard).toBe(true);
    const lab = PROVIDERS.find((p) => p.type === 'LAB')!;
    const labHours = (await prefs(lab.code)).body.data!.openingHours;
    expect(labHours[6]).toEqual({ day: 7, open: null, close: null });
    expect(codeOf(await prefs('H9999'))).toBe('GC404');
    expect(codeOf(await prefs(hospital.code, OTHER_COMPANY_ID))).toBe('GW1035');
  });
});

describe('OpenAPI: the healthcare provider and notification calls', () => {
  const documented = [
    CALLS.providerList,
    CALLS.providerDetails,
    CALLS.providerPreferences,
    CALLS.notificationList,
    CALLS.notificationDetails,
  ] as const;
  let app: MockApp;
  let paths: Record<string, Record<string, { responses: Record<string, unknown> }>>;
  beforeAll(async () => {
    app = await testApp();
    paths = (await app.inject({ method: 'GET', url: `${OPENAPI_DOCS_PATH}/json` })).json().paths;
  });
  afterAll(() => app.close());

  it.each(documented.map((call) => [call.id, call] as const))(
    'documents %s with a response example its own schema takes',
    (_id, call) => {
      const example = (call.data as { examples?: unknown[] }).examples?.[0];
      expect(Value.Check(call.data, example)).toBe(true);
      const openApiPath = `${API_AREAS[call.area]}${call.path}`.replace(/:(\w+)/g, '{$1}');
      const ok = paths[openApiPath]?.get?.responses['200'] as {
        content: Record<string, { schema: { properties: { data: { examples?: unknown[] } } } }>;
      };
      expect(ok.content['application/json']?.schema.properties.data.examples?.[0]).toEqual(example);
    },
  );
});
