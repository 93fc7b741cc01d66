// The public site: every page pre-rendered from the API at build time (API_URL), React islands where people interact.
import { defineConfig } from 'astro/config';
import react from '@astrojs/react';

export default defineConfig({
  site: process.env.SITE_URL ?? 'http://localhost:4321',
  outDir: process.env.SITE_OUT_DIR ?? './dist',
  output: 'static',
  integrations: [react()],
  trailingSlash: 'ignore',
  build: { format: 'directory', inlineStylesheets: 'always' },
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
  // Blog HTML comes sanitized from the API; no code blocks need highlighting (Shiki's inline styles break the CSP).
  markdown: { syntaxHighlight: false },
});
