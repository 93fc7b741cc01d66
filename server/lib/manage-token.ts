/**
 * The signed link in a reminder mail (`/appointments/manage?token=…`): it lets whoever holds it reschedule or cancel
 * that one appointment without logging in, until the appointment starts (checked against its current start by
 * server/booking/manage-link.ts: a link stays good when the appointment is moved later). An HS256 JWT with its own
 * audience, so a login token is never a manage token nor the other way round; it expires in any case after the
 * booking horizon. The same signing serves other links with their own audiences (a waitlist offer's, issue 31).
 */
import { jwtVerify, SignJWT } from 'jose';

const ISSUER = 'salonbook';
const AUDIENCE = 'manage-appointment';
/** How far an appointment can be moved later (the booking horizon, 60 days, and a margin). */
const LONGEST_MOVE_SECONDS = 62 * 86_400;

/** A signed link's token: HS256, its own audience (what it opens), a subject, and an expiry. */
export function signLinkToken(secret: Uint8Array, audience: string, subject: string, expiresAt: Date, now: Date) {
  return new SignJWT({})
    .setProtectedHeader({ alg: 'HS256' })
    .setSubject(subject)
    .setIssuer(ISSUER)
    .setAudience(audience)
    .setIssuedAt(Math.floor(now.getTime() / 1000))
    .setExpirationTime(Math.floor(expiresAt.getTime() / 1000))
    .sign(secret);
}

/** The subject of a valid, unexpired token of that audience; null for anything else. */
export async function verifyLinkToken(secret: Uint8Array, audience: string, token: string, now: Date) {
  try {
    const { payload } = await jwtVerify(token, secret, {
      issuer: ISSUER,
      audience,
      algorithms: ['HS256'],
      currentDate: now,
    });
    return typeof payload.sub === 'string' ? payload.sub : null;
  } catch {
    return null;
  }
}

export const signManageToken = (secret: Uint8Array, appointmentId: string, startAt: Date, now: Date) =>
  signLinkToken(secret, AUDIENCE, appointmentId, new Date(startAt.getTime() + LONGEST_MOVE_SECONDS * 1000), now);

/** The appointment id of a valid, unexpired manage token; null for anything else. */
export const verifyManageToken = (secret: Uint8Array, token: string, now: Date) =>
  verifyLinkToken(secret, AUDIENCE, token, now);

export const manageLink = (siteUrl: string, token: string) =>
  new URL(`/appointments/manage?token=${encodeURIComponent(token)}`, siteUrl).toString();
