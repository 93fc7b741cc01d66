/**
 * What the business account shows whom (issue 28): the memberships a login answered, kept in the session; the branch
 * chosen (remembered, or named by `?branch=`); the role there and the panels that role may open. The server checks
 * every call on its own (server/domain/team.ts); this only keeps people from menus that would refuse them.
 */
// Types only: the nav's script reads this module on every page, and must not pull in the API client.
import type { BusinessPanel } from './account-forms.ts';
import type { Membership, TeamRole } from './types.ts';

/** The panels each role opens (the menu keeps its own order). */
const ROLE_PANELS: Record<TeamRole, readonly BusinessPanel[]> = {
  OWNER: [
    'calendar',
    'business-details',
    'services',
    'employees',
    'hours',
    'appointments',
    'reports',
    'team',
    'branches',
    'change-password',
  ],
  MANAGER: ['calendar', 'services', 'employees', 'hours', 'appointments', 'reports', 'team', 'change-password'],
  STYLIST: ['calendar', 'change-password'],
};

/** The session's memberships (a JSON string in storage); none when missing or unreadable. */
export function parseMemberships(raw: string | undefined): Membership[] {
  if (!raw) return [];
  try {
    const list: unknown = JSON.parse(raw);
    return Array.isArray(list) ? (list as Membership[]).filter((m) => m && typeof m.branchId === 'string') : [];
  } catch {
    return [];
  }
}

export const serializeMemberships = (list: readonly Membership[]) => (list.length ? JSON.stringify(list) : '');

/** Whether the session belongs on the business account: an owner's account, or anyone on a salon's team. */
export const worksInSalon = (session: { role?: string; memberships?: string }) =>
  session.role === 'Business' || parseMemberships(session.memberships).length > 0;

/** Where the business account opens for this role: a stylist on their own day, a manager on the calendar. */
export const landingPanel = (role: TeamRole): BusinessPanel => (role === 'OWNER' ? 'business-details' : 'calendar');

export interface BusinessView {
  /** The branch every panel works on. */
  branchId: string;
  role: TeamRole;
  /** The panels this role opens there. */
  panels: readonly BusinessPanel[];
  /** The branches to switch between (more than one), each with its role. */
  branches: Membership[];
}

/**
 * The business account as this session sees it: the branch `?branch=` names (if theirs), else the remembered one,
 * else the first; the role there, and its panels. A session from before memberships (none stored) is its branch's
 * owner, as it was then.
 */
export function businessView(
  session: { branchId?: string; memberships?: string },
  search: string,
): BusinessView | null {
  const list = parseMemberships(session.memberships);
  const asked = new URLSearchParams(search).get('branch') ?? '';
  if (!list.length) {
    if (!session.branchId) return null;
    return { branchId: session.branchId, role: 'OWNER', panels: ROLE_PANELS.OWNER, branches: [] };
  }
  const chosen =
    list.find((m) => m.branchId === asked) ?? list.find((m) => m.branchId === session.branchId) ?? list[0]!;
  return {
    branchId: chosen.branchId,
    role: chosen.role,
    panels: ROLE_PANELS[chosen.role],
    branches: list.length > 1 ? list : [],
  };
}

/** A role as the team reads it. */
export const ROLE_LABELS: Record<TeamRole, string> = { OWNER: 'Owner', MANAGER: 'Manager', STYLIST: 'Stylist' };
