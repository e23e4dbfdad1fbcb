import Type from 'typebox';
import { API_DATE_PATTERN } from './api-dates';

/** A date the server sends: YYYY-MM-DD or YYYYMMDD (api-dates.ts). Responses only. */
export const ApiDate = Type.String({
  pattern: API_DATE_PATTERN,
  description: 'YYYY-MM-DD or YYYYMMDD',
});
