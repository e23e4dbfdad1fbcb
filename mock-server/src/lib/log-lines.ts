/**
 * The mock's log as a person reads it in a terminal (MOCK_LOG_FORMAT=lines, which `npm start`
 * sets): one line per request (`18:55:02 POST /auth/signin 401 12ms GW1033`) and one per other
 * record, instead of pino's JSON. Tests, the images and the production journey keep the JSON.
 */

/** What the request-lines hook (plugins/request-lines.ts) logs once a request is answered. */
export interface RequestLine {
  method: string;
  url: string;
  statusCode: number;
  ms: number;
  /** The failed envelope's code (GW1033, GC404...); null on a success or a body-less answer. */
  errorCode: string | null;
}

/** A pino record as it arrives on the logger's stream. */
type LogRecord = Record<string, unknown> & { time?: number; level?: number; msg?: string };

/**
 * Fastify's own per-request records (the request line replaces both) and the error handler's
 * "call failed" (its code is on the request line; the console's journal keeps the reason).
 */
const FOLDED_INTO_REQUEST_LINE = new Set(['incoming request', 'request completed', 'call failed']);
/** pino's fields every record carries, and the request id: noise on a terminal line. */
const HOUSEKEEPING = new Set(['time', 'level', 'msg', 'pid', 'hostname', 'reqId', 'v']);
const LEVEL_NAMES: Record<number, string> = {
  10: 'TRACE',
  20: 'DEBUG',
  40: 'WARN',
  50: 'ERROR',
  60: 'FATAL',
};

/** HH:mm:ss, 24-hour, in the given zone (the terminal's own when none: it is the reader's clock). */
export const clockTime = (at: Date, timeZone?: string): string =>
  new Intl.DateTimeFormat('en-GB', {
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
    hourCycle: 'h23',
    timeZone,
  }).format(at);

export const formatRequestLine = (at: Date, line: RequestLine, timeZone?: string): string =>
  [
    clockTime(at, timeZone),
    line.method,
    line.url,
    String(line.statusCode),
    `${Math.round(line.ms)}ms`,
    ...(line.errorCode ? [line.errorCode] : []),
  ].join(' ');

const isScalar = (value: unknown): value is string | number | boolean =>
  ['string', 'number', 'boolean'].includes(typeof value);

/** key=value for the scalar fields (and lists of scalars); nested objects are left to the JSON. */
const fieldsOf = (record: LogRecord): string[] => {
  const fields: string[] = [];
  for (const [key, value] of Object.entries(record)) {
    if (HOUSEKEEPING.has(key)) continue;
    if (key === 'err' && value !== null && typeof value === 'object') {
      fields.push(`err=${String((value as { message?: unknown }).message ?? 'error')}`);
    } else if (isScalar(value)) {
      fields.push(`${key}=${String(value)}`);
    } else if (Array.isArray(value) && value.every(isScalar)) {
      fields.push(`${key}=${value.join(', ')}`);
    }
  }
  return fields;
};

/** One readable line for a pino record; null for the records the request line stands for. */
export const formatLogRecord = (record: LogRecord, timeZone?: string): string | null => {
  const at = new Date(typeof record.time === 'number' ? record.time : 0);
  const request = record.request as RequestLine | undefined;
  if (request !== undefined && record.msg === 'request') {
    return formatRequestLine(at, request, timeZone);
  }
  const msg = typeof record.msg === 'string' ? record.msg : '';
  if (FOLDED_INTO_REQUEST_LINE.has(msg)) return null;
  const level = LEVEL_NAMES[record.level ?? 30];
  return [clockTime(at, timeZone), ...(level ? [level] : []), msg, ...fieldsOf(record)]
    .filter(Boolean)
    .join(' ');
};

/**
 * A destination for pino (Fastify's logger `stream`): each JSON record written to it becomes one
 * readable line for `write`; anything that is not a JSON record passes through unchanged.
 */
export const lineStream = (
  write: (text: string) => void = (text) => process.stdout.write(text),
  timeZone?: string,
): { write: (chunk: string) => void } => ({
  write(chunk: string) {
    for (const raw of chunk.split('\n')) {
      if (raw.trim() === '') continue;
      let record: unknown;
      try {
        record = JSON.parse(raw);
      } catch {
        write(`${raw}\n`);
        continue;
      }
      const line =
        record !== null && typeof record === 'object'
          ? formatLogRecord(record as LogRecord, timeZone)
          : raw;
      if (line !== null) write(`${line}\n`);
    }
  },
});
