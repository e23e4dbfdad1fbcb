import type { AxiosAdapter } from 'axios';
import { API_AREAS, API_DATE_PATTERN, CALLS, CALL_ROUTES } from '@mo/contracts';
import { API_DATE_FIELDS, parseApiDate, withIsoDates } from './api-date';
import { createApiClient } from './api-client/create-api-client';
import { formatDate } from './formatters';

// Part 2 section 9 (Formats): "API dates YYYYMMDD or YYYY-MM-DD".
describe('API dates: YYYY-MM-DD or YYYYMMDD', () => {
  it('reads both forms as the same day', () => {
    expect(parseApiDate('2026-11-25')).toBe('2026-11-25');
    expect(parseApiDate('20261125')).toBe('2026-11-25');
    expect(parseApiDate('20240229')).toBe('2024-02-29');
  });

  it.each([
    '2026-13-45',
    '2026112',
    '202611250',
    '2026-1125',
    '202611-25',
    '20260431',
    '20250229',
    '',
  ])('refuses %j', (value) => expect(parseApiDate(value)).toBeNull());

  it('shows either form as DD MMM YYYY in both languages', () => {
    expect(formatDate('20261125', 'en')).toBe('25 Nov 2026');
    expect(formatDate('20261125', 'id')).toBe('25 Nov 2026');
    expect(formatDate('20260817', 'id')).toBe('17 Agt 2026');
    expect(formatDate('2026-08-17', 'en')).toBe('17 Aug 2026');
    expect(formatDate('2026-13-45', 'en')).toBe('2026-13-45');
  });

  it('brings the date fields of an answer to YYYY-MM-DD, and nothing else', () => {
    const answer = {
      policyPeriodFrom: '20260801',
      memberNumber: '20260801',
      rows: [{ dueDate: '20261201', paidDate: null }, { dueDate: '2026-12-02' }],
    };
    const before = JSON.stringify(answer);
    expect(withIsoDates(answer)).toEqual({
      policyPeriodFrom: '2026-08-01',
      memberNumber: '20260801',
      rows: [{ dueDate: '2026-12-01', paidDate: null }, { dueDate: '2026-12-02' }],
    });
    expect(JSON.stringify(answer)).toBe(before);
    const iso = { rows: [{ dueDate: '2026-12-02' }] };
    expect(withIsoDates(iso)).toBe(iso);
  });

  it('the API client hands the portal YYYY-MM-DD dates whichever form the server sent', async () => {
    const adapter: AxiosAdapter = async (config) => ({
      status: 200,
      statusText: '',
      headers: {},
      config,
      request: {},
      data: {
        status: 'success',
        message: 'success',
        isFirstTimeLogin: false,
        systemInformation: {
          errorCode: null,
          errorMessage: null,
          timestamp: '2026-11-25T10:00:00+07:00',
          details: null,
          isSysUnderMaintenane: 'N',
        },
        version: '8.1.0-5',
        data: { policyPeriodFrom: '20261125', policyPeriodTo: '2027-11-24' },
      },
    });
    const client = createApiClient({
      baseUrlFor: (area) => `http://gateway.test${API_AREAS[area]}`,
      getAccessToken: () => null,
      adapter,
    });
    await expect(client.call(CALL_ROUTES.accessibleModules)).resolves.toEqual({
      policyPeriodFrom: '2026-11-25',
      policyPeriodTo: '2027-11-24',
    });
  });
});

/** Every string property of a schema with its name and pattern (objects, arrays, unions). */
type Schema = {
  type?: string;
  pattern?: string;
  properties?: Record<string, Schema>;
  items?: Schema;
  anyOf?: Schema[];
};
const stringFields = (schema: Schema | undefined, name: string | null, out: [string, string][]) => {
  if (!schema || typeof schema !== 'object') return out;
  if (name !== null && schema.type === 'string') out.push([name, schema.pattern ?? '']);
  for (const [key, value] of Object.entries(schema.properties ?? {})) stringFields(value, key, out);
  stringFields(schema.items, name, out);
  for (const option of schema.anyOf ?? []) stringFields(option, name, out);
  return out;
};
const calls = Object.values(CALLS) as unknown as {
  data: Schema;
  body?: Schema;
  querystring?: Schema;
}[];

describe('API dates in the contracts', () => {
  it('the client converts exactly the fields the answers declare as API dates', () => {
    const fields = calls.flatMap((call) => stringFields(call.data, null, []));
    const dates = new Set(fields.filter(([, p]) => p === API_DATE_PATTERN).map(([n]) => n));
    expect([...API_DATE_FIELDS].sort()).toEqual([...dates].sort());
    // no answer uses one of these names for a string that is not a date
    expect(fields.filter(([n, p]) => dates.has(n) && p !== API_DATE_PATTERN)).toEqual([]);
  });

  it('what the portal sends keeps its own date forms (no request takes YYYYMMDD)', () => {
    const sent = calls.flatMap((call) => [
      ...stringFields(call.body, null, []),
      ...stringFields(call.querystring, null, []),
    ]);
    expect(sent.filter(([, p]) => p === API_DATE_PATTERN)).toEqual([]);
  });
});
