/**
 * Texts (issue 30): the provider's webhooks (delivery reports, replies such as STOP), a person's choice of channels
 * (/api/Users/Messages), and a text's short link (/m/{code}). The rules live in server/messages and
 * server/accounts/message-choices.ts; this module parses, calls and shapes the answer.
 */
import { createRoute, z } from '@hono/zod-openapi';
import { Hono } from 'hono';
import { messageChoicesOf, saveMessageChoices } from '../accounts/message-choices.ts';
import { requireAuth, type AuthEnv } from '../http/auth.ts';
import { ApiError, createRouter, jsonResponses, ok } from '../http/envelope.ts';
import type { AppDeps } from '../http/deps.ts';
import { escapeHtml, htmlPage } from '../http/html.ts';
import { valueOr4xx } from '../http/outcome.ts';
import { MessageChoices, MessageChoicesBody } from '../http/account-schemas.ts';
import { deliveryReport, inboundText, signedByProvider } from '../messages/reports.ts';
import { openShortLink } from '../messages/short-links.ts';

const SIGNATURE = 'x-termii-signature';

/** The provider's JSON, once its signature is checked against the raw body. */
async function signedBody(
  c: { req: { text(): Promise<string>; header(n: string): string | undefined } },
  secret?: string,
) {
  const raw = await c.req.text();
  if (!signedByProvider(secret, raw, c.req.header(SIGNATURE)))
    throw new ApiError(401, 'This is not a message of our text provider.');
  try {
    return JSON.parse(raw) as unknown;
  } catch {
    throw new ApiError(400, 'The report is not JSON.');
  }
}

const DeliveryReport = z.looseObject({
  message_id: z.union([z.string().min(1).max(200), z.number()]),
  status: z.string().min(1).max(200),
});
const InboundReply = z.looseObject({ sender: z.string().min(1).max(40), message: z.string().max(2000) });
const webhookDoc = (schema: z.ZodType) => ({
  headers: z.object({ [SIGNATURE]: z.string().max(500).optional() }),
  body: { content: { 'application/json': { schema } }, required: true },
});

export function messageRoutes(deps: AppDeps) {
  const hooks = createRouter();
  hooks.openapi(
    createRoute({
      method: 'post',
      path: '/Delivery',
      operationId: 'messagesDelivery',
      tags: ['Messages'],
      summary: "The text provider's delivery report (X-Termii-Signature: HMAC-SHA512 of the body)",
      request: webhookDoc(DeliveryReport),
      responses: jsonResponses(
        z.object({ state: z.enum(['delivered', 'failed', 'sent']) }),
        'Applied',
        [400, 401, 404],
      ),
    }),
    async (c) => {
      const report = DeliveryReport.safeParse(await signedBody(c, deps.textsWebhookSecret));
      if (!report.success) throw new ApiError(400, 'A delivery report needs message_id and status.');
      const { message_id, status } = report.data;
      return ok(c, valueOr4xx(await deliveryReport(deps, { messageId: String(message_id), status })));
    },
  );
  hooks.openapi(
    createRoute({
      method: 'post',
      path: '/Inbound',
      operationId: 'messagesInbound',
      tags: ['Messages'],
      summary: 'A reply to one of our texts; STOP turns texts to that number off',
      request: webhookDoc(InboundReply),
      responses: jsonResponses(z.object({ stopped: z.boolean(), phone: z.string() }), 'Noted', [400, 401]),
    }),
    async (c) => {
      const reply = InboundReply.safeParse(await signedBody(c, deps.textsWebhookSecret));
      if (!reply.success) throw new ApiError(400, 'A reply needs sender and message.');
      const noted = valueOr4xx(await inboundText(deps, { from: reply.data.sender, text: reply.data.message }));
      return ok(c, noted, noted.stopped ? 'Texts to this number are stopped.' : 'Noted.');
    },
  );

  const choices = createRouter<AuthEnv>();
  choices.use('/Messages', requireAuth(deps));
  choices.openapi(
    createRoute({
      method: 'get',
      path: '/Messages',
      operationId: 'usersMessagesGet',
      tags: ['Users'],
      summary: 'Where you get booking messages: e-mail, SMS, WhatsApp',
      security: [{ Bearer: [] }],
      responses: jsonResponses(MessageChoices, 'Choices', [401]),
    }),
    async (c) => ok(c, valueOr4xx(await messageChoicesOf(deps, c.get('claims').userId))),
  );
  choices.openapi(
    createRoute({
      method: 'put',
      path: '/Messages',
      operationId: 'usersMessagesSave',
      tags: ['Users'],
      summary: 'Choose where you get booking messages; texts need a mobile number in your profile',
      security: [{ Bearer: [] }],
      request: { body: { content: { 'application/json': { schema: MessageChoicesBody } }, required: true } },
      responses: jsonResponses(MessageChoices, 'Saved', [400, 401]),
    }),
    async (c) => {
      const saved = valueOr4xx(await saveMessageChoices(deps, c.get('claims').userId, c.req.valid('json')));
      return ok(c, saved, 'Message choices saved.');
    },
  );

  // The short link: to the manage page with a fresh signed link, or a page that says the link is gone.
  const short = new Hono();
  short.get('/:code', async (c) => {
    const opened = await openShortLink(deps, c.req.param('code'));
    if (opened.ok) return c.redirect(opened.value, 302);
    const body = `<h1>Link not valid</h1><p>${escapeHtml(opened.refusal.message)}</p><p><a href="/auth">Log in</a></p>`;
    return c.html(htmlPage({ title: 'Link not valid | Salonbook', body }), 404, {
      'Content-Security-Policy': "default-src 'none'; style-src 'unsafe-inline'; frame-ancestors 'none'",
    });
  });
  return { hooks, choices, short };
}
