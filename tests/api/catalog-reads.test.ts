import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { useTestApi } from '../support/api.ts';
import { buildCatalog, ids } from '../support/catalog-fixture.ts';
import { SITEMAP_BUCKETS, sitemapBucket } from '../../src/lib/site-paths.ts';
import { listing } from '../../server/queries/site-index.ts';

const api = useTestApi(buildCatalog);

describe('Branch reads', () => {
  it('GetActiveBranches lists active branches only, best rated first, with the summary fields', async () => {
    const { status, body } = await api.get('/api/Branch/GetActiveBranches');
    expect(status).toBe(200);
    expect(body.status).toBe('Success');
    expect(body.data.map((b: any) => b.branchUrl)).toEqual(['kinks-coils-lekki', 'bodija-braids']);
    expect(body.data[0]).toEqual({
      branchId: ids.lekki,
      businessName: 'Kinks & Coils Studio',
      branchUrl: 'kinks-coils-lekki',
      imageSrc: '/images/branches/branch-03.webp',
      address: '12 Admiralty Way',
      about: 'Natural hair specialists.',
      location: 'Lekki Phase 1',
      city: 'Lagos',
      rating: 4.5,
      totalRatings: 2,
    });
    // A branch without an image still gets one.
    expect(body.data[1].imageSrc).toMatch(/^\/images\/branches\//);
    expect(body.data[1].totalRatings).toBe(0);
  });

  it('GetTopActiveBranches answers the best rated', async () => {
    const { body } = await api.get('/api/Branch/GetTopActiveBranches');
    expect(body.data[0].branchId).toBe(ids.lekki);
    expect(body.data.every((b: any) => b.branchUrl !== 'gone-salon')).toBe(true);
  });

  it('GetByURL answers services grouped by category, the week of timings and the reviews', async () => {
    const { status, body } = await api.get('/api/Branch/GetByURL/kinks-coils-lekki');
    expect(status).toBe(200);
    const b = body.data;
    expect(b).toMatchObject({
      branchId: ids.lekki,
      businessId: ids.bizLekki,
      businessName: 'Kinks & Coils Studio',
      location: 'Lekki Phase 1',
      rating: 4.5,
      totalRatings: 2,
      currency: 'NAIRA',
      businessEmail: 'kinks-coils-lekki@test.ng',
      latitude: 6.4478,
      longitude: 3.4723,
      timeZone: 'Africa/Lagos',
    });
    expect(b.branchServices.map((g: any) => [g.categoryName, g.services.map((s: any) => s.serviceName)])).toEqual([
      ['Braids & Weaves', ['Knotless Braids', 'Silk Press']],
      ['Nails', ['Gel Manicure']],
    ]);
    expect(b.branchServices[0].services[0]).toEqual({
      serviceId: ids.braids,
      branchId: ids.lekki,
      serviceName: 'Knotless Braids',
      price: 35000,
      durationHours: 4,
      durationMinutes: 30,
      categoryName: 'Braids & Weaves',
      categoryId: ids.catHair,
      description: 'Medium, waist length',
      status: true,
      deposit: { type: 'NONE', value: 0, amount: 0 },
    });
    expect(b.cancellationWindowHours).toBe(24);
    expect(b.branchTimings).toHaveLength(7);
    expect(b.branchTimings[0]).toEqual({
      dayOfWeek: 'Monday',
      dayNumber: 1,
      openingTime: 9,
      closingTime: 19,
      isOpened: true,
    });
    expect(b.branchTimings[1]).toMatchObject({ dayOfWeek: 'Tuesday', isOpened: false });
    expect(b.branchTimings[6]).toMatchObject({ dayOfWeek: 'Sunday', isOpened: false });
    expect(b.reviews.map((r: any) => [r.customerName, r.rating])).toEqual([
      ['Bello', 4],
      ['Chiamaka O.', 5],
    ]);
  });

  it('GetByURL is case-insensitive and answers 404 for an unknown or inactive branch', async () => {
    expect((await api.get('/api/Branch/GetByURL/Kinks-Coils-Lekki')).status).toBe(200);
    for (const url of ['no-such-salon', 'gone-salon']) {
      const { status, body } = await api.get(`/api/Branch/GetByURL/${url}`);
      expect(status).toBe(404);
      expect(body).toEqual({ status: 'Error', message: 'Branch not found.' });
    }
  });

  it('GetById answers the same detail, 404 when unknown, 400 when malformed', async () => {
    expect((await api.get(`/api/Branch/GetById/${ids.lekki}`)).body.data.branchUrl).toBe('kinks-coils-lekki');
    expect((await api.get(`/api/Branch/GetById/${ids.closed}`)).status).toBe(404);
    const bad = await api.get('/api/Branch/GetById/123');
    expect(bad.status).toBe(400);
    expect(bad.body.message).toMatch(/id/);
  });

  it('SearchBranches filters by category URL, service, location and name (case-insensitive substrings)', async () => {
    const urls = async (q: string) =>
      (await api.get(`/api/Branch/SearchBranches?${q}`)).body.data.map((b: any) => b.branchUrl);
    expect(await urls('CategoryURL=nails')).toEqual(['kinks-coils-lekki']);
    expect(await urls('CategoryURL=braids')).toEqual(['kinks-coils-lekki', 'bodija-braids']);
    expect(await urls('ServiceName=knotless')).toEqual(['kinks-coils-lekki', 'bodija-braids']);
    expect(await urls('ServiceName=Retired%20Service')).toEqual([]);
    expect(await urls('Location=ibadan')).toEqual(['bodija-braids']);
    expect(await urls('Location=lekki')).toEqual(['kinks-coils-lekki']);
    expect(await urls('BusinessName=COILS')).toEqual(['kinks-coils-lekki']);
    expect(await urls('BusinessName=gone')).toEqual([]);
    expect(await urls('ServiceName=braids&Location=Lagos')).toEqual(['kinks-coils-lekki']);
    expect(await urls('BusinessName=%25')).toEqual([]);
    expect(await urls('')).toHaveLength(2);
  });

  it('Locations lists areas and cities of active branches', async () => {
    const { body } = await api.get('/api/Branch/Locations');
    expect(body.data).toEqual([
      { location: 'Bodija', branches: 1 },
      { location: 'Ibadan', branches: 1 },
      { location: 'Lagos', branches: 1 },
      { location: 'Lekki Phase 1', branches: 1 },
    ]);
  });

  it('SearchData gives the quick search its services and locations, not every branch (issue 35)', async () => {
    const { body } = await api.get('/api/Branch/SearchData');
    expect(body.data.services).toEqual(['Gel Manicure', 'Knotless Braids', 'Silk Press']);
    expect(body.data.locations).toContain('Lekki Phase 1');
    expect(body.data).not.toHaveProperty('branches');
  });
});

describe('Other catalog reads', () => {
  it('BranchAvailability/GetByBranch answers the week Monday first', async () => {
    const { body } = await api.get(`/api/BranchAvailability/GetByBranch?BranchId=${ids.lekki}`);
    expect(body.data.map((d: any) => d.dayOfWeek)).toEqual([
      'Monday',
      'Tuesday',
      'Wednesday',
      'Thursday',
      'Friday',
      'Saturday',
      'Sunday',
    ]);
    expect(body.data[5]).toEqual({
      dayOfWeek: 'Saturday',
      dayNumber: 6,
      openingTime: 10,
      closingTime: 16,
      isOpened: true,
    });
  });

  it('Category/GetByStatus answers active categories with branch counts; Category/Get answers all', async () => {
    const active = (await api.get('/api/Category/GetByStatus')).body.data;
    expect(active.map((c: any) => [c.categoryurl, c.categoryName, c.branchCount])).toEqual([
      ['braids', 'Braids & Weaves', 2],
      ['nails', 'Nails', 1],
    ]);
    expect(active[0]).toMatchObject({
      categoryId: ids.catHair,
      imageSrc: '/images/categories/braids.webp',
      status: true,
    });
    expect((await api.get('/api/Category/GetByStatus?Status=false')).body.data.map((c: any) => c.categoryurl)).toEqual([
      'old-stuff',
    ]);
    expect((await api.get('/api/Category/Get')).body.data).toHaveLength(3);
  });

  it('Service/Search answers distinct names with branch counts, optionally filtered', async () => {
    expect((await api.get('/api/Service/Search')).body.data).toEqual([
      { serviceName: 'Gel Manicure', branches: 1 },
      { serviceName: 'Knotless Braids', branches: 2 },
      { serviceName: 'Silk Press', branches: 1 },
    ]);
    expect((await api.get('/api/Service/Search?ServiceName=press')).body.data).toEqual([
      { serviceName: 'Silk Press', branches: 1 },
    ]);
  });

  it("Service/GetByBranch answers a branch's active services", async () => {
    const { body } = await api.get(`/api/Service/GetByBranch?BranchId=${ids.lekki}`);
    expect(body.data.map((s: any) => s.serviceName).sort()).toEqual(['Gel Manicure', 'Knotless Braids', 'Silk Press']);
  });

  it('Testimonial/GetHomePage answers good reviews with the 1/0 rating array', async () => {
    const { body } = await api.get('/api/Testimonial/GetHomePage');
    // The 4-star "Good." is too short to be a testimonial.
    expect(body.data).toHaveLength(1);
    expect(body.data[0]).toMatchObject({
      name: 'Chiamaka O.',
      rating: [1, 1, 1, 1, 1],
      imageSrc: '/images/avatars/default.webp',
      businessName: 'Kinks & Coils Studio',
      branchUrl: 'kinks-coils-lekki',
    });
    expect(body.data[0].review.length).toBeGreaterThan(100);
  });

  it('FAQ/GetBySubject groups by subject', async () => {
    const { body } = await api.get('/api/FAQ/GetBySubject');
    expect(body.data.map((g: any) => [g.subjectName, g.faqs.map((f: any) => f.question)])).toEqual([
      ['Booking', ['How do I book?', 'Can I cancel?']],
      ['Payments', ['How do I pay?']],
    ]);
    expect((await api.get('/api/FAQ/GetBySubject?Subject=payments')).body.data).toHaveLength(1);
  });

  it('BranchEmployee/GetByBranch answers active staff as { name, branchEmployeeId }', async () => {
    const { body } = await api.get(`/api/BranchEmployee/GetByBranch?BranchId=${ids.lekki}`);
    expect(body.data).toEqual([
      { name: 'Aisha Musa', branchEmployeeId: ids.emp2 },
      { name: 'Tolu Bakare', branchEmployeeId: ids.emp1 },
    ]);
  });

  it('Blog/Get lists published posts newest first, with sanitized HTML; Blog/Get/ works too', async () => {
    const { body } = await api.get('/api/Blog/Get');
    expect(body.data.map((b: any) => b.url)).toEqual(['edges-in-harmattan', 'older-post']);
    expect(body.data[0].description).toBe('<p>Keep them <strong>moist</strong>.</p>');
    expect(body.data[0]).toMatchObject({
      seoTitle: 'Edges',
      seoDescription: 'Care for edges',
      seoKeywords: 'edges,harmattan',
      createdDate: '2026-01-10T09:00:00.000Z',
    });
    expect(body.data[1]).toMatchObject({ seoTitle: null, seoDescription: null, seoKeywords: null });
    expect((await api.get('/api/Blog/Get/')).body.data).toHaveLength(2);
  });

  it('Blog/GetByURL answers one post, 404 for unknown or unpublished', async () => {
    expect((await api.get('/api/Blog/GetByURL?Blogurl=edges-in-harmattan')).body.data.title).toBe('Edges in Harmattan');
    expect((await api.get('/api/Blog/GetByURL?Blogurl=draft-post')).status).toBe(404);
    const missing = await api.get('/api/Blog/GetByURL?Blogurl=nope');
    expect(missing).toEqual({ status: 404, body: { status: 'Error', message: 'Blog post not found.' } });
  });

  it('BusinessType/Get answers { businessTypeId, businessTypeName }', async () => {
    expect((await api.get('/api/BusinessType/Get')).body.data).toEqual([
      { businessTypeId: ids.typeHair, businessTypeName: 'Hair Salon' },
    ]);
  });

  it('SubscriptionType/GetByStatus and SubscriptionData/Get answer plans and their features', async () => {
    const plans = (await api.get('/api/SubscriptionType/GetByStatus')).body.data;
    expect(plans).toEqual([
      {
        subscriptionTypeId: ids.plan,
        subscriptionName: 'Basic',
        usdPrice: 9.99,
        paymentLink: '/checkout/basic',
        periodDays: 30,
        status: true,
      },
    ]);
    const features = (await api.get('/api/SubscriptionData/Get')).body.data;
    expect(features.map((f: any) => [f.subscriptionTypeId, f.subscriptionText])).toEqual([
      [ids.plan, 'List one branch'],
      [ids.plan, 'Up to 3 staff'],
    ]);
  });
});

describe('Bulk reads for the site build', () => {
  it('Catalog/Branches pages through every active branch detail in URL order', async () => {
    const first = (await api.get('/api/Catalog/Branches?limit=1')).body.data;
    expect(first.map((b: any) => b.branchUrl)).toEqual(['bodija-braids']);
    const next = (await api.get(`/api/Catalog/Branches?limit=1&after=${first[0].branchUrl}`)).body.data;
    expect(next.map((b: any) => b.branchUrl)).toEqual(['kinks-coils-lekki']);
    expect(next[0].branchServices).toHaveLength(2);
    expect((await api.get('/api/Catalog/Branches?after=kinks-coils-lekki')).body.data).toEqual([]);
  });

  it('Catalog/Version tells when the catalog last changed and its size', async () => {
    const { body } = await api.get('/api/Catalog/Version');
    expect(body.data).toMatchObject({ branches: 2, blogs: 2 });
    expect(Date.parse(body.data.lastModified)).not.toBeNaN();
  });
});

describe('Reads for the live site', () => {
  it('Catalog/BranchIndex lists active branches best rated first, with categories, services, version', async () => {
    const { body } = await api.get('/api/Catalog/BranchIndex');
    expect(body.data.map((b: any) => b.branchUrl)).toEqual(['kinks-coils-lekki', 'bodija-braids']);
    const lekki = body.data[0];
    expect(lekki.categories.length).toBeGreaterThan(0);
    expect(lekki.serviceNames.length).toBeGreaterThan(0);
    expect(Date.parse(lekki.updatedAt)).not.toBeNaN();
    expect(lekki).toMatchObject({ branchId: ids.lekki, businessName: 'Kinks & Coils Studio', rating: 4.5 });
  });

  it('Catalog/BranchIndex?ids= answers just those branches that are active; 400 for a bad id', async () => {
    const { body } = await api.get(`/api/Catalog/BranchIndex?ids=${ids.ibadan},${ids.closed}`);
    expect(body.data.map((b: any) => b.branchId)).toEqual([ids.ibadan]);
    expect(body.data[0].serviceNames).toEqual(['Knotless Braids']);
    const bad = await api.get('/api/Catalog/BranchIndex?ids=nope');
    expect(bad.status).toBe(400);
    expect(bad.body.message).toContain('ids');
  });

  it("Catalog/Listing answers a listing's first branches, its count and spelling (exact names, any case)", async () => {
    const all = (await api.get('/api/Catalog/Listing?Limit=1')).body.data;
    expect(all.items.map((b: any) => b.branchUrl)).toEqual(['kinks-coils-lekki']);
    expect(all).toMatchObject({ total: 2, name: null });
    const byReviews = (await api.get('/api/Catalog/Listing?Order=reviews')).body.data;
    expect(byReviews.items.map((b: any) => b.totalRatings)).toEqual([2, 0]);
    const service = (await api.get('/api/Catalog/Listing?Service=knotless%20braids')).body.data;
    expect(service).toMatchObject({ total: 2, name: 'Knotless Braids' });
    // Exact: part of a name is another listing; an inactive service lists nobody.
    expect((await api.get('/api/Catalog/Listing?Service=braids')).body.data).toMatchObject({ total: 0, name: null });
    expect((await api.get('/api/Catalog/Listing?Service=retired%20service')).body.data.total).toBe(0);
    const place = (await api.get('/api/Catalog/Listing?Location=IBADAN')).body.data;
    expect(place).toMatchObject({ total: 1, name: 'Ibadan' });
    expect(place.items[0].branchId).toBe(ids.ibadan);
    const category = (await api.get('/api/Catalog/Listing?CategoryURL=nails')).body.data;
    expect(category.items.map((b: any) => b.branchId)).toEqual([ids.lekki]);
    const bad = await api.get('/api/Catalog/Listing?Limit=500&Order=best');
    expect(bad.status).toBe(400);
    expect(bad.body.message).toMatch(/Limit|Order/);
  });

  it('answers a listing alike whether it reads it through its filter (few branches) or walks the order', async () => {
    const filters = [
      {},
      { categoryUrl: 'nails' },
      { categoryUrl: 'NAILS' },
      { categoryUrl: 'no-such-category' },
      { service: 'Knotless Braids' },
      { service: 'retired service' },
      { location: 'IBADAN' },
      { location: 'lagos' },
      { location: 'nowhere' },
      { categoryUrl: 'nails', location: 'lagos' },
    ];
    for (const filter of filters)
      for (const order of ['rating', 'reviews'] as const) {
        const through = await listing(api.db, filter, order, 24, Infinity);
        expect(await listing(api.db, filter, order, 24, 0)).toEqual(through);
      }
  });

  it('Catalog/Sitemap/{bucket} answers the branches of one sitemap file, by the digits the site uses', async () => {
    const buckets = await Promise.all(
      SITEMAP_BUCKETS.map(async (b) => (await api.get(`/api/Catalog/Sitemap/${b}`)).body.data),
    );
    const listed = buckets.flatMap((entries, i) =>
      entries.map((e: any) => ({ bucket: SITEMAP_BUCKETS[i], url: e.branchUrl })),
    );
    // Every active branch once, in the file the site puts it in (the database's MD5 and Node's agree).
    expect(listed.map((e) => e.url).sort()).toEqual(['bodija-braids', 'kinks-coils-lekki']);
    for (const e of listed) expect(e.bucket).toBe(sitemapBucket(e.url));
    for (const bad of ['g', '0', 'a0b', 'zz', 'A0']) {
      const answer = await api.get(`/api/Catalog/Sitemap/${bad}`);
      expect(answer.status).toBe(400);
      expect(answer.body.message).toMatch(/two hex digits/);
    }
    // The files that hold a branch, in order: just those of the active branches.
    const files = await api.get('/api/Catalog/SitemapFiles');
    expect(files.status).toBe(200);
    expect(files.body.data).toEqual([...new Set(listed.map((e) => e.bucket))].sort());
  });

  it('Catalog/Changes pages through changes of one instant with afterId, never the same page twice', async () => {
    // Three branches written at one instant (as a seed or a business's rename writes thousands).
    await api.db.execute(sql`update branches set updated_at = '2030-01-01T10:00:00.000123Z'`);
    const pages: string[][] = [];
    let query = 'since=2029-12-31T00:00:00Z&limit=1';
    for (let i = 0; i < 5; i++) {
      const page = (await api.get(`/api/Catalog/Changes?${query}`)).body.data;
      if (page.length === 0) break;
      pages.push(page.map((c: any) => c.branchId));
      query = `since=${page.at(-1).updatedAt}&afterId=${page.at(-1).branchId}&limit=1`;
    }
    expect(pages.flat().sort()).toEqual([ids.lekki, ids.ibadan, ids.closed].sort());
    expect((await api.get('/api/Catalog/Changes?since=2030-01-01T10:00:00Z&afterId=nope')).status).toBe(400);
  });

  it('Catalog/Changes answers branches changed after a moment, inactive ones too; 400 for a bad one', async () => {
    const all = (await api.get('/api/Catalog/Changes?since=2000-01-01T00:00:00Z')).body.data;
    expect(all.map((c: any) => c.branchId).sort()).toEqual([ids.lekki, ids.ibadan, ids.closed].sort());
    expect(all.find((c: any) => c.branchId === ids.closed).active).toBe(false);
    expect((await api.get('/api/Catalog/Changes?since=2999-01-01T00:00:00Z')).body.data).toEqual([]);
    expect((await api.get('/api/Catalog/Changes?since=2000-01-01T00:00:00Z&limit=1')).body.data).toHaveLength(1);
    const bad = await api.get('/api/Catalog/Changes?since=yesterday');
    expect(bad.status).toBe(400);
    expect(bad.body.message).toContain('since');
  });
});

describe('Caching of catalog reads', () => {
  it('answers an ETag, and 304 without a body when the client sends it back', async () => {
    const first = await api.app.request('/api/Branch/GetActiveBranches');
    expect(first.status).toBe(200);
    const etag = first.headers.get('ETag');
    expect(etag).toMatch(/^"[\w-]+"$/);
    expect(first.headers.get('Cache-Control')).toBe('no-cache');
    await first.text();
    const again = await api.app.request('/api/Branch/GetActiveBranches', { headers: { 'If-None-Match': etag! } });
    expect(again.status).toBe(304);
    expect(await again.text()).toBe('');
    expect(again.headers.get('ETag')).toBe(etag);
    // A weak form of the same tag (as a proxy that compressed it would send) matches too.
    const weak = await api.app.request('/api/Catalog/Version', {
      headers: { 'Accept-Encoding': 'gzip' },
    });
    const weakTag = weak.headers.get('ETag')!;
    await weak.arrayBuffer();
    const revalidated = await api.app.request('/api/Catalog/Version', { headers: { 'If-None-Match': weakTag } });
    expect(revalidated.status).toBe(304);
  });

  it('answers 200 with the body when the ETag is stale, and leaves personal requests alone', async () => {
    const res = await api.app.request('/api/Branch/GetActiveBranches', { headers: { 'If-None-Match': '"old"' } });
    expect(res.status).toBe(200);
    expect((await res.json()).data.length).toBeGreaterThan(0);
    const personal = await api.app.request('/api/Branch/GetActiveBranches', {
      headers: { Authorization: 'Bearer x' },
    });
    expect(personal.headers.get('ETag')).toBeNull();
  });
});
