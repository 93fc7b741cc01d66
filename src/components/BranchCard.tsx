/**
 * A branch in a list: image, name, area, how far it is (in a list by distance), stars (or 'New'), and its opening
 * hours on demand.
 */
import TimingsToggle from '../islands/TimingsToggle.tsx';
import { formatDistance } from '../lib/distance.ts';
import type { BranchSummary } from '../lib/types.ts';
import Stars from './Stars.tsx';

interface Props {
  branch: BranchSummary;
  eager?: boolean;
  /** Kilometres from the person (a "Near me" list); absent or null: not shown. */
  distanceKm?: number | null;
}

export default function BranchCard({ branch, eager = false, distanceKm }: Props) {
  return (
    <article className="card branch-card">
      <a href={`/branches/${branch.branchUrl}`} className="branch-link">
        <img
          src={branch.imageSrc}
          alt=""
          width={600}
          height={400}
          loading={eager ? 'eager' : 'lazy'}
          decoding="async"
        />
        <div className="card-body">
          <h3>{branch.businessName}</h3>
          <p className="muted where">
            {branch.location}, {branch.city}
          </p>
          {distanceKm != null && <p className="distance">{formatDistance(distanceKm)} away</p>}
          <p className="rating">
            {branch.totalRatings === 0 ? (
              <span className="pill">New</span>
            ) : (
              <>
                <Stars rating={branch.rating} /> <span className="muted">({branch.totalRatings})</span>
              </>
            )}
          </p>
        </div>
      </a>
      <div className="card-foot">
        <TimingsToggle branchId={branch.branchId} />
      </div>
    </article>
  );
}
