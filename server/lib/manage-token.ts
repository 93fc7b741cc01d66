/**
 * The signed link in a reminder mail (`/appointments/manage?token=…`): it lets whoever holds it reschedule or cancel
 * that one appointment without logging in, until the appointment starts (checked against its current start by
 * server/booking/manage-link.ts: a link stays good when the appointment is moved later). An HS256 JWT with its own
 * audience, so a login token is never a manage token nor the other way round; it expires in any case after the
 * booking horizon.
 */
import { jwtVerify, SignJWT } from 'jose';

const ISSUER = 'salonbook';
const AUDIENCE = 'manage-appointment';
/** How far an appointment can be moved later (the booking horizon, 60 days, and a margin). */
const LONGEST_MOVE_SECONDS = 62 * 86_400;

export function signManageToken(secret: Uint8Array, appointmentId: string, startAt: Date, now: Date) {
  return new SignJWT({})
    .setProtectedHeader({ alg: 'HS256' })
    .setSubject(appointmentId)
    .setIssuer(ISSUER)
    .setAudience(AUDIENCE)
    .setIssuedAt(Math.floor(now.getTime() / 1000))
    .setExpirationTime(Math.floor(startAt.getTime() / 1000) + LONGEST_MOVE_SECONDS)
    .sign(secret);
}

/** The appointment id of a valid, unexpired manage token; null for anything else. */
export async function verifyManageToken(secret: Uint8Array, token: string, now: Date): Promise<string | null> {
  try {
    const { payload } = await jwtVerify(token, secret, {
      issuer: ISSUER,
      audience: AUDIENCE,
      algorithms: ['HS256'],
      currentDate: now,
    });
    return typeof payload.sub === 'string' ? payload.sub : null;
  } catch {
    return null;
  }
}

export const manageLink = (siteUrl: string, token: string) =>
  new URL(`/appointments/manage?token=${encodeURIComponent(token)}`, siteUrl).toString();
