/**
 * Business registration (spec sections 3 and 5): business types load first ('Failed loading business types' on the
 * error screen when they cannot), twelve required fields and four optional ones, the e-mail checked with the server
 * first, and a success screen with Login. Prefilled from the pre-signup panel when it handed data over.
 */
import { useEffect, useState, type FormEvent } from 'react';
import { api } from '../../lib/api.ts';
import {
  businessPayload,
  EMPTY_BUSINESS_FORM,
  failureMessage,
  prefillBusinessForm,
  REQUIRED_BUSINESS_FIELDS,
  takePreSignup,
  type BusinessForm,
} from '../../lib/accounts.ts';
import { missingFields } from '../../lib/validation.ts';
import { ErrorScreen } from '../ErrorScreen.tsx';
import { Field, FormMessage } from './Field.tsx';
import { LoginButton } from './LoginButton.tsx';
import { ResultPanel } from './ResultPanel.tsx';

type BusinessType = { businessTypeId: string; businessTypeName: string };
const SUCCESS_LINE = "Please login and go to 'My Account'.";

export function BusinessRegisterForm() {
  const [types, setTypes] = useState<BusinessType[] | null>(null);
  const [loadFailed, setLoadFailed] = useState(false);
  const [form, setForm] = useState<BusinessForm>(EMPTY_BUSINESS_FORM);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [done, setDone] = useState<string | null>(null);

  useEffect(() => {
    setForm((f) => prefillBusinessForm(f, takePreSignup()));
    api.businessTypes().then(setTypes, () => setLoadFailed(true));
  }, []);

  const set = (key: keyof BusinessForm) => (value: string) => setForm((f) => ({ ...f, [key]: value }));

  async function submit(e: FormEvent) {
    e.preventDefault();
    setError(null);
    const missing = missingFields(REQUIRED_BUSINESS_FIELDS.map(([label, key]) => [label, form[key]]));
    if (missing) return setError(missing);
    setBusy(true);
    try {
      await api.checkEmail(form.email.trim());
      const res = await api.registerBusiness(businessPayload(form));
      const message = res.message ?? '';
      setDone(message.includes(SUCCESS_LINE) ? message : `${message} ${SUCCESS_LINE}`.trim());
    } catch (err) {
      setError(failureMessage(err));
    } finally {
      setBusy(false);
    }
  }

  if (loadFailed) return <ErrorScreen status={500} message="Failed loading business types" />;
  if (!types)
    return (
      <p role="status" className="muted">
        Loading business types…
      </p>
    );
  if (done) {
    return (
      <ResultPanel title="Registration successful" tone="success" message={done}>
        <p>We have e-mailed you a link to confirm your address; open it before you log in.</p>
        <LoginButton />
      </ResultPanel>
    );
  }

  return (
    <form className="card auth-card" onSubmit={submit} noValidate aria-label="Business registration">
      <div className="form-grid">
        <Field
          id="reg-business-name"
          label="Business Name"
          value={form.businessName}
          onChange={set('businessName')}
          autoComplete="organization"
          required
        />
        <Field
          id="reg-contact-name"
          label="Contact Name"
          value={form.contactName}
          onChange={set('contactName')}
          autoComplete="name"
          required
        />
        <div className="field">
          <label htmlFor="reg-business-type">Business Type</label>
          <select
            id="reg-business-type"
            name="reg-business-type"
            required
            value={form.businessTypeId}
            onChange={(e) => set('businessTypeId')(e.target.value)}
          >
            <option value="">Please select</option>
            {types.map((t) => (
              <option key={t.businessTypeId} value={t.businessTypeId}>
                {t.businessTypeName}
              </option>
            ))}
          </select>
        </div>
        <Field
          id="reg-location"
          label="Location"
          value={form.location}
          onChange={set('location')}
          required
          hint="The area, e.g. Lekki Phase 1."
        />
        <Field
          id="reg-landline"
          label="Landline Number"
          type="tel"
          value={form.landline}
          onChange={set('landline')}
          inputMode="tel"
          required
        />
        <Field
          id="reg-mobile"
          label="Mobile Number"
          type="tel"
          value={form.mobileNo}
          onChange={set('mobileNo')}
          autoComplete="tel"
          inputMode="tel"
          required
        />
        <Field
          id="reg-email"
          label="Email"
          type="email"
          value={form.email}
          onChange={set('email')}
          autoComplete="email"
          inputMode="email"
          required
        />
        <Field
          id="reg-address"
          label="Address"
          value={form.address}
          onChange={set('address')}
          autoComplete="street-address"
          required
        />
        <Field
          id="reg-zip"
          label="Zip Code"
          value={form.zipCode}
          onChange={set('zipCode')}
          autoComplete="postal-code"
          required
        />
        <Field
          id="reg-city"
          label="City"
          value={form.city}
          onChange={set('city')}
          autoComplete="address-level2"
          required
        />
        <Field
          id="reg-country"
          label="Country"
          value={form.country}
          onChange={set('country')}
          autoComplete="country-name"
          required
        />
        <Field
          id="reg-password"
          label="Password"
          type="password"
          value={form.password}
          onChange={set('password')}
          autoComplete="new-password"
          required
          hint="At least 8 characters."
        />
        <Field
          id="reg-map"
          label="Google Map URL"
          type="url"
          value={form.googleMapURL}
          onChange={set('googleMapURL')}
          inputMode="url"
        />
        <Field
          id="reg-latitude"
          label="Latitude"
          value={form.latitude}
          onChange={set('latitude')}
          inputMode="decimal"
        />
        <Field
          id="reg-longitude"
          label="Longitude"
          value={form.longitude}
          onChange={set('longitude')}
          inputMode="decimal"
        />
        <Field
          id="reg-about"
          label="About"
          value={form.about}
          onChange={set('about')}
          multiline
          className="field-wide"
        />
      </div>
      <FormMessage error={error} />
      <div className="form-actions">
        <button className="btn btn-accent" type="submit" disabled={busy}>
          {busy ? 'Please wait...' : 'Register'}
        </button>
      </div>
    </form>
  );
}
