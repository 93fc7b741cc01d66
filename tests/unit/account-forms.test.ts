import { describe, expect, it } from 'vitest';
import {
  BUSINESS_PANELS,
  CUSTOMER_PANELS,
  EMPTY_SERVICE,
  PLACEHOLDER_ID,
  businessFormData,
  businessProblem,
  businessValues,
  failureMessage,
  hoursProblem,
  noticeOptions,
  panelFrom,
  passwordProblem,
  serviceFormData,
  serviceProblem,
  weekFrom,
} from '../../src/lib/account-forms.ts';
import { ApiError } from '../../src/lib/api.ts';
import type { BusinessDetails } from '../../src/lib/types.ts';

const details: BusinessDetails = {
  businessId: 'bus-1',
  branchId: 'br-1',
  branchUrl: 'glow-yaba',
  businessTypeId: 'type-1',
  businessTypeName: 'Salon',
  businessTypes: [],
  businessName: 'Glow',
  contactName: 'Bola',
  email: 'hi@glow.ng',
  landline: '01 234',
  mobileNo: '0803',
  location: 'Yaba',
  city: 'Lagos',
  country: 'Nigeria',
  zipCode: '101212',
  latitude: 6.5,
  longitude: 3.37,
  currency: 'NAIRA',
  status: true,
  rating: 4.5,
  totalRatings: 12,
  address: '12 Herbert Macaulay Way',
  about: 'Braids',
  googleMapURL: 'https://maps.google.com/?q=glow',
  imageSrc: null,
};

describe('panelFrom', () => {
  it.each([
    ['?user=appointments', CUSTOMER_PANELS, 'appointments'],
    ['?user=change-password', CUSTOMER_PANELS, 'change-password'],
    ['?user=hours', BUSINESS_PANELS, 'hours'],
    ['', CUSTOMER_PANELS, 'profile'],
    ['?user=nonsense', BUSINESS_PANELS, 'calendar'],
    ['?user=business-details', BUSINESS_PANELS, 'business-details'],
  ] as const)('%s -> %s', (search, panels, expected) => {
    expect(panelFrom(search, panels)).toBe(expected);
  });
});

describe('passwordProblem', () => {
  it.each([
    [
      { oldPassword: '', newPassword: '', confirmPassword: '' },
      'Please fill up: Old Password, New Password, Confirm Password',
    ],
    [{ oldPassword: '', newPassword: 'a-new-one', confirmPassword: 'another' }, 'Reconfirm your password'],
    [{ oldPassword: '', newPassword: 'a-new-one', confirmPassword: 'a-new-one' }, 'Please fill up: Old Password'],
    [{ oldPassword: 'old', newPassword: 'a-new-one', confirmPassword: 'a-new-one' }, null],
  ])('%o', (input, expected) => {
    expect(passwordProblem(input)).toBe(expected);
  });
});

describe('business details', () => {
  it('lists the missing fields in the spec order', () => {
    const v = {
      ...businessValues({ ...details, latitude: null, longitude: null }),
      businessName: ' ',
      about: '',
      mobileNo: '',
    };
    expect(businessProblem(v)).toBe('Please fill up: Business Name, Phone Number, Latitude, Longitude, About');
    expect(businessProblem(businessValues(details))).toBeNull();
  });

  it("sends the spec's field names, the placeholder image id, and the image when there is one", () => {
    const v = { ...businessValues(details), status: 'Inactive' as const };
    const image = new File([new Uint8Array([1, 2, 3])], 'front.png', { type: 'image/png' });
    const f = businessFormData(details, v, image);
    expect([...f.keys()]).toEqual([
      'BusinessId',
      'BusinessName',
      'Id',
      'BranchId',
      'BranchUrl',
      'ContactName',
      'Landline',
      'MobileNo',
      'Email',
      'BusinessTypeId',
      'Address',
      'GoogleMapURL',
      'Latitude',
      'Longitude',
      'Location',
      'ZipCode',
      'City',
      'Country',
      'About',
      'Currency',
      'TotalRatings',
      'Rating',
      'Status',
      'ImageFile',
      'ImageName',
      'branchImageId',
      'branchType',
      'businessurl',
    ]);
    expect(f.get('Id')).toBe('br-1');
    expect(f.get('Status')).toBe('false');
    expect(f.get('Latitude')).toBe('6.5');
    expect(f.get('ImageName')).toBe('front.png');
    expect((f.get('ImageFile') as File).name).toBe('front.png');
    expect(f.get('branchImageId')).toBe(PLACEHOLDER_ID);
    expect(businessFormData(details, businessValues(details), null).has('ImageFile')).toBe(false);
  });
});

