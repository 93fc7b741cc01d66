/**
 * The one API client. In the browser it calls `/api` on the same origin; at build time it calls API_URL.
 * Answers are unwrapped from the envelope; failures throw ApiError carrying the server's message.
 */
import ky, { HTTPError } from 'ky';
import type { FindQuery } from './search-cursor.ts';
import type {
  BusinessDetails,
  Service,
  StaffMember,
  BranchDetail,
  BranchIndexEntry,
  BranchSummary,
  Listing,
  SitemapEntry,
  Blog,
  CatalogVersion,
  Category,
  Employee,
  FaqGroup,
  SearchData,
  FindAnswer,
  Suggestion,
  SubscriptionData,
  SubscriptionType,
  Testimonial,
  Timing,
  StaffInput,
  StaffUpdateInput,
  WeekInput,
  Appointment,
  AvailableDate,
  NewAppointment,
  BranchSubscription,
  BusinessType,
  LoginAnswer,
  PasswordInput,
  PaymentCheckout,
  Profile,
  ProfileInput,
  MessageChoices,
  MessageChoicesInput,
  SubscriptionRecordInput,
  AppointmentMove,
  BranchSettings,
  Rescheduled,
  Calendar,
  SalonBooking,
  TimeOff,
  OwnerBranch,
  NewBranchInput,
  TeamMember,
  InviteInput,
  TeamRole,
  InvitationPreview,
  Membership,
  Deposit,
  DepositType,
  WaitlistJoin,
  WaitlistEntry,
  WaitlistOffer,
  WaitingCustomer,
  ReportSummary,
} from './types.ts';

export class ApiError extends Error {
  readonly status: number;
  /** The envelope's data on failure, when the server sent some (e.g. the bookings in the way of a 409). */
  readonly data: unknown;
  constructor(status: number, message: string, data?: unknown) {
    super(message);
    this.status = status;
    this.data = data;
  }
}

const prefixUrl = import.meta.env.SSR ? (process.env.API_URL ?? 'http://127.0.0.1:4321/api') : '/api';
// The build reads the whole catalog: from an API on this machine it asks for the answers uncompressed (compressing
// 7 MB pages of branch details there and inflating them here only took the cores from the build).
const local = import.meta.env.SSR && /^(localhost|127\.0\.0\.1|\[::1\])$/.test(new URL(prefixUrl).hostname);
const http = ky.create({
  prefixUrl,
  timeout: 60_000,
  retry: { limit: 2, methods: ['get'] },
  headers: local ? { 'Accept-Encoding': 'identity' } : undefined,
});

type SendOptions = {
  form?: Record<string, string>;
  multipart?: FormData;
  json?: unknown;
  searchParams?: Record<string, string>;
  token?: string;
};

async function send<T>(method: 'post' | 'put' | 'delete', path: string, options: SendOptions = {}) {
  const body = options.multipart ?? (options.form ? new URLSearchParams(options.form) : undefined);
  const headers = options.token ? { Authorization: `Bearer ${options.token}` } : undefined;
  try {
    return await http(path, { method, body, json: options.json, searchParams: options.searchParams, headers }).json<
      { message?: string; data?: T } & Record<string, unknown>
    >();
  } catch (err) {
    throw await toApiError(err);
  }
}

async function get<T>(
  path: string,
  searchParams?: Record<string, string>,
  token?: string,
  signal?: AbortSignal,
): Promise<T> {
  try {
    const headers = token ? { Authorization: `Bearer ${token}` } : undefined;
    const body = await http.get(path, { searchParams, headers, signal }).json<{ data: T }>();
    return body.data;
  } catch (err) {
    // A request its caller cancelled (a newer keystroke) rejects as the AbortError it is, not as a failure to show.
    if (signal?.aborted) throw err;
    throw await toApiError(err);
  }
}

