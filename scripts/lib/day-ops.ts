/**
 * The day's mix for `npm run bench:day`: page views, and the API calls the site's islands make (src/lib/api.ts),
 * each sent as the browser sends it. The booking flow is chained as customers walk it: a day's times are read, then
 * who is free at one of them, then that time is booked (or, for a booking made earlier in the run, moved to it), so
 * bookings go to times the server just offered and lose only real races (409). What the API acknowledged is kept
 * for the database checks at the end.
 */
import { addDays, localDateOf, type LocalDate } from '../../server/domain/time.ts';
import { CUSTOMER_PASSWORD, skewedPicker, type Fixtures } from './day-fixtures.ts';
import type { Answer, Op, Prepared } from './day-load.ts';

/** A time the server offered and who was free then; each of them is taken once (booked, or moved to). */
interface FreeTime {
  branch: number;
  serviceId: string;
  start: string;
  employeeIds: string[];
  at: number;
}
interface DayTimes {
  branch: number;
  serviceId: string;
  times: string[];
  at: number;
}
interface Booking {
  id: string;
  customer: number;
  branch: number;
  serviceId: string;
}

/**
 * What the API acknowledged: the booking's latest time and employee, and whether it was cancelled; `uncertain` once a
 * change of it got no answer or a 5xx (the process may have died before or after writing it).
 */
export interface Acknowledged {
  start: string;
  employeeId: string;
  cancelled: boolean;
  uncertain?: boolean;
}

/** An offered time older than this is not acted on: a customer does not book from a page left open for minutes. */
const FRESH_MS = 60_000;
const unknownOutcome = (a: Answer) => a.status < 0 || a.status >= 500;
const PAGE_HEADERS = { 'accept-encoding': 'br, gzip' };
const API_HEADERS = { 'accept-encoding': 'gzip, br' };

