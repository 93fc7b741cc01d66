/** The API's answer types, inferred from the server's own zod schemas (type-only: nothing of the server ships). */
import type { z } from 'zod';
import type * as S from '../../server/http/schemas.ts';

export type BranchSummary = z.infer<typeof S.BranchSummary>;
export type BranchDetail = z.infer<typeof S.BranchDetail>;
export type Service = z.infer<typeof S.Service>;
export type Timing = z.infer<typeof S.Timing>;
export type Review = z.infer<typeof S.Review>;
export type Category = z.infer<typeof S.Category>;
export type SearchData = z.infer<typeof S.SearchData>;
export type Testimonial = z.infer<typeof S.Testimonial>;
export type FaqGroup = z.infer<typeof S.FaqGroup>;
export type Blog = z.infer<typeof S.Blog>;
export type SubscriptionType = z.infer<typeof S.SubscriptionType>;
export type SubscriptionData = z.infer<typeof S.SubscriptionData>;
export type CatalogVersion = z.infer<typeof S.CatalogVersion>;
export type Employee = z.infer<typeof S.Employee>;

/** The owner's view of their business (Business/GetByBranch). */
export interface BusinessDetails {
  businessId: string;
  branchId: string;
  branchUrl: string;
  businessTypeId: string;
  businessTypeName: string;
  businessTypes: { businessTypeId: string; businessTypeName: string }[];
  businessName: string;
  contactName: string;
  email: string;
  landline: string;
  mobileNo: string;
  location: string;
  city: string;
  country: string;
  zipCode: string;
  latitude: number | null;
  longitude: number | null;
  currency: string;
  status: boolean;
  rating: number;
  totalRatings: number;
  address: string;
  about: string;
  googleMapURL: string;
  imageSrc: string | null;
}

export interface StaffMember {
  branchEmployeeId: string;
  name: string;
  email: string | null;
  phoneNumber: string | null;
  isActive: boolean;
}

/** A bookable date (Branch/MonthlyAvailability): fullDate 2026-12-05, date 5, day 'Sat'. */
export interface AvailableDate {
  fullDate: string;
  date: number;
  day: string;
}

/** One service line of a booking: duration as '{h}Hrs-{m}Min'. */
export interface AppointmentServiceLine {
  serviceId: string;
  startTime: string;
  endTime: string;
  price: number;
  duration: string;
}

/** The appointment as the booking flow creates it (spec section 3); the server recomputes times and money. */
export interface NewAppointment {
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
}

/** An appointment as read (Appointment/GetById). */
export interface Appointment {
  appointmentId: string;
  appointmentNo: string;
  appointmentDateTime: string;
  endDateTime: string;
  branchId: string;
  branchUrl: string;
  businessName: string;
  customerName: string;
  employeeName: string;
  modeOfPayment: string;
  bookingStatus: string;
  paymentStatus: string;
  paymentPlace: string;
  subTotal: number;
  discount: number;
  tax: number;
  total: number;
  review: string;
  rating: number;
  name: string;
  appointmentServices: (AppointmentServiceLine & { serviceName: string })[];
}
