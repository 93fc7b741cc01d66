/**
 * Showing a stored phone number. Apart from ./phone.ts so that the pages can show numbers without loading the phone
 * library (about 30 KB gzipped). Stored numbers are E.164 and nearly all Nigerian mobiles, which are grouped here as
 * the library groups them (tests/unit/phone.test.ts checks it against the library for every network's prefix).
 */

/** '+2348035550142' as '+234 803 555 0142'; anything else (another country, a row never converted, '') as stored. */
export function formatPhone(stored: string): string {
  const ng = /^\+234([789]\d{2})(\d{3})(\d{4})$/.exec(stored);
  return ng ? `+234 ${ng[1]} ${ng[2]} ${ng[3]}` : stored;
}
