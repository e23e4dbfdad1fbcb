/** Paths of the Reports area (spec part 2 section 2), all under /mo/eb-app-reports. */
export const REPORT_AREA = '/mo/eb-app-reports';

export const REPORT_PATHS = {
  area: REPORT_AREA,
  /** Redirects to report_display. */
  landing: `${REPORT_AREA}/landing`,
  display: `${REPORT_AREA}/landing/report_display`,
} as const;
