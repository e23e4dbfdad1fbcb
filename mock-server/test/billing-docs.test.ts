import { API_AREAS, CALLS, OPENAPI_DOCS_PATH } from '@mo/contracts';
import { buildSeed } from '@mo/fixtures';
import { Value } from 'typebox/value';
import type { MockApp } from '../src/app';
import { testApp } from './helpers';

const bodied = [CALLS.premiumBilling, CALLS.billingDetailFiles, CALLS.billingReport] as const;
const seed = buildSeed();

describe('OpenAPI: the premium billing calls', () => {
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

  it("names a seeded invoice of the example's policy in the download examples", () => {
    for (const call of [CALLS.billingDetailFiles, CALLS.billingReport]) {
      const example = (call.body as { examples?: { invoiceNo: string; policyNo: string }[] })
        .examples![0]!;
      const invoice = seed.invoices.find((i) => i.invoiceNo === example.invoiceNo);
      expect(invoice?.policyNo).toBe(example.policyNo);
    }
  });
});
