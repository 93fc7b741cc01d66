// The public site: every page pre-rendered from the API at build time (API_URL), React islands where people interact.
import { defineConfig } from 'astro/config';
import react from '@astrojs/react';
import intent from './src/integrations/intent.ts';
import resident from './src/integrations/resident.ts';
import reactStringRender from './src/integrations/react-string-render.ts';
import cspDigestCache from './src/integrations/csp-digest-cache.ts';

export default defineConfig({
  site: process.env.SITE_URL ?? 'http://localhost:4321',
  outDir: process.env.SITE_OUT_DIR ?? './dist',
  output: 'static',
  // Islands render to a string, not a stream (faster; see react-string-render.ts). client:intent: islands hydrate on
  // the first touch, focus or key (issue 15). resident: a build started by the server stays up to render live updates
  // (issue 14).
  integrations: [react({ experimentalDisableStreaming: true }), intent(), resident()],
  trailingSlash: 'ignore',
  // One stylesheet, cached once for every page (immutable), rather than ~26 KB of CSS inlined, compressed and
  // hashed for the CSP in each of 10,000+ pages.
  // concurrency: a few pages render while others are written (one at a time, the build waited on every file write:
  // 37 s → 30 s for the 10,000-branch site).
  build: { format: 'directory', inlineStylesheets: 'never', concurrency: 4 },
  // Every page carries a Content-Security-Policy with hashes of its own scripts and styles.
  security: {
    csp: {
      directives: [
        "default-src 'self'",
        // blob: for the preview of an image chosen in the business details form.
        "img-src 'self' data: blob:",
        "connect-src 'self'",
        "font-src 'self'",
        "object-src 'none'",
        "base-uri 'self'",
        "form-action 'self'",
      ],
    },
  },
  devToolbar: { enabled: false },
  vite: {
    // Islands render to a string (react-string-render.ts); each inline script's CSP hash is made once
    // (csp-digest-cache.ts).
    plugins: [reactStringRender(), cspDigestCache()],
    build: {
      rolldownOptions: {
        output: {
          // Fewer, larger shared chunks for islands (issue 15): React and React DOM in one file, the stores with
          // nanostores in another (the nav loads it anyway), so the code an island needs after the first touch
          // comes in two rounds of requests instead of three (each round costs a full round trip on a phone
          // network). @nanostores/react stays out of the stores chunk: the nav reads the session without React.
          codeSplitting: {
            groups: [
              { name: 'react', test: /[\\/]node_modules[\\/](react|react-dom|scheduler)[\\/]/ },
              {
                name: 'stores',
                test: /[\\/]src[\\/]stores[\\/]|[\\/]node_modules[\\/](nanostores|@nanostores[\\/]persistent)[\\/]/,
              },
            ],
          },
        },
      },
    },
  },
  // Blog HTML comes sanitized from the API; no code blocks need highlighting (Shiki's inline styles break the CSP).
  markdown: { syntaxHighlight: false },
});
