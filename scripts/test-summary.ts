// Adds up the jest and Playwright result files into one closing line CI can read.
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';

const dir = process.argv[2] ?? 'test-results/summary';
let passed = 0;
let failed = 0;
let skipped = 0;
let flaky = 0;
for (const file of readdirSync(dir).filter((f) => f.endsWith('.json'))) {
  const r = JSON.parse(readFileSync(join(dir, file), 'utf8'));
  if (typeof r.numPassedTests === 'number') {
    passed += r.numPassedTests;
    failed += r.numFailedTests;
    skipped += r.numPendingTests;
  } else if (r.stats) {
    passed += r.stats.expected ?? 0;
    failed += r.stats.unexpected ?? 0;
    flaky += r.stats.flaky ?? 0;
    passed += r.stats.flaky ?? 0;
    skipped += r.stats.skipped ?? 0;
  }
}
if (!existsSync(dir) || passed + failed === 0) {
  console.error('no test results found');
  process.exit(1);
}
if (flaky > 0)
  console.log(`\nwarning: ${flaky} end-to-end test(s) passed only on their retry (flaky)`);
console.log(`\nTotal: ${passed} passed, ${failed} failed, ${skipped} skipped`);
process.exit(failed > 0 ? 1 : 0);
