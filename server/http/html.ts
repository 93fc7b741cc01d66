/** The few HTML pages the server writes itself (mailbox, sandbox checkout, "getting ready"), and escaping for them. */

/** Escapes text for an HTML element or a double-quoted attribute. */
export const escapeHtml = (s: string) =>
  s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** A whole small page: `body` is HTML, `style` a stylesheet, `head` extra tags (e.g. a refresh). */
export function htmlPage(page: { title: string; body: string; style?: string; head?: string }): string {
  return [
    '<!doctype html><html lang="en"><head><meta charset="utf-8">',
    '<meta name="viewport" content="width=device-width,initial-scale=1">',
    page.head ?? '',
    `<title>${escapeHtml(page.title)}</title>`,
    page.style ? `<style>${page.style}</style>` : '',
    `</head><body><main>${page.body}</main></body></html>`,
  ].join('');
}
