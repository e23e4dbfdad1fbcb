import { API_DATE_PATTERN } from '@mo/contracts';

/*
 * Dates as the server sends them: YYYY-MM-DD or YYYYMMDD (part 2 section 9, Formats). The
 * portal works with YYYY-MM-DD throughout (comparisons, the form fields, what it sends), so each
 * answer's dates are brought to that form once, as the API client reads them (withIsoDates), and
 * formatDate reads either form too.
 */
const API_DATE = new RegExp(API_DATE_PATTERN);

/** An API date → YYYY-MM-DD; null when it is neither form or no real day (31 Apr). */
export function parseApiDate(value: string): string | null {
  if (!API_DATE.test(value)) return null;
  const iso = value.includes('-')
    ? value
    : `${value.slice(0, 4)}-${value.slice(4, 6)}-${value.slice(6, 8)}`;
  const [year, month, day] = iso.split('-').map(Number) as [number, number, number];
  const probe = new Date(Date.UTC(year, month - 1, day));
  return probe.getUTCMonth() === month - 1 && probe.getUTCDate() === day ? iso : null;
}

/**
 * The fields of the answers' data that are API dates (the contracts' ApiDate schema): no answer
 * uses one of these names for anything else (api-date.test.ts reads every call's schema).
 */
export const API_DATE_FIELDS: ReadonlySet<string> = new Set([
  'buildDate',
  'coverageFrom',
  'coverageTo',
  'dateOfBirth',
  'dueDate',
  'effectiveDate',
  'end',
  'eventDate',
  'excessDate',
  'fromDate',
  'invoiceDate',
  'paidDate',
  'paymentDate',
  'policyCommencementDate',
  'policyEffectiveDate',
  'policyEndDate',
  'policyPeriodFrom',
  'policyPeriodTo',
  'policyStartDate',
  'receivedDate',
  'requestDate',
  'start',
  'toDate',
  'updateDate',
  'validFrom',
  'validTo',
  'visitEndDate',
  'visitStartDate',
]);

const COMPACT = /^\d{8}$/;

/**
 * An answer's data with every YYYYMMDD date field as YYYY-MM-DD. Nothing is copied unless a
 * date changes (the usual answer, all YYYY-MM-DD, comes back as it was); the input is not touched.
 */
export function withIsoDates<T>(data: T): T {
  if (Array.isArray(data)) {
    let changed = false;
    const items = data.map((item: unknown) => {
      const next = withIsoDates(item);
      changed ||= next !== item;
      return next;
    });
    return (changed ? items : data) as T;
  }
  if (data === null || typeof data !== 'object') return data;
  let copy: Record<string, unknown> | null = null;
  for (const [key, value] of Object.entries(data)) {
    const next =
      typeof value === 'string'
        ? API_DATE_FIELDS.has(key) && COMPACT.test(value)
          ? (parseApiDate(value) ?? value)
          : value
        : withIsoDates(value);
    if (next !== value) {
      copy ??= { ...(data as Record<string, unknown>) };
      copy[key] = next;
    }
  }
  return (copy ?? data) as T;
}
