/**
 * Calls a running server as the apps do, for process tests: JSON in and out, logins, and one booking attempt the way
 * the booking flow makes it (a day's slots, the staff free for one, then the booking).
 */
import type { Random } from '../../server/seed/random.ts';

/** status 0: no HTTP answer; `body` then names the network error (ECONNREFUSED: the request never left). */
export interface Answer {
  status: number;
  body: any;
}

export interface CallInit {
  method?: string;
  token?: string;
  json?: unknown;
  form?: Record<string, string>;
}

/** Sends one request to a server (or, in the fault test, to one of several). */
export type Send = (path: string, init?: CallInit) => Promise<Answer>;

export async function call(base: string, path: string, init: CallInit = {}): Promise<Answer> {
  const headers: Record<string, string> = {};
  if (init.token) headers.Authorization = `Bearer ${init.token}`;
  let body: BodyInit | undefined;
  if (init.json !== undefined) {
    headers['Content-Type'] = 'application/json';
    body = JSON.stringify(init.json);
  } else if (init.form) {
    body = new URLSearchParams(init.form);
  }
  try {
    const res = await fetch(`${base}${path}`, {
      method: init.method ?? (body ? 'POST' : 'GET'),
      headers,
      body,
      signal: AbortSignal.timeout(60_000),
    });
    const text = await res.text();
    try {
      return { status: res.status, body: JSON.parse(text) };
    } catch {
      return { status: res.status, body: text };
    }
  } catch (err) {
    const cause = (err as { cause?: { code?: string } }).cause;
    return { status: 0, body: cause?.code ?? String(err) };
  }
}

export const caller =
  (base: string): Send =>
  (path, init) =>
    call(base, path, init);

export interface Session {
  token: string;
  userId: string;
  branchId: string | null;
}

export async function login(send: Send, email: string, password: string): Promise<Session> {
  const res = await send('/api/Auth/login', { form: { Username: email, Password: password } });
  if (res.status !== 200) throw new Error(`login of ${email} answered ${res.status}: ${JSON.stringify(res.body)}`);
  return { token: res.body.token, userId: res.body.userId, branchId: res.body.branchId };
}

export interface Salon {
  branchId: string;
  serviceIds: string[];
  /** Bookable days (yyyy-m-d), this month and the next. */
  dates: string[];
}

export async function loadSalon(send: Send, branchUrl: string): Promise<Salon> {
  const branch = await send(`/api/Branch/GetByURL/${branchUrl}`);
  const branchId: string = branch.body.data.branchId;
  const serviceIds = (branch.body.data.branchServices as { services: { serviceId: string }[] }[]).flatMap((group) =>
    group.services.map((s) => s.serviceId),
  );
  const dates: string[] = [];
  const thisMonth = await send(`/api/Branch/MonthlyAvailability?BranchId=${branchId}`);
  dates.push(...(thisMonth.body.data as { fullDate: string }[]).map((d) => d.fullDate));
  const next = new Date();
  next.setUTCDate(1);
  next.setUTCMonth(next.getUTCMonth() + 1);
  const firstOfNext = `${next.getUTCFullYear()}-${next.getUTCMonth() + 1}-1`;
  const nextMonth = await send(`/api/Branch/MonthlyAvailability?BranchId=${branchId}&AppointmentDate=${firstOfNext}`);
  dates.push(...(nextMonth.body.data as { fullDate: string }[]).map((d) => d.fullDate));
  return { branchId, serviceIds, dates };
}

export interface BookingAttempt {
  /** The answer to the booking itself; undefined when no slot or no employee was free (nothing was written). */
  answer?: Answer;
  employeeId?: string;
  start?: string;
  serviceId?: string;
}

/** One random booking: a service, a day, one of its free start times and one of the staff free then. */
export async function attemptBooking(send: Send, token: string, salon: Salon, rnd: Random): Promise<BookingAttempt> {
  const serviceId = rnd.pick(salon.serviceIds);
  const date = rnd.pick(salon.dates);
  const slots = await send(
    `/api/Branch/TodaysAvailability?BranchId=${salon.branchId}&AppointmentDate=${date}&ServiceIds=${serviceId}`,
  );
  if (slots.status !== 200) return { answer: slots };
  if (!slots.body.data.length) return {};
  const start: string = rnd.pick(slots.body.data);
  const staff = await send(
    `/api/BranchEmployee/GetByBranch?BranchId=${salon.branchId}&AppointmentDate=${encodeURIComponent(start)}` +
      `&ServiceIds=${serviceId}`,
  );
  if (staff.status !== 200) return { answer: staff };
  if (!staff.body.data.length) return {};
  const employeeId: string = rnd.pick(staff.body.data as { branchEmployeeId: string }[]).branchEmployeeId;
  const answer = await send('/api/Appointment/Insert', {
    token,
    json: { startDateTime: start, branchEmployeeId: employeeId, appointmentServices: [{ serviceId }] },
  });
  return { answer, employeeId, start, serviceId };
}
