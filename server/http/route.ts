/** Declares a GET route with its OpenAPI description in one call, so route modules stay a list of endpoints. */
import { createRoute, z } from '@hono/zod-openapi';
import { jsonResponses } from './envelope.ts';

interface GetSpec<D extends z.ZodType, Q extends z.ZodObject | undefined, P extends z.ZodObject | undefined> {
  path: string;
  tag: string;
  summary: string;
  data: D;
  query?: Q;
  params?: P;
  errors?: number[];
}

export function getRoute<
  D extends z.ZodType,
  Q extends z.ZodObject | undefined = undefined,
  P extends z.ZodObject | undefined = undefined,
>(spec: GetSpec<D, Q, P>) {
  return createRoute({
    method: 'get',
    path: spec.path,
    tags: [spec.tag],
    summary: spec.summary,
    request: { query: spec.query as Q, params: spec.params as P },
    responses: jsonResponses(spec.data, spec.summary, spec.errors ?? [400]),
  });
}
