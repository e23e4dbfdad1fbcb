import type { TFunction } from 'i18next';

/*
 * How the Claims screens word the codes (part 2 section 4): claim statuses CC Paid, CP Pending,
 * CA Approved, CR Rejected (OS and the empty code ours), excess statuses (and Revision), claim
 * types P Cashless and C Reimbursement, member types E Employee, S spouse, C child. A code the
 * portal does not know shows the server's own description, or the code itself.
 */
type T = TFunction<'claims'>;

const known = (codes: readonly string[], code: string) => codes.includes(code);

export const claimStatusText = (t: T, code: string, serverText?: string) =>
  known(['CC', 'CP', 'CA', 'CR', 'OS', ''], code)
    ? t(`status.${code || 'submitted'}` as never)
    : serverText || code;

export const excessStatusText = (t: T, code: string) =>
  known(['OUTSTANDING', 'PAID', 'PENDING', 'REVISION'], code)
    ? t(`excessStatus.${code}` as never)
    : code;

export const claimTypeText = (t: T, code: string) =>
  known(['P', 'C'], code) ? t(`claimType.${code}` as never) : code;

export const memberTypeText = (t: T, code: string) =>
  known(['E', 'S', 'C'], code) ? t(`memberType.${code}` as never) : code;

/** A filter option's words, by the field it filters. */
export const filterOptionText = (t: T, field: string, value: string, label: string) => {
  switch (field) {
    case 'status':
      return claimStatusText(t, value, label);
    case 'excessStatus':
      return excessStatusText(t, value);
    case 'claimType':
      return claimTypeText(t, value);
    case 'memberType':
      return memberTypeText(t, value);
    default:
      return label;
  }
};
