/** Blog reads. */
import { z } from '@hono/zod-openapi';
import { createRouter, notFound, ok } from '../http/envelope.ts';
import type { AppDeps } from '../http/deps.ts';
import { getRoute } from '../http/route.ts';
import { Blog, Slug } from '../http/schemas.ts';
import { getBlogByUrl, listBlogs } from '../queries/content.ts';

const tag = 'Blog';

export function blogRoutes({ db }: AppDeps) {
  const r = createRouter();
  r.openapi(getRoute({ path: '/Get', tag, summary: 'Published posts, newest first', data: z.array(Blog) }), async (c) =>
    ok(c, await listBlogs(db)),
  );
  r.openapi(
    getRoute({
      path: '/GetByURL',
      tag,
      summary: 'One published post by its URL',
      query: z.object({ Blogurl: Slug }),
      data: Blog,
      errors: [400, 404],
    }),
    async (c) => {
      const blog = await getBlogByUrl(db, c.req.valid('query').Blogurl);
      if (!blog) throw notFound('Blog post not found.');
      return ok(c, blog);
    },
  );
  return r;
}
