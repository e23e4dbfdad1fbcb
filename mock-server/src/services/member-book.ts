import {
  NO_UPDATE_REQUEST,
  UPDATE_REQUESTS,
  type ApplicableFilter,
  type MemberFilterBy,
  type MemberSortField,
  type MemberTypeCode,
  type MemberTypeFilter,
  type UpdateRequest,
} from '@mo/contracts';
import type { SeedMember, SeedPolicy } from '@mo/fixtures';
import { jakartaDateTime } from '../lib/clock';
import { IndexedTable, type Clause } from '../store/indexed-table';
import type { MockStore } from '../store/store';
import { MEMBER_TYPE_OF, policyRemarkOf } from '../lib/seed-terms';
import type { Enrolment, MemberExtras, PendingRequest } from '../store/entries';

export type { Enrolment, MemberExtras, PendingRequest } from '../store/entries';

/**
 * The Members area's state: every member's enrolments indexed per company, and the alterations
 * submitted since the last reset. Built once from the store's members and kept until the store
 * resets (it is keyed by the store's member array, which reset replaces), so a reset forgets the
 * alterations too. The member list never scans or sorts per request: each company's rows sit in
 * the store's IndexedTable (a search index, filter sets, each sort field's order), kept in step
 * with every alteration.
 */

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

export interface MemberQuery {
  filterBy?: MemberFilterBy | undefined;
  sortByField?: MemberSortField | undefined;
  sortByOrder?: 'ASC' | 'DESC' | undefined;
  searchByValue?: string | undefined;
  memberType?: MemberTypeFilter | undefined;
  pageNumber: number;
  pageSize: number;
}

type MemberFilterField = 'updateRequest' | 'gender' | 'policyNumber' | 'memberType';

/**
 * The member list's table: the search looks for the term (trimmed, lower-cased) in the lower-cased
 * name, and without its hyphens in the member number; contains, anywhere in the text. Ties of
 * every sort go by member number, then by position.
 */
const memberTable = () =>
  new IndexedTable<Enrolment, MemberSortField, MemberFilterField>({
    search: [
      { text: (e) => e.nameKey },
      { text: (e) => e.memberNumber, term: (term) => term.replace(/-/g, '') },
    ],
    sorts: sortKey,
    tie: (e) => e.memberNumber,
    filters: {
      updateRequest: (e) => e.pending?.type ?? NO_UPDATE_REQUEST,
      gender: (e) => e.member.gender,
      policyNumber: (e) => e.policy.policyNo,
      memberType: (e) => e.memberType,
    },
  });

export class CompanyMembers {
  private readonly table = memberTable();
  private readonly byMember = new Map<string, Enrolment[]>();
  /** Rows by member number and policy number: made on the first bulk update that needs it. */
  private byNumber: Map<string, Enrolment[]> | null = null;
  private readonly households = new Map<string, SeedMember[]>();

  /** How many rows the member book made from the store's members (the rest came from calls). */
  seededRows = 0;

  constructor(readonly policies: readonly SeedPolicy[]) {}

  /** Every row, in the order added. */
  get rows(): readonly Enrolment[] {
    return this.table.rows;
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
      index: this.table.rows.length,
      member,
      policy,
      subsidiary: policy.subsidiaries.find((s) => s.id === subsidiaryId),
      memberType: MEMBER_TYPE_OF[member.memberType],
      nameKey: member.name.toLowerCase(),
      ...rest,
    };
    this.table.add(row);
    if (this.byNumber) this.indexNumber(this.byNumber, row);
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

  /** Sets (or replaces) the pending request of a row; the next query sees it. */
  setPending(row: Enrolment, pending: PendingRequest): void {
    row.pending = pending;
    this.table.touch(row.index);
  }

  enrolmentsOf(memberId: string): readonly Enrolment[] {
    return this.byMember.get(memberId) ?? [];
  }

