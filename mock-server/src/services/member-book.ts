import {
  NO_UPDATE_REQUEST,
  type BankAccount,
  UPDATE_REQUESTS,
  type ApplicableFilter,
  type MemberFilterBy,
  type MemberSortField,
  type MemberTypeCode,
  type MemberTypeFilter,
  type UpdateRequest,
} from '@mo/contracts';
import type { SeedMember, SeedPolicy, SeedSubsidiary } from '@mo/fixtures';
import type { FastifyInstance } from 'fastify';
import { jakartaDateTime } from '../lib/clock';

/**
 * The Members area's state: every member's enrolments indexed per company, and the alterations
 * submitted since the last reset. Built once from the store's members and kept until the store
 * resets (it is keyed by the store's member array, which reset replaces), so a reset forgets the
 * alterations too. The member list never sorts per request: each sort field's order is built once
 * per company and reused until an alteration changes what it depends on.
 */

export const MEMBER_TYPE_OF: Record<SeedMember['memberType'], MemberTypeCode> = {
  E: 'EMPLOYEE',
  S: 'SPOUSE',
  C: 'CHILD',
};

/** A pending alteration on one enrolment (the list's update request). */
export interface PendingRequest {
  type: UpdateRequest;
  ref: string;
  requestDate: string;
  effectiveDate: string | null;
}

/** One member in one policy: a row of the member list. */
export interface Enrolment {
  /** Position in the company's rows. */
  index: number;
  member: SeedMember;
  policy: SeedPolicy;
  subsidiary: SeedSubsidiary | undefined;
  planNo: string;
  memberNumber: string;
  effectiveDate: string;
  memberType: MemberTypeCode;
  /** Lower-case name and the member number, for the search. */
  nameKey: string;
  pending: PendingRequest | null;
}

export interface AlterationRecord {
  ref: string;
  companyId: string;
  type: UpdateRequest | 'BULK_UPDATE';
  requestDate: string;
  memberIds: string[];
  policyIds: string[];
  /** The request as received. */
  request: unknown;
}

/** What the details show beyond the member record (derived for seeded members). */
export interface MemberExtras {
  medicalCardNumber: string;
  salary: { amount: string; currency: 'IDR' | 'USD' } | null;
  addressLine1: string;
  addressLine2: string;
  postCode: string;
  countryCode: string;
  countryDialCode: string;
  bankAccount: BankAccount | null;
}

const TYPE_RANK: Record<MemberTypeCode, string> = { CHILD: '0', EMPLOYEE: '1', SPOUSE: '2' };

/** Sort keys; null sorts last in ascending order (first in descending). */
const sortKey: Record<MemberSortField, (e: Enrolment) => string | null> = {
  name: (e) => e.member.name,
  memberNumber: (e) => e.memberNumber,
  memberType: (e) => TYPE_RANK[e.memberType],
  policyNumber: (e) => e.policy.policyNo,
  updateRequest: (e) => e.pending?.type ?? null,
  effectiveDate: (e) => e.pending?.effectiveDate ?? e.effectiveDate,
  requestDate: (e) => e.pending?.requestDate ?? null,
};
/** Sort fields whose order an alteration may change. */
const PENDING_FIELDS: readonly MemberSortField[] = [
  'updateRequest',
  'effectiveDate',
  'requestDate',
];

export const policyRemarkOf = (policy: SeedPolicy): string => policy.policyType;

export interface MemberQuery {
  filterBy?: MemberFilterBy | undefined;
  sortByField?: MemberSortField | undefined;
  sortByOrder?: 'ASC' | 'DESC' | undefined;
  searchByValue?: string | undefined;
  memberType?: MemberTypeFilter | undefined;
  pageNumber: number;
  pageSize: number;
}

const GENDER_CODE: Record<string, number> = { M: 0, F: 1 };
const TYPE_CODE: Record<string, number> = { EMPLOYEE: 0, SPOUSE: 1, CHILD: 2 };
const REQUEST_CODE: Record<string, number> = Object.fromEntries(
  [NO_UPDATE_REQUEST, ...UPDATE_REQUESTS].map((value, code) => [value, code]),
);
/** How many recent query results and search masks a company keeps. */
const CACHE_SIZE = 16;

const remember = <V>(cache: Map<string, V>, key: string, value: V): V => {
  if (cache.size >= CACHE_SIZE) cache.delete(cache.keys().next().value!);
  cache.set(key, value);
  return value;
};

