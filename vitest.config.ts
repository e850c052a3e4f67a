import { defineConfig } from 'vitest/config';
import { fileURLToPath } from 'node:url';

export default defineConfig({
  resolve: { alias: { '@shared': fileURLToPath(new URL('./src-shared', import.meta.url)) } },
  test: {
    include: ['src-shared/**/*.test.ts', 'src-main/**/*.test.ts', 'src-renderer/**/*.test.ts', 'tests/unit/**/*.test.ts'],
    // The engine worker bundled once for the host tests' services (tests/unit/setup/engine-worker-bundle.ts).
    globalSetup: ['tests/unit/setup/engine-worker-bundle.ts'],
    // The default forks pool: better-sqlite3 is a native module (see STACK.md).
    pool: 'forks',
    // Two at a time even on 2 cores (Vitest's default there is one): many host tests wait on child
    // processes, workers and SQLite, so a second fork keeps both cores busy (docs/testing.md).
    maxWorkers: Number(process.env.TENKA_UNIT_WORKERS ?? 2),
    // In CI also write a JSON report, summed up with Playwright's by scripts/test-summary.mjs.
    reporters: process.env.CI ? ['default', 'json'] : ['default'],
    outputFile: { json: 'test-results/reports/vitest.json' },
    testTimeout: 60_000,
    hookTimeout: 60_000,
  },
});
