#!/usr/bin/env node
/**
 * One closing line for CI that any reader understands: the unit (Vitest) and
 * end-to-end (Playwright) counts added up, as "tests: N passed, N failed, N skipped".
 * Reads the JSON reports both runners write when CI is set.
 */
import { existsSync, readFileSync } from 'node:fs';

/** "file:line › title" of every test whose first attempt failed and whose retry passed. */
function* flakyTitles(suites) {
  for (const suite of suites) {
    for (const spec of suite.specs ?? []) {
      for (const t of spec.tests ?? []) if (t.status === 'flaky') yield `${spec.file}:${spec.line} › ${spec.title}`;
    }
    yield* flakyTitles(suite.suites ?? []);
  }
}

const read = (file) => (existsSync(file) ? JSON.parse(readFileSync(file, 'utf8')) : null);
const unit = read('test-results/reports/vitest.json');
const e2e = read('test-results/reports/playwright.json');
if (!unit || !e2e) {
  console.error(`test-summary: missing report(s): ${[!unit && 'vitest', !e2e && 'playwright'].filter(Boolean).join(', ')}`);
  process.exit(1);
}
const passed = unit.numPassedTests + e2e.stats.expected + e2e.stats.flaky;
const failed = unit.numFailedTests + e2e.stats.unexpected;
const skipped = unit.numPendingTests + unit.numTodoTests + e2e.stats.skipped;
console.log(`unit: ${unit.numPassedTests} passed, ${unit.numFailedTests} failed; end-to-end: ${e2e.stats.expected} passed, ${e2e.stats.unexpected} failed, ${e2e.stats.flaky} flaky (passed on the retry)`);
for (const title of flakyTitles(e2e.suites ?? [])) console.log(`flaky: ${title}`);
console.log(`tests: ${passed} passed, ${failed} failed, ${skipped} skipped`);
process.exit(failed > 0 || passed === 0 ? 1 : 0);
