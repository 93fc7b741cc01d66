/** The API's answer types, inferred from the server's own zod schemas (type-only: nothing of the server ships). */
import type { z } from 'zod';
import type * as B from '../../server/http/booking-schemas.ts';
import type * as A from '../../server/http/account-schemas.ts';
import type * as S from '../../server/http/schemas.ts';
import type * as F from '../../server/http/salon-forms.ts';
import type * as T from '../../server/http/team-schemas.ts';
import type * as W from '../../server/http/waitlist-schemas.ts';
import type * as R from '../../server/http/report-schemas.ts';
import type * as Q from '../../server/http/search-schemas.ts';

export type BranchSummary = z.infer<typeof S.BranchSummary>;
export type BranchDetail = z.infer<typeof S.BranchDetail>;
export type BranchIndexEntry = z.infer<typeof S.BranchIndexEntry>;
export type Listing = z.infer<typeof S.Listing>;
export type SitemapEntry = z.infer<typeof S.SitemapEntry>;
export type BranchChange = z.infer<typeof S.BranchChange>;
export type Service = z.infer<typeof S.Service>;
/** What a service asks up front (issue 29): its rule (PERCENT: whole percent; FIXED: naira), the kobo it asks now. */
export type ServiceDeposit = Service['deposit'];
export type DepositType = ServiceDeposit['type'];
export type Timing = z.infer<typeof S.Timing>;
export type Review = z.infer<typeof S.Review>;
export type Category = z.infer<typeof S.Category>;
export type SearchData = z.infer<typeof S.SearchData>;
/** GET /api/Branch/Find (issue 35): a page of branches (with distanceKm when Near was given) and the next cursor. */
export type FindAnswer = z.infer<typeof Q.FindAnswer>;
export type FoundBranch = z.infer<typeof Q.FoundBranch>;
/** GET /api/Search/Suggest: a salon, service or area and the page it opens. */
export type Suggestion = z.infer<typeof Q.Suggestion>;
export type Testimonial = z.infer<typeof S.Testimonial>;
export type FaqGroup = z.infer<typeof S.FaqGroup>;
export type Blog = z.infer<typeof S.Blog>;
export type SubscriptionType = z.infer<typeof S.SubscriptionType>;
export type SubscriptionData = z.infer<typeof S.SubscriptionData>;
export type CatalogVersion = z.infer<typeof S.CatalogVersion>;
export type Employee = z.infer<typeof S.Employee>;
export type BusinessType = z.infer<typeof S.BusinessType>;

/** Accounts: the login answer, your profile and what the profile and password forms send. */
export type LoginAnswer = z.infer<typeof A.LoginAnswer>;
/** Where someone works, as what (issue 28): the login answer's memberships. */
export type Membership = LoginAnswer['memberships'][number];
export type TeamRole = Membership['role'];
/** A branch's team, an invitation as the join page shows it, what an invitation sends. */
export type TeamMember = z.infer<typeof T.TeamMember>;
export type InvitationPreview = z.infer<typeof T.InvitationPreview>;
export type InviteInput = z.input<typeof T.InviteBody>;
/** The owner's branches, and what opening one sends. */
export type OwnerBranch = z.infer<typeof F.OwnerBranch>;
export type NewBranchInput = z.input<typeof F.NewBranchBody>;
export type Profile = z.infer<typeof A.Profile>;
export type ProfileInput = Required<Pick<z.input<typeof A.ProfileForm>, 'name' | 'email' | 'phoneno'>>;
export type PasswordInput = Omit<z.input<typeof A.PasswordForm>, 'id'>;
/**
 * The channels someone gets their booking messages on (Users/Messages, issue 30), and the number texts go to:
 * `phone` in E.164 or '', `mobile` when it is a number we can text, `stopped` when it replied STOP (no texts go to it).
 */
export type MessageChoices = z.infer<typeof A.MessageChoices>;
/** What saving the choices sends. */
export type MessageChoicesInput = z.input<typeof A.MessageChoicesBody>;
/** Plans: the checkout Payment/Initiate answers, a branch's plans, and what records a paid one. */
export type PaymentCheckout = z.infer<typeof A.PaymentCheckout>;
export type BranchSubscription = z.infer<typeof A.BranchSubscription>;
export type SubscriptionRecordInput = z.input<typeof A.SubscriptionRecordForm>;

