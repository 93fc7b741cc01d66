/** Text messages' words and lengths (issue 30): every kind fits one SMS segment where it can; segments counted. */
import { describe, expect, it } from 'vitest';
import { bookingText, segmentsOf, type TextKind } from '../../server/domain/texts.ts';

const KINDS: TextKind[] = [
  'confirmed',
  'rescheduled',
  'cancelled',
  'reminder',
  'deposit-expired',
  'deposit-late',
  'deposit-refunded',
  'salon-new',
];
const facts = (salon: string) => ({
  salon,
  when: 'Wed 30 Dec, 17:30',
  link: 'https://salonbook.ng/m/Ab3dE5fG7h',
  appointmentNo: 'APT-1234567',
  customer: 'Chiamaka Nwosu-Okafor',
  amount: 'NGN 12,500.50',
});

describe('segmentsOf', () => {
  it.each([
    ['a'.repeat(160), 'GSM-7', 160, 1],
    ['a'.repeat(161), 'GSM-7', 161, 2],
    ['€'.repeat(80), 'GSM-7', 160, 1],
    ['[x]'.repeat(32), 'GSM-7', 160, 1],
    ['ọ'.repeat(70), 'UCS-2', 70, 1],
    ['ọ'.repeat(71), 'UCS-2', 71, 2],
    ['₦2,000', 'UCS-2', 6, 1],
  ])('%j: %s, %i units, %i segments', (body, encoding, units, segments) => {
    expect(segmentsOf(body)).toEqual({ encoding, units, segments });
  });
});

describe('booking texts', () => {
  it.each(KINDS)('%s: one GSM-7 segment with a short name, and with a very long one (shortened)', (kind) => {
    const short = bookingText(kind, facts('Glow Lounge'));
    expect(short).toContain('Glow Lounge');
    expect(segmentsOf(short)).toMatchObject({ encoding: 'GSM-7', segments: 1 });
    const long = bookingText(
      kind,
      facts('The Royal Kinks & Coils Natural Hair Studio and Spa, Lekki Phase One Branch'),
    );
    expect(segmentsOf(long)).toMatchObject({ encoding: 'GSM-7', segments: 1 });
    expect(long).toContain('Wed 30 Dec, 17:30');
    if (['confirmed', 'rescheduled', 'reminder'].includes(kind))
      expect(long).toContain('https://salonbook.ng/m/Ab3dE5fG7h');
  });

  it('a name outside GSM-7 makes the text UCS-2; it is counted, and kept to as few segments as the words allow', () => {
    const text = bookingText('confirmed', facts('Ọlọ́run Ṣé Beauty'));
    const { encoding, segments } = segmentsOf(text);
    expect(encoding).toBe('UCS-2');
    expect(segments).toBe(2);
    expect(text).toContain('Change or cancel: https://salonbook.ng/m/Ab3dE5fG7h');
  });

  it('says the day, the time and what happened in words', () => {
    expect(bookingText('cancelled', facts('Glow Lounge'))).toBe(
      'Salonbook: your booking at Glow Lounge on Wed 30 Dec, 17:30 is cancelled.',
    );
    expect(bookingText('deposit-refunded', facts('Glow Lounge'))).toBe(
      'Salonbook: your deposit of NGN 12,500.50 for Glow Lounge on Wed 30 Dec, 17:30 has been refunded.',
    );
  });
});
