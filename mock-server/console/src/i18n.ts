import { state } from './state';
import { en } from './texts-en';
import { id, type TextKey } from './texts-id';

export type { TextKey };

/** Both dictionaries, by language (the unit test checks that no text is empty). */
export const DICT: Record<'id' | 'en', Record<TextKey, string>> = { id, en };

/** A text of the chosen language, its {name} placeholders filled from vars. */
export const t = (key: TextKey, vars?: Record<string, string | number>): string => {
  const text = DICT[state.lang][key] || DICT.id[key] || key;
  return text.replace(/\{(\w+)\}/g, (_, name: string) =>
    vars && vars[name] !== undefined ? String(vars[name]) : `{${name}}`,
  );
};

/** A count grouped as the language writes it (100.000 in Indonesian, 100,000 in English). */
export const number = (n: number): string =>
  Number(n).toLocaleString(state.lang === 'id' ? 'id-ID' : 'en-GB');

/** An instant as Jakarta wall time, in the chosen language's format. */
export const formatTime = (iso: string | null | undefined): string => {
  if (!iso) return '';
  const d = new Date(iso);
  if (Number.isNaN(d.getTime())) return String(iso);
  return d.toLocaleString(state.lang === 'en' ? 'en-GB' : 'id-ID', {
    timeZone: 'Asia/Jakarta',
    hour12: false,
  });
};
