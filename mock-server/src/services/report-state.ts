import type { ReportFormat } from '@mo/contracts';
import type { SeedMember } from '@mo/fixtures';
import type { MockStore } from '../store/store';

/*
 * What the Reports area keeps between calls until the next reset: the files prepared in the
 * background for the file gateway (fileready / file), and what the report scenarios armed. Kept
 * beside the store's member array, which /__mock/reset replaces (as the file book is), so a reset
 * forgets all of it.
 */

/** How long a file prepared in the background can be fetched, on the mock clock. */
export const REPORT_FILE_TTL_MS = 3_600_000;
/** Files kept at most (the oldest goes first): a long-running mock does not grow without end. */
export const REPORT_FILES_KEPT = 20;
/** The bytes of the files kept at most (built ones; the oldest go first, the newest stays). */
export const REPORT_FILES_MAX_BYTES = 64 * 1024 * 1024;

export interface BackgroundFile {
  fileGatewayRefNo: string;
  companyId: string;
  userId: string;
  reportName: string;
  format: ReportFormat;
  rows: number;
  createdMs: number;
  /** The file's bytes as written, in the chunks they came in; null until built. */
  chunks: Buffer[] | null;
  bytes: number;
  /** The build threw: fileready answers GC500. */
  failed: boolean;
  /** Not-ready answers fileready still gives, whatever the build (scenario report-file-slow). */
  checksLeft: number;
  /** Not ready before this instant of the mock clock (scenario report-file-slow). */
  readyAtMs: number;
  /** Settles once the build is over (built or failed). */
  built: Promise<void>;
}

export interface SlowFiles {
  checks: number;
  readyAfterSeconds: number;
}

export class ReportState {
  /** Companies whose reports come as this many files (scenario report-of-files). */
  readonly forcedFiles = new Map<string, number>();
  /** Companies whose reports have no rows (scenario report-empty). */
  readonly emptyCompanies = new Set<string>();
  /** Companies whose every report file is prepared in the background (report-file-slow). */
  readonly slowCompanies = new Map<string, SlowFiles>();
  private readonly files = new Map<string, BackgroundFile>();
  private seq = 0;

  /** The next file gateway reference: RPT, the day (YYYYMMDD) and a sequence. */
  nextRef(today: string): string {
    this.seq += 1;
    return `RPT${today.replace(/-/g, '')}${String(this.seq).padStart(5, '0')}`;
  }

  /**
   * What the scenarios armed and the sequence, as plain data (world snapshots); the files made
   * in the background are left out (bytes fetched within the hour, as a download link is). Null
   * when nothing is armed and no file was made.
   */
  toState(): ReportStateData | null {
    if (
      this.seq === 0 &&
      this.forcedFiles.size === 0 &&
      this.emptyCompanies.size === 0 &&
      this.slowCompanies.size === 0
    ) {
      return null;
    }
    return {
      seq: this.seq,
      forcedFiles: [...this.forcedFiles],
      emptyCompanies: [...this.emptyCompanies],
      slowCompanies: [...this.slowCompanies].map(([id, slow]) => [id, { ...slow }]),
    };
  }

  static from(data: ReportStateData): ReportState {
    const state = new ReportState();
    state.seq = data.seq;
    for (const [id, files] of data.forcedFiles) state.forcedFiles.set(id, files);
    for (const id of data.emptyCompanies) state.emptyCompanies.add(id);
    for (const [id, slow] of data.slowCompanies) state.slowCompanies.set(id, { ...slow });
    return state;
  }

  add(file: BackgroundFile, nowMs: number): void {
    this.sweep(nowMs);
    this.files.set(file.fileGatewayRefNo, file);
    while (this.files.size > REPORT_FILES_KEPT || this.bytes() > REPORT_FILES_MAX_BYTES) {
      const oldest = this.files.keys().next().value;
      if (oldest === undefined || this.files.size === 1) break;
      this.files.delete(oldest);
    }
  }

  /** The bytes of the files built so far. */
  bytes(): number {
    let sum = 0;
    for (const file of this.files.values()) sum += file.bytes;
    return sum;
  }

  /** A file of the user's, for the company it was made for, not expired. */
  of(ref: string, companyId: string, userId: string, nowMs: number): BackgroundFile | undefined {
    this.sweep(nowMs);
    const file = this.files.get(ref);
    return file?.companyId === companyId && file.userId === userId ? file : undefined;
  }

  private sweep(nowMs: number): void {
    for (const [ref, file] of this.files) {
      if (nowMs - file.createdMs >= REPORT_FILE_TTL_MS) this.files.delete(ref);
    }
  }
}

export interface ReportStateData {
  seq: number;
  forcedFiles: [string, number][];
  emptyCompanies: string[];
  slowCompanies: [string, SlowFiles][];
}

const states = new WeakMap<readonly SeedMember[], ReportState>();

/** The world's report state if it has one (world snapshots). */
export const existingReportState = (world: MockStore): ReportState | undefined =>
  states.get(world.members);

/** Gives the world this report state (world snapshots). */
export const installReportState = (world: MockStore, state: ReportState): void => {
  states.set(world.members, state);
};

export const reportState = (world: MockStore): ReportState => {
  let state = states.get(world.members);
  if (!state) {
    state = new ReportState();
    states.set(world.members, state);
  }
  return state;
};
