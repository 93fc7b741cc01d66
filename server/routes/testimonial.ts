/** Home page testimonials, earned from real reviews. */
import { z } from '@hono/zod-openapi';
import { createRouter, ok } from '../http/envelope.ts';
import type { AppDeps } from '../http/deps.ts';
import { getRoute } from '../http/route.ts';
import { Testimonial } from '../http/schemas.ts';
import { listTestimonials } from '../queries/content.ts';

export function testimonialRoutes({ db }: AppDeps) {
  const r = createRouter();
  r.openapi(
    getRoute({
      path: '/GetHomePage',
      tag: 'Testimonial',
      summary: 'Recent 4 and 5 star reviews, one per customer',
      data: z.array(Testimonial),
    }),
    async (c) => ok(c, await listTestimonials(db)),
  );
  return r;
}
