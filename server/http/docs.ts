/** The browsable API reference at /api/docs: Swagger UI served from our own node_modules (no CDN, strict CSP). */
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { Hono } from 'hono';

const assetDir = dirname(createRequire(import.meta.url).resolve('swagger-ui-dist/package.json'));
const assets: Record<string, string> = {
  'swagger-ui.css': 'text/css; charset=utf-8',
  'swagger-ui-bundle.js': 'text/javascript; charset=utf-8',
};

const page = `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Salon marketplace API reference</title>
<link rel="stylesheet" href="/api/docs/swagger-ui.css">
</head>
<body>
<main id="swagger-ui"></main>
<script src="/api/docs/swagger-ui-bundle.js"></script>
<script src="/api/docs/init.js"></script>
</body>
</html>`;

const init = `window.ui = SwaggerUIBundle({ url: '/api/openapi.json', dom_id: '#swagger-ui', deepLinking: true });`;

const csp = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data:",
  "connect-src 'self'",
  "frame-ancestors 'none'",
  "base-uri 'none'",
  "form-action 'self'",
].join('; ');

export function docsRoutes() {
  const r = new Hono();
  r.use('*', async (c, next) => {
    await next();
    c.header('Content-Security-Policy', csp);
  });
  r.get('/', (c) => c.html(page));
  r.get('/init.js', (c) => c.body(init, 200, { 'Content-Type': 'text/javascript; charset=utf-8' }));
  r.get('/:asset', async (c) => {
    const name = c.req.param('asset');
    const type = assets[name];
    if (!type) return c.notFound();
    const body = await readFile(join(assetDir, name));
    return c.body(body, 200, { 'Content-Type': type, 'Cache-Control': 'public, max-age=86400' });
  });
  return r;
}
