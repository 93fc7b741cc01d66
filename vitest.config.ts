import { defineConfig } from 'vitest/config';

// API tests run once against embedded PGlite and, when TEST_DATABASE_URL is set, again against PostgreSQL.
const apiProject = (kind: 'pglite' | 'postgres') => ({
  test: {
    name: `api-${kind}`,
    include: ['tests/api/**/*.test.ts'],
    env: { TEST_DB_KIND: kind },
    globalSetup: ['tests/support/template-db.ts'],
    // A worker's files share their modules (each file makes its own app and database): every file imported the whole
    // app again, 106 of this project's 183 s. A file that mocks a module loads them again (vi.resetModules).
    isolate: false,
    testTimeout: 60_000,
    hookTimeout: 120_000,
  },
});

export default defineConfig({
  test: {
    // Two files at a time even on two cores (Vitest's default there is one): most of the suite's time is spent waiting
    // on databases, child processes and builds, and each file has its own database and ports. Measured on this 2-core
    // machine: 849 s one at a time, 422 s two at a time.
    maxWorkers: 2,
    projects: [
      // Files share their modules in a worker, as the API files do.
      { test: { name: 'unit', include: ['tests/unit/**/*.test.ts'], isolate: false } },
      // Islands and stores, in a browser-like DOM.
      { test: { name: 'web', include: ['tests/web/**/*.test.{ts,tsx}'], environment: 'happy-dom' } },
      apiProject('pglite'),
      ...(process.env.TEST_DATABASE_URL ? [apiProject('postgres')] : []),
      {
        test: {
          name: 'process',
          include: ['tests/process/**/*.test.ts'],
          // The run's folder for what the files share (the demo database, made once): tests/process/fixtures.
          globalSetup: ['tests/process/fixtures/run-folder.ts'],
          testTimeout: 180_000,
          hookTimeout: 180_000,
        },
      },
    ],
  },
});
