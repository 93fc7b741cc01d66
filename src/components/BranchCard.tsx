/** A branch in a list: image, name, area, stars (or 'New'), and its opening hours on demand. */
import TimingsToggle from '../islands/TimingsToggle.tsx';
import type { BranchSummary } from '../lib/types.ts';
import Stars from './Stars.tsx';

export default function BranchCard({ branch, eager = false }: { branch: BranchSummary; eager?: boolean }) {
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
