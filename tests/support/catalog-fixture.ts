/** A small, exactly known catalog for API tests: every value here is something a test can assert on. */
import type { Db } from '../../server/db/client.ts';
import * as t from '../../server/db/schema.ts';
import { sanitizeBlogHtml } from '../../server/domain/html.ts';
import { NO_PASSWORD } from '../../server/lib/passwords.ts';
import { refreshBranchRatings } from '../../server/queries/ratings.ts';

export const ids = {
  typeHair: '10000000-0000-4000-8000-000000000001',
  catHair: '20000000-0000-4000-8000-000000000001',
  catNails: '20000000-0000-4000-8000-000000000002',
  catHidden: '20000000-0000-4000-8000-000000000003',
  owner: '30000000-0000-4000-8000-000000000001',
  customerA: '30000000-0000-4000-8000-000000000002',
  customerB: '30000000-0000-4000-8000-000000000003',
  /** The Ibadan salon has an owner of its own: rights are read from the database, so "another salon" must be. */
  ibadanOwner: '30000000-0000-4000-8000-000000000004',
  bizLekki: '40000000-0000-4000-8000-000000000001',
  bizIbadan: '40000000-0000-4000-8000-000000000002',
  bizClosed: '40000000-0000-4000-8000-000000000003',
  lekki: '50000000-0000-4000-8000-000000000001',
  ibadan: '50000000-0000-4000-8000-000000000002',
  closed: '50000000-0000-4000-8000-000000000003',
  braids: '60000000-0000-4000-8000-000000000001',
  cut: '60000000-0000-4000-8000-000000000002',
  manicure: '60000000-0000-4000-8000-000000000003',
  retired: '60000000-0000-4000-8000-000000000004',
  ibadanBraids: '60000000-0000-4000-8000-000000000005',
  emp1: '70000000-0000-4000-8000-000000000001',
  emp2: '70000000-0000-4000-8000-000000000002',
  empGone: '70000000-0000-4000-8000-000000000003',
  appt1: '80000000-0000-4000-8000-000000000001',
  appt2: '80000000-0000-4000-8000-000000000002',
  plan: '90000000-0000-4000-8000-000000000001',
} as const;

