/**
 * The shapes of the control API's answers as the console reads them (mock-server/README.md,
 * the control API); only the fields the console shows.
 */
export interface Bilingual {
  id: string;
  en: string;
}

export interface CodeEntry {
  code: string;
  meaning: Bilingual;
  calls: string[];
  anyCall?: boolean;
  natural?: Bilingual;
}

export interface CodeGuide {
  groups: { area: string; title: Bilingual; codes: CodeEntry[] }[];
}

export interface CallEntry {
  id: string;
}

export interface UserEntry {
  email: string;
  name: string;
  role: string;
}

export interface Fault {
  callId: string;
  errorCode: string;
  userName?: string;
  remaining: number;
  httpStatus: number;
}

export interface LatencyRule {
  id: string;
  callId?: string;
  userName?: string;
  fixedMs?: number | null;
  minMs?: number;
  maxMs?: number;
}

export interface JournalEntry {
  id: string;
  at: string;
  mockTime: string;
  userName?: string;
  callId?: string;
  method: string;
  url: string;
  httpStatus: number;
  errorCode?: string;
  durationMs: number;
  requestRef?: string;
}

export interface JournalDetail extends JournalEntry {
  requestHeaders?: unknown;
  requestBody?: unknown;
  responseBody?: unknown;
}

export interface Session {
  sessionId: string;
  userName: string;
  role: string;
  openedAt: string;
  lastSeenAt: string;
}

export interface InboxMessage {
  sentAt: string;
  to: string;
  purpose: string;
  code: string;
}

export interface Preset {
  name: string;
  description?: Bilingual;
  companies: number;
  members: number;
}

export interface ClockAnswer {
  jakartaTime: string;
}

export interface Lifetimes {
  accessTokenTtlSeconds: number;
  refreshTokenTtlSeconds: number;
}

/** A sandbox of GET /__mock/sandboxes (control/sandbox-schemas.ts, SandboxView). */
export interface SandboxView {
  id: string;
  label: string | null;
  preset: string;
  forkedFrom: string | null;
  createdAt: string;
  lastUsedAt: string;
  mockTime: string;
  approxBytes: number;
}

export interface SandboxList {
  sandboxes: SandboxView[];
  max: number;
  idleMinutes: number;
}

/** GET/PUT/DELETE /__mock/chaos: the world's chaos profile and its counters (null: none). */
export interface ChaosState {
  armed: boolean;
  profile: {
    seed: number;
    rate: number;
    rates?: Record<string, number>;
    latency?: { fixedMs: number } | { minMs: number; maxMs: number };
    codes?: string[];
  } | null;
  counters: { seen: number; failed: number; byCode: Record<string, number> } | null;
}
