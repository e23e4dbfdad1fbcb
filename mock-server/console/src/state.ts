import { isSandboxId } from '../../../contracts/src/sandbox';
import type { CallEntry, JournalEntry, CodeGuide, SandboxView, UserEntry } from './types';

/** The console's sections, in the order of the tab bar (also the page's #hash). */
export const TABS = [
  'codes',
  'clock',
  'latency',
  'journal',
  'sessions',
  'data',
  'sandboxes',
] as const;
export type Tab = (typeof TABS)[number];
export type Lang = 'id' | 'en';

/** Where the chosen language is kept between visits. */
export const LANG_KEY = 'mockConsoleLang';

const isTab = (value: string): value is Tab => (TABS as readonly string[]).includes(value);

const pickLang = (): Lang => {
  const asked = new URLSearchParams(window.location.search).get('lang');
  if (asked === 'en' || asked === 'id') return asked;
  try {
    const kept = window.localStorage.getItem(LANG_KEY);
    if (kept === 'en' || kept === 'id') return kept;
  } catch {
    // storage may be off: Indonesian
  }
  return 'id';
};

const hash = window.location.hash.slice(1);

/** The sandbox the console's address names (`?sandbox=<id>`), or null: the default world. */
const pickSandbox = (): string | null => {
  const asked = new URLSearchParams(window.location.search).get('sandbox');
  return isSandboxId(asked) ? asked : null;
};

/**
 * The page's one state: the language, the tab, the world the console looks at (a sandbox's id, or
 * null for the default world), and what the control API answered so far.
 */
export const state: {
  lang: Lang;
  tab: Tab;
  sandbox: string | null;
  sandboxes: SandboxView[];
  /** A sandbox that disappeared while chosen (MK4041): said once in the header, then cleared. */
  sandboxGone: string | null;
  guide: CodeGuide | null;
  calls: CallEntry[];
  users: UserEntry[];
  codeFilter: string;
  journal: JournalEntry[];
  journalTimer: number | null;
} = {
  lang: pickLang(),
  tab: isTab(hash) ? hash : 'codes',
  sandbox: pickSandbox(),
  sandboxes: [],
  sandboxGone: null,
  guide: null,
  calls: [],
  users: [],
  codeFilter: '',
  journal: [],
  journalTimer: null,
};

/** Stops the journal's auto-refresh (leaving the tab, or switching it off). */
export const stopJournalTimer = (): void => {
  if (state.journalTimer) window.clearInterval(state.journalTimer);
  state.journalTimer = null;
};
