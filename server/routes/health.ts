/**
 * GET /api/health for load balancers and monitors: 200 while the database answers one trivial query, 503 while it
 * does not, with the site's state and the version either way. Not rate-limited and not in the request log
 * (server/http/request-log.ts), since monitors call it every few seconds.
 */
import { readFileSync } from 'node:fs';
import { createRoute, z } from '@hono/zod-openapi';
import type { AppDeps } from '../http/deps.ts';
import { createRouter, envelope } from '../http/envelope.ts';
import { pingDatabase } from '../queries/health.ts';

export const HEALTH_PATH = '/api/health';

const { version } = JSON.parse(readFileSync(new URL('../../package.json', import.meta.url), 'utf8')) as {
  version: string;
};

/** built: a build is being served; building: the first one is not ready yet; off: SITE_BUILD=off. */
export type SiteState = 'built' | 'building' | 'off';

const Health = z
  .object({
    db: z.enum(['up', 'down']),
    site: z.enum(['built', 'building', 'off']),
    version: z.string(),
  })
  .openapi('Health');

export function healthRoutes(db: AppDeps['db'], site: () => SiteState) {
  const r = createRouter();
  r.openapi(
    createRoute({
      method: 'get',
      path: '/',
      operationId: 'health',
      tags: ['Health'],
      summary: 'Is this process able to serve: 200 while its database answers, 503 while it does not',
      security: [],
      responses: {
        200: { description: 'Healthy', content: { 'application/json': { schema: envelope(Health) } } },
        503: {
          description: 'The database is not answering',
          content: {
            'application/json': {
              schema: z.object({ status: z.literal('Error'), message: z.string(), data: Health }),
            },
          },
        },
      },
    }),
    async (c) => {
      c.header('Cache-Control', 'no-store');
      const state = { site: site(), version };
      try {
        await pingDatabase(db);
      } catch {
        const data = { db: 'down' as const, ...state };
        return c.json({ status: 'Error' as const, message: 'The database is not answering.', data }, 503);
      }
      return c.json({ status: 'Success' as const, data: { db: 'up' as const, ...state } }, 200);
    },
  );
  return r;
}
