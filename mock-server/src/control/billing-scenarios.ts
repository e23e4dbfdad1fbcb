import { CALLS, ERROR_CODES, type TransactionType } from '@mo/contracts';
import { invoiceLines, type SeedInvoice } from '@mo/fixtures';
import type { FastifyInstance } from 'fastify';
import { fail } from '../lib/api-error';
import { firstCompanyOf } from './scenario-user';
import { forceDetailFileCount } from '../services/billing-files';
import { mockToday } from '../services/member-book';
import type { StoredUser } from '../store/store';
import type { MockStore } from '../store/store';

/*
 * The premium billing scenarios (contracts SCENARIOS): invoices of every status on the first
 * page, an empty book, a billing detail of N files, downloads that fail.
 */

export interface ScenarioInvoice {
  invoiceNo: string;
  policyNo: string;
  policyId: string;
  periodId: string;
}

const named = (invoice: SeedInvoice): ScenarioInvoice => ({
  invoiceNo: invoice.invoiceNo,
  policyNo: invoice.policyNo,
  policyId: invoice.policyId,
  periodId: invoice.periodId,
});

const SHOWCASES: readonly { key: string; type: TransactionType; paid: 'none' | 'half' | 'all' }[] =
  [
    { key: 'OUTSTANDING', type: 'Group Instalment billing Run', paid: 'none' },
    { key: 'PART_PAID', type: 'Issue Policy - Major', paid: 'half' },
    { key: 'PAID', type: 'Renewal', paid: 'all' },
  ];

/**
 * Three invoices on the newest period of the first policy of the user's first company, for its
 * first subsidiary with members, dated today (or the company's newest invoice date, should the
 * seed's reach past the mock's today), so the default order puts them first. Amounts are what
 * the subsidiary's members' premiums come to, as the seed's are.
 */
export const addInvoicesOfEveryStatus = (
  world: MockStore,
  app: FastifyInstance,
  user: StoredUser,
): Record<string, ScenarioInvoice> => {
  const companyId = firstCompanyOf(user);
  const policy = world.policiesOf(companyId)[0];
  if (!policy) throw fail.badRequest('The company has no policy');
  const members = world.membersOf(policy.id);
  const subsidiary = policy.subsidiaries.find((s) => members.some((m) => m.subsidiaryId === s.id));
  if (!subsidiary) throw fail.badRequest('The policy has no member to bill');
  const newest = world.invoices
    .filter((i) => i.companyId === companyId)
    .reduce((date, i) => (i.invoiceDate > date ? i.invoiceDate : date), mockToday(world));
  const base = world.invoices.length;
  const added = SHOWCASES.map(({ type, paid }, i): SeedInvoice => {
    const seq = String(base + i + 1).padStart(6, '0');
    const lines = invoiceLines(
      { subsidiaryId: subsidiary.id, transactionType: type },
      policy,
      members,
    );
    const billingAmount = lines.reduce((s, l) => s + l.total, 0);
    const paidAmount =
      paid === 'all' ? billingAmount : paid === 'half' ? Math.round(billingAmount / 200) * 100 : 0;
    return {
      id: `IVS${seq}`,
      invoiceNo: `INVS${newest.slice(2, 4)}${newest.slice(5, 7)}${seq}`,
      companyId,
      policyId: policy.id,
      policyNo: policy.policyNo,
      periodId: policy.periods[0]!.id,
      subsidiaryId: subsidiary.id,
      invoiceDate: newest,
      transactionType: type,
      billingStatus: paid === 'all' ? 'Paid' : 'Outstanding',
      billingAmount,
      paidAmount,
      outstandingAmount: billingAmount - paidAmount,
      ...(paid === 'all' ? { paidDate: newest } : {}),
      memberCount: lines.length,
    };
  });
  world.invoices = [...added, ...world.invoices];
  return Object.fromEntries(SHOWCASES.map(({ key }, i) => [key, named(added[i]!)]));
};

/** None of the user's companies has an invoice (the dashboard's premium card falls to zero too). */
export const emptyBillingBook = (world: MockStore, user: StoredUser): void => {
  const companies = new Set(user.companyIds);
  world.invoices = world.invoices.filter((i) => !companies.has(i.companyId));
};

/** The first company's invoice with the most members: its billing detail comes as `files` files. */
export const splitBillingDetail = (
  world: MockStore,
  user: StoredUser,
  files: number,
): Record<string, ScenarioInvoice> => {
  const companyId = firstCompanyOf(user);
  const invoice = world.invoices
    .filter((i) => i.companyId === companyId)
    .reduce<SeedInvoice | undefined>(
      (best, i) => (!best || i.memberCount > best.memberCount ? i : best),
      undefined,
    );
  if (!invoice || invoice.memberCount < files) {
    throw fail.badRequest(`No invoice of the company bills ${files} members or more`);
  }
  forceDetailFileCount(world, invoice.id, files);
  return { DETAIL: named(invoice) };
};

/** The next `times` invoice downloads (billingReport) fail with `errorCode`. */
export const failBillingDownloads = (
  world: MockStore,
  errorCode: string | undefined,
  times: number | undefined,
) => {
  const fault = {
    callId: CALLS.billingReport.id,
    errorCode: errorCode ?? ERROR_CODES.internal,
    httpStatus: 500,
    times: times ?? 1,
  };
  world.faults.arm(fault.callId, { ...fault, remaining: fault.times });
  return fault;
};
