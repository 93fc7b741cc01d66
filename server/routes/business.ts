/**
 * A salon business: registration (user, business, main branch, default hours) and its details, read and updated by
 * the owner only. Rules live in server/salons; this module parses, calls and shapes the envelope.
 */
import { createRoute, z } from '@hono/zod-openapi';
import { bodyLimit } from 'hono/body-limit';
import { ownBranch, requireAuth, type AuthEnv } from '../http/auth.ts';
import { ConflictBody } from '../http/booking-schemas.ts';
import { createRouter, jsonResponses, messageResponses, ok } from '../http/envelope.ts';
import type { AppDeps } from '../http/deps.ts';
import { rateLimit } from '../http/rate-limit.ts';
import { field } from '../http/form.ts';
import { documentedBody } from '../http/body.ts';
import { valueOr4xx } from '../http/outcome.ts';
import { Id } from '../http/schemas.ts';
import { BusinessDetails } from '../http/account-schemas.ts';
import {
  businessExample,
  detailsFields,
  imageFile,
  RegisterBusinessForm,
  registrationExample,
  registrationFields,
  UpdateBusinessForm,
} from '../http/salon-forms.ts';
import { MAX_UPLOAD_BYTES } from '../lib/images.ts';
import { businessDetailsOf, updateBusinessDetails } from '../salons/details.ts';
import { registerBusiness } from '../salons/registration.ts';

const tag = 'Business';

export function businessRoutes(deps: AppDeps) {
  const { db, now } = deps;
  const r = createRouter();
  const owner = createRouter<AuthEnv>();
  owner.use('*', requireAuth(deps, ['Business']));

  r.use('/register-business', rateLimit(db, now, { name: 'register', limit: 10, windowSeconds: 600 }));
  r.openapi(
    createRoute({
      method: 'post',
      path: '/register-business',
      tags: [tag],
      summary: 'Register a salon: its owner account, the business, its main branch and default opening hours',
      description:
        'Form fields as spec section 3 (business registration payload). ' +
        'Ids, rating, totalRatings and status are set by the server.',
      request: { body: documentedBody(RegisterBusinessForm, registrationExample) },
      responses: messageResponses([400, 409, 429]),
    }),
    async (c) => {
      const f = (await c.req.parseBody().catch(() => ({}))) as Record<string, unknown>;
      valueOr4xx(await registerBusiness(deps, registrationFields(f)));
      return c.json(
        {
          status: 'Success' as const,
          message:
            'Registration successful. We have e-mailed you a link to confirm your address. ' +
            "Please login and go to 'My Account'.",
        },
        200,
      );
    },
  );

  owner.openapi(
    createRoute({
      method: 'get',
      path: '/GetByBranch',
      tags: [tag],
      summary: 'Your business details (owner only)',
      security: [{ Bearer: [] }],
      request: { query: z.object({ BranchId: Id.optional() }) },
      responses: jsonResponses(BusinessDetails, 'Business details', [400, 401, 403]),
    }),
    async (c) => {
      const branchId = ownBranch(c, 'owner', c.req.valid('query').BranchId);
      return ok(c, valueOr4xx(await businessDetailsOf(deps, { branchId })));
    },
  );

  owner.use(
    '/UpdateBusiness',
    bodyLimit({
      maxSize: MAX_UPLOAD_BYTES + 256 * 1024,
      onError: (c) => c.json({ status: 'Error' as const, message: 'The image is too large: at most 5 MB.' }, 413),
    }),
  );
  owner.openapi(
    createRoute({
      method: 'put',
      path: '/UpdateBusiness',
      tags: [tag],
      summary:
        'Update your business details, with an optional image (multipart). Rating and total ratings are ignored.',
      security: [{ Bearer: [] }],
      request: { body: documentedBody(UpdateBusinessForm, businessExample, ['multipart/form-data']) },
      responses: {
        ...messageResponses([400, 401, 403, 413]),
        409: {
          description: 'Status closes a branch with bookings to come; data lists them',
          content: { 'application/json': { schema: ConflictBody } },
        },
      },
    }),
    async (c) => {
      const f = (await c.req.parseBody().catch(() => ({}))) as Record<string, unknown>;
      const branchId = ownBranch(c, 'owner', field(f.BranchId, 40) || undefined, field(f.Id, 40) || undefined);
      valueOr4xx(
        await updateBusinessDetails(
          deps,
          { branchId },
          {
            businessId: field(f.BusinessId, 40),
            form: detailsFields(f),
            image: imageFile(f.ImageFile),
            imageName: field(f.ImageName, 200),
          },
        ),
      );
      return c.json({ status: 'Success' as const, message: 'Business details updated.' }, 200);
    },
  );

  // The spec names registration under /api/business and the owner's calls under /api/Business.
  return { registration: r, owner };
}
