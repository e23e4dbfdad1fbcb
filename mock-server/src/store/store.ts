import type {
  Seed,
  SeedClaim,
  SeedCompany,
  SeedInvoice,
  SeedMember,
  SeedPolicy,
  SeedSystemParameter,
  SeedUser,
} from '@mo/fixtures';
import { FaultBook } from './fault-book';
import { Inbox } from './inbox';
import { RateBook } from './rate-book';
import { OtpBook } from './otp-book';
import { hashPassword, type PasswordHash } from './passwords';
import { RemoteConfigBook } from './remote-config';
import { SessionBook } from './session-book';
import { SignInTicketBook } from './ticket-book';

export type StoredUser = Omit<SeedUser, 'password'> & {
  passwordHash: PasswordHash;
  /** Newest first, the current one included; at most LIMITS.passwordHistory long. */
  passwordHistory: PasswordHash[];
  /** Consecutive wrong passwords; the third locks the account. */
  failedAttempts: number;
  /** When the user's newest session was created (epoch ms); the seed's earlier one at first. */
  lastSignInAt: number | null;
};

/** Counts the policy list shows, derived from members and claims so they never disagree. */
export interface PolicyStats {
  totalMembers: number;
  totalActiveAndCompletedClaims: number;
  totalSubmittedClaims: number;
}

type SeedData = Omit<Seed, 'users'> & { users: Omit<SeedUser, 'password'>[] };

const group = <T>(items: readonly T[], key: (item: T) => string): Map<string, T[]> => {
  const groups = new Map<string, T[]>();
  for (const item of items) {
    const k = key(item);
    const list = groups.get(k);
    if (list) list.push(item);
    else groups.set(k, [item]);
  }
  return groups;
};

/**
 * The mock insurer's state: the seed's data with lookup indexes, plus what calls create (codes,
 * sessions, revoked tokens, sent e-mails). Passwords are hashed once at load and the plain values
 * dropped; reset() restores everything else from the seed.
 */
export class MockStore {
  users = new Map<string, StoredUser>();
  private usersByEmail = new Map<string, StoredUser>();
  companies = new Map<string, SeedCompany>();
  policies = new Map<string, SeedPolicy>();
  private policiesByCompany = new Map<string, SeedPolicy[]>();
  private policyStats = new Map<string, PolicyStats>();
  members: SeedMember[] = [];
  claims: SeedClaim[] = [];
  invoices: SeedInvoice[] = [];
  private systemParameters = new Map<string, SeedSystemParameter>();
  otps = new OtpBook();
  sessions = new SessionBook();
  tickets = new SignInTicketBook();
  inbox = new Inbox();
  rates = new RateBook();
  remoteConfig = new RemoteConfigBook();
  faults = new FaultBook();

  private constructor(
    private readonly seed: SeedData,
    private readonly hashes: ReadonlyMap<string, PasswordHash>,
  ) {
    this.reset();
  }

  static async load(seed: Seed): Promise<MockStore> {
    // Each named user gets a hash with its own salt; the numbered pool users share one salted hash
    // of their one password until they change it, so a seed of hundreds loads as fast as one of five.
    const hashes = new Map<string, PasswordHash>();
    const poolHashes = new Map<string, PasswordHash>();
    for (const user of seed.users) {
      let hash = user.pool ? poolHashes.get(user.password) : undefined;
      if (!hash) hash = await hashPassword(user.password);
      if (user.pool) poolHashes.set(user.password, hash);
      hashes.set(user.id, hash);
    }
    const users = seed.users.map((user) => {
      const { password: _plain, ...rest } = user;
      return rest;
    });
    return new MockStore({ ...seed, users }, hashes);
  }

  /** Back to the seed: data (cloned, so handlers that change it never touch the seed) and state. */
  reset(): void {
    const data = structuredClone(this.seed);
    this.users = new Map(
      data.users.map((u) => {
        const passwordHash = this.hashes.get(u.id)!;
        const lastSignInAt = u.previousSignInAt ? Date.parse(u.previousSignInAt) : null;
        return [
          u.id,
          { ...u, passwordHash, passwordHistory: [passwordHash], failedAttempts: 0, lastSignInAt },
        ];
      }),
    );
    this.usersByEmail = new Map([...this.users.values()].map((u) => [u.email.toLowerCase(), u]));
    this.companies = new Map(data.companies.map((c) => [c.id, c]));
    this.policies = new Map(data.policies.map((p) => [p.id, p]));
    this.policiesByCompany = group(data.policies, (p) => p.companyId);
    this.members = data.members;
    this.claims = data.claims;
    this.invoices = data.invoices;
    this.systemParameters = new Map(data.systemParameters.map((p) => [p.category, p]));
    this.policyStats = this.computeStats();
    this.otps = new OtpBook();
    this.sessions = new SessionBook();
    this.tickets = new SignInTicketBook();
    this.inbox = new Inbox();
    this.rates = new RateBook();
    this.remoteConfig = new RemoteConfigBook();
    this.faults = new FaultBook();
  }

  private computeStats(): Map<string, PolicyStats> {
    const stats = new Map<string, PolicyStats>();
    const of = (policyId: string) => {
      let s = stats.get(policyId);
      if (!s) {
        s = { totalMembers: 0, totalActiveAndCompletedClaims: 0, totalSubmittedClaims: 0 };
        stats.set(policyId, s);
      }
      return s;
    };
    // A member enrolled in a second policy is a member of that policy too.
    for (const m of this.members) {
      of(m.policyId).totalMembers += 1;
      for (const e of m.otherEnrolments ?? []) of(e.policyId).totalMembers += 1;
    }
    for (const c of this.claims) {
      if (c.stage === 'SUBMITTED') of(c.policyId).totalSubmittedClaims += 1;
      else of(c.policyId).totalActiveAndCompletedClaims += 1;
    }
    return stats;
  }

  userByEmail(email: string): StoredUser | undefined {
    return this.usersByEmail.get(email.toLowerCase());
  }

  /** The user's companies in profile order (unknown ids are skipped). */
  companiesOf(user: StoredUser): SeedCompany[] {
    return user.companyIds.flatMap((id) => this.companies.get(id) ?? []);
  }

  /**
   * Members of one policy, as enrolled in it: a member whose second policy this is appears with
   * that enrolment's plan, subsidiary and member number.
   */
  membersOf(policyId: string): SeedMember[] {
    return this.members.flatMap((m) => {
      if (m.policyId === policyId) return [m];
      const e = m.otherEnrolments?.find((o) => o.policyId === policyId);
      return e ? [{ ...m, ...e, otherEnrolments: undefined }] : [];
    });
  }

  /** Claims of one policy. */
  claimsOf(policyId: string): SeedClaim[] {
    return this.claims.filter((c) => c.policyId === policyId);
  }

  /** Invoices of one policy. */
  invoicesOf(policyId: string): SeedInvoice[] {
    return this.invoices.filter((i) => i.policyId === policyId);
  }

  policiesOf(companyId: string): readonly SeedPolicy[] {
    return this.policiesByCompany.get(companyId) ?? [];
  }

  statsOf(policyId: string): PolicyStats {
    return (
      this.policyStats.get(policyId) ?? {
        totalMembers: 0,
        totalActiveAndCompletedClaims: 0,
        totalSubmittedClaims: 0,
      }
    );
  }

  systemParameter(category: string): SeedSystemParameter | undefined {
    return this.systemParameters.get(category);
  }

  defaultVariable(code: string): string | undefined {
    return this.systemParameter('DEFAULT_VARIABLES')?.commonCategoryDetail.find(
      (d) => d.code === code,
    )?.description1;
  }
}
