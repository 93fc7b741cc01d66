/**
 * Request bodies in the OpenAPI document, from the zod schema the handler itself reads the body with. Given to the
 * router as JSON Schema rather than zod, so it is documented without being validated a second time: the handler
 * answers bad input in the spec's words ('Please fill up: …') instead of a generic validation message.
 */
import { z } from '@hono/zod-openapi';

/** The spec's clients send forms; multipart where a file goes with them. */
export const FORM = ['application/x-www-form-urlencoded', 'multipart/form-data'] as const;
export const JSON_BODY = ['application/json'] as const;
/** Handlers that read with readBody (server/http/form.ts) take any of the three. */
export const ANY_BODY = [...FORM, ...JSON_BODY] as const;

export function documentedBody<T extends z.ZodType>(
  schema: T,
  example: z.input<T>,
  media: readonly string[] = FORM,
  required = true,
) {
  const { $schema: _, ...json } = z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' }) as {
    $schema?: string;
    type?: 'object';
  };
  return {
    required,
    content: Object.fromEntries(media.map((type) => [type, { schema: json, example }])),
  };
}
