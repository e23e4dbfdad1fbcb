/**
 * Checks the portal's translations (web/src/locales/<lang>/<namespace>.json):
 *  - every key exists in every language, with the same {{placeholders}}, and no text is empty;
 *  - every key the code uses exists: t('key') / t('ns:key') / i18nKey="key" (resolved against the
 *    file's useTranslation namespace, else `common`), any 'ns:key' literal (the error catalogue),
 *    and `...Key: 'key'` properties (route titles); a plural key counts as present through its
 *    `_other` form.
 * Usage: npx tsx scripts/check-i18n.ts   (exit 1 and a list when something is missing)
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const LOCALES = join(ROOT, 'web/src/locales');
const SOURCES = join(ROOT, 'web/src');
const DEFAULT_NS = 'common';

type Flat = Map<string, string>; // 'ns:a.b' → text

function flatten(value: unknown, prefix: string, into: Flat): void {
  if (value && typeof value === 'object' && !Array.isArray(value)) {
    for (const [key, child] of Object.entries(value)) {
      flatten(child, prefix.endsWith(':') ? `${prefix}${key}` : `${prefix}.${key}`, into);
    }
  } else {
    into.set(prefix, typeof value === 'string' ? value : JSON.stringify(value));
  }
}

export function loadLocales(dir = LOCALES): Map<string, Flat> {
  const languages = new Map<string, Flat>();
  for (const language of readdirSync(dir)) {
    if (!statSync(join(dir, language)).isDirectory()) continue;
    const flat: Flat = new Map();
    for (const file of readdirSync(join(dir, language)).filter((f) => f.endsWith('.json'))) {
      // members-bulk.json is the membersBulk namespace (web/src/locales/index.ts registers it so)
      const ns = file.replace(/\.json$/, '').replace(/-(\w)/g, (_, c: string) => c.toUpperCase());
      flatten(JSON.parse(readFileSync(join(dir, language, file), 'utf8')), `${ns}:`, flat);
    }
    languages.set(language, flat);
  }
  return languages;
}

const placeholders = (text: string) =>
  [...text.matchAll(/\{\{\s*([\w.]+)[^}]*\}\}/g)]
    .map((m) => m[1])
    .sort()
    .join(',');

export function compareLanguages(languages: Map<string, Flat>): string[] {
  const problems: string[] = [];
  const all = new Set([...languages.values()].flatMap((flat) => [...flat.keys()]));
  for (const key of [...all].sort()) {
    const texts = [...languages].map(([language, flat]) => [language, flat.get(key)] as const);
    for (const [language, text] of texts) {
      if (text === undefined) problems.push(`${language}: missing ${key}`);
      else if (text.trim() === '') problems.push(`${language}: empty ${key}`);
    }
    const present = texts.filter(([, text]) => text !== undefined) as Array<[string, string]>;
    const variants = new Set(present.map(([, text]) => placeholders(text)));
    if (variants.size > 1) {
      const detail = present.map(([l, text]) => `${l}={${placeholders(text)}}`).join(' ');
      problems.push(`placeholders differ for ${key}: ${detail}`);
    }
  }
  return problems;
}

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return name === 'locales' ? [] : sourceFiles(path);
    return /\.(ts|tsx)$/.test(name) && !/\.test\.tsx?$/.test(name) && !name.endsWith('.d.ts')
      ? [path]
      : [];
  });
}

/** Keys a source file uses, fully qualified (ns:key). */
export function usedKeys(source: string, namespaces: ReadonlySet<string>): string[] {
  const fileNamespaces = [
    ...source.matchAll(/useTranslation\(\s*(\[[^\]]*\]|'[^']*'|"[^"]*")?/g),
  ].map((m) => m[1]?.match(/['"]([\w-]+)['"]/)?.[1] ?? DEFAULT_NS);
  const defaultNs = fileNamespaces[0] ?? DEFAULT_NS;
  const qualify = (key: string) => {
    const [maybeNs, rest] = key.split(/:(.*)/s);
    return rest !== undefined && namespaces.has(maybeNs ?? '') ? key : `${defaultNs}:${key}`;
  };
  const keys = [
    ...[...source.matchAll(/\bt\(\s*(['"`])([^'"`$]+)\1/g)].map((m) => m[2] ?? ''),
    ...[...source.matchAll(/i18nKey=(?:\{\s*)?(['"])([^'"]+)\1/g)].map((m) => m[2] ?? ''),
    ...[...source.matchAll(/\b\w*Key:\s*(['"])([\w.:-]+)\1/g)].map((m) => m[2] ?? ''),
  ].map(qualify);
  const literals = [...source.matchAll(/(['"])([\w-]+):([\w.-]+)\1/g)]
    .filter((m) => namespaces.has(m[2] ?? ''))
    .map((m) => `${m[2]}:${m[3]}`);
  return [...new Set([...keys, ...literals])];
}

export function checkUsage(languages: Map<string, Flat>, files = sourceFiles(SOURCES)): string[] {
  const problems: string[] = [];
  const namespaces = new Set(
    [...languages.values()].flatMap((flat) => [...flat.keys()].map((k) => k.split(':')[0] ?? '')),
  );
  for (const file of files) {
    for (const key of usedKeys(readFileSync(file, 'utf8'), namespaces)) {
      for (const [language, flat] of languages) {
        // A plural key (t('k', { count })) lives as k_one / k_other (i18next plural forms).
        if (!flat.has(key) && !flat.has(`${key}_other`))
          problems.push(`${language}: ${key} used in ${relative(ROOT, file)}`);
      }
    }
  }
  return problems;
}

function main(): void {
  const languages = loadLocales();
  const problems = [...compareLanguages(languages), ...checkUsage(languages)];
  const keyCount = languages.values().next().value?.size ?? 0;
  if (problems.length > 0) {
    console.error(`i18n check failed (${problems.length}):\n  ${problems.join('\n  ')}`);
    process.exit(1);
  }
  console.log(`i18n check passed: ${languages.size} languages, ${keyCount} keys each.`);
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) main();
