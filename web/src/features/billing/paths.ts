/** Paths of the Premium billing area (spec part 2 section 2), under /mo/eb-app-premiumbilling. */
export const BILLING_AREA = '/mo/eb-app-premiumbilling';

export const BILLING_PATHS = {
  /** Redirects to the listing. */
  area: BILLING_AREA,
  listing: `${BILLING_AREA}/listing`,
} as const;
