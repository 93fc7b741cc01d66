/**
 * What the business account shows whom (src/lib/team.ts, issue 28): the branch chosen (asked for, remembered, else the
 * first), the role there and the panels it opens, the switcher's branches; sessions from before memberships.
 */
import { describe, expect, it } from 'vitest';
import {
  businessView,
  landingPanel,
  parseMemberships,
  serializeMemberships,
  worksInSalon,
} from '../../src/lib/team.ts';
import type { Membership } from '../../src/lib/types.ts';

const lekki: Membership = { branchId: 'b1', branchName: 'Glow (Lekki)', role: 'OWNER' };
const ikeja: Membership = { branchId: 'b2', branchName: 'Glow (Ikeja)', role: 'MANAGER' };
const yaba: Membership = { branchId: 'b3', branchName: 'Braids (Yaba)', role: 'STYLIST' };
const session = (list: Membership[], branchId?: string) => ({ memberships: serializeMemberships(list), branchId });

describe('businessView', () => {
  it('opens the branch ?branch= names when it is theirs, else the remembered one, else the first', () => {
    const all = [lekki, ikeja, yaba];
    expect(businessView(session(all, 'b2'), '?user=calendar&branch=b3')).toMatchObject({ branchId: 'b3' });
    expect(businessView(session(all, 'b2'), '?branch=someone-elses')).toMatchObject({ branchId: 'b2' });
    expect(businessView(session(all, 'gone'), '')).toMatchObject({ branchId: 'b1' });
  });

  it('gives each role its panels there, and the switcher only to someone in several branches', () => {
    const all = [lekki, ikeja, yaba];
    expect(businessView(session(all), '?branch=b1')!.panels).toContain('branches');
    const manager = businessView(session(all), '?branch=b2')!;
    expect(manager.role).toBe('MANAGER');
    expect(manager.panels).toEqual([
      'calendar',
      'services',
      'employees',
      'hours',
      'appointments',
      'reports',
      'team',
      'change-password',
    ]);
    expect(businessView(session(all), '?branch=b3')!.panels).toEqual(['calendar', 'change-password']);
    expect(businessView(session(all), '')!.branches).toEqual(all);
    expect(businessView(session([yaba]), '')!.branches).toEqual([]);
  });

  it('takes a session from before memberships as the owner of its stored branch; no branch, no view', () => {
    expect(businessView({ branchId: 'b9' }, '')).toMatchObject({ branchId: 'b9', role: 'OWNER', branches: [] });
    expect(businessView({}, '')).toBeNull();
  });
});

describe('memberships in the session', () => {
  it('survive storage, and anything unreadable counts as none', () => {
    expect(parseMemberships(serializeMemberships([lekki, yaba]))).toEqual([lekki, yaba]);
    expect(serializeMemberships([])).toBe('');
    expect(parseMemberships(undefined)).toEqual([]);
    expect(parseMemberships('{not json')).toEqual([]);
    expect(parseMemberships('{"branchId":"b1"}')).toEqual([]);
    expect(parseMemberships('[null, 3, {"branchId":"b1","branchName":"x","role":"OWNER"}]')).toHaveLength(1);
  });

  it('a customer on a team works in a salon; the stylist and manager land on the calendar', () => {
    expect(worksInSalon({ role: 'Customer', memberships: serializeMemberships([ikeja]) })).toBe(true);
    expect(worksInSalon({ role: 'Customer' })).toBe(false);
    expect(worksInSalon({ role: 'Business' })).toBe(true);
    expect([landingPanel('OWNER'), landingPanel('MANAGER'), landingPanel('STYLIST')]).toEqual([
      'business-details',
      'calendar',
      'calendar',
    ]);
  });
});
