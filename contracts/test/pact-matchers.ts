import { MatchersV3 } from '@pact-foundation/pact';
import { APP_VERSION, CHANNEL, HEADER_NAMES } from '@mo/contracts';

const { integer, like, number, regex, string, nullValue } = MatchersV3;

/** The gateway headers the client must send (part 1 section 7), loosely matched. */
export const gatewayHeaders = () => ({
  [HEADER_NAMES.channel]: CHANNEL,
  [HEADER_NAMES.keyId]: string('mo-portal-web'),
  [HEADER_NAMES.clientOrgCode]: string('GROUPEB'),
  [HEADER_NAMES.providerOrgCode]: string('GROUPEB'),
  [HEADER_NAMES.countryCode]: regex('^[A-Z]{2}$', 'ID'),
  [HEADER_NAMES.timestamp]: regex('^\\d{4}-\\d{2}-\\d{2}T.+$', '2026-11-22T02:00:00.000Z'),
  [HEADER_NAMES.requestReference]: regex(
    '^[A-Za-z0-9-]{8,64}$',
    'k3J9dQ0aZ7bX1mN4pR6tV8wY2cE5gH0s',
  ),
});

const systemInformation = (errorCode: unknown, errorMessage: unknown) => ({
  errorCode,
  errorMessage,
  timestamp: string('2026-11-22T02:00:00.000Z'),
  isSysUnderMaintenane: regex('^[YN]$', 'N'),
});

/** A success envelope (status "success") around `data`. */
export const envelope = (data: unknown) => ({
  status: 'success',
  message: string('success'),
  isFirstTimeLogin: like(false),
  systemInformation: systemInformation(nullValue(), nullValue()),
  version: like(APP_VERSION),
  data,
});

/** The session calls' envelope: boolean status true and message "success". */
export const sessionEnvelope = (data: unknown) => ({
  ...envelope(data),
  status: true,
  message: 'success',
});

/** A failure envelope: the portal decides from errorCode alone. */
export const failure = (errorCode: string, message: unknown = string('failed')) => ({
  status: 'failed',
  message,
  isFirstTimeLogin: like(false),
  systemInformation: systemInformation(errorCode, like('message')),
  version: like(APP_VERSION),
});

/** A page's pagination: the first page of ten, totalPage and totalRecord matched by type. */
export const paginationLike = (totalPage = 3, totalRecord = 25) => ({
  currentPage: integer(1),
  pageSize: integer(10),
  totalPage: integer(totalPage),
  totalRecord: integer(totalRecord),
});

/** An amount as the claims and billing calls send it, matched by type. */
export const moneyLike = () => ({
  amount: number(1250000),
  currency: 'IDR',
  formattedAmount: string('1.250.000,00'),
});

/** A short-lived token of the access calls (300 s: two-factor, first-time login), by its scope. */
export const shortLivedToken = (accessToken: string, scope: string) => ({
  accessToken: string(accessToken),
  tokenType: 'Bearer',
  expiresIn: integer(300),
  scope,
});

/** The full-scope token pair (900 s) with its refresh token; `scope` as the case matches it. */
export const fullTokenPair = (accessToken: string, refreshToken: string, scope: unknown) => ({
  accessToken: string(accessToken),
  refreshToken: string(refreshToken),
  tokenType: 'Bearer',
  expiresIn: integer(900),
  scope,
});
