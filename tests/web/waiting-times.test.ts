/**
 * The waitlist's words (src/lib/waitlist-words.ts) and the times the calendar offers for booking a waiting customer
 * (src/islands/account/waiting-times.ts): windows at their edges, outcomes, the entry's length, the starts it fits,
 * the suggested employee and start.
 */
import { describe, expect, it } from 'vitest';
import type { Calendar, Service } from '../../src/lib/types.ts';
import { inWindowMinutes, isActive, outcomeWords, WINDOW_WORDS } from '../../src/lib/waitlist-words.ts';
import {
  entryMinutes,
  fittingStarts,
  suggestedEmployee,
  suggestedStart,
} from '../../src/islands/account/waiting-times.ts';

const DAY = '2026-12-05';
const at = (hhmm: string) => new Date(`${DAY}T${hhmm}:00+01:00`).toISOString();

describe('waitlist words', () => {
  it.each([
    ['MORNING', 'Morning (before 12:00)'],
    ['AFTERNOON', 'Afternoon (12:00–16:00)'],
    ['EVENING', 'Evening (after 16:00)'],
    ['ANY', 'Any time'],
  ] as const)('%s is "%s"', (window, words) => expect(WINDOW_WORDS[window]).toBe(words));

  it.each([
    ['MORNING', 11 * 60 + 59, true],
    ['MORNING', 12 * 60, false],
    ['AFTERNOON', 12 * 60, true],
    ['AFTERNOON', 15 * 60 + 59, true],
    ['AFTERNOON', 16 * 60, false],
    ['EVENING', 16 * 60, true],
    ['EVENING', 15 * 60 + 30, false],
    ['ANY', 0, true],
    ['ANY', 23 * 60 + 30, true],
  ] as const)('%s holds minute %i: %s', (window, minutes, inside) =>
    expect(inWindowMinutes(window, minutes)).toBe(inside),
  );

  it.each([
    [{ status: 'WAITING' }, 'Waiting', true],
    // An offer is written in the branch's zone: 16:30 UTC is 5:30 PM in Lagos.
    [
      { status: 'OFFERED', offeredDateTime: '2026-12-05T16:30:00.000Z', timeZone: 'Africa/Lagos' },
      'Offered: 5:30 PM',
      true,
    ],
    [{ status: 'OFFERED', offeredDateTime: null }, 'Offered', true],
    [{ status: 'BOOKED' }, 'Booked', false],
    [{ status: 'EXPIRED' }, 'Expired', false],
    [{ status: 'LEFT' }, 'Left', false],
  ] as const)('%o reads "%s"', (entry, words, active) => {
    expect(outcomeWords(entry)).toBe(words);
    expect(isActive(entry.status)).toBe(active);
  });
});

const service = (serviceId: string, durationHours: number, durationMinutes: number) =>
  ({ serviceId, durationHours, durationMinutes }) as Service;

describe('entryMinutes', () => {
  const services = [service('s1', 1, 0), service('s2', 0, 45)];
  it.each([
    ['the services’ lengths added', services, ['s1', 's2'], 105],
    ['one of them', services, ['s2'], 45],
    ['one slot while the services are not loaded', null, ['s1'], 30],
    ['one slot when a service is gone', services, ['s1', 'gone'], 30],
  ])('%s', (_, list, ids, minutes) => expect(entryMinutes(list, ids)).toBe(minutes));
});

/** Two employees working 9:00–18:00 in Lagos; Ada is booked 9:00–11:00 and off 13:00–14:00. */
const calendar = (): Calendar => ({
  timeZone: 'Africa/Lagos',
  employees: [
    {
      branchEmployeeId: 'e1',
      name: 'Ada',
      workingHours: [{ date: DAY, start: at('09:00'), end: at('18:00') }],
      timeOff: [{ timeOffId: 't1', startDateTime: at('13:00'), endDateTime: at('14:00'), reason: 'Lunch' }],
    },
    {
      branchEmployeeId: 'e2',
      name: 'Bola',
      workingHours: [{ date: DAY, start: at('15:00'), end: at('18:00') }],
      timeOff: [],
    },
  ],
  appointments: [
    {
      appointmentId: 'a1',
      appointmentNo: 'APT-1',
      branchEmployeeId: 'e1',
      customerName: 'Kemi',
      customerPhone: '',
      services: ['Silk Press'],
      startDateTime: at('09:00'),
      endDateTime: at('11:00'),
      bookingStatus: 'PENDING',
      paymentStatus: 'PENDING',
      source: 'SALON',
      deposit: null,
    },
  ],
});
const early = new Date(at('07:00'));
const times = (isos: string[]) =>
  isos.map((s) => new Date(s).toLocaleTimeString('en-GB', { timeZone: 'Africa/Lagos', timeStyle: 'short' }));

describe('fittingStarts', () => {
  it('keeps the starts whose whole length fits before the free time ends', () => {
    const c = calendar();
    expect(times(fittingStarts(c, c.employees[0]!, DAY, early, 90))).toEqual([
      '11:00',
      '11:30',
      // 12:00 + 90 min runs into the time off at 13:00.
      '14:00',
      '14:30',
      '15:00',
      '15:30',
      '16:00',
      '16:30',
    ]);
    expect(times(fittingStarts(c, c.employees[0]!, DAY, early, 30))).toContain('12:30');
  });

  it('offers nothing already past', () => {
    const c = calendar();
    expect(times(fittingStarts(c, c.employees[1]!, DAY, new Date(at('16:10')), 60))).toEqual(['16:30', '17:00']);
  });
});

describe('the suggestions', () => {
  it('start: the first in the window, else the first at all, else none', () => {
    const starts = [at('11:00'), at('14:00'), at('16:30')];
    expect(suggestedStart(starts, 'AFTERNOON', 'Africa/Lagos')).toBe(at('14:00'));
    expect(suggestedStart(starts, 'EVENING', 'Africa/Lagos')).toBe(at('16:30'));
    expect(suggestedStart([at('11:00')], 'EVENING', 'Africa/Lagos')).toBe(at('11:00'));
    expect(suggestedStart([], 'ANY', 'Africa/Lagos')).toBe('');
  });

  it.each([
    ['the preferred employee, free or not', { branchEmployeeId: 'e2', window: 'MORNING' }, 'e2'],
    ['the first with a time in the window', { branchEmployeeId: null, window: 'EVENING' }, 'e1'],
    ['the first with a time in the morning', { branchEmployeeId: null, window: 'MORNING' }, 'e1'],
    ['a preferred employee who left: as without one', { branchEmployeeId: 'gone', window: 'ANY' }, 'e1'],
  ] as const)('employee: %s', (_, customer, id) =>
    expect(suggestedEmployee(calendar(), customer, DAY, early, 60)).toBe(id),
  );

  it('employee: another with a time in the window, else the first with any time', () => {
    const c = calendar();
    // Ada's day is taken: only Bola (15:00–18:00) has times, none of them in the morning.
    c.appointments.push({
      ...c.appointments[0]!,
      appointmentId: 'a2',
      startDateTime: at('11:00'),
      endDateTime: at('18:00'),
    });
    expect(suggestedEmployee(c, { branchEmployeeId: null, window: 'AFTERNOON' }, DAY, early, 60)).toBe('e2');
    expect(suggestedEmployee(c, { branchEmployeeId: null, window: 'MORNING' }, DAY, early, 60)).toBe('e2');
  });
});
