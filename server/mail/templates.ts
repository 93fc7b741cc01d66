/** The words of each mail. Plain text first (every client shows it), a light HTML version beside it. */
import { escapeHtml as escape } from '../http/html.ts';
import type { MailMessage } from './mailer.ts';

const BUTTON = 'background:#3b1f4a;color:#fff;padding:10px 18px;border-radius:999px;text-decoration:none';
const html = (paragraphs: string[], link: { href: string; label: string }) =>
  '<div style="font-family:system-ui,sans-serif;color:#1f1a24;max-width:32rem">' +
  paragraphs.map((p) => `<p>${escape(p)}</p>`).join('') +
  `<p><a href="${escape(link.href)}" style="${BUTTON}">${escape(link.label)}</a></p>` +
  '<p style="color:#5b5361;font-size:13px">Salonbook · Book trusted salons across Nigeria</p></div>';

export function confirmEmailMail(to: string, name: string, link: string): MailMessage {
  const lines = [
    `Hello ${name},`,
    'Welcome to Salonbook. Please confirm your e-mail address to finish creating your account. ' +
      'The link works for 48 hours.',
  ];
  return {
    to,
    subject: 'Confirm your e-mail address',
    text: [
      ...lines,
      `Confirm your e-mail: ${link}`,
      'If you did not sign up, you can ignore this mail.',
      'Salonbook',
    ].join('\n\n'),
    html: html([...lines, 'If you did not sign up, you can ignore this mail.'], {
      href: link,
      label: 'Confirm my e-mail',
    }),
  };
}

export function resetPasswordMail(to: string, name: string, link: string): MailMessage {
  const lines = [
    `Hello ${name},`,
    'Someone asked to reset the password of your Salonbook account. The link works once, for one hour.',
  ];
  return {
    to,
    subject: 'Reset your password',
    text: [
      ...lines,
      `Choose a new password: ${link}`,
      'If it was not you, ignore this mail: your password stays as it is.',
      'Salonbook',
    ].join('\n\n'),
    html: html([...lines, 'If it was not you, ignore this mail: your password stays as it is.'], {
      href: link,
      label: 'Choose a new password',
    }),
  };
}

/** The invitation to a salon's team: the one-time link that sets a password (or, with an account, accepts). */
export function teamInviteMail(
  to: string,
  invite: { fullName: string; businessName: string; role: string; invitedBy: string },
  link: string,
): MailMessage {
  const role = invite.role.toLowerCase();
  const lines = [
    `Hello ${invite.fullName},`,
    `${invite.invitedBy} invites you to join ${invite.businessName} on Salonbook as a ${role}. ` +
      'The link works once, for 7 days.',
  ];
  const ignore = 'If you do not know this salon, you can ignore this mail.';
  return {
    to,
    subject: `Join ${invite.businessName} on Salonbook`,
    text: [...lines, `Join the team: ${link}`, ignore, 'Salonbook'].join('\n\n'),
    html: html([...lines, ignore], { href: link, label: 'Join the team' }),
  };
}

export interface BookingMailData {
  appointmentNo: string;
  customerName: string;
  businessName: string;
  address: string;
  employeeName: string;
  when: string;
  services: { name: string; price: string }[];
  total: string;
  /** The deposit when the booking asked one: its amount, its state in words, what is left for the venue. */
  deposit?: { amount: string; state: string; atVenue: string };
}

const bookingLines = (b: BookingMailData) => [
  `Appointment ${b.appointmentNo} at ${b.businessName}`,
  `When: ${b.when}`,
  `Where: ${b.address}`,
  `With: ${b.employeeName}`,
  ...b.services.map((s) => `• ${s.name}: ${s.price}`),
  ...(b.deposit
    ? [
        `Total: ${b.total}`,
        `Deposit ${b.deposit.state}: ${b.deposit.amount}`,
        `To pay at the venue: ${b.deposit.atVenue}`,
      ]
    : [`Total to pay at the venue: ${b.total}`]),
];

/**
 * What happened to a deposit, to the customer: the hold ran out unpaid (the time was released), a payment came after
 * the time was taken (it is being refunded), or a refund went through.
 */
export function depositMail(
  to: string,
  b: BookingMailData,
  kind: 'expired' | 'late' | 'refunded',
  siteUrl: string,
): MailMessage {
  const amount = b.deposit?.amount ?? '';
  const words = {
    expired: {
      subject: `Booking not confirmed: ${b.businessName}, ${b.when}`,
      intro:
        `Hello ${b.customerName}, the deposit for this booking was not paid in time, so it was not confirmed and ` +
        'the time was released. Nothing was charged. You are welcome to book again.',
    },
    late: {
      subject: `Deposit refunded: ${b.businessName}, ${b.when}`,
      intro:
        `Hello ${b.customerName}, your deposit of ${amount} arrived after the time was held for you and someone else ` +
        'has booked it since, so your booking could not be confirmed. We are refunding the deposit in full.',
    },
    refunded: {
      subject: `Deposit refunded: ${b.businessName}, ${b.when}`,
      intro:
        `Hello ${b.customerName}, your deposit of ${amount} has been refunded ` +
        'to the card or account you paid with.',
    },
  }[kind];
  const lines = [words.intro, ...bookingLines(b)];
  const link = new URL(kind === 'refunded' ? '/customer-account?user=appointments' : '/branches', siteUrl).toString();
  const label = kind === 'refunded' ? 'See my appointments' : 'Book again';
  return {
    to,
    subject: words.subject,
    text: `${lines.join('\n')}\n\n${label}: ${link}\n\nSalonbook`,
    html: html(lines, { href: link, label }),
  };
}

