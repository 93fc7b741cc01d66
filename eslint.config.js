// The linter: rules that catch real bugs in this stack. Layout belongs to Prettier (`npm run format`).
import js from '@eslint/js';
import astro from 'eslint-plugin-astro';
import jsxA11y from 'eslint-plugin-jsx-a11y-x';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

// role="list" on a <ul> is not redundant for us: with list-style: none, Safari's VoiceOver drops the list semantics
// unless the role is explicit.
const listRoleKept = { ul: ['list'] };

export default tseslint.config(
  {
    ignores: ['dist/', 'data/', '.astro/', 'test-results/', 'playwright-report/', 'public/', 'server/db/migrations/'],
  },
  js.configs.recommended,
  tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    rules: {
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrors: 'none', ignoreRestSiblings: true },
      ],
      '@typescript-eslint/no-explicit-any': 'error',
      // Prettier wraps code at 120 but leaves long strings alone; a reader should not have to scroll either way.
      'max-len': ['error', { code: 120, ignoreUrls: true }],
    },
  },
  {
    // Data, not code: the demo catalog's prose and the SVG drawings of the image generator.
    files: ['server/seed/demo-content.ts', 'scripts/make-images.ts'],
    rules: { 'max-len': 'off' },
  },
  {
    // Type-aware rules: a promise nobody awaits hides an error; an `any` returned from a module spreads everywhere.
    files: ['**/*.{ts,tsx}'],
    languageOptions: { parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname } },
    rules: {
      '@typescript-eslint/no-floating-promises': 'error',
      '@typescript-eslint/no-misused-promises': ['error', { checksVoidReturn: { attributes: false } }],
      '@typescript-eslint/no-unsafe-return': 'error',
    },
  },
  {
    // Tests read parsed JSON answers whose shape is exactly what they assert.
    files: ['tests/**'],
    rules: { '@typescript-eslint/no-explicit-any': 'off', '@typescript-eslint/no-unsafe-return': 'off' },
  },
  {
    files: ['**/*.tsx'],
    ...reactHooks.configs.flat['recommended-latest'],
    rules: {
      ...reactHooks.configs.flat['recommended-latest'].rules,
      'react-hooks/exhaustive-deps': 'error',
      // Islands are pre-rendered: their first render must match the static HTML, so what only the browser knows (the
      // URL, localStorage, the clock) is read in an effect after hydration, and setting state there is the point.
      'react-hooks/set-state-in-effect': 'off',
    },
  },
  {
    files: ['**/*.tsx'],
    ...jsxA11y.configs.recommended,
    rules: {
      ...jsxA11y.configs.recommended.rules,
      'jsx-a11y-x/no-redundant-roles': ['error', listRoleKept],
      // A scrolling table wrapper (role="region") must take focus, or keyboard users cannot scroll it (axe's
      // scrollable-region-focusable).
      'jsx-a11y-x/no-noninteractive-tabindex': ['error', { roles: ['tabpanel', 'region'] }],
    },
  },
  astro.configs['flat/recommended'],
  astro.configs['flat/jsx-a11y-recommended'],
  {
    files: ['**/*.astro'],
    rules: { 'astro/jsx-a11y/no-redundant-roles': ['error', listRoleKept] },
  },
);
