import type { BankAccount, MemberTypeCode, UpdateRequest } from '@mo/contracts';
import type { SeedClaim, SeedInvoice, SeedMember, SeedPolicy, SeedSubsidiary } from '@mo/fixtures';

/*
 * The entries the books keep beside the seed's records (one claim, invoice or enrolment with what
 * its listing needs). They live below both services (which build them) and views (which turn them
 * into answers), so neither layer imports the other.
 */

/** One claim with what its listing needs beside the seed's record. */
export interface ClaimEntry {
  claim: SeedClaim;
  policy: SeedPolicy;
  /** The benefit's name (Rawat Inap, Rawat Jalan, ...). */
  benefitDesc: string;
}

export interface ExcessEntry extends ClaimEntry {
  /** Whole days since the excess date (to the paid date once paid). */
  ageing: number;
}

export interface InvoiceEntry {
  invoice: SeedInvoice;
  policy: SeedPolicy;
  subsidiary: Pick<SeedSubsidiary, 'subsidiaryNo' | 'subsidiaryName'>;
  /** YYYY-MM of the invoice date. */
  monthYear: string;
  ageing: number;
}

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