  private indexNumber(byNumber: Map<string, Enrolment[]>, row: Enrolment): void {
    const key = `${row.memberNumber}:${row.policy.policyNo}`;
    const same = byNumber.get(key);
    if (same) same.push(row);
    else byNumber.set(key, [row]);
  }

  /** The rows with this member number in the policy numbered so. */
  enrolmentsByNumber(memberNumber: string, policyNo: string): readonly Enrolment[] {
    if (!this.byNumber) {
      const byNumber = new Map<string, Enrolment[]>();
      for (const row of this.table.rows) this.indexNumber(byNumber, row);
      this.byNumber = byNumber;
    }
    return this.byNumber.get(`${memberNumber}:${policyNo}`) ?? [];
  }

  householdOf(member: SeedMember): readonly SeedMember[] {
    return this.households.get(member.employeeMemberId) ?? [member];
  }

  /** One page of the rows matching the query, and how many match in all. */
  query(q: MemberQuery): { page: Enrolment[]; total: number } {
    const f = q.filterBy ?? {};
    const where: Clause<MemberFilterField>[] = [];
    if (q.memberType === 'EMPLOYEE') where.push({ field: 'memberType', values: ['EMPLOYEE'] });
    if (q.memberType === 'DEPENDENT') {
      where.push({ field: 'memberType', values: ['SPOUSE', 'CHILD'] });
    }
    // An empty list filters nothing out (the portal sends what is ticked).
    for (const field of ['memberType', 'gender', 'policyNumber', 'updateRequest'] as const) {
      const values = f[field];
      if (values && values.length > 0) where.push({ field, values });
    }
    const { rows, total } = this.table.query({
      search: (q.searchByValue ?? '').trim().toLowerCase(),
      where,
      sort: q.sortByField,
      desc: q.sortByOrder === 'DESC',
      offset: (q.pageNumber - 1) * q.pageSize,
      limit: q.pageSize,
    });
    return { page: rows, total };
  }

  /** The table's index builds, one step each (IndexedTable.warmSteps). */
  warmSteps(): (() => void)[] {
    return this.table.warmSteps();
  }

