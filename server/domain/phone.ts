/**
 * Phone numbers as people type them and as we keep them (issue 30): whatever a Nigerian writes ('0803 555 0142',
 * '234803…', '+234 (0) 803…') becomes one E.164 text ('+2348035550142'), so a number is found again however it was
 * written and a text provider can reach it. libphonenumber-js's metadata decides what is a mobile number: the
 * networks' prefixes change more often than we would keep a list of them.
 */
import { parsePhoneNumberFromString, type PhoneNumber } from 'libphonenumber-js/max';
export { formatPhone } from './phone-format.ts';

/** A number as typed, read: its E.164 form, or what to tell the person. */
export type PhoneParse = { ok: true; e164: string } | { ok: false; problem: string };

/** The refusal of anything that is not a mobile number (empty, letters, too short or long, unknown ranges). */
export const NOT_A_MOBILE = 'Please enter a mobile number, like 0803 555 0142.';
/** The refusal of a real number that texts cannot reach (a landline, a 0700 number). */
export const NOT_TEXTABLE =
  'This number cannot receive text messages. Please enter a mobile number, like 0803 555 0142.';

/** How people separate digits; anything else (letters, an extension) is not a number we can text. */
const WRITTEN = /^\+?[\d\s().\-/]+$/;

/** Where a number cannot be told from a mobile (the USA's, Canada's), it may be one: texts are tried. */
const isMobile = (n: PhoneNumber) => {
  const type = n.getType();
  return n.isValid() && (type === 'MOBILE' || type === 'FIXED_LINE_OR_MOBILE');
};

/**
 * Reads a mobile number as a person typed it: Nigerian by default ('0803 555 0142', '08035550142', '2348035550142',
 * '(0803) 555-0142'), or any country's with '+' (or '00') and its code.
 */
export function parseMobile(typed: string): PhoneParse {
  // NFKC turns full-width digits into ASCII ones, as a phone's keyboard may send them.
  const text = typed.normalize('NFKC').trim();
  if (!WRITTEN.test(text)) return { ok: false, problem: NOT_A_MOBILE };
  // '00' is the international prefix most phones use; Nigeria's own is 009, which the library knows.
  const number = parsePhoneNumberFromString(text.replace(/^00(?!9)/, '+'), { defaultCountry: 'NG', extract: false });
  if (!number?.isValid()) return { ok: false, problem: NOT_A_MOBILE };
  if (!isMobile(number)) return { ok: false, problem: NOT_TEXTABLE };
  return { ok: true, e164: number.number };
}

/** Whether a stored number (E.164) is a mobile a text can be sent to; false for '' and for rows never converted. */
export function isTextable(e164: string): boolean {
  if (!/^\+\d{6,15}$/.test(e164)) return false;
  const number = parsePhoneNumberFromString(e164);
  return !!number && number.number === e164 && isMobile(number);
}
