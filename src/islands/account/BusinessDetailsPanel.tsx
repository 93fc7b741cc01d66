/**
 * Business details (spec sections 2 and 5): the business and its main branch, with an image (images only, previewed
 * before upload). Sent as multipart with the spec's field names; Rating and Total Ratings are shown read-only
 * because they are earned from reviews.
 */
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { ErrorScreen } from '../../components/ErrorScreen.tsx';
import {
  businessFormData,
  businessProblem,
  businessSession,
  businessValues,
  failureMessage,
  type BusinessValues,
} from '../../lib/account-forms.ts';
import { api } from '../../lib/api.ts';
import { setSession } from '../../stores/session.ts';
import { AccountPanel } from './AccountLayout.tsx';
import { FormMessage, SelectField, TextField } from './Fields.tsx';
import { businessRead } from './first-read.ts';
import { sessionEnded } from './session.ts';
import { useApiData } from './use-api-data.ts';

const STATUS = [
  { value: 'Active', label: 'Active' },
  { value: 'Inactive', label: 'Inactive' },
];

export function BusinessDetailsPanel({ token, branchId }: { token: string; branchId: string }) {
  // Opens on the details the page painted before React (first-panel.ts), when it did.
  const read = businessRead(token, branchId);
  const {
    data: details,
    error: loadError,
    reload,
    initial: painted,
  } = useApiData(read.fetch, 'Could not load data', [token, branchId], read.key);
  const [values, setValues] = useState<BusinessValues | null>(() => (painted ? businessValues(painted) : null));
  const [image, setImage] = useState<File | null>(null);
  const [preview, setPreview] = useState<string | null>(null);
  const fileInput = useRef<HTMLInputElement>(null);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(null);

  // A later load fills the form; the painted details already have (and what was typed into them must stay).
  useEffect(() => {
    if (!details) return;
    if (details !== painted) setValues(businessValues(details));
    setSession(businessSession(details));
  }, [details, painted]);

  // Only images get a preview; the object URL is released when replaced or on leaving.
  useEffect(() => {
    if (!image || !image.type.startsWith('image/')) return setPreview(null);
    const url = URL.createObjectURL(image);
    setPreview(url);
    return () => URL.revokeObjectURL(url);
  }, [image]);

  const set = (key: keyof BusinessValues) => (value: string) => setValues((v) => (v ? { ...v, [key]: value } : v));

  async function submit(e: FormEvent) {
    e.preventDefault();
    if (!details || !values) return;
    setError(null);
    setNotice(null);
    const missing = businessProblem(values);
    if (missing) return setError(missing);
    setBusy(true);
    try {
      const res = await api.updateBusiness(token, businessFormData(details, values, image));
      setImage(null);
      if (fileInput.current) fileInput.current.value = '';
      setNotice(res.message ?? 'Business details updated.');
      await reload();
    } catch (err) {
      if (!sessionEnded(err)) setError(failureMessage(err));
    } finally {
      setBusy(false);
    }
  }

  const currencies = [...new Set(['NAIRA', values?.currency ?? 'NAIRA'])].map((c) => ({
    value: c,
    label: c === 'NAIRA' ? 'NAIRA (₦)' : c,
  }));

  return (
    <AccountPanel id="business" title="Business details">
      {loadError ? (
        <ErrorScreen status={500} message={loadError} />
      ) : !details || !values ? (
        <p className="muted">Loading…</p>
      ) : (
        <form className="acct-form" onSubmit={submit} noValidate>
          <div className="acct-grid">
            <SelectField
              id="bd-type"
              label="Business Type"
              value={values.businessTypeId}
              onChange={set('businessTypeId')}
              placeholder="Please select"
              options={details.businessTypes.map((t) => ({ value: t.businessTypeId, label: t.businessTypeName }))}
            />
            <TextField
              id="bd-name"
              label="Business Name"
              value={values.businessName}
              onChange={set('businessName')}
              autoComplete="organization"
            />
            <TextField
              id="bd-contact"
              label="Contact Name"
              value={values.contactName}
              onChange={set('contactName')}
              autoComplete="name"
            />
            <TextField
              id="bd-email"
              label="Email"
              value={values.email}
              onChange={set('email')}
              type="email"
              autoComplete="email"
            />
            <TextField
              id="bd-landline"
              label="Landline"
              value={values.landline}
              onChange={set('landline')}
              type="tel"
            />
            <TextField
              id="bd-mobile"
              label="Phone number"
              value={values.mobileNo}
              onChange={set('mobileNo')}
              type="tel"
              autoComplete="tel"
            />
            <TextField
              id="bd-location"
              label="Location"
              value={values.location}
              onChange={set('location')}
              hint="The area people search for, e.g. Lekki Phase 1."
            />
            <TextField
              id="bd-city"
              label="City"
              value={values.city}
              onChange={set('city')}
              autoComplete="address-level2"
            />
            <TextField
              id="bd-country"
              label="Country"
              value={values.country}
              onChange={set('country')}
              autoComplete="country-name"
            />
            <TextField
              id="bd-zip"
              label="Zip code"
              value={values.zipCode}
              onChange={set('zipCode')}
              autoComplete="postal-code"
            />
            <TextField
              id="bd-lat"
              label="Latitude"
              value={values.latitude}
              onChange={set('latitude')}
              inputMode="decimal"
              hint="e.g. 6.4474"
            />
            <TextField
              id="bd-lng"
              label="Longitude"
              value={values.longitude}
              onChange={set('longitude')}
              inputMode="decimal"
              hint="e.g. 3.4720"
            />
            <SelectField
              id="bd-currency"
              label="Currency"
              value={values.currency}
              onChange={set('currency')}
              options={currencies}
            />
            <SelectField
              id="bd-status"
              label="Status"
              value={values.status}
              onChange={set('status')}
              options={STATUS}
            />
            <TextField
              id="bd-rating"
              label="Rating"
              value={values.rating}
              readOnly
              hint="Earned from customer reviews."
            />
            <TextField
              id="bd-total-ratings"
              label="Total Ratings"
              value={values.totalRatings}
              readOnly
              hint="Earned from customer reviews."
            />
          </div>
          <TextField
            id="bd-address"
            label="Address"
            value={values.address}
            onChange={set('address')}
            autoComplete="street-address"
          />
          <TextField id="bd-about" label="About" value={values.about} onChange={set('about')} multiline />
          <TextField
            id="bd-map"
            label="Google Map URL"
            value={values.googleMapURL}
            onChange={set('googleMapURL')}
            type="url"
            inputMode="url"
            hint="The link from Share in Google Maps, starting with https://"
          />
          <div className="acct-field">
            <label htmlFor="bd-image">Salon image</label>
            <input
              ref={fileInput}
              id="bd-image"
              name="ImageFile"
              type="file"
              accept="image/*"
              aria-describedby="bd-image-hint"
              onChange={(e) => setImage(e.target.files?.[0] ?? null)}
            />
            <p className="acct-hint" id="bd-image-hint">
              JPEG, PNG, WebP, GIF or AVIF, at most 5 MB. It is cropped to 3:2.
            </p>
          </div>
          <div className="acct-images">
            {preview && (
              <figure>
                <img src={preview} alt="The salon as it will look after Update" />
                <figcaption>New image (preview)</figcaption>
              </figure>
            )}
            {details.imageSrc && (
              <figure>
                <img
                  src={details.imageSrc}
                  alt={`${details.businessName} as customers see it now`}
                  width="1200"
                  height="800"
                />
                <figcaption>Current image</figcaption>
              </figure>
            )}
          </div>
          <FormMessage error={error} notice={notice} />
          <div className="acct-actions">
            <button className="btn" type="submit" disabled={busy}>
              {busy ? 'Please wait...' : 'Update business'}
            </button>
          </div>
        </form>
      )}
    </AccountPanel>
  );
}
