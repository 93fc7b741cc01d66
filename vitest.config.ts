import { defineConfig } from 'vitest/config';

// API tests run once against embedded PGlite and, when TEST_DATABASE_URL is set, again against PostgreSQL.
const apiProject = (kind: 'pglite' | 'postgres') => ({
  test: {
    name: `api-${kind}`,
    include: ['tests/api/**/*.test.ts'],
    env: { TEST_DB_KIND: kind },
    testTimeout: 60_000,
    hookTimeout: 120_000,
  },
});

export default defineConfig({
  test: {
    projects: [
      { test: { name: 'unit', include: ['tests/unit/**/*.test.ts'] } },
      // Islands and stores, in a browser-like DOM.
      { test: { name: 'web', include: ['tests/web/**/*.test.{ts,tsx}'], environment: 'happy-dom' } },
      apiProject('pglite'),
      ...(process.env.TEST_DATABASE_URL ? [apiProject('postgres')] : []),
      {
        test: {
          name: 'process',
          include: ['tests/process/**/*.test.ts'],
          testTimeout: 180_000,
          hookTimeout: 180_000,
        },
      },
    ],
  },
});
