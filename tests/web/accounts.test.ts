import { afterEach, expect, it } from 'vitest';
import { ApiError } from '../../src/lib/api.ts';
import {
  businessPayload,
  EMPTY_BUSINESS_FORM,
  failureMessage,
  prefillBusinessForm,
  savePreSignup,
  takePreSignup,
  ZERO_ID,
} from '../../src/lib/accounts.ts';

afterEach(() => sessionStorage.clear());

it.each([
  [
    'the server message',
    new ApiError(409, 'This e-mail is already registered. Please log in instead.'),
    'This e-mail is already registered. Please log in instead.',
  ],
  [
    'no message from the server',
    new ApiError(502, 'Request failed (502).'),
    'Something went wrong. Please try after sometime.',
  ],
  [
    'no answer at all',
    new ApiError(0, 'Could not reach the server. Check your connection and try again.'),
    'Something went wrong. Please try after sometime.',
  ],
  ['anything else thrown', new TypeError('x is undefined'), 'Something went wrong. Please try after sometime.'],
])('failureMessage: %s', (_, err, expected) => {
  expect(failureMessage(err)).toBe(expected);
});

it('the registration payload carries the typed fields (trimmed, password as typed) and the spec defaults', () => {
  const payload = businessPayload({
    ...EMPTY_BUSINESS_FORM,
    businessName: ' Glow Lounge ',
    email: 'a@b.ng ',
    password: ' secret pass ',
    businessTypeId: 't1',
  });
  expect(payload).toMatchObject({
    businessName: 'Glow Lounge',
    email: 'a@b.ng',
    password: ' secret pass ',
    businessTypeId: 't1',
    id: ZERO_ID,
    branchId: ZERO_ID,
    BranchImageId: ZERO_ID,
    BranchType: 'Main',
    status: 'true',
    rating: '0',
    totalRatings: '0',
    currency: 'NAIRA',
  });
  expect(ZERO_ID).toBe('00000000-0000-0000-0000-000000000000');
  expect(Object.keys(payload)).toEqual([
    'businessName',
    'contactName',
    'businessTypeId',
    'location',
    'landline',
    'mobileNo',
    'email',
    'address',
    'zipCode',
    'city',
    'country',
    'password',
    'BranchType',
    'id',
    'branchId',
    'branchUrl',
    'businessurl',
    'currency',
    'googleMapURL',
    'latitude',
    'longitude',
    'totalRatings',
    'rating',
    'about',
    'status',
    'BranchImageId',
    'imageSrc',
    'imageName',
    'imageFile',
  ]);
});

it(
  'the pre-signup hand-over is read once, then forgotten, ' + 'and prefills contact name, e-mail, password and mobile',
  () => {
    savePreSignup({ name: 'Funmi', email: 'f@x.ng', password: 'pw-12345678', mobile: '0809' });
    const pre = takePreSignup();
    expect(pre).toEqual({ name: 'Funmi', email: 'f@x.ng', password: 'pw-12345678', mobile: '0809' });
    expect(takePreSignup()).toBeNull();
    expect(sessionStorage.length).toBe(0);
    expect(prefillBusinessForm(EMPTY_BUSINESS_FORM, pre)).toMatchObject({
      contactName: 'Funmi',
      email: 'f@x.ng',
      password: 'pw-12345678',
      mobileNo: '0809',
      businessName: '',
    });
    expect(prefillBusinessForm(EMPTY_BUSINESS_FORM, null)).toBe(EMPTY_BUSINESS_FORM);
  },
);

it('a damaged hand-over is ignored', () => {
  sessionStorage.setItem('preSignup', '{not json');
  expect(takePreSignup()).toBeNull();
});