export function dayMix(f: Fixtures, ownerTokens: Map<string, string>, random: () => number) {
  const popular = skewedPicker(f.branches.length, random);
  const any = <T>(items: readonly T[]) => items[Math.floor(random() * items.length)]!;
  const today = new Map<string, LocalDate>();
  const todayIn = (tz: string) => today.get(tz) ?? today.set(tz, localDateOf(new Date(), tz)).get(tz)!;
  const dayText = (d: LocalDate) => `${d.year}-${d.month}-${d.day}`;
  const isoDay = (d: LocalDate) => `${d.year}-${String(d.month).padStart(2, '0')}-${String(d.day).padStart(2, '0')}`;
  const auth = (token: string) => ({ ...API_HEADERS, authorization: `Bearer ${token}` });
  const json = (token: string) => ({ ...auth(token), 'content-type': 'application/json' });
  const dataOf = (a: Answer) => (a.body as { data?: unknown } | undefined)?.data;

  const recentDays: DayTimes[] = [];
  const freeStack: FreeTime[] = [];
  const acknowledged = new Map<string, Acknowledged>();
  const keep = <T>(list: T[], item: T, max: number) => {
    list.push(item);
    if (list.length > max) list.splice(0, list.length - max);
  };

  /** The newest offered time (matching `wanted`) with someone still free: one of them, taken off the list. */
  const takeFreeTime = (wanted: (t: FreeTime) => boolean = () => true) => {
    for (let k = freeStack.length - 1; k >= Math.max(0, freeStack.length - 200); k--) {
      const t = freeStack[k]!;
      if (performance.now() - t.at > FRESH_MS) {
        freeStack.splice(0, k + 1); // older ones are older still
        return undefined;
      }
      if (!wanted(t)) continue;
      const [employeeId] = t.employeeIds.splice(Math.floor(random() * t.employeeIds.length), 1);
      if (!t.employeeIds.length) freeStack.splice(k, 1);
      return { t, employeeId: employeeId! };
    }
    return undefined;
  };

  // The run's bookings not cancelled, also by branch and service (what a free time can take them to).
  const live: Booking[] = [];
  const liveByKey = new Map<string, Booking[]>();
  const keyOf = (branch: number, serviceId: string) => `${branch} ${serviceId}`;
  const addLive = (b: Booking) => {
    live.push(b);
    const key = keyOf(b.branch, b.serviceId);
    (liveByKey.get(key) ?? liveByKey.set(key, []).get(key)!).push(b);
  };
  /** Takes a booking out of the live lists while a change of it is under way (it comes back unless cancelled). */
  const takeLive = (b: Booking) => {
    for (const list of [live, liveByKey.get(keyOf(b.branch, b.serviceId))!]) {
      list[list.indexOf(b)] = list[list.length - 1]!;
      list.pop();
    }
    return b;
  };

  const get = (path: string, then?: (a: Answer) => void, token?: string): Prepared => ({
    request: { path, headers: token ? auth(token) : API_HEADERS, json: Boolean(then) },
    then,
  });
  const page = (name: string, weight: number, path: () => string): Op => ({
    name,
    kind: 'page',
    weight,
    prepare: () => ({ request: { path: path(), headers: PAGE_HEADERS } }),
  });
  const catalogRead = (name: string, weight: number, path: (b: Fixtures['branches'][number]) => string): Op => ({
    name,
    kind: 'read',
    weight,
    prepare: () => get(`/api/${path(f.branches[popular()]!)}`),
  });

  /** A day 1 to 21 days ahead: its start times for one service of the cart (BookingFlow's loadSlots). */
  const daySlots = (): Prepared => {
    const branch = popular();
    const b = f.branches[branch]!;
    const serviceId = any(b.serviceIds);
    const date = addDays(todayIn(b.timeZone), 1 + Math.floor(random() * 21));
    return get(
      `/api/Branch/TodaysAvailability?BranchId=${b.id}&AppointmentDate=${dayText(date)}&ServiceIds=${serviceId}`,
      (a) => {
        const times = dataOf(a);
        if (a.status === 200 && Array.isArray(times) && times.length)
          keep(recentDays, { branch, serviceId, times: times as string[], at: performance.now() }, 200);
      },
    );
  };

  /** Who is free at a time just offered (BookingFlow's loadStaff); before any day was read, a day is read. */
  const freeStaff = (): Prepared => {
    const day = recentDays.length ? recentDays[recentDays.length - 1 - Math.floor(random() * recentDays.length)] : null;
    if (!day) return daySlots();
    const b = f.branches[day.branch]!;
    const start = any(day.times);
    return get(
      `/api/BranchEmployee/GetByBranch?BranchId=${b.id}&AppointmentDate=${encodeURIComponent(start)}` +
        `&ServiceIds=${day.serviceId}`,
      (a) => {
        const staff = dataOf(a) as { branchEmployeeId: string }[] | undefined;
        if (a.status !== 200 || !Array.isArray(staff) || !staff.length) return;
        const employeeIds = staff.map((s) => s.branchEmployeeId);
        keep(
          freeStack,
          { branch: day.branch, serviceId: day.serviceId, start, employeeIds, at: performance.now() },
          500,
        );
      },
    );
  };

  /** Books the most recently offered free time with one of those free then (BookingFlow's book). */
  const book = (): Prepared | undefined => {
    const free = takeFreeTime();
    if (!free) return undefined;
    const { t, employeeId } = free;
    const customer = Math.floor(random() * f.customers.length);
    const body = {
      startDateTime: t.start,
      branchEmployeeId: employeeId,
      appointmentServices: [{ serviceId: t.serviceId }],
    };
    const slot = t;
    return {
      request: {
        method: 'POST',
        path: '/api/Appointment/Insert',
        headers: json(f.customers[customer]!.token),
        body: JSON.stringify(body),
        json: true,
      },
      then: (a) => {
        const id = dataOf(a);
        if (a.status !== 200 || typeof id !== 'string') return;
        acknowledged.set(id, { start: slot.start, employeeId, cancelled: false });
        addLive({ id, customer, branch: slot.branch, serviceId: slot.serviceId });
      },
    };
  };

  const cancel = (): Prepared | undefined => {
    if (!live.length) return undefined;
    const b = takeLive(live[Math.floor(random() * live.length)]!);
    return {
      request: {
        method: 'PUT',
        path: `/api/Appointment/CancelBooking?AppointmentId=${b.id}`,
        headers: json(f.customers[b.customer]!.token),
        body: JSON.stringify({ appointmentId: b.id }),
      },
      then: (a) => {
        if (a.status === 200) acknowledged.get(b.id)!.cancelled = true;
        // A 409 after a fault may be nginx's retry of a cancel the killed process had done (PUT counts as idempotent).
        else if (unknownOutcome(a) || a.status === 409) acknowledged.get(b.id)!.uncertain = true;
        else addLive(b);
      },
    };
  };

  /** Moves a booking of the run to a time just offered at its branch for its service (RescheduleDialog). */
  const reschedule = (): Prepared | undefined => {
    // A booking of that branch and service at another time (a move to its own time is refused: 400).
    const elsewhere = (t: FreeTime) => (b: Booking) => acknowledged.get(b.id)!.start !== t.start;
    const movable = (t: FreeTime) => liveByKey.get(keyOf(t.branch, t.serviceId)) ?? [];
    const free = takeFreeTime((t) => movable(t).some(elsewhere(t)));
    if (!free) return undefined;
    const { t, employeeId } = free;
    const b = takeLive(any(movable(t).filter(elsewhere(t))));
    return {
      request: {
        method: 'PUT',
        path: '/api/Appointment/Reschedule',
        headers: json(f.customers[b.customer]!.token),
        body: JSON.stringify({ appointmentId: b.id, startDateTime: t.start, branchEmployeeId: employeeId }),
      },
      then: (a) => {
        if (a.status === 200) Object.assign(acknowledged.get(b.id)!, { start: t.start, employeeId });
        if (unknownOutcome(a)) acknowledged.get(b.id)!.uncertain = true;
        else addLive(b);
      },
    };
  };

  /** The owner's calendar: mostly a day near today, sometimes the week (CalendarPanel's day and week views). */
  const calendar = (): Prepared => {
    const b = any(f.calendarBranches);
    const from = addDays(todayIn(b.timeZone), Math.floor(random() * 5) - 1);
    const to = random() < 0.3 ? addDays(from, 6) : from;
    const query = `BranchId=${b.id}&From=${isoDay(from)}&To=${isoDay(to)}`;
    return get(`/api/Appointment/Calendar?${query}`, undefined, ownerTokens.get(b.id)!);
  };

  const login = (): Prepared => {
    const i = Math.floor(random() * f.customers.length);
    const c = f.customers[i]!;
    return {
      request: {
        method: 'POST',
        path: '/api/Auth/login',
        headers: { ...API_HEADERS, 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams({ Username: c.email, Password: CUSTOMER_PASSWORD }).toString(),
        json: true,
      },
      then: (a) => {
        const token = (a.body as { token?: string } | undefined)?.token;
        if (a.status === 200 && token) c.token = token;
      },
    };
  };

  const pages: Op[] = [
    page('page: home', 15, () => '/'),
    page('page: all salons', 10, () => '/branches'),
    page('page: category', 15, () => `/category/${any(f.categoryUrls)}`),
    page('page: salon', 50, () => `/branches/${f.branches[popular()]!.url}`),
    page('page: booking', 10, () => `/appointments/${f.branches[popular()]!.id}`),
  ];
  // The suggested API mix: 35% times, 25% catalog, 10% calendar, 10% logins, 12% bookings, 5% cancels, 3% moves.
  const api: Op[] = [
    {
      name: 'bookable dates (month)',
      kind: 'read',
      weight: 7,
      prepare: () => {
        const b = f.branches[popular()]!;
        return get(`/api/Branch/MonthlyAvailability?BranchId=${b.id}&AppointmentDate=${dayText(todayIn(b.timeZone))}`);
      },
    },
    { name: 'times of a day', kind: 'read', weight: 14, prepare: daySlots },
    { name: 'free staff at a time', kind: 'read', weight: 14, prepare: freeStaff },
    catalogRead('branch by URL', 10, (b) => `Branch/GetByURL/${b.url}`),
    catalogRead('services', 6, (b) => `Service/GetByBranch?BranchId=${b.id}`),
    catalogRead('employees', 4, (b) => `BranchEmployee/GetByBranch?BranchId=${b.id}`),
    catalogRead('opening hours', 3, (b) => `BranchAvailability/GetByBranch?BranchId=${b.id}`),
    catalogRead('categories', 2, () => 'Category/GetByStatus'),
    { name: 'salon calendar', kind: 'read', weight: 10, prepare: calendar },
    { name: 'login', kind: 'write', weight: 10, prepare: login },
    { name: 'book', kind: 'write', weight: 12, prepare: book, allows409: true },
    { name: 'cancel', kind: 'write', weight: 5, prepare: cancel },
    { name: 'reschedule', kind: 'write', weight: 3, prepare: reschedule, allows409: true },
  ];
  return { pages, api, acknowledged };
}
