/**
 * A salon of the test's own, made through the public API exactly as a real owner makes one: the business
 * registration form, the confirmation link from the development mailbox, login, then opening hours, staff and
 * services through the owner's calls. Every test that writes to a diary (books, moves, cancels, completes, blocks
 * time) does so at a salon of its own, so no two tests running at the same moment ever want the same time.
 *
 * What the salon looks like is chosen so that it cannot disturb the tests that read the shared catalog:
 * - its name is "E2E" and digits: the name searches of other tests (two or three letters of a demo salon's name,
 *   pages.spec and search.spec) never match it, nor does the quick search's most common two-letter start;
 * - its place is a demo place (Yaba, Lagos) and its services carry names of demo services, so the quick search's
 *   lists of places and services stay as they are, and no search page is missing for a new name;
 * - its services are in the last category, not the first, whose page pages.spec compares with the API;
 * - it has no reviews (rated 0), so it is never one of the top branches the other specs read.
 */
import { expect, type APIRequestContext } from '@playwright/test';
import { apiGet, branchByUrl, categories, type BranchDetail, type Service } from './helpers.ts';
import { confirmByMail, login, uniqueDigits, uniqueEmail, type Account, type Session } from './session.ts';

/** A business account as registered (not yet logged in). */
export interface Business extends Account {
  businessName: string;
  contactName: string;
  businessTypeId: string;
}

/**
 * Registers a business with the registration form's fields and confirms its e-mail through the development mailbox.
 * `who` starts the e-mail address.
 */
export async function registerBusiness(request: APIRequestContext, who = 'owner'): Promise<Business> {
  const [type] = await apiGet<{ businessTypeId: string }[]>(request, 'BusinessType/Get');
  const business: Business = {
    email: uniqueEmail(who),
    password: 'Salon@2026!',
    businessName: `E2E ${uniqueDigits()}`,
    contactName: 'Bola Ade',
    businessTypeId: type!.businessTypeId,
  };
  const res = await request.post('/api/business/register-business', {
    form: {
      businessName: business.businessName,
      contactName: business.contactName,
      businessTypeId: business.businessTypeId,
      location: 'Yaba',
      landline: '01 234 5678',
      mobileNo: '0803 444 5555',
      email: business.email,
      address: '12 Herbert Macaulay Way',
      zipCode: '101212',
      city: 'Lagos',
      country: 'Nigeria',
      password: business.password,
    },
  });
  expect(res.ok(), `register-business answered ${res.status()}: ${await res.text()}`).toBeTruthy();
  await confirmByMail(request, business.email);
  return business;
}

/** One service to offer. */
export interface ServiceSpec {
  name: string;
  hours: number;
  minutes: number;
  price: number;
}

/** One day of the week's opening hours, as the owner's hours form sends it (1 = Monday .. 7 = Sunday). */
export interface DayHours {
  dayNumber: number;
  openingTime: number;
  closingTime: number;
  isOpened: boolean;
}

/** The same hours every day of the week. */
export const everyDay = (openingTime: number, closingTime: number): DayHours[] =>
  [1, 2, 3, 4, 5, 6, 7].map((dayNumber) => ({ dayNumber, openingTime, closingTime, isOpened: true }));

/** Open every day around the clock. */
export const AROUND_THE_CLOCK = everyDay(0, 24);

export interface SalonOptions {
  /** Starts the owner's e-mail address. */
  who?: string;
  /** The staff, by name (each works the salon's hours); one stylist unless given. */
  staff?: string[];
  /** The services, in the order they are added; one silk press unless given. */
  services?: ServiceSpec[];
  /** The week; 9:00 to 18:00 every day unless given. */
  hours?: DayHours[];
}

/** A salon of the test's own, and its owner logged in. */
export interface OwnSalon {
  business: Business;
  owner: Session & { branchId: string };
  branchId: string;
  /** The branch as the public API shows it (name, URL, services by category, hours). */
  branch: BranchDetail;
  /** Its services as the public API lists them, in the order they were given. */
  services: Service[];
  /** Its staff, in the order they were given. */
  employees: { branchEmployeeId: string; name: string }[];
}

const SILK_PRESS: ServiceSpec = { name: 'Silk press', hours: 1, minutes: 0, price: 9000 };