export function bookingConfirmedMail(
  to: string,
  b: BookingMailData,
  audience: 'customer' | 'salon',
  ics: string,
  siteUrl: string,
): MailMessage {
  const intro =
    audience === 'customer'
      ? `Hello ${b.customerName}, your booking has been confirmed.`
      : `New booking from ${b.customerName}.`;
  const lines = [intro, ...bookingLines(b)];
  const link = new URL(
    audience === 'customer' ? '/customer-account?user=appointments' : '/business-account?user=appointments',
    siteUrl,
  ).toString();
  return {
    to,
    subject:
      audience === 'customer'
        ? `Booking confirmed: ${b.businessName}, ${b.when}`
        : `New booking ${b.appointmentNo}: ${b.when}`,
    text: `${lines.join('\n')}\n\nSee your appointments: ${link}\n\nSalonbook`,
    html: html(lines, { href: link, label: 'See my appointments' }),
    attachments: [
      { filename: 'appointment.ics', contentType: 'text/calendar; charset=utf-8; method=REQUEST', content: ics },
    ],
  };
}

export function bookingCancelledMail(
  to: string,
  b: BookingMailData,
  audience: 'customer' | 'salon',
  ics: string,
  siteUrl: string,
): MailMessage {
  const lines = [
    audience === 'customer'
      ? `Hello ${b.customerName}, your appointment has been cancelled.`
      : `Appointment ${b.appointmentNo} with ${b.customerName} has been cancelled.`,
    ...bookingLines(b),
  ];
  const link = new URL('/branches', siteUrl).toString();
  return {
    to,
    subject: `Booking cancelled: ${b.businessName}, ${b.when}`,
    text: `${lines.join('\n')}\n\nBook again any time: ${link}\n\nSalonbook`,
    html: html(lines, { href: link, label: 'Find a salon' }),
    attachments: [
      { filename: 'appointment.ics', contentType: 'text/calendar; charset=utf-8; method=CANCEL', content: ics },
    ],
  };
}

export function bookingRescheduledMail(
  to: string,
  b: BookingMailData,
  audience: 'customer' | 'salon',
  ics: string,
  siteUrl: string,
  previousWhen: string,
): MailMessage {
  const lines = [
    audience === 'customer'
      ? `Hello ${b.customerName}, your appointment has been moved to a new time.`
      : `Appointment ${b.appointmentNo} with ${b.customerName} has been moved to a new time.`,
    `It was: ${previousWhen}`,
    ...bookingLines(b),
  ];
  const link = new URL(
    audience === 'customer' ? '/customer-account?user=appointments' : '/business-account?user=appointments',
    siteUrl,
  ).toString();
  return {
    to,
    subject: `Booking moved: ${b.businessName}, ${b.when}`,
    text: `${lines.join('\n')}\n\nSee your appointments: ${link}\n\nSalonbook`,
    html: html(lines, { href: link, label: 'See my appointments' }),
    attachments: [
      { filename: 'appointment.ics', contentType: 'text/calendar; charset=utf-8; method=REQUEST', content: ics },
    ],
  };
}

/** A reminder before an appointment: what, when and where, what to pay, and a link to move or cancel it. */
export function bookingReminderMail(to: string, b: BookingMailData, ics: string, manageUrl: string): MailMessage {
  const lines = [
    `Hello ${b.customerName}, this is a reminder of your appointment at ${b.businessName}.`,
    ...bookingLines(b),
    'Plans changed? You can reschedule or cancel with the link below until the appointment starts.',
  ];
  return {
    to,
    subject: `Reminder: ${b.businessName}, ${b.when}`,
    text: `${lines.join('\n')}\n\nReschedule or cancel: ${manageUrl}\n\nSalonbook`,
    html: html(lines, { href: manageUrl, label: 'Reschedule or cancel' }),
    attachments: [
      { filename: 'appointment.ics', contentType: 'text/calendar; charset=utf-8; method=REQUEST', content: ics },
    ],
  };
}

/** What a waitlist offer says (issue 31): the freed time, where, with whom and for what. */
export interface WaitlistOfferData {
  customerName: string;
  businessName: string;
  address: string;
  /** "Saturday, 5 December 2026 at 10:00 am" in the branch's zone. */
  when: string;
  employeeName: string;
  services: string[];
}

/** A freed time offered to someone on the waitlist; the link opens the booking page with it chosen. */
export function waitlistOfferMail(to: string, o: WaitlistOfferData, link: string): MailMessage {
  const lines = [
    `Hello ${o.customerName},`,
    `A time you were waiting for has opened at ${o.businessName}, ${o.address}: ${o.when}, with ${o.employeeName}.`,
    `Services: ${o.services.join(', ')}.`,
    'Everyone waiting for it is told at once, and the first to book it gets it. If it is taken when you open the ' +
      "link, you will see the day's other times.",
  ];
  return {
    to,
    subject: `A time opened at ${o.businessName} on ${o.when} — book it`,
    text: `${lines.join('\n\n')}\n\nBook it: ${link}\n\nSalonbook`,
    html: html(lines, { href: link, label: 'Book this time' }),
  };
}
