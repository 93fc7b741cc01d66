/** Account rules as plain functions: passwords, e-mail normalisation, links in mails, registration defaults. */

export const MIN_PASSWORD = 8;

/** A reason the password is not acceptable, or null. Long passphrases are welcome; no composition rules. */
export function passwordProblem(password: string): string | null {
  if (password.length < MIN_PASSWORD) return `Password must be at least ${MIN_PASSWORD} characters.`;
  if (password.length > 128) return 'Password must be at most 128 characters.';
  return null;
}

export const normaliseEmail = (email: string) => email.trim().toLowerCase();

/** Links in mails always point at our own site, never at a host the request named (no phishing via DomainURL). */
export function confirmLink(siteUrl: string, email: string, token: string): string {
  const url = new URL('/auth', siteUrl);
  url.searchParams.set('mode', 'account-created');
  url.searchParams.set('email', email);
  url.searchParams.set('token', token);
  return url.toString();
}

/** The link of a team invitation (issue 28). */
export function teamJoinLink(siteUrl: string, token: string): string {
  const url = new URL('/team/join', siteUrl);
  url.searchParams.set('token', token);
  return url.toString();
}

export function resetLink(siteUrl: string, email: string, token: string): string {
  const url = new URL('/reset-pass', siteUrl);
  url.searchParams.set('email', email);
  url.searchParams.set('token', token);
  return url.toString();
}

/** A new salon opens Monday to Saturday, 9:00 to 18:00, until its owner sets its own hours. */
export const DEFAULT_HOURS = [1, 2, 3, 4, 5, 6, 7].map((dayOfWeek) => ({
  dayOfWeek,
  openingTime: 9,
  closingTime: 18,
  isOpened: dayOfWeek !== 7,
}));
