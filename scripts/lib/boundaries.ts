import { dirname, resolve, relative, sep } from 'node:path';

const IMPORT_RE =
  /(?:import|export)\s[^'"]*?from\s*['"]([^'"]+)['"]|import\(\s*['"]([^'"]+)['"]\s*\)/g;

/** Which feature folder (web/src/features/<name>) a file sits in, if any. */
export const featureOf = (file: string, featuresDir: string): string | undefined => {
  const rel = relative(featuresDir, file);
  if (rel.startsWith('..') || rel === '') return undefined;
  return rel.split(sep)[0];
};

/**
 * Imports in `source` (a file inside a feature) that reach into another feature.
 * Features never import each other; only app/ composes them.
 */
export const crossFeatureImports = (
  file: string,
  source: string,
  featuresDir: string,
): string[] => {
  const own = featureOf(file, featuresDir);
  if (!own) return [];
  const bad: string[] = [];
  for (const m of source.matchAll(IMPORT_RE)) {
    const spec = m[1] ?? m[2];
    if (!spec) continue;
    let target: string | undefined;
    if (spec.startsWith('.')) target = resolve(dirname(file), spec);
    else if (spec.includes('features/'))
      target = resolve(featuresDir, spec.split('features/')[1] ?? '');
    if (!target) continue;
    const other = featureOf(target, featuresDir);
    if (other && other !== own) bad.push(spec);
  }
  return bad;
};
