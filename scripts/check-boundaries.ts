// Fails when a feature imports another feature (GUIDE.md: features never import each other).
import { readFileSync, readdirSync, statSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { crossFeatureImports } from './lib/boundaries';

const featuresDir = resolve('web/src/features');
const walk = (dir: string): string[] =>
  readdirSync(dir).flatMap((name) => {
    const p = join(dir, name);
    return statSync(p).isDirectory() ? walk(p) : /\.(ts|tsx)$/.test(name) ? [p] : [];
  });

const problems = walk(featuresDir).flatMap((file) =>
  crossFeatureImports(file, readFileSync(file, 'utf8'), featuresDir).map((s) => `${file}: ${s}`),
);
if (problems.length) {
  console.error(
    `Features import each other (compose them in app/ instead):\n${problems.join('\n')}`,
  );
  process.exit(1);
}
console.log('feature boundaries: ok');
