/**
 * Examples for the OpenAPI document, by operationId: what a partner reads first. Redocly's linter checks each one
 * against its schema (tests/api/openapi-contract.test.ts), so they cannot drift from the contract.
 */
const branchId = '5d1c2b7e-3f4a-4e8b-9c6d-1a2b3c4d5e6f';
const serviceId = '8e7d6c5b-4a39-4281-9f0e-d1c2b3a4f5e6';
const employeeId = '2f3e4d5c-6b7a-4891-8a0b-c1d2e3f4a5b6';
const appointmentId = '9a8b7c6d-5e4f-4a3b-8c2d-1e0f9a8b7c6d';

const branchSummary = {
  branchId,
  businessName: 'Adunni Hair Studio',
  branchUrl: 'adunni-hair-studio-lekki',
  imageSrc: '/images/branches/adunni-hair-studio.webp',
  address: '12 Admiralty Way, Lekki Phase 1',
  about: 'Braids, silk presses and natural hair care in Lekki.',
  location: 'Lekki',
  city: 'Lagos',
  rating: 4.6,
  totalRatings: 38,
};

const businessId = '0b6f3a52-4a7e-4c1e-9b7a-2f0c8d1e5a11';
const categoryId = '4c3b2a19-0f8e-4d7c-8b6a-5f4e3d2c1b0a';
const businessTypeId = '7c6b5a49-3e2d-4c1b-8a09-f8e7d6c5b4a3';

const service = {
  serviceId,
  branchId,
  serviceName: 'Knotless braids (medium)',
  price: 25000,
  durationHours: 4,
  durationMinutes: 0,
  categoryName: 'Braids',
  categoryId,
  description: 'Waist length; hair included.',
  status: true,
  deposit: { type: 'PERCENT', value: 20, amount: 500_000 },
};

/** The deposit of the example booking: 20% of ₦25,000, in kobo. */
const deposit = {
  amount: 500_000,
  balance: 2_000_000,
  currency: 'NGN',
  status: 'PAID',
  txRef: 'SB-DEP-3c1e6f2a-8b4d-4e0a-9f7c-1d2e3f4a5b6c',
  holdUntil: '2026-11-26T10:15:00.000Z',
  checkoutUrl: null,
};

const branchDetail = {
  ...branchSummary,
  businessId,
  businessEmail: 'hello@adunni.ng',
  phoneNumber: '+2348031234567',
  landline: '',
  country: 'Nigeria',
  zipCode: '106104',
  latitude: 6.4474,
  longitude: 3.4739,
  googleMapURL: 'https://maps.google.com/?q=6.4474,3.4739',
  currency: 'NGN',
  timeZone: 'Africa/Lagos',
  cancellationWindowHours: 24,
  images: ['/images/branches/adunni-hair-studio.webp'],
  branchServices: [{ categoryId, categoryName: 'Braids', categoryurl: 'braids', services: [service] }],
  branchTimings: [
    { dayOfWeek: 'Monday', dayNumber: 1, openingTime: 9, closingTime: 18, isOpened: true },
    { dayOfWeek: 'Sunday', dayNumber: 7, openingTime: 0, closingTime: 0, isOpened: false },
  ],
  reviews: [
    {
      reviewId: '3b2a1908-f7e6-4d5c-9b4a-39281706f5e4',
      customerName: 'Tola A.',
      imageSrc: '/images/avatars/1.webp',
      rating: 5,
      review: 'Neat parts and on time.',
      createdDate: '2026-11-02T14:10:00.000Z',
    },
  ],
  otherBranches: [
    { branchUrl: 'adunni-hair-studio-ikeja', branchName: 'Ikeja City Mall', location: 'Ikeja', city: 'Lagos' },
  ],
  updatedAt: '2026-11-20T08:00:00.000Z',
};

