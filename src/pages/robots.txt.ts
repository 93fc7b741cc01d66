import type { APIRoute } from 'astro';

export const GET: APIRoute = ({ site }) =>
  new Response(
    [
      'User-agent: *',
      // The accounts, sign-in and booking pages are not disallowed: they say noindex, which a crawler must fetch the
      // page to read (disallowed, their addresses could still be listed from links).
      'Allow: /',
      '',
      `Sitemap: ${new URL('/sitemap.xml', site)}`,
      '',
    ].join('\n'),
    { headers: { 'Content-Type': 'text/plain; charset=utf-8' } },
  );
