/*
 * Dates as the server sends them (part 2 section 9, Formats: "API dates YYYYMMDD or
 * YYYY-MM-DD"): both forms, a real month (01-12) and day (01-31), hyphens both or neither. Every
 * date the portal reads from a response is checked with it (the ApiDate schema of the domain
 * files); what the portal sends keeps YYYY-MM-DD. No TypeBox here: the portal's browser code
 * reads the pattern (web/src/lib/api-date.ts).
 */
const MONTH = '(?:0[1-9]|1[0-2])';
const DAY = '(?:0[1-9]|[12]\\d|3[01])';

export const API_DATE_PATTERN = `^\\d{4}(?:-${MONTH}-${DAY}|${MONTH}${DAY})$`;
