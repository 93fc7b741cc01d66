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
  branchGetActiveBranches: { response: { status: 'Success', data: [branchSummary] } },
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
    response: { status: 'Success', message: 'Your Booking has been confirmed', data: appointmentId },
  },
  branchAvailabilityUpdate: {
    request: [1, 2, 3, 4, 5, 6, 7].map((dayNumber) => ({
      dayNumber,
      openingTime: 9,
      closingTime: dayNumber === 6 ? 16 : 18,
      isOpened: dayNumber !== 7,
    })),
  },
  paymentInitiate: { request: { subscriptionTypeId: '6a5b4c3d-2e1f-4a0b-9c8d-7e6f5a4b3c2d', branchId } },
};
