/** Access modules of the spec (part 1 section 6). The server returns the user's subset. */
export const MODULES = [
  'Home',
  'eCard',
  'View Member Details',
  'Find Provider',
  'Get Help',
  'Feedback',
  'FAQ',
  'My Benefits Coverage Summary',
  'My Benefits Coverage Details',
  'My Claims History',
  'My Claims History Details',
  'Claims Submission',
  'Account and Settings',
  'Notification',
  'Doctor Online',
  'Buy Insurance',
  'Excess Claim',
  'Hospitalization Services',
  'Pending Claim Submission',
  'COB Submission',
  'Certificates',
  'Certificate Details',
  'Doctor Consultation Service',
  'Telehealth Service',
  'Virtual Account Payment Service',
  'FO Claim Status',
  'FO Claim Breakdown',
  'MO Claim Breakdown',
] as const;

export const hasModule = (granted: readonly string[], module: string): boolean =>
  granted.some((m) => m.toLowerCase() === module.toLowerCase());
