/**
 * A salon owner's journey through the API: register, confirm, log in,
 * details with an image, services, staff, hours.
 */
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { useTestApi } from '../support/api.ts';
import { buildCatalog, ids } from '../support/catalog-fixture.ts';

const api = useTestApi(buildCatalog);
const EMAIL = 'owner@glow.ng';
const registration = {
  businessName: 'Glow Republic',
  contactName: 'Bisi Ade',
  businessTypeId: ids.typeHair,
  location: 'Yaba',
  landline: '01 555 0101',
  mobileNo: '0803 555 0101',
  email: EMAIL,
  address: '3 Herbert Macaulay Way',
  zipCode: '101212',
  city: 'Lagos',
  country: 'Nigeria',
  password: 'glow-up-2026',
  BranchType: 'Main',
  id: '00000000-0000-0000-0000-000000000000',
  rating: '5',
  totalRatings: '100',
  status: 'true',
  currency: 'NAIRA',
};
let token = '';
let branchId = '';
const auth = () => ({ Authorization: `Bearer ${token}` });

describe('registration and login', () => {
  it('names every missing required field in the spec wording', async () => {
    const res = await api.request('/api/business/register-business', {
      method: 'POST',
      body: new URLSearchParams({ businessName: 'X' }),
    });
    expect(res.body.message).toBe(
      'Please fill up: Contact Name, Business Type, Location, Landline Number, Mobile Number, Email, ' +
        'Address, Zip Code, City, Country, Password',
    );
  });

  it('registers the owner, the business, its main branch with default hours, and earns nothing it claims', async () => {
    const res = await api.request('/api/business/register-business', {
      method: 'POST',
      body: new URLSearchParams(registration),
    });
    expect(res.status).toBe(200);
    expect(res.body.message).toContain("Please login and go to 'My Account'.");
    expect(
      (
        await api.request('/api/business/register-business', {
          method: 'POST',
          body: new URLSearchParams(registration),
        })
      ).status,
    ).toBe(409);
    const mail = (await api.get(`/dev/mailbox.json?to=${EMAIL}`)).body.data[0];
    const link = new URL(mail.links[0]);
    await api.request('/api/Users/ConfirmEmail', {
      method: 'POST',
      body: JSON.stringify({ email: link.searchParams.get('email'), token: link.searchParams.get('token') }),
      headers: { 'Content-Type': 'application/json' },
    });
    const login = await api.request('/api/Auth/login', {
      method: 'POST',
      body: new URLSearchParams({ Username: EMAIL, Password: 'glow-up-2026' }),
    });
    expect(login.body).toMatchObject({ role: 'Business' });
    token = login.body.token;
    branchId = login.body.branchId;
    const branch = (await api.get(`/api/Branch/GetById/${branchId}`)).body.data;
    expect(branch).toMatchObject({
      businessName: 'Glow Republic',
      location: 'Yaba',
      rating: 0,
      totalRatings: 0,
      currency: 'NAIRA',
      branchUrl: 'glow-republic-yaba',
    });
    expect(
      branch.branchTimings
        .filter((d: { isOpened: boolean }) => d.isOpened)
        .map((d: { dayOfWeek: string }) => d.dayOfWeek),
    ).toEqual(['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday']);
  });
});