/** Query parameters without the empty ones, as strings. */
const present = (q: Record<string, string | number | undefined>) =>
  Object.fromEntries(
    Object.entries(q)
      .filter(([, v]) => v !== undefined && v !== '')
      .map(([k, v]) => [k, String(v)]),
  );

/** The server's message when it sent one, otherwise a plain sentence. */
export async function toApiError(err: unknown): Promise<ApiError> {
  if (err instanceof HTTPError) {
    const body = (await err.response.json().catch(() => undefined)) as { message?: string; data?: unknown } | undefined;
    return new ApiError(err.response.status, body?.message ?? `Request failed (${err.response.status}).`, body?.data);
  }
  return new ApiError(0, 'Could not reach the server. Check your connection and try again.');
}

export const api = {
  topBranches: () => get<BranchSummary[]>('Branch/GetTopActiveBranches'),
  activeBranches: () => get<BranchSummary[]>('Branch/GetActiveBranches'),
  searchBranches: (q: { CategoryURL?: string; ServiceName?: string; Location?: string; BusinessName?: string }) =>
    get<BranchSummary[]>(
      'Branch/SearchBranches',
      Object.fromEntries(Object.entries(q).filter(([, v]) => v)) as Record<string, string>,
    ),
  branchByUrl: (url: string) => get<BranchDetail>(`Branch/GetByURL/${encodeURIComponent(url)}`),
  searchData: () => get<SearchData>('Branch/SearchData'),
  /** A page of branches (issue 35): typed words, filters, Near; the answer's `next` as Cursor gives the page after. */
  findBranches: (query: FindQuery & { Cursor?: string; Limit?: number }, signal?: AbortSignal) =>
    get<FindAnswer>('Branch/Find', present({ ...query }), undefined, signal),
  /** Up to 8 salons, services and areas for typed text (2 characters or more); `kind` asks for one kind only. */
  suggest: (text: string, signal?: AbortSignal, kind?: Suggestion['kind']) =>
    get<Suggestion[]>('Search/Suggest', present({ Query: text, Kind: kind }), undefined, signal),
  timings: (branchId: string) => get<Timing[]>('BranchAvailability/GetByBranch', { BranchId: branchId }),
  categories: () => get<Category[]>('Category/GetByStatus'),
  testimonials: () => get<Testimonial[]>('Testimonial/GetHomePage'),
  faqs: () => get<FaqGroup[]>('FAQ/GetBySubject'),
  blogs: () => get<Blog[]>('Blog/Get'),
  plans: () => get<SubscriptionType[]>('SubscriptionType/GetByStatus'),
  planFeatures: () => get<SubscriptionData[]>('SubscriptionData/Get'),
  employees: (branchId: string) => get<Employee[]>('BranchEmployee/GetByBranch', { BranchId: branchId }),
  catalogVersion: () => get<CatalogVersion>('Catalog/Version'),
  login: (username: string, password: string) =>
    send<never>('post', 'Auth/login', { form: { Username: username, Password: password } }) as Promise<LoginAnswer>,
  sendResetPassword: (email: string, domainUrl: string) =>
    send<never>('post', 'Users/SendResetPassword', {
      searchParams: { Email: email, DomainURL: domainUrl },
      form: { Email: email, DomainURL: domainUrl },
    }),
  /** 200 when the e-mail is free; throws ApiError (409) with the server's message when it is taken. */
  checkEmail: (email: string) => send<never>('post', 'Auth/check-email', { searchParams: { email }, json: { email } }),
  registerCustomer: (fields: { Name: string; Email: string; Password: string; PhoneNumber: string }) =>
    send<never>('post', 'Auth/register', { form: { ...fields, DomainURL: location.origin } }),
  /** The spec's business registration payload (section 3), as a form. */
  registerBusiness: (fields: Record<string, string>) =>
    send<never>('post', 'business/register-business', { form: fields }),
  confirmEmail: (email: string, token: string) => send<never>('post', 'Users/ConfirmEmail', { json: { email, token } }),
  resetPassword: (email: string, token: string, password: string, confirmPassword: string) =>
    send<never>('post', 'Users/ResetPassword', { json: { email, token, password, confirmPassword }, token }),
  profile: (token: string, userId: string) => get<Profile>('Users/GetById', { UserId: userId }, token),
  updateProfile: (token: string, userId: string, p: ProfileInput) =>
    send<never>('put', 'Users', { token, searchParams: { id: userId, ...p }, form: { id: userId, ...p } }),
  /** The channels you get booking messages on (e-mail, SMS, WhatsApp) and the number texts go to (issue 30). */
  messageChoices: (token: string) => get<MessageChoices>('Users/Messages', undefined, token),
  /** Saves the channels; answers the server's message and the choices as saved, or throws its refusal (400). */
  saveMessageChoices: (token: string, choices: MessageChoicesInput) =>
    send<MessageChoices>('put', 'Users/Messages', { token, json: choices }),
  /** Sent in the body only (the spec's client also put them in the query string, where servers log them). */
  changePassword: (token: string, userId: string, p: PasswordInput) =>
    send<never>('post', 'Users/ChangePassword', { token, searchParams: { id: userId }, form: { id: userId, ...p } }),
  businessDetails: (token: string, branchId: string) =>
    get<BusinessDetails>('Business/GetByBranch', { BranchId: branchId }, token),
  /** Multipart: the spec's fields plus ImageFile. */
  updateBusiness: (token: string, form: FormData) =>
    send<never>('put', 'Business/UpdateBusiness', { token, multipart: form }),
  myServices: (token: string, branchId: string) => get<Service[]>('Service/GetMine', { BranchId: branchId }, token),
  insertService: (token: string, form: FormData) => send<never>('post', 'Service/Insert', { token, multipart: form }),
  updateService: (token: string, form: FormData) => send<never>('put', 'Service/Update', { token, multipart: form }),
  /** A service's deposit rule (PERCENT: whole percent 1-100; FIXED: naira up to the price; NONE: 0). */
  setServiceDeposit: (token: string, rule: { serviceId: string; type: DepositType; value: number }) =>
    send<Service>('put', 'Service/Deposit', { token, json: rule }),
  deleteService: (token: string, branchId: string, id: string) =>
    send<never>('delete', 'Service/Delete', { token, searchParams: { id, BranchId: branchId } }),
  myStaff: (token: string, branchId: string) =>
    get<StaffMember[]>('BranchEmployee/GetMine', { BranchId: branchId }, token),
  insertStaff: (token: string, fields: StaffInput) =>
    send<never>('post', 'BranchEmployee/Insert', { token, json: fields }),
  updateStaff: (token: string, fields: StaffUpdateInput) =>
    send<never>('put', 'BranchEmployee/Update', { token, json: fields }),
  deactivateStaff: (token: string, branchId: string, id: string) =>
    send<never>('delete', 'BranchEmployee/Delete', { token, searchParams: { id, BranchId: branchId } }),
  saveHours: (token: string, branchId: string, week: WeekInput) =>
    send<Timing[]>('put', 'BranchAvailability/Update', { token, searchParams: { BranchId: branchId }, json: week }),
  businessTypes: () => get<BusinessType[]>('BusinessType/Get'),
  initiatePayment: (token: string, subscriptionTypeId: string, branchId: string) =>
    send<PaymentCheckout>('post', 'Payment/Initiate', {
      token,
      json: { subscriptionTypeId, branchId },
    }),
  branchSubscriptions: (token: string, branchId: string) =>
    get<BranchSubscription[]>('BranchSubscription/GetByBranch', { BranchId: branchId }, token),
  recordSubscription: (token: string, fields: SubscriptionRecordInput) =>
    send<never>('post', 'BranchSubscription/Insert', { token, form: fields }),
  subscribe: (email: string) => send<null>('post', 'Newsletter/Subscribe', { json: { email } }),
  branchById: (id: string) => get<BranchDetail>(`Branch/GetById/${encodeURIComponent(id)}`),
  /** Bookable dates in the month of `appointmentDate` (year-month-day, no zero padding). */
  monthlyAvailability: (branchId: string, appointmentDate: string) =>
    get<AvailableDate[]>('Branch/MonthlyAvailability', { BranchId: branchId, AppointmentDate: appointmentDate }),
  /** A day's start times (ISO date-times) that fit the whole cart. */
  todaysAvailability: (branchId: string, appointmentDate: string, serviceIds: string[]) =>
    get<string[]>('Branch/TodaysAvailability', {
      BranchId: branchId,
      AppointmentDate: appointmentDate,
      ServiceIds: serviceIds.join(','),
    }),
  /** The employees free for the cart from `at` (an ISO date-time). */
  freeEmployees: (branchId: string, at: string, serviceIds: string[]) =>
    get<Employee[]>('BranchEmployee/GetByBranch', {
      BranchId: branchId,
      AppointmentDate: at,
      ServiceIds: serviceIds.join(','),
    }),
  /**
   * Books; answers the server's message, the new appointment's id and its deposit (issue 29): when that is DUE, the
   * time is only held until the customer pays at its checkoutUrl. A lost race throws ApiError 409; the payment
   * gateway down throws 503 (the hold was released).
   */
  insertAppointment: (token: string, appointment: NewAppointment) =>
    send<string>('post', 'Appointment/Insert', { token, json: appointment }).then((body) => ({
      message: body.message ?? '',
      appointmentId: body.data as string,
      deposit: (body.deposit as Deposit | null | undefined) ?? null,
    })),
  /**
   * Back from the deposit's checkout: the server verifies the payment with the gateway (never the return URL's
   * status) and answers the appointment once its deposit is paid; otherwise throws ApiError (402 not paid, 404 an
   * unknown reference, 403 not yours) with the server's message.
   */
  depositStatus: (token: string, txRef: string) => get<Appointment>('Appointment/Deposit', { txRef }, token),
  appointmentById: (token: string, id: string) => get<Appointment>('Appointment/GetById', { id }, token),
  /** The customer's own appointments, newest first ('My Appointments'). */
  customerAppointments: (token: string, customerId?: string) =>
    get<Appointment[]>('Appointment/GetByUser', customerId ? { CustomerId: customerId } : undefined, token),
  /** The salon's appointments, newest first; the branch comes from the token when none is stored. */
  branchAppointments: (token: string, branchId?: string) =>
    get<Appointment[]>('Appointment/GetByBranchId', branchId ? { BranchId: branchId } : undefined, token),
  /** Cancels (customer before it starts, salon before it ends, never once paid); answers the server's message. */
  cancelAppointment: (token: string, appointmentId: string, userId?: string) =>
    send<never>('put', 'Appointment/CancelBooking', {
      token,
      searchParams: { AppointmentId: appointmentId, ...(userId ? { UserId: userId } : {}) },
      json: { appointmentId },
    }),
  /** The salon marks an appointment done and paid at the venue; answers the server's message. */
  completeAppointment: (token: string, appointmentId: string) =>
    send<never>('post', `Appointment/Completed/${encodeURIComponent(appointmentId)}`, {
      token,
      searchParams: { AppointmentId: appointmentId },
      json: { AppointmentId: appointmentId },
    }),
  /** The customer's rating (1 to 5) and review of a completed appointment, once; answers the server's message. */
  reviewAppointment: (token: string, appointmentId: string, rating: number, review: string) =>
    send<never>('put', 'Appointment/UpdateReview', {
      token,
      searchParams: { AppointmentId: appointmentId, Rating: String(rating), Review: review },
      json: { appointmentId, rating, review },
    }),
  /** The salon's calendar of local dates From..To (YYYY-MM-DD in the branch's zone, at most 31 days). */
  calendar: (token: string, branchId: string, from: string, to: string) =>
    get<Calendar>('Appointment/Calendar', { BranchId: branchId, From: from, To: to }, token),
  /** The salon books a walk-in or phone customer; answers the server's message and the new appointment's id. */
  insertBySalon: (token: string, booking: SalonBooking) =>
    send<string>('post', 'Appointment/InsertBySalon', { token, json: booking }).then((body) => ({
      message: body.message ?? '',
      appointmentId: body.data as string,
    })),
  /** The salon marks that the customer never came; answers the server's message. */
  markNoShow: (token: string, appointmentId: string) =>
    send<never>('put', `Appointment/NoShow/${encodeURIComponent(appointmentId)}`, { token }),
  /** The branch's staff time off of local dates From..To. */
  timeOff: (token: string, branchId: string, from: string, to: string) =>
    get<TimeOff[]>('BranchEmployee/TimeOff', { BranchId: branchId, From: from, To: to }, token),
  /** Blocks an employee's time; a 409 (time off over live bookings) throws ApiError whose data lists them. */
  addTimeOff: (
    token: string,
    input: { branchEmployeeId: string; startDateTime: string; endDateTime: string; reason: string },
  ) =>
    send<string>('post', 'BranchEmployee/TimeOff', { token, json: input }).then((body) => ({
      message: body.message ?? '',
      timeOffId: body.data as string,
    })),
  deleteTimeOff: (token: string, timeOffId: string) =>
    send<never>('delete', `BranchEmployee/TimeOff/${encodeURIComponent(timeOffId)}`, { token }),
  /** A page of full branch details for the build. */
  branchPage: (after: string | undefined, limit = 500) =>
    get<BranchDetail[]>('Catalog/Branches', { limit: String(limit), ...(after ? { after } : {}) }),
  branchIndex: () => get<BranchIndexEntry[]>('Catalog/BranchIndex'),
  /** A listing page's first branches and count (a live update's render: never the whole index). */
  listing: (query: Record<string, string>) => get<Listing>('Catalog/Listing', query),
  /** One of the sitemap's branch files. */
  sitemapBranches: (bucket: string) => get<SitemapEntry[]>(`Catalog/Sitemap/${bucket}`),
  /** The sitemap's files that hold a branch. */
  sitemapFiles: () => get<string[]>('Catalog/SitemapFiles'),
  /** Moves an appointment to a free time (same services and prices); a lost race throws ApiError 409. */
  rescheduleAppointment: (token: string, move: AppointmentMove) =>
    send<Rescheduled>('put', 'Appointment/Reschedule', { token, json: move }),
  /** The appointment of a signed manage link (from a reminder mail). */
  manageAppointment: (linkToken: string) => get<Appointment>('Manage/Appointment', { token: linkToken }),
  /** Moves the link's appointment (the customer's rules), without logging in. */
  manageReschedule: (linkToken: string, move: Omit<AppointmentMove, 'appointmentId'>) =>
    send<Rescheduled>('put', 'Manage/Reschedule', {
      json: { token: linkToken, ...move },
    }),
  /** Cancels the link's appointment, without logging in; answers the server's message. */
  manageCancel: (linkToken: string) => send<never>('put', 'Manage/Cancel', { json: { token: linkToken } }),
  /** Your branch's reminder times, minimum notice for bookings and changes, and whether it texts customers. */
  branchSettings: (token: string, branchId: string) =>
    get<BranchSettings>('Branch/Settings', { BranchId: branchId }, token),
  saveBranchSettings: (token: string, branchId: string, settings: BranchSettings) =>
    send<BranchSettings>('put', 'Branch/Settings', { token, searchParams: { BranchId: branchId }, json: settings }),

  /** The owner's branches: list, open one (data: its id), close or reopen one. */
  ownerBranches: (token: string) => get<OwnerBranch[]>('Business/Branches', undefined, token),
  insertBranch: (token: string, branch: NewBranchInput) =>
    send<string>('post', 'Branch/Insert', { token, json: branch }),
  setBranchActive: (token: string, branchId: string, active: boolean) =>
    send<{ active: boolean }>('put', `Branch/Status/${encodeURIComponent(branchId)}`, { token, json: { active } }),

  /** A salon's team (issue 28); where you work, as the login answered it, read now. */
  myMemberships: (token: string) => get<Membership[]>('Team/Mine', undefined, token),
  team: (token: string, branchId: string) => get<TeamMember[]>('Team', { BranchId: branchId }, token),
  inviteMember: (token: string, invite: InviteInput) => send<string>('post', 'Team/Invite', { token, json: invite }),
  changeRole: (token: string, memberId: string, role: TeamRole) =>
    send<{ role: TeamRole }>('put', `Team/${encodeURIComponent(memberId)}`, { token, json: { role } }),
  removeMember: (token: string, memberId: string) =>
    send<never>('delete', `Team/${encodeURIComponent(memberId)}`, { token }),
  /** Waits for a time on a day (issue 31); answers the server's message and the entry's id, or throws its refusal. */
  joinWaitlist: (token: string, entry: WaitlistJoin) =>
    send<string>('post', 'Waitlist', { token, json: entry }).then((body) => ({
      message: body.message ?? '',
      waitlistId: body.data as string,
    })),
  /** Your waitlist entries, active and past, newest first. */
  myWaitlist: (token: string) => get<WaitlistEntry[]>('Waitlist/Mine', undefined, token),
  leaveWaitlist: (token: string, waitlistId: string) =>
    send<never>('delete', `Waitlist/${encodeURIComponent(waitlistId)}`, { token }),
  /**
   * What an offer link (`?offer=`) holds: the cart, the day and the time, OPEN or TAKEN. An ended entry throws
   * ApiError 409 and a link that is not one 404, each with the server's message.
   */
  waitlistOffer: (linkToken: string) => get<WaitlistOffer>('Waitlist/Offer', { token: linkToken }),
  /** Who waits for a day of the salon's branch (owner or manager). */
  branchWaitlist: (token: string, branchId: string, date: string) =>
    get<WaitingCustomer[]>('Waitlist/Branch', { BranchId: branchId, Date: date }, token),
  /** The salon books a waiting customer into a free time; answers the server's message and the appointment's id. */
  bookFromWaitlist: (token: string, waitlistId: string, at: { startDateTime: string; branchEmployeeId: string }) =>
    send<string>('post', `Waitlist/${encodeURIComponent(waitlistId)}/Book`, { token, json: at }).then((body) => ({
      message: body.message ?? '',
      appointmentId: body.data as string,
    })),
  /** A period's report (local dates From..To, at most 366 days) of a branch, or 'all' of the owner's branches. */
  reportSummary: (token: string, branchId: string | 'all', from: string, to: string) =>
    get<ReportSummary>('Reports/Summary', { BranchId: branchId, From: from, To: to }, token),
  /** The report's appointments as a CSV file (the panel saves it: a link cannot carry the token). */
  reportCsv: async (token: string, branchId: string | 'all', from: string, to: string): Promise<Blob> => {
    try {
      const headers = { Authorization: `Bearer ${token}` };
      return await http
        .get('Reports/Export', { searchParams: { BranchId: branchId, From: from, To: to }, headers })
        .blob();
    } catch (err) {
      throw await toApiError(err);
    }
  },
  invitation: (linkToken: string) => get<InvitationPreview>('Team/Invitation', { token: linkToken }),
  /** Joins the team: a new account's password, or the invited address's own session (`token`). */
  acceptInvitation: (linkToken: string, join: { password: string } | { token: string }) =>
    send<never>('post', 'Team/Accept', {
      json: { token: linkToken, ...('password' in join ? { password: join.password } : {}) },
      token: 'token' in join ? join.token : undefined,
    }) as Promise<LoginAnswer>,
};