  /** The filters the list offers, with how many rows each option has (kept by the table). */
  applicableFilters(): ApplicableFilter[] {
    const requests = this.table.counts('updateRequest');
    const genders = this.table.counts('gender');
    const policies = this.table.counts('policyNumber');
    const types = this.table.counts('memberType');
    const options = (
      m: ReadonlyMap<string, number>,
      values: readonly string[],
      label = (v: string) => v,
    ) => values.map((value) => ({ value, label: label(value), count: m.get(value) ?? 0 }));
    return [
      {
        field: 'updateRequest',
        options: options(
          requests,
          [NO_UPDATE_REQUEST, ...UPDATE_REQUESTS].filter(
            (v) => v === NO_UPDATE_REQUEST || (requests.get(v) ?? 0) > 0,
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

  constructor(world: MockStore) {
    for (const company of world.companies.values()) {
      this.companies.set(company.id, new CompanyMembers(world.policiesOf(company.id)));
    }
    for (const member of world.members) {
      const company = this.companies.get(member.companyId);
      const policy = world.policies.get(member.policyId);
      if (!company || !policy) continue;
      company.add(member, policy, {
        subsidiaryId: member.subsidiaryId,
        planNo: member.planNo,
        memberNumber: member.memberNumber,
        effectiveDate: member.effectiveDate,
        pending: null,
      });
      for (const other of member.otherEnrolments ?? []) {
        const otherPolicy = world.policies.get(other.policyId);
        if (!otherPolicy) continue;
        company.add(member, otherPolicy, { ...other, pending: null });
      }
    }
    for (const company of this.companies.values()) company.seededRows = company.rows.length;
  }

  /**
   * What calls changed, as plain data (world snapshots): the rows added since the seed (with
   * their new members), the pending requests, the records, the new members' details and the
   * sequences. Null when nothing has changed (a fresh book).
   */
  toState(): MemberBookState | null {
    const added: AddedRow[] = [];
    const members: SeedMember[] = [];
    const pending: [string, number, PendingRequest][] = [];
    for (const [companyId, company] of this.companies) {
      const seen = new Set<string>();
      for (const row of company.rows) {
        if (row.pending) pending.push([companyId, row.index, { ...row.pending }]);
        if (row.index < company.seededRows) continue;
        if (!seen.has(row.member.id)) {
          seen.add(row.member.id);
          members.push(structuredClone(row.member));
        }
        added.push({
          companyId,
          memberId: row.member.id,
          policyId: row.policy.id,
          subsidiaryId: row.subsidiary?.id ?? '',
          planNo: row.planNo,
          memberNumber: row.memberNumber,
          effectiveDate: row.effectiveDate,
        });
      }
    }
    const state: MemberBookState = {
      refSeq: this.refSeq,
      memberSeq: this.memberSeq,
      members,
      added,
      pending,
      alterations: structuredClone(this.alterations),
      extras: structuredClone([...this.extras]),
    };
    const changed =
      state.refSeq > 0 ||
      state.memberSeq > 0 ||
      added.length > 0 ||
      pending.length > 0 ||
      state.alterations.length > 0 ||
      state.extras.length > 0;
    return changed ? state : null;
  }

  /**
   * Applies a state toState gave (of a book of the same members) to this fresh book. Rows of an
   * unknown member or policy are skipped, pending requests of rows that are not there too.
   */
  restore(world: MockStore, state: MemberBookState): void {
    this.refSeq = state.refSeq;
    this.memberSeq = state.memberSeq;
    const members = new Map(state.members.map((m) => [m.id, m]));
    for (const row of state.added) {
      const member = members.get(row.memberId);
      const policy = world.policies.get(row.policyId);
      if (!member || !policy) continue;
      const { companyId, memberId: _member, policyId: _policy, ...enrolment } = row;
      this.of(companyId).add(member, policy, { ...enrolment, pending: null });
    }
    for (const [companyId, index, request] of state.pending) {
      const company = this.companies.get(companyId);
      const row = company?.rows[index];
      if (company && row) company.setPending(row, request);
    }
    this.alterations.push(...state.alterations);
    for (const [id, extras] of state.extras) this.extras.set(id, extras);
  }

  /** Every company's index builds, one step each. */
  warmSteps(): (() => void)[] {
    return [...this.companies.values()].flatMap((company) => company.warmSteps());
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

/** A row a call added to a company's member list (world snapshots). */
export interface AddedRow {
  companyId: string;
  memberId: string;
  policyId: string;
  subsidiaryId: string;
  planNo: string;
  memberNumber: string;
  effectiveDate: string;
}

/** The member book's call-made state as plain data (MemberBook.toState). */
export interface MemberBookState {
  refSeq: number;
  memberSeq: number;
  /** Members added by calls (their rows are in `added`). */
  members: SeedMember[];
  added: AddedRow[];
  /** [company id, row index, request]. */
  pending: [string, number, PendingRequest][];
  alterations: AlterationRecord[];
  extras: [string, MemberExtras][];
}

const books = new WeakMap<readonly SeedMember[], MemberBook>();

/** The world's member book if it has been made (a snapshot need not build one). */
export const existingMemberBook = (world: MockStore): MemberBook | undefined =>
  books.get(world.members);

/** The app's member book, built on first use after a start or a reset. */
export const memberBook = (world: MockStore): MemberBook => {
  let book = books.get(world.members);
  if (!book) {
    book = new MemberBook(world);
    books.set(world.members, book);
  }
  return book;
};

/** Today on the mock clock, in Jakarta (YYYY-MM-DD): the day the effective-date rules use. */
export const mockToday = (world: Pick<MockStore, 'clock'>): string =>
  jakartaDateTime(world.clock.now()).slice(0, 10);
