/**
 * What each role of a salon's team may do, per branch (issue 28). Deny by default: a right not listed here is
 * refused. OWNER is the business account (and co-owners): everything, in every branch. MANAGER runs a branch's day and
 * its catalog, not its plan, payments or team. STYLIST sees and closes their own appointments, nothing else.
 */
export const TEAM_ROLES = ['OWNER', 'MANAGER', 'STYLIST'] as const;
export type TeamRole = (typeof TEAM_ROLES)[number];

/**
 * owner: business details, branches, plans and payments, the team. salon: services, staff rows, hours, booking
 * settings. day: the whole calendar, bookings, walk-ins, time off, no-shows. own-day: one's own appointments.
 */
export type Right = 'owner' | 'salon' | 'day' | 'own-day';

const RIGHTS: Record<TeamRole, readonly Right[]> = {
  OWNER: ['owner', 'salon', 'day', 'own-day'],
  MANAGER: ['salon', 'day', 'own-day'],
  STYLIST: ['own-day'],
};

/** One branch someone works in, and as what; a stylist's employee row. */
export interface Membership {
  branchId: string;
  branchName: string;
  role: TeamRole;
  branchEmployeeId: string | null;
}

/** Memberships as an answer shows them (the login, the caller's own list): without the stylist's employee row. */
export const shownMemberships = (list: readonly Membership[]) =>
  list.map(({ branchId, branchName, role }) => ({ branchId, branchName, role }));

export const mayAs = (role: TeamRole, right: Right) => RIGHTS[role].includes(right);

/** Whether the memberships grant `right` on this branch. */
export const may = (memberships: readonly Membership[], right: Right, branchId: string) =>
  memberships.some((m) => m.branchId === branchId && mayAs(m.role, right));

/** The branches where the memberships grant `right`. */
export const branchesWith = (memberships: readonly Membership[], right: Right) =>
  memberships.filter((m) => mayAs(m.role, right)).map((m) => m.branchId);

/** Whether the memberships include this branch, in any role. */
export const worksIn = (memberships: readonly Membership[], branchId: string) =>
  memberships.some((m) => m.branchId === branchId);

/** The employee row someone is as a stylist of this branch, if they are one there. */
export const stylistIn = (memberships: readonly Membership[], branchId: string) =>
  memberships.find((m) => m.branchId === branchId && m.role === 'STYLIST')?.branchEmployeeId ?? undefined;

/** The employee rows of a stylist's memberships: the appointments that are theirs. */
export const ownEmployees = (memberships: readonly Membership[]) =>
  memberships.flatMap((m) => (m.role === 'STYLIST' && m.branchEmployeeId ? [m.branchEmployeeId] : []));

const STRENGTH: Record<TeamRole, number> = { OWNER: 3, MANAGER: 2, STYLIST: 1 };

/** One membership per branch, the strongest role winning (an owner also invited as a stylist stays the owner). */
export function strongestPerBranch(list: readonly Membership[]): Membership[] {
  const byBranch = new Map<string, Membership>();
  for (const m of list) {
    const seen = byBranch.get(m.branchId);
    if (!seen || STRENGTH[m.role] > STRENGTH[seen.role]) byBranch.set(m.branchId, m);
  }
  return [...byBranch.values()];
}

/** How long an invitation link works. */
export const INVITE_LIFETIME_MS = 7 * 24 * 3_600_000;
