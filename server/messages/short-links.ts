/**
 * A text's short link, /m/{code} (issue 30): the code names an appointment, and opening it gives the holder the
 * appointment's manage page with a freshly signed link, valid, like a reminder mail's, until the appointment starts.
 */
import { eq } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { appointments, shortLinks } from '../db/schema.ts';
import { manageLink, signManageToken } from '../lib/manage-token.ts';
import { outcome, refuse, type Outcome } from '../lib/outcome.ts';

export const LINK_GONE =
  'This link is no longer valid: the appointment has started, or the link is not complete. ' +
  'Please log in to see your appointments.';

export function openShortLink(
  deps: { db: Db; now: () => Date; jwtSecret: Uint8Array; siteUrl: string },
  code: string,
): Promise<Outcome<string>> {
  return outcome(async () => {
    if (!/^[A-Za-z0-9]{10}$/.test(code)) refuse('not-found', LINK_GONE);
    const [row] = await deps.db
      .select({ id: appointments.id, startAt: appointments.startAt })
      .from(shortLinks)
      .innerJoin(appointments, eq(appointments.id, shortLinks.appointmentId))
      .where(eq(shortLinks.code, code));
    if (!row || row.startAt.getTime() <= deps.now().getTime()) refuse('not-found', LINK_GONE);
    return manageLink(deps.siteUrl, await signManageToken(deps.jwtSecret, row.id, row.startAt, deps.now()));
  });
}