export async function buildCatalog(db: Db) {
  await db.insert(t.businessTypes).values({ id: ids.typeHair, name: 'Hair Salon' });
  await db.insert(t.categories).values([
    {
      id: ids.catHair,
      categoryUrl: 'braids',
      categoryName: 'Braids & Weaves',
      imageSrc: '/images/categories/braids.webp',
      sortOrder: 1,
    },
    {
      id: ids.catNails,
      categoryUrl: 'nails',
      categoryName: 'Nails',
      imageSrc: '/images/categories/nails.webp',
      sortOrder: 2,
    },
    {
      id: ids.catHidden,
      categoryUrl: 'old-stuff',
      categoryName: 'Old Stuff',
      imageSrc: '/x.webp',
      status: false,
      sortOrder: 3,
    },
  ]);
  await db.insert(t.users).values([
    { id: ids.owner, fullName: 'Funmi Adeyemi', email: 'owner@test.ng', passwordHash: NO_PASSWORD, role: 'Business' },
    {
      id: ids.ibadanOwner,
      fullName: 'Bola Ogunleye',
      email: 'ibadan-owner@test.ng',
      passwordHash: NO_PASSWORD,
      role: 'Business',
    },
    {
      id: ids.customerA,
      fullName: 'Chiamaka Nwosu Okafor',
      email: 'a@test.ng',
      passwordHash: NO_PASSWORD,
      role: 'Customer',
    },
    {
      id: ids.customerB,
      fullName: 'Bello',
      email: 'b@test.ng',
      passwordHash: NO_PASSWORD,
      role: 'Customer',
      avatarSrc: '/images/avatars/customer-2.webp',
    },
  ]);
  const biz = (id: string, name: string, url: string) => ({
    id,
    ownerUserId: id === ids.bizIbadan ? ids.ibadanOwner : ids.owner,
    businessTypeId: ids.typeHair,
    businessName: name,
    businessUrl: url,
    contactName: 'Funmi',
    email: `${url}@test.ng`,
    mobileNo: '+2348030000000',
    landline: '01 000 0000',
  });
  await db
    .insert(t.businesses)
    .values([
      biz(ids.bizLekki, 'Kinks & Coils Studio', 'kinks-coils-lekki'),
      biz(ids.bizIbadan, 'Bodija Braids Hub', 'bodija-braids'),
      biz(ids.bizClosed, 'Gone Salon', 'gone-salon'),
    ]);
  await db.insert(t.branches).values([
    {
      id: ids.lekki,
      businessId: ids.bizLekki,
      branchUrl: 'kinks-coils-lekki',
      location: 'Lekki Phase 1',
      address: '12 Admiralty Way',
      city: 'Lagos',
      latitude: 6.4478,
      longitude: 3.4723,
      googleMapUrl: 'https://maps.example/lekki',
      about: 'Natural hair specialists.',
    },
    {
      id: ids.ibadan,
      businessId: ids.bizIbadan,
      branchUrl: 'bodija-braids',
      location: 'Bodija',
      address: '4 Awolowo Avenue',
      city: 'Ibadan',
      about: 'Braids, fast.',
    },
    {
      id: ids.closed,
      businessId: ids.bizClosed,
      branchUrl: 'gone-salon',
      location: 'Yaba',
      address: '1 Herbert Macaulay Way',
      city: 'Lagos',
      status: false,
    },
  ]);
  await db
    .insert(t.branchImages)
    .values({ branchId: ids.lekki, imageSrc: '/images/branches/branch-03.webp', sortOrder: 0 });
  await db.insert(t.branchTimings).values([
    { branchId: ids.lekki, dayOfWeek: 1, openingTime: 9, closingTime: 19 },
    { branchId: ids.lekki, dayOfWeek: 6, openingTime: 10, closingTime: 16 },
    { branchId: ids.lekki, dayOfWeek: 7, openingTime: 12, closingTime: 17, isOpened: false },
  ]);
  await db.insert(t.employees).values([
    { id: ids.emp1, branchId: ids.lekki, name: 'Tolu Bakare' },
    { id: ids.emp2, branchId: ids.lekki, name: 'Aisha Musa' },
    { id: ids.empGone, branchId: ids.lekki, name: 'Left Already', isActive: false },
  ]);
  await db.insert(t.services).values([
    {
      id: ids.braids,
      branchId: ids.lekki,
      categoryId: ids.catHair,
      serviceName: 'Knotless Braids',
      description: 'Medium, waist length',
      price: 35000,
      durationHours: 4,
      durationMinutes: 30,
    },
    {
      id: ids.cut,
      branchId: ids.lekki,
      categoryId: ids.catHair,
      serviceName: 'Silk Press',
      description: 'Wash and press',
      price: 15000,
      durationHours: 1,
      durationMinutes: 30,
    },
    {
      id: ids.manicure,
      branchId: ids.lekki,
      categoryId: ids.catNails,
      serviceName: 'Gel Manicure',
      description: 'Gel polish',
      price: 8500,
      durationHours: 0,
      durationMinutes: 45,
    },
    {
      id: ids.retired,
      branchId: ids.lekki,
      categoryId: ids.catNails,
      serviceName: 'Retired Service',
      description: '',
      price: 1000,
      durationHours: 0,
      durationMinutes: 30,
      status: false,
    },
    {
      id: ids.ibadanBraids,
      branchId: ids.ibadan,
      categoryId: ids.catHair,
      serviceName: 'Knotless Braids',
      description: 'Short',
      price: 20000,
      durationHours: 3,
      durationMinutes: 0,
    },
  ]);
  const start1 = new Date('2026-10-05T09:00:00Z');
  const start2 = new Date('2026-10-12T09:00:00Z');
  await db.insert(t.appointments).values([
    {
      id: ids.appt1,
      userId: ids.customerA,
      branchId: ids.lekki,
      branchEmployeeId: ids.emp1,
      startAt: start1,
      endAt: new Date(start1.getTime() + 45 * 60_000),
      subTotal: 8500,
      total: 8500,
      bookingStatus: 'BOOKED',
      paymentStatus: 'RECEIVED',
    },
    {
      id: ids.appt2,
      userId: ids.customerB,
      branchId: ids.lekki,
      branchEmployeeId: ids.emp1,
      startAt: start2,
      endAt: new Date(start2.getTime() + 45 * 60_000),
      subTotal: 8500,
      total: 8500,
      bookingStatus: 'BOOKED',
      paymentStatus: 'RECEIVED',
    },
  ]);
  await db.insert(t.reviews).values([
    {
      appointmentId: ids.appt1,
      branchId: ids.lekki,
      userId: ids.customerA,
      rating: 5,
      review:
        'Tolu took her time with my edges and the braids were neat, light and done right on schedule. I will be back.',
      createdAt: new Date('2026-10-06T10:00:00Z'),
    },
    {
      appointmentId: ids.appt2,
      branchId: ids.lekki,
      userId: ids.customerB,
      rating: 4,
      review: 'Good.',
      createdAt: new Date('2026-10-13T10:00:00Z'),
    },
  ]);
  await refreshBranchRatings(db);
  await db.insert(t.blogs).values([
    {
      url: 'edges-in-harmattan',
      title: 'Edges in Harmattan',
      description: sanitizeBlogHtml('<p>Keep them <strong>moist</strong>.</p><script>alert(1)</script>'),
      authorName: 'Ngozi',
      authorImageSrc: '/a.webp',
      imageSrc: '/b.webp',
      createdDate: new Date('2026-01-10T09:00:00Z'),
      seoTitle: 'Edges',
      seoDescription: 'Care for edges',
      seoKeywords: 'edges,harmattan',
    },
    {
      url: 'older-post',
      title: 'Older',
      description: '<p>Old</p>',
      authorName: 'Ngozi',
      authorImageSrc: '/a.webp',
      imageSrc: '/b.webp',
      createdDate: new Date('2025-01-10T09:00:00Z'),
    },
    {
      url: 'draft-post',
      title: 'Draft',
      description: '<p>Not yet</p>',
      authorName: 'Ngozi',
      authorImageSrc: '/a.webp',
      imageSrc: '/b.webp',
      status: false,
    },
  ]);
  await db.insert(t.faqs).values([
    { subjectName: 'Booking', question: 'How do I book?', answer: 'Online.', sortOrder: 1 },
    { subjectName: 'Payments', question: 'How do I pay?', answer: 'At the venue.', sortOrder: 2 },
    { subjectName: 'Booking', question: 'Can I cancel?', answer: 'Yes, before it starts.', sortOrder: 3 },
  ]);
  await db.insert(t.subscriptionTypes).values([
    { id: ids.plan, subscriptionName: 'Basic', usdPrice: 9.99, paymentLink: '/checkout/basic', sortOrder: 1 },
    { subscriptionName: 'Retired Plan', usdPrice: 1, paymentLink: '/checkout/retired', status: false },
  ]);
  await db.insert(t.subscriptionFeatures).values([
    { subscriptionTypeId: ids.plan, subscriptionText: 'List one branch', sortOrder: 1 },
    { subscriptionTypeId: ids.plan, subscriptionText: 'Up to 3 staff', sortOrder: 2 },
  ]);
}