describe('services', () => {
  it('lists the missing fields with the spec labels; 0 is a value', () => {
    expect(serviceProblem(EMPTY_SERVICE)).toBe(
      'Please fill up: Service Name, Description, Category, Duration-Hours, Duration-Minutes, Price',
    );
    expect(
      serviceProblem({
        ...EMPTY_SERVICE,
        serviceName: 'Braids',
        description: 'Neat',
        categoryId: 'c',
        durationHours: '0',
        durationMinutes: '45',
        price: '0',
      }),
    ).toBeNull();
  });

  it('sends status true for Active and the service id only when editing', () => {
    const v = {
      ...EMPTY_SERVICE,
      serviceName: ' Braids ',
      description: 'Neat',
      categoryId: 'c',
      durationHours: '1',
      durationMinutes: '30',
      price: '15000',
    };
    const created = serviceFormData('br-1', v);
    expect(created.get('status')).toBe('true');
    expect(created.get('serviceName')).toBe('Braids');
    expect(created.has('serviceId')).toBe(false);
    const edited = serviceFormData('br-1', { ...v, serviceId: 's-1', status: 'Inactive' });
    expect(edited.get('serviceId')).toBe('s-1');
    expect(edited.get('status')).toBe('false');
  });
});

describe('opening hours', () => {
  it('gives seven days, Monday first, a missing day closed', () => {
    const week = weekFrom([{ dayOfWeek: 'Sunday', dayNumber: 7, openingTime: 10, closingTime: 16, isOpened: true }]);
    expect(week.map((d) => d.dayNumber)).toEqual([1, 2, 3, 4, 5, 6, 7]);
    expect(week[0]).toEqual({ dayNumber: 1, openingTime: 9, closingTime: 18, isOpened: false });
    expect(week[6]).toEqual({ dayNumber: 7, openingTime: 10, closingTime: 16, isOpened: true });
  });

  it('names the first open day that closes before it opens; closed days do not count', () => {
    const week = weekFrom([]).map((d) => ({ ...d, isOpened: true }));
    expect(hoursProblem(week)).toBeNull();
    week[2] = { ...week[2]!, openingTime: 18, closingTime: 9 };
    week[0] = { ...week[0]!, openingTime: 20, closingTime: 8, isOpened: false };
    expect(hoursProblem(week)).toBe('On Wednesday the closing hour must be after the opening hour.');
  });
});

describe('failureMessage', () => {
  it("prefers the server's message, else the fallback", () => {
    expect(
      failureMessage(new ApiError(400, 'A service takes at least 5 minutes.'), 'Please recheck data filled.'),
    ).toBe('A service takes at least 5 minutes.');
    expect(failureMessage(new ApiError(502, 'Request failed (502).'), 'Please recheck data filled.')).toBe(
      'Please recheck data filled.',
    );
    expect(failureMessage(new ApiError(0, 'Could not reach the server.'), 'Please recheck data filled.')).toBe(
      'Please recheck data filled.',
    );
    expect(failureMessage(new Error('boom'))).toBe('Something went wrong. Please try after sometime.');
  });
});

describe('noticeOptions', () => {
  it('offers the usual notices in order, with a notice set some other way among them', () => {
    const labels = (current: number) => noticeOptions(current).map((o) => o.label);
    expect(labels(120)).toEqual([
      'None',
      '30 minutes',
      '1 hour',
      '2 hours',
      '3 hours',
      '6 hours',
      '12 hours',
      '24 hours',
      '48 hours',
    ]);
    expect(labels(90)).toContain('90 minutes');
    expect(noticeOptions(90).map((o) => o.value)).toEqual([
      '0',
      '30',
      '60',
      '90',
      '120',
      '180',
      '360',
      '720',
      '1440',
      '2880',
    ]);
  });
});
