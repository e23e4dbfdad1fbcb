import { CALLS } from '@mo/contracts';
import { HR_COMPANY_ID, buildSeed, type SeedClaim } from '@mo/fixtures';
import type { MockApp } from '../src/app';
import { send } from './helpers';

/** The default seed, as the mock builds it (same options, same rows). */
export const seed = buildSeed();

// The HR demo user's company: the subject of most listing tests.
export const hrPolicies = seed.policies.filter((p) => p.companyId === HR_COMPANY_ID);
export const firstPolicy = hrPolicies[0]!;
export const newestPeriod = firstPolicy.periods[0]!;
export const hrClaims = seed.claims.filter((c) => c.companyId === HR_COMPANY_ID);
export const hrInvoices = seed.invoices.filter((i) => i.companyId === HR_COMPANY_ID);
export const hrMembers = seed.members.filter((m) => m.companyId === HR_COMPANY_ID);

/** The HR company's claim list of its first policy, active and completed tab unless `body` says. */
export const hrClaimList = (app: MockApp, token: string, body: Record<string, unknown>) =>
  send(app, CALLS.claimList, {
    body: {
      companyId: HR_COMPANY_ID,
      policyId: firstPolicy.id,
      status: 'ACTIVE_COMPLETED',
      ...body,
    },
    token,
  });

/** What every claim row (claim list, excess list) shows of its claim as the seed has it. */
export const claimRowFacts = (claim: SeedClaim) => ({
  claimNo: claim.claimNo,
  memberName: claim.memberName,
  memberNo: claim.memberNo,
  memberType: claim.memberType,
  benefitType: claim.benefitType,
});