/** The owner's view of their business (Business/GetByBranch). */
export type BusinessDetails = z.infer<typeof A.BusinessDetails>;
export type StaffMember = z.infer<typeof A.StaffMember>;
/** A bookable date (Branch/MonthlyAvailability): fullDate 2026-12-05, date 5, day 'Sat'. */
export type AvailableDate = z.infer<typeof A.AvailableDate>;
/** What the owner's staff and hours forms send. */
export type StaffInput = z.input<typeof A.StaffForm> & { branchId: string };
export type StaffUpdateInput = z.input<typeof A.StaffUpdateForm> & { branchId: string };
export type WeekInput = z.input<typeof A.Week>;

/** One service line of a booking: duration as '{h}Hrs-{m}Min'. */
export type AppointmentServiceLine = NonNullable<
  z.input<typeof B.AppointmentInsertBody>['appointmentServices']
>[number] & {
  startTime: string;
  endTime: string;
  price: number;
  duration: string;
};

/**
 * The appointment as the booking flow creates it (spec section 3): what Appointment/Insert reads, plus the fields the
 * spec's client sends along, which the server recomputes or ignores.
 */
export type NewAppointment = z.input<typeof B.AppointmentInsertBody> & {
  appointmentId: string;
  appointmentNo: string;
  appointmentDateTime: string;
  startDateTime: string;
  endDateTime: string;
  duration: number;
  bookingStatus: string;
  paymentStatus: string;
  modeOfPayment: string;
  paymentPlace: string;
  subTotal: number;
  discount: number;
  total: number;
  tax: number;
  review: string;
  rating: number;
  branchEmployeeId: string;
  createdDate: string;
  updatedDate: string;
  employeeName: string;
  businessName: string;
  businessEmail: string;
  appointmentServices: AppointmentServiceLine[];
  userId: string;
};

/** An appointment as read (Appointment/GetById), with its branch's time zone and how it was booked. */
export type Appointment = z.infer<typeof B.AppointmentRead>;
/** An appointment's deposit (issue 29): amounts in kobo; checkoutUrl only while it is due. */
export type Deposit = z.infer<typeof B.DepositRead>;
export type DepositStatus = Deposit['status'];
/** The salon's calendar (Appointment/Calendar). */
export type Calendar = z.infer<typeof B.Calendar>;
export type CalendarAppointment = Calendar['appointments'][number];
export type CalendarEmployee = Calendar['employees'][number];
export type TimeOff = z.infer<typeof B.TimeOff>;
export type SalonBooking = z.input<typeof B.InsertBySalonBody>;
/** Where an appointment moves to (Appointment/Reschedule): its new start and, optionally, another employee. */
export type AppointmentMove = z.input<typeof B.RescheduleBody>;
export type Rescheduled = z.infer<typeof B.Rescheduled>;
/** Whether a branch texts its customers about their bookings, and on which channel (issue 30). */
export type TextChannel = 'off' | 'sms' | 'whatsapp';
/**
 * A branch's reminder times, minimum notice, cancellation window and text channel (Branch/Settings).
 * The text channel is declared by hand until the server's schema has it (issue 30); then the intersection is a no-op.
 */
export type BranchSettings = z.infer<typeof B.BranchSettings>;
/** The bookings in the way of a time off (the data of its 409). */
export type BookingConflict = NonNullable<z.infer<typeof B.ConflictBody>['data']>[number];

/** The waitlist (issue 31): a window of a day, a customer's entry, an offer link's time, a waiting customer. */
export type WaitlistWindow = z.infer<typeof W.WaitlistWindow>;
export type WaitlistStatus = z.infer<typeof W.WaitlistStatus>;
export type WaitlistJoin = z.input<typeof W.WaitlistJoinBody>;
export type WaitlistEntry = z.infer<typeof W.WaitlistEntry>;
export type WaitlistOffer = z.infer<typeof W.WaitlistOffer>;
export type WaitingCustomer = z.infer<typeof W.WaitingCustomer>;

/** Reports (issue 32): a period's figures beside the period before it. */
export type ReportSummary = z.infer<typeof R.ReportSummary>;
export type ReportTotals = ReportSummary['totals'];
