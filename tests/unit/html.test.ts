import { describe, expect, it } from 'vitest';
import { htmlToText, sanitizeBlogHtml } from '../../server/domain/html.ts';

describe('sanitizeBlogHtml', () => {
  it('keeps the allowed structure', () => {
    const html =
      '<h2>Edges</h2><p>Keep them <strong>moist</strong> and <em>covered</em>.</p>' +
      '<ul><li>Satin</li></ul><a href="/branches">Book</a>';
    expect(sanitizeBlogHtml(html)).toBe(html);
  });
  it('removes scripts, event handlers, styles, iframes and javascript: links', () => {
    const out = sanitizeBlogHtml(
      '<p onclick="x()" style="color:red">Hi</p><script>alert(1)</script>' +
        '<iframe src="https://evil"></iframe><a href="javascript:alert(1)">x</a><img src=x onerror=alert(1)>',
    );
    expect(out).toBe('<p>Hi</p><a>x</a>');
  });
  it('marks external links noopener', () => {
    expect(sanitizeBlogHtml('<a href="https://example.com">x</a>')).toBe(
      '<a href="https://example.com" rel="noopener noreferrer nofollow">x</a>',
    );
  });
});

describe('htmlToText', () => {
  it('gives plain text for excerpts', () => {
    expect(htmlToText('<h2>Title</h2><p>One &amp; two</p>\n<p>three</p>')).toBe('Title One & two three');
  });
});
