import { SerializerSelector } from '@fastify/fast-json-stringify-compiler';
import { ALL_POLICIES_ID, CALLS, type ClaimListPage, type ClaimRow } from '@mo/contracts';
import { HR_COMPANY_ID, buildSeed } from '@mo/fixtures';
import Type from 'typebox';
import { Compile } from 'typebox/compile';
import type { MockApp } from '../src/app';
import { successEnvelope } from '../src/lib/envelope';
import {
  ListBreaksContract,
  PreSerializedList,
  preSerializedAnswers,
} from '../src/lib/pre-serialized';
import { serializerSchema } from '../src/lib/serializer-schema';
import { type SignedIn, send, useSignedInApp } from './helpers';

/*
 * The claims listing answers with its rows' cached JSON (lib/pre-serialized.ts): the answer must
 * be what the route's serialiser writes for the whole envelope (today's path), byte for byte.
 */

/** The route's 200 serialiser as Fastify compiles it (lib/lazy-serializer.ts). */
const serializerOf = (schema: unknown) =>
  SerializerSelector()(undefined, undefined)({
    schema: serializerSchema(schema),
    method: 'POST',
    url: '/',
    httpStatus: '200',
  } as never) as (data: unknown) => string;
const wholeEnvelope = serializerOf(CALLS.claimList.response);

const seed = buildSeed();
const firstPolicy = seed.policies.find((p) => p.companyId === HR_COMPANY_ID)!;
const MOMENT = { timestamp: '2026-11-24T10:00:00.000+07:00', underMaintenance: 'N' as const };

describe('claims listing from cached row texts', () => {
  let app: MockApp, hr: SignedIn;
  useSignedInApp((signedIn) => ({ app, hr } = signedIn));

  const QUERIES: Record<string, Record<string, unknown>> = {
    'first page, default sort': {},
    'search by member name, sorted by name ascending': {
      searchByMemberType: 'memberName',
      searchByValue: 'a',
      sortByField: 'memberName',
      sortByOrder: 'ASC',
    },
    'search over every field, amount descending, page 2 of 10': {
      policyId: ALL_POLICIES_ID,
      searchByValue: 'a',
      sortByField: 'incurredAmount',
      sortByOrder: 'DESC',
      currentPage: 2,
      pageSize: 10,
    },
    'filtered by status and claim type, 50 a page': {
      filterBy: { status: ['CC', 'CP'], claimType: ['P'] },
      pageSize: 50,
    },
    'every policy, submitted tab': { policyId: ALL_POLICIES_ID, status: 'SUBMITTED' },
    'a page past the end (empty list)': { currentPage: 999 },
    'a search that matches nothing (empty list)': { searchByValue: 'no such claim' },
  };

  it.each(Object.entries(QUERIES))(
    '%s: the same bytes as the whole envelope serialised',
    async (_, query) => {
      const answer = await send(app, CALLS.claimList, {
        body: {
          companyId: HR_COMPANY_ID,
          policyId: firstPolicy.id,
          status: 'ACTIVE_COMPLETED',
          ...query,
        },
        token: hr.accessToken,
      });
      expect(answer.statusCode).toBe(200);
      const payload = answer.raw.payload;
      const parsed = JSON.parse(payload) as { data: ClaimListPage };
      // today's path: the route's serialiser over the whole envelope; and plain JSON.stringify
      expect(payload).toBe(wholeEnvelope(parsed));
      expect(payload).toBe(JSON.stringify(parsed));
      expect(answer.raw.headers['content-type']).toBe('application/json; charset=utf-8');
      expect(Number(answer.raw.headers['content-length'])).toBe(Buffer.byteLength(payload));
      if (query.currentPage === 999 || query.searchByValue === 'no such claim') {
        expect(parsed.data.claims).toEqual([]);
      } else {
        expect(parsed.data.claims.length).toBeGreaterThan(0);
      }
    },
  );

  it('answers the same rows from the cache on a second ask', async () => {
    const ask = () =>
      send(app, CALLS.claimList, {
        body: { companyId: HR_COMPANY_ID, policyId: firstPolicy.id, status: 'ACTIVE_COMPLETED' },
        token: hr.accessToken,
      });
    const first = (await ask()).body.data!;
    const second = await ask();
    expect(second.body.data).toEqual(first);
    expect(second.raw.payload).toBe(wholeEnvelope(JSON.parse(second.raw.payload)));
  });
});

