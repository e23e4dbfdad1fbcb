import { BILLING_REPORT_FORMATS, type BillingReportCode } from '@mo/contracts';
import type { SeedInvoice, SeedPolicy } from '@mo/fixtures';
import { fail } from '../lib/api-error';
import type { AuthContext } from '../plugins/auth';
import { invoiceByNumber } from './billing-book';
import { listingScopeOf, requireCompany, type ListingAsk, type ListingScope } from './scope';
import type { MockStore } from '../store/store';

/**
 * A policy of the selected company for the billing listing: '0000' is every policy (no period);
 * a policy of a company the user does not manage is GW1035 even under one of theirs; one of the
 * user's other companies, or an unknown id, GC404; the period its own (its newest when none).
 */
export const billingScopeOf = (
  world: MockStore,
  auth: AuthContext,
  ask: ListingAsk,
): ListingScope =>
  listingScopeOf(auth, ask, (id) => {
    const policy = world.policies.get(id);
    if (!policy) throw fail.notFound('No such policy');
    requireCompany(auth, policy.companyId);
    if (policy.companyId !== ask.companyId) throw fail.notFound('No such policy in this company');
    return policy;
  });

/**
 * The invoice a download names: GW1035 for an invoice of a company the user does not manage;
 * GC404 for an unknown number, one of another of the user's companies or another policy number;
 * GC400 for a report code asked in the other format.
 */
export const invoiceOfUser = (
  world: MockStore,
  auth: AuthContext,
  request: {
    companyId: string;
    invoiceNo: string;
    policyNo: string;
    reportCode: BillingReportCode;
    reportFormat: 'PDF' | 'EXCEL';
  },
): { invoice: SeedInvoice; policy: SeedPolicy } => {
  requireCompany(auth, request.companyId);
  const invoice = invoiceByNumber(world, request.invoiceNo);
  if (!invoice) throw fail.notFound('No such invoice');
  requireCompany(auth, invoice.companyId);
  if (invoice.companyId !== request.companyId || invoice.policyNo !== request.policyNo) {
    throw fail.notFound('No such invoice of this policy');
  }
  const policy = world.policies.get(invoice.policyId);
  if (!policy) throw fail.notFound('No such policy');
  const format = BILLING_REPORT_FORMATS[request.reportCode];
  if (request.reportFormat !== format) {
    throw fail.badRequest(`${request.reportCode} comes as ${format} only`, [
      `body.reportFormat: must be ${format} for ${request.reportCode}`,
    ]);
  }
  return { invoice, policy };
};
