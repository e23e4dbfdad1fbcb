// The portal's layers as an ESLint rule (GUIDE.md): a feature (web/src/features/<f>) imports no
// other feature; lib/, components/ and everything else outside app/ import no feature; only app/
// composes features, through each feature's public index.ts. Imports are resolved to paths, so a relative climb ('../../billing/x') and an
// aliased one ('@/features/billing/x', 'src/features/billing/x') are caught alike, static, re-exported or lazy.
import { dirname, relative, resolve, sep } from 'node:path';

const webSrc = resolve(import.meta.dirname, '..', 'web', 'src');
const featuresDir = resolve(webSrc, 'features');

/** The feature a path lies in, if any: web/src/features/<name>/... */
const featureOf = (path) => {
  const rel = relative(featuresDir, path);
  if (rel === '' || rel.startsWith('..')) return undefined;
  return rel.split(sep)[0];
};

const inside = (dir, path) => {
  const rel = relative(dir, path);
  return rel !== '' && !rel.startsWith('..');
};

/** Where an import specifier points inside web/src, or undefined for a package. */
const targetOf = (file, spec) => {
  if (spec.startsWith('.')) return resolve(dirname(file), spec);
  if (spec.startsWith('@/')) return resolve(webSrc, spec.slice(2));
  const m = /(?:^|\/)(features\/.*)$/.exec(spec);
  return m ? resolve(webSrc, m[1]) : undefined;
};

export const featureBoundaries = {
  meta: {
    type: 'problem',
    docs: { description: 'Features never import each other; only app/ composes them.' },
    schema: [],
    messages: {
      crossFeature:
        "Feature '{{own}}' imports feature '{{other}}' ({{spec}}): features never import each other; compose them in app/.",
      deepImport:
        "app/ imports a feature only through its index.ts: '{{spec}}' reaches inside feature '{{other}}'; export what app/ needs from the index.",
      notApp:
        "Only app/ composes features: this file imports feature '{{other}}' ({{spec}}); move shared code to lib/ or components/.",
    },
  },
  create(context) {
    const file = resolve(context.filename);
    if (!inside(webSrc, file)) return {};
    const own = featureOf(file);
    const inApp = inside(resolve(webSrc, 'app'), file);
    const check = (node) => {
      const source = node.source;
      if (!source || source.type !== 'Literal' || typeof source.value !== 'string') return;
      const spec = source.value;
      const target = targetOf(file, spec);
      if (!target) return;
      const other = featureOf(target);
      if (!other || other === own) return;
      if (inApp) {
        const rel = relative(resolve(featuresDir, other), target);
        if (rel !== '' && !/^index(\.tsx?)?$/.test(rel))
          context.report({ node: source, messageId: 'deepImport', data: { other, spec } });
      } else if (own)
        context.report({ node: source, messageId: 'crossFeature', data: { own, other, spec } });
      else context.report({ node: source, messageId: 'notApp', data: { other, spec } });
    };
    return {
      ImportDeclaration: check,
      ExportNamedDeclaration: check,
      ExportAllDeclaration: check,
      ImportExpression: check,
    };
  },
};

export default { rules: { 'feature-boundaries': featureBoundaries } };