describe('business details', () => {
  const form = (extra: Record<string, string | Blob> = {}) => {
    const f = new FormData();
    const fields: Record<string, string> = {
      BranchId: branchId,
      BusinessName: 'Glow Republic',
      ContactName: 'Bisi Ade',
      Landline: '01 555 0101',
      MobileNo: '0803 555 0101',
      Email: EMAIL,
      BusinessTypeId: ids.typeHair,
      Address: '3 Herbert Macaulay Way',
      GoogleMapURL: 'https://www.google.com/maps/search/?api=1&query=6.5,3.38',
      Latitude: '6.5',
      Longitude: '3.38',
      Location: 'Yaba',
      ZipCode: '101212',
      City: 'Lagos',
      Country: 'Nigeria',
      About: 'Natural hair in Yaba.',
      Currency: 'NAIRA',
      Status: 'true',
      Rating: '5',
      TotalRatings: '999',
    };
    for (const [k, v] of Object.entries({ ...fields, ...extra })) f.append(k, v);
    return f;
  };
  const update = (f: FormData) =>
    api.request('/api/Business/UpdateBusiness', { method: 'PUT', body: f, headers: auth() });

  it('reads the details with the business types', async () => {
    const res = await api.request(`/api/Business/GetByBranch?BranchId=${branchId}`, { headers: auth() });
    expect(res.body.data).toMatchObject({
      branchId,
      businessName: 'Glow Republic',
      businessTypeName: 'Hair Salon',
      rating: 0,
      totalRatings: 0,
      imageSrc: null,
    });
    expect(res.body.data.businessTypes).toEqual([{ businessTypeId: ids.typeHair, businessTypeName: 'Hair Salon' }]);
  });

  it('stores an uploaded image re-encoded as WebP at 1200x800 and serves it', async () => {
    const png = await sharp({ create: { width: 2000, height: 1500, channels: 3, background: '#c8664a' } })
      .png()
      .toBuffer();
    const res = await update(form({ ImageFile: new File([png], 'front.png', { type: 'image/png' }) }));
    expect(res.body).toEqual({ status: 'Success', message: 'Business details updated.' });
    const details = (await api.request(`/api/Business/GetByBranch?BranchId=${branchId}`, { headers: auth() })).body
      .data;
    expect(details.imageSrc).toMatch(/^\/uploads\/branches\/.+\.webp$/);
    const image = await api.app.request(details.imageSrc);
    expect(image.headers.get('content-type')).toBe('image/webp');
    const meta = await sharp(Buffer.from(await image.arrayBuffer())).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(['webp', 1200, 800]);
    expect((await api.get(`/api/Branch/GetById/${branchId}`)).body.data.imageSrc).toBe(details.imageSrc);
  });

  it('refuses a file that is not an image, even named .png, and an oversized one; nothing changes', async () => {
    const before = (await api.request(`/api/Business/GetByBranch?BranchId=${branchId}`, { headers: auth() })).body.data;
    const fake = await update(
      form({
        ImageFile: new File(['<svg onload="alert(1)"></svg>'], 'evil.png', { type: 'image/png' }),
        BusinessName: 'Changed?',
      }),
    );
    expect(fake).toEqual({
      status: 400,
      body: { status: 'Error', message: 'Please choose an image file (JPEG, PNG, WebP, GIF or AVIF).' },
    });
    const big = await update(
      form({ ImageFile: new File([new Uint8Array(6 * 1024 * 1024)], 'big.jpg', { type: 'image/jpeg' }) }),
    );
    expect(big.status).toBe(413);
    expect(big.body.message).toBe('The image is too large: at most 5 MB.');
    expect(
      (await api.request(`/api/Business/GetByBranch?BranchId=${branchId}`, { headers: auth() })).body.data,
    ).toEqual(before);
  });

  it('lists missing required fields and checks coordinates', async () => {
    expect((await update(form({ About: '', Currency: '' }))).body.message).toBe('Please fill up: About, Currency');
    expect((await update(form({ Latitude: 'north' }))).body.message).toBe(
      'Latitude must be a number between -90 and 90.',
    );
  });
});

