/**
 * Where a person wants their booking messages (issue 30): e-mail, SMS, WhatsApp. Texts need a mobile number in the
 * profile (E.164); a number that replied STOP gets none, whatever is chosen, and the choices say so.
 */
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { textOptOuts, users } from '../db/schema.ts';
import { isTextable } from '../domain/phone.ts';
import { outcome, refuse, type Outcome } from '../lib/outcome.ts';

export interface MessageChoices {
  email: boolean;
  sms: boolean;
  whatsapp: boolean;
  /** The number texts go to (E.164), or empty. */
  phone: string;
  /** The number is a mobile we can text. */
  mobile: boolean;
  /** The number replied STOP to one of our texts. */
  stopped: boolean;
}

export const NO_MOBILE = 'Add a mobile number to your profile to get text messages.';

async function read(db: Db, userId: string): Promise<MessageChoices> {
  const [row] = await db
    .select({
      email: users.notifyEmail,
      sms: users.notifySms,
      whatsapp: users.notifyWhatsapp,
      phone: users.phoneNumber,
      stopped: sql<boolean>`exists (select 1 from ${textOptOuts} o where o.phone = ${users.phoneNumber})`,
    })
    .from(users)
    .where(eq(users.id, userId));
  if (!row) refuse('unauthorized', 'Your session has expired. Please log in again.');
  return { ...row, stopped: Boolean(row.stopped), mobile: isTextable(row.phone) };
}

export function messageChoicesOf(deps: { db: Db }, userId: string): Promise<Outcome<MessageChoices>> {
  return outcome(() => read(deps.db, userId));
}

export function saveMessageChoices(
  deps: { db: Db; now: () => Date },
  userId: string,
  choice: { email: boolean; sms: boolean; whatsapp: boolean },
): Promise<Outcome<MessageChoices>> {
  return outcome(async () => {
    const now = await read(deps.db, userId);
    if ((choice.sms || choice.whatsapp) && !now.mobile) refuse('invalid', NO_MOBILE);
    await deps.db
      .update(users)
      .set({ notifyEmail: choice.email, notifySms: choice.sms, notifyWhatsapp: choice.whatsapp, updatedAt: deps.now() })
      .where(eq(users.id, userId));
    return read(deps.db, userId);
  });
}
