/**
 * The request journal of the control API: the portal's last calls, oldest evicted first. Recording
 * keeps references (the request's headers, a shallow copy of its body, the response's JSON text)
 * and a few numbers; the summaries and the detail view (masked, truncated) are built only when
 * GET /__mock/journal asks, so a request pays for a handful of assignments, never a stringify.
 */

/** What one call leaves in the journal, as recorded (raw). */
export interface JournalRecord {
  seq: number;
  /** Real time the request arrived (epoch ms). */
  atMs: number;
  /** Mock time when it was answered (epoch ms). */
  mockMs: number;
  method: string;
  url: string;
  callId: string | null;
  userName: string | null;
  httpStatus: number;
  errorCode: string | null;
  durationMs: number;
  requestRef: string | null;
  headers: Readonly<Record<string, string | string[] | undefined>>;
  body: unknown;
  /** The response's JSON text when kept; else null and `responseNote` says why. */
  response: string | null;
  responseNote: string | null;
  /** What the record keeps, in bytes about (bodies, headers, response text): the total's bound. */
  bytes?: number;
}

/** One line of the journal's list: the record's own facts, with its id and times as text. */
export interface JournalSummary extends Pick<
  JournalRecord,
  | 'method'
  | 'url'
  | 'callId'
  | 'userName'
  | 'httpStatus'
  | 'errorCode'
  | 'durationMs'
  | 'requestRef'
> {
  id: string;
  at: string;
  mockTime: string;
}

export interface JournalDetail extends JournalSummary {
  requestHeaders: Record<string, string>;
  requestBody: unknown;
  responseBody: unknown;
  /** Why the response body is null or shortened (streamed, binary, too large); null otherwise. */
  responseNote: string | null;
}

export interface JournalFilter {
  callId?: string;
  userName?: string;
  errorsOnly?: boolean;
  status?: number;
  limit?: number;
}

export const DEFAULT_JOURNAL_LIMIT = 100;
/** The bytes all records of one journal keep at most (MOCK_JOURNAL_MAX_BYTES); oldest go first. */
export const DEFAULT_JOURNAL_MAX_BYTES = 16 * 1024 * 1024;

/** A fixed-size ring of records; ids (`seq`) only grow, across clears too. */
export class Journal {
  private readonly ring: (JournalRecord | undefined)[];
  /** Where the next record goes. */
  private next = 0;
  private count = 0;
  private seq = 0;
  private kept = 0;

  /**
   * At most `capacity` records and `maxBytes` bytes of them (each record's `bytes`): beyond
   * either, the oldest go first (the newest record always stays).
   */
  constructor(
    readonly capacity: number,
    readonly maxBytes: number = DEFAULT_JOURNAL_MAX_BYTES,
  ) {
    if (!Number.isInteger(capacity) || capacity < 1) {
      throw new RangeError(`journal capacity must be a positive integer, got ${capacity}`);
    }
    this.ring = new Array<JournalRecord | undefined>(capacity);
  }

  get size(): number {
    return this.count;
  }

  /** The bytes the records keep, about (the sum of their `bytes`). */
  get bytes(): number {
    return this.kept;
  }

  /** Adds a record, giving it the next id (its `seq` is overwritten). */
  add(record: JournalRecord): void {
    this.seq += 1;
    record.seq = this.seq;
    const replaced = this.ring[this.next];
    if (replaced && this.count === this.capacity) this.kept -= replaced.bytes ?? 0;
    this.ring[this.next] = record;
    this.next = (this.next + 1) % this.capacity;
    if (this.count < this.capacity) this.count += 1;
    this.kept += record.bytes ?? 0;
    // the oldest go until the bytes fit (the record just added stays)
    while (this.kept > this.maxBytes && this.count > 1) {
      const oldest = (this.next - this.count + this.capacity) % this.capacity;
      this.kept -= this.ring[oldest]?.bytes ?? 0;
      this.ring[oldest] = undefined;
      this.count -= 1;
    }
  }

  clear(): void {
    this.ring.fill(undefined);
    this.next = 0;
    this.count = 0;
    this.kept = 0;
  }

  /** Records newest first. */
  *newestFirst(): Generator<JournalRecord> {
    for (let i = 1; i <= this.count; i += 1) {
      const record = this.ring[(this.next - i + this.capacity) % this.capacity];
      if (record) yield record;
    }
  }

  list(filter: JournalFilter = {}): JournalSummary[] {
    const limit = filter.limit ?? DEFAULT_JOURNAL_LIMIT;
    const wantedUser = filter.userName?.toLowerCase();
    const out: JournalSummary[] = [];
    for (const record of this.newestFirst()) {
      if (out.length >= limit) break;
      if (filter.callId !== undefined && record.callId !== filter.callId) continue;
      if (wantedUser !== undefined && record.userName?.toLowerCase() !== wantedUser) continue;
      if (filter.status !== undefined && record.httpStatus !== filter.status) continue;
      if (filter.errorsOnly && record.errorCode === null && record.httpStatus < 400) continue;
      out.push(summaryOf(record));
    }
    return out;
  }

