/**
 * Reading phone numbers (issue 30): every Nigerian network's prefix in the ways people write it, and what is refused.
 * libphonenumber-js's metadata (1.13.16) is the truth of what is a mobile: a prefix it does not count as one is listed
 * here as refused, in words, rather than left out.
 */
import { parsePhoneNumberFromString } from 'libphonenumber-js/max';
import { describe, expect, it } from 'vitest';
import { formatPhone, isTextable, NOT_A_MOBILE, NOT_TEXTABLE, parseMobile } from '../../server/domain/phone.ts';

type Verdict = 'mobile' | 'not a number the library knows' | 'a number, not a mobile';

/** Prefix, who has it (operators' allocations, for the reader), and what the library says of it. */
const PREFIXES: [prefix: string, network: string, verdict: Verdict][] = [
  ['0700', 'universal access numbers (0700 CALL…)', 'a number, not a mobile'],
  ['0701', 'Airtel', 'mobile'],
  ['0702', 'Smile', 'mobile'],
  ['07020', 'Smile', 'mobile'],
  ['07021', 'unallocated 0702', 'mobile'],
  ['07022', 'unallocated 0702', 'mobile'],
  ['07023', 'unallocated 0702: outside the library’s mobile ranges', 'not a number the library knows'],
  ['07024', 'unallocated 0702', 'mobile'],
  ['07025', 'Visafone (now MTN)', 'mobile'],
  ['07026', 'Visafone (now MTN)', 'mobile'],
  ['07027', 'Multi-Links', 'mobile'],
  ['07028', 'Starcomms', 'mobile'],
  ['07029', 'Starcomms', 'mobile'],
  ['0703', 'MTN', 'mobile'],
  ['0704', 'MTN (was Visafone)', 'mobile'],
  ['0705', 'Glo', 'mobile'],
  ['0706', 'MTN', 'mobile'],
  ['0707', 'MTN (was Zoom Mobile)', 'mobile'],
  ['0708', 'Airtel', 'mobile'],
  ['0709', 'Multi-Links', 'mobile'],
  ['0710', 'unallocated 071x', 'mobile'],
  ['0711', 'unallocated 071x', 'mobile'],
  ['0712', 'Airtel', 'mobile'],
  ['0713', 'unallocated 071x', 'mobile'],
  ['0720', 'unallocated 072x', 'mobile'],
  ['0729', 'unallocated 072x', 'mobile'],
  ['0800', 'toll-free numbers', 'a number, not a mobile'],
  ['0801', 'unallocated 080x', 'mobile'],
  ['0802', 'Airtel', 'mobile'],
  ['0803', 'MTN', 'mobile'],
  ['0804', 'Ntel', 'mobile'],
  ['0805', 'Glo', 'mobile'],
  ['0806', 'MTN', 'mobile'],
  ['0807', 'Glo', 'mobile'],
  ['0808', 'Airtel', 'mobile'],
  ['0809', '9mobile', 'mobile'],
  ['0810', 'MTN', 'mobile'],
  ['0811', 'Glo', 'mobile'],
  ['0812', 'Airtel', 'mobile'],
  ['0813', 'MTN', 'mobile'],
  ['0814', 'MTN', 'mobile'],
  ['0815', 'Glo', 'mobile'],
  ['0816', 'MTN', 'mobile'],
  ['0817', '9mobile', 'mobile'],
  ['0818', '9mobile', 'mobile'],
  ['08190', 'Starcomms', 'mobile'],
  ['08191', 'Starcomms', 'mobile'],
  [
    '08192',
    'Starcomms: outside the library’s mobile ranges (only 08190 and 08191 are)',
    'not a number the library knows',
  ],
  ['08199', 'outside the library’s mobile ranges', 'not a number the library knows'],
  ['0900', 'unallocated: outside the library’s ranges', 'not a number the library knows'],
  ['0901', 'Airtel', 'mobile'],
  ['0902', 'Airtel', 'mobile'],
  ['0903', 'MTN', 'mobile'],
  ['0904', 'Airtel', 'mobile'],
  ['0905', 'Glo', 'mobile'],
  ['0906', 'MTN', 'mobile'],
  ['0907', 'Airtel', 'mobile'],
  ['0908', '9mobile', 'mobile'],
  ['0909', '9mobile', 'mobile'],
  ['0910', 'unallocated 091x', 'mobile'],
  ['0911', 'Airtel', 'mobile'],
  ['0912', 'Airtel', 'mobile'],
  ['0913', 'MTN', 'mobile'],
  ['0914', 'unallocated 091x', 'mobile'],
  ['0915', 'Glo', 'mobile'],
  ['0916', 'MTN', 'mobile'],
  ['0917', 'outside the library’s mobile ranges (091 stops at 0916)', 'not a number the library knows'],
  ['0919', 'outside the library’s mobile ranges', 'not a number the library knows'],
];

/** An 11-digit national number with the prefix, then the ways people write it. */
function writtenForms(prefix: string) {
  const national = `${prefix}5550142`.slice(0, 11);
  const [a, b, c] = [national.slice(0, 4), national.slice(4, 7), national.slice(7)];
  const rest = national.slice(1);
  return {
    e164: `+234${rest}`,
    forms: [
      `${a} ${b} ${c}`,
      national,
      `+234 ${a.slice(1)} ${b} ${c}`,
      `234${rest}`,
      `(${a}) ${b}-${c}`,
      `+234${rest}`,
      `${a}.${b}.${c}`,
      ` ${a}-${b}-${c} `,
      `+234 (0) ${a.slice(1)} ${b} ${c}`,
      `234 ${a.slice(1)} ${b} ${c}`,
    ],
  };
}

