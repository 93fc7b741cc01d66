/** Renders a branch that is not built yet, straight from the API, in place of the 404 screen. */
import { createRoot } from 'react-dom/client';
import { useEffect, useEffectEvent, useState } from 'react';
import { api, ApiError } from '../lib/api.ts';
import type { BranchDetail } from '../lib/types.ts';
import BranchOrder from './BranchOrder.tsx';
import TimingsToggle from './TimingsToggle.tsx';
import Stars from '../components/Stars.tsx';
import { ErrorScreen } from '../components/ErrorScreen.tsx';

function BranchFallback({ url, onFound }: { url: string; onFound: () => void }) {
  const [branch, setBranch] = useState<BranchDetail | null>(null);
  const [failed, setFailed] = useState<string | null>(null);
  const found = useEffectEvent(onFound);
  useEffect(() => {
    api.branchByUrl(url).then(
      (b) => {
        setBranch(b);
        document.title = `${b.businessName}, ${b.location} | Salonbook`;
        found();
      },
      (err) => {
        if (err instanceof ApiError && err.status === 404) return;
        found();
        setFailed('Could not load branch');
      },
    );
  }, [url]);
  if (failed)
    return (
      <div className="container section">
        <ErrorScreen status={500} message={failed} />
      </div>
    );
  if (!branch) return null;
  return (
    <div className="container section">
      <img
        src={branch.imageSrc}
        alt={`Inside ${branch.businessName}`}
        width={1200}
        height={800}
        className="fallback-hero"
      />
      <h1>{branch.businessName}</h1>
      <p>
        {branch.location}, {branch.city} · {branch.address}
      </p>
      <p>{branch.totalRatings === 0 ? <span className="pill">New</span> : <Stars rating={branch.rating} />}</p>
      <p>{branch.about}</p>
      <TimingsToggle branchId={branch.branchId} />
      <h2 id="book">Services</h2>
      <BranchOrder {...branch} />
      <h2 id="reviews">Reviews</h2>
      {branch.reviews.length === 0 ? (
        <p className="muted">No Reviews!</p>
      ) : (
        branch.reviews.map((r) => (
          <p key={r.reviewId}>
            <strong>{r.customerName}</strong> <Stars rating={r.rating} /> {r.review}
          </p>
        ))
      )}
    </div>
  );
}

export function mountBranchFallback(url: string) {
  const host = document.querySelector('[data-branch-fallback]');
  const notFound = document.querySelector<HTMLElement>('[data-not-found]');
  if (!host) return;
  createRoot(host).render(<BranchFallback url={url} onFound={() => notFound && (notFound.hidden = true)} />);
}
