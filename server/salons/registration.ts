/**
 * Business registration: the owner's account, the business, its main branch and default opening hours, written in
 * one transaction, then the mail that confirms the owner's address. Anyone may register; the form is checked here in
 * the spec's words.
 */
import { sendConfirmation } from '../accounts/confirmation.ts';
import { EMAIL_TAKEN, insertAccount } from '../accounts/sign-up.ts';
import type { Db } from '../db/client.ts';
import { branches, branchTimings, businesses } from '../db/schema.ts';
import { DEFAULT_HOURS, normaliseEmail, passwordProblem } from '../domain/accounts.ts';
import { parseMobile } from '../domain/phone.ts';
import { outcome, refuse, type Outcome } from '../lib/outcome.ts';
import { hashPassword } from '../lib/passwords.ts';
import { businessTypeExists } from '../queries/salon-account.ts';
import { findUserByEmail } from '../queries/users.ts';
import { REQUIRED_BUSINESS_FIELDS, type BusinessForm } from '../../src/lib/business-forms.ts';
import type { SalonsDeps } from './context.ts';
import { coordinate, isEmail, isId, requireFields } from './form-checks.ts';
import { uniqueBranchUrl, uniqueBusinessUrl } from './unique-url.ts';

/** The registration form as sent (text, trimmed and capped); latitude, longitude, about and map link may be empty. */
export type RegistrationFields = BusinessForm;

/** What registration made: the owner's account, the business and its main branch. */
export interface Registered {
  userId: string;
  businessId: string;
  branchId: string;
}

const SELECT_TYPE = 'Please select a business type.';

/** Registers a salon; its owner confirms the e-mail address through the link mailed here. */
export function registerBusiness(deps: SalonsDeps, form: RegistrationFields): Promise<Outcome<Registered>> {
  return outcome(async () => {
    const { db } = deps;
    requireFields(REQUIRED_BUSINESS_FIELDS.map(([label, key]) => [label, form[key]]));
    if (!isEmail(form.email)) refuse('invalid', 'Email must be a valid e-mail address.');
    // The owner's mobile: the account's phone and the business's, in E.164. The landline is kept as typed.
    const mobile = parseMobile(form.mobileNo);
    if (!mobile.ok) refuse('invalid', mobile.problem);
    if (!isId(form.businessTypeId)) refuse('invalid', SELECT_TYPE);
    const problem = passwordProblem(form.password);
    if (problem) refuse('invalid', problem);
    if (!(await businessTypeExists(db, form.businessTypeId))) refuse('invalid', SELECT_TYPE);
    if (await findUserByEmail(db, form.email)) refuse('conflict', EMAIL_TAKEN);
    const latitude = coordinate(form.latitude, 'Latitude', 90);
    const longitude = coordinate(form.longitude, 'Longitude', 180);
    const passwordHash = await hashPassword(form.password);
    const email = normaliseEmail(form.email);
    const { user, ...created } = await db.transaction(async (tx) => {
      const t = tx as unknown as Db;
      const user = await insertAccount(t, {
        fullName: form.contactName,
        email,
        phoneNumber: mobile.e164,
        passwordHash,
        role: 'Business',
      });
      const businessUrl = await uniqueBusinessUrl(t, form.businessName);
      const [business] = await t
        .insert(businesses)
        .values({
          ownerUserId: user.id,
          businessTypeId: form.businessTypeId,
          businessName: form.businessName,
          businessUrl,
          contactName: form.contactName,
          email,
          landline: form.landline,
          mobileNo: mobile.e164,
        })
        .returning({ id: businesses.id });
      const branchUrl = await uniqueBranchUrl(t, `${form.businessName} ${form.location}`);
      const [branch] = await t
        .insert(branches)
        .values({
          businessId: business!.id,
          branchUrl,
          branchType: 'Main',
          location: form.location,
          address: form.address,
          city: form.city,
          country: form.country,
          zipCode: form.zipCode,
          latitude,
          longitude,
          googleMapUrl: form.googleMapURL,
          about: form.about,
          currency: 'NAIRA',
        })
        .returning({ id: branches.id });
      await t.insert(branchTimings).values(DEFAULT_HOURS.map((h) => ({ branchId: branch!.id, ...h })));
      return { user, businessId: business!.id, branchId: branch!.id };
    });
    await sendConfirmation(deps, user);
    deps.catalogChanged?.();
    return { userId: user.id, ...created };
  });
}