  find(id: string): JournalRecord | undefined {
    if (!/^\d{1,15}$/.test(id)) return undefined;
    const seq = Number(id);
    for (const record of this.newestFirst()) if (record.seq === seq) return record;
    return undefined;
  }
}

export const summaryOf = (record: JournalRecord): JournalSummary => ({
  id: String(record.seq),
  at: new Date(record.atMs).toISOString(),
  mockTime: new Date(record.mockMs).toISOString(),
  method: record.method,
  url: record.url,
  callId: record.callId,
  userName: record.userName,
  httpStatus: record.httpStatus,
  errorCode: record.errorCode,
  durationMs: record.durationMs,
  requestRef: record.requestRef,
});

// --- the detail view: masked and truncated, built on demand -------------------------------------

/** Field names whose values are secrets: passwords, one-time codes, tokens, tickets, keys. */
const SECRET_FIELD = /pass(word|wd)?|otp|secret|token|credential|ticket|authorization|api-?key/i;
const SECRET_HEADER = /^(authorization|cookie|set-cookie|proxy-authorization)$/i;
/** Strings longer than this are cut (a base64 file, a long text). */
export const MAX_STRING = 200;
/** Array items shown; the rest are summed up in one string item. */
export const MAX_ITEMS = 20;
const MAX_DEPTH = 8;
/** The detail's response body is at most about this many characters of JSON. */
export const MAX_RESPONSE_CHARS = 8 * 1024;
/** Response texts longer than this are not parsed for the detail (a preview is shown instead). */
export const MAX_PARSED_RESPONSE = 1024 * 1024;

/** "Bearer …a1b2c3": the scheme and the last 6 characters, enough to tell two tokens apart. */
export const maskSecret = (value: string): string => {
  const space = value.indexOf(' ');
  const scheme = space > 0 && space < 20 ? `${value.slice(0, space)} ` : '';
  const secret = value.slice(scheme.length);
  return `${scheme}…${secret.length > 12 ? secret.slice(-6) : ''}`;
};

const cut = (text: string): string =>
  text.length > MAX_STRING ? `${text.slice(0, MAX_STRING)}… (${text.length} characters)` : text;

/** A JSON value with secret fields masked, long strings cut and long arrays shortened. */
export const sanitize = (value: unknown, depth = 0): unknown => {
  if (typeof value === 'string') return cut(value);
  if (value === null || typeof value !== 'object') return value;
  if (depth >= MAX_DEPTH) return '…';
  if (Array.isArray(value)) {
    const shown = value.slice(0, MAX_ITEMS).map((item) => sanitize(item, depth + 1));
    if (value.length > MAX_ITEMS) shown.push(`… ${value.length - MAX_ITEMS} more items`);
    return shown;
  }
  const out: Record<string, unknown> = {};
  for (const [key, item] of Object.entries(value)) {
    out[key] =
      SECRET_FIELD.test(key) && item !== null && item !== undefined && item !== ''
        ? typeof item === 'string'
          ? maskSecret(item)
          : '…'
        : sanitize(item, depth + 1);
  }
  return out;
};

export const maskHeaders = (
  headers: Readonly<Record<string, string | string[] | undefined>>,
): Record<string, string> => {
  const out: Record<string, string> = {};
  for (const [name, raw] of Object.entries(headers)) {
    if (raw === undefined) continue;
    const value = Array.isArray(raw) ? raw.join(', ') : raw;
    out[name] = SECRET_HEADER.test(name) ? maskSecret(value) : cut(value);
  }
  return out;
};

const responseOf = (record: JournalRecord): { body: unknown; note: string | null } => {
  if (record.response === null) return { body: null, note: record.responseNote };
  const text = record.response;
  let parsed: unknown;
  try {
    parsed = text.length <= MAX_PARSED_RESPONSE ? JSON.parse(text) : undefined;
  } catch {
    parsed = undefined;
  }
  if (parsed === undefined) {
    // Not JSON as a whole (a shortened text): shown as text, cut.
    return {
      body: { preview: text.slice(0, MAX_RESPONSE_CHARS) },
      note: record.responseNote ?? `not JSON (${text.length} characters)`,
    };
  }
  const body = sanitize(parsed);
  const json = JSON.stringify(body);
  if (json.length <= MAX_RESPONSE_CHARS) return { body, note: record.responseNote };
  return {
    body: { preview: json.slice(0, MAX_RESPONSE_CHARS) },
    note: `shortened: ${json.length} characters after masking, the first ${MAX_RESPONSE_CHARS} shown`,
  };
};

export const detailOf = (record: JournalRecord): JournalDetail => {
  const response = responseOf(record);
  return {
    ...summaryOf(record),
    requestHeaders: maskHeaders(record.headers),
    requestBody: record.body === undefined ? null : sanitize(record.body),
    responseBody: response.body,
    responseNote: response.note,
  };
};