/** Makes a salon of the test's own (see the top of this file): about a dozen API calls, two of them hash a password. */
export async function ownSalon(request: APIRequestContext, options: SalonOptions = {}): Promise<OwnSalon> {
  const { who = 'salon', staff = ['Ada Bello'], services = [SILK_PRESS], hours = everyDay(9, 18) } = options;
  const [business, category] = await Promise.all([
    registerBusiness(request, who),
    categories(request).then((all) => all.at(-1)!),
  ]);
  const session = await login(request, business.email, business.password);
  const branchId = session.branchId!;
  const headers = { Authorization: `Bearer ${session.token}` };
  const expectOk = async (what: string, res: Awaited<ReturnType<APIRequestContext['post']>>) =>
    expect(res.ok(), `${what} answered ${res.status()}: ${await res.text()}`).toBeTruthy();

  await expectOk(
    'the opening hours',
    await request.put(`/api/BranchAvailability/Update?BranchId=${branchId}`, { headers, data: hours }),
  );
  // One at a time, as the owner's forms add them.
  for (const name of staff)
    await expectOk(
      `adding ${name}`,
      await request.post('/api/BranchEmployee/Insert', { headers, data: { branchId, name } }),
    );
  for (const s of services)
    await expectOk(
      `adding ${s.name}`,
      await request.post('/api/Service/Insert', {
        headers,
        form: {
          branchId,
          serviceName: s.name,
          description: `${s.name}, done with care.`,
          categoryId: category.categoryId,
          durationHours: String(s.hours),
          durationMinutes: String(s.minutes),
          price: String(s.price),
        },
      }),
    );

  const [branch, team] = await Promise.all([
    apiGet<BranchDetail>(request, `Branch/GetById/${branchId}`),
    request
      .get(`/api/BranchEmployee/GetMine?BranchId=${branchId}`, { headers })
      .then(async (res) => ((await res.json()) as { data: { branchEmployeeId: string; name: string }[] }).data),
  ]);
  const listed = branch.branchServices.flatMap((g) => g.services);
  return {
    business,
    owner: { ...session, branchId },
    branchId,
    branch,
    services: services.map((s) => listed.find((l) => l.serviceName === s.name)!),
    employees: staff.map((name) => team.find((e) => e.name === name)!),
  };
}

/**
 * Waits until the salon's public page is live with every service on it: the server puts a new or changed salon's
 * pages up within seconds (server/site/live.ts, every SITE_POLL_SECONDS), and until then its URL answers 404.
 * Answers the branch as the public API shows it now.
 */
export async function publicPageOf(request: APIRequestContext, salon: OwnSalon): Promise<BranchDetail> {
  const path = `/branches/${salon.branch.branchUrl}`;
  await expect
    .poll(
      async () => {
        const res = await request.get(path);
        if (res.status() !== 200) return `answers ${res.status()}`;
        const html = await res.text();
        const missing = salon.services.filter((s) => !html.includes(`Add ${s.serviceName}`));
        return missing.length ? `lacks ${missing.map((s) => s.serviceName).join(', ')}` : 'live';
      },
      // The live path renders in a fraction of a second, but polls every 5 s and waits for the machine.
      { message: `${path} is live with its services`, timeout: 60_000, intervals: [500, 1000] },
    )
    .toBe('live');
  return branchByUrl(request, salon.branch.branchUrl);
}

/**
 * Books, through the API, the first free time of the service at the branch this month or the next (date, time,
 * employee; a time taken meanwhile, 409, is skipped), and answers the appointment as GetById reads it.
 */
export async function bookFirstFree<T = { appointmentId: string; appointmentNo: string }>(
  request: APIRequestContext,
  customer: Session,
  branchId: string,
  serviceId: string,
): Promise<T> {
  const auth = { Authorization: `Bearer ${customer.token}` };
  const today = new Date();
  const nextMonth = new Date(Date.UTC(today.getUTCFullYear(), today.getUTCMonth() + 1, 1));
  const nextMonthDate = `${nextMonth.getUTCFullYear()}-${nextMonth.getUTCMonth() + 1}-1`;
  const dates = [
    ...(await apiGet<{ fullDate: string }[]>(request, `Branch/MonthlyAvailability?BranchId=${branchId}`)),
    ...(await apiGet<{ fullDate: string }[]>(
      request,
      `Branch/MonthlyAvailability?BranchId=${branchId}&AppointmentDate=${nextMonthDate}`,
    )),
  ];
  for (const { fullDate } of dates) {
    const slots = await apiGet<string[]>(
      request,
      `Branch/TodaysAvailability?BranchId=${branchId}&AppointmentDate=${fullDate}&ServiceIds=${serviceId}`,
    );
    for (const slot of slots) {
      const query = `BranchId=${branchId}&AppointmentDate=${encodeURIComponent(slot)}&ServiceIds=${serviceId}`;
      const staff = await apiGet<{ branchEmployeeId: string }[]>(request, `BranchEmployee/GetByBranch?${query}`);
      for (const { branchEmployeeId } of staff) {
        const res = await request.post('/api/Appointment/Insert', {
          headers: auth,
          data: { startDateTime: slot, branchEmployeeId, appointmentServices: [{ serviceId }] },
        });
        if (res.status() === 409) continue;
        expect(res.ok(), await res.text()).toBeTruthy();
        const id = ((await res.json()) as { data: string }).data;
        const read = await request.get(`/api/Appointment/GetById?id=${id}`, { headers: auth });
        return ((await read.json()) as { data: T }).data;
      }
    }
  }
  throw new Error('no free slot at the salon in two months');
}