/** A column of small codes as a byte mask of the rows whose code is in `codes` (null: all). */
const codeMask = (
  column: readonly number[],
  codes: readonly number[] | null,
): Uint8Array | null => {
  if (!codes) return null;
  const wanted = new Uint8Array(Math.max(255, ...codes) + 1);
  for (const c of codes) if (c >= 0) wanted[c] = 1;
  const mask = new Uint8Array(column.length);
  for (let i = 0; i < column.length; i += 1) mask[i] = wanted[column[i]!] ?? 0;
  return mask;
};

/**
 * Text to search in one string: every row's value, one per line, with where each line starts.
 * One native indexOf pass over it finds the matching rows far faster than a test per row.
 */
interface Corpus {
  text: string;
  starts: Int32Array;
}

const corpusOf = (values: readonly string[]): Corpus => {
  const starts = new Int32Array(values.length + 1);
  let at = 0;
  values.forEach((v, i) => {
    starts[i] = at;
    at += v.length + 1;
  });
  starts[values.length] = at;
  return { text: values.join('\n'), starts };
};

/** Marks in `mask` every row whose line contains `term`. */
const searchCorpus = (corpus: Corpus, term: string, mask: Uint8Array): void => {
  if (term === '' || term.includes('\n')) return;
  const { text, starts } = corpus;
  let from = 0;
  for (;;) {
    const hit = text.indexOf(term, from);
    if (hit < 0) return;
    // the row whose line holds the hit: the last start at or before it
    let lo = 0;
    let hi = starts.length - 2;
    while (lo < hi) {
      const mid = (lo + hi + 1) >> 1;
      if (starts[mid]! <= hit) lo = mid;
      else hi = mid - 1;
    }
    mask[lo] = 1;
    from = starts[lo + 1]!;
  }
};

export class CompanyMembers {
  readonly rows: Enrolment[] = [];
  private readonly byMember = new Map<string, Enrolment[]>();
  private readonly households = new Map<string, SeedMember[]>();
  private readonly orders = new Map<MemberSortField, Int32Array>();
  private filters: ApplicableFilter[] | null = null;
  // Columns of small codes, one entry per row, for the filters.
  private readonly genders: number[] = [];
  private readonly types: number[] = [];
  private readonly policyCodes: number[] = [];
  private readonly requests: number[] = [];
  private readonly policyCode = new Map<string, number>();
  private corpora: { names: Corpus; numbers: Corpus } | null = null;
  private readonly searches = new Map<string, Uint8Array>();
  private readonly results = new Map<string, Int32Array>();

  constructor(readonly policies: readonly SeedPolicy[]) {
    policies.forEach((p, i) => this.policyCode.set(p.policyNo, i));
  }

  add(
    member: SeedMember,
    policy: SeedPolicy,
    enrolment: Omit<
      Enrolment,
      'member' | 'policy' | 'memberType' | 'nameKey' | 'subsidiary' | 'index'
    > & { subsidiaryId: string },
  ): Enrolment {
    const { subsidiaryId, ...rest } = enrolment;
    const row: Enrolment = {
      index: this.rows.length,
      member,
      policy,
      subsidiary: policy.subsidiaries.find((s) => s.id === subsidiaryId),
      memberType: MEMBER_TYPE_OF[member.memberType],
      nameKey: member.name.toLowerCase(),
      ...rest,
    };
    this.rows.push(row);
    this.genders.push(GENDER_CODE[member.gender] ?? 0);
    this.types.push(TYPE_CODE[row.memberType] ?? 0);
    if (!this.policyCode.has(policy.policyNo)) {
      this.policyCode.set(policy.policyNo, this.policyCode.size);
    }
    this.policyCodes.push(this.policyCode.get(policy.policyNo)!);
    this.requests.push(REQUEST_CODE[row.pending?.type ?? NO_UPDATE_REQUEST] ?? 0);
    const own = this.byMember.get(member.id);
    if (own) own.push(row);
    else {
      this.byMember.set(member.id, [row]);
      const household = this.households.get(member.employeeMemberId);
      if (household) household.push(member);
      else this.households.set(member.employeeMemberId, [member]);
    }
    return row;
  }

  /** Sets (or replaces) the pending request of a row. Call changed() after a batch. */
  setPending(row: Enrolment, pending: PendingRequest): void {
    row.pending = pending;
    this.requests[row.index] = REQUEST_CODE[pending.type] ?? 0;
  }

  enrolmentsOf(memberId: string): readonly Enrolment[] {
    return this.byMember.get(memberId) ?? [];
  }

  householdOf(member: SeedMember): readonly SeedMember[] {
    return this.households.get(member.employeeMemberId) ?? [member];
  }

