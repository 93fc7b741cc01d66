/**
 * Text messages (issue 30) as plain rules: what each booking text says, and how many SMS segments it costs. A text
 * fits one segment of 160 GSM-7 characters where it can: the salon's name is shortened to make room, never the day,
 * the time or the link. A character outside GSM-7 (a name written with ọ or é) makes the whole text UCS-2, 70 a
 * segment, and then the name is shortened to fit that.
 */

/** GSM 03.38's basic characters (one unit each) and its extension table (two units: escape + character). */
const GSM_BASIC =
  '@£$¥èéùìòÇ\nØø\rÅåΔ_ΦΓΛΩΠΨΣΘΞÆæßÉ !"#¤%&\'()*+,-./0123456789:;<=>?¡' +
  'ABCDEFGHIJKLMNOPQRSTUVWXYZÄÖÑÜ§¿abcdefghijklmnopqrstuvwxyzäöñüà';
const GSM_EXTENDED = '^{}\\[~]|€\f';

/** A text's encoding, its length in that encoding's units and the segments it is sent as. */
export function segmentsOf(body: string) {
  const chars = [...body];
  const gsm = chars.every((c) => GSM_BASIC.includes(c) || GSM_EXTENDED.includes(c));
  if (gsm) {
    const units = chars.reduce((n, c) => n + (GSM_EXTENDED.includes(c) ? 2 : 1), 0);
    return { encoding: 'GSM-7' as const, units, segments: units <= 160 ? 1 : Math.ceil(units / 153) };
  }
  // UCS-2 counts UTF-16 code units: a character outside the BMP (an emoji) takes two.
  const units = body.length;
  return { encoding: 'UCS-2' as const, units, segments: units <= 70 ? 1 : Math.ceil(units / 67) };
}

export type TextKind =
  | 'confirmed'
  | 'rescheduled'
  | 'cancelled'
  | 'reminder'
  | 'deposit-expired'
  | 'deposit-late'
  | 'deposit-refunded'
  | 'salon-new'
  | 'waitlist-offer';

export interface TextFacts {
  salon: string;
  /** The day and time in the branch's zone, short: "Mon 23 Nov, 10:00". */
  when: string;
  /** The short link to the manage page (/m/{code}) or to a waitlist offer (/w/{code}); absent when none. */
  link?: string;
  /** The salon's alert: the appointment number and the customer. */
  appointmentNo?: string;
  customer?: string;
  /** A deposit's amount, written with "NGN" (₦ is not a GSM-7 character). */
  amount?: string;
}

const TEMPLATES: Record<TextKind, (f: TextFacts, name: string) => string> = {
  confirmed: (f, n) => `Salonbook: you are booked at ${n}, ${f.when}. Change or cancel: ${f.link}`,
  rescheduled: (f, n) => `Salonbook: your booking at ${n} is moved to ${f.when}. Change or cancel: ${f.link}`,
  cancelled: (f, n) => `Salonbook: your booking at ${n} on ${f.when} is cancelled.`,
  reminder: (f, n) => `Salonbook reminder: ${n}, ${f.when}. Change or cancel: ${f.link}`,
  'deposit-expired': (f, n) =>
    `Salonbook: your booking at ${n} on ${f.when} was not confirmed: the deposit was not paid in time.`,
  'deposit-late': (f, n) =>
    `Salonbook: your deposit for ${n} on ${f.when} came after the time was taken. We are refunding it.`,
  'deposit-refunded': (f, n) => `Salonbook: your deposit of ${f.amount} for ${n} on ${f.when} has been refunded.`,
  'salon-new': (f, n) => `Salonbook: new booking ${f.appointmentNo} at ${n}, ${f.when}, for ${f.customer}.`,
  'waitlist-offer': (f, n) => `Salonbook: a time opened at ${n}, ${f.when}. First to book gets it: ${f.link}`,
};

/** Shortest a salon's name is cut to; below this a second segment is better than a name nobody recognises. */
const MIN_NAME = 12;

/** A booking text of this kind, in one segment where the salon's name can be shortened enough. */
export function bookingText(kind: TextKind, f: TextFacts): string {
  const make = (name: string) => TEMPLATES[kind](f, name);
  const full = make(f.salon);
  if (segmentsOf(full).segments === 1) return full;
  const chars = [...f.salon];
  for (let keep = chars.length - 1; keep >= MIN_NAME; keep--) {
    const text = make(`${chars.slice(0, keep).join('').trimEnd()}..`);
    if (segmentsOf(text).segments === 1) return text;
  }
  return make(`${chars.slice(0, MIN_NAME).join('').trimEnd()}..`);
}
