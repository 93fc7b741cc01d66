/**
 * The waitlist (issue 31). A customer joins a branch's day (POST /api/Waitlist), lists their entries (GET /Mine)
 * and leaves one (DELETE /{id}); an offer's signed link is read back without a login (GET /Offer). The salon sees who
 * waits for a day (GET /Branch) and books one of them (POST /{id}/Book). /w/{code}, the link in offers' mails and
 * texts, leads to the booking page. The rules live in server/waitlist; this module parses, calls and shapes.
 */
import { createRoute, z } from '@hono/zod-openapi';
import { Hono, type Context } from 'hono';
import { actorOf, requireAuth, type AuthEnv } from '../http/auth.ts';
import { ApiError, createRouter, jsonResponses, messageResponses, ok } from '../http/envelope.ts';
import type { AppDeps } from '../http/deps.ts';
import { escapeHtml, htmlPage } from '../http/html.ts';
import { valueOr4xx } from '../http/outcome.ts';
import { Id } from '../http/schemas.ts';
import {
  BranchWaitlistQuery,
  WaitingCustomer,
  WaitlistBookBody,
  WaitlistEntry,
  WaitlistJoinBody,
  WaitlistOffer,
  WaitlistOfferQuery,
} from '../http/waitlist-schemas.ts';
import { joinWaitlist, leaveWaitlist, myWaitlist } from '../waitlist/entries.ts';
import { openOfferCode, readOffer } from '../waitlist/offer-link.ts';
import { bookFromWaitlist, branchWaitlist } from '../waitlist/salon.ts';

const OFFER_WORDS = {
  OPEN: 'This time is still free. Confirm it to book.',
  TAKEN: "Sorry, this time has been taken. Here are the day's other times.",
};

/** The caller's id when they are a customer; the waitlist is theirs to join and leave. */
function customerId(c: Context<AuthEnv>) {
  const claims = c.get('claims');
  if (claims.role !== 'Customer') throw new ApiError(403, 'Please log in with a customer account to wait.');
  return claims.userId;
}

export function waitlistRoutes(deps: AppDeps) {
  const r = createRouter<AuthEnv>();
  // Everything but an offer's link (GET /Offer) needs a login.
  const guard = requireAuth(deps);
  r.on('POST', ['/', '/:id/Book'], guard);
  r.on('GET', ['/Mine', '/Branch'], guard);
  r.on('DELETE', '/:id', guard);
  r.openapi(
    createRoute({
      method: 'post',
      path: '/',
      operationId: 'waitlistJoin',
      tags: ['Waitlist'],
      summary: "Wait for a time on a branch's day: its window, the cart's services, perhaps one employee",
      security: [{ Bearer: [] }],
      request: { body: { content: { 'application/json': { schema: WaitlistJoinBody } }, required: true } },
      responses: jsonResponses(Id, 'On the waitlist', [400, 401, 403, 404]),
    }),
    async (c) => {
      const id = valueOr4xx(await joinWaitlist(deps, customerId(c), c.req.valid('json')));
      return ok(c, id, 'You are on the waitlist. We will tell you when a time opens.');
    },
  );
  r.openapi(
    createRoute({
      method: 'get',
      path: '/Mine',
      operationId: 'waitlistMine',
      tags: ['Waitlist'],
      summary: 'Your waitlist entries, active and past, newest first',
      security: [{ Bearer: [] }],
      responses: jsonResponses(z.array(WaitlistEntry), 'Entries', [401, 403]),
    }),
    async (c) => ok(c, valueOr4xx(await myWaitlist(deps, customerId(c)))),
  );
  r.openapi(
    createRoute({
      method: 'delete',
      path: '/{id}',
      operationId: 'waitlistLeave',
      tags: ['Waitlist'],
      summary: 'Leave one of your waitlist entries',
      security: [{ Bearer: [] }],
      request: { params: z.object({ id: Id }) },
      responses: messageResponses([400, 401, 403, 404, 409]),
    }),
    async (c) => {
      valueOr4xx(await leaveWaitlist(deps, customerId(c), c.req.valid('param').id));
      return c.json({ status: 'Success' as const, message: 'You have left the waitlist.' }, 200);
    },
  );
  r.openapi(
    createRoute({
      method: 'get',
      path: '/Offer',
      operationId: 'waitlistOffer',
      tags: ['Waitlist'],
      summary: "What an offer's signed link holds: the cart, the day, the time, and whether it is still free",
      request: { query: WaitlistOfferQuery },
      responses: jsonResponses(WaitlistOffer, 'The offer', [400, 404, 409]),
    }),
    async (c) => {
      const offer = valueOr4xx(await readOffer(deps, c.req.valid('query').token));
      return ok(c, offer, OFFER_WORDS[offer.state]);
    },
  );
  r.openapi(
    createRoute({
      method: 'get',
      path: '/Branch',
      operationId: 'waitlistBranch',
      tags: ['Waitlist'],
      summary: "Who waits for a day of the salon's branch (owner or manager), first come first",
      security: [{ Bearer: [] }],
      request: { query: BranchWaitlistQuery },
      responses: jsonResponses(z.array(WaitingCustomer), 'Waiting customers', [400, 401, 403, 404]),
    }),
    async (c) => {
      const q = c.req.valid('query');
      return ok(c, valueOr4xx(await branchWaitlist(deps, actorOf(c), q.BranchId, q.Date)));
    },
  );
  r.openapi(
    createRoute({
      method: 'post',
      path: '/{id}/Book',
      operationId: 'waitlistBook',
      tags: ['Waitlist'],
      summary: 'The salon books a waiting customer into a free time of their day (ends the entry). data: the id',
      security: [{ Bearer: [] }],
      request: {
        params: z.object({ id: Id }),
        body: { content: { 'application/json': { schema: WaitlistBookBody } }, required: true },
      },
      responses: jsonResponses(Id, 'Booked', [400, 401, 403, 404, 409]),
    }),
    async (c) => {
      const body = c.req.valid('json');
      const at = { start: new Date(body.startDateTime), branchEmployeeId: body.branchEmployeeId };
      const { id } = valueOr4xx(await bookFromWaitlist(deps, actorOf(c), c.req.valid('param').id, at));
      return ok(c, id, 'Booked.');
    },
  );
  return r;
}

/** /w/{code}: an offer's short link, to the booking page with a signed token, or a page that says it is not valid. */
export function offerShortLinks(deps: AppDeps) {
  const short = new Hono();
  short.get('/:code', async (c) => {
    const opened = await openOfferCode(deps, c.req.param('code'));
    if (opened.ok) return c.redirect(opened.value, 302);
    const words = escapeHtml(opened.refusal.message);
    const body = `<h1>Link not valid</h1><p>${words}</p><p><a href="/">Find a salon</a></p>`;
    return c.html(htmlPage({ title: 'Link not valid | Salonbook', body }), 404, {
      'Content-Security-Policy': "default-src 'none'; style-src 'unsafe-inline'; frame-ancestors 'none'",
    });
  });
  return short;
}