  /**
   * Call after any change of rows or pending requests: re-reads the request column (so a pending
   * request set on a row directly is seen too) and forgets cached results, all orders when rows
   * were added, else those a request changes.
   */
  changed(rowsAdded: boolean): void {
    for (let i = 0; i < this.rows.length; i += 1) {
      this.requests[i] = REQUEST_CODE[this.rows[i]!.pending?.type ?? NO_UPDATE_REQUEST] ?? 0;
    }
    if (rowsAdded) {
      this.orders.clear();
      this.corpora = null;
      this.searches.clear();
    } else for (const field of PENDING_FIELDS) this.orders.delete(field);
    this.results.clear();
    this.filters = null;
  }

  /** Row indexes in ascending order of a field (ties by member number, then position). */
  private order(field: MemberSortField): Int32Array {
    let order = this.orders.get(field);
    if (order) return order;
    const keyOf = sortKey[field];
    const keys = this.rows.map(keyOf);
    const indexes = Array.from({ length: this.rows.length }, (_, i) => i);
    indexes.sort((a, b) => {
      const ka = keys[a] ?? null;
      const kb = keys[b] ?? null;
      if (ka !== kb) {
        if (ka === null) return 1;
        if (kb === null) return -1;
        return ka < kb ? -1 : 1;
      }
      const na = this.rows[a]!.memberNumber;
      const nb = this.rows[b]!.memberNumber;
      if (na !== nb) return na < nb ? -1 : 1;
      return a - b;
    });
    order = Int32Array.from(indexes);
    this.orders.set(field, order);
    return order;
  }

  /** Rows whose name or member number (hyphens ignored) contains the term, as a mask. */
  private searchMask(term: string): Uint8Array {
    const cached = this.searches.get(term);
    if (cached) return cached;
    this.corpora ??= {
      names: corpusOf(this.rows.map((r) => r.nameKey)),
      numbers: corpusOf(this.rows.map((r) => r.memberNumber)),
    };
    const mask = new Uint8Array(this.rows.length);
    searchCorpus(this.corpora.names, term, mask);
    searchCorpus(this.corpora.numbers, term.replace(/-/g, ''), mask);
    return remember(this.searches, term, mask);
  }

  /** Indexes of the rows matching a query, in its order (recent results are kept). */
  private matching(q: MemberQuery): Int32Array {
    const search = (q.searchByValue ?? '').trim().toLowerCase();
    const f = q.filterBy ?? {};
    const key = JSON.stringify([q.sortByField, q.sortByOrder, q.memberType, search, f]);
    const cached = this.results.get(key);
    if (cached) return cached;
    const codes = <T extends string>(
      values: readonly T[] | undefined,
      table: Record<string, number>,
    ) => (values && values.length > 0 ? values.map((v) => table[v] ?? -1) : null);
    const typeCodes =
      q.memberType === 'EMPLOYEE' ? [0] : q.memberType === 'DEPENDENT' ? [1, 2] : null;
    const masks = [
      codeMask(this.types, typeCodes),
      codeMask(this.types, codes(f.memberType, TYPE_CODE)),
      codeMask(this.genders, codes(f.gender, GENDER_CODE)),
      codeMask(
        this.policyCodes,
        f.policyNumber && f.policyNumber.length > 0
          ? f.policyNumber.map((p) => this.policyCode.get(p) ?? -1)
          : null,
      ),
      codeMask(this.requests, codes(f.updateRequest, REQUEST_CODE)),
      search === '' ? null : this.searchMask(search),
    ].filter((m): m is Uint8Array => m !== null);
    const n = this.rows.length;
    // One mask: the rows every filter keeps.
    let keep: Uint8Array | null = null;
    for (const mask of masks) {
      if (!keep) keep = Uint8Array.from(mask);
      else for (let i = 0; i < n; i += 1) keep[i]! &= mask[i]!;
    }
    const order = q.sortByField ? this.order(q.sortByField) : null;
    const desc = q.sortByOrder === 'DESC';
    const hits = new Int32Array(n);
    let count = 0;
    for (let k = 0; k < n; k += 1) {
      const position = desc ? n - 1 - k : k;
      const i = order ? order[position]! : position;
      if (keep && keep[i] === 0) continue;
      hits[count] = i;
      count += 1;
    }
    return remember(this.results, key, hits.slice(0, count));
  }

  /** One page of the rows matching the query, and how many match in all. */
  query(q: MemberQuery): { page: Enrolment[]; total: number } {
    const hits = this.matching(q);
    const start = (q.pageNumber - 1) * q.pageSize;
    const page = Array.from(hits.subarray(start, start + q.pageSize), (i) => this.rows[i]!);
    return { page, total: hits.length };
  }