describe('services, staff and hours', () => {
  const serviceForm = (extra: Record<string, string>) => {
    const f = new FormData();
    for (const [k, v] of Object.entries({
      branchId,
      serviceName: 'Silk Press',
      description: 'Wash and press',
      categoryId: ids.catHair,
      durationHours: '1',
      durationMinutes: '30',
      price: '15000',
      status: 'true',
      ...extra,
    }))
      f.append(k, v);
    return f;
  };

  it('adds, edits and deletes a service; the public menu follows', async () => {
    expect(
      (await api.request('/api/Service/Insert', { method: 'POST', body: serviceForm({}), headers: auth() })).body
        .message,
    ).toBe('Service added.');
    const [mine] = (await api.request(`/api/Service/GetMine?BranchId=${branchId}`, { headers: auth() })).body.data;
    expect(mine).toMatchObject({
      serviceName: 'Silk Press',
      price: 15000,
      durationHours: 1,
      durationMinutes: 30,
      status: true,
    });
    const edit = await api.request('/api/Service/Update', {
      method: 'PUT',
      body: serviceForm({ serviceId: mine.serviceId, price: '17500', status: 'false' }),
      headers: auth(),
    });
    expect(edit.body.message).toBe('Service updated.');
    expect((await api.get(`/api/Service/GetByBranch?BranchId=${branchId}`)).body.data).toEqual([]);
    const del = await api.request(`/api/Service/Delete?id=${mine.serviceId}`, { method: 'DELETE', headers: auth() });
    expect(del.body.message).toBe('Delete successful');
    expect((await api.request(`/api/Service/GetMine?BranchId=${branchId}`, { headers: auth() })).body.data).toEqual([]);
  });

  it('every service write moves the branch into Catalog/Changes (the site re-renders its pages)', async () => {
    const changedSince = async (since: string) =>
      (await api.get(`/api/Catalog/Changes?since=${encodeURIComponent(since)}`)).body.data.map(
        (c: { branchId: string }) => c.branchId,
      );
    const mark = () => new Date(Date.now() - 1).toISOString();
    let since = mark();
    expect(await changedSince(since)).not.toContain(branchId);
    await api.request('/api/Service/Insert', { method: 'POST', body: serviceForm({}), headers: auth() });
    expect(await changedSince(since)).toEqual([branchId]);
    const [mine] = (await api.request(`/api/Service/GetMine?BranchId=${branchId}`, { headers: auth() })).body.data;
    since = mark();
    await new Promise((r) => setTimeout(r, 5));
    await api.request('/api/Service/Update', {
      method: 'PUT',
      body: serviceForm({ serviceId: mine.serviceId, price: '18000' }),
      headers: auth(),
    });
    expect(await changedSince(since)).toEqual([branchId]);
    const index = (await api.get('/api/Catalog/BranchIndex')).body.data;
    expect(index.find((b: { branchId: string }) => b.branchId === branchId)?.serviceNames).toContain('Silk Press');
    since = mark();
    await new Promise((r) => setTimeout(r, 5));
    await api.request(`/api/Service/Delete?id=${mine.serviceId}`, { method: 'DELETE', headers: auth() });
    expect(await changedSince(since)).toEqual([branchId]);
  });

  it('explains a bad service in the spec wording', async () => {
    const post = (extra: Record<string, string>) =>
      api.request('/api/Service/Insert', { method: 'POST', body: serviceForm(extra), headers: auth() });
    expect((await post({ serviceName: '', price: '' })).body.message).toBe('Please fill up: Service Name, Price');
    expect((await post({ durationMinutes: '-5' })).body.message).toBe(
      'Duration-Minutes must be a whole number from 0 to 59.',
    );
    expect((await post({ price: 'free' })).body.message).toBe('Price must be a number of naira from 0 to 10,000,000.');
    expect((await post({ categoryId: ids.owner })).body.message).toBe('Please select a category.');
  });

  it('adds, renames and deactivates staff', async () => {
    const json = (method: string, body: unknown) => ({
      method,
      body: JSON.stringify(body),
      headers: { ...auth(), 'Content-Type': 'application/json' },
    });
    expect(
      (await api.request('/api/BranchEmployee/Insert', json('POST', { branchId, name: 'Tolu' }))).body.message,
    ).toBe('Employee added.');
    expect((await api.request('/api/BranchEmployee/Insert', json('POST', { branchId, name: '' }))).body.message).toBe(
      'Please fill up: Name',
    );
    const [tolu] = (await api.request(`/api/BranchEmployee/GetMine?BranchId=${branchId}`, { headers: auth() })).body
      .data;
    await api.request(
      '/api/BranchEmployee/Update',
      json('PUT', { branchId, branchEmployeeId: tolu.branchEmployeeId, name: 'Tolu B.' }),
    );
    expect((await api.get(`/api/BranchEmployee/GetByBranch?BranchId=${branchId}`)).body.data).toEqual([
      { name: 'Tolu B.', branchEmployeeId: tolu.branchEmployeeId },
    ]);
    await api.request(`/api/BranchEmployee/Delete?id=${tolu.branchEmployeeId}`, { method: 'DELETE', headers: auth() });
    expect((await api.get(`/api/BranchEmployee/GetByBranch?BranchId=${branchId}`)).body.data).toEqual([]);
  });

  it('sets the week of opening hours and refuses an impossible one', async () => {
    const week = [1, 2, 3, 4, 5, 6, 7].map((d) => ({
      dayNumber: d,
      openingTime: 10,
      closingTime: 20,
      isOpened: d !== 1,
    }));
    const put = (body: unknown) =>
      api.request(`/api/BranchAvailability/Update?BranchId=${branchId}`, {
        method: 'PUT',
        body: JSON.stringify(body),
        headers: { ...auth(), 'Content-Type': 'application/json' },
      });
    const res = await put(week);
    expect(res.body.message).toBe('Opening hours saved.');
    expect(res.body.data[0]).toEqual({
      dayOfWeek: 'Monday',
      dayNumber: 1,
      openingTime: 10,
      closingTime: 20,
      isOpened: false,
    });
    expect(
      (await put(week.map((d) => (d.dayNumber === 3 ? { ...d, openingTime: 20, closingTime: 9 } : d)))).body.message,
    ).toBe('On day 3 the closing hour must be after the opening hour.');
    expect((await put(week.slice(0, 6))).status).toBe(400);
    expect((await api.get(`/api/BranchAvailability/GetByBranch?BranchId=${branchId}`)).body.data[2]).toMatchObject({
      openingTime: 10,
      closingTime: 20,
    });
  });
});