const rows = PREFIXES.flatMap(([prefix, network, verdict]) =>
  writtenForms(prefix).forms.map((typed) => [prefix, network, verdict, typed, writtenForms(prefix).e164] as const),
);

describe('every Nigerian prefix, as people write it', () => {
  it.each(rows)('%s (%s) is %s: %j', (_prefix, _network, verdict, typed, e164) => {
    const answer = parseMobile(typed);
    if (verdict === 'mobile') {
      expect(answer).toEqual({ ok: true, e164 });
      expect(isTextable(e164)).toBe(true);
    } else {
      const problem = verdict === 'a number, not a mobile' ? NOT_TEXTABLE : NOT_A_MOBILE;
      expect(answer).toEqual({ ok: false, problem });
      expect(isTextable(e164)).toBe(false);
    }
  });

  it('agrees with the library on every prefix (the table is its truth, not ours)', () => {
    for (const [prefix, , verdict] of PREFIXES) {
      const number = parsePhoneNumberFromString(writtenForms(prefix).e164)!;
      const type = number.isValid() ? number.getType() : undefined;
      const library: Verdict =
        type === 'MOBILE' ? 'mobile' : type ? 'a number, not a mobile' : 'not a number the library knows';
      expect([prefix, library]).toEqual([prefix, verdict]);
    }
  });
});

describe('the forms from the issue', () => {
  it.each([
    '0803 555 0142',
    '08035550142',
    '+234 803 555 0142',
    '2348035550142',
    '(0803) 555-0142',
    '+2348035550142',
    '8035550142',
    '+23408035550142',
    '00234 803 555 0142',
    '009 234 803 555 0142',
    '０８０３ ５５５ ０１４２',
  ])('%j is +2348035550142', (typed) => {
    expect(parseMobile(typed)).toEqual({ ok: true, e164: '+2348035550142' });
  });
});

describe('other countries’ mobiles, with + and the country code', () => {
  it.each([
    ['+44 7911 123456', '+447911123456'],
    ['+33 6 12 34 56 78', '+33612345678'],
    ['+233 24 412 3456', '+233244123456'],
    // The library cannot tell a US number's kind (FIXED_LINE_OR_MOBILE): it may be a mobile, so it is taken.
    ['+1 202 555 0142', '+12025550142'],
    ['0044 7911 123456', '+447911123456'],
  ])('%j is %s', (typed, e164) => {
    expect(parseMobile(typed)).toEqual({ ok: true, e164 });
    expect(isTextable(e164)).toBe(true);
  });
});

describe('what is refused, and why', () => {
  it.each([
    ['', NOT_A_MOBILE],
    ['   ', NOT_A_MOBILE],
    ['abc', NOT_A_MOBILE],
    ['0803 ABC 0142', NOT_A_MOBILE],
    ['0803 555 0142x', NOT_A_MOBILE],
    ['0803 555 0142 ext 5', NOT_A_MOBILE],
    ['tel:+2348035550142', NOT_A_MOBILE],
    ['0803', NOT_A_MOBILE],
    ['0803 1', NOT_A_MOBILE],
    ['0803 555 014', NOT_A_MOBILE],
    ['0803 555 01421', NOT_A_MOBILE],
    ['080355501423', NOT_A_MOBILE],
    ['+234 803 555 01', NOT_A_MOBILE],
    ['++2348035550142', NOT_A_MOBILE],
    ['+1 555', NOT_A_MOBILE],
    ['+44 7700 900123', NOT_A_MOBILE],
    ['+999 123 456 789', NOT_A_MOBILE],
    // Lagos, Ibadan and Port Harcourt landlines as salons write them: not even numbers the library knows.
    ['01 234 5678', NOT_A_MOBILE],
    ['01 270 4455', NOT_A_MOBILE],
    ['09 461 2233', NOT_A_MOBILE],
    ['084 463 221', NOT_A_MOBILE],
    // An Abuja fixed line the library knows, a 0700 number, a toll-free number: real, but texts cannot reach them.
    ['0201 234 5678', NOT_TEXTABLE],
    ['+234 201 234 5678', NOT_TEXTABLE],
    ['0700 123 4567', NOT_TEXTABLE],
    ['0800 123 4567', NOT_TEXTABLE],
    ['+44 20 7946 0018', NOT_TEXTABLE],
  ])('%j: %s', (typed, problem) => {
    expect(parseMobile(typed)).toEqual({ ok: false, problem });
  });

  it('isTextable answers only for a mobile in E.164', () => {
    expect(isTextable('+2348035550142')).toBe(true);
    for (const stored of ['', '0803 555 0142', '08035550142', '2348035550142', '+234 803 555 0142', '+2342012345678'])
      expect([stored, isTextable(stored)]).toEqual([stored, false]);
  });
});

describe('formatPhone', () => {
  it.each(PREFIXES.filter(([, , verdict]) => verdict === 'mobile'))(
    '%s (%s) is grouped as the library groups it',
    (prefix) => {
      const { e164 } = writtenForms(prefix);
      expect(formatPhone(e164)).toBe(parsePhoneNumberFromString(e164)!.formatInternational());
    },
  );

  it.each([
    ['+2348035550142', '+234 803 555 0142'],
    ['+447911123456', '+447911123456'],
    ['01 234 5678', '01 234 5678'],
    ['', ''],
  ])('%j is shown as %j', (stored, shown) => {
    expect(formatPhone(stored)).toBe(shown);
  });
});