export const EXAMPLES: Record<string, { request?: unknown; response?: unknown }> = {
  categoryGetByStatus: {
    response: {
      status: 'Success',
      data: [
        {
          categoryId: '4c3b2a19-0f8e-4d7c-8b6a-5f4e3d2c1b0a',
          categoryurl: 'braids',
          categoryName: 'Braids',
          imageSrc: '/images/categories/braids.webp',
          description: 'Knotless, box braids, cornrows and twists.',
          status: true,
          branchCount: 21,
        },
      ],
    },
  },
  health: { response: { status: 'Success', data: { db: 'up', site: 'built', version: '0.1.0' } } },
  branchGetActiveBranches: { response: { status: 'Success', data: [branchSummary] } },
  branchSearchBranches: { response: { status: 'Success', data: [branchSummary] } },
  branchGetByUrl: { response: { status: 'Success', data: branchDetail } },
  branchFind: {
    response: {
      status: 'Success',
      data: {
        items: [{ ...branchSummary, distanceKm: 1.4 }],
        next: 'eyJ2IjoxLCJoIjoiM2YyYTFiMGMiLCJrIjpbNC42LDM4LCJBZHVubmkgSGFpciBTdHVkaW8iXSwicyI6MSwiZCI6bnVsbH0',
      },
    },
  },
  searchSuggest: {
    response: {
      status: 'Success',
      data: [
        { kind: 'service', label: 'Knotless Braids', url: '/services/ServiceName=Knotless%20Braids' },
        { kind: 'area', label: 'Lekki Phase 1', url: '/locations/Location=Lekki%20Phase%201' },
        { kind: 'salon', label: 'Adunni Hair Studio', url: '/branches/adunni-hair-studio-lekki' },
      ],
    },
  },
  serviceGetByBranch: { response: { status: 'Success', data: [service] } },
  subscriptionTypeGetByStatus: {
    response: {
      status: 'Success',
      data: [
        {
          subscriptionTypeId: '6a5b4c3d-2e1f-4a0b-9c8d-7e6f5a4b3c2d',
          subscriptionName: 'Monthly',
          usdPrice: 15,
          paymentLink: '',
          periodDays: 30,
          status: true,
        },
      ],
    },
  },
  authLogin: {
    response: {
      status: 'Success',
      message: 'Login successful.',
      token: 'eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiIuLi4ifQ.signature',
      role: 'Business',
      userId: '1f2e3d4c-5b6a-4978-8a6b-5c4d3e2f1a0b',
      branchId,
      memberships: [{ branchId, branchName: 'Adunni Hair Studio (Lekki)', role: 'OWNER' }],
    },
  },
  usersGetById: {
    response: {
      status: 'Success',
      data: { fullName: 'Tola Adebayo', email: 'tola@example.com', phoneNumber: '+2348031234567', role: 'Customer' },
    },
  },
  businessGetByBranch: {
    response: {
      status: 'Success',
      data: {
        businessId,
        branchId,
        branchUrl: branchSummary.branchUrl,
        businessTypeId,
        businessTypeName: 'Hair salon',
        businessTypes: [{ businessTypeId, businessTypeName: 'Hair salon' }],
        businessName: branchSummary.businessName,
        contactName: 'Adunni Bello',
        email: 'hello@adunni.ng',
        landline: '',
        mobileNo: '+2348031234567',
        location: 'Lekki',
        city: 'Lagos',
        country: 'Nigeria',
        zipCode: '106104',
        latitude: 6.4474,
        longitude: 3.4739,
        currency: 'NGN',
        status: true,
        rating: 4.6,
        totalRatings: 38,
        address: branchSummary.address,
        about: branchSummary.about,
        googleMapURL: 'https://maps.google.com/?q=6.4474,3.4739',
        imageSrc: branchSummary.imageSrc,
      },
    },
  },
  branchMonthlyAvailability: {
    response: {
      status: 'Success',
      data: [
        { fullDate: '2026-12-04', date: 4, day: 'Fri' },
        { fullDate: '2026-12-05', date: 5, day: 'Sat' },
      ],
    },
  },
  branchTodaysAvailability: {
    response: { status: 'Success', data: ['2026-12-05T09:00:00.000+01:00', '2026-12-05T09:30:00.000+01:00'] },
  },
  branchEmployeeGetByBranch: {
    response: { status: 'Success', data: [{ name: 'Ada Obi', branchEmployeeId: employeeId }] },
  },
  newsletterSubscribe: { request: { email: 'tola@example.com' } },
  authCheckEmail: { request: { email: 'tola@example.com' } },
  appointmentInsert: {
    request: {
      startDateTime: '2026-12-05T09:00:00.000+01:00',
      branchEmployeeId: employeeId,
      appointmentServices: [{ serviceId }],
    },
    response: {
      status: 'Success',
      message: 'Please pay the deposit to confirm your booking.',
      data: appointmentId,
      deposit: {
        ...deposit,
        status: 'DUE',
        checkoutUrl: `/api/Payment/Sandbox/Checkout?txRef=${deposit.txRef}`,
      },
    },
  },
  branchAvailabilityUpdate: {
    request: [1, 2, 3, 4, 5, 6, 7].map((dayNumber) => ({
      dayNumber,
      openingTime: 9,
      closingTime: dayNumber === 6 ? 16 : 18,
      isOpened: dayNumber !== 7,
    })),
  },
  appointmentGetById: {
    response: {
      status: 'Success',
      data: {
        appointmentId,
        appointmentNo: 'APT-100231',
        appointmentDateTime: '2026-12-05T08:00:00.000Z',
        endDateTime: '2026-12-05T12:00:00.000Z',
        branchId,
        branchUrl: 'adunni-hair-studio-lekki',
        businessName: 'Adunni Hair Studio',
        customerName: 'Tola Adeyemi',
        customerPhone: '+2348031234567',
        employeeName: 'Ada Obi',
        branchEmployeeId: employeeId,
        timeZone: 'Africa/Lagos',
        source: 'ONLINE',
        modeOfPayment: 'OFFLINE',
        bookingStatus: 'PENDING',
        paymentStatus: 'PENDING',
        paymentPlace: 'VENUE',
        subTotal: 25000,
        discount: 0,
        tax: 0,
        total: 25000,
        review: '',
        rating: 0,
        name: 'Tola Adeyemi',
        deposit,
        appointmentServices: [
          {
            serviceId,
            serviceName: 'Knotless braids (medium)',
            startTime: '2026-12-05T08:00:00.000Z',
            endTime: '2026-12-05T12:00:00.000Z',
            price: 25000,
            duration: '4Hrs-0Min',
          },
        ],
      },
    },
  },
  appointmentInsertBySalon: {
    request: {
      startDateTime: '2026-12-05T14:00:00.000+01:00',
      branchEmployeeId: employeeId,
      appointmentServices: [{ serviceId }],
      customer: { fullName: 'Bisi Okonkwo', phoneNumber: '0803 123 4567', email: 'bisi@example.com' },
    },
    response: { status: 'Success', message: 'Booked.', data: appointmentId },
  },
  appointmentReschedule: {
    request: { appointmentId, startDateTime: '2026-12-07T11:00:00.000+01:00', branchEmployeeId: employeeId },
    response: {
      status: 'Success',
      message: 'Your appointment has been moved.',
      data: { appointmentId, startDateTime: '2026-12-07T10:00:00.000Z' },
    },
  },
  manageReschedule: {
    request: {
      token: 'eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiI5YThiIn0.signature',
      startDateTime: '2026-12-07T11:00:00.000+01:00',
    },
  },
  manageCancel: { request: { token: 'eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiI5YThiIn0.signature' } },
  branchInsert: {
    request: {
      branchName: 'Ikeja City Mall',
      address: '194 Obafemi Awolowo Way',
      location: 'Ikeja',
      city: 'Lagos',
      phoneNumber: '0803 123 4567',
      timeZone: 'Africa/Lagos',
      copyFrom: branchId,
    },
    response: { status: 'Success', message: 'Branch added.', data: '6e2d1c0b-9a8f-4e7d-8c6b-5a4f3e2d1c0b' },
  },
  paymentWebhook: {
    request: {
      event: 'charge.completed',
      data: { id: 4817233, tx_ref: 'FLW-7f3a9c2e-1b4d-4c8e-9a0b-2d3e4f5a6b7c', status: 'successful' },
    },
    response: {
      status: 'Success',
      message: 'Payment recorded.',
      data: { purpose: 'plan', startsAt: '2026-11-26T10:00:00.000Z', expiresAt: '2026-12-26T10:00:00.000Z' },
    },
  },
  messagesDelivery: {
    request: { type: 'outbound', message_id: '3017544054459083819719397', status: 'Delivered' },
    response: { status: 'Success', data: { state: 'delivered' } },
  },
  messagesInbound: {
    request: { type: 'inbound', sender: '2348035550142', message: 'STOP' },
    response: {
      status: 'Success',
      message: 'Texts to this number are stopped.',
      data: { stopped: true, phone: '+2348035550142' },
    },
  },
  usersMessagesSave: {
    request: { email: true, sms: true, whatsapp: false },
    response: {
      status: 'Success',
      message: 'Message choices saved.',
      data: { email: true, sms: true, whatsapp: false, phone: '+2348035550142', mobile: true, stopped: false },
    },
  },
  waitlistJoin: {
    request: { branchId, date: '2026-12-05', window: 'MORNING', serviceIds: [serviceId] },
    response: {
      status: 'Success',
      message: 'You are on the waitlist. We will tell you when a time opens.',
      data: '3b2a1c0d-9e8f-4a7b-8c6d-5e4f3a2b1c0d',
    },
  },
  waitlistBook: {
    request: { startDateTime: '2026-12-05T09:00:00.000Z', branchEmployeeId: employeeId },
    response: { status: 'Success', message: 'Booked.', data: '6c1e2a3b-4d5f-4a7b-9c8d-1e2f3a4b5c6d' },
  },
  serviceDeposit: {
    request: { serviceId, type: 'PERCENT', value: 20 },
    response: { status: 'Success', message: 'Deposit saved.', data: service },
  },
  teamInvite: {
    request: {
      branchId,
      email: 'kemi@example.com',
      fullName: 'Kemi Balogun',
      role: 'STYLIST',
      branchEmployeeId: employeeId,
    },
    response: { status: 'Success', message: 'Invitation sent.', data: '6a5b4c3d-2e1f-4a0b-9c8d-7e6f5a4b3c2d' },
  },
  teamAccept: { request: { token: 'q2Vb8c1Zr7XyTt0u9sLkPq3wE5rT7yU1iO3pA5sD7fG', password: 'Braids&Bantu-2026' } },
  teamRoleChange: {
    request: { role: 'MANAGER' },
    response: { status: 'Success', message: 'Role changed.', data: { role: 'MANAGER' } },
  },
  branchStatus: {
    request: { active: false },
    response: { status: 'Success', message: 'Branch closed.', data: { active: false } },
  },
  businessBranches: {
    response: {
      status: 'Success',
      data: [
        {
          branchId,
          businessId,
          businessName: 'Kinks & Coils Studio',
          branchName: '',
          branchUrl: 'kinks-and-coils-studio-lekki',
          branchType: 'Main',
          location: 'Lekki Phase 1',
          address: '12 Admiralty Way',
          city: 'Lagos',
          phoneNumber: '',
          status: true,
        },
      ],
    },
  },
  branchSettingsUpdate: {
    request: { reminderHours: [24, 2], minNoticeMinutes: 60, cancellationWindowHours: 24, textChannel: 'sms' },
    response: {
      status: 'Success',
      message: 'Settings saved.',
      data: { reminderHours: [24, 2], minNoticeMinutes: 60, cancellationWindowHours: 24, textChannel: 'sms' },
    },
  },
  branchEmployeeTimeOffAdd: {
    request: {
      branchEmployeeId: employeeId,
      startDateTime: '2026-12-05T13:00:00.000+01:00',
      endDateTime: '2026-12-05T18:00:00.000+01:00',
      reason: 'Afternoon off',
    },
  },
  appointmentCalendar: {
    response: {
      status: 'Success',
      data: {
        timeZone: 'Africa/Lagos',
        employees: [
          {
            branchEmployeeId: employeeId,
            name: 'Ada Obi',
            workingHours: [{ date: '2026-12-05', start: '2026-12-05T08:00:00.000Z', end: '2026-12-05T17:00:00.000Z' }],
            timeOff: [],
          },
        ],
        appointments: [
          {
            appointmentId,
            appointmentNo: 'APT-100231',
            branchEmployeeId: employeeId,
            customerName: 'Bisi Okonkwo',
            customerPhone: '+2348031234567',
            services: ['Knotless Braids'],
            startDateTime: '2026-12-05T09:00:00.000Z',
            endDateTime: '2026-12-05T13:00:00.000Z',
            bookingStatus: 'PENDING',
            paymentStatus: 'PENDING',
            source: 'SALON',
            deposit: null,
          },
        ],
      },
    },
  },
  paymentInitiate: {
    request: { subscriptionTypeId: '6a5b4c3d-2e1f-4a0b-9c8d-7e6f5a4b3c2d', branchId },
    response: {
      status: 'Success',
      data: {
        txRef: 'FLW-5e4d3c2b-1a09-4f8e-9d7c-6b5a4f3e2d1c',
        checkoutUrl: 'https://checkout.flutterwave.com/v3/hosted/pay/5e4d3c2b1a09',
      },
    },
  },
};
