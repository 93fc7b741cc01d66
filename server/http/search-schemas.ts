/**
 * The zod schemas of search (issue 35): Find's query and answer, Suggest's. Every refusal reads as a sentence about the
 * field (envelope.ts describeIssues); a 1-character Query is not refused (it finds nothing).
 */
import { z } from '@hono/zod-openapi';
import { MAX_QUERY_CHARS, parseNear } from '../domain/search.ts';
import { BranchSummary, SearchText } from './schemas.ts';

export const FIND_LIMIT_DEFAULT = 24;
export const FIND_LIMIT_MAX = 50;
export const SUGGEST_MAX = 8;

// eslint-disable-next-line no-control-regex -- matching control characters is the point: they are refused.
const NO_CONTROL = /^[^\u0000-\u001f\u007f]*$/;

/** What is typed in a search box: trimmed; empty means no text. Counted in characters, not UTF-16 units. */
export const QueryText = z
  .string()
  .trim()
  .refine((v) => [...v].length <= MAX_QUERY_CHARS, { error: `must be at most ${MAX_QUERY_CHARS} characters` })
  .regex(NO_CONTROL, { error: 'must not contain control characters' })
  .optional()
  .transform((v) => v || undefined)
  .openapi({ example: 'braids lekki' });

/** `lat,lng` in decimal degrees; kept as typed (the cursor is bound to it), checked here. */
const Near = z
  .string()
  .trim()
  .max(60, { error: 'must be latitude,longitude in decimal degrees, e.g. 6.4474,3.4739' })
  .superRefine((v, ctx) => {
    const place = v ? parseNear(v) : undefined;
    if (place && 'problem' in place) ctx.addIssue({ code: 'custom', message: place.problem });
  })
  .optional()
  .transform((v) => v || undefined)
  .openapi({ example: '6.4474,3.4739', description: 'Nearest first from here: latitude,longitude in degrees' });

export const FindQuery = z.object({
  Query: QueryText.openapi({
    description:
      'Words of a business name, service, category or area; accents and case do not matter, a word may be ' +
      'the start of one, one typo is forgiven in words of five letters or more. Fewer than 2 characters find nothing.',
  }),
  Name: QueryText.openapi({
    example: 'glow',
    description:
      'Part of the business name, anywhere in it (accents, case and punctuation do not matter): the branches ' +
      "list's name filter. Fewer than 2 characters find nothing.",
  }),
  CategoryURL: SearchText.openapi({ example: 'braids' }),
  ServiceName: SearchText.openapi({ example: 'Knotless' }),
  Location: SearchText.openapi({ example: 'Lekki' }),
  Service: SearchText.openapi({
    example: 'Knotless Braids',
    description: "Exactly this service's name (any case): the list of a pre-rendered /services/{name} page",
  }),
  Place: SearchText.openapi({
    example: 'Lekki Phase 1',
    description: 'Exactly this area or city (any case): the list of a pre-rendered /locations/{name} page',
  }),
  Near,
  Cursor: z
    .string()
    .max(2048, { error: 'is not a page link of this search' })
    .optional()
    .openapi({ description: "The previous answer's `next`" }),
  Limit: z.coerce
    .number({ error: 'must be a number' })
    .int({ error: 'must be a whole number' })
    .min(1, { error: `must be between 1 and ${FIND_LIMIT_MAX}` })
    .max(FIND_LIMIT_MAX, { error: `must be between 1 and ${FIND_LIMIT_MAX}` })
    .default(FIND_LIMIT_DEFAULT),
});

export const FoundBranch = BranchSummary.extend({
  distanceKm: z
    .number()
    .nullable()
    .optional()
    .openapi({ description: 'With Near: how far, in km to one decimal; null when the branch has no map position' }),
}).openapi('FoundBranch');

export const FindAnswer = z
  .object({
    items: z.array(FoundBranch),
    next: z.string().nullable().openapi({ description: 'Pass as Cursor for the page after; null on the last page' }),
  })
  .openapi('FindAnswer');

export const SuggestionKind = z.enum(['salon', 'service', 'area'], { error: 'must be salon, service or area' });

export const SuggestQuery = z.object({
  Query: QueryText,
  Kind: SuggestionKind.optional().openapi({ description: 'Only suggestions of this kind (up to 8 of it)' }),
});

export const Suggestion = z
  .object({
    kind: SuggestionKind,
    label: z.string(),
    url: z.string().openapi({ description: 'The page it opens, on this site' }),
  })
  .openapi('Suggestion');