describe('preSerializedAnswers', () => {
  const response = CALLS.claimList.response;
  const row = (over: Partial<ClaimRow> = {}): ClaimRow => ({
    id: 'C1',
    claimNo: 'C2026-0001',
    memberName: 'Ünïcode "quoted" \\ back\nslash \u2028 😀',
    receivedDate: '2026-11-24',
    memberType: 'E',
    benefitType: 'HBAS',
    benefitTypeDesc: 'Rawat Inap',
    status: 'CC',
    statusDesc: 'Paid',
    claimType: 'P',
    memberNo: '0000102885701',
    incurredAmount: { amount: 1250000.5, currency: 'IDR', formattedAmount: '1.250.000,50' },
    paidAmount: { amount: 0, currency: 'IDR', formattedAmount: '0,00' },
    policyId: 'PO1',
    policyNo: 'GHG0001',
    ...over,
  });
  const rest = {
    pagination: { currentPage: 1, pageSize: 10, totalPage: 1, totalRecord: 2 },
    applicableFilters: [
      { field: 'status' as const, options: [{ value: 'CC', label: 'Paid', count: 2 }] },
    ],
  };
  const envelopeOf = (data: unknown) => successEnvelope('status-success', data, MOMENT);
  const answers = () => preSerializedAnswers(response, () => Compile(response));

  it('writes what the whole envelope serialiser writes, with odd strings and amounts', () => {
    const rows = [row(), row({ id: 'C2', memberName: '', paidAmount: row().incurredAmount })];
    const json = answers()(
      envelopeOf,
      new PreSerializedList<ClaimListPage, 'claims'>(rest, 'claims', rows),
      true,
    );
    expect(json).toBe(wholeEnvelope(envelopeOf({ ...rest, claims: rows })));
    expect(JSON.parse(json)).toEqual(envelopeOf({ ...rest, claims: rows }));
  });

  it('refuses a row off the contract when validating, and never caches it', () => {
    const bad = { ...row(), status: 'XX' } as unknown as ClaimRow;
    const write = answers();
    const answer = new PreSerializedList<ClaimListPage, 'claims'>(rest, 'claims', [bad]);
    expect(() => write(envelopeOf, answer, true)).toThrow(ListBreaksContract);
    expect(() => write(envelopeOf, answer, true)).toThrow(ListBreaksContract);
    // with validation off it is written as the serialiser writes it
    expect(write(envelopeOf, answer, false)).toContain('"status":"XX"');
  });

  it('refuses an envelope off the contract when validating', () => {
    const answer = new PreSerializedList<ClaimListPage, 'claims'>(
      { ...rest, pagination: { ...rest.pagination, totalRecord: -1 } },
      'claims',
      [row()],
    );
    expect(() => answers()(envelopeOf, answer, true)).toThrow(ListBreaksContract);
  });

  it('refuses a list whose schema bounds the list itself', () => {
    const bounded = Type.Object({
      data: Type.Object({ rows: Type.Array(Type.Object({ a: Type.String() }), { minItems: 1 }) }),
    });
    const answer = new PreSerializedList<{ rows: { a: string }[] }, 'rows'>({}, 'rows', []);
    expect(() =>
      preSerializedAnswers(bounded, () => Compile(bounded))((data) => ({ data }), answer, true),
    ).toThrow(/not a plain list/);
  });
});
