/** Business types, for the registration form. */
import { z } from '@hono/zod-openapi';
import { createRouter, ok } from '../http/envelope.ts';
import type { AppDeps } from '../http/deps.ts';
import { getRoute } from '../http/route.ts';
import { BusinessType } from '../http/schemas.ts';
import { listBusinessTypes } from '../queries/content.ts';

export function businessTypeRoutes({ db }: AppDeps) {
  const r = createRouter();
  r.openapi(
    getRoute({ path: '/Get', tag: 'BusinessType', summary: 'Every business type', data: z.array(BusinessType) }),
    async (c) => ok(c, await listBusinessTypes(db)),
  );
  return r;
}
