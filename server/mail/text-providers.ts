/**
 * Where texts go (issue 30): Termii, Nigeria's messaging provider, when TERMII_API_KEY and TERMII_SENDER_ID are set;
 * otherwise the development phone inbox, which is the outbox itself (/dev/phone reads it). The sender
 * (server/mail/sender.ts) retries what may work later (the provider down, slow or refusing for now) and gives up at
 * once on what never will (a number the provider rejects).
 */
export interface TextMessage {
  /** The outbox row's id. */
  id: string;
  /** E.164: +2348035550142. */
  to: string;
  channel: 'sms' | 'whatsapp';
  body: string;
}

export type TextResult = { ok: true; providerId: string } | { ok: false; permanent: boolean; error: string };

export interface TextProvider {
  name: 'dev-phone' | 'termii';
  send(message: TextMessage): Promise<TextResult>;
}

/** The development inbox: every text is accepted at once under its own id; /dev/phone shows it. */
export const devPhone = (): TextProvider => ({
  name: 'dev-phone',
  send: async (m) => ({ ok: true, providerId: `dev-${m.id}` }),
});

/**
 * Termii's send call: transactional texts on the "dnd" route (they reach numbers on the do-not-disturb list),
 * WhatsApp on "whatsapp". A 400 or 422 is Termii refusing this message (the number); anything else is retried.
 */
export function termii(o: {
  apiKey: string;
  senderId: string;
  baseUrl?: string;
  fetcher?: typeof fetch;
  timeoutMs?: number;
}): TextProvider {
  const base = o.baseUrl ?? 'https://v3.api.termii.com';
  const fetcher = o.fetcher ?? fetch;
  return {
    name: 'termii',
    async send(m) {
      try {
        const res = await fetcher(`${base}/api/sms/send`, {
          method: 'POST',
          headers: { 'Content-Type': 'application/json' },
          body: JSON.stringify({
            api_key: o.apiKey,
            to: m.to.replace(/^\+/, ''),
            from: o.senderId,
            sms: m.body,
            type: 'plain',
            channel: m.channel === 'whatsapp' ? 'whatsapp' : 'dnd',
          }),
          signal: AbortSignal.timeout(o.timeoutMs ?? 15_000),
        });
        const body = (await res.json().catch(() => ({}))) as { message_id?: string | number; message?: string };
        if (res.ok && body.message_id !== undefined) return { ok: true, providerId: String(body.message_id) };
        const error = `Termii answered ${res.status}: ${body.message ?? 'no message'}`;
        return { ok: false, permanent: res.status === 400 || res.status === 422, error };
      } catch (err) {
        return { ok: false, permanent: false, error: (err as Error).message || String(err) };
      }
    },
  };
}

/** The provider the environment names. */
export function createTextProvider(env: NodeJS.ProcessEnv = process.env): TextProvider {
  return env.TERMII_API_KEY && env.TERMII_SENDER_ID
    ? termii({ apiKey: env.TERMII_API_KEY, senderId: env.TERMII_SENDER_ID, baseUrl: env.TERMII_BASE_URL || undefined })
    : devPhone();
}