  /** The filters the list offers, with how many rows each option has (cached until a change). */
  applicableFilters(): ApplicableFilter[] {
    if (this.filters) return this.filters;
    const requests = new Map<string, number>();
    const genders = new Map<string, number>();
    const policies = new Map<string, number>();
    const types = new Map<string, number>();
    const bump = (m: Map<string, number>, k: string) => m.set(k, (m.get(k) ?? 0) + 1);
    for (const row of this.rows) {
      bump(requests, row.pending?.type ?? NO_UPDATE_REQUEST);
      bump(genders, row.member.gender);
      bump(policies, row.policy.policyNo);
      bump(types, row.memberType);
    }
    const options = (m: Map<string, number>, values: readonly string[], label = (v: string) => v) =>
      values.map((value) => ({ value, label: label(value), count: m.get(value) ?? 0 }));
    this.filters = [
      {
        field: 'updateRequest',
        options: options(
          requests,
          [NO_UPDATE_REQUEST, ...UPDATE_REQUESTS].filter(
            (v) => v === NO_UPDATE_REQUEST || requests.has(v),
          ),
          (v) => REQUEST_LABELS[v] ?? v,
        ),
      },
      {
        field: 'gender',
        options: options(genders, ['M', 'F'], (v) => (v === 'M' ? 'Male' : 'Female')),
      },
      {
        field: 'policyNumber',
        options: this.policies.map((p) => ({
          value: p.policyNo,
          label: `${p.policyNo} - ${policyRemarkOf(p)}`,
          count: policies.get(p.policyNo) ?? 0,
        })),
      },
      {
        field: 'memberType',
        options: options(
          types,
          ['EMPLOYEE', 'SPOUSE', 'CHILD'],
          (v) => v.charAt(0) + v.slice(1).toLowerCase(),
        ),
      },
    ];
    return this.filters;
  }
}

/** English labels of the filter options (the portal translates by value). */
const REQUEST_LABELS: Record<string, string> = {
  [NO_UPDATE_REQUEST]: 'No request',
  ADD_EMPLOYEE: 'Add employee',
  ADD_DEPENDENT: 'Add dependent',
  CHANGE_PLAN: 'Change plan',
  EDIT_DETAILS: 'Edit details',
  REMOVE_MEMBER: 'Remove member',
};

export class MemberBook {
  private readonly companies = new Map<string, CompanyMembers>();
  readonly alterations: AlterationRecord[] = [];
  /** Details of members added through an alteration, from their forms. */
  readonly extras = new Map<string, MemberExtras>();
  private refSeq = 0;
  private memberSeq = 0;

  constructor(app: FastifyInstance) {
    for (const company of app.store.companies.values()) {
      this.companies.set(company.id, new CompanyMembers(app.store.policiesOf(company.id)));
    }
    for (const member of app.store.members) {
      const company = this.companies.get(member.companyId);
      const policy = app.store.policies.get(member.policyId);
      if (!company || !policy) continue;
      company.add(member, policy, {
        subsidiaryId: member.subsidiaryId,
        planNo: member.planNo,
        memberNumber: member.memberNumber,
        effectiveDate: member.effectiveDate,
        pending: null,
      });
      for (const other of member.otherEnrolments ?? []) {
        const otherPolicy = app.store.policies.get(other.policyId);
        if (!otherPolicy) continue;
        company.add(member, otherPolicy, { ...other, pending: null });
      }
    }
  }

  of(companyId: string): CompanyMembers {
    let company = this.companies.get(companyId);
    if (!company) {
      company = new CompanyMembers([]);
      this.companies.set(companyId, company);
    }
    return company;
  }

  /** The next alteration reference: MA, the request date (YYYYMMDD) and a sequence. */
  nextRef(today: string): string {
    this.refSeq += 1;
    return `MA${today.replace(/-/g, '')}${String(this.refSeq).padStart(5, '0')}`;
  }

  /** The id of a member added through an alteration. */
  nextMemberId(): string {
    this.memberSeq += 1;
    return `MBN${String(this.memberSeq).padStart(9, '0')}`;
  }

  record(alteration: AlterationRecord): void {
    this.alterations.push(alteration);
  }
}

const books = new WeakMap<readonly SeedMember[], MemberBook>();

/** The app's member book, built on first use after a start or a reset. */
export const memberBook = (app: FastifyInstance): MemberBook => {
  let book = books.get(app.store.members);
  if (!book) {
    book = new MemberBook(app);
    books.set(app.store.members, book);
  }
  return book;
};

/** Today on the mock clock, in Jakarta (YYYY-MM-DD): the day the effective-date rules use. */
export const mockToday = (app: FastifyInstance): string =>
  jakartaDateTime(app.clock.now()).slice(0, 10);
