/** The sitemap's XML: files of addresses, and the index of those files (src/pages/sitemap*.ts). */
const escape = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;');

const xml = (body: string) =>
  new Response(`<?xml version="1.0" encoding="UTF-8"?>\n${body}\n`, {
    headers: { 'Content-Type': 'application/xml; charset=utf-8' },
  });

const entry = (site: URL | undefined, path: string, lastmod?: string) => {
  const loc = `<loc>${escape(new URL(path, site).toString())}</loc>`;
  return `${loc}${lastmod ? `<lastmod>${lastmod.slice(0, 10)}</lastmod>` : ''}`;
};

/** A file of addresses (at most 50,000), each with its last change where known. */
export function urlSet(site: URL | undefined, pages: { path: string; lastmod?: string }[]) {
  const urls = pages.map((p) => `<url>${entry(site, p.path, p.lastmod)}</url>`).join('\n');
  return xml(`<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls}\n</urlset>`);
}

/** The index of the sitemap's files. */
export function sitemapIndex(site: URL | undefined, files: string[]) {
  const maps = files.map((f) => `<sitemap>${entry(site, f)}</sitemap>`).join('\n');
  return xml(`<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${maps}\n</sitemapindex>`);
}
